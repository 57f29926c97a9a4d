"""Small helpers shared by the engine's clause tests."""

import pickle

import pytest

from uno_audio.engine import Game, IllegalAction


def state(game) -> dict:
    """Every field of the game, by name."""
    return {name: getattr(game, name) for name in Game.__slots__}


def hand(game, seat):
    return [str(c) for c in game.hands[seat]]


def kinds(events):
    return [e.kind for e in events]


def refused(game, seat, action, reason):
    """The action raises IllegalAction with `reason` and changes nothing (PLAY-7)."""
    before = pickle.dumps(state(game))
    with pytest.raises(IllegalAction) as err:
        game.apply(seat, action)
    assert err.value.reason == reason
    assert pickle.dumps(state(game)) == before
