"""100,000 random key events through the real pygame loop, every house rule on.

Every key of the key map, random letters, digits and function keys, with and
without modifiers, and keys held down (the same key again and again), are posted
as KEYDOWN events and handled by `Window.step(0)`; a virtual clock runs between
them so the bots play and the windows (UNO catch, buzzer) open and close. Quitting
from the menus is allowed: the game is then started again on the same folder, as
a player would, and continues the saved match.

Nothing may raise, and nothing may be logged as an error either: the controller
catches and logs exceptions, which would otherwise hide a crash. The table must
stay playable (cards conserved, someone to act) and, afterwards, each round must
still end when played on by keys.
"""

from __future__ import annotations

import json
import logging
import os
import pathlib
import random
import shutil
import string
import tempfile

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from uno_audio.app import Window  # noqa: E402
from uno_audio.console import run_until_human  # noqa: E402
from uno_audio.engine import Rules, full_deck  # noqa: E402
from uno_audio.keymap import BINDINGS  # noqa: E402
from uno_audio.ui.summary import Summary  # noqa: E402
from uno_audio.ui.table import Table  # noqa: E402

from player import keys_for_turn, make_app, press  # noqa: E402

ALL_MODES = Rules(stacking=True, sequences=True, jump_in=True, bluff=True, seven_zero=True,
                  buzzer=True, draw_to_match=True, draw_then_play=True, target=200,
                  # the house rules, VAR-ANSWER to VAR-CLOCK
                  advanced_responses=True, mixed_stacking=True, sequence_wrap=True, seven_must_swap=True,
                  jump_in_plays_on=True, jump_in_actions=True, optional_draws=3, turn_clock=30)
SPECIAL = {"left": pygame.K_LEFT, "right": pygame.K_RIGHT, "up": pygame.K_UP, "down": pygame.K_DOWN,
           "home": pygame.K_HOME, "end": pygame.K_END, "enter": pygame.K_RETURN,
           "space": pygame.K_SPACE, "escape": pygame.K_ESCAPE, "pageup": pygame.K_PAGEUP,
           "pagedown": pygame.K_PAGEDOWN, "tab": pygame.K_TAB, "minus": pygame.K_MINUS,
           "equals": pygame.K_EQUALS, "plus": pygame.K_PLUS, "backspace": pygame.K_BACKSPACE,
           "delete": pygame.K_DELETE, "comma": pygame.K_COMMA, "period": pygame.K_PERIOD,
           "ctrl": pygame.K_LCTRL, "shift": pygame.K_LSHIFT, "alt": pygame.K_LALT,
           "insert": pygame.K_INSERT, "capslock": pygame.K_CAPSLOCK, "slash": pygame.K_SLASH}
MODS = {"ctrl": pygame.KMOD_LCTRL, "shift": pygame.KMOD_LSHIFT, "alt": pygame.KMOD_LALT}


def code_of(name: str) -> int:
    if name in SPECIAL:
        return SPECIAL[name]
    return pygame.key.key_code(name)


def key_pool() -> list[tuple[int, int]]:
    """(key code, modifiers) for every bound key, and random others with modifiers."""
    pygame.display.init()
    pool = [event_for(key) for b in BINDINGS for key in b.keys]
    others = list(string.ascii_lowercase + string.digits) + [f"f{i}" for i in range(1, 13)] \
        + ["insert", "capslock", "delete", "backspace", "comma", "period"]
    combos = [0, MODS["shift"], MODS["ctrl"], MODS["alt"], MODS["ctrl"] | MODS["shift"],
              MODS["ctrl"] | MODS["alt"] | MODS["shift"]]
    for name in others:
        for mod in combos:
            pool.append((code_of(name), mod))
    return pool


class Errors(logging.Handler):
    """Every error logged anywhere: the controller logs what it catches."""

    def __init__(self):
        super().__init__(logging.WARNING)
        self.records: list[logging.LogRecord] = []

    def emit(self, record):
        if record.levelno >= logging.ERROR or record.exc_info:
            self.records.append(record)


@pytest.fixture
def errors():
    handler = Errors()
    root = logging.getLogger()
    root.addHandler(handler)
    yield handler
    root.removeHandler(handler)


def check_table(app) -> None:
    """The engine's invariants at the table the player sees."""
    table = app.find(Table)
    if table is None:
        return
    g = table.game
    cards = sorted(g.draw_pile + g.discard + [c for h in g.hands for c in h])
    assert cards == sorted(full_deck(g.rules.buzzer)), "cards were lost or made up"
    assert 0 <= g.turn < g.players and g.active[g.turn]
    if not g.round_over:
        assert any(g.legal_actions(s) for s in range(g.players)), "nobody can act"


