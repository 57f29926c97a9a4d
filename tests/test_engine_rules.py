"""The official rules of RULES.md, clause by clause (SETUP, PLAY, ACT, TWO, UNO, OUT,
SCORE, CHAL). Tables are dealt from scenario decks; the dealer is the last seat, so
seat 0 plays first unless a test says otherwise."""

import random

import pytest

from uno_audio.engine import Card, Game, IllegalAction, Rules, full_deck


from engine_helpers import hand, kinds, refused


# ---- SETUP ----------------------------------------------------------------------------

@pytest.mark.parametrize("players", [0, 1, 11, 12])
def test_setup_1_refuses_fewer_than_two_or_more_than_ten_players(players):
    with pytest.raises(ValueError):
        Game(players, seed=1)


@pytest.mark.parametrize("players", [2, 10])
def test_setup_1_two_to_ten_players_each_get_seven_cards(players, whole_deck):
    game = Game(players, seed=players)
    assert [len(h) for h in game.hands] == [7] * players
    assert len(game.draw_pile) == 108 - 7 * players - 1
    whole_deck(game)


def test_setup_2_highest_number_deals_action_cards_and_ties_draw_again(monkeypatch):
    # Seats draw in order: 0 R5; 1 Skip (again) G9; 2 B9; 3 Wild (again) R3.
    # Seats 1 and 2 tie on 9 and draw again: 1 Y2, 2 R7, so seat 2 deals.
    draws = ["R5", "YS", "G9", "B9", "W", "R3", "Y2", "R7"]
    monkeypatch.setattr(Game, "_cards_for_dealer", lambda game, keys: iter(map(Card.parse, draws)))
    game = Game(4, seed=1, deck=full_deck())  # the first card turned up is Y2
    assert game.dealer == 2
    assert game.history[0].kind == "dealer" and game.history[0].seat == 2
    assert game.turn == 3  # SETUP-4: left of the dealer


def test_setup_2_the_deal_passes_clockwise_in_later_rounds_even_after_a_reverse(table):
    game = table("RR R6", "G1 G2", "R7", first="R5")  # dealer is seat 2
    game.apply(0, "play RR")
    assert game.direction == -1 and game.turn == 2
    game.apply(2, "play R7")
    assert game.round_over and game.winner == 2
    game.next_round()
    assert game.dealer == 0


def test_setup_2_later_dealers_go_round_the_table(finish):
    game = Game(3, Rules(target=10 ** 6), seed=11, dealer=1)
    dealers = []
    for _ in range(4):
        finish(game)
        game.next_round()
        dealers.append(game.dealer)
    assert dealers == [2, 0, 1, 2]


def test_setup_3_deals_one_card_at_a_time_from_the_dealers_left_then_turns_one_up(whole_deck):
    deck = full_deck()
    random.Random(4).shuffle(deck)
    while str(deck[21]) in ("+4", "W") or deck[21].rank in ("S", "R", "+2"):
        random.Random(len(deck)).shuffle(deck)
    game = Game(3, deck=deck, dealer=1)
    assert game.hands[2] == deck[0:21:3]
    assert game.hands[0] == deck[1:21:3]
    assert game.hands[1] == deck[2:21:3]
    assert game.discard == [deck[21]]
    assert game.draw_pile == list(reversed(deck[22:]))  # the next card is last
    whole_deck(game)


def test_setup_4_player_left_of_the_dealer_starts_clockwise(table):
    game = table("R1", "R2", "R3", "R4", first="G5", dealer=1)
    assert game.dealer == 1 and game.turn == 2 and game.direction == 1
    assert game.legal_actions(2) == ["draw"] and game.legal_actions(0) == []
    game.apply(2, "draw")
    assert game.turn == 3


def test_setup_5_number_card_normal_start(table):
    game = table("G1 R2", "B3", "Y4", first="G5")
    assert (game.turn, game.phase, game.color, str(game.top)) == (0, "play", "G", "G5")
    assert kinds(game.history)[-2:] == ["first-card", "turn"]


