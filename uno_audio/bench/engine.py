"""Engine speed: `python -m uno_audio.bench engine [--rounds N] [--chunk N]`.

Plays complete 4-player rounds through `Game`, `legal_actions` and `apply`
with RLCard's random policy (a random playable card, a draw when none is
playable) and times only the engine's own calls. With `rlcard` installed
(`pip install ".[bench]"`), RLCard's UNO game plays in the same process, in
alternating chunks so both see the same machine load, and the ratio is printed.
"""

from __future__ import annotations

import argparse
import random
import time

from ..engine import Game

perf = time.perf_counter


def ours(rounds: int, seed: int) -> tuple[float, int]:
    """(engine seconds, actions) for `rounds` rounds."""
    rng = random.Random(seed)
    choice = rng.choice
    spent = 0.0
    actions = 0
    for i in range(rounds):
        # Timed like RLCard's init_game and step, which return the next player's legal
        # actions: the deal with the first legal actions, each action with the next ones.
        t = perf()
        game = Game(4, seed=seed * 100003 + i)
        seat = game.turn
        legal = game.legal_actions(seat)
        spent += perf() - t
        while not game.round_over:
            plays = [a for a in legal if a[0] == "p" and a[1] == "l"]
            action = choice(plays) if plays else ("draw" if "draw" in legal else choice(legal))
            t = perf()
            game.apply(seat, action)
            seat = game.turn
            legal = game.legal_actions(seat)
            spent += perf() - t
            actions += 1
    return spent, actions


def theirs(rounds: int, seed: int) -> tuple[float, int]:
    import numpy as np
    from rlcard.games.uno.game import UnoGame
    game = UnoGame(num_players=4)
    game.np_random = np.random.RandomState(seed)
    rng = random.Random(seed)
    spent = 0.0
    actions = 0
    for _ in range(rounds):
        t = perf()
        state, _ = game.init_game()
        spent += perf() - t
        while not game.is_over():
            action = rng.choice(state["legal_actions"])
            t = perf()
            state, _ = game.step(action)
            spent += perf() - t
            actions += 1
    return spent, actions


def main(argv=None) -> int:
    p = argparse.ArgumentParser(prog="python -m uno_audio.bench engine")
    p.add_argument("--rounds", type=int, default=20000)
    p.add_argument("--chunk", type=int, default=500)
    p.add_argument("--seed", type=int, default=1)
    args = p.parse_args(argv)
    try:
        import rlcard  # noqa: F401
        compare = True
    except ImportError:
        compare = False
        print("rlcard is not installed (pip install '.[bench]'): timing this engine only")
    totals = {"ours": [0.0, 0, 0], "rlcard": [0.0, 0, 0]}
    done = 0
    chunk = 0
    while done < args.rounds:
        n = min(args.chunk, args.rounds - done)
        s, a = ours(n, args.seed + chunk)
        totals["ours"][0] += s
        totals["ours"][1] += a
        totals["ours"][2] += n
        if compare:
            s, a = theirs(n, args.seed + chunk)
            totals["rlcard"][0] += s
            totals["rlcard"][1] += a
            totals["rlcard"][2] += n
        done += n
        chunk += 1
    rates = {}
    for name, (spent, acts, rounds) in totals.items():
        if not rounds:
            continue
        rates[name] = rounds / spent
        print(f"{name:7s} {rounds} rounds: {rates[name]:9.0f} rounds/s, {acts / rounds:6.1f} actions/round, "
              f"{spent / acts * 1e6:6.2f} us/action (engine calls only)")
    if compare:
        print(f"ratio: {rates['ours'] / rates['rlcard']:.2f} x RLCard's rounds per second (target 3.00)")
    return 0
