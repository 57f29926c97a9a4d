"""The hint: what the hard bot would do now in the player's seat, and why, in one sentence.

The bot is given the seat's own view, nothing more, so a hint can name only the
player's cards, the top card and what everyone has seen.
"""

from __future__ import annotations

from ..bots import make_bot
from ..bots.base import colour_counts
from ..engine import COLORS, Action
from ..engine.actions import BUZZ, CHALLENGE, DRAW, PASS, UNO
from ..engine.cards import (COLOR_INDEX, DISCARD_ALL, RANK_INDEX, ROULETTE, SKIP_EVERYONE, WILD, DRAW_TWO, REVERSE,
                            SKIP)

STOPPERS = (SKIP, REVERSE, DRAW_TWO)


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
    if COLOR_INDEX[card] < 0:
        return "hint-wild", {**args, "color": action.color}
    if card < WILD and RANK_INDEX[card] in STOPPERS and view.counts[nxt] <= 2:
        return "hint-stop", {**args, "seat": nxt, "count": view.counts[nxt]}
    if len({a.card for a in plays}) == 1:
        return "hint-only", args
    held = colour_counts(view.hand)
    if COLOR_INDEX[card] >= 0 and held[COLOR_INDEX[card]] == max(held):
        colour = COLORS[COLOR_INDEX[card]]
        # Only the colour in play is kept; any other the card brings into play.
        return ("hint-colour" if view.color == colour else "hint-colour-change"), {**args, "color": colour}
    return "hint-play", args
