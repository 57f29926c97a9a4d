"""Hot-seat privacy, names at the table, and the speech history's views.

Several humans share one keyboard with hidden hands. The test plays whole rounds by
keys and keeps its own note of who holds the keyboard: nobody until a handover's Enter,
nobody again at the next handover or at a round's end. Against that note it checks
every line the game makes, speaks (live, repeated with R, reviewed with Page Up) and
puts in the window's captions.
"""

from __future__ import annotations

import json
import re

from uno_audio.console import run_until_human
from uno_audio.engine import Game, Rules
from uno_audio.i18n import Translator
from uno_audio.ui.names import table_names
from uno_audio.ui.table import Table

from player import keys_for_turn, make_app, press, said, wait
from voice import Cues

EN = Translator("en")
# What tells one player's cards: a card picked in the hand or the colour choice, the
# hand read out, a card drawn or offered, a hand shown after a challenge.
PRIVATE = re.compile(r", \d+ of \d+$|^(One card|\d+ cards): |^You draw |^You can play |showed you: "
                     r"|^Choose a colour|^You can continue your sequence|of yours can be played")
# A move told as "You ...": with several humans it belongs to the one who made it.
YOU_MOVE = re.compile(r"^You (play|draw|jump|continue|choose|keep|are|say|catch|call|swap|deal|win|press)"
                      r"|^Your turn, \d+ card"
                      r"|caught you|calls your bluff|swaps hands with you|makes you")
# Words of the history itself, said without being added to it.
REVIEW_WORDS = {EN(m) for m in ("history-empty", "history-edge-first", "history-edge-last",
                                "history-view-everything", "history-view-table")}
AT_HANDOVER = ("pageup", "pageup", "pageup", "pageup", "ctrl+pageup", "pagedown", "ctrl+h",
               "pageup", "ctrl+pagedown", "ctrl+h", "t")
AT_TURN = ("h", "right", "left", "r", "pageup", "pageup", "pagedown", "ctrl+pageup", "r",
           "ctrl+pagedown", "t")

WATCHES = []


class Watch:
    """Who holds the keyboard, as the players at the table know it, and what each heard."""

    def __init__(self, app):
        self.app = app
        self.holder = None
        self.private_heard = {}     # seat -> how many lines telling its cards it heard
        self.handovers = []
        self.display = None         # the window, when a test looks at what it draws
        self.windows = 0            # how many times it looked
        self.problems = []          # noted, not raised: the controller turns a raise into a spoken error
        speak, say = app.speech.say, app.say

        def spoken(text, interrupt=False):
            self.check_spoken(text)
            speak(text, interrupt=interrupt)

        def made(text, cue=None, pan=0.0, interrupt=None, kind=None, owner=None, **facts):
            if text and PRIVATE.search(text):
                if owner is None:
                    self.problems.append(f"a line telling cards has no owner: {text!r}")
                elif owner != self.holder:
                    self.problems.append(f"{text!r} of seat {owner} made while {self.holder} holds")
                else:
                    self.private_heard[owner] = self.private_heard.get(owner, 0) + 1
            say(text, cue=cue, pan=pan, interrupt=interrupt, kind=kind, owner=owner, **facts)
            # Checked as the game kept it: an answer to a key takes its owner there.
            lines = self.app.history.lines
            if text and YOU_MOVE.search(text) and lines and lines[-1].text == text and lines[-1].owner is None:
                self.problems.append(f"{text!r} told to every human")

        app.speech.say = spoken
        app.say = made

    def owners(self, text):
        return {line.owner for line in self.app.history.lines if line.text == text}

    def allowed(self, text) -> bool:
        """`text` was said by the game as a public line or one of the holder's own."""
        return bool(self.owners(text) & {None, self.holder})

    def check_spoken(self, text):
        if text in REVIEW_WORDS:
            return
        if not self.allowed(text):
            self.problems.append(f"{text!r} (of {self.owners(text)}) spoken while {self.holder} holds")
        if self.holder is None and PRIVATE.search(text):
            self.problems.append(f"{text!r} spoken with nobody at the keyboard")

    def check_window(self, table):
        """No card of another human's hand is drawn, nor any human's with nobody seated
        (the top card and the holder's own cards excepted: the same card may be in both)."""
        if self.display is None or self.app.screen is not table:
            return
        drawn = {item.text for item in self.display.layout(self.app) if item.shape is None}
        label = lambda card: self.display.card_label(table, card)   # noqa: E731
        seen = {label(table.game.top)}
        if self.holder is not None:
            seen |= {label(c) for c in table.game.hands[self.holder]}
        for seat in table.humans:
            if seat != self.holder:
                shown = ({label(c) for c in table.game.hands[seat]} - seen) & drawn
                if shown:
                    self.problems.append(f"the window draws {shown} of seat {seat} while {self.holder} holds")
        self.windows += 1

    def check_captions(self):
        for text in self.app.captions:
            if not self.allowed(text):
                self.problems.append(f"caption {text!r} shown while {self.holder} holds")


