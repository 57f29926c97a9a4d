"""Nothing lost, nothing crashes: bad settings, save and statistics files, missing
sounds, broken language files, a missing font, a full disk; and a match resumed
in a new process is the saved one, its last words repeated.

Each bad file is met the way a player meets it: the game starts on that folder,
says what was wrong, keeps the bad file aside under a `broken` name (never
deleted), and goes on with defaults or without the save.
"""

from __future__ import annotations

import json
import logging
import os
import pathlib
import shutil

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from uno_audio import cli  # noqa: E402
from uno_audio.console import VirtualClock  # noqa: E402
from uno_audio.engine import Game  # noqa: E402
from uno_audio.i18n import Translator, locales_dir  # noqa: E402
from uno_audio.output.sound import CUES, Sounds  # noqa: E402
from uno_audio.phrases import render  # noqa: E402
from uno_audio.output.speech import Speech  # noqa: E402
from uno_audio.paths import sounds_dir  # noqa: E402
from uno_audio.saves import SaveStore  # noqa: E402
from uno_audio.files import read_json, write_atomic  # noqa: E402
from uno_audio.settings import Settings, SettingsStore  # noqa: E402
from uno_audio.stats import Stats  # noqa: E402
from uno_audio.ui.controller import Controller  # noqa: E402
from uno_audio.ui.table import Table  # noqa: E402

from player import keys_for_turn, make_app, press, said, saved_lines  # noqa: E402

EN = Translator("en")
FILES = {"settings": "settings.json", "save": "match.json", "statistics": "statistics.json"}


def boot(home: pathlib.Path, lang: str = "en", **kwargs):
    """The game started on `home` as the command line starts it (settings read from the
    file), with recorded speech and a virtual clock; the main menu is open."""
    store = SettingsStore(home)
    settings = cli.load_settings(store, lang=lang)
    clock = VirtualClock()
    app = Controller(speech=Speech("recording"), settings=settings, store=store, clock=clock,
                     saves=SaveStore(home), stats=Stats(home), **kwargs)
    app.start(cli.notices_for(app, False))
    return app, clock


def notice(kind: str, problem: str) -> str:
    problem = EN("problem-" + problem)
    if kind == "settings":
        return EN("file-problem", file=EN("file-settings"), problem=problem)
    return EN("file-problem-" + ("save" if kind == "save" else "statistics"), problem=problem)


def broken(home: pathlib.Path, kind: str) -> list[pathlib.Path]:
    stem, suffix = FILES[kind].split(".")
    return sorted(home.glob(f"{stem}.broken-*.{suffix}"))


# --- valid files of each kind, to damage ---------------------------------------

def play_a_little(home: pathlib.Path, keys: int = 30):
    """Start a game by keys and play some turns; returns (app, clock) at the table."""
    app, clock = make_app(home)
    app.seed = 7
    app.start()
    press(app, clock, "enter", "enter")
    for _ in range(keys):
        table = app.screen
        if min(len(h) for h in table.game.hands) <= 2:
            break                      # well before the end of the round
        press(app, clock, *(keys_for_turn(table) or ["t"]))
    assert isinstance(app.screen, Table)
    return app, clock


@pytest.fixture(scope="module")
def valid(tmp_path_factory) -> dict[str, bytes]:
    home = tmp_path_factory.mktemp("valid")
    app, clock = play_a_little(home)
    app.quit()
    SettingsStore(home).save(Settings(language="es", speech_rate=70, muted=True))
    stats = Stats(home)
    stats.data["modes"]["official"] = {"matches": 3, "matches_won": 2, "rounds": 9, "rounds_won": 5}
    stats.data["best_buzz"] = 0.8
    stats.save()
    return {kind: (home / name).read_bytes() for kind, name in FILES.items()}


