"""Console mode: the same controller over standard input and output.

One key name per line in (`right`, `enter`, `shift+c`, `f1`), one announcement
per line out. At a terminal the clock is real. From a script (input not a
terminal) time is virtual: before each key the game runs until a human is
needed, and `wait SECONDS` lets time pass, so a script plays the same way
every time.
"""

from __future__ import annotations

import logging
import math
import queue
import sys
import threading
import time

from .keymap import normalize_key

log = logging.getLogger(__name__)


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


def _seconds(parts) -> float:
    """The time a `wait` line asks for: 1 second unless a sensible number is given."""
    try:
        seconds = float(parts[1]) if len(parts) > 1 else 1.0
    except ValueError:
        return 1.0
    return min(seconds, 3600.0) if math.isfinite(seconds) and seconds >= 0 else 1.0


def advance(app, clock: VirtualClock, seconds: float) -> None:
    """Let `seconds` of virtual time pass, running everything that falls due."""
    end = clock.now + seconds
    while app.running:
        due = app.deadline()
        if due is None or due > end:
            break
        clock.now = max(clock.now, due)
        app.update(clock.now)
    clock.now = end
    app.update(clock.now)


def _read(lines):
    """The lines of `lines`, ending (logged) when reading them fails."""
    try:
        yield from lines
    except (OSError, ValueError) as error:
        log.warning("standard input failed: %s", error)


def run_script(app, lines, clock: VirtualClock) -> None:
    for raw in _read(lines):
        if not app.running:
            break
        text = raw.strip()
        run_until_human(app, clock)
        if not text or text.startswith("#"):
            continue
        if text.startswith("wait"):
            advance(app, clock, _seconds(text.split()))
            continue
        name = normalize_key(text)
        if name:
            clock.now += 0.01
            app.key(name, clock.now)
        if not app.running:
            # Quit (or a signal) during that key: stop before reading another line.
            break
    if app.running:
        run_until_human(app, clock)
        app.quit()


def _lines(stream) -> queue.Queue:
    """The lines of `stream`, read on a thread of their own (select() cannot wait on a
    console on Windows); None once it ends."""
    lines: queue.Queue = queue.Queue()

    def read():
        try:
            for line in iter(stream.readline, ""):
                lines.put(line)
        except (OSError, ValueError) as error:   # EIO from a terminal gone, a closed stream
            log.warning("standard input failed: %s", error)
        finally:
            lines.put(None)

    threading.Thread(target=read, name="console-input", daemon=True).start()
    return lines


def run_terminal(app, stream=sys.stdin) -> None:
    """Real time: keys as they are typed, bots and windows on the wall clock."""
    lines = _lines(stream)
    while app.running:
        due = app.deadline()
        timeout = 0.05 if due is None else max(0.0, min(0.05, due - time.monotonic()))
        try:
            line = lines.get(timeout=timeout)
        except queue.Empty:
            line = ""
        if line is None:
            break
        name = normalize_key(line) if line.strip() else ""
        if name:
            app.key(name)
        app.update()
    if app.running:
        app.quit()


def say_the_rest(app, limit: float = 3.0) -> None:
    """After the game has quit, the lines still waiting (that the match is saved) are said:
    printed at once when they are text, which a terminal's reader reads at its own pace;
    a voice gets up to `limit` seconds."""
    scheduler = app.scheduler
    try:
        if app.speech.speaking() is None:
            # The ends are only estimated: each line is printed now, as if its end had come.
            for _ in range(1000):
                due = scheduler.deadline()
                if not scheduler.busy() or due is None:
                    break
                scheduler.update(due)
            return
        end = time.monotonic() + limit
        while scheduler.busy() and time.monotonic() < end:
            scheduler.update()
            time.sleep(0.02)
    except Exception:
        log.exception("the last lines could not be said")
