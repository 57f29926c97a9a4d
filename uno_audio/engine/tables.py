"""Eight players on two tables (VAR-ROTATE, from 000: "with eight players, two games at
two tables, every player partners each of the others for four hands, 28 hands in all").

The schedule is a round-robin: the 1-factorization of K8 that fixes player 7 and turns
the other seven round a circle gives 7 rounds of 4 pairs in which every pair of players
is partnered exactly once; played 4 times over, that is 28 hands with every pair
partnered for exactly 4. In each hand the 4 pairs sit at two tables, 2 pairs a table;
which pair faces which goes round the 3 ways of splitting them, so opponents change too.
Drawn by lot from the match's seed: which player takes which place in the circle, and
the order of the 7 rounds in each of the 4 passes, a pass never starting with the round
the one before ended on, so no two players partner in two hands in a row. At a table the partners sit facing
each other: table seats 0 and 2, and 1 and 3.

Each table plays each hand as its own `Game` of four with `Rules.two_tables` on; the
winner and partner both score the opponents' cards. Every player keeps their own total
from every partnership, and after 28 hands the highest total wins (ties: the first
player in seat order).
"""

from __future__ import annotations

import random
from dataclasses import replace

from .events import RoundOver
from .game import Game
from .rules import Rules

PLAYERS = 8
ROUNDS = 7
PASSES = 4
HANDS = ROUNDS * PASSES


def round_robin() -> list[list[tuple[int, ...]]]:
    """The 7 perfect matchings of K8: player 7 with r, and r-k with r+k (mod 7)."""
    rounds = []
    for r in range(ROUNDS):
        pairs = [(r, 7)] + [tuple(sorted(((r - k) % 7, (r + k) % 7))) for k in range(1, 4)]
        rounds.append(pairs)
    return rounds


# The three ways of sitting four pairs at two tables.
SPLITS = (((0, 1), (2, 3)), ((0, 2), (1, 3)), ((0, 3), (1, 2)))


# Matches saved before passes were kept apart (no "schedule" in the save) keep their draw.
SCHEDULE = 2


def schedule(seed, version: int = SCHEDULE) -> list[tuple[tuple[int, int, int, int], ...]]:
    """The 28 hands: for each, the two tables as four players in table-seat order (seats 0
    and 2 partners, 1 and 3 partners)."""
    rng = random.Random(f"two-tables/{seed}")
    place = list(range(PLAYERS))
    rng.shuffle(place)  # place[i]: the player at place i of the circle
    hands = []
    base = round_robin()
    last = None
    for p in range(PASSES):
        order = list(range(ROUNDS))
        rng.shuffle(order)
        if version >= 2 and order[0] == last:
            # Two different rounds share no pair: only the same round twice would repeat them.
            order[0], order[1] = order[1], order[0]
        last = order[-1]
        for i, r in enumerate(order):
            pairs = [(place[a], place[b]) for a, b in base[r]]
            split = SPLITS[(p + i) % 3]
            tables = []
            for first, second in split:
                (a, b), (c, d) = pairs[first], pairs[second]
                tables.append((a, c, b, d))
            hands.append(tuple(tables))
    return hands


def table_rules(rules: Rules) -> Rules:
    """The rules each table plays a hand by: the match's house rules, in pairs."""
    return replace(rules, two_tables=True, teams=False, rotate=False, rounds=None,
                   scoring="standard")


class TwoTables:
    """The match: the schedule, whose hand it is, and every player's total.

    `results[h]` lists, for hand h, each table's (winner's player, partner's player,
    points); a table's result is recorded once, however often its end is seen.
    """

    def __init__(self, rules: Rules, seed, hand: int = 0, totals=None, results=None,
                 version: int = SCHEDULE):
        self.rules = rules
        self.seed = seed
        self.version = version
        self.schedule = schedule(seed, version)
        self.hand = hand
        self.totals = list(totals) if totals is not None else [0] * PLAYERS
        self.results: dict[int, dict[int, tuple[int, int, int]]] = results or {}

    @property
    def over(self) -> bool:
        return self.hand >= HANDS

    def tables(self, hand: int | None = None):
        return self.schedule[self.hand if hand is None else hand]

    def table_of(self, player: int, hand: int | None = None) -> int:
        return next(t for t, seats in enumerate(self.tables(hand)) if player in seats)

    def partner_of(self, player: int, hand: int | None = None) -> int:
        seats = self.tables(hand)[self.table_of(player, hand)]
        return seats[(seats.index(player) + 2) % 4]

    def game(self, table: int) -> Game:
        """The Game of `table` for the hand being played, dealt from the match's seed."""
        return Game(4, table_rules(self.rules), seed=(self.seed * 64 + self.hand) * 2 + table)

    def record(self, table: int, game: Game) -> tuple[int, int, int]:
        """Note the end of `table`'s hand: the winner and partner gain its points."""
        done = self.results.setdefault(self.hand, {})
        if table in done:
            return done[table]
        seats = self.tables()[table]
        ev = next(e for e in reversed(game.history) if isinstance(e, RoundOver))
        assert game.winner is not None
        winner = seats[game.winner]
        partner = seats[(game.winner + 2) % 4]
        done[table] = (winner, partner, ev.points)
        self.totals[winner] += ev.points
        self.totals[partner] += ev.points
        return done[table]

    def finished(self) -> bool:
        """Whether every table has played the hand being played."""
        return len(self.results.get(self.hand, {})) == len(self.tables())

    def next_hand(self) -> None:
        if not self.finished():
            raise ValueError("the hand is still being played")
        self.hand += 1

    @property
    def winner(self) -> int:
        return max(range(PLAYERS), key=lambda p: (self.totals[p], -p))

    def standings(self) -> list[int]:
        """The players, highest total first."""
        return sorted(range(PLAYERS), key=lambda p: (-self.totals[p], p))

    def to_dict(self) -> dict:
        return {"seed": self.seed, "schedule": self.version, "hand": self.hand, "totals": list(self.totals),
                "results": {str(h): {str(t): list(r) for t, r in tables.items()}
                            for h, tables in self.results.items()}}

    @classmethod
    def from_dict(cls, data: dict, rules: Rules) -> "TwoTables":
        """The match saved by `to_dict`; ValueError for anything that does not fit."""
        try:
            seed, hand, totals = data["seed"], data["hand"], data["totals"]
            version = data.get("schedule", 1)
            results = {int(h): {int(t): tuple(int(x) for x in r) for t, r in tables.items()}
                       for h, tables in data["results"].items()}
        except (KeyError, TypeError, AttributeError, ValueError) as error:
            raise ValueError(f"bad two-table match: {error!r}") from None
        ok = (isinstance(seed, int) and type(version) is int and version in (1, SCHEDULE) and isinstance(hand, int) and 0 <= hand < HANDS and isinstance(totals, list)
              and len(totals) == PLAYERS and all(isinstance(x, int) and x >= 0 for x in totals)
              and all(0 <= h <= hand and all(t in (0, 1) and len(r) == 3 for t, r in tables.items())
                      for h, tables in results.items()))
        if not ok:
            raise ValueError("bad two-table match")
        return cls(rules, seed, hand, totals, results, version)