def play_hot_seat(tmp_path, humans, players, seed, rounds, rules=Rules(target=2000), window=False, **settings):
    """Whole rounds by keys; with `window`, what the window draws is looked at after every key."""
    app, clock = make_app(tmp_path, bot_pace=0.5, **settings)
    watch = Watch(app)
    WATCHES.append(watch)
    if not window:
        return _play_hot_seat(app, clock, watch, humans, players, seed, rounds, rules)
    import os
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame
    from uno_audio.output.display import Display
    pygame.display.init()
    pygame.font.init()
    try:
        watch.display = Display(pygame.display.set_mode((900, 700)), 30)
        return _play_hot_seat(app, clock, watch, humans, players, seed, rounds, rules)
    finally:
        pygame.display.quit()


def _play_hot_seat(app, clock, watch, humans, players, seed, rounds, rules):
    names = ["Ana", "Beto", "Cris", "Dani"][:players]
    game = Game(players, rules, seed=seed)
    keys = {h: {"buzz": k, "catch": c} for h, k, c in zip(humans[1:], "kj", "ml")}
    table = Table(app, game, humans, {s: "normal" for s in range(players) if s not in humans},
                  names, 3, keys=keys, hidden=True)
    app.push(table)
    played = 0
    for _ in range(6000):
        run_until_human(app, clock)
        watch.check_captions()
        watch.check_window(table)
        screen = app.screen
        if type(screen).__name__ == "Summary":
            watch.holder = None
            press(app, clock, "pageup", "pageup", "ctrl+pageup", settle=False)
            watch.check_captions()
            played += 1
            if played == rounds or game.match_over:
                return app, table, watch
            press(app, clock, "enter")
            continue
        assert screen is table
        if table.handover_to is not None:
            watch.holder = None
            seat = table.handover_to
            assert said(app)[-1] == f"Pass the keyboard to {names[seat]}. {names[seat]}, press Enter when ready."
            watch.handovers.append(seat)
            for key in AT_HANDOVER:
                press(app, clock, key, settle=False)
                watch.check_captions()
                watch.check_window(table)
            watch.holder = seat      # Enter is pressed by the one who sat down
            press(app, clock, "enter", settle=False)
            watch.check_window(table)
            continue
        assert table.me == watch.holder
        if game.phase == "buzzer":                           # each human presses their own key
            buzz = [("b" if h == table.me else keys[h]["buzz"])
                    for h in humans if h not in game.buzzed and (h == table.me or h in keys)]
            press(app, clock, *buzz) if buzz else wait(app, clock, 1)   # the first seat has no key of its own
            continue
        if game.turn == watch.holder and table.mode is None:
            for key in AT_TURN:
                press(app, clock, key, settle=False)
                watch.check_captions()
                watch.check_window(table)
        for key in keys_for_turn(table) or ["t"]:
            press(app, clock, key, settle=False)
            watch.check_window(table)
        run_until_human(app, clock)
    raise AssertionError("the rounds did not end")


