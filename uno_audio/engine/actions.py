"""Actions and phases as values, with their text notation at the edges.

    action = Action.parse("play W R")   # verb "play", card W, colour "R", seat None
    str(action) == "play W R"
    Action.play(card), Action.color("G"), Action.catch(2), DRAW, PASS, UNO

The notation: `play <card> [<colour>]`, `draw`, `pass`, `color <c>`, `uno`, `catch <seat>`,
`challenge`, `buzz`, `swap <seat>`, `choose <seat>` (a blank card's player to draw,
DECK-4.6). An `Action` is a `str` of its notation, so logs, saves and positions hold it as
text and anything that reads the text reads it still; every listed spelling is one shared
instance built here, and the engine's tables are keyed by these instances, so applying
one costs a single lookup. `Action.parse` refuses what is not an action with
`IllegalAction` and a reason code; whether the rules allow it is the game's business.
"""

from __future__ import annotations

import sys
from enum import Enum

if sys.version_info >= (3, 11):
    from enum import StrEnum
else:  # Python 3.10: the same behaviour for what the game uses
    class StrEnum(str, Enum):
        def __str__(self) -> str:
            return str.__str__(self)

        __format__ = str.__format__

from .cards import (CARDS, COLORS, FLIP_KINDS, KINDS, TEXT, WILD, WILD_DRAW_FOUR, WILD_DRAW_SIX,
                    WILD_DRAW_TEN, WILD_REVERSE_FOUR, Card)

MAX_PLAYERS = 10


class IllegalAction(ValueError):
    """An action the rules refuse; `reason` is a stable code for the announcer."""

    def __init__(self, reason: str, action: str | None = None):
        super().__init__(reason if action is None else f"{reason}: {action}")
        self.reason = reason
        self.action = action


class Phase(StrEnum):
    """What the seat on turn is doing; a position writes its text."""

    PLAY = "play"          # play a card or draw
    DRAWN = "drawn"        # play the card just drawn or keep it (PLAY-4)
    PENALTY = "penalty"    # draw, stack or challenge (VAR-STACK, VAR-BLUFF)
    COLOR = "color"        # name the colour of a Wild turned up, or of a blank card (DECK-4.11)
    SWAP = "swap"          # swap hands with someone or keep (VAR-07, DECK-4.7)
    CHOOSE = "choose"      # name who draws (DECK-4.6)
    BUZZER = "buzzer"      # everyone presses the buzzer (VAR-BUZZ)
    OVER = "over"          # the round is over


VERBS = ("play", "draw", "pass", "color", "uno", "catch", "challenge", "buzz", "swap", "choose")
_COLOR_OF_LETTER = {c: i for i, c in enumerate(COLORS)}


