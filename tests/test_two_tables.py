"""Eight players on two tables at the keyboard (VAR-ROTATE with eight players): set up
from the menu, both tables' results told, S lists all eight totals, saved and resumed,
a whole match of 28 hands played by keys in the console mode."""

from __future__ import annotations

import pytest

from uno_audio.engine import Rules
from uno_audio.engine.tables import HANDS
from uno_audio.ui.two_tables import TwoTablesSummary, TwoTablesTable

from player import keys_for_turn, make_app, play_match_by_keys, press, said

NAMES = ["You", "Ana", "Ben", "Cleo", "Dora", "Eli", "Fay", "Gil"]


def start(tmp_path, humans=(0,), seed=4, **settings):
    app, clock = make_app(tmp_path, bot_pace=0.2, **settings)
    levels = {p: "normal" for p in range(8) if p not in humans}
    table = TwoTablesTable.create(app, Rules(two_tables=True), list(humans), levels, NAMES, {}, True, seed=seed)
    app.push(table)
    return app, clock, table


def play_hand(app, clock, table):
    """Press keys until the hand's summary is up."""
    for _ in range(3000):
        if isinstance(app.screen, TwoTablesSummary):
            return app.screen
        if app.screen.handover_to is not None:
            press(app, clock, "enter")   # the next human takes the keyboard
            continue
        press(app, clock, *(keys_for_turn(app.screen) or ["t"]))
    raise AssertionError("the hand did not end")


@pytest.mark.parametrize("seed", [1, 2, 3, 4, 5, 6])
def test_the_hand_starts_by_saying_who_plays_with_whom(tmp_path, seed):
    app, clock, table = start(tmp_path, seed=seed)
    match = table.match
    assert "Eight players on two tables, 28 hands: every player partners each of the others for four hands." in said(app)
    assert "Hand 1 of 28." in said(app)
    here = match.tables()[table.table_index]
    partner = NAMES[here[(here.index(0) + 2) % 4]]
    assert any(line.startswith("At your table: you and your partner " + partner + " against ") for line in said(app))
    assert any(line.startswith("At the other table: ") for line in said(app))
    assert "Round 1." not in said(app)
    # The keyboard's table is the one with the player, partners facing.
    assert 0 in here and table.game.partners(table.me) == [here.index(match.partner_of(0))]


def test_s_lists_all_eight_totals(tmp_path):
    app, clock, table = start(tmp_path)
    press(app, clock, "s", settle=False)
    line = said(app)[-1]
    assert line.startswith("Totals, hand 1 of 28: ")
    for name in NAMES[1:]:
        assert f", {name} 0" in line   # plain names, partner or not
    assert "you 0" in line and "You 0" not in line and "partner" not in line


def test_the_other_tables_result_is_told_at_the_hands_end_and_totals_follow(tmp_path):
    app, clock, table = start(tmp_path)
    summary = play_hand(app, clock, table)
    match = table.match
    assert match.finished() and len(match.results[0]) == 2
    other = 1 - table.table_index
    winner, partner, points = match.results[0][other]
    expected = f"At the other table: {NAMES[winner]} and {NAMES[partner]} win the hand, {points} points."
    assert expected in summary.lines and expected in said(app)
    assert summary.lines[-2].startswith("Totals, hand 1 of 28: ")
    assert sum(match.totals) == 2 * sum(points for _, _, points in match.results[0].values())
    press(app, clock, "enter", settle=False)
    assert match.hand == 1 and isinstance(app.screen, TwoTablesTable)
    assert "Hand 2 of 28." in said(app)


def test_a_two_table_match_is_saved_and_resumed_between_and_within_hands(tmp_path):
    app, clock, table = start(tmp_path)
    play_hand(app, clock, table)
    press(app, clock, "enter")
    press(app, clock, "space")
    saved_game, info = app.saves.load()
    assert saved_game is not None and "two_tables" in info
    app2, clock2 = make_app(tmp_path)
    app2.start()
    assert said(app2)[-1].startswith("Continue the saved match")
    press(app2, clock2, "enter", settle=False)
    resumed = app2.screen
    assert isinstance(resumed, TwoTablesTable)
    assert resumed.match.hand == 1 and resumed.match.totals == table.match.totals
    assert resumed.game.log == table.game.log and resumed.players == table.players
    press(app2, clock2, "s", settle=False)
    assert said(app2)[-1] == table.totals_line()


def test_a_damaged_two_table_save_is_set_aside(tmp_path):
    import json
    app, clock, table = start(tmp_path)
    press(app, clock, "space")
    path = tmp_path / "match.json"
    data = json.loads(path.read_text())
    data["table"]["two_tables"]["names"] = NAMES[:5]
    path.write_text(json.dumps(data))
    app2, clock2 = make_app(tmp_path)
    app2.start()
    assert not said(app2)[-1].startswith("Continue the saved match")
    assert list(tmp_path.glob("match.broken-*"))


