"""Speech output with backends tried in order: the player's screen reader, self-voicing TTS, plain text.

say() never blocks and never raises: screen-reader calls and synthesis run on worker threads,
so a hung speech server or a slow synthesizer can't freeze the game. The one exception is
the in-process espeak-ng, which makes a line in a few milliseconds: when nothing is queued
it makes and starts the line on the caller's thread, so the answer to a key plays at once.
Likewise a line for speech-dispatcher is written to its socket on the caller's thread when
nothing is waiting, without waiting for the answer.
"""

from __future__ import annotations

import array
import atexit
import collections
import ctypes
import ctypes.util
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

from . import sound, ssip

log = logging.getLogger(__name__)

BACKENDS = ("screen-reader", "tts", "text")
_CHAINS = {
    "auto": BACKENDS,
    "screen-reader": BACKENDS,
    "tts": ("tts", "text"),
    "text": ("text",),
    # The console's own choice, not the player's: printed text, read by the terminal's screen
    # reader (a voice on top would speak twice); the start says how to get a voice.
    "console": ("text",),
}

# Reasons recorded in Speech.missing.
NOT_INSTALLED = "not-installed"
NOT_FOUND = "not-found"
NOT_RESPONDING = "not-responding"
NO_AUDIO_DEVICE = "no-audio-device"
NO_ENGINE = "no-engine"
NO_SPEECH_DISPATCHER = "no-speech-dispatcher"
NO_AUDIO_OUTPUT = "no-audio-output"
ERROR = "error"
SLOW = "slow"       # no answer yet: the reader is taken as soon as it answers
# Reasons that only say no screen reader is there: worth telling only when one was asked for.
ABSENT = (NOT_INSTALLED, NOT_FOUND, NO_SPEECH_DISPATCHER, SLOW)

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


# Seconds of speech per letter, per pause (, . ; : ! ?) and per word at 60 words a minute, and
# a fixed part: fitted to espeak-ng reading the game's own messages (median error 6-10 %).
_TIMING = {"en": (0.171, 0.49, 0.053, 0.05), "es": (0.192, 0.41, 0.031, 0.05),
           "pt": (0.186, 0.50, 0.087, 0.05)}


def estimate_seconds(text: str, lang: str, rate: int) -> float:
    """How long `text` takes to say at `rate` (0-100) in `lang`: for backends that cannot tell."""
    letter, pause, word, fixed = _TIMING.get(lang.lower().replace("_", "-").split("-")[0], _TIMING["en"])
    letters = sum(ch.isalnum() for ch in text)
    pauses = sum(ch in ",.;:!?" for ch in text)
    words = len(text.split())
    if not words:
        return 0.0
    return fixed + (letter * letters + pause * pauses + word * words) * 60.0 / rate_to_wpm(rate)


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


class _SpeechDispatcher:
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
            log.info("speech-dispatcher not reachable: %s", exc)
            installed = getattr(exc, "installed", ssip.installed())
            raise Unavailable(NOT_FOUND if installed else NO_SPEECH_DISPATCHER)
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
        for command in (f"SET self LANGUAGE {lang}", f"SET self RATE {_piecewise(rate, -100, 0, 100)}",
                        f"SET self VOLUME {2 * _clamp(volume) - 100}"):
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


def _load_libraries() -> None:
    """Load what finding the reader needs before its answer is timed: on a first start, with
    an antivirus scanning the DLLs, this alone has taken seconds. On Windows that is NVDA's
    client only: NVDA, most players' reader, is then found without waiting for pywin32 and
    accessible_output3, which the other readers need (and whose late answer is still taken)."""
    if sys.platform.startswith("linux"):
        return
    if platform.system() == "Windows":
        from .nvda import Nvda
        Nvda.client()
        return
    try:
        import accessible_output3.outputs  # noqa: F401
    except Exception as exc:
        log.info("accessible_output3 unavailable: %s", exc)


def _find_screen_reader(lang: str = "en", rate: int = 50, volume: int = 80, timeout: float = 2.0,
                        asked: bool = False):
    """The first running screen reader: (output, detail). On Linux that is speech-dispatcher
    (Orca speaks through it); it is started only when a screen reader was asked for."""
    reason = NOT_FOUND
    if sys.platform.startswith("linux"):
        # accessible_output3 knows of no other reader here: not loading it saves the launch time.
        try:
            return _SpeechDispatcher(lang, rate, volume, timeout, autospawn=asked), "speech-dispatcher"
        except Unavailable as exc:
            raise Unavailable(exc.reason) from None
    nvda_known = False
    if platform.system() == "Windows":
        from .nvda import Nvda
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


def _supports_braille(output) -> bool:
    if getattr(output, "brailles", False):
        return True
    try:
        from accessible_output3.outputs.base import Output
    except Exception:
        return False
    return getattr(type(output), "braille", None) not in (None, Output.braille)