@pytest.mark.parametrize("rules, card", [(Rules(), "+4"), (Rules(buzzer=True), "Z")])
def test_setup_5_wild_draw_four_or_buzzer_is_returned_and_another_card_turned(table, whole_deck, rules, card):
    game = table("G1 R2", "B3", "Y4", first=card, draw=["G7", "B2"], rules=rules)
    assert str(game.top) != card and len(game.discard) == 1
    returned = [e for e in game.history if e.kind == "returned"]
    assert returned and all(str(e.card) == card for e in returned)
    assert card in [str(c) for c in game.draw_pile]
    whole_deck(game)


def test_setup_5_wild_first_player_names_the_colour_then_plays(table):
    game = table("G1 R2 R3", "B3", "Y4", first="W")
    assert (game.turn, game.phase, game.color) == (0, "color", None)
    assert game.legal_actions(0) == ["color R", "color Y", "color G", "color B"]
    assert game.legal_actions(1) == []
    refused(game, 0, "play G1", "color-pending")
    refused(game, 1, "color G", "not-your-turn")
    refused(game, 0, "play W G", "card-not-in-hand")
    game.apply(0, "color G")
    assert (game.turn, game.phase, game.color) == (0, "play", "G")
    assert game.legal_actions(0) == ["play G1", "draw"]
    game.apply(0, "play G1")
    assert game.turn == 1
    refused(game, 1, "color B", "no-color-to-choose")


def test_setup_5_draw_two_first_player_draws_two_and_is_skipped(table):
    game = table("G1 R2", "B3", "Y4", first="R+2", draw=["B7", "B8"])
    assert hand(game, 0) == ["G1", "R2", "B7", "B8"]
    assert game.turn == 1 and game.phase == "play" and game.pending == 0


def test_setup_5_draw_two_first_with_stacking_lets_the_first_player_stack(table):
    game = table("G+2 R2", "B3", "Y4", first="R+2", rules=Rules(stacking=True))
    assert (game.turn, game.phase, game.pending) == (0, "penalty", 2)
    assert game.legal_actions(0) == ["play G+2", "draw", "uno"]
    game.apply(0, "play G+2")
    assert (game.turn, game.phase, game.pending) == (1, "penalty", 4)


def test_setup_5_draw_two_first_with_draw_then_play_the_first_player_plays(table):
    game = table("G1 R2", "B3", "Y4", first="R+2", draw=["B7", "B8"], rules=Rules(draw_then_play=True))
    assert (game.turn, game.phase, len(game.hands[0])) == (0, "play", 4)
    game.apply(0, "play R2")
    assert game.turn == 1


def test_setup_5_reverse_first_dealer_plays_first_then_play_goes_right(table):
    game = table("G1", "B3", "Y4", "R6 R7", first="RR")
    assert (game.dealer, game.turn, game.direction) == (3, 3, -1)
    game.apply(3, "play R6")
    assert game.turn == 2


def test_setup_5_skip_first_player_is_skipped(table):
    game = table("R1", "R2", "R3", "R4", first="RS")
    assert game.turn == 1
    assert ("skip", 0) in [(e.kind, e.seat) for e in game.history]


# ---- PLAY -----------------------------------------------------------------------------

def test_play_1_match_by_colour_or_number_or_play_a_wild(table):
    game = table("R2 G5 B9 YS W +4", "R1", first="R5")
    assert game.legal_actions(0) == ["play R2", "play G5", "play W R", "play W Y", "play W G",
                                     "play W B", "draw"]
    refused(game, 0, "play B9", "card-does-not-match")
    refused(game, 0, "play YS", "card-does-not-match")


def test_play_1_symbols_match_symbols(table):
    # A first Skip skips seat 0; a first Reverse lets the dealer (seat 2) play first;
    # a first Draw Two makes seat 0 draw, so seat 1 plays.
    game = table("R1", "YS BR B+2 R1", "R2", first="GS")
    assert game.legal_actions(1) == ["play YS", "draw"]
    game = table("R1", "R2", "YS BR B+2 R1", first="GR")
    assert game.legal_actions(2) == ["play BR", "draw"]
    game = table("R1", "YS BR B+2 R1", "R2", first="G+2")
    assert game.legal_actions(1) == ["play B+2", "draw"]


