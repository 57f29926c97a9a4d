"""Cards as small integers with a two-way text notation.

A card is one of 83 kinds: 13 ranks in each of four colours (ids 0-51, colour
major), then Wild (52), Wild Draw Four (53) and Buzzer (54), then the blank cards
of DECK-4, one kind per rule and colour (55-82, rule major: `blank_kind`). Copies of a kind
are equal, so a hand is a list of kinds. `Card` is an int so the engine can
index precomputed tables with it; every kind has one shared instance.
"""

from __future__ import annotations

from .blanks import BLANK_RULES

COLORS = ("R", "Y", "G", "B")
RANKS = ("0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "S", "R", "+2")
SKIP, REVERSE, DRAW_TWO = 10, 11, 12
WILD, WILD_DRAW_FOUR, BUZZER = 52, 53, 54
BLANK_BASE = 55
KINDS = BLANK_BASE + 4 * len(BLANK_RULES)


class Card(int):
    """One kind of card: `Card.parse("R5")`, `str(card) == "R5"`."""

    __slots__ = ()

    def __new__(cls, kind: int) -> "Card":
        if isinstance(kind, Card):
            return kind
        return CARDS[kind]

    @classmethod
    def parse(cls, text: str) -> "Card":
        try:
            return _BY_TEXT[text.strip().upper()]
        except (KeyError, AttributeError):
            raise ValueError(f"not a card: {text!r}") from None

    @property
    def color(self) -> str | None:
        """`"R"`, `"Y"`, `"G"`, `"B"`, or None for Wild, Wild Draw Four and Buzzer."""
        return COLOR_OF[self]

    @property
    def rank(self) -> str:
        """`"0"`-`"9"`, `"S"`, `"R"`, `"+2"`, `"W"`, `"+4"`, `"Z"`, or `*` and a blank rule's code."""
        return RANK_OF[self]

    @property
    def number(self) -> int | None:
        return int(self.rank) if self < WILD and self % 13 < 10 else None

    @property
    def is_wild(self) -> bool:
        return self in (WILD, WILD_DRAW_FOUR)

    @property
    def blank(self):
        """The `BlankRule` of a blank card (DECK-4), else None."""
        return BLANK_RULES[(self - BLANK_BASE) // 4] if self >= BLANK_BASE else None

    @property
    def points(self) -> int:
        return POINTS[self]

    def __str__(self) -> str:
        return TEXT[self]

    def __repr__(self) -> str:
        return f"Card({TEXT[self]!r})"

    def __reduce__(self):
        return (Card, (int(self),))


_BLANKS = tuple((c, r) for r in range(len(BLANK_RULES)) for c in range(4))
TEXT = tuple(c + r for c in COLORS for r in RANKS) + ("W", "+4", "Z") + tuple(
    COLORS[c] + "*" + BLANK_RULES[r].code for c, r in _BLANKS)
COLOR_OF = tuple(c for c in COLORS for _ in RANKS) + (None, None, None) + tuple(COLORS[c] for c, _ in _BLANKS)
RANK_OF = tuple(r for _ in COLORS for r in RANKS) + ("W", "+4", "Z") + tuple(
    "*" + BLANK_RULES[r].code for _, r in _BLANKS)
# A blank card scores 20 (DECK-4.3); `Rules.blank_points` may change it.
POINTS = tuple(int(r) if r.isdigit() else 20 for _ in COLORS for r in RANKS) + (50, 50, 50) + (20,) * len(_BLANKS)
# Colour index of each kind, -1 for colourless kinds.
COLOR_INDEX = tuple(i for i in range(4) for _ in RANKS) + (-1, -1, -1) + tuple(c for c, _ in _BLANKS)
# Rank index (0-12) of each coloured kind; 13, 14, 15 for W, +4, Z; 16 on for the blank rules.
RANK_INDEX = tuple(r for _ in COLORS for r in range(13)) + (13, 14, 15) + tuple(16 + r for _, r in _BLANKS)

CARDS = tuple(int.__new__(Card, i) for i in range(KINDS))
_BY_TEXT = {t: CARDS[i] for i, t in enumerate(TEXT)}
_BY_TEXT["+4"] = CARDS[WILD_DRAW_FOUR]


def blank_kind(color: int, rule: int) -> int:
    """The kind of the blank card of colour index `color` with rule index `rule`."""
    return BLANK_BASE + rule * 4 + color


def full_deck(buzzer: bool = False, blanks=()) -> list[Card]:
    """The 108 cards of DECK-1 (116 with the Buzzer cards of DECK-2), then the blank cards
    `blanks` (DECK-4.1), in a fixed order."""
    deck = []
    for c in range(4):
        base = c * 13
        deck.append(CARDS[base])
        for r in range(1, 13):
            deck += [CARDS[base + r]] * 2
    deck += [CARDS[WILD]] * 4 + [CARDS[WILD_DRAW_FOUR]] * 4
    if buzzer:
        deck += [CARDS[BUZZER]] * 8
    deck += [Card.parse(b) if isinstance(b, str) else Card(b) for b in blanks]
    return deck
