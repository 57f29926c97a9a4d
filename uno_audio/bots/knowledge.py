"""What one seat can infer from its view: unseen cards and the colours others lack.

Built from `view.hand`, `view.discard` and `view.history` alone, so it never
needs more than the seat may see. A seat that drew on its turn could not play:
it lacked the colour in play, the rank on top and any Wild. That stays true
until it draws again, so each lack is kept as "cards drawn since" (0: certain).
A seat that played a Wild is taken to have lacked the colour in play and the
rank on top as well (`WILD_LACKS`).
`held` follows the cards known to be in each hand: the seat's own, a hand shown
in a challenge, a hand given away in a swap or a rotation, less what was played.
"""

from __future__ import annotations

from typing import Any

from ..engine.cards import (BUZZER, CARDS, COLOR_INDEX, DRAW_TWO, KINDS, OTHER, RANK_INDEX, WILD, WILD_DRAW_FOUR,
                            Card, full_deck, mercy_deck)
from .base import DRAW_WILDS, FLIP_DECK_COUNTS, FLIP_DRAWS, FLIP_RANK_KINDS, PLAIN, PLAIN_WILDS, dark_side

_DECK = {b: tuple(sum(1 for c in full_deck(b) if c == k) for k in range(KINDS))
         for b in (False, True)}
# DECK-5.1: the No Mercy deck's counts, by kind.
_MERCY_DECK = tuple(sum(1 for c in mercy_deck() if c == k) for k in range(KINDS))
_COLOURED = tuple(k for k in range(KINDS) if COLOR_INDEX[k] >= 0)


def deck_counts(view) -> list[int]:
    """How many cards of each kind the deck in play holds, as the cards now lie: the Flip
    deck's with the side in play up (DECK-6.1)."""
    deck = view.rules.deck
    if deck == "flip":
        return list(FLIP_DECK_COUNTS[dark_side(view)])
    counts = list(_MERCY_DECK if deck != "classic" else _DECK[view.rules.buzzer])
    for c in view.rules.blank_cards:  # DECK-4.1
        counts[Card.parse(c)] += 1
    return counts


def pile_top(view):
    """The card on top of the draw pile when its face up shows (DECK-6.2: the Flip deck's
    pile shows the other side of its top card to everyone), else None."""
    face = getattr(view, "pile_face", None)
    return None if face is None else CARDS[OTHER[face]]
# A lack slot per colour (0-3) and one for the rank on top (4) and for Wilds (5).
RANK_SLOT, WILD_SLOT = 4, 5
# A seat that plays a Wild is taken to have held nothing else that matched, the colour in
# play or the rank on top: most players keep their Wilds until nothing else goes (RLCard's
# rule agent always does), and without VAR-BLUFF a Wild Draw Four is only legal then.
# Bench paired against that agent, seed 1, without this: -1.12 points [-2.94, +0.69]
# heads-up (800 deals), -1.00 [-2.31, +0.31] with four players (600). (Not taking a plain
# Wild's colour as one its player holds, as the agent names it at random: +0.33 [-0.32,
# +0.99], 600 deals with four.)
WILD_LACKS = True


