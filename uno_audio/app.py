"""The pygame window: key events in, the controller in the middle, the display out.

The loop waits on events with a short timeout instead of a fixed frame tick, so
a key reaches the speech call at once; bots and windows run on the clock
between events. The display is redrawn only when something changed (the
controller's `version`), at most 60 times a second, and twice a second anyway:
a burst of keys is answered by speech without waiting for the drawing.

If the text can't be drawn (no font, a drawing error), the window goes on
without text and the player hears so once: the game itself never stops for it.
"""

from __future__ import annotations

import logging
import time

import pygame

from .keymap import KEY_ALIASES

log = logging.getLogger(__name__)

FRAME = 1 / 60          # the shortest time between two redraws
IDLE_REDRAW = 0.5       # redraw at least this often, whatever happened
DESKTOP_SHARE = 0.9     # the window opens at most this share of the desktop
# Keys a player presses for their screen reader or the system, never for the game.
IGNORED = {"caps lock", "numlock", "num lock", "scroll lock", "left super", "right super",
           "left meta", "right meta", "left gui", "right gui", "menu", "compose", "mode",
           "alt gr", "application", "power", "sysreq", "print screen", "unknown key"}



def key_name(event) -> str | None:
    """The key map's name for a pygame KEYDOWN event, modifiers first."""
    raw = pygame.key.name(event.key).lower()
    name = "plus" if raw == "+" else KEY_ALIASES.get(raw, raw)
    if not name or name in IGNORED:
        return None
    if name in ("ctrl", "shift", "alt"):
        return name
    if name.startswith("[") and name.endswith("]"):
        name = name[1:-1]  # keypad digits
    mods = []
    if event.mod & pygame.KMOD_CTRL:
        mods.append("ctrl")
    if event.mod & pygame.KMOD_ALT:
        mods.append("alt")
    if event.mod & pygame.KMOD_SHIFT:
        mods.append("shift")
    return "+".join(mods + [name])


def _desktop() -> tuple[int, int]:
    try:
        return tuple(pygame.display.get_desktop_sizes()[0])
    except (pygame.error, IndexError):
        return (1100, 800)


def window_size(wanted=None) -> tuple[int, int]:
    """The windowed size: `wanted` (or 90% of the desktop), never more than 90% of the
    desktop, so the whole window, its left edge included, is on the screen."""
    desktop = _desktop()
    most = (max(320, int(desktop[0] * DESKTOP_SHARE)), max(240, int(desktop[1] * DESKTOP_SHARE)))
    if wanted is None:
        return most
    return min(wanted[0], most[0]), min(wanted[1], most[1])


class Window:
    """Owns the pygame window; `step()` handles one round of events."""

    def __init__(self, app, size=None):
        pygame.display.init()
        pygame.display.set_caption(app.tr("window-title"))
        self.app = app
        self.windowed = window_size(size)
        self.surface = self._open(app.settings.fullscreen)
        self.problems: list[str] = []     # notices for the player, said at start
        self.display = None
        try:
            from .output.display import Display
            pygame.font.init()
            self.display = Display(self.surface, app.settings.font_size, app.settings.theme)
        except Exception:
            log.exception("no font: the window shows no text")
            self.problems.append(app.tr("display-problem", path=app.places.log_file()))
        app.on_font_change = self.set_font_size
        app.on_window_setting = self.setting_changed
        pygame.key.set_repeat(400, 60)
        self._drawn_version = -1
        self._drawn_at = float("-inf")

    def _open(self, fullscreen: bool):
        if fullscreen:
            try:
                return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
            except pygame.error:
                log.exception("no full screen: the game stays in a window")
        surface = pygame.display.set_mode(self.windowed, pygame.RESIZABLE)
        if surface.get_size() != self.windowed:
            # Leaving full screen, SDL keeps the screen's size on the first call.
            surface = pygame.display.set_mode(self.windowed, pygame.RESIZABLE)
        return surface

    def setting_changed(self, name: str, value) -> None:
        if name == "fullscreen":
            if value and not self.surface.get_flags() & pygame.FULLSCREEN:
                self.windowed = self.surface.get_size()   # come back to the size the player had
            self.surface = self._open(value)
            if value and not self.surface.get_flags() & pygame.FULLSCREEN:
                self.app.settings.fullscreen = False    # refused: the player hears "In a window."
            if self.display is not None:
                self.display.resize(self.surface)
        elif name == "theme" and self.display is not None:
            self.display.set_theme(value)
        self._drawn_version = -1

    def set_font_size(self, size: int) -> None:
        if self.display is None:
            return
        try:
            self.display.set_font_size(size)
        except Exception:
            self._display_failed()
        self._drawn_version = -1

    def handle(self, event) -> None:
        app = self.app
        if event.type == pygame.QUIT:
            app.quit()
        elif event.type == pygame.KEYDOWN:
            name = key_name(event)
            if name:
                app.key(name)
        elif event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            self.surface = pygame.display.get_surface()
            if self.display is not None:
                self.display.resize(self.surface)
            self._drawn_version = -1
        elif event.type in (pygame.VIDEOEXPOSE, pygame.WINDOWEXPOSED, pygame.WINDOWSHOWN,
                            pygame.WINDOWRESTORED):
            self._drawn_version = -1
        elif event.type in (pygame.WINDOWFOCUSGAINED, pygame.WINDOWFOCUSLOST):
            # The braille display is the game's only while its window has the focus.
            sink = app.braille.sink
            if hasattr(sink, "window") and sink.window is None:
                sink.window = pygame.display.get_wm_info().get("window")
            app.braille.focus(event.type == pygame.WINDOWFOCUSGAINED)

    def step(self, timeout_ms: int = 20) -> None:
        if timeout_ms > 0 and self._drawn_version != self.app.version:
            # Something waits to be drawn: wake up in time for the next frame.
            due = max(0.0, self._drawn_at + FRAME - time.monotonic())
            timeout_ms = max(1, min(timeout_ms, int(due * 1000) + 1))
        event = pygame.event.wait(timeout_ms) if timeout_ms > 0 else pygame.event.poll()
        if event.type != pygame.NOEVENT:
            self.handle(event)
            for more in pygame.event.get():
                self.handle(more)
        if self.app.running:
            self.app.update()
            self.draw()

    def draw(self, force: bool = False) -> None:
        """Redraw if something changed and a frame has passed (or half a second anyway)."""
        if self.display is None:
            return
        now = time.monotonic()
        since = now - self._drawn_at
        if not force and (since < FRAME or (self._drawn_version == self.app.version and since < IDLE_REDRAW)):
            return
        self._drawn_version = self.app.version
        self._drawn_at = now
        try:
            self.display.draw(self.app)
        except Exception:
            self._display_failed()

    def _display_failed(self) -> None:
        log.exception("the window could not draw: it shows no text from now on")
        self.display = None
        self.app.say(self.app.tr("display-problem", path=self.app.places.log_file()), interrupt=False)

    def run(self) -> None:
        while self.app.running:
            self.step()
        pygame.display.quit()


def run_window(app, notices=()) -> None:
    """Open the window and play until the player quits. pygame.error when no window opens."""
    app.welcome()
    window = Window(app)
    app.start([*notices, *window.problems])
    window.run()
