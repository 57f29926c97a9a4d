"""Nothing lost, nothing surprising (issue 17): a home that is not a folder, a damaged
file in a folder the game may not write, long console lines, standard input that fails,
statistics of same-seed matches, and files left by a killed write."""

from __future__ import annotations

import json
import os
import pathlib
import subprocess
import sys

import pytest

from test_cli import environment, run

ROOT = pathlib.Path(__file__).resolve().parent.parent


@pytest.mark.parametrize("where", ["file", "under-a-file"])
def test_a_home_that_is_a_file_is_a_usage_error(tmp_path, where):
    home = tmp_path / "notes.txt"
    home.write_text("my notes", encoding="utf-8")
    target = home if where == "file" else home / "uno"
    proc, took = run("--console", "--home", str(target), stdin="enter\nenter\n")
    assert proc.returncode == 2
    assert "usage: uno-audio" in proc.stderr and "argument --home" in proc.stderr
    assert ("is a file, not a folder" if where == "file" else "cannot be made") in proc.stderr
    assert proc.stdout == ""               # no game was played on it
    assert home.read_text(encoding="utf-8") == "my notes"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["notes.txt"]


def test_a_long_console_line_is_named_briefly(tmp_path):
    from player import known_player
    keys = ["x" * 3000, "shift+" + "q" * 1500, "zz", "down"]
    proc, _ = run("--console", "--home", str(known_player(tmp_path)), "--lang", "en",
                  stdin="\n".join(keys) + "\n")
    assert proc.returncode == 0, proc.stderr
    out = proc.stdout.splitlines()
    assert ("That is not a key name: a line of 3000 characters. "
            "Press F1 for the keys of this screen.") in out
    assert any(line.startswith("That is not a key name: a line of 1506 characters.") for line in out)
    assert "Zz does nothing here. Press F1 for the keys of this screen." in out
    assert out[-1] == "Settings, 2 of 7"           # and the keys after them still work
    assert not any("???" in line or len(line) > 200 for line in out)


class FailingInput:
    """Standard input whose terminal went away: a line, then EIO, as a closed pty gives."""

    def __init__(self, *lines):
        self.lines = list(lines)

    def readline(self):
        if self.lines:
            return self.lines.pop(0)
        raise OSError(5, "Input/output error")

    def __iter__(self):
        while True:
            yield self.readline()


def test_input_that_fails_ends_the_terminal_game_saved(tmp_path):
    from uno_audio.console import run_terminal
    from uno_audio.ui.table import Table
    from player import make_app
    import threading
    app, clock = make_app(tmp_path)
    app.start()
    # New game, Start, then the failure; a game that ran on would never return.
    playing = threading.Thread(target=run_terminal, args=(app, FailingInput("enter\n", "enter\n")), daemon=True)
    playing.start()
    playing.join(20)
    assert not playing.is_alive(), "the game runs on after its input failed"
    assert not app.running
    table = app.find(Table)
    saved = json.loads((tmp_path / "match.json").read_text(encoding="utf-8"))
    assert saved["game"] == table.game.to_dict()


def test_input_that_fails_ends_the_script_game_saved(tmp_path):
    from uno_audio.console import run_script
    from uno_audio.ui.table import Table
    from player import make_app
    app, clock = make_app(tmp_path)
    app.start()
    run_script(app, FailingInput("enter\n", "enter\n"), clock)
    assert not app.running
    saved = json.loads((tmp_path / "match.json").read_text(encoding="utf-8"))
    assert saved["game"] == app.find(Table).game.to_dict()


@pytest.mark.skipif(not hasattr(os, "openpty"), reason="no pseudo-terminals on this system")
def test_a_terminal_that_closes_ends_the_process_saved(tmp_path):
    """The other end of the terminal closes without a signal: reading gives EIO. The game
    must end, with the match saved, instead of running on with nobody at the keys."""
    import select
    import time
    from player import known_player
    known_player(tmp_path)
    master, slave = os.openpty()
    proc = subprocess.Popen([sys.executable, "-m", "uno_audio", "--console", "--home", str(tmp_path),
                             "--lang", "en", "--seed", "5"], stdin=slave, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, cwd=ROOT, env=environment(), text=True)
    os.close(slave)
    try:
        os.write(master, b"enter\nenter\n")        # New game, Start
        seen = ""
        end = time.monotonic() + 30
        while "New match against Ana, Bruno and Carla." not in seen and time.monotonic() < end:
            ready, _, _ = select.select([proc.stdout], [], [], 0.5)
            if ready:
                seen += os.read(proc.stdout.fileno(), 65536).decode("utf-8", "replace")
        assert "New match against Ana, Bruno and Carla." in seen
    finally:
        os.close(master)                           # the terminal is gone; no SIGHUP is sent
    try:
        _, err = proc.communicate(timeout=20)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.communicate()
        raise AssertionError("the game ran on after its input failed")
    assert proc.returncode == 0, err
    saved = json.loads((tmp_path / "match.json").read_text(encoding="utf-8"))
    assert saved["game"]["seed"] == 5 and saved["version"] == 3
    assert "standard input failed" in (tmp_path / "uno-audio.log").read_text(encoding="utf-8")


