"""The real pygame loop, headless (SDL dummy drivers), fed KEYDOWN events."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from uno_audio.app import Window, key_name
from uno_audio.console import run_until_human
from uno_audio.engine import Rules
from uno_audio.ui.screens import Screen
from uno_audio.ui.table import Table

from player import keys_for_turn, make_app, said

KEYS = {"left": pygame.K_LEFT, "right": pygame.K_RIGHT, "up": pygame.K_UP, "down": pygame.K_DOWN,
        "home": pygame.K_HOME, "end": pygame.K_END, "enter": pygame.K_RETURN,
        "space": pygame.K_SPACE, "escape": pygame.K_ESCAPE, "f1": pygame.K_F1,
        "pageup": pygame.K_PAGEUP, "pagedown": pygame.K_PAGEDOWN, "tab": pygame.K_TAB,
        "minus": pygame.K_MINUS, "equals": pygame.K_EQUALS}


def post(name: str) -> None:
    *mods, key = name.split("+")
    mod = 0
    if "shift" in mods:
        mod |= pygame.KMOD_LSHIFT
    if "ctrl" in mods:
        mod |= pygame.KMOD_LCTRL
    code = KEYS.get(key) or pygame.key.key_code(key)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode=key))


@pytest.fixture
def window(tmp_path):
    app, clock = make_app(tmp_path, bot_pace=0.5)
    win = Window(app, size=(800, 600))
    app.start()
    yield app, clock, win
    pygame.display.quit()


def run(win, clock, *keys):
    for k in keys:
        post(k)
        clock.now += 0.01
        win.step(0)
    run_until_human(win.app, clock)
    win.step(0)


def test_key_names_from_pygame_events():
    pygame.display.init()
    ev = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_c, mod=pygame.KMOD_LSHIFT, unicode="C")
    assert key_name(ev) == "shift+c"
    ev = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_PAGEUP, mod=pygame.KMOD_RCTRL, unicode="")
    assert key_name(ev) == "ctrl+pageup"
    ev = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r")
    assert key_name(ev) == "enter"
    ev = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_LCTRL, mod=pygame.KMOD_LCTRL, unicode="")
    assert key_name(ev) == "ctrl"


def test_menu_through_the_window(window):
    app, clock, win = window
    run(win, clock, "down")
    assert said(app)[-1] == "Settings, 2 of 7"
    run(win, clock, "enter")
    assert said(app)[-1].startswith("Language: English, 1 of")
    run(win, clock, "escape", "f1")
    assert said(app)[-2].startswith("Keys on this screen")


def test_round_against_bots_by_keys_in_the_window(window):
    """A whole round, keys only, through pygame's event queue."""
    app, clock, win = window
    app.replace(Table.new(app, 3, Rules(target=50), "normal", seed=11))
    for _ in range(3000):
        screen = app.screen
        if type(screen).__name__ == "Summary":
            break
        keys = keys_for_turn(screen) if isinstance(screen, Table) else ["escape"]
        run(win, clock, *(keys or ["t"]))
    assert type(app.screen).__name__ == "Summary"
    assert any("wins the round" in line or "You win the round" in line for line in said(app))
    assert any(line.startswith("You play ") for line in said(app))
    run(win, clock, "enter")
    assert said(app)[-1] != ""


def test_font_size_keys_change_the_display(window):
    app, clock, win = window
    size = win.display.size
    run(win, clock, "ctrl+equals")
    assert win.display.size == size + 4
    assert said(app)[-1] == f"Text size {size + 4}."
    run(win, clock, "ctrl+minus")
    assert win.display.size == size


def test_window_close_quits(window):
    app, clock, win = window
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    win.step(0)
    assert not app.running


def test_the_selected_line_is_drawn_whole_however_long_the_lines_above(tmp_path):
    from uno_audio.output.display import Display
    pygame.init()
    app, clock = make_app(tmp_path)
    display = Display(pygame.Surface((600, 500)), font_size=72)

    class Long(Screen):
        def display(self):
            lines = [f"Item {i}: a long setting with words enough to wrap" for i in range(20)]
            return "Settings", lines, 6
    app.stack.append(Long(app))
    items = display.layout(app)
    selected = [i.text for i in items if i.role == "selected"]
    assert " ".join(selected) == "Item 6: a long setting with words enough to wrap"
    assert len(selected) > 1    # wrapped
    assert all(i.rect.bottom <= 500 and i.rect.right <= 600 for i in items)
