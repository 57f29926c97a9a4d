"""The table of bots plays its hand at the same time as the keyboard's, on the same
virtual clock: its plays are heard between the player's table's, in the order played,
and the next hand starts only once both tables have played theirs."""

from __future__ import annotations

from uno_audio.engine import Rules
from uno_audio.ui.two_tables import TwoTablesSummary, TwoTablesTable

from uno_audio.console import advance

from player import keys_for_turn, make_app, press, said

NAMES = ["You", "Ana", "Ben", "Cleo", "Dora", "Eli", "Fay", "Gil"]
THERE = "At the other table: "


def test_the_other_tables_plays_are_heard_between_yours_in_order_and_both_hands_end_first(tmp_path):
    app, clock = make_app(tmp_path, bot_pace=0.5)
    levels = {p: "normal" for p in range(1, 8)}
    table = TwoTablesTable.create(app, Rules(two_tables=True), [0], levels, NAMES, {}, True, seed=3)
    app.push(table)
    other = table.other
    assert other is not None
    start = len(said(app))
    for _ in range(3000):
        if isinstance(app.screen, TwoTablesSummary):
            break
        press(app, clock, *(keys_for_turn(app.screen) or ["t"]), settle=False)
        advance(app, clock, 1.0)    # a player takes a moment over each move
    assert isinstance(app.screen, TwoTablesSummary)
    heard = said(app)[start:]
    game = other.game
    assert game.round_over and table.game.round_over
    # Every play of the other table, heard as it happened, in the order it was played.
    plays = [e for e in game.history if e.kind == "play"]
    result = [line for line in heard if line.startswith(THERE) and " win the hand, " in line]
    lines = [line for line in heard if line.startswith(THERE) and " against " not in line and line not in result]
    expected = []
    for e in plays:
        told = [line for line in table.other_words.lines([e], None) if line.event == 0]
        expected.append(THERE + str(told[0].text))
    assert len(expected) >= 4 and lines == expected
    # ... between the player's own table's moves, not after them.
    first, last = heard.index(lines[0]), heard.index(lines[len(expected) - 1])
    own = [i for i, line in enumerate(heard) if not line.startswith(THERE)
           and (line.startswith("You play") or " plays " in line)]
    assert any(first < i < last for i in own), "the other table played only before or after yours"
    # Both hands ended before the next starts.
    assert len(table.match.results[0]) == 2
    press(app, clock, "enter", settle=False)
    later = said(app)
    assert later.index("Hand 2 of 28.") > max(i for i, line in enumerate(later) if line in lines)


def test_a_match_saved_within_a_hand_resumes_the_other_table_where_it_was(tmp_path):
    app, clock = make_app(tmp_path, bot_pace=0.5)
    levels = {p: "normal" for p in range(1, 8)}
    table = TwoTablesTable.create(app, Rules(two_tables=True), [0], levels, NAMES, {}, True, seed=3)
    app.push(table)
    for _ in range(6):
        press(app, clock, *(keys_for_turn(app.screen) or ["t"]), settle=False)
        advance(app, clock, 1.0)
    played = list(table.other.game.log)
    assert played, "the other table has played while the player did"
    app2, clock2 = make_app(tmp_path, bot_pace=0.5)
    app2.start()
    press(app2, clock2, "enter", settle=False)
    resumed = app2.screen
    assert isinstance(resumed, TwoTablesTable)
    assert resumed.other is not None and resumed.other.game.log == played
