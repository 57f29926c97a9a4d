"""Events: what an action caused, as plain data for the announcer and the bots.

Kinds and their fields (seat is who did it, target who it happened to):

    dealer        seat                      SETUP-2
    deal          seat=dealer, count=round number (1-based), cards=hand (to each seat)
    first-card    card                      SETUP-3
    returned      card                      SETUP-5 (+4 or Buzzer turned up, put back)
    turn          seat                      it is seat's turn now
    play          seat, card, color, mode   mode: None, "jump-in", "sequence"
    color         seat, color               a Wild turned up got its colour (SETUP-5)
    draw          seat, count, cards, mode  cards only for `to`; mode (why): "turn",
                                            "penalty", "uno", "bluff", "buzzer", "match"
    reshuffle     count                     PLAY-6
    empty         seat                      nothing left to draw: seat passes
    pass          seat                      kept the drawn card
    skip          seat                      seat loses their turn
    reverse       count=direction
    penalty       seat, count               seat must draw count (or stack, or challenge)
    uno           seat
    catch         seat, target, count       seat caught target, who draws count
    challenge     seat, target, count, cards    target's hand shown to seat; count: 1 guilty
    jump-in-failed seat, card, count        count penalty points (added under lowest and
                                            elimination scoring)
    rotate        seat, count=direction     VAR-07: seat's 0 moved every hand on
    swap-choice   seat, card                VAR-07: seat played a 7 (or a blank Swap Hands,
                                            card) and may swap or keep
    blank-choice  seat, card                DECK-4: seat played a blank card and must choose
                                            (a player to draw, or a colour)
    blank         seat, card, target, color, count, cards
                                            DECK-4: the rule of blank card `card` acted
    swap          seat, target              VAR-07: seat swapped hands with target
    keep          seat                      VAR-07: the 7's player kept their hand
    buzzer        seat                      VAR-BUZZ: the window is open
    buzz          seat, count=place (1-based)
    buzzer-end    cards=None, info={"late": [seats], "order": [seats]}
    sequence      seat, card                seat may continue the sequence after card
    round-over    seat=winner, count=points, info={"hands" (tuples of cards), "points", "scores",
                                            "blocked", "team"}
    eliminated    seat
    match-over    seat=winner (a team index under VAR-TEAMS), info={"scores"}
"""

from __future__ import annotations

from typing import Any, NamedTuple


class _Fields(NamedTuple):
    # What each field holds depends on the kind (the table above), hence `Any`.
    kind: str
    seat: Any = None
    card: Any = None
    color: Any = None
    count: Any = None
    target: Any = None
    cards: Any = None
    to: Any = None
    mode: Any = None
    info: Any = None


class Event(_Fields):
    """One thing that happened. `cards` is seen only by seat `to` when `to` is set.

    Events are immutable, so the engine shares one instance among games for the common
    ones (a seat's turn, a seat's play of a card).
    """

    __slots__ = ()

    def seen_by(self, seat: int | None) -> "Event":
        """This event as `seat` may see it (None: an observer who sees no private cards)."""
        to = self.to
        if to is None or to == seat:
            return self
        return self._replace(cards=None)

    @property
    def private(self) -> bool:
        return self.to is not None

    def as_dict(self) -> dict:
        d = {}
        for f, v in zip(self._fields, self):
            if v is None:
                continue
            if f == "card":
                v = str(v)
            elif f == "cards":
                v = [str(c) for c in v]
            elif f == "info" and "hands" in v:
                v = {**v, "hands": [[str(c) for c in h] for h in v["hands"]]}
            d[f] = v
        return d

    def __eq__(self, other):
        return isinstance(other, Event) and tuple.__eq__(self, other)

    def __ne__(self, other):
        return not self == other

    # Events compare by value but, holding lists and dicts, are not keys.
    __hash__ = None  # type: ignore[assignment]

    def __repr__(self):
        return f"Event({self.as_dict()})"

