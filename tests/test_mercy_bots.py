"""The bots with the No Mercy deck (DECK-5): each level takes its decisions with a legal
action, and the smart levels take them well: a Discard All that sheds most of a hand,
a Wild Colour Roulette colour that comes soonest, a stack rather than a draw, a card
drawn that must be played."""

from __future__ import annotations

import random

import pytest

from uno_audio.bots import make_bot
from uno_audio.bots.simulate import play_round
from uno_audio.engine import Game, Rules

from conftest import assert_whole_deck

LEVELS = ("easy", "normal", "hard")
MERCY = Rules(deck="no-mercy")


def act(level, game, seat, seed=3):
    action = make_bot(level, seat, seed=seed).act(game.view(seat))
    assert action in game.legal_actions(seat), (level, action)
    return action


@pytest.mark.parametrize("level", LEVELS)
def test_deck_5_5_a_discard_all_that_sheds_most_of_the_hand(table, level):
    game = table("RD R1 R2 R4 R8 B5", "B1 B2 B3", "G1 G2 G3", first="R5", rules=MERCY)
    actions = {act(level, game, 0, seed) for seed in range(4)}
    if level != "easy":
        assert actions == {"play RD"}


@pytest.mark.parametrize("level", LEVELS)
def test_deck_5_6_the_roulette_colour_comes_soonest(table, level):
    # Seat 1 holds every blue it can see: blue is the colour left least in the pile.
    game = table("WC R1", "B1 B2 B3 B4 B6 B8 B9", "G1 G2", first="B5", rules=MERCY)
    game.apply(0, "play WC")
    assert game.phase == "color" and game.turn == 1
    action = act(level, game, 1)
    if level != "easy":
        assert action != "color B"  # the colour it holds most would come last
        assert action == "color R"  # the first of the three colours equally unseen


@pytest.mark.parametrize("level", LEVELS)
def test_deck_5_3_a_stack_rather_than_drawing(table, level):
    game = table("R+2 R1 Y3", "W+6 B5 G7", "G1 G2", first="R5", rules=MERCY)
    game.apply(0, "play R+2")
    action = act(level, game, 1)
    if level != "easy":
        assert action.startswith("play W+6")


@pytest.mark.parametrize("level", LEVELS)
def test_deck_5_4_the_card_drawn_is_played(table, level):
    game = table("B1 B2", "G1 G2", first="R5", draw=["Y3", "R9"], rules=MERCY)
    game.apply(0, "draw")
    for seed in range(6):
        assert act(level, game, 0, seed) == "play R9"


@pytest.mark.parametrize("level", ("easy", "normal"))
def test_deck_5_bots_play_whole_rounds(level):
    for seed in range(4):
        game = Game(3 + seed % 3, Rules(deck="no-mercy", target=100_000), seed=seed)
        bots = [make_bot(level, s, seed=seed) for s in range(game.players)]
        play_round(game, bots, random.Random(seed))
        assert game.round_over
        assert_whole_deck(game)


# ---- the hint key explains the No Mercy decisions --------------------------------------

def hint_at(tmp_path, hands, first, rest=(), after=None):
    from player import press, said, table_for
    hands = [h + ["G9"] * (7 - len(h)) for h in hands]
    app, clock, table, game = table_for(tmp_path, MERCY, hands, first, rest, bot_pace=10.0)
    if after:
        after(game)
    press(app, clock, "shift+slash", settle=False)
    return said(app)[-1]


def test_deck_5_5_the_hint_explains_a_discard_all(tmp_path):
    line = hint_at(tmp_path, [["RD", "R1", "R2", "R4", "R8", "B5", "Y3"], ["B1", "B2"]], "R5")
    assert line == "Play the red Discard All: your 4 other cards of its colour go with it."


def test_deck_5_6_the_hint_explains_the_roulette_colour(tmp_path):
    # Seat 1 plays the Wild Colour Roulette on us: we name the colour.
    from player import FILL, press, said, table_for
    hands = [["B1", "B2", "B3", "B4", "B6", "B8", "B9"], ["WC", "R1"] + FILL[:5]]
    app, clock, table, game = table_for(tmp_path, MERCY, hands, "B5", bot_pace=10.0, dealer=0)
    assert game.turn == 1
    game.apply(1, "play WC")
    assert (game.turn, game.phase) == (0, "color")
    press(app, clock, "shift+slash", settle=False)
    assert said(app)[-1] == ("Name red: the most cards of it are still to come, so it turns up soonest.")


def test_deck_5_5_the_hint_explains_a_skip_everyone(tmp_path):
    def short(game):  # the others one card from going out
        for seat in (1, 2):
            del game.hands[seat][1:]
    line = hint_at(tmp_path, [["GE", "Y2", "B3", "Y4"], ["B1"], ["Y1"]], "G5", after=short)
    assert line == "Play the green Skip Everyone: everyone else loses a turn and you play again.", line
