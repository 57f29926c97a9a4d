"""Events: what an action caused, as plain data for the announcer and the bots.

Each kind has its type, an `Event` whose fields have their kind's names too
(`Reverse.direction`, `Buzz.place`, `RoundOver.points`, ...); `Event(kind, ...)` gives the
kind's type, `EVENT_TYPES` maps each kind to it. The kinds and the fields they fill (seat
is who did it, target who it happened to), the named fields in the classes below:

    dealer        seat                      SETUP-2
    deal          seat=dealer, count=round number (1-based), cards=hand (to each seat)
    first-card    card                      SETUP-3
    returned      card                      SETUP-5 (+4 or Buzzer turned up, put back)
    turn          seat                      it is seat's turn now
    play          seat, card, color, mode   mode: None, "jump-in", "sequence"
    color         seat, color               a Wild turned up got its colour (SETUP-5)
    draw          seat, count, cards, mode  cards only for `to`; mode (why): "turn",
                                            "penalty", "uno", "bluff", "buzzer", "match",
                                            "roulette", "until-color" (DECK-6.8: until a card
                                            of the colour named)
    reshuffle     count                     PLAY-6
    empty         seat                      nothing left to draw: seat passes
    pass          seat                      kept the drawn card
    skip          seat                      seat loses their turn
    reverse       count=direction
    penalty       seat, count, mode         seat must draw count (or stack, or challenge);
                                            mode "until-color": until a card of the colour in
                                            play comes, count 0 (DECK-6.8)
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
    skip-everyone seat                      DECK-5.5: everyone else loses a turn; seat plays again
    discard-all   seat, card, count, cards  DECK-5.5: seat put `cards` of the card's colour beneath it
    roulette      seat, target              DECK-5.6: target must name a colour and turn cards up
    mercy         seat, count               DECK-5.8: seat held `count` cards and is out of the round
    flip          seat, card, mode          DECK-6.5: everything turned over; seat played the Flip
                                            (None: turned up at the start, DECK-6.2); card: the
                                            new top card; mode: the side now in play, "light"/"dark"
    match-over    seat=winner (a team index under VAR-TEAMS), info={"scores"}
"""

from __future__ import annotations

from operator import itemgetter
from typing import TYPE_CHECKING, Any, Callable, NamedTuple

from .cards import Card


class _Fields(NamedTuple):
    # What each field holds depends on the kind (the table above and the named fields of
    # each kind's type), hence `Any`.
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

    def __new__(cls, kind: str, seat: Any = None, card: Any = None, color: Any = None, count: Any = None,
                target: Any = None, cards: Any = None, to: Any = None, mode: Any = None,
                info: Any = None) -> Event:
        # `Event(kind, ...)` is the kind's type; a kind's type is itself.
        if cls is Event:
            cls = EVENT_TYPES.get(kind, Event)
        return tuple.__new__(cls, (kind, seat, card, color, count, target, cards, to, mode, info))

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
        return f"{type(self).__name__}({self.as_dict()})"


def _info_getter(key: str) -> Callable[[Event], Any]:
    def get(e: Event) -> Any:
        return e.info[key]
    return get


def _named(*fields: str) -> tuple:
    """Read-only properties reading the fields `fields` (or an `info` key, "info:key")."""
    out: list[property] = []
    for f in fields:
        if f.startswith("info:"):
            out.append(property(_info_getter(f[5:])))
        else:
            out.append(property(itemgetter(_Fields._fields.index(f))))
    return tuple(out)


# One type per kind. The named fields are properties over the ten fields above (declared
# for the type checker apart, as plain attributes).

class Dealer(Event):
    """dealer: `dealer` deals this round (SETUP-2)."""
    __slots__ = ()
    if TYPE_CHECKING:
        dealer: int
    else:
        (dealer,) = _named("seat")


class Deal(Event):
    """deal: `player` is dealt `hand` (seen by `player` only) by `dealer`, in round `round`."""
    __slots__ = ()
    if TYPE_CHECKING:
        dealer: int
        round: int
        hand: tuple[Card, ...] | None
        player: int
    else:
        dealer, round, hand, player = _named("seat", "count", "cards", "to")


