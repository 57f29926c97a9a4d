"""Positions (issue 15): `game.position()` and `Game.from_position(text)` round-trip, and a
game started from a position plays on exactly as the original does, in every variant:
the same legal actions, the same events (SETUP-2 deals, PLAY-6 reshuffles included) and
the same scores. `Game.copy` plays on apart from its original."""

import random

import pytest

from uno_audio.engine import Game, IllegalAction, Rules

from test_engine_properties import random_rules


def random_action(game, rng):
    """An action someone may take now: the decider's, or another seat's out of turn."""
    seats = [s for s in range(game.players) if game.legal_actions(s)]
    if not seats:
        return None
    seat = game.decider if game.decider is not None and rng.random() < 0.8 else rng.choice(seats)
    legal = game.legal_actions(seat)
    if not legal:
        seat = rng.choice(seats)
        legal = game.legal_actions(seat)
    return seat, rng.choice(legal)


def step(game, rng):
    """One random step of a match, whatever the phase; False once the match is over."""
    if game.match_over:
        return False
    if game.round_over:
        game.next_round()
        return True
    if game.phase == "buzzer" and rng.random() < 0.3:
        game.close_buzzer()
        return True
    move = random_action(game, rng)
    if move is None:
        game.close_buzzer()
    else:
        game.apply(*move)
    return True


def same_play(a, b, rng, steps):
    """Drive `a` and `b` with the same actions; they must answer alike all the way."""
    for _ in range(steps):
        assert a.position() == b.position()
        if a.match_over:
            break
        if a.round_over:
            assert a.next_round() == b.next_round()
            continue
        if a.phase == "buzzer" and rng.random() < 0.3:
            assert a.close_buzzer() == b.close_buzzer()
            continue
        for s in range(a.players):
            assert a.legal_actions(s) == b.legal_actions(s)
        move = random_action(a, rng)
        if move is None:
            assert a.close_buzzer() == b.close_buzzer()
            continue
        assert a.apply(*move) == b.apply(*move)
        assert a.scores == b.scores and a.hands == b.hands and a.discard == b.discard


@pytest.mark.parametrize("case", range(40))
def test_a_position_round_trips_and_plays_on_identically(case):
    rng = random.Random(case)
    players = rng.randint(2, 10)
    rules = random_rules(rng, players)
    game = Game(players, rules, seed=case)
    for _ in range(rng.randrange(0, 400)):
        if not step(game, rng):
            break
    text = game.position()
    assert "\n" not in text
    again = Game.from_position(text)
    assert again.position() == text
    assert again.rules == rules
    # Long enough to cross reshuffles (PLAY-6) and new deals (SETUP-2).
    same_play(game, again, random.Random(case + 1), 300)


@pytest.mark.parametrize("case", range(10))
def test_a_copy_plays_on_apart(case):
    rng = random.Random(100 + case)
    players = rng.randint(2, 6)
    game = Game(players, random_rules(rng, players), seed=case)
    for _ in range(rng.randrange(0, 60)):
        step(game, rng)
    before = game.position()
    copy = game.copy()
    assert copy.position() == before
    same_play(copy, Game.from_position(before), random.Random(case), 150)
    assert game.position() == before  # the original never moved


def test_the_notation_names_every_part_of_a_position():
    game = Game(3, Rules(stacking=True, target=300), seed=7)
    fields = dict(w.split("=", 1) for w in game.position().split()[1:])
    assert fields["rules"] == "stacking,target=300"
    assert fields["players"] == "3" and fields["round"] == "1"
    hands = fields["hands"].split("/")
    assert [len(h.split(",")) for h in hands] == [7, 7, 7]
    assert fields["discard"].split(",")[-1] == str(game.top)
    assert len(fields["pile"].split(",")) == len(game.draw_pile)
    assert fields["turn"] == str(game.turn) and fields["phase"] == game.phase


def test_a_position_written_by_hand_starts_a_game():
    # VAR-STACK: seat 1 is on turn with a Draw Two pending and may stack its own.
    text = ("uno1 players=2 rules=stacking rng=bug-report:0 round=1 dealer=0 scores=0,0 "
            "active=11 turn=1 dir=1 phase=penalty color=R pending=2 hands=G1,B2/Y+2,R5 "
            "pile=B3,B4,B5 discard=R9,R+2 uno=00 window=- drawn=- owner=0 guilty=0 passes=0 "
            "buzzed=- seq=- over=0 winner=- match=-")
    game = Game.from_position(text)
    assert game.legal_actions(1) == ["play Y+2", "draw", "uno"]
    game.apply(1, "play Y+2")  # VAR-STACK: seat 0 now owes four, and holds no Draw Two
    assert game.phase == "penalty" and game.pending == 4
    assert not [a for a in game.legal_actions(0) if a.startswith("play")]
    game.apply(0, "draw")
    assert sorted(str(c) for c in game.hands[0]) == ["B2", "B3", "B4", "B5", "G1", "R9"]
    assert game.turn == 1


@pytest.mark.parametrize("broken", [
    "", "uno2 players=2", "uno1 players=2",
    "uno1 players=11 rules=official rng=1:0 round=1 dealer=0 scores=0,0 active=11 turn=0 dir=1 "
    "phase=play color=R pending=0 hands=R1/R2 pile=- discard=R3 uno=00 window=- drawn=- owner=- "
    "guilty=0 passes=0 buzzed=- seq=- over=0 winner=- match=-",
    "uno1 players=2 rules=official rng=1:0 round=1 dealer=0 scores=0,0 active=11 turn=0 dir=1 "
    "phase=play color=R pending=0 hands=R1/R2 pile=- discard=Q7 uno=00 window=- drawn=- owner=- "
    "guilty=0 passes=0 buzzed=- seq=- over=0 winner=- match=-",
    "uno1 players=2 rules=cheating rng=1:0 round=1 dealer=0 scores=0,0 active=11 turn=0 dir=1 "
    "phase=play color=R pending=0 hands=R1/R2 pile=- discard=R3 uno=00 window=- drawn=- owner=- "
    "guilty=0 passes=0 buzzed=- seq=- over=0 winner=- match=-",
    "uno1 players=2 rules=official rng=1:0 round=1 dealer=0 scores=0,0 active=11 turn=0 dir=1 "
    "phase=napping color=R pending=0 hands=R1/R2 pile=- discard=R3 uno=00 window=- drawn=- "
    "owner=- guilty=0 passes=0 buzzed=- seq=- over=0 winner=- match=-",
])
def test_a_broken_position_is_refused_with_a_reason(broken):
    with pytest.raises(ValueError):
        Game.from_position(broken)


def test_a_game_from_a_position_refuses_illegal_actions_as_any_game():
    game = Game.from_position(Game(2, seed=1).position())
    with pytest.raises(IllegalAction):
        game.apply(1 - game.turn, "draw")
