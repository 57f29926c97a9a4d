"""What a newcomer meets at the table and in the menus, played by keys: the focus of a
menu whose change adds lines, a rule preset over blank cards, a line that is no key,
the colour chooser, the hint's words, the tutorial's keys, two tables' partners and
words, and the small confirmations."""

from __future__ import annotations

import os
import sys

import pytest

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


# ---- the colour chooser: one order for positions, keys and tiles -----------------------------

def test_the_colour_chooser_positions_agree_with_its_number_keys_and_tiles(tmp_path):
    import pygame
    from uno_audio.engine import Game
    from uno_audio.output.display import Display
    from player import scenario_deck
    from uno_audio.ui.table import Table
    pygame.font.init()
    app, clock = make_app(tmp_path)
    hands = [["B5", "B2", "G7", "W", "Y9", "B+2", "R1"], ["Y1"] * 2 + ["Y2"] * 2 + ["Y3"] * 2 + ["Y4"],
             ["G1"] * 2 + ["G2"] * 2 + ["G3"] * 2 + ["G4"], ["B1"] * 2 + ["B3"] * 2 + ["B4"] * 2 + ["B5"]]
    game = Game(4, deck=scenario_deck(hands, "R3", ["G9"] * 2), dealer=3)
    table = Table(app, game, [0], {s: "normal" for s in (1, 2, 3)}, ["You", "Bot1", "Bot2", "Bot3"], bot_seed=1)
    app.push(table)
    press(app, clock, "t")
    select_and_enter = ["home"] + ["right"] * table.ordered().index(game.hands[0][3]) + ["enter"]
    press(app, clock, *select_and_enter)                 # the Wild: blue is held most (3)
    assert table.mode == "color"
    assert said(app)[-3:] == [EN("color-choice-help"),
                              EN("color-held-most", color="blue", count=3), "blue, 4 of 4"]
    press(app, clock, "right")
    assert said(app)[-1] == "red, 1 of 4"
    press(app, clock, "right")
    assert said(app)[-1] == "yellow, 2 of 4"
    items = Display(pygame.Surface((1024, 768)), 36, "white-on-black").layout(app)
    assert [i.text for i in items if i.role == "selected"] == ["yellow, 2 of 4"]
    labels = [i for i in items if i.role == "tile-text"][1::3]
    assert [i.text for i in labels] == ["1 red", "2 yellow", "3 green", "4 blue"]
    frame = next(i.rect for i in items if i.role == "focus")
    tiles = [i.rect for i in items if i.role == "tile"]
    assert frame.contains(tiles[1]) and not frame.contains(tiles[0])
    press(app, clock, "enter")
    assert "You play Wild and choose yellow." in said(app)


def test_colours_held_as_often_as_the_most_are_named_with_it(tmp_path):
    from uno_audio.engine import Game
    from player import scenario_deck
    from uno_audio.ui.table import Table
    app, clock = make_app(tmp_path)
    hands = [["R5", "B2", "G7", "W", "Y9", "B+2", "R1"], ["Y1"] * 2 + ["Y2"] * 2 + ["Y3"] * 2 + ["Y4"],
             ["G1"] * 2 + ["G2"] * 2 + ["G3"] * 2 + ["G4"], ["B1"] * 2 + ["B3"] * 2 + ["B4"] * 2 + ["B5"]]
    game = Game(4, deck=scenario_deck(hands, "R3", ["G9"] * 2), dealer=3)
    table = Table(app, game, [0], {s: "normal" for s in (1, 2, 3)}, ["You", "Bot1", "Bot2", "Bot3"], bot_seed=1)
    app.push(table)
    press(app, clock, "t")
    press(app, clock, "home", *["right"] * table.ordered().index(game.hands[0][3]), "enter")
    assert said(app)[-2] == "Selected: red. The colours you hold most: red and blue, 2 cards each."
    assert said(app)[-1] == "red, 1 of 4"


# ---- the hint: a colour is kept only when it is in play --------------------------------------

