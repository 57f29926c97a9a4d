"""The house rules of RULES.md (VAR-ANSWER to VAR-CLOCK), each clause in the exact
situation it speaks of. Tables as in test_engine_variants.py: seat 0 plays first."""

import pytest

from uno_audio.engine import Game, Rules
from uno_audio.engine.rules import DRAWS_UNLIMITED

from conftest import assert_whole_deck
from engine_helpers import hand, kinds, refused


def moves(game, seat):
    """The legal actions apart from saying UNO and catching (short hands open those)."""
    return [a for a in game.legal_actions(seat) if a != "uno" and not a.startswith("catch")]


# ---- VAR-ANSWER: a Skip or a Reverse passes a pending Draw Two on ----------------------

ANSWER = Rules(advanced_responses=True)


def test_var_answer_1_a_skip_passes_the_pending_draw_two_to_the_next_player(table):
    game = table("R+2 R1", "RS B5", "Y1 Y2", "G1 G2", first="R5", rules=ANSWER)
    game.apply(0, "play R+2")
    assert (game.turn, game.phase, game.pending) == (1, "penalty", 2)
    assert moves(game, 1) == ["play RS", "draw"]
    game.apply(1, "play RS")
    assert (game.turn, game.phase, game.pending, game.direction) == (2, "penalty", 2, 1)
    game.apply(2, "draw")
    assert hand(game, 2) == ["Y1", "Y2"] + hand(game, 2)[2:] and len(game.hands[2]) == 4
    assert (game.turn, game.pending) == (3, 0)
    assert_whole_deck(game)


def test_var_answer_2_a_reverse_turns_the_draw_back(table):
    game = table("R+2 R1", "RR B5", "Y1 Y2", "G1 G2", first="R5", rules=ANSWER)
    game.apply(0, "play R+2")
    events = game.apply(1, "play RR")
    assert "reverse" in kinds(events)
    assert (game.turn, game.phase, game.pending, game.direction) == (0, "penalty", 2, -1)
    assert moves(game, 0) == ["draw"]
    game.apply(0, "draw")
    assert len(game.hands[0]) == 3 and game.turn == 3


def test_var_answer_2_with_two_players_it_goes_back_to_the_other(table):
    game = table("R+2 R1 R2", "GS RS B5", first="R5", rules=ANSWER)
    game.apply(0, "play R+2")
    game.apply(1, "play RS")
    assert (game.turn, game.phase, game.pending) == (0, "penalty", 2)


def test_var_answer_3_the_answer_must_match_and_never_on_a_wild_draw_four(table):
    game = table("R+2 +4 R1", "GS BR G+2 B5", "Y1 Y2", first="R5", rules=ANSWER)
    game.apply(0, "play R+2")
    refused(game, 1, "play GS", "must-draw")    # a green Skip does not match a red Draw Two
    refused(game, 1, "play BR", "must-draw")
    refused(game, 1, "play G+2", "must-draw")   # no stacking without VAR-STACK
    game = table("+4 B1", "GS RS B5", "Y1 Y2", first="R5", rules=ANSWER)
    game.apply(0, "play +4 R")
    assert game.turn == 2 and len(game.hands[1]) == 7  # no answer: drawn at once


def test_var_answer_3_a_skip_chain_then_a_matching_skip_or_a_stack(table):
    rules = Rules(advanced_responses=True, stacking=True)
    game = table("R+2 R1", "RS B5", "GS Y1", "R+2 G+2 G1", first="R5", rules=rules)
    game.apply(0, "play R+2")
    game.apply(1, "play RS")
    game.apply(2, "play GS")  # a Skip on a Skip, by symbol
    assert (game.turn, game.pending) == (3, 2)
    assert moves(game, 3) == ["play G+2", "draw"]
    game.apply(3, "play G+2")
    assert (game.turn, game.pending) == (0, 4)


def test_var_answer_4_a_last_skip_passes_the_total_and_ends_the_round(table):
    game = table("R+2 R1", "RS", "Y1 Y2", "G1 G2", first="R5", rules=ANSWER)
    game.apply(0, "play R+2")
    game.apply(1, "play RS")
    assert game.round_over and game.winner == 1 and len(game.hands[2]) == 4
    assert_whole_deck(game)