class Action(str):
    """One action: `verb`, and the `card`, `color` (a letter) or `seat` it names.

    `Action(text)` is `Action.parse(text)`; `str(action)` is its notation."""

    verb: str
    card: Card | None
    color: str | None
    seat: int | None
    color_index: int        # the index of `color` in COLORS, -1 for none

    def __new__(cls, text: str) -> Action:
        return cls.parse(text)

    @classmethod
    def _make(cls, verb: str, card: Card | None = None, color: int = -1,
              seat: int | None = None) -> Action:
        text = verb
        if card is not None:
            text += " " + TEXT[card]
        if color >= 0:
            text += " " + COLORS[color]
        if seat is not None:
            text += " %d" % seat
        action = str.__new__(cls, text)
        d = action.__dict__
        d["verb"], d["card"], d["seat"] = verb, card, seat
        d["color"], d["color_index"] = (COLORS[color] if color >= 0 else None), color
        return action

    @classmethod
    def parse(cls, text: str) -> Action:
        """The action `text` spells (any case, any spacing); IllegalAction with
        `unknown-action`, `unknown-card`, `unknown-color` or `unknown-seat` if none."""
        if text.__class__ is Action:
            return text
        if not isinstance(text, str):
            raise IllegalAction("unknown-action", repr(text))
        hit = ACTIONS.get(text)
        if hit is not None:
            return hit
        words = text.strip().split()
        if not words:
            raise IllegalAction("unknown-action", text)
        verb = words[0].lower()
        args = words[1:]
        if verb == "play" and 1 <= len(args) <= 2:
            try:
                card = Card.parse(args[0])
            except ValueError:
                raise IllegalAction("unknown-card", text) from None
            color = -1
            if len(args) == 2:
                color = _COLOR_OF_LETTER.get(args[1].upper(), -1)
                if color < 0:
                    raise IllegalAction("unknown-color", text)
            return _interned("play", card, color, None)
        if verb == "color" and len(args) == 1:
            color = _COLOR_OF_LETTER.get(args[0].upper(), -1)
            if color < 0:
                raise IllegalAction("unknown-color", text)
            return COLOR_ACTIONS[color]
        if verb in ("catch", "swap", "choose") and len(args) == 1:
            try:
                seat = int(args[0])
            except ValueError:
                raise IllegalAction("unknown-seat", text) from None
            return _interned(verb, None, -1, seat)
        if verb in ("draw", "pass", "uno", "challenge", "buzz") and not args:
            return ACTIONS[verb]
        raise IllegalAction("unknown-action", text)

    @staticmethod
    def play(card: int, color: str | None = None) -> Action:
        """Play `card` (naming `color` for a Wild or a Wild Draw Four)."""
        if color is None:
            return PLAY_ACTION[card]
        return _interned("play", CARDS[card], _COLOR_OF_LETTER[color], None)

    @staticmethod
    def pick(color: str) -> Action:
        """Name the colour `color` (`color R`)."""
        return COLOR_ACTIONS[_COLOR_OF_LETTER[color]]

    @staticmethod
    def catch(seat: int) -> Action:
        return _interned("catch", None, -1, seat)

    @staticmethod
    def swap(seat: int) -> Action:
        return _interned("swap", None, -1, seat)

    @staticmethod
    def choose(seat: int) -> Action:
        return _interned("choose", None, -1, seat)

    def __setattr__(self, name, value):
        raise AttributeError("an action is read-only")

    def __reduce__(self):
        return (Action.parse, (str(self),))

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self

    def __repr__(self) -> str:
        return f"Action({str.__repr__(self)})"


def _interned(verb: str, card: Card | None, color: int, seat: int | None) -> Action:
    """The shared instance of this action if it is listed, else a new one (a seat beyond
    the table, a colour named for a card that takes none: the game refuses them)."""
    probe = Action._make(verb, card, color, seat)
    return ACTIONS.get(str(probe), probe)


# Every listed spelling, built once.
PLAY_ACTION = tuple(Action._make("play", CARDS[k]) for k in range(KINDS))
# The cards played with a colour named (a Wild Colour Roulette's colour is named by the
# player after, DECK-5.6), the Flip deck's four wild faces among them (DECK-6.3).
WILD_PLAY_ACTIONS = {k: tuple(Action._make("play", CARDS[k], c) for c in range(4))
                     for k in (WILD, WILD_DRAW_FOUR, WILD_REVERSE_FOUR, WILD_DRAW_SIX, WILD_DRAW_TEN)
                     + tuple(k for side in FLIP_KINDS for rank in (13, 14) for k in side[rank])}
COLOR_ACTIONS = tuple(Action._make("color", None, c) for c in range(4))
CATCH_ACTIONS = tuple(Action._make("catch", seat=s) for s in range(MAX_PLAYERS))
CHOOSE_ACTIONS = tuple(Action._make("choose", seat=s) for s in range(MAX_PLAYERS))
SWAP_ACTIONS = tuple(Action._make("swap", seat=s) for s in range(MAX_PLAYERS))
DRAW, PASS, UNO, CHALLENGE, BUZZ = (Action._make(v) for v in ("draw", "pass", "uno", "challenge", "buzz"))
# Every listed action by its text (the key is the action itself: a lookup by an action
# finds it by identity, by plain text as an equal string).
ACTIONS: dict[str, Action] = {a: a for a in (
    PLAY_ACTION + sum(WILD_PLAY_ACTIONS.values(), ()) + COLOR_ACTIONS
    + CATCH_ACTIONS + CHOOSE_ACTIONS + SWAP_ACTIONS + (DRAW, PASS, UNO, CHALLENGE, BUZZ))}
