"""The self-voicing backend: the game's own voice, made by a synthesizer (the in-process
libespeak-ng, the espeak-ng program, or pyttsx3: SAPI on Windows, the system voice on
macOS) and played in order on the mixer channel kept for speech."""

from __future__ import annotations

import array
import atexit
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
from typing import Callable

from .. import sound
from .backend import Backend, Engine
from .reasons import ERROR, NO_AUDIO_DEVICE, NO_ENGINE, NOT_RESPONDING, Unavailable
from .timing import rate_to_wpm
from .worker import Worker

log = logging.getLogger(__name__)


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


class EspeakNg(Engine):
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


def espeak_libraries() -> list[tuple[str, str | None]]:
    """The libespeak-ng libraries to try, each with its voice data folder (None: its own):
    the built-in one first (see the README's Speech section for why), then the system's."""
    found: list[tuple[str, str | None]] = []
    builtin, system = _builtin_espeak(), _espeak_library()
    if builtin is not None:
        found.append(builtin)
    if system is not None:
        found.append((system, None))
    return found


def _c_path(path: str) -> bytes:
    """A folder's name as libespeak-ng opens it (the ANSI code page on Windows)."""
    if platform.system() != "Windows":
        return os.fsencode(path)
    try:
        return path.encode("mbcs", "strict")
    except UnicodeError:
        # A folder the ANSI code page cannot spell: its short 8.3 name can be.
        buffer = ctypes.create_unicode_buffer(1024)
        if ctypes.windll.kernel32.GetShortPathNameW(path, buffer, len(buffer)):  # type: ignore[attr-defined]
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
_espeak_started: dict[str, tuple[ctypes.CDLL, int]] = {}     # library path -> (library, sample rate)
_espeak_owner: list = [None]


class LibEspeakNg(Engine):
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
            found = espeak_libraries()
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
    def _start(cls, path: str, data: str | None = None) -> tuple[ctypes.CDLL, int]:
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


class Pyttsx3Engine(Engine):
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
            driver_module.print = lambda *args, **kwargs: None     # type: ignore[attr-defined]
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


def make_engine(timeout: float) -> Engine:
    """The in-process espeak-ng library (the built-in one, then the system's), then the
    espeak-ng program, then pyttsx3 (SAPI on Windows, the system voice on macOS)."""
    for library, data in espeak_libraries():
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


_running_tts: "weakref.WeakSet[Tts]" = weakref.WeakSet()
_atexit_lock = threading.Lock()
_atexit_registered = False


def _close_running_tts() -> None:
    for tts in list(_running_tts):
        tts.close()


def _track(tts: "Tts") -> None:
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



