"""Settings → Change keys: a key of the player's own, used at the table and in F1 help."""

from __future__ import annotations

from uno_audio.keymap import BINDINGS, FIXED, binding_id
from uno_audio.ui.keys import KeyCapture, KeysMenu
from uno_audio.ui.table import Table

from uno_audio.i18n import Translator

from player import make_app, press, said

EN = Translator("en")

CHOOSABLE = [b for b in BINDINGS if binding_id(b) not in FIXED]


def _open_keys_menu(app, clock):
    app.start()
    press(app, clock, "down", "enter", "end", "enter")   # Settings, Change keys
    assert isinstance(app.screen, KeysMenu)


def _choose(app, clock, command, screen, key):
    index = next(i for i, b in enumerate(CHOOSABLE) if b.command == command and b.screens[0] == screen)
    press(app, clock, "home", *["down"] * index, "enter")
    assert isinstance(app.screen, KeyCapture)
    press(app, clock, key)


def test_a_new_key_plays_at_the_table_and_is_in_f1_help(tmp_path):
    app, clock = make_app(tmp_path)
    _open_keys_menu(app, clock)
    _choose(app, clock, "play", "table", "z")
    action = EN("command-play")
    assert f"{action}: Z from now on." in said(app)[-3:]
    assert app.settings.keys == {"table:play": ["z"]}
    assert app.store.load().keys == {"table:play": ["z"]}       # saved with the settings
    press(app, clock, "escape", "escape", "home", "enter", "enter")   # back, back, New game, Start
    table = app.find(Table)
    assert table is not None
    press(app, clock, "f1")
    help_text = " ".join(app.screen.sections[0][1])
    assert f"Z: {action}" in help_text and f"Enter: {action}" not in help_text
    press(app, clock, "escape")
    press(app, clock, "enter", settle=False)
    assert said(app)[-1] == EN("key-unused", key="Enter")
    hand = len(table.game.hands[table.me])
    press(app, clock, "z", settle=False)
    assert said(app)[-1] != EN("key-unused", key="Z")
    # Z now plays: a card goes, the colour choice opens, or the rule book says why not.
    answer = said(app)[-1]
    assert (len(table.game.hands[table.me]) < hand or table.mode == "color"
            or answer.startswith("You play") or answer.startswith("Choose a colour")
            or any(answer.split(" ")[-1] == EN(r).split(" ")[-1] for r in EN.ids() if r.startswith("reason-")))


def test_a_key_already_used_on_that_screen_is_refused(tmp_path):
    app, clock = make_app(tmp_path)
    _open_keys_menu(app, clock)
    _choose(app, clock, "play", "table", "space")
    assert said(app)[-1] == f"Space is already used on that screen for: {EN('command-draw')}. Press another key."
    assert isinstance(app.screen, KeyCapture) and app.settings.keys is None
    press(app, clock, "escape")
    assert "The key stays as it was." in said(app)[-2:]


def test_reset_to_default_keys(tmp_path):
    app, clock = make_app(tmp_path)
    _open_keys_menu(app, clock)
    _choose(app, clock, "scores", "table", "z")
    assert app.settings.keys == {"table:scores": ["z"]}
    press(app, clock, "end", "enter")
    assert said(app)[-1] == "Every key is back to its default."
    assert app.settings.keys is None
