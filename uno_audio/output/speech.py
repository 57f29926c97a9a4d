"""Speech output with backends tried in order: the player's screen reader, self-voicing TTS, plain text.

say() never blocks and never raises: screen-reader calls and synthesis run on worker threads,
so a hung speech server or a slow synthesizer can't freeze the game.
"""

from __future__ import annotations

import atexit
import collections
import importlib.util
import io
import logging
import os
import platform
import shutil
import struct
import subprocess
import sys
import tempfile
import threading
import time
import weakref
from typing import Callable, Protocol

from . import sound

log = logging.getLogger(__name__)

BACKENDS = ("screen-reader", "tts", "text")
_CHAINS = {
    "auto": BACKENDS,
    "screen-reader": BACKENDS,
    "tts": ("tts", "text"),
    "text": ("text",),
}

# Reasons recorded in Speech.missing.
NOT_INSTALLED = "not-installed"
NOT_FOUND = "not-found"
NOT_RESPONDING = "not-responding"
NO_AUDIO_DEVICE = "no-audio-device"
NO_ENGINE = "no-engine"
ERROR = "error"

_DETAILS = {"jaws": "JAWS", "Linux Speech Dispatcher": "speech-dispatcher"}


class Unavailable(Exception):
    def __init__(self, reason: str):
        super().__init__(reason)
        self.reason = reason


class Engine(Protocol):
    """A synthesizer for the tts backend: text in, the bytes of an audio file pygame can load out."""

    name: str

    def synthesize(self, text: str, lang: str, rate: int) -> bytes: ...


def _clamp(value: int) -> int:
    return min(100, max(0, int(value)))


def _piecewise(value: int, low: float, mid: float, high: float) -> int:
    """Map 0-100 onto an engine scale with 50 landing on the engine's default."""
    value = _clamp(value)
    if value <= 50:
        return round(low + (mid - low) * value / 50)
    return round(mid + (high - mid) * (value - 50) / 50)


def rate_to_wpm(rate: int) -> int:
    # 50 is espeak-ng's default 175 wpm; 100 reaches the speeds experienced players use.
    return _piecewise(rate, 80, 175, 600)


def _init_com() -> None:
    # COM outputs (JAWS, SAPI) must be created and used on an initialised thread.
    if platform.system() != "Windows":
        return
    for module in ("pythoncom", "comtypes"):
        try:
            __import__(module).CoInitialize()
        except Exception:
            pass


# ---------------------------------------------------------------- screen reader


def _find_screen_reader():
    """The first running screen reader accessible_output3 knows of: (output, detail)."""
    try:
        import accessible_output3
    except Exception as exc:
        log.info("accessible_output3 unavailable: %s", exc)
        raise Unavailable(NOT_INSTALLED)
    for cls in accessible_output3.get_output_classes():
        # System TTS (SAPI5, NSSpeechSynthesizer, libespeak) is self-voicing, not a screen reader.
        if getattr(cls, "system_output", False) or getattr(cls, "priority", 100) > 100:
            continue
        # Its constructor prints a complaint instead of raising when the module is absent.
        if cls.__name__ == "SpeechDispatcher" and importlib.util.find_spec("speechd") is None:
            continue
        try:
            output = cls()
            if not output.is_active():
                continue
            client = getattr(output, "_client", None)
            if client is not None and not client.list_output_modules():
                continue
        except Exception as exc:
            log.debug("screen reader %s not usable: %s", getattr(cls, "name", cls), exc)
            continue
        name = getattr(output, "name", cls.__name__)
        return output, _DETAILS.get(name, name)
    raise Unavailable(NOT_FOUND)


def _supports_braille(output) -> bool:
    try:
        from accessible_output3.outputs.base import Output
    except Exception:
        return False
    return getattr(type(output), "braille", None) not in (None, Output.braille)


