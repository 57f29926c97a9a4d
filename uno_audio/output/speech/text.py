"""The voices that make no sound: text printed for the terminal's screen reader (or a
script), and the recording the tests listen to."""

from __future__ import annotations

import time
from typing import Callable

from .backend import Backend
from .timing import estimate_seconds


class Text(Backend):
    name = "text"
    detail = None

    def __init__(self, paced: bool = False):
        self.paced = paced      # at a terminal its reader takes time: the end is estimated

    def say(self, text: str, interrupt: bool) -> None:
        print(text, flush=True)

    def speaking(self) -> bool | None:
        return None if self.paced else False

    def estimate(self, text: str, lang: str, rate: int) -> float:
        # Text printed for a script is read at once.
        return estimate_seconds(text, lang, rate) if self.paced else 0.0


class Recording(Backend):
    """Keeps everything said. By default it speaks instantly, so tests never wait on busy().
    Given `seconds_per_word` it stands for a voice that takes that long per word, on `clock`:
    lines are heard one after another, an interrupt or silence() cuts them, and `timeline`
    holds, for each line, when it was given ("queued"), "start"ed (None if cut before it
    began), would "end", and was "cut" (None if it was not)."""

    name = "recording"

    def __init__(self, seconds_per_word: float = 0.0, clock: Callable[[], float] | None = None):
        self._recorded: list[tuple[str, bool]] = []
        self._pending: list[str] = []
        self.seconds_per_word = max(0.0, float(seconds_per_word))
        self.clock = clock or time.monotonic
        self._timeline: list[dict] = []

    @property
    def timed(self) -> bool:
        return self.seconds_per_word > 0

    def estimate(self, text: str, lang: str, rate: int) -> float:
        """Exactly its own time: none, or seconds_per_word for each word."""
        return self.seconds_per_word * len(text.split())

    @property
    def recorded(self) -> list[tuple[str, bool]]:
        return self._recorded

    @property
    def pending(self) -> list[str]:
        if not self.timed:
            return self._pending
        now = self.clock()
        return [entry["text"] for entry in self._timeline if entry["cut"] is None and entry["end"] > now]

    def _cut(self, now: float) -> None:
        for entry in self._timeline:
            if entry["cut"] is None and entry["end"] > now:
                entry["cut"] = now
                if entry["start"] >= now:
                    entry["start"] = None   # never heard at all

    def say(self, text: str, interrupt: bool) -> None:
        self._recorded.append((text, interrupt))
        if interrupt:
            self._pending.clear()
        self._pending.append(text)
        if not self.timed:
            return
        now = self.clock()
        if interrupt:
            self._cut(now)
        last = max((entry["cut"] if entry["cut"] is not None else entry["end"] for entry in self._timeline),
                   default=now)
        start = max(now, last)
        self._timeline.append({"text": text, "queued": now, "start": start,
                               "end": start + self.seconds_per_word * len(text.split()),
                               "cut": None})

    def silence(self) -> None:
        self._pending.clear()
        if self.timed:
            self._cut(self.clock())

    @property
    def timeline(self) -> list[dict]:
        return self._timeline

    def speaking(self) -> bool:
        return bool(self.timed and self.pending)

    def busy(self) -> bool:
        return self.speaking()
