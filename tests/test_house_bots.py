"""The bots and the hint under the house rules: each level takes the new decisions (a 7
that must swap, optional draws, answers to a pending draw) with a legal action, and the
hint key says why, by keys at a table."""

from __future__ import annotations

import random

import pytest

from uno_audio.bots import make_bot
from uno_audio.engine import Game, Rules

from conftest import assert_whole_deck
from player import FILL, press, said, table_for

LEVELS = ("easy", "normal", "hard")


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_swaps_when_a_seven_must_swap(table, level):
    # Every other hand is bigger than ours: without the rule a bot would keep its own.
    game = table("R7 G1", "B5 B6 B7 B8", "Y1 Y2 Y3", first="R5",
                 rules=Rules(seven_zero=True, seven_must_swap=True))
    game.apply(0, "play R7")
    for seed in range(6):
        action = make_bot(level, 0, seed=seed).act(game.view(0))
        assert action in game.legal_actions(0) and action.startswith("swap")
    if level != "easy":  # the smallest hand (easy picks at random half the time)
        assert make_bot(level, 0, seed=1).act(game.view(0)) == "swap 2"


@pytest.mark.parametrize("level", ("normal", "hard"))
def test_optional_draws_a_draw_rather_than_spending_a_wild(table, level):
    game = table("W G7 G1 B2", "B5 B6 B7", "Y1 Y2 Y3", first="R5", rules=Rules(optional_draws=3))
    assert make_bot(level, 0, seed=3).act(game.view(0)) == "draw"
    game = table("W G7 G1 B2", "B5 B6 B7", "Y1 Y2 Y3", first="R5")
    assert make_bot(level, 0, seed=3).act(game.view(0)).startswith("play W")


@pytest.mark.parametrize("level", LEVELS)
def test_optional_draws_every_level_acts_legally_after_drawing(table, level):
    rules = Rules(optional_draws=99)
    game = table("G7 G1 B2", "B5 B6 B7", "Y1 Y2 Y3", first="R5", draw=["Y9", "R2"], rules=rules)
    game.apply(0, "draw")
    for seed in range(5):
        action = make_bot(level, 0, seed=seed).act(game.view(0))
        assert action in game.legal_actions(0)


@pytest.mark.parametrize("level", ("normal", "hard"))
def test_advanced_responses_a_skip_passes_the_draw_on(table, level):
    game = table("R+2 R1 B1", "RS B5 B6 G2", "Y1 Y2 Y3", first="R5", rules=Rules(advanced_responses=True))
    game.apply(0, "play R+2")
    assert make_bot(level, 1, seed=2).act(game.view(1)) == "play RS"


@pytest.mark.parametrize("level", LEVELS)
def test_bots_play_whole_rounds_under_every_house_rule(level):
    rules = Rules(stacking=True, mixed_stacking=True, advanced_responses=True, sequences=True,
                  sequence_wrap=True, seven_zero=True, seven_must_swap=True, jump_in=True,
                  jump_in_actions=True, jump_in_plays_on=True, optional_draws=3)
    rng = random.Random(level)
    for seed in range(2 if level == "hard" else 4):
        game = Game(3, rules, seed=seed)
        bots = [make_bot(level, s, seed=seed + s) for s in range(3)]
        for _ in range(3000):
            if game.round_over:
                break
            seat = game.decider
            action = bots[seat].act(game.view(seat))
            assert action in game.legal_actions(seat), (action, game.phase)
            game.apply(seat, action)
            for s in rng.sample(range(3), 3):  # out of turn: jump-ins, catches
                if not game.round_over and s != game.decider:
                    want = bots[s].react(game.view(s))
                    if want is not None and want[1] in game.legal_actions(s):
                        game.apply(s, want[1])
            assert_whole_deck(game)
        assert game.round_over


# ---- the hint key ---------------------------------------------------------------------

def _hint(app, clock):
    press(app, clock, "shift+slash", settle=False)
    return said(app)[-1]


def test_hint_optional_draws_draw_then_end_the_turn(tmp_path):
    hands = [["W", "G7", "G1"] + FILL[:4], ["B5", "B6"] + FILL]
    app, clock, table, game = table_for(tmp_path, Rules(optional_draws=2), hands, "R3", rest=["Y9", "Y8"],
                                        bot_pace=10.0)
    assert _hint(app, clock) == "Draw with Space: your playable cards are worth more later."
    press(app, clock, "space", settle=False)
    assert game.phase == "drawn" and len(game.hands[0]) == 8
    press(app, clock, "space", settle=False)  # Space draws again while the rules allow
    assert game.phase == "drawn" and len(game.hands[0]) == 9
    press(app, clock, "shift+space", settle=False)
    assert game.turn == 1


def test_hint_a_seven_that_must_swap(tmp_path):
    hands = [["R7", "G7", "G1", "B1"] + FILL[:3], ["B5", "B6"] + FILL]
    app, clock, table, game = table_for(tmp_path, Rules(seven_zero=True, seven_must_swap=True), hands, "R3",
                                        bot_pace=10.0)
    for card in list(game.hands[1])[2:]:
        game.hands[1].remove(card)
    game.apply(0, "play R7")
    table.after([], clock.now)
    assert _hint(app, clock) == "A 7 must swap: take the hand of Bot1, who has 2 cards, the smallest."


def test_hint_answer_a_pending_draw_two(tmp_path):
    hands = [["RS", "G7", "G1", "B1"] + FILL[:3], ["R+2", "B6"] + FILL]
    app, clock, table, game = table_for(tmp_path, Rules(advanced_responses=True), hands, "R3",
                                        dealer=0, bot_pace=10.0)
    assert game.turn == 1
    game.apply(1, "play R+2")
    table.after([], clock.now)
    assert (game.turn, game.phase) == (0, "penalty")
    assert _hint(app, clock) == "Play the red Skip: the 2 cards you would draw go on to someone else."
