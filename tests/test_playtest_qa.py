"""What a newcomer met at a real terminal after the merge, replayed by keys on the fake
clock with a simulated voice: each heard right."""

from __future__ import annotations

import pytest

from uno_audio.engine import Card, Rules
from uno_audio.i18n import Translator
from uno_audio.ui.tutorial import STEPS, Tutorial

from test_heard_playtests import keys, started, table_with, until
from test_heard_true import app_with_voice
from test_tutorial import KEYS

HAND = ["R1", "G2", "B3", "R4", "G6", "B7", "R8"]
OTHERS = ["G1", "G3", "G4", "R6", "R7", "B8", "B9"]


def test_a_prompt_cut_off_by_keys_in_the_help_is_not_said_after_every_line(tmp_path):
    """Space draws a card that can be played; F1 while its prompt is said, then Down
    through the help: "Enter plays it, Space keeps it" is not heard again after every
    line of the help (it was, each time cut off by the next Down)."""
    app, clock, voice, table, game = table_with(tmp_path, Rules(), [HAND, OTHERS, OTHERS, OTHERS], "Y5",
                                                rest=["Y9"])
    until(app, clock, voice, lambda: game.turn == 0 and voice.current is None, limit=60)
    keys(app, clock, "space")
    assert until(app, clock, voice, lambda: voice.current is not None and "Space keeps it" in voice.current.text,
                 limit=10)
    keys(app, clock, "f1")
    for _ in range(8):
        until(app, clock, voice, lambda: voice.current is not None and "Space keeps it" in voice.current.text,
              limit=3)
        keys(app, clock, "down")
    prompts = [t for t in started(voice) if "Space keeps it" in t]
    assert len(prompts) <= 2, prompts


@pytest.mark.parametrize("lang", ["en", "pt-BR"])
def test_the_tutorials_winning_play_is_heard_before_well_done(tmp_path, lang):
    """The tutorial to its last card, Enter: "You play yellow 7" and the round won are heard,
    then "Well done" (the play died with the tutorial's screen, closed as the round ended)."""
    tr = Translator(lang)
    app, clock, voice, log = app_with_voice(tmp_path, tutorial_seen=False)
    app.change_setting("language", lang)
    app.start()
    keys(app, clock, "enter")
    tutorial = app.screen
    assert isinstance(tutorial, Tutorial)
    for step in STEPS:
        assert until(app, clock, voice, lambda: tutorial.taught == STEPS.index(step), limit=30), step.id
        until(app, clock, voice, lambda: voice.current is None, limit=30)
        keys(app, clock, *KEYS[step.id], gap=0.3)
    until(app, clock, voice, lambda: voice.current is None and not app.speech_busy(), limit=30)
    heard = [h.text for h in voice.heard]
    done = next(i for i, t in enumerate(heard) if tr("tutorial-done") in t)
    last = tr("play-you", card=tutorial.announcer.card(Card.parse("Y7")))
    assert any(last in t for t in heard[:done + 1]), heard[-4:]
    assert heard[done].index(tr("tutorial-done")) >= (heard[done].find(last) if last in heard[done] else 0)
