"""What every bot shares: its seat, its own random generator, reaction times, its plays.

A bot sees one `View` at a time and answers with one of `view.legal`. Its only
source of randomness is `self.rng`, seeded at construction, so a bot replays
identically from the same seed and the same views.
"""

from __future__ import annotations

from abc import ABC, abstractmethod

import math
import random
from collections import Counter
from typing import Sequence

from ..engine.actions import Action
from ..engine.cards import (COLOR_INDEX, DARK_BASE, DRAW_FIVE_RANK, DRAW_ONE_RANK, FLIP_BASE, KINDS, OTHER,
                            RANK_INDEX, SKIP_EVERYONE, WILD, WILD_COLOR_RANK, WILD_DRAW_FOUR, WILD_TWO_RANK, Card,
                            flip_deck)

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


# DECK-6: the Flip deck's faces by kind, for the code that tells cards apart by kind.
# A plain card: one in colour that plays as a classic number or symbol (the classic kinds
# below the Wild, and every coloured face of the Flip deck).
PLAIN = tuple(k < WILD or (k >= FLIP_BASE and COLOR_INDEX[k] >= 0) for k in range(KINDS))
# The wilds that name a colour and do nothing more: the classic Wild and the Flip Wilds.
PLAIN_WILDS = frozenset([WILD] + [k for k in range(FLIP_BASE, KINDS) if RANK_INDEX[k] == RANK_INDEX[WILD]])
# The wilds PLAY-3 allows only without a card of the colour to match: the Wild Draw Four,
# the Wild Draw Two (DECK-6.6) and the Wild Draw Colour (DECK-6.8).
DRAW_WILDS = frozenset([WILD_DRAW_FOUR] + [k for k in range(FLIP_BASE, KINDS)
                                           if RANK_INDEX[k] in (WILD_TWO_RANK, WILD_COLOR_RANK)])
# DECK-6.4, 6.6, 6.7: the cards the next seat draws for a Flip card (Wild Draw Colour: -1,
# until the colour named comes).
FLIP_DRAWS = tuple({DRAW_ONE_RANK: 1, WILD_TWO_RANK: 2, DRAW_FIVE_RANK: 5, WILD_COLOR_RANK: -1}.get(RANK_INDEX[k], 0)
                   if k >= FLIP_BASE else 0 for k in range(KINDS))
SKIP_EVERYONE_RANK = RANK_INDEX[SKIP_EVERYONE]
# The kinds that show each rank index, the Flip deck's light and dark faces alike.
FLIP_RANK_KINDS = {r: tuple(k for k in range(FLIP_BASE, KINDS) if RANK_INDEX[k] == r)
                   for r in set(RANK_INDEX[FLIP_BASE:])}
_FLIP_COUNTS = Counter(int(c) for c in flip_deck())
# DECK-6.1: the number of each kind in the Flip deck with the light side (False) or the dark
# side (True) up.
FLIP_DECK_COUNTS = {dark: tuple(_FLIP_COUNTS[OTHER[k] if dark else k] for k in range(KINDS))
                    for dark in (False, True)}


def dark_side(view) -> bool:
    """The dark side is in play (DECK-6): the top card shows a dark face."""
    return view.top >= DARK_BASE
