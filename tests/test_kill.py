"""A console game killed with SIGKILL at random moments loses nothing but the
action in flight, and a restarted game continues exactly the saved match.

Each run plays a script of keys in a real process (`python -m uno_audio
--console`, stdin a file, so the clock is virtual and the game is the same every
time), reads a random number of its lines and kills it. The same script is played
once in this process with every save recorded, with how many lines had been
printed when it was written. The killed game's save must be one of those saves,
and no older than the last one written before the last line the process printed.
Then a new process chooses Continue: it says "Match resumed", repeats the saved
last lines, and goes on from the saved log.
"""

from __future__ import annotations

import json
import os
import pathlib
import random
import re
import signal
import subprocess
import sys
import threading
from concurrent.futures import ThreadPoolExecutor

import pytest

os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import uno_audio.files  # noqa: E402
from uno_audio import cli  # noqa: E402
from uno_audio.console import VirtualClock, run_script  # noqa: E402
from uno_audio.engine import Game  # noqa: E402
from uno_audio.i18n import Translator  # noqa: E402
from uno_audio.settings import SettingsStore  # noqa: E402
from uno_audio.ui.announcer import Announcer  # noqa: E402

from player import known_player, saved_lines  # noqa: E402

ROOT = pathlib.Path(__file__).resolve().parent.parent
SEED = 5
PLAYING = ("home", "enter", "right", "enter", "right", "enter", "end", "enter", "1", "u",
           "space", "enter", "b", "f", "left", "enter")
ENV = dict(os.environ, SDL_AUDIODRIVER="dummy", SDL_VIDEODRIVER="dummy", PYTHONHASHSEED="0",
           PYGAME_HIDE_SUPPORT_PROMPT="1", LANG="C.UTF-8", PYTHONIOENCODING="utf-8")
ENV.pop("UNO_AUDIO_HOME", None)


def script(seed: int, keys: int = 1000) -> list[str]:
    rng = random.Random(seed)
    return ["enter", "enter"] + [rng.choice(PLAYING) for _ in range(keys)]


def same_match(data: dict | None) -> dict | None:
    """A save without its match id: each process draws a new id, the rest is the same."""
    if data is None:
        return None
    table = {k: v for k, v in data["table"].items() if k != "match_id"}
    return {**data, "table": table}


def printed(texts) -> int:
    """Lines on the terminal for these spoken texts (a text may hold line breaks)."""
    return sum(t.count("\n") + 1 for t in texts)


class Reference:
    """The script played here, every save recorded as (lines printed so far, data)."""

    def __init__(self, home: pathlib.Path, lines: list[str], monkeypatch):
        self.saves: list[tuple[int, dict | None]] = []
        store = SettingsStore(known_player(home))
        settings = cli.load_settings(store, lang="en")
        clock = VirtualClock()
        app = cli.build_app(settings, store, speech_backend="recording", clock=clock, seed=SEED, sound=False)
        spoken = app.speech.lines
        count = [0, 0]

        def lines_now() -> int:
            count[0] += printed(spoken[count[1]:])
            count[1] = len(spoken)
            return count[0]

        real_write, real_clear = uno_audio.files.write_atomic, app.saves.clear

        def write(path, data, indent=1):
            real_write(path, data, indent)
            if path == app.saves.path:
                self.saves.append((lines_now(), same_match(json.loads(json.dumps(data)))))

        def clear():
            real_clear()
            self.saves.append((lines_now(), None))
        monkeypatch.setattr(uno_audio.files, "write_atomic", write)
        monkeypatch.setattr(os, "fsync", lambda fd: None)   # only the killed games need it
        monkeypatch.setattr(app.saves, "clear", clear)
        app.start(cli.notices_for(app, False))
        run_script(app, [line + "\n" for line in lines], clock)
        monkeypatch.undo()
        self.lines = printed(spoken)
        self.text = "\n".join(spoken).splitlines()
        self.first_save = next(c for c, data in self.saves if data is not None)

    def allowed(self, lines: int) -> tuple[int, list[dict | None]]:
        """(index of the oldest acceptable save, the saves that may be on disk) when
        the process died having printed `lines` lines: every save written before the
        last line was printed is done; one written after it may or may not be."""
        done = [i for i, (c, _) in enumerate(self.saves) if c <= lines - 1]
        maybe = [i for i, (c, _) in enumerate(self.saves) if c <= lines]
        low = done[-1] if done else -1
        allowed = [self.saves[i][1] for i in range(max(low, 0), (maybe[-1] + 1) if maybe else 0)]
        return low, allowed + ([None] if low == -1 else [])    # before the first save: no file


KILLED = 1 if sys.platform == "win32" else -signal.SIGKILL     # the status proc.kill() leaves


