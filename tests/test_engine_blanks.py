"""Blank cards (RULES.md DECK-4), clause by clause. Tables as in test_engine_rules.py:
seat 0 plays first."""

import random

import pytest

from uno_audio.engine import Card, Game, Rules, full_deck
from uno_audio.engine.blanks import BLANK_RULES
from uno_audio.engine.cards import BLANK_BASE, KINDS, MERCY_BASE, blank_kind

from engine_helpers import hand, kinds, refused

ALL = ("R*ALL", "Y*PICK", "G*SWAP", "B*PASS", "R*AGAIN", "Y*SHED", "G*NAME", "B*ALL")


def blanks(*cards, **more):
    return Rules(blank_cards=cards, **more)


# ---- DECK-4.1: which blank cards, declared once ------------------------------------------

def test_deck_4_1_every_rule_has_a_blank_card_in_each_colour_with_a_text_form():
    # then the 16 No Mercy kinds (DECK-5) and the Flip deck's 112 (DECK-6: 56 cards, each way up)
    assert KINDS == BLANK_BASE + 4 * len(BLANK_RULES) + 16 + 112
    for r, rule in enumerate(BLANK_RULES):
        for c, colour in enumerate("RYGB"):
            card = Card(blank_kind(c, r))
            assert str(card) == f"{colour}*{rule.code}"
            assert Card.parse(str(card).lower()) is card
            assert card.color == colour and card.blank is rule and card.number is None
            assert not card.is_wild
    assert Card.parse("R5").blank is None
    assert len({r.id for r in BLANK_RULES}) == len({r.code for r in BLANK_RULES}) == len(BLANK_RULES)


def test_deck_4_1_the_rules_list_the_blank_cards_and_the_deck_holds_them(whole_deck):
    rules = blanks(*ALL)
    assert Rules.from_dict(rules.to_dict()) == rules
    assert Rules.from_dict({"blank_cards": list(ALL)}).blank_cards == ALL
    assert len(full_deck(False, rules.blank_cards)) == 108 + len(ALL)
    game = Game(4, rules, seed=3)
    whole_deck(game)
    for bad in (["R5"], ["W"], ["Q*SWAP"], "R*SWAP", [3]):
        with pytest.raises(ValueError):
            Rules(blank_cards=bad)


def test_deck_4_1_random_play_with_every_blank_card_keeps_the_whole_deck(random_play, whole_deck):
    """DECK-3 with blank cards, over whole rounds of random play in and out of turn."""
    rules = blanks(*(str(Card(k)) for k in range(BLANK_BASE, MERCY_BASE)), seven_zero=True, jump_in=True)
    for seed in range(6):
        game = Game(4, rules, seed=seed)
        random_play(game, random.Random(seed), rounds=2, check=lambda g, e: whole_deck(g), illegal=0.2)


def test_deck_4_1_a_match_with_blank_cards_replays_from_its_log(random_play):
    game = Game(3, blanks(*ALL), seed=11)
    random_play(game, random.Random(4), rounds=2)
    again = Game.from_dict(game.to_dict())
    assert again.hands == game.hands and again.history == game.history


# ---- DECK-4.2: matching --------------------------------------------------------------------

def test_deck_4_2_a_blank_card_matches_by_colour_or_on_the_same_rule(table):
    game = table("R*SWAP G*SWAP B*ALL R1", "B5 B6", "Y1 Y2", first="R7", rules=blanks("R*SWAP", "G*SWAP", "B*ALL"))
    assert set(game.legal_actions(0)) == {"play R*SWAP", "play R1", "draw"}
    refused(game, 0, "play B*ALL", "card-does-not-match")
    refused(game, 0, "play R*SWAP R", "color-not-allowed")
    game.apply(0, "play R*SWAP")
    game.apply(0, "pass")
    assert game.color == "R" and game.turn == 1
    game = table("G*SWAP B*ALL R1", "B5 B6", "Y1 Y2", first="R*SWAP", rules=blanks("R*SWAP", "G*SWAP", "B*ALL"))
    # The same rule is the same symbol: a green Swap Hands goes on a red one.
    assert set(game.legal_actions(0)) == {"play G*SWAP", "play R1", "draw"}


