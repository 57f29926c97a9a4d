"""The hard bot's search (issue 15): worlds dealt from a view keep everything the seat
observed, the search plays the real engine's rules in every variant, chooses only legal
actions, sees nothing but the view, and is deterministic from its seed."""

import random
from collections import Counter

import pytest

from uno_audio.bots import make_bot, search
from uno_audio.bots.knowledge import Knowledge
from uno_audio.bots.search import choose, playout, value
from uno_audio.bots.worlds import deal, unseen_pool
from uno_audio.engine import Card, Game, Rules, full_deck

from test_bots import game_with
from test_engine_properties import random_rules

VARIANT_SETS = [
    Rules(),
    Rules(stacking=True, jump_in=True, bluff=True, seven_zero=True),
    Rules(sequences=True, draw_then_play=True, buzzer=True),
    Rules(draw_to_match=True, super_jump_in=True, scoring="lowest"),
]


def advance(game, rng, steps):
    """Random legal play for up to `steps` actions within the round."""
    for _ in range(steps):
        if game.round_over:
            return
        seat = game.decider
        if seat is None:
            game.close_buzzer()
            continue
        game.apply(seat, rng.choice(game.legal_actions(seat)))


def colours_of(cards):
    return {Card(c).color for c in cards} - {None}


@pytest.mark.parametrize("case", range(24))
def test_worlds_keep_what_the_seat_observed(case):
    rng = random.Random(case)
    players = rng.randint(2, 8)
    rules = random_rules(rng, players)
    game = Game(players, rules, seed=case)
    advance(game, rng, rng.randrange(1, 80))
    if game.round_over:
        return
    for me in range(players):
        if not game.active[me]:
            continue
        view = game.view(me)
        know = Knowledge(view)
        for w in range(3):
            world = deal(view, know, random.Random(w))
            # DECK-3: the whole deck, the seat's own cards and everything it saw in place.
            cards = [c for h in world.hands for c in h] + world.draw_pile + world.discard
            assert Counter(cards) == Counter(full_deck(rules.buzzer))
            assert world.hands[me] == list(view.hand)
            assert world.discard == list(view.discard)
            assert [len(h) for h in world.hands] == list(view.counts)
            assert len(world.draw_pile) == view.draw_pile_size
            assert world.legal_actions(me) == list(view.legal)
            assert Game.from_position(world.position()).position() == world.position()
            assert (world.turn, world.phase, world.direction, world.pending, world.color) == \
                (view.turn, view.phase, view.direction, view.pending, view.color)
            # The pool worked out once for a decision's worlds deals the same world.
            again = deal(view, know, random.Random(w), None, unseen_pool(view, know))
            assert again.position() == world.position()
            for s in range(players):
                if s == me:
                    continue
                held = Counter(know.held[s])
                assert not held - Counter(world.hands[s])  # known cards stay where they are
                rest = list((Counter(world.hands[s]) - held).elements())
                if view.phase == "drawn" and view.turn == s:
                    continue  # the card it just drew may be any that goes
                lacked = {"RYGB"[c] for c in range(4) if know.lacks[s][c] == 0}
                assert not (colours_of(rest) & (lacked - colours_of(know.held[s])))


def test_a_world_never_deals_a_card_the_seat_saw_in_a_challenge():
    rules = Rules(bluff=True)
    # Seat 1 holds reds yet plays a Wild Draw Four on red; seat 2 challenges and sees its hand.
    game = game_with(3, {1: ["+4", "R1", "R2", "R3", "G4", "G5", "B6"]}, first="R9",
                     rules=rules, dealer=0)
    game.apply(1, "play +4 G")
    game.apply(2, "challenge")
    # CHAL-2: guilty, seat 1 drew four more, unseen by seat 2.
    view = game.view(2)
    know = Knowledge(view)
    for w in range(20):
        world = deal(view, know, random.Random(w))
        for card in ("R1", "R2", "R3", "G4", "G5", "B6"):
            assert Card.parse(card) in world.hands[1]
        assert len(world.hands[1]) == len(game.hands[1])


def test_a_world_gives_no_colour_to_a_seat_that_drew_for_lack_of_it():
    # PLAY-4: seat 1 draws on the red nine, so it held no red, no nine and no Wild.
    game = game_with(2, {1: ["G1", "G2", "G3", "G4", "B5", "Y6", "Y7"]}, first="R9",
                     draws=["B1"], dealer=0)
    game.apply(1, "draw")
    view = game.view(0)
    know = Knowledge(view)
    for w in range(30):
        hand = deal(view, know, random.Random(w)).hands[1]
        assert len(hand) == 8
        assert sum(1 for c in hand if Card(c).color == "R" or Card(c).rank in ("9", "W", "+4")) <= 1


def test_a_world_gives_no_match_to_a_seat_that_played_a_wild():
    # A Wild is played when nothing else goes: seat 1 held no red and no nine on the red nine.
    game = game_with(2, {1: ["W", "G1", "G2", "G3", "G4", "B5", "Y6"]}, first="R9", dealer=0)
    game.apply(1, "play W B")
    view = game.view(0)
    know = Knowledge(view)
    for w in range(30):
        hand = deal(view, know, random.Random(w)).hands[1]
        assert len(hand) == 6
        assert not any(Card(c).color == "R" or Card(c).rank == "9" for c in hand)


