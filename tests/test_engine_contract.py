"""The engine's contract beyond the rules: bad input is refused and changes nothing
(PLAY-7), matches replay from their log, and a seat's view shows only what that seat
may know."""

import gc
import json
import pickle
import random
import types
from dataclasses import replace

import pytest

from uno_audio.engine import Action, Card, Event, Game, IllegalAction, Rules, View, full_deck

from engine_helpers import state

EVERYTHING = Rules(stacking=True, sequences=True, jump_in=True, bluff=True, draw_then_play=True,
                   seven_zero=True, buzzer=True, draw_to_match=True)


def refused(game, seat, action, reason):
    """PLAY-7: refused with `reason`, and the game is byte-for-byte unchanged."""
    before = pickle.dumps(state(game))
    with pytest.raises(IllegalAction) as err:
        game.apply(seat, action)
    assert err.value.reason == reason
    assert isinstance(err.value, ValueError)
    assert pickle.dumps(state(game)) == before


# ---- bad input ------------------------------------------------------------------------

@pytest.mark.parametrize("action", [
    "", "   ", "dance", "play", "draw 2", "pass now", "uno uno", "catch", "swap", "swap 1 2",
    "challenge 1", "buzz B", "color", "color R G", "play R5 R G", "drawR5",
])
def test_play_7_unknown_action_words_are_refused(table, action):
    game = table("R1 R2 R3", "G1 G2", first="R5")
    refused(game, 0, action, "unknown-action")


@pytest.mark.parametrize("action", [None, 5, ["draw"], b"draw", ("play", "R1")])
def test_play_7_actions_that_are_not_text_are_refused(table, action):
    game = table("R1 R2 R3", "G1 G2", first="R5")
    refused(game, 0, action, "unknown-action")


@pytest.mark.parametrize("action", ["play R10", "play X5", "play +3", "play wild R", "play RWild"])
def test_play_7_unknown_cards_are_refused(table, action):
    game = table("R1 R2 R3", "G1 G2", first="R5")
    refused(game, 0, action, "unknown-card")


@pytest.mark.parametrize("action", ["play W Q", "play +4 red", "color Q", "color 1"])
def test_play_7_unknown_colours_are_refused(table, action):
    game = table("R1 W +4", "G1 G2", first="W")
    refused(game, 0, action, "unknown-color")


@pytest.mark.parametrize("seat", [-1, 2, 99, True, "0", 0.0, None])
def test_play_7_a_seat_out_of_range_is_refused(table, seat):
    game = table("R1 R2 R3", "G1 G2", first="R5")
    refused(game, seat, "draw", "no-such-seat")


@pytest.mark.parametrize("action, reason", [
    ("catch x", "unknown-seat"), ("catch 2", "no-such-seat"), ("catch -1", "no-such-seat"),
    ("swap x", "unknown-seat"),
])
def test_play_7_a_target_seat_out_of_range_is_refused(table, action, reason):
    game = table("R1 R2", "G1 G2", first="R5")
    game.apply(0, "play R1")
    refused(game, 1, action, reason)


def test_play_7_a_swap_target_out_of_range_is_refused(table):
    game = table("R7 R2 R3", "G1 G2", first="R5", rules=Rules(seven_zero=True))
    game.apply(0, "play R7")
    refused(game, 0, "swap 2", "no-such-seat")
    refused(game, 0, "swap -1", "no-such-seat")


def test_play_7_a_card_not_in_the_hand_is_refused(table):
    game = table("R1 R2 R3", "G1 R6", first="R5", rules=Rules(jump_in=True))
    refused(game, 0, "play R6", "card-not-in-hand")
    refused(game, 0, "play W R", "card-not-in-hand")
    refused(game, 1, "play R5", "card-not-in-hand")  # an out-of-turn attempt costs nothing


def test_play_7_a_missing_colour_or_a_colour_where_none_is_allowed_is_refused(table):
    game = table("W +4 B1 Z", "G1 G2", first="R5", rules=Rules(buzzer=True))
    refused(game, 0, "play W", "color-required")
    refused(game, 0, "play +4", "color-required")
    refused(game, 0, "play B1 B", "color-not-allowed")
    refused(game, 0, "play Z G", "color-not-allowed")


def test_play_7_actions_after_the_round_or_match_ended_are_refused(table):
    game = table("R1", "G1 G2", first="R5", rules=Rules(target=1000))
    game.apply(0, "play R1")
    for seat, action in [(1, "draw"), (1, "play G1"), (0, "uno"), (1, "catch 0"), (1, "dance")]:
        with pytest.raises(IllegalAction):
            game.apply(seat, action)
    refused(game, 1, "draw", "round-over")
    with pytest.raises(IllegalAction) as err:
        game.close_buzzer()
    assert err.value.reason == "no-buzzer"
    game = table("R1", "G1 G2", first="R5", rules=Rules(target=3))
    game.apply(0, "play R1")
    refused(game, 1, "draw", "match-over")