def test_play_1_after_a_wild_the_named_colour_is_matched(table):
    game = table("W R1 R2", "B3 R5 G5", "Y1", first="R5")
    game.apply(0, "play W B")
    assert game.color == "B" and str(game.top) == "W"
    assert game.legal_actions(1) == ["play B3", "draw"]
    refused(game, 1, "play R5", "card-does-not-match")


def test_play_2_wild_on_anything_even_holding_a_playable_card_and_same_colour(table):
    game = table("R2 W", "B3", first="R5")
    game.apply(0, "play W R")
    assert game.color == "R" and game.turn == 1


def test_play_3_wild_draw_four_refused_while_holding_the_colour_in_play(table):
    game = table("R2 +4 G5", "B3", first="R5")
    assert not any(a.startswith("play +4") for a in game.legal_actions(0))
    refused(game, 0, "play +4 G", "wild-draw-four-with-colour")


def test_play_3_same_number_other_colour_or_another_wild_does_not_forbid_it(table):
    game = table("G5 +4 W YR", "B3", "B4", first="R5", draw=["Y1", "Y2", "Y3", "Y4"])
    assert "play +4 B" in game.legal_actions(0)
    game.apply(0, "play +4 B")
    assert game.color == "B"


def test_play_3_the_named_colour_of_a_wild_is_the_colour_in_play(table):
    game = table("W R1", "G2 +4 R7", "B1", first="R5")
    game.apply(0, "play W G")
    refused(game, 1, "play +4 R", "wild-draw-four-with-colour")


def test_play_4_draw_when_you_cannot_play_and_the_turn_ends_if_unplayable(table):
    game = table("B1 B2 B3", "R1", "R2", first="R5", draw=["G7"])
    assert game.legal_actions(0) == ["draw"]
    events = game.apply(0, "draw")
    assert kinds(events) == ["draw", "turn"]
    assert events[0].cards == (game.hands[0][-1],) and events[0].to == 0
    assert hand(game, 0) == ["B1", "B2", "B3", "G7"] and game.turn == 1


def test_play_4_a_playable_drawn_card_may_be_played_at_once(table):
    game = table("B1 B2", "R1", "R2", first="R5", draw=["R9"])
    game.apply(0, "draw")
    assert (game.turn, game.phase, str(game.drawn)) == (0, "drawn", "R9")
    assert game.legal_actions(0) == ["play R9", "pass"]
    refused(game, 0, "draw", "already-drew")
    game.apply(0, "play R9")
    assert game.turn == 1 and hand(game, 0) == ["B1", "B2"]


def test_play_4_or_kept_with_pass(table):
    game = table("B1 B2", "R1", "R2", first="R5", draw=["R9"])
    game.apply(0, "draw")
    events = game.apply(0, "pass")
    assert kinds(events) == ["pass", "turn"]
    assert game.turn == 1 and hand(game, 0) == ["B1", "B2", "R9"]
    refused(game, 1, "pass", "nothing-to-pass")


def test_play_5_draw_instead_of_playing_then_only_the_drawn_card(table):
    game = table("R2 G5", "R1", first="R5", draw=["R7"])
    assert "draw" in game.legal_actions(0)
    game.apply(0, "draw")
    assert game.legal_actions(0) == ["play R7", "pass"]
    refused(game, 0, "play R2", "only-drawn-card")
    game.apply(0, "play R7")
    assert str(game.top) == "R7"


def test_play_5_a_drawn_wild_draw_four_still_obeys_play_3(table):
    game = table("R2 G5", "R1", first="R5", draw=["+4"])
    game.apply(0, "draw")
    assert game.phase == "play" and game.turn == 1  # not playable: the turn ends


def test_play_6_empty_draw_pile_reshuffles_the_discard_except_its_top(table, whole_deck):
    game = table("B1 B2", "R1 R2", "R3", first="R5")
    game.discard[:0] = game.draw_pile  # everything already played
    game.draw_pile.clear()
    top = game.top
    events = game.apply(0, "draw")
    assert "reshuffle" in kinds(events)
    assert game.discard == [top]
    whole_deck(game)