def test_deck_4_2_a_blank_card_is_a_card_of_its_colour_for_play_3(table):
    game = table("+4 R*ALL G1", "B5 B6", "Y1 Y2", first="R7", rules=blanks("R*ALL"))
    refused(game, 0, "play +4 B", "wild-draw-four-with-colour")


def test_deck_4_2_no_jump_in_with_or_on_a_blank_card(table):
    rules = blanks("R*ALL", "R*ALL", "Y*ALL", super_jump_in=True)
    game = table("R*ALL R2 R3", "Y*ALL B6", "R*ALL Y2", first="R7", rules=rules)
    game.apply(0, "play R*ALL")
    assert game.turn == 1 and not any(a.startswith("play") for a in game.legal_actions(2))
    game = table("R2 R7", "B6 B7", "R*ALL Y2", first="R7", rules=rules)
    game.apply(0, "play R7")
    assert "play R*ALL" not in game.legal_actions(2)


# ---- DECK-4.3: scoring ---------------------------------------------------------------------

def test_deck_4_3_a_blank_card_scores_twenty_or_the_chosen_score(table):
    game = table("R1", "R*ALL B*NAME B6", "Y1 Y2", first="R7", rules=blanks("R*ALL", "B*NAME"))
    assert game.hand_points(1) == 46
    events = game.apply(0, "play R1")
    assert events[-1].kind == "round-over" and events[-1].count == 46 + 3
    game = table("R1", "R*ALL B*NAME B6", "Y1 Y2", first="R7", rules=blanks("R*ALL", "B*NAME", blank_points=35))
    assert game.hand_points(1) == 76
    assert game.apply(0, "play R1")[-1].count == 76 + 3


# ---- DECK-4.4: when the rule acts -----------------------------------------------------------

def test_deck_4_4_a_blank_card_turned_up_first_has_no_effect(table):
    game = table("B1 R2", "B5 B6", "Y1 Y2", first="R*ALL", rules=blanks("R*ALL"))
    assert (game.turn, game.phase, game.color) == (0, "play", "R")
    assert [len(h) for h in game.hands] == [2, 2, 2]


def test_deck_4_4_the_last_card_ends_the_round_and_its_rule_does_not_act(table):
    game = table("R*ALL", "B5 B6", "Y1 Y2", first="R7", rules=blanks("R*ALL"))
    events = game.apply(0, "play R*ALL")
    assert kinds(events) == ["play", "round-over"]
    assert [len(h) for h in game.hands] == [0, 2, 2]


# ---- DECK-4.5 to DECK-4.11: the rules --------------------------------------------------------

def test_deck_4_5_everyone_else_draws_one(table, whole_deck):
    game = table("R*ALL R2", "B5 B6", "Y1 Y2", "G1 G2", first="R7", draw="G5 G6 G7", rules=blanks("R*ALL"))
    events = game.apply(0, "play R*ALL")
    assert kinds(events) == ["play", "blank", "draw", "draw", "draw", "turn"]
    assert [(e.seat, e.mode) for e in events if e.kind == "draw"] == [(1, "blank"), (2, "blank"), (3, "blank")]
    assert hand(game, 1) == ["B5", "B6", "G5"] and hand(game, 3) == ["G1", "G2", "G7"]
    assert game.turn == 1
    whole_deck(game)


