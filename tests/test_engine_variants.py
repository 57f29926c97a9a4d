"""The variants of RULES.md (VAR-*), each on its own; random play with them mixed is in
test_engine_properties.py. Tables as in test_engine_rules.py: seat 0 plays first."""


import pytest

from uno_audio.engine import Game, IllegalAction, Rules


from engine_helpers import hand, kinds, refused


# ---- VAR-STACK ------------------------------------------------------------------------

STACK = Rules(stacking=True)


def test_var_stack_draw_two_on_draw_two_passes_the_total_on(table):
    game = table("R+2 R1 R3", "G+2 B5 B6", "Y1 Y2", first="R5", rules=STACK)
    game.apply(0, "play R+2")
    assert (game.turn, game.phase, game.pending) == (1, "penalty", 2)
    assert game.legal_actions(1) == ["play G+2", "draw"]
    refused(game, 1, "play B5", "must-draw")
    game.apply(1, "play G+2")
    assert (game.turn, game.phase, game.pending) == (2, "penalty", 4)
    events = game.apply(2, "draw")
    assert len(game.hands[2]) == 6 and game.pending == 0
    assert ("skip", 2) in [(e.kind, e.seat) for e in events]
    assert game.turn == 0


def test_var_stack_wild_draw_four_on_wild_draw_four(table):
    game = table("+4 B1 B3", "+4 B5 B6", "Y1 Y2", first="R5", rules=STACK)
    game.apply(0, "play +4 G")
    assert game.legal_actions(1) == ["play +4 R", "play +4 Y", "play +4 G", "play +4 B", "draw"]
    game.apply(1, "play +4 Y")
    assert (game.turn, game.pending, game.color) == (2, 8, "Y")
    game.apply(2, "draw")
    assert len(game.hands[2]) == 10


def test_var_stack_no_draw_two_on_wild_draw_four_nor_the_reverse(table):
    game = table("+4 B1 B3", "G+2 B5 +4", "Y1 Y2", first="R5", rules=STACK)
    game.apply(0, "play +4 G")
    refused(game, 1, "play G+2", "must-draw")
    game = table("R+2 R1 R3", "+4 B5 G+2", "Y1 Y2", first="R5", rules=STACK)
    game.apply(0, "play R+2")
    refused(game, 1, "play +4 B", "must-draw")


def test_var_stack_wild_draw_four_stack_still_obeys_play_3(table):
    game = table("+4 B1 B3", "+4 G5 B6", "Y1 Y2", first="R5", rules=STACK)
    game.apply(0, "play +4 G")
    assert game.legal_actions(1) == ["draw"]
    refused(game, 1, "play +4 B", "wild-draw-four-with-colour")


def test_var_stack_a_draw_two_after_the_stack_was_drawn_counts_two_again(table):
    game = table("R+2 Y+2 R3", "G+2 B5 B6", "Y1 Y2", first="R5", rules=STACK)
    game.apply(0, "play R+2")
    game.apply(1, "play G+2")
    game.apply(2, "draw")
    game.apply(0, "play Y+2")
    assert (game.turn, game.pending) == (1, 2)


def test_var_stack_off_the_victim_has_no_choice(table):
    game = table("R+2 R1 R3", "G+2 B5 B6", "Y1 Y2", first="R5")
    game.apply(0, "play R+2")
    assert game.turn == 2 and len(game.hands[1]) == 5


# ---- VAR-SEQ --------------------------------------------------------------------------

SEQ = Rules(sequences=True)


def test_var_seq_consecutive_numbers_of_one_colour_in_the_same_turn(table):
    game = table("Y2 Y3 Y4 B1", "G1 G2", "R3 R4", first="Y1", rules=SEQ)
    events = game.apply(0, "play Y2")
    assert game.turn == 1  # the next player may play as soon as the first card is down
    assert ("sequence", 0) in [(e.kind, e.seat) for e in events]
    assert game.legal_actions(0) == ["play Y3"]
    events = game.apply(0, "play Y3")
    assert events[0].mode == "sequence" and game.turn == 1
    game.apply(0, "play Y4")
    assert hand(game, 0) == ["B1"] and str(game.top) == "Y4" and game.turn == 1