def _blocked(table, *hands, first):
    """Everything left sits in the last seat's hand: nothing can be drawn."""
    game = table(*hands, first=first, rules=Rules(target=10 ** 6))
    game.hands[-1].extend(game.draw_pile)
    game.draw_pile.clear()
    return game


def test_play_6_nothing_to_draw_the_player_passes(table, whole_deck):
    game = _blocked(table, "B1 B2", "G3", "R7", first="R5")
    events = game.apply(0, "draw")
    assert kinds(events) == ["empty", "turn"]
    assert game.turn == 1 and hand(game, 0) == ["B1", "B2"]
    whole_deck(game)


def test_play_6_a_whole_circle_of_passes_ends_the_round_fewest_points_win(table):
    game = _blocked(table, "B1 B4", "G3", "R7", first="R5")
    game.apply(0, "draw")
    game.apply(1, "draw")
    assert not game.round_over
    events = game.apply(2, "draw")
    assert game.round_over and game.winner == 1
    over = events[-1]
    assert over.kind == "round-over" and over.info["blocked"]
    assert game.scores[1] == 5 + game.hand_points(2)


def test_play_6_blocked_round_tie_goes_to_the_first_in_turn_order(table):
    game = _blocked(table, "B1 B2", "G3", "R7", first="R5")
    for seat in (0, 1, 2):
        game.apply(seat, "draw")
    # 0 and 1 both hold 3 points; counting from seat 2 (on turn), seat 0 comes first.
    assert game.winner == 0


def test_play_6_the_circle_of_passes_counts_from_the_last_play_or_draw(table):
    game = _blocked(table, "B1 B2", "R3 G4", "R7", first="R5")
    game.apply(0, "draw")
    game.apply(1, "play R3")
    events = game.apply(2, "draw")  # the R5 comes back from the discard pile
    assert "reshuffle" in kinds(events) and str(game.drawn) == "R5"
    game.apply(2, "pass")
    game.apply(0, "draw")
    game.apply(1, "draw")
    assert not game.round_over
    game.apply(2, "draw")
    assert game.round_over


def test_play_7_an_illegal_play_is_refused_with_a_reason_and_changes_nothing(table):
    game = table("B1 R2", "R1", first="R5")
    refused(game, 0, "play B1", "card-does-not-match")
    refused(game, 1, "play R1", "not-your-turn")
    refused(game, 0, "play G7", "card-not-in-hand")
    refused(game, 1, "draw", "not-your-turn")


# ---- ACTION CARDS -------------------------------------------------------------------

def test_act_1_skip_the_next_player_loses_their_turn(table):
    game = table("RS R1", "R2", "R3", "R4", first="R5")
    events = game.apply(0, "play RS")
    assert ("skip", 1) in [(e.kind, e.seat) for e in events]
    assert game.turn == 2


def test_act_2_reverse_flips_the_direction(table):
    game = table("RR R1", "R2", "R3", "R4 R6", first="R5")
    game.apply(0, "play RR")
    assert game.direction == -1 and game.turn == 3
    game.apply(3, "play R4")
    assert game.turn == 2


def test_act_3_draw_two_next_player_draws_two_and_loses_the_turn(table):
    game = table("R+2 R1", "R2", "R3", first="R5", draw=["B7", "B8"])
    events = game.apply(0, "play R+2")
    assert hand(game, 1) == ["R2", "B7", "B8"]
    draw = next(e for e in events if e.kind == "draw")
    assert (draw.seat, draw.count, draw.mode) == (1, 2, "penalty")
    assert game.turn == 2 and game.phase == "play"


def test_act_4_wild_names_any_colour(table):
    game = table("W R1", "R2", first="R5")
    refused(game, 0, "play W", "color-required")
    events = game.apply(0, "play W Y")
    assert events[0].color == "Y" and game.color == "Y"


def test_act_5_wild_draw_four_names_a_colour_next_draws_four_and_loses_the_turn(table):
    game = table("+4 G1", "R2", "R3", first="R5", draw=["B1", "B2", "B3", "B4"])
    game.apply(0, "play +4 G")
    assert game.color == "G"
    assert hand(game, 1) == ["R2", "B1", "B2", "B3", "B4"]
    assert game.turn == 2