def check_round_was_private(app, table, watch, humans):
    assert watch.problems == []
    assert watch.display is None or watch.windows > 100
    assert EN("error-internal") not in said(app)
    assert set(watch.handovers) == set(humans) and len(watch.handovers) >= 2 * len(humans)
    for seat in humans:
        assert watch.private_heard.get(seat, 0) > 5     # each heard their own cards, often
    owned = {line.owner for line in app.history.lines}
    assert set(humans) <= owned


def test_two_humans_never_hear_nor_see_each_others_cards(tmp_path):
    app, table, watch = play_hot_seat(tmp_path, [0, 1], 3, seed=11, rounds=2, window=True)
    check_round_was_private(app, table, watch, [0, 1])


def test_three_humans_never_hear_nor_see_each_others_cards(tmp_path):
    app, table, watch = play_hot_seat(tmp_path, [0, 1, 3], 4, seed=5, rounds=1)
    check_round_was_private(app, table, watch, [0, 1, 3])


def test_the_watch_catches_a_line_given_to_the_wrong_player(tmp_path):
    """The checks above can fail: a card said for the wrong seat is caught."""
    app, clock = make_app(tmp_path, bot_pace=0.5)
    watch = Watch(app)
    game = Game(3, Rules(), seed=11)
    table = Table(app, game, [0, 1], {2: "normal"}, ["Ana", "Beto", "Bot"], 3,
                  keys={1: {"buzz": "k", "catch": "m"}}, hidden=True)
    app.push(table)
    watch.holder = table.handover_to
    press(app, clock, "enter")
    press(app, clock, "h", settle=False)
    assert watch.problems == []
    watch.holder = None                                    # as if the keyboard had been passed on
    press(app, clock, "h", settle=False)
    assert any("made while None holds" in p for p in watch.problems)


def test_the_watch_catches_a_window_drawing_another_hand(tmp_path, monkeypatch):
    """The window check can fail: a hand drawn for the wrong seat is caught."""
    import os
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame
    from uno_audio.output.display import Display
    app, clock = make_app(tmp_path, bot_pace=0.5)
    watch = Watch(app)
    game = Game(3, Rules(), seed=11)
    table = Table(app, game, [0, 1], {2: "normal"}, ["Ana", "Beto", "Bot"], 3,
                  keys={1: {"buzz": "k", "catch": "m"}}, hidden=True)
    app.push(table)
    pygame.display.init()
    pygame.font.init()
    try:
        watch.display = Display(pygame.display.set_mode((900, 700)), 30)
        watch.holder = table.handover_to
        press(app, clock, "enter", settle=False)
        watch.check_window(table)
        assert watch.problems == [] and watch.windows == 1
        other = 1 - watch.holder
        monkeypatch.setattr(Table, "ordered", lambda self: list(self.game.hands[other]))
        watch.check_window(table)
        assert any(p.startswith("the window draws") for p in watch.problems)
    finally:
        pygame.display.quit()


def test_the_watch_catches_the_history_shown_to_everyone(tmp_path, monkeypatch):
    """Without the controller's filter the other player's lines are reviewed and shown."""
    from uno_audio.ui.controller import Controller
    monkeypatch.setattr(Controller, "shown", lambda self, line, viewer=None: True)
    try:
        play_hot_seat(tmp_path, [0, 1], 3, seed=11, rounds=1)
    except AssertionError:
        pass
    watch = WATCHES[-1]
    assert any("spoken while" in p for p in watch.problems)
    assert any(p.startswith("caption") for p in watch.problems)


