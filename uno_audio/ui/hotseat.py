"""Several humans at one keyboard: handing it over, hidden hands, each one's own keys.

A part of the table (`table.hot_seat`). The match session says whose turn it is to hold
the keyboard (Match.keyboard); this part hands it over: whether hands are hidden, who
sits at it now, the other humans' keys and what each missed while away.
"""

from __future__ import annotations

from ..engine.actions import BUZZ, UNO
from .history import ANYONE
from .screens import key_label


class HotSeat:
    def __init__(self, table, humans: list[int], keys: dict | None, hidden: bool):
        self.table = table
        self.keys = keys or {}       # seat -> {"buzz": key, "catch": key}, each human's own
        self.hidden = hidden and len(humans) > 1
        self.handover_to: int | None = None
        self.seated = not self.hidden  # whether `me` holds the keyboard (hidden hands: after Enter)
        self.backlog: dict[int, list] = {s: [] for s in humans}

    def commands(self) -> dict:
        return {"ready": self.ready}

    def check_handover(self) -> bool:
        """True when the keyboard must pass to another human first. With hidden hands it
        passes before every human turn that is not the holder's own, and at the start of
        a round or of a resumed match (then to the first human to play)."""
        t = self.table
        # The session says whose the keyboard is; with nobody at it, the first human to act.
        seat = t.session.keyboard(waiting=self.hidden and not self.seated and self.handover_to is None)
        if seat is None or (seat == t.me and self.seated):
            return self.handover_to is not None
        if not self.hidden:
            self.switch_to(seat)
            t.app.say(t.tr("turn-of-human", name=t.names[seat]), kind="game", about=t.turn_fact(seat))
            return False
        if self.handover_to != seat:
            # The one at the keyboard hears their own lines first (what they drew): the
            # keyboard is theirs until the handover is heard.
            self.handover_to = seat
            if not self.seated:
                self.leave_keyboard()
            t.app.say(t.tr("handover", name=t.names[seat]), cue="your_turn", kind="notice",
                      about=("handover", seat), scope=t,
                      on_start=lambda start, length, seat=seat: self._handed(seat))
        return True

    def _handed(self, seat):
        """The handover line is being heard: nobody's cards are spoken from now on."""
        if self.handover_to == seat:
            self.leave_keyboard()

    def next_human(self, seat):
        """The first human to act from `seat` on (see Match.next_human)."""
        return self.table.session.next_human(seat)

    def leave_keyboard(self):
        """Nobody holds the keyboard now: nobody's cards are spoken or shown."""
        if self.hidden:
            self.seated = False
            self.table.mode = None
            self.table.announcer.me = None

    def viewer(self):
        """Whose private lines may be spoken and shown now (see Controller.viewer)."""
        if not self.hidden:
            return ANYONE
        return self.table.me if self.seated else None

    def switch_to(self, seat):
        t = self.table
        t.sit(seat)
        self.seated = True
        waiting = self.backlog.get(seat, [])
        missed = t.app.missed.pop(seat, [])
        if waiting or missed:
            self.backlog[seat] = []
            lines = t.announcer.lines(waiting, t.counts())
            if lines or missed:
                t.app.say(t.tr("while-away"), kind="game", owner=seat)
                for text in missed:
                    t.app.say(text, kind="game", owner=seat)
                for line in lines:
                    t.say_line(line)

    def keep(self, events):
        """What another human may not hear now waits for their turn at the keyboard
        (their hand itself they read with H). With open hands every human heard it."""
        t = self.table
        if not self.hidden:
            return
        for seat, kept in t.session.withheld(events, t.me if self.seated else None).items():
            self.backlog[seat] += kept

    def ready(self, now):
        t = self.table
        seat = self.handover_to
        self.handover_to = None
        self.leave_keyboard()
        self.switch_to(seat)
        mine = t.game.decider == seat
        if mine:
            t.app.say(t.tr("turn-of-human", name=t.names[seat]))
        else:
            t.app.say(t.tr("keyboard-with", name=t.names[seat]))
            t.status()
        t.after([], now, announce=False)
        if mine:
            t.prompt()

    def display(self):
        """At a handover the window shows only whose turn it is and the key to press."""
        t = self.table
        name = t.names[self.handover_to]
        return t.tr("handover-title", name=name), [t.tr("handover-ready", name=name)], None

    def key_lines(self) -> list[str]:
        tr = self.table.tr
        return [tr("family-keys", name=self.table.names[s], buzz=key_label(tr, k["buzz"]),
                   catch=key_label(tr, k["catch"]))
                for s, k in sorted(self.keys.items())]

    def seat_of(self, key):
        """(seat, "buzz" or "catch") when `key` is a human's own key, else None."""
        for seat, k in self.keys.items():
            if key in (k["buzz"], k["catch"]):
                return seat, "buzz" if key == k["buzz"] else "catch"
        return None

    def seat_key(self, seat, what, now):
        t = self.table
        g = t.game
        legal = g.legal_actions(seat)
        name = t.names[seat]
        if what == "buzz":
            if BUZZ not in legal:
                return t.app.say(t.tr("seat-no-buzzer", name=name), cue="error")
            started = t.buzzer_started if t.buzzer_started is not None else now
            reaction = max(0.0, now - started)
            t.app.say(t.tr("buzz-seat-place", name=name, place=len(g.buzzed) + 1, seconds=round(reaction, 2)),
                      cue="buzz")
            t.session.intent(seat, BUZZ, now)
            return None
        catches = [a for a in legal if a == UNO or a.verb == "catch"]
        plays = [a for a in legal if a.verb == "play"] if g.turn != seat else []
        choice = (catches or plays or [None])[0]
        if choice is None:
            return t.app.say(t.tr("seat-nothing-to-catch", name=name), cue="error")
        t.session.intent(seat, choice, now)
