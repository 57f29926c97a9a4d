"""Braille: every line the player would hear, on the display as text, paced by reading.

`Braille` sits beside the speech scheduler: each line the scheduler starts is written
to the display in its braille form (see words.py) and counts as heard once it has
been read (see reading.py), so the bots' pace and every reaction window count from
the reading, not from a speech estimate. Where the cells go is a sink (sinks.py): the
screen reader's braille (NVDA, JAWS, VoiceOver), BRLTTY through BrlAPI (brlapi.py),
printed text for BRLTTY's screen reading in a terminal, or a list (tests).
"""

from __future__ import annotations

from typing import Callable

from .reading import Reading, joined, split
from .words import AFTER, CUE_WORDS, TOLD_BY_THEIR_LINE, BrailleWords

__all__ = ["AFTER", "Braille", "CUE_WORDS", "TOLD_BY_THEIR_LINE", "joined", "split"]

OFF, WITH_SPEECH, ONLY = "off", "with-speech", "only"


class Braille:
    """`settings` is the game's (braille, braille_reading, braille_cells are read each
    time); `tr` gives the translator of the moment; `sink` takes each piece's text."""

    def __init__(self, settings, tr, sink):
        self.settings = settings
        self.sink = sink
        self.words = BrailleWords(tr)
        # Whether a line of `owner`'s may be shown now (the hot seat narrows it).
        self.allowed: Callable[[int | None], bool] = lambda owner: True
        self.reading = Reading(self._write, seconds=lambda: settings.braille_reading,
                               cells=self._cells, more=lambda: str(tr()("braille-more")),
                               allowed=lambda owner: self.allowed(owner))
        self.lines: list[str] = []       # every line shown, whole, in order
        self.focused = False             # whether the game's window has the focus

    @property
    def mode(self) -> str:
        return getattr(self.settings, "braille", OFF)

    @property
    def active(self) -> bool:
        return self.mode != OFF

    @property
    def only(self) -> bool:
        return self.mode == ONLY

    def _cells(self) -> int:
        size = getattr(self.sink, "cells", None)
        return int(size) if size else int(self.settings.braille_cells)

    def _write(self, text: str) -> None:
        self.sink.write(text)

    # ---- from the scheduler -------------------------------------------------------------

    def compose(self, u) -> str:
        """The text of an utterance for the display: each line it holds with its cue's words."""
        parts = u.parts or (u,)
        return " ".join(t for t in (self.words.line(p.text, p.cue) for p in parts) if t)

    def show(self, u, now: float) -> None:
        text = self.compose(u)
        self.lines.append(text)
        shown = self.reading.show(text, now)
        shown.full = " ".join(str(p.text) for p in (u.parts or (u,)) if str(p.text))
        shown.owner = next((p.owner for p in (u.parts or (u,)) if p.owner is not None), None)

    def full(self) -> str | None:
        """The line the display shows, as spoken: the card names whole."""
        line = self.reading.under_cursor()
        if line is None or not line.full or not self.allowed(line.owner):
            return None
        return line.full

    def estimate(self, text) -> float:
        return self.reading.time_for(self.words.text(text))

    def read_at(self, now: float) -> float | None:
        return self.reading.read_at(now)

    def deadline(self) -> float | None:
        return self.reading.deadline()

    def hide(self, now: float) -> None:
        """See Reading.hide: another human's hand never stays on the display."""
        self.reading.hide(now)

    # ---- keys ---------------------------------------------------------------------------

    def next(self, now: float) -> bool:
        return self.reading.next(now)

    def previous(self, now: float) -> bool:
        return self.reading.previous(now)

    def again(self) -> None:
        """Write the piece shown once more (a key with nowhere to go is still answered)."""
        self.reading.again()

    def pans(self) -> list[int]:
        """The display's own panning keys pressed since last asked: -1 or 1 each."""
        queue = getattr(self.sink, "pans", None)
        out = []
        while queue is not None and not queue.empty():
            out.append(queue.get_nowait())
        return out

    def focus(self, focused: bool) -> None:
        """The game's window gained or lost the focus: the display is taken only meanwhile,
        and only while braille is on (called again when the setting changes)."""
        self.focused = focused
        take = getattr(self.sink, "focus", None)
        if take is not None:
            take(focused and self.active)

    def close(self) -> None:
        close = getattr(self.sink, "close", None)
        if close is not None:
            close()
