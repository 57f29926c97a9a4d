"""A game's state is declared once, in `game.SLOTS`: every slot a game has is there, with
how `Game.copy` takes it and the `State` field it is. `Game.state()` / `Game.from_state`,
positions, the copy and the seat's snapshot in a `View` all go by it, over every variant;
and no module but the engine's game touches a game's private slots."""

from __future__ import annotations

import ast
import pathlib
import random
from array import array

import pytest

import uno_audio
from uno_audio.engine import Game, Rules
from uno_audio.engine.game import LIST, LISTS, NEW, SAME, SLOTS, STREAM
from uno_audio.engine.position import read, write
from uno_audio.engine.state import State

from test_engine_fast_path import CASES, players_for
from test_positions import step

PACKAGE = pathlib.Path(uno_audio.__file__).parent
GAME_PY = PACKAGE / "engine" / "game.py"
# The slots no state holds: what a game was started with, its log and history.
NOT_KEPT = {"seed", "initial_deck", "initial_dealer", "log", "history", "_events"}
# The draw pile, shuffled lazily: compared as the cards left to draw.
LAZY_PILE = {"_pile", "_loose", "_keys"}
# Mutable values a copy shares because the game only ever replaces them.
READ_ONLY = {"initial_deck", "_keys"}
# A sequence's last card and step mean nothing once it has lapsed (no seat).
SEQUENCE = {"_seq_last", "_seq_dir"}


def games(name: str, rules: Rules, count: int = 6):
    """Games of these rules at random moments of their match."""
    rng = random.Random(name)
    for seed in range(count):
        game = Game(players_for(name, rng), rules, seed=seed)
        for _ in range(rng.randrange(0, 250)):
            if not step(game, rng):
                break
        yield game


def slots_set_in_game_py() -> set[str]:
    """The attributes the methods of `Game` assign on a game (`self.x = ...`, `g.x = ...`)."""
    names = set()
    tree = ast.parse(GAME_PY.read_text(encoding="utf-8"))
    game = next(n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == "Game")
    for node in ast.walk(game):
        targets = []
        if isinstance(node, ast.Assign):
            targets = node.targets
        elif isinstance(node, (ast.AugAssign, ast.AnnAssign)):
            targets = [node.target]
        for target in targets:
            for t in target.elts if isinstance(target, ast.Tuple) else [target]:
                if isinstance(t, ast.Attribute) and isinstance(t.value, ast.Name) \
                        and t.value.id in ("self", "g"):
                    names.add(t.attr)
    return names


def test_every_slot_of_a_game_is_declared_once():
    declared = [s.name for s in SLOTS]
    assert len(declared) == len(set(declared))
    assert Game.__slots__ == tuple(declared)
    properties = {name for name, v in vars(Game).items() if isinstance(v, property)}
    undeclared = slots_set_in_game_py() - set(declared) - properties
    assert not undeclared, f"slots set in game.py but not declared in SLOTS: {sorted(undeclared)}"
    fields = {s.field for s in SLOTS if s.field}
    assert fields <= set(State._fields)
    # The fields no slot holds as it is are made by `state()` from several slots.
    assert set(State._fields) - fields == {"rng", "named", "pile", "seq"}
    for s in SLOTS:
        assert s.copy in (SAME, LIST, LISTS, NEW, STREAM), s
        assert (s.copy == NEW) <= (s.field is None), s


def test_a_new_game_has_every_declared_slot():
    game = Game(4, Rules(), seed=1)
    for s in SLOTS:
        getattr(game, s.name)  # AttributeError if __init__ left one out


@pytest.mark.parametrize("name, rules", CASES, ids=[name for name, _ in CASES])
def test_copy_takes_each_slot_as_declared(name, rules):
    for game in games(name, rules, 3):
        copy = game.copy()
        for s in SLOTS:
            mine, theirs = getattr(game, s.name), getattr(copy, s.name)
            if s.copy == NEW:
                assert theirs == [] and theirs is not mine, s
            elif s.copy == STREAM:
                assert theirs.getstate() == mine.getstate() and theirs is not mine, s
            elif s.copy == SAME:
                assert theirs is mine, s
                # A shared list would be changed by the copy's play.
                assert s.name in READ_ONLY or not isinstance(mine, (list, dict, set, array)), s
            else:
                assert theirs == mine and theirs is not mine, s
                if s.copy == LISTS:
                    assert not any(a is b for a, b in zip(mine, theirs)), s