def test_the_first_turn_is_handed_over_and_nothing_private_comes_before(tmp_path):
    app, clock = make_app(tmp_path, bot_pace=0.5)
    game = Game(3, Rules(), seed=4)
    table = Table(app, game, [0, 1], {2: "normal"}, ["Ana", "Beto", "Bot"], 3,
                  keys={1: {"buzz": "k", "catch": "m"}}, hidden=True)
    app.push(table)
    run_until_human(app, clock)
    first = table.handover_to
    assert first is not None and not any(PRIVATE.search(line) for line in said(app))
    assert said(app)[-1] == f"Pass the keyboard to {table.names[first]}. " \
                            f"{table.names[first]}, press Enter when ready."
    assert table.game.history[-1].kind == "turn"       # the table waits for Enter
    assert app.waiting_for_human() and app.deadline() is None
    press(app, clock, "h", "right", settle=False)      # nothing of anyone's hand yet
    assert not any(PRIVATE.search(line) for line in said(app))
    press(app, clock, "enter", settle=False)
    assert first == game.turn == 0 and said(app)[-1] == "Ana, your turn."
    press(app, clock, "h", settle=False)
    assert PRIVATE.search(said(app)[-1])


def test_a_bot_playing_first_waits_for_the_first_human_to_sit_down(tmp_path):
    app, clock = make_app(tmp_path, bot_pace=0.5)
    game = Game(3, Rules(), seed=3)
    table = Table(app, game, [0, 1], {2: "normal"}, ["Ana", "Beto", "Bot"], 3,
                  keys={1: {"buzz": "k", "catch": "m"}}, hidden=True)
    app.push(table)
    run_until_human(app, clock)
    first = table.hot_seat.next_human(2)
    assert game.turn == 2 and table.handover_to == first and len(game.log) == 0
    press(app, clock, "enter")                             # the bot plays only now
    assert "Ana has the keyboard." in said(app) and len(game.log) > 0
    assert game.turn == first == 0 and table.handover_to is None     # no second handover for Ana
    assert said(app)[-1] == "Your turn."


def test_the_window_draws_only_the_prompt_at_a_handover(tmp_path):
    import os
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame
    from uno_audio.output.display import Display
    pygame.display.init()
    pygame.font.init()
    try:
        surface = pygame.display.set_mode((900, 700))
        display = Display(surface, 30)

        def drawn_texts():
            return {item.text for item in display.layout(app) if item.shape is None}
        app, clock = make_app(tmp_path, bot_pace=0.5)
        game = Game(3, Rules(), seed=4)
        table = Table(app, game, [0, 1], {2: "normal"}, ["Ana", "Beto", "Bot"], 3,
                      keys={1: {"buzz": "k", "catch": "m"}}, hidden=True)
        app.push(table)
        run_until_human(app, clock)

        def labels(seat):
            return {display.card_label(table, c) for c in game.hands[seat]}
        seat = table.handover_to
        drawn = drawn_texts()
        words = " ".join(item.text for item in display.layout(app) if item.shape is None)
        assert f"{table.names[seat]}, press Enter when ready." in words
        assert not (labels(0) | labels(1)) & drawn and not any(t in drawn for t in app.captions)
        press(app, clock, "enter", settle=False)
        assert table.handover_to is None and table.me == seat
        drawn = drawn_texts()
        mine = labels(seat)
        assert mine & drawn                # seated, the player's own hand is drawn
        assert not (labels(1 - seat) - mine) & drawn
    finally:
        pygame.display.quit()


def test_a_resumed_hot_seat_match_repeats_only_public_lines_then_hands_over(tmp_path):
    app, clock = make_app(tmp_path, bot_pace=0.5)
    game = Game(3, Rules(), seed=11)
    table = Table(app, game, [0, 1], {2: "normal"}, ["Ana", "Beto", "Bot"], 3,
                  keys={1: {"buzz": "k", "catch": "m"}}, hidden=True)
    app.push(table)
    for _ in range(12):
        run_until_human(app, clock)
        if table.handover_to is not None:
            press(app, clock, "enter")
        press(app, clock, "h", "right", settle=False)
        press(app, clock, *(keys_for_turn(table) or ["t"]))
    assert table.handover_to is None                      # someone holds the keyboard
    saved = json.loads((tmp_path / "match.json").read_text(encoding="utf-8"))
    assert saved["table"]["last_lines"]
    assert all(line["owner"] is None for line in saved["table"]["last_lines"])

    again, clock2 = make_app(tmp_path, bot_pace=0.5)
    again.start()
    press(again, clock2, "enter")                          # Continue the saved match
    resumed = again.screen
    assert isinstance(resumed, Table) and resumed.handover_to is not None
    start = said(again).index(EN("match-resumed"))
    assert not any(PRIVATE.search(line) for line in said(again)[start:])
    name = resumed.names[resumed.handover_to]
    assert said(again)[-1] == f"Pass the keyboard to {name}. {name}, press Enter when ready."


