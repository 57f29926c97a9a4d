"""Every kind of event the engine emits (`EVENT_TYPES`) is told: the announcer has a
line for each, and a cue for every blank card's rule."""

from __future__ import annotations

from uno_audio.engine.blanks import BLANK_RULES
from uno_audio.engine.events import EVENT_TYPES
from uno_audio.ui.announcer import _BLANK_CUES, Announcer


def test_the_announcer_has_a_line_for_every_kind_and_a_cue_for_every_blank_rule():
    # A sequence may go on: the next play says it (VAR-SEQ); the rest each have their line.
    silent = {"sequence"}
    missing = [k for k in EVENT_TYPES if k not in silent
               and not callable(getattr(Announcer, "_on_" + k.replace("-", "_"), None))]
    assert not missing, missing
    assert {rule.effect for rule in BLANK_RULES} <= set(_BLANK_CUES)