def test_the_hint_says_a_card_changes_a_colour_not_in_play_and_keeps_one_that_is(tmp_path):
    from uno_audio.engine import Rules
    from player import table_for
    hands = [["R2", "R7", "R8", "R9", "B5", "Y5", "Y6"], ["G1", "G2"] + ["G9"] * 5]
    app, clock, table, game = table_for(tmp_path, Rules(), hands, "B2")
    press(app, clock, "shift+slash", settle=False)
    assert said(app)[-1] == "Play the red 2: it turns the colour to red, the colour you hold most."
    hands = [["R2", "R7", "R8", "R9", "B5", "Y5", "Y6"], ["G1", "G2"] + ["G9"] * 5]
    app, clock, table, game = table_for(tmp_path / "2", Rules(), hands, "R5")
    press(app, clock, "shift+slash", settle=False)
    assert "it keeps red, the colour you hold most, in play." in said(app)[-1]


# ---- two tables: "hand" throughout, "you" after a colon, R on the summary ---------------------

def test_two_tables_say_hand_throughout_and_the_summary_offers_r(tmp_path):
    import re
    from uno_audio.engine import Rules
    from uno_audio.ui.two_tables import TwoTablesSummary, TwoTablesTable
    from player import keys_for_turn
    app, clock = make_app(tmp_path, bot_pace=0.2)
    names = ["You", "Ana", "Ben", "Cleo", "Dora", "Eli", "Fay", "Gil"]
    table = TwoTablesTable.create(app, Rules(two_tables=True), [0], {p: "normal" for p in range(1, 8)},
                                  names, {}, True, seed=2)
    app.push(table)
    for _ in range(3000):
        if isinstance(app.screen, TwoTablesSummary):
            break
        press(app, clock, *(keys_for_turn(app.screen) or ["t"]))
    summary = app.screen
    assert re.match(r"(You win|\w+ wins) the hand and score", summary.lines[0])
    assert summary.lines[-1] == EN("two-tables-keys")
    assert summary.lines[-1].endswith("R plays the hand back.")
    assert re.search(r"Totals, hand 1 of 28: .*\byou \d+", summary.lines[-2])
    assert "You " not in summary.lines[-2].split(":", 1)[1]
    press(app, clock, "t")
    press(app, clock, "r")
    assert re.fullmatch(r"Hand 1 again, \d+ moves\. Right arrow and Left arrow step through them, "
                        r"Escape goes back\.", said(app)[-2])
    assert app.screen.display()[0] == "Hand 1, again"
    press(app, clock, "down")
    assert said(app)[-1] == EN("replay-no-hand")
    assert not [line for line in said(app) if re.search(r"\bround\b", line, re.I)]


# ---- the tutorial takes the keys it offers -------------------------------------------------

def _tutorial_to(app, clock, step_id, lang="en"):
    from uno_audio.ui.tutorial import Tutorial
    keys = {"browse": ["right"], "hand": ["h"], "top": ["c"], "counts": ["e"], "help": ["f1", "escape"],
            "play": ["home", "enter"], "draw": ["space"], "wild": ["enter"], "color": ["3"],
            "catch": ["u"], "rules": ["ctrl+f1", "escape"], "second": ["home", "enter"]}
    app.start()
    press(app, clock, "enter")
    tutorial = app.screen
    assert isinstance(tutorial, Tutorial)
    while tutorial.current.id != step_id:
        press(app, clock, *keys[tutorial.current.id])
    return tutorial


@pytest.mark.parametrize("lang", ["en", "es", "pt-BR"])
def test_the_tutorial_colour_prompt_takes_greens_letter(tmp_path, lang):
    tr = Translator(lang)
    app, clock = make_app(tmp_path, lang=lang, tutorial_seen=False)
    tutorial = _tutorial_to(app, clock, "color", lang)
    assert tr("color-choice-help") in said(app)
    red, green = tr("color-keys").split()[0], tr("color-keys").split()[2]
    press(app, clock, red)
    assert said(app)[-1] == tr("tutorial-color-hint") and tutorial.mode == "color"
    press(app, clock, green)
    assert tutorial.game.color == "G" and tutorial.current.id == "catch"


def test_the_tutorial_colour_prompt_takes_the_arrows_and_enter_on_green(tmp_path):
    app, clock = make_app(tmp_path, tutorial_seen=False)
    tutorial = _tutorial_to(app, clock, "color")
    while tutorial.color_choice.index != 1:
        press(app, clock, "right")
    press(app, clock, "enter")
    assert said(app)[-1] == EN("tutorial-color-hint") and tutorial.mode == "color"
    press(app, clock, "right")
    assert said(app)[-1] == "green, 3 of 4"
    press(app, clock, "enter")
    assert tutorial.game.color == "G" and tutorial.current.id == "catch"


