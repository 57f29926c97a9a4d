"""The command line: bad options are refused with the usage and no window; the
console runs from a pipe; with no screen the terminal takes over and says so; and
every way out (the window's close button, Escape and Quit, Ctrl+C, SIGTERM, a
closed terminal) saves the match first."""

from __future__ import annotations

import json
import os
import pathlib
import re
import signal
import subprocess
import sys
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from uno_audio.app import Window  # noqa: E402
from uno_audio.engine import Game  # noqa: E402
from uno_audio.ui.table import Table  # noqa: E402

from player import keys_for_turn, known_player, make_app, press, said, saved_lines  # noqa: E402

ROOT = pathlib.Path(__file__).resolve().parent.parent
CARD_LINE = re.compile(r", \d+ of \d+$")


def environment(**extra) -> dict:
    """No screen at all: no X or Wayland display, no SDL driver chosen."""
    env = {k: v for k, v in os.environ.items()
           if k not in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER", "UNO_AUDIO_HOME",
                        "PYGAME_HIDE_SUPPORT_PROMPT")}
    env.update(SDL_AUDIODRIVER="dummy", LANG="C.UTF-8", **extra)
    return env


def run(*args, stdin="", env=None, timeout=30):
    began = time.monotonic()
    proc = subprocess.run([sys.executable, "-m", "uno_audio", *args], input=stdin, capture_output=True,
                          text=True, cwd=ROOT, env=env or environment(), timeout=timeout)
    return proc, time.monotonic() - began


@pytest.mark.parametrize("args, message", [
    (["--bogus"], "unrecognized arguments: --bogus"),
    (["--lang", "xx"], "unknown language 'xx'; choose one of: en, es, pt-BR"),
    (["--players", "11"], "players must be a number from 2 to 10, not '11'"),
    (["--players", "two"], "players must be a number from 2 to 10, not 'two'"),
    (["--seed", "many"], "invalid int value: 'many'"),
    (["--speech", "loud"], "invalid choice: 'loud'"),
])
def test_a_bad_option_is_refused_with_the_usage_and_no_window(tmp_path, args, message):
    proc, took = run(*args, "--home", str(tmp_path))
    assert proc.returncode == 2
    assert took < 5
    assert "usage: uno-audio" in proc.stderr and message in proc.stderr
    assert proc.stdout == ""
    # pygame was never even imported (it greets on import), so no window either.
    assert "pygame" not in proc.stderr
    assert list(tmp_path.iterdir()) == []


def test_console_with_empty_input_ends_cleanly(tmp_path):
    proc, _ = run("--console", "--home", str(tmp_path), "--lang", "en")
    assert proc.returncode == 0, proc.stderr
    lines = proc.stdout.splitlines()
    assert lines[0] == "Welcome to UNO audio. Press F1 on any screen to hear its keys."
    assert lines[-2:] == ["Main menu.", "Tutorial, 1 of 7"]   # a first start: the tutorial first
    assert "Traceback" not in proc.stderr
    log = (tmp_path / "uno-audio.log").read_text(encoding="utf-8")
    assert "start: --console" in log and "ERROR" not in log


def test_the_messages_parsed_at_a_start_are_kept_for_the_next(tmp_path):
    first, _ = run("--console", "--home", str(tmp_path), "--lang", "es")
    assert first.returncode == 0, first.stderr
    kept = tmp_path / "cache" / "locales-es.json"
    assert sorted(p.name for p in kept.parent.iterdir()) == ["locales-en.json", "locales-es.json"]
    stamp = kept.stat().st_mtime_ns
    second, _ = run("--console", "--home", str(tmp_path), "--lang", "es")
    # (The first start put the tutorial first in the menu; the second does not.)
    assert second.stdout.splitlines()[:-1] == first.stdout.splitlines()[:-1]
    assert kept.stat().st_mtime_ns == stamp          # read back, not made again
    kept.write_bytes(b"\x00\xff{{ not json")        # a damaged cache is only made again
    third, _ = run("--console", "--home", str(tmp_path), "--lang", "es")
    assert third.returncode == 0 and third.stdout == second.stdout
    assert "Traceback" not in third.stderr
    assert json.loads(kept.read_text(encoding="utf-8"))["resources"]