def test_names_are_unique_and_a_bot_takes_its_seats_name(tmp_path):
    """Typed in the setup: two humans with bot names, a bot seat named like a human, one
    named otherwise."""
    app, clock = make_app(tmp_path)
    app.start()
    press(app, clock, "enter", "down")                     # New game; Players: 4
    assert said(app)[-1].startswith("Players: 4")

    def name_seat(name):
        press(app, clock, "enter")
        for _ in range(len(app.screen.text)):
            press(app, clock, "backspace")
        press(app, clock, *name.lower(), "enter")

    press(app, clock, "down")
    name_seat("Ana")
    assert said(app)[-3] == "Name: Ana." and said(app)[-1].startswith("Seat 1: Ana, human")
    press(app, clock, "down", "right", "right")            # seat 2: hard, then human
    assert said(app)[-2].startswith("Seat 2: Player 2, human")
    assert said(app)[-1] == "Also changed: Hidden hands: on."
    name_seat("Bruno")
    press(app, clock, "down")
    name_seat("ana")                                       # a bot named like a human
    press(app, clock, "up", "down")
    assert said(app)[-1].startswith("Seat 3: Ana, bot, normal")
    press(app, clock, "down")
    name_seat("zoe")
    press(app, clock, "home", "enter")
    table = app.screen
    assert isinstance(table, Table)
    assert [str(name) for name in table.names] == ["Ana", "Bruno", "Carla", "Zoe"]
    start = next(line for line in said(app) if line.startswith("New match"))
    assert "Bruno" in start and "Carla" in start and "Zoe" in start
    assert app.settings.seats[3]["named"] is True


def test_names_at_the_table_never_repeat():
    seats = [{"kind": "human", "name": "Ana"}, {"kind": "human", "name": "ana"},
             {"kind": "normal", "name": "Player 3"}, {"kind": "hard", "name": "Bruno", "named": True},
             {"kind": "easy", "name": "Ana", "named": True}]
    assert table_names(seats, EN) == ["Ana", "ana 2", "Carla", "Bruno", "Diego"]
    alone = table_names([{"kind": "human", "name": "Bruno"}, {"kind": "normal", "name": "Player 2"}], EN)
    assert alone == ["You", "Ana"]
    full = table_names([{"kind": "human", "name": EN(f"bot-name-{k}")} for k in range(1, 10)]
                       + [{"kind": "normal", "name": "Player 10"}], EN)
    assert len({n.casefold() for n in full}) == 10 and full[9] == "Player 10"


def test_history_views_the_table_only_or_everything_with_its_ends_heard(tmp_path):
    app, clock = make_app(tmp_path, bot_pace=0.5)
    app.sounds = app.scheduler.sounds = Cues()
    app.start()
    press(app, clock, "enter", "enter")                    # New game, Start
    table = app.screen
    press(app, clock, "f1", settle=False)
    assert "Control+H: switch the history between the table only and everything" in app.screen.sections[0][1]
    press(app, clock, "escape", "h", settle=False)
    press(app, clock, *(keys_for_turn(table) or ["t"]))
    press(app, clock, "ctrl+pageup", settle=False)
    assert said(app)[-2:] == [EN("welcome"), "First message."] and app.sounds.played[-1] == "menu_move"
    press(app, clock, "ctrl+h", settle=False)
    assert said(app)[-1] == "History: the table only."
    press(app, clock, "ctrl+pageup", settle=False)
    assert said(app)[-2:] == ["New match against Ana, Bruno and Carla.", "First message."]
    table_lines = [line.text for line in app.history.lines if line.table]
    assert any(not line.table for line in app.history.lines)   # menus and help are left out
    app.sounds.played.clear()
    press(app, clock, "pagedown", settle=False)
    assert said(app)[-1] == table_lines[1]
    assert app.sounds.played == []                          # no cue between the ends
    walked = []
    for _ in range(len(app.history.lines)):
        press(app, clock, "pageup", settle=False)
        walked.append(said(app)[-1])
    assert set(walked) <= set(table_lines) | {"First message.", "Last message."}
    press(app, clock, "ctrl+pagedown", settle=False)
    assert said(app)[-2:] == [table_lines[-1], "Last message."]
    press(app, clock, "ctrl+h", "pageup", settle=False)
    assert said(app)[-3] == "History: everything."
    everything = [l.text for l in app.history.lines]
    assert said(app)[-2:] == [everything[-1], "Last message."]


