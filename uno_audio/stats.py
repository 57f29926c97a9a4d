"""Statistics kept across matches and versions: matches and rounds played and won
per mode, the best buzzer reaction and the points left in hand on average.

Keys this version does not know (a newer version's) are kept as they are and
written back. A value of the wrong kind is dropped and noted, after a copy of
the file was put aside; an unreadable file is set aside and counting starts
again.
"""

from __future__ import annotations

import logging
import math
import pathlib

from .phrases import join
from .files import Stuck, clean_temp, guarded, read_json, set_aside, write_json

VERSION = 1
COUNTS = ("matches", "matches_won", "rounds", "rounds_won")
KNOWN = ("version", "modes", "best_buzz", "points", "last_round", "last_match")
log = logging.getLogger(__name__)


def _mode(rules) -> str:
    """The house rules on, and a scoring other than the official one, by name."""
    on = [k for k, v in rules.changed().items() if v is True]
    if rules.deck == "no-mercy":  # DECK-5: a deck of its own, 0 and 7 part of it
        on = [k for k in on if k not in ("seven_zero", "seven_must_swap")]
    if rules.deck != "classic":  # DECK-5, DECK-6: each deck a mode of its own
        on.append(rules.deck)
    if rules.scoring != "standard":
        on.append(rules.scoring)
    if rules.blank_cards:  # DECK-4: a deck of the family's own rules is a mode of its own
        on.append("blank_cards")
    if rules.optional_draws:  # VAR-OPTDRAW changes every turn: a mode of its own
        on.append("optional_draws")
    return "+".join(sorted(on)) or "official"


def _match(table):
    """Which match this is: its id, kept in the save (the seed alone is shared by
    every match dealt from it)."""
    return getattr(table, "match_id", None) or table.game.seed


def _count(value) -> int | None:
    """A counter from the file, or None when it isn't a whole number of at least 0."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return None
    if not math.isfinite(value) or value < 0 or value != int(value):
        return None
    return int(value)


class Stats:
    def __init__(self, directory: pathlib.Path):
        self.path = directory / "statistics.json"
        self.problems: list[str] = []
        self.on_write_error = None    # called with the OSError when a save fails
        self.data = {"version": VERSION, "modes": {}, "best_buzz": None, "points": [0, 0]}
        self.stuck: Stuck | None = None   # a damaged file that could not be set aside
        clean_temp(self.path)
        data, problem = read_json(self.path, VERSION)
        if problem:
            self.problems.append(problem)
            if self.path.exists():
                self.stuck = Stuck(self.path, copy=False)
        if data is not None:
            bad = self._merge(data)
            if bad:
                log.warning("%s: ignored %s", self.path, ", ".join(bad))
                if set_aside(self.path, copy=True) is None:
                    self.stuck = Stuck(self.path, copy=True)
                self.problems.append("some-values-ignored")
                if self.stuck is None:
                    self.save()

    def _merge(self, data) -> list[str]:
        """Take what is valid from `data`; returns the names of the values dropped."""
        bad = []
        for key, value in data.items():
            if key not in KNOWN:
                self.data[key] = value           # a newer version's: kept as it is
        modes = data.get("modes", {})
        if not isinstance(modes, dict):
            bad.append("modes")
            modes = {}
        for name, m in modes.items():
            if not isinstance(m, dict):
                bad.append(f"modes.{name}")
                continue
            entry = {k: v for k, v in m.items() if k not in COUNTS}
            for k in COUNTS:
                n = _count(m.get(k, 0))
                if n is None:
                    bad.append(f"modes.{name}.{k}")
                    n = 0
                entry[k] = n
            self.data["modes"][str(name)] = entry
        best = data.get("best_buzz")
        if best is not None:
            if isinstance(best, (int, float)) and not isinstance(best, bool) and math.isfinite(best) and best >= 0:
                self.data["best_buzz"] = float(best)
            else:
                bad.append("best_buzz")
        points = data.get("points", [0, 0])
        if isinstance(points, list) and len(points) == 2 and all(_count(p) is not None for p in points):
            self.data["points"] = [_count(points[0]), _count(points[1])]
        else:
            bad.append("points")
        for key in ("last_round", "last_match"):
            if key in data:
                if isinstance(data[key], list):
                    self.data[key] = data[key]
                else:
                    bad.append(key)
        return bad

    @staticmethod
    def _empty():
        return {"matches": 0, "matches_won": 0, "rounds": 0, "rounds_won": 0}

    def _mode(self, table):
        return self.data["modes"].setdefault(_mode(table.game.rules), self._empty())

    def _again(self, key: str, mark: list) -> bool:
        """Whether this round or match was counted already: a match resumed on its
        summary reaches the end of the same round a second time."""
        if self.data.get(key) == mark:
            return True
        self.data[key] = mark
        return False

    def record_round(self, table):
        g = table.game
        if self._again("last_round", [_match(table), g.round, len(g.log)]):
            return
        m = self._mode(table)
        m["rounds"] += 1
        if g.winner == table.me or g.winner in g.partners(table.me):
            m["rounds_won"] += 1
        self.data["points"][0] += g.hand_points(table.me)
        self.data["points"][1] += 1
        self.save()

    def record_match(self, table, won: bool):
        g = table.game
        if self._again("last_match", [_match(table), g.round, len(g.log)]):
            return
        m = self._mode(table)
        m["matches"] += 1
        m["matches_won"] += int(won)
        self.save()

    def record_buzz(self, seconds: float):
        best = self.data["best_buzz"]
        if best is None or seconds < best:
            self.data["best_buzz"] = round(seconds, 3)
            self.save()

    def save(self) -> bool:
        if not guarded(self.stuck, self.path, "statistics", self.on_write_error):
            return False
        self.stuck = None
        return write_json(self.path, self.data, "statistics", self.on_write_error)

    @staticmethod
    def mode_name(tr, name: str) -> str:
        """A mode as the player hears it: "Official rules", or its house rules and scoring by name."""
        if name == "official":
            return tr("stats-official")
        words = []
        for variant in name.split("+"):
            msg_ids = ["variant-" + variant.replace("_", "-"), "scoring-" + variant, "deck-" + variant]
            words.append(next((tr(m) for m in msg_ids if tr.has(m)), variant))
        return join(", ", words)

    def lines(self, tr) -> list[str]:
        out = []
        for name, m in sorted(self.data["modes"].items()):
            out.append(tr("stats-mode", mode=self.mode_name(tr, name), matches=m["matches"],
                          won=m["matches_won"], rounds=m["rounds"], rounds_won=m["rounds_won"]))
        if not out:
            out.append(tr("stats-none"))
        best = self.data["best_buzz"]
        if best is not None:
            out.append(tr("stats-best-buzz", seconds=best))
        total, n = self.data["points"]
        if n:
            out.append(tr("stats-average-points", points=round(total / n, 1)))
        return out
