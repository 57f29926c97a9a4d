"""What the braille display shows and how far the player has read.

Each line is cut into pieces no longer than the display (at spaces where it can be, a
word longer than the display across pieces), every piece ending with the sign that more
follows but the last, so nothing is lost to the display's width. The pieces of every
line stay here: the player moves back and on through them with the keys.

A line counts as read when the player has moved past its last piece, or when each of
its pieces has been shown for its reading time (the setting's seconds per 40 cells);
a piece not moved past in that time gives way to the next by itself.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass

log = logging.getLogger(__name__)

KEEP = 500          # pieces kept for moving back
MIN_CELLS = 8       # the shortest piece is read in the time of this many cells


def split(text: str, cells: int, more: str = ">") -> list[str]:
    """`text` in pieces of at most `cells` cells; all but the last end with `more`, after a
    space where the piece ends between words, at once where it ends inside one."""
    text = " ".join(str(text).split())
    cells = max(cells, len(more) + 2)
    pieces = []
    while len(text) > cells:
        room = cells - len(more) - 1      # the piece, a space, the sign
        cut = text.rfind(" ", 0, room + 1)
        if cut > 0:
            pieces.append(text[:cut] + " " + more)
            text = text[cut + 1:]
        else:                             # a word longer than the display: cut through it
            cut = cells - len(more)
            pieces.append(text[:cut] + more)
            text = text[cut:]
    pieces.append(text)
    return pieces


def joined(pieces: list[str], more: str = ">") -> str:
    """The text the pieces were cut from (for checks: nothing lost)."""
    out = ""
    for piece in pieces[:-1]:
        if piece.endswith(" " + more):
            out += piece[:-len(more) - 1] + " "
        else:
            out += piece[:-len(more)]
    return out + (pieces[-1] if pieces else "")


@dataclass
class Shown:
    """A line put on the display: its pieces' place in `Reading.pieces`."""
    first: int
    last: int
    at: float                  # when it was put up
    read: float | None = None  # when it was read (moved past, or its time ran out)
    full: str = ""             # the line as spoken, card names in full
    owner: int | None = None   # the human whose hand it tells (hands hidden at one keyboard)


class Reading:
    """The display's lines and the reader's place. `write(text)` puts one piece on the
    display; `seconds` (per 40 cells) and `cells` are read each time, so a change of the
    settings counts at once."""

    def __init__(self, write, *, seconds=lambda: 4.0, cells=lambda: 40, more=lambda: ">",
                 allowed=lambda owner: True):
        self.write = write
        self.allowed = allowed        # whether a line of `owner`'s may be shown now
        self.seconds = seconds
        self.cells = cells
        self.more = more
        self.pieces: list[str] = []
        self.offset = 0               # pieces dropped from the front (KEEP)
        self.cursor: int | None = None
        self.since = 0.0              # when the piece under the cursor was put up
        self.line: Shown | None = None
        self.shown: list[Shown] = []  # the lines put up, the last KEEP of them
        self.written: list[str] = []  # every piece written, in order

    # ---- lines in ---------------------------------------------------------------------

    def show(self, text: str, now: float) -> Shown:
        pieces = split(text, int(self.cells()), str(self.more()))
        first = self.offset + len(self.pieces)
        self.pieces.extend(pieces)
        if len(self.pieces) > KEEP:
            drop = len(self.pieces) - KEEP
            del self.pieces[:drop]
            self.offset += drop
        self.line = Shown(first, first + len(pieces) - 1, now)
        self.shown = self.shown[-KEEP + 1:] + [self.line]
        self._go(first, now)
        return self.line

    def time_for(self, text: str) -> float:
        """Seconds to read `text` as the display shows it, piece by piece."""
        pieces = split(text, int(self.cells()), str(self.more()))
        return sum(self._piece_time(p) for p in pieces)

    def _piece_time(self, piece: str) -> float:
        return float(self.seconds()) * max(len(piece), MIN_CELLS) / 40.0

    # ---- time and keys ----------------------------------------------------------------

    def update(self, now: float) -> None:
        """Move on by itself where the reading time of the piece shown has passed."""
        line = self.line
        while line is not None and line.read is None and self.cursor is not None:
            due = self.since + self._piece_time(self._piece(self.cursor))
            if now < due:
                return
            if self.cursor >= line.last:
                line.read = due
                return
            self._go(self.cursor + 1, due)

    def deadline(self) -> float | None:
        """When the display moves on by itself next, if it will."""
        line = self.line
        if line is None or line.read is not None or self.cursor is None:
            return None
        return self.since + self._piece_time(self._piece(self.cursor))

    def read_at(self, now: float) -> float | None:
        """When the line last shown was read; None while it is being read (with none
        shown, nothing waits to be read)."""
        self.update(now)
        return now if self.line is None else self.line.read

    def next(self, now: float) -> bool:
        """The next piece; past the line's last one, the line is read. False at the end."""
        self.update(now)
        line = self.line
        if self.cursor is None:
            return False
        if line is not None and line.read is None and self.cursor >= line.last:
            line.read = now
            return True
        return self._step(1, now)

    def previous(self, now: float) -> bool:
        self.update(now)
        return self._step(-1, now)

    def _step(self, step: int, now: float) -> bool:
        """To the next piece that way the player at the keyboard may read: never to a line
        telling another human's hand."""
        if self.cursor is not None:
            index = self.cursor + step
        elif step < 0 and self.pieces:
            index = self.offset + len(self.pieces) - 1    # back from a blanked display
        else:
            return False
        while self.offset <= index < self.offset + len(self.pieces):
            line = self._line_of(index)
            if line is None or self.allowed(line.owner):
                self._go(index, now)
                return True
            index = (line.first - 1) if step < 0 else (line.last + 1)
        return False

    def _line_of(self, index: int) -> Shown | None:
        for line in reversed(self.shown):
            if line.first <= index <= line.last:
                return line
        return None

    def under_cursor(self) -> Shown | None:
        """The line whose piece the display shows."""
        return None if self.cursor is None else self._line_of(self.cursor)

    def hide(self, now: float) -> None:
        """Blank the display when it shows a line the player at the keyboard may not read
        (the keyboard has passed to another human); that line counts as read."""
        line = self.under_cursor()
        if line is None or self.allowed(line.owner):
            return
        if line.read is None:
            line.read = now
        self.cursor = None
        self.written.append("")
        try:
            self.write("")
        except Exception:
            log.exception("the braille display could not be written")

    def again(self) -> None:
        """Write the piece shown once more, its reading time running on."""
        if self.cursor is not None:
            self._go(self.cursor, self.since)

    def _piece(self, index: int) -> str:
        return self.pieces[index - self.offset]

    def _go(self, index: int, now: float) -> None:
        self.cursor = index
        self.since = now
        text = self._piece(index)
        self.written.append(text)
        try:
            self.write(text)
        except Exception:
            log.exception("the braille display could not be written")