def test_var_seq_descending_and_the_second_card_fixes_the_direction(table):
    game = table("Y5 Y4 Y3 Y6 B1", "G1 G2", "R3 R4", first="Y9", rules=SEQ)
    game.apply(0, "play Y5")
    assert game.legal_actions(0) == ["play Y4", "play Y6"]
    game.apply(0, "play Y4")
    assert game.legal_actions(0) == ["play Y3"]
    refused(game, 0, "play Y6", "not-your-turn")


def test_var_seq_no_wrap_from_nine_to_zero_and_one_colour_only(table):
    game = table("Y8 Y9 Y0 G0 B1", "G1 G2", "R3 R4", first="Y1", rules=SEQ)
    game.apply(0, "play Y8")
    game.apply(0, "play Y9")
    assert game.legal_actions(0) == []
    refused(game, 0, "play Y0", "not-your-turn")
    refused(game, 0, "play G0", "not-your-turn")


def test_var_seq_the_right_lapses_when_the_next_player_plays(table):
    game = table("Y2 Y3 B1", "Y5 G2 G3", "R3 R4", first="Y1", rules=SEQ)
    game.apply(0, "play Y2")
    game.apply(1, "play Y5")
    assert game.sequence == (1, game.top)
    refused(game, 0, "play Y3", "not-your-turn")


def test_var_seq_the_right_lapses_when_the_next_player_draws(table):
    game = table("Y2 Y3 B1", "G2 G3", "R3 R4", first="Y1", rules=SEQ, draw=["B9"])
    game.apply(0, "play Y2")
    game.apply(1, "draw")
    assert game.sequence is None
    refused(game, 0, "play Y3", "not-your-turn")


def test_var_seq_the_right_lapses_when_anyone_else_plays(table):
    game = table("Y2 Y3 B1", "G2 G3", "Y2 R4", "B5 B6", first="Y1",
                 rules=Rules(sequences=True, jump_in=True))
    game.apply(0, "play Y2")
    game.apply(2, "play Y2")  # a jump-in
    assert game.sequence == (2, game.top) and game.turn == 3
    assert "play Y3" not in game.legal_actions(0)


def test_var_seq_a_sequence_card_opens_the_uno_window(table):
    game = table("Y2 Y3 B1", "G2 G3", "R3 R4", first="Y1", rules=SEQ)
    game.apply(0, "play Y2")
    game.apply(0, "play Y3")
    assert game.uno_window == 0 and "catch 0" in game.legal_actions(2)


def test_var_seq_a_seven_keeps_its_swap_and_ends_the_sequence(table):
    rules = Rules(sequences=True, seven_zero=True)
    game = table("Y5 Y6 Y7 Y8 B1", "G1 G2", "R3 R4", first="Y1", rules=rules)
    game.apply(0, "play Y5")
    game.apply(0, "play Y6")
    events = game.apply(0, "play Y7")
    assert kinds(events) == ["play", "swap-choice"]
    # The 7's player chooses, nobody else acts meanwhile.
    assert (game.phase, game.turn) == ("swap", 0)
    assert game.legal_actions(0) == ["swap 1", "swap 2", "pass"]
    assert game.legal_actions(1) == [] and game.sequence is None
    refused(game, 1, "play G1", "swap-pending")
    game.apply(0, "swap 2")
    assert hand(game, 2) == ["Y8", "B1"] and hand(game, 0) == ["R3", "R4"]
    assert (game.phase, game.turn) == ("play", 1)


