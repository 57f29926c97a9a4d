"""Menus and the table say what they do (issue 17): setup changes and their
consequences, the edges of a setting, help on the focused item, the colour choice
with every information key, the sort order and the colour choice across a resume,
playing again, and the rounds of a match called as the player hears them."""

from __future__ import annotations

import json

import pytest

from uno_audio.i18n import Translator
from uno_audio.ui.table import Table

from player import keys_for_turn, make_app, press, said

EN = Translator("en")


def focus(app, clock, prefix: str, limit: int = 60) -> str:
    """Press Down until the focused menu item starts with `prefix`; returns its line."""
    for _ in range(limit):
        if said(app)[-1].startswith(prefix):
            return said(app)[-1]
        press(app, clock, "down")
    raise AssertionError(f"no item {prefix!r}: {said(app)[-3:]}")


def to_summary(app, clock):
    for _ in range(3000):
        screen = app.screen
        if type(screen).__name__ == "Summary":
            return screen
        press(app, clock, *(keys_for_turn(screen) or ["t"]) if isinstance(screen, Table) else ["escape"])
    raise AssertionError("the round did not end")


def test_a_player_out_of_the_match_still_hears_each_round(tmp_path):
    app, clock = make_app(tmp_path, seed=19)
    app.start()
    press(app, clock, "enter")                         # New game
    focus(app, clock, "Players")
    press(app, clock, "left")                          # 3 players
    press(app, clock, "end", "left", "left", "left")   # target 100
    press(app, clock, "up", "right", "right")          # scoring: elimination
    assert said(app)[-1] == EN("setup-scoring", scoring=EN("scoring-elimination"))
    press(app, clock, "home", "enter")
    table = app.screen
    assert said(app).count("Round 1.") == 1
    to_summary(app, clock)
    assert not table.game.active[table.me]             # out after the first round
    assert "You are out of the match." in said(app)
    press(app, clock, "enter")
    assert said(app).count("Round 2.") == 1


def test_rotating_partners_says_which_hand_of_twelve(tmp_path):
    app, clock = make_app(tmp_path, seed=3)
    app.start()
    press(app, clock, "enter")
    focus(app, clock, "Rotating partners")
    press(app, clock, "right", "home", "enter")
    assert "Hand 1 of 12." in said(app)
    to_summary(app, clock)
    press(app, clock, "enter")
    assert "Hand 2 of 12." in said(app)
    assert "Round 2." not in said(app)