class FirstCard(Event):
    """first-card: `card` is turned up (SETUP-3)."""
    __slots__ = ()


class Returned(Event):
    """returned: `card` (a Wild Draw Four or a Buzzer) turned up goes back (SETUP-5)."""
    __slots__ = ()


class Turn(Event):
    """turn: it is `seat`'s turn now."""
    __slots__ = ()


class Play(Event):
    """play: `seat` plays `card` (naming `color` for a wild); `mode` None, "jump-in" or
    "sequence"."""
    __slots__ = ()


class ColorNamed(Event):
    """color: `seat` names `color` (a Wild turned up, SETUP-5, or a blank card, DECK-4.11)."""
    __slots__ = ()


class Draw(Event):
    """draw: `seat` draws `count` cards, `cards` (seen by `seat` only); `reason`: "turn",
    "match", "penalty", "uno", "bluff", "buzzer", "blank", "roulette" or "until-color"."""
    __slots__ = ()
    if TYPE_CHECKING:
        reason: str
    else:
        (reason,) = _named("mode")


class Reshuffle(Event):
    """reshuffle: the discard pile becomes a draw pile of `size` cards (PLAY-6)."""
    __slots__ = ()
    if TYPE_CHECKING:
        size: int
    else:
        (size,) = _named("count")


class Empty(Event):
    """empty: nothing left to draw: `seat` passes."""
    __slots__ = ()


class Pass(Event):
    """pass: `seat` keeps the card drawn."""
    __slots__ = ()


class Skip(Event):
    """skip: `seat` loses their turn."""
    __slots__ = ()


class Reverse(Event):
    """reverse: play goes on in `direction` (1 or -1)."""
    __slots__ = ()
    if TYPE_CHECKING:
        direction: int
    else:
        (direction,) = _named("count")


class Penalty(Event):
    """penalty: `seat` must draw `count` cards, or stack, or challenge; `mode` "until-color":
    draw until a card of the colour in play comes (a Wild Draw Colour, DECK-6.8)."""
    __slots__ = ()


class Uno(Event):
    """uno: `seat` says UNO."""
    __slots__ = ()


class Catch(Event):
    """catch: `seat` catches `target`, who draws `count` (UNO-3)."""
    __slots__ = ()


class Challenge(Event):
    """challenge: `seat` challenges `target`'s Wild Draw Four and is shown `shown` (seen by
    `seat` only); `guilty`: it was a bluff (CHAL-4)."""
    __slots__ = ()
    if TYPE_CHECKING:
        guilty: bool
        shown: tuple[Card, ...] | None
    else:
        guilty = property(lambda e: e.count == 1)
        (shown,) = _named("cards")


class JumpInFailed(Event):
    """jump-in-failed: `seat` jumped in with `card`, which does not jump in, and loses
    `points` (VAR-JUMP; added under lowest and elimination scoring)."""
    __slots__ = ()
    if TYPE_CHECKING:
        points: int
    else:
        (points,) = _named("count")


class Rotate(Event):
    """rotate: `seat` played a 0: every hand moves on in `direction` (VAR-07)."""
    __slots__ = ()
    if TYPE_CHECKING:
        direction: int
    else:
        (direction,) = _named("count")


class SwapChoice(Event):
    """swap-choice: `seat` played a 7 (or a blank Swap Hands, `card`) and may swap or keep."""
    __slots__ = ()


class BlankChoice(Event):
    """blank-choice: `seat` played the blank card `card` and must choose a player or a
    colour (DECK-4)."""
    __slots__ = ()


class Blank(Event):
    """blank: the rule of the blank card `card` acted (DECK-4): on `target`, naming `color`,
    `count` cards, `cards` shed."""
    __slots__ = ()


class Swap(Event):
    """swap: `seat` swaps hands with `target` (VAR-07)."""
    __slots__ = ()