def test_var_answer_off_a_skip_is_refused_on_a_pending_draw(table):
    game = table("R+2 R1", "RS B5", "Y1 Y2", first="R5", rules=Rules(stacking=True))
    game.apply(0, "play R+2")
    refused(game, 1, "play RS", "must-draw")


# ---- VAR-MIXSTACK ----------------------------------------------------------------------

MIX = Rules(stacking=True, mixed_stacking=True)


def test_var_mixstack_a_wild_draw_four_on_a_draw_two(table):
    game = table("R+2 R1", "+4 B5", "Y1 Y2", first="R5", rules=MIX)
    game.apply(0, "play R+2")
    assert moves(game, 1) == ["play +4 R", "play +4 Y", "play +4 G", "play +4 B", "draw"]
    game.apply(1, "play +4 G")
    assert (game.turn, game.pending, game.color) == (2, 6, "G")


def test_var_mixstack_a_draw_two_of_the_named_colour_on_a_wild_draw_four(table):
    game = table("+4 B1", "R+2 G+2 B5", "Y1 Y2", first="B5", rules=Rules(stacking=True, mixed_stacking=True, bluff=True))
    game.apply(0, "play +4 G")
    assert "play G+2" in moves(game, 1) and "play R+2" not in moves(game, 1)
    refused(game, 1, "play R+2", "must-draw")
    game.apply(1, "play G+2")
    assert (game.turn, game.pending) == (2, 6)
    refused(game, 2, "challenge", "nothing-to-challenge")  # the Wild Draw Four is covered


def test_var_mixstack_a_wild_draw_four_on_a_draw_two_still_obeys_play_3(table):
    game = table("R+2 R1", "+4 R9 B5", "Y1 Y2", first="R5", rules=MIX)
    game.apply(0, "play R+2")
    refused(game, 1, "play +4 B", "wild-draw-four-with-colour")


def test_var_mixstack_alone_changes_nothing(table):
    game = table("R+2 R1", "+4 B5", "Y1 Y2", first="R5", rules=Rules(mixed_stacking=True))
    game.apply(0, "play R+2")
    assert game.turn == 2 and len(game.hands[1]) == 4


# ---- VAR-SEQWRAP -----------------------------------------------------------------------

def test_var_seqwrap_nine_leads_up_to_zero_and_on(table):
    game = table("Y8 Y9 Y0 Y1 B1", "G1 G2", "R3 R4", first="Y5",
                 rules=Rules(sequences=True, sequence_wrap=True))
    game.apply(0, "play Y8")
    game.apply(0, "play Y9")
    assert moves(game, 0) == ["play Y0"]
    game.apply(0, "play Y0")
    game.apply(0, "play Y1")
    assert hand(game, 0) == ["B1"]


def test_var_seqwrap_zero_leads_down_to_nine_but_not_back_up(table):
    game = table("Y1 Y0 Y9 Y2 B1", "G1 G2", "R3 R4", first="Y5",
                 rules=Rules(sequences=True, sequence_wrap=True))
    game.apply(0, "play Y1")
    game.apply(0, "play Y0")
    assert moves(game, 0) == ["play Y9"]
    refused(game, 0, "play Y2", "not-your-turn")
    game.apply(0, "play Y9")
    assert str(game.top) == "Y9"


def test_var_seqwrap_alone_changes_nothing(table):
    game = table("Y9 Y0 B1", "G1 G2", "R3 R4", first="Y5", rules=Rules(sequence_wrap=True))
    game.apply(0, "play Y9")
    refused(game, 0, "play Y0", "not-your-turn")


# ---- VAR-07-MUST -----------------------------------------------------------------------

def test_var_07_must_the_seven_must_swap(table):
    game = table("R7 R1 R2", "B5 B6", "Y1", first="R5", rules=Rules(seven_zero=True, seven_must_swap=True))
    game.apply(0, "play R7")
    assert moves(game, 0) == ["swap 1", "swap 2"]
    refused(game, 0, "pass", "must-swap")
    game.apply(0, "swap 2")
    assert hand(game, 0) == ["Y1"] and hand(game, 2) == ["R1", "R2"]


