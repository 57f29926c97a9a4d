"""The playtests of "said once, in order, and still true when heard", replayed on the fake
clock with a simulated voice that takes time to speak: each one heard right."""

from __future__ import annotations

import re

import pytest

from uno_audio.bots.base import Bot
from uno_audio.console import advance
from uno_audio.engine import Card, Game, Rules
from uno_audio.i18n import Translator
from uno_audio.ui.table import Table
from uno_audio.ui.tutorial import STEPS, Tutorial

from player import scenario_deck
from test_heard_true import app_with_voice

EN = Translator("en")
FILL = ["G9"] * 5


def keys(app, clock, *names, gap=0.2):
    for name in names:
        clock.now += gap
        app.key(name, clock.now)


def started(voice):
    """Every line the voice began, in order (cut off or whole)."""
    lines = [h.text for h in voice.heard]
    if voice.current is not None:
        lines.append(voice.current.text)
    return lines


def until(app, clock, voice, test, limit=600.0, step=0.05):
    end = clock.now + limit
    while clock.now < end:
        if test():
            return True
        advance(app, clock, step)
    return False


def table_with(tmp_path, rules, hands, first, rest=(), names=None, dealer=None, **settings):
    n = len(hands)
    dealer = n - 1 if dealer is None else dealer
    dealt = [hands[(dealer + 1 + i) % n] for i in range(n)]
    game = Game(n, rules, deck=scenario_deck(dealt, first, list(rest) + ["B9"] * 30), dealer=dealer)
    app, clock, voice, log = app_with_voice(tmp_path, **settings)
    names = names or ["You"] + [f"Bot{s}" for s in range(1, n)]
    table = Table(app, game, [0], {s: "hard" for s in range(1, n)}, names, bot_seed=7)
    app.push(table)
    return app, clock, voice, table, game


class Forgetful(Bot):
    """Plays its first playable card and never says UNO."""

    level = "easy"

    def act(self, view):
        plays = [a for a in view.legal if a.startswith("play")]
        return (plays or [a for a in view.legal if a != "uno"] or [None])[0]


def select_keys(table, card):
    return ["home"] + ["right"] * table.ordered().index(Card.parse(card))


# ---- "Your turn." after you played ----------------------------------------------------


@pytest.mark.parametrize("seed", [7, 9, 11, 12])
def test_your_turn_is_not_heard_again_after_you_played(tmp_path, seed):
    """New game, Start; when a bot's line ends with "Your turn.", C, Shift+N and Enter
    0.2 s apart: "You play ..." is never followed by a "Your turn." of the turn just played."""
    app, clock, voice, log = app_with_voice(tmp_path, bot_pace=1.0)
    app.seed = seed
    app.start()
    keys(app, clock, "enter", "enter")
    table = app.find(Table)
    plays = 0
    for _ in range(30):
        if table.game.round_over:
            break
        assert until(app, clock, voice, lambda: table.game.turn == 0 and (
            voice.current is not None and voice.current.text.endswith(EN("turn-you"))
            or not app.speech_busy()))
        if voice.current is None:
            keys(app, clock, "space", "space")     # heard already: draw (and keep), the bots go on
            continue
        line = voice.current
        clock.now = max(clock.now, line.start + (line.end - line.start) * 0.7)   # cut it off
        app.update(clock.now)
        before = len(started(voice))
        keys(app, clock, "c", "shift+n", "enter")
        advance(app, clock, 8)
        after = started(voice)[before:]
        mine = [i for i, text in enumerate(after) if text.startswith("You play")]
        if not mine:
            keys(app, clock, "space", "space")
            continue
        plays += 1
        rest = after[mine[0]:]
        # Until a bot has moved, no "Your turn." (the turn just played); never "not your turn".
        moved = next((i for i, text in enumerate(rest) if text.startswith(("Ana", "Bruno", "Carla"))),
                     len(rest))
        assert not any(text.endswith(EN("turn-you")) for text in rest[:moved]), rest
        assert EN("reason-not-your-turn") not in after
    assert plays >= 1


# ---- the tutorial inside a real match --------------------------------------------------