class _ScreenReader:
    """Owns the output on one worker thread (COM outputs must stay on the thread that made them).

    It is made at once and looks for a reader on its worker: `answered()` waits for the
    answer, which may come late (then it is still taken, see Speech._look_for_reader). A
    reader can accept a first utterance and then stop answering, raise on every line (VoiceOver
    that may not be controlled with AppleScript), or, as speech-dispatcher with no working
    audio output, begin a line and never end it: a watchdog reports each through on_stall.
    """

    name = "screen-reader"
    FAILURES = 3    # lines failing in a row before the next voice takes over

    def __init__(self, lang: str, rate: int, timeout: float,
                 on_stall: Callable[["_ScreenReader", str], None] | None = None,
                 volume: int = 80, asked: bool = False):
        self.detail: str | None = None
        self.reason: str | None = None
        self._lang, self._rate, self._volume = lang, rate, volume
        self._asked = asked
        self._timeout = timeout
        self._on_stall = on_stall
        self._commands: collections.deque = collections.deque()
        self._cond = threading.Condition()
        self._closed = False
        self._output = None
        self._braille = False
        self._current: tuple | None = None
        self._current_since = 0.0
        self._failed: list[tuple] = []      # the lines of the current run of failures
        self._loaded = threading.Event()
        self.ready = threading.Event()
        self._thread = threading.Thread(target=self._run, name="speech-screen-reader", daemon=True)
        self._thread.start()

    def answered(self, timeout: float, load_limit: float) -> bool:
        """Whether the reader answered (found or not) within `timeout` seconds, counted once
        its libraries have loaded (waited for up to `load_limit`)."""
        self._loaded.wait(load_limit)
        return self.ready.wait(timeout)

    def _run(self) -> None:
        _init_com()
        try:
            _load_libraries()
        finally:
            self._loaded.set()
        try:
            output, detail = _find_screen_reader(self._lang, self._rate, self._volume, self._timeout,
                                                 self._asked)
            self._output = output
            self._braille = _supports_braille(output)
            self._apply_settings()
            self.detail = detail
        except Unavailable as exc:
            self.reason = exc.reason
        except Exception:
            log.exception("screen reader start failed")
            self.reason = ERROR
        if self.reason is None and self._on_stall is not None:
            threading.Thread(target=self._watch, name="speech-screen-reader-watchdog", daemon=True).start()
        self.ready.set()
        if self.reason is not None:
            return
        while True:
            with self._cond:
                while not self._commands and not self._closed:
                    self._cond.wait()
                if self._closed:
                    break
                self._current = self._commands.popleft()
                self._current_since = time.monotonic()
            failed = False
            try:
                self._execute(self._current)
            except Exception:
                log.exception("screen reader call failed")
                failed = self._current[0] == "say"
            with self._cond:
                if failed:
                    self._failed.append(self._current)
                elif self._current[0] == "say":
                    self._failed.clear()
                self._current = None
                failing = len(self._failed) >= self.FAILURES and not self._closed
            if failing and self._on_stall is not None:
                log.warning("screen reader failed %d lines in a row", len(self._failed))
                self._on_stall(self, ERROR)     # it hands back what it never said
                break
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
        # Only speech-dispatcher has a voice of the game's own; Windows and macOS readers keep the player's settings.
        if hasattr(self._output, "configure"):
            self._output.configure(self._lang, self._rate, self._volume)

    def _watch(self) -> None:
        interval = min(0.25, self._timeout / 4)
        while True:
            time.sleep(interval)
            now = time.monotonic()
            with self._cond:
                if self._closed:
                    return
                stuck = self._current is not None and now - self._current_since > self._timeout
            failure = NOT_RESPONDING if stuck else (
                self._output.failure(now) if hasattr(self._output, "failure") else None)
            if failure:
                log.warning("screen reader failed: %s", failure)
                self._on_stall(self, failure)
                return

    def take_unspoken(self) -> list[tuple[str, bool]]:
        """Close and hand back the lines the failed reader never got out, in order."""
        unheard = self._output.unheard() if hasattr(self._output, "unheard") else []
        with self._cond:
            commands = self._failed + ([self._current] if self._current else []) + list(self._commands)
            self._closed = True
            self._failed = []
            self._commands.clear()
            self._cond.notify()
        said = [text for text in unheard if not any(c[0] == "say" and c[1] == text for c in commands)]
        return [(text, False) for text in said] + [
            (command[1], command[2]) for command in commands if command[0] == "say"]

    def _submit(self, command: tuple, drop_pending: bool = False) -> None:
        with self._cond:
            if drop_pending:
                self._commands.clear()
            self._commands.append(command)
            self._cond.notify()

    def say(self, text: str, interrupt: bool) -> None:
        post = getattr(self._output, "post", None)
        if post is not None and not self._braille:
            # Sent from here when the worker is idle: handing it over costs a thread switch,
            # which waits for the interpreter while the window draws.
            with self._cond:
                if not self._closed and not self._commands and self._current is None and post(text, interrupt):
                    return
        self._submit(("say", text, interrupt), drop_pending=interrupt)

    def silence(self) -> None:
        self._submit(("silence",), drop_pending=True)

    def busy(self) -> bool:
        return False

    def speaking(self) -> bool | None:
        """speech-dispatcher and NVDA 2024.1 or later tell; other readers (JAWS, older NVDA)
        cannot: None."""
        if not hasattr(self._output, "speaking") or self._output.speaking() is None:
            return None
        with self._cond:
            if any(command[0] == "say" for command in self._commands) or (
                    self._current is not None and self._current[0] == "say"):
                return True
        return bool(self._output.speaking())

    def set_rate(self, rate: int) -> None:
        self._rate = rate
        self._submit(("settings",))

    def set_volume(self, volume: int) -> None:
        self._volume = volume
        self._submit(("settings",))

    def set_lang(self, lang: str) -> None:
        self._lang = lang
        self._submit(("settings",))

    def close(self) -> None:
        with self._cond:
            self._closed = True
            self._commands.clear()
            self._cond.notify()
        # The output is closed on its own thread; waiting a little lets speech-dispatcher be
        # told to stop before the game is gone.
        if self._thread.is_alive() and self._thread is not threading.current_thread():
            self._thread.join(0.5)


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


