"""Console mode: the same controller over standard input and output.

One key name per line in (`right`, `enter`, `shift+c`, `f1`), one announcement
per line out. At a terminal the clock is real. From a script (input not a
terminal) time is virtual: before each key the game runs until a human is
needed, and `wait SECONDS` lets time pass, so a script plays the same way
every time.
"""

from __future__ import annotations

import select
import sys
import time

from .keymap import normalize_key


class VirtualClock:
    def __init__(self, start: float = 0.0):
        self.now = start

    def __call__(self) -> float:
        return self.now


def run_until_human(app, clock: VirtualClock, limit: int = 100000) -> None:
    """Let virtual time run to each deadline until a human must act."""
    for _ in range(limit):
        app.update(clock.now)
        if not app.running or app.waiting_for_human():
            return
        due = app.deadline()
        if due is None:
            return
        clock.now = max(clock.now, due)


def run_script(app, lines, clock: VirtualClock) -> None:
    for raw in lines:
        if not app.running:
            break
        text = raw.strip()
        run_until_human(app, clock)
        if not text or text.startswith("#"):
            continue
        if text.startswith("wait"):
            parts = text.split()
            try:
                seconds = float(parts[1]) if len(parts) > 1 else 1.0
            except ValueError:
                seconds = 1.0
            end = clock.now + seconds
            while app.running:
                due = app.deadline()
                if due is None or due > end:
                    break
                clock.now = max(clock.now, due)
                app.update(clock.now)
            clock.now = end
            app.update(clock.now)
            continue
        clock.now += 0.01
        app.key(normalize_key(text), clock.now)
    if app.running:
        run_until_human(app, clock)
        app.quit()


def run_terminal(app, stream=sys.stdin) -> None:
    """Real time: keys as they are typed, bots and windows on the wall clock."""
    while app.running:
        due = app.deadline()
        timeout = 0.05 if due is None else max(0.0, min(0.05, due - time.monotonic()))
        ready, _, _ = select.select([stream], [], [], timeout)
        if ready:
            line = stream.readline()
            if not line:
                break
            text = line.strip()
            if text:
                app.key(normalize_key(text))
        app.update()
    if app.running:
        app.quit()
