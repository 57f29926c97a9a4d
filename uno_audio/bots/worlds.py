"""Worlds from a view: the cards one seat cannot see, dealt at random into a whole `Game`.

A world keeps everything the seat has observed (`Knowledge`): the cards known to
be in a hand stay there, a seat seen to lack a colour, the rank on top or any
Wild when it drew gets none, and no card the seat saw elsewhere (its hand, the
discard pile, a hand shown to it) is dealt again. The public state comes from
the view, so the world plays on under the real rules from the same moment.
"""

from __future__ import annotations

from ..engine.cards import CARDS, COLOR_INDEX, COLORS, KINDS, RANK_INDEX, Card
from ..engine.actions import Phase
from ..engine.game import MATCH, Game
from .base import DRAW_WILDS, PLAIN
from .knowledge import RANK_SLOT, WILD_SLOT, deck_counts, pile_top


def last_wild_draw_four(history) -> tuple:
    """(seat, colour index in play before it) for the last Wild Draw Four of the round (or
    the Flip deck's Wild Draw Two or Wild Draw Colour, which PLAY-3 binds alike)."""
    colour = -1
    found = (None, -1)
    for e in history:
        kind = e.kind
        if kind == "play":
            if e.card in DRAW_WILDS:
                found = (e.seat, colour)
            colour = COLORS.index(e.color) if e.color else COLOR_INDEX[e.card]
        elif kind == "color":
            colour = COLORS.index(e.color)
        elif kind in ("first-card", "flip"):
            colour = COLOR_INDEX[e.card]
    return found


def unseen_pool(view, know) -> list:
    """The cards `view.seat` has no trace of: not in its hand, the discard pile or a hand it
    knows, as kinds. (The card on top of a draw pile whose face shows is not among them:
    `deal` puts it back there.)"""
    counts = deck_counts(view)
    top = pile_top(view)
    if top is not None:
        counts[top] -= 1
    for c in view.hand:
        counts[c] -= 1
    for c in view.discard:
        counts[c] -= 1
    for s, held in enumerate(know.held):
        if s != view.seat:
            for c in held:
                counts[c] -= 1
    return [CARDS[k] for k in range(KINDS) for _ in range(max(0, counts[k]))]


def _banned(know, s, extra_colour=-1):
    """What seat `s` was seen to lack; a card known in its hand outweighs a lack inferred."""
    row = know.lacks[s]
    colours = {c for c in range(4) if row[c] == 0} - {COLOR_INDEX[c] for c in know.held[s]}
    if extra_colour >= 0:
        colours.add(extra_colour)
    rank = know.lack_rank[s] if row[RANK_SLOT] == 0 else None
    return colours, row[WILD_SLOT] == 0, rank


def _allowed(k, colours, no_wild, rank) -> bool:
    if not PLAIN[k]:
        return not no_wild
    return COLOR_INDEX[k] not in colours and (rank is None or RANK_INDEX[k] != rank)


def shuffle(cards: list, random) -> None:
    """Fisher-Yates on floats from `random`: a quarter quicker than `Random.shuffle`, whose
    exact draws are not needed here, and the search deals dozens of worlds a decision."""
    for i in range(len(cards) - 1, 0, -1):
        j = int(random() * (i + 1))
        cards[i], cards[j] = cards[j], cards[i]


def deal(view, know, rng, guilty: bool | None = None, unseen: list | None = None) -> Game:
    """A world for `view.seat`: a `Game` at the view's moment, the unseen cards dealt at
    random (with `rng`) consistent with `know`, and a random stream of its own.

    During a challengeable Wild Draw Four, `guilty` (if given) decides whether its player
    held the colour before it; otherwise the dealt hand decides. `unseen`, if given, is
    `unseen_pool(view, know)`, worked out once for every world of a decision."""
    me = view.seat
    players = view.players
    pool = list(unseen) if unseen is not None else unseen_pool(view, know)
    shuffle(pool, rng.random)
    hands = [list(h) for h in know.held]
    hands[me] = list(view.hand)
    phase = view.phase
    turn = view.turn
    colour = COLORS.index(view.color) if view.color else -1
    bluffer, before = (None, -1)
    if phase == Phase.PENALTY and view.rules.bluff and view.top in DRAW_WILDS:
        bluffer, before = last_wild_draw_four(view.history)
    # The seat on turn that has just drawn holds one card, the drawn one, beyond its lacks.
    drawer = turn if phase == Phase.DRAWN and turn != me else None
    needs = []
    for s in range(players):
        if s == me or not view.active[s]:
            continue
        if len(hands[s]) > view.counts[s]:  # never more than the seat holds
            pool.extend(hands[s][view.counts[s]:])
            del hands[s][view.counts[s]:]
        want = view.counts[s] - len(hands[s]) - (1 if s == drawer else 0)
        if want <= 0:
            continue
        extra = before if (s == bluffer and guilty is False) else -1
        ban = _banned(know, s, extra)
        needs.append((-(len(ban[0]) + ban[1] + (ban[2] is not None)), s, want, ban))
    needs.sort()
    for _, s, want, ban in needs:
        kept: list[Card] = []
        rest: list[Card] = []
        for k in pool:
            if len(kept) < want and _allowed(k, *ban):
                kept.append(k)
            else:
                rest.append(k)
        # Knowledge too strict for the cards left (it cannot be, but never deal short).
        while len(kept) < want and rest:
            kept.append(rest.pop())
        hands[s].extend(kept)
        pool = rest
    if bluffer is not None and guilty and before >= 0 and bluffer != me:
        hand = hands[bluffer]
        if not any(COLOR_INDEX[c] == before for c in hand) and hand:
            for i, k in enumerate(pool):
                if COLOR_INDEX[k] == before:
                    j = rng.randrange(len(hand))
                    hand[j], pool[i] = k, hand[j]
                    break
    drawn = view.drawn if phase == Phase.DRAWN and turn == me else None
    if drawer is not None:
        key = view.top * 5 + colour + 1
        match = MATCH[key]
        for i, k in enumerate(pool):
            if match[k] and (k not in DRAW_WILDS or view.rules.bluff
                             or not any(COLOR_INDEX[c] == colour for c in hands[drawer])):
                drawn = pool.pop(i)
                break
        else:
            drawn = pool.pop() if pool else None
        if drawn is not None:
            hands[drawer].append(drawn)
        else:
            phase = Phase.PLAY
    guilt = False
    if bluffer is not None and before >= 0:
        guilt = any(COLOR_INDEX[c] == before for c in hands[bluffer])
    top = pile_top(view)
    if top is not None:
        pool.append(top)  # DECK-6.2: the top of the pile is the card whose face shows
    # The rest is public: the view's state, as the seat knows it.
    state = view.state._replace(rng=(b"w%d" % rng.getrandbits(48), 0), phase=phase, hands=hands,
                                pile=pool, drawn=drawn, guilty=guilt, winner=None, match=None)
    return Game.from_state(state, seed=0)
