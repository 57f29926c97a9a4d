"""Braille only: a deaf-blind player reads every line of a match on a braille display.

Matches are played by keys on the fake clock with the braille setting on "only": no line
is spoken, every cue that carries a meaning has its words on the display, a sound from
a seat names the seat, the bots and every window wait for the line to be read (moved
past with the key, or the reading time per 40 cells), long lines are cut into pieces
the keys reach, every one of them, and the tutorial, F1 help and the rules reader are
read there too."""

from __future__ import annotations

import math

import pytest

from test_cues import MATCHES, Heard, play_by_keys   # also sets SDL's dummy audio
from uno_audio.console import VirtualClock, run_until_human
from uno_audio.engine import Game, Rules
from uno_audio.i18n import Translator
from uno_audio.output.braille import CUE_WORDS, TOLD_BY_THEIR_LINE, joined, split
from uno_audio.output.braille.words import BrailleWords
from uno_audio.output.speech import Speech
from uno_audio.saves import SaveStore
from uno_audio.settings import FIELDS, MENU_FIELDS, Settings, SettingsStore
from uno_audio.stats import Stats
from uno_audio.ui.controller import Controller
from uno_audio.ui.table import Table
from uno_audio.ui.tutorial import STEPS, Tutorial

from player import make_app, press
from test_tutorial import KEYS as TUTORIAL_KEYS


class Cued(Heard):
    """The sound output, noting with each cue how many lines the display had been given."""

    def __init__(self, app_of):
        super().__init__(100)
        self.app_of = app_of
        self.at: list[tuple[str, float, int, int]] = []

    def play(self, cue, pan=0.0, pitch_step=0):
        app = self.app_of()
        me = getattr(app.privacy, "me", None)       # the seat at the keyboard: sounds are placed from it
        self.at.append((cue, pan, len(app.braille.lines), 0 if me is None else me))
        super().play(cue, pan, pitch_step)


def braille_match(tmp_path, players, rules, seed=3, reading=4.0):
    clock = VirtualClock()
    holder = []
    sounds = Cued(lambda: holder[0])
    settings = Settings(tutorial_seen=True, braille="only", braille_reading=reading, jump_in_cue=True)
    app = Controller(speech=Speech("recording"), sounds=sounds, settings=settings,
                     store=SettingsStore(tmp_path), clock=clock, saves=SaveStore(tmp_path),
                     stats=Stats(tmp_path))
    holder.append(app)
    game = Game(players, rules, seed=seed)
    names = ["You"] + [f"Bot{s}" for s in range(1, players)]
    table = Table(app, game, [0], {s: "normal" for s in range(1, players)}, names, bot_seed=seed)
    app.push(table)
    return app, clock, table, sounds


@pytest.fixture(scope="module")
def read(tmp_path_factory):
    """Each match of test_cues.MATCHES played by keys for up to three rounds, braille only."""
    out = {}
    for name, (players, rules) in MATCHES.items():
        app, clock, table, sounds = braille_match(tmp_path_factory.mktemp(name), players, rules)
        play_by_keys(app, clock, table, rounds=3, jump=rules.jumping)
        out[name] = (app, table, sounds)
    return out


@pytest.mark.parametrize("name", MATCHES)
def test_braille_only_no_information_of_a_round_exists_only_as_a_sound(read, name):
    app, table, sounds = read[name]
    assert table.game.round > 1 or table.game.match_over
    every_cue_in_words(app, table, sounds)


