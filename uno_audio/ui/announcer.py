"""Engine events to spoken lines and sound cues, for the seat holding the keyboard."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from ..engine.cards import (BLANK_BASE, CARDS, DRAW_TWO, FLIP_BASE, MERCY_BASE, RANK_INDEX, REVERSE, SKIP, WILD,
                            WILD_DRAW_FOUR, BUZZER)
from ..i18n import card_args, color_arg
from ..phrases import join


# What may come before the first word of a line: "¡Tu pareja Bruno dice UNO!"
OPENING = "¡¿\"'«“("


# The announcer's line for each kind of event, registered by `on` beside its method; the
# kinds no line tells on its own (a sequence's continuation is said by the table).
HANDLERS: dict[str, Callable] = {}
SILENT = frozenset({"sequence"})


def on(kind: str):
    def register(method):
        HANDLERS[kind] = method
        return method
    return register


@dataclass
class Line:
    text: str
    cue: str | None = None
    seat: int | None = None      # where the sound comes from, for panning
    owner: int | None = None     # the seat whose private information it tells
    about: tuple | None = None   # the fact it states that a later event may undo (see ui/facts.py)
    event: int | None = None     # the index of the event it tells, in the events given
    seq: int | None = None       # the table's number for that event, in the match's order


def colour_told(top) -> bool:
    """Whether the top card's colour is said beside it: a Wild's (and on the classic decks'
    later kinds as ever); a Flip face only when it is a wild."""
    return top.is_wild if top.flip else top >= WILD


class Announcer:
    """Turns events into localized lines. `me` is the seat whose view is spoken."""

    def __init__(self, tr, names: list[str], me: int | None, partners=lambda seat: [], scoring="standard"):
        self.tr = tr
        self.names = names
        self.me = me
        self.partners = partners
        self.scoring = scoring          # under "lowest" and "elimination" the others add their own cards
        self.humans: set[int] = set()   # their buzzer presses are spoken by the table, with the time
        self._buzzer_cards = 3          # what the last buzzer's latecomers drew each
        self._round_deal = me           # the deal that announces the round (see `lines`)
        self.rounds: int | None = None  # a match of a set number of rounds says "n of N"
        self.rotating = False           # rotating partners: its rounds are called hands
        self.hands = False              # two tables: each game is one hand of the match
        self.verbosity = lambda group: "normal"    # "brief", "normal" or "full", per group of lines
        self.public_draws = False       # hands hidden between humans: the others hear "Ana draws a card."
        self.by_name = False            # open hands between humans: every line names its player, and
                                        # a human's drawn cards are told to all ("Lia draws red 5.")
        self._later = set()             # seats whose hand a later event of the batch changes
        # DECK-6: the Flip deck's side in play as the lines have told it, which names the
        # colours (the engine's R, Y, G, B are pink, teal, orange, purple on the dark side).
        self.dark = False
        self._named = None              # the colour the last wild named (a Wild Draw Colour's)

    @property
    def you(self) -> int | None:
        """The seat spoken to as "you": the listener, unless every human at the keyboard
        hears every line (open hands), when each is named."""
        return None if self.by_name else self.me

    def sees(self, seat) -> bool:
        """Whether the cards dealt or drawn to `seat` are told."""
        return seat == self.me or (self.by_name and seat in self.humans)

    # ---- words --------------------------------------------------------------------

    def card(self, card, form: str = "card") -> str:
        if BLANK_BASE <= card < MERCY_BASE:  # DECK-4: its colour and its rule's name
            card = CARDS[card]
            return self.tr("blank-card", name=self.tr(card.blank.name_id), color=card.color)
        return self.tr(form, **card_args(card))

    def cards(self, cards) -> str:
        names = [self.card(c) for c in cards]
        if not names:
            return self.tr("cards-count", count=0)
        if len(names) == 1:
            return names[0]
        return self.tr("list-and", first=join(", ", names[:-1]), last=names[-1])

    def color(self, letter, dark: bool | None = None) -> str:
        """A colour in play by its slot letter, named by the side: `dark`, else the side the
        lines have told."""
        return self.tr("color", color=color_arg(letter, self.dark if dark is None else dark))

    def name(self, seat: int) -> str:
        if seat == self.you:
            return self.tr("you")
        if seat in self.partners(self.you) if self.you is not None else False:
            return self.tr("your-partner", name=self.names[seat])
        return self.names[seat]

    def label(self, seat: int) -> str:
        """A seat's name at the start of a line or a list item: "You", "Your partner Bruno", "Ana"."""
        if seat == self.you:
            return self.tr("you-name")
        if self.you is not None and seat in self.partners(self.you):
            return self.tr("your-partner-start", name=self.names[seat])
        return self.names[seat]

    def named(self, msg: str, seat: int, **args) -> str:
        """`msg` with the seat as $name, in the capitalised form where the line starts with
        it ("Your partner Bruno is skipped", "Tú: ..."): only the language's wording tells."""
        name = self.name(seat)
        text = self.tr(msg, name=name, **args)
        if name[:1].islower() and text.lstrip(OPENING).startswith(name):
            text = self.tr(msg, name=self.label(seat), **args)
        return text

    def phrase(self, base: str, seat: int | None, **args) -> str:
        """`base-you` when the subject is the listener, else `base` with $name."""
        if seat is not None and seat == self.you:
            return self.tr(base + "-you", **args)
        if seat is None:
            return self.tr(base, name="", **args)
        return self.named(base, seat, **args)

    # ---- events -------------------------------------------------------------------

    def lines(self, events, counts=None) -> list[Line]:
        out: list[Line] = []
        events = list(events)
        skip = 0
        # The round is announced with the listener's own deal, or with the first one when
        # they are dealt nothing (out of the match, they still hear the rounds go by).
        dealt = [e.to for e in events if e.kind == "deal"]
        self._round_deal = self.me if self.me is None or self.me in dealt or not dealt else dealt[0]
        for i, e in enumerate(events):
            if i < skip:
                continue
            if e.kind == "reverse" and i + 1 < len(events) and events[i + 1].kind == "skip":
                continue  # two players: the Reverse is a Skip, and the skip line says so (TWO-1)
            e = e if self.sees(e.to) else e.seen_by(self.me)
            self._follow_side(e)
            # A count is told only for the moment it describes: not on a play whose hand a
            # later event of the batch changes (a 0 passing hands on, a 7's swap).
            self._later = _changed_after(events, i)
            start = len(out)
            if e.kind == "play" and BLANK_BASE <= e.card < MERCY_BASE:
                told = self._blank_and_choice(events, i, counts)
                if told is not None:
                    lines, skip = told
                    out.extend(lines)
                    for line in out[start:]:
                        line.event = i
                    continue
            handler = HANDLERS.get(e.kind)
            if handler is None:
                continue        # a kind told by no line of its own (SILENT)
            result = handler(self, e, counts)
            if result is None:
                continue
            if isinstance(result, Line):
                out.append(result)
            else:
                out.extend(result)
            for line in out[start:]:
                line.event = i
        return out

    def _follow_side(self, e) -> None:
        """DECK-6: a round starts light side up; a Flip card's face tells its side; a flip
        turns everything."""
        if e.kind == "deal":
            self.dark = False
        elif e.kind in ("play", "first-card") and e.card is not None and e.card >= FLIP_BASE:
            self.dark = CARDS[e.card].dark
        elif e.kind == "flip":
            self.dark = e.mode == "dark"
        if e.kind == "play" and e.color is not None:
            self._named = e.color

    def _count_line(self, seat, counts, msg="cards-left", named=True) -> Line:
        text = self.named(msg, seat, count=counts[seat]) if named else \
            self.tr(msg, name=self.name(seat), count=counts[seat])
        return Line(text, about=("count", seat, counts[seat]))

    @on("dealer")
    def _on_dealer(self, e, counts):
        return Line(self.phrase("dealer", e.seat), "shuffle", e.seat)

    @on("deal")
    def _on_deal(self, e, counts):
        if e.to != self._round_deal and not (self.me is None and e.to == e.seat):
            return None
        if self.hands:
            return None   # the hand's number is the match's, said with who plays with whom
        if self.rounds:
            return Line(self.tr("hand-start-of" if self.rotating else "round-start-of",
                                round=e.count, rounds=self.rounds), "deal")
        return Line(self.tr("round-start", round=e.count), "deal")

    @on("first-card")
    def _on_first_card(self, e, counts):
        return Line(self.tr("first-card", card=self.card(e.card)))

    @on("returned")
    def _on_returned(self, e, counts):
        return Line(self.tr("first-card-returned", card=self.card(e.card)), "shuffle")

    @on("turn")
    def _on_turn(self, e, counts):
        if e.seat == self.me:
            text = self.tr("turn-of-human", name=self.names[e.seat]) if self.by_name else self.tr("turn-you")
            return Line(text, "your_turn", about=("turn", e.seat))
        if self.by_name and e.seat in self.humans:
            return None   # the keyboard passes to them: the table says "Lia, your turn."
        if self.verbosity("moves") == "full":
            return Line(self.named("turn-other", e.seat), None, e.seat, about=("turn", e.seat))
        return None

    @on("play")
    def _on_play(self, e, counts):
        if e.card == BUZZER and e.mode is None:
            return None  # the buzzer event that follows says it
        card = self.card(e.card)
        if e.mode == "jump-in":
            text, cue = self.phrase("play-jump-in", e.seat, card=card), "jump_in"
        elif e.mode == "sequence":
            text, cue = self.phrase("play-sequence", e.seat, card=card), "play"
        elif e.color is not None:
            text = self.phrase("play-wild", e.seat, card=card, color=self.color(e.color))
            cue = "wild_draw_four" if e.card == WILD_DRAW_FOUR else _cue_for(e.card) if e.card >= MERCY_BASE else "wild"
        elif e.seat != self.you and self.verbosity("moves") == "brief":
            text, cue = self.named("play-brief", e.seat, card=card), _cue_for(e.card)
        else:
            text, cue = self.phrase("play", e.seat, card=card), _cue_for(e.card)
        lines = [Line(text, cue, e.seat)]
        counted = {"brief": (), "normal": (1, 2)}.get(self.verbosity("counts"))
        if counts is not None and e.seat != self.you and e.seat not in self._later \
                and (counted is None or counts[e.seat] in counted):
            lines.append(self._count_line(e.seat, counts))
        return lines

    @on("color")
    def _on_color(self, e, counts):
        return Line(self.phrase("color-chosen", e.seat, color=self.color(e.color)))

    @on("draw")
    def _on_draw(self, e, counts):
        if e.mode == "until-color":
            return self._until_color(e)
        if e.mode == "blank" and e.seat != self.me:
            return None  # the blank card's own line said who draws
        if e.mode == "uno" or e.count == 0 and e.mode != "turn":
            if self.sees(e.seat) and e.cards:
                return self._drawn(e, counts)
            return None
        if self.sees(e.seat) and e.cards is not None:
            drawn = self._drawn(e, counts)
            if self.public_draws and e.mode == "turn":
                # The other humans at the keyboard hear it by name, as of anyone else.
                return [drawn, Line(self.tr("draw-other", name=self.names[e.seat], count=e.count),
                                    None, e.seat)]
            return drawn
        if e.mode == "buzzer":
            self._buzzer_cards = e.count
            return None  # the end of the buzzer race names who draws, and how many
        return Line(self.named("draw-other", e.seat, count=e.count), "draw", e.seat)

    def _until_color(self, e):
        """DECK-6.8: a Wild Draw Colour's victim draws until the colour named comes."""
        color = self.color(e.color or self._named)
        if e.seat == self.you and e.cards is not None:
            return Line(self.tr("draw-until-color-you", color=color, cards=self.cards(e.cards)), "draw",
                        e.seat, self.me)
        return Line(self.named("draw-until-color", e.seat, count=e.count, color=color), "draw", e.seat)

    @on("flip")
    def _on_flip(self, e, counts):
        """DECK-6.5: one line for everything turned over, with the card now to match."""
        key = "flip-dark" if e.mode == "dark" else "flip-light"
        # Heard from the middle: the whole table turns (the Flip's play came from its seat).
        return Line(self.tr(key, card=self.card(e.card)), "flip")

    def _drawn(self, e, counts=None):
        level = self.verbosity("drawn")
        if e.seat != self.you:    # open hands: told to every human, by name
            if level == "brief":
                return Line(self.named("draw-other", e.seat, count=len(e.cards)), "draw", e.seat)
            if level == "full" and counts is not None:
                return Line(self.named("draw-named-cards-total", e.seat, cards=self.cards(e.cards),
                                       count=counts[e.seat]), "draw", e.seat)
            return Line(self.named("draw-named-cards", e.seat, cards=self.cards(e.cards)), "draw", e.seat)
        if level == "brief":
            return Line(self.tr("draw-you-count", count=len(e.cards)), "draw", e.seat, self.me)
        if level == "full" and counts is not None:
            return Line(self.tr("draw-you-cards-total", cards=self.cards(e.cards), count=counts[e.seat]),
                        "draw", e.seat, self.me)
        return Line(self.tr("draw-you-cards", cards=self.cards(e.cards)), "draw", e.seat, self.me)

    @on("reshuffle")
    def _on_reshuffle(self, e, counts):
        return Line(self.tr("reshuffle"), "shuffle")

    @on("empty")
    def _on_empty(self, e, counts):
        return Line(self.phrase("nothing-to-draw", e.seat))

    @on("pass")
    def _on_pass(self, e, counts):
        return Line(self.phrase("keep-drawn", e.seat), None, e.seat)

    @on("skip")
    def _on_skip(self, e, counts):
        return Line(self.phrase("skipped", e.seat), "skip", e.seat)

    @on("reverse")
    def _on_reverse(self, e, counts):
        key = "reverse-clockwise" if e.count == 1 else "reverse-counterclockwise"
        return Line(self.tr(key), "reverse")

    @on("penalty")
    def _on_penalty(self, e, counts):
        if e.mode == "until-color":     # DECK-6.8: a Wild Draw Colour, its challenge still open
            return Line(self.phrase("penalty-until-color", e.seat, color=self.color(self._named)), "penalty",
                        e.seat)
        return Line(self.phrase("penalty", e.seat, count=e.count), "penalty", e.seat)

    @on("uno")
    def _on_uno(self, e, counts):
        return Line(self.phrase("uno", e.seat), "uno", e.seat)

    @on("catch")
    def _on_catch(self, e, counts):
        if e.target == self.you:
            text = self.named("caught-you", e.seat, count=e.count)
        else:
            text = self.phrase("catch", e.seat, target=self.name(e.target), count=e.count)
        return Line(text, "catch", e.target)

    @on("challenge")
    def _on_challenge(self, e, counts):
        guilty = bool(e.count)
        key = "challenge-guilty" if guilty else "challenge-innocent"
        if e.target == self.you:
            text = self.named(key + "-on-you", e.seat)
        else:
            text = self.phrase(key, e.seat, target=self.name(e.target))
        lines = [Line(text, "challenge", e.seat)]
        if e.cards is not None and e.seat == self.me:
            if e.seat == self.you:
                lines.append(Line(self.named("challenge-hand", e.target, cards=self.cards(e.cards)),
                                  owner=self.me))
            else:
                lines.append(Line(self.named("challenge-hand-to", e.target, seat=self.names[e.seat],
                                             cards=self.cards(e.cards))))
        return lines
        return lines

    @on("jump-in-failed")
    def _on_jump_in_failed(self, e, counts):
        base = "jump-in-failed" if self.scoring == "standard" else "jump-in-failed-added"
        return Line(self.phrase(base, e.seat, card=self.card(e.card), points=e.count), "error", e.seat)

    @on("rotate")
    def _on_rotate(self, e, counts):
        lines = [Line(self.tr("hands-rotate"), "swap")]
        if counts is None:
            return lines
        if self.you is not None:
            lines.append(Line(self.tr("hand-size-now", count=counts[self.you]),
                              about=("count", self.you, counts[self.you])))
        # Who now holds one or two cards matters for catching and for the next play.
        counted = {"brief": (), "normal": (1, 2)}.get(self.verbosity("counts"))
        for seat in range(len(counts)):
            if seat != self.you and (counted is None or counts[seat] in counted):
                lines.append(self._count_line(seat, counts))
        return lines

    @on("swap-choice")
    def _on_swap_choice(self, e, counts):
        if e.seat == self.me:
            return None
        return Line(self.named("swap-choosing", e.seat))

    @on("swap")
    def _on_swap(self, e, counts):
        if e.target == self.you:
            text = self.named("swap-with-you", e.seat)
        else:
            text = self.phrase("swap", e.seat, target=self.name(e.target))
        lines = [Line(text, "swap", e.seat)]
        if counts is None:
            return lines
        if self.you is not None and self.you in (e.seat, e.target):
            lines.append(Line(self.tr("hand-size-now", count=counts[self.you]),
                              about=("count", self.you, counts[self.you])))
        else:
            # Who holds few cards now matters for catching and for the next play.
            first = self.tr("count-of", name=self.label(e.seat), count=counts[e.seat])
            second = self.tr("count-of", name=self.name(e.target), count=counts[e.target])
            lines.append(Line(join(", ", [first, second])))
        return lines

    def _blank_and_choice(self, events, i, counts):
        """A blank card played with its choice made at once (a bot's), in one line:
        "Ana plays red Swap Hands and swaps with you." Returns (lines, index after), or None."""
        play = events[i]
        rule = CARDS[play.card].blank
        ends = {"swap": ("swap", "keep"), "chosen-draws": ("blank",), "demand": ("blank",)}.get(rule.effect)
        if ends is None:
            return None
        for j in range(i + 1, len(events)):
            e = events[j]
            if e.kind in ends and e.seat == play.seat:
                break
            if e.kind not in ("swap-choice", "blank-choice", "color"):
                return None
        else:
            return None
        card = self.card(play.card)
        cue = _BLANK_CUES[rule.effect]
        if e.kind == "swap":
            lines = self._on_swap(e, counts)
            if e.target == self.you:
                text = self.tr("blank-played-swap-with-you", name=self.name(e.seat), card=card)
            else:
                text = self.phrase("blank-played-swap", e.seat, card=card, target=self.name(e.target))
            lines[0] = Line(text, "swap", e.seat)
        elif e.kind == "keep":
            lines = [Line(self.phrase("blank-played-keep", e.seat, card=card), cue, e.seat)]
        else:
            key = "blank-played-pick" if rule.effect == "chosen-draws" else "blank-played-name"
            args = {"card": card, "count": e.count, "color": self.color(e.color)}
            if e.target == self.you:
                text = self.tr(key + "-on-you", name=self.name(e.seat), **args)
            else:
                text = self.phrase(key, e.seat, target=self.name(e.target), **args)
            lines = [Line(text, cue, e.seat)]
        if counts is not None and play.seat != self.you and counts[play.seat] in (1, 2) \
                and play.seat not in _changed_after(events, j):
            lines.append(self._count_line(play.seat, counts, named=False))
        return lines, j + 1

    @on("blank-choice")
    def _on_blank_choice(self, e, counts):
        if e.seat == self.me:
            return None  # the table asks the player
        key = "blank-pick-choosing" if e.card.blank.choice == "player" else "blank-naming"
        return Line(self.tr(key, name=self.name(e.seat)), None, e.seat)

    @on("blank")
    def _on_blank(self, e, counts):
        """DECK-4.5 to DECK-4.11: what a blank card's rule did."""
        rule = CARDS[e.card].blank
        key = rule.name_id + "-done"
        cue = _BLANK_CUES.get(rule.effect, "play")
        if rule.effect == "chosen-draws":
            if e.target == self.you:
                return Line(self.tr(key + "-on-you", name=self.name(e.seat), count=e.count), cue, e.seat)
            return Line(self.phrase(key, e.seat, target=self.name(e.target), count=e.count), cue, e.seat)
        if rule.effect == "demand":
            color = self.color(e.color)
            if e.target == self.you:
                return Line(self.tr(key + "-on-you", color=color), cue, e.target)
            return Line(self.tr(key, target=self.name(e.target), color=color), cue, e.target)
        if rule.effect == "shed":
            return Line(self.phrase(key, e.seat, count=e.count, cards=self.cards(e.cards)), cue, e.seat)
        return Line(self.phrase(key, e.seat), cue, e.seat)

    @on("keep")
    def _on_keep(self, e, counts):
        return Line(self.phrase("swap-keep", e.seat))

    @on("buzzer")
    def _on_buzzer(self, e, counts):
        return Line(self.phrase("buzzer", e.seat), "buzzer", e.seat, about=("buzzer",))

    @on("buzz")
    def _on_buzz(self, e, counts):
        if e.seat == self.me or e.seat in self.humans:
            return None  # the table speaks a human's reaction time
        return Line(self.named("buzz", e.seat, place=e.count), "buzz", e.seat)

    @on("buzzer-end")
    def _on_buzzer_end(self, e, counts):
        late = e.info["late"]
        if not late:
            return None
        if late == [self.you]:
            return Line(self.tr("buzzer-slowest-you"))
        names = self.names_of(late)
        cards = self._buzzer_cards
        text = self.tr("buzzer-slowest", names=names, count=len(late), cards=cards)
        if names[:1].islower() and text.lstrip(OPENING).startswith(names):   # "You and Zoe draw..."
            names = self.join_names([self.label(late[0])] + [self.name(s) for s in late[1:]])
            text = self.tr("buzzer-slowest", names=names, count=len(late), cards=cards)
        return Line(text)

    @on("round-over")
    def _on_round_over(self, e, counts):
        info = e.info
        if info["blocked"]:
            first = Line(self.tr("hand-blocked" if self.hands else "round-blocked"))
        else:
            first = None
        won = e.seat == self.me or (self.me is not None and e.seat in self.partners(self.me))
        line = Line(self.round_won(e.seat, e.count, info["blocked"]), "round_won" if won else "round_lost")
        return [first, line] if first else [line]

    def round_won(self, seat, points, blocked=False) -> str:
        """Who won the round, and who scores: the winner the others' cards, or under the
        lowest-total and elimination scorings each player their own (the winner too when
        the round was blocked, for they still hold cards)."""
        if self.scoring == "standard":
            return self.phrase("hand-won" if self.hands else "round-won", seat, points=points)
        return self.phrase("round-won-blocked-own-points" if blocked else "round-won-own-points", seat)

    @on("skip-everyone")
    def _on_skip_everyone(self, e, counts):
        return Line(self.phrase("skip-everyone", e.seat), "skip_everyone", e.seat)

    @on("discard-all")
    def _on_discard_all(self, e, counts):
        return Line(self.phrase("discard-all", e.seat, count=e.count), "discard_all", e.seat)

    @on("roulette")
    def _on_roulette(self, e, counts):
        # Heard from the seat that turns the cards up, which the line names.
        if e.target == self.you:
            return Line(self.tr("roulette-on-you"), "roulette", e.target)
        return Line(self.tr("roulette", target=self.name(e.target)), "roulette", e.target)

    @on("mercy")
    def _on_mercy(self, e, counts):
        return Line(self.phrase("mercy", e.seat, count=e.count), "mercy", e.seat)

    @on("eliminated")
    def _on_eliminated(self, e, counts):
        return Line(self.phrase("eliminated", e.seat))

    @on("match-over")
    def _on_match_over(self, e, counts):
        return None  # the summary screen speaks the match result

    def names_of(self, seats) -> str:
        return self.join_names([self.name(s) for s in seats])

    def join_names(self, names) -> str:
        if len(names) == 1:
            return names[0]
        return self.tr("list-and", first=join(", ", names[:-1]), last=names[-1])