def _wav(pcm: bytes, rate: int) -> bytes:
    """A mono 16-bit WAV file around little-endian samples."""
    return (b"RIFF" + struct.pack("<I", 36 + len(pcm)) + b"WAVEfmt "
            + struct.pack("<IHHIIHH", 16, 1, 1, rate, rate * 2, 2, 16)
            + b"data" + struct.pack("<I", len(pcm)) + pcm)


def _builtin_espeak() -> tuple[str, str] | None:
    """The built-in voice: libespeak-ng and its voice data (en, es, pt among them) from the
    espeakng-loader package, the same on every system and reached by no environment variable."""
    try:
        import espeakng_loader
        library, data = espeakng_loader.get_library_path(), espeakng_loader.get_data_path()
    except Exception as exc:
        log.info("the built-in espeak-ng is not installed: %s", exc)
        return None
    return (library, data) if os.path.isfile(library) else None


def _espeak_libraries() -> list[tuple[str, str | None]]:
    """The libespeak-ng libraries to try, each with its voice data folder (None: its own):
    the built-in one first (see the README's Speech section for why), then the system's."""
    found = [_builtin_espeak(), (_espeak_library(), None)]
    return [entry for entry in found if entry is not None and entry[0] is not None]


def _c_path(path: str) -> bytes:
    """A folder's name as libespeak-ng opens it (the ANSI code page on Windows)."""
    if platform.system() != "Windows":
        return os.fsencode(path)
    try:
        return path.encode("mbcs", "strict")
    except UnicodeError:
        # A folder the ANSI code page cannot spell: its short 8.3 name can be.
        buffer = ctypes.create_unicode_buffer(1024)
        if ctypes.windll.kernel32.GetShortPathNameW(path, buffer, len(buffer)):
            return buffer.value.encode("mbcs", "replace")
        raise


def _espeak_library() -> str | None:
    found = ctypes.util.find_library("espeak-ng")
    if found:
        return found
    # Windows' installer puts it in its own folder, not on the PATH.
    installed = [os.path.join(os.environ[folder], "eSpeak NG", "libespeak-ng.dll")
                 for folder in ("ProgramFiles", "ProgramFiles(x86)") if os.environ.get(folder)]
    for name in ("libespeak-ng.so.1", "libespeak-ng.dylib", "libespeak-ng.dll", *installed):
        try:
            ctypes.CDLL(name)
            return name
        except OSError:
            continue
    return None


_SYNTH_CALLBACK = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.POINTER(ctypes.c_short), ctypes.c_int, ctypes.c_void_p)
# The library has one voice, one callback and no thread safety for the whole process: every
# engine takes this lock, and the last one to synthesize owns the voice and the callback.
_espeak_lock = threading.Lock()
_espeak_started: dict[str, object] = {}     # library path -> (library, sample rate)
_espeak_owner: list = [None]


