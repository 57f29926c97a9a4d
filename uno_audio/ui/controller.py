"""The controller: a stack of screens over one set of outputs and one clock.

Keys come in as names (`right`, `shift+c`); the top screen maps them to
commands through the key map. The controller owns time: `update(now)` lets
screens run their bots and windows. The pygame loop and the console mode both
drive it the same way. A screen opens another by name (`open("summary", table)`),
made from ui/catalog.py; the outputs and files are used as uno_audio/ports.py
declares them.

Nothing a key or the clock does may end the game: an exception is logged with
its traceback and the player hears that something went wrong, and the match
goes on. Quitting (the window's close button, Quit, Ctrl+C, SIGTERM) saves
first; a quit asked for by a signal in the middle of a key waits for that key
to finish, so what is saved is never half an action.
"""

from __future__ import annotations

import collections
import contextlib
import logging
import pathlib
import time

from .. import ports
from ..i18n import translator
from ..keymap import key_word, keymap_for
from ..output.braille import CUE_WORDS, Braille
from ..output.braille.sinks import Kept
from ..output.scheduler import ANSWER, GAME, NOTICE, Scheduler
from ..output.speech import problem_message, using_message
from ..places import Places
from ..phrases import Phrase, record, translatable
from ..settings import Settings
from . import catalog
from .facts import state_of
from .history import ANYONE, EDGES, VIEWS, History, Said

log = logging.getLogger(__name__)
RESUME_LINES = 5


NOW = object()      # "the viewer of this moment", as a default argument