def every_cue_in_words(app, table, sounds):
    """No voice; every cue played with its words on the display, a seat's sound naming it."""
    lines = app.braille.lines
    tr = app.tr
    assert app.speech.lines == []              # no voice at all
    played = list(sounds.at)
    assert len(played) > 40
    meaningful = 0
    for cue, pan, k, me in played:
        if cue in CUE_WORDS:
            meaningful += 1
            word = tr(CUE_WORDS[cue]).casefold()
            # With its line (given just before the cue), or, a cue played alone, in the
            # line written for it once the lines before it were read.
            near = [line.casefold() for line in lines[max(0, k - 1):k + 4]]
            assert any(word in line for line in near), (cue, lines[max(0, k - 1):k + 4])
        else:
            assert cue in TOLD_BY_THEIR_LINE or cue.startswith("play"), cue
            assert k > 0 and lines[k - 1].strip(), cue
        if pan != 0.0 and len(table.names) == table.game.players and len(table.humans) == 1:
            # A sound from a seat: the line names who. (With several humans the sound is
            # placed from the one at the keyboard when it was said, who may have changed.)
            seats = [s for s in range(table.game.players)
                     if math.isclose(sounds.pan_for_seat(s, me, table.game.players), pan, abs_tol=1e-6)]
            names = [table.names[s].casefold() for s in seats]
            assert any(n in lines[k - 1].casefold() for n in names), (cue, lines[k - 1])
    assert meaningful > 10


def braille_app(tmp_path):
    clock = VirtualClock()
    holder = []
    sounds = Cued(lambda: holder[0])
    settings = Settings(tutorial_seen=True, braille="only", jump_in_cue=True, bot_pace=0.2)
    app = Controller(speech=Speech("recording"), sounds=sounds, settings=settings,
                     store=SettingsStore(tmp_path), clock=clock, saves=SaveStore(tmp_path),
                     stats=Stats(tmp_path))
    holder.append(app)
    return app, clock, sounds


def test_braille_only_two_tables_and_hot_seat_have_no_cue_without_words(tmp_path):
    """The other ways to play: eight players on two tables for a hand, and two humans at
    one keyboard with hidden hands for a round."""
    from player import keys_for_turn
    from uno_audio.ui.two_tables import TwoTablesSummary, TwoTablesTable
    names = ["You", "Ana", "Ben", "Cleo", "Dora", "Eli", "Fay", "Gil"]
    app, clock, sounds = braille_app(tmp_path / "two")
    table = TwoTablesTable.create(app, Rules(two_tables=True), [0], {p: "normal" for p in range(1, 8)},
                                  names, {}, True, seed=4)
    app.push(table)
    run_until_human(app, clock)
    for _ in range(3000):
        if isinstance(app.screen, TwoTablesSummary):
            break
        press(app, clock, *(keys_for_turn(app.screen) or ["t"]))
    assert isinstance(app.screen, TwoTablesSummary)
    every_cue_in_words(app, table, sounds)

    app, clock, sounds = braille_app(tmp_path / "family")
    table = Table.create(app, Rules(target=500), [0, 2], {1: "normal", 3: "normal"},
                         ["Ana", "Bot1", "Lia", "Bot2"], {}, True, seed=6)
    app.push(table)
    run_until_human(app, clock)
    for _ in range(3000):
        if type(app.screen).__name__ == "Summary":
            break
        if table.handover_to is not None:
            press(app, clock, "enter")
            continue
        press(app, clock, *(keys_for_turn(table) or ["t"]))
    assert type(app.screen).__name__ == "Summary"
    every_cue_in_words(app, table, sounds)


def test_the_selected_card_says_whether_it_can_be_played(tmp_path):
    """What the playable / unplayable cue alone said: in words, after the card."""
    app, clock, table, sounds = braille_match(tmp_path, 2, Rules(target=100))
    run_until_human(app, clock)
    while table.game.turn != 0:
        press(app, clock, "space")
    press(app, clock, "home")
    card = table.current_card()
    want = "can play" if table._playable(card) else "cannot play"
    short = BrailleWords(lambda: app.tr).text(table.announcer.card(card))
    assert app.braille.lines[-1] == f"{short} 1/{len(table.ordered())} {want}"