def test_the_tutorial_is_not_heard_at_the_real_table(tmp_path):
    """Tutorial, Escape within 2 s, then New game, Start, H, C: nothing of the tutorial."""
    app, clock, voice, log = app_with_voice(tmp_path, tutorial_seen=False)
    app.start()
    keys(app, clock, "enter")                      # the tutorial, first in the menu
    assert isinstance(app.screen, Tutorial)
    advance(app, clock, 1.5)
    keys(app, clock, "escape")
    advance(app, clock, 0.5)
    at = len(started(voice))
    keys(app, clock, "down", "enter", "enter")    # New game, Start
    table = app.find(Table)
    assert table is not None and not isinstance(table, Tutorial)
    advance(app, clock, 0.3)
    keys(app, clock, "h", "c")
    advance(app, clock, 30)
    later = started(voice)[at:]
    assert not any("Tina" in text or "Tutorial" in text or EN("tutorial-browse") in text for text in later), later


# ---- the buzzer: announced once, a press answered with its place, on time --------------


def _buzzer(tmp_path, window=4.0):
    hands = [["Z", "R5"] + FILL, ["Y1", "Y2"] + FILL, ["Y3", "Y4"] + FILL, ["Y5", "Y6"] + FILL]
    app, clock, voice, table, game = table_with(tmp_path, Rules(buzzer=True), hands, "R3", bot_pace=10.0,
                                                buzzer_window=window)
    advance(app, clock, 30)
    keys(app, clock, *select_keys(table, "Z"), "enter", gap=0.01)
    assert game.phase == "buzzer"
    return app, clock, voice, table, game


def test_the_buzzer_is_announced_once_and_the_bots_press_whatever_the_player_does(tmp_path):
    """Press B about 1 s after "Press B!", again and again: "Press B!" is heard once, the
    press is answered with its place and its time from "Press B!", the bots press during
    the race and it ends within its window."""
    app, clock, voice, table, game = _buzzer(tmp_path, window=4.0)
    line = voice.current
    assert line.text == "You play a Buzzer! Press B!"
    press_b = line.start + (line.end - line.start) * 4 / 6
    clock.now = press_b + 1.0
    app.update(clock.now)
    app.key("b", clock.now)
    # Its place (the bots are quick) and its time from "Press B!".
    assert re.fullmatch(r"You press (first|second|third|fourth), in 1 second\.", voice.current.text)
    for _ in range(6):
        keys(app, clock, "b", gap=1.0)
    advance(app, clock, 10)
    heard = started(voice)
    assert heard.count("You play a Buzzer! Press B!") == 1, heard
    presses = [e for e in game.history if e.kind == "buzz"]
    assert {e.seat for e in presses} == {0, 1, 2, 3}
    end = next(e for e in game.history if e.kind == "buzzer-end")
    assert end is not None
    assert table.buzzer_started is None or game.phase != "buzzer"
    # Every bot pressed within the window, while the player pressed B again and again.
    assert any(text.startswith("Bot1 presses") for text in heard)


def test_the_race_ends_within_its_window_when_nobody_else_presses(tmp_path):
    app, clock, voice, table, game = _buzzer(tmp_path, window=2.0)
    for bot in table.bots.values():
        bot.react = lambda view: None          # bots that never press
    table.plans.clear()
    table.reactions.clear()
    started_at = []
    for _ in range(40):
        keys(app, clock, "c", gap=0.3)           # the player asks for the top card, again and again
        if table.buzzer_started is not None and not started_at:
            started_at.append(table.buzzer_started)
        if game.phase != "buzzer":
            break
    assert game.phase != "buzzer"
    assert clock.now <= started_at[0] + 2.0 + 0.3 + 1e-6


# ---- facts after a catch or a jump-in --------------------------------------------------


def test_a_count_is_not_heard_again_after_a_catch(tmp_path):
    """Bruno drops to one card without UNO; the player catches him while "Bruno has one card
    left." is heard: it is not said again after the catch."""
    hands = [["R1", "B4"] + FILL, ["R2", "R7"] + FILL, ["Y1", "Y2"] + FILL]
    app, clock, voice, table, game = table_with(tmp_path, Rules(), hands, "R3", ["G1"] * 5,
                                                names=["You", "Bruno", "Carla"], bot_pace=1.0,
                                                catch_window=4.0)
    del game.hands[1][2:]                          # Bruno holds red 2 and red 7
    table.bots[1] = Forgetful(1, seed=0)
    advance(app, clock, 30)
    keys(app, clock, *select_keys(table, "R1"), "enter", gap=0.01)
    left = "Bruno has one card left."
    assert until(app, clock, voice, lambda: voice.current is not None and left in voice.current.text, limit=30)
    assert any(a.startswith("catch") for a in game.legal_actions(0))
    clock.now += 0.2
    app.key("u", clock.now)
    advance(app, clock, 15)
    heard = started(voice)
    caught = next(i for i, text in enumerate(heard) if "You catch Bruno" in text)
    assert not any(left in text for text in heard[caught:]), heard[caught:]


