"""The thinking clock (VAR-CLOCK): how long a human on turn has to act, the warning before
the end, and what the game does for them when it runs out.

The table asks it for its next time (`due`), tells it when a decision has been heard
(`start`), and when a time comes (`check`) says the warning or acts for the seat
(`act_for`). Pure apart from the game it is given: no sound, no keys, no wall clock.
"""

from __future__ import annotations

from ..engine import COLORS, Game
from ..engine.cards import COLOR_INDEX

# The warning comes when a quarter of the time is left, at most this long before the end.
WARNING_MAX = 10.0


def warning_left(seconds: float) -> float:
    """Seconds left when the warning is said."""
    return min(seconds / 4, WARNING_MAX)


class ThinkingClock:
    """One decision's clock at a time: `key` names the decision (who, which turn, which
    phase), so a line heard meanwhile does not restart it, and a new decision does."""

    def __init__(self, seconds: int):
        self.seconds = float(seconds)
        self.key = None
        self.started: float | None = None
        self.warned = False

    @property
    def on(self) -> bool:
        return self.seconds > 0

    def start(self, key, heard: float) -> None:
        """The decision `key` has been heard at `heard`: its clock runs from then."""
        if key != self.key:
            self.key = key
            self.started = heard
            self.warned = False

    def stop(self) -> None:
        self.key = None
        self.started = None
        self.warned = False

    def due(self) -> float | None:
        """The next moment something happens: the warning, else the end."""
        if self.started is None:
            return None
        end = self.started + self.seconds
        return end if self.warned else end - warning_left(self.seconds)

    def check(self, now: float) -> tuple[str, int] | None:
        """("warn", whole seconds left) once, then ("out", 0) when the time is up."""
        if self.started is None:
            return None
        end = self.started + self.seconds
        if now >= end:
            self.stop()
            return ("out", 0)
        if not self.warned and now >= end - warning_left(self.seconds):
            self.warned = True
            return ("warn", max(1, round(end - now)))
        return None


def _next_seat(game: Game, seat: int, options: list[int]) -> int:
    """The first of `options` after `seat` in the direction of play."""
    n = game.players
    for i in range(1, n):
        s = (seat + game.direction * i) % n
        if s in options:
            return s
    return options[0]


def _colour(hand) -> str:
    """The colour the hand holds most of; red if none."""
    counts = [0, 0, 0, 0]
    for c in hand:
        if COLOR_INDEX[c] >= 0:
            counts[COLOR_INDEX[c]] += 1
    return COLORS[max(range(4), key=lambda i: (counts[i], -i))]


def timeout_action(game: Game, seat: int) -> str | None:
    """What the game does now for `seat` whose time ran out (VAR-CLOCK), or None."""
    if game.round_over or game.decider != seat:
        return None
    legal = game.legal_actions(seat)
    phase = game.phase
    if phase == "color":
        return "color " + _colour(game.hands[seat])
    if phase in ("swap", "choose"):
        if "pass" in legal:
            return "pass"
        verb = "swap " if phase == "swap" else "choose "
        seats = [int(a.split()[1]) for a in legal if a.startswith(verb)]
        return verb + str(_next_seat(game, seat, seats)) if seats else None
    if phase in ("play", "penalty"):
        return "draw" if "draw" in legal else None
    if phase == "drawn":
        return "pass"
    return None


def act_for(game: Game, seat: int) -> list:
    """Draw a card and pass, or whatever the decision needs (see `timeout_action`): the
    events of every action taken, until the seat no longer has to decide."""
    events: list = []
    for _ in range(4):  # a draw, then a pass: never more than a few steps
        action = timeout_action(game, seat)
        if action is None:
            break
        events += game.apply(seat, action)
        if game.phase == "play" and game.turn == seat and action.startswith("color"):
            continue  # a Wild turned up first (SETUP-5): the colour, then the turn's draw
        if action == "draw" and game.turn == seat and game.phase == "drawn":
            continue
        break
    return events
