"""One bot's setting against another, or one level against another, on the same deals:
`python -m uno_audio.bench paired --seats hard,rule --set 'search.PLIES={2: 24}' --rounds N`,
`python -m uno_audio.bench paired --seats hard,rule,rule,rule --as normal --rounds N`.

Every round starts from its own seed, with the measured level's seat rotating, and
is played twice: with the bots as they are (A) and with the `--set` values, or
with the level of `--as` in the measured level's first seat (B; then only that
seat's wins count, in A and B).
Both plays share the deal and every bot's random stream, so a round ends the
same way in both unless the change alters a decision, and the difference of the
two win rates is known far more closely than two separate runs would give it:
the report prints both intervals. With nothing set, A and B are the same game.
"""

from __future__ import annotations

import argparse
import ast
import importlib
import math
import multiprocessing
import random
import sys
import time

from ..bots import LEVELS, make_bot
from ..session.virtual import play_round
from ..engine import Game, Rules
from .common import seats_and_rules, wilson

# The modules whose names `--set` may change, by their short name.
MODULES = ("player", "search", "belief", "worlds", "knowledge")


def parse_setting(text: str) -> tuple[str, str, object]:
    """'search.PLIES={2: 24}' as (module, name, value); ValueError if it names nothing."""
    target, sep, literal = text.partition("=")
    module, dot, name = target.strip().partition(".")
    if not sep or not dot or module not in MODULES:
        raise ValueError(f"not MODULE.NAME=VALUE with MODULE one of {', '.join(MODULES)}: {text!r}")
    mod = importlib.import_module(f"uno_audio.bots.{module}")
    if not hasattr(mod, name):
        raise ValueError(f"uno_audio.bots.{module} has no {name}")
    try:
        value = ast.literal_eval(literal.strip())
    except (ValueError, SyntaxError):
        raise ValueError(f"not a Python literal: {literal!r}") from None
    return module, name, value


class _Settings:
    """Applies the settings while in a `with` block, and puts the old values back."""

    def __init__(self, settings):
        self.settings = [(importlib.import_module(f"uno_audio.bots.{m}"), n, v)
                         for m, n, v in settings]
        self.saved = []

    def __enter__(self):
        self.saved = [(mod, name, getattr(mod, name)) for mod, name, _ in self.settings]
        for mod, name, value in self.settings:
            setattr(mod, name, value)
        return self

    def __exit__(self, *exc):
        for mod, name, value in reversed(self.saved):
            setattr(mod, name, value)
        return False


def play(seats, rules, level, seed, index, place=None) -> bool:
    """Round `index` from its own seed; True if a seat of `level` won it (with `place`,
    the seat given `seats[place]`)."""
    n = len(seats)
    shift = index % n
    kind = [seats[(s + shift) % n] for s in range(n)]
    base = seed * 1_000_003 + index * 7919
    game = Game(n, rules, seed=base)
    bots = [make_bot(kind[s], s, seed=base + 1 + s) for s in range(n)]
    play_round(game, bots, random.Random(base - 1))
    if place is not None:
        return (game.winner + shift) % n == place
    return kind[game.winner] == level


def _work(job) -> list[tuple[bool, bool]]:
    seats, rules, level, settings, seed, start, rounds, workers, other = job
    place = seats.index(level) if other else None
    seats_b = list(seats)
    if other:
        seats_b[place] = other
    out = []
    for index in range(start, rounds, workers):
        a = play(seats, rules, level, seed, index, place)
        with _Settings(settings):
            b = play(seats_b, rules, other or level, seed, index, place)
        out.append((a, b))
    return out


def run(seats, rules, level, settings, rounds, seed, workers, other=None) -> list[tuple[bool, bool]]:
    """(A won, B won) for each round; with `other`, B plays it in the first seat of `level`,
    and only that seat's wins count."""
    jobs = [(seats, rules, level, settings, seed, i, rounds, workers, other)
            for i in range(min(workers, rounds))]
    if len(jobs) == 1:
        return _work(jobs[0])
    with multiprocessing.get_context("spawn").Pool(len(jobs)) as pool:
        return [pair for part in pool.map(_work, jobs) for pair in part]


def summary(pairs) -> dict:
    """Both win rates, their paired difference and its 95% half-width, beside the half-width
    two unpaired runs of the same size would have."""
    n = len(pairs)
    a = sum(x for x, _ in pairs) / n
    b = sum(y for _, y in pairs) / n
    diffs = [int(y) - int(x) for x, y in pairs]
    mean = b - a
    spread = math.sqrt(sum((d - mean) ** 2 for d in diffs) / max(1, n - 1))
    unpaired = math.sqrt((a * (1 - a) + b * (1 - b)) / n)
    return {"rounds": n, "a": a, "b": b, "diff": mean, "half": 1.96 * spread / math.sqrt(n),
            "unpaired": 1.96 * unpaired, "same": sum(1 for d in diffs if d == 0) / n}