def test_the_tutorial_after_uno_hints_at_the_card_not_at_u(tmp_path):
    app, clock = make_app(tmp_path, tutorial_seen=False)
    tutorial = _tutorial_to(app, clock, "uno")
    press(app, clock, "u")
    assert "You say UNO!" in said(app)
    press(app, clock, "home")
    while str(tutorial.current_card()) == "B3":
        press(app, clock, "right")
    press(app, clock, "enter")
    assert said(app)[-1] == EN("tutorial-uno-said-hint")
    assert "First press U" not in said(app)[-1]


def test_the_tutorial_reads_the_hand_while_a_card_is_being_selected(tmp_path):
    app, clock = make_app(tmp_path, tutorial_seen=False)
    tutorial = _tutorial_to(app, clock, "play")
    press(app, clock, "right", "h")
    assert said(app)[-1].startswith("4 cards: ")
    assert tutorial.current.id == "play"
    press(app, clock, "c")
    assert said(app)[-1] == "red 3 on top."


# ---- quitting in the middle of a match says it is saved ----------------------------------

def _game_process(home, stdin):
    import os
    import subprocess
    import sys
    from player import known_player
    env = dict(os.environ, SDL_AUDIODRIVER="dummy", SDL_VIDEODRIVER="dummy")
    env.pop("DISPLAY", None)
    return subprocess.Popen([sys.executable, "-m", "uno_audio", "--console", "--seed", "3", "--home",
                             str(known_player(home)), "--lang", "en"],
                            stdin=stdin, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)


def _read_until(proc, prefix):
    lines = []
    for line in proc.stdout:
        lines.append(line.rstrip("\n"))
        if line.startswith(prefix):
            return lines
    raise AssertionError(f"no line {prefix!r}: {lines[-5:]}")


def test_the_end_of_input_says_the_match_is_saved(tmp_path):
    import subprocess
    proc = _game_process(tmp_path, subprocess.PIPE)
    out, _ = proc.communicate("enter\nenter\n", timeout=60)
    assert proc.returncode == 0
    assert out.splitlines()[-1] == EN("match-saved-on-quit")
    assert (tmp_path / "match.json").exists()


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals: a console program on Windows gets "
                    "Control+C from its console, which subprocess cannot send as SIGINT")
def test_ctrl_c_says_the_match_is_saved(tmp_path):
    import signal
    import subprocess
    proc = _game_process(tmp_path, subprocess.PIPE)
    proc.stdin.write("enter\nenter\n")
    proc.stdin.flush()
    _read_until(proc, "New match against")
    proc.send_signal(signal.SIGINT)
    rest = proc.stdout.read().splitlines()
    proc.wait(timeout=30)
    assert rest and rest[-1] == EN("match-saved-on-quit")


@pytest.mark.skipif(not hasattr(os, "openpty"), reason="no pseudo-terminals on this system")
def test_ctrl_d_at_a_terminal_says_the_match_is_saved(tmp_path):
    import os
    import pty
    master, slave = pty.openpty()
    proc = _game_process(tmp_path, slave)
    os.close(slave)
    os.write(master, b"enter\n")
    _read_until(proc, "Start the game, 1 of")
    os.write(master, b"enter\n")
    _read_until(proc, "New match against")
    os.write(master, b"\x04")                 # Ctrl+D: the end of input at a terminal
    rest = proc.stdout.read().splitlines()
    proc.wait(timeout=30)
    os.close(master)
    assert rest and rest[-1] == EN("match-saved-on-quit")


# ---- small things: a seat's new name, "+++", the teams said once, --help ------------------

def test_naming_a_seat_confirms_with_the_new_name(tmp_path):
    app, clock = make_app(tmp_path)
    app.start()
    press(app, clock, "enter", "down", "down")
    assert said(app)[-1].startswith("Seat 1: Player 1, human")
    script(app, clock, "enter", "backspace", "backspace", "backspace", "backspace", "backspace", "backspace",
           "backspace", "backspace", "l", "i", "a", "enter")
    assert said(app)[-3] == "Name: Lia."
    assert said(app)[-1].startswith("Seat 1: Lia, human")
    assert not any(line.startswith("Seat 1: Player 1") for line in said(app)[-3:])
    title, lines, index = app.screen.display()
    assert lines[index].startswith("Seat 1: Lia")