def test_every_line_fits_the_display_and_every_piece_is_reached_by_the_keys(read):
    """Long run-together lines are cut to the display's width; going back with F2 from the
    last piece reaches every piece of every line kept, in order, and F3 comes back."""
    app, table, _ = read["house-rules"]
    b = app.braille
    cells = app.settings.braille_cells
    more = app.tr("braille-more")
    long_lines = [line for line in b.lines if len(line) > cells]
    assert len(long_lines) > 5
    for line in b.lines:
        pieces = split(line, cells, more)
        assert all(len(p) <= cells for p in pieces)
        assert joined(pieces, more) == " ".join(line.split())
    reading = b.reading
    t = app.clock() + 1000        # every line long read
    for _ in range(100):
        app.update(t)
        reading.update(t)
        if not app.scheduler.busy():
            break
        t += 100
    kept = list(reading.pieces)
    assert kept[-1] in b.lines[-1] or split(b.lines[-1], cells, more)[-1] == kept[-1]
    # Every piece of every line shown is kept, in order.
    expected = [p for line in b.lines for p in split(line, cells, more)][-len(kept):]
    assert kept == expected
    while reading.cursor < reading.offset + len(reading.pieces) - 1:
        reading.next(t)
    back = []
    for _ in range(len(kept) - 1):
        app.key("f2", t)
        back.append(reading.written[-1])
    assert back == kept[:-1][::-1]
    app.key("f3", t)
    assert reading.written[-1] == kept[1]


def bot_moves(table):
    """The clock's time of each bot's action, noted as it happens."""
    times = []
    lines = table.announcer.lines

    def noted(events, counts=None):
        events = list(events)
        if any(e.kind in ("play", "draw") and e.seat != 0 for e in events):
            times.append(table.app.clock())
        return lines(events, counts)
    table.announcer.lines = noted
    return times


@pytest.mark.parametrize("jump_in", [False, True])
@pytest.mark.parametrize("moved_past", [False, True])
def test_the_bots_wait_until_the_line_is_read(tmp_path, moved_past, jump_in):
    """After your play the bot acts its pace after the line was read: when you moved past
    it with F3, or after the reading time of its cells (not a speech estimate: this voice
    takes no time at all). With jump-in, the window to jump in counts from there too."""
    for seed in (3, *range(20)):                  # the first deal that gives you a card to play
        app, clock, table, _ = braille_match(tmp_path / str(seed), 2, Rules(target=100, jump_in=jump_in),
                                             reading=10.0, seed=seed)
        run_until_human(app, clock)
        while table.game.turn != 0 or table.game.phase != "play":
            press(app, clock, "space")
        order = table.ordered()
        playable = [i for i, c in enumerate(order) if table._playable(c)]
        if playable:
            break
    assert playable, "no deal of 20 gave a card to play"
    press(app, clock, "home", *["right"] * playable[0], settle=False)
    times = bot_moves(table)
    clock.now += 1.0
    app.key("enter", clock.now)
    played_at = clock.now
    shown = app.braille.reading.line
    assert "You: " in app.braille.lines[-1]          # your play, in its braille form
    if moved_past:
        clock.now += 0.5
        app.key("f3", clock.now)
        read_at = clock.now
    else:
        read_at = played_at + app.braille.reading.time_for(app.braille.lines[-1])
    for _ in range(200):
        if times:
            break
        due = app.deadline()
        clock.now = max(clock.now + 0.01, due if due is not None else clock.now + 0.1)
        app.update(clock.now)
    assert times, "the bot never acted"
    assert shown.read == pytest.approx(read_at)
    wait = max(app.settings.bot_pace, app.settings.jump_in_window) if jump_in else app.settings.bot_pace
    assert times[0] == pytest.approx(read_at + wait, abs=0.05)
    assert times[0] >= played_at + (0.5 if moved_past else 3.0)


def test_the_catch_window_opens_after_its_line_was_read(tmp_path):
    """You are left with one card and forget UNO: the window to catch you counts from the
    moment a line was read on the display, after your play was shown, and the next bot
    waits for it."""
    from player import keys_for_turn
    for seed in range(40):
        app, clock, table, _ = braille_match(tmp_path / str(seed), 3, Rules(target=500), seed=seed)
        run_until_human(app, clock)
        for _ in range(400):
            g = table.game
            if g.round_over or type(app.screen).__name__ != "Table":
                break
            keys = [k for k in keys_for_turn(table) if k != "u"] or ["t"]      # never UNO
            press(app, clock, *keys, settle=False)
            for _ in range(2000):
                if g.uno_window is not None and table.session.window_since is not None:
                    shown = app.braille.reading.shown
                    read_times = [s.read for s in shown if s.read is not None]
                    assert table.session.window_since in read_times
                    told = [s for s in shown if s.read == table.session.window_since][0]
                    assert table.session.window_since > told.at
                    if table.session.bot_due is not None:
                        assert table.session.bot_due >= table.session.window_since + app.settings.catch_window - 1e-9
                    # The status line tells the window open and its seconds left.
                    left = math.ceil(table.session.window_since + app.settings.catch_window - clock.now)
                    assert left > 0
                    app.key("f4", clock.now)
                    assert f"catch {left}s" in app.braille.lines[-1], app.braille.lines[-1]
                    return
                if app.waiting_for_human() and not app.scheduler.busy():
                    break
                due = app.deadline()
                clock.now = max(clock.now + 0.001, due if due is not None else clock.now + 0.1)
                app.update(clock.now)
    raise AssertionError("no forgotten UNO in 40 deals: the catch window was never met")


