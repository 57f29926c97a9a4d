"""What a newcomer meets at the table and in the menus, played by keys: the focus of a
menu whose change adds lines, a rule preset over blank cards, a line that is no key,
the colour chooser, the hint's words, the tutorial's keys, two tables' partners and
words, and the small confirmations."""

from __future__ import annotations

from uno_audio.console import run_until_human
from uno_audio.i18n import Translator
from uno_audio.keymap import normalize_key
from uno_audio.ui.keys import KeyCapture, KeysMenu

from player import make_app, press, said

EN = Translator("en")


def script(app, clock, *lines):
    """Lines typed into the console, one key name each, as the console reads them."""
    for line in lines:
        run_until_human(app, clock)
        clock.now += 0.01
        app.key(normalize_key(line), clock.now)
    run_until_human(app, clock)


# ---- menus: a preset over blank cards, the focus on the item changed -------------------------

def test_a_preset_over_blank_cards_rebuilds_the_items_and_nothing_breaks(tmp_path):
    app, clock = make_app(tmp_path, seed=1)
    app.start()
    script(app, clock, "enter", "end", "right", "home", *["down"] * 6, "right")
    assert said(app)[-1].startswith("Rules: official")
    script(app, clock, "2", "end")
    assert not said(app)[-1].startswith("Blank card score"), said(app)[-1]
    script(app, clock, "up")
    assert EN("error-internal") not in said(app)
    title, lines, index = app.screen.display()
    assert len(lines) == len(app.screen.items) and not any("Blank card score" in l for l in lines)


def test_eight_players_on_two_tables_keeps_the_focus_on_its_item(tmp_path):
    app, clock = make_app(tmp_path)
    app.start()
    press(app, clock, "enter")
    for _ in range(40):
        if said(app)[-1].startswith(EN("variant-two-tables")):
            break
        press(app, clock, "down")
    before = said(app)[-1]
    press(app, clock, "right")
    screen = app.screen
    title, lines, index = screen.display()
    assert lines[index].startswith(EN("variant-two-tables")) and lines[index].endswith(EN("on"))
    press(app, clock, "f1")
    assert EN("variant-two-tables-help") in " ".join(app.screen.sections[0][1])
    press(app, clock, "escape", "right")          # the next Right turns the same item off
    title, lines, index = app.screen.display()
    assert lines[index] == before.rsplit(",", 2)[0]
    press(app, clock, "down", settle=True)
    assert int(said(app)[-1].rsplit(" of ", 1)[0].rsplit(", ", 1)[1]) == index + 2


# ---- Change keys: a line that names no key ---------------------------------------------------

def test_a_line_that_is_no_key_is_refused_and_the_old_key_stays(tmp_path):
    app, clock = make_app(tmp_path)
    app.start()
    press(app, clock, "down", "enter", "end", "enter", "down", "enter")
    assert isinstance(app.screen, KeyCapture)
    for line in ("a" * 2600, "a" * 300, "hello"):
        script(app, clock, line)
        assert said(app)[-1] == EN("key-not-a-name")
        assert isinstance(app.screen, KeyCapture)
    assert not app.settings.keys
    press(app, clock, "escape")
    assert isinstance(app.screen, KeysMenu)
    assert "{???}" not in said(app)[-1] and not app.store.load().keys
