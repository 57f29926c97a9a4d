"""Eight players on two tables (RULES.md VAR-ROTATE, with eight players [000]): the
28-hand schedule and the match's totals."""

import itertools
import random
from collections import Counter

import pytest

from uno_audio.bots import make_bot
from uno_audio.bots.simulate import play_round
from uno_audio.engine import Game, Rules
from uno_audio.engine.tables import HANDS, TwoTables, round_robin, schedule, table_rules


def test_var_rotate_8_the_round_robin_partners_every_pair_once_in_seven_rounds():
    rounds = round_robin()
    assert len(rounds) == 7
    for pairs in rounds:
        assert sorted(p for pair in pairs for p in pair) == list(range(8))
    together = Counter(tuple(sorted(pair)) for pairs in rounds for pair in pairs)
    assert set(together) == set(itertools.combinations(range(8), 2))
    assert set(together.values()) == {1}


@pytest.mark.parametrize("seed", [0, 1, 7, 123456])
def test_var_rotate_8_28_hands_each_pair_partners_exactly_four_hands(seed):
    hands = schedule(seed)
    assert len(hands) == HANDS == 28
    partners = Counter()
    met = Counter()
    for tables in hands:
        assert len(tables) == 2
        # Each player at exactly one table per hand, four at each.
        assert sorted(p for seats in tables for p in seats) == list(range(8))
        for seats in tables:
            assert len(seats) == 4
            partners[tuple(sorted((seats[0], seats[2])))] += 1
            partners[tuple(sorted((seats[1], seats[3])))] += 1
            for a in (seats[0], seats[2]):
                for b in (seats[1], seats[3]):
                    met[tuple(sorted((a, b)))] += 1
    assert set(partners) == set(itertools.combinations(range(8), 2))
    assert set(partners.values()) == {4}
    # Opponents change too: everyone faces everyone at some point.
    assert set(met) == set(itertools.combinations(range(8), 2))


def test_var_rotate_8_the_draw_depends_on_the_seed_and_only_on_it():
    assert schedule(5) == schedule(5)
    assert schedule(5) != schedule(6)


def test_var_rotate_8_a_table_is_four_players_partners_facing():
    match = TwoTables(Rules(), seed=3)
    game = match.game(0)
    assert game.players == 4 and game.rules.two_tables
    assert [game.team_of(s) for s in range(4)] == [0, 1, 0, 1]
    assert game.partners(0) == [2] and game.partners(1) == [3]
    with pytest.raises(ValueError):
        Game(8, table_rules(Rules()))
    with pytest.raises(ValueError):
        Game(4, Rules(two_tables=True, teams=True))


def test_var_rotate_8_winner_and_partner_score_and_the_match_ends_after_28_hands():
    rules = Rules(stacking=True, blank_cards=("R*ALL", "G*PICK"))
    match = TwoTables(rules, seed=9)
    rng = random.Random(2)
    for hand in range(HANDS):
        assert not match.over and match.hand == hand
        for t in range(2):
            game = match.game(t)
            assert game.rules.stacking and game.rules.blank_cards == ("R*ALL", "G*PICK")
            bots = [make_bot("basic", s, seed=hand * 4 + s) for s in range(4)]
            play_round(game, bots, rng)
            assert not game.match_over  # the table's game never ends the match itself
            before = list(match.totals)
            winner, partner, points = match.record(t, game)
            seats = match.tables()[t]
            assert winner == seats[game.winner] and partner == match.partner_of(winner)
            assert match.totals[winner] - before[winner] == points == match.totals[partner] - before[partner]
            assert sum(match.totals) - sum(before) == 2 * points
            match.record(t, game)  # seen again (a resumed summary): counted once
            assert sum(match.totals) - sum(before) == 2 * points
        again = TwoTables.from_dict(match.to_dict(), rules)
        assert again.totals == match.totals and again.results == match.results
        match.next_hand()
    assert match.over
    assert match.totals[match.winner] == max(match.totals)
    assert match.standings()[0] == match.winner


def test_var_rotate_8_a_hand_moves_on_only_when_both_tables_played():
    match = TwoTables(Rules(), seed=1)
    with pytest.raises(ValueError):
        match.next_hand()


@pytest.mark.parametrize("bad", [{"seed": 1}, {"seed": 1, "hand": 30, "totals": [0] * 8, "results": {}},
                                 {"seed": 1, "hand": 0, "totals": [0] * 7, "results": {}},
                                 {"seed": "x", "hand": 0, "totals": [0] * 8, "results": {}},
                                 {"seed": 1, "hand": 0, "totals": [0] * 8, "results": {"3": {"0": [1, 2, 3]}}}])
def test_var_rotate_8_a_damaged_saved_match_is_refused(bad):
    with pytest.raises(ValueError):
        TwoTables.from_dict(bad, Rules())


def _partners(tables):
    return {tuple(sorted((seats[i], seats[i + 2]))) for seats in tables for i in (0, 1)}


def test_var_rotate_8_no_pair_partners_in_two_hands_in_a_row_over_many_seeds():
    for seed in range(500):
        hands = schedule(seed)
        count = Counter(pair for tables in hands for pair in _partners(tables))
        assert set(count.values()) == {4} and len(count) == 28, seed
        for before, after in zip(hands, hands[1:]):
            assert not _partners(before) & _partners(after), seed


def test_var_rotate_8_a_match_saved_with_the_first_draw_keeps_it():
    old = schedule(2, version=1)
    assert _partners(old[20]) & _partners(old[21])       # what the first draw did
    data = TwoTables(Rules(), 2).to_dict()
    del data["schedule"]
    assert TwoTables.from_dict(data, Rules()).schedule == old
    assert TwoTables.from_dict(TwoTables(Rules(), 2).to_dict(), Rules()).schedule == schedule(2)
