"""Every key of the table answers, in its moment and out of it."""

from __future__ import annotations

import pytest

from uno_audio.engine import Card, Game, Rules
from uno_audio.keymap import bindings_for
from uno_audio.ui.table import Table

from player import make_app, press, said, scenario_deck

FILL = ["G9"] * 5
UNUSED = "does nothing here"


def setup(tmp_path, rules=Rules(), hands=None, first="R3", dealer=1, **settings):
    hands = hands or [["R5", "B2", "G7", "R1", "Y9", "B+2", "W"], ["Y1", "R2", "Y3", "Y4", "Y5", "Y6", "Y7"]]
    n = len(hands)
    dealt = [hands[(dealer + 1 + i) % n] for i in range(n)]
    game = Game(n, rules, deck=scenario_deck(dealt, first, ["B9"] * 40), dealer=dealer)
    app, clock = make_app(tmp_path, bot_pace=30.0, **settings)
    table = Table(app, game, [0], {s: "hard" for s in range(1, n)}, ["You"] + [f"Bot{s}" for s in range(1, n)], 1)
    app.push(table)
    return app, clock, table, game


TABLE_KEYS = sorted({k for b in bindings_for("table") for k in b.keys} - {"escape", "ctrl+f1", "f1", "ctrl"})


@pytest.mark.parametrize("key", TABLE_KEYS)
def test_every_table_key_speaks_on_your_turn(tmp_path, key):
    app, clock, table, game = setup(tmp_path, Rules(bluff=True, buzzer=True))
    n = len(said(app))
    press(app, clock, key, settle=False)
    new = said(app)[n:] or app.speech.recorded[-1:]
    assert new, key
    assert not any(UNUSED in line for line in new), (key, new)


@pytest.mark.parametrize("key", TABLE_KEYS)
def test_every_table_key_speaks_out_of_turn(tmp_path, key):
    app, clock, table, game = setup(tmp_path, Rules(bluff=True, buzzer=True), dealer=0)
    assert game.turn == 1
    n = len(said(app))
    press(app, clock, key, settle=False)
    new = said(app)[n:] or app.speech.recorded[-1:]
    assert new, key
    assert not any(UNUSED in line for line in new), (key, new)


def test_out_of_moment_reasons(tmp_path):
    app, clock, table, game = setup(tmp_path, Rules(bluff=True, buzzer=True), dealer=0)
    press(app, clock, "enter", settle=False)
    assert said(app)[-1] == "It is not your turn."
    press(app, clock, "space", settle=False)
    assert said(app)[-1] == "It is not your turn."
    press(app, clock, "f", settle=False)
    assert said(app)[-1] == "You can only call a bluff right after a Wild Draw Four is played on you."
    press(app, clock, "b", settle=False)
    assert said(app)[-1] == "There is no buzzer to press now: nothing lost."
    press(app, clock, "u", settle=False)
    assert said(app)[-1] == "Nobody to catch, and you don't need to say UNO now."
    press(app, clock, "p", settle=False)
    assert said(app)[-1] == "No cards to draw are pending."


def test_u_catches_a_player_who_forgot(tmp_path):
    """UNO-2/UNO-3: the window is open from the play until the next player acts."""
    hands = [["R5", "B2"] + FILL, ["R2", "R7"] + FILL]
    app, clock, table, game = setup(tmp_path, hands=hands, dealer=0)
    game.hands[1][:] = [Card.parse("R2"), Card.parse("R7")]
    table.after(game.apply(1, "play R2"), clock.now)
    assert "Bot1 has one card left." in said(app)
    press(app, clock, "u", settle=False)
    assert "You catch Bot1 without UNO: Bot1 draws 2." in said(app)
    assert len(game.hands[1]) == 3


def test_escape_opens_the_game_menu_and_leaving_saves(tmp_path):
    app, clock, table, game = setup(tmp_path)
    press(app, clock, "escape", settle=False)
    assert "Game menu." in said(app)
    assert said(app)[-1] == "Back to the game, 1 of 4"
    press(app, clock, "escape", settle=False)
    assert said(app)[-1] == "Back at the table."
    press(app, clock, "escape", "end", "enter", settle=False)
    assert said(app)[-2].startswith("Leave this match?")
    press(app, clock, "y", settle=False)
    assert app.saves.exists()


def test_ctrl_silences_and_ctrl_f1_reads_rules(tmp_path):
    app, clock, table, game = setup(tmp_path)
    app.speech.say("a long sentence still being spoken")
    n = len(said(app))
    press(app, clock, "ctrl", settle=False)
    assert len(said(app)) == n and app.speech.pending == []
    press(app, clock, "ctrl+f1", settle=False)
    assert type(app.screen).__name__ == "Reader"
    assert said(app)[-2].endswith("Up arrow and Down arrow read, Left arrow and Right arrow change section, Escape closes.")
    press(app, clock, "right", settle=False)
    press(app, clock, "escape", settle=False)
    assert app.screen is table
