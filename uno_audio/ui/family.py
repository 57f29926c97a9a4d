"""Several humans at one keyboard: handing it over, hidden hands, each one's own keys.

A mixin of the table: it uses the table's game, names, announcer and outputs.
"""

from __future__ import annotations


class Family:
    def check_handover(self) -> bool:
        """True when the keyboard must pass to another human first."""
        g = self.game
        seat = g.decider
        if seat is None or seat not in self.humans or seat == self.me:
            return self.handover_to is not None
        if not self.hidden:
            self.switch_to(seat)
            self.app.say(self.tr("turn-of-human", name=self.names[seat]), kind="game")
            return False
        if self.handover_to != seat:
            self.handover_to = seat
            self.mode = None
            self.announcer.me = None
            self.app.say(self.tr("handover", name=self.names[seat]), cue="your_turn", kind="game")
        return True

    def switch_to(self, seat):
        self.me = seat
        self.announcer.me = seat
        self.selected = 0
        self._last_card = None
        waiting = self.backlog.get(seat, [])
        if waiting:
            self.backlog[seat] = []
            lines = self.announcer.lines(waiting, self._counts())
            if lines:
                self.app.say(self.tr("while-away"), kind="game")
                for line in lines:
                    self.say_line(line)

    def cmd_ready(self, t):
        seat = self.handover_to
        self.handover_to = None
        self.switch_to(seat)
        self.app.say(self.tr("turn-of-human", name=self.names[seat]))
        self.after([], t, announce=False)
        self._prompt()

    def family_key_lines(self) -> list[str]:
        from .screens import key_label
        return [self.tr("family-keys", name=self.names[s], buzz=key_label(self.tr, k["buzz"]),
                        catch=key_label(self.tr, k["catch"]))
                for s, k in sorted(self.keys.items())]

    def on_key(self, key, t):
        for seat, k in self.keys.items():
            if seat != self.me and key in (k["buzz"], k["catch"]) and self.mode != "color":
                return self.seat_key(seat, "buzz" if key == k["buzz"] else "catch", t)
        super().on_key(key, t)

    def seat_key(self, seat, what, t):
        g = self.game
        legal = g.legal_actions(seat)
        name = self.names[seat]
        if what == "buzz":
            if "buzz" not in legal:
                return self.app.say(self.tr("seat-no-buzzer", name=name), cue="error")
            started = self.buzzer_started if self.buzzer_started is not None else t
            reaction = max(0.0, t - started)
            events = g.apply(seat, "buzz")
            self.app.say(self.tr("buzz-seat", name=name, seconds=round(reaction, 2)), cue="buzz")
            return self.after(events, t)
        catches = [a for a in legal if a == "uno" or a.startswith("catch")]
        plays = [a for a in legal if a.startswith("play")] if g.turn != seat else []
        choice = (catches or plays or [None])[0]
        if choice is None:
            return self.app.say(self.tr("seat-nothing-to-catch", name=name), cue="error")
        self.after(g.apply(seat, choice), t)
