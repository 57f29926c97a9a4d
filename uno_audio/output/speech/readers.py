"""The screen-reader backend: the player's reader driven from a worker thread, found as
speech-dispatcher on Linux (over its socket, ssip), NVDA through its client library on
Windows (nvda), and the other readers through accessible_output3."""

from __future__ import annotations

import collections
import logging
import platform
import sys
import threading
import time
from typing import Callable

from .. import ssip
from .backend import Backend, ReaderOutput
from .nvda import Nvda
from .reasons import (ERROR, NO_AUDIO_OUTPUT, NO_ENGINE, NO_SPEECH_DISPATCHER, NOT_FOUND, NOT_INSTALLED,
                      NOT_RESPONDING, Unavailable)
from .timing import clamp, estimate_seconds, piecewise
from .worker import Worker

log = logging.getLogger(__name__)

_DETAILS = {"jaws": "JAWS", "Linux Speech Dispatcher": "speech-dispatcher"}
_unreachable: list = [None]     # why speech-dispatcher was last not reached, already logged


class SpeechDispatcher(ReaderOutput):
    """speech-dispatcher over its socket, with its notifications, so that whether a line is
    still being heard is known, and a speech-dispatcher that never finishes a line (it has
    no working audio output) is noticed."""

    name = "Linux Speech Dispatcher"
    SLACK = 2.0     # seconds a line may run past twice its estimate before it counts as stuck

    def __init__(self, lang: str, rate: int, volume: int, timeout: float, autospawn: bool):
        self._lock = threading.Lock()
        self._open: dict[str, list] = {}    # message id -> [text, when it began or None]
        self._sent: collections.deque = collections.deque()    # texts sent, not yet queued
        self._lang, self._rate = lang, rate
        try:
            self._client = ssip.Client.connect(timeout=timeout, autospawn=autospawn, on_event=self._event)
        except OSError as exc:
            # Looked for every few seconds while no reader speaks: the log says it once.
            reason = str(exc)
            (log.debug if reason == _unreachable[0] else log.info)("speech-dispatcher not reachable: %s", reason)
            _unreachable[0] = reason
            installed = not isinstance(exc, ssip.NotInstalled) and ssip.installed()
            raise Unavailable(NOT_FOUND if installed else NO_SPEECH_DISPATCHER)
        _unreachable[0] = None
        try:
            self._client.command(f"SET self CLIENT_NAME {_user()}:uno-audio:main")
            self._client.command("SET self NOTIFICATION ALL on")
            _, modules, _ = self._client.command("LIST OUTPUT_MODULES")
            if not modules:
                raise Unavailable(NO_ENGINE)
            self.configure(lang, rate, volume)
        except Unavailable:
            self._client.close()
            raise
        except ssip.SsipError as exc:
            self._client.close()
            log.info("speech-dispatcher refused to start: %s", exc)
            raise Unavailable(NOT_RESPONDING)

    def _event(self, kind: str, message: str) -> None:
        with self._lock:
            if kind == "queued":
                self._open[message] = [self._sent.popleft() if self._sent else "", None]
            elif kind == ssip.BEGIN and message in self._open:
                self._open[message][1] = time.monotonic()
            elif kind in (ssip.END, ssip.CANCELLED):
                self._open.pop(message, None)

    def is_active(self) -> bool:
        return True

    def speak(self, text: str, interrupt: bool = False) -> None:
        with self._lock:
            self._sent.append(text)
        try:
            self._client.speak(text, cancel=interrupt)
        except ssip.SsipError:
            with self._lock:
                if self._sent and self._sent[-1] is text:
                    self._sent.pop()
            raise

    def post(self, text: str, interrupt: bool = False) -> bool:
        """speak() at once, from the thread that calls, never waiting: False if it could not."""
        with self._lock:
            self._sent.append(text)
            # Held while sending, so the answer cannot come before its text is known.
            if self._client.post(text, cancel=interrupt):
                return True
            self._sent.pop()
            return False

    def silence(self) -> None:
        self._client.command("CANCEL self")

    def speaking(self) -> bool:
        with self._lock:
            return bool(self._open or self._sent)

    def failure(self, now: float) -> str | None:
        """Why speech-dispatcher cannot be counted on any more: it closed the connection or
        stopped answering, or a line began and never ended, long after it should have. None
        while all is well."""
        if self._client.lost:
            return NOT_RESPONDING
        asked = self._client.unanswered_since()
        if asked is not None and now - asked > self._client.timeout:
            return NOT_RESPONDING
        with self._lock:
            stuck = any(began is not None and now - began > 2 * estimate_seconds(text, self._lang, self._rate)
                        + self.SLACK for text, began in self._open.values())
        return NO_AUDIO_OUTPUT if stuck else None

    def unheard(self) -> list[str]:
        with self._lock:
            return [text for text, _ in self._open.values()] + list(self._sent)

    def configure(self, lang: str, rate: int, volume: int) -> None:
        self._lang, self._rate = lang, rate
        for command in (f"SET self LANGUAGE {lang}", f"SET self RATE {piecewise(rate, -100, 0, 100)}",
                        f"SET self VOLUME {2 * clamp(volume) - 100}"):
            try:
                self._client.command(command)
            except ssip.SsipError as exc:
                log.info("speech-dispatcher refused %r: %s", command, exc)

    def close(self) -> None:
        # Cancelled first: speech-dispatcher would otherwise finish what it was given.
        try:
            self._client.command("CANCEL self")
        except ssip.SsipError:
            pass
        self._client.close()


