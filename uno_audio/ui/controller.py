"""The controller: a stack of screens over one set of outputs and one clock.

Keys come in as names (`right`, `shift+c`); the top screen maps them to
commands through the key map. The controller owns time: `update(now)` lets
screens run their bots and windows. The pygame loop and the console mode both
drive it the same way.
"""

from __future__ import annotations

import logging
import time

from ..i18n import Translator
from ..keymap import keymap_for
from ..settings import Settings

log = logging.getLogger(__name__)


class History:
    """Everything spoken, with a review cursor (Page Up / Page Down)."""

    def __init__(self, limit: int = 500):
        self.lines: list[str] = []
        self.cursor: int | None = None
        self.limit = limit

    def add(self, text: str) -> None:
        self.lines.append(text)
        if len(self.lines) > self.limit:
            del self.lines[: len(self.lines) - self.limit]
        self.cursor = None

    def move(self, where: str) -> str | None:
        if not self.lines:
            return None
        last = len(self.lines) - 1
        cur = last if self.cursor is None else self.cursor
        cur = {"previous": max(cur - 1, 0) if self.cursor is not None else last,
               "next": min(cur + 1, last), "first": 0, "last": last}[where]
        self.cursor = cur
        return self.lines[cur]


class Controller:
    def __init__(self, *, speech, sounds=None, settings: Settings | None = None, store=None,
                 clock=time.monotonic, saves=None, stats=None):
        self.settings = settings or Settings()
        self.store = store
        self.speech = speech
        self.sounds = sounds
        self.clock = clock
        self.saves = saves
        self.stats = stats
        self.tr = Translator(self.settings.language)
        self.history = History()
        self.stack: list = []
        self.running = True
        self.captions: list[str] = []
        self._interrupt = False
        self.on_font_change = None

    # ---- lifecycle ------------------------------------------------------------------

    def start(self, notices=()) -> None:
        from .menus import MainMenu
        self.say(self.tr("welcome"))
        self.say(self.tr("speech-using-" + self.speech.name))
        for backend, reason in getattr(self.speech, "missing", []):
            self.say(self.tr("speech-missing", backend=backend, reason=reason))
        if self.sounds is not None and not self.sounds.available:
            self.say(self.tr("sound-unavailable"))
        for notice in notices:
            self.say(notice)
        self.push(MainMenu(self))

    def quit(self) -> None:
        for screen in reversed(self.stack):
            screen.on_quit()
        self.running = False

    # ---- screens --------------------------------------------------------------------

    @property
    def screen(self):
        return self.stack[-1] if self.stack else None

    def push(self, screen) -> None:
        self.stack.append(screen)
        screen.on_enter()

    def pop(self, screen=None) -> None:
        if screen is not None and self.stack and self.stack[-1] is not screen:
            if screen in self.stack:
                self.stack.remove(screen)
            return
        if self.stack:
            self.stack.pop()
        if self.stack:
            self.stack[-1].on_resume()
        else:
            self.running = False

    def replace(self, screen) -> None:
        if self.stack:
            self.stack.pop()
        self.push(screen)

    def find(self, kind):
        for screen in reversed(self.stack):
            if isinstance(screen, kind):
                return screen
        return None

    # ---- input and time ---------------------------------------------------------------

    def key(self, name: str, t: float | None = None) -> None:
        """One key press; `t` is when it happened (for reaction times)."""
        if not self.running or not self.stack:
            return
        t = self.clock() if t is None else t
        self._interrupt = True
        try:
            self.update(t)
            self.stack[-1].on_key(name, t)
        except Exception:
            # A bug must not cost the player their match: log it, say so, go on.
            log.exception("key %r failed", name)
            self.say(self.tr("error-internal"))
        finally:
            self._interrupt = False

    def update(self, now: float | None = None) -> None:
        now = self.clock() if now is None else now
        for screen in list(self.stack):
            if screen in self.stack:
                screen.update(now)

    def deadline(self) -> float | None:
        times = [t for t in (s.deadline() for s in self.stack) if t is not None]
        return min(times) if times else None

    def waiting_for_human(self) -> bool:
        return not self.stack or self.stack[-1].waiting_for_human()

    def speech_busy(self) -> bool:
        return self.speech.busy()

    # ---- output -----------------------------------------------------------------------

    def say(self, text: str, cue: str | None = None, pan: float = 0.0,
            interrupt: bool | None = None) -> None:
        """Speak `text`. The first line answering a key interrupts stale speech;
        everything else queues in order."""
        if cue:
            self.sound(cue, pan)
        if not text:
            return
        if interrupt is None:
            interrupt = self._interrupt
            self._interrupt = False
        self.history.add(text)
        self.captions = (self.captions + [text])[-6:]
        self.speech.say(text, interrupt=interrupt)

    def sound(self, cue: str, pan: float = 0.0) -> None:
        if self.sounds is not None:
            self.sounds.play(cue, pan)

    def review(self, where: str) -> None:
        text = self.history.move(where)
        if text is None:
            self.speech.say(self.tr("history-empty"), interrupt=True)
        else:
            self.speech.say(text, interrupt=True)

    # ---- settings ---------------------------------------------------------------------

    def change_setting(self, name: str, value) -> None:
        setattr(self.settings, name, value)
        if name == "language":
            self.tr = Translator(value)
            if hasattr(self.speech, "set_lang"):
                self.speech.set_lang(value)
        elif name == "speech_rate":
            self.speech.set_rate(value)
        elif name == "speech_volume":
            self.speech.set_volume(value)
        elif name == "sound_volume" and self.sounds is not None:
            self.sounds.set_volume(value)
        elif name == "muted" and self.sounds is not None:
            self.sounds.set_muted(value)
        elif name == "font_size" and self.on_font_change is not None:
            self.on_font_change(value)
        self.save_settings()

    def save_settings(self) -> None:
        if self.store is not None:
            self.store.save(self.settings)

    def keymap(self, context: str) -> dict[str, str]:
        return keymap_for(context)