def test_var_07_must_a_swap_hands_blank_keeps_its_choice(table):
    rules = Rules(seven_zero=True, seven_must_swap=True, blank_cards=("R*SWAP",))
    game = table("R*SWAP R1 R2", "B5 B6", "Y1", first="R5", rules=rules)
    game.apply(0, "play R*SWAP")
    assert "pass" in moves(game, 0)
    game.apply(0, "pass")
    assert game.turn == 1


def test_var_07_must_alone_changes_nothing(table):
    game = table("R7 R1 R2", "B5 B6", "Y1", first="R5", rules=Rules(seven_must_swap=True))
    game.apply(0, "play R7")
    assert (game.turn, game.phase) == (1, "play")


# ---- VAR-JUMPON and VAR-JUMPACT ---------------------------------------------------------

def test_var_jumpon_the_jumper_takes_the_turn(table):
    game = table("R5 B1", "G1 G2", "R5 R3 G9", "Y1 Y2", first="R9", rules=Rules(jump_in=True, jump_in_plays_on=True))
    game.apply(0, "play R5")
    events = game.apply(2, "play R5")
    assert events[0].mode == "jump-in"
    assert (game.turn, game.phase) == (2, "play")
    assert "play R3" in moves(game, 2)
    game.apply(2, "play R3")
    assert game.turn == 3


def test_var_jumpon_off_play_goes_on_after_the_jumper(table):
    game = table("R5 B1", "G1 G2", "R5 R3 G9", "Y1 Y2", first="R9", rules=Rules(jump_in=True))
    game.apply(0, "play R5")
    game.apply(2, "play R5")
    assert game.turn == 3


def test_var_jumpon_an_action_card_acts_as_in_turn(table):
    rules = Rules(jump_in=True, jump_in_actions=True, jump_in_plays_on=True)
    game = table("RS B1", "G1 G2", "RS R3 G9", "Y1 Y2", first="R9", rules=rules)
    game.apply(0, "play RS")  # skips seat 1
    assert game.turn == 2
    game = table("RS B1", "G1 G2", "Y1 Y2", "RS R3", first="R9", rules=rules)
    game.apply(0, "play RS")
    events = game.apply(3, "play RS")  # seat 3 jumps in: the Skip skips seat 0
    assert events[0].mode == "jump-in" and ("skip", 0) in [(e.kind, e.seat) for e in events]
    assert game.turn == 1


def test_var_jumpact_identical_action_cards_jump_in(table):
    game = table("R+2 B1", "G1 G2", "Y1 Y2", "R+2 R3", first="R9",
                 rules=Rules(jump_in=True, jump_in_actions=True))
    game.apply(0, "play R+2")  # seat 1 draws two and loses the turn
    assert game.turn == 2 and moves(game, 3) == ["play R+2"]
    events = game.apply(3, "play R+2")  # seat 0 draws two now
    assert events[0].mode == "jump-in" and len(game.hands[0]) == 3 and game.turn == 1
    game2 = table("RR B1", "RR G2", "Y1 Y2", "G3 R3", first="R9", rules=Rules(jump_in=True, jump_in_actions=True))
    game2.apply(0, "play RR")
    assert game2.turn == 3
    events = game2.apply(1, "play RR")  # identical: jumps in and turns play back
    assert events[0].mode == "jump-in" and game2.direction == 1 and game2.turn == 2


def test_var_jumpact_only_identical_and_never_a_wild(table):
    rules = Rules(jump_in=True, jump_in_actions=True)
    game = table("RS B1", "GS G2", "Y1 Y2", "W R3", first="R9", rules=rules)
    game.apply(0, "play RS")
    game.apply(1, "play GS")  # a failed jump-in: not identical
    assert len(game.hands[1]) == 2 and str(game.top) == "RS"
    game = table("W B1", "G1 G2", "W Y2", first="R9", rules=rules)
    game.apply(0, "play W G")
    events = game.apply(2, "play W G")
    assert kinds(events) == ["jump-in-failed"] and str(game.top) == "W"


def test_var_jumpact_off_an_action_card_jump_in_fails(table):
    game = table("RS B1", "G1 G2", "Y1 Y2", "RS R3", first="R9", rules=Rules(jump_in=True))
    game.apply(0, "play RS")
    events = game.apply(3, "play RS")
    assert kinds(events) == ["jump-in-failed"] and len(game.hands[3]) == 2


