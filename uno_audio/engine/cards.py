"""Cards as small integers with a two-way text notation.

A card is one of 99 kinds: 13 ranks in each of four colours (ids 0-51, colour
major), then Wild (52), Wild Draw Four (53) and Buzzer (54), then the blank cards
of DECK-4, one kind per rule and colour (55-82, rule major: `blank_kind`), then the
No Mercy cards of DECK-5: Draw Four, Skip Everyone and Discard All in each colour
(83-94, symbol major), Wild Reverse Draw Four, Wild Draw Six, Wild Draw Ten and Wild
Colour Roulette (95-98), then the Flip deck's cards of DECK-6 (99-210, `FLIP_BASE` on).
The classic kinds keep their ids, so the classic deck's tables are what they were.

A Flip card has two faces. Its kind is the card with one face up: the light-up kinds
(99-154) in the order of their light face, then the dark-up kinds (155-210) in the order
of their dark face; `OTHER[kind]` is the same card turned over, so a flip maps every card
through `OTHER` and every table keyed by kind reads the face in play. The faces are paired
once, here (`flip_pair`): two copies of each pair. The engine plays the dark colours pink,
teal, orange and purple in the slots of red, yellow, green and blue: `Card.color` and every
colour in actions and events is the slot's letter (R, Y, G, B) on both sides, and
`Card.dark` / `Game.side` say which names to use (`DARK_COLORS`: P, T, O, V). Copies of a kind
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
# DECK-5: the No Mercy kinds, after the blank cards.
MERCY_BASE = BLANK_BASE + 4 * len(BLANK_RULES)
MERCY_RANKS = ("+4", "E", "D")            # Draw Four, Skip Everyone, Discard All
MERCY_WILD_RANKS = ("R4", "+6", "+10", "C")  # Wild Reverse Draw Four, Draw Six, Draw Ten, Colour Roulette
DRAW_FOUR, SKIP_EVERYONE, DISCARD_ALL = MERCY_BASE, MERCY_BASE + 4, MERCY_BASE + 8  # + colour index
MERCY_WILD = MERCY_BASE + 4 * len(MERCY_RANKS)
WILD_REVERSE_FOUR, WILD_DRAW_SIX, WILD_DRAW_TEN, ROULETTE = range(MERCY_WILD, MERCY_WILD + 4)
# DECK-6: the Flip deck. A face's rank index on its side: 0-8 for 1-9, then the symbols;
# 13 and 14 for its two wilds.
FLIP_BASE = MERCY_WILD + len(MERCY_WILD_RANKS)
LIGHT_RANKS = ("1", "2", "3", "4", "5", "6", "7", "8", "9", "D1", "R", "S", "F", "W", "W2")
DARK_RANKS = ("1", "2", "3", "4", "5", "6", "7", "8", "9", "D5", "R", "E", "F", "W", "WDC")
LIGHT_SIGNS = ("1", "2", "3", "4", "5", "6", "7", "8", "9", "+1", "R", "S", "F", "W", "W+2")
DARK_SIGNS = ("1", "2", "3", "4", "5", "6", "7", "8", "9", "+5", "R", "E", "F", "W", "W+C")
DARK_COLORS = ("P", "T", "O", "V")      # pink, teal, orange, purple: the slots R, Y, G, B
FLIP_FACES = 56                        # 52 in colour (13 a colour), then two pairs of each wild
DARK_BASE = FLIP_BASE + FLIP_FACES
KINDS = DARK_BASE + FLIP_FACES


def _face(index: int) -> tuple[int, int]:
    """(colour slot or -1, rank index) of face `index` (0-55) on either side."""
    if index < 52:
        return index // 13, index % 13
    return -1, 13 if index < 54 else 14


def flip_pair(light: int) -> int:
    """DECK-6.1: the dark face (0-55) printed on the back of light face `light` (0-55). A fixed
    rule: no wild backs a wild and no face backs the same number or symbol."""
    return (15 * light + 5) % FLIP_FACES


_DARK_OF = tuple(flip_pair(i) for i in range(FLIP_FACES))
_LIGHT_OF = tuple(_DARK_OF.index(d) for d in range(FLIP_FACES))


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
        """`"0"`-`"9"`, `"S"`, `"R"`, `"+2"`, `"W"`, `"+4"`, `"Z"`, `*` and a blank rule's code, or
        a No Mercy card's: `"D4"`, `"E"`, `"D"` in colour, `"WR4"`, `"W+6"`, `"W+10"`, `"WC"`; or
        a Flip card's face up: `LIGHT_RANKS` / `DARK_RANKS` (`"D1"`, `"F"`, `"W2"`, `"D5"`,
        `"E"`, `"WDC"`...)."""
        return RANK_OF[self]

    @property
    def number(self) -> int | None:
        if self >= FLIP_BASE:
            return int(RANK_OF[self]) if RANK_OF[self].isdigit() else None
        return int(self.rank) if self < WILD and self % 13 < 10 else None

    @property
    def is_wild(self) -> bool:
        return self in (WILD, WILD_DRAW_FOUR) or MERCY_WILD <= self < FLIP_BASE or (
            self >= FLIP_BASE and COLOR_INDEX[self] < 0)

    @property
    def flip(self) -> bool:
        """A card of the Flip deck (DECK-6)."""
        return self >= FLIP_BASE

    @property
    def dark(self) -> bool:
        """A Flip card with its dark face up: its colour is named by `DARK_COLORS`."""
        return self >= DARK_BASE

    @property
    def other(self) -> "Card | None":
        """The same Flip card turned over (DECK-6.1), else None."""
        return CARDS[OTHER[self]] if self >= FLIP_BASE else None

    @property
    def face_color(self) -> str | None:
        """The colour letter of the face up: R, Y, G, B, or P, T, O, V on the dark side."""
        i = COLOR_INDEX[self]
        return None if i < 0 else (DARK_COLORS if self >= DARK_BASE else COLORS)[i]

    @property
    def blank(self):
        """The `BlankRule` of a blank card (DECK-4), else None."""
        return BLANK_RULES[(self - BLANK_BASE) // 4] if BLANK_BASE <= self < MERCY_BASE else None

    @property
    def mercy(self) -> bool:
        """A card of the No Mercy deck's own (DECK-5)."""
        return MERCY_BASE <= self < FLIP_BASE

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
_MERCY = tuple((c, r) for r in range(len(MERCY_RANKS)) for c in range(4))
TEXT = tuple(c + r for c in COLORS for r in RANKS) + ("W", "+4", "Z") + tuple(
    COLORS[c] + "*" + BLANK_RULES[r].code for c, r in _BLANKS) + tuple(
    COLORS[c] + MERCY_RANKS[r] for c, r in _MERCY) + tuple("W" + r for r in MERCY_WILD_RANKS)
