"""What every bot shares: its seat, its own random generator, reaction times, its plays.

A bot sees one `View` at a time and answers with one of `view.legal`. Its only
source of randomness is `self.rng`, seeded at construction, so a bot replays
identically from the same seed and the same views.
"""

from __future__ import annotations

from abc import ABC, abstractmethod

import math
import random
from typing import Sequence

from ..engine.actions import Action
from ..engine.cards import COLOR_INDEX, Card

# Keys of the localized names and personalities (the text lives in the locales).
PERSONALITIES = {"easy": "personality-dreamy", "normal": "personality-steady",
                 "hard": "personality-sharp", "random": "personality-chaotic",
                 "basic": "personality-simple", "rule": "personality-by-the-rules"}


def plays_in(legal: Sequence[Action]) -> list[tuple[Action, Card, int]]:
    """The `play` actions of `legal` as (action, card, colour index or -1)."""
    return [(a, a.card, a.color_index) for a in legal if a.card is not None]


def colour_counts(hand) -> list[int]:
    counts = [0, 0, 0, 0]
    for c in hand:
        i = COLOR_INDEX[c]
        if i >= 0:
            counts[i] += 1
    return counts


class Bot(ABC):
    """A seat played by the computer. Subclasses define `act` and usually `react`."""

    level = ""

    def __init__(self, seat: int, seed: int | None = None):
        self.seat = seat
        self.rng = random.Random(seed)
        self.name = f"bot-name-{(seat - 1) % 9 + 1}"  # seats 1-9 keep their names
        self.personality = PERSONALITIES[self.level]

    @abstractmethod
    def act(self, view) -> Action | None:
        """The action this seat takes now that it must decide; one of `view.legal`."""

    def react(self, view) -> tuple[float, Action] | None:
        return None

    def observe(self, events) -> None:
        """Bots read everything they need from `view.history`; events add nothing."""
        return None

    def pause(self, view, action) -> float | None:
        """Seconds to wait before `action` (None: before choosing one) on its own turn, if a
        person would stop to think there."""
        return None

    def reaction(self, span: tuple) -> float:
        """A human reaction time between `span`'s fastest and slowest seconds, most often
        nearer the fast end."""
        fast, slow = span
        return self.rng.triangular(fast, slow, fast + 0.35 * (slow - fast))

    def delay(self, median: float, sigma: float, floor: float = 0.12) -> float:
        """A human-like reaction time: log-normal around `median` seconds, never below `floor`."""
        return max(floor, self.rng.lognormvariate(math.log(median), sigma))

    def __repr__(self):
        return f"{type(self).__name__}(level={self.level!r}, seat={self.seat})"
