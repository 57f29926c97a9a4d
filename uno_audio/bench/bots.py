"""Bot strength: `python -m uno_audio.bench bots --rounds N --seats hard,basic --rules ...`.

Plays matches to the rules' target until N rounds are played, rotating the seat
types one place at every match so no type keeps a seat. Prints, per seat type,
the round win rate per seat with its 95% confidence interval, the match win
rate, the points scored per round, decisions per second and the median and
99th percentile of a decision's CPU time (every call, and on its own turn);
then what the search's playouts cost.
`--deck flip` prints a deck's own figures instead: the hard bot against three rule
agents with its decision time, and each level against the next on the same deals
(`deck_figures`).
`rule` is RLCard 1.2.0's rule agent, UNORuleAgentV1, choosing as it does (a
baseline nobody on this project wrote; `bots/baseline.py`).
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import random
import sys
import time
from dataclasses import fields

from ..bots import LEVELS, make_bot
from ..bots.search import playout
from ..session.virtual import play_round
from ..engine import Game, Rules
from ..engine.rules import DECKS
from ..engine.events import RoundOver
from ..engine.position import parse_rules
from .common import seats_and_rules, wilson
from .paired import run as paired_run, summary

# Decision times are binned on a log scale: bin i holds times around 1 µs * STEP**i.
STEP = 1.02
BINS = 1200


def _winners(game, seat: int) -> list[int]:
    return [seat] + [s for s in game.partners(seat)]


def _work(job) -> dict:
    """Play this worker's share: matches index, index + workers, ..."""
    seats, rules, rounds, seed, index, workers = job
    n = len(seats)
    types = sorted(set(seats))
    stats = {t: {"rounds": 0, "wins": 0, "points": 0, "matches": 0, "match_wins": 0,
                 "calls": 0, "time": 0.0, "hist": [0] * BINS, "turn_hist": [0] * BINS}
             for t in types}
    played = 0
    match = index
    while played < rounds:
        shift = match % n
        kind = [seats[(s + shift) % n] for s in range(n)]
        base = seed * 1_000_003 + match * 7919
        game = Game(n, rules, seed=base)
        bots = [make_bot(kind[s], s, seed=base + 1 + s) for s in range(n)]
        rng = random.Random(base - 1)

        def timer(seat, seconds, on_turn, kind=kind):
            st = stats[kind[seat]]
            st["calls"] += 1
            st["time"] += seconds
            b = min(BINS - 1, int(math.log(max(seconds, 1e-6) / 1e-6) / math.log(STEP)))
            st["hist"][b] += 1
            if on_turn:
                st["turn_hist"][b] += 1

        while True:
            play_round(game, bots, rng, timer)
            played += 1
            for s in range(n):
                stats[kind[s]]["rounds"] += 1
            points = _round_points(game)
            for s in _winners(game, game.winner):
                stats[kind[s]]["wins"] += 1
                stats[kind[s]]["points"] += points
            if game.match_over:
                for s in range(n):
                    stats[kind[s]]["matches"] += 1
                for s in _match_winners(game):
                    stats[kind[s]]["match_wins"] += 1
                break
            if played >= rounds:
                break
            game.next_round()
        match += workers
    return stats


def _round_points(game) -> int:
    for e in reversed(game.history):
        if isinstance(e, RoundOver):
            return e.points
    return 0


def _match_winners(game) -> list[int]:
    if game.rules.teams:
        return [s for s in range(game.players) if game.team_of(s) == game.match_winner]
    return _winners(game, game.match_winner) if game.rules.rotate else [game.match_winner]


def _merge(parts: list[dict]) -> dict:
    total = {}
    for part in parts:
        for t, st in part.items():
            acc = total.setdefault(t, {k: (list(v) if isinstance(v, list) else 0)
                                       for k, v in st.items()})
            for k, v in st.items():
                if isinstance(v, list):
                    acc[k] = [a + b for a, b in zip(acc[k], v)]
                else:
                    acc[k] += v
    return total


def _percentile(hist: list[int], q: float) -> float:
    total = sum(hist)
    if not total:
        return 0.0
    need = q * total
    run = 0
    for i, count in enumerate(hist):
        run += count
        if run >= need:
            return 1e-6 * STEP ** (i + 1)
    return 1e-6 * STEP ** len(hist)