COLOR_OF = tuple(c for c in COLORS for _ in RANKS) + (None, None, None) + tuple(
    COLORS[c] for c, _ in _BLANKS) + tuple(COLORS[c] for c, _ in _MERCY) + (None,) * 4
RANK_OF = tuple(r for _ in COLORS for r in RANKS) + ("W", "+4", "Z") + tuple(
    "*" + BLANK_RULES[r].code for _, r in _BLANKS) + tuple(("D4", "E", "D")[r] for _, r in _MERCY) + tuple(
    "W" + r for r in MERCY_WILD_RANKS)
# A blank card scores 20 (DECK-4.3); `Rules.blank_points` may change it. DECK-5.9: a No
# Mercy action card in colour 20, a No Mercy wild 50.
POINTS = tuple(int(r) if r.isdigit() else 20 for _ in COLORS for r in RANKS) + (50, 50, 50) + (
    20,) * len(_BLANKS) + (20,) * len(_MERCY) + (50,) * 4
# Colour index of each kind, -1 for colourless kinds.
COLOR_INDEX = tuple(i for i in range(4) for _ in RANKS) + (-1, -1, -1) + tuple(c for c, _ in _BLANKS) + tuple(
    c for c, _ in _MERCY) + (-1,) * 4
# Rank index (0-12) of each coloured kind; 13, 14, 15 for W, +4, Z; 16 on for the blank
# rules; then the No Mercy symbols and wilds.
_MERCY_RANK = 16 + len(BLANK_RULES)
RANK_INDEX = tuple(r for _ in COLORS for r in range(13)) + (13, 14, 15) + tuple(16 + r for _, r in _BLANKS) + tuple(
    _MERCY_RANK + r for _, r in _MERCY) + tuple(_MERCY_RANK + len(MERCY_RANKS) + r for r in range(4))
# DECK-5.3: what each draw card of the No Mercy deck gives (0: not a draw card).
MERCY_DRAWS = tuple(2 if k < WILD and k % 13 == DRAW_TWO else 4 if k == WILD_REVERSE_FOUR
                    or DRAW_FOUR <= k < DRAW_FOUR + 4 else 6 if k == WILD_DRAW_SIX
                    else 10 if k == WILD_DRAW_TEN else 0 for k in range(KINDS))

# DECK-6: the Flip kinds' faces. Light-up kind FLIP_BASE + i shows light face i; dark-up
# kind DARK_BASE + d shows dark face d.
_FLIP = tuple((False, i) for i in range(FLIP_FACES)) + tuple((True, d) for d in range(FLIP_FACES))