class Knowledge:
    __slots__ = ("seat", "players", "active", "unseen", "pool", "colour_pool", "wild_pool", "lacks",
                 "lack_rank", "named", "counts", "held")

    def __init__(self, view):
        self.seat = view.seat
        self.players = view.players
        self.active = view.active
        self.counts = view.counts
        unseen = deck_counts(view)
        for c in view.hand:
            unseen[c] -= 1
        for c in view.discard:
            unseen[c] -= 1
        flip = view.rules.deck == "flip"
        top = pile_top(view) if flip else None
        if top is not None:
            unseen[top] -= 1  # in the pile, in no hand
        self.unseen = unseen
        colour_pool = [0, 0, 0, 0]
        if flip:
            for k in _COLOURED:
                colour_pool[COLOR_INDEX[k]] += unseen[k]
            self.wild_pool = sum(unseen[k] for k in PLAIN_WILDS | DRAW_WILDS)
        else:
            for k in range(52):
                colour_pool[k // 13] += unseen[k]
            self.wild_pool = unseen[WILD] + unseen[WILD_DRAW_FOUR] + unseen[BUZZER]
        self.colour_pool = colour_pool
        self.pool = max(1, sum(colour_pool) + self.wild_pool)
        n = view.players
        self.lacks: list[list[Any]] = [[None] * 6 for _ in range(n)]
        self.lack_rank: list[int | None] = [None] * n
        self.named: list[int | None] = [None] * n
        self.held: list[list[Card]] = [[] for _ in range(n)]
        self._read(view.history, view.rules)
        self.held[self.seat] = list(view.hand)

    def _read(self, history, rules):
        lacks, named, lack_rank, me = self.lacks, self.named, self.lack_rank, self.seat
        top = None
        colour = -1
        fresh = None  # (seat, slots) set by the last turn draw, pending its outcome
        for e in history:
            kind = e.kind
            if kind == "play":
                held = self.held[e.seat]
                if e.card in held:
                    held.remove(e.card)
                if fresh is not None and fresh[0] == e.seat:
                    fresh = None  # played the drawn card: the lacks stand as certain
                if (e.card in PLAIN_WILDS or e.card in DRAW_WILDS) and e.seat != me and colour >= 0:
                    self._wild_played(e.seat, e.card, top, colour, rules)
                top = e.card
                colour = "RYGB".index(e.color) if e.color else COLOR_INDEX[top]
                if e.color and e.seat != me:
                    named[e.seat] = colour
            elif kind == "draw":
                s = e.seat
                if e.cards:
                    self.held[s].extend(e.cards)
                row = lacks[s]
                for i in range(6):
                    if row[i] is not None:
                        row[i] += e.count
                if s != me and e.mode in ("turn", "match"):
                    slots = [WILD_SLOT]
                    if colour >= 0:
                        slots.append(colour)
                    if top is not None and PLAIN[top] and colour >= 0:
                        slots.append(RANK_SLOT)
                        lack_rank[s] = RANK_INDEX[top]
                    for i in slots:
                        row[i] = 0
                    fresh = (s, slots)
                    named[s] = None
            elif kind == "pass":
                if fresh is not None and fresh[0] == e.seat:
                    for i in fresh[1]:
                        lacks[e.seat][i] = 1  # kept a playable card: maybe of these
                fresh = None
            elif kind == "color":
                colour = "RYGB".index(e.color)
            elif kind == "first-card":
                top = e.card
                colour = COLOR_INDEX[top]
            elif kind == "flip":
                # DECK-6.5: every card turns over; what a seat lacked was on the other side.
                top = e.card
                colour = COLOR_INDEX[top]
                for s in range(self.players):
                    self.held[s] = [CARDS[OTHER[c]] for c in self.held[s]]
                    if s != me:
                        self._forget(s)
                fresh = None
            elif kind == "swap":
                a, b = e.seat, e.target
                for table in (lacks, lack_rank, named, self.held):
                    table[a], table[b] = table[b], table[a]
                for s in (a, b):
                    if s != me and (a == me or b == me):
                        self._forget(s)
            elif kind == "rotate":
                self._rotate(e.seat, e.direction)
            elif kind == "deal" and e.cards is not None:
                self.held[e.to] = list(e.cards)
            elif kind == "challenge" and e.cards is not None:
                self.held[e.target] = list(e.cards)
                colours = {COLOR_INDEX[c] for c in e.cards}
                row = lacks[e.target]
                for c in range(4):
                    if c not in colours:
                        row[c] = 0
                if all(PLAIN[c] for c in e.cards):
                    row[WILD_SLOT] = 0

    def _wild_played(self, s, card, top, colour, rules):
        """What a seat lacked when it played a Wild on `top` in `colour`."""
        if rules.stacking and top is not None and (
                top in DRAW_WILDS or FLIP_DRAWS[top] > 0 or (PLAIN[top] and RANK_INDEX[top] == DRAW_TWO)):
            return  # a stacked draw says nothing of the rest
        if card in DRAW_WILDS and rules.bluff:
            return  # VAR-BLUFF: whether it held the colour is what a challenge asks
        row = self.lacks[s]
        if card in DRAW_WILDS:
            row[colour] = 0
        if WILD_LACKS:
            row[colour] = 0
            if top is not None and PLAIN[top]:
                row[RANK_SLOT] = 0
                self.lack_rank[s] = RANK_INDEX[top]

    def _forget(self, s):
        self.lacks[s] = [None] * 6
        self.lack_rank[s] = None
        self.named[s] = None

    def _rotate(self, start, direction):
        n = self.players
        order = [s for s in ((start + i * direction) % n for i in range(n)) if self.active[s]]
        for table in (self.lacks, self.lack_rank, self.named, self.held):
            old = list(table)
            for i, s in enumerate(order):
                table[order[(i + 1) % len(order)]] = old[s]
        # The next seat now holds our old hand, whose lacks were never tracked.
        if self.seat in order:
            self._forget(order[(order.index(self.seat) + 1) % len(order)])

    # ---- estimates ----------------------------------------------------------------------

    def share(self, colour: int) -> float:
        return self.colour_pool[colour] / self.pool

    def p_lacks_colour(self, s: int, colour: int) -> float:
        """Chance that seat `s` holds no card of `colour`."""
        if colour < 0:
            return 0.0
        k = self.lacks[s][colour]
        n = self.counts[s] if k is None else min(k, self.counts[s])
        p = (1.0 - self.share(colour)) ** n
        if self.named[s] == colour:
            p *= 0.35
        return p

    def p_can_play(self, s: int, top: int, colour: int) -> float:
        """Chance that seat `s` can play on `top` with `colour` to match."""
        if colour < 0:
            return 1.0 if self.counts[s] else 0.0
        n = self.counts[s]
        row = self.lacks[s]
        no_colour = self.p_lacks_colour(s, colour)
        k = row[WILD_SLOT]
        wild_share = self.wild_pool / self.pool
        no_wild = (1.0 - wild_share) ** (n if k is None else min(k, n))
        no_rank = 1.0
        if PLAIN[top]:
            rank = RANK_INDEX[top]
            if top < WILD:
                same = sum(self.unseen[c * 13 + rank] for c in range(4) if c != colour)
            else:
                same = sum(self.unseen[k] for k in FLIP_RANK_KINDS[rank] if COLOR_INDEX[k] != colour)
            k = row[RANK_SLOT] if self.lack_rank[s] == rank else None
            no_rank = (1.0 - same / self.pool) ** (n if k is None else min(k, n))
        return 1.0 - no_colour * no_wild * no_rank

    def p_holds(self, s: int, kinds) -> float:
        """Chance that seat `s` holds at least one card of the given kinds."""
        share = sum(self.unseen[k] for k in kinds) / self.pool
        return 1.0 - (1.0 - share) ** self.counts[s]