# Levels a player tells apart at four players: (where, seats, stronger, weaker); the
# stronger plays the first seat, and the weaker takes it in the B plays.
LADDERS = (
    ("against three rule agents", "hard,rule,rule,rule", "hard", "normal"),
    ("against three rule agents", "normal,rule,rule,rule", "normal", "easy"),
    ("at a table of hard, normal and easy", "hard,hard,normal,easy", "hard", "normal"),
    ("at a table of hard, normal and easy", "normal,hard,normal,easy", "normal", "easy"),
)


def ladders(rounds: int, seed: int, workers: int, out=None) -> None:
    """Each gap of LADDERS with its paired 95% interval, met when it does not reach 0."""
    out = out or sys.stdout
    for where, seats, stronger, weaker in LADDERS:
        start = time.perf_counter()
        s = summary(run(seats.split(","), Rules(), stronger, [], rounds, seed, workers, weaker))
        gap, half = -s["diff"], s["half"]
        print(f"TARGET {stronger} > {weaker} {where} ({seats}, {rounds} rounds, seed {seed}, "
              f"{time.perf_counter() - start:.0f} s): {stronger} {100 * s['a']:.2f}%, {weaker} "
              f"{100 * s['b']:.2f}%, gap {100 * gap:+.2f} points [{100 * (gap - half):+.2f}, "
              f"{100 * (gap + half):+.2f}]: {'met' if gap - half > 0 else 'NOT met'}", file=out,
              flush=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m uno_audio.bench paired",
                                     description="A bot setting against another on the same deals.")
    parser.add_argument("--seats", default="hard,rule",
                        help="comma list of levels, one per seat: " + ",".join(LEVELS))
    parser.add_argument("--level", help="the level whose wins are counted (the first seat's)")
    parser.add_argument("--set", dest="settings", action="append", default=[], metavar="MODULE.NAME=VALUE",
                        help="a value of uno_audio.bots.MODULE for the B plays (repeat for more)")
    parser.add_argument("--as", dest="other", choices=LEVELS, metavar="LEVEL",
                        help="the level that plays the measured level's first seat in the B plays")
    parser.add_argument("--rounds", type=int, default=2000)
    parser.add_argument("--rules", default="official")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=min(2, multiprocessing.cpu_count()))
    parser.add_argument("--ladders", action="store_true",
                        help="measure every gap between the levels at four players, --rounds each")
    args = parser.parse_args(argv)
    if args.ladders:
        ladders(args.rounds, args.seed, max(1, args.workers))
        return 0
    seats, rules = seats_and_rules(parser, args.seats, args.rules)
    args.level = args.level or seats[0]
    if args.level not in seats:
        parser.error(f"no seat plays {args.level}")
    try:
        settings = [parse_setting(text) for text in args.settings]
    except ValueError as e:
        parser.error(str(e))
    if args.rounds < 1:
        parser.error("--rounds must be at least 1")
    start = time.perf_counter()
    pairs = run(seats, rules, args.level, settings, args.rounds, args.seed, max(1, args.workers),
                args.other)
    s = summary(pairs)
    changes = " ".join(args.settings) or "nothing"
    if args.other:
        changes = f"{args.other} in the first {args.level} seat" + (
            "" if not args.settings else ", and " + changes)
    b_wins = args.other or args.level
    print(f"paired bench: {s['rounds']} rounds, seats {','.join(seats)}, rules {args.rules}, "
          f"seed {args.seed}, {time.perf_counter() - start:.1f} s; B sets {changes}")
    a_low, a_high = wilson(s["a"] * s["rounds"], s["rounds"])
    b_low, b_high = wilson(s["b"] * s["rounds"], s["rounds"])
    print(f"A ({args.level}) wins {100 * s['a']:.2f}% [{100 * a_low:.2f}, {100 * a_high:.2f}]; "
          f"B ({b_wins}) wins {100 * s['b']:.2f}% [{100 * b_low:.2f}, {100 * b_high:.2f}]")
    low, high = s["diff"] - s["half"], s["diff"] + s["half"]
    print(f"B - A {100 * s['diff']:+.2f} points [{100 * low:+.2f}, {100 * high:+.2f}], "
          f"95% +/- {100 * s['half']:.2f} "
          f"(two separate runs: +/- {100 * s['unpaired']:.2f}); same outcome in "
          f"{100 * s['same']:.0f}% of rounds")
    return 0


if __name__ == "__main__":
    sys.exit(main())