def test_files_of_a_killed_write_are_cleaned_at_the_next_start(tmp_path):
    dead = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True,
                          text=True).stdout.strip()
    alive = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    try:
        names = [f"{name}.{dead}.new" for name in ("match.json", "settings.json", "statistics.json")]
        for name in names:
            (tmp_path / name).write_text("{half", encoding="utf-8")     # written a moment ago
        writing = tmp_path / f"match.json.{alive.pid}.new"              # another copy, writing now
        writing.write_text("{half", encoding="utf-8")
        proc, _ = run("--console", "--home", str(tmp_path), "--lang", "en")
        assert proc.returncode == 0, proc.stderr
        assert not any((tmp_path / name).exists() for name in names)
        assert writing.exists()
    finally:
        alive.kill()
        alive.wait()


def play_to_summary(app, clock):
    from player import keys_for_turn, press
    from uno_audio.ui.table import Table
    for _ in range(3000):
        screen = app.screen
        if type(screen).__name__ == "Summary":
            return
        press(app, clock, *(keys_for_turn(screen) or ["t"]) if isinstance(screen, Table) else ["escape"])
    raise AssertionError("the round did not end")


def test_matches_dealt_from_one_seed_are_each_counted(tmp_path):
    from player import make_app, press
    from player import said
    for n in range(1, 4):
        app, clock = make_app(tmp_path, seed=7)      # the same cards every time
        app.start()
        if n > 1:                                    # the last one is saved on its summary
            assert said(app)[-1] == "Continue the saved match, 1 of 8"
            press(app, clock, "down", "enter", "enter", "y")    # New game, Start, replace it
        else:
            press(app, clock, "enter", "enter")
        assert app.screen.game.round == 1
        play_to_summary(app, clock)
        stats = json.loads((tmp_path / "statistics.json").read_text(encoding="utf-8"))
        assert stats["modes"]["official"]["rounds"] == n
        app.quit()
    # Killed on the summary and resumed: that round is not counted again.
    from test_files import boot
    again, clock = boot(tmp_path)
    press(again, clock, "enter")
    assert type(again.screen).__name__ == "Summary"
    stats = json.loads((tmp_path / "statistics.json").read_text(encoding="utf-8"))
    assert stats["modes"]["official"]["rounds"] == 3


def run_unable_to_write(home: pathlib.Path, *args, stdin=""):
    """The game on `home` run by a user who may read that folder but not write it: as
    root, the unprivileged `nobody`; as anyone else, with the folder made read-only."""
    import shutil
    if os.name != "posix":
        pytest.skip("folder permissions are tested on POSIX systems")
    env = environment()
    argv = ["--console", "--home", str(home), "--lang", "en", *args]
    if os.geteuid() == 0:
        import pwd
        try:
            nobody = pwd.getpwnam("nobody")
        except KeyError:
            pytest.skip("running as root, and no unprivileged user 'nobody' to run as")
        env["HOME"] = str(home)
        shutil.rmtree(os.path.join("/tmp", f"uno-audio-{nobody.pw_uid}"), ignore_errors=True)
        # The interpreter may live where `nobody` cannot read (root's own Python): the game's
        # modules are loaded first, then the process becomes `nobody` and plays.
        command = [sys.executable, "-c", AS_NOBODY, str(nobody.pw_uid), str(nobody.pw_gid), *argv]
    else:
        home.chmod(0o555)
        command = [sys.executable, "-m", "uno_audio", *argv]
    try:
        return subprocess.run(command, input=stdin, capture_output=True, text=True, cwd=ROOT, env=env,
                              timeout=60)
    finally:
        home.chmod(0o755)


AS_NOBODY = """
import importlib.readers, importlib.resources, logging.handlers, os, sys
import platformdirs
from uno_audio import cli, console, saves, stats, settings, i18n, keymap, paths, bots, engine
from uno_audio.ui import controller, menus, table, summary, screens, choices, hotseat, announcer, catalog
from uno_audio.output import speech, sound
uid, gid = int(sys.argv[1]), int(sys.argv[2])
os.setgroups([])
os.setgid(gid)
os.setuid(uid)
assert os.geteuid() == uid and not os.access(sys.argv[5], os.W_OK)
sys.exit(cli.main(sys.argv[3:]))
"""


@pytest.fixture
def readable_home():
    """A folder anyone may read and only its owner write (not under pytest's private one)."""
    import shutil
    import tempfile
    home = pathlib.Path(tempfile.mkdtemp(prefix="uno-readonly-"))
    home.chmod(0o755)
    yield home
    shutil.rmtree(home, ignore_errors=True)


DAMAGED = b"\x00\xff{{ not json"