def test_the_setup_menu_starts_eight_players_on_two_tables(tmp_path):
    app, clock = make_app(tmp_path / "home")
    app.start()
    press(app, clock, "enter")   # New game
    for _ in range(60):
        if said(app)[-1].startswith("Eight players on two tables"):
            break
        press(app, clock, "down", settle=False)
    press(app, clock, "right", settle=False)
    assert said(app)[-2].startswith("Eight players on two tables: on")
    assert said(app)[-1].startswith("Also changed: Players: 8")
    assert app.screen.players == 8
    press(app, clock, "home", "enter")
    table = app.screen
    assert isinstance(table, TwoTablesTable)
    assert table.game.players == 4 and table.game.rules.two_tables
    assert sorted(table.all_levels) == list(range(1, 8))


def test_a_console_match_on_two_tables_is_played_to_its_end_by_keys(tmp_path):
    # The settings say 4 players (as a hand-edited file might): two tables seat 8 anyway.
    app, clock = make_app(tmp_path, bot_pace=0.2, rules={"two_tables": True}, players=4)
    app.start()
    press(app, clock, "enter")   # New game
    press(app, clock, "enter")   # Start
    table = app.screen
    assert isinstance(table, TwoTablesTable)
    play_match_by_keys(app, clock, max_keys=60000)
    match = table.match
    assert match.hand == HANDS - 1 and match.finished()
    assert all(len(match.results[h]) == 2 for h in range(HANDS))
    winner = match.winner
    name = "You win" if winner == 0 else f"{table.all_names[winner]} wins"
    assert any(line.startswith(name + " the match with ") for line in said(app))
    assert not app.saves.exists()
    stats = app.stats.data["modes"]["two_tables"]
    assert stats["matches"] == 1 and stats["rounds"] == HANDS


def test_two_humans_at_different_tables_each_play_theirs_at_the_keyboard(tmp_path):
    app, clock, table = start(tmp_path, humans=(0, 5))
    match = table.match
    # Find a hand where the two humans sit at different tables.
    for hand in range(HANDS):
        if match.table_of(0, hand) != match.table_of(5, hand):
            break
    else:
        raise AssertionError("the two are always together")
    assert hand < HANDS
    for _ in range(hand):
        play_hand(app, clock, table)
        press(app, clock, "enter")
    assert match.hand == hand
    first = table.table_index
    for _ in range(3000):
        if table.table_index != first or isinstance(app.screen, TwoTablesSummary):
            break
        press(app, clock, *(keys_for_turn(app.screen) or ["t"]))
    assert "This table has played its hand. Now the keyboard goes to the other table." in said(app)
    assert table.table_index == 1 - first
    # Hidden hands: the keyboard is handed over before the new hand is told.
    human = next(p for p in (0, 5) if match.table_of(p) == table.table_index)
    assert f"Pass the keyboard to {NAMES[human]}. {NAMES[human]}, press Enter when ready." in said(app)
    assert table.handover_to == table.me and table.players[table.me] == human
    press(app, clock, "enter")
    assert table.handover_to is None
    play_hand(app, clock, table)
    assert len(match.results[hand]) == 2


@pytest.mark.parametrize("lang", ["es", "pt-BR"])
def test_two_tables_are_spoken_in_the_language(tmp_path, lang):
    app, clock = make_app(tmp_path, lang=lang, bot_pace=0.2)
    levels = {p: "easy" for p in range(1, 8)}
    table = TwoTablesTable.create(app, Rules(two_tables=True), [0], levels, NAMES, {}, True, seed=2)
    app.push(table)
    summary = play_hand(app, clock, table)
    press(app, clock, "s", settle=False)
    assert app.tr.missing == [] and app.tr.errors == []
    english = ("Hand 1 of 28.", "At the other table")
    for line in said(app):
        assert "{" not in line and "$" not in line, line
        assert not line.startswith(english), line
    assert summary.lines[-1] == app.tr("two-tables-keys")


def test_a_match_left_on_the_hands_summary_resumes_there_counted_once(tmp_path):
    app, clock, table = start(tmp_path)
    summary = play_hand(app, clock, table)
    totals = list(table.match.totals)
    app2, clock2 = make_app(tmp_path, bot_pace=0.2)
    app2.start()
    press(app2, clock2, "enter")
    again = app2.screen
    assert isinstance(again, TwoTablesSummary)
    assert again.table.match.totals == totals and again.lines == summary.lines
    press(app2, clock2, "enter", settle=False)
    assert again.table.match.hand == 1 and "Hand 2 of 28." in said(app2)