def run_game(home: pathlib.Path, keys: str, *args: str, kill_after: int | None = None):
    """Run the console game; with `kill_after`, SIGKILL it once it printed that many lines."""
    with open(home / "keys.txt", "w", encoding="utf-8") as f:
        f.write(keys)
    with open(home / "keys.txt", encoding="utf-8") as stdin:
        proc = subprocess.Popen([sys.executable, "-m", "uno_audio", "--console", "--home", str(home),
                                 "--lang", "en", *args], stdin=stdin, stdout=subprocess.PIPE,
                                stderr=subprocess.DEVNULL, cwd=ROOT, env=ENV)
        watchdog = threading.Timer(120, proc.kill)   # a game that hangs fails the test, not the run
        watchdog.start()
        try:
            head = b""
            if kill_after is not None:
                for _ in range(kill_after):
                    line = proc.stdout.readline()
                    if not line:
                        break
                    head += line
                proc.kill()                 # SIGKILL; on Windows TerminateProcess, as final
            # Not communicate(): it would skip what readline() already buffered.
            rest = proc.stdout.read()
            proc.wait()
        finally:
            watchdog.cancel()
            proc.stdout.close()
    out = (head + rest).decode("utf-8")
    return proc.returncode, out


def lines_of(out: str) -> int:
    return out.count("\n") + (0 if out.endswith("\n") or not out else 1)


def hand_line(data: dict) -> str:
    """What H says for the saved game's player (the hand in its dealt order)."""
    game = Game.from_dict(data["game"])
    me = data["table"].get("viewer", data["table"]["humans"][0])
    tr = Translator("en")
    hand = game.hands[me]
    return tr("hand-list", count=len(hand), cards=Announcer(tr, data["table"]["names"], me).cards(hand))


def one_kill(home: pathlib.Path, keys: list[str], ref: Reference, kill_after: int) -> dict:
    known_player(home)
    code, out = run_game(home, "\n".join(keys) + "\n", "--seed", str(SEED), kill_after=kill_after)
    shown = lines_of(out)
    # (A kill near the end may come after the script was done and the game had quit.)
    assert code == KILLED or (code == 0 and shown == ref.lines)
    assert shown >= kill_after
    # The same game as here, word for word (but for the line naming the speech output).
    whole = out.splitlines() if out.endswith("\n") else out.splitlines()[:-1]
    same = [a == b for a, b in zip(whole, ref.text)]
    assert same.count(False) <= 1 and same[:1] == [True], "the killed game is not the reference game"
    path = home / "match.json"
    low, allowed = ref.allowed(shown)
    on_disk = json.loads(path.read_text(encoding="utf-8")) if path.exists() else None
    saved = same_match(on_disk)
    assert saved in allowed, (
        f"killed after {shown} lines: the save is not one written then; it is save "
        f"{[i for i, (_, d) in enumerate(ref.saves) if d == saved]}, written at lines "
        f"{[c for c, d in ref.saves if d == saved]}; allowed from save {low}")
    assert not list(home.glob("*.broken-*"))
    if saved is None:
        # Killed while the match was being dealt: nothing to continue, nothing lost.
        code, out = run_game(home, "")
        assert code == 0 and out.splitlines()[-1] == "New game, 1 of 7"
        return {"resumed": False, "hand": False}
    # The save replays, and its log is where the uninterrupted game was at that moment.
    game = Game.from_dict(saved["game"])
    assert [list(a) for a in game.log] == saved["game"]["log"]
    # A new process continues it.
    code, out = run_game(home, "enter\nh\n")
    assert code == 0
    lines = out.splitlines()
    assert "Continue the saved match, 1 of 8" in lines
    at = lines.index("Match resumed where you left it.")
    last = saved_lines(saved)
    assert last and lines[at + 1: at + 1 + len(last)] == last
    after = json.loads(path.read_text(encoding="utf-8"))
    assert after["table"]["match_id"] == on_disk["table"]["match_id"]     # the same match goes on
    assert after["game"]["log"][:len(saved["game"]["log"])] == saved["game"]["log"]
    assert {k: v for k, v in after["game"].items() if k != "log"} == \
        {k: v for k, v in saved["game"].items() if k != "log"}
    checked_hand = False
    assert lines[-1] == Translator("en")("match-saved-on-quit")    # the end of input saved it again
    if re.match(r"^\d+ cards: ", lines[-2]):
        assert lines[-2] == hand_line(after)
        checked_hand = True
    return {"resumed": True, "hand": checked_hand}


def kill_runs(tmp_path, monkeypatch, runs: int):
    keys = script(SEED)
    ref = Reference(tmp_path / "reference", keys, monkeypatch)
    assert ref.first_save > 0 and len(ref.saves) > 300
    rng = random.Random(runs)
    # One run dies during the start, before the match was first saved (or just after);
    # the others anywhere from then to the end of the script (about 2 s of play).
    kills = [rng.randint(1, ref.first_save + 1)] + \
        [rng.randint(ref.first_save + 1, ref.lines - 1) for _ in range(runs - 1)]
    with ThreadPoolExecutor(max_workers=max(2, os.cpu_count() or 2)) as pool:
        results = list(pool.map(lambda i: one_kill(tmp_path / f"run{i}", keys, ref, kills[i]), range(runs)))
    # Each run already checked its save against the reference; a kill between two
    # matches rightly leaves nothing to continue, so only most runs resume.
    assert sum(r["resumed"] for r in results) >= runs * 2 // 3, \
        [(k, r) for k, r in zip(kills, results) if not r["resumed"]]
    assert any(r["hand"] for r in results)


def test_killed_games_resume_where_they_were(tmp_path, monkeypatch):
    kill_runs(tmp_path, monkeypatch, 12)


@pytest.mark.slow
def test_fifty_killed_games_resume_where_they_were(tmp_path, monkeypatch):
    kill_runs(tmp_path, monkeypatch, 50)