def test_var_seq_a_zero_keeps_its_rotation_and_ends_the_sequence(table):
    rules = Rules(sequences=True, seven_zero=True)
    game = table("Y2 Y1 Y0 B1", "G1 G2", "R3 R4", first="Y3", rules=rules)
    game.apply(0, "play Y2")
    game.apply(0, "play Y1")
    events = game.apply(0, "play Y0")
    assert "rotate" in kinds(events)
    assert hand(game, 1) == ["B1"] and hand(game, 2) == ["G1", "G2"] and hand(game, 0) == ["R3", "R4"]
    assert game.turn == 1 and game.sequence is None


def test_var_seq_off_only_one_card_a_turn(table):
    game = table("Y2 Y3 B1", "G2 G3", "R3 R4", first="Y1")
    game.apply(0, "play Y2")
    refused(game, 0, "play Y3", "not-your-turn")


# ---- VAR-JUMP -------------------------------------------------------------------------

JUMP = Rules(jump_in=True)


def test_var_jump_identical_number_card_out_of_turn_and_play_continues_from_the_jumper(table):
    game = table("G7 R1 R2", "G1 G2", "G7 B3 B4", "Y1 Y2", first="G5", rules=JUMP)
    game.apply(0, "play G7")
    assert game.legal_actions(2)[0] == "play G7"
    events = game.apply(2, "play G7")
    assert events[0].mode == "jump-in" and events[0].seat == 2
    assert game.turn == 3  # seat 1 lost their turn


def test_var_jump_only_number_cards(table):
    game = table("GS R1 R2", "G1 G2", "B3 B4", "GS Y1 Y2", first="G5", rules=JUMP)
    game.apply(0, "play GS")
    assert game.turn == 2 and "play GS" not in game.legal_actions(3)
    events = game.apply(3, "play GS")
    assert kinds(events) == ["jump-in-failed"]
    assert hand(game, 3) == ["GS", "Y1", "Y2"] and game.turn == 2


def test_var_jump_failed_jump_in_costs_points_never_below_zero(table):
    game = table("G7 R1 R2", "G1 G2", "R7 B3 B4", "Y1 Y2", first="G5", rules=JUMP)
    game.apply(0, "play G7")
    events = game.apply(2, "play R7")  # not identical
    assert kinds(events) == ["jump-in-failed"] and events[0].count == 0
    assert game.scores == [0, 0, 0, 0] and hand(game, 2) == ["R7", "B3", "B4"]
    game.scores[2] = 10
    events = game.apply(2, "play R7")
    assert events[0].count == 3 and game.scores[2] == 7
    assert game.turn == 1 and str(game.top) == "G7"
    game.scores[2] = 2
    game.apply(2, "play B3")
    assert game.scores[2] == 0


def test_var_jump_too_late_costs_points(table):
    game = table("G7 R1 R2", "G1 G2", "B3 B4", "G7 Y1 Y2", first="G5", rules=JUMP)
    game.apply(0, "play G7")
    game.apply(1, "play G1")
    game.scores[3] = 5
    events = game.apply(3, "play G7")
    assert kinds(events) == ["jump-in-failed"] and game.scores[3] == 2


@pytest.mark.parametrize("scoring", ["lowest", "elimination"])
def test_var_jump_failed_jump_in_adds_points_under_lowest_and_elimination(table, scoring):
    game = table("G7 R1 R2", "G1 G2", "R7 B3 B4", "Y1 Y2", first="G5",
                 rules=Rules(jump_in=True, scoring=scoring))
    game.apply(0, "play G7")
    game.apply(2, "play R7")
    assert game.scores == [0, 0, 3, 0]


def test_var_jump_failed_jump_in_under_teams_costs_the_team(table):
    game = table("G7 R1 R2", "G1 G2", "R7 B3 B4", "Y1 Y2", first="G5",
                 rules=Rules(jump_in=True, teams=True))
    game.scores[:] = [10, 10]
    game.apply(0, "play G7")
    game.apply(2, "play R7")
    assert game.scores == [7, 10]


