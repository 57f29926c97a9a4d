"""The rules of RULES.md as a state machine: actions in, events out.

A match is its constructor arguments plus `log`, the list of (seat, action)
pairs applied; `Game.replay` rebuilds it. Validation always runs to the end
before anything is changed, so an illegal action leaves the game untouched.

Bots and simulations play millions of actions, so the layout is for speed:
cards are small ints that index tables worked out at import (what matches
what, the action strings, the common events); the common plays and draws of
the seat on turn run inline in `apply`; the draw pile is shuffled lazily.
`python -m uno_audio.bench engine` measures it.
"""

from __future__ import annotations

import random
import sys
from array import array
from typing import Any, Callable, NamedTuple
from functools import partial
from itertools import product
from operator import attrgetter
from hashlib import shake_128

from .actions import (ACTIONS, BUZZ, CATCH_ACTIONS, CHALLENGE, CHOOSE_ACTIONS, COLOR_ACTIONS, DRAW, MAX_PLAYERS,
                      PASS, PLAY_ACTION, SWAP_ACTIONS, UNO, WILD_PLAY_ACTIONS, Action, IllegalAction, Phase)
from .cards import (BLANK_BASE, BUZZER, CARDS, COLOR_INDEX, COLORS, DARK_BASE, DISCARD_ALL, DRAW_FIVE_RANK,
                    DRAW_ONE_RANK, DRAW_TWO, FLIP_BASE, FLIP_FACES, FLIP_RANK, KINDS, MERCY_BASE, MERCY_DRAWS,
                    MERCY_WILD, OTHER, POINTS, RANK_INDEX, REVERSE, ROULETTE, SKIP, SKIP_EVERYONE, WILD,
                    WILD_COLOR_RANK, WILD_DRAW_FOUR, WILD_REVERSE_FOUR, WILD_TWO_RANK, Card, flip_deck,
                    full_deck, mercy_deck)
from .rules import DRAWS_UNLIMITED
from .events import EVENT_TYPES, Event
from .position import read, write
from .rules import Rules
from .state import State
from .view import View

HAND_SIZE = 7
ROTATE_HANDS = 12
# Rotating partners (VAR-ROTATE): each block of four hands pairs seat 0 with another.
ROTATE_PAIRS = ((0, 2), (0, 1), (0, 3))
# DECK-5.8: a player holding this many cards is out of the round.
MERCY_LIMIT = 25


# The phases as the engine sets them (BUZZER is the card; its window is BUZZING).
PLAY, DRAWN, PENALTY, COLOR, SWAP, CHOOSE, BUZZING, OVER = Phase


# ---- precomputed tables -------------------------------------------------------------

def _matches(card: int, top: int, color: int) -> bool:
    """PLAY-1/PLAY-2, VAR-BUZZ, DECK-4.2 and DECK-5.2: may `card` go on `top` when `color` is
    to be matched."""
    if WILD <= card < BLANK_BASE or card >= MERCY_WILD:
        return True
    if color < 0:  # after a Buzzer, or nothing to match
        return True
    if COLOR_INDEX[card] == color:
        return True
    # The same number or symbol; a blank card's symbol is its rule (a No Mercy card's, its own).
    return (top < WILD or top >= BLANK_BASE) and RANK_INDEX[card] == RANK_INDEX[top]


_NO_FLIP = (False,) * (KINDS - FLIP_BASE)
_NO_CLASSIC = (False,) * FLIP_BASE
_NO_FACES = (False,) * FLIP_FACES


def _flip_row(top: int, color: int) -> tuple:
    """DECK-6.3: MATCH's row for a Flip `top`. Every card shows the side in play, so only the
    faces of its side meet it: the rest of the row is False, shared."""
    dark = top >= DARK_BASE
    rank = RANK_INDEX[top] if COLOR_INDEX[top] >= 0 else -1   # a wild face: no symbol to match
    first = DARK_BASE if dark else FLIP_BASE
    side = tuple(COLOR_INDEX[c] < 0 or color < 0 or COLOR_INDEX[c] == color or RANK_INDEX[c] == rank
                 for c in range(first, first + FLIP_FACES))
    return _NO_CLASSIC + (_NO_FACES + side if dark else side + _NO_FACES)


# The rows, by what they depend on: the deck, the top's symbol if it is matched (not a
# wild's), the colour. Tops that share these share their row: 280 rows for 1055 keys.
_ROWS: dict = {}


def _match_row(top: int, color: int) -> tuple:
    """A classic top only ever meets classic cards, a Flip top only Flip cards of its side."""
    if top < FLIP_BASE:
        key = (-1, RANK_INDEX[top] if top < WILD or top >= BLANK_BASE else -1, color)
    else:
        key = (top >= DARK_BASE, RANK_INDEX[top] if COLOR_INDEX[top] >= 0 else -1, color)
    row = _ROWS.get(key)
    if row is None:
        if top < FLIP_BASE:
            row = tuple([_matches(c, top, color) for c in range(FLIP_BASE)]) + _NO_FLIP
        else:
            row = _flip_row(top, color)
        _ROWS[key] = row
    return row


# MATCH[top * 5 + color + 1][card]; then, from DEMAND_KEY, one row per colour a blank card
# named (DECK-4.11): only cards of that colour go.
MATCH = tuple(_match_row(t, col) for t in range(KINDS) for col in range(-1, 4)) + tuple(
    tuple(COLOR_INDEX[c] == col for c in range(KINDS)) for col in range(4))
DEMAND_KEY = KINDS * 5
# The cards that may jump in on each top card: the identical number card (VAR-JUMP),
# or any colour of the same number or symbol (VAR-SUPERJUMP); no wilds, no Buzzer.
JUMPERS = tuple((t,) if (t < WILD or t >= FLIP_BASE) and RANK_INDEX[t] < 10 else () for t in range(KINDS))
# VAR-JUMPACT: the identical card, action cards too (never a Wild, a Buzzer or a blank card).
ACTION_JUMPERS = tuple((t,) if t < WILD else () for t in range(KINDS))
SUPER_JUMPERS = tuple(tuple(c for c in range(WILD) if RANK_INDEX[c] == RANK_INDEX[t]) if t < WILD else ()
                      for t in range(KINDS))
# The kinds of each colour, to ask whether a hand holds that colour in one C call.
COLOR_KINDS = tuple(frozenset(k for k in range(KINDS) if COLOR_INDEX[k] == i) for i in range(4))


def _kind_actions(k: int) -> tuple:
    return WILD_PLAY_ACTIONS.get(k, (PLAY_ACTION[k],))


_KIND_ACTIONS = tuple(_kind_actions(k) for k in range(KINDS))
_CLASSIC_ACTIONS = _KIND_ACTIONS[:FLIP_BASE]
_NO_FLIP_PLAYS = ((),) * (KINDS - FLIP_BASE)
_PLAY_ROWS: dict = {}


def _plays_row(m: tuple) -> tuple:
    """PLAYS' row for MATCH's row `m`, once for each row (shared among tops); a classic top's
    worked out over the classic kinds."""
    row = _PLAY_ROWS.get(id(m))
    if row is None:
        if m[FLIP_BASE:] == _NO_FLIP:
            row = tuple([a if ok else () for a, ok in zip(_CLASSIC_ACTIONS, m)]) + _NO_FLIP_PLAYS
        else:
            row = tuple([a if ok else () for a, ok in zip(_KIND_ACTIONS, m)])
        _PLAY_ROWS[id(m)] = row
    return row


# PLAYS[top * 5 + colour + 1][kind]: the actions that play this kind there, () if it does
# not match (a Wild Draw Four always matches: PLAY-3 is the hand's business).
PLAYS = tuple(_plays_row(m) for m in MATCH)
FOUR_FIRST = WILD_PLAY_ACTIONS[WILD_DRAW_FOUR][0]
# PLAY-3, DECK-6.6, DECK-6.8: the wild draw cards played only without the colour in play, and
# challenged under VAR-BLUFF: the Wild Draw Four, the Wild Draw Two and the Wild Draw Colour.
RESTRICTED = tuple(k == WILD_DRAW_FOUR or (k >= FLIP_BASE and RANK_INDEX[k] in (WILD_TWO_RANK, WILD_COLOR_RANK))
                   for k in range(KINDS))
# DECK-6.4, DECK-6.6, DECK-6.7: the cards a Flip draw card gives the next player.
FLIP_DRAWS = tuple(0 if k < FLIP_BASE else {DRAW_ONE_RANK: 1, WILD_TWO_RANK: 2, DRAW_FIVE_RANK: 5}.get(
    RANK_INDEX[k], 0) for k in range(KINDS))
# OUT-2: what a last card still gives the next player.
LAST_DRAWS = tuple(4 if k == WILD_DRAW_FOUR else MERCY_DRAWS[k] or FLIP_DRAWS[k] for k in range(KINDS))
SKIP_ALL_RANK = RANK_INDEX[SKIP_EVERYONE]
# DECK-6.5: each card turned over.
FLIPPED = tuple(CARDS[OTHER[k]] for k in range(KINDS))

# Events of a kind from all ten fields, without the keyword handling of Event(...).
_draw_event = partial(tuple.__new__, EVENT_TYPES["draw"])
_deal_event = partial(tuple.__new__, EVENT_TYPES["deal"])
_round_over_event = partial(tuple.__new__, EVENT_TYPES["round-over"])
# The common events, built once: events are immutable, so every game shares them.
TURN_EVENTS = tuple(Event("turn", s) for s in range(MAX_PLAYERS))
SKIP_EVENTS = tuple(Event("skip", s) for s in range(MAX_PLAYERS))
PASS_EVENTS = tuple(Event("pass", s) for s in range(MAX_PLAYERS))
REVERSE_EVENTS = {d: Event("reverse", count=d) for d in (1, -1)}
DEALER_EVENTS = tuple(Event("dealer", s) for s in range(MAX_PLAYERS))
FIRST_CARD_EVENTS = tuple(Event("first-card", card=c) for c in CARDS)
# PLAY_EVENTS[(seat * FLIP_BASE + kind) * 5 + colour + 1]: a play in turn (a colour for wilds
# only) of a kind before the Flip deck's (whose plays take the general path and make theirs).
_play_event = partial(tuple.__new__, EVENT_TYPES["play"])
PLAY_EVENTS = tuple(
    _play_event(("play", s, CARDS[k], COLORS[c] if c >= 0 else None, None, None, None, None, None, None))
    if (c >= 0) == (k in WILD_PLAY_ACTIONS) else None
    for s in range(MAX_PLAYERS) for k in range(FLIP_BASE) for c in range(-1, 4))