# ---- TWO PLAYERS --------------------------------------------------------------------

def test_two_1_reverse_acts_as_skip(table):
    game = table("RR R1", "R2", first="R5")
    game.apply(0, "play RR")
    assert game.turn == 0 and game.direction == -1


def test_two_2_skip_the_player_plays_again(table):
    game = table("RS R1", "R2", first="R5")
    game.apply(0, "play RS")
    assert game.turn == 0


@pytest.mark.parametrize("card, drawn", [("R+2", 2), ("+4 B", 4)])
def test_two_3_after_a_draw_card_play_returns_to_its_player(table, card, drawn):
    game = table(card.split()[0] + " G1", "Y2", first="R5")
    game.apply(0, "play " + card)
    assert len(game.hands[1]) == 1 + drawn and game.turn == 0


# ---- UNO --------------------------------------------------------------------------------

def test_uno_1_playing_the_second_to_last_card_without_saying_uno_opens_the_window(table):
    game = table("R1 R2", "B3 B4", "G5 G6", first="R5")
    game.apply(0, "play R1")
    assert game.uno_window == 0
    assert "uno" in game.legal_actions(0)
    assert "catch 0" in game.legal_actions(1) and "catch 0" in game.legal_actions(2)


def test_uno_2_the_caught_player_draws_two(table):
    game = table("R1 R2", "B3 B4", "G5 G6", first="R5", draw=["Y1", "Y2"])
    game.apply(0, "play R1")
    events = game.apply(2, "catch 0")
    assert kinds(events) == ["catch", "draw"]
    assert (events[0].seat, events[0].target, events[0].count) == (2, 0, 2)
    assert hand(game, 0) == ["R2", "Y1", "Y2"] and game.uno_window is None
    assert game.turn == 1


def test_uno_3_catch_window_closes_when_next_player_plays(table):
    game = table("R1 R2", "B3 R4 B5", "G5 G6", first="R5")
    game.apply(0, "play R1")
    game.apply(1, "play R4")
    assert game.uno_window is None
    refused(game, 2, "catch 0", "nothing-to-catch")


def test_uno_3_catch_window_closes_when_next_player_draws(table):
    game = table("R1 R2", "B3 B4", "G5 G6", first="R5")
    game.apply(0, "play R1")
    game.apply(1, "draw")
    refused(game, 2, "catch 0", "nothing-to-catch")


def test_uno_3_no_catch_outside_the_window(table):
    game = table("R1 R2", "B3 B4", "G5 G6", first="R5")
    refused(game, 1, "catch 0", "nothing-to-catch")
    refused(game, 1, "catch 1", "catch-yourself")
    refused(game, 1, "catch 7", "no-such-seat")


def test_uno_3_a_penalty_drawn_inside_the_play_does_not_close_the_window(table):
    game = table("R+2 R2", "B3 B4", "G5 G6", first="R5")
    game.apply(0, "play R+2")
    assert game.turn == 2 and len(game.hands[1]) == 4
    assert game.uno_window == 0
    game.apply(1, "catch 0")
    assert len(game.hands[0]) == 3


def test_uno_4_saying_uno_before_being_caught_is_safe(table):
    game = table("R1 R2", "B3 B4", "G5 G6", first="R5")
    game.apply(0, "play R1")
    events = game.apply(0, "uno")
    assert kinds(events) == ["uno"] and game.said_uno(0) and game.uno_window is None
    refused(game, 1, "catch 0", "nothing-to-catch")
    refused(game, 0, "uno", "already-said-uno")


def test_uno_4_saying_uno_before_the_play_opens_no_window(table):
    game = table("R1 R2", "B3 B4", first="R5")
    game.apply(0, "uno")
    game.apply(0, "play R1")
    assert game.uno_window is None and game.said_uno(0)
    assert "catch 0" not in game.legal_actions(1)