def test_var_jump_the_penalty_is_a_setting(table):
    game = table("G7 R1 R2", "G1 G2", "R7 B3 B4", first="G5",
                 rules=Rules(jump_in=True, jump_in_penalty=5, scoring="lowest"))
    game.apply(0, "play G7")
    game.apply(2, "play R7")
    assert game.scores == [0, 0, 5]


def test_var_jump_no_jump_in_on_your_own_card(table):
    game = table("G7 G7 R2", "G1 G2", "B3 B4", first="G5", rules=JUMP)
    game.apply(0, "play G7")
    refused(game, 0, "play G7", "own-card")


def test_var_jump_refused_and_free_while_a_penalty_is_pending(table):
    game = table("R+2 R1 R2", "G1 G2", "R+2 B3 R5", first="R5", rules=Rules(jump_in=True, stacking=True))
    game.apply(0, "play R+2")
    refused(game, 2, "play R+2", "penalty-pending")
    refused(game, 2, "play R5", "penalty-pending")


def test_var_jump_refused_and_free_while_a_colour_is_pending(table):
    game = table("G1 G2", "G7 B1", "Y3", first="W", rules=JUMP)
    refused(game, 1, "play G7", "color-pending")


def test_var_jump_refused_and_free_while_a_seven_swap_is_pending(table):
    game = table("R7 R1 R2", "G1 G2", "R7 B3", first="R5", rules=Rules(jump_in=True, seven_zero=True))
    game.apply(0, "play R7")
    refused(game, 2, "play R7", "swap-pending")


def test_var_jump_refused_and_free_while_a_buzzer_window_is_open(table):
    game = table("Z R1 R2", "G1 G2", "R7 B3", first="R5", rules=Rules(jump_in=True, buzzer=True))
    game.apply(0, "play Z")
    refused(game, 2, "play R7", "buzzer-pending")


def test_var_jump_off_out_of_turn_plays_are_refused(table):
    game = table("G7 R1 R2", "G1 G2", "G7 B3 B4", first="G5")
    game.apply(0, "play G7")
    refused(game, 2, "play G7", "not-your-turn")
    assert game.legal_actions(2) == []


# ---- VAR-SUPERJUMP --------------------------------------------------------------------

SUPER = Rules(super_jump_in=True)


def test_var_superjump_same_number_any_colour(table):
    game = table("G7 R1 R2", "G1 G2", "B7 B3 B4", "Y1 Y2", first="G5", rules=SUPER)
    game.apply(0, "play G7")
    assert game.legal_actions(2)[0] == "play B7"
    game.apply(2, "play B7")
    assert game.turn == 3 and game.color == "B"


def test_var_superjump_a_jumped_in_skip_acts_as_if_played_in_turn(table):
    game = table("GS R1 R2", "G1 G2", "BS B3 B4", "Y1 Y2", first="G5", rules=SUPER)
    game.apply(0, "play GS")
    assert game.turn == 2
    events = game.apply(2, "play BS")
    assert ("skip", 3) in [(e.kind, e.seat) for e in events]
    assert game.turn == 0


def test_var_superjump_a_jumped_in_reverse_flips_from_the_jumper(table):
    game = table("G1 R1 R2", "GR G2", "BR B3 B4", "Y1 Y2", first="G5", rules=SUPER)
    game.apply(0, "play G1")
    game.apply(1, "play GR")
    assert (game.turn, game.direction) == (0, -1)
    game.apply(2, "play BR")
    assert (game.turn, game.direction) == (3, 1)


def test_var_superjump_a_jumped_in_draw_two_hits_the_jumpers_next(table):
    game = table("G+2 R1 R2", "G1 G2", "B+2 B3 B4", "Y1 Y2", first="G5", rules=SUPER)
    game.apply(0, "play G+2")
    assert game.turn == 2 and len(game.hands[1]) == 4
    game.apply(2, "play B+2")
    assert len(game.hands[3]) == 4 and game.turn == 0


