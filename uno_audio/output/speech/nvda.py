"""NVDA through its controller client library, by the library's documented interface.

NVDA 2024.1 and later speak a line given as SSML in a call that returns once the line has
been spoken, and call back at each mark: the game's clock of what was heard then uses
NVDA's own report. Older NVDA only speaks plain text; its lines are timed by estimate.
"""

from __future__ import annotations

import ctypes
import importlib.util
import logging
import os
import struct
import time

from .backend import ReaderOutput
from .reasons import NOT_FOUND, NOT_INSTALLED, NOT_RESPONDING, Unavailable
from .timing import estimate_seconds
from .worker import Worker

log = logging.getLogger(__name__)

RPC_NOT_RUNNING = 1722      # RPC_S_SERVER_UNAVAILABLE: NVDA is not running
RPC_UNKNOWN_IF = 1717       # RPC_S_UNKNOWN_IF: NVDA older than 2024.1 has no speakSsml
_MARK_CALLBACK = getattr(ctypes, "WINFUNCTYPE", ctypes.CFUNCTYPE)(ctypes.c_ulong, ctypes.c_wchar_p)


def _nvda_libraries() -> list[str]:
    """NVDA's controller client libraries, the current one first: speechlight ships the
    client of NVDA 2024.1 (speakSsml, which reports when a line has been spoken),
    accessible_output3 the older one (speakText only)."""
    bits = "64" if struct.calcsize("P") == 8 else "32"
    found = []
    for package, folder in (("speechlight", "speech_libs"), ("accessible_output3", "lib")):
        try:
            spec = importlib.util.find_spec(package)
        except Exception:
            spec = None
        for place in (spec.submodule_search_locations or []) if spec else []:
            path = os.path.join(place, folder, f"nvdaControllerClient{bits}.dll")
            if os.path.isfile(path):
                found.append(path)
    return found


_nvda_client: list = []     # the loaded client library (or None), once looked for


def _xml(text: str) -> str:
    text = "".join(ch for ch in text if ch in "\t\n\r" or ord(ch) >= 32)
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


class Nvda(ReaderOutput):
    """NVDA through its controller client library (the documented DLL interface).

    NVDA 2024.1 and later are given each line as SSML with a mark at its start, in a call
    that returns once NVDA has spoken the line (or it was cancelled): so whether a line is
    still being heard is NVDA's own report, as with speech-dispatcher. Older NVDA answers
    that call with RPC_S_UNKNOWN_IF and gets plain text; its timing is then estimated.
    The blocking calls run on a worker thread of its own, so speak() never waits.
    """

    name = "NVDA"
    brailles = True
    SLACK = 5.0     # seconds a line may run past four times its estimate before NVDA counts as stuck

    def __init__(self, library, lang: str = "en", rate: int = 50):
        self._lib = library
        self._lang, self._rate = lang, rate
        answer = library.nvdaController_testIfRunning()
        if answer != 0:
            raise Unavailable(NOT_FOUND)
        self.reports = hasattr(library, "nvdaController_speakSsml")
        self._current: list | None = None       # [text, when the call began, when its start mark came, number]
        self._count = 0
        self._callback = _MARK_CALLBACK(self._mark)     # kept alive: the library holds only a pointer
        if self.reports and hasattr(library, "nvdaController_setOnSsmlMarkReachedCallback"):
            try:
                library.nvdaController_setOnSsmlMarkReachedCallback(self._callback)
            except Exception:
                log.debug("NVDA mark callback not set", exc_info=True)
        self._worker = Worker("speech-nvda", self._handle, done=self._done)
        self._worker.start()

    @staticmethod
    def client():
        """The first of NVDA's client libraries that loads (once), or None."""
        if _nvda_client:
            return _nvda_client[0]
        library = None
        for path in _nvda_libraries():
            try:
                library = ctypes.WinDLL(path)  # type: ignore[attr-defined]
            except (OSError, AttributeError) as exc:
                log.info("NVDA's client %s does not load: %s", path, exc)
                continue
            for function in ("nvdaController_speakText", "nvdaController_brailleMessage"):
                getattr(library, function).argtypes = [ctypes.c_wchar_p]
            if hasattr(library, "nvdaController_speakSsml"):
                library.nvdaController_speakSsml.argtypes = [ctypes.c_wchar_p, ctypes.c_int, ctypes.c_int,
                                                             ctypes.c_int]
            if hasattr(library, "nvdaController_setOnSsmlMarkReachedCallback"):
                library.nvdaController_setOnSsmlMarkReachedCallback.argtypes = [_MARK_CALLBACK]
            break
        _nvda_client.append(library)
        return library

    @classmethod
    def load(cls, lang: str, rate: int):
        """NVDA when it runs; Unavailable else."""
        library = cls.client()
        if library is None:
            raise Unavailable(NOT_INSTALLED)
        return cls(library, lang, rate)

    def _mark(self, name) -> int:
        with self._worker.cond:
            if self._current is not None and name == f"s{self._current[3]}":
                self._current[2] = time.monotonic()
        return 0

    def is_active(self) -> bool:
        return True

    def speak(self, text: str, interrupt: bool = False) -> None:
        if interrupt:
            # Cancelled before the line is queued, so that it cancels only what came before.
            with self._worker.cond:
                self._worker.queue.clear()
            self._lib.nvdaController_cancelSpeech()
        self._worker.submit(text)

    def braille(self, text: str) -> None:
        self._lib.nvdaController_brailleMessage(text)

    def silence(self) -> None:
        with self._worker.cond:
            self._worker.queue.clear()
        self._lib.nvdaController_cancelSpeech()

    def _handle(self, text: str) -> None:
        with self._worker.cond:
            self._count += 1
            number = self._count
            self._current = [text, time.monotonic(), None, number]
        self._say(text, number)

    def _done(self, text: str, error: BaseException | None) -> bool:
        if error is not None:
            log.error("NVDA call failed", exc_info=error)
        self._current = None
        return False

    def _say(self, text: str, number: int) -> None:
        if self.reports:
            # Not asynchronous: the call returns when NVDA has spoken the line, or it was cancelled.
            answer = self._lib.nvdaController_speakSsml(
                f'<speak><mark name="s{number}"/>{_xml(text)}</speak>', -1, 0, 0)
            if answer != RPC_UNKNOWN_IF:
                return
            log.info("NVDA is older than 2024.1: its speech is timed by estimate")
            self.reports = False
        self._lib.nvdaController_speakText(text)

    def speaking(self) -> bool | None:
        if not self.reports:
            return None
        with self._worker.cond:
            return bool(self._worker.queue or self._worker.current is not None)

    def failure(self, now: float) -> str | None:
        with self._worker.cond:
            current = self._current
        if current is None or not self.reports:
            return None
        limit = 4 * estimate_seconds(current[0], self._lang, self._rate) + self.SLACK
        return NOT_RESPONDING if now - current[1] > limit else None

    def unheard(self) -> list[str]:
        with self._worker.cond:
            current = self._worker.current
            return ([current] if current is not None else []) + list(self._worker.queue)

    def configure(self, lang: str, rate: int, volume: int) -> None:
        # NVDA keeps the player's own voice and speed; these only time its lines.
        self._lang, self._rate = lang, rate

    def close(self) -> None:
        # Not waited for: the call in hand returns once NVDA is told to stop, just below.
        self._worker.close(wait=0)
        try:
            self._lib.nvdaController_cancelSpeech()
        except Exception:
            pass