def test_deck_4_6_the_player_chooses_who_draws_two(table):
    game = table("Y*PICK R2 R3", "B5 B6", "Y1 Y2", first="Y7", draw="G5 G6", rules=blanks("Y*PICK"))
    events = game.apply(0, "play Y*PICK")
    assert kinds(events) == ["play", "blank-choice"]
    assert (game.phase, game.turn, game.decider) == ("choose", 0, 0)
    assert game.legal_actions(0) == ["choose 1", "choose 2"]
    assert game.legal_actions(1) == []
    refused(game, 0, "choose 0", "no-such-seat")
    refused(game, 0, "draw", "choose-pending")
    refused(game, 1, "choose 2", "nothing-to-choose")
    events = game.apply(0, "choose 2")
    assert kinds(events) == ["blank", "draw", "turn"]
    assert (events[0].target, events[0].count) == (2, 2)
    assert hand(game, 2) == ["Y1", "Y2", "G5", "G6"]
    # The chosen player only draws: play goes on to the next player.
    assert game.turn == 1


def test_deck_4_7_swap_hands_with_a_player_of_your_choice(table):
    game = table("G*SWAP R2 R3", "B5", "Y1 Y2", first="G7", rules=blanks("G*SWAP"))
    events = game.apply(0, "play G*SWAP")
    assert kinds(events) == ["play", "swap-choice"]
    assert game.legal_actions(0) == ["swap 1", "swap 2", "pass"]
    events = game.apply(0, "swap 1")
    assert kinds(events) == ["swap", "turn"]
    assert hand(game, 0) == ["B5"] and hand(game, 1) == ["R2", "R3"]
    assert game.turn == 1 and game.uno_window is None
    # Keeping one's hand is allowed too, as with the 7 of VAR-07.
    game = table("G*SWAP R2 R3", "B5", "Y1 Y2", first="G7", rules=blanks("G*SWAP"))
    game.apply(0, "play G*SWAP")
    assert kinds(game.apply(0, "pass")) == ["keep", "turn"]


def test_deck_4_8_every_hand_passes_on_in_the_direction_of_play(table):
    game = table("B*PASS R2", "B5 B6 B7", "Y1", first="B7", rules=blanks("B*PASS"))
    events = game.apply(0, "play B*PASS")
    assert kinds(events) == ["play", "rotate", "turn"]
    assert (hand(game, 0), hand(game, 1), hand(game, 2)) == (["Y1"], ["R2"], ["B5", "B6", "B7"])
    assert game.turn == 1


def test_deck_4_9_everyone_else_loses_their_turn(table):
    game = table("R*AGAIN R2 G3 G4", "B5 B6", "Y1 Y2", first="R7", rules=blanks("R*AGAIN"))
    events = game.apply(0, "play R*AGAIN")
    assert kinds(events) == ["play", "blank", "turn"]
    assert (game.turn, game.phase) == (0, "play")
    assert set(game.legal_actions(0)) == {"play R2", "draw"}
    game.apply(0, "play R2")
    assert game.turn == 1


def test_deck_4_10_discard_every_card_of_the_colour_in_play(table, whole_deck):
    game = table("Y*SHED Y2 Y9 G3 R1", "B5 B6", "Y1 Y2", first="Y7", rules=blanks("Y*SHED"))
    events = game.apply(0, "play Y*SHED")
    assert kinds(events) == ["play", "blank", "turn"]
    assert [str(c) for c in events[1].cards] == ["Y2", "Y9"] and events[1].count == 2
    assert hand(game, 0) == ["G3", "R1"]
    # Face up beneath the blank card, which stays on top.
    assert [str(c) for c in game.discard] == ["Y7", "Y2", "Y9", "Y*SHED"] and game.color == "Y"
    assert game.turn == 1
    whole_deck(game)


def test_deck_4_10_shedding_to_one_card_opens_the_uno_window_and_to_none_goes_out(table):
    game = table("Y*SHED Y2 G3", "B5 B6", "Y1 Y2", first="Y7", rules=blanks("Y*SHED"))
    game.apply(0, "play Y*SHED")
    assert game.uno_window == 0 and "catch 0" in game.legal_actions(1)
    game = table("Y*SHED Y2 Y3", "B5 B6", "Y1 Y2", first="Y7", rules=blanks("Y*SHED"))
    events = game.apply(0, "play Y*SHED")
    assert kinds(events)[-1] == "round-over" and game.winner == 0