def test_var_superjump_not_wilds_nor_the_buzzer(table):
    game = table("W R1 R2", "G1 G2", "W Z B4", "Y1 Y2", first="G5",
                 rules=Rules(super_jump_in=True, buzzer=True))
    game.apply(0, "play W R")
    assert game.legal_actions(2) == []
    assert kinds(game.apply(2, "play W R")) == ["jump-in-failed"]
    assert kinds(game.apply(2, "play Z")) == ["jump-in-failed"]


def test_var_superjump_off_other_colours_fail(table):
    game = table("G7 R1 R2", "G1 G2", "B7 B3 B4", first="G5", rules=JUMP)
    game.apply(0, "play G7")
    assert kinds(game.apply(2, "play B7")) == ["jump-in-failed"]


# ---- VAR-BLUFF ------------------------------------------------------------------------

def test_var_bluff_wild_draw_four_may_be_played_at_any_time(table):
    game = table("+4 R1 R2", "G1 G2", "B3", first="R5", rules=Rules(bluff=True))
    assert "play +4 B" in game.legal_actions(0)
    game.apply(0, "play +4 B")
    assert (game.turn, game.phase) == (1, "penalty")
    game.apply(1, "draw")
    assert len(game.hands[1]) == 6 and game.turn == 2


def test_var_bluff_a_draw_two_is_still_drawn_at_once(table):
    game = table("R+2 R1 R2", "G1 G2", "B3", first="R5", rules=Rules(bluff=True))
    game.apply(0, "play R+2")
    assert game.turn == 2 and len(game.hands[1]) == 4


# ---- VAR-DRAWPLAY ---------------------------------------------------------------------

DRAWPLAY = Rules(draw_then_play=True)


@pytest.mark.parametrize("card, count", [("R+2", 2), ("+4 G", 4)])
def test_var_drawplay_after_drawing_the_player_still_takes_their_turn(table, card, count):
    game = table(card.split()[0] + " B1 B2", "G1 G2", "B3", first="R5", rules=DRAWPLAY)
    game.apply(0, "play " + card)
    assert len(game.hands[1]) == 2 + count
    assert (game.turn, game.phase) == (1, "play")


def test_var_drawplay_with_stacking_after_drawing_the_total(table):
    game = table("R+2 R1 R2", "G+2 G2", "B3", first="R5",
                 rules=Rules(draw_then_play=True, stacking=True))
    game.apply(0, "play R+2")
    game.apply(1, "play G+2")
    game.apply(2, "draw")
    assert (game.turn, game.phase, len(game.hands[2])) == (2, "play", 5)


# ---- VAR-07 ---------------------------------------------------------------------------

SEVEN_ZERO = Rules(seven_zero=True)


def test_var_07_a_zero_passes_every_hand_on_in_the_direction_of_play(table):
    game = table("R0 R1 R2", "G1 G2", "B3", first="R5", rules=SEVEN_ZERO)
    events = game.apply(0, "play R0")
    assert "rotate" in kinds(events)
    assert (hand(game, 0), hand(game, 1), hand(game, 2)) == (["B3"], ["R1", "R2"], ["G1", "G2"])
    assert game.turn == 1


def test_var_07_a_zero_passes_hands_counter_clockwise_after_a_reverse(table):
    game = table("RR R1 R2", "G1 G2", "B3", "R0 Y1 Y2", first="R5", rules=SEVEN_ZERO)
    game.apply(0, "play RR")
    game.apply(3, "play R0")
    # From seat 3 counter-clockwise: 3 -> 2 -> 1 -> 0 -> 3.
    assert hand(game, 2) == ["Y1", "Y2"] and hand(game, 1) == ["B3"]
    assert hand(game, 0) == ["G1", "G2"] and hand(game, 3) == ["R1", "R2"]
    assert game.turn == 2