class _ScreenReader:
    """Owns the output on one worker thread (COM outputs must stay on the thread that made them).

    speech-dispatcher can accept a first utterance and then stop answering when it has no
    audio device, so a watchdog reports a call that outlives the timeout through on_stall.
    """

    name = "screen-reader"

    def __init__(self, lang: str, rate: int, timeout: float, on_stall: Callable[["_ScreenReader"], None] | None = None):
        self.detail: str | None = None
        self._lang, self._rate = lang, rate
        self._timeout = timeout
        self._on_stall = on_stall
        self._commands: collections.deque = collections.deque()
        self._cond = threading.Condition()
        self._closed = False
        self._output = None
        self._braille = False
        self._current: tuple | None = None
        self._current_since = 0.0
        ready = threading.Event()
        outcome: dict = {}
        self._thread = threading.Thread(
            target=self._run, args=(ready, outcome), name="speech-screen-reader", daemon=True
        )
        self._thread.start()
        if not ready.wait(timeout):
            self.close()
            raise Unavailable(NOT_RESPONDING)
        if "reason" in outcome:
            raise Unavailable(outcome["reason"])
        self.detail = outcome["detail"]
        if on_stall is not None:
            threading.Thread(target=self._watch, name="speech-screen-reader-watchdog", daemon=True).start()

    def _run(self, ready: threading.Event, outcome: dict) -> None:
        _init_com()
        try:
            output, detail = _find_screen_reader()
            self._output = output
            self._braille = _supports_braille(output)
            self._apply_settings()
            outcome["detail"] = detail
        except Unavailable as exc:
            outcome["reason"] = exc.reason
        except Exception:
            log.exception("screen reader start failed")
            outcome["reason"] = ERROR
        ready.set()
        if "reason" in outcome:
            return
        while True:
            with self._cond:
                while not self._commands and not self._closed:
                    self._cond.wait()
                if self._closed:
                    break
                self._current = self._commands.popleft()
                self._current_since = time.monotonic()
            try:
                self._execute(self._current)
            except Exception:
                log.exception("screen reader call failed")
            with self._cond:
                self._current = None
        try:
            if hasattr(self._output, "close"):
                self._output.close()
        except Exception:
            log.debug("screen reader close failed", exc_info=True)

    def _execute(self, command: tuple) -> None:
        kind = command[0]
        if kind == "say":
            _, text, interrupt = command
            self._output.speak(text, interrupt=interrupt)
            if self._braille:
                self._output.braille(text)
        elif kind == "silence":
            self._output.silence()
        elif kind == "settings":
            self._apply_settings()

    def _apply_settings(self) -> None:
        # Only speech-dispatcher's client has its own voice; Windows and macOS readers keep the player's settings.
        client = getattr(self._output, "_client", None)
        if client is None:
            return
        try:
            client.set_language(self._lang)
            client.set_rate(_piecewise(self._rate, -100, 0, 100))
        except Exception as exc:
            log.info("speech-dispatcher refused a setting: %s", exc)

    def _watch(self) -> None:
        interval = min(0.25, self._timeout / 4)
        while True:
            time.sleep(interval)
            with self._cond:
                if self._closed:
                    return
                stalled = self._current is not None and time.monotonic() - self._current_since > self._timeout
            if stalled:
                log.warning("screen reader stopped answering")
                self._on_stall(self)
                return

    def take_unspoken(self) -> list[tuple[str, bool]]:
        """Close and hand back the lines the stuck reader never got out, in order."""
        with self._cond:
            commands = ([self._current] if self._current else []) + list(self._commands)
            self._closed = True
            self._commands.clear()
            self._cond.notify()
        return [(command[1], command[2]) for command in commands if command[0] == "say"]

    def _submit(self, command: tuple, drop_pending: bool = False) -> None:
        with self._cond:
            if drop_pending:
                self._commands.clear()
            self._commands.append(command)
            self._cond.notify()

    def say(self, text: str, interrupt: bool) -> None:
        self._submit(("say", text, interrupt), drop_pending=interrupt)

    def silence(self) -> None:
        self._submit(("silence",), drop_pending=True)

    def busy(self) -> bool:
        return False

    def speaking(self) -> bool | None:
        return None    # a screen reader does not say when a line ends

    def set_rate(self, rate: int) -> None:
        self._rate = rate
        self._submit(("settings",))

    def set_volume(self, volume: int) -> None:
        pass

    def set_lang(self, lang: str) -> None:
        self._lang = lang
        self._submit(("settings",))

    def close(self) -> None:
        with self._cond:
            self._closed = True
            self._commands.clear()
            self._cond.notify()


