"""A game's state as plain values: what `Game.state()` gives, `Game.from_state` builds
from, a position writes as text (`position.py`) and a bot's worlds deal into.

`Game` keeps this state in private slots laid out for speed (`game.SLOTS` declares
them and the field of a `State` each one is); this is its public face.
"""

from __future__ import annotations

from typing import Any, NamedTuple, Sequence

from .actions import Phase
from .cards import Card
from .rules import Rules


class State(NamedTuple):
    players: int
    rules: Rules
    rng: tuple[bytes, int] | None       # the random stream: (key, numbers drawn); None if unseen
    round: int
    dealer: int
    scores: Sequence[int]                # per seat (per team under teams)
    active: Sequence[bool]               # the seats still in the match
    turn: int
    direction: int
    phase: Phase
    color: int                           # the colour to match (index in COLORS), -1 for any
    named: bool                          # only that colour may be played (DECK-4.11)
    pending: int                         # cards the seat on turn must draw
    hands: Sequence[Sequence[Card]]
    pile: Sequence[Card]                 # the draw pile, the next card last
    discard: Sequence[Card]              # the top card last
    uno: Sequence[bool]                  # who has said UNO
    window: int | None                   # the seat that may be caught (UNO-3)
    drawn: Any                           # the card just drawn, while the phase is DRAWN
    owner: int | None                    # who played the top card
    guilty: bool                         # the Wild Draw Four on top was a bluff (VAR-BLUFF)
    passes: int                          # passes in a row (PLAY-6)
    buzzed: Sequence[int]                # the seats that pressed the buzzer, in order
    seq: tuple[int, Card, int] | None    # a sequence going on: seat, last card, step (VAR-SEQ)
    over: bool                           # the round is over
    winner: int | None                   # of the round
    match: int | None                    # the winner of the match, once it is over
    draws: int = 0                       # cards drawn this turn, while the phase is "drawn" (VAR-OPTDRAW)
    side: str = "light"                  # the side of the Flip deck in play, "light" or "dark" (DECK-6)