def test_the_status_key_tells_top_card_turn_count_and_pending(tmp_path):
    app, clock, table, _ = braille_match(tmp_path, 3, Rules(target=100))
    run_until_human(app, clock)
    g = table.game
    press(app, clock, "f4")
    line = app.braille.lines[-1]
    top = BrailleWords(lambda: app.tr).text(table.announcer.card(g.top))
    assert line.startswith(f"top {top}")
    assert f"you {len(g.hands[0])}" in line
    assert ("your turn" in line) == (g.turn == 0)
    if g.pending:
        assert f"+{g.pending} pending" in line


def reads(app, clock, *keys):
    """Keys, each followed by the time to read all the display is given."""
    for key in keys:
        press(app, clock, key)
        for _ in range(1000):
            if not app.scheduler.busy():
                break
            due = app.scheduler.deadline()
            clock.now = max(clock.now + 0.01, due if due is not None else clock.now)
            app.update(clock.now)


@pytest.mark.parametrize("lang", ["en", "es", "pt-BR"])
def test_the_tutorial_help_and_rules_are_read_in_braille_only(tmp_path, lang):
    tr = Translator(lang)
    words = BrailleWords(lambda: tr)
    app, clock = make_app(tmp_path, lang=lang, tutorial_seen=False, braille="only")
    app.start()
    reads(app, clock, "enter")
    tutorial = app.screen
    assert isinstance(tutorial, Tutorial)
    lines = app.braille.lines
    for step in STEPS:
        text = words.text(tr("tutorial-" + step.id))
        assert any(text in line for line in lines), step.id
        reads(app, clock, "x")
        assert lines[-1] == words.text(tr("tutorial-" + step.id + "-hint")), step.id
        if step.id in ("help", "rules"):
            # The key help and the rule book, read line by line on the display.
            reads(app, clock, "f1" if step.id == "help" else "ctrl+f1")
            reader = app.screen
            assert type(reader).__name__ == "Reader"
            title, first = reader.sections[0][0], reader.sections[0][1]
            assert any(str(title) in line for line in lines[-3:]), (title, lines[-3:])
            assert any(words.text(first[0]) in line for line in lines[-3:])
            reads(app, clock, "down")
            assert words.text(first[1]) in lines[-1], (first[1], lines[-1])
            reads(app, clock, "escape")
        else:
            reads(app, clock, *TUTORIAL_KEYS[step.id])
    assert any(words.text(tr("tutorial-done")) in line for line in lines[-4:])
    assert app.speech.lines == []
    assert tutorial.game.round_over and tutorial.game.hands[0] == []


def test_the_braille_setting_is_in_settings_and_on_the_command_line(tmp_path):
    from uno_audio.cli import parser
    assert {"braille", "braille_reading", "braille_cells"} <= set(MENU_FIELDS)
    assert FIELDS["braille"].metadata["choices"] == ("off", "with-speech", "only")
    assert parser().parse_args(["--braille", "only"]).braille == "only"
    with pytest.raises(SystemExit):
        parser().parse_args(["--braille", "loud"])
    app, clock = make_app(tmp_path)
    app.start()
    for _ in range(8):                                # down the main menu to Settings
        if app.speech.lines[-1].startswith("Settings"):
            break
        press(app, clock, "down")
    press(app, clock, "enter")
    assert type(app.screen).__name__ == "SettingsMenu"
    names = list(MENU_FIELDS)
    press(app, clock, *["down"] * names.index("braille"), "right")
    assert app.settings.braille == "with-speech"
    assert app.speech.lines[-1] == "Braille: with speech"
    assert SettingsStore(tmp_path).load().braille == "with-speech"