def run(seats: list[str], rules: Rules, rounds: int, seed: int, workers: int) -> dict:
    shares = [rounds // workers + (1 if i < rounds % workers else 0) for i in range(workers)]
    jobs = [(seats, rules, shares[i], seed, i, workers) for i in range(workers) if shares[i]]
    if len(jobs) == 1:
        return _merge([_work(jobs[0])])
    with multiprocessing.get_context("spawn").Pool(len(jobs)) as pool:
        return _merge(pool.map(_work, jobs))


def report(seats, rules, rounds, workers, stats, seconds, out=None) -> None:
    out = out or sys.stdout  # the stream of the moment, not of the import
    changed = rules.changed()
    names = ",".join(k if v is True else f"{k}={v}" for k, v in changed.items()) or "official"
    print(f"bots bench: {rounds} rounds, {len(seats)} seats ({','.join(seats)}), "
          f"rules: {names}, {workers} workers, {seconds:.1f} s", file=out)
    head = (f"{'seat':8} {'n':>2} {'round win %':>11} {'95% CI':>15} {'match win %':>11} "
            f"{'matches':>7} {'points/round':>12} {'decisions/s':>11} {'p50 ms':>7} {'p99 ms':>7} "
            f"{'turn p99':>8}")
    print(head, file=out)
    for t in sorted(stats, key=lambda t: -stats[t]["wins"] / max(1, stats[t]["rounds"])):
        st = stats[t]
        trials = st["rounds"]
        low, high = wilson(st["wins"], trials)
        match_rate = st["match_wins"] / st["matches"] if st["matches"] else float("nan")
        speed = st["calls"] / st["time"] if st["time"] else float("inf")
        p50 = _percentile(st["hist"], 0.5) * 1000
        p99 = _percentile(st["hist"], 0.99) * 1000
        turn = _percentile(st["turn_hist"], 0.99) * 1000
        print(f"{t:8} {seats.count(t):>2} {100 * st['wins'] / trials:>11.2f} "
              f"[{100 * low:5.2f}, {100 * high:5.2f}] {100 * match_rate:>11.2f} "
              f"{st['matches']:>7} {st['points'] / trials:>12.2f} {speed:>11.0f} {p50:>7.2f} "
              f"{p99:>7.2f} {turn:>8.2f}", file=out)


def playout_cost(players: int, rules: Rules, rounds: int = 200, seed: int = 1) -> tuple:
    """(µs to copy a game, µs to play a whole round out from a position, actions in it)."""
    clock = time.perf_counter
    copies = playing = 0.0
    actions = 0
    for i in range(rounds):
        game = Game.from_position(Game(players, rules, seed=seed * 7919 + i).position())
        start = clock()
        copy = game.copy()
        copies += clock() - start
        start = clock()
        actions += playout(copy, random.Random(i), plies=100_000)
        playing += clock() - start
    return 1e6 * copies / rounds, 1e6 * playing / rounds, actions / rounds


# The hard bot's targets: (name, seats, rules, level measured, least round win rate).
TARGETS = (
    ("hard vs rule, heads-up", "hard,rule", "official", "hard", 0.62),
    ("hard vs 3 rule", "hard,rule,rule,rule", "official", "hard", 0.30),
    ("hard vs 3 rule, stacking+jump-in+bluff+0/7", "hard,rule,rule,rule",
     "stacking,jump_in,bluff,seven_zero", "hard", 0.33),
)
# Levels that must rank hard > normal > easy, each gap significant (two-sided 95%), heads-up
# here; with four players, `bench paired --ladders` measures them on the same deals.
LADDERS = (("heads-up", "hard,normal"), ("heads-up", "normal,easy"))


def _gap(a: dict, b: dict) -> tuple[float, float]:
    """Difference of two round win rates and its 95% half-width (normal approximation)."""
    pa, pb = a["wins"] / a["rounds"], b["wins"] / b["rounds"]
    se = math.sqrt(pa * (1 - pa) / a["rounds"] + pb * (1 - pb) / b["rounds"])
    return pa - pb, 1.96 * se


def _timing(stats, players, out) -> None:
    """The hard bot's decisions on its own turn (its reactions out of turn are quicker)."""
    hist = stats["hard"]["turn_hist"]
    p50, p99 = _percentile(hist, 0.5) * 1000, _percentile(hist, 0.99) * 1000
    print(f"TARGET hard's decision time on its turn, {players} players: p50 {p50:.2f} ms, p99 {p99:.1f} ms "
          f"(target p99 <= 50 ms): {'met' if p99 <= 50 else 'NOT met'}\n", file=out)


def targets(rounds: int, seed: int, workers: int, out=None) -> None:
    """Every target with its 95% interval and whether it is met."""
    out = out or sys.stdout
    seats = ["hard"] + ["rule"] * 9
    start = time.perf_counter()
    stats = run(seats, Rules(), max(1, rounds // 10), seed, workers)
    report(seats, Rules(), max(1, rounds // 10), workers, stats, time.perf_counter() - start, out)
    _timing(stats, 10, out)
    for name, seats, rules_text, level, least in TARGETS:
        seats = seats.split(",")
        rules = parse_rules(rules_text)
        start = time.perf_counter()
        stats = run(seats, rules, rounds, seed, workers)
        report(seats, rules, rounds, workers, stats, time.perf_counter() - start, out)
        st = stats[level]
        low, high = wilson(st["wins"], st["rounds"])
        rate = st["wins"] / st["rounds"]
        print(f"TARGET {name}: {level} {100 * rate:.1f}% [{100 * low:.1f}, {100 * high:.1f}] "
              f"(target >= {100 * least:.0f}%): {'met' if rate >= least else 'NOT met'}\n",
              file=out)
        if len(seats) == 2 and rules_text == "official":
            _timing(stats, 2, out)
    for name, seats in LADDERS:
        seats = seats.split(",")
        stronger, weaker = seats[0], seats[1]
        start = time.perf_counter()
        stats = run(seats, Rules(), rounds, seed, workers)
        report(seats, Rules(), rounds, workers, stats, time.perf_counter() - start, out)
        gap, half = _gap(stats[stronger], stats[weaker])
        print(f"TARGET {stronger} > {weaker}, {name}: gap {100 * gap:+.1f} points "
              f"[{100 * (gap - half):+.1f}, {100 * (gap + half):+.1f}]: "
              f"{'met' if gap - half > 0 else 'NOT met'}\n", file=out)


# A deck's ladder, each gap measured on the same deals (`bench paired --as`): (where, seats,
# stronger level, weaker level); the weaker level takes the stronger one's first seat.
DECK_LADDERS = (
    ("heads-up against the rule agent", "hard,rule", "hard", "normal"),
    ("heads-up against the rule agent", "normal,rule", "normal", "easy"),
    ("against three rule agents", "hard,rule,rule,rule", "hard", "normal"),
    ("against three rule agents", "normal,rule,rule,rule", "normal", "easy"),
)


def deck_figures(deck: str, rounds: int, ladder_rounds: int, seed: int, workers: int, out=None) -> None:
    """The figures of `deck` (DECK-5, DECK-6): the hard bot against three rule agents
    (`rounds` rounds) and its decision time on its turn, then hard > normal > easy, each gap
    on the same deals with its paired 95% interval (`ladder_rounds` rounds each)."""
    out = out or sys.stdout
    rules = Rules(deck=deck)
    seats = ["hard", "rule", "rule", "rule"]
    start = time.perf_counter()
    stats = run(seats, rules, rounds, seed, workers)
    report(seats, rules, rounds, workers, stats, time.perf_counter() - start, out)
    st = stats["hard"]
    low, high = wilson(st["wins"], st["rounds"])
    rate = st["wins"] / st["rounds"]
    print(f"TARGET {deck}: hard vs 3 rule, {100 * rate:.1f}% of rounds [{100 * low:.1f}, {100 * high:.1f}] "
          f"(a fair share is 25%): {'met' if low > 0.25 else 'NOT met'}", file=out)
    _timing(stats, 4, out)
    for where, ladder, stronger, weaker in DECK_LADDERS:
        start = time.perf_counter()
        s = summary(paired_run(ladder.split(","), rules, stronger, [], ladder_rounds, seed, workers, weaker))
        gap, half = -s["diff"], s["half"]
        print(f"TARGET {deck}: {stronger} > {weaker} {where} ({ladder}, {ladder_rounds} rounds, seed {seed}, "
              f"{time.perf_counter() - start:.0f} s): {stronger} {100 * s['a']:.2f}%, {weaker} "
              f"{100 * s['b']:.2f}%, gap {100 * gap:+.2f} points [{100 * (gap - half):+.2f}, "
              f"{100 * (gap + half):+.2f}]: {'met' if gap - half > 0 else 'NOT met'}", file=out, flush=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m uno_audio.bench bots",
                                     description="Measure bot strength by simulation.")
    parser.add_argument("--rounds", type=int, default=2000)
    parser.add_argument("--seats", default="hard,basic",
                        help="comma list of levels, one per seat: " + ",".join(LEVELS))
    parser.add_argument("--rules", default="official",
                        help="official, or variants: stacking,jump_in,bluff,seven_zero,...")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=min(2, multiprocessing.cpu_count()))
    parser.add_argument("--targets", action="store_true",
                        help="measure every target of the hard bot, --rounds each")
    parser.add_argument("--deck", choices=[d for d in DECKS if d != "classic"],
                        help="the figures of this deck: hard vs 3 rule (--rounds), its decision time, "
                             "and hard > normal > easy on the same deals (--ladder-rounds each)")
    parser.add_argument("--ladder-rounds", type=int, help="rounds of each gap of --deck (default --rounds)")
    args = parser.parse_args(argv)
    if args.deck:
        deck_figures(args.deck, args.rounds, args.ladder_rounds or args.rounds, args.seed, max(1, args.workers))
        return 0
    if args.targets:
        targets(args.rounds, args.seed, max(1, args.workers))
        for players in (2, 4, 10):
            copy_us, round_us, actions = playout_cost(players, Rules())
            print(f"search, {players} players: a copy of the game {copy_us:.1f} us; a whole "
                  f"round played out from a position {round_us:.0f} us ({actions:.0f} actions)")
        return 0
    seats, rules = seats_and_rules(parser, args.seats, args.rules)
    start = time.perf_counter()
    stats = run(seats, rules, args.rounds, args.seed, max(1, args.workers))
    report(seats, rules, args.rounds, args.workers, stats, time.perf_counter() - start)
    copy_us, round_us, actions = playout_cost(len(seats), rules)
    print(f"search: a copy of the game {copy_us:.1f} us; a whole round played out from a "
          f"position {round_us:.0f} us ({actions:.0f} actions, {round_us / actions:.2f} us each)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