# ---------------------------------------------------------------- self-voicing tts


def _fix_wav_sizes(data: bytes) -> bytes:
    """espeak-ng --stdout can't seek back, so its RIFF and data sizes are placeholders."""
    if len(data) < 44 or data[:4] != b"RIFF" or data[8:12] != b"WAVE":
        return data
    index = data.find(b"data", 12)
    if index < 0:
        return data
    fixed = bytearray(data)
    struct.pack_into("<I", fixed, 4, len(fixed) - 8)
    struct.pack_into("<I", fixed, index + 4, len(fixed) - index - 8)
    return bytes(fixed)


class EspeakNg:
    name = "espeak-ng"

    def __init__(self, executable: str, timeout: float):
        self.executable = executable
        self.timeout = timeout
        listing = subprocess.run(
            [executable, "--voices"], capture_output=True, timeout=timeout, check=True
        ).stdout.decode("utf-8", "replace")
        self.languages = self._parse_languages(listing)

    @staticmethod
    def _parse_languages(listing: str) -> set[str]:
        languages: set[str] = set()
        for line in listing.splitlines()[1:]:
            fields = line.split()
            if len(fields) >= 2:
                languages.add(fields[1].lower())
            for part in line.split("(")[1:]:
                languages.add(part.split()[0].lower())
        return languages

    def voice_for(self, lang: str) -> str | None:
        lang = lang.lower().replace("_", "-")
        for candidate in (lang, lang.split("-")[0]):
            if candidate in self.languages:
                return candidate
        return None

    def synthesize(self, text: str, lang: str, rate: int) -> bytes:
        command = [self.executable, "--stdout", "--stdin", "-s", str(rate_to_wpm(rate)), "-a", "100"]
        voice = self.voice_for(lang)
        if voice:
            command += ["-v", voice]
        # Text goes through stdin so a line starting with "-" is never read as an option.
        result = subprocess.run(
            command, input=text.encode("utf-8"), capture_output=True,
            timeout=max(10.0, self.timeout * 5), check=True,
        )
        return _fix_wav_sizes(result.stdout)


class Pyttsx3Engine:
    """pyttsx3 rendering to a file (its own playback drops and reorders utterances); one thread only."""

    name = "pyttsx3"

    def __init__(self):
        import pyttsx3

        self._engine = pyttsx3.init()
        # Its espeak driver prints a line to stdout for every saved file.
        driver_module = sys.modules.get("pyttsx3.drivers.espeak")
        if driver_module is not None:
            driver_module.print = lambda *args, **kwargs: None
        self._voices = list(self._engine.getProperty("voices") or [])
        self._lang: str | None = None
        self._suffix = ".aiff" if platform.system() == "Darwin" else ".wav"

    def _select_voice(self, lang: str) -> None:
        wanted = lang.lower().replace("_", "-")
        for candidate in (wanted, wanted.split("-")[0]):
            for voice in self._voices:
                codes = [str(code).lower().replace("_", "-") for code in (voice.languages or [])]
                if any(code == candidate or code.startswith(candidate + "-") for code in codes):
                    self._engine.setProperty("voice", voice.id)
                    return

    def synthesize(self, text: str, lang: str, rate: int) -> bytes:
        if lang != self._lang:
            self._select_voice(lang)
            self._lang = lang
        self._engine.setProperty("rate", rate_to_wpm(rate))
        handle, path = tempfile.mkstemp(prefix="uno-speech-", suffix=self._suffix)
        os.close(handle)
        try:
            self._engine.save_to_file(text, path)
            self._engine.runAndWait()
            with open(path, "rb") as file:
                return file.read()
        finally:
            try:
                os.unlink(path)
            except OSError:
                pass


def _make_engine(timeout: float) -> Engine:
    executable = shutil.which("espeak-ng")
    if executable:
        try:
            return EspeakNg(executable, timeout)
        except Exception as exc:
            log.info("espeak-ng not usable: %s", exc)
    try:
        return Pyttsx3Engine()
    except Exception as exc:
        log.info("pyttsx3 not usable: %s", exc)
    raise Unavailable(NO_ENGINE)


