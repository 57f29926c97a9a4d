"""The Flip deck (DECK-6) chosen in New game by keys in each language, kept in the settings
file, its rules in the rules text and in Shift+R, its statistics kept apart, the tutorial
left on the classic deck, and a console game on it played by keys in each language, judged
by what is printed."""

from __future__ import annotations

import json
import re

import pytest

from uno_audio.engine import Rules
from uno_audio.i18n import LANGUAGES
from uno_audio.ui.controller import translator
from uno_audio.ui.screens import rules_reader
from uno_audio.ui.table import Table
from uno_audio.ui.variants import message_id

from player import console_game, make_app, press, said
from test_menus_say import focus


def choose_flip(app, clock):
    tr = app.tr
    press(app, clock, "enter")  # New game
    focus(app, clock, tr("setup-deck", deck=tr("deck-classic")))
    wanted = tr("setup-deck", deck=tr("deck-flip"))
    for _ in range(3):
        press(app, clock, "right")
        if any(line.startswith(wanted) for line in said(app)[-2:]):
            break
    assert any(line.startswith(wanted) for line in said(app)[-2:])
    assert "deck-flip" not in " ".join(said(app)[-2:])      # its name, not a missing message's id
    press(app, clock, "f1")
    assert tr("deck-flip") in said(app)[-1]
    press(app, clock, "escape")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_deck_6_chosen_in_new_game_by_keys_kept_and_its_rules_read(tmp_path, lang):
    app, clock = make_app(tmp_path, lang=lang)
    tr = app.tr
    app.start()
    choose_flip(app, clock)
    # DECK-6.11: the options it plays without are not offered; the others are, elimination too.
    press(app, clock, "home")
    lines = []
    for _ in range(60):
        press(app, clock, "down")
        lines.append(said(app)[-1])
    for name in ("sequence_wrap", "super_jump_in", "jump_in_actions", "buzzer"):
        assert not any(line.startswith(tr(message_id(name)) + ":") for line in lines), name
    for name in ("stacking", "bluff", "seven_zero", "jump_in"):
        assert any(line.startswith(tr(message_id(name)) + ":") for line in lines), name
    assert not any(line.startswith(tr("setup-blank-count", count=0)) for line in lines)
    press(app, clock, "home")
    focus(app, clock, tr("setup-scoring", scoring=tr("scoring-standard")))
    press(app, clock, "right", "right")
    assert said(app)[-1].startswith(tr("setup-scoring", scoring=tr("scoring-elimination"))), said(app)[-2:]
    press(app, clock, "right")
    press(app, clock, "home", "enter")  # Start
    assert isinstance(app.screen, Table)
    rules = app.screen.game.rules
    assert rules.deck == "flip"
    saved = json.loads((tmp_path / "settings.json").read_text(encoding="utf-8"))["rules"]
    assert saved["deck"] == "flip"
    press(app, clock, "shift+r")
    assert tr("deck-in-play", deck=tr("deck-flip")) in said(app)[-1]
    # The rules text (Control+F1) has the deck's section, its title in the language, the
    # keys of the faces said as the player's own keys.
    press(app, clock, "ctrl+f1")
    sections = dict(rules_reader(app).sections)
    title = tr.attribute("rules-flip", "title")
    assert title in sections
    text = " ".join(sections[title])
    assert "{" not in text and "$" not in text
    for name in ("wild-draw-colour", "draw-five", "wild-draw-two", "draw-one"):
        assert tr("card", rank=name, color="none").split()[0] in text, name


def test_deck_6_statistics_keep_the_deck_apart_and_its_7_is_an_option():
    from uno_audio.stats import Stats, _mode
    tr = translator("en")
    assert _mode(Rules(deck="flip")) == "flip"
    assert Stats.mode_name(tr, "flip") == tr("deck-flip")
    assert _mode(Rules(deck="no-mercy")) == "no-mercy"


def test_the_tutorial_stays_on_the_classic_deck(tmp_path):
    """A newcomer whose New game was left on the Flip deck still learns on the classic one."""
    from uno_audio.ui.tutorial import Tutorial
    app, clock = make_app(tmp_path, tutorial_seen=False, rules={"deck": "flip"})
    assert app.settings.game_rules().deck == "flip"
    app.start()
    assert said(app)[-1] == app.tr("menu-item", label=app.tr("menu-tutorial"), position=1, count=7)
    press(app, clock, "enter")
    assert isinstance(app.screen, Tutorial)
    game = app.screen.game
    assert game.rules.deck == "classic" and not any(c.flip for h in game.hands for c in h)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_deck_6_a_console_game_by_keys(tmp_path, lang):
    """The console as a player uses it: the match on the Flip deck from the settings,
    Shift+R says the deck, Control+F1 reads its rules, turns played by keys with the keys of
    the faces pressed on each; every line printed in the player's language."""
    tr = translator(lang)
    turn = ["shift+s", "shift+t", "shift+p", "home", "shift+o", "space", "space", "enter", "1"]
    keys = ["enter", "enter", "shift+r", "ctrl+f1"] + ["right"] * 40 + ["escape"] + turn * 14 + ["escape", "escape"]
    out = console_game(tmp_path, lang, {"deck": "flip"}, keys, seed=3)
    text = "\n".join(out)
    assert "{" not in text and "$" not in text
    assert not [line for line in out if re.fullmatch(r"[a-z0-9]+(-[a-z0-9]+)+", line)]   # no missing message
    assert any(tr("deck-in-play", deck=tr("deck-flip")) in line for line in out)
    assert tr.attribute("rules-flip", "title") in text
    # The side in play and the faces known, each a key away, said in the language.
    assert tr("side-light") in out
    assert any(line.startswith(tr("other-side-top", card="@", other="@").split("@")[0]) for line in out)
    assert any(line.startswith(tr("pile-face", card="@").split("@")[0]) for line in out)
    mine = tr("other-side-card", card="@", other="@").split("@")
    assert any(line.startswith(mine[0]) and mine[1] in line for line in out)
    # The light side's cards are named in the language, and a flip, if one came, in one line.
    light = {tr("card", rank=r, color="none") for r in ("wild", "wild-draw-two")}
    named = {tr("card", rank="draw-one", color=c) for c in "RYGB"} | {tr("card", rank="flip", color=c)
                                                                        for c in "RYGB"}
    assert any(n in text for n in light | named), text[-2000:]
    # A flip is one line with the new top card in the dark side's colours; until the next
    # flip, Shift+S says the dark side, and colours are the dark side's.
    dark_head = tr("flip-dark", card="@").split("@")[0]
    light_head = tr("flip-light", card="@").split("@")[0]
    flips = [i for i, line in enumerate(out) if line.startswith(dark_head)]
    assert flips, "no flip in these turns"
    dark_names = {tr("card", rank=str(n), color=c) for n in range(1, 10) for c in "PTOV"} | {
        tr("card", rank=r, color=c) for r in ("draw-five", "reverse", "skip-everyone", "flip") for c in "PTOV"} | {
        tr("card", rank=r, color="none") for r in ("wild", "wild-draw-colour")}
    assert any(out[flips[0]] == tr("flip-dark", card=n) for n in dark_names), out[flips[0]]
    back = next((i for i, line in enumerate(out) if i > flips[0] and line.startswith(light_head)), len(out))
    before, after = out[:flips[0]], out[flips[0]:back]
    assert tr("side-light") in before and tr("side-light") not in after
    assert tr("side-dark") in after
    assert any(tr("color", color=c) in "\n".join(after) for c in "PTOV")