# DRAW_EVENTS[seat][kind]: the one card drawn in turn on the short way (not the Flip deck's).
DRAW_EVENTS = tuple(tuple(_draw_event(("draw", s, None, None, 1, None, (CARDS[k],), s, "turn", None))
                          for k in range(FLIP_BASE))
                    for s in range(MAX_PLAYERS))
# FAST[(sequences, seven_zero, stacking or draw_then_play, bluff)][kind]: how `apply` plays
# this kind in turn on its short way (0: it does not, `_play` does). A number card or a
# Wild passes the turn on; a Draw Two or a Wild Draw Four makes the next seat draw and lose
# their turn (or just draw, when it is the last card).
PASS_FAST, REVERSE_FAST, SKIP_FAST, DRAW_FAST = 1, 2, 3, 4  # from SKIP_FAST on, a seat is skipped
# The cards a DRAW_FAST play gives the next seat.
DRAWS = tuple(4 if k == WILD_DRAW_FOUR else 2 for k in range(KINDS))


def _fast_kind(k, seq, sz, stack, bluff):
    if seq or k == BUZZER or k >= BLANK_BASE:
        return 0
    if k == WILD:
        return PASS_FAST
    if k == WILD_DRAW_FOUR:
        return 0 if stack or bluff else DRAW_FAST
    rank = RANK_INDEX[k]
    if rank < 10:
        return 0 if sz and rank in (0, 7) else PASS_FAST
    if rank == DRAW_TWO:
        return 0 if stack else DRAW_FAST
    return SKIP_FAST if rank == SKIP else REVERSE_FAST


FAST = {key: tuple(_fast_kind(k, *key) for k in range(BLANK_BASE)) + (0,) * (KINDS - BLANK_BASE)
        for key in product((False, True), repeat=4)}


# DECK-5, DECK-6: the No Mercy and Flip decks' every action takes the general path (their
# draws, the mercy rule and the flip are done there), so the classic rows stay as they are.
NO_FAST = (0,) * KINDS


def _fast_for(rules) -> tuple:
    """The row of FAST for `rules`."""
    if rules.deck != "classic":
        return NO_FAST
    return FAST[(rules.sequences, rules.seven_zero,
                 rules.stacking or rules.draw_then_play or rules.advanced_responses, rules.bluff)]


# The points of each kind (SCORE-1) as a byte table: a hand's points in three C calls.
POINT_BYTES = bytes(POINTS).ljust(256, b"\0")
# Game._ways for each pattern of active seats, as it is met.
AFTER: dict = {}
# The decks, built once and copied for each deal.
DECKS = {b: tuple(full_deck(b)) for b in (False, True)}
MERCY_DECK = tuple(mercy_deck())
FLIP_DECK = tuple(flip_deck())
# Decks with blank cards (DECK-4.1) and point tables for another blank score, as met.
BLANK_DECKS: dict = {}
BLANK_POINT_BYTES: dict = {}


def _deck(rules) -> tuple:
    """The deck `rules` deal from, in `full_deck` order."""
    if not rules.blank_cards:
        if rules.deck == "no-mercy":
            return MERCY_DECK
        if rules.deck == "flip":
            return FLIP_DECK
        return DECKS[rules.buzzer]
    key = (rules.buzzer, rules.blank_cards)
    deck = BLANK_DECKS.get(key)
    if deck is None:
        deck = BLANK_DECKS[key] = tuple(full_deck(rules.buzzer, rules.blank_cards))
    return deck


def deck_for(rules) -> list[Card]:
    """The cards a round of `rules` deals from (DECK-1, DECK-2, DECK-4.1, DECK-5.1 or DECK-6.1),
    a Flip deck light side up."""
    return list(_deck(rules))


def _point_bytes(rules) -> bytes:
    """POINT_BYTES with the blank cards' score of `rules` (DECK-4.3)."""
    points = rules.blank_points
    if points == 20:
        return POINT_BYTES
    table = BLANK_POINT_BYTES.get(points)
    if table is None:
        table = bytearray(POINT_BYTES)
        for k in range(BLANK_BASE, MERCY_BASE):
            table[k] = min(points, 255)
        table = BLANK_POINT_BYTES[points] = bytes(table)
    return table


NUMBER_CARDS = tuple(c for c in DECKS[False] if RANK_INDEX[c] < 10)
BIG_ENDIAN = sys.byteorder == "big"
UINT32 = next(t for t in "HILQ" if array(t).itemsize == 4)
# The draw pile is shuffled lazily (see Game._settle): the deal settles DEAL_SETTLE more
# places than it deals, about what a round draws, and a draw that finds none settled
# settles SETTLE more.
DEAL_SETTLE = 24
SETTLE = 8
# Random numbers drawn at a time for the dealer's cards (SETUP-2).
DEALER_KEYS = 16


def _plain_draw_for(rules) -> bool:
    """A draw in turn is one card, kept or played (PLAY-4), and no sequence lapses."""
    return not (rules.draw_to_match or rules.sequences or rules.optional_draws or rules.deck != "classic")


def parse_action(action: str) -> tuple:
    """("play", card, colour index or -1) / ("catch", seat, -1) / (verb, None, colour or -1):
    `Action.parse(action)` as the engine's methods take it."""
    a = Action.parse(action)
    return (a.verb, a.card if a.card is not None else a.seat, a.color_index)


class Stream:
    """The match's random numbers: SHAKE-128 of the seed and a label, so a seed gives the
    same match on every machine, and a hash call costs less than seeding a generator.
    """

    def __init__(self, seed):
        self.key = repr(seed).encode()
        self.count = 0

    def getstate(self) -> tuple:
        return self.key, self.count

    def label(self) -> int:
        """A fresh label for `block`."""
        self.count += 1
        return self.count

    def block(self, label: int, index: int, n: int) -> array:
        """The `index`-th block of `n` random 32-bit numbers under `label`.

        32 bits are plenty here: taken modulo a deck's size, the bias is below 3e-8.
        """
        keys = array(UINT32, shake_128(b"%b/%d/%d" % (self.key, label, index)).digest(4 * n))
        if BIG_ENDIAN:
            keys.byteswap()
        return keys

    def randrange(self, n: int) -> int:
        return self.block(self.label(), 0, 1)[0] % n


# ---- the state, declared once ------------------------------------------------------

# How `Game.copy` takes a slot: the value itself (immutable, or only ever replaced), a copy
# of the list, a copy of each list in it, a new empty list, a copy of the random stream.
SAME, LIST, LISTS, NEW, STREAM = "same", "list", "lists", "new", "stream"


class Slot(NamedTuple):
    name: str
    copy: str             # how `Game.copy` takes it
    field: str | None     # the `State` field it holds as it is; None: `from_state` makes it


# Every slot of a game. `Game.__slots__` and `Game.copy` are made from this, and
# `Game.state` / `Game.from_state` (so positions and the bots' worlds) go by it.
SLOTS = (
    # the match
    Slot("players", SAME, "players"), Slot("rules", SAME, "rules"),
    Slot("seed", SAME, None), Slot("initial_deck", SAME, None), Slot("initial_dealer", SAME, None),
    Slot("rng", STREAM, None),                  # State.rng: (key, count)
    Slot("log", NEW, None), Slot("active", LIST, "active"), Slot("scores", LIST, "scores"),
    Slot("round", SAME, "round"),
    Slot("match_over", SAME, None),             # State.match is not None
    Slot("match_winner", SAME, "match"), Slot("history", NEW, None), Slot("dealer", SAME, "dealer"),
    Slot("_fast", SAME, None),                  # from the rules
    Slot("_plain_draw", SAME, None),            # from the rules and State.named
    Slot("_events", NEW, None),
    Slot("_after", SAME, None),                 # from State.active
    # the round
    Slot("hands", LISTS, "hands"),
    Slot("_pile", LIST, None), Slot("_loose", SAME, None),   # State.pile, shuffled lazily
    Slot("_keys", SAME, None),                  # read only: a shuffle puts new ones in place
    Slot("discard", LIST, "discard"), Slot("turn", SAME, "turn"), Slot("phase", SAME, "phase"),
    Slot("_key", SAME, None),                   # from State.discard, color and named
    Slot("direction", SAME, "direction"), Slot("round_over", SAME, "over"),
    Slot("winner", SAME, "winner"), Slot("_color", SAME, "color"), Slot("_pending", SAME, "pending"),
    Slot("_passes", SAME, "passes"), Slot("_window", SAME, "window"), Slot("_uno", LIST, "uno"),
    Slot("_drawn", SAME, "drawn"), Slot("_top_owner", SAME, "owner"), Slot("_guilty", SAME, "guilty"),
    Slot("_buzzed", LIST, "buzzed"),
    Slot("_seq_seat", SAME, None), Slot("_seq_last", SAME, None), Slot("_seq_dir", SAME, None),  # State.seq
    Slot("_draws", SAME, "draws"),
    Slot("side", SAME, "side"),                 # DECK-6: "light" or "dark"
)
# A slot's value as `copy` takes it, as source text.
_COPY_SOURCE = {SAME: "{}", LIST: "{}[:]", LISTS: "[h[:] for h in {}]", NEW: "[]"}
# A `State` field's value as a game keeps it, as source text.
_TAKE_SOURCE = {SAME: "{}", LIST: "list({})", LISTS: "[list(h) for h in {}]", NEW: "[]"}
# Each field of a `State`, by the slot that holds it as it is (None: `Game.state` works it
# out), read all at once, and where the lists are (`Game.state` is in every `View`).
_FROM = tuple(next((s for s in SLOTS if s.field == name), None) for name in State._fields)
_get_fields = attrgetter(*(s.name if s else "players" for s in _FROM))  # "players": a stand-in
_AT = {name: i for i, name in enumerate(State._fields)}
_LIST_AT = tuple(i for i, s in enumerate(_FROM) if s and s.copy == LIST)
_LISTS_AT = tuple(i for i, s in enumerate(_FROM) if s and s.copy == LISTS)
_new_state = partial(tuple.__new__, State)


def _written(lines: list[str]) -> Callable:
    """The function of source `lines`, in this module."""
    space: dict[str, Any] = {}
    exec("\n".join(lines), globals(), space)
    return space.popitem()[1]


def _write_copy() -> Callable[[Game], Game]:
    """`Game.copy`, written out from SLOTS as one assignment a slot: as quick as by hand,
    and the search copies a game for every option of every world it deals."""
    lines = ["def copy(self):", "    g = _new_game(Game)"]
    for s in SLOTS:
        if s.copy == STREAM:
            lines += [f"    g.{s.name} = stream = _new_game(Stream)",
                      f"    stream.key, stream.count = self.{s.name}.key, self.{s.name}.count"]
        else:
            lines.append(f"    g.{s.name} = {_COPY_SOURCE[s.copy].format('self.' + s.name)}")
    copy = _written(lines + ["    return g"])
    copy.__doc__ = """A game in the same state to play on apart, with an empty history and log."""
    return copy


