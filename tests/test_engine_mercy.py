"""The No Mercy deck (DECK-5), each clause in the exact situation it speaks of. Tables as
in test_engine_variants.py: seat 0 plays first."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from uno_audio.engine import Card, Game, Rules
from uno_audio.engine.cards import mercy_deck

from conftest import assert_whole_deck, random_play
from engine_helpers import hand, kinds, refused

MERCY = Rules(deck="no-mercy")


def moves(game, seat):
    return [str(a) for a in game.legal_actions(seat) if a != "uno" and not a.startswith("catch")]


def load(game, seat, count):
    """Move `count` cards from the draw pile into `seat`'s hand (the deck stays whole)."""
    pile = game.draw_pile
    game.hands[seat].extend(pile[:count])
    del pile[:count]


def test_deck_5_1_the_168_cards():
    deck = Counter(str(c) for c in mercy_deck())
    assert sum(deck.values()) == 168
    for c in "RYGB":
        assert [deck[c + str(n)] for n in range(10)] == [2] * 10
        assert (deck[c + "S"], deck[c + "R"], deck[c + "+2"]) == (3, 3, 3)
        assert (deck[c + "+4"], deck[c + "E"], deck[c + "D"]) == (2, 2, 3)
    assert (deck["WR4"], deck["W+6"], deck["W+10"], deck["WC"]) == (8, 4, 4, 8)
    assert deck["W"] == deck["+4"] == 0
    game = Game(4, MERCY, seed=3)
    assert_whole_deck(game)
    assert len(game.draw_pile) + len(game.discard) + sum(map(len, game.hands)) == 168


def test_deck_5_2_matching_by_symbol_and_wilds_on_anything(table):
    game = table("YE W+10 R3", "B1 B2", "G1 G2", first="R5", rules=MERCY)
    assert sorted(moves(game, 0)) == sorted(["play R3", "play W+10 R", "play W+10 Y", "play W+10 G",
                                             "play W+10 B", "draw"])
    refused(game, 0, "play W+10", "color-required")
    refused(game, 0, "play YE", "card-does-not-match")
    game = table("R5 B3", "RE YE B2", "G1 G2", first="R7", rules=MERCY)
    game.apply(0, "play R5")
    assert "play YE" not in moves(game, 1) and "play RE" in moves(game, 1)
    game = table("GE YE B3", "B1 B2", "G1 G2", first="G7", rules=MERCY)
    game.apply(0, "play GE")  # seat 0 plays again (DECK-5.5): a Skip Everyone of any colour
    assert game.turn == 0 and "play YE" in moves(game, 0) and "play B3" not in moves(game, 0)


def test_deck_5_2_the_first_card_must_be_a_number(table):
    game = table("R1", "B1", first="R+4", draw=["WC", "G6"], rules=MERCY)
    assert str(game.top) == "G6"
    assert kinds(game.history).count("returned") == 2
    assert game.turn == 0 and game.phase == "play"
    assert_whole_deck(game)


def test_deck_5_3_stack_any_colour_as_big_or_bigger(table):
    game = table("R+2 R1", "B+4 Y+2 W+6 B5", "G+2 G1", "Y1 Y3", first="R5", rules=MERCY)
    game.apply(0, "play R+2")
    assert (game.turn, game.phase, game.pending) == (1, "penalty", 2)
    assert sorted(moves(game, 1)) == sorted(["play Y+2", "play B+4"] + [f"play W+6 {c}" for c in "RYGB"]
                                            + ["draw"])
    game.apply(1, "play B+4")
    assert (game.turn, game.phase, game.pending) == (2, "penalty", 6)
    refused(game, 2, "play G+2", "must-draw")       # smaller than the four on top
    refused(game, 2, "play G1", "must-draw")
    refused(game, 2, "challenge", "nothing-to-challenge")
    game.apply(2, "draw")
    assert len(game.hands[2]) == 2 + 6
    assert (game.turn, game.pending, game.color) == (3, 0, "B")
    assert_whole_deck(game)


def test_deck_5_3_a_wild_draw_ten_names_the_colour_and_only_a_ten_answers_it(table):
    game = table("W+10 R1", "W+6 W+10 B5", "G1 G2", first="R5", rules=MERCY)
    game.apply(0, "play W+10 G")
    assert (game.turn, game.pending, game.color) == (1, 10, "G")
    assert moves(game, 1) == [f"play W+10 {c}" for c in "RYGB"] + ["draw"]
    refused(game, 1, "play W+6 R", "must-draw")
    game.apply(1, "play W+10 Y")
    assert (game.turn, game.pending, game.color) == (2, 20, "Y")
    game.apply(2, "draw")
    # 22 cards: still in the round (DECK-5.8 is 25)
    assert len(game.hands[2]) == 22 and game.active[2] and game.turn == 0