def _flip_text(dark: bool, index: int) -> str:
    colour, rank = _face(index)
    signs, letters = (DARK_SIGNS, DARK_COLORS) if dark else (LIGHT_SIGNS, COLORS)
    return (letters[colour] if colour >= 0 else "") + signs[rank]


# A Flip kind's text: the face up, "/", the face down ("R5/O8", "O8/R5", "W/T+5").
TEXT += tuple(_flip_text(dark, i) + "/" + _flip_text(not dark, (_LIGHT_OF if dark else _DARK_OF)[i])
              for dark, i in _FLIP)
COLOR_OF += tuple(COLORS[_face(i)[0]] if _face(i)[0] >= 0 else None for _, i in _FLIP)
RANK_OF += tuple((DARK_RANKS if dark else LIGHT_RANKS)[_face(i)[1]] for dark, i in _FLIP)
COLOR_INDEX += tuple(_face(i)[0] for _, i in _FLIP)
# Numbers keep the classic rank indices (so "the same number" and a sequence read them as
# ever), Skip and Reverse theirs, Skip Everyone the No Mercy one; the other faces their own.
_FLIP_RANK = _MERCY_RANK + len(MERCY_RANKS) + 4
DRAW_ONE_RANK, FLIP_RANK, WILD_TWO_RANK, DRAW_FIVE_RANK, WILD_COLOR_RANK = range(_FLIP_RANK, _FLIP_RANK + 5)
_LIGHT_INDEX = tuple(range(1, 10)) + (DRAW_ONE_RANK, REVERSE, SKIP, FLIP_RANK, 13, WILD_TWO_RANK)
_DARK_INDEX = tuple(range(1, 10)) + (DRAW_FIVE_RANK, REVERSE, _MERCY_RANK + 1, FLIP_RANK, 13, WILD_COLOR_RANK)
RANK_INDEX += tuple((_DARK_INDEX if dark else _LIGHT_INDEX)[_face(i)[1]] for dark, i in _FLIP)
# DECK-6.9: scored by the face in play: numbers their value; light Draw One 10, Reverse,
# Skip and Flip 20, Wild 40, Wild Draw Two 50; dark Draw Five, Reverse and Flip 20, Skip
# Everyone 30, Wild 40, Wild Draw Colour 60.
_LIGHT_POINTS = tuple(range(1, 10)) + (10, 20, 20, 20, 40, 50)
_DARK_POINTS = tuple(range(1, 10)) + (20, 20, 30, 20, 40, 60)
POINTS += tuple((_DARK_POINTS if dark else _LIGHT_POINTS)[_face(i)[1]] for dark, i in _FLIP)
# The same card turned over.
OTHER = tuple(range(FLIP_BASE)) + tuple(DARK_BASE + _DARK_OF[i] for i in range(FLIP_FACES)) + tuple(
    FLIP_BASE + _LIGHT_OF[d] for d in range(FLIP_FACES))
# The kinds of each Flip face, by side and rank index of `_face`: FLIP_KINDS[dark][rank].
FLIP_KINDS = tuple(tuple(tuple(base + i for i in range(FLIP_FACES) if _face(i)[1] == r) for r in range(15))
                   for base in (FLIP_BASE, DARK_BASE))

CARDS = tuple(int.__new__(Card, i) for i in range(KINDS))
_BY_TEXT = {t: CARDS[i] for i, t in enumerate(TEXT)}
_BY_TEXT["+4"] = CARDS[WILD_DRAW_FOUR]


def blank_kind(color: int, rule: int) -> int:
    """The kind of the blank card of colour index `color` with rule index `rule`."""
    return BLANK_BASE + rule * 4 + color


def mercy_deck() -> list[Card]:
    """The 168 cards of the No Mercy deck (DECK-5.1), in a fixed order."""
    deck = []
    for c in range(4):
        base = c * 13
        for r in range(10):
            deck += [CARDS[base + r]] * 2
        deck += [CARDS[base + SKIP]] * 3 + [CARDS[base + REVERSE]] * 3 + [CARDS[base + DRAW_TWO]] * 3
        deck += [CARDS[DRAW_FOUR + c]] * 2 + [CARDS[SKIP_EVERYONE + c]] * 2 + [CARDS[DISCARD_ALL + c]] * 3
    deck += [CARDS[WILD_REVERSE_FOUR]] * 8 + [CARDS[WILD_DRAW_SIX]] * 4 + [CARDS[WILD_DRAW_TEN]] * 4
    deck += [CARDS[ROULETTE]] * 8
    return deck


def flip_deck() -> list[Card]:
    """The 112 cards of the Flip deck (DECK-6.1), light side up, in a fixed order: two of
    each pair of faces."""
    return [CARDS[FLIP_BASE + i] for i in range(FLIP_FACES) for _ in range(2)]


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