def _write_take() -> Callable[[Game, State], None]:
    """`take(game, state)`: the slots that hold a field of `state` as it is, and the new
    lists, set from SLOTS in one assignment each (the search deals dozens of worlds a
    decision, each a game from a state)."""
    lines = ["def take(g, state):"]
    lines += [f"    g.{s.name} = {_TAKE_SOURCE[s.copy].format('state.' + str(s.field))}" for s in SLOTS
              if s.field is not None or s.copy == NEW]
    return _written(lines)


# ---- the game -----------------------------------------------------------------------

class Game:
    """One match of `players` seats. See the package docstring for the contract."""

    # Slots: the hot fields are read on every action, and a plain instance dict of this
    # many fields loses CPython's fast attribute access.
    __slots__ = tuple(s.name for s in SLOTS)
    # The types of the slots a type checker cannot infer from their first assignment.
    seed: int | str      # from a state, the key of its random stream as text
    turn: int
    phase: Phase
    direction: int
    _key: int
    _color: int
    _drawn: Any          # the card drawn while the phase is "drawn", else None
    _keys: array | tuple
    hands: list[list[Card]]
    discard: list[Card]
    winner: int | None
    _pending: int
    _window: int | None
    _uno: list[bool]
    _buzzed: list[int]
    _top_owner: int | None
    _guilty: bool
    _seq_seat: int | None
    _seq_last: Any       # the last card of a sequence, while one may go on
    _draws: int          # cards drawn this turn, while the phase is "drawn" (VAR-OPTDRAW)
    side: str            # the side of the Flip deck in play (DECK-6); "light" for the other decks

    def __init__(self, players: int, rules: Rules = Rules(), seed: int | None = None,
                 deck: list | None = None, dealer: int | None = None):
        if not isinstance(players, int) or not 2 <= players <= 10:
            raise ValueError(f"a game has 2 to 10 players, not {players!r}")
        if rules.teams and players % 2:
            raise ValueError("teams need an even number of players (4, 6, 8 or 10)")
        if rules.teams and players < 4:
            raise ValueError("teams need at least 4 players")
        if rules.rotate and players != 4:
            raise ValueError("rotating partners is a game for 4 players")
        if rules.two_tables and (players != 4 or rules.teams or rules.rotate):
            raise ValueError("each of the two tables is a game of 4 players in two pairs")
        if rules.partners and rules.scoring == "elimination":
            raise ValueError("elimination is played without partners")
        if dealer is not None and not (isinstance(dealer, int) and 0 <= dealer < players):
            raise ValueError(f"no seat {dealer!r} to deal")
        if seed is None:
            seed = random.randrange(2 ** 32)
        self.players = players
        self.rules = rules
        self.seed = seed
        self.initial_deck = [str(Card.parse(c) if isinstance(c, str) else Card(c)) for c in deck] \
            if deck is not None else None
        self.initial_dealer = dealer
        self._fast = _fast_for(rules)
        self._plain_draw = _plain_draw_for(rules)
        self._draws = 0
        self.rng = Stream(seed)
        self.log: list[tuple[int | None, str]] = []  # an `Action`, or the clock's and table's word
        self.active = [True] * players
        self._seat_after()
        self.scores = [0] * (2 if rules.teams else players)
        self.round = 0
        self.match_over = False
        self.match_winner: int | None = None
        self.history: list[Event] = []
        self._events: list[Event] = []
        if deck is None:
            # The first shuffle's random numbers serve the draw for the dealer too.
            self._shuffle(list(_deck(rules)), DEALER_KEYS)
            keys = self._keys[-DEALER_KEYS:]
        else:
            keys = self.rng.block(self.rng.label(), 0, DEALER_KEYS)
            self.draw_pile = [Card.parse(c) for c in reversed(self.initial_deck or ())]
        self.dealer = dealer if dealer is not None else self._draw_for_dealer(keys)
        self._deal()
        self.history.extend(self._events)

    # ---- public state ---------------------------------------------------------------

    @property
    def top(self) -> Card:
        return self.discard[-1]

    @property
    def color(self) -> str | None:
        return COLORS[self._color] if self._color >= 0 else None

    @property
    def pending(self) -> int:
        """Cards the player on turn must draw (Draw Two / Wild Draw Four, stacked)."""
        return self._pending

    @property
    def pile_face(self) -> Card | None:
        """DECK-6.2: the face the top card of the draw pile shows to everyone (the other face of
        the card to be drawn), None for the other decks or an empty pile."""
        pile = self._pile
        if not pile or self.rules.deck != "flip":
            return None
        k = len(pile) - 1
        # Not settled yet: the card `_settle` would put there, without settling (a read).
        top = pile[k] if k >= self._loose else pile[self._keys[k] % (k + 1)]
        return FLIPPED[top]

    @property
    def swapper(self) -> int | None:
        return self.turn if self.phase == "swap" else None

    @property
    def buzzed(self) -> list[int]:
        return list(self._buzzed)

    @property
    def uno_window(self) -> int | None:
        """The seat that may be caught for not saying UNO now (UNO-3), if any."""
        return self._window

    @property
    def sequence(self) -> tuple[int, Card] | None:
        """(seat, last card) of a sequence that seat may still continue (VAR-SEQ)."""
        return (self._seq_seat, self.discard[-1]) if self._seq_seat is not None else None

    @property
    def drawn(self) -> Card | None:
        """The card just drawn that the player on turn may play or keep (PLAY-4)."""
        return self._drawn if self.phase == "drawn" else None

    @property
    def decider(self) -> int | None:
        """The seat that must act now; None during a buzzer window or once the round is over."""
        return None if self.phase in ("buzzer", "over") else self.turn

    @property
    def two_players(self) -> bool:
        return sum(self.active) == 2

    def team_of(self, seat: int) -> int | None:
        """The team (0 or 1) of `seat` under VAR-TEAMS, or its partner pairing under VAR-ROTATE."""
        if self.rules.teams:
            return seat % 2
        if self.rules.rotate:
            pair = ROTATE_PAIRS[((self.round - 1) // 4) % 3]
            return 0 if seat in pair else 1
        if self.rules.two_tables:  # partners face each other: seats 0 and 2, 1 and 3
            return seat % 2
        return None

    def partners(self, seat: int) -> list[int]:
        team = self.team_of(seat)
        if team is None:
            return []
        return [s for s in range(self.players) if s != seat and self.team_of(s) == team]

    def hand_points(self, seat: int) -> int:
        return sum(bytes(self.hands[seat]).translate(_point_bytes(self.rules)))

    def said_uno(self, seat: int) -> bool:
        return self._uno[seat]

    # ---- actions --------------------------------------------------------------------

    def legal_actions(self, player: int) -> list[Action]:
        """Everything `player` may do now, in turn or out of turn."""
        # The common cases here: the seat on turn plays or draws, or has drawn (the turn is
        # always an active seat, and the phase is "over" once the round is). Early returns
        # keep the jumps short, as in `apply`.
        if player != self.turn:
            return self._other_actions(player)
        phase = self.phase
        hand = self.hands[player]
        if phase == "play":
            plays = PLAYS[self._key]
            acts: list[Action] = []
            for c in hand:
                a = plays[c]
                if a and a[0] not in acts:  # copies of a kind are listed once
                    acts += a
            if FOUR_FIRST in acts and not self._matchable(hand):
                i = acts.index(FOUR_FIRST)
                del acts[i:i + 4]
            elif self._fast is NO_FAST and self.rules.deck == "flip":
                acts = self._play_three(acts, hand)
            acts.append(DRAW)
        elif phase == "drawn":
            drawn = self._drawn
            if self.rules.optional_draws:
                acts = self._optional_plays(hand)
            elif RESTRICTED[drawn] and not self._matchable(hand):
                acts = []
            else:
                acts = list(PLAYS[self._key][drawn])
            if not (acts and self.rules.no_mercy):  # DECK-5.4: the card drawn must be played
                acts.append(PASS)
        else:
            return self._other_actions(player)
        n = len(hand)
        if n <= 2 and not self._uno[player] and (n == 2 or self._window == player):
            acts.append(UNO)  # `_can_say_uno` for the seat on turn
        w = self._window
        if w is not None and w != player:
            acts.append(CATCH_ACTIONS[w])
        return acts

    def _other_actions(self, player: int) -> list[Action]:
        if self.round_over or not (0 <= player < self.players) or not self.active[player]:
            return []
        phase = self.phase
        hand = self.hands[player]
        acts: list[Action] = []
        if phase == "buzzer":
            if player not in self._buzzed:
                acts.append(BUZZ)
        elif phase == "swap" and player != self.turn:
            return []
        elif player == self.turn:
            if phase == "penalty":
                acts = self._stacks(hand)
                acts.append(DRAW)
                if self._challengeable():
                    acts.append(CHALLENGE)
            elif phase == "color":
                return list(COLOR_ACTIONS)
            elif phase == "swap":
                acts = [SWAP_ACTIONS[s] for s in range(self.players) if s != player and self.active[s]]
                if not self._must_swap():
                    acts.append(PASS)
            elif phase == "choose":
                acts = [CHOOSE_ACTIONS[s] for s in range(self.players) if s != player and self.active[s]]
        elif phase in ("play", "drawn") and (self._seq_seat is not None or self.rules.jumping):
            acts = self._out_of_turn_plays(player, hand)
        if len(hand) <= 2 and self._can_say_uno(player):
            acts.append(UNO)
        w = self._window
        if w is not None and w != player:
            acts.append(CATCH_ACTIONS[w])
        return acts

    def apply(self, player: int, action: Action | str) -> list[Event]:
        """Apply `action` (an `Action`, or its text) for seat `player`; returns the events it
        caused. The log keeps it as an `Action`."""
        # The common actions of the seat on turn run inline here: they are most of a round.
        # Anything else goes to `_apply`, as early as it is seen (the early returns keep the
        # jumps short, which CPython's specializing interpreter runs faster).
        try:
            do, arg, color, play, action = _DISPATCH[action]
        except (KeyError, TypeError):  # not one of the listed actions, or not text
            action = Action.parse(action)
            arg = action.card if action.card is not None else action.seat
            return self._apply(player, action, _VERBS[action.verb], arg, action.color_index)
        if player != self.turn or player.__class__ is not int:
            return self._apply(player, action, do, arg, color)
        if do is _PLAY_SUITED:
            # `_play_suited` and `_play` cut short (see FAST): no stack, sequence or swap
            # follows.
            kind, after_color, after_key, seat_events, seat_logs = play
            fast = self._fast[kind]
            hand = self.hands[player]
            phase = self.phase
            if not fast:
                return self._apply(player, action, do, arg, color)
            if phase == "play":
                if not MATCH[self._key][kind]:
                    return self._apply(player, action, do, arg, color)
            elif phase != "drawn" or kind != self._drawn:
                return self._apply(player, action, do, arg, color)
            if fast == REVERSE_FAST:
                if sum(self.active) == 2:  # TWO-1
                    return self._apply(player, action, do, arg, color)
            elif kind == WILD_DRAW_FOUR and self._holds_color(hand, self._color):
                return self._apply(player, action, do, arg, color)  # PLAY-3
            try:
                where = hand.index(arg)
            except ValueError:
                return self._apply(player, action, do, arg, color)
            del hand[where]
            p = player
            self.discard.append(arg)
            self._top_owner = p
            self._passes = 0
            self._color = after_color
            self._key = after_key
            if phase != "play":
                self.phase = PLAY
                self._drawn = None
            left = len(hand)
            if left == 1:
                self._window = None if self._uno[p] else p
            else:
                self._window = None
                self._uno[p] = False
            if fast == PASS_FAST and left:
                nxt = self._after[self.direction][p]
                self.turn = nxt
                self._events = events = [seat_events[p], TURN_EVENTS[nxt]]
            else:
                self._events = events = [seat_events[p]]
                if not left:  # OUT-1
                    if fast == DRAW_FAST:  # OUT-2: the next player still draws
                        self._give(self._after[self.direction][p], DRAWS[kind], "penalty")
                    self._end_round(p)
                else:
                    if fast == REVERSE_FAST:
                        self.direction = d = -self.direction
                        events.append(REVERSE_EVENTS[d])
                        after = self._after[d]
                    else:
                        after = self._after[self.direction]
                    nxt = after[p]
                    if fast >= SKIP_FAST:
                        if fast == DRAW_FAST:
                            self._give(nxt, DRAWS[kind], "penalty")
                        events.append(SKIP_EVENTS[nxt])
                        nxt = after[nxt]
                    self.turn = nxt
                    events.append(TURN_EVENTS[nxt])
            self.log.append(seat_logs[p])
            self.history.extend(events)
            return events
        if do is not _DO_DRAW or self.phase != "play" or not self._pile or not self._plain_draw:
            return self._apply(player, action, do, arg, color)
        # PLAY-4, the common draw: one card, kept or played at once (`_do_draw` in short).
        p = player
        self._window = None
        self._uno[p] = False
        self._passes = 0
        pile = self._pile
        if len(pile) == self._loose:
            self._settle(SETTLE)
        card = pile.pop()
        hand = self.hands[p]
        hand.append(card)
        if MATCH[self._key][card] and (
                card != WILD_DRAW_FOUR or self.rules.bluff or not self._holds_color(hand, self._color)):
            self.phase = DRAWN
            self._drawn = card
            self._events = events = [DRAW_EVENTS[p][card]]
        else:
            nxt = self._after[self.direction][p]
            self.turn = nxt
            self._events = events = [DRAW_EVENTS[p][card], TURN_EVENTS[nxt]]
        self.log.append(play[p])
        self.history.extend(events)
        return events

    def _apply(self, player, action, do, arg, color) -> list[Event]:
        """`apply` for any action: `do` the verb with its argument and colour."""
        if player.__class__ is not int or not 0 <= player < self.players:
            if not isinstance(player, int) or isinstance(player, bool) or not 0 <= player < self.players:
                raise IllegalAction("no-such-seat", str(action))
        if self.round_over:
            raise IllegalAction("match-over" if self.match_over else "round-over", action)
        if not self.active[player]:
            raise IllegalAction("eliminated", action)
        previous = self._events
        events: list[Event] = []
        self._events = events
        try:
            do(self, player, arg, color, action)
        except IllegalAction:
            self._events = previous
            raise
        if self.rules.deck == "no-mercy":
            self._mercy_rule()
        self.log.append((player, action))
        self.history.extend(events)
        return events

    def close_buzzer(self) -> list[Event]:
        """End the buzzer window (VAR-BUZZ): every seat that did not press draws."""
        if self.phase != "buzzer" or self.round_over:
            raise IllegalAction("no-buzzer")
        events: list[Event] = []
        self._events = events
        late = [s for s in self._order() if s not in self._buzzed]
        for s in late:
            self._give(s, self.rules.buzzer_penalty, "buzzer")
        self._end_buzzer(late)
        self.log.append((None, "close-buzzer"))
        self.history.extend(events)
        return events

    def next_round(self) -> list[Event]:
        """Deal the next round once this one is over (the deal passes clockwise)."""
        if not self.round_over:
            raise IllegalAction("round-not-over")
        if self.match_over:
            raise IllegalAction("match-over")
        self._events = []
        self.direction = 1  # SETUP-2: the deal passes clockwise, whatever the last direction
        if self.rules.deck == "no-mercy":  # DECK-5.8: those out by the mercy rule play again
            self.active = [True] * self.players
            self._seat_after()
        self.dealer = self._next_active(self.dealer, 1)
        self._shuffle(list(_deck(self.rules)))
        self._deal()
        self.log.append((None, "next-round"))
        self.history = list(self._events)
        return self._events

    @classmethod
    def replay(cls, players, rules=Rules(), seed=None, deck=None, dealer=None, log=()) -> "Game":
        """Rebuild a match from its constructor arguments and action log."""
        game = cls(players, rules, seed=seed, deck=deck, dealer=dealer)
        for seat, action in log:
            if action == "close-buzzer":
                game.close_buzzer()
            elif action == "next-round":
                game.next_round()
            else:
                game.apply(seat, action)
        return game

    def position(self) -> str:
        """The whole state as one line of text (see `position.py`)."""
        return write(self.state())

    @classmethod
    def from_position(cls, text: str) -> Game:
        """The game a `position()` describes, to play on from there (no history, no log)."""
        return cls.from_state(read(text))

    def state(self, seat: int | None = None) -> State:
        """The whole state as plain values, apart from the game. With `seat`, as that seat may
        know it, in tuples: without the other hands, the draw pile, the random stream and
        whether a Wild Draw Four was a bluff (empty, None, False), and the card drawn only if
        it drew it (a `View` holds this)."""
        values = list(_get_fields(self))
        copy = list if seat is None else tuple
        for i in _LIST_AT:
            values[i] = copy(values[i])
        values[_AT["named"]] = self._key >= DEMAND_KEY
        values[_AT["seq"]] = None if self._seq_seat is None else (self._seq_seat, self._seq_last,
                                                                   self._seq_dir)
        if seat is None:
            for i in _LISTS_AT:
                values[i] = [list(h) for h in values[i]]
            values[_AT["rng"]] = self.rng.getstate()
            values[_AT["pile"]] = self.draw_pile[:]  # settles the lazy shuffle, the same whenever
        else:
            values[_AT["rng"]], values[_AT["pile"]], values[_AT["guilty"]] = None, (), False
            values[_AT["drawn"]] = self._drawn if self.turn == seat else None
            values[_AT["hands"]] = tuple(tuple(h) if s == seat else () for s, h in enumerate(self.hands))
        return _new_state(values)

    @classmethod
    def from_state(cls, state: State, seed: Any = None) -> Game:
        """A game in `state`, to play on from there, with an empty history and log. `seed` is
        what it reports as its seed: its random numbers come from `state.rng`."""
        if state.rng is None:
            raise ValueError("a game needs its random stream")
        g = _new_game(cls)
        _take(g, state)
        rules = state.rules
        key, count = state.rng
        g.seed = seed if seed is not None else key.decode("latin-1")
        g.initial_deck = g.initial_dealer = None
        stream = g.rng = _new_game(Stream)
        stream.key, stream.count = key, count
        g.match_over = state.match is not None
        g._seat_after()
        g._fast = _fast_for(rules)
        g._plain_draw = _plain_draw_for(rules)
        g.draw_pile = list(state.pile)
        g._seq_seat, g._seq_last, g._seq_dir = state.seq if state.seq is not None else (None, None, 0)
        color = state.color
        g._key = g.discard[-1] * 5 + color + 1
        if state.named and color >= 0:  # DECK-4.11
            g._key = DEMAND_KEY + color
            g._plain_draw = False
        return g

    copy = _write_copy()

    def to_dict(self) -> dict:
        """The match as data: enough to replay it."""
        return {"players": self.players, "rules": self.rules.to_dict(), "seed": self.seed,
                "deck": self.initial_deck, "dealer": self.initial_dealer,
                "log": [[s, a] for s, a in self.log]}

    @classmethod
    def from_dict(cls, data: dict) -> "Game":
        return cls.replay(data["players"], Rules.from_dict(data["rules"]), data["seed"],
                          data.get("deck"), data.get("dealer"),
                          [(s, a) for s, a in data["log"]])

    def view(self, seat: int) -> View:
        return View(self, seat)

    # ---- verbs ----------------------------------------------------------------------

    def _do_play(self, p, card, color, action):
        if card in self.hands[p]:
            if card in WILD_PLAY_ACTIONS:
                if color < 0:
                    raise IllegalAction("color-required", action)
            elif color >= 0:
                raise IllegalAction("color-not-allowed", action)
        self._play_suited(p, card, color, action)

    def _play_suited(self, p, card, color, action):
        """`_do_play` once the colour suits the card, as in every listed spelling."""
        hand = self.hands[p]
        if card not in hand:
            raise IllegalAction("card-not-in-hand", action)
        if p != self.turn:
            self._play_out_of_turn(p, card, color, action)
            return
        phase = self.phase
        if phase == "play":
            if not MATCH[self._key][card]:
                raise IllegalAction("named-colour-only" if self._key >= DEMAND_KEY  # DECK-4.11
                                    else "card-does-not-match", action)
        elif phase == "drawn":
            if card != self._drawn:
                if not self.rules.optional_draws:
                    raise IllegalAction("only-drawn-card", action)
                if not MATCH[self._key][card]:  # VAR-OPTDRAW: any card that matches
                    raise IllegalAction("card-does-not-match", action)
        elif phase == "penalty":
            if not self._answers(card):
                raise IllegalAction("must-draw", action)
        else:
            raise IllegalAction(self._busy_reason(), action)
        if RESTRICTED[card]:
            self._check_wild_draw_four(hand, card, action)
        self._play(p, card, color, None)

    def _play_out_of_turn(self, p, card, color, action):
        phase = self.phase
        if phase not in ("play", "drawn"):
            raise IllegalAction(self._busy_reason(), action)
        if self._seq_seat == p and self._continues_sequence(card):
            self._play(p, card, color, "sequence")
            return
        rules = self.rules
        if not rules.jumping:
            raise IllegalAction("not-your-turn", action)
        if self._top_owner == p:
            raise IllegalAction("own-card", action)
        if self._can_jump(card):
            self._play(p, card, color, "jump-in")
            return
        # VAR-JUMP: a jump-in with the wrong card costs points, and is not refused.
        lost = self._lose_points(p, rules.jump_in_penalty)
        self._emit(Event("jump-in-failed", p, card=card, count=lost))

    def _do_draw(self, p, _arg, _color, action):
        if p != self.turn:
            raise IllegalAction("not-your-turn", action)
        phase = self.phase
        if phase != "play":
            if phase == "penalty":
                self._close_window()
                self._take_penalty(p)
                return
            if phase != "drawn" or not self.rules.optional_draws:
                raise IllegalAction("already-drew" if phase == "drawn" else self._busy_reason(), action)
            if not self._more_draws():  # VAR-OPTDRAW: the limit reached, or nothing to draw
                raise IllegalAction("no-more-draws", action)
        self._window = None
        if self._seq_seat is not None:
            self._lapse_sequence(p)
        self._uno[p] = False
        hand = self.hands[p]
        # DECK-4.11: under a named colour, draw until a card of it comes.
        demand = self._key >= DEMAND_KEY
        if not demand and not self._plain_draw:
            self._plain_draw = _plain_draw_for(self.rules)
        match = MATCH[self._key]
        if self.rules.optional_draws and not demand:
            self._optional_draw(p, hand, match, phase)
            return
        drawn = None
        count = 0
        cards = []
        while True:
            card = self._pop()
            if card is None:
                break
            count += 1
            cards.append(card)
            hand.append(card)
            if match[card] and (not RESTRICTED[card] or self.rules.bluff
                                or not self._holds_color(hand, self._color)):
                drawn = card
                break
            if not self.rules.draw_to_match and not demand and not self.rules.no_mercy:  # DECK-5.4
                break
        if count == 0:
            self._end_demand()
            self._emit(Event("empty", p))
            self._passes += 1
            if self._passes >= sum(self.active):
                self._end_round(None)
            else:
                self._advance(p, 1)
            return
        self._passes = 0
        self._emit(Event("draw", p, count=count, cards=tuple(cards), to=p,
                         mode="match" if self.rules.draw_to_match or demand or self.rules.no_mercy
                         else "turn"))
        if drawn is not None:
            self.phase = DRAWN
            self._drawn = drawn
        else:
            self._end_demand()
            self._advance(p, 1)

    def _do_pass(self, p, _arg, _color, action):
        if p != self.turn or self.phase not in ("drawn", "swap"):
            raise IllegalAction("nothing-to-pass", action)
        if self.phase == "swap" and self._must_swap():
            raise IllegalAction("must-swap", action)
        if self.phase == "drawn" and self.rules.no_mercy and self._drawn is not None:
            raise IllegalAction("must-play-drawn", action)  # DECK-5.4
        if self.phase == "swap":
            self._emit(Event("keep", p))
        else:
            self._end_demand()
            self._emit(PASS_EVENTS[p])
        self._advance(p, 1)

    def _do_color(self, p, _arg, color, action):
        if self.phase != "color":
            raise IllegalAction("no-color-to-choose", action)
        if p != self.turn:
            raise IllegalAction("not-your-turn", action)
        self._color = color
        top = self.discard[-1]
        if top == ROULETTE:
            self._roulette(p, color)
            return
        if BLANK_BASE <= top < MERCY_BASE:
            # DECK-4.11: the next player must play this colour, or draw until it comes.
            self._key = DEMAND_KEY + color
            self._plain_draw = False
            self._emit(Event("color", p, color=COLORS[color]))
            self._emit(Event("blank", p, card=top, color=COLORS[color], target=self._next_active(p, 1)))
            self._advance(p, 1)
            return
        self._key = top * 5 + color + 1
        self.phase = PLAY
        self._emit(Event("color", p, color=COLORS[color]))

    def _do_uno(self, p, _arg, _color, action):
        if self._uno[p]:
            raise IllegalAction("already-said-uno", action)
        if not self._can_say_uno(p):
            raise IllegalAction("cannot-say-uno", action)
        self._uno[p] = True
        if self._window == p:
            self._window = None
        self._emit(Event("uno", p))

    def _do_catch(self, p, target, _color, action):
        if self.phase == "swap":
            raise IllegalAction("swap-pending", action)
        if not 0 <= target < self.players:
            raise IllegalAction("no-such-seat", action)
        if target == p:
            raise IllegalAction("catch-yourself", action)
        if self._window != target:
            raise IllegalAction("nothing-to-catch", action)
        self._window = None
        count = self.rules.uno_penalty
        self._emit(Event("catch", p, target=target, count=count))
        self._give(target, count, "uno")

    def _do_challenge(self, p, _arg, _color, action):
        if self.phase != "penalty" or p != self.turn or not self._challengeable():
            raise IllegalAction("nothing-to-challenge", action)
        self._close_window()
        bluffer = self._top_owner
        assert bluffer is not None  # a Wild Draw Four is on top: someone played it
        guilty = self._guilty
        total = self._pending
        self._pending = 0
        self._emit(Event("challenge", p, target=bluffer, count=1 if guilty else 0,
                         cards=tuple(self.hands[bluffer]), to=p))
        if self.discard[-1] >= FLIP_BASE:
            self._flip_challenge(p, bluffer, guilty, total)
        elif guilty:
            self._give(bluffer, total - 4 + self.rules.bluff_penalty, "bluff")
            self._start_turn(p)
        else:
            self._give(p, total + 2, "bluff")
            self._emit(Event("skip", p))
            self._advance(p, 1)

    def _do_choose(self, p, target, _color, action):
        """DECK-4.6: the player of a blank card names who draws."""
        if self.phase != "choose" or p != self.turn:
            raise IllegalAction("nothing-to-choose", action)
        if not 0 <= target < self.players or target == p or not self.active[target]:
            raise IllegalAction("no-such-seat", action)
        card = self.discard[-1]
        count = card.blank.count
        self._emit(Event("blank", p, card=card, target=target, count=count))
        self._give(target, count, "blank")
        self._advance(p, 1)

    def _do_buzz(self, p, _arg, _color, action):
        if self.phase != "buzzer":
            raise IllegalAction("no-buzzer", action)
        if p in self._buzzed:
            raise IllegalAction("already-buzzed", action)
        self._buzzed.append(p)
        self._emit(Event("buzz", p, count=len(self._buzzed)))
        if len(self._buzzed) == sum(self.active):
            slowest = self._buzzed[-1]
            self._give(slowest, self.rules.buzzer_penalty, "buzzer")
            self._end_buzzer([slowest])

    def _do_swap(self, p, target, _color, action):
        if self.phase != "swap" or p != self.turn:
            raise IllegalAction("nothing-to-swap", action)
        if not 0 <= target < self.players or target == p or not self.active[target]:
            raise IllegalAction("no-such-seat", action)
        hands = self.hands
        hands[p], hands[target] = hands[target], hands[p]
        self._uno[p] = self._uno[target] = False
        self._window = None  # UNO-5: a hand received in a swap opens no window
        self._emit(Event("swap", p, target=target))
        self._advance(p, 1)

    # ---- playing a card -------------------------------------------------------------

    def _play(self, p, card, color, mode):
        hand = self.hands[p]
        rules = self.rules
        prev_color = self._color
        hand.remove(card)
        self.discard.append(card)
        self._top_owner = p
        self._passes = 0
        self._color = color if color >= 0 else COLOR_INDEX[card]
        self._key = card * 5 + self._color + 1
        self.phase = PLAY
        self._drawn = None  # the card drawn is played, stacked on, or a jump-in took the turn
        if mode is None and card < FLIP_BASE:
            self._events.append(PLAY_EVENTS[(p * FLIP_BASE + card) * 5 + color + 1])
        else:
            if mode == "jump-in":
                self.turn = p
            self._emit(Event("play", p, card=card, color=COLORS[color] if color >= 0 else None, mode=mode))
        left = len(hand)
        if left == 1:
            self._window = None if self._uno[p] else p
        else:
            self._window = None
            self._uno[p] = False
        rank = RANK_INDEX[card]
        if left == 0:
            if self._seq_seat != p:
                self._seq_seat = None
            extra = LAST_DRAWS[card]
            if extra or self._pending:
                # OUT-2: the next player still draws, stack included, at once (VAR-ANSWER-4:
                # a last Skip or Reverse passes the total on; DECK-5.3: so does a last draw card).
                if (rank == REVERSE or card == WILD_REVERSE_FOUR) and (self._pending or extra):
                    self.direction = -self.direction
                victim = self._next_active(p, 1)
                self._give(victim, self._pending + extra, "penalty")
                self._pending = 0
            elif rank == WILD_COLOR_RANK:  # OUT-2, DECK-6.8
                self._draw_until(self._next_active(p, 1), self._color)
            elif rank == FLIP_RANK:  # DECK-6.5: the round is scored by the side it turns up
                self._turn_over(p)
            self._end_round(p)
            return
        number = rank < 10
        if rules.sequences and number and not (rules.seven_zero and rank in (0, 7)):
            if mode == "sequence":
                self._seq_dir = self._seq_step(rank)
            else:
                self._seq_dir = 0
            self._seq_seat = p
            self._seq_last = card
            self._emit(Event("sequence", p, card=card))
        else:
            self._seq_seat = None
        if mode == "sequence":
            # The turn already passed on; a 0 or 7 still acts (VAR-SEQ), and the
            # 7's player chooses the swap before play goes on from them.
            if rules.seven_zero and rank in (0, 7):
                self.turn = p
                self._seven_zero(p, rank)
            return
        if self._pending and (rank == SKIP or rank == REVERSE):
            # VAR-ANSWER: a Skip or a Reverse passes the pending draw on.
            if rank == REVERSE:
                self.direction = -self.direction
                self._emit(REVERSE_EVENTS[self.direction])
            self._start_penalty(p)
            return
        if number:
            if rules.seven_zero and rank in (0, 7):
                self._seven_zero(p, rank)
            elif mode == "jump-in" and rules.jump_in_plays_on:
                self._start_turn(p)  # VAR-JUMPON: the jumper plays on
            else:
                self._advance(p, 1)
        elif rank == SKIP:
            skipped = self._next_active(p, 1)
            self._emit(SKIP_EVENTS[skipped])
            self._advance(p, 2)
        elif rank == REVERSE:
            self.direction = -self.direction
            self._emit(REVERSE_EVENTS[self.direction])
            if self.two_players:
                self._emit(SKIP_EVENTS[self._next_active(p, 1)])
                self._start_turn(p)  # TWO-1
            else:
                self._advance(p, 1)
        elif rank == DRAW_TWO:
            self._pending += 2
            self._start_penalty(p)
        elif card == WILD:
            self._advance(p, 1)
        elif card == WILD_DRAW_FOUR:
            # CHAL-4: guilt is judged on the colour before this Wild Draw Four.
            self._guilty = prev_color >= 0 and self._holds_color(hand, prev_color)
            self._pending += 4
            self._start_penalty(p)
        elif card == BUZZER:
            self.phase = BUZZING
            self._buzzed = []
            self._emit(Event("buzzer", p))
        elif card >= FLIP_BASE:
            self._flip_card(p, card, rank, prev_color)
        elif card >= MERCY_BASE:
            self._mercy_card(p, card)
        else:
            self._blank(p, CARDS[card])

    def _flip_card(self, p, card, rank, prev_color):
        """DECK-6.4 to DECK-6.8: a card of the Flip deck acts (numbers, Skip and Reverse as ever)."""
        if rank == FLIP_RANK:
            # The face turned up is never a wild (DECK-6.1's pairing): it has its colour.
            self._turn_over(p)
            self._advance(p, 1)
        elif rank == SKIP_ALL_RANK:  # DECK-6.7, as DECK-5.5
            self._emit(Event("skip-everyone", p))
            self._start_turn(p)
        elif RESTRICTED[card] or FLIP_DRAWS[card]:
            if RESTRICTED[card]:  # CHAL-4: guilt is judged on the colour before it
                self._guilty = prev_color >= 0 and self._holds_color(self.hands[p], prev_color)
            self._pending += FLIP_DRAWS[card]
            self._start_penalty(p)
        else:  # a Wild
            self._advance(p, 1)

    def _turn_over(self, seat):
        """DECK-6.5: every card in every hand and both piles turns over in place; the top card's
        other face is the card to match. `seat` played the Flip (None: turned up, DECK-6.2)."""
        turn = FLIPPED.__getitem__
        for hand in self.hands:
            hand[:] = map(turn, hand)
        pile = self._pile
        pile[:] = map(turn, pile)  # each place keeps its random number: the shuffle holds
        self.discard[:] = map(turn, self.discard)
        self.side = "dark" if self.side == "light" else "light"
        top = self.discard[-1]
        self._color = COLOR_INDEX[top]
        self._key = top * 5 + self._color + 1
        self._emit(Event("flip", seat, card=top, mode=self.side))

    def _draw_until(self, seat, color):
        """DECK-6.8: `seat` draws until a card of `color` comes (a wild face does not count; the
        piles running out end it)."""
        cards = []
        while True:
            card = self._pop()
            if card is None:
                break
            cards.append(card)
            if COLOR_INDEX[card] == color:
                break
        self.hands[seat].extend(cards)
        if cards:
            self._uno[seat] = False
            if self._window == seat:
                self._window = None
        self._emit(Event("draw", seat, count=len(cards), cards=tuple(cards), to=seat, mode="until-color"))

    def _flip_challenge(self, p, bluffer, guilty, total):
        """DECK-6.6, DECK-6.8: `p` challenged a Wild Draw Two or a Wild Draw Colour. Guilty, its
        player takes the draw and `p` plays; innocent, `p` takes it and two more and loses the
        turn. The colour named stands."""
        until = RANK_INDEX[self.discard[-1]] == WILD_COLOR_RANK
        if guilty:
            if until:
                self._draw_until(bluffer, self._color)
            else:
                self._give(bluffer, total, "bluff")
            self._start_turn(p)
            return
        if until:
            self._draw_until(p, self._color)
            self._give(p, 2, "bluff")
        else:
            self._give(p, total + 2, "bluff")
        self._emit(SKIP_EVENTS[p])
        self._advance(p, 1)

    def _mercy_card(self, p, card):
        """DECK-5.3 to DECK-5.6: a No Mercy card acts."""
        draws = MERCY_DRAWS[card]
        if draws:
            if card == WILD_REVERSE_FOUR:
                self.direction = -self.direction
                self._emit(REVERSE_EVENTS[self.direction])
            self._pending += draws
            self._start_penalty(p)
        elif SKIP_EVERYONE <= card < SKIP_EVERYONE + 4:
            self._emit(Event("skip-everyone", p))
            self._start_turn(p)
        elif DISCARD_ALL <= card < DISCARD_ALL + 4:
            shed = self._shed(p, card)
            self._emit(Event("discard-all", p, card=CARDS[card], count=len(shed), cards=tuple(shed)))
            self._after_shed(p, shed)
        else:  # the Wild Colour Roulette: the next player names a colour (`_roulette`)
            victim = self._next_active(p, 1)
            self.turn = victim
            self.phase = COLOR
            self._emit(Event("roulette", p, target=victim))

    def _roulette(self, p, color):
        """DECK-5.6: `p` named `color`; they turn cards up until one of it comes, keep them all
        and lose their turn. The colour stands."""
        self._key = ROULETTE * 5 + color + 1
        self._emit(Event("color", p, color=COLORS[color]))
        cards = []
        hand = self.hands[p]
        while True:
            card = self._pop()
            if card is None:
                break
            cards.append(card)
            if COLOR_INDEX[card] == color:
                break
        hand.extend(cards)
        if cards:
            self._uno[p] = False
        self._emit(Event("draw", p, count=len(cards), cards=tuple(cards), to=p, mode="roulette"))
        self._emit(SKIP_EVENTS[p])
        self._advance(p, 1)

    def _mercy_rule(self):
        """DECK-5.8: a player holding 25 cards or more is out of the round; their hand is set
        aside, out of play, and scores for the round's winner. The last player left wins."""
        hands = self.hands
        out = [s for s in range(self.players) if self.active[s] and len(hands[s]) >= MERCY_LIMIT]
        if not out or self.round_over:
            return
        for s in out:
            cards = hands[s]
            self.active[s] = False
            self._uno[s] = False
            if self._window == s:
                self._window = None
            self._emit(Event("mercy", s, count=len(cards)))
        self._seat_after()
        alive = self._order()
        if len(alive) == 1:
            self._pending = 0
            self._end_round(alive[0])
        elif not self.active[self.turn]:
            self._pending = 0
            self._advance(self.turn, 1)

    def _shed(self, p, card) -> list:
        """DECK-5.5 / DECK-4 "shed": `p` puts every card of `card`'s colour face up beneath it
        (which stays on top); the cards shed."""
        colour = COLOR_INDEX[card]
        hand = self.hands[p]
        shed = [c for c in hand if COLOR_INDEX[c] == colour]
        hand[:] = [c for c in hand if COLOR_INDEX[c] != colour]
        self.discard[-1:-1] = shed
        return shed

    def _after_shed(self, p, shed) -> None:
        """The round ends with the hand empty (OUT-1), else play goes on."""
        hand = self.hands[p]
        if not hand:
            self._end_round(p)
            return
        if shed:
            if len(hand) == 1:
                self._window = None if self._uno[p] else p
            else:
                self._window = None
                self._uno[p] = False
        self._advance(p, 1)

    def _blank(self, p, card):
        """DECK-4.5 to DECK-4.11: the rule of a blank card acts."""
        rule = card.blank
        effect = rule.effect
        if effect == "others-draw":
            self._emit(Event("blank", p, card=card, count=rule.count))
            for s in self._order_from(p)[1:]:
                self._give(s, rule.count, "blank")
            self._advance(p, 1)
        elif effect == "chosen-draws":
            self.phase = CHOOSE
            self._emit(Event("blank-choice", p, card=card))
        elif effect == "swap":
            self.phase = SWAP
            self._emit(Event("swap-choice", p, card=card))
        elif effect == "pass-hands":
            self._seven_zero(p, 0)
        elif effect == "play-again":
            self._emit(Event("blank", p, card=card))
            self._start_turn(p)
        elif effect == "shed":
            shed = self._shed(p, card)
            self._emit(Event("blank", p, card=card, count=len(shed), cards=tuple(shed)))
            self._after_shed(p, shed)
        else:  # "demand": the colour is named next (`_do_color`)
            self.phase = COLOR
            self._emit(Event("blank-choice", p, card=card))

    def _end_demand(self):
        """DECK-4.11: the named colour stays, matched as usual from now on."""
        if self._key >= DEMAND_KEY:
            self._key = self.discard[-1] * 5 + self._color + 1

    def _seven_zero(self, p, rank):
        if rank == 0:
            order = self._order_from(p)
            hands = [self.hands[s] for s in order]
            # Each hand moves to the next player in the direction of play.
            for i, s in enumerate(order):
                self.hands[order[(i + 1) % len(order)]] = hands[i]
            for s in order:
                self._uno[s] = False
            self._window = None
            self._emit(Event("rotate", p, count=self.direction))
            self._advance(p, 1)
        else:
            self.phase = SWAP
            self._emit(Event("swap-choice", p))

    def _start_penalty(self, p):
        victim = self._next_active(p, 1)
        self.turn = victim
        top = self.discard[-1]
        rules = self.rules
        if rules.stacking or (rules.bluff and RESTRICTED[top]) or (
                rules.advanced_responses and not RESTRICTED[top]) or rules.deck == "no-mercy":
            self.phase = PENALTY
            self._emit(Event("penalty", victim, count=self._pending,
                             mode="until-color" if RANK_INDEX[top] == WILD_COLOR_RANK else None))
        else:
            self._take_penalty(victim)

    def _take_penalty(self, victim):
        count = self._pending
        self._pending = 0
        if RANK_INDEX[self.discard[-1]] == WILD_COLOR_RANK:  # DECK-6.8
            self._draw_until(victim, self._color)
        else:
            self._give(victim, count, "penalty")
        if self.rules.draw_then_play:
            self._start_turn(victim)
        else:
            self._emit(SKIP_EVENTS[victim])
            self._advance(victim, 1)

    def _end_buzzer(self, drawers):
        self._emit(Event("buzzer-end", info={"order": list(self._buzzed), "late": list(drawers)}))
        self._buzzed = []
        self._advance(self._top_owner, 1)

    # ---- out of turn ----------------------------------------------------------------

    def _continues_sequence(self, card) -> bool:
        last = self._seq_last
        rank = RANK_INDEX[card]
        if rank >= 10 or COLOR_INDEX[card] != COLOR_INDEX[last]:
            return False
        step = self._seq_step(rank)
        if step not in (1, -1):
            return False
        return self._seq_dir == 0 or step == self._seq_dir

    def _seq_step(self, rank) -> int:
        """From the sequence's last card to a number of `rank`: +1 up, -1 down, else more;
        with VAR-SEQWRAP 9 leads up to 0 and 0 down to 9."""
        step = rank - RANK_INDEX[self._seq_last]
        if (step == 9 or step == -9) and self.rules.sequence_wrap:
            return -step // 9
        return step

    def _jumpers(self) -> tuple:
        """The cards that may jump in on the top card now (VAR-JUMP, VAR-SUPERJUMP,
        VAR-JUMPACT)."""
        rules = self.rules
        table = SUPER_JUMPERS if rules.super_jump_in else ACTION_JUMPERS if rules.jump_in_actions else JUMPERS
        return table[self.discard[-1]]

    def _can_jump(self, card) -> bool:
        return card in self._jumpers()

    def _out_of_turn_plays(self, p, hand) -> list[Action]:
        acts: list[Action] = []
        if self._seq_seat == p:
            acts += [PLAY_ACTION[c] for c in sorted(set(hand)) if self._continues_sequence(c)]
        if self.rules.jumping and self._top_owner != p:
            acts += [PLAY_ACTION[c] for c in self._jumpers()
                     if c in hand and PLAY_ACTION[c] not in acts]
        return acts

    # ---- helpers --------------------------------------------------------------------

    def _stacks(self, hand) -> list[Action]:
        """The answers to a pending draw this hand may play (VAR-STACK, VAR-MIXSTACK,
        VAR-ANSWER)."""
        if not self.rules.answering:
            return []
        if self.rules.no_mercy:  # DECK-5.3: any draw card as big or bigger, of any colour
            answers: list[Action] = []
            for c in sorted(set(hand)):
                if self._answers(c):
                    answers += _kind_actions(c)
            return answers
        plays = PLAYS[self._key]
        acts: list[Action] = []
        for c in sorted(set(hand)):
            if self._answers(c):
                if RESTRICTED[c] and not self._matchable(hand):  # PLAY-3
                    continue
                acts += plays[c]
        return acts

    def _answers(self, card) -> bool:
        """May `card` answer the pending draw (apart from PLAY-3)?"""
        rules = self.rules
        if rules.deck == "no-mercy":  # DECK-5.3
            give = MERCY_DRAWS[card]
            return give > 0 and give >= MERCY_DRAWS[self.discard[-1]]
        if card >= FLIP_BASE:
            return self._flip_answers(card)
        if not MATCH[self._key][card] or card == WILD or card >= BUZZER:
            return False
        top = self.discard[-1]
        if card == WILD_DRAW_FOUR:  # on a Wild Draw Four, or mixed on a Draw Two (VAR-MIXSTACK)
            return rules.stacking and (top == WILD_DRAW_FOUR or rules.mixed_stacking)
        rank = RANK_INDEX[card]
        if rank == DRAW_TWO:
            return rules.stacking and (top != WILD_DRAW_FOUR or rules.mixed_stacking)
        # VAR-ANSWER: a Skip or a Reverse, on a Draw Two (or on what passed one on)
        return (rank == SKIP or rank == REVERSE) and rules.advanced_responses and top != WILD_DRAW_FOUR

    def _flip_answers(self, card) -> bool:
        """DECK-6.11: the Flip deck's answers, as the classic ones with a Draw One or a Draw
        Five for a Draw Two and a Wild Draw Two for a Wild Draw Four; a Wild Draw Colour gives
        no count and is not answered."""
        if not self._pending or not MATCH[self._key][card]:
            return False
        rules = self.rules
        top = self.discard[-1]
        if RESTRICTED[card]:
            return FLIP_DRAWS[card] > 0 and rules.stacking and (RESTRICTED[top] or rules.mixed_stacking)
        if FLIP_DRAWS[card]:
            return rules.stacking and (not RESTRICTED[top] or rules.mixed_stacking)
        rank = RANK_INDEX[card]
        return (rank == SKIP or rank == REVERSE) and rules.advanced_responses and not RESTRICTED[top]

    def _optional_plays(self, hand) -> list[Action]:
        """VAR-OPTDRAW: after drawing, any card that matches, and a draw while allowed."""
        plays = PLAYS[self._key]
        acts: list[Action] = []
        for c in hand:
            a = plays[c]
            if a and a[0] not in acts:
                acts += a
        if FOUR_FIRST in acts and not self._matchable(hand):
            i = acts.index(FOUR_FIRST)
            del acts[i:i + 4]
        elif self.rules.deck == "flip":
            acts = self._play_three(acts, hand)
        if self._more_draws():
            acts.append(DRAW)
        return acts

    def _more_draws(self) -> bool:
        """VAR-OPTDRAW: may the seat that drew draw another card."""
        limit = self.rules.optional_draws
        return ((limit == DRAWS_UNLIMITED or self._draws < limit)
                and (len(self._pile) > 0 or len(self.discard) > 1))

    def _optional_draw(self, p, hand, match, phase):
        """VAR-OPTDRAW: one card; then play any card that matches, draw again while the
        limit allows, or pass. A hand with nothing to play and no draw left passes at once."""
        card = self._pop()
        if card is None:  # only in the "play" phase: `_more_draws` guards the others
            self._emit(Event("empty", p))
            self._passes += 1
            if self._passes >= sum(self.active):
                self._end_round(None)
            else:
                self._advance(p, 1)
            return
        self._passes = 0
        hand.append(card)
        self._draws = self._draws + 1 if phase == "drawn" else 1
        self._emit(Event("draw", p, count=1, cards=(card,), to=p, mode="turn"))
        playable = match[card] and (not RESTRICTED[card] or self._matchable(hand))
        self.phase = DRAWN
        self._drawn = card if playable else None
        if not self._more_draws() and not self._optional_plays(hand):
            self._advance(p, 1)

    def _must_swap(self) -> bool:
        """VAR-07-MUST: the 7 on top must be swapped for (a Swap Hands card keeps its choice)."""
        top = self.discard[-1]
        return self.rules.seven_must_swap and (top < WILD or top >= FLIP_BASE) and RANK_INDEX[top] == 7

    def _matchable(self, hand) -> bool:
        """PLAY-3: may this hand play a Wild Draw Four now."""
        return self.rules.bluff or not self._holds_color(hand, self._color)

    @staticmethod
    def _holds_color(hand, color) -> bool:
        return color >= 0 and not COLOR_KINDS[color].isdisjoint(hand)

    def _play_three(self, acts, hand) -> list:
        """PLAY-3 for the Flip deck's wild draws (DECK-6.6, DECK-6.8): off the list while the
        hand holds the colour in play."""
        if self._matchable(hand):
            return acts
        return [a for a in acts if a.card is None or not RESTRICTED[a.card]]

    def _check_wild_draw_four(self, hand, card, action):
        if not self.rules.bluff and self._holds_color(hand, self._color):
            raise IllegalAction("wild-draw-four-with-colour" if card == WILD_DRAW_FOUR
                                else "wild-draw-with-colour", action)

    def _challengeable(self) -> bool:
        top = self.discard[-1]
        # A Wild Draw Colour gives no count: its penalty phase is enough (DECK-6.8).
        return self.rules.bluff and RESTRICTED[top] and (self._pending > 0 or RANK_INDEX[top] == WILD_COLOR_RANK)

    def _can_say_uno(self, p) -> bool:
        if self._uno[p]:
            return False
        n = len(self.hands[p])
        if n == 1:
            return self._window == p
        return n == 2 and p == self.turn and self.phase in ("play", "drawn", "penalty")

    def _busy_reason(self) -> str:
        return {"penalty": "penalty-pending", "color": "color-pending", "swap": "swap-pending",
                "buzzer": "buzzer-pending", "choose": "choose-pending"}.get(self.phase, "not-your-turn")

    def _slot(self, seat) -> int:
        """The index of `seat`'s total in `scores` (its team's under VAR-TEAMS)."""
        return seat % 2 if self.rules.teams else seat

    def _lose_points(self, p, points) -> int:
        slot = self._slot(p)
        if self.rules.scoring == "standard":
            lost = min(points, self.scores[slot])
            self.scores[slot] -= lost
            return lost
        self.scores[slot] += points
        return points

    def _close_window(self):
        self._window = None

    def _lapse_sequence(self, p):
        if self._seq_seat is not None and self._seq_seat != p:
            self._seq_seat = None

    def _pop(self):
        pile = self._pile
        if len(pile) == self._loose:
            if not pile:
                if len(self.discard) <= 1:
                    return None
                top = self.discard.pop()
                pile.extend(self.discard)
                self.discard[:] = [top]
                self._shuffle(pile)
                self._emit(Event("reshuffle", count=len(pile)))
            self._settle(SETTLE)
        return pile.pop()

    # The draw pile is shuffled lazily, Fisher-Yates from the top down as the cards are
    # needed: a round draws about half the deck. Each place has its random number from the
    # shuffle, so the order does not depend on when a place is settled.

    def _shuffle(self, pile: list, extra: int = 0):
        """Make `pile` the draw pile, to be shuffled (with `extra` random numbers after
        those of the shuffle in `_keys`)."""
        self._pile = pile
        self._loose = len(pile)
        self._keys = self.rng.block(self.rng.label(), 0, len(pile) + extra)

    def _settle(self, n: int):
        """Settle the top `n` places of the draw pile; the places below `_loose` are not."""
        pile = self._pile
        stop = len(pile) - n
        if stop < 0:
            stop = 0
        i = self._loose
        if i > stop:
            # Place k takes the card of a random place at or below it.
            for k, r in zip(range(i - 1, stop - 1, -1), reversed(self._keys[stop:i])):
                j = r % (k + 1)
                pile[k], pile[j] = pile[j], pile[k]
            self._loose = stop

    @property
    def draw_pile(self) -> list:
        """The cards left to draw, the next one last."""
        if self._loose:
            self._settle(len(self._pile))
        return self._pile

    @draw_pile.setter
    def draw_pile(self, cards: list):
        self._pile = cards
        self._loose = 0
        self._keys = ()

    def _give(self, seat, count, reason):
        """`seat` draws `count` cards as a penalty (as many as there are)."""
        hand = self.hands[seat]
        pile = self._pile
        if 0 < count <= len(pile) - self._loose:
            cards = pile[:-count - 1:-1]  # the top `count` cards, the next one first
            del pile[-count:]
        else:
            cards = []
            for _ in range(count):
                card = self._pop()
                if card is None:
                    break
                cards.append(card)
        hand.extend(cards)
        if cards:
            self._uno[seat] = False
            if self._window == seat:
                self._window = None
        self._events.append(_draw_event(("draw", seat, None, None, len(cards), None, tuple(cards), seat,
                                    reason, None)))

    def _seat_after(self):
        """Set `_after`: `_after[direction][seat]` is the next active seat that way (a
        direction of -1 indexes from the end). Seats leave only by elimination."""
        key = tuple(self.active)
        self._after = AFTER.get(key) or AFTER.setdefault(key, self._ways())

    def _ways(self) -> tuple:
        n = self.players
        active = self.active
        ways: list[tuple[int, ...] | None] = [None, None, None]
        for d in (1, -1):
            after = []
            for seat in range(n):
                nxt = (seat + d) % n
                while not active[nxt] and nxt != seat:
                    nxt = (nxt + d) % n
                after.append(nxt)
            ways[d] = tuple(after)
        return tuple(ways)

    def _next_active(self, seat, steps):
        after = self._after[self.direction]
        for _ in range(steps):
            seat = after[seat]
        return seat

    def _advance(self, seat, steps):
        # _next_active and _start_turn inlined: this runs after almost every action.
        after = self._after[self.direction]
        for _ in range(steps):
            seat = after[seat]
        self.turn = seat
        self.phase = PLAY
        self._drawn = None
        self._events.append(TURN_EVENTS[seat])

    def _start_turn(self, seat):
        self.turn = seat
        self.phase = PLAY
        self._drawn = None
        self._events.append(TURN_EVENTS[seat])

    def _order(self):
        return [s for s in range(self.players) if self.active[s]]

    def _order_from(self, seat):
        n = self.players
        d = self.direction
        active = self.active
        return [seat] + [s for s in [(seat + d * i) % n for i in range(1, n)] if active[s]]

    def _emit(self, event):
        self._events.append(event)

    # ---- rounds ---------------------------------------------------------------------

    def _draw_for_dealer(self, keys) -> int:
        """SETUP-2: the highest number card deals; action cards and ties draw again."""
        cards = self._cards_for_dealer(keys)
        contenders = list(range(self.players))
        while True:
            ranks = []
            for _ in contenders:
                rank = RANK_INDEX[next(cards)]
                while rank >= 10:
                    rank = RANK_INDEX[next(cards)]
                ranks.append(rank)
            best = max(ranks)
            contenders = [s for s, r in zip(contenders, ranks) if r == best]
            if len(contenders) == 1:
                return contenders[0]

    def _cards_for_dealer(self, keys):
        """Cards drawn at random one by one for SETUP-2, from a deck of their own (they all
        go back before the deal): one random number each, then more as needed. Only the
        number cards: an action card would be drawn again, and leaves the others as they
        were, so the number cards come in the same random order without them."""
        fresh = NUMBER_CARDS
        deck = list(fresh)
        while True:
            for r in keys:
                j = r % len(deck)
                card = deck[j]
                deck[j] = deck[-1]
                deck.pop()
                yield card
                if not deck:  # every card drawn: they all go back
                    deck = list(fresh)
            keys = self.rng.block(self.rng.label(), 0, DEALER_KEYS)

    def _deal(self):
        """Deal seven cards each from the draw pile and turn one up."""
        self.round += 1
        self.round_over = False
        self.winner = None
        self.direction = 1
        self._pending = 0
        self._passes = 0
        self._window = None
        self._uno = [False] * self.players
        self._seq_seat = None
        self._seq_last = None
        self._seq_dir = 0
        self._drawn = None
        self._buzzed = []
        self._top_owner = None
        self._guilty = False
        dealer = self.dealer
        after = self._after[1]
        seats = [after[dealer]]
        while seats[-1] != dealer:
            seats.append(after[seats[-1]])
        n = len(seats)
        dealt = HAND_SIZE * n
        pile = self._pile
        if len(pile) < dealt + 1:
            raise ValueError("the deck is too short to deal")
        self._settle(dealt + 1 + DEAL_SETTLE)
        # One card at a time from the dealer's left: seat i of the order gets every n-th card.
        cards = pile[:-dealt - 1:-1]
        del pile[-dealt:]
        hands: list = [[] for _ in range(self.players)] if n < self.players else [None] * n
        self.hands = hands
        events = self._events
        events.append(DEALER_EVENTS[dealer])
        for i, s in enumerate(seats):
            hand = hands[s] = cards[i::n]
            events.append(_deal_event(("deal", dealer, None, None, self.round, None, tuple(hand), s, None, None)))
        self.discard = []
        self.side = "light"  # DECK-6.2
        first = pile.pop()
        # SETUP-5: a Wild Draw Four or a Buzzer goes back into the pile.
        # DECK-5.2: with the No Mercy deck, anything but a number card goes back.
        # DECK-6.2: with the Flip deck, a Wild Draw Two (or after a flip a Wild Draw Colour).
        mercy = self.rules.deck == "no-mercy"
        while RESTRICTED[first] or first == BUZZER or (mercy and RANK_INDEX[first] >= 10):
            self._emit(Event("returned", card=first))
            place = self.rng.randrange(len(pile) + 1)
            pile.insert(place, first)
            if place < self._loose:
                self._loose += 1
            first = self._pop()
        self.discard.append(first)
        self._emit(FIRST_CARD_EVENTS[first])
        if first >= FLIP_BASE and RANK_INDEX[first] == FLIP_RANK:
            # DECK-6.2: everything turns over before the first turn; the dark face turned up
            # (a number: DECK-6.1's pairing) stands as the first card.
            self._turn_over(None)
            first = self.discard[-1]
        self._color = COLOR_INDEX[first]
        self._key = first * 5 + self._color + 1
        left = self._next_active(self.dealer, 1)
        rank = RANK_INDEX[first]
        if self._color < 0:  # a Wild
            self.turn = left
            self.phase = COLOR
            self._emit(Event("turn", left))
        elif rank == DRAW_TWO or FLIP_DRAWS[first]:  # DECK-6.2: a Draw One alike
            self._pending = FLIP_DRAWS[first] or 2
            self._start_penalty(self.dealer)
        elif rank == REVERSE:
            self.direction = -1
            self._emit(Event("reverse", count=-1))
            self._start_turn(self.dealer)
        elif rank == SKIP:
            self._emit(Event("skip", left))
            self._advance(self.dealer, 2)
        else:
            self._start_turn(left)

    def _end_round(self, winner):
        rules = self.rules
        blocked = winner is None
        if blocked:
            # PLAY-6: fewest points wins, ties to the first in turn order.
            order = self._order_from(self.turn)
            winner = min(order, key=lambda s: (self.hand_points(s), order.index(s)))
        self.round_over = True
        self.winner = winner
        self.phase = OVER
        self._window = None
        table = POINT_BYTES if not rules.blank_cards else _point_bytes(rules)
        points = [sum(bytes(h).translate(table)) for h in self.hands]
        if rules.scoring == "standard":
            partners = self.partners(winner) if rules.partners else ()
            gained = sum(points) - points[winner]
            if partners:
                gained -= sum(points[s] for s in partners)
            if rules.teams:
                self.scores[self._slot(winner)] += gained
            else:
                self.scores[winner] += gained
                for s in partners:
                    self.scores[s] += gained
        else:
            gained = sum(points)
            for s in range(self.players):
                if self.active[s]:
                    self.scores[self._slot(s)] += points[s]
        self._events.append(_round_over_event(("round-over", winner, None, None, gained, None, None, None, None, {
            "hands": [tuple(h) for h in self.hands], "points": points, "scores": list(self.scores),
            "blocked": blocked, "team": self.team_of(winner)})))
        self._check_match_over(winner)

    def _check_match_over(self, winner):
        rules = self.rules
        scores = self.scores
        rounds = rules.rounds or (ROTATE_HANDS if rules.rotate else None)
        last_round = rounds is not None and self.round >= rounds
        # VAR-ROTATE is always its 12 hands (or the set rounds): the target does not end it.
        # Two tables: the match of 28 hands (`TwoTables`) ends it, not a table's own game.
        reached = not rules.rotate and not rules.two_tables and max(scores) >= rules.target
        best = None
        if rules.scoring == "standard":
            if last_round or reached:
                best = max(range(len(scores)), key=lambda s: (scores[s], -s))
        elif rules.scoring == "lowest":
            if last_round or reached:
                best = min(range(len(scores)), key=lambda s: (scores[s], s))
        else:
            if sum(self.active) == 2:
                best = winner
            else:
                for s in range(self.players):
                    if self.active[s] and scores[s] >= rules.target:
                        self.active[s] = False
                        self._emit(Event("eliminated", s))
                self._seat_after()
                alive = self._order()
                if len(alive) <= 1:
                    best = alive[0] if alive else winner
        if best is not None:
            self.match_over = True
            self.match_winner = best
            self._emit(Event("match-over", best, info={"scores": list(scores)}))


_new_game = object.__new__
_take = _write_take()
_PLAY_SUITED = Game._play_suited
_DO_DRAW = Game._do_draw
_VERBS = {name[4:]: fn for name, fn in vars(Game).items() if name.startswith("_do_")}


def _play_facts(action, card, color) -> tuple:
    """What `apply` needs to play `card` in turn by `action`, worked out once: the card as
    a plain int, the colour and match key after it, its play event and log entry by seat."""
    after = color if color >= 0 else COLOR_INDEX[card]
    if card >= FLIP_BASE:  # never on the short way (`_fast_for`)
        return (int(card), after, card * 5 + after + 1, None, None)
    return (int(card), after, card * 5 + after + 1,
            tuple(PLAY_EVENTS[(s * FLIP_BASE + card) * 5 + color + 1] for s in range(MAX_PLAYERS)),
            tuple((s, action) for s in range(MAX_PLAYERS)))


def _dispatch_table() -> dict:
    """Each listed action: (method, argument, colour index or -1, facts, the action): the
    facts are `_play_facts` for a play, the log entries by seat for a draw, or None."""
    table: dict[str, tuple] = {}
    for action in ACTIONS.values():
        verb, arg, color = parse_action(action)
        if verb == "play" and (color >= 0) == (arg in WILD_PLAY_ACTIONS):
            table[action] = (Game._play_suited, arg, color, _play_facts(action, arg, color), action)
        elif action is DRAW:
            table[action] = (_VERBS[verb], arg, color, tuple((s, action) for s in range(MAX_PLAYERS)),
                             action)
        else:
            table[action] = (_VERBS[verb], arg, color, None, action)
    return table


# The listed actions, straight to the method that does them (keyed by the actions
# themselves, so an `Action` is found by identity).
_DISPATCH = _dispatch_table()