def start(home, seed: int):
    """Start the game on `home`, as a player would; continue the saved match if there is one."""
    app, clock = make_app(home, rules=ALL_MODES.changed(), bot_pace=0.5, players=4)
    app.seed = seed
    win = Window(app, size=(640, 480))
    app.start()
    if app.saves.exists():
        press(app, clock, "enter")     # Continue the saved match
        if isinstance(app.screen, Summary):
            press(app, clock, "enter")     # the round ended as play went on: on, or to the menu
    if not isinstance(app.screen, Table):
        press(app, clock, "enter", "enter")   # New game, Start
    assert isinstance(app.screen, Table)
    return app, clock, win


def table_keys(table) -> list[str]:
    """The keys for this moment; the fuzz may have moved the selection off a drawn card."""
    g = table.game
    if table.handover_to is not None:
        return ["enter"]
    if table.mode is None and g.turn == table.me and g.phase == "drawn":
        if not any(a.startswith("play") for a in g.legal_actions(table.me)):
            return ["space"]
        order = table.ordered()
        if g.drawn is None:  # VAR-OPTDRAW: any card that matches, the drawn one or not
            return keys_for_turn(table)
        return ["home"] + ["right"] * order.index(g.drawn) + ["enter"]
    return keys_for_turn(table) or ["t"]


def finish_round(app, clock, keys: int = 5000) -> None:
    """Play on by keys until a round ends (the summary is read)."""
    for _ in range(keys):
        run_until_human(app, clock)
        screen = app.screen
        name = type(screen).__name__
        if name == "Summary":
            return
        if isinstance(screen, Table):
            todo = table_keys(screen)
        elif name == "MainMenu":
            todo = ["home", "enter"] if app.saves.exists() else ["home", "enter", "home", "enter"]
        elif name == "Confirm":
            todo = ["n"]
        elif name == "TextEntry":
            todo = ["escape"]
        else:
            todo = ["escape"]
        press(app, clock, *todo)
    raise AssertionError("the round did not end")


def event_for(name: str) -> tuple[int, int]:
    *mods, base = name.split("+")
    mod = 0
    for m in mods:
        mod |= MODS[m]
    return code_of(base), mod


def sensible_keys(app) -> list[str]:
    screen = app.screen
    if isinstance(screen, Table):
        return table_keys(screen)
    if type(screen).__name__ == "Summary":
        return ["enter"]
    return ["enter", "down", "escape"]


def fuzz(home, seed: int, events: int, pool) -> int:
    rng = random.Random(seed)
    app, clock, win = start(home, seed)
    restarts = 0
    done = 0
    turns = 0
    while done < events:
        turns += 1
        held = False
        if rng.random() < 0.25:
            # Now and then the keys that play on, so rounds and matches end among the noise.
            keys = [event_for(k) for k in sensible_keys(app)]
        elif rng.random() < 0.05:
            keys = [rng.choice(pool)] * rng.randint(5, 40)        # a key held down
            held = True
        else:
            keys = [rng.choice(pool)]
        for code, mod in keys[:events - done]:
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode=""))
            clock.now += 0.06 if held else rng.choice((0.0, 0.01, 0.05, 0.2, 0.6, 1.5, 4.0))
            win.step(0)
            done += 1
            if not app.running:
                # Quit from a menu: start again on the same folder, as a player would.
                restarts += 1
                app, clock, win = start(home, seed)
                break
        if turns % 10 == 0:
            check_table(app)
    check_table(app)
    if app.find(Table) is None or app.find(Table).game.round_over:
        app.quit()
        app, clock, win = start(home, seed)
    finish_round(app, clock)
    check_table(app)
    app.quit()
    return restarts


@pytest.fixture
def home(tmp_path, monkeypatch):
    """A folder in memory when there is one, and no waiting for the disk: the saves'
    durability is test_kill's subject, not this one's."""
    monkeypatch.setattr(os, "fsync", lambda fd: None)
    if os.path.isdir("/dev/shm") and os.access("/dev/shm", os.W_OK):
        folder = tempfile.mkdtemp(prefix="uno-fuzz-", dir="/dev/shm")
        yield pathlib.Path(folder)
        shutil.rmtree(folder, ignore_errors=True)
    else:
        yield tmp_path


# Every push: 20,000 keys over 8 seeds; `-m slow` presses 100,000 over 40.
@pytest.mark.parametrize("events, seeds", [
    (20_000, 8),
    pytest.param(100_000, 40, marks=pytest.mark.slow),
])
def test_random_keys_never_break_the_game(home, errors, events, seeds):
    pool = key_pool()
    restarts = 0
    for seed in range(seeds):
        restarts += fuzz(home / f"seed{seed}", seed, events // seeds, pool)
        assert not errors.records, logging.Formatter().format(errors.records[0])
    pygame.display.quit()
    # The keys did play: rounds ended during the fuzz too, not only when played on after it.
    rounds = sum(m["rounds"] for seed in range(seeds)
                 for m in json.loads((home / f"seed{seed}" / "statistics.json").read_text())["modes"].values())
    assert rounds > seeds