def damaged(valid, kind: str, how: str) -> bytes:
    data = json.loads(valid[kind])
    if how == "corrupt-bytes":
        return b"\x00\xff\xfe{{ not json \x80\x81"
    if how == "empty":
        return b""
    if how == "truncated":
        return valid[kind][: len(valid[kind]) // 2]     # the process died mid-write
    if how == "future-version":
        data["version"] = 99
    elif how == "old-version":
        data["version"] = 1   # a save of the first format: the engine shuffled differently
    elif how == "wrong-types":
        if kind == "settings":
            data.update(speech_rate="fast", muted="yes", language=5, bot_pace=float("1e308") * 10)
        elif kind == "save":
            data["game"]["log"] = "draw draw draw"
            data["table"]["humans"] = "me"
        else:
            data["modes"]["official"]["matches"] = "many"
            data["best_buzz"] = -3
    elif how == "not-an-object":
        data = [data]
    return json.dumps(data).replace("Infinity", "1e999").encode("utf-8")


BAD = ["corrupt-bytes", "empty", "truncated", "wrong-types", "future-version", "not-an-object"]
PROBLEM = {"future-version": "future-version", "wrong-types": "some-values-ignored"}


@pytest.mark.parametrize("kind", FILES)
@pytest.mark.parametrize("how", BAD)
def test_a_bad_file_is_said_kept_aside_and_the_game_goes_on(tmp_path, valid, kind, how):
    home = tmp_path / "home"
    home.mkdir()
    bad = damaged(valid, kind, how)
    (home / FILES[kind]).write_bytes(bad)
    app, clock = boot(home)
    # What went wrong is said at start.
    problem = PROBLEM.get(how, "corrupt")
    if kind == "save" and how == "wrong-types":
        problem = "corrupt"            # a save is whole or not at all
    assert notice(kind, problem) in said(app)
    # The bad file is still there, under another name, byte for byte.
    aside = broken(home, kind)
    assert len(aside) == 1 and aside[0].read_bytes() == bad
    # The game goes on: no Continue without a save, and a new game plays.
    assert type(app.screen).__name__ == "MainMenu"
    assert said(app)[-1] == "Tutorial, 1 of 7"      # no settings of the player's: a first start
    if kind == "save":
        assert not (home / "match.json").exists()
        press(app, clock, "down", "enter", "enter")
        assert isinstance(app.screen, Table)
    # The next start is quiet: the file was replaced by a good one, or is gone.
    app.quit()
    again, _ = boot(home)
    assert not any(line.startswith(("The settings file", "The saved match file", "The statistics file"))
                   for line in said(again))
    assert broken(home, kind) == aside


def test_a_save_from_the_older_format_is_said_and_kept_aside(tmp_path, valid):
    # The engine of the first save format shuffled differently: its matches would not replay.
    bad = damaged(valid, "save", "old-version")
    (tmp_path / FILES["save"]).write_bytes(bad)
    app, clock = boot(tmp_path)
    assert notice("save", "old-version") in said(app)
    aside = broken(tmp_path, "save")
    assert len(aside) == 1 and aside[0].read_bytes() == bad
    assert said(app)[-1] == "Tutorial, 1 of 7"
    press(app, clock, "down", "enter", "enter")
    assert isinstance(app.screen, Table)


def test_wrong_values_in_settings_keep_the_rest(tmp_path, valid):
    home = tmp_path
    data = json.loads(valid["settings"])
    data.update(speech_rate="fast", muted="yes")
    (home / "settings.json").write_text(json.dumps(data), encoding="utf-8")
    app, _ = boot(home, lang=None)
    assert app.settings.language == "es" and app.settings.speech_rate == 50 and app.settings.muted is False
    assert app.settings.font_size == 36
    saved = json.loads((home / "settings.json").read_text(encoding="utf-8"))
    assert saved["speech_rate"] == 50 and saved["language"] == "es"


def test_unknown_settings_are_said_and_kept_aside(tmp_path, valid):
    data = json.loads(valid["settings"])
    data["colour_scheme"] = "dark"
    text = json.dumps(data)
    (tmp_path / "settings.json").write_text(text, encoding="utf-8")
    app, _ = boot(tmp_path, lang=None)
    assert Translator("es")("file-problem", file=Translator("es")("file-settings"),
                            problem=Translator("es")("problem-some-values-ignored")) in said(app)
    assert [p.read_text(encoding="utf-8") for p in broken(tmp_path, "settings")] == [text]
    assert app.settings.language == "es" and app.settings.speech_rate == 70
    assert "colour_scheme" not in json.loads((tmp_path / "settings.json").read_text(encoding="utf-8"))


def test_unknown_statistics_from_a_newer_version_are_kept(tmp_path, valid):
    """Statistics outlive versions: what this version does not know is written back."""
    data = json.loads(valid["statistics"])
    data["longest_streak"] = {"official": 4}
    data["modes"]["official"]["fastest_win_seconds"] = 312
    (tmp_path / "statistics.json").write_text(json.dumps(data), encoding="utf-8")
    app, clock = boot(tmp_path)
    assert not any("statistics file" in line for line in said(app))
    assert not broken(tmp_path, "statistics")
    app.stats.record_buzz(0.5)
    kept = json.loads((tmp_path / "statistics.json").read_text(encoding="utf-8"))
    assert kept["longest_streak"] == {"official": 4}
    assert kept["modes"]["official"]["fastest_win_seconds"] == 312
    assert kept["modes"]["official"]["matches"] == 3 and kept["best_buzz"] == 0.5


def test_unknown_keys_in_a_save_do_not_stop_it(tmp_path, valid):
    """A newer version's extra table info is not needed to resume the match."""
    data = json.loads(valid["save"])
    data["replay_speed"] = 2
    data["table"]["seat_colours"] = ["red", "blue"]
    (tmp_path / "match.json").write_text(json.dumps(data), encoding="utf-8")
    app, clock = boot(tmp_path)
    assert said(app)[-1] == "Continue the saved match, 1 of 8"
    press(app, clock, "enter", settle=False)
    assert isinstance(app.screen, Table)
    assert app.screen.game.to_dict() == data["game"]
    assert not broken(tmp_path, "save")


@pytest.mark.parametrize("change", ["bad-seat", "bad-level", "bad-action", "short-names", "match-over"])
def test_a_save_that_does_not_fit_is_set_aside(tmp_path, valid, change):
    data = json.loads(valid["save"])
    if change == "bad-seat":
        data["table"]["humans"] = [7]
    elif change == "bad-level":
        data["table"]["levels"]["1"] = "genius"
    elif change == "bad-action":
        data["game"]["log"].append([0, "play R99"])
    elif change == "short-names":
        data["table"]["names"] = data["table"]["names"][:2]
    else:
        game = Game.from_dict(data["game"])
        while not game.match_over:
            if game.round_over:
                game.next_round()
            elif game.phase == "buzzer":
                game.close_buzzer()
            else:
                legal = game.legal_actions(game.turn)
                game.apply(game.turn, next((a for a in legal if a.startswith("play")), legal[0]))
        data["game"] = game.to_dict()
    (tmp_path / "match.json").write_text(json.dumps(data), encoding="utf-8")
    app, _ = boot(tmp_path)
    assert notice("save", "corrupt") in said(app)
    assert said(app)[-1] == "Tutorial, 1 of 7"
    assert len(broken(tmp_path, "save")) == 1


def test_read_json_never_raises(tmp_path):
    path = tmp_path / "x.json"
    for text in ["[" * 100000, '{"version": NaN}', '{"version": true}', '{"version": 0}',
                 '{"version": 1.5}', "\ud800".encode("utf-8", "surrogatepass").decode("latin-1")]:
        path.write_text(text, encoding="latin-1")
        assert read_json(path, 1) == (None, "corrupt")
        assert not path.exists()
    path.mkdir()                       # a folder where the file should be
    assert read_json(path, 1) == (None, "corrupt")
    assert read_json(tmp_path / "none.json", 1) == (None, None)
    assert len(list(tmp_path.glob("x.broken-*"))) == 7


def test_writes_are_whole_or_not_at_all(tmp_path, monkeypatch):
    path = tmp_path / "settings.json"
    write_atomic(path, {"version": 1, "a": 1})

    def fail(*args):
        raise OSError("disk full")
    monkeypatch.setattr(os, "replace", fail)
    with pytest.raises(OSError):
        write_atomic(path, {"version": 1, "a": 2})
    assert json.loads(path.read_text(encoding="utf-8")) == {"version": 1, "a": 1}
    assert [p.name for p in tmp_path.iterdir()] == ["settings.json"]     # no temporary file left
    with pytest.raises(ValueError):
        write_atomic(path, {"version": 1, "a": float("nan")})
    assert json.loads(path.read_text(encoding="utf-8")) == {"version": 1, "a": 1}


def test_leftovers_of_a_killed_write_are_cleaned(tmp_path):
    (tmp_path / "match.json.12345.new").write_text("{half", encoding="utf-8")
    old = tmp_path / "match.json.12345.new"
    os.utime(old, (0, 0))
    SaveStore(tmp_path)
    assert not old.exists()


def test_a_full_disk_is_said_once_and_the_game_goes_on(tmp_path, monkeypatch):
    app, clock = play_a_little(tmp_path, keys=2)

    def full(*args, **kwargs):
        raise OSError(28, "No space left on device")
    monkeypatch.setattr("uno_audio.files.write_atomic", full)   # every file
    for _ in range(20):
        table = app.screen
        if not isinstance(table, Table):
            break
        press(app, clock, *(keys_for_turn(table) or ["t"]))
    assert said(app).count(EN("file-write-failed", file=EN("file-save"), kind="save", path="uno-audio.log")) == 1
    assert "The match could not be saved; the game goes on. Details in uno-audio.log." in said(app)
    assert type(app.screen).__name__ in ("Table", "Summary")


# --- resuming in a new process ------------------------------------------------

def test_a_new_process_continues_the_saved_match_and_repeats_its_last_words(tmp_path):
    app, clock = play_a_little(tmp_path, keys=25)
    table = app.screen
    assert isinstance(table, Table)
    press(app, clock, "h", "right", "c")          # heard, but nothing played
    records = app.recent_lines()[-5:]
    last = [str(render(r["line"], EN)) for r in records]
    state = table.game.to_dict()
    hands = [list(h) for h in table.game.hands]
    # Saved after the last action already: the process may die now and lose nothing.
    on_disk = json.loads((tmp_path / "match.json").read_text(encoding="utf-8"))
    assert on_disk["game"] == state
    app.quit()                                    # quitting saves the last words too
    on_disk = json.loads((tmp_path / "match.json").read_text(encoding="utf-8"))
    assert on_disk["game"] == state and on_disk["table"]["last_lines"] == records

    again, clock = boot(tmp_path)
    assert said(again)[-1] == "Continue the saved match, 1 of 8"
    before = len(said(again))
    press(again, clock, "enter", settle=False)
    resumed = again.screen
    assert isinstance(resumed, Table)
    assert resumed.game.to_dict() == state
    assert [list(h) for h in resumed.game.hands] == hands
    for attr in ("turn", "phase", "direction", "discard", "draw_pile", "scores", "round"):
        assert getattr(resumed.game, attr) == getattr(table.game, attr), attr
    heard = said(again)[before:]
    assert heard[0] == EN("match-resumed")
    assert heard[1:1 + len(last)] == last
    # And it plays on.
    for _ in range(10):
        if isinstance(again.screen, Table):
            press(again, clock, *(keys_for_turn(again.screen) or ["t"]))
    assert len(again.find(Table).game.log) >= len(state["log"])


def test_a_resumed_round_end_is_counted_once(tmp_path):
    app, clock = make_app(tmp_path)
    app.seed = 3
    app.start()
    press(app, clock, "enter", "enter")
    for _ in range(3000):
        screen = app.screen
        if type(screen).__name__ == "Summary":
            break
        press(app, clock, *(keys_for_turn(screen) or ["t"]) if isinstance(screen, Table) else ["escape"])
    assert type(app.screen).__name__ == "Summary"
    counted = json.loads((tmp_path / "statistics.json").read_text(encoding="utf-8"))
    app.quit()                                    # killed on the summary, say
    again, clock = boot(tmp_path)
    press(again, clock, "enter")
    assert type(again.screen).__name__ == "Summary"
    assert json.loads((tmp_path / "statistics.json").read_text(encoding="utf-8"))["modes"] == counted["modes"]


# --- sounds, languages, fonts, the log -----------------------------------------

def test_missing_and_broken_sound_files_are_said_and_silent(tmp_path):
    folder = tmp_path / "sounds"
    shutil.copytree(sounds_dir(), folder)
    (folder / "uno.wav").unlink()
    (folder / "skip.wav").unlink()
    (folder / "draw.wav").write_bytes(b"RIFF\x00\x00garbage")
    sounds = Sounds(folder)
    assert sounds.available, "the dummy audio driver should open"
    assert sorted(sounds.missing) == ["draw", "skip", "uno"]
    clock = VirtualClock()
    app = Controller(speech=Speech("recording"), sounds=sounds, clock=clock, saves=SaveStore(tmp_path),
                     stats=Stats(tmp_path))
    app.start()
    assert EN("sound-files-missing", count=3) in said(app)
    for cue in CUES:
        app.sound(cue)
    press(app, clock, "enter", "enter")
    assert isinstance(app.screen, Table)


@pytest.fixture
def locales(tmp_path):
    folder = tmp_path / "locales"
    shutil.copytree(locales_dir(), folder)
    return folder


def test_a_garbage_locale_file_is_said_and_the_language_goes_on(tmp_path, locales):
    (locales / "es" / "zz-broken.ftl").write_bytes(b"welcome = { $\n}}}} garbage \xff\xfe\n")
    (locales / "pt-BR" / "zz-broken.ftl").write_text("= = =\n{ {\nmenu-main = { -nothing\n",
                                                     encoding="utf-8")
    for lang in ("es", "pt-BR"):
        clock = VirtualClock()
        app = Controller(speech=Speech("recording"), settings=Settings(language=lang), clock=clock,
                         saves=SaveStore(tmp_path / lang), stats=Stats(tmp_path / lang), locales=locales)
        app.start()
        tr = Translator(lang, locales)
        assert tr("locale-problem", path="uno-audio.log") in said(app)
        assert said(app)[0] == tr("welcome")
        press(app, clock, "enter", "enter")
        assert isinstance(app.screen, Table)


def test_a_missing_locale_file_falls_back_to_english(tmp_path, locales, caplog):
    (locales / "es" / "menus.ftl").unlink()
    clock = VirtualClock()
    app = Controller(speech=Speech("recording"), settings=Settings(language="es"), clock=clock,
                     saves=SaveStore(tmp_path), stats=Stats(tmp_path), locales=locales)
    with caplog.at_level(logging.WARNING):
        app.start()
    assert EN("locale-problem", path="uno-audio.log") in said(app)
    assert "messages missing" in caplog.text
    assert said(app)[0] == EN("welcome")          # the menus' words come from English
    press(app, clock, "enter", "enter")
    assert isinstance(app.screen, Table)
    assert any(line.startswith("Nueva partida contra ") for line in said(app))   # the rest is still Spanish


def test_no_font_leaves_a_window_without_text_that_still_plays(tmp_path, monkeypatch):
    from uno_audio.app import Window

    def no_font(*args, **kwargs):
        raise pygame.error("font not initialized")
    monkeypatch.setattr(pygame.font, "Font", no_font)
    app, clock = make_app(tmp_path)
    win = Window(app, size=(320, 240))
    assert win.display is None
    app.start(win.problems)
    assert EN("display-problem", path="uno-audio.log") in said(app)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))
    win.step(0)
    press(app, clock, "enter", "ctrl+equals")
    assert isinstance(app.screen, Table)
    win.step(0)
    pygame.display.quit()


