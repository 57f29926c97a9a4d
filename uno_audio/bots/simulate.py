"""Play a round with bots only, on simulated time.

After every change the seat that must decide is asked `act` (its answer lands
after a short thinking time) and every other seat with something it may do out
of turn is asked `react` (its answer lands after the delay it gives). The
earliest answer is applied, and everyone is asked again. A buzzer window closes
when all have pressed or `BUZZER_WINDOW` seconds after it opened.
"""

from __future__ import annotations

import time

from ..engine import IllegalAction, Phase

# Seconds a bot takes to play on its own turn: lets quick seats catch or jump in first.
THINK = (0.6, 1.6)
BUZZER_WINDOW = 3.0
# A round that runs this long is stuck: a bot bug, not a game.
MAX_STEPS = 20000


def play_round(game, bots, rng, timer=None) -> None:
    """Play `game`'s current round to its end. `bots[seat]` plays each seat.

    `timer(seat, seconds, on_turn)`, if given, receives the CPU time of every bot call
    (`on_turn`: an `act`, else a `react`): the thread's own, which other programs on the
    machine do not lengthen.
    """
    clock = time.thread_time
    now = 0.0
    opened = None
    steps = 0
    while not game.round_over:
        steps += 1
        if steps > MAX_STEPS:
            raise RuntimeError("the bots did not finish the round")
        answers = []
        turn = game.decider
        if turn is not None:
            view = game.view(turn)
            start = clock()
            action = bots[turn].act(view)
            if timer is not None:
                timer(turn, clock() - start, True)
            if action is not None:
                answers.append((now + rng.uniform(*THINK), 0, turn, action))
        for seat in range(game.players):
            if seat == turn or not game.active[seat] or not game.legal_actions(seat):
                continue
            view = game.view(seat)
            start = clock()
            reaction = bots[seat].react(view)
            if timer is not None:
                timer(seat, clock() - start, False)
            if reaction is not None:
                delay, action = reaction
                answers.append((now + max(0.0, delay), 1, seat, action))
        answers.sort()
        if game.phase == Phase.BUZZER:
            if opened is None:
                opened = now
            deadline = opened + BUZZER_WINDOW
            if not answers or answers[0][0] > deadline:
                now = deadline
                opened = None
                game.close_buzzer()
                continue
        if not answers:
            raise RuntimeError(f"no bot acts in phase {game.phase!r}")
        for at, _, seat, action in answers:
            try:
                game.apply(seat, action)
            except IllegalAction:
                continue  # stale: the moment passed
            now = at
            break
        else:
            raise RuntimeError("every bot answer was refused")
        if game.phase != Phase.BUZZER:
            opened = None