def test_deck_5_3_a_last_draw_card_still_makes_the_next_player_draw(table):
    game = table("R+4", "B1 B2", "G1 G2", first="R5", rules=MERCY)
    game.apply(0, "uno") if "uno" in game.legal_actions(0) else None
    game.apply(0, "play R+4")
    assert game.round_over and game.winner == 0
    assert len(game.hands[1]) == 2 + 4
    assert_whole_deck(game)


def test_deck_5_4_draw_until_a_playable_card_then_play_it(table):
    game = table("B1 B2", "G1 G2", first="R5", draw=["Y3", "G4", "R9", "B7"], rules=MERCY)
    events = game.apply(0, "draw")
    assert [str(c) for c in events[0].cards] == ["Y3", "G4", "R9"]
    assert (game.phase, str(game.drawn)) == ("drawn", "R9")
    assert moves(game, 0) == ["play R9"]
    refused(game, 0, "pass", "must-play-drawn")
    refused(game, 0, "play B1", "only-drawn-card")
    game.apply(0, "play R9")
    assert game.turn == 1 and hand(game, 0) == ["B1", "B2", "Y3", "G4"]


def test_deck_5_5_skip_everyone_and_discard_all(table):
    game = table("GE G2", "B1 B2", "Y1 Y2", first="G5", rules=MERCY)
    events = game.apply(0, "play GE")
    assert kinds(events) == ["play", "skip-everyone", "turn"] and game.turn == 0
    game = table("RD R1 B3 R7 R+2", "B1 B2", "Y1 Y2", first="R5", rules=MERCY)
    events = game.apply(0, "play RD")
    assert [str(c) for c in events[1].cards] == ["R1", "R7", "R+2"] and events[1].kind == "discard-all"
    assert hand(game, 0) == ["B3"] and str(game.top) == "RD" and game.turn == 1
    assert game.uno_window == 0
    assert_whole_deck(game)
    game = table("RD R1", "B1 B2", first="R5", rules=MERCY)
    game.apply(0, "play RD")
    assert game.round_over and game.winner == 0


def test_deck_5_6_wild_reverse_draw_four(table):
    game = table("WR4 R1", "B1 B2", "G1 G2", "Y1 Y2", first="R5", rules=MERCY)
    game.apply(0, "play WR4 B")
    assert (game.direction, game.turn, game.pending, game.color) == (-1, 3, 4, "B")
    game.apply(3, "draw")
    assert len(game.hands[3]) == 6 and game.turn == 2


def test_deck_5_6_colour_roulette(table):
    game = table("WC R1", "B1 B2", "G1 G2", first="R5", draw=["R2", "Y3", "W+6", "G7", "B9"], rules=MERCY)
    refused(game, 0, "play WC R", "color-not-allowed")
    events = game.apply(0, "play WC")
    assert kinds(events) == ["play", "roulette"] and events[1].target == 1
    assert (game.turn, game.phase) == (1, "color")
    assert moves(game, 1) == ["color R", "color Y", "color G", "color B"]
    refused(game, 0, "color G", "not-your-turn")
    events = game.apply(1, "color G")
    assert [str(c) for c in events[1].cards] == ["R2", "Y3", "W+6", "G7"] and events[1].mode == "roulette"
    assert (game.turn, game.color) == (2, "G") and "skip" in kinds(events)
    assert_whole_deck(game)


def test_deck_5_7_zero_passes_hands_and_seven_must_swap(table):
    game = table("R0 R1", "B1 B2", "G1 G2", first="R5", rules=MERCY)
    game.apply(0, "play R0")
    assert hand(game, 1)[:1] == ["R1"] and game.turn == 1
    game = table("R7 R1", "B1 B2", "G1 G2", first="R5", rules=MERCY)
    game.apply(0, "play R7")
    refused(game, 0, "pass", "must-swap")
    game.apply(0, "swap 2")
    assert hand(game, 0)[:2] == ["G1", "G2"]