def test_a_drawing_error_turns_the_text_off_once(tmp_path, monkeypatch):
    from uno_audio.app import Window
    app, clock = make_app(tmp_path)
    win = Window(app, size=(320, 240))
    app.start()

    def broken_draw(app):
        raise pygame.error("surface lost")
    monkeypatch.setattr(win.display, "draw", broken_draw)
    win.draw(force=True)
    assert win.display is None
    for key in ("down", "up", "enter"):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=getattr(pygame, "K_" + key.upper()
                                             if key != "enter" else "K_RETURN"), mod=0, unicode=""))
        win.step(0)
    assert said(app).count(EN("display-problem", path="uno-audio.log")) == 1
    pygame.display.quit()


def test_errors_go_to_the_log_with_their_traceback(tmp_path, monkeypatch):
    import sys
    import threading
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)
    monkeypatch.setattr(threading, "excepthook", threading.excepthook)
    level = logging.getLogger().level
    path = cli.setup_logging(str(tmp_path))
    try:
        app, clock = make_app(tmp_path / "home")
        app.start()

        def bug(key, t):
            raise KeyError("a bug")
        monkeypatch.setattr(app.screen, "on_key", bug)
        press(app, clock, "down")
        assert said(app)[-1] == EN("error-internal")
        assert app.running
    finally:
        root = logging.getLogger()
        root.removeHandler(cli._log_handler)
        root.setLevel(level)
        cli._log_handler.close()
        cli._log_handler = None
    text = pathlib.Path(path).read_text(encoding="utf-8")
    assert path == str(tmp_path / "uno-audio.log")
    assert "key 'down' failed" in text and "Traceback" in text and "KeyError: 'a bug'" in text


