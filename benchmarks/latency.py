"""Key-to-speech latency through the real pygame loop, and launch-to-first-word.

    python benchmarks/latency.py [--keys 2000]

Prints the median, 95th and 99th percentile of the time from posting a KEYDOWN
event to the speech call it causes, at the table and in a menu, and the time
from starting `uno-audio` to its first spoken line. Targets: p95 < 5 ms,
first word < 1 s.
"""

from __future__ import annotations

import argparse
import os
import pathlib
import statistics
import subprocess
import sys
import tempfile
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402

from uno_audio.app import Window  # noqa: E402
from uno_audio.engine import Rules  # noqa: E402
from uno_audio.output.speech import Speech  # noqa: E402
from uno_audio.settings import Settings, SettingsStore  # noqa: E402
from uno_audio.ui.controller import Controller  # noqa: E402
from uno_audio.ui.table import Table  # noqa: E402


class TimedSpeech(Speech):
    def __init__(self):
        super().__init__("recording")
        self.stamps: list[float] = []

    def say(self, text, interrupt=False):
        self.stamps.append(time.perf_counter())
        super().say(text, interrupt)


def measure(keys: int, screen: str) -> list[float]:
    home = pathlib.Path(tempfile.mkdtemp())
    speech = TimedSpeech()
    app = Controller(speech=speech, settings=Settings(bot_pace=3600), store=SettingsStore(home))
    win = Window(app, size=(1100, 760))
    app.start()
    if screen == "table":
        app.replace(Table.new(app, 4, Rules(), "hard", seed=1))
    codes = [pygame.K_RIGHT, pygame.K_LEFT, pygame.K_c, pygame.K_t] if screen == "table" \
        else [pygame.K_DOWN, pygame.K_UP]
    win.step(1)
    out = []
    for i in range(keys):
        n = len(speech.stamps)
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=codes[i % len(codes)], mod=0, unicode=""))
        posted = time.perf_counter()
        while len(speech.stamps) == n:
            win.step(20)
        out.append((speech.stamps[n] - posted) * 1000)
        # Let the window draw between keys, as it does between a player's presses.
        win.step(1)
    pygame.display.quit()
    return out


def first_word() -> float:
    env = dict(os.environ, UNO_AUDIO_HOME=tempfile.mkdtemp())
    start = time.perf_counter()
    proc = subprocess.Popen([sys.executable, "-m", "uno_audio", "--speech", "text"],
                            stdout=subprocess.PIPE, stdin=subprocess.DEVNULL, env=env, text=True,
                            cwd=pathlib.Path(__file__).resolve().parent.parent)
    proc.stdout.readline()
    elapsed = time.perf_counter() - start
    proc.kill()
    proc.wait()
    return elapsed


def report(name, values):
    values = sorted(values)
    q = statistics.quantiles(values, n=100)
    print(f"{name}: {len(values)} keys, median {statistics.median(values):.3f} ms, "
          f"p95 {q[94]:.3f} ms, p99 {q[98]:.3f} ms, max {values[-1]:.3f} ms")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--keys", type=int, default=2000)
    args = parser.parse_args()
    report("table key -> speech", measure(args.keys, "table"))
    report("menu key -> speech", measure(args.keys // 2, "menu"))
    times = [first_word() for _ in range(5)]
    print(f"launch -> first word: median {statistics.median(times) * 1000:.0f} ms, "
          f"max {max(times) * 1000:.0f} ms (5 launches)")


if __name__ == "__main__":
    main()
