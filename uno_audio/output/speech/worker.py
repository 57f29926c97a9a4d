"""The thread a voice's slow calls run on, so that say() never waits on a screen reader or a
synthesizer; and the watchdog that notices when one of those calls hangs."""

from __future__ import annotations

import collections
import ctypes
import sys
import threading
import time
from typing import Any, Callable

COINIT_APARTMENTTHREADED = 0x2     # what pythoncom.CoInitialize() and comtypes ask for


def init_com() -> None:
    """COM outputs (JAWS, SAPI) must be created and used on an initialised thread. Asked of
    ole32 itself, as pywin32 and comtypes do: importing them for it took seconds at a start
    under load, before the screen reader could be looked for, and NVDA needs neither."""
    if sys.platform != "win32":
        return
    try:
        ctypes.windll.ole32.CoInitializeEx(None, COINIT_APARTMENTTHREADED)
    except Exception:
        pass


class Worker:
    """Runs `handle(item)` for each item given, in order, on a thread of its own (from start()).

    `prepare()` runs first on that thread (finding the reader, loading the synthesizer); the
    items are handled only if it answers True. After each item, `done(item, error)` runs with
    `cond` held as the item stops being `current` (error: what handle raised, or None); its
    answer True stops the worker, which then calls `failing()`. `finish()` runs last, on the
    thread. `cond` guards `queue`, `current`, `since` and `closed`, which the voice reads
    and changes under it too.
    """

    def __init__(self, name: str, handle: Callable[[Any], None], *,
                 prepare: Callable[[], bool] | None = None,
                 done: Callable[[Any, BaseException | None], bool] | None = None,
                 failing: Callable[[], None] | None = None,
                 finish: Callable[[], None] | None = None):
        self.name = name
        self.cond = threading.Condition()
        self.queue: collections.deque = collections.deque()
        self.current: Any = None
        self.since = 0.0            # when `current` began
        self.closed = False
        self._handle, self._prepare, self._done = handle, prepare, done
        self._failing, self._finish = failing, finish
        self._thread = threading.Thread(target=self._run, name=name, daemon=True)

    def start(self) -> None:
        self._thread.start()

    def _run(self) -> None:
        init_com()
        try:
            if self._prepare is None or self._prepare():
                self._loop()
        finally:
            if self._finish is not None:
                self._finish()

    def _loop(self) -> None:
        while True:
            with self.cond:
                while not self.queue and not self.closed:
                    self.cond.wait()
                if self.closed:
                    return
                item = self.current = self.queue.popleft()
                self.since = time.monotonic()
            error: BaseException | None = None
            try:
                self._handle(item)
            except Exception as exc:
                error = exc
            with self.cond:
                self.current = None
                stop = self._done(item, error) if self._done is not None else False
                self.cond.notify_all()
            if stop:
                if self._failing is not None:
                    self._failing()
                return

    def submit(self, item: Any, drop_pending: bool = False) -> None:
        with self.cond:
            if drop_pending:
                self.queue.clear()
            self.queue.append(item)
            self.cond.notify_all()

    def idle(self) -> bool:
        """Nothing queued and nothing in hand (asked with `cond` held)."""
        return not self.closed and not self.queue and self.current is None

    def watch(self, interval: float, check: Callable[[float], bool], name: str) -> None:
        """Call check(now) every `interval` seconds on a thread of its own until the worker
        closes or check answers True (it has reported a failure)."""
        def run() -> None:
            while True:
                time.sleep(interval)
                with self.cond:
                    if self.closed:
                        return
                if check(time.monotonic()):
                    return
        threading.Thread(target=run, name=name, daemon=True).start()

    def close(self, wait: float = 0.5) -> None:
        """Stop after the item in hand, dropping the rest; wait up to `wait` seconds for it."""
        with self.cond:
            self.closed = True
            self.queue.clear()
            self.cond.notify_all()
        if self._thread.is_alive() and self._thread is not threading.current_thread():
            self._thread.join(wait)

    def alive(self) -> bool:
        return self._thread.is_alive()