def _user() -> str:
    try:
        import getpass
        return "".join(ch for ch in getpass.getuser() if ch.isalnum()) or "user"
    except Exception:
        return "user"


def load_libraries() -> None:
    """Load what finding the reader needs before its answer is timed: on a first start, with
    an antivirus scanning the DLLs, this alone has taken seconds. On Windows that is NVDA's
    client only: NVDA, most players' reader, is then found without waiting for pywin32 and
    accessible_output3, which the other readers need (and whose late answer is still taken)."""
    if sys.platform.startswith("linux"):
        return
    if platform.system() == "Windows":
        Nvda.client()
        return
    try:
        import accessible_output3.outputs  # noqa: F401
    except Exception as exc:
        log.info("accessible_output3 unavailable: %s", exc)


def find_screen_reader(lang: str = "en", rate: int = 50, volume: int = 80, timeout: float = 2.0,
                        asked: bool = False):
    """The first running screen reader: (output, detail). On Linux that is speech-dispatcher
    (Orca speaks through it); it is started only when a screen reader was asked for."""
    reason = NOT_FOUND
    if sys.platform.startswith("linux"):
        # accessible_output3 knows of no other reader here: not loading it saves the launch time.
        try:
            return SpeechDispatcher(lang, rate, volume, timeout, autospawn=asked), "speech-dispatcher"
        except Unavailable as exc:
            raise Unavailable(exc.reason) from None
    nvda_known = False
    if platform.system() == "Windows":
        try:
            return Nvda.load(lang, rate), "NVDA"
        except Unavailable as exc:
            nvda_known = exc.reason == NOT_FOUND
    try:
        import accessible_output3
    except Exception as exc:
        log.info("accessible_output3 unavailable: %s", exc)
        raise Unavailable(NOT_INSTALLED if reason == NOT_FOUND else reason)
    for cls in accessible_output3.get_output_classes():
        # System TTS (SAPI5, NSSpeechSynthesizer, libespeak) is self-voicing, not a screen reader.
        if getattr(cls, "system_output", False) or getattr(cls, "priority", 100) > 100:
            continue
        # speech-dispatcher is spoken to directly (above), and so is NVDA when its client loads.
        if cls.__name__ == "SpeechDispatcher" or (nvda_known and cls.__name__ == "NVDA"):
            continue
        try:
            output = cls()
            if not output.is_active():
                continue
        except Exception as exc:
            log.debug("screen reader %s not usable: %s", getattr(cls, "name", cls), exc)
            continue
        name = getattr(output, "name", cls.__name__)
        return output, _DETAILS.get(name, name)
    raise Unavailable(reason)



