"""The hint: what the hard bot would do now in the player's seat, and why, in one sentence.

The bot is given the seat's own view, nothing more, so a hint can name only the
player's cards, the top card and what everyone has seen.
"""

from __future__ import annotations

from ..bots import make_bot
from ..bots.base import DRAW_WILDS, FLIP_DRAWS, PLAIN, SKIP_EVERYONE_RANK, colour_counts
from ..engine import COLORS, Action
from ..engine.actions import BUZZ, CHALLENGE, DRAW, PASS, UNO
from ..engine.cards import (COLOR_INDEX, DARK_BASE, DISCARD_ALL, DRAW_FIVE_RANK, DRAW_ONE_RANK, FLIP_BASE, FLIP_RANK, OTHER,
                            RANK_INDEX, ROULETTE, SKIP_EVERYONE, DRAW_TWO, REVERSE, SKIP)

STOPPERS = (SKIP, REVERSE, DRAW_TWO, DRAW_ONE_RANK, DRAW_FIVE_RANK)


def advice(view, seed: int = 0) -> tuple[str, dict]:
    """(message id, arguments) for what to do now; the ids are `hint-*` in the locales."""
    bot = make_bot("hard", view.seat, seed=seed)
    action = bot.act(view) if view.turn == view.seat else None
    if action is None:
        out = bot.react(view)
        action = out[1] if out else None
    if action is None:
        return "hint-wait", {}
    action = Action.parse(action)
    if action == UNO:
        return "hint-uno", {}
    if action.verb == "catch":
        return "hint-catch", {"seat": action.seat}
    if action == CHALLENGE:
        return "hint-challenge", {}
    if action in (DRAW, PASS):
        playable = [a for a in view.legal if a.verb == "play"]
        if view.rules.optional_draws and view.phase == "drawn":
            # VAR-OPTDRAW: the draw key draws again here; the pass key ends the turn.
            if action == PASS:
                return "hint-end-turn", {}
            return ("hint-draw-again" if not playable else "hint-draw"), {}
        return ("hint-keep" if action == PASS else "hint-draw-none" if not playable else "hint-draw"), {}
    if action.verb == "swap":
        seat = action.seat
        return ("hint-swap-must" if PASS not in view.legal else "hint-swap"), {
            "seat": seat, "count": view.counts[seat]}
    if action == PASS and view.phase == "swap":
        return "hint-swap-keep", {}
    if action == BUZZ:
        return "hint-buzz", {}
    if action.verb == "color" and view.top == ROULETTE:
        # DECK-5.6: the colour with the most cards still unseen comes up soonest.
        return "hint-roulette-colour", {"color": action.color}
    if action.verb == "color" and view.top >= FLIP_BASE:
        # DECK-6.5: a Flip turned up a wild face: the colour held most on the side now in play.
        return "hint-flip-colour", {"color": action.color}
    card = action.card
    if action.verb != "play" or card is None:
        return "hint-other", {}
    args = {"card": card}
    if view.phase == "penalty":
        # VAR-STACK, VAR-MIXSTACK, VAR-ANSWER: the pending cards go on to someone else.
        return "hint-answer", {**args, "count": view.pending}
    nxt = (view.seat + view.direction) % view.players
    plays = [a for a in view.legal if a.verb == "play"]
    if card == ROULETTE:
        return "hint-roulette", {**args, "seat": nxt}
    if SKIP_EVERYONE <= card < SKIP_EVERYONE + 4:
        return "hint-skip-everyone", args
    if DISCARD_ALL <= card < DISCARD_ALL + 4:
        same = sum(1 for c in view.hand if COLOR_INDEX[c] == COLOR_INDEX[card]) - 1
        return "hint-discard-all", {**args, "count": same}
    if card >= FLIP_BASE:
        flip = _flip(view, action, nxt)
        if flip is not None:
            return flip
    if COLOR_INDEX[card] < 0:
        return "hint-wild", {**args, "color": action.color}
    if PLAIN[card] and RANK_INDEX[card] in STOPPERS and view.counts[nxt] <= 2:
        return "hint-stop", {**args, "seat": nxt, "count": view.counts[nxt]}
    if FLIP_DRAWS[card] > 0:
        return "hint-draws", {**args, "seat": nxt, "count": FLIP_DRAWS[card]}
    if len({a.card for a in plays}) == 1:
        return "hint-only", args
    held = colour_counts(view.hand)
    if COLOR_INDEX[card] >= 0 and held[COLOR_INDEX[card]] == max(held):
        colour = COLORS[COLOR_INDEX[card]]
        # Only the colour in play is kept; any other the card brings into play.
        return ("hint-colour" if view.color == colour else "hint-colour-change"), {**args, "color": colour}
    return "hint-play", args


def _flip(view, action, nxt) -> tuple[str, dict] | None:
    """The Flip deck's own reasons (DECK-6), None where the general ones say it."""
    card = action.card
    args = {"card": card}
    rank = RANK_INDEX[card]
    if rank == FLIP_RANK:
        rivals = [s for s in range(view.players) if s != view.seat and view.active[s] and s not in view.partners]
        close = min(rivals, key=lambda s: (view.counts[s], s), default=None)
        if close is not None and view.counts[close] <= 2:
            # DECK-6.5: their cards turn over too, into ones nobody has seen.
            return "hint-flip-stop", {**args, "seat": close, "count": view.counts[close]}
        rest = list(view.hand)
        rest.remove(card)
        turned = [OTHER[c] for c in rest]
        side = "dark" if OTHER[card] >= DARK_BASE else "light"
        now, then = _colours(rest), _colours(turned)
        if then > now:
            return "hint-flip", {**args, "side": side, "count": then, "now": now}
        top = OTHER[card]
        colour = COLOR_INDEX[top]
        if colour < 0:
            held = colour_counts(turned)
            colour = max(range(4), key=lambda i: (held[i], -i))
        follow = sum(1 for c in turned if COLOR_INDEX[c] < 0 or COLOR_INDEX[c] == colour
                     or (PLAIN[top] and RANK_INDEX[c] == RANK_INDEX[top]))
        return "hint-flip-follow", {**args, "side": side, "count": follow}
    if rank == SKIP_EVERYONE_RANK:
        return "hint-skip-everyone", args
    if card in DRAW_WILDS:
        if FLIP_DRAWS[card] < 0:  # DECK-6.8
            return "hint-wild-draw-colour", {**args, "color": action.color, "seat": nxt}
        return "hint-wild-draw", {**args, "color": action.color, "seat": nxt, "count": FLIP_DRAWS[card]}
    return None


def _colours(hand) -> int:
    """The colours a hand can follow: those it holds, all four with a wild."""
    if any(COLOR_INDEX[c] < 0 for c in hand):
        return 4
    return len({COLOR_INDEX[c] for c in hand})