class _MixerPlayer:
    """Plays synthesized audio on the mixer channel reserved for speech."""

    def __init__(self):
        import pygame

        self._pygame = pygame
        self.volume = 1.0

    def _channel(self):
        return self._pygame.mixer.Channel(sound.SPEECH_CHANNEL)

    def load(self, data: bytes):
        return self._pygame.mixer.Sound(file=io.BytesIO(data))

    def play(self, clip) -> None:
        channel = self._channel()
        channel.set_volume(self.volume)
        channel.play(clip)

    def busy(self) -> bool:
        try:
            return bool(self._channel().get_busy())
        except Exception:
            return False

    def stop(self) -> None:
        try:
            self._channel().stop()
        except Exception:
            log.debug("speech channel stop failed", exc_info=True)

    def set_volume(self, volume: float) -> None:
        self.volume = volume
        try:
            if self.busy():
                self._channel().set_volume(volume)
        except Exception:
            log.debug("speech volume change failed", exc_info=True)


_running_tts: "weakref.WeakSet[_Tts]" = weakref.WeakSet()
_atexit_lock = threading.Lock()
_atexit_registered = False


def _close_running_tts() -> None:
    for tts in list(_running_tts):
        tts.close()


def _track(tts: "_Tts") -> None:
    # A worker still inside pygame.mixer when pygame's own atexit quit runs crashes the process.
    # Registered after pygame is imported, so this runs first (atexit is last in, first out).
    global _atexit_registered
    with _atexit_lock:
        if not _atexit_registered:
            atexit.register(_close_running_tts)
            _atexit_registered = True
    _running_tts.add(tts)


class _Tts:
    """Synthesis on a worker thread, playback in order on one channel.

    Each utterance carries the generation it was queued in; interrupt=True starts a new
    generation, so anything older is dropped wherever it is (queued, synthesizing, waiting).
    """

    name = "tts"
    _POLL = 0.005
    FAILURES = 3    # utterances failing in a row before the next backend takes over

    def __init__(self, lang: str, rate: int, volume: int, timeout: float, engine: Engine | None = None,
                 on_stall: Callable[["_Tts", str], None] | None = None):
        if not sound.open_mixer():
            raise Unavailable(NO_AUDIO_DEVICE)
        self._player = _MixerPlayer()
        self._player.set_volume(sound.volume_gain(volume))
        self._lang, self._rate = lang, rate
        self._queue: collections.deque = collections.deque()
        self._cond = threading.Condition()
        self._generation = 0
        self._working = False
        self._closed = False
        self._engine = engine
        self._on_stall = on_stall
        self._failed: list[str] = []    # the lines of the current run of failures
        self.detail: str | None = None
        ready = threading.Event()
        outcome: dict = {}
        self._thread = threading.Thread(
            target=self._run, args=(ready, outcome, timeout), name="speech-tts", daemon=True
        )
        self._thread.start()
        _track(self)
        if not ready.wait(timeout):
            # The worker may be stuck inside the engine: flag it to stop, don't wait for it.
            with self._cond:
                self._closed = True
            raise Unavailable(NOT_RESPONDING)
        if "reason" in outcome:
            raise Unavailable(outcome["reason"])
        self.detail = outcome["detail"]

    def _run(self, ready: threading.Event, outcome: dict, timeout: float) -> None:
        _init_com()
        try:
            if self._engine is None:
                self._engine = _make_engine(timeout)
            outcome["detail"] = self._engine.name
        except Unavailable as exc:
            outcome["reason"] = exc.reason
        except Exception:
            log.exception("tts start failed")
            outcome["reason"] = ERROR
        ready.set()
        if "reason" in outcome:
            return
        while True:
            with self._cond:
                while not self._queue and not self._closed:
                    self._cond.wait()
                if self._closed:
                    break
                generation, text = self._queue.popleft()
                self._working = True
                lang, rate = self._lang, self._rate
            try:
                self._speak(generation, text, lang, rate)
                self._failed.clear()
            except Exception:
                log.exception("tts utterance failed")
                self._failed.append(text)
            finally:
                with self._cond:
                    self._working = False
                    self._cond.notify_all()
            if len(self._failed) >= self.FAILURES and self._on_stall is not None:
                self._on_stall(self, ERROR)  # it hands back what it never said
                break
        # Free the engine on this thread: pyttsx3 complains if it is collected at interpreter exit.
        self._engine = None

    def _speak(self, generation: int, text: str, lang: str, rate: int) -> None:
        data = self._engine.synthesize(text, lang, rate)
        if not data or generation != self._generation:
            return
        clip = self._player.load(data)
        with self._cond:
            # Wait for the previous utterance to finish; an interrupt or close wakes us early.
            while generation == self._generation and not self._closed and self._player.busy():
                self._cond.wait(self._POLL)
            if generation == self._generation and not self._closed:
                self._player.play(clip)

    def say(self, text: str, interrupt: bool) -> None:
        with self._cond:
            if interrupt:
                self._drop_all()
            self._queue.append((self._generation, text))
            self._cond.notify_all()

    def take_unspoken(self) -> list[tuple[str, bool]]:
        """Close and hand back the lines that failed and those still queued, in order."""
        with self._cond:
            lines = self._failed + [text for generation, text in self._queue
                                    if generation == self._generation]
            self._closed = True
            self._queue.clear()
            self._cond.notify_all()
        return [(text, False) for text in lines]

    def _drop_all(self) -> None:
        self._generation += 1
        self._queue.clear()
        self._player.stop()

    def silence(self) -> None:
        with self._cond:
            self._drop_all()
            self._cond.notify_all()

    def busy(self) -> bool:
        with self._cond:
            return bool(self._queue) or self._working or self._player.busy()

    def speaking(self) -> bool:
        return self.busy()

    def set_rate(self, rate: int) -> None:
        self._rate = rate

    def set_volume(self, volume: int) -> None:
        self._player.set_volume(sound.volume_gain(volume))

    def set_lang(self, lang: str) -> None:
        self._lang = lang

    def close(self) -> None:
        with self._cond:
            self._closed = True
            self._drop_all()
            self._cond.notify_all()
        if self._thread.is_alive() and self._thread is not threading.current_thread():
            self._thread.join(0.5)


