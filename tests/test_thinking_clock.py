"""The thinking clock (VAR-CLOCK): off by default; on, the player on turn hears a warning
when a quarter of the time is left, then the game draws a card for them and passes."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402

from uno_audio.engine import Game, Rules  # noqa: E402
from uno_audio.session.thinking import ThinkingClock, act_for, timeout_action, warning_left  # noqa: E402

from conftest import assert_whole_deck  # noqa: E402
from player import press, said, select, table_for, wait  # noqa: E402

HANDS = [["R1", "R2", "G3", "G4", "B5", "B6", "Y7"], ["Y1"] * 2 + ["Y2"] * 2 + ["Y3"] * 2 + ["Y4"],
         ["G1"] * 2 + ["G2"] * 2 + ["G5"] * 2 + ["G6"]]


def _table(tmp_path, seconds):
    app, clock, table, game = table_for(tmp_path, Rules(turn_clock=seconds), HANDS, "R5")
    wait(app, clock, 0.5)
    assert game.turn == 0 and game.phase == "play"
    return app, clock, table, game


def test_var_clock_warns_then_draws_a_card_and_passes(tmp_path):
    app, clock, table, game = _table(tmp_path, 20)
    start, events = len(said(app)), len(game.history)
    wait(app, clock, 13)
    assert "5 seconds left." not in said(app)[start:] and game.turn == 0
    wait(app, clock, 3)
    assert said(app)[start:].count("5 seconds left.") == 1 and game.turn == 0
    assert len(game.history) == events  # a warning only
    wait(app, clock, 5)
    heard = said(app)[start:]
    assert "Time is up." in heard and heard.index("Time is up.") > heard.index("5 seconds left.")
    first = game.history[events]
    # The card drawn (a B9, which does not go on R5), then the next player's turn.
    assert (first.kind, first.seat, [str(c) for c in first.cards]) == ("draw", 0, ["B9"])
    assert (game.history[events + 1].kind, game.history[events + 1].seat) == ("turn", 1)
    assert len(game.hands[0]) == 8


def test_var_clock_off_by_default_never_acts(tmp_path):
    app, clock, table, game = table_for(tmp_path, Rules(), HANDS, "R5")
    wait(app, clock, 400)
    assert game.turn == 0 and len(game.hands[0]) == 7
    assert not any("seconds left" in line or line == "Time is up." for line in said(app))


def test_var_clock_a_play_in_time_stops_it(tmp_path):
    app, clock, table, game = _table(tmp_path, 10)
    from player import press, select
    start = len(said(app))
    select(app, clock, table, "R1")
    press(app, clock, "enter")
    assert str(game.discard[1]) == "R1"
    wait(app, clock, 6)
    assert "Time is up." not in said(app)[start:]
    assert not [e for e in game.history if e.kind == "draw" and e.seat == 0]


def test_var_clock_the_warning_is_a_quarter_and_at_most_ten_seconds():
    assert warning_left(20) == 5 and warning_left(300) == 10 and warning_left(10) == 2.5
    clock = ThinkingClock(20)
    clock.start("a", 100.0)
    assert clock.due() == 115.0 and clock.check(114.9) is None
    assert clock.check(115.0) == ("warn", 5) and clock.due() == 120.0
    clock.start("a", 118.0)  # the same decision heard again: no restart
    assert clock.check(120.0) == ("out", 0) and clock.due() is None


def test_var_clock_what_the_game_does_in_each_phase(table):
    game = table("R1 G7", "B5 B6", "Y1", first="R5", draw=["B9"])
    assert timeout_action(game, 0) == "draw"
    act_for(game, 0)
    assert game.turn == 1 and len(game.hands[0]) == 3  # drew B9, could not play it
    game = table("R1 G7", "B5 B6", "Y1", first="R5", draw=["R9"])
    events = act_for(game, 0)
    assert [e.kind for e in events][:2] == ["draw", "pass"] and game.turn == 1
    game = table("R7 G7 G1", "B5 B6", "Y1", first="R5", rules=Rules(seven_zero=True))
    game.apply(0, "play R7")
    assert timeout_action(game, 0) == "pass"
    game = table("R7 G7 G1", "B5 B6", "Y1", first="R5", rules=Rules(seven_zero=True, seven_must_swap=True))
    game.apply(0, "play R7")
    assert timeout_action(game, 0) == "swap 1"
    game = table("W G7 G1 B1", "B5 B6", "Y1", first="R5")
    game.apply(0, "play W R")  # (a colour is always given with the play)
    game = table("R+2 G1", "B5 B6", "Y1", first="R5", rules=Rules(stacking=True))
    game.apply(0, "play R+2")
    assert timeout_action(game, 1) == "draw"


def test_var_clock_is_never_on_in_the_tutorial(tmp_path):
    """Even for a player whose New game has the clock on."""
    from player import make_app
    from uno_audio.ui.tutorial import Tutorial
    app, clock = make_app(tmp_path, rules={"turn_clock": 10})
    tutorial = Tutorial(app)
    app.push(tutorial)
    assert not tutorial.thinking.on
    wait(app, clock, 400)
    assert not any(line == "Time is up." for line in said(app))


def test_var_clock_a_colour_left_unchosen_is_the_colour_held_most(tmp_path):
    hands = [["G1", "G2", "G3", "B5", "R1", "Y7", "Y8"]] + HANDS[1:]
    app, clock, table, game = table_for(tmp_path, Rules(turn_clock=10), hands, "W", rest=["B9"])
    wait(app, clock, 0.5)
    assert (game.turn, game.phase, table.mode) == (0, "color", "color")
    wait(app, clock, 11)
    assert "Time is up." in said(app)
    assert game.color == "G" and table.mode is None
    # Then the turn's card drawn, and the turn passed.
    assert ("draw", 0) in [(e.kind, e.seat) for e in game.history] and len(game.hands[0]) == 8


def test_var_clock_the_window_and_the_braille_status_show_the_time_left(tmp_path):
    """The time left is on the screen and on the braille status line (F4), counting down
    from when the decision was heard; with the clock off neither shows it."""
    from uno_audio.ui.braille import status_line
    from uno_audio.ui.table_view import table_view
    app, clock, table, game = _table(tmp_path, 30)
    wait(app, clock, 10)
    shown = table_view(table).windows
    assert any(w.startswith("Your time to play: ") for w in shown), shown
    left = int([w for w in shown if w.startswith("Your time")][0].split(": ")[1].split(" ")[0])
    assert 19 <= left <= 21
    assert f"time {left}s" in status_line(app)
    select(app, clock, table, "R1")
    press(app, clock, "enter", settle=False)     # played: no clock of yours is running
    assert game.decider != 0
    assert not any(w.startswith("Your time") for w in table_view(table).windows)
    assert "time " not in status_line(app)
    app, clock, table, game = table_for(tmp_path / "off", Rules(), HANDS, "R5")
    wait(app, clock, 10)
    assert not any(w.startswith("Your time") for w in table_view(table).windows)
