"""RLCard 1.2.0's own UNORuleAgentV1 on this game's states (needs the `bench` extra).

`rlcard_state(view)` writes a seat's view as the raw state RLCard's UNO
environment gives an agent: the hand and the target as RLCard's card strings,
the plays its own game (`UnoRound.get_legal_actions`) offers there, the cards
played, the counts. `choices(view)` is what the real `UNORuleAgentV1.step`
plays there, each action with its chance (the agent draws with numpy's
`random.choice`, which is read here instead of drawn from). `to_action` turns
RLCard's action back into this game's.

A Wild in RLCard's hand carries a colour of its own (that of the deck, or the
one last named on it), which the agent counts only when its hand holds nothing
but Wilds; this game's Wilds have none, so `choices` gives each one every colour
in turn, equally likely.
"""

from __future__ import annotations

import itertools
from collections import Counter
from fractions import Fraction

import numpy as np
from rlcard.games.uno.card import UnoCard
from rlcard.games.uno.player import UnoPlayer
from rlcard.games.uno.round import UnoRound
from rlcard.models.uno_rule_models import UNORuleAgentV1

from ..engine.cards import COLOR_INDEX, COLORS, RANK_INDEX, WILD, WILD_DRAW_FOUR

AGENT = UNORuleAgentV1()
LETTERS = "rygb"  # RLCard's letter for each of COLORS
TRAITS = ("0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "skip", "reverse", "draw_2")


def card_of(card: int, colour: int) -> UnoCard:
    """RLCard's card for this game's `card` (`colour`: a Wild's, else ignored)."""
    if card == WILD:
        return UnoCard("wild", LETTERS[colour], "wild")
    if card == WILD_DRAW_FOUR:
        return UnoCard("wild", LETTERS[colour], "wild_draw_4")
    if card > WILD_DRAW_FOUR:
        raise ValueError(f"RLCard has no card {card!r}")
    rank = RANK_INDEX[card]
    return UnoCard("number" if rank < 10 else "action", LETTERS[COLOR_INDEX[card]], TRAITS[rank])


def rlcard_state(view, wild_colours=None, legal=None) -> dict:
    """The raw state RLCard's environment would give `view.seat` now, as
    `UnoEnv._extract_state` makes it for a raw agent. `wild_colours`: the colour of each
    Wild in the hand, in order (red by default); `legal`: the actions offered, if not
    those of RLCard's own game."""
    colours = iter(wild_colours or ())
    hand = [card_of(c, next(colours, 0) if COLOR_INDEX[c] < 0 else 0) for c in view.hand]
    players = [UnoPlayer(s, np.random) for s in range(view.players)]
    for s, player in enumerate(players):
        player.hand = hand if s == view.seat else [None] * view.counts[s]
    game = UnoRound(None, view.players, np.random)
    colour = COLORS.index(view.color)
    game.target = card_of(view.top, colour)
    game.target.color = LETTERS[colour]  # after a Wild, the colour named
    game.target.str = game.target.get_str()
    game.played_cards = [card_of(c, 0) for c in view.discard]
    game.current_player = view.seat
    state = game.get_state(players, view.seat)
    if legal is not None:
        state["legal_actions"] = list(legal)
    return {"raw_obs": state, "raw_legal_actions": list(state["legal_actions"])}


def to_action(action: str) -> str:
    """This game's action for RLCard's: 'r-5' is 'play R5', 'b-wild_draw_4' 'play +4 B'."""
    if action == "draw":
        return "draw"
    letter, trait = action.split("-", 1)
    colour = COLORS[LETTERS.index(letter)]
    if trait == "wild":
        return f"play W {colour}"
    if trait == "wild_draw_4":
        return f"play +4 {colour}"
    return "play " + colour + ("0123456789SR"[TRAITS.index(trait)] if trait != "draw_2" else "+2")


def _step(state) -> Counter:
    """What the agent plays in `state`, each action with its count among equal chances."""
    drawn = []
    real = np.random.choice

    def read(options, *args, **kwargs):
        drawn.append(list(options))
        return options[0]

    np.random.choice = read
    try:
        action = AGENT.step(state)
    finally:
        np.random.choice = real
    if not drawn:
        return Counter([action])
    assert len(drawn) == 1 and action == drawn[0][0], "the agent drew otherwise than known"
    return Counter(drawn[0])


def choices(view, legal=None) -> dict[str, Fraction]:
    """Each action RLCard's agent takes in `view` (this game's spelling) with its chance."""
    wilds = sum(1 for c in view.hand if COLOR_INDEX[c] < 0)
    # The Wilds' own colours count only for a hand of Wilds alone: then every colouring.
    colourings = (itertools.product(range(4), repeat=wilds) if wilds == len(view.hand)
                  else [(0,) * wilds])
    total = Counter()
    ways = 0
    for colouring in colourings:
        counts = _step(rlcard_state(view, colouring, legal))
        size = sum(counts.values())
        for action, n in counts.items():
            total[to_action(action)] += Fraction(n, size)
        ways += 1
    return {a: p / ways for a, p in total.items()}
