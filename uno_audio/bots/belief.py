"""How likely a world's hands are, given the cards each seat chose to play.

A seat is taken to play as most players do: any matching card that is not a Wild,
each as likely, and a Wild only when nothing else goes. A hand rich in the colour
in play makes a change of colour by rank unlikely; a hand with a matching card
makes a Wild unlikely. Only the plays since a seat last drew count: before that,
its hand held cards nobody saw.
"""

from __future__ import annotations

from ..engine.cards import COLOR_INDEX, RANK_INDEX
from .base import DRAW_WILDS, PLAIN, PLAIN_WILDS

# Chance a player plays a Wild while it holds a card that matches.
EARLY_WILD = 0.15


def plays_seen(view) -> dict:
    """Per seat other than `view.seat`, its plays since it last drew: (card, top, colour)."""
    me = view.seat
    seen: dict[int, list] = {}
    top, colour = None, -1
    drew = None
    for e in view.history:
        kind = e.kind
        if kind == "play":
            if e.seat != me and drew != e.seat and top is not None:
                seen.setdefault(e.seat, []).append((e.card, top, colour))
            drew = None
            top = e.card
            colour = "RYGB".index(e.color) if e.color else COLOR_INDEX[top]
        elif kind == "draw":
            seen.pop(e.seat, None)
            drew = e.seat if e.mode == "turn" else None
        elif kind == "color":
            colour = "RYGB".index(e.color)
        elif kind == "first-card":
            top = e.card
            colour = COLOR_INDEX[top]
        elif kind == "flip":
            # DECK-6.5: the hands turned over; what was played before says nothing of them.
            top = e.card
            colour = COLOR_INDEX[top]
            seen.clear()
        elif kind in ("swap", "rotate", "deal"):
            seen.clear()
        elif kind == "pass":
            drew = None
    return seen


def likelihood(hands, seen: dict, bluff: bool) -> float:
    """The chance of the plays `seen` if the seats held `hands` (up to a constant)."""
    p = 1.0
    for seat, plays in seen.items():
        hand = list(hands[seat])
        for card, top, colour in reversed(plays):
            hand.append(card)
            kinds = set()
            rank = RANK_INDEX[top] if PLAIN[top] else -1
            for c in hand:
                if PLAIN[c] and (COLOR_INDEX[c] == colour or RANK_INDEX[c] == rank):
                    kinds.add(c)
            if PLAIN[card]:
                p /= max(1, len(kinds))
            elif card in PLAIN_WILDS:
                if kinds:
                    p *= EARLY_WILD
            elif card in DRAW_WILDS and not bluff and colour >= 0:
                if any(COLOR_INDEX[c] == colour for c in hand):
                    p *= 0.01  # not legal then: this world cannot be
    return p