@pytest.mark.parametrize("name, rules", CASES, ids=[name for name, _ in CASES])
def test_a_game_from_its_state_has_every_slot_of_the_original(name, rules):
    for game in games(name, rules):
        state = game.state()
        again = Game.from_state(state)
        for s in SLOTS:
            if s.name in NOT_KEPT or s.name in LAZY_PILE or (s.name in SEQUENCE and state.seq is None):
                continue
            if s.copy == STREAM:
                assert again.rng.getstate() == game.rng.getstate()
            else:
                assert getattr(again, s.name) == getattr(game, s.name), s
        assert again.draw_pile == game.draw_pile
        assert again.log == again.history == [] and again.seed == state.rng[0].decode("latin-1")
        # The state is a snapshot: changing it changes no game.
        hands = [list(h) for h in game.hands]
        for h in state.hands:
            h.clear()
        assert game.hands == again.hands == hands and any(hands)


@pytest.mark.parametrize("name, rules", CASES, ids=[name for name, _ in CASES])
def test_a_state_is_written_and_read_back_whole_in_every_variant(name, rules):
    for game in games(name, rules):
        state = game.state()
        assert read(write(state)) == state
        assert Game.from_position(game.position()).state() == state
        # Every field is in the notation: a change to any of them changes the text.
        text = write(state)
        for field in State._fields:
            if field == "named" and state.color < 0:
                continue  # a colour named needs a colour (after a Buzzer there is none)
            assert write(state._replace(**{field: changed(field, getattr(state, field))})) != text, field


def changed(field: str, value):
    """Another value of a state's `field`."""
    if field in ("hands", "pile", "discard"):
        return [list(h) + [0] for h in value] if field == "hands" else list(value) + [0]
    if field in ("scores", "uno", "active", "buzzed"):
        return [not x if isinstance(x, bool) else x + 1 for x in value] or [0]
    if field in ("drawn", "window", "owner", "winner", "match", "seq"):
        return (0, 0, 1) if field == "seq" and value is None else 0 if value is None else None
    others = {"rng": lambda v: (v[0], v[1] + 1), "rules": lambda v: Rules(target=v.target + 1),
              "color": lambda v: (v + 1) % 4, "phase": lambda v: "over" if v != "over" else "play",
              "side": lambda v: "dark" if v == "light" else "light"}
    if field in others:
        return others[field](value)
    return not value if isinstance(value, bool) else value + 1


def test_a_seat_s_state_leaves_out_what_the_seat_cannot_see():
    rng = random.Random(3)
    for seed in range(20):
        game = Game(4, Rules(bluff=True, draw_then_play=True), seed=seed)
        for _ in range(rng.randrange(0, 80)):
            if not step(game, rng) or game.round_over:
                break
        whole = game.state()
        for seat in range(4):
            seen = game.state(seat)
            view = game.view(seat)
            assert view.state == seen and view.named == seen.named
            assert seen.hands[seat] == tuple(whole.hands[seat])
            assert all(h == () for s, h in enumerate(seen.hands) if s != seat)
            assert seen.pile == () and seen.rng is None and seen.guilty is False
            assert seen.drawn == (whole.drawn if whole.turn == seat else None)
            hidden = ("hands", "pile", "rng", "guilty", "drawn")
            assert {f: getattr(seen, f) for f in State._fields if f not in hidden} == \
                {f: _tuples(getattr(whole, f)) for f in State._fields if f not in hidden}
            # Nothing in it can be changed, nor leads back to the game.
            assert not any(isinstance(v, list) for v in _flat(seen))


def _tuples(value):
    return tuple(_tuples(v) for v in value) if isinstance(value, list) else value


def _flat(value):
    yield value
    if isinstance(value, (tuple, list)):
        for v in value:
            yield from _flat(v)


def test_no_module_but_the_game_touches_a_game_s_private_slots():
    private = {s.name for s in SLOTS if s.name.startswith("_")}
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        if path == GAME_PY:
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Attribute) and node.attr in private \
                    and not (isinstance(node.value, ast.Name) and node.value.id == "self"):
                found.append(f"{path.relative_to(PACKAGE)}:{node.lineno} .{node.attr}")
    assert not found, found