class LibEspeakNg:
    """libespeak-ng in this process: its voice stays loaded, so a line is ready in a few
    milliseconds, where starting an espeak-ng program for each line costs tens, more on a
    busy machine."""

    name = "espeak-ng"
    inline = True           # a line takes milliseconds, and streams: it may be made on the caller's thread
    _SYNCHRONOUS = 2        # AUDIO_OUTPUT_SYNCHRONOUS: samples come back through the callback
    _DONT_EXIT = 0x8000     # espeakINITIALIZE_DONT_EXIT: missing voice data is an error, not exit()
    _UTF8 = 1               # espeakCHARS_UTF8
    _CHARACTER = 1          # POS_CHARACTER
    _RATE = 1               # espeakRATE
    _BUFFER_MS = 150        # samples come back in parts this long, the first one at once
    _QUIET = 160            # samples below this at the start are silence (under -46 dBFS)
    _LEAD = 44              # samples of that silence kept (2 ms at 22050 Hz)

    def __init__(self, library: str | None = None, data: str | None = None):
        if library is None:
            found = _espeak_libraries()
            if not found:
                raise OSError("libespeak-ng not found")
            library, data = found[0]
        path = library
        with _espeak_lock:
            if path not in _espeak_started:
                _espeak_started[path] = self._start(path, data)
            self._lib, self.sample_rate = _espeak_started[path]
        self.library = path
        self._sink: Callable[[bytes], bool] | None = None
        self._error: BaseException | None = None
        self._callback = _SYNTH_CALLBACK(self._collect)   # kept alive: the library holds only a pointer
        self._lang: str | None = None
        self._wpm: int | None = None
        self.voice: str | None = None

    @classmethod
    def _start(cls, path: str, data: str | None = None):
        lib = ctypes.CDLL(path)
        lib.espeak_Initialize.argtypes = [ctypes.c_int, ctypes.c_int, ctypes.c_char_p, ctypes.c_int]
        lib.espeak_SetSynthCallback.argtypes = [_SYNTH_CALLBACK]
        lib.espeak_SetVoiceByName.argtypes = [ctypes.c_char_p]
        lib.espeak_SetParameter.argtypes = [ctypes.c_int, ctypes.c_int, ctypes.c_int]
        lib.espeak_Synth.argtypes = [ctypes.c_void_p, ctypes.c_size_t, ctypes.c_uint, ctypes.c_int,
                                     ctypes.c_uint, ctypes.c_uint, ctypes.c_void_p, ctypes.c_void_p]
        # Without _DONT_EXIT, missing voice data would end the whole game with exit().
        sample_rate = lib.espeak_Initialize(cls._SYNCHRONOUS, cls._BUFFER_MS,
                                            _c_path(data) if data else None, cls._DONT_EXIT)
        if sample_rate <= 0 or lib.espeak_SetVoiceByName(b"en") != 0:
            raise OSError("libespeak-ng could not start (no voice data?)")
        return lib, sample_rate

    def _collect(self, wav, count, events) -> int:
        # An exception must not escape into C (ctypes would print it to the terminal).
        try:
            if count > 0 and wav and self._sink is not None:
                return 0 if self._sink(ctypes.string_at(wav, count * 2)) is not False else 1
            return 0
        except BaseException as exc:
            self._error = exc
            return 1

    def _trim_start(self, pcm: bytes) -> bytes:
        """Without the silence a line starts with (up to 50 ms before a plosive such as the
        t of "Top card"): the first sound is heard that much sooner. b"" if all silent."""
        samples = array.array("h", pcm[:len(pcm) // 2 * 2])
        for index, value in enumerate(samples):
            if abs(value) > self._QUIET:
                return samples[max(0, index - self._LEAD):].tobytes()
        return b""

    def _select_voice(self, lang: str) -> None:
        wanted = lang.lower().replace("_", "-")
        for candidate in dict.fromkeys((wanted, wanted.split("-")[0])):
            if self._lib.espeak_SetVoiceByName(candidate.encode("ascii", "replace")) == 0:
                self.voice = candidate
                break
        self._wpm = None    # a new voice starts at its own speed

    def stream(self, text: str, lang: str, rate: int, on_part: Callable[[bytes], bool | None]) -> None:
        """Hand the line's samples (16-bit little-endian mono at sample_rate, the leading
        silence left out) to on_part as they are made; on_part returning False stops it."""
        data = text.encode("utf-8") + b"\0"
        lead = [True]

        def part(pcm: bytes):
            if lead[0]:
                pcm = self._trim_start(pcm)
                if not pcm:
                    return True
                lead[0] = False
            if sys.byteorder == "big":
                samples = array.array("h", pcm)
                samples.byteswap()
                pcm = samples.tobytes()
            return on_part(pcm)

        with _espeak_lock:
            if _espeak_owner[0] is not self:
                self._lib.espeak_SetSynthCallback(self._callback)
                _espeak_owner[0] = self
                self._lang = self._wpm = None
            if lang != self._lang:
                self._select_voice(lang)
                self._lang = lang
            wpm = rate_to_wpm(rate)
            if wpm != self._wpm:
                self._lib.espeak_SetParameter(self._RATE, wpm, 0)
                self._wpm = wpm
            self._sink, self._error = part, None
            try:
                result = self._lib.espeak_Synth(data, len(data), 0, self._CHARACTER, 0, self._UTF8, None, None)
            finally:
                self._sink = None
            error, self._error = self._error, None
        if error is not None:
            raise error
        if result != 0:
            raise RuntimeError(f"espeak_Synth failed ({result})")

    def synthesize(self, text: str, lang: str, rate: int) -> bytes:
        parts: list[bytes] = []
        self.stream(text, lang, rate, parts.append)
        return _wav(b"".join(parts), self.sample_rate) if parts else b""


class Pyttsx3Engine:
    """pyttsx3 rendering to a file (its own playback drops and reorders utterances); one thread only."""

    name = "pyttsx3"

    def __init__(self):
        if platform.system() not in ("Windows", "Darwin"):
            # Its only driver here is libespeak-ng (tried before it), which it starts in a way
            # that ends the whole process with exit() when the voice data is missing.
            raise OSError("pyttsx3 would speak through libespeak-ng")
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
        # The language's own voice first ("en", not the first "en-..." listed, which is en-029).
        for candidate in (wanted, wanted.split("-")[0]):
            for exact in (True, False):
                for voice in self._voices:
                    codes = [_language_code(code) for code in (voice.languages or [])]
                    # espeak's "en" voice is listed as en-gb; its id ("gmw/en") names it.
                    codes.append(_language_code(str(voice.id).replace("\\", "/").split("/")[-1]))
                    if any(code == candidate or (not exact and code.startswith(candidate + "-"))
                           for code in codes):
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


def _language_code(code) -> str:
    # Some drivers list bytes with a priority byte in front (b"\x05en").
    if isinstance(code, bytes):
        code = code.decode("ascii", "replace")
    return "".join(ch for ch in str(code) if ch.isprintable()).lower().replace("_", "-")


def _make_engine(timeout: float) -> Engine:
    """The in-process espeak-ng library (the built-in one, then the system's), then the
    espeak-ng program, then pyttsx3 (SAPI on Windows, the system voice on macOS)."""
    for library, data in _espeak_libraries():
        try:
            return LibEspeakNg(library, data)
        except Exception as exc:
            log.info("libespeak-ng %s not usable: %s", library, exc)
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

    def follow(self, clip) -> None:
        """Play `clip` right after the one playing, with no gap (at once if none is)."""
        self._channel().queue(clip)

    def busy(self) -> bool:
        try:
            return bool(self._channel().get_busy())
        except Exception:
            return False

    def stop(self) -> None:
        try:
            channel = self._channel()
            channel.stop()
            # pygame-ce starts the clip queued to follow when the channel is stopped (pygame
            # drops it): stopping again stops that one, whose place in the queue is now empty.
            if channel.get_busy():
                channel.stop()
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


def _no_samples(data: bytes) -> bool:
    """Whether an audio file (WAV or AIFF) holds no samples at all."""
    if not data:
        return True
    chunk = {b"RIFF": b"data", b"FORM": b"SSND"}.get(data[:4])
    if chunk is None:
        return False
    index = data.find(chunk, 12)
    if index < 0:
        return True
    size = struct.unpack("<I" if chunk == b"data" else ">I", data[index + 4:index + 8].ljust(4, b"\0"))[0]
    # espeak-ng --stdout leaves the size a placeholder (fixed by _fix_wav_sizes); AIFF's SSND
    # starts with 8 bytes of offsets.
    return min(size, len(data) - index - 8) <= (8 if chunk == b"SSND" else 0)


def _audible(text: str) -> bool:
    """Whether a voice makes some sound for `text` (a line of dots makes none)."""
    return any(ch.isalnum() for ch in text)


class _Tts:
    """Synthesis on a worker thread (or at once on the caller's, for an engine that makes a
    line in milliseconds and nothing is queued), playback in order on one channel.

    Each utterance carries the generation it was queued in; interrupt=True starts a new
    generation, so anything older is dropped wherever it is (queued, synthesizing, waiting).
    """

    name = "tts"
    _POLL = 0.005
    FAILURES = 3    # utterances failing in a row before the next backend takes over
    HANG = 10.0     # seconds one line may take to make before the engine counts as hung

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
        self._making: tuple[str, float] | None = None   # the line the worker is making, since when
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
        if on_stall is not None:
            threading.Thread(target=self._watch, name="speech-tts-watchdog", daemon=True).start()

    def _watch(self) -> None:
        """Hand over to the next voice when the engine hangs making a line."""
        while True:
            time.sleep(0.25)
            with self._cond:
                if self._closed:
                    return
                making = self._making
                hung = making is not None and time.monotonic() - making[1] > self.HANG
                if hung:
                    self._failed.append(making[0])
            if hung:
                log.warning("tts engine hung making a line")
                self._on_stall(self, NOT_RESPONDING)
                return

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
                self._making = (text, time.monotonic())
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
                    self._making = None
                    self._cond.notify_all()
            if self._closed:
                break
            if len(self._failed) >= self.FAILURES and self._on_stall is not None:
                self._on_stall(self, ERROR)  # it hands back what it never said
                break
        # Free the engine on this thread: pyttsx3 complains if it is collected at interpreter exit.
        self._engine = None

    def _speak(self, generation: int, text: str, lang: str, rate: int) -> None:
        data = self._engine.synthesize(text, lang, rate)
        if generation != self._generation:
            return
        if _no_samples(data):
            # Never loaded: pygame-ce frees a clip of no samples twice, which ends the process.
            if _audible(text):
                raise RuntimeError("the engine made no sound")
            return
        clip = self._player.load(data)
        with self._cond:
            self._making = None     # made: waiting for the line before it to end is no hang
            # Wait for the previous utterance to finish; an interrupt or close wakes us early.
            while generation == self._generation and not self._closed and self._player.busy():
                self._cond.wait(self._POLL)
            if generation == self._generation and not self._closed:
                self._player.play(clip)

    FIRST_PART = 0.1    # seconds of a line made before it starts playing; the rest follows

    def _stream(self, generation: int, text: str, lang: str, rate: int) -> None:
        """Start the line once its first part is made, and queue the rest behind it."""
        sample_rate = self._engine.sample_rate
        first = int(sample_rate * self.FIRST_PART) * 2
        made: list[bytes] = []
        started = [False]

        def part(pcm: bytes):
            if generation != self._generation or self._closed:
                return False
            made.append(pcm)
            if not started[0] and sum(map(len, made)) >= first:
                self._player.play(self._player.load(_wav(b"".join(made), sample_rate)))
                made.clear()
                started[0] = True
            return True

        try:
            self._engine.stream(text, lang, rate, part)
            if made and generation == self._generation and not self._closed:
                clip = self._player.load(_wav(b"".join(made), sample_rate))
                if started[0]:
                    self._player.follow(clip)
                else:
                    self._player.play(clip)
            elif not started[0] and generation == self._generation and _audible(text):
                raise RuntimeError("the engine made no sound")
        except Exception:
            if not started[0]:
                raise           # nothing was heard: the worker tries the line again
            log.exception("tts line failed after it started")

    def say(self, text: str, interrupt: bool) -> None:
        with self._cond:
            if interrupt:
                self._drop_all()
            inline = (getattr(self._engine, "inline", False) and not self._closed and not self._queue
                      and not self._working and not self._player.busy())
            if not inline:
                self._queue.append((self._generation, text))
                self._cond.notify_all()
                return
            self._working = True
            generation, lang, rate = self._generation, self._lang, self._rate
        # Made here and now: handing it to the worker costs a thread switch, which waits for
        # the interpreter while the window draws (tens of milliseconds on a busy machine).
        try:
            self._stream(generation, text, lang, rate)
        except Exception:
            log.info("tts line failed on the caller's thread; the worker tries it", exc_info=True)
            with self._cond:
                self._queue.appendleft((generation, text))
        finally:
            with self._cond:
                self._working = False
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
        """True from say() until the mixer has played the last sample of what was queued."""
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
    """Keeps everything said. By default it speaks instantly, so tests never wait on busy().
    Given `seconds_per_word` it stands for a voice that takes that long per word, on `clock`:
    lines are heard one after another, an interrupt or silence() cuts them, and `timeline`
    holds, for each line, when it was given ("queued"), "start"ed (None if cut before it
    began), would "end", and was "cut" (None if it was not)."""

    name = "recording"

    def __init__(self, seconds_per_word: float = 0.0, clock: Callable[[], float] | None = None):
        self.recorded: list[tuple[str, bool]] = []
        self._pending: list[str] = []
        self.seconds_per_word = max(0.0, float(seconds_per_word))
        self.clock = clock or time.monotonic
        self.timeline: list[dict] = []

    @property
    def timed(self) -> bool:
        return self.seconds_per_word > 0

    @property
    def instant(self) -> bool:
        return not self.timed

    @property
    def pending(self) -> list[str]:
        if not self.timed:
            return self._pending
        now = self.clock()
        return [entry["text"] for entry in self.timeline if entry["cut"] is None and entry["end"] > now]

    def _cut(self, now: float) -> None:
        for entry in self.timeline:
            if entry["cut"] is None and entry["end"] > now:
                entry["cut"] = now
                if entry["start"] >= now:
                    entry["start"] = None   # never heard at all

    def say(self, text: str, interrupt: bool) -> None:
        self.recorded.append((text, interrupt))
        if interrupt:
            self._pending.clear()
        self._pending.append(text)
        if not self.timed:
            return
        now = self.clock()
        if interrupt:
            self._cut(now)
        last = max((entry["cut"] if entry["cut"] is not None else entry["end"] for entry in self.timeline),
                   default=now)
        start = max(now, last)
        self.timeline.append({"text": text, "queued": now, "start": start,
                              "end": start + self.seconds_per_word * len(text.split()),
                              "cut": None})

    def silence(self) -> None:
        self._pending.clear()
        if self.timed:
            self._cut(self.clock())

    def speaking(self) -> bool:
        return bool(self.timed and self.pending)

    def busy(self) -> bool:
        return self.speaking()


# ---------------------------------------------------------------- public interface


def using_message(speech) -> tuple[str, dict]:
    """The message (id, arguments) that says which voice speaks."""
    name, detail = getattr(speech, "name", "text"), getattr(speech, "detail", None)
    if detail and name == "screen-reader":
        return "speech-using-screen-reader-named", {"reader": detail}
    if detail and name == "tts":
        return "speech-using-tts-named", {"engine": detail}
    if name == "text" and getattr(speech, "asked", None) == "console":
        return "speech-using-text-console", {}
    return "speech-using-" + name, {}


def problem_message(backend: str, reason: str) -> tuple[str, dict]:
    """The message (id, arguments) that says why `backend` does not speak."""
    if reason in (NO_SPEECH_DISPATCHER, NO_AUDIO_OUTPUT, SLOW):
        return "speech-missing-" + reason, {}
    return "speech-missing", {"backend": backend, "reason": reason}



def _look_for_reader(ref: "weakref.ref[Speech]", stop: threading.Event) -> None:
    """Look for a screen reader every LOOK_EVERY seconds while none speaks (at once for the
    first look's late answer), for as long as the Speech it serves is open: it holds only
    a weak reference to it between looks."""
    while True:
        speech = ref()
        if speech is None:
            return
        late = speech._late is not None
        del speech
        if not late and stop.wait(Speech.LOOK_EVERY):
            return
        speech = ref()
        if speech is None or stop.is_set():
            return
        try:
            if speech._backend.name != "screen-reader" or speech._late is not None:
                speech._try_reader()
        except Exception:
            log.exception("looking for a screen reader failed")
        del speech


class Speech:
    """One speech output.

    name: the backend in use; detail: which reader or engine; missing: (backend, reason) for
    each backend tried and skipped; problems: those the player should hear of (a screen
    reader that is simply not there counts only when one was asked for); lines: everything
    said, in order; changes: grows each time another voice takes over. `echo` prints every
    line too (the console), whatever the voice.
    While no screen reader speaks (and one may: "auto" or "screen-reader"), one is looked
    for every LOOK_EVERY seconds, so a reader started after the game, or started again after
    it failed, is used from then on.
    The recording backend also keeps `recorded` ((text, interrupt) per call) and `pending`
    (what a real engine would still be saying: cleared by interrupt=True and silence());
    `seconds_per_word` and `clock` make it a voice that takes time (see _Recording).
    """

    LOOK_EVERY = 3.0        # seconds between looks for a screen reader while none speaks
    LOAD_LIMIT = 10.0       # seconds the reader's libraries may take to load before its answer is timed

    def __init__(
        self,
        backend: str = "auto",
        *,
        lang: str = "en",
        rate: int = 50,
        volume: int = 80,
        timeout: float = 2.0,
        engine: Engine | None = None,
        echo: bool = False,
        seconds_per_word: float = 0.0,
        clock: Callable[[], float] | None = None,
        paced: bool = False,
    ):
        self.lang = lang
        self.rate = _clamp(rate)
        self.volume = _clamp(volume)
        self.timeout = timeout
        self.lines: list[str] = []
        self.missing: list[tuple[str, str]] = []
        self.asked = backend
        self.paced = paced
        self.changes = 0
        self._engine = engine
        self._lock = threading.RLock()
        self._closed = False
        self._stop = threading.Event()
        self._late: _ScreenReader | None = None     # a reader still answering the first look
        self._shunned: set[str] = set()             # readers that failed, until seen gone
        if backend == "recording":
            self._chain: tuple[str, ...] = ("recording",)
            self._backend = _Recording(seconds_per_word, clock)
        else:
            if backend not in _CHAINS:
                raise ValueError(f"unknown speech backend: {backend!r}")
            self._chain = _CHAINS[backend]
            self._backend = self._first_available(self._chain)
        self.name: str = self._backend.name
        self.detail: str | None = self._backend.detail
        self.echo = bool(echo)
        self._no_voice_logged()
        if "screen-reader" in self._chain:
            threading.Thread(target=_look_for_reader, args=(weakref.ref(self), self._stop),
                             name="speech-reader-finder", daemon=True).start()

    @property
    def problems(self) -> list[tuple[str, str]]:
        if self.asked == "screen-reader":
            return list(self.missing)
        return [(backend, reason) for backend, reason in self.missing
                if not (backend == "screen-reader" and reason in ABSENT)]

    def _no_voice_logged(self) -> None:
        if self._backend.name == "text" and self.missing:
            log.warning("no voice: the game prints what it says (%s)",
                        ", ".join(f"{backend}: {reason}" for backend, reason in self.missing))

    def _new_reader(self, first: bool = True) -> "_ScreenReader":
        # speech-dispatcher is started only by the first look, and only when a reader was asked for.
        return _ScreenReader(self.lang, self.rate, self.timeout, on_stall=self._fail_over,
                             volume=self.volume, asked=first and self.asked == "screen-reader")

    def _first_available(self, chain: tuple[str, ...]):
        for name in chain:
            try:
                if name == "screen-reader":
                    reader = self._new_reader()
                    if not reader.answered(self.timeout, self.LOAD_LIMIT):
                        # Not thrown away: taken when it answers (see _look_for_reader).
                        self._late = reader
                        raise Unavailable(SLOW)
                    if reader.reason is not None:
                        raise Unavailable(reader.reason)
                    return reader
                if name == "tts":
                    return _Tts(self.lang, self.rate, self.volume, self.timeout, self._engine,
                                on_stall=self._fail_over)
                return self._text()
            except Unavailable as exc:
                self.missing.append((name, exc.reason))
            except Exception:
                log.exception("speech backend %s failed to start", name)
                self.missing.append((name, ERROR))
        return self._text()

    def _text(self) -> "_Text":
        # Printed text, also when it takes over from a voice that failed while playing.
        text = _Text()
        text.paced = self.paced
        return text

    def _fail_over(self, stuck, reason: str = NOT_RESPONDING) -> None:
        """Move to the next backend when the voice hangs, fails line after line or is heard
        to make nothing, replaying what it never said."""
        if self._backend is not stuck:
            return
        self.missing.append((stuck.name, reason))
        if stuck.name == "screen-reader" and stuck.detail:
            self._shunned.add(stuck.detail)
        # Start the replacement outside the lock: say() keeps queueing on the stuck one meanwhile.
        replacement = self._first_available(self._chain[self._chain.index(stuck.name) + 1:])
        self._switch(stuck, replacement)
        self._no_voice_logged()

    def _switch(self, old, new) -> bool:
        """`new` speaks from now on, with what `old` had not said yet; False if it came too late."""
        with self._lock:
            if self._closed or self._backend is not old:
                new.close()
                return False
            unspoken = old.take_unspoken() if hasattr(old, "take_unspoken") else []
            self._backend = new
            self.name = new.name
            self.detail = new.detail
            self.changes += 1
            log.warning("speech now: %s %s", new.name, new.detail or "")
            if old.name != "screen-reader":
                old.close()
            if self.echo and new.name == "text":
                return True     # the console printed them already
            for text, interrupt in unspoken:
                new.say(text, interrupt)
        return True

    def _try_reader(self) -> None:
        """One look for a screen reader (or the wait for the first one's late answer)."""
        reader, self._late = self._late, None
        if reader is None:
            reader = self._new_reader(first=False)
        # Its answer is waited for here, off the game's threads, however long it takes.
        while not reader.ready.wait(0.5):
            if self._stop.is_set():
                reader.close()
                return
        if reader.reason is not None:
            if reader.reason in ABSENT:
                self._shunned.clear()   # a reader that failed and is gone may be taken when it is back
            return
        if reader.detail in self._shunned:
            reader.close()
            return
        with self._lock:
            current = self._backend
        if current.name == "screen-reader" or not self._switch(current, reader):
            reader.close()

    @property
    def recorded(self) -> list[tuple[str, bool]]:
        return getattr(self._backend, "recorded", [])

    @property
    def pending(self) -> list[str]:
        return getattr(self._backend, "pending", [])

    @property
    def timeline(self) -> list[dict]:
        return getattr(self._backend, "timeline", [])

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
                if self.echo and self._backend.name != "text":
                    print(text, flush=True)
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
        """True while the line last given is still being made or heard, False once all has
        ended or was stopped, None when the backend cannot tell (NVDA, JAWS, printed text):
        then estimate() says how long a line takes."""
        try:
            answer = self._backend.speaking()
            return None if answer is None else bool(answer)
        except Exception:
            log.exception("speaking check failed")
            return None

    def estimate(self, text: str) -> float:
        """Seconds `text` takes to say at the current rate and language: none for a voice
        that takes no time (a recording, text printed for a script); for the recording voice
        that takes time, exactly its own time."""
        try:
            if isinstance(self._backend, _Recording) and self._backend.timed:
                return self._backend.seconds_per_word * len(str(text).split())
            if getattr(self._backend, "instant", False):
                return 0.0
            return estimate_seconds(str(text), self.lang, self.rate)
        except Exception:
            log.exception("estimate failed")
            return 0.0

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
        self._stop.set()
        try:
            with self._lock:
                self._closed = True
                self._backend.close()
                if self._late is not None:
                    self._late.close()
        except Exception:
            log.exception("speech close failed")
