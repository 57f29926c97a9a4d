"""Thousands of bots-only rounds with every house rule on: no error, cards conserved (DECK-3)."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from uno_audio.bots import make_bot
from uno_audio.bots.simulate import play_round
from uno_audio.engine import Game, Rules, full_deck

EVERY_MODE = Rules(stacking=True, sequences=True, jump_in=True, super_jump_in=True, bluff=True,
                   draw_then_play=True, seven_zero=True, buzzer=True, draw_to_match=True)


class CheckedGame(Game):
    """A game that checks after every action that no card appeared or vanished."""

    def _check(self):
        cards = Counter(self.draw_pile) + Counter(self.discard)
        for hand in self.hands:
            cards.update(hand)
        assert cards == DECK, "DECK-3: cards were not conserved"

    def apply(self, player, action):
        events = super().apply(player, action)
        self._check()
        return events

    def close_buzzer(self):
        events = super().close_buzzer()
        self._check()
        return events


DECK = Counter(full_deck(buzzer=True))


def simulate(rounds: int, seed: int) -> int:
    rng = random.Random(seed)
    played = 0
    while played < rounds:
        players = rng.randint(2, 8)
        levels = ["normal", "easy", "basic", "random", "hard"] if players > 2 else ["normal", "easy"]
        game = CheckedGame(players, EVERY_MODE, seed=rng.randrange(2 ** 31))
        bots = [make_bot(levels[s % len(levels)], s, seed=rng.randrange(2 ** 31)) for s in range(players)]
        for _ in range(5):
            play_round(game, bots, rng)
            assert game.round_over and game.winner is not None
            played += 1
            if game.match_over or played >= rounds:
                break
            game.next_round()
    return played


def test_two_thousand_rounds_with_every_mode():
    assert simulate(2000, seed=1) == 2000


@pytest.mark.slow
def test_twenty_thousand_rounds_with_every_mode():
    assert simulate(20000, seed=2) == 20000