def test_the_home_variable_holds_every_file_and_the_option_wins_over_it(tmp_path):
    named, given = tmp_path / "named", tmp_path / "given"
    proc, _ = run("--console", "--lang", "en", env=environment(UNO_AUDIO_HOME=str(named)))
    assert proc.returncode == 0, proc.stderr
    assert {p.name for p in named.iterdir()} >= {"settings.json", "uno-audio.log", "cache"}
    assert (named / "cache" / "locales-en.json").is_file()
    proc, _ = run("--console", "--lang", "en", "--home", str(given), env=environment(UNO_AUDIO_HOME=str(named)))
    assert proc.returncode == 0, proc.stderr
    assert {p.name for p in given.iterdir()} >= {"settings.json", "uno-audio.log", "cache"}
    assert "start: --console --lang en --home" not in (named / "uno-audio.log").read_text(encoding="utf-8")


def test_places_come_from_the_option_then_the_variable_then_the_system():
    import platformdirs
    from uno_audio.places import Places
    given = Places.find("/a", {"UNO_AUDIO_HOME": "/b"})
    assert given == Places(files=pathlib.Path("/a"), logs=pathlib.Path("/a"), cache=pathlib.Path("/a/cache"))
    assert Places.find(None, {"UNO_AUDIO_HOME": "/b"}).files == pathlib.Path("/b")
    system = Places.find(None, {})
    assert system.files == pathlib.Path(platformdirs.user_config_dir("uno-audio", appauthor=False))
    assert system.logs == pathlib.Path(platformdirs.user_log_dir("uno-audio", appauthor=False))
    assert system.cache == pathlib.Path(platformdirs.user_cache_dir("uno-audio", appauthor=False))
    assert system.log_file() == "uno-audio.log" and system.with_log("/x/uno-audio.log").log_file() == "/x/uno-audio.log"


def test_no_screen_falls_back_to_the_console_and_says_so(tmp_path):
    proc, took = run("--home", str(tmp_path), "--lang", "en")
    assert proc.returncode == 0, proc.stderr
    assert "No screen found: playing in the terminal instead." in proc.stdout.splitlines()
    assert took < 10


def test_a_screen_that_does_not_open_falls_back_to_the_console(tmp_path):
    """A display is set, but the window cannot be opened on it."""
    proc, _ = run("--home", str(tmp_path), "--lang", "en",
                  env=environment(DISPLAY=":987", SDL_VIDEODRIVER="no-such-driver"))
    assert proc.returncode == 0, proc.stderr
    lines = proc.stdout.splitlines()
    assert "No screen found: playing in the terminal instead." in lines
    assert lines[-1] == "Tutorial, 1 of 7"   # a first start
    assert "no window could be opened" in (tmp_path / "uno-audio.log").read_text(encoding="utf-8")


def test_a_damaged_save_is_said_by_the_console(tmp_path):
    (tmp_path / "match.json").write_text('{"version": 1, "game": {"players": 4', encoding="utf-8")
    proc, _ = run("--console", "--home", str(tmp_path), "--lang", "en")
    assert proc.returncode == 0, proc.stderr
    assert "The saved match file was damaged; it was kept aside, and the game starts without it." \
        in proc.stdout.splitlines()
    assert len(list(tmp_path.glob("match.broken-*.json"))) == 1


# --- every way out saves -------------------------------------------------------

def read_until(stream, pattern, limit=400) -> list[str]:
    lines = []
    for _ in range(limit):
        line = stream.readline()
        assert line, f"the game ended before {pattern.pattern!r}: {lines[-5:]}"
        lines.append(line.rstrip("\n"))
        if pattern.search(lines[-1]):
            return lines
    raise AssertionError(f"never said {pattern.pattern!r}")


# On Windows send_signal(SIGTERM) is TerminateProcess, which no program can catch; SIGINT
# cannot be sent to one process and there is no SIGHUP.
POSIX_SIGNALS = pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals: Windows' "
                                   "TerminateProcess cannot be caught, and Windows has no SIGHUP")