def test_a_play_is_not_heard_again_after_the_player_jumped_in_on_it(tmp_path):
    """"Bruno plays blue 3." cut off by the player's jump-in with blue 3: not heard again."""
    hands = [["B3", "G5"] + FILL, ["B3", "Y7"] + FILL, ["Y1", "Y2"] + FILL]
    app, clock, voice, table, game = table_with(tmp_path, Rules(jump_in=True), hands, "B1",
                                                names=["You", "Bruno", "Carla"], bot_pace=1.0, dealer=0)
    assert game.turn == 1
    assert until(app, clock, voice, lambda: voice.current is not None and
                 voice.current.text.startswith("Bruno plays blue 3"), limit=30)
    clock.now += 0.2
    keys(app, clock, *select_keys(table, "B3"), "enter", gap=0.02)
    advance(app, clock, 15)
    heard = started(voice)
    jumped = next(i for i, text in enumerate(heard) if text.startswith("You jump in"))
    assert not any(text.startswith("Bruno plays blue 3") for text in heard[jumped:]), heard[jumped:]


# ---- the tutorial does not repeat its old steps -----------------------------------------


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_tutorial_says_each_step_once_and_only_during_it(tmp_path, lang):
    tr = Translator(lang)
    app, clock, voice, log = app_with_voice(tmp_path, tutorial_seen=False)
    app.change_setting("language", lang)
    app.start()
    keys(app, clock, "enter")
    tutorial = app.screen
    assert isinstance(tutorial, Tutorial)
    plan = {"browse": ["right"], "hand": ["h"], "top": ["c"], "counts": ["e"], "help": ["f1", "down", "escape"],
            "play": ["home", "enter"], "draw": ["space"], "wild": ["enter"], "color": ["3"], "catch": ["u"],
            "rules": ["ctrl+f1", "escape"], "second": ["home", "enter"], "uno": ["u", "home", "enter"],
            "last": ["home", "enter"]}
    step_words = {tr("tutorial-" + s.id): k for k, s in enumerate(STEPS)}
    spoken_at: list[tuple[str, int]] = []
    say = voice.say

    def noted(text, interrupt=False):
        for words, k in step_words.items():
            if words in text:
                spoken_at.append((words, tutorial.step))
                assert tutorial.step == k or tutorial.step < k, (words, tutorial.step)
        say(text, interrupt)
    voice.say = noted
    for step in STEPS:
        assert until(app, clock, voice, lambda: tutorial.taught == STEPS.index(step) or tutorial.step > STEPS.index(step),
                     limit=20)
        advance(app, clock, 0.6)                  # the step begins to be heard, then the keys come
        keys(app, clock, *plan[step.id], gap=0.3)
        if not any(isinstance(s, Tutorial) for s in app.stack):
            break
    advance(app, clock, 10)
    for words, k in spoken_at:
        assert k == step_words[words], (words, k)          # no step heard once it was done
    whole = [h.text for h in voice.heard if h.whole]
    for words in step_words:
        assert sum(words in text for text in whole) <= 1, words
    # Tina answers each play of the player's within 8 s, old steps no longer in the way.
    tina = tr("tutorial-bot-name")
    mine = [h for h in voice.heard if h.text.startswith(tr("play-you", card="|").split("|")[0])]
    assert mine
    for play in mine:
        answer = next((h for h in voice.heard if h.start > play.start and h.text.startswith(tina)), None)
        if answer is not None and tutorial.game.history:
            assert answer.start - play.start <= 8.0, (play.text, answer.text, answer.start - play.start)


# ---- the round's last play and winner before the summary ----------------------------------