def test_damaged_files_in_a_folder_the_game_may_not_write(readable_home):
    home = readable_home
    for name in ("match.json", "settings.json", "statistics.json"):
        (home / name).write_bytes(DAMAGED)
        (home / name).chmod(0o644)
    before = sorted(p.name for p in home.iterdir())
    proc = run_unable_to_write(home, stdin="down\nenter\nenter\nh\n")   # New game, Start
    assert proc.returncode == 0, proc.stderr
    out = proc.stdout.splitlines()
    logs = [line.rsplit("Details in ", 1)[1].rstrip(".") for line in out if "Details in " in line]
    assert logs and all(log == logs[0] for log in logs) and os.path.isfile(logs[0])
    tr = lambda msg_id, **args: __import__("uno_audio.i18n", fromlist=["Translator"]).Translator("en")(
        msg_id, path=logs[0], **args)
    damaged = tr("problem-corrupt")
    # What really happened is said: nothing was kept aside, the files stay as they are.
    assert tr("file-problem-stuck", file=tr("file-settings"), problem=damaged) in out
    assert tr("file-problem-save-stuck", problem=damaged) in out
    assert tr("file-problem-statistics-stuck", problem=damaged) in out
    assert not any("it was kept aside" in line for line in out)
    # No Continue is offered for a save that cannot load; a new match plays.
    assert "Continue the saved match" not in proc.stdout
    # (With the settings unread, this is a first start: the tutorial comes first.)
    assert "Main menu." in out and out[out.index("Main menu.") + 1] == "Tutorial, 1 of 7"
    assert "New match against Ana, Bruno and Carla." in out, out[-12:]
    assert out.count(tr("file-write-failed", file=tr("file-save"), kind="save")) == 1
    # Nothing on disk changed: no file set aside, none written over.
    assert sorted(p.name for p in home.iterdir()) == before
    assert all((home / name).read_bytes() == DAMAGED for name in before)
    # The next start says the same, truthfully, and still offers no Continue.
    again = run_unable_to_write(home)
    assert tr("file-problem-save-stuck", problem=damaged) in again.stdout.splitlines()
    assert "Continue the saved match" not in again.stdout


def test_a_damaged_file_is_set_aside_once_the_folder_may_be_written(readable_home):
    home = readable_home
    (home / "match.json").write_bytes(DAMAGED)
    (home / "match.json").chmod(0o644)
    run_unable_to_write(home)
    from test_files import boot, broken
    from player import said
    app, clock = boot(home)                 # the owner starts the game
    assert any(line.startswith("The saved match file was damaged; it was kept aside") for line in said(app))
    assert [p.read_bytes() for p in broken(home, "save")] == [DAMAGED]


def test_a_partly_readable_file_in_a_folder_the_game_may_not_write_is_not_rewritten(readable_home):
    home = readable_home
    text = json.dumps({"version": 1, "language": "en", "speech_rate": 70, "tutorial_seen": True,
                       "colour_scheme": "dark"})
    (home / "settings.json").write_text(text, encoding="utf-8")
    (home / "settings.json").chmod(0o644)
    proc = run_unable_to_write(home, stdin="down\nenter\ndown\ndown\nright\n")   # speech rate up
    assert proc.returncode == 0, proc.stderr
    out = proc.stdout.splitlines()
    from uno_audio.i18n import Translator
    en = Translator("en")
    line = next(line for line in out if line.startswith("The settings file"))
    assert line.startswith(en("file-problem-stuck", file=en("file-settings"),
                              problem=en("problem-some-values-ignored"), path="X").split("X")[0])
    assert "Voice speed: 75" in "\n".join(out)                       # the rest was understood
    assert (home / "settings.json").read_text(encoding="utf-8") == text
    assert [p.name for p in home.iterdir()] == ["settings.json"]


def test_a_damaged_save_that_could_not_be_moved_is_never_written_over(tmp_path, monkeypatch):
    """A rename that fails in a folder the game may write (a file held open by another
    program, say): the damaged save stays byte for byte, and a new match is not saved
    over it."""
    import uno_audio.files
    from test_files import boot
    from player import press, said
    from uno_audio.i18n import Translator
    from uno_audio.ui.table import Table
    from player import known_player
    en = Translator("en")
    known_player(tmp_path)
    (tmp_path / "match.json").write_bytes(DAMAGED)
    monkeypatch.setattr(uno_audio.files, "set_aside", lambda path, copy=False: None)
    app, clock = boot(tmp_path)
    assert en("file-problem-save-stuck", problem=en("problem-corrupt"), path="uno-audio.log") in said(app)
    assert said(app)[-1] == "New game, 1 of 7"
    press(app, clock, "enter", "enter")                 # no question: there is no match to replace
    assert isinstance(app.screen, Table)
    assert said(app).count(en("file-write-failed", file=en("file-save"), kind="save", path="uno-audio.log")) == 1
    assert (tmp_path / "match.json").read_bytes() == DAMAGED
    monkeypatch.undo()                                  # the file may be moved now: the match is saved
    press(app, clock, "t")
    app.quit()
    saved = json.loads((tmp_path / "match.json").read_text(encoding="utf-8"))
    assert saved["game"] == app.find(Table).game.to_dict()
    assert [p.read_bytes() for p in tmp_path.glob("match.broken-*.json")] == [DAMAGED]