def test_uno_5_who_may_say_uno(table):
    game = table("R1 R2", "B3 B4", "G5 G6 G7", first="R5", draw=["B7"])
    assert "uno" in game.legal_actions(0)          # two cards, own turn
    assert "uno" not in game.legal_actions(1)      # two cards, not on turn
    refused(game, 1, "uno", "cannot-say-uno")
    game.apply(0, "play R1")
    game.apply(0, "uno")
    assert "uno" in game.legal_actions(1)          # now on turn
    game.apply(1, "draw")
    assert game.turn == 2 and "uno" not in game.legal_actions(2)  # three cards


def test_uno_5_a_drawn_card_leaves_two_and_uno_may_be_said_before_playing_it(table):
    game = table("B1", "B3 B4", first="R5", draw=["R7"])
    game.apply(0, "draw")
    assert game.phase == "drawn" and "uno" in game.legal_actions(0)


def test_uno_5_one_card_uno_only_while_the_window_is_open(table):
    game = table("R1 R2", "R3 B4", first="R5")
    game.apply(0, "play R1")
    game.apply(1, "play R3")
    refused(game, 0, "uno", "cannot-say-uno")


def test_uno_5_the_window_closes_when_a_stacked_penalty_is_drawn(table):
    game = table("R+2 R2", "+4 B4 R4", "G5 G6", first="R5", rules=Rules(bluff=True, stacking=True))
    game.apply(0, "play R+2")
    assert game.uno_window == 0 and game.phase == "penalty"
    game.apply(1, "draw")
    assert game.uno_window is None


def test_uno_5_the_window_closes_at_a_challenge(table):
    rules = Rules(bluff=True)
    game = table("R1 +4", "B3 B4", "G5 G6", first="R5", rules=rules)
    game.apply(0, "play +4 G")  # leaves one card; seat 1 may challenge
    assert game.uno_window == 0 and game.phase == "penalty"
    game.apply(1, "challenge")
    assert game.uno_window is None


def test_uno_5_a_jump_in_opens_the_window_and_closes_the_last_one(table):
    rules = Rules(jump_in=True)
    game = table("R4 R7 G1", "B3 B4", "R4 G2", first="R5", rules=rules)
    game.apply(0, "play R4")
    game.apply(2, "play R4")
    assert game.uno_window == 2
    game = table("R1 R4", "B3 B4", "R4 G2 G3", first="R5", rules=rules)
    game.apply(0, "play R4")
    assert game.uno_window == 0
    game.apply(2, "play R4")
    assert game.uno_window is None
    refused(game, 1, "catch 0", "nothing-to-catch")


def test_uno_5_any_other_seat_may_catch(table):
    game = table("R1 R2", "B3 B4", "G5 G6", "Y1 Y2", first="R5")
    game.apply(0, "play R1")
    assert all("catch 0" in game.legal_actions(s) for s in (1, 2, 3))
    game.apply(3, "catch 0")
    assert len(game.hands[0]) == 3


# ---- GOING OUT AND SCORING ------------------------------------------------------------

def test_out_1_the_round_ends_when_a_player_has_no_cards(table):
    game = table("R1", "B3 B4", first="R5")
    events = game.apply(0, "play R1")
    assert kinds(events) == ["play", "round-over"]
    assert game.round_over and game.winner == 0 and game.phase == "over"
    assert game.legal_actions(1) == []
    refused(game, 1, "draw", "round-over")


def test_out_2_last_card_draw_two_the_next_player_still_draws_and_it_counts(table):
    game = table("R+2", "B3 B4", "G5", first="R5", draw=["G9", "Y9"])
    game.apply(0, "play R+2")
    assert game.round_over and hand(game, 1) == ["B3", "B4", "G9", "Y9"]
    assert game.scores[0] == 7 + 18 + 5


def test_out_2_last_card_ends_the_round_at_once_with_the_whole_stack(table):
    rules = Rules(stacking=True, bluff=True)
    game = table("R+2 G1", "B+2", "G5 R6", first="R5", rules=rules)
    game.apply(0, "play R+2")
    assert game.phase == "penalty"
    game.apply(1, "play B+2")
    assert game.round_over and len(game.hands[2]) == 6
    game = table("+4", "B3", "G5", first="R5", rules=rules)
    game.apply(0, "play +4 G")
    assert game.round_over and len(game.hands[1]) == 5 and game.phase == "over"