class Tts(Backend):
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
                 on_stall: Callable[["Tts", str], None] | None = None):
        if not sound.open_mixer():
            raise Unavailable(NO_AUDIO_DEVICE)
        self._player = _MixerPlayer()
        self._player.set_volume(sound.volume_gain(volume))
        self._lang, self._rate = lang, rate
        self._generation = 0
        self._inline = False        # a line is being made on the caller's thread
        self._engine = engine
        self._on_stall = on_stall
        self._failed: list[str] = []    # the lines of the current run of failures
        self._making: tuple[str, float] | None = None   # the line the worker is making, since when
        self.detail: str | None = None
        ready = threading.Event()
        outcome: dict = {}
        self._worker = Worker("speech-tts", self._handle, prepare=lambda: self._start(ready, outcome, timeout),
                              done=self._done, failing=self._failing, finish=self._finish)
        self._worker.start()
        _track(self)
        if not ready.wait(timeout):
            # The worker may be stuck inside the engine: flag it to stop, don't wait for it.
            with self._worker.cond:
                self._worker.closed = True
            raise Unavailable(NOT_RESPONDING)
        if "reason" in outcome:
            raise Unavailable(outcome["reason"])
        self.detail = outcome["detail"]
        if on_stall is not None:
            self._worker.watch(0.25, self._check, "speech-tts-watchdog")

    def _start(self, ready: threading.Event, outcome: dict, timeout: float) -> bool:
        try:
            if self._engine is None:
                self._engine = make_engine(timeout)
            outcome["detail"] = self._engine.name
        except Unavailable as exc:
            outcome["reason"] = exc.reason
        except Exception:
            log.exception("tts start failed")
            outcome["reason"] = ERROR
        ready.set()
        return "reason" not in outcome

    def _check(self, now: float) -> bool:
        """Hand over to the next voice when the engine hangs making a line."""
        with self._worker.cond:
            making = self._making
            hung = making is not None and now - making[1] > self.HANG
            if making is not None and hung:
                self._failed.append(making[0])
        if hung and self._on_stall is not None:
            log.warning("tts engine hung making a line")
            self._on_stall(self, NOT_RESPONDING)
        return hung

    def _handle(self, item: tuple[int, str]) -> None:
        generation, text = item
        with self._worker.cond:
            self._making = (text, time.monotonic())
            lang, rate = self._lang, self._rate
        self._speak(generation, text, lang, rate)

    def _done(self, item: tuple[int, str], error: BaseException | None) -> bool:
        self._making = None
        if error is None:
            self._failed.clear()
        else:
            log.error("tts utterance failed", exc_info=error)
            self._failed.append(item[1])
        return not self._worker.closed and len(self._failed) >= self.FAILURES and self._on_stall is not None

    def _failing(self) -> None:
        if self._on_stall is not None:
            self._on_stall(self, ERROR)  # it hands back what it never said

    def _finish(self) -> None:
        # Free the engine on this thread: pyttsx3 complains if it is collected at interpreter exit.
        self._engine = None

    def _speak(self, generation: int, text: str, lang: str, rate: int) -> None:
        assert self._engine is not None
        data = self._engine.synthesize(text, lang, rate)
        if generation != self._generation:
            return
        if _no_samples(data):
            # Never loaded: pygame-ce frees a clip of no samples twice, which ends the process.
            if _audible(text):
                raise RuntimeError("the engine made no sound")
            return
        clip = self._player.load(data)
        cond = self._worker.cond
        with cond:
            self._making = None     # made: waiting for the line before it to end is no hang
            # Wait for the previous utterance to finish; an interrupt or close wakes us early.
            while generation == self._generation and not self._worker.closed and self._player.busy():
                cond.wait(self._POLL)
            if generation == self._generation and not self._worker.closed:
                self._player.play(clip)

    FIRST_PART = 0.1    # seconds of a line made before it starts playing; the rest follows

    def _stream(self, engine: Engine, generation: int, text: str, lang: str, rate: int) -> None:
        """Start the line once its first part is made, and queue the rest behind it."""
        sample_rate = engine.sample_rate
        first = int(sample_rate * self.FIRST_PART) * 2
        made: list[bytes] = []
        started = [False]

        def part(pcm: bytes):
            if generation != self._generation or self._worker.closed:
                return False
            made.append(pcm)
            if not started[0] and sum(map(len, made)) >= first:
                self._player.play(self._player.load(_wav(b"".join(made), sample_rate)))
                made.clear()
                started[0] = True
            return True

        try:
            engine.stream(text, lang, rate, part)
            if made and generation == self._generation and not self._worker.closed:
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
        worker = self._worker
        with worker.cond:
            if interrupt:
                self._drop_all()
            engine = self._engine
            if (engine is None or not engine.inline or not worker.idle() or self._inline
                    or self._player.busy()):
                worker.queue.append((self._generation, text))
                worker.cond.notify_all()
                return
            self._inline = True
            generation, lang, rate = self._generation, self._lang, self._rate
        # Made here and now: handing it to the worker costs a thread switch, which waits for
        # the interpreter while the window draws (tens of milliseconds on a busy machine).
        try:
            self._stream(engine, generation, text, lang, rate)
        except Exception:
            log.info("tts line failed on the caller's thread; the worker tries it", exc_info=True)
            with worker.cond:
                worker.queue.appendleft((generation, text))
        finally:
            with worker.cond:
                self._inline = False
                worker.cond.notify_all()

    def take_unspoken(self) -> list[tuple[str, bool]]:
        """Close and hand back the lines that failed and those still queued, in order."""
        worker = self._worker
        with worker.cond:
            lines = self._failed + [text for generation, text in worker.queue
                                    if generation == self._generation]
            worker.closed = True
            worker.queue.clear()
            worker.cond.notify_all()
        return [(text, False) for text in lines]

    def _drop_all(self) -> None:
        self._generation += 1
        self._worker.queue.clear()
        self._player.stop()

    def silence(self) -> None:
        with self._worker.cond:
            self._drop_all()
            self._worker.cond.notify_all()

    def busy(self) -> bool:
        worker = self._worker
        with worker.cond:
            return bool(worker.queue) or worker.current is not None or self._inline or self._player.busy()

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
        with self._worker.cond:
            self._worker.closed = True
            self._drop_all()
            self._worker.cond.notify_all()
        self._worker.close(0.5)