def test_three_plus_signs_are_not_the_plus_key(tmp_path):
    app, clock = make_app(tmp_path)
    app.start()
    size = app.settings.font_size
    script(app, clock, "+++")
    assert app.settings.font_size == size
    assert said(app)[-1] == EN("key-unused", key="+++")
    script(app, clock, "+")
    assert app.settings.font_size > size and said(app)[-1] == EN("font-size", size=app.settings.font_size)


@pytest.mark.parametrize("lang", ["en", "es", "pt-BR"])
def test_a_team_match_says_the_teams_once(tmp_path, lang):
    tr = Translator(lang)
    app, clock = make_app(tmp_path, lang=lang)
    app.start()
    press(app, clock, "enter")
    for _ in range(40):
        if said(app)[-1].startswith(tr("variant-teams")):
            break
        press(app, clock, "down")
    press(app, clock, "right", "home", "enter")
    table = app.screen
    assert table.rules.teams
    intro = said(app)[-12:]
    assert [l for l in intro if l.startswith(tr("match-start-partners", partners="", opponents="")[:8])]
    mine = table.game.team_of(table.me)
    teams = tr("teams-yours", partners=table.teams.members(mine, True), others=table.teams.members(1 - mine, False))
    assert teams not in said(app)


def test_help_names_f1_for_the_keys():
    import subprocess
    import sys
    out = subprocess.run([sys.executable, "-m", "uno_audio", "--help"], capture_output=True, text=True,
                         timeout=60).stdout
    assert "F1 on any screen" in " ".join(out.split())


# ---- the prompts name the player's own keys -----------------------------------------------

def _remap(app, clock, changes):
    """Settings, Change keys, and for each (screen, command, key) Enter on its line, then the key."""
    from uno_audio.keymap import BINDINGS, FIXED, binding_id
    choosable = [b for b in BINDINGS if binding_id(b) not in FIXED]
    app.start()
    settings = [item.label() for item in app.screen.items].index(app.tr("menu-settings"))
    press(app, clock, "home", *["down"] * settings, "enter", "end", "enter")
    assert isinstance(app.screen, KeysMenu)
    for screen, command, key in changes:
        index = next(i for i, b in enumerate(choosable) if b.command == command and b.screens[0] == screen)
        press(app, clock, "home", *["down"] * index, "enter")
        assert isinstance(app.screen, KeyCapture)
        press(app, clock, key)
    press(app, clock, "escape", "escape")


def _scenario(app, hands, first, rest, rules=None, dealer=None):
    from uno_audio.engine import Game, Rules
    from uno_audio.ui.table import Table
    from player import scenario_deck
    n = len(hands)
    dealer = n - 1 if dealer is None else dealer
    dealt = [hands[(dealer + 1 + i) % n] for i in range(n)]
    game = Game(n, rules or Rules(), deck=scenario_deck(dealt, first, list(rest) + ["B9"] * 30), dealer=dealer)
    table = Table(app, game, [0], {s: "hard" for s in range(1, n)}, ["You"] + [f"Bot{s}" for s in range(1, n)],
                  bot_seed=7)
    app.push(table)
    return table, game


@pytest.mark.parametrize("lang, prompt", [
    ("en", "You can play red Skip: Enter plays it, X keeps it."),
    ("es", "Puedes jugar el Salto rojo: Intro para jugarlo, X para quedártelo."),
    ("pt-BR", "Você pode jogar: Salta vermelho. Enter joga, X guarda."),
])
def test_a_changed_draw_key_is_the_one_the_prompts_name(tmp_path, lang, prompt):
    tr = Translator(lang)
    app, clock = make_app(tmp_path, lang=lang, bot_pace=10.0)
    _remap(app, clock, [("table", "draw", "x")])
    hands = [["B1", "B2", "G7", "G8", "Y9", "B4", "G6"], ["Y1", "Y2", "Y3", "Y4", "Y5", "Y6", "Y7"]]
    table, game = _scenario(app, hands, "R3", ["RS"])
    press(app, clock, "shift+slash", settle=False)
    hint = said(app)[-1]
    assert tr("key-space") not in hint and "X" in hint
    press(app, clock, "x", settle=False)
    assert game.phase == "drawn"
    assert said(app)[-1] == prompt
    press(app, clock, "space", settle=False)
    assert said(app)[-1] == tr("key-unused", key=tr("key-space"))
    press(app, clock, "x", settle=False)
    assert game.phase != "drawn"