def test_the_winning_play_is_heard_before_the_summary(tmp_path):
    hands = [["R1", "B4"] + FILL, ["R2", "R4"] + FILL, ["Y1", "Y2"] + FILL]
    app, clock, voice, table, game = table_with(tmp_path, Rules(), hands, "R3", names=["You", "Ana", "Carla"],
                                                bot_pace=1.0)
    del game.hands[1][2:]                          # Ana holds red 2 and red 4
    advance(app, clock, 30)
    keys(app, clock, *select_keys(table, "R1"), "enter", gap=0.01)
    for _ in range(200):
        if game.round_over:
            break
        advance(app, clock, 3.7)
        if app.screen is table:
            keys(app, clock, "c")                  # the player asks for the top card, now and then
        if game.turn == 0 and not game.round_over:
            keys(app, clock, "space", gap=0.05)
    assert game.round_over and game.winner == 1
    advance(app, clock, 40)
    heard = started(voice)
    won = max(i for i, text in enumerate(heard) if "Ana wins the round" in text)
    summary = min(i for i, text in enumerate(heard) if text.startswith("You: "))
    play = max(i for i, text in enumerate(heard) if text.startswith("Ana plays red 4")
               or "Ana plays red 4" in text)
    assert play <= won < summary, heard[-12:]


# ---- counts from the right moment: after a 0 ---------------------------------------------


def test_after_a_zero_who_now_holds_one_or_two_cards_is_said(tmp_path):
    """VAR-07: Carla plays yellow 0 and every hand moves on. Her play says no count of the
    hand she gave away; after the move, who now holds one or two cards."""
    hands = [["Y5", "R4", "G6", "B7", "G2", "B1", "R9"], ["Y3", "B8"] + FILL, ["Y0", "R1", "G1", "B2", "G3", "B3", "R5"]]
    app, clock, voice, table, game = table_with(tmp_path, Rules(seven_zero=True), hands, "Y2",
                                                names=["You", "Ana", "Carla"], bot_pace=1.0, dealer=0)
    del game.hands[1][2:]                          # Ana holds yellow 3 and blue 8
    # Ana plays first (left of the dealer), then Carla.
    for _ in range(100):
        if any(e.kind == "rotate" for e in game.history):
            break
        advance(app, clock, 1.0)
        if game.turn == 0:
            keys(app, clock, "space", gap=0.05)
    advance(app, clock, 20)
    heard = " ".join(started(voice))
    assert "Carla plays yellow 0." in heard
    rotate = next(e for e in game.history if e.kind == "rotate")
    assert rotate is not None
    assert "Carla plays yellow 0. Carla has" not in heard
    counts = [len(h) for h in game.hands]
    for seat, name in ((1, "Ana"), (2, "Carla")):
        if counts[seat] == 1:
            assert f"{name} has one card left." in heard


# ---- readers start at their first line ---------------------------------------------------


@pytest.mark.parametrize("key", ["down", "up"])
@pytest.mark.parametrize("where", ["menu", "table"])
def test_down_during_a_readers_title_reads_its_first_line(tmp_path, where, key):
    app, clock, voice, log = app_with_voice(tmp_path)
    app.start()
    advance(app, clock, 10)
    if where == "table":
        keys(app, clock, "enter", "enter")
        advance(app, clock, 20)
    keys(app, clock, "f1", gap=0.5)
    reader = app.screen
    first = reader.sections[0][1][0]
    clock.now += 0.3                               # the title is being heard
    app.key(key, clock.now)
    advance(app, clock, 20)
    assert started(voice)[-1] == first
    keys(app, clock, "down")
    advance(app, clock, 20)
    assert started(voice)[-1] == reader.sections[0][1][1]


# ---- hot seat: one's own draw before the handover, the others' moves by name -------------


