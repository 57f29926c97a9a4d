"""Positions: a whole game state as one line of text, like a chess FEN.

    text = game.position()
    same = Game.from_position(text)     # plays on exactly as `game` would

A position holds what play needs to go on identically: the rules, the seats
still in, the scores, the round, the dealer, every hand, the draw pile (next
card last), the discard pile (top card last), turn, direction, phase, the
pending penalty, the colour to match, the UNO window and calls, the buzzer
presses, the sequence in progress, whether a Wild Draw Four on top was a
bluff, and the random stream: a `State` (`state.py`), written by `write` and
read by `read`. It does not hold the history or the log: a game started from a
position begins with both empty (saves and replays stay the seed and the log).

The fields are `name=value`, separated by spaces, in a fixed order:

    uno1 players=2 rules=official rng=7:3 round=1 dealer=0 scores=0,0 active=11
    turn=1 dir=1 phase=play color=R pending=0 hands=R5,G7/B1,+4 pile=Y2,W discard=R9
    uno=00 window=- drawn=- owner=- guilty=0 passes=0 buzzed=- seq=- over=0 winner=-
    match=- draws=0 side=light

Cards are written with `str(card)` and read with `Card.parse`, so a new kind of
card needs no change here. An empty list is written `-`. The hands are separated by `/`,
or by `|` with the Flip deck, whose cards have a `/` in their text (`R5/O8`, DECK-6.1).
"""

from __future__ import annotations

from dataclasses import fields
from typing import Any

from .actions import Phase
from .cards import COLORS, Card
from .rules import Rules
from .state import State

VERSION = "uno1"
PHASES = {p.value: p for p in Phase}
# After the colour: only that colour may be played now (a blank card's DECK-4.11).
NAMED = "!"
NONE = "-"


# ---- rules --------------------------------------------------------------------------

def rules_text(rules: Rules) -> str:
    """`official`, or the changed fields as `stacking,jump_in,target=300`."""
    items = []
    for name, value in rules.changed().items():
        items.append(name if value is True else f"{name}={_value_text(value)}")
    return ",".join(items) or "official"


def _value_text(value) -> str:
    if value is None:
        return "none"
    if value is False:
        return "false"
    if isinstance(value, (tuple, list)):  # the blank cards (DECK-4.1): R*SWAP+G*NAME
        return "+".join(value)
    return str(value)


def parse_rules(text: str) -> Rules:
    """`official`, or a comma list of variants: `stacking,jump_in,uno_penalty=4`."""
    text = text.strip()
    if text in ("", "official"):
        return Rules()
    kinds = {f.name: f.type for f in fields(Rules)}
    values: dict[str, Any] = {}
    for item in text.split(","):
        name, _, value = item.strip().partition("=")
        name = name.replace("-", "_")
        if name not in kinds:
            raise ValueError(f"unknown rule: {name!r}")
        if not value:
            values[name] = True
        elif kinds[name] == "bool":
            values[name] = value.lower() in ("1", "true", "yes", "on")
        elif kinds[name] == "str":
            values[name] = value
        elif kinds[name] == "tuple":
            values[name] = tuple(value.split("+"))
        elif value.lower() == "none":
            values[name] = None
        else:
            try:
                values[name] = int(value)
            except ValueError:
                raise ValueError(f"{name} must be a whole number, not {value!r}") from None
    return Rules(**values)


# ---- writing ------------------------------------------------------------------------

def _cards(cards) -> str:
    return ",".join(str(Card(c)) for c in cards) or NONE


def _seat(seat) -> str:
    return NONE if seat is None else str(seat)


def _bits(flags) -> str:
    return "".join("1" if f else "0" for f in flags)


def _key_text(key: bytes) -> str:
    text = key.decode("latin-1")
    if text and all(c.isalnum() or c in "-_." for c in text):
        return text
    return "x" + key.hex()


def _key_bytes(text: str) -> bytes:
    if text.startswith("x"):
        try:
            return bytes.fromhex(text[1:])
        except ValueError:
            raise ValueError(f"bad random stream: {text!r}") from None
    return text.encode("latin-1")