# ---------------------------------------------------------------- text and recording


class _Text:
    name = "text"
    detail = None
    paced = False       # at a terminal its reader takes time: the end is estimated

    def say(self, text: str, interrupt: bool) -> None:
        print(text, flush=True)

    def silence(self) -> None:
        pass

    def busy(self) -> bool:
        return False

    def speaking(self) -> bool | None:
        return None if self.paced else False

    @property
    def instant(self) -> bool:
        return not self.paced

    def set_rate(self, rate: int) -> None:
        pass

    def set_volume(self, volume: int) -> None:
        pass

    def set_lang(self, lang: str) -> None:
        pass

    def close(self) -> None:
        pass


class _Recording(_Text):
    """Speaks instantly and keeps everything, so tests never wait on busy()."""

    name = "recording"

    def __init__(self):
        self.recorded: list[tuple[str, bool]] = []
        self.pending: list[str] = []

    def say(self, text: str, interrupt: bool) -> None:
        self.recorded.append((text, interrupt))
        if interrupt:
            self.pending.clear()
        self.pending.append(text)

    def silence(self) -> None:
        self.pending.clear()


# ---------------------------------------------------------------- public interface


class Speech:
    """One speech output.

    name: the backend in use; detail: which reader or engine; missing: (backend, reason) for
    each backend tried and skipped; lines: everything said, in order.
    The recording backend also keeps `recorded` ((text, interrupt) per call) and `pending`
    (what a real engine would still be saying: cleared by interrupt=True and silence()).
    """

    def __init__(
        self,
        backend: str = "auto",
        *,
        lang: str = "en",
        rate: int = 50,
        volume: int = 80,
        timeout: float = 2.0,
        engine: Engine | None = None,
        paced: bool = False,
    ):
        self.lang = lang
        self.rate = _clamp(rate)
        self.volume = _clamp(volume)
        self.timeout = timeout
        self.lines: list[str] = []
        self.missing: list[tuple[str, str]] = []
        self._engine = engine
        self._lock = threading.RLock()
        self._closed = False
        if backend == "recording":
            self._chain: tuple[str, ...] = ("recording",)
            self._backend = _Recording()
        else:
            if backend not in _CHAINS:
                raise ValueError(f"unknown speech backend: {backend!r}")
            self._chain = _CHAINS[backend]
            self._backend = self._first_available(self._chain)
        if isinstance(self._backend, _Text) and not isinstance(self._backend, _Recording):
            self._backend.paced = paced
        self.name: str = self._backend.name
        self.detail: str | None = self._backend.detail

    def _first_available(self, chain: tuple[str, ...]):
        for name in chain:
            try:
                if name == "screen-reader":
                    return _ScreenReader(self.lang, self.rate, self.timeout, on_stall=self._fail_over)
                if name == "tts":
                    return _Tts(self.lang, self.rate, self.volume, self.timeout, self._engine,
                                on_stall=self._fail_over)
                return _Text()
            except Unavailable as exc:
                self.missing.append((name, exc.reason))
            except Exception:
                log.exception("speech backend %s failed to start", name)
                self.missing.append((name, ERROR))
        return _Text()

    def _fail_over(self, stuck, reason: str = NOT_RESPONDING) -> None:
        """Move to the next backend when the screen reader hangs or synthesis keeps failing,
        replaying what it never said."""
        if self._backend is not stuck:
            return
        self.missing.append((stuck.name, reason))
        # Start the replacement outside the lock: say() keeps queueing on the stuck one meanwhile.
        replacement = self._first_available(self._chain[self._chain.index(stuck.name) + 1:])
        with self._lock:
            unspoken = stuck.take_unspoken()
            if self._closed:
                replacement.close()
                return
            self._backend = replacement
            self.name = self._backend.name
            self.detail = self._backend.detail
            for text, interrupt in unspoken:
                self._backend.say(text, interrupt)

    @property
    def recorded(self) -> list[tuple[str, bool]]:
        return getattr(self._backend, "recorded", [])

    @property
    def pending(self) -> list[str]:
        return getattr(self._backend, "pending", [])

    def say(self, text: str, interrupt: bool = False) -> None:
        try:
            text = str(text)
            if not text.strip():
                if interrupt:
                    self.silence()
                return
            self.lines.append(text)
            with self._lock:
                self._backend.say(text, interrupt)
        except Exception:
            log.exception("speech failed")

    def silence(self) -> None:
        try:
            with self._lock:
                self._backend.silence()
        except Exception:
            log.exception("silence failed")

    def busy(self) -> bool:
        try:
            return bool(self._backend.busy())
        except Exception:
            log.exception("busy check failed")
            return False

    def speaking(self) -> bool | None:
        """Whether the line handed over last is still being heard; None when the backend
        cannot tell (a screen reader), so its end is estimated."""
        try:
            return self._backend.speaking()
        except Exception:
            log.exception("speaking check failed")
            return None

    def estimate(self, text: str) -> float:
        """Seconds `text` takes to say at the current rate (none for a voice that takes no
        time: a recording, text printed for a script)."""
        if getattr(self._backend, "instant", False):
            return 0.0
        words = max(1, len(str(text).split()))
        return words * 60.0 / rate_to_wpm(self.rate) + 0.1

    def set_rate(self, rate: int) -> None:
        self.rate = _clamp(rate)
        self._call("set_rate", self.rate)

    def set_volume(self, volume: int) -> None:
        self.volume = _clamp(volume)
        self._call("set_volume", self.volume)

    def set_lang(self, lang: str) -> None:
        self.lang = lang
        self._call("set_lang", lang)

    def _call(self, method: str, value) -> None:
        try:
            with self._lock:
                getattr(self._backend, method)(value)
        except Exception:
            log.exception("speech %s failed", method)

    def close(self) -> None:
        try:
            with self._lock:
                self._closed = True
                self._backend.close()
        except Exception:
            log.exception("speech close failed")