class Adapted(ReaderOutput):
    """A reader of accessible_output3's (JAWS, VoiceOver, older NVDA, ...) as a ReaderOutput:
    it speaks and stops; whether it brailles is whether its class has a braille of its own."""

    def __init__(self, output):
        self.output = output
        self.name = str(getattr(output, "name", type(output).__name__))
        self.brailles = _brailles(output)
        # VoiceOver's AppleScript output is spoken and shown on its braille display alike.
        self.speech_brailled = self.name == "VoiceOver"

    def speak(self, text: str, interrupt: bool = False) -> None:
        self.output.speak(text, interrupt=interrupt)

    def silence(self) -> None:
        self.output.silence()

    def braille(self, text: str) -> None:
        self.output.braille(text)

    def close(self) -> None:
        close = getattr(self.output, "close", None)
        if close is not None:
            close()


def _brailles(output) -> bool:
    try:
        from accessible_output3.outputs.base import Output
    except Exception:
        return False
    return getattr(type(output), "braille", None) not in (None, Output.braille)


def adapt(output) -> ReaderOutput:
    """The reader found, as the backend drives it."""
    return output if isinstance(output, ReaderOutput) else Adapted(output)


class ScreenReader(Backend):
    """Owns the output on one worker thread (COM outputs must stay on the thread that made them).

    It is made at once and looks for a reader on its worker: `answered()` waits for the
    answer, which may come late (then it is still taken, see the façade's look for a reader). A
    reader can accept a first utterance and then stop answering, raise on every line (VoiceOver
    that may not be controlled with AppleScript), or, as speech-dispatcher with no working
    audio output, begin a line and never end it: a watchdog reports each through on_stall.
    """

    name = "screen-reader"
    FAILURES = 3    # lines failing in a row before the next voice takes over

    def __init__(self, lang: str, rate: int, timeout: float,
                 on_stall: Callable[["ScreenReader", str], None] | None = None,
                 volume: int = 80, asked: bool = False):
        self.detail: str | None = None
        self.reason: str | None = None
        self._lang, self._rate, self._volume = lang, rate, volume
        self.mirror = True      # its braille shows what it speaks (see Speech.mirror)
        self._asked = asked
        self._timeout = timeout
        self._on_stall = on_stall
        self._output: ReaderOutput | None = None
        self._failed: list[tuple] = []      # the lines of the current run of failures
        self._loaded = threading.Event()
        self.ready = threading.Event()
        self._worker = Worker("speech-screen-reader", self._execute, prepare=self._find, done=self._done,
                              failing=self._failing, finish=self._finish)
        self._worker.start()

    def answered(self, timeout: float, load_limit: float) -> bool:
        """Whether the reader answered (found or not) within `timeout` seconds, counted once
        its libraries have loaded (waited for up to `load_limit`)."""
        self._loaded.wait(load_limit)
        return self.ready.wait(timeout)

    def _find(self) -> bool:
        try:
            load_libraries()
        finally:
            self._loaded.set()
        try:
            output, detail = find_screen_reader(self._lang, self._rate, self._volume, self._timeout, self._asked)
            self._output = adapt(output)
            self._apply_settings()
            self.detail = detail
        except Unavailable as exc:
            self.reason = exc.reason
        except Exception:
            log.exception("screen reader start failed")
            self.reason = ERROR
        if self.reason is None and self._on_stall is not None:
            self._worker.watch(min(0.25, self._timeout / 4), self._check, "speech-screen-reader-watchdog")
        self.ready.set()
        return self.reason is None

    def _done(self, command: tuple, error: BaseException | None) -> bool:
        if error is not None:
            log.error("screen reader call failed", exc_info=error)
            if command[0] == "say":
                self._failed.append(command)
        elif command[0] == "say":
            self._failed.clear()
        return len(self._failed) >= self.FAILURES and not self._worker.closed and self._on_stall is not None

    def _failing(self) -> None:
        log.warning("screen reader failed %d lines in a row", len(self._failed))
        if self._on_stall is not None:
            self._on_stall(self, ERROR)     # it hands back what it never said

    def _finish(self) -> None:
        if self._output is None:
            return
        try:
            self._output.close()
        except Exception:
            log.debug("screen reader close failed", exc_info=True)

    def _execute(self, command: tuple) -> None:
        assert self._output is not None
        kind = command[0]
        if kind == "say":
            _, text, interrupt = command
            self._output.speak(text, interrupt=interrupt)
            if self._output.brailles and self.mirror:
                self._output.braille(text)
        elif kind == "braille":
            if self._output.brailles:
                self._output.braille(command[1])
            elif command[2] and self._output.speech_brailled:
                self._output.speak(command[1])
        elif kind == "silence":
            self._output.silence()
        elif kind == "settings":
            self._apply_settings()

    def _apply_settings(self) -> None:
        # Only speech-dispatcher has a voice of the game's own; Windows and macOS readers keep the player's settings.
        if self._output is not None:
            self._output.configure(self._lang, self._rate, self._volume)

    def _check(self, now: float) -> bool:
        with self._worker.cond:
            stuck = self._worker.current is not None and now - self._worker.since > self._timeout
        assert self._output is not None
        failure = NOT_RESPONDING if stuck else self._output.failure(now)
        if failure and self._on_stall is not None:
            log.warning("screen reader failed: %s", failure)
            self._on_stall(self, failure)
        return bool(failure)

    def take_unspoken(self) -> list[tuple[str, bool]]:
        """Close and hand back the lines the failed reader never got out, in order."""
        unheard = self._output.unheard() if self._output is not None else []
        worker = self._worker
        with worker.cond:
            commands = self._failed + ([worker.current] if worker.current else []) + list(worker.queue)
            worker.closed = True
            self._failed = []
            worker.queue.clear()
            worker.cond.notify_all()
        said = [text for text in unheard if not any(c[0] == "say" and c[1] == text for c in commands)]
        return [(text, False) for text in said] + [
            (command[1], command[2]) for command in commands if command[0] == "say"]

    def say(self, text: str, interrupt: bool) -> None:
        output = self._output
        if output is not None and not output.brailles:
            # Sent from here when the worker is idle: handing it over costs a thread switch,
            # which waits for the interpreter while the window draws.
            with self._worker.cond:
                if self._worker.idle() and output.post(text, interrupt):
                    return
        self._worker.submit(("say", text, interrupt), drop_pending=interrupt)

    def silence(self) -> None:
        self._worker.submit(("silence",), drop_pending=True)

    def braille(self, text: str, alone: bool = False) -> None:
        """A line for the reader's braille display (the game's braille mode)."""
        self._worker.submit(("braille", text, alone))

    def speaking(self) -> bool | None:
        """speech-dispatcher and NVDA 2024.1 or later tell; other readers (JAWS, older NVDA)
        cannot: None."""
        if self._output is None or self._output.speaking() is None:
            return None
        with self._worker.cond:
            current = self._worker.current
            if any(command[0] == "say" for command in self._worker.queue) or (
                    current is not None and current[0] == "say"):
                return True
        return bool(self._output.speaking())

    def set_rate(self, rate: int) -> None:
        self._rate = rate
        self._worker.submit(("settings",))

    def set_volume(self, volume: int) -> None:
        self._volume = volume
        self._worker.submit(("settings",))

    def set_lang(self, lang: str) -> None:
        self._lang = lang
        self._worker.submit(("settings",))

    def close(self) -> None:
        # The output is closed on its own thread; waiting a little lets speech-dispatcher be
        # told to stop before the game is gone.
        self._worker.close(0.5)