def test_var_07_a_seven_lets_the_player_swap_hands_with_a_player_of_their_choice(table):
    game = table("R7 R1 R2", "G1 G2", "B3 B4 B5", first="R5", rules=SEVEN_ZERO)
    events = game.apply(0, "play R7")
    assert kinds(events) == ["play", "swap-choice"]
    assert (game.phase, game.turn, game.swapper) == ("swap", 0, 0)
    assert game.legal_actions(0) == ["swap 1", "swap 2", "pass"]
    events = game.apply(0, "swap 2")
    assert (events[0].kind, events[0].seat, events[0].target) == ("swap", 0, 2)
    assert hand(game, 0) == ["B3", "B4", "B5"] and hand(game, 2) == ["R1", "R2"]
    assert game.turn == 1


def test_var_07_the_swap_is_optional(table):
    game = table("R7 R1 R2", "G1 G2", "B3 B4 B5", first="R5", rules=SEVEN_ZERO)
    game.apply(0, "play R7")
    events = game.apply(0, "pass")
    assert kinds(events) == ["keep", "turn"]
    assert hand(game, 0) == ["R1", "R2"] and game.turn == 1


def test_var_07_nobody_else_acts_until_the_swap_is_chosen(table):
    game = table("R7 R1", "G1 G2", "B3 B4 B5", first="R5", rules=SEVEN_ZERO)
    game.apply(0, "play R7")  # one card left, UNO not said
    assert game.legal_actions(1) == [] and game.legal_actions(2) == []
    refused(game, 1, "catch 0", "swap-pending")
    refused(game, 1, "draw", "not-your-turn")
    refused(game, 0, "swap 0", "no-such-seat")
    refused(game, 0, "swap 3", "no-such-seat")
    refused(game, 0, "draw", "swap-pending")
    assert "uno" in game.legal_actions(0)  # the swapper may still call UNO
    game.apply(0, "uno")
    assert game.phase == "swap"


def test_var_07_a_one_card_hand_received_in_a_swap_opens_no_uno_window(table):
    game = table("R7 R1", "G1 G2", "B3 B4 B5", first="R5", rules=SEVEN_ZERO)
    game.apply(0, "play R7")
    assert game.uno_window == 0
    game.apply(0, "swap 1")
    assert game.uno_window is None and hand(game, 1) == ["R1"]
    assert "uno" not in game.legal_actions(1)
    refused(game, 2, "catch 1", "nothing-to-catch")


def test_var_07_off_zero_and_seven_are_plain_numbers(table):
    game = table("R7 R1 R2", "G1 G2", "B3 B4 B5", first="R5")
    game.apply(0, "play R7")
    assert (game.phase, game.turn) == ("play", 1)


# ---- VAR-BUZZ -------------------------------------------------------------------------

BUZZ = Rules(buzzer=True)


def test_var_buzz_played_on_anything_then_everyone_presses_the_slowest_draws(table):
    game = table("Z R1 R2", "G1 G2", "B3 B4", first="R5", rules=BUZZ, draw=["Y1", "Y2", "Y3"])
    assert "play Z" in game.legal_actions(0)
    events = game.apply(0, "play Z")
    assert kinds(events) == ["play", "buzzer"]
    assert game.phase == "buzzer" and game.color is None
    assert all(game.legal_actions(s) == ["buzz"] for s in range(3))
    game.apply(2, "buzz")
    game.apply(0, "buzz")
    events = game.apply(1, "buzz")
    assert events[0].count == 3
    assert hand(game, 1) == ["G1", "G2", "Y1", "Y2", "Y3"]
    end = next(e for e in events if e.kind == "buzzer-end")
    assert end.info == {"order": [2, 0, 1], "late": [1]}
    assert (game.phase, game.turn) == ("play", 1)  # as after a number card


def test_var_buzz_when_the_window_closes_everyone_who_did_not_press_draws(table):
    game = table("Z R1 R2", "G1 G2", "B3 B4", first="R5", rules=Rules(buzzer=True, buzzer_penalty=2))
    game.apply(0, "play Z")
    game.apply(1, "buzz")
    events = game.close_buzzer()
    draws = [(e.seat, e.count) for e in events if e.kind == "draw"]
    assert draws == [(0, 2), (2, 2)]
    assert game.turn == 1 and game.log[-1] == (None, "close-buzzer")
    with pytest.raises(IllegalAction):
        game.close_buzzer()