def _color_text(state: State) -> str:
    if state.color < 0:
        return NONE
    return COLORS[state.color] + (NAMED if state.named else "")


def _hands_mark(rules: Rules) -> str:
    """What separates the hands: a Flip card's text holds a `/`."""
    return "|" if rules.deck == "flip" else "/"


def _count(state: State) -> str:
    return "%s:%d" % (_key_text(state.rng[0]), state.rng[1]) if state.rng else NONE


# Each field of the notation, in order, and how it is written from a `State`; `read` reads
# them back into the same `State` fields.
WRITE = {
    "players": lambda s: str(s.players),
    "rules": lambda s: rules_text(s.rules),
    "rng": _count,
    "round": lambda s: str(s.round),
    "dealer": lambda s: str(s.dealer),
    "scores": lambda s: ",".join(str(x) for x in s.scores),
    "active": lambda s: _bits(s.active),
    "turn": lambda s: str(s.turn),
    "dir": lambda s: str(s.direction),
    "phase": lambda s: s.phase,
    "color": _color_text,                                # color and named
    "pending": lambda s: str(s.pending),
    "hands": lambda s: _hands_mark(s.rules).join(",".join(str(Card(c)) for c in h) for h in s.hands),
    "pile": lambda s: _cards(s.pile),
    "discard": lambda s: _cards(s.discard),
    "uno": lambda s: _bits(s.uno),
    "window": lambda s: _seat(s.window),
    "drawn": lambda s: NONE if s.drawn is None else str(s.drawn),
    "owner": lambda s: _seat(s.owner),
    "guilty": lambda s: "1" if s.guilty else "0",
    "passes": lambda s: str(s.passes),
    "buzzed": lambda s: ",".join(str(x) for x in s.buzzed) or NONE,
    "seq": lambda s: NONE if s.seq is None else "{}:{}:{}".format(*s.seq),
    "over": lambda s: "1" if s.over else "0",
    "winner": lambda s: _seat(s.winner),
    "match": lambda s: _seat(s.match),
    "draws": lambda s: str(s.draws),
    "side": lambda s: s.side,
}
# Fields a position written before they existed may lack, and their value then.
OPTIONAL = {"draws": "0", "side": "light"}
SIDES = ("light", "dark")
FIELDS = tuple(WRITE)


def write(state: State) -> str:
    """The position of a game in `state` (see the module docstring)."""
    return " ".join([VERSION] + [f"{name}={text(state)}" for name, text in WRITE.items()])


# ---- reading ------------------------------------------------------------------------

def _split(text: str) -> dict:
    if not isinstance(text, str):
        raise ValueError("a position is text")
    words = text.split()
    if not words or words[0] != VERSION:
        raise ValueError(f"a position starts with {VERSION!r}")
    values = {}
    for word in words[1:]:
        name, eq, value = word.partition("=")
        if not eq or name not in FIELDS:
            raise ValueError(f"not a field of a position: {word!r}")
        if name in values:
            raise ValueError(f"field given twice: {name!r}")
        values[name] = value
    for name, value in OPTIONAL.items():
        values.setdefault(name, value)
    missing = [f for f in FIELDS if f not in values]
    if missing:
        raise ValueError(f"missing fields: {', '.join(missing)}")
    return values


def _int(text: str, name: str, low: int = 0, high: int | None = None) -> int:
    try:
        value = int(text)
    except ValueError:
        raise ValueError(f"{name} must be a whole number, not {text!r}") from None
    if value < low or (high is not None and value > high):
        raise ValueError(f"{name} out of range: {value}")
    return value


def _opt_seat(text: str, name: str, players: int):
    return None if text == NONE else _int(text, name, 0, players - 1)


def _card_list(text: str) -> list:
    if text == NONE or text == "":
        return []
    return [Card.parse(c) for c in text.split(",")]