def test_an_error_on_every_tick_is_said_once(tmp_path, monkeypatch):
    app, clock = play_a_little(tmp_path, keys=0)
    table = app.screen

    def bug(now):
        raise RuntimeError("bot exploded")
    monkeypatch.setattr(table, "update", bug)
    for _ in range(50):
        clock.now += 0.1
        app.update(clock.now)
    assert said(app).count(EN("error-internal")) == 1
    assert app.running


def test_statistics_are_spoken_from_the_menu(tmp_path):
    stats = Stats(tmp_path)
    stats.data["modes"] = {"official": {"matches": 2, "matches_won": 1, "rounds": 7, "rounds_won": 3},
                           "bluff+stacking": {"matches": 1, "matches_won": 0, "rounds": 2, "rounds_won": 1},
                           "time_travel": {"matches": 1, "matches_won": 1, "rounds": 1, "rounds_won": 1}}
    stats.data["best_buzz"] = 0.42
    stats.data["points"] = [30, 4]
    stats.save()
    app, clock = boot(tmp_path)
    press(app, clock, "end", "up", "enter")        # Statistics, above Quit
    assert type(app.screen).__name__ == "Reader"
    press(app, clock, "down", "down", "down", "down")
    heard = said(app)
    assert EN("stats-mode", mode="Bluff, Stacking", matches=1, won=0, rounds=2, rounds_won=1) in heard
    assert EN("stats-mode", mode="Official rules", matches=2, won=1, rounds=7, rounds_won=3) in heard
    assert EN("stats-mode", mode="time_travel", matches=1, won=1, rounds=1, rounds_won=1) in heard
    assert EN("stats-best-buzz", seconds=0.42) in heard
    assert EN("stats-average-points", points=7.5) in heard


def test_speech_that_fails_while_playing_is_said(tmp_path):
    app, clock = make_app(tmp_path)
    app.start()
    app.speech.missing.append(("screen-reader", "not-responding"))
    press(app, clock, "down")
    assert said(app)[-3:] == [EN("speech-missing", backend="screen-reader", reason="not-responding"),
                              EN("speech-using-recording"), "Settings, 2 of 7"]
    press(app, clock, "up")
    assert said(app).count(EN("speech-using-recording")) == 2      # at start, and once after


def test_hidden_hands_keep_only_public_last_lines(tmp_path):
    app, clock = play_a_little(tmp_path, keys=3)
    table = app.screen
    press(app, clock, "c", "h", "right")
    top = said(app)[-3]
    assert [line["owner"] for line in app.recent_lines()][-3:] == [None, 0, 0]
    table.hot_seat.hidden = True        # several players at one keyboard, hands hidden
    table.autosave()
    saved = json.loads((tmp_path / "match.json").read_text(encoding="utf-8"))
    assert saved["table"]["last_lines"] and all(line["owner"] is None for line in saved["table"]["last_lines"])
    assert saved_lines(saved)[-1] == top