class Controller:
    def __init__(self, *, speech: ports.Speech, sounds: ports.Sounds | None = None,
                 settings: Settings | None = None, store: ports.SettingsStore | None = None,
                 clock=time.monotonic, saves: ports.Saves | None = None, stats: ports.Stats | None = None,
                 locales=None, speech_log=None, braille_sink=None, places: Places | None = None):
        self.settings = settings or Settings()
        # Where the player's files, the log and the cache are; without them (tests) no cache
        # is kept and the log is named by its file name alone.
        self.places = places if places is not None else Places(files=pathlib.Path(), logs=pathlib.Path())
        self.store = store
        self.speech = speech
        self.sounds = sounds
        self.clock = clock
        self.scheduler = Scheduler(speech, sounds, clock, speech_log)
        self.scheduler.shown = lambda owner: self.shown(Said("", owner, self.match))
        self.scheduler.holds = self.holds
        self.scheduler.lost = self._lost
        if speech_log:
            self.scheduler.snapshot = self.snapshot
        # The braille display (a list of what it was given when no display is reached).
        self.braille = Braille(self.settings, lambda: self.tr, braille_sink if braille_sink is not None else Kept())
        self.scheduler.braille = self.braille
        self.braille.allowed = self.scheduler.shown     # a human's hand stays theirs on the display too
        self._mirror()
        self.told = 0                 # the game events told so far, all matches together (their order)
        self.missed: dict[int, list[str]] = {}   # a human's own lines the keyboard passed on before
        self.saves = saves
        self.stats = stats
        self.locales = locales        # a locales folder other than the shipped one (tests)
        self.seed: int | None = None  # when set (--seed, tests), every new match is dealt from it
        self.tr = self._translator(self.settings.language)
        self.history = History()
        self.stack: list = []
        self.running = True
        self.history_view = "everything"
        self.privacy = None           # the table whose viewer decides which private lines show
        self.match = 0                # grows with every table, so a match's private lines stay in it
        self.version = 0              # grows with every change the window may have to show
        self.table_lines: collections.deque[Said] = collections.deque(maxlen=RESUME_LINES)
        self._interrupt = False
        self._depth = 0               # > 0 while a key or a tick is being handled
        self._quit_requested = False
        self._quit_done = False
        self._write_failed: set[str] = set()
        self._last_error: str | None = None
        self._speech_missing = len(speech.missing)
        self._speech_changes = speech.changes
        self._welcomed = False
        self.on_font_change = None
        self.on_window_setting = None   # the window's hook for its theme and full screen
        self._keymaps: dict[str, dict[str, str]] = {}
        if saves is not None:
            saves.lines_source = self.recent_lines
        for owner, kind in ((store, "file-settings"), (saves, "file-save"), (stats, "file-statistics")):
            if owner is not None:
                owner.on_write_error = lambda error, kind=kind: self.write_failed(kind, error)

    # ---- lifecycle ------------------------------------------------------------------

    def welcome(self) -> None:
        """The first lines (welcome, which voice): said before the window is made, so the
        player hears the game at once. Once only."""
        if self._welcomed:
            return
        self._welcomed = True
        self.say(self.tr("welcome"))
        self._speech_missing = len(self.speech.missing)
        self._speech_changes = self.speech.changes
        self._say_voice(self.speech.problems)

    def start(self, notices=()) -> None:
        with self._together():
            self._start(notices)

    def _start(self, notices) -> None:
        self.welcome()
        if self.sounds is not None and not self.sounds.available:
            self.say(self.tr("sound-unavailable"))
        for notice in self.problem_notices():
            self.say(notice)
        for notice in notices:
            self.say(notice)
        self.open("main-menu")

    def problem_notices(self) -> list[str]:
        """What went wrong with the files the game read at start, in words."""
        tr = self.tr
        out = []
        files = ((self.store, "file-problem", "file-problem-stuck", {"file": tr("file-settings")}),
                 (self.saves, "file-problem-save", "file-problem-save-stuck", {}),
                 (self.stats, "file-problem-statistics", "file-problem-statistics-stuck", {}))
        for owner, message, stuck, args in files:
            if owner is None:
                continue
            # A file that could not be set aside (a folder the game may not write) is said so.
            said = stuck if owner.stuck is not None else message
            for problem in owner.problems:
                out.append(tr(said, problem=tr("problem-" + problem), path=self.places.log_file(), **args))
        if self.sounds is not None and self.sounds.missing:
            out.append(tr("sound-files-missing", count=len(self.sounds.missing)))
        errors = list(tr.errors)
        untranslated = tr.untranslated()
        if untranslated:
            errors.append(f"{tr.lang}: {len(untranslated)} messages missing, such as {untranslated[0]}")
        if errors:
            for error in errors:
                log.warning("locale: %s", error)
            out.append(tr("locale-problem", path=self.places.log_file()))
        return out

    def write_failed(self, kind: str, error) -> None:
        """A settings, save or statistics file could not be written: say so once."""
        if kind in self._write_failed:
            return
        self._write_failed.add(kind)
        self.say(self.tr("file-write-failed", file=self.tr(kind), kind=kind.removeprefix("file-"),
                         path=self.places.log_file()), interrupt=False, kind=NOTICE)

    def quit(self) -> None:
        """Let every screen save (the table saves the match), then stop. Only once."""
        if self._quit_done:
            self.running = False
            return
        self._quit_done = True
        for screen in reversed(self.stack):
            try:
                screen.on_quit()
            except Exception:
                log.exception("%s could not finish on quit", type(screen).__name__)
        self.running = False

    def close(self) -> None:
        """The outputs go: the speech log gets its last lines, the voice stops."""
        self.scheduler.close()
        self.speech.close()
        self.braille.close()

    def request_quit(self) -> None:
        """Quit from a signal handler: now, or when the key or tick under way is done."""
        if self._depth:
            self._quit_requested = True
        else:
            self.quit()

    def _leave(self) -> None:
        self._depth -= 1
        if self._depth == 0 and self._quit_requested:
            self._quit_requested = False
            self.quit()

    # ---- screens --------------------------------------------------------------------

    @property
    def screen(self):
        return self.stack[-1] if self.stack else None

    def push(self, screen) -> None:
        self.version += 1
        self.stack.append(screen)
        with self._together():
            screen.on_enter()

    @contextlib.contextmanager
    def _together(self):
        """The lines said inside are taken by the speech scheduler together, at the end."""
        self._depth += 1
        try:
            yield
        finally:
            if self._depth == 1:
                self.scheduler.update(self.clock())
            self._leave()

    def pop(self, *screens, resume: bool = True) -> None:
        """Take `screens` (the top one if none is named) off the stack at once, so only the
        screen then on top resumes (speaks), if it changed and `resume` is true."""
        top = self.screen
        for screen in screens or (top,):
            if any(s is screen for s in self.stack):
                self.stack.remove(screen)
        self.version += 1
        if not self.stack:
            self.running = False
        elif resume and self.screen is not top:
            self.screen.on_resume()

    def make(self, name: str, *args, **kwargs):
        """A new screen of the catalogue's `name` (see catalog.SCREENS)."""
        return catalog.make(name, self, *args, **kwargs)

    def open(self, name: str, *args, **kwargs) -> None:
        """Make the screen `name` and put it on top."""
        self.push(self.make(name, *args, **kwargs))

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
        if not self.running or not self.stack or not name:
            return
        t = self.clock() if t is None else t
        self.version += 1
        self._depth += 1
        try:
            self.update(t)
            self._interrupt = True
            self.scheduler.key(name)
            if self.stack:
                self.stack[-1].on_key(name, t)
        except Exception:
            # A bug must not cost the player their match: log it, say so, go on.
            log.exception("key %r failed", name)
            self.say(self.tr("error-internal"), kind=NOTICE)
        finally:
            self._interrupt = False
            self.scheduler.key(None)
            self.scheduler.update(t)
            self._leave()

    def update(self, now: float | None = None) -> None:
        now = self.clock() if now is None else now
        self._depth += 1
        try:
            for direction in self.braille.pans():
                self.braille_key(direction, now)
            self.braille.hide(now)
            self.scheduler.update(now)
            for screen in list(self.stack):
                if screen in self.stack:
                    screen.update(now)
            self._check_speech()
            self.scheduler.update(now)
        except Exception as error:
            # The same failure on every tick is logged and said once, not fifty times a second.
            where = f"{type(error).__name__}: {error}"
            if where != self._last_error:
                self._last_error = where
                log.exception("update failed")
                self.say(self.tr("error-internal"), kind=NOTICE)
        finally:
            self._leave()

    def _check_speech(self) -> None:
        """Say so when another voice took over while playing (a screen reader stopped
        answering, or one started after the game)."""
        missing = self.speech.missing
        changes = self.speech.changes
        if len(missing) > self._speech_missing or changes != self._speech_changes:
            problems = missing[self._speech_missing:]
            self._speech_missing = len(missing)
            self._speech_changes = changes
            self._say_voice(problems, voice_first=False, kind=NOTICE)

    def _say_voice(self, problems, voice_first: bool = True, kind: str | None = None) -> None:
        """Which voice speaks, and why the ones before it do not (while playing: what
        failed first, then who speaks now)."""
        messages = [problem_message(backend, reason) for backend, reason in problems]
        voice = using_message(self.speech)
        for message, args in ([voice] + messages if voice_first else messages + [voice]):
            self.say(self.tr(message, **args), kind=kind)

    def deadline(self) -> float | None:
        times = [t for t in (s.deadline() for s in self.stack) if t is not None]
        spoken = self.scheduler.deadline()
        if spoken is not None:
            times.append(spoken)
        return min(times) if times else None

    def waiting_for_human(self) -> bool:
        return not self.stack or self.stack[-1].waiting_for_human()

    def speech_busy(self) -> bool:
        return self.scheduler.busy()

    def heard_at(self) -> float | None:
        """When every game line said so far had been heard; None while one is still to come."""
        return self.scheduler.heard_at()

    # ---- output -----------------------------------------------------------------------

    def say(self, text: str, cue: str | None = None, pan: float = 0.0,
            interrupt: bool | None = None, kind: str | None = None, owner: int | None = None,
            about: tuple | None = None, scope=NOW, seq: int | None = None, once: bool = False,
            on_start=None) -> None:
        """Speak `text` (see output.scheduler for the kinds: answer, game, notice). The first
        line answering a key interrupts stale speech; its cue plays as the line starts.
        `owner` is the human whose hand, drawn card or selection the line tells: it is
        spoken and shown only while they hold the keyboard (or when no hand is hidden).
        `about` is the fact it tells, as the screen saying it knows it (see `holds`);
        `scope` the screen it dies with: by default the one on top, for a game line or
        a line said outside a key (a screen's own words), none for a notice."""
        context = self.screen.context if self.screen is not None else None
        at_table = context == "table"
        if owner is None and kind is None and at_table and self.scheduler.in_key:
            # An answer to a key is the holder's: "Your turn" in another's history would lie.
            owner = self.screen.holder()
        line = Said(text, owner, self.match, at_table or context == "summary" or kind == "game")
        if not self.shown(line):
            if text:
                self.history.add(line)   # theirs to review once they hold the keyboard
            return
        if not text:
            if cue:
                self.sound(cue, pan)
            return
        if interrupt is None:
            interrupt = self._interrupt
            self._interrupt = False
        self.version += 1
        if at_table:
            self.table_lines.append(line)
        self.history.add(line)
        kind = kind or ANSWER
        if scope is NOW:
            scope = self.screen if kind != NOTICE and (kind != ANSWER or not self.scheduler.in_key) else None
        # Inside a key or a tick, lines wait for its end, to be taken together.
        self.scheduler.say(text, kind, cue=cue, pan=pan, owner=owner, interrupt=interrupt,
                           start=self._depth == 0, about=about, scope=scope, seq=seq, once=once,
                           on_start=on_start)

    def acted(self) -> None:
        """The player begins a move (a colour to choose): see Scheduler.acted."""
        self.scheduler.acted(self.clock())

    def holds(self, u) -> bool:
        """Whether a line waiting to be heard is still true: its screen still open, and
        the fact it tells still so, as that screen knows it."""
        scope = u.scope
        if scope is None:
            return True
        if not any(s is scope for s in self.stack):
            return False
        return u.about is None or scope.holds(u.about)

    def snapshot(self) -> dict:
        """What the game is at this moment, kept with each line heard (the speech log)."""
        return state_of(self)

    def _lost(self, u) -> None:
        """A human's own line the keyboard passed on before it was heard: told to them
        when they sit down again."""
        if u.owner is not None and u.text:
            self.missed.setdefault(u.owner, []).append(u.text)

    def record(self, text: str, not_for: int | None = None) -> None:
        """Keep a line in the history without saying it (another human's view of a move)."""
        self.version += 1
        self.history.add(Said(text, None, self.match, True, not_for))

    def sound(self, cue: str, pan: float = 0.0) -> None:
        """A cue alone; with braille on, its words go to the display too, in their turn."""
        if self.sounds is not None:
            self.sounds.play(cue, pan)
        if self.braille.active and cue in CUE_WORDS:
            self.scheduler.say(self.tr(CUE_WORDS[cue]), GAME, silent=True, start=self._depth == 0,
                               scope=self.screen)

    # ---- braille ------------------------------------------------------------------------

    def braille_key(self, direction: int, t: float) -> None:
        """The next (1) or previous (-1) piece of what the display shows: past a line's last
        piece, the line is read and what waits comes."""
        if not self.braille.active:
            return self.say(self.tr("setting-state", setting=self.tr("setting-braille"),
                                    value=self.tr("setting-braille-off")))
        moved = self.braille.next(t) if direction > 0 else self.braille.previous(t)
        if not moved:
            self.braille.again()
        self.scheduler.update(t)

    def braille_full(self) -> None:
        """The line on the display again, as spoken: every card's full name."""
        full = self.braille.full() if self.braille.active else None
        if full is None:
            return self.repeat(self.last_line() or self.tr("history-empty"))
        self.repeat(full)

    def _mirror(self) -> None:
        """A screen reader brailles what it speaks only while the game's braille is off:
        with it on, the display gets the lines written for it."""
        try:
            self.speech.mirror = not self.braille.active
        except AttributeError:
            pass

    # ---- who sees what ------------------------------------------------------------------

    def begin_match(self, table) -> None:
        """A table opens: its viewer decides from now on which private lines are shown."""
        self.match += 1
        self.privacy = table
        self.missed.clear()

    def viewer(self):
        """The seat of the human holding the keyboard, ANYONE when no hand is hidden, None
        when nobody's private lines may show (a handover, a round's end, a match left)."""
        table = self.privacy
        if table is None:
            return ANYONE
        seat = table.viewer()
        if seat != ANYONE and table not in self.stack:
            return None
        return seat

    def shown(self, line: Said, viewer=NOW) -> bool:
        """Whether `line` may be spoken or shown to `viewer` (the one at the keyboard now)."""
        viewer = self.viewer() if viewer is NOW else viewer
        if line.not_for is not None:
            return line.match == self.match and viewer != line.not_for
        if line.owner is None:
            return True
        return line.match == self.match and (viewer == ANYONE or viewer == line.owner)

    @property
    def captions(self) -> list[str]:
        """The last lines said, as the window shows them to whoever holds the keyboard."""
        viewer = self.viewer()
        out = []
        for line in reversed(self.history.lines):
            if self.shown(line, viewer):
                out.append(line.text)
                if len(out) == 6:
                    break
        return out[::-1]

    def last_line(self) -> str | None:
        lines = self.captions
        return lines[-1] if lines else None

    def _in_view(self, line: Said, viewer) -> bool:
        return self.shown(line, viewer) and (self.history_view == "everything" or line.table)

    def review(self, where: str) -> None:
        viewer = self.viewer()
        found = self.history.move(where, lambda line: self._in_view(line, viewer))
        if found is None:
            self.repeat(self.tr("history-empty"))
            return
        text, edge = found
        self.repeat(text)
        if edge is not None:
            # The ends are heard as a sound and a word, so the player knows to turn back.
            self.scheduler.say(self.tr(EDGES[edge]), ANSWER, cue="menu_move")

    def switch_history_view(self) -> None:
        views = list(VIEWS)
        self.history_view = views[(views.index(self.history_view) + 1) % len(views)]
        self.history.cursor = None
        self.repeat(self.tr(VIEWS[self.history_view]))

    def repeat(self, text: str) -> None:
        """Say again something already in the history, as the answer to a key."""
        self.version += 1
        self.scheduler.say(text, ANSWER, interrupt=True)

    def silence(self) -> None:
        self.scheduler.silence()

    # ---- settings ---------------------------------------------------------------------

    def recent_lines(self) -> list[dict]:
        """The last lines spoken at the table, for a resumed match to repeat in the
        language of that day: only lines made of messages are kept. When hands are
        hidden between players at one keyboard, only the public ones: the next to sit
        down may be another player."""
        hidden = self.viewer() != ANYONE
        return [{"line": record(line.text), "owner": line.owner} for line in self.table_lines
                if line.match == self.match and translatable(line.text)
                and not (isinstance(line.text, Phrase) and line.text.msg == "match-resumed")
                and (line.owner is None or not hidden)]

    def change_setting(self, name: str, value) -> None:
        setattr(self.settings, name, value)
        self.version += 1
        if name == "keys":
            self._keymaps.clear()
        if name == "language":
            self.tr = self._translator(value)
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
        elif name == "braille":
            self._mirror()
            self.braille.focus(self.braille.focused)
        elif name == "pan_width" and self.sounds is not None:
            self.sounds.set_pan_width(value)
        elif name in ("theme", "fullscreen") and self.on_window_setting is not None:
            self.on_window_setting(name, value)
        self.save_settings()

    def _translator(self, language: str):
        """The translator of `language`, whose messages name the player's own keys."""
        tr = translator(language, self.locales, cache=self.places.cache)
        tr.keys = lambda tr, command: key_word(tr, command, self.settings.keys)
        return tr

    def save_settings(self) -> None:
        if self.store is not None:
            self.store.save(self.settings)

    def keymap(self, context: str) -> dict[str, str]:
        table = self._keymaps.get(context)
        if table is None:
            table = self._keymaps[context] = keymap_for(context, self.settings.keys)
        return table
