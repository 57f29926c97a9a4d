"""A simulated voice for tests: each line takes time to say (its words at a rate), on
the test's clock, and what was heard whole or cut off is kept."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass
class Heard:
    text: str
    start: float
    end: float
    whole: bool


class Voice:
    """Stands in for `Speech`. `tells`: whether it says when a line ends (the built-in
    voice does, a screen reader does not)."""

    name = "tts"
    detail = "simulated"
    asked = "tts"

    def __init__(self, clock, wpm: float = 175.0, tells: bool = True):
        self.clock = clock
        self.wpm = wpm
        self.tells = tells
        self.rate = 50
        self.missing: list = []
        self.problems: list = []
        self.changes = 0
        self.lines: list[str] = []
        self.heard: list[Heard] = []
        self.overlaps: list[tuple[str, str]] = []   # a line handed over while another was heard
        self.current: Heard | None = None

    def duration(self, text: str) -> float:
        return len(text.split()) * 60.0 / self.wpm

    def _settle(self) -> None:
        cur = self.current
        if cur is not None and self.clock() >= cur.end:
            self.heard.append(cur)
            self.current = None

    def _cut(self) -> None:
        cur = self.current
        if cur is not None:
            self.heard.append(Heard(cur.text, cur.start, self.clock(), False))
            self.current = None

    def say(self, text: str, interrupt: bool = False) -> None:
        self._settle()
        if self.current is not None:
            if not interrupt:
                self.overlaps.append((self.current.text, text))
            self._cut()
        now = self.clock()
        self.lines.append(text)
        self.current = Heard(text, now, now + self.duration(text), True)

    def silence(self) -> None:
        self._settle()
        self._cut()

    def speaking(self):
        if not self.tells:
            return None
        self._settle()
        return self.current is not None

    def busy(self) -> bool:
        self._settle()
        return self.current is not None

    def estimate(self, text: str) -> float:
        return self.duration(text)

    def whole(self) -> list[Heard]:
        self._settle()
        return [h for h in self.heard if h.whole]

    def set_rate(self, rate) -> None:
        pass

    def set_volume(self, volume) -> None:
        pass

    def set_lang(self, lang) -> None:
        pass

    def close(self) -> None:
        pass


class Cues:
    """Stands in for `Sounds`: the cues played, by name, or with the time each started
    when given a clock."""

    available = True
    missing: list = []

    def __init__(self, clock=None):
        self.clock = clock
        self.played: list = []

    def play(self, cue, pan=0.0):
        self.played.append(cue if self.clock is None else (cue, self.clock()))

    @staticmethod
    def pan_for_seat(seat, me, players):
        return 0.0

    def set_volume(self, volume):
        pass

    def set_muted(self, muted):
        pass

    def set_pan_width(self, width):
        pass
