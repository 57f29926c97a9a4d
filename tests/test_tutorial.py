"""The tutorial played to its end by keys, in each language, as a newcomer would."""

from __future__ import annotations

import pytest

from uno_audio.i18n import Translator
from uno_audio.ui.tutorial import STEPS, Tutorial

from player import make_app, press, said

KEYS = {
    "browse": ["right"], "hand": ["h"], "top": ["c"], "counts": ["e"], "help": ["f1", "escape"],
    "play": ["home", "enter"], "draw": ["space"], "wild": ["enter"], "color": ["3"], "catch": ["u"],
    "rules": ["ctrl+f1", "escape"], "second": ["home", "enter"], "uno": ["u", "home", "enter"],
    "last": ["home", "enter"],
}


@pytest.mark.parametrize("lang", ["en", "es", "pt-BR"])
def test_the_tutorial_is_played_to_its_end_by_keys(tmp_path, lang):
    tr = Translator(lang)
    app, clock = make_app(tmp_path, lang=lang, tutorial_seen=False)
    app.start()
    assert said(app)[-1] == tr("menu-item", label=tr("menu-tutorial"), position=1, count=7)
    press(app, clock, "enter")
    tutorial = app.screen
    assert isinstance(tutorial, Tutorial)
    for step in STEPS:
        assert tr("tutorial-" + step.id) in said(app), step.id
        press(app, clock, "x")         # a key of no use now: the step's hint
        assert said(app)[-1] == tr("tutorial-" + step.id + "-hint"), step.id
        press(app, clock, *KEYS[step.id])
    assert tr("tutorial-done") in said(app)[-4:]
    assert type(app.screen).__name__ == "MainMenu"
    assert tutorial.game.round_over and tutorial.game.hands[0] == []
    # It leaves no trace: no saved match, no statistics.
    assert not app.saves.exists()
    assert app.stats.data["modes"] == {} and not app.stats.path.exists()


def test_the_tutorial_can_be_left_and_started_again(tmp_path):
    app, clock = make_app(tmp_path, tutorial_seen=False)
    app.start()
    press(app, clock, "enter", "right", "escape")
    assert "You left the tutorial. It waits in the main menu whenever you want it." in said(app)
    assert type(app.screen).__name__ == "MainMenu"
    press(app, clock, "t", "enter")
    assert isinstance(app.screen, Tutorial)
    assert said(app).count(Translator("en")("tutorial-browse")) == 2


def test_the_tutorial_comes_first_only_on_the_first_start(tmp_path):
    app, clock = make_app(tmp_path, tutorial_seen=False)
    app.start()
    assert said(app)[-1] == "Tutorial, 1 of 7"
    app2, clock2 = make_app(tmp_path, tutorial_seen=app.settings.tutorial_seen)
    app2.start()
    assert said(app2)[-1] == "New game, 1 of 7"
    press(app2, clock2, "t")
    assert said(app2)[-1] == "Tutorial, 5 of 7"