# The existing sound nearest to what each blank card's rule does.
_BLANK_CUES = {"others-draw": "draw_two", "chosen-draws": "draw_two", "swap": "swap",
               "pass-hands": "swap", "play-again": "skip", "shed": "play", "demand": "wild"}


class _Every:
    """Every seat (a later event passes every hand on)."""

    def __contains__(self, seat):
        return True


def _changed_after(events, i):
    """The seats whose hand an event after events[i] changes."""
    seats: set[int] = set()
    for e in events[i + 1:]:
        if e.kind == "rotate" or e.kind == "blank" and CARDS[e.card].blank.effect == "pass-hands":
            return _Every()
        if e.kind == "swap":
            seats.update((e.seat, e.target))
        elif e.kind in ("draw", "play", "blank") and e.seat is not None:
            seats.add(e.seat)
    return seats


# DECK-5: the cue of each No Mercy card, by its rank.
_MERCY_CUES = {"D4": "draw_four", "E": "skip_everyone", "D": "discard_all", "WR4": "wild_reverse_draw_four",
               "W+6": "wild_draw_six", "W+10": "wild_draw_ten", "WC": "roulette"}


# DECK-6: the cue of each Flip face, by its rank (the numbers' is the card's slap).
_FLIP_CUES = {"D1": "draw_one", "F": "flip", "W2": "wild_draw_two", "D5": "draw_five", "WDC": "wild_draw_colour",
              "E": "skip_everyone", "S": "skip", "R": "reverse", "W": "wild"}


def _cue_for(card) -> str:
    if card >= FLIP_BASE:
        return _FLIP_CUES.get(CARDS[card].rank, "play")
    if card >= MERCY_BASE:
        return _MERCY_CUES[CARDS[card].rank]
    if card >= BLANK_BASE:
        return _BLANK_CUES[CARDS[card].blank.effect]
    if card == BUZZER:
        return "buzzer"
    if card >= WILD:
        return "wild"
    rank = RANK_INDEX[card]
    return {SKIP: "skip", REVERSE: "reverse", DRAW_TWO: "draw_two"}.get(rank, "play")
