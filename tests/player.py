"""A test player that plays by keys, as a person at the keyboard would: it
listens to nothing but decides from the table what to press."""

from __future__ import annotations

import json
import os
import pathlib
import subprocess
import sys

from uno_audio.console import VirtualClock, advance, run_until_human
from uno_audio.output.speech import Speech
from uno_audio.saves import SaveStore
from uno_audio.settings import Settings, SettingsStore
from uno_audio.stats import Stats
from uno_audio.ui.controller import Controller
from uno_audio.ui.table import Table


def make_app(home: pathlib.Path, lang: str = "en", seed: int = 1, **settings) -> tuple[Controller, VirtualClock]:
    """The game on `home`, heard through a recording; its matches are dealt from `seed`, so
    a test plays the same cards every time."""
    clock = VirtualClock()
    settings.setdefault("tutorial_seen", True)
    app = Controller(speech=Speech("recording"), sounds=None,
                     settings=Settings(language=lang, **settings), store=SettingsStore(home),
                     clock=clock, saves=SaveStore(home), stats=Stats(home))
    app.seed = seed
    return app, clock


def known_player(home: pathlib.Path) -> pathlib.Path:
    """A home whose player has started the game before: the tutorial is no longer first."""
    home.mkdir(parents=True, exist_ok=True)
    (home / "settings.json").write_text('{"version": 1, "tutorial_seen": true}', encoding="utf-8")
    return home


def said(app) -> list[str]:
    return app.speech.lines


def press(app, clock, *keys, settle=True):
    for k in keys:
        clock.now += 0.01
        app.key(k, clock.now)
    if settle:
        run_until_human(app, clock)


def keys_for_turn(table: Table) -> list[str]:
    """The keys a player would press now at this table."""
    g = table.game
    me = table.me
    if table.mode == "color":
        return ["1"]
    if table.mode == "choose":
        return ["enter"]
    if g.phase == "buzzer":
        return ["b"]
    if g.turn != me:
        return []
    legal = g.legal_actions(me)
    if g.phase == "drawn":
        if not any(a.startswith("play") for a in legal):
            return ["space"]
        order = table.ordered()
        if g.drawn is not None:
            i = len(order) - 1 - order[::-1].index(g.drawn)
            return ["home"] + ["right"] * i + ["enter"]
        # VAR-OPTDRAW: the card drawn does not go, another does: played as on a turn.
    if g.phase == "penalty":
        return ["space"]
    order = table.ordered()
    for i, card in enumerate(order):
        text = f"play {card}"
        if any(a == text or a.startswith(text + " ") for a in legal):
            keys = ["home"] + ["right"] * i
            if len(order) == 2:
                keys.append("u")
            return keys + ["enter"]
    return ["space"]


def play_match_by_keys(app, clock, max_keys=20000) -> int:
    """Press keys until the match ends and the main menu is back; returns keys pressed."""
    count = 0
    while count < max_keys:
        run_until_human(app, clock)
        screen = app.screen
        name = type(screen).__name__
        if name in ("MainMenu", "NoneType"):
            return count
        if name == "Summary":
            keys = ["enter"]
        elif isinstance(screen, Table):
            keys = keys_for_turn(screen) or ["t"]
        else:
            keys = ["escape"]
        press(app, clock, *keys)
        count += len(keys)
    raise AssertionError("the match did not end")


def wait(app, clock, seconds: float) -> None:
    """Let `seconds` of game time pass, running everything that falls due."""
    advance(app, clock, seconds)


def scenario_deck(hands, first, rest=()):
    """A deck for `Game(deck=..., dealer=d)`: hands[i] goes to seat d+1+i, dealt one at a time."""
    cards = []
    for k in range(7):
        for hand in hands:
            cards.append(hand[k])
    return cards + [first] + list(rest)


FILL = ["G9"] * 5


def table_for(home, rules, hands, first, rest=(), dealer=None, level="hard", **settings):
    """A table set up from exact hands: hands[i] is seat i's (seat 0 the player), `first`
    the first discard, `rest` the top of the draw pile; the other seats are bots of `level`."""
    from uno_audio.engine import Game
    n = len(hands)
    dealer = n - 1 if dealer is None else dealer
    # Seat 0 (the player) is left of the last seat, so it is dealt first and starts.
    dealt = [hands[(dealer + 1 + i) % n] for i in range(n)]
    game = Game(n, rules, deck=scenario_deck(dealt, first, list(rest) + ["B9"] * 30), dealer=dealer)
    app, clock = make_app(home, **settings)
    names = ["You"] + [f"Bot{s}" for s in range(1, n)]
    table = Table(app, game, [0], {s: level for s in range(1, n)}, names, bot_seed=7)
    app.push(table)
    return app, clock, table, game


def select(app, clock, table, card):
    """Move the hand's cursor onto `card` with Home and Right, as a player does."""
    from uno_audio.engine import Card
    order = table.ordered()
    press(app, clock, "home", *["right"] * order.index(Card.parse(card)), settle=False)


def saved_lines(data: dict, lang: str = "en") -> list[str]:
    """The last lines a save keeps, as they would be said in `lang`."""
    from uno_audio.phrases import render
    from uno_audio.ui.controller import translator
    tr = translator(lang)
    return [str(render(line["line"], tr)) for line in data["table"].get("last_lines", [])]


def console_game(home: pathlib.Path, lang: str, rules: dict, keys, seed: int = 5, players: int = 2) -> list[str]:
    """The game run in the console as a player runs it (`--console`), on a new player's
    `home` set to `players` and these `rules` (as the settings file keeps them), with
    `keys` typed one a line; the lines it printed. It must end cleanly, with no traceback
    in its log."""
    home.mkdir(parents=True, exist_ok=True)
    (home / "settings.json").write_text(json.dumps(
        {"version": 1, "tutorial_seen": True, "players": players, "rules": rules}), encoding="utf-8")
    env = dict(os.environ, SDL_AUDIODRIVER="dummy", SDL_VIDEODRIVER="dummy")
    env.pop("DISPLAY", None)
    proc = subprocess.run([sys.executable, "-m", "uno_audio", "--console", "--seed", str(seed), "--home",
                           str(home), "--lang", lang], input="\n".join(keys) + "\n", capture_output=True,
                          text=True, env=env, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert "Traceback" not in (home / "uno-audio.log").read_text(encoding="utf-8")
    return proc.stdout.splitlines()
