"""Engine events to spoken lines and sound cues, for the seat holding the keyboard."""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.cards import DRAW_TWO, RANK_INDEX, REVERSE, SKIP, WILD, WILD_DRAW_FOUR, BUZZER
from ..i18n import card_args


@dataclass
class Line:
    text: str
    cue: str | None = None
    seat: int | None = None      # where the sound comes from, for panning


class Announcer:
    """Turns events into localized lines. `me` is the seat whose view is spoken."""

    def __init__(self, tr, names: list[str], me: int | None, partners=lambda seat: []):
        self.tr = tr
        self.names = names
        self.me = me
        self.partners = partners
        self.humans: set[int] = set()   # their buzzer presses are spoken by the table, with the time
        self.verbosity = lambda group: "normal"    # "brief", "normal" or "full", per group of lines

    # ---- words --------------------------------------------------------------------

    def card(self, card, form: str = "card") -> str:
        return self.tr(form, **card_args(card))

    def cards(self, cards) -> str:
        names = [self.card(c) for c in cards]
        if not names:
            return self.tr("cards-count", count=0)
        if len(names) == 1:
            return names[0]
        return self.tr("list-and", first=", ".join(names[:-1]), last=names[-1])

    def color(self, letter) -> str:
        return self.tr("color", color=letter or "none")

    def name(self, seat: int) -> str:
        if seat == self.me:
            return self.tr("you")
        if seat in self.partners(self.me) if self.me is not None else False:
            return self.tr("your-partner", name=self.names[seat])
        return self.names[seat]

    def label(self, seat: int) -> str:
        """A seat's name at the start of a list item: "You", "Ana"."""
        return self.tr("you-name") if seat == self.me else self.name(seat)

    def _say(self, base: str, seat: int | None, **args) -> str:
        """`base-you` when the subject is the listener, else `base` with $name."""
        if seat is not None and seat == self.me:
            return self.tr(base + "-you", **args)
        return self.tr(base, name=self.name(seat) if seat is not None else "", **args)

    # ---- events -------------------------------------------------------------------

    def lines(self, events, counts=None) -> list[Line]:
        out: list[Line] = []
        events = list(events)
        for i, e in enumerate(events):
            if e.kind == "reverse" and i + 1 < len(events) and events[i + 1].kind == "skip":
                continue  # two players: the Reverse is a Skip, and the skip line says so (TWO-1)
            e = e.seen_by(self.me)
            handler = getattr(self, "_on_" + e.kind.replace("-", "_"), None)
            if handler is None:
                continue
            result = handler(e, counts)
            if result is None:
                continue
            if isinstance(result, Line):
                out.append(result)
            else:
                out.extend(result)
        return out

    def _on_dealer(self, e, counts):
        return Line(self._say("dealer", e.seat), "shuffle", e.seat)

    def _on_deal(self, e, counts):
        if e.to != self.me and not (self.me is None and e.to == e.seat):
            return None
        return Line(self.tr("round-start", round=e.count), "deal")

    def _on_first_card(self, e, counts):
        return Line(self.tr("first-card", card=self.card(e.card)))

    def _on_returned(self, e, counts):
        return Line(self.tr("first-card-returned", card=self.card(e.card)), "shuffle")

    def _on_turn(self, e, counts):
        if e.seat == self.me:
            return Line(self.tr("turn-you"), "your_turn")
        if self.verbosity("moves") == "full":
            return Line(self.tr("turn-other", name=self.name(e.seat)), None, e.seat)
        return None

    def _on_play(self, e, counts):
        if e.card == BUZZER and e.mode is None:
            return None  # the buzzer event that follows says it
        card = self.card(e.card)
        if e.mode == "jump-in":
            text, cue = self._say("play-jump-in", e.seat, card=card), "jump_in"
        elif e.mode == "sequence":
            text, cue = self._say("play-sequence", e.seat, card=card), "play"
        elif e.color is not None:
            text = self._say("play-wild", e.seat, card=card, color=self.color(e.color))
            cue = "wild_draw_four" if e.card == WILD_DRAW_FOUR else "wild"
        elif e.seat != self.me and self.verbosity("moves") == "brief":
            text, cue = self.tr("play-brief", name=self.name(e.seat), card=card), _cue_for(e.card)
        else:
            text, cue = self._say("play", e.seat, card=card), _cue_for(e.card)
        lines = [Line(text, cue, e.seat)]
        counted = {"brief": (), "normal": (1, 2)}.get(self.verbosity("counts"))
        if counts is not None and e.seat != self.me and (counted is None or counts[e.seat] in counted):
            lines.append(Line(self.tr("cards-left", name=self.name(e.seat), count=counts[e.seat])))
        return lines

    def _on_color(self, e, counts):
        return Line(self._say("color-chosen", e.seat, color=self.color(e.color)))

    def _on_draw(self, e, counts):
        if e.mode == "uno" or e.count == 0 and e.mode != "turn":
            if e.seat == self.me and e.cards:
                return self._drawn(e, counts)
            return None
        if e.seat == self.me and e.cards is not None:
            return self._drawn(e, counts)
        if e.mode == "buzzer":
            return None  # the end of the buzzer race names who draws
        return Line(self.tr("draw-other", name=self.name(e.seat), count=e.count), "draw", e.seat)

    def _drawn(self, e, counts=None):
        level = self.verbosity("drawn")
        if level == "brief":
            return Line(self.tr("draw-you-count", count=len(e.cards)), "draw", e.seat)
        if level == "full" and counts is not None:
            return Line(self.tr("draw-you-cards-total", cards=self.cards(e.cards), count=counts[e.seat]),
                        "draw", e.seat)
        return Line(self.tr("draw-you-cards", cards=self.cards(e.cards)), "draw", e.seat)

    def _on_reshuffle(self, e, counts):
        return Line(self.tr("reshuffle"), "shuffle")

    def _on_empty(self, e, counts):
        return Line(self._say("nothing-to-draw", e.seat))

    def _on_pass(self, e, counts):
        return Line(self._say("keep-drawn", e.seat), None, e.seat)

    def _on_skip(self, e, counts):
        return Line(self._say("skipped", e.seat), "skip", e.seat)

    def _on_reverse(self, e, counts):
        key = "reverse-clockwise" if e.count == 1 else "reverse-counterclockwise"
        return Line(self.tr(key), "reverse")

    def _on_penalty(self, e, counts):
        return Line(self._say("penalty", e.seat, count=e.count), "penalty", e.seat)

    def _on_uno(self, e, counts):
        return Line(self._say("uno", e.seat), "uno", e.seat)

    def _on_catch(self, e, counts):
        if e.target == self.me:
            text = self.tr("caught-you", name=self.name(e.seat), count=e.count)
        else:
            text = self._say("catch", e.seat, target=self.name(e.target), count=e.count)
        return Line(text, "catch", e.target)

    def _on_challenge(self, e, counts):
        guilty = bool(e.count)
        key = "challenge-guilty" if guilty else "challenge-innocent"
        if e.target == self.me:
            text = self.tr(key + "-on-you", name=self.name(e.seat))
        else:
            text = self._say(key, e.seat, target=self.name(e.target))
        lines = [Line(text, "challenge", e.seat)]
        if e.cards is not None and e.seat == self.me:
            lines.append(Line(self.tr("challenge-hand", name=self.name(e.target),
                                      cards=self.cards(e.cards))))
        return lines

    def _on_jump_in_failed(self, e, counts):
        return Line(self._say("jump-in-failed", e.seat, card=self.card(e.card), points=e.count),
                    "error", e.seat)

    def _on_rotate(self, e, counts):
        lines = [Line(self.tr("hands-rotate"), "swap")]
        if self.me is not None and counts is not None:
            lines.append(Line(self.tr("hand-size-now", count=counts[self.me])))
        return lines

    def _on_swap_choice(self, e, counts):
        if e.seat == self.me:
            return None
        return Line(self.tr("swap-choosing", name=self.name(e.seat)))

    def _on_swap(self, e, counts):
        if e.target == self.me:
            text = self.tr("swap-with-you", name=self.name(e.seat))
        else:
            text = self._say("swap", e.seat, target=self.name(e.target))
        lines = [Line(text, "swap", e.seat)]
        if counts is None:
            return lines
        if self.me in (e.seat, e.target):
            lines.append(Line(self.tr("hand-size-now", count=counts[self.me])))
        else:
            # Who holds few cards now matters for catching and for the next play.
            lines.append(Line(", ".join(self.tr("count-of", name=self.label(s), count=counts[s])
                                        for s in (e.seat, e.target))))
        return lines

    def _on_keep(self, e, counts):
        return Line(self._say("swap-keep", e.seat))

    def _on_buzzer(self, e, counts):
        return Line(self._say("buzzer", e.seat), "buzzer", e.seat)

    def _on_buzz(self, e, counts):
        if e.seat == self.me or e.seat in self.humans:
            return None  # the table speaks a human's reaction time
        return Line(self.tr("buzz", name=self.name(e.seat), place=e.count), "buzz", e.seat)

    def _on_buzzer_end(self, e, counts):
        late = e.info["late"]
        if not late:
            return None
        if late == [self.me]:
            return Line(self.tr("buzzer-slowest-you"))
        names = self._names(late)
        return Line(self.tr("buzzer-slowest", names=names, count=len(late)))

    def _on_round_over(self, e, counts):
        info = e.info
        if info["blocked"]:
            first = Line(self.tr("round-blocked"))
        else:
            first = None
        won = e.seat == self.me or (self.me is not None and e.seat in self.partners(self.me))
        line = Line(self._say("round-won", e.seat, points=e.count),
                    "round_won" if won else "round_lost")
        return [first, line] if first else [line]

    def _on_eliminated(self, e, counts):
        return Line(self._say("eliminated", e.seat))

    def _on_match_over(self, e, counts):
        return None  # the summary screen speaks the match result

    def _names(self, seats) -> str:
        return self._join([self.name(s) for s in seats])

    def _join(self, names) -> str:
        if len(names) == 1:
            return names[0]
        return self.tr("list-and", first=", ".join(names[:-1]), last=names[-1])


def _cue_for(card) -> str:
    if card == BUZZER:
        return "buzzer"
    if card >= WILD:
        return "wild"
    rank = RANK_INDEX[card]
    return {SKIP: "skip", REVERSE: "reverse", DRAW_TWO: "draw_two"}.get(rank, "play")