def test_play_7_next_round_only_when_the_round_is_over():
    game = Game(3, seed=1)
    before = pickle.dumps(state(game))
    with pytest.raises(IllegalAction) as err:
        game.next_round()
    assert err.value.reason == "round-not-over"
    assert pickle.dumps(state(game)) == before


def test_play_7_illegal_action_carries_reason_and_action():
    err = IllegalAction("card-not-in-hand", "play R5")
    assert (err.reason, err.action, str(err)) == ("card-not-in-hand", "play R5", "card-not-in-hand: play R5")


@pytest.mark.parametrize("kwargs", [
    {"players": 3, "dealer": 3}, {"players": 3, "dealer": -1}, {"players": 3, "dealer": "0"},
    {"players": 3, "deck": ["R1"] * 10}, {"players": 2.0}, {"players": 3, "deck": ["R1", "Q7"] * 20},
])
def test_setup_1_bad_game_settings_are_refused(kwargs):
    with pytest.raises(ValueError):
        Game(rules=Rules(), **kwargs)


def test_play_7_actions_are_case_and_space_tolerant(table):
    game = table("R1 W R3", "G1 G2", first="R5")
    game.apply(0, "  PLAY w g ")
    # Text is read at the edge: the log keeps the action, written in its notation.
    assert game.color == "G" and game.log[-1] == (0, "play W G")
    assert game.log[-1][1] is Action.parse("play W G") is Action("play w g")


# ---- replays --------------------------------------------------------------------------

def assert_same_state(copy, game):
    """Hands, piles, scores, turn, phase, round and match state: the whole state."""
    copy.draw_pile, game.draw_pile  # the pile's shuffle settled, whenever it was read
    assert state(copy).keys() == state(game).keys()
    for name, value in state(game).items():
        if name == "rng":
            assert copy.rng.getstate() == value.getstate()
        else:
            assert getattr(copy, name) == value, name
    for name in ("hands", "draw_pile", "discard", "scores", "turn", "phase", "round", "top",
                 "color", "direction", "round_over", "winner", "match_over", "match_winner"):
        assert getattr(copy, name) == getattr(game, name), name


@pytest.mark.parametrize("seed", range(6))
def test_a_match_replays_from_its_seed_and_action_log(random_play, seed):
    rng = random.Random(seed)
    players = rng.randint(2, 10)
    rules = replace(EVERYTHING, super_jump_in=seed % 2 == 0, target=200)
    game = Game(players, rules, seed=seed)
    random_play(game, rng, rounds=3, illegal=0.05)
    data = json.loads(json.dumps(game.to_dict()))  # plain data, JSON and back
    assert_same_state(Game.from_dict(data), game)
    assert_same_state(Game.replay(players, rules, seed=seed, log=game.log), game)


def test_a_match_replays_in_the_middle_of_a_round(random_play):
    rng = random.Random(5)
    game = Game(5, EVERYTHING, seed=5)
    for _ in range(60):
        if game.round_over:
            break
        if game.phase == "buzzer":
            game.close_buzzer()
            continue
        seat = rng.choice([s for s in range(5) if game.legal_actions(s)])
        game.apply(seat, rng.choice(game.legal_actions(seat)))
    assert_same_state(Game.from_dict(game.to_dict()), game)


def test_a_match_with_a_given_deck_and_dealer_replays(random_play):
    deck = full_deck()
    random.Random(3).shuffle(deck)
    game = Game(4, Rules(jump_in=True), seed=9, deck=deck, dealer=2)
    random_play(game, random.Random(1), rounds=2, illegal=0.05)
    data = game.to_dict()
    assert data["deck"] == [str(c) for c in deck] and data["dealer"] == 2
    assert_same_state(Game.from_dict(data), game)


def test_a_match_without_a_seed_gets_one_so_it_still_replays(random_play):
    game = Game(3)
    assert isinstance(game.seed, int)
    random_play(game, random.Random(2), rounds=2)
    assert_same_state(Game.from_dict(game.to_dict()), game)


def test_the_same_seed_deals_the_same_match():
    a, b = Game(4, seed=42), Game(4, seed=42)
    assert a.hands == b.hands and a.dealer == b.dealer and a.draw_pile == b.draw_pile
    assert Game(4, seed=43).hands != a.hands


# ---- views ----------------------------------------------------------------------------

def _reachable(root):
    """Every object reachable from `root` through containers and instance slots."""
    seen = {}
    stack = [root]
    while stack:
        obj = stack.pop()
        if id(obj) in seen or isinstance(obj, (type, types.ModuleType, types.FunctionType)):
            continue
        seen[id(obj)] = obj
        stack.extend(gc.get_referents(obj))
    return seen


def _hidden_cards_seen(view, game, seat):
    """Every private card (of an event meant for another seat) the view still carries."""
    return [e for e in view.history if e.to not in (None, seat) and e.cards is not None]


