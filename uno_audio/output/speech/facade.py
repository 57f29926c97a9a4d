"""The speech façade: one Speech for the game, speaking through the first voice that works
(the player's screen reader, the game's own voice, printed text) and moving down that chain,
with what was not said yet, when a voice fails while playing; and back to a screen reader
that starts, or starts again, while the game runs.

say() never blocks and never raises: screen-reader calls and synthesis run on worker threads,
so a hung speech server or a slow synthesizer can't freeze the game. The one exception is
the in-process espeak-ng, which makes a line in a few milliseconds: when nothing is queued
it makes and starts the line on the caller's thread, so the answer to a key plays at once.
Likewise a line for speech-dispatcher is written to its socket on the caller's thread when
nothing is waiting, without waiting for the answer.
"""

from __future__ import annotations

import contextlib
import logging
import threading
import weakref
from typing import Callable, Iterator

from .backend import Backend, Engine
from .readers import ScreenReader
from .reasons import ABSENT, ERROR, NO_AUDIO_OUTPUT, NO_SPEECH_DISPATCHER, NOT_RESPONDING, SLOW, Unavailable
from .text import Recording, Text
from .timing import clamp
from .voices import Tts

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


def using_message(speech) -> tuple[str, dict]:
    """The message (id, arguments) that says which voice speaks."""
    name, detail = speech.name, speech.detail
    if detail and name == "screen-reader":
        return "speech-using-screen-reader-named", {"reader": detail}
    if detail and name == "tts":
        return "speech-using-tts-named", {"engine": detail}
    if name == "text" and speech.asked == "console":
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
    `seconds_per_word` and `clock` make it a voice that takes time (see text.Recording).
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
        self.rate = clamp(rate)
        self.volume = clamp(volume)
        self.timeout = timeout
        self.lines: list[str] = []
        self.missing: list[tuple[str, str]] = []
        self.asked = backend
        self.paced = paced
        self.mirror = True          # a screen reader brailles what it speaks (off while the game brailles)
        self.changes = 0
        self._engine = engine
        self._lock = threading.RLock()
        self._closed = False
        self._stop = threading.Event()
        self._late: ScreenReader | None = None     # a reader still answering the first look
        self._shunned: set[str] = set()             # readers that failed, until seen gone
        if backend == "recording":
            self._chain: tuple[str, ...] = ("recording",)
            self._backend: Backend = Recording(seconds_per_word, clock)
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

    def _new_reader(self, first: bool = True) -> ScreenReader:
        # speech-dispatcher is started only by the first look, and only when a reader was asked for.
        return ScreenReader(self.lang, self.rate, self.timeout, on_stall=self._fail_over,
                             volume=self.volume, asked=first and self.asked == "screen-reader")

    def _first_available(self, chain: tuple[str, ...], missing: list | None = None) -> Backend:
        """The first backend of `chain` that starts; each one skipped is added to `missing`
        (Speech.missing unless given)."""
        missing = self.missing if missing is None else missing
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
                    return Tts(self.lang, self.rate, self.volume, self.timeout, self._engine,
                                on_stall=self._fail_over)
                return self._text()
            except Unavailable as exc:
                missing.append((name, exc.reason))
            except Exception:
                log.exception("speech backend %s failed to start", name)
                missing.append((name, ERROR))
        return self._text()

    def _text(self) -> Text:
        # Printed text, also when it takes over from a voice that failed while playing.
        return Text(self.paced)

    def _fail_over(self, stuck: Backend, reason: str = NOT_RESPONDING) -> None:
        """Move to the next backend when the voice hangs, fails line after line or is heard
        to make nothing, replaying what it never said."""
        if self._backend is not stuck:
            return
        missing = [(stuck.name, reason)]
        if stuck.name == "screen-reader" and stuck.detail:
            self._shunned.add(stuck.detail)
        # Start the replacement outside the lock: say() keeps queueing on the stuck one meanwhile.
        replacement = self._first_available(self._chain[self._chain.index(stuck.name) + 1:], missing)
        self._switch(stuck, replacement, missing)
        self._no_voice_logged()

    def _switch(self, old: Backend, new: Backend, missing: list | None = None) -> bool:
        """`new` speaks from now on, with what `old` had not said yet; False if it came too late.
        Why the voices before it do not speak (`missing`) is known from the same moment: told
        earlier, while the replacement starts, it would be followed by the failed voice's name."""
        with self._lock:
            if self._closed or self._backend is not old:
                new.close()
                return False
            unspoken = old.take_unspoken()
            self._backend = new
            self.name = new.name
            self.detail = new.detail
            self.missing.extend(missing or ())
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
        return self._backend.recorded

    @property
    def pending(self) -> list[str]:
        return self._backend.pending

    @property
    def timeline(self) -> list[dict]:
        return self._backend.timeline

    def say(self, text: str, interrupt: bool = False) -> None:
        try:
            text = str(text)
            if not text.strip():
                if interrupt:
                    self.silence()
                return
            self.lines.append(text)
            with self._lock:
                self._backend.mirror = self.mirror
                self._backend.say(text, interrupt)
                if self.echo and self._backend.name != "text":
                    print(text, flush=True)
        except Exception:
            log.exception("speech failed")

    def braille(self, text: str, alone: bool = False) -> None:
        """`text` on the screen reader's braille display, if it has one (see Backend.braille)."""
        try:
            with self._lock:
                self._backend.braille(str(text), alone)
        except Exception:
            log.exception("braille failed")

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
            return self._backend.estimate(str(text), self.lang, self.rate)
        except Exception:
            log.exception("estimate failed")
            return 0.0

    def set_rate(self, rate: int) -> None:
        self.rate = clamp(rate)
        with self._guard("set_rate"):
            self._backend.set_rate(self.rate)

    def set_volume(self, volume: int) -> None:
        self.volume = clamp(volume)
        with self._guard("set_volume"):
            self._backend.set_volume(self.volume)

    def set_lang(self, lang: str) -> None:
        self.lang = lang
        with self._guard("set_lang"):
            self._backend.set_lang(lang)

    @contextlib.contextmanager
    def _guard(self, what: str) -> Iterator[None]:
        """The voice's call, under the lock; a failure is logged, never raised."""
        try:
            with self._lock:
                yield
        except Exception:
            log.exception("speech %s failed", what)

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
