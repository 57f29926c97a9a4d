"""Autosave of the running match as seed plus action log, written atomically.

Resuming replays the log through the engine, so a resumed match is exactly
the saved one. A save that can't be read or replayed is set aside, not lost:
that is found when the game starts, so the main menu offers "Continue" only
for a match that really resumes.

Besides the game and the table's own info (`Table.save_info()`), the save keeps
the last lines spoken at the table under `table["last_lines"]`, so a restarted
game can repeat them. Names and lines are kept as the messages they were made of
(`phrases.record`), so they are said again in the language chosen at resume.
Each line notes the seat whose private information it tells (`owner`), None if
it is public; with hands hidden between players at one keyboard only public
lines are kept.
"""

from __future__ import annotations

import copy
import logging
import pathlib

from .bots import make_bot
from .engine import Game
from .engine.tables import PLAYERS, TwoTables
from .i18n import LANGUAGES, translator
from .phrases import check as check_record
from .files import Stuck, clean_temp, guarded, read_json, set_aside, write_json

# 2: the engine shuffles differently, so a match saved under 1 would not replay.
# 3: names and last lines are messages, not text (a save of 2 still loads).
VERSION = 3
LAST_LINES = 5
log = logging.getLogger(__name__)


def _is_int(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def check_info(game: Game, info) -> None:
    """Raise ValueError unless the table info fits the game and can seat it."""
    if not isinstance(info, dict):
        raise ValueError("table info is not an object")
    seats = range(game.players)
    humans, levels, names = info["humans"], info["levels"], info["names"]
    if not (isinstance(humans, list) and humans and all(_is_int(h) and h in seats for h in humans)
            and len(set(humans)) == len(humans)):
        raise ValueError(f"bad humans: {humans!r}")
    if not (isinstance(names, list) and len(names) == game.players):
        raise ValueError(f"bad names: {names!r}")
    for name in names:
        if not isinstance(name, (str, dict)):
            raise ValueError(f"bad name: {name!r}")
        check_record(name)
    if not isinstance(levels, dict):
        raise ValueError(f"bad levels: {levels!r}")
    bots = set()
    for seat, level in levels.items():
        if not (isinstance(seat, str) and seat.isdigit() and int(seat) in seats) or int(seat) in humans:
            raise ValueError(f"bad bot seat: {seat!r}")
        make_bot(level, int(seat))   # ValueError for an unknown level
        bots.add(int(seat))
    if bots | set(humans) != set(seats):
        raise ValueError("a seat has neither a player nor a bot")
    if not _is_int(info["bot_seed"]):
        raise ValueError(f"bad bot seed: {info['bot_seed']!r}")
    if "viewer" in info and info["viewer"] not in humans:
        raise ValueError(f"bad viewer: {info['viewer']!r}")
    keys = info.get("keys", {})
    if not isinstance(keys, dict) or not all(
            isinstance(k, str) and k.isdigit() and int(k) in humans and isinstance(v, dict)
            and all(isinstance(v.get(x), str) for x in ("buzz", "catch")) for k, v in keys.items()):
        raise ValueError(f"bad keys: {keys!r}")
    if not isinstance(info.get("hidden", True), bool):
        raise ValueError(f"bad hidden: {info['hidden']!r}")
    if info.get("sort", "none") not in ("none", "color", "number"):
        raise ValueError(f"bad sort: {info['sort']!r}")
    if not isinstance(info.get("match_id", ""), str):
        raise ValueError(f"bad match id: {info['match_id']!r}")
    lines = info.get("last_lines", [])
    if not isinstance(lines, list):
        raise ValueError(f"bad last lines: {lines!r}")
    for line in lines:
        if not (isinstance(line, dict) and set(line) == {"line", "owner"}
                and (line["owner"] is None or _is_int(line["owner"]) and line["owner"] in seats)):
            raise ValueError(f"bad last line: {line!r}")
        check_record(line["line"])
    if "two_tables" in info or game.rules.two_tables:
        # Eight players on two tables: the match around this table's game.
        _check_two_tables(info)
        match = TwoTables.from_dict(info["two_tables"]["match"], game.rules)
        seats = match.tables()[info["two_tables"]["table"]]
        if [info["two_tables"]["names"][p] for p in seats] != names:
            raise ValueError("the table does not fit the two-table match")


def _check_two_tables(info: dict) -> None:
    """Raise ValueError unless the two-table part of a save fits."""
    data = info["two_tables"]
    humans, names, levels = data["humans"], data["names"], data["levels"]
    if not (isinstance(humans, list) and humans and all(isinstance(h, int) and 0 <= h < PLAYERS for h in humans)
            and len(set(humans)) == len(humans)):
        raise ValueError(f"bad two-table humans: {humans!r}")
    if not (isinstance(names, list) and len(names) == PLAYERS and all(isinstance(n, str) for n in names)):
        raise ValueError(f"bad two-table names: {names!r}")
    if not isinstance(levels, dict) or {int(k) for k in levels} | set(humans) != set(range(PLAYERS)):
        raise ValueError(f"bad two-table levels: {levels!r}")
    for level in levels.values():
        make_bot(level, 0)   # ValueError for an unknown level
    if not isinstance(data["bot_seed"], int):
        raise ValueError("bad two-table bot seed")
    if data["table"] not in (0, 1):
        raise ValueError("bad two-table table")


def upgrade(info: dict) -> dict:
    """A save of format 2 as format 3: its last lines are text of a language it did not
    note, so they go; a name that is a shipped bot's or player's name in any language
    becomes that message again."""
    known = {}
    for lang in LANGUAGES:
        tr = translator(lang)
        for msg, args in [("you-name", {})] + [(f"bot-name-{n}", {}) for n in range(1, 10)] \
                + [("player-name", {"number": n}) for n in range(1, 11)]:
            known.setdefault(str(tr(msg, **args)), {"id": msg, "args": args})
    names = info.get("names")
    info = {k: v for k, v in info.items() if k != "last_lines"}
    if isinstance(names, list):
        info["names"] = [known.get(n, n) if isinstance(n, str) else n for n in names]
    return info


class SaveStore:
    def __init__(self, directory: pathlib.Path):
        self.path = directory / "match.json"
        self.problems: list[str] = []
        self.lines_source = None      # () -> the last lines spoken at the table, as saved
        self.on_write_error = None    # called with the OSError when a save fails
        self._written = None
        self.stuck: Stuck | None = None   # a save that does not load and could not be set aside
        clean_temp(self.path)
        self.check()

    def check(self) -> bool:
        """Whether a save that resumes is on disk; a broken one is set aside now."""
        game, _ = self.load()
        return game is not None

    def exists(self) -> bool:
        """Whether a save is on disk, not counting one known not to load."""
        if self.stuck is not None and self.stuck.still():
            return False
        try:
            return self.path.is_file()
        except OSError:
            return False

    def save(self, game: Game, info: dict, lines: list[dict] | None = None) -> bool:
        """Write the match; a finished match is not kept (there is nothing to continue)."""
        if game.match_over:
            self.clear()
            return True
        if lines is None and self.lines_source is not None:
            lines = self.lines_source()
        table = dict(info)
        if lines is not None:
            table["last_lines"] = list(lines)[-LAST_LINES:]
        data = {"version": VERSION, "game": game.to_dict(), "table": table}
        if data == self._written and self.exists():
            return True
        if not guarded(self.stuck, self.path, "the match", self.on_write_error):
            return False
        self.stuck = None
        if not write_json(self.path, data, "the match", self.on_write_error, indent=None):
            return False
        self._written = {**data, "table": copy.deepcopy(table)}   # the game dict is already a copy
        return True

    def load(self):
        """(game, table info), or (None, None) with the problem noted and the file set aside."""
        if self.stuck is not None and self.stuck.still():
            return None, None           # said already; it is the same file
        data, problem = read_json(self.path, VERSION)
        if problem:
            self._problem(problem)
        if data is None:
            return None, None
        if data["version"] == 2 and isinstance(data.get("table"), dict):
            data["table"] = upgrade(data["table"])
        elif data["version"] < VERSION:
            log.warning("save %s is from version %s of the save format", self.path, data["version"])
            set_aside(self.path)
            self._problem("old-version")
            return None, None
        try:
            game = Game.from_dict(data["game"])
            info = data["table"]
            check_info(game, info)
            if game.match_over:
                raise ValueError("the match is over")
            return game, info
        except Exception as error:  # any damage in a hand-edited file
            log.warning("save %s does not replay: %r", self.path, error)
            set_aside(self.path)
            self._problem("corrupt")
            return None, None

    def _problem(self, problem: str) -> None:
        """Note what was wrong with the save, which was just set aside, or failed to be."""
        self.problems.append(problem)
        if self.path.exists():
            self.stuck = Stuck(self.path, copy=False)

    def clear(self) -> None:
        self._written = None
        try:
            self.path.unlink()
        except FileNotFoundError:
            pass
        except OSError as error:
            log.error("could not remove the finished match %s: %s", self.path, error)
