"""Cards, the deck and the rule settings (DECK-1, DECK-2, Card notation, Rules)."""

import random
from collections import Counter

import pytest

from uno_audio.engine import COLORS, Card, Game, Rules, full_deck

ALL_TEXT = [c + r for c in "RYGB" for r in (*"0123456789", "S", "R", "+2")] + ["W", "+4", "Z"]


def test_deck_1_has_108_cards_19_numbers_per_colour():
    deck = full_deck()
    count = Counter(str(c) for c in deck)
    assert len(deck) == 108
    for colour in COLORS:
        assert count[colour + "0"] == 1
        for rank in "123456789":
            assert count[colour + rank] == 2
        assert sum(count[colour + r] for r in "0123456789") == 19
        for symbol in ("S", "R", "+2"):
            assert count[colour + symbol] == 2
    assert count["W"] == 4 and count["+4"] == 4
    assert count["Z"] == 0


def test_deck_2_buzzer_adds_eight_colourless_buzzers():
    deck = full_deck(buzzer=True)
    assert len(deck) == 116
    assert Counter(str(c) for c in deck)["Z"] == 8
    assert Card.parse("Z").color is None
    game = Game(4, Rules(buzzer=True), seed=3)
    assert len(game.draw_pile) + len(game.discard) + sum(map(len, game.hands)) == 116


def test_deck_1_a_game_without_the_buzzer_variant_uses_108_cards():
    game = Game(3, seed=5)
    assert len(game.draw_pile) + len(game.discard) + sum(map(len, game.hands)) == 108


def test_card_text_round_trips_for_all_55_kinds():
    assert len(ALL_TEXT) == 55
    for kind, text in enumerate(ALL_TEXT):
        card = Card.parse(text)
        assert card == kind
        assert str(card) == text
        assert Card(kind) is card
        assert Card.parse(str(Card(kind))) is card
        assert repr(card) == f"Card({text!r})"


@pytest.mark.parametrize("text, expected", [
    ("r5", "R5"), ("gs", "GS"), ("b+2", "B+2"), ("yr", "YR"), ("w", "W"), ("z", "Z"),
    (" +4 ", "+4"), ("Y9", "Y9"),
])
def test_card_parse_is_case_insensitive(text, expected):
    assert str(Card.parse(text)) == expected


@pytest.mark.parametrize("text", ["", "R10", "X5", "RW", "+3", "W4", "5", "R 5", "wild"])
def test_card_parse_refuses_unknown_text_and_names_it(text):
    with pytest.raises(ValueError) as err:
        Card.parse(text)
    assert repr(text) in str(err.value)


def test_card_parse_refuses_non_text():
    with pytest.raises(ValueError):
        Card.parse(None)


def test_score_1_card_properties_colour_rank_points():
    assert (Card.parse("R5").color, Card.parse("R5").rank, Card.parse("R5").number) == ("R", "5", 5)
    assert Card.parse("B0").points == 0 and Card.parse("G9").points == 9
    for text in ("RS", "YR", "G+2"):
        assert Card.parse(text).points == 20 and Card.parse(text).number is None
    for text in ("W", "+4", "Z"):
        assert Card.parse(text).points == 50 and Card.parse(text).color is None
    assert Card.parse("W").is_wild and Card.parse("+4").is_wild
    assert not Card.parse("Z").is_wild and not Card.parse("R+2").is_wild


def test_cards_pickle_as_the_shared_instance():
    import pickle
    for kind in range(55):
        assert pickle.loads(pickle.dumps(Card(kind))) is Card(kind)


def test_rules_default_to_the_official_game():
    rules = Rules()
    assert rules.changed() == {}
    assert (rules.uno_penalty, rules.bluff_penalty, rules.jump_in_penalty, rules.buzzer_penalty) == (2, 4, 3, 3)
    assert (rules.target, rules.scoring, rules.rounds) == (500, "standard", None)
    assert Rules(stacking=True, uno_penalty=4).changed() == {"stacking": True, "uno_penalty": 4}


@pytest.mark.parametrize("bad", [
    {"scoring": "golf"}, {"stacking": 1}, {"bluff": "yes"}, {"uno_penalty": -1},
    {"uno_penalty": True}, {"target": 0}, {"target": 2.5}, {"rounds": 0}, {"rounds": True},
    {"rounds": "3"}, {"jump_in_penalty": None},
])
def test_rules_refuse_bad_settings(bad):
    with pytest.raises(ValueError):
        Rules(**bad)


def test_rules_round_trip_as_data_and_refuse_unknown_fields():
    rules = Rules(stacking=True, scoring="lowest", rounds=5, buzzer_penalty=2)
    assert Rules.from_dict(rules.to_dict()) == rules
    with pytest.raises(ValueError, match="colour_blind"):
        Rules.from_dict({"colour_blind": True})


def test_rules_are_frozen():
    with pytest.raises(AttributeError):
        Rules().stacking = True


def _chi_square(seen: Counter, deck: list) -> float:
    """Pearson's statistic of `seen` kinds against their share of `deck`."""
    total = sum(seen.values())
    share = Counter(deck)
    return sum((seen[k] - total * n / len(deck)) ** 2 / (total * n / len(deck)) for k, n in share.items())


def test_setup_3_the_shuffle_is_fair_at_the_top_and_the_bottom_of_the_pile():
    # The pile is shuffled lazily (its top when dealt, the rest when drawn or looked at):
    # the first card dealt and the last card of the pile are both any card, as often as
    # the deck holds it. 55 kinds: a fair shuffle stays far below 110 (p < 1e-5).
    first, last = Counter(), Counter()
    for seed in range(3000):
        game = Game(4, seed=seed, dealer=0)
        first[game.hands[1][0]] += 1
        last[game.draw_pile[0]] += 1
    deck = full_deck()
    assert _chi_square(first, deck) < 110
    assert _chi_square(last, deck) < 110


def test_setup_3_a_look_at_the_pile_changes_nothing_to_come():
    seen, unseen = Game(4, seed=21), Game(4, seed=21)
    seen.draw_pile  # settles the whole shuffle now; the other settles it card by card
    rng = random.Random(2)
    while not seen.round_over:
        seat = seen.turn
        action = rng.choice(seen.legal_actions(seat))
        assert seen.apply(seat, action) == unseen.apply(seat, action)
    assert seen.hands == unseen.hands and seen.draw_pile == unseen.draw_pile