def test_teams_of_several_humans_are_said_by_name(tmp_path):
    """VAR-TEAMS in hot-seat: the start says each team by name; S names the holder's team."""
    app, clock = make_app(tmp_path, bot_pace=0.5)
    game = Game(4, Rules(teams=True), seed=3)
    table = Table(app, game, [0, 1], {2: "normal", 3: "normal"}, ["Ana", "Beto", "Cris", "Dani"], 3,
                  keys={1: {"buzz": "k", "catch": "m"}}, hidden=True)
    app.push(table)
    assert "Team 1: Ana and Cris. Team 2: Beto and Dani." in said(app)
    run_until_human(app, clock)
    seat = table.handover_to
    press(app, clock, "enter", settle=False)
    press(app, clock, "s", settle=False)
    partner = {0: "Cris", 1: "Dani"}[seat]
    assert said(app)[-1] == f"Your team (you and {partner}): 0. Other team: 0. Playing to 500."


def test_a_hot_seat_team_match_ends_with_the_winners_named(tmp_path):
    app, table, watch = play_hot_seat(tmp_path, [0, 1], 4, seed=2, rounds=99,
                                      rules=Rules(teams=True, target=60))
    game = table.game
    assert game.match_over and watch.problems == []
    winners = ["Ana and Cris", "Beto and Dani"][game.match_winner]
    assert f"{winners} win the match!" in said(app)
    assert f"Team 1, Ana and Cris: {game.scores[0]} points." in said(app)


class SlowVoice:
    """A voice still speaking until told it has finished, as a real one takes time."""
    name = "recording"
    detail = None
    asked = "recording"

    def __init__(self):
        self.lines = []
        self.talking = False
        self.missing: list = []
        self.problems: list = []
        self.changes = 0

    def say(self, text, interrupt=False):
        self.lines.append(text)
        self.talking = True

    def speaking(self):
        return self.talking

    def estimate(self, text):
        return 1.0

    def busy(self):
        return self.talking

    def silence(self):
        self.talking = False

    def set_rate(self, rate):
        pass

    def set_volume(self, volume):
        pass

    def set_lang(self, lang):
        pass

    def close(self):
        pass


def test_a_line_still_waiting_when_the_keyboard_passes_on_is_never_heard(tmp_path):
    from uno_audio.ui.controller import Controller
    app, clock = make_app(tmp_path, bot_pace=0.5)
    voice = SlowVoice()
    app = Controller(speech=voice, settings=app.settings, clock=clock)
    game = Game(3, Rules(), seed=4)
    table = Table(app, game, [0, 1], {2: "normal"}, ["Ana", "Beto", "Bot"], 3,
                  keys={1: {"buzz": "k", "catch": "m"}}, hidden=True)
    app.push(table)
    seat = table.handover_to
    voice.talking = False
    app.update(clock.now)
    app.key("enter", clock.now)
    while voice.talking:
        voice.talking = False
        app.update(clock.now)
    app.say("public news", kind="game")                     # being heard
    app.say("secret of the holder", kind="game", owner=seat)  # waits behind it
    assert voice.lines[-1] == "public news"
    table.hot_seat.leave_keyboard()                                  # the keyboard passes on
    voice.talking = False
    app.update(clock.now)
    assert "secret of the holder" not in voice.lines
    assert any(line.text == "secret of the holder" for line in app.history.lines)