@POSIX_SIGNALS
@pytest.mark.parametrize("signum", ["SIGTERM", "SIGINT", "SIGHUP"])
def test_a_signal_saves_the_match_first(tmp_path, signum):
    env = environment(PYTHONIOENCODING="utf-8")
    known_player(tmp_path)
    proc = subprocess.Popen([sys.executable, "-m", "uno_audio", "--console", "--home", str(tmp_path),
                             "--lang", "en", "--seed", "4"], stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=ROOT, env=env)
    try:
        proc.stdin.write("enter\nenter\n")
        proc.stdin.flush()
        read_until(proc.stdout, re.compile(r"^Round 1\.$"))
        proc.stdin.write("right\n")         # the player only looks at a card: nothing to save...
        proc.stdin.flush()
        heard = read_until(proc.stdout, CARD_LINE)[-1]
        before = json.loads((tmp_path / "match.json").read_text(encoding="utf-8"))
        assert heard not in saved_lines(before)
        proc.send_signal(getattr(signal, signum))   # ...but quitting saves what was last said too
        out, err = proc.communicate(timeout=20)
    finally:
        if proc.poll() is None:
            proc.kill()
    assert proc.returncode == 0, err
    after = json.loads((tmp_path / "match.json").read_text(encoding="utf-8"))
    assert saved_lines(after)[-1] == heard
    assert after["game"] == before["game"]
    Game.from_dict(after["game"])
    assert "Traceback" not in err


def test_a_quit_asked_during_a_key_waits_for_the_key(tmp_path, monkeypatch):
    """A signal in the middle of an action quits after it: the save holds the whole action."""
    app, clock = make_app(tmp_path)
    app.start()
    press(app, clock, "enter", "enter")
    table = app.screen
    real = table.on_key

    def interrupted(key, t):
        app.request_quit()                  # the signal arrives here...
        assert app.running                  # ...and waits
        real(key, t)
    monkeypatch.setattr(table, "on_key", interrupted)
    press(app, clock, *keys_for_turn(table) or ["space"], settle=False)
    assert not app.running
    saved = json.loads((tmp_path / "match.json").read_text(encoding="utf-8"))
    assert saved["game"] == table.game.to_dict()


@pytest.fixture
def window(tmp_path):
    app, clock = make_app(tmp_path, bot_pace=0.5)
    app.seed = 4
    win = Window(app, size=(640, 480))
    app.start()
    yield app, clock, win
    pygame.display.quit()


def post(key, mod=0):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=""))


def step(win, clock, *keys):
    for key in keys:
        post(key)
        clock.now += 0.01
        win.step(0)


def test_closing_the_window_saves_the_match(tmp_path, window):
    app, clock, win = window
    press(app, clock, "enter", "enter")
    step(win, clock, pygame.K_RIGHT)
    heard = said(app)[-1]
    for _ in range(3):
        win.step(5)                         # the real loop waits for events, and draws
    assert CARD_LINE.search(heard)
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    win.step(0)
    assert not app.running
    saved = json.loads((tmp_path / "match.json").read_text(encoding="utf-8"))
    assert saved_lines(saved)[-1] == heard
    assert saved["game"] == app.find(Table).game.to_dict()


def test_escape_and_quit_save_the_match(tmp_path, window):
    app, clock, win = window
    press(app, clock, "enter", "enter")
    table = app.screen
    for _ in range(3):
        press(app, clock, *keys_for_turn(table) or ["t"])
    log = table.game.to_dict()
    step(win, clock, pygame.K_ESCAPE)                   # the game menu
    assert said(app)[-2] == "Game menu."
    step(win, clock, pygame.K_END, pygame.K_RETURN)     # Leave the match
    step(win, clock, pygame.K_y)                        # yes
    assert type(app.screen).__name__ == "MainMenu"
    assert said(app)[-1] == "Continue the saved match, 1 of 8"
    step(win, clock, pygame.K_ESCAPE, pygame.K_y)       # Quit the game? yes
    assert not app.running
    saved = json.loads((tmp_path / "match.json").read_text(encoding="utf-8"))
    assert saved["game"] == log


@POSIX_SIGNALS
def test_the_window_runs_and_ends_on_sigterm(tmp_path):
    """The real window loop (pygame's dummy screen) starts, waits for keys, and ends cleanly."""
    env = environment(SDL_VIDEODRIVER="dummy", PYTHONIOENCODING="utf-8")
    proc = subprocess.Popen([sys.executable, "-m", "uno_audio", "--home", str(tmp_path), "--lang", "en",
                             "--speech", "text"], stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, cwd=ROOT, env=env)
    try:
        read_until(proc.stdout, re.compile(r"^Tutorial, 1 of 7$"))   # a first start
        time.sleep(0.3)                     # some turns of the loop, waiting for events
        assert proc.poll() is None
        proc.send_signal(signal.SIGTERM)
        out, err = proc.communicate(timeout=20)
    finally:
        if proc.poll() is None:
            proc.kill()
    assert proc.returncode == 0, err
    assert "Traceback" not in err
    assert "ERROR" not in (tmp_path / "uno-audio.log").read_text(encoding="utf-8")
