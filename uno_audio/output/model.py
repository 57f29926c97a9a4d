"""What the window draws of a screen, as plain data: the screen builds it, the window
lays it out. Every text is already in the player's language; every colour is an index
into the theme's card colours (0-3 red, yellow, green, blue; 4 colourless; 5-8 pink, teal,
orange, purple: the Flip deck's dark side)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class ListView:
    """A title and lines, one of them selected (a menu, a reader, the seat choice)."""
    title: str
    lines: tuple[str, ...] = ()
    selected: int | None = None
    captions: bool = True          # the last things said, below


@dataclass(frozen=True)
class HandoverView:
    """Only whose turn it is and how to start: no card, no line of anyone's hand."""
    text: str


@dataclass(frozen=True)
class Tile:
    letter: str                 # the colour's key letter
    word: str                   # "1 red"
    held: str                   # "3 held"


@dataclass(frozen=True)
class ColorView:
    """The colour choice: four tiles, one focused and named below."""
    title: str
    tiles: tuple[Tile, ...]
    focused: int
    label: str
    help: str
    colors: tuple[int, ...] = (0, 1, 2, 3)   # each tile's colour: the dark side's on the Flip deck


@dataclass(frozen=True)
class HandCard:
    label: str
    color: int
    playable: bool


@dataclass(frozen=True)
class TableView:
    """The table: the top card and colour, whose turn, what is pending, the windows open,
    the direction, the counts and scores, and the hand of the one at the keyboard."""
    top: str
    top_color: int
    color_line: tuple[str, int] | None     # a Wild's colour, with its index
    turn: tuple[str, bool] | None          # the line and whether it is the viewer's turn
    pending: str | None
    windows: tuple[str, ...]
    direction: str
    counts: str
    scores: str
    hand_title: str
    playable: str | None                   # "3 playable", when any card is
    hand: tuple[HandCard, ...]
    selected: int
    side: str | None = None                # the Flip deck: the side in play and the draw pile's face
