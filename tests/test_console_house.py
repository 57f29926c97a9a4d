"""The house rules played by keys, judged by what is printed, in each language: a console
process with optional draws and the thinking clock set, and a table for each other house
rule dealt the exact cards where it acts (keys pressed as a player at the console would)."""

from __future__ import annotations

import pytest

from uno_audio.engine import Card, Rules
from uno_audio.i18n import LANGUAGES
from uno_audio.ui.controller import translator

from player import FILL, console_game, press, said, table_for

OTHERS = ["Y1", "Y2", "Y3", "Y4", "G1", "G2", "G3"]   # no Skip, Reverse or Draw card to answer with


@pytest.mark.parametrize("lang", LANGUAGES)
def test_console_optional_draws_and_the_thinking_clock(tmp_path, lang):
    tr = translator(lang)
    out = console_game(tmp_path, lang, {"optional_draws": 2, "turn_clock": 20},
                   ["enter", "enter", "shift+r", "space", "space", "shift+space", "wait 30", "escape", "escape"])
    summary = next(line for line in out if tr("variant-optional-draws") in line)
    assert tr("variant-turn-clock") in summary
    assert tr("variant-optional-draws-value", count=2) in summary
    assert tr("variant-turn-clock-value", count=20) in summary
    # Two draws, each followed by what may be done now, then the turn ended by Shift+Space.
    first = out.index(tr("drawn-optional"))
    assert out[first + 2] == tr("drawn-optional-last")
    # On the next turn, nothing pressed: the warning 5 seconds before the end, then the draw.
    warn = out.index(tr("clock-warning", count=5), first)
    assert out[warn + 1] == tr("clock-out")


def _scene(tmp_path, lang, rules, hands, first, dealer=None):
    app, clock, table, game = table_for(tmp_path, rules, hands, first, dealer=dealer, lang=lang,
                                        bot_pace=30.0)
    return app, clock, table, game


def _select(table, card):
    order = table.ordered()
    return ["home"] + ["right"] * order.index(Card.parse(card))


def _card(table, text):
    return table.announcer.card(Card.parse(text))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_keys_advanced_responses_a_skip_passes_the_draw_two_on(tmp_path, lang):
    hands = [["RS", "G9", "G8", "B1", "B2", "B3", "B4"], OTHERS, OTHERS[::-1]]
    app, clock, table, game = _scene(tmp_path, lang, Rules(advanced_responses=True), hands, "R+2")
    assert (game.turn, game.phase, game.pending) == (0, "penalty", 2)
    assert said(app)[-1] == app.tr("penalty-you", count=2)
    start = len(said(app))
    press(app, clock, *_select(table, "RS"), "enter", settle=False)
    assert app.tr("play-you", card=_card(table, "RS")) in said(app)[start:]
    assert (game.turn, game.phase, game.pending) == (1, "penalty", 2) and len(game.hands[0]) == 6


@pytest.mark.parametrize("lang", LANGUAGES)
def test_keys_mixed_stacking_a_wild_draw_four_on_a_draw_two(tmp_path, lang):
    hands = [["+4", "G9", "G8", "B1", "B2", "B3", "B4"], OTHERS, OTHERS[::-1]]
    rules = Rules(stacking=True, mixed_stacking=True)
    app, clock, table, game = _scene(tmp_path, lang, rules, hands, "R+2")
    start = len(said(app))
    press(app, clock, *_select(table, "+4"), "enter", "1", settle=False)
    line = app.tr("play-wild-you", card=_card(table, "+4"), color=table.announcer.color("R"))
    assert line in said(app)[start:]
    assert (game.turn, game.phase, game.pending) == (1, "penalty", 6)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_keys_a_sequence_wraps_from_nine_to_zero(tmp_path, lang):
    hands = [["Y9", "Y0"] + FILL, ["B1", "B2"] + FILL, ["B3", "B4"] + FILL]
    app, clock, table, game = _scene(tmp_path, lang, Rules(sequences=True, sequence_wrap=True), hands, "Y5")
    start = len(said(app))
    press(app, clock, *_select(table, "Y9"), "enter", settle=False)
    press(app, clock, *_select(table, "Y0"), "enter", settle=False)
    assert app.tr("play-sequence-you", card=_card(table, "Y0")) in said(app)[start:]
    assert [str(c) for c in game.discard[-2:]] == ["Y9", "Y0"]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_keys_a_seven_must_swap(tmp_path, lang):
    hands = [["R7", "G9", "G8", "B1", "B2", "B3", "B4"], ["Y1", "Y2"] + FILL]
    rules = Rules(seven_zero=True, seven_must_swap=True)
    app, clock, table, game = _scene(tmp_path, lang, rules, hands, "R5")
    for card in list(game.hands[1])[2:]:
        game.hands[1].remove(card)
    press(app, clock, *_select(table, "R7"), "enter", settle=False)
    assert table.mode == "choose"
    start = len(said(app))
    press(app, clock, "escape", settle=False)  # keeping the hand is refused, with the reason
    assert said(app)[start] == app.tr("reason-must-swap") and game.phase == "swap"
    assert table.mode == "choose"
    start = len(said(app))
    press(app, clock, "enter", settle=False)
    assert app.tr("swap-you", target=table.announcer.name(1)) in said(app)[start:]
    assert sorted(str(c) for c in game.hands[0]) == ["Y1", "Y2"]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_keys_jump_in_and_play_on(tmp_path, lang):
    hands = [["R5", "G9", "G8", "B1", "B2", "B3", "B4"], OTHERS, OTHERS[::-1]]
    rules = Rules(jump_in=True, jump_in_plays_on=True)
    app, clock, table, game = _scene(tmp_path, lang, rules, hands, "R5", dealer=0)
    assert game.turn == 1
    start = len(said(app))
    press(app, clock, *_select(table, "R5"), "enter", settle=False)
    heard = said(app)[start:]
    assert app.tr("play-jump-in-you", card=_card(table, "R5")) in heard
    assert (game.turn, game.phase) == (0, "play")
    assert app.tr("turn-you") in heard


@pytest.mark.parametrize("lang", LANGUAGES)
def test_keys_jump_in_with_an_identical_draw_two(tmp_path, lang):
    hands = [["R+2", "G9", "G8", "B1", "B2", "B3", "B4"], OTHERS, OTHERS[::-1], OTHERS]
    rules = Rules(jump_in=True, jump_in_actions=True)
    app, clock, table, game = _scene(tmp_path, lang, rules, hands, "R+2", dealer=0)
    assert game.turn == 2 and len(game.hands[1]) == 9   # SETUP-5: seat 1 drew two
    start = len(said(app))
    press(app, clock, *_select(table, "R+2"), "enter", settle=False)
    assert app.tr("play-jump-in-you", card=_card(table, "R+2")) in said(app)[start:]
    assert len(game.hands[1]) == 11 and game.turn == 2
