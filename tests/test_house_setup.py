"""The house rules in New game, F1, the rules text and the settings file, all from their
one declaration in `Rules` (VAR-ANSWER to VAR-CLOCK), by keys in each language."""

from __future__ import annotations

import json

import pytest

from uno_audio.i18n import LANGUAGES
from uno_audio.ui.screens import rules_reader
from uno_audio.ui.table import Table
from uno_audio.ui.variants import STEPPED, VARIANTS, message_id

from player import make_app, press, said
from test_menus_say import focus

def lately(app, prefix: str) -> bool:
    """The change was said (a line on what else changed may follow it)."""
    return any(line.startswith(prefix) for line in said(app)[-2:])


HOUSE = ("advanced_responses", "mixed_stacking", "sequence_wrap", "seven_must_swap",
         "jump_in_plays_on", "jump_in_actions", "optional_draws", "turn_clock")


def test_the_house_rules_are_declared_once_as_variants():
    assert set(HOUSE) <= set(VARIANTS) | set(STEPPED)
    assert STEPPED["optional_draws"][:2] == (0, 1) and STEPPED["optional_draws"][-2:] == (20, 99)
    assert STEPPED["turn_clock"][0] == 0 and STEPPED["turn_clock"][1] == 10 and STEPPED["turn_clock"][-1] == 300


@pytest.mark.parametrize("lang", LANGUAGES)
def test_new_game_sets_each_house_rule_by_keys_and_keeps_it(tmp_path, lang):
    app, clock = make_app(tmp_path, lang=lang)
    tr = app.tr
    app.start()
    press(app, clock, "enter")  # New game
    state = lambda name, value: tr("variant-state", variant=tr(message_id(name)), state=value)  # noqa: E731
    for name in HOUSE[:6]:
        focus(app, clock, state(name, tr("off")))
        press(app, clock, "right")
        assert lately(app, state(name, tr("on")))
        press(app, clock, "f1")  # help on the focused item: the variant's own help
        assert tr(message_id(name) + "-help") in said(app)[-1]
        press(app, clock, "escape", "home")
    focus(app, clock, state("optional_draws", tr("off")))
    press(app, clock, "right", "right", "right")
    assert lately(app, state("optional_draws", tr("variant-optional-draws-value", count=3)))
    press(app, clock, "home")
    focus(app, clock, state("turn_clock", tr("off")))
    press(app, clock, "left")  # round to the longest
    assert lately(app, state("turn_clock", tr("variant-turn-clock-value", count=300)))
    press(app, clock, "home", "enter")  # Start
    assert isinstance(app.screen, Table)
    rules = app.screen.game.rules
    assert all(getattr(rules, name) for name in HOUSE[:6])
    assert (rules.optional_draws, rules.turn_clock) == (3, 300)
    saved = json.loads((tmp_path / "settings.json").read_text(encoding="utf-8"))["rules"]
    assert saved == {**{name: True for name in HOUSE[:6]}, "optional_draws": 3, "turn_clock": 300}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_rules_text_has_a_section_for_each_house_rule(tmp_path, lang):
    app, clock = make_app(tmp_path, lang=lang)
    titles = [title for title, _ in rules_reader(app).sections]
    for name in HOUSE:
        assert app.tr.attribute("rules-" + name.replace("_", "-"), "title") in titles, name
    assert app.tr.missing == [] and app.tr.errors == []


def test_statistics_keep_optional_draws_apart_and_name_them():
    from uno_audio.engine import Rules
    from uno_audio.i18n import Translator
    from uno_audio.stats import Stats, _mode
    assert _mode(Rules(optional_draws=3)) == "optional_draws"
    assert _mode(Rules(optional_draws=3, seven_must_swap=True)) == "optional_draws+seven_must_swap"
    assert _mode(Rules(turn_clock=30)) == "official"  # time to think is no other game
    en = Translator("en")
    assert Stats.mode_name(en, "optional_draws+seven_must_swap") == "Optional draws, Seven must swap"