def test_a_wild_draw_four_says_what_was_lacked_only_when_it_could_not_be_a_bluff():
    for bluff, lacked in ((False, 1.0), (True, None)):
        game = game_with(3, {1: ["+4", "G1", "G2", "G3", "G4", "B5", "Y6"]}, first="R9",
                         rules=Rules(bluff=bluff), dealer=0)
        game.apply(1, "play +4 G")
        know = Knowledge(game.view(2))
        assert (know.p_lacks_colour(1, 0) if lacked else know.lacks[1][0]) == lacked


def test_the_search_sees_only_the_view():
    # The same cards for seat 1 and on the table, different cards elsewhere: the same choice.
    mine = ["R1", "R5", "G5", "B7", "Y+2", "GS", "W"]
    choices = set()
    for other in (["B1", "B2", "B3", "B4", "Y5", "Y6", "G7"], ["G1", "G2", "G3", "Y4", "R6", "R7", "B8"]):
        game = game_with(2, {0: other, 1: mine}, first="R9", dealer=0)
        choices.add(make_bot("hard", 1, seed=5).act(game.view(1)))
    assert len(choices) == 1


def test_the_search_is_deterministic_from_its_seed():
    for case in range(6):
        rng = random.Random(case)
        game = Game(3, Rules(stacking=True, seven_zero=True, bluff=True), seed=case)
        advance(game, rng, rng.randrange(0, 30))
        if game.round_over or game.decider is None:
            continue
        seat = game.decider
        a = make_bot("hard", seat, seed=11).act(game.view(seat))
        b = make_bot("hard", seat, seed=11).act(game.view(seat))
        assert a == b and a in game.legal_actions(seat)


@pytest.mark.parametrize("rules", VARIANT_SETS)
def test_the_search_chooses_legal_actions_in_every_phase(rules):
    rng = random.Random(3)
    seen = set()
    for case in range(4):
        game = Game(3, rules, seed=case)
        others = [make_bot("basic", s, seed=case) for s in range(3)]
        for _ in range(150):
            if game.round_over:
                break
            seat = game.decider
            if seat is None:
                game.close_buzzer()
                continue
            view = game.view(seat)
            if len(view.legal) > 1 and rng.random() < 0.25:
                action = make_bot("hard", seat, seed=case).act(view)
                assert action in view.legal
                seen.add(view.phase)
            else:
                action = others[seat].act(view)
            game.apply(seat, action)
    assert "play" in seen


def test_the_search_challenges_a_bluff_it_can_see_and_not_an_honest_four():
    rules = Rules(bluff=True)
    # CHAL-2: seat 1 holds reds yet plays a Wild Draw Four on red.
    game = game_with(3, {1: ["+4", "R1", "R2", "R3", "R4", "R5", "R6"]}, first="R9",
                     rules=rules, dealer=0)
    game.apply(1, "play +4 G")
    assert make_bot("hard", 2, seed=1).act(game.view(2)) == "challenge"
    # Seat 1 drew on red (PLAY-4), so it held no red when it then played the Wild Draw Four.
    game = game_with(3, {1: ["G1", "G2", "G3", "G4", "B5", "B6", "Y7"]}, first="R9",
                     rules=rules, dealer=0, draws=["+4"])
    game.apply(1, "draw")
    game.apply(1, "play +4 G")
    assert make_bot("hard", 2, seed=1).act(game.view(2)) == "draw"


def test_a_partners_win_is_the_searching_seats_win():
    # VAR-TEAMS: seats 0 and 2 are partners; seat 2 goes out.
    game = game_with(4, {2: ["R1"]}, first="R9", rules=Rules(teams=True), dealer=1)
    game.hands[2] = [Card.parse("R1")]
    game.apply(2, "play R1")
    assert game.round_over and game.winner == 2
    assert value(game, 0) > 1.0 and value(game, 1) < 0.0


def test_lowest_score_counts_the_points_left_in_hand():
    # SCORE-3 lowest: a hand of a Wild is worse than a hand of a 1, even with the round lost.
    rules = Rules(scoring="lowest")
    game = game_with(3, {}, first="R9", rules=rules, dealer=0)
    game.hands[0] = [Card.parse("W")]
    game.hands[1] = [Card.parse("R1")]
    assert value(game, 1) > value(game, 0)


def test_a_playout_ends_the_round_or_its_budget():
    for case, rules in enumerate(VARIANT_SETS):
        game = Game(4, rules, seed=case)
        done = playout(game, random.Random(case), plies=10_000)
        assert game.round_over and done > 0
        game = Game(4, rules, seed=case)
        assert playout(game, random.Random(case), plies=5) <= 5


def test_heads_up_the_search_deals_more_worlds_for_the_same_budget(monkeypatch):
    # search.SCALE: with two seats the choice stands on the search's noise alone.
    game = game_with(2, {1: ["R1", "R5", "G5", "B7", "Y+2", "GS", "W"]}, first="R9", dealer=0)
    view = game.view(1)
    options = [a for a in view.legal if a.startswith("play") and a.count(" ") == 1]
    dealt = []

    def counting(*args):
        dealt.append(1)
        return deal(*args)

    monkeypatch.setattr(search, "deal", counting)
    worlds = []
    for scale in ({}, {2: 2}):
        monkeypatch.setattr(search, "SCALE", scale)
        dealt.clear()
        choose(view, Knowledge(view), options, random.Random(3), 600)
        worlds.append(len(dealt))
    assert len(options) == 2
    assert worlds[0] >= 2 and worlds[1] >= 1.8 * worlds[0]
