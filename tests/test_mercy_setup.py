"""The No Mercy deck (DECK-5) chosen in New game by keys in each language, kept in the
settings file, played by keys to the end of a round with every line said in the player's
language, its rules in the rules text, and its statistics kept apart."""

from __future__ import annotations

import json

import pytest

from uno_audio.i18n import LANGUAGES
from uno_audio.ui.screens import rules_reader
from uno_audio.ui.table import Table
from uno_audio.ui.variants import message_id

from player import console_game, keys_for_turn, make_app, press, said
from test_menus_say import focus


def choose_no_mercy(app, clock):
    tr = app.tr
    press(app, clock, "enter")  # New game
    focus(app, clock, tr("setup-deck", deck=tr("deck-classic")))
    press(app, clock, "right")
    assert any(line.startswith(tr("setup-deck", deck=tr("deck-no-mercy"))) for line in said(app)[-2:])
    press(app, clock, "f1")
    assert tr("setup-deck-help").split(":")[0] in said(app)[-1]
    press(app, clock, "escape")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_deck_5_chosen_in_new_game_by_keys_and_kept(tmp_path, lang):
    app, clock = make_app(tmp_path, lang=lang)
    tr = app.tr
    app.start()
    choose_no_mercy(app, clock)
    # DECK-5.10: the options it plays without are not offered; 0 and 7 are its own
    press(app, clock, "home")
    lines = []
    for _ in range(60):
        press(app, clock, "down")
        lines.append(said(app)[-1])
    for name in ("stacking", "jump_in", "seven_zero", "optional_draws", "bluff"):
        assert not any(line.startswith(tr(message_id(name)) + ":") for line in lines), name
    assert not any(line.startswith(tr("setup-blank-count", count=0)) for line in lines)
    press(app, clock, "home", "enter")  # Start
    assert isinstance(app.screen, Table)
    rules = app.screen.game.rules
    assert rules.deck == "no-mercy" and rules.seven_zero and rules.seven_must_swap
    saved = json.loads((tmp_path / "settings.json").read_text(encoding="utf-8"))["rules"]
    assert saved["deck"] == "no-mercy"
    # The rules text (Control+F1) has the deck's section, its title in the language.
    press(app, clock, "ctrl+f1")
    titles = [title for title, _ in rules_reader(app).sections]
    assert tr.attribute("rules-no-mercy", "title") in titles


@pytest.mark.parametrize("lang", LANGUAGES)
def test_deck_5_a_round_played_by_keys_in_each_language(tmp_path, lang):
    app, clock = make_app(tmp_path, lang=lang, seed=4)
    app.start()
    choose_no_mercy(app, clock)
    press(app, clock, "home", "enter")
    table = app.screen
    game = table.game
    kinds = set()
    for _ in range(3000):
        if game.round_over or not isinstance(app.screen, Table):
            break
        kinds |= {e.kind for e in game.history}
        press(app, clock, *(keys_for_turn(app.screen) or ["t"]))
    assert game.round_over
    heard = "\n".join(said(app))
    assert "$" not in heard and "{" not in heard
    # The No Mercy cards were named in the player's language.
    named = {app.tr("card", rank=r, color=c) for r, c in (("wild-draw-six", "none"), ("wild-draw-ten", "none"),
                                                           ("wild-reverse-draw-four", "none"),
                                                           ("wild-colour-roulette", "none"))}
    assert any(name in heard for name in named), heard[-2000:]


def test_deck_5_statistics_keep_the_deck_apart():
    from uno_audio.engine import Rules
    from uno_audio.stats import _mode
    assert _mode(Rules(deck="no-mercy")) == "no-mercy"
    assert _mode(Rules(deck="no-mercy", scoring="lowest")) == "lowest+no-mercy"
    assert _mode(Rules(seven_zero=True, seven_must_swap=True)) == "seven_must_swap+seven_zero"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_deck_5_a_console_game_by_keys(tmp_path, lang):
    """The console as a player uses it: the match started on the No Mercy deck from the
    settings, Shift+R says the deck, Control+F1 reads its rules, turns played by keys."""
    from uno_audio.ui.controller import translator
    tr = translator(lang)
    keys = ["enter", "enter", "shift+r", "ctrl+f1"] + ["right"] * 40 + ["escape"] + ["space", "space", "enter", "1"] * 12 + [
        "escape", "escape"]
    out = console_game(tmp_path, lang, {"deck": "no-mercy"}, keys, players=3)
    text = "\n".join(out)
    summary = next(line for line in out if tr("deck-in-play", deck=tr("deck-no-mercy")) in line)
    assert tr("variant-seven-zero") not in summary
    assert tr.attribute("rules-no-mercy", "title") in text
    assert "{" not in text and "$" not in text
    # DECK-5.4: a card drawn must be played, and is told so; keeping it is refused with why.
    def told(msg_id):
        head, tail = tr(msg_id, card="@").split("@")
        return [line for line in out if line.startswith(head) and line.endswith(tail)]
    assert told("drawn-must-play") and not told("drawn-playable")
    assert tr("reason-must-play-drawn") in out