def test_changed_keys_are_named_by_the_penalty_the_buzzer_uno_and_the_window(tmp_path):
    import pygame
    from uno_audio.engine import Rules
    from uno_audio.output.display import Display
    pygame.font.init()
    app, clock = make_app(tmp_path, bot_pace=10.0)
    _remap(app, clock, [("table", "draw", "x"), ("table", "challenge", "g"), ("table", "buzz", "v"),
                        ("table", "uno", "j")])
    # A Wild Draw Four on the player, with bluffs on: the draw and challenge keys.
    hands = [["B1", "B2", "G7", "G8", "Y9", "B4", "G6"], ["+4", "Y2", "Y4", "Y5", "Y6", "Y7", "Y8"]]
    table, game = _scenario(app, hands, "R3", [], Rules(bluff=True), dealer=0)
    from player import wait
    wait(app, clock, 20)
    assert game.phase == "penalty" and game.turn == 0, game.phase
    assert "X draws 4. Or press G to call a bluff." in said(app), said(app)[-4:]
    # The buzzer.
    app2, clock2 = make_app(tmp_path / "b", bot_pace=10.0, keys=app.settings.keys)
    hands = [["Z", "B2", "G7", "R5", "R9", "B4", "G6"], ["Y1", "Y2", "Y3", "Y4", "Y5", "Y6", "Y7"]]
    table2, game2 = _scenario(app2, hands, "R3", [], Rules(buzzer=True))
    press(app2, clock2, "home", *["right"] * table2.ordered().index(game2.hands[0][0]), "enter", settle=False)
    assert "You play a Buzzer! Press V!" in said(app2)
    items = Display(pygame.Surface((1024, 768)), 36, "white-on-black").layout(app2)
    assert any(i.text.startswith("Buzzer: press V!") for i in items if i.shape is None)
    # UNO: the hint and the window.
    app3, clock3 = make_app(tmp_path / "c", bot_pace=10.0, keys=app.settings.keys)
    hands = [["R5", "R7", "G9", "G9", "G9", "G9", "G9"], ["Y1", "Y2", "Y3", "Y4", "Y5", "Y6", "Y7"]]
    table3, game3 = _scenario(app3, hands, "R3", [])
    for card in [c for c in game3.hands[0] if str(c) == "G9"]:
        game3.hands[0].remove(card)
    press(app3, clock3, "shift+slash", settle=False)
    assert said(app3)[-1] == "Say UNO now: press J."
    press(app3, clock3, "home", "enter", settle=False)       # no UNO said: the window names J
    items = Display(pygame.Surface((1024, 768)), 36, "white-on-black").layout(app3)
    texts = [i.text for i in items if i.shape is None]
    assert any(t.startswith("Say UNO with J:") for t in texts), texts


@pytest.mark.parametrize("lang", ["en", "es", "pt-BR"])
def test_the_tutorial_teaches_the_players_own_keys(tmp_path, lang):
    from uno_audio.ui.tutorial import Tutorial
    tr = Translator(lang)
    app, clock = make_app(tmp_path, lang=lang, tutorial_seen=False)
    _remap(app, clock, [("table", "hand", "k"), ("table", "draw", "x")])
    tr = app.tr                                       # the game's words, with the player's keys
    press(app, clock, "home", "enter")
    tutorial = app.screen
    assert isinstance(tutorial, Tutorial)
    press(app, clock, "right")
    assert said(app)[-1] == tr("tutorial-hand") and said(app)[-1].startswith("K ") and said(app)[-1].endswith(" K.")
    press(app, clock, "h")
    assert said(app)[-1] == tr("tutorial-hand-hint") and "K" in said(app)[-1] and tutorial.current.id == "hand"
    press(app, clock, "k")
    assert tutorial.current.id == "top"
    for keys in (["c"], ["e"], ["f1", "escape"], ["home", "enter"]):
        press(app, clock, *keys)
    assert tutorial.current.id == "draw"
    assert tr("tutorial-draw") in said(app) and "X" in tr("tutorial-draw") and tr("key-space") not in tr("tutorial-draw")
    press(app, clock, "space")
    assert tutorial.current.id == "draw"
    press(app, clock, "x")
    assert tutorial.current.id == "wild"
