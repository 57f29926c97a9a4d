"""The match apart from any screen: a game, its bots and its clocks on a virtual clock."""

from __future__ import annotations

import pytest

from uno_audio.bots import make_bot
from uno_audio.bots.base import Bot
from uno_audio.engine import Game, Rules
from uno_audio.session import BotError, Match, Timing


class Clock:
    def __init__(self):
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def play(match: Match, clock: Clock, limit: int = 5000) -> None:
    """Run the match on its own deadlines, as a table nobody listens to."""
    match.start(clock.now)
    for _ in range(limit):
        if match.game.round_over:
            return
        due = match.deadline()
        assert due is not None, "a table of bots always has something due"
        clock.now = max(clock.now, due)
        match.update(clock.now)
    raise AssertionError("the round did not end")


def bots_match(seed: int, rules: Rules | None = None, players: int = 4, pace: float = 1.0):
    clock = Clock()
    game = Game(players, rules or Rules(), seed=seed)
    bots = {s: make_bot("normal", s, seed=seed + s) for s in range(players)}
    told = []
    match = Match(game, bots, [], clock, Timing(bot_pace=pace))
    headless = match.emit

    def emit(events, now):
        told.append((now, [e.kind for e in events]))
        headless(events, now)
    match.emit = emit
    return match, clock, told


@pytest.mark.parametrize("seed", range(4))
def test_a_table_of_bots_plays_its_round_to_the_end_at_the_bots_pace(seed):
    match, clock, told = bots_match(seed, pace=1.5)
    play(match, clock)
    g = match.game
    assert g.round_over and g.winner is not None
    plays = [now for now, kinds in told if "play" in kinds or "draw" in kinds]
    assert plays and plays[0] == pytest.approx(1.5)
    # A bot on turn waits the pace after the last change was heard (at once, here).
    assert all(b - a >= 1.5 - 1e-9 for a, b in zip(plays, plays[1:]) if b != a)
    assert [t for t, _ in told] == sorted(t for t, _ in told)


def test_a_round_with_jump_ins_and_catches_ends_on_the_virtual_clock():
    rules = Rules(jump_in=True, buzzer=True, stacking=True)
    for seed in range(3):
        match, clock, told = bots_match(seed, rules)
        play(match, clock)
        assert match.game.round_over


class Illegal(Bot):
    level = "easy"

    def __init__(self, seat, answer):
        super().__init__(seat, seed=0)
        self.answer = answer

    def act(self, view):
        return self.answer


@pytest.mark.parametrize("answer", [None, "play Z9", "challenge"])
def test_a_bot_answering_an_illegal_action_or_none_is_an_error(answer):
    clock = Clock()
    game = Game(2, Rules(), seed=3)
    seat = game.decider
    bots = {seat: Illegal(seat, answer), 1 - seat: make_bot("normal", 1 - seat, seed=1)}
    match = Match(game, bots, [], clock, Timing())
    match.start(clock.now)
    clock.now = match.deadline()
    before = list(game.log)
    with pytest.raises(BotError):
        match.update(clock.now)
    assert game.log == before          # nothing played in the bot's place


def test_the_model_counts_a_window_from_when_it_was_heard():
    """The jump-in window is whole until the change was heard, then counts down."""
    me = 0
    game = next(g for g in (Game(2, Rules(jump_in=True), seed=s) for s in range(200))
                if g.decider == 1 and any(a.startswith("play") for a in g.legal_actions(me)))
    clock = Clock()
    heard: list[float | None] = [None]
    match = Match(game, {1: make_bot("normal", 1, seed=1)}, [me], clock,
                  Timing(bot_pace=1.0, jump_in_window=4.0), heard_at=lambda: heard[0])
    match.start(0.0)
    clock.now = 10.0
    assert match.windows(me, clock.now).jump_in == 4       # not heard yet: whole
    assert match.deadline() is None                        # nothing due before it is heard
    heard[0] = 10.0
    match.update(clock.now)
    assert match.windows(me, 11.2).jump_in == 3
    assert match.deadline() == pytest.approx(14.0)
    assert match.next_seat(0) == 1 and match.next_seat(1) == 0
