"""The pygame window: key events in, the controller in the middle, the display out.

The loop waits on events with a short timeout instead of a fixed frame tick, so
a key reaches the speech call at once; bots and windows run on the clock
between events.
"""

from __future__ import annotations

import time

import pygame

NAMES = {
    "return": "enter", "enter": "enter", "keypad enter": "enter", "escape": "escape",
    "space": "space", "page up": "pageup", "page down": "pagedown", "tab": "tab",
    "backspace": "backspace", "delete": "delete", "=": "equals", "-": "minus",
    "[+]": "plus", "[-]": "minus", "+": "plus", "left": "left", "right": "right",
    "up": "up", "down": "down", "home": "home", "end": "end",
    "left ctrl": "ctrl", "right ctrl": "ctrl", "left shift": "shift", "right shift": "shift",
    "left alt": "alt", "right alt": "alt",
}


def key_name(event) -> str | None:
    """The key map's name for a pygame KEYDOWN event, modifiers first."""
    raw = pygame.key.name(event.key).lower()
    name = NAMES.get(raw, raw)
    if not name:
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


class Window:
    """Owns the pygame window; `step()` handles one round of events."""

    def __init__(self, app, size=(1100, 760)):
        from .output.display import Display
        pygame.display.init()
        pygame.font.init()
        pygame.display.set_caption("UNO audio")
        self.app = app
        self.surface = pygame.display.set_mode(size, pygame.RESIZABLE)
        self.display = Display(self.surface, app.settings.font_size)
        app.on_font_change = self.display.set_font_size
        pygame.key.set_repeat(400, 60)
        self.latencies: list[float] = []

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
            self.display.resize(self.surface)

    def step(self, timeout_ms: int = 20) -> None:
        event = pygame.event.wait(timeout_ms) if timeout_ms > 0 else pygame.event.poll()
        if event.type != pygame.NOEVENT:
            self.handle(event)
            for more in pygame.event.get():
                self.handle(more)
        if self.app.running:
            self.app.update()
            self.display.draw(self.app)

    def run(self) -> None:
        while self.app.running:
            self.step()
        pygame.display.quit()


def run_window(app, notices=()) -> None:
    window = Window(app)
    app.start(notices)
    window.run()