def test_var_buzz_nobody_plays_or_draws_while_the_window_is_open(table):
    game = table("Z R1 R2", "R3 G2", "B3 B4", first="R5", rules=BUZZ)
    game.apply(0, "play Z")
    refused(game, 0, "draw", "buzzer-pending")
    refused(game, 0, "play R1", "buzzer-pending")
    refused(game, 1, "play R3", "buzzer-pending")
    game.apply(1, "buzz")
    refused(game, 1, "buzz", "already-buzzed")


def test_var_buzz_any_card_may_follow_wild_draw_four_included(table):
    game = table("Z R1 R2", "G1 +4 R3", "B3 B4", first="R5", rules=BUZZ)
    game.apply(0, "play Z")
    game.close_buzzer()
    assert game.turn == 1
    assert set(game.legal_actions(1)) >= {"play G1", "play R3", "play +4 B"}


def test_var_buzz_no_colour_is_named_for_a_buzzer(table):
    game = table("Z R1 R2", "G1 G2", first="R5", rules=BUZZ)
    refused(game, 0, "play Z R", "color-not-allowed")
    refused(game, 0, "buzz", "no-buzzer")


# ---- VAR-UNO4 -------------------------------------------------------------------------

def test_var_uno4_the_uno_penalty_is_four_cards(table):
    game = table("R1 R2", "G1 G2", "B3 B4", first="R5", rules=Rules(uno_penalty=4))
    game.apply(0, "play R1")
    events = game.apply(1, "catch 0")
    assert events[0].count == 4 and len(game.hands[0]) == 5


# ---- VAR-TEAMS ------------------------------------------------------------------------

TEAMS = Rules(teams=True)


def test_var_teams_partners_sit_opposite_and_score_together(table):
    game = table("R1 R2 R3", "G1 G9", "G4", "B5 B6", first="R5", rules=Rules(teams=True, target=20))
    assert game.partners(0) == [2] and game.partners(1) == [3]
    assert [game.team_of(s) for s in range(4)] == [0, 1, 0, 1]
    assert game.scores == [0, 0]
    game.apply(0, "play R1")
    game.apply(1, "play G1")
    events = game.apply(2, "play G4")  # either partner going out ends the hand
    over = next(e for e in events if e.kind == "round-over")
    assert over.info["team"] == 0 and over.count == 9 + 11
    assert game.scores == [20, 0]
    assert game.match_over and game.match_winner == 0  # the first team to the target


def test_var_teams_two_teams_in_alternating_seats_with_six_players():
    game = Game(6, TEAMS, seed=3)
    assert game.partners(1) == [3, 5] and game.partners(4) == [0, 2]
    assert len(game.scores) == 2


@pytest.mark.parametrize("players", [2, 3, 5])
def test_var_teams_need_four_six_eight_or_ten_players(players):
    with pytest.raises(ValueError):
        Game(players, TEAMS, seed=1)


def test_var_teams_with_lowest_scoring_each_team_adds_its_own_hands(table):
    game = table("R1", "G1 G9", "G4 B1", "B5 B6", first="R5", rules=Rules(teams=True, scoring="lowest"))
    game.apply(0, "play R1")
    assert game.scores == [5, 21]


def test_var_teams_elimination_is_played_without_partners():
    with pytest.raises(ValueError):
        Game(4, Rules(teams=True, scoring="elimination"), seed=1)
    with pytest.raises(ValueError):
        Game(4, Rules(rotate=True, scoring="elimination"), seed=1)


# ---- VAR-ROTATE -----------------------------------------------------------------------

ROTATE = Rules(rotate=True)


def test_var_rotate_the_winner_and_this_rounds_partner_each_score(table):
    game = table("R1", "G1 G9", "G4 B1", "B5 B6", first="R5", rules=ROTATE)
    assert game.partners(0) == [2] and game.partners(1) == [3]
    game.apply(0, "play R1")
    assert game.scores == [21, 0, 21, 0]


