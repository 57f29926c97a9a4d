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
