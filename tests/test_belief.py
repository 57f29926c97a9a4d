"""The hard bot weighs each world by how likely it makes the plays it saw (issue 15): a
seat that changed colour by rank seldom held the colour in play, a seat that played a
Wild seldom held a card that matched, and a seat's draw wipes what its plays showed."""

from uno_audio.bots.belief import EARLY_WILD, likelihood, plays_seen
from uno_audio.engine import Card

from test_bots import game_with


def cards(*names):
    return [Card.parse(n) for n in names]


def test_a_change_of_colour_by_rank_makes_a_hand_rich_in_that_colour_unlikely():
    # PLAY-1: seat 1 may follow the red nine with a red or a nine; it plays the green nine.
    game = game_with(3, {1: ["R1", "R2", "R3", "R4", "G9", "B5", "Y6"]}, first="R9", dealer=0)
    game.apply(1, "play G9")
    seen = plays_seen(game.view(0))
    assert seen == {1: [(Card.parse("G9"), Card.parse("R9"), 0)]}
    hands = [[], cards("R1", "R2", "R3", "R4", "B5", "Y6"), []]
    no_red = [[], cards("B1", "B2", "G3", "G4", "Y5", "Y6"), []]
    # Five cards went (four reds and the green nine) against one: five times less likely.
    assert likelihood(no_red, seen, bluff=False) == 5 * likelihood(hands, seen, bluff=False)


# Two worlds for seat 1 after it played a Wild on the red nine: one where it held a red.
HELD_RED = [[], cards("R1", "G2", "B5", "Y6", "Y7", "B8"), []]
NO_RED = [[], cards("G1", "G2", "B5", "Y6", "Y7", "B8"), []]


def wild_on_red_nine(wild):
    """What seat 0 saw: seat 1 played `wild` naming green on the red nine."""
    game = game_with(3, {1: [wild, "G1", "G2", "B5", "Y6", "Y7", "B8"]}, first="R9", dealer=0)
    game.apply(1, f"play {wild} G")
    return plays_seen(game.view(0))


def test_a_wild_played_beside_a_matching_card_is_unlikely():
    seen = wild_on_red_nine("W")
    assert likelihood(NO_RED, seen, bluff=False) == 1.0
    assert likelihood(HELD_RED, seen, bluff=False) == EARLY_WILD


def test_a_wild_draw_four_rules_out_the_colour_in_play_without_bluffing():
    # PLAY-5: without VAR-BLUFF a Wild Draw Four goes only on a colour the seat lacks.
    seen = wild_on_red_nine("+4")
    assert likelihood(HELD_RED, seen, bluff=False) < 0.05 * likelihood(NO_RED, seen, bluff=False)
    assert likelihood(HELD_RED, seen, bluff=True) == likelihood(NO_RED, seen, bluff=True)


def test_a_draw_wipes_what_a_seats_plays_showed():
    game = game_with(3, {1: ["R2", "G9", "B5", "B6", "B7", "B8", "G2"],
                         2: ["G1", "G2", "G3", "G4", "G5", "G6", "G7"],
                         0: ["Y1", "Y2", "Y3", "Y4", "Y5", "B9", "B1"]},
                     first="R9", draws=["Y3"], dealer=0)
    game.apply(1, "play G9")
    game.apply(2, "play G1")
    game.apply(0, "play Y1")
    assert 1 in plays_seen(game.view(0))
    game.apply(1, "draw")  # PLAY-4: no yellow, no one, no Wild
    seen = plays_seen(game.view(0))
    assert 1 not in seen and 2 in seen
    # The drawn card is played at once: the choice was the draw's, and shows nothing.
    game.apply(1, "play Y3")
    assert 1 not in plays_seen(game.view(0))


def test_the_seat_s_own_plays_are_not_weighed():
    game = game_with(3, {1: ["R1", "G9", "B5", "Y6", "Y7", "B8", "B2"]}, first="R9", dealer=0)
    game.apply(1, "play G9")
    assert plays_seen(game.view(1)) == {}