def test_a_view_holds_no_reference_to_the_game(random_play):
    game = Game(4, replace(EVERYTHING, target=10 ** 6), seed=3)
    random_play(game, random.Random(3), rounds=1)
    game.next_round()
    for seat in range(4):
        reached = _reachable(game.view(seat))
        for secret in [game, game.draw_pile, game.discard, game.hands, game.history,
                       *game.hands]:
            assert id(secret) not in reached


def test_a_view_shows_its_own_hand_the_others_counts_and_is_read_only(table):
    game = table("R1 R2 R3", "G1 G2", "B1 B2 B3 B4", first="R5", draw=["Y1"])
    view = game.view(1)
    assert isinstance(view, View)
    assert view.hand == (Card.parse("G1"), Card.parse("G2"))
    assert view.counts == (3, 2, 4) and view.top == Card.parse("R5") and view.color == "R"
    assert view.legal == tuple(game.legal_actions(1)) and view.turn == 0
    assert view.draw_pile_size == len(game.draw_pile)
    with pytest.raises(AttributeError):
        view.hand = ()
    game.apply(0, "draw")  # Y1 cannot be played: the turn passes
    assert view.counts == (3, 2, 4)  # a snapshot
    assert game.view(1).counts == (4, 2, 4)


def test_a_view_hides_the_cards_others_drew_and_were_dealt(table):
    game = table("R1 R2 R3", "G1 G2", "B1 B2 B3 B4", first="R5", draw=["R9"])
    game.apply(0, "draw")
    own = game.view(0)
    assert own.drawn == Card.parse("R9")
    assert own.history[-1].kind == "draw" and own.history[-1].cards == (Card.parse("R9"),)
    for seat in (1, 2):
        view = game.view(seat)
        assert view.drawn is None
        assert view.history[-1].kind == "draw" and view.history[-1].cards is None
        assert view.history[-1].count == 1
        deals = [e for e in view.history if e.kind == "deal"]
        assert [e.cards is not None for e in deals] == [e.to == seat for e in deals]
        assert not _hidden_cards_seen(view, game, seat)
    assert game.history[-1].cards == (Card.parse("R9"),)  # the game itself keeps them


def test_a_view_shows_a_challenged_hand_to_the_challenger_only(table):
    game = table("+4 R1 B2", "G3 G4", "G5", first="R5", rules=Rules(bluff=True))
    game.apply(0, "play +4 G")
    game.apply(1, "challenge")
    shown = [e for e in game.view(1).history if e.kind == "challenge"][0]
    hidden = [e for e in game.view(2).history if e.kind == "challenge"][0]
    assert [str(c) for c in shown.cards] == ["R1", "B2"] and hidden.cards is None
    assert (hidden.seat, hidden.target, hidden.count) == (1, 0, 1)


def test_a_view_shows_a_sequence_only_to_its_player(table):
    game = table("Y2 Y3 B1", "G2 G3", first="Y1", rules=Rules(sequences=True))
    game.apply(0, "play Y2")
    assert game.view(0).sequence == (0, Card.parse("Y2")) and game.view(1).sequence is None


def test_random_views_never_show_another_seats_cards(random_play):
    rng = random.Random(8)
    game = Game(5, EVERYTHING, seed=8)
    checked = []

    def check(game, events):
        seat = rng.randrange(5)
        view = game.view(seat)
        assert view.hand == tuple(game.hands[seat])
        assert not _hidden_cards_seen(view, game, seat)
        checked.append(seat)

    random_play(game, rng, rounds=2, check=check)
    assert len(checked) > 50


def test_event_seen_by_redacts_private_cards():
    cards = (Card.parse("R1"), Card.parse("W"))
    private = Event("draw", 2, count=2, cards=cards, to=2, mode="turn")
    assert private.private and private.seen_by(2) is private
    other = private.seen_by(0)
    assert other.cards is None and (other.kind, other.seat, other.count, other.mode) == ("draw", 2, 2, "turn")
    assert private.seen_by(None).cards is None
    assert private.cards == cards  # the original is untouched
    public = Event("play", 1, card=Card.parse("R1"))
    assert not public.private and public.seen_by(0) is public
    assert private.as_dict() == {"kind": "draw", "seat": 2, "count": 2, "cards": ["R1", "W"],
                                 "to": 2, "mode": "turn"}
    assert json.dumps(public.as_dict()) == '{"kind": "play", "seat": 1, "card": "R1"}'


def test_score_1_round_over_shows_every_hand_as_cards_and_as_text(table):
    game = table("R1", "G1 G2", "B1 +4", first="R5")
    over = game.apply(0, "play R1")[-1]
    assert over.kind == "round-over" and over.count == 1 + 2 + 1 + 50
    cards = [tuple(map(Card.parse, texts)) for texts in ((), ("G1", "G2"), ("B1", "+4"))]
    assert over.info["hands"] == cards
    assert json.loads(json.dumps(over.as_dict()))["info"]["hands"] == [[], ["G1", "G2"], ["B1", "+4"]]
