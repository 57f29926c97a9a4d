"""Autosave of the running match as seed plus action log, written atomically.

Resuming replays the log through the engine, so a resumed match is exactly
the saved one. A save that can't be read or replayed is set aside, not lost.
"""

from __future__ import annotations

import logging
import pathlib

from .engine import Game
from .settings import config_dir, read_json, set_aside, write_atomic

VERSION = 1
log = logging.getLogger(__name__)


class SaveStore:
    def __init__(self, directory: pathlib.Path | None = None):
        self.path = (directory or config_dir()) / "match.json"
        self.problems: list[str] = []

    def exists(self) -> bool:
        return self.path.exists()

    def save(self, game: Game, info: dict) -> None:
        data = {"version": VERSION, "game": game.to_dict(), "table": info}
        try:
            write_atomic(self.path, data)
        except OSError as error:
            log.error("could not save the match: %s", error)

    def load(self):
        """(game, table info), or (None, None) with the problem noted."""
        data, problem = read_json(self.path, VERSION)
        if problem:
            self.problems.append(problem)
        if data is None:
            return None, None
        try:
            game = Game.from_dict(data["game"])
            info = data["table"]
            if not isinstance(info, dict) or game.players != len(info["names"]):
                raise ValueError("table does not fit the game")
            return game, info
        except Exception as error:  # any damage in a hand-edited file
            log.warning("save %s does not replay: %s", self.path, error)
            self.problems.append("corrupt")
            if self.path.exists():
                set_aside(self.path)
            return None, None

    def clear(self) -> None:
        try:
            self.path.unlink()
        except FileNotFoundError:
            pass