# ---- VAR-OPTDRAW -------------------------------------------------------------------------

def test_var_optdraw_1_draw_holding_a_playable_card_then_play_any_card(table):
    game = table("R1 G7", "B5 B6", "Y1", first="R5", draw=["B9", "Y3", "Y4"], rules=Rules(optional_draws=2))
    game.apply(0, "draw")
    assert (game.turn, game.phase) == (0, "drawn") and hand(game, 0) == ["R1", "G7", "B9"]
    assert moves(game, 0) == ["play R1", "draw", "pass"]
    refused(game, 0, "play G7", "card-does-not-match")
    game.apply(0, "draw")
    assert moves(game, 0) == ["play R1", "pass"]
    refused(game, 0, "draw", "no-more-draws")
    game.apply(0, "play R1")
    assert game.turn == 1 and hand(game, 0) == ["G7", "B9", "Y3"]


def test_var_optdraw_1_pass_after_drawing(table):
    game = table("R1 G7", "B5 B6", "Y1", first="R5", draw=["B9"], rules=Rules(optional_draws=3))
    game.apply(0, "draw")
    game.apply(0, "pass")
    assert game.turn == 1 and len(game.hands[0]) == 3


def test_var_optdraw_1_no_limit(table):
    game = table("R1 G7", "B5 B6", "Y1", first="R5", rules=Rules(optional_draws=DRAWS_UNLIMITED))
    for _ in range(25):
        game.apply(0, "draw")
    assert game.turn == 0 and len(game.hands[0]) == 27 and "draw" in moves(game, 0)
    assert_whole_deck(game)


def test_var_optdraw_2_nothing_to_play_after_the_last_draw_passes(table):
    game = table("G7", "B5 B6", "Y1", first="R5", draw=["B9"], rules=Rules(optional_draws=1))
    events = game.apply(0, "draw")
    assert game.turn == 1 and kinds(events) == ["draw", "turn"]


def test_var_optdraw_2_a_playable_draw_with_draws_left_waits(table):
    game = table("G7", "B5 B6", "Y1", first="R5", draw=["B9", "R2"], rules=Rules(optional_draws=2))
    game.apply(0, "draw")
    assert (game.turn, game.phase, game.drawn) == (0, "drawn", None)
    assert moves(game, 0) == ["draw", "pass"]
    game.apply(0, "draw")
    assert str(game.drawn) == "R2" and moves(game, 0) == ["play R2", "pass"]


def test_var_optdraw_3_over_draw_to_match_and_not_for_a_penalty(table):
    rules = Rules(optional_draws=1, draw_to_match=True)
    game = table("G7", "B5 B6", "Y1", first="R5", draw=["B9", "B8", "R2"], rules=rules)
    game.apply(0, "draw")
    assert len(game.hands[0]) == 2 and game.turn == 1
    game = table("R+2 R1", "B5 B6", "Y1", first="R5", rules=Rules(optional_draws=5))
    game.apply(0, "play R+2")
    assert len(game.hands[1]) == 4 and game.turn == 2


def test_var_optdraw_positions_keep_the_draws(table):
    game = table("R1 G7", "B5 B6", "Y1", first="R5", draw=["B9", "Y3"], rules=Rules(optional_draws=2))
    game.apply(0, "draw")
    same = Game.from_position(game.position())
    assert "draws=1" in game.position()
    same.apply(0, "draw")
    assert same.legal_actions(0) == ["play R1", "pass"]


def test_rules_refuse_out_of_range_options():
    with pytest.raises(ValueError):
        Rules(optional_draws=21)
    with pytest.raises(ValueError):
        Rules(turn_clock=5)
    assert Rules(turn_clock=300).turn_clock == 300


def test_play_4_a_drawn_card_played_into_a_penalty_leaves_nothing_drawn(table):
    """The drawn card once played is no longer "the card drawn": the seat that must answer
    the penalty holds no such card, and its position reads back."""
    game = table("B1 B2", "G5 G6", "Y1", first="R5", draw=["R+2"], rules=Rules(stacking=True))
    game.apply(0, "draw")
    assert str(game.drawn) == "R+2"
    game.apply(0, "play R+2")
    assert (game.turn, game.phase, game.state().drawn) == (1, "penalty", None)
    assert Game.from_position(game.position()).state() == game.state()