@pytest.mark.parametrize("mode", ["with-speech", "only"])
def test_through_a_screen_reader_the_display_gets_the_braille_lines(tmp_path, monkeypatch, mode):
    """NVDA, JAWS or VoiceOver with a display: with speech, the reader speaks the full line
    and its braille gets the line written for the display (not the spoken one mirrored);
    braille only, the reader says nothing."""
    import time

    from accessible_output3.outputs.base import Output

    from uno_audio.output.braille.sinks import ThroughReader
    from uno_audio.output.speech import readers

    calls = []

    class FakeReader(Output):
        name = "NVDA"

        def __init__(self):
            pass

        def is_active(self):
            return True

        def speak(self, text, interrupt=False):
            calls.append(("speak", str(text)))

        def braille(self, text, **options):
            calls.append(("braille", str(text)))

        def silence(self):
            pass

    monkeypatch.setattr(readers, "find_screen_reader", lambda *args: (FakeReader(), "NVDA"))
    speech = Speech("screen-reader")
    clock = VirtualClock()
    app = Controller(speech=speech, settings=Settings(tutorial_seen=True, braille=mode),
                     store=SettingsStore(tmp_path), clock=clock, saves=SaveStore(tmp_path),
                     stats=Stats(tmp_path), braille_sink=ThroughReader(speech))
    try:
        game = Game(2, Rules(), seed=4)
        table = Table(app, game, [0], {1: "normal"}, ["You", "Bot1"], bot_seed=4)
        app.push(table)
        run_until_human(app, clock)
        press(app, clock, "home", settle=False)
        card = table.current_card()
        short = BrailleWords(lambda: app.tr).text(table.announcer.card(card))
        end = time.monotonic() + 3
        while time.monotonic() < end and not any(c[0] == "braille" and c[1].startswith(short + " 1/")
                                                 for c in calls):
            time.sleep(0.01)
        brailled = [text for kind, text in calls if kind == "braille"]
        spoken = [text for kind, text in calls if kind == "speak"]
        assert any(text.startswith(short + " 1/") for text in brailled), brailled[-3:]
        if mode == "only":
            assert spoken == []
        else:
            full = str(table.announcer.card(card))
            assert any(full in text for text in spoken)
            assert not any(full in text for text in brailled)      # the spoken line is not mirrored
    finally:
        app.close()


def test_the_console_prints_whole_braille_lines_for_brltty_screen_reading(tmp_path):
    """In a terminal, braille only: each line printed whole in its braille form (BRLTTY reads
    the screen and pans through it), the status key's line too; no voice's words."""
    import os
    import subprocess
    import sys

    from player import known_player
    env = dict(os.environ, SDL_AUDIODRIVER="dummy", SDL_VIDEODRIVER="dummy")
    env.pop("DISPLAY", None)
    proc = subprocess.run(
        [sys.executable, "-m", "uno_audio", "--console", "--braille", "only", "--seed", "3", "--home",
         str(known_player(tmp_path / "home")), "--lang", "en"],
        input="enter\nenter\nhome\nright\nf4\n", capture_output=True, text=True, env=env, timeout=120)
    assert proc.returncode == 0, proc.stderr
    out = proc.stdout.splitlines()
    assert out[0] == "Welcome to UNO audio. Press F1 on any screen to hear its keys."
    assert any(line.startswith("New match against") and line.endswith(".") for line in out)
    cards = [line for line in out if " 1/" in line or " 2/" in line]
    assert cards and all(line.endswith(("can play", "cannot play")) or "/" in line.split()[1] for line in cards)
    assert any(line.startswith("top ") and ", you " in line for line in out)
    assert not any(line.endswith(">>") for line in out)


