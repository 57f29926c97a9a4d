"""The bots against RLCard's own rule agent, apart from the other benches:
`python -m uno_audio.bench rlcard --seats hard,rlcard --rounds N` (needs the `bench` extra).

A yardstick for `bench bots` and `bench paired`: a seat named `rlcard` is played
by RLCard 1.2.0's `UNORuleAgentV1.step` itself, on the seat's view written in
RLCard's state format (`rlcard_agent.py`), drawing with numpy's generator as it
does; every other seat by its level's bot. Its own loop, on its own deals (not
`simulate.play_round`): a bot's reaction out of turn comes first when it is
quicker than the seat on turn, which thinks 0.6-1.6 s. Official rules only.

What RLCard's game lacks is filled in as the `rule` baseline fills it: the
agent's seat says UNO before its second-to-last card, plays a drawn card that
can be played (RLCard's agent offered that card alone), names a random colour
for a Wild turned up first, and draws a Draw Two's cards. Prints each seat
type's round win rate with its 95% interval.
"""

from __future__ import annotations

import argparse
import multiprocessing
import random
import sys
import time

import numpy as np
from rlcard.games.uno.utils import WILD as RL_WILDS, WILD_DRAW_4 as RL_FOURS

from ..bots import LEVELS, make_bot
from ..engine import Game, IllegalAction, Phase, Rules
from ..engine.cards import WILD, WILD_DRAW_FOUR
from .common import wilson
from .rlcard_agent import AGENT, card_of, rlcard_state, to_action

THINK = (0.6, 1.6)
MAX_STEPS = 20000


def agent_action(view) -> str:
    """What RLCard's agent does in `view`, with the lacks of its game filled in."""
    legal = view.legal
    phase = view.phase
    if phase == Phase.COLOR:
        return "color " + "RYGB"[np.random.randint(4)]
    if phase == Phase.PENALTY:
        return "draw"
    offered = None
    if phase == Phase.DRAWN:
        drawn = view.drawn
        if not any(a.startswith("play") for a in legal):
            return "pass"
        offered = (RL_WILDS if drawn == WILD else RL_FOURS if drawn == WILD_DRAW_FOUR
                   else [card_of(drawn, 0).str])
    if len(view.hand) == 2 and "uno" in legal and (
            offered or any(a.startswith("play") for a in legal)):
        return "uno"
    # The Wilds in its hand carry colours, as RLCard's deck gives them.
    colours = [np.random.randint(4) for c in view.hand if c in (WILD, WILD_DRAW_FOUR)]
    action = to_action(AGENT.step(rlcard_state(view, colours, offered)))
    if action == "draw" and "draw" not in legal:
        return "pass"  # PLAY-6: nothing left to draw
    return action


def play_round(game, bots, rng) -> None:
    """Play `game`'s round; `bots[seat]` is a bot, or None for RLCard's agent."""
    for _ in range(MAX_STEPS):
        if game.round_over:
            return
        turn = game.decider
        think = rng.uniform(*THINK)
        early = []
        for seat, bot in enumerate(bots):
            if seat != turn and bot is not None and game.legal_actions(seat):
                reaction = bot.react(game.view(seat))
                if reaction is not None and reaction[0] < think:
                    early.append((reaction[0], seat, reaction[1]))
        early.sort()
        for _, seat, action in early:
            try:
                game.apply(seat, action)
                break
            except IllegalAction:
                continue
        else:
            view = game.view(turn)
            action = agent_action(view) if bots[turn] is None else bots[turn].act(view)
            game.apply(turn, action)
    raise RuntimeError("the round did not end")


def _work(job) -> dict:
    seats, rounds, seed, start, workers = job
    n = len(seats)
    wins = dict.fromkeys(seats, 0)
    played = dict.fromkeys(seats, 0)
    for index in range(start, rounds, workers):
        shift = index % n
        kind = [seats[(s + shift) % n] for s in range(n)]
        base = 7_000_001 * seed + 104_729 * index
        np.random.seed(base % 2 ** 32)
        game = Game(n, Rules(), seed=base)
        bots = [None if k == "rlcard" else make_bot(k, s, seed=base + 1 + s)
                for s, k in enumerate(kind)]
        play_round(game, bots, random.Random(base - 1))
        for k in kind:
            played[k] += 1
        wins[kind[game.winner]] += 1
    return {"wins": wins, "played": played}


def run(seats, rounds, seed, workers) -> dict:
    jobs = [(seats, rounds, seed, i, workers) for i in range(min(workers, rounds))]
    if len(jobs) == 1:
        parts = [_work(jobs[0])]
    else:
        with multiprocessing.get_context("spawn").Pool(len(jobs)) as pool:
            parts = pool.map(_work, jobs)
    total = {"wins": dict.fromkeys(seats, 0), "played": dict.fromkeys(seats, 0)}
    for part in parts:
        for key in total:
            for k, v in part[key].items():
                total[key][k] += v
    return total


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m uno_audio.bench rlcard",
                                     description="The bots against RLCard's own rule agent.")
    parser.add_argument("--seats", default="hard,rlcard",
                        help="comma list, one per seat: rlcard or " + ",".join(LEVELS))
    parser.add_argument("--rounds", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=min(2, multiprocessing.cpu_count()))
    args = parser.parse_args(argv)
    seats = [s.strip() for s in args.seats.split(",") if s.strip()]
    unknown = [s for s in seats if s not in LEVELS + ("rlcard",)]
    if unknown or not 2 <= len(seats) <= 10:
        parser.error(f"2 to 10 seats of rlcard or {', '.join(LEVELS)}")
    start = time.perf_counter()
    total = run(seats, max(1, args.rounds), args.seed, max(1, args.workers))
    print(f"rlcard bench: {args.rounds} rounds, {len(seats)} seats ({','.join(seats)}), "
          f"official rules, seed {args.seed}, {time.perf_counter() - start:.1f} s")
    print(f"{'seat':8} {'n':>2} {'round win %':>11} {'95% CI':>15}")
    for k in sorted(set(seats), key=lambda k: -total["wins"][k] / total["played"][k]):
        n, w = total["played"][k], total["wins"][k]
        low, high = wilson(w, n)
        print(f"{k:8} {seats.count(k):>2} {100 * w / n:>11.2f} [{100 * low:5.2f}, {100 * high:5.2f}]")
    return 0


if __name__ == "__main__":
    sys.exit(main())