def test_deck_5_8_the_mercy_rule_puts_a_player_out(table):
    game = table("W+6 R1", "B1 B2", "G1 G2", first="R5", rules=MERCY)
    load(game, 1, 17)  # 19 cards
    events = game.apply(0, "play W+6 R")
    events += game.apply(1, "draw")  # 25 cards: out
    assert "mercy" in kinds(events)
    assert not game.active[1] and len(game.hands[1]) == 25
    assert game.turn == 2 and not game.round_over
    assert "play R1" not in [str(a) for a in game.legal_actions(1)]
    refused(game, 1, "draw", "eliminated")
    game.apply(2, "draw") if game.phase == "play" else None
    assert_whole_deck(game)


def test_deck_5_8_the_last_player_left_wins_and_scores_the_hands_set_aside(table):
    game = table("W+10 R1", "B1 B2", first="R5", rules=MERCY)
    load(game, 1, 13)  # 15 cards
    game.apply(0, "play W+10 R")
    events = game.apply(1, "draw")
    assert kinds(events)[-3:] == ["mercy", "round-over", "match-over"] or "round-over" in kinds(events)
    assert game.round_over and game.winner == 0
    over = next(e for e in events if e.kind == "round-over")
    assert over.points == game.hand_points(1) >= 25
    assert_whole_deck(game)
    if not game.match_over:
        game.next_round()
        assert all(game.active)


def test_deck_5_8_a_player_out_plays_again_next_round():
    game = Game(3, Rules(deck="no-mercy", target=10_000), seed=5)
    game.hands[1].extend(game.draw_pile[:25])
    del game.draw_pile[:25]
    game.apply(game.turn, "uno") if False else None
    seat = game.turn
    game.apply(seat, game.legal_actions(seat)[0])
    assert not game.active[1] or game.round_over
    while not game.round_over:
        seat = game.turn
        acts = game.legal_actions(seat)
        plays = [a for a in acts if a.startswith(("play", "color", "swap"))]
        game.apply(seat, (plays or acts)[0])
    game.next_round()
    assert all(game.active) and all(len(h) == 7 for h in game.hands)
    assert_whole_deck(game)


def test_deck_5_9_points():
    points = {t: Card.parse(t).points for t in ("R7", "RS", "R+2", "R+4", "RE", "RD", "WR4", "W+6", "W+10", "WC")}
    assert points == {"R7": 7, "RS": 20, "R+2": 20, "R+4": 20, "RE": 20, "RD": 20,
                      "WR4": 50, "W+6": 50, "W+10": 50, "WC": 50}


def test_deck_5_10_its_own_rules():
    for clash in ({"stacking": True}, {"jump_in": True}, {"optional_draws": 3}, {"buzzer": True},
                  {"blank_cards": ("R*ALL",)}, {"scoring": "elimination"}, {"teams": True}):
        with pytest.raises(ValueError):
            Rules(deck="no-mercy", **clash)
    with pytest.raises(ValueError):
        Rules(deck="flop")
    rules = Rules(deck="no-mercy", uno_penalty=4, target=1000, turn_clock=30, scoring="lowest")
    assert rules.seven_zero and rules.seven_must_swap
    assert Rules.from_dict(rules.to_dict()) == rules


def test_deck_5_a_position_of_the_no_mercy_deck_reads_back(table):
    game = table("WC W+10 RD GE Y+4", "B1 B2", first="R5", rules=MERCY)
    game.apply(0, "play W+10 B")
    again = Game.from_position(game.position())
    assert again.position() == game.position()
    assert again.legal_actions(1) == game.legal_actions(1)


@pytest.mark.parametrize("players", [2, 3, 4, 6, 10])
def test_deck_5_random_play_keeps_the_deck_whole_and_every_round_ends(players):
    """A soak of random play, careless attempts included: DECK-3 after every change, no
    hand of 25 cards in play (DECK-5.8), every round ending."""
    def check(game, events):
        assert_whole_deck(game)
        assert all(len(h) < 25 for s, h in enumerate(game.hands) if game.active[s]) or game.round_over

    for seed in range(6):
        game = Game(players, Rules(deck="no-mercy", target=100_000), seed=seed)
        random_play(game, random.Random(seed), rounds=3, check=check, illegal=0.1, max_actions=20_000)


def test_deck_5_a_saved_match_replays_to_the_same_position():
    game = Game(3, MERCY, seed=11)
    rng = random.Random(11)
    for _ in range(300):
        if game.round_over:
            if game.match_over:
                break
            game.next_round()
            continue
        seat = game.decider
        game.apply(seat, rng.choice(game.legal_actions(seat)))
    again = Game.from_dict(game.to_dict())
    assert again.position() == game.position() and again.rules.deck == "no-mercy"