def test_voiceover_brailles_what_it_outputs_so_braille_only_gives_it_the_braille_line(monkeypatch):
    """VoiceOver shows on the display what it is given to output (it has no braille call of
    its own): braille only, the game outputs the display's line; with speech, it gives
    nothing more (the spoken line is on the display already)."""
    import time

    from accessible_output3.outputs.base import Output

    from uno_audio.output.speech import readers

    spoken = []

    class VoiceOver(Output):
        name = "VoiceOver"

        def __init__(self):
            pass

        def is_active(self):
            return True

        def speak(self, text, interrupt=False):
            spoken.append(str(text))

        def silence(self):
            pass

    monkeypatch.setattr(readers, "find_screen_reader", lambda *args: (VoiceOver(), "VoiceOver"))
    speech = Speech("screen-reader")
    try:
        speech.braille("r5 1/7 can play", alone=False)
        speech.braille("g2 2/7 cannot play", alone=True)
        end = time.monotonic() + 3
        while time.monotonic() < end and not spoken:
            time.sleep(0.01)
        time.sleep(0.1)
        assert spoken == ["g2 2/7 cannot play"]
    finally:
        speech.close()


def test_the_buzzer_race_starts_when_its_line_is_read(tmp_path):
    """The buzzer: the race counts from when the reader reaches "Press B!" on the display
    (the reading time of the words before it), not from when the line was put up; the
    bots' presses count from there too."""
    from player import keys_for_turn
    rules = Rules(buzzer=True, target=500)
    races = []
    for seed in range(1, 30):
        app, clock, table, _ = braille_match(tmp_path / str(seed), 4, rules, seed=seed, reading=8.0)
        heard = table.buzzer_heard

        def noted(race, start, table=table, app=app):
            races.append((start, len(app.braille.reading.shown), app, table))
            heard(race, start)
        table.buzzer_heard = noted
        run_until_human(app, clock)
        for _ in range(300):
            if type(app.screen).__name__ != "Table" or len(races) >= 3:
                break
            press(app, clock, *(keys_for_turn(table) or ["t"]))
        if len(races) >= 3:
            break
    assert races, "no buzzer played in these deals"
    for start, index, app, table in races:
        shown = app.braille.reading.shown[index]
        assert start > shown.at + 0.5          # not when it was put up: when it was read so far
        assert shown.read is None or start <= shown.read + 1e-9


def test_the_full_names_are_a_key_away(tmp_path):
    """F5 writes the line on the display as spoken: the card's full name, not its short form."""
    app, clock, table, _ = braille_match(tmp_path, 2, Rules(target=100))
    run_until_human(app, clock)
    press(app, clock, "home")
    card = table.current_card()
    short = BrailleWords(lambda: app.tr).text(table.announcer.card(card))
    assert app.braille.lines[-1].startswith(short + " 1/")
    press(app, clock, "f5")
    full = str(app.tr("card-position", card=table.announcer.card(card), position=1, count=len(table.ordered())))
    assert app.braille.lines[-1] == full
    assert str(table.announcer.card(card)) in full and short not in full.split()


def test_at_one_keyboard_a_humans_hand_never_reaches_the_others_display(tmp_path):
    """Hands hidden between two humans: after the keyboard passes, the display is blanked
    if it showed the other's hand, and going back with F2 skips every line of theirs."""
    from player import keys_for_turn
    app, clock, sounds = braille_app(tmp_path)
    table = Table.create(app, Rules(target=500), [0, 2], {1: "normal", 3: "normal"},
                         ["Ana", "Bot1", "Lia", "Bot2"], {}, True, seed=6)
    app.push(table)
    run_until_human(app, clock)
    reading = app.braille.reading
    checked = 0
    for _ in range(600):
        if type(app.screen).__name__ != "Table":
            break
        if table.handover_to is not None:
            press(app, clock, "enter")
            me = table.me
            line = reading.under_cursor()
            assert line is None or line.owner in (None, me)
            owners = {s.owner for s in reading.shown} - {None}
            if len(owners) == 2:
                for _ in range(60):
                    app.key("f2", clock.now)
                    line = reading.under_cursor()
                    assert line is not None and line.owner in (None, me), (me, line)
                checked += 1
                for _ in range(60):
                    app.key("f3", clock.now)
            continue
        press(app, clock, *(keys_for_turn(table) or ["t"]))
        if checked >= 3:
            break
    assert checked >= 3
