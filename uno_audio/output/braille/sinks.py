"""Where the display's cells go. Each sink has `write(text)`; `cells` is the display's
width when the sink knows it (None: the Settings' width); `focus` and `close` are
optional."""

from __future__ import annotations

import logging

log = logging.getLogger(__name__)


class Kept:
    """Keeps what was written (tests, and a game with no display to reach)."""

    cells = None

    def __init__(self):
        self.written: list[str] = []

    def write(self, text: str) -> None:
        self.written.append(text)


class Printed:
    """Printed on its own line in the terminal, where BRLTTY's screen reading shows it:
    a line whole (BRLTTY pans through it with the display's keys), not in pieces."""

    cells = 100_000

    def write(self, text: str) -> None:
        print(text, flush=True)


class ThroughReader:
    """The screen reader's own braille (NVDA's braille message, JAWS, VoiceOver): the
    speech façade hands it on to the reader, if the reader brailles."""

    cells = None

    def __init__(self, speech, alone=lambda: False):
        self.speech = speech
        self.alone = alone      # braille only: nothing else reaches the reader

    def write(self, text: str) -> None:
        self.speech.braille(text, bool(self.alone()))


def choose(speech, *, console: bool, only, platform: str):
    """The sink for this game: in a terminal, printed (braille only; with speech the
    printed speech is on the screen already); on Linux in the window, BRLTTY through
    BrlAPI when it runs; elsewhere the screen reader's braille."""
    if console:
        return Printed() if only() else Kept()
    if platform.startswith("linux"):
        from .brlapi import Display
        return Display()
    return ThroughReader(speech, only)
