"""Hot seat through the match alone: two humans at one keyboard, on a virtual clock.

Intents go in, events come out; the match says whose the keyboard is, and calls its
save hook after every change, its round hook at the round's end and its match hook at
the match's end.
"""

from __future__ import annotations

import random

import pytest

from uno_audio.bots import make_bot
from uno_audio.engine import Game, Rules
from uno_audio.session import Hooks, Match, Timing

from test_match import Clock

HUMANS = [0, 2]


@pytest.mark.parametrize("seed", range(4))
def test_two_humans_take_turns_and_each_hook_fires_when_expected(seed):
    clock = Clock()
    game = Game(4, Rules(target=1), seed=seed)      # the first round won ends the match
    bots = {s: make_bot("normal", s, seed=seed + s) for s in (1, 3)}
    calls: list[tuple[str, int]] = []
    hooks = Hooks(save=lambda: calls.append(("save", len(game.log))) or True,
                  round_end=lambda: calls.append(("round", len(game.log))),
                  match_end=lambda: calls.append(("match", len(game.log))))
    match = Match(game, bots, HUMANS, clock, Timing(bot_pace=1.0), hooks=hooks)
    told: list[list] = []
    settle = match.emit
    holder: list[int | None] = [None]     # who holds the keyboard
    withheld: dict[int, list] = {s: [] for s in HUMANS}
    own: list = []                         # the holder's own private events, told at once

    def emit(events, now):
        told.append(list(events))
        # Privacy: another human's own cards wait for their turn at the keyboard.
        own.extend(e for e in events if e.to is not None and e.to == holder[0])
        for seat, kept in match.withheld(events, holder[0]).items():
            assert seat in HUMANS and seat != holder[0]
            withheld[seat] += kept
        settle(events, now)
    match.emit = emit

    # Nobody holds the keyboard yet: it goes to the first human to act.
    first = match.keyboard(waiting=True)
    assert first == next(s for k in range(4) if (s := (game.decider + k * game.direction) % 4) in HUMANS)
    rng = random.Random(seed)
    match.start(clock.now)
    holders = []
    for _ in range(5000):
        if game.round_over:
            break
        seat = match.keyboard()
        if seat is not None:
            # A human decides: the keyboard is theirs, and only their move goes in.
            assert seat == game.decider and seat in HUMANS
            if not holders or holders[-1] != seat:
                holders.append(seat)
            holder[0] = seat
            other = HUMANS[1 - HUMANS.index(seat)]
            assert not any(a.verb in ("play", "draw", "pass") for a in game.legal_actions(other)) \
                or game.rules.jumping
            saves = sum(1 for kind, _ in calls if kind == "save")
            events = match.intent(seat, rng.choice(game.legal_actions(seat)), clock.now)
            assert told[-1] == events
            assert sum(1 for kind, _ in calls if kind == "save") == saves + 1, "saved after the human's move"
        else:
            assert game.decider in bots
            due = match.deadline()
            assert due is not None
            clock.now = max(clock.now, due)
            match.update(clock.now)
    assert game.round_over and game.match_over
    # What each human drew while the other held the keyboard waited for them, and
    # nothing the holder saw.
    for seat in HUMANS:
        assert all(e.to == seat and e.cards and e.kind != "deal" for e in withheld[seat])
    assert any(withheld.values()), "a human drew while the other held the keyboard"
    assert not {id(e) for e in own} & {id(e) for s in HUMANS for e in withheld[s]}
    # Both humans held the keyboard, handing it over between their turns.
    assert set(holders) == set(HUMANS) and all(a != b for a, b in zip(holders, holders[1:]))
    # A save after every change, whoever made it; the round's and the match's end once
    # each, after the change that ended them was saved.
    kinds = [kind for kind, _ in calls]
    assert kinds.count("save") == len(told)
    assert kinds[-3:] == ["save", "round", "match"] and kinds.count("round") == kinds.count("match") == 1
    assert calls[-1][1] == calls[-2][1] == calls[-3][1] == len(game.log)


def test_a_round_not_ending_the_match_calls_no_match_hook():
    clock = Clock()
    game = Game(2, Rules(target=10_000), seed=3)
    calls: list[str] = []
    hooks = Hooks(round_end=lambda: calls.append("round"), match_end=lambda: calls.append("match"))
    bots = {1: make_bot("normal", 1, seed=4)}
    match = Match(game, bots, [0], clock, Timing(), hooks=hooks)
    rng = random.Random(3)
    match.start(clock.now)
    for _ in range(5000):
        if game.round_over:
            break
        if match.keyboard() == 0:
            match.intent(0, rng.choice(game.legal_actions(0)), clock.now)
            continue
        clock.now = max(clock.now, match.deadline() or clock.now)
        match.update(clock.now)
    assert game.round_over and not game.match_over
    assert calls == ["round"]
    # The next round, dealt through the match: its clocks start, a bot on turn is due.
    round_before = game.round
    match.next_round()
    match.start(clock.now)
    assert game.round == round_before + 1 and not game.round_over
    assert match.keyboard() == 0 or match.deadline() is not None


def test_a_humans_buzzer_press_reaches_the_buzz_hook_with_its_reaction_time():
    clock = Clock()
    presses: list[tuple[int, float]] = []
    for seed in range(40):
        game = Game(4, Rules(buzzer=True), seed=seed)
        bots = {s: make_bot("normal", s, seed=seed + s) for s in (1, 3)}
        match = Match(game, bots, HUMANS, clock, Timing(bot_pace=1.0),
                      hooks=Hooks(buzz=lambda seat, seconds: presses.append((seat, seconds))))
        rng = random.Random(seed)
        match.start(clock.now)
        for _ in range(5000):
            if game.round_over or presses:
                break
            if game.phase == "buzzer" and match.buzzer_started is not None and 0 not in game.buzzed:
                # Seat 0 presses half a second after the race's line was heard.
                clock.now = match.buzzer_started + 0.5
                match.intent(0, "buzz", clock.now)
                continue
            seat = match.keyboard()
            if seat is not None and game.phase != "buzzer":
                match.intent(seat, rng.choice(game.legal_actions(seat)), clock.now)
                continue
            clock.now = max(clock.now, match.deadline() or clock.now)
            match.update(clock.now)
        if presses:
            break
    assert presses and presses[0][0] == 0 and abs(presses[0][1] - 0.5) < 1e-9
