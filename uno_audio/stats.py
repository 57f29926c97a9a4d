"""Statistics kept across matches and versions: played, won, best buzzer reaction."""

from __future__ import annotations

import pathlib

from .settings import config_dir, read_json, write_atomic

VERSION = 1


def _mode(rules) -> str:
    on = [k for k, v in rules.changed().items() if v is True]
    return "+".join(sorted(on)) or "official"


class Stats:
    def __init__(self, directory: pathlib.Path | None = None):
        self.path = (directory or config_dir()) / "statistics.json"
        self.problems: list[str] = []
        data, problem = read_json(self.path, VERSION)
        if problem:
            self.problems.append(problem)
        self.data = {"version": VERSION, "modes": {}, "best_buzz": None, "points": [0, 0]}
        if data is not None:
            self._merge(data)

    def _merge(self, data):
        modes = data.get("modes")
        if isinstance(modes, dict):
            for name, m in modes.items():
                if isinstance(m, dict):
                    clean = {k: int(m.get(k, 0)) for k in ("matches", "matches_won", "rounds", "rounds_won")
                             if isinstance(m.get(k, 0), (int, float))}
                    self.data["modes"][str(name)] = {**self._empty(), **clean}
        best = data.get("best_buzz")
        if isinstance(best, (int, float)) and best >= 0:
            self.data["best_buzz"] = float(best)
        points = data.get("points")
        if isinstance(points, list) and len(points) == 2 and all(isinstance(p, (int, float)) for p in points):
            self.data["points"] = [int(points[0]), int(points[1])]

    @staticmethod
    def _empty():
        return {"matches": 0, "matches_won": 0, "rounds": 0, "rounds_won": 0}

    def _mode(self, table):
        return self.data["modes"].setdefault(_mode(table.game.rules), self._empty())

    def record_round(self, table):
        m = self._mode(table)
        m["rounds"] += 1
        g = table.game
        if g.winner == table.me or g.winner in g.partners(table.me):
            m["rounds_won"] += 1
        self.data["points"][0] += g.hand_points(table.me)
        self.data["points"][1] += 1
        self.save()

    def record_match(self, table, won: bool):
        m = self._mode(table)
        m["matches"] += 1
        m["matches_won"] += int(won)
        self.save()

    def record_buzz(self, seconds: float):
        best = self.data["best_buzz"]
        if best is None or seconds < best:
            self.data["best_buzz"] = round(seconds, 3)
            self.save()

    def save(self):
        try:
            write_atomic(self.path, self.data)
        except OSError:
            pass

    def lines(self, tr) -> list[str]:
        out = []
        for name, m in sorted(self.data["modes"].items()):
            out.append(tr("stats-mode", mode=name, matches=m["matches"], won=m["matches_won"],
                          rounds=m["rounds"], rounds_won=m["rounds_won"]))
        if not out:
            out.append(tr("stats-none"))
        best = self.data["best_buzz"]
        if best is not None:
            out.append(tr("stats-best-buzz", seconds=best))
        total, n = self.data["points"]
        if n:
            out.append(tr("stats-average-points", points=round(total / n, 1)))
        return out