def test_out_2_no_seven_swap_nor_buzzer_window_on_the_last_card(table):
    game = table("R7", "B3 B4", first="R5", rules=Rules(seven_zero=True))
    game.apply(0, "play R7")
    assert game.round_over and hand(game, 1) == ["B3", "B4"]
    game = table("Z", "B3 B4", first="R5", rules=Rules(buzzer=True))
    game.apply(0, "play Z")
    assert game.round_over and game.phase == "over"


def test_score_1_the_winner_scores_the_cards_left_in_opponents_hands(table):
    game = table("R1", "R9 GS YR B+2", "W +4 G0", first="R5")
    events = game.apply(0, "play R1")
    over = events[-1]
    assert over.info["points"] == [0, 69, 100]
    assert over.count == 169 and game.scores == [169, 0, 0]


def test_score_1_buzzer_counts_fifty(table):
    game = table("R1", "Z", first="R5", rules=Rules(buzzer=True))
    game.apply(0, "play R1")
    assert game.scores == [50, 0]


def test_score_2_the_first_to_reach_the_target_wins_the_match(table):
    game = table("R1", "R9 GS", first="R5", rules=Rules(target=29))
    events = game.apply(0, "play R1")
    assert game.match_over and game.match_winner == 0
    assert kinds(events)[-2:] == ["round-over", "match-over"]
    with pytest.raises(IllegalAction) as err:
        game.next_round()
    assert err.value.reason == "match-over"
    refused(game, 1, "draw", "match-over")


def test_score_2_below_the_target_the_match_goes_on_and_scores_carry(table, whole_deck):
    game = table("R1", "R9 GS", first="R5", rules=Rules(target=30))
    game.apply(0, "play R1")
    assert game.round_over and not game.match_over
    with pytest.raises(IllegalAction):
        Game(2, seed=1).next_round()
    game.next_round()
    assert game.round == 2 and not game.round_over and game.scores == [29, 0]
    whole_deck(game)


def test_score_2_a_set_number_of_rounds_ends_the_match_highest_wins(finish):
    game = Game(3, Rules(rounds=2, target=10 ** 6), seed=2)
    finish(game)
    assert not game.match_over
    game.next_round()
    finish(game)
    assert game.match_over and game.round == 2
    assert game.scores[game.match_winner] == max(game.scores)


def test_score_3_lowest_each_adds_their_own_hand_and_the_lowest_total_wins(table, finish):
    rules = Rules(scoring="lowest", target=60)
    game = table("R1", "R9 GS", "W", first="R5", rules=rules)
    events = game.apply(0, "play R1")
    assert game.scores == [0, 29, 50] and not game.match_over
    assert events[-1].count == 79
    while not game.match_over:
        game.next_round()
        before = list(game.scores)
        over = [e for e in finish(game).history if e.kind == "round-over"][0]
        assert game.scores == [b + p for b, p in zip(before, over.info["points"])]
    assert max(game.scores) >= 60
    assert game.scores[game.match_winner] == min(game.scores)


def test_score_3_lowest_after_a_set_number_of_rounds(finish):
    game = Game(3, Rules(scoring="lowest", rounds=2, target=10 ** 6), seed=4)
    finish(game)
    game.next_round()
    finish(game)
    assert game.match_over and game.scores[game.match_winner] == min(game.scores)


# ---- CHALLENGING WILD DRAW FOUR -------------------------------------------------------

BLUFF = Rules(bluff=True)


def test_chal_1_only_the_player_who_must_draw_may_challenge(table):
    game = table("+4 R1 R2", "B3", "G5", first="R5", rules=BLUFF)
    game.apply(0, "play +4 G")
    assert (game.turn, game.phase, game.pending) == (1, "penalty", 4)
    assert game.legal_actions(1) == ["draw", "challenge"]
    refused(game, 2, "challenge", "nothing-to-challenge")
    refused(game, 0, "challenge", "nothing-to-challenge")