class Keep(Event):
    """keep: the 7's player keeps their hand (VAR-07)."""
    __slots__ = ()


class Buzzer(Event):
    """buzzer: `seat` played a Buzzer: the window is open (VAR-BUZZ)."""
    __slots__ = ()


class Buzz(Event):
    """buzz: `seat` presses the buzzer, `place`-th (1-based)."""
    __slots__ = ()
    if TYPE_CHECKING:
        place: int
    else:
        (place,) = _named("count")


class BuzzerEnd(Event):
    """buzzer-end: the window closes; `order` pressed, `late` did not or were last."""
    __slots__ = ()
    if TYPE_CHECKING:
        order: list[int]
        late: list[int]
    else:
        order, late = _named("info:order", "info:late")


class Sequence(Event):
    """sequence: `seat` may go on with the sequence after `card` (VAR-SEQ)."""
    __slots__ = ()


class RoundOver(Event):
    """round-over: `winner` (of the hand, or the fewest points when `blocked`, PLAY-6) gains
    `points`; `hands`, each seat's `hand_points`, the `scores` after, the winner's `team`."""
    __slots__ = ()
    if TYPE_CHECKING:
        winner: int
        points: int
        hands: list[tuple[Card, ...]]
        hand_points: list[int]
        scores: list[int]
        blocked: bool
        team: int | None
    else:
        winner, points = _named("seat", "count")
        hands, hand_points, scores, blocked, team = _named(
            "info:hands", "info:points", "info:scores", "info:blocked", "info:team")


class Eliminated(Event):
    """eliminated: `seat` is out of the match (elimination scoring)."""
    __slots__ = ()


class SkipEveryone(Event):
    """skip-everyone: `seat` played a Skip Everyone and plays again (DECK-5.5)."""
    __slots__ = ()


class DiscardAll(Event):
    """discard-all: `seat` put the `cards` of the Discard All's colour beneath it (DECK-5.5)."""
    __slots__ = ()


class Roulette(Event):
    """roulette: `seat` played a Wild Colour Roulette; `target` names a colour (DECK-5.6)."""
    __slots__ = ()


class Mercy(Event):
    """mercy: `seat` held `count` cards and is out of the round (DECK-5.8)."""
    __slots__ = ()


class Flip(Event):
    """flip: every card turned over (DECK-6.5): `seat` played the Flip (None when it was turned
    up at the start, DECK-6.2); `card` is the new top card, its face in play; `side` the side
    now in play, "light" or "dark"."""
    __slots__ = ()
    if TYPE_CHECKING:
        side: str
    else:
        (side,) = _named("mode")


class MatchOver(Event):
    """match-over: `winner` (a team index under VAR-TEAMS) wins the match; the final
    `scores`."""
    __slots__ = ()
    if TYPE_CHECKING:
        winner: int
        scores: list[int]
    else:
        (winner,) = _named("seat")
        (scores,) = _named("info:scores")


EVENT_TYPES: dict[str, type[Event]] = {
    "dealer": Dealer, "deal": Deal, "first-card": FirstCard, "returned": Returned, "turn": Turn,
    "play": Play, "color": ColorNamed, "draw": Draw, "reshuffle": Reshuffle, "empty": Empty,
    "pass": Pass, "skip": Skip, "reverse": Reverse, "penalty": Penalty, "uno": Uno,
    "catch": Catch, "challenge": Challenge, "jump-in-failed": JumpInFailed, "rotate": Rotate,
    "swap-choice": SwapChoice, "blank-choice": BlankChoice, "blank": Blank, "swap": Swap,
    "keep": Keep, "buzzer": Buzzer, "buzz": Buzz, "buzzer-end": BuzzerEnd, "sequence": Sequence,
    "round-over": RoundOver, "eliminated": Eliminated, "match-over": MatchOver,
    "skip-everyone": SkipEveryone, "discard-all": DiscardAll, "roulette": Roulette, "mercy": Mercy,
    "flip": Flip,
}