def test_hot_seat_draw_is_told_before_the_handover_and_histories_name_the_others(tmp_path):
    """Ana draws with Space: she hears her card before "Pass the keyboard to Lia", and the
    table hears "Ana draws a card."; after the handovers Page Up gives Ana Lia's play by
    name, never as "You play"."""
    hands = [["Y1", "Y2", "B4", "B5", "G6", "G7", "Y8"], ["R5", "R6", "B1", "B2", "G3", "G4", "Y5"],
             ["R7", "R8", "B7", "B8", "G1", "G2", "Y6"]]
    dealt = [hands[0], hands[1], hands[2]]
    game = Game(3, Rules(), deck=scenario_deck(dealt, "R3", ["G9"] + ["B9"] * 30), dealer=2)
    app, clock, voice, log = app_with_voice(tmp_path, bot_pace=1.0)
    table = Table(app, game, [0, 1], {2: "normal"}, ["Ana", "Lia", "Bot"], bot_seed=3,
                  keys={1: {"buzz": "k", "catch": "m"}}, hidden=True)
    app.push(table)
    advance(app, clock, 20)
    assert table.handover_to == 0
    keys(app, clock, "enter")                    # Ana sits down
    advance(app, clock, 10)
    assert game.turn == 0 and table.me == 0
    keys(app, clock, "space")                    # green 9: not playable, the turn passes
    advance(app, clock, 20)
    heard = started(voice)
    drew = next(i for i, text in enumerate(heard) if "You draw green 9" in text)
    handover = next(i for i, text in enumerate(heard) if text.startswith("Pass the keyboard to Lia"))
    assert drew < handover
    assert any("Ana draws a card." in text for text in heard[drew:handover + 1])
    keys(app, clock, "enter")                    # Lia sits down and plays red 5
    advance(app, clock, 5)
    keys(app, clock, "home", "enter", gap=0.3)
    advance(app, clock, 20)
    assert any(e.kind == "play" and e.seat == 1 for e in game.history)
    for _ in range(40):
        if table.handover_to == 0:
            break
        advance(app, clock, 2)
        if game.turn == 1 and table.handover_to is None:
            keys(app, clock, "space", "space")
    assert table.handover_to == 0
    keys(app, clock, "enter")                    # Ana again
    advance(app, clock, 10)
    reviewed = []
    for _ in range(12):
        keys(app, clock, "pageup", gap=0.1)
        reviewed.append(app.scheduler.current.text if app.scheduler.current else voice.lines[-1])
    assert any(text.startswith("Lia plays red 5") for text in reviewed), reviewed
    assert not any(text.startswith("You play red 5") for text in reviewed), reviewed


def test_hot_seat_own_draw_cut_by_the_next_player_is_told_when_back(tmp_path):
    """Lia presses Enter while Ana's "You draw green 9." is still being heard: Lia does not
    hear it, and Ana hears it "While you were away" when she sits down again."""
    hands = [["Y1", "Y2", "B4", "B5", "G6", "G7", "Y8"], ["R5", "R6", "B1", "B2", "G3", "G4", "Y5"],
             ["R7", "R8", "B7", "B8", "G1", "G2", "Y6"]]
    game = Game(3, Rules(), deck=scenario_deck(hands, "R3", ["G9"] + ["B9"] * 30), dealer=2)
    app, clock, voice, log = app_with_voice(tmp_path, bot_pace=1.0)
    table = Table(app, game, [0, 1], {2: "normal"}, ["Ana", "Lia", "Bot"], bot_seed=3,
                  keys={1: {"buzz": "k", "catch": "m"}}, hidden=True)
    app.push(table)
    advance(app, clock, 20)
    keys(app, clock, "enter")                    # Ana sits down
    advance(app, clock, 10)
    keys(app, clock, "space")                    # green 9, not playable: the keyboard passes to Lia
    assert table.handover_to == 1 and voice.current.text == "You draw green 9."
    keys(app, clock, "enter")                    # Lia, at once
    assert table.me == 1
    advance(app, clock, 5)
    lia_heard = started(voice)
    assert lia_heard.count("You draw green 9.") == 1         # begun for Ana, cut by Lia's Enter
    assert not voice.heard[-1].text.startswith("You draw green 9") or not voice.heard[-1].whole
    keys(app, clock, "home", "enter", gap=0.3)   # Lia plays red 5
    for _ in range(40):
        if table.handover_to == 0:
            break
        advance(app, clock, 2)
    assert table.handover_to == 0
    before = len(started(voice))
    keys(app, clock, "enter")                    # Ana again
    advance(app, clock, 10)
    back = started(voice)[before:]
    assert any(EN("while-away") in text and "You draw green 9." in text for text in back) or \
        (EN("while-away") in " ".join(back) and "You draw green 9." in " ".join(back)), back