def _flags(text: str, name: str, players: int) -> list:
    if len(text) != players or set(text) - {"0", "1"}:
        raise ValueError(f"{name} needs one 0 or 1 per seat, not {text!r}")
    return [c == "1" for c in text]


def read(text: str) -> State:
    """The state a position describes (checked)."""
    v = _split(text)
    players = _int(v["players"], "players", 2, 10)
    rules = parse_rules(v["rules"])
    key, sep, count = v["rng"].rpartition(":")
    if not sep:
        raise ValueError(f"bad random stream: {v['rng']!r}")
    hands = v["hands"].split(_hands_mark(rules))
    if len(hands) != players:
        raise ValueError(f"hands needs one hand per seat, {players}, not {len(hands)}")
    scores = [_int(s, "scores") for s in v["scores"].split(",")]
    if len(scores) != (2 if rules.teams else players):
        raise ValueError("scores needs one total per seat (per team under teams)")
    phase = PHASES.get(v["phase"])
    if phase is None:
        raise ValueError(f"unknown phase: {v['phase']!r}")
    color = v["color"]
    named = color.endswith(NAMED) and color != NAMED
    color = color[:-1] if named else color
    if color != NONE and color not in COLORS:
        raise ValueError(f"unknown colour: {color!r}")
    discard = _card_list(v["discard"])
    if not discard:
        raise ValueError("the discard pile is never empty")
    seq = None
    if v["seq"] != NONE:
        parts = v["seq"].split(":")
        if len(parts) != 3:
            raise ValueError(f"bad sequence: {v['seq']!r}")
        seq = (_int(parts[0], "seq", 0, players - 1), Card.parse(parts[1]), _int(parts[2], "seq", -1, 1))
    direction = _int(v["dir"], "dir", -1, 1)
    if direction == 0:
        raise ValueError("dir is 1 or -1")
    buzzed = [] if v["buzzed"] == NONE else [_int(s, "buzzed", 0, players - 1)
                                              for s in v["buzzed"].split(",")]
    state = State(**{
        "players": players, "rules": rules, "rng": (_key_bytes(key), _int(count, "rng")),
        "round": _int(v["round"], "round", 1), "dealer": _int(v["dealer"], "dealer", 0, players - 1),
        "scores": scores, "active": _flags(v["active"], "active", players),
        "turn": _int(v["turn"], "turn", 0, players - 1), "direction": direction, "phase": phase,
        "color": COLORS.index(color) if color != NONE else -1, "named": named,
        "pending": _int(v["pending"], "pending"),
        "hands": [_card_list(h) for h in hands], "pile": _card_list(v["pile"]), "discard": discard,
        "uno": _flags(v["uno"], "uno", players), "window": _opt_seat(v["window"], "window", players),
        "drawn": None if v["drawn"] == NONE else Card.parse(v["drawn"]),
        "owner": _opt_seat(v["owner"], "owner", players),
        "guilty": _int(v["guilty"], "guilty", 0, 1) == 1, "passes": _int(v["passes"], "passes"),
        "buzzed": buzzed, "seq": seq, "over": _int(v["over"], "over", 0, 1) == 1,
        "winner": _opt_seat(v["winner"], "winner", players),
        "match": None if v["match"] == NONE else _int(v["match"], "match", 0, players - 1),
        "draws": _int(v["draws"], "draws"),
        "side": v["side"],
    })
    if state.side not in SIDES or (state.side != "light" and not rules.flip):
        raise ValueError(f"side is light, or dark with the Flip deck, not {state.side!r}")
    cards = [c for h in state.hands for c in h] + list(state.pile) + discard
    if any(c.flip != rules.flip or (c.flip and c.dark != (state.side == "dark")) for c in cards):
        raise ValueError("every card shows the face of the deck and the side in play")
    if not state.active[state.turn]:
        raise ValueError("the seat on turn is out of the match")
    if state.drawn is not None and state.drawn not in state.hands[state.turn]:
        raise ValueError("the drawn card is not in the hand of the seat on turn")
    return state
