"""Everything spoken, and whose private information each line tells."""

from __future__ import annotations

import bisect
from typing import NamedTuple

ANYONE = "anyone"   # the viewer when no hand is hidden: every line may be shown
VIEWS = {"everything": "history-view-everything", "table": "history-view-table"}  # view: its name
EDGES = {"first": "history-edge-first", "last": "history-edge-last"}


class Said(NamedTuple):
    """One line spoken: whose private information it tells (None: public), in which
    match, and whether it was said at the table."""
    text: str
    owner: int | None = None
    match: int = 0
    table: bool = False
    not_for: int | None = None   # hands hidden: the human this line is not for (it says their move by name)


class History:
    """Everything spoken, with a review cursor (Page Up / Page Down) over the lines a
    filter lets through (the viewer's own and the public ones, in the chosen view)."""

    def __init__(self, limit: int = 500):
        self.lines: list[Said] = []
        self.cursor: int | None = None
        self.limit = limit

    def add(self, line: Said) -> None:
        self.lines.append(line)
        if len(self.lines) > self.limit:
            del self.lines[: len(self.lines) - self.limit]
        self.cursor = None

    def move(self, where: str, shown=lambda line: True) -> tuple[str, str | None] | None:
        """The line reached and which end of the history it is at ("first", "last" or None)."""
        indexes = [i for i, line in enumerate(self.lines) if shown(line)]
        if not indexes:
            self.cursor = None
            return None
        if self.cursor is None or where in ("first", "last"):
            k = 0 if where == "first" else len(indexes) - 1
        else:
            k = bisect.bisect_left(indexes, self.cursor)
            if where == "previous":
                k = max(k - 1, 0)
            elif k < len(indexes) and indexes[k] == self.cursor:
                k = min(k + 1, len(indexes) - 1)
            else:
                k = min(k, len(indexes) - 1)
        self.cursor = indexes[k]
        edge = "first" if k == 0 else "last" if k == len(indexes) - 1 else None
        return self.lines[self.cursor].text, edge