def test_deck_4_11_the_next_player_must_play_the_named_colour(table):
    game = table("G*NAME R2 R3", "B5 R7 W Y3", "Y1 Y2 Y3", first="G7", rules=blanks("G*NAME"))
    events = game.apply(0, "play G*NAME")
    assert kinds(events) == ["play", "blank-choice"]
    assert (game.phase, game.turn) == ("color", 0)
    events = game.apply(0, "color B")
    assert kinds(events) == ["color", "blank", "turn"]
    assert (events[1].target, events[1].color) == (1, "B")
    # Neither the Wild nor another rule's symbol: only blue.
    assert game.legal_actions(1) == ["play B5", "draw"]
    refused(game, 1, "play W R", "named-colour-only")
    refused(game, 1, "play R7", "named-colour-only")
    game.apply(1, "play B5")
    assert game.legal_actions(2) == ["draw"]


def test_deck_4_11_without_the_colour_draw_until_it_comes(table):
    game = table("G*NAME R2 R3", "R5 R6", "Y1 Y2 Y3", first="G7", draw="Y5 G1 B9 R3", rules=blanks("G*NAME"))
    game.apply(0, "play G*NAME")
    game.apply(0, "color B")
    events = game.apply(1, "draw")
    assert kinds(events) == ["draw"] and events[0].count == 3 and events[0].mode == "match"
    assert (game.phase, game.drawn) == ("drawn", Card.parse("B9"))
    assert game.legal_actions(1) == ["play B9", "pass"]
    # Kept: the named colour stays, matched as after a Wild.
    game.apply(1, "pass")
    assert game.turn == 2 and game.color == "B"
    assert set(game.legal_actions(2)) == {"draw"}
    events = game.apply(2, "draw")
    assert events[0].count == 1  # no longer drawn until blue comes


def test_deck_4_11_the_demand_ends_when_the_named_colour_is_played(table):
    game = table("G*NAME R2 R3", "B5 R6 R7", "Y1 Y2 G*NAME", first="G7", rules=blanks("G*NAME", "G*NAME"))
    game.apply(0, "play G*NAME")
    game.apply(0, "color B")
    game.apply(1, "play B5")
    # Normal matching again: blue, a 5, or a Wild.
    assert game.color == "B" and game.legal_actions(2) == ["draw"]


# ---- positions (position.py) with blank cards ---------------------------------------------

def test_deck_4_positions_keep_the_choice_to_make_and_the_named_colour(table):
    game = table("Y*PICK G*NAME R2 R3", "B5 B6 B7", "Y1 Y2 Y3", first="Y7", rules=blanks("Y*PICK", "G*NAME"))
    game.apply(0, "play Y*PICK")
    assert game.phase == "choose"
    again = Game.from_position(game.position())
    assert again.phase == "choose" and again.legal_actions(0) == game.legal_actions(0)
    game.apply(0, "choose 1")
    game = table("G*NAME R2 R3", "R5 R6 B1", "Y1 Y2 Y3", first="G7", draw="Y5 G1 B9", rules=blanks("G*NAME"))
    game.apply(0, "play G*NAME")
    game.apply(0, "color B")
    text = game.position()
    assert " color=B! " in text
    again = Game.from_position(text)
    assert again.legal_actions(1) == game.legal_actions(1) == ["play B1", "draw"]
    assert again.view(1).named and again.view(2).named
    # Drawn until blue comes, in the copy as in the game.
    assert [e.count for e in again.apply(1, "draw")] == [e.count for e in game.apply(1, "draw")]


def test_deck_4_1_worlds_dealt_for_the_hard_bot_hold_the_blank_cards():
    from uno_audio.bots.knowledge import Knowledge
    from uno_audio.bots.worlds import deal
    rules = blanks(*ALL)
    game = Game(4, rules, seed=5)
    view = game.view(game.turn)
    world = deal(view, Knowledge(view), random.Random(2))
    cards = sorted(world.draw_pile + world.discard + [c for h in world.hands for c in h])
    assert cards == sorted(full_deck(False, rules.blank_cards))
