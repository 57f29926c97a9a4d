"""The game on a real BRLTTY: the window's braille output through BrlAPI, spoken by the
game's own client, shown on BRLTTY's virtual display driver (vr), whose protocol gives
back the text and the dots of every cell BRLTTY puts on the display; the display's own
panning keys move through a long line; losing the focus gives the display back.

BRLTTY comes from the Debian package `brltty` (.ci/run installs it); without it the test
is skipped."""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import threading
import time

import pytest

from uno_audio.console import VirtualClock, run_until_human
from uno_audio.engine import Game, Rules
from uno_audio.output.braille import brlapi
from uno_audio.output.speech import Speech
from uno_audio.saves import SaveStore
from uno_audio.settings import Settings, SettingsStore
from uno_audio.stats import Stats
from uno_audio.ui.controller import Controller
from uno_audio.ui.table import Table

BRLTTY = shutil.which("brltty") or next((p for p in ("/usr/bin/brltty", "/bin/brltty") if os.path.exists(p)), None)
pytestmark = pytest.mark.skipif(BRLTTY is None, reason="BRLTTY is not installed (Debian package brltty)")
CELLS = 40


class VirtualDisplay:
    """The display end of BRLTTY's vr driver: says it has CELLS cells, keeps every
    "Visual" (text) and "Braille" (dots) line BRLTTY sends, and presses keys."""

    def __init__(self):
        self.server = socket.socket()
        self.server.bind(("127.0.0.1", 0))
        self.server.listen(1)
        self.port = self.server.getsockname()[1]
        self.visual: list[str] = []
        self.dots: list[str] = []
        self.conn = None

    def accept(self, timeout=20.0):
        self.server.settimeout(timeout)
        self.conn, _ = self.server.accept()
        self.conn.sendall(f"cells {CELLS}\n".encode())
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        buffer = b""
        while True:
            try:
                data = self.conn.recv(4096)
            except OSError:
                return
            if not data:
                return
            buffer += data
            while b"\n" in buffer:
                line, buffer = buffer.split(b"\n", 1)
                text = line.decode("utf-8", "replace").rstrip("\r")
                if text.startswith("Visual "):
                    self.visual.append(text[len('Visual "'):-1].rstrip())
                elif text.startswith("Braille "):
                    self.dots.append(text[len('Braille "'):-1])

    def press(self, command: str):
        self.conn.sendall(f"{command}\n".encode())

    def shows(self, text: str, timeout=5.0) -> bool:
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            if self.visual and self.visual[-1] == text:
                return True
            time.sleep(0.02)
        return False


def free_api_port() -> int:
    for n in range(40, 200):
        with socket.socket() as s:
            try:
                s.bind(("127.0.0.1", brlapi.PORT_BASE + n))
                return n
            except OSError:
                continue
    pytest.skip("no free port for BrlAPI")


@pytest.fixture
def brltty(tmp_path):
    display = VirtualDisplay()
    n = free_api_port()
    for folder in ("writable", "updatable"):
        (tmp_path / folder).mkdir()
    process = subprocess.Popen(
        [BRLTTY, "-n", "-e", "-q", "-b", "vr", "-d", f"client:127.0.0.1:{display.port}", "-x", "no",
         "-s", "no", "-A", f"host=127.0.0.1:{n},auth=none", "-f", "/dev/null",
         "-W", str(tmp_path / "writable"), "-U", str(tmp_path / "updatable"),
         "-P", str(tmp_path / "brltty.pid")],
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    try:
        display.accept()
        end = time.monotonic() + 20
        while not display.visual and time.monotonic() < end:    # BRLTTY knows the display's size
            time.sleep(0.05)
        yield display, f"127.0.0.1:{n}"
    finally:
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
        display.server.close()


def connected(sink, timeout=10.0) -> bool:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        sink.focus(True)
        time.sleep(0.3)
        if sink.connection is not None and sink.connection.taken:
            return True
    return False


def test_the_game_writes_its_lines_on_brltty_and_the_display_keys_move_through_them(tmp_path, brltty):
    display, host = brltty
    sink = brlapi.Display(host=host, ttys=[])
    assert connected(sink), sink.problem
    assert sink.cells == CELLS
    clock = VirtualClock()
    app = Controller(speech=Speech("recording"), settings=Settings(tutorial_seen=True, braille="only"),
                     store=SettingsStore(tmp_path), clock=clock, saves=SaveStore(tmp_path),
                     stats=Stats(tmp_path), braille_sink=sink)
    game = Game(4, Rules(), seed=5)
    table = Table(app, game, [0], {s: "normal" for s in (1, 2, 3)}, ["You", "Bot1", "Bot2", "Bot3"], bot_seed=5)
    app.push(table)
    reading = app.braille.reading
    # The match's first line, longer than the display: its first piece, then the display's
    # own key to pan right brings the next one.
    first = reading.written[-1]
    assert first.endswith(app.tr("braille-more"))
    assert display.shows(first), display.visual[-3:]
    display.press("FWinRt")
    for _ in range(100):
        app.update(clock.now)
        if reading.written[-1] != first:
            break
        time.sleep(0.05)
    second = reading.written[-1]
    assert second != first and display.shows(second), display.visual[-3:]
    display.press("FWinLt")
    for _ in range(100):
        app.update(clock.now)
        if reading.written[-1] == first:
            break
        time.sleep(0.05)
    assert display.shows(first)
    # Played on: each card the player moves to is written on the display, in its short form.
    run_until_human(app, clock)
    for key in ("home", "right", "right"):
        clock.now += 0.01
        app.key(key, clock.now)
        app.update(clock.now)
        assert display.shows(reading.written[-1]), (reading.written[-1], display.visual[-3:])
    assert "/" in reading.written[-1]
    assert display.dots and display.dots[-1].count("|") == CELLS - 1
    # The window loses the focus: the display is BRLTTY's again, its keys too.
    sink.focus(False)
    end = time.monotonic() + 5
    while time.monotonic() < end and sink.connection.taken:
        time.sleep(0.05)
    assert not sink.connection.taken and sink.problem is None
    display.press("FWinRt")
    end = time.monotonic() + 5
    while time.monotonic() < end and display.visual[-1] == reading.written[-1]:
        time.sleep(0.05)
    assert display.visual[-1] != reading.written[-1], display.visual[-3:]
    assert sink.pans.empty()
    app.close()
