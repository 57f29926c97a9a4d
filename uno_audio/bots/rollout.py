"""Determinized rollouts: deal the unseen cards at random, play on, count wins.

Each "world" deals the cards this seat cannot see into the other hands and the
draw pile, keeping what it inferred (a seat seen to lack a colour gets none of
it). Every option is played out in the same worlds with the same random
choices afterwards, so the options are compared on equal luck. The rollout
knows the official rules only; it is a guide, not the engine.

The work is bounded by a number of simulated plays, not by the clock, so a
bot stays deterministic from its seed.
"""

from __future__ import annotations

from ..engine.cards import (BUZZER, COLOR_INDEX, DRAW_TWO, KINDS, RANK_INDEX, REVERSE, SKIP, WILD,
                            WILD_DRAW_FOUR)
from ..engine.game import MATCH
from .knowledge import RANK_SLOT, WILD_SLOT

MAX_PLIES = 120


class Table:
    """A dealt world: every hand, the draw pile and the discard pile, as kinds."""

    __slots__ = ("hands", "pile", "discard", "top", "colour", "turn", "direction", "n")

    def copy(self) -> "Table":
        t = Table()
        t.hands = [list(h) for h in self.hands]
        t.pile = list(self.pile)
        t.discard = list(self.discard)
        t.top, t.colour, t.turn, t.direction, t.n = (self.top, self.colour, self.turn,
                                                     self.direction, self.n)
        return t


def deal_world(view, know, rng) -> Table:
    """The cards `view.seat` cannot see, dealt at random, lacks respected."""
    pool = [k for k in range(KINDS) for _ in range(max(0, know.unseen[k]))]
    rng.shuffle(pool)
    n = view.players
    hands = [[] for _ in range(n)]
    hands[view.seat] = list(view.hand)
    for s in range(n):
        if s == view.seat or not view.active[s]:
            continue
        want = view.counts[s]
        row = know.lacks[s]
        banned_colours = {c for c in range(4) if row[c] == 0}
        no_wild = row[WILD_SLOT] == 0
        rank = know.lack_rank[s] if row[RANK_SLOT] == 0 else None
        kept = []
        rest = []
        for k in pool:
            if len(kept) < want and not (
                    (k < WILD and (COLOR_INDEX[k] in banned_colours
                                   or (rank is not None and RANK_INDEX[k] == rank)))
                    or (k >= WILD and no_wild)):
                kept.append(k)
            else:
                rest.append(k)
        # Too strict a guess (a seat that drew since): fill up with what is left.
        while len(kept) < want and rest:
            kept.append(rest.pop())
        hands[s] = kept
        pool = rest
    t = Table()
    t.hands = hands
    t.pile = pool
    t.discard = list(view.discard[:-1])
    t.top = view.top
    t.colour = "RYGB".index(view.color) if view.color else -1
    t.turn = view.turn
    t.direction = view.direction
    t.n = n
    return t


def _draw(t: Table, seat: int, count: int, rng) -> None:
    hand = t.hands[seat]
    for _ in range(count):
        if not t.pile:
            if not t.discard:
                return
            t.pile = t.discard
            t.discard = []
            rng.shuffle(t.pile)
        hand.append(t.pile.pop())


def _best_colour(hand) -> int:
    counts = [0, 0, 0, 0]
    for c in hand:
        if c < WILD:
            counts[COLOR_INDEX[c]] += 1
    return counts.index(max(counts))


def _choose(hand, top, colour, rng) -> int:
    """The rollout policy: a random playable card, Wilds last, the colour held most."""
    match = MATCH[top * 5 + colour + 1]
    plain = [i for i, c in enumerate(hand) if c < WILD and match[c]]
    if plain:
        return plain[int(rng.random() * len(plain))]
    for i, c in enumerate(hand):
        if c >= WILD and (c != WILD_DRAW_FOUR or colour < 0
                          or not any(COLOR_INDEX[x] == colour for x in hand)):
            return i
    return -1


def play(t: Table, seat: int, card: int, colour: int, rng) -> int | None:
    """`seat` plays `card` (its hand holds it); returns the winner if the hand is empty."""
    hand = t.hands[seat]
    hand.remove(card)
    t.discard.append(t.top)
    t.top = card
    t.colour = colour if card >= WILD else COLOR_INDEX[card]
    if card == BUZZER:
        t.colour = -1
    nxt = (seat + t.direction) % t.n
    if not hand:
        if card == WILD_DRAW_FOUR:
            _draw(t, nxt, 4, rng)
        elif card < WILD and RANK_INDEX[card] == DRAW_TWO:
            _draw(t, nxt, 2, rng)
        return seat
    rank = RANK_INDEX[card] if card < WILD else -1
    two = t.n == 2
    if rank == SKIP:
        t.turn = (nxt + t.direction) % t.n
    elif rank == REVERSE:
        t.direction = -t.direction
        t.turn = seat if two else (seat + t.direction) % t.n
    elif rank == DRAW_TWO or card == WILD_DRAW_FOUR:
        _draw(t, nxt, 2 if rank == DRAW_TWO else 4, rng)
        t.turn = (nxt + t.direction) % t.n
    else:
        t.turn = nxt
    return None


def finish(t: Table, me: int, rng, plies: int = MAX_PLIES) -> float:
    """Play on with the rollout policy: 1 if `me` goes out first, 0 if another does."""
    for _ in range(plies):
        seat = t.turn
        hand = t.hands[seat]
        i = _choose(hand, t.top, t.colour, rng)
        if i < 0:
            _draw(t, seat, 1, rng)
            i = _choose(hand[-1:], t.top, t.colour, rng) if hand else -1
            if i < 0 or (hand[-1] == WILD_DRAW_FOUR and t.colour >= 0
                         and any(COLOR_INDEX[x] == t.colour for x in hand)):
                t.turn = (seat + t.direction) % t.n
                continue
            i = len(hand) - 1
        card = hand[i]
        winner = play(t, seat, card, _best_colour(hand) if card >= WILD else -1, rng)
        if winner is not None:
            return 1.0 if winner == me else 0.0
    sizes = [len(h) for h in t.hands]
    mine = sizes[me]
    return 1.0 / (1 + sum(1 for s in sizes if s < mine) + 0.5 * (sizes.count(mine) - 1))