def test_a_first_wild_is_coloured_only_after_the_handover(tmp_path):
    """RULES: a Wild turned up first lets the first player choose the colour; in hot-seat
    the choice opens once that player holds the keyboard."""
    from uno_audio.engine import Card
    from player import scenario_deck
    hands = [["R1", "R2", "R3", "R4", "Y5", "Y6", "G7"], ["B1", "B2", "B3", "G4", "G5", "Y6", "Y7"],
             ["G1", "G2", "G3", "B4", "B5", "B6", "R7"]]
    game = Game(3, Rules(), deck=[Card.parse(c) for c in scenario_deck(hands, "W", ["B9"] * 20)],
                dealer=2)
    app, clock = make_app(tmp_path, bot_pace=0.5)
    table = Table(app, game, [0, 1], {2: "normal"}, ["Ana", "Beto", "Bot"], 3,
                  keys={1: {"buzz": "k", "catch": "m"}}, hidden=True)
    app.push(table)
    run_until_human(app, clock)
    assert game.phase == "color" and table.handover_to == game.turn and table.mode is None
    assert not any(line.startswith("Choose a colour") for line in said(app))
    press(app, clock, "enter", settle=False)
    assert game.turn == 0 and table.mode == "color" and said(app)[-1] == "red, 1 of 4"   # Ana holds most red
    press(app, clock, "1")
    assert game.color == "R"


def test_three_humans_with_house_rules_stay_private(tmp_path):
    """Stacking, sequences, jump-in, bluff, 0/7, buzzer and draw-then-play, every line at its
    fullest: swaps, windows and out-of-turn plays among three humans tell nobody another's
    cards."""
    rules = Rules(stacking=True, sequences=True, jump_in=True, bluff=True, seven_zero=True,
                  buzzer=True, draw_then_play=True, target=2000)
    app, table, watch = play_hot_seat(tmp_path, [0, 2, 3], 4, seed=8, rounds=1, rules=rules, window=True,
                                      verbosity_hints="full", verbosity_drawn="full", verbosity_moves="full")
    check_round_was_private(app, table, watch, [0, 2, 3])


def test_random_keys_in_hot_seat_never_crash_nor_tell_another_hand(tmp_path):
    """Bad input never crashes the game, and the keyboard's holder is still the only one
    who hears their cards."""
    import random
    rng = random.Random(13)
    keys_pool = ("left right up down home end enter enter enter space space c s t u f b shift+c "
                 "shift+h shift+d e o p d h r shift+r pageup pagedown ctrl+pageup ctrl+pagedown "
                 "ctrl+h 1 2 3 4 k m j l x").split()
    app, clock = make_app(tmp_path, bot_pace=0.5)
    watch = Watch(app)
    game = Game(4, Rules(jump_in=True, seven_zero=True, stacking=True, buzzer=True), seed=6)
    table = Table(app, game, [0, 1, 3], {2: "hard"}, ["Ana", "Beto", "Bot", "Dani"], 3,
                  keys={1: {"buzz": "k", "catch": "m"}, 3: {"buzz": "j", "catch": "l"}}, hidden=True)
    app.push(table)
    for _ in range(3000):
        run_until_human(app, clock)
        if app.screen is not table:
            watch.holder = None
            press(app, clock, "enter")
            continue
        key = rng.choice(keys_pool)
        if table.handover_to is not None:
            watch.holder = table.handover_to if key == "enter" else None
        press(app, clock, key)
        if table.handover_to is not None or game.round_over:
            watch.holder = None
        watch.check_captions()
    assert watch.problems == []
    assert EN("error-internal") not in said(app)
    assert len(watch.private_heard) == 3
    assert sum(line.startswith("Pass the keyboard to") for line in said(app)) >= 10