def test_var_rotate_twelve_hands_partners_change_every_four_each_keeps_their_total(finish):
    game = Game(4, Rules(rotate=True, target=50), seed=8)
    pairs = []
    while True:
        pairs.append(game.partners(0)[0])
        before = list(game.scores)
        finish(game)
        w = game.winner
        gained = [game.scores[s] - before[s] for s in range(4)]
        assert gained[w] == gained[game.partners(w)[0]]
        assert all(gained[s] == 0 for s in range(4) if s != w and s not in game.partners(w))
        if game.match_over:
            break
        game.next_round()
    # The target does not cut the twelve hands short.
    assert game.round == 12 and pairs == [2] * 4 + [1] * 4 + [3] * 4
    assert max(game.scores) >= 50
    assert game.scores[game.match_winner] == max(game.scores)


def test_var_rotate_is_a_game_for_four():
    with pytest.raises(ValueError):
        Game(6, ROTATE, seed=1)


# ---- VAR-ELIM -------------------------------------------------------------------------

def test_var_elim_a_player_reaching_the_target_is_out_the_last_two_play_head_to_head(table, finish):
    game = table("R1", "R9 GS", "B2 G3", first="R5", rules=Rules(scoring="elimination", target=20))
    events = game.apply(0, "play R1")
    assert game.scores == [0, 29, 5]
    assert ("eliminated", 1) in [(e.kind, e.seat) for e in events]
    assert game.active == [True, False, True] and not game.match_over
    game.next_round()
    assert game.hands[1] == [] and game.legal_actions(1) == []
    assert game.two_players and game.turn != 1
    refused(game, 1, "draw", "eliminated")
    finish(game)
    assert game.match_over and game.match_winner == game.winner
    assert game.winner in (0, 2)


def test_var_elim_head_to_head_uses_the_two_player_rules(table):
    game = table("R1", "R9 GS", "B2 G3", first="R5", rules=Rules(scoring="elimination", target=20))
    game.apply(0, "play R1")
    game.next_round()
    seat = game.turn
    assert game.two_players and game.view(seat).next_seat == (2 if seat == 0 else 0)


def test_var_elim_the_last_player_standing_wins(table):
    game = table("R1", "R9 GS", "B2 G3 W", first="R5", rules=Rules(scoring="elimination", target=20))
    events = game.apply(0, "play R1")
    assert game.match_over and game.match_winner == 0
    assert kinds(events)[-3:] == ["eliminated", "eliminated", "match-over"]


# ---- VAR-DRAWMATCH --------------------------------------------------------------------

def test_var_drawmatch_draw_until_a_playable_card_which_may_be_played(table):
    game = table("B1 B2 B3", "G1 G2", first="R5", draw=["G7", "Y1", "R9", "R8"],
                 rules=Rules(draw_to_match=True))
    events = game.apply(0, "draw")
    assert (events[0].count, events[0].mode) == (3, "match")
    assert (game.phase, str(game.drawn)) == ("drawn", "R9")
    game.apply(0, "play R9")
    assert hand(game, 0) == ["B1", "B2", "B3", "G7", "Y1"] and game.turn == 1


def test_var_drawmatch_or_kept(table):
    game = table("B1 B2 B3", "G1 G2", first="R5", draw=["G7", "R9"], rules=Rules(draw_to_match=True))
    game.apply(0, "draw")
    game.apply(0, "pass")
    assert hand(game, 0) == ["B1", "B2", "B3", "G7", "R9"] and game.turn == 1


def test_var_drawmatch_an_unplayable_wild_draw_four_is_drawn_past(table):
    game = table("R1 B2 B3", "G1 G2", first="R5", draw=["+4", "W"], rules=Rules(draw_to_match=True))
    game.apply(0, "draw")
    assert str(game.drawn) == "W" and len(game.hands[0]) == 5