def test_chal_2_guilty_the_bluffer_draws_four_and_the_challenger_plays(table):
    game = table("+4 R1 B2", "G3", "G5", first="R5", rules=BLUFF, draw=["Y1", "Y2", "Y3", "Y4"])
    game.apply(0, "play +4 G")
    events = game.apply(1, "challenge")
    shown = events[0]
    assert (shown.kind, shown.seat, shown.target, shown.count, shown.to) == ("challenge", 1, 0, 1, 1)
    assert [str(c) for c in shown.cards] == ["R1", "B2"]
    assert shown.seen_by(2).cards is None
    assert hand(game, 0) == ["R1", "B2", "Y1", "Y2", "Y3", "Y4"]
    assert (game.turn, game.phase, game.color, str(game.top)) == (1, "play", "G", "+4")


def test_chal_2_innocent_the_challenger_draws_six_and_loses_the_turn(table):
    game = table("+4 B1 B2", "G3", "G5", first="R5", rules=BLUFF)
    game.apply(0, "play +4 G")
    events = game.apply(1, "challenge")
    assert events[0].count == 0
    assert len(game.hands[1]) == 7 and len(game.hands[0]) == 2
    assert game.turn == 2 and game.pending == 0


def test_chal_2_guilty_penalty_is_a_setting(table):
    game = table("+4 R1", "G3", "G5", first="R5", rules=Rules(bluff=True, bluff_penalty=6))
    game.apply(0, "play +4 G")
    game.apply(1, "challenge")
    assert len(game.hands[0]) == 7


def test_chal_3_without_the_bluff_variant_there_is_no_challenge(table):
    game = table("+4 B1", "G3", "G5", first="R5")
    game.apply(0, "play +4 G")
    assert game.phase == "play" and game.turn == 2 and len(game.hands[1]) == 5
    refused(game, 2, "challenge", "nothing-to-challenge")


def test_chal_3_bluff_allows_wild_draw_four_holding_the_colour(table):
    game = table("+4 R1", "G3", first="R5", rules=BLUFF)
    assert "play +4 G" in game.legal_actions(0)


def test_chal_4_the_colour_in_play_is_the_one_before_the_wild_draw_four(table):
    game = table("W +4 G1 B7", "G3", "G5", first="R5", rules=BLUFF)
    game.apply(0, "play W Y")
    game.apply(1, "draw")
    game.apply(2, "draw")
    game.apply(0, "play +4 G")  # holds G and B, but no yellow: innocent
    game.apply(1, "challenge")
    assert len(game.hands[0]) == 2 and game.turn == 2


def test_chal_4_with_stacking_only_the_last_is_challenged_guilty_draws_the_total(table):
    rules = Rules(bluff=True, stacking=True)
    game = table("+4 B1", "+4 G9 Y2", "G5", first="R5", rules=rules)
    game.apply(0, "play +4 G")   # innocent: no red
    game.apply(1, "play +4 B")   # guilty: holds green
    assert (game.turn, game.pending) == (2, 8)
    game.apply(2, "challenge")
    assert len(game.hands[1]) == 2 + 8 and game.pending == 0
    assert (game.turn, game.phase, game.color, str(game.top)) == (2, "play", "B", "+4")


def test_chal_4_stacked_total_uses_the_bluff_penalty_setting(table):
    rules = Rules(bluff=True, stacking=True, bluff_penalty=6)
    game = table("+4 B1", "+4 G9 Y2", "G5", first="R5", rules=rules)
    game.apply(0, "play +4 G")
    game.apply(1, "play +4 B")
    game.apply(2, "challenge")
    assert len(game.hands[1]) == 2 + 4 + 6


@pytest.mark.parametrize("draw_then_play", [False, True])
def test_chal_4_innocent_with_a_stack_challenger_draws_total_plus_two_and_loses_the_turn(table, draw_then_play):
    rules = Rules(bluff=True, stacking=True, draw_then_play=draw_then_play)
    game = table("+4 B1", "+4 B9 Y2", "G5", "R1", first="R5", rules=rules)
    game.apply(0, "play +4 G")
    game.apply(1, "play +4 R")   # no green in hand: innocent
    game.apply(2, "challenge")
    assert len(game.hands[2]) == 1 + 10
    assert (game.turn, game.color, str(game.top)) == (3, "R", "+4")
