"""What one seat may know: its own hand, the others' card counts, public history.

A view is a snapshot that holds no reference to the game, so a bot given a
view cannot reach another seat's cards.
"""

from __future__ import annotations

from .actions import Action, Phase
from .cards import Card
from .events import Event
from .rules import Rules
from .state import State


class View:
    __slots__ = ("seat", "players", "rules", "hand", "counts", "top", "color", "turn",
                 "direction", "phase", "pending", "drawn", "scores", "dealer", "round",
                 "uno_window", "said_uno", "sequence", "buzzed", "active", "legal",
                 "history", "draw_pile_size", "discard", "round_over", "partners", "team", "state", "named",
                 "side", "pile_face")
    seat: int
    players: int
    rules: Rules
    hand: tuple[Card, ...]
    counts: tuple[int, ...]
    top: Card
    color: str | None
    turn: int
    direction: int
    phase: Phase
    pending: int
    drawn: Card | None
    scores: tuple[int, ...]
    dealer: int
    round: int
    uno_window: int | None
    said_uno: tuple[bool, ...]
    sequence: tuple[int, Card] | None
    buzzed: tuple[int, ...]
    active: tuple[bool, ...]
    legal: tuple[Action, ...]
    history: tuple[Event, ...]
    draw_pile_size: int
    discard: tuple[Card, ...]
    round_over: bool
    partners: tuple[int, ...]
    team: int | None
    state: State             # the whole state as this seat may know it (`Game.state(seat)`)
    named: bool
    side: str                # the side of the Flip deck in play (DECK-6), "light" for the others
    pile_face: Card | None   # the face the draw pile shows (DECK-6.2), None for the other decks

    def __init__(self, game, seat: int):
        set_ = object.__setattr__
        # The whole state as this seat may know it (`Game.state(seat)`): the fields it holds
        # come from it, and a seat that deals itself worlds to search finds the rest there
        # (passes in a row, who played the top card, the sequence).
        state = game.state(seat)
        set_(self, "state", state)
        set_(self, "seat", seat)
        set_(self, "players", state.players)
        set_(self, "rules", state.rules)
        set_(self, "hand", state.hands[seat])
        set_(self, "counts", tuple(map(len, game.hands)))
        set_(self, "top", state.discard[-1])
        set_(self, "color", game.color)
        set_(self, "turn", state.turn)
        set_(self, "direction", state.direction)
        set_(self, "phase", state.phase)
        set_(self, "pending", state.pending)
        set_(self, "drawn", game.drawn if state.turn == seat else None)
        set_(self, "scores", state.scores)
        set_(self, "dealer", state.dealer)
        set_(self, "round", state.round)
        set_(self, "uno_window", state.window)
        set_(self, "said_uno", state.uno)
        seq = game.sequence
        set_(self, "sequence", seq if seq is None or seq[0] == seat else None)
        set_(self, "buzzed", state.buzzed)
        set_(self, "active", state.active)
        set_(self, "legal", tuple(game.legal_actions(seat)))
        set_(self, "history", tuple(e.seen_by(seat) for e in game.history))
        set_(self, "draw_pile_size", len(game.draw_pile))
        set_(self, "discard", state.discard)
        set_(self, "round_over", state.over)
        set_(self, "partners", tuple(game.partners(seat)))
        set_(self, "team", game.team_of(seat))
        # DECK-4.11: only the colour in play may be played now (a blank card named it).
        set_(self, "named", state.named)
        set_(self, "side", state.side)
        set_(self, "pile_face", game.pile_face)

    def __setattr__(self, name, value):
        raise AttributeError("a view is read-only")

    @property
    def next_seat(self) -> int:
        n = self.players
        s = (self.seat + self.direction) % n
        while not self.active[s]:
            s = (s + self.direction) % n
        return s
