"""Choosing a colour for a Wild and a player to swap hands with, at the table.

Parts of the table (`table.color_choice`, `table.seat_choice`): each owns its list
and where the choice stands; the table's `mode` says which one has the keys.
"""

from __future__ import annotations

from ..engine import COLORS, Action, Phase
from ..engine.actions import COLOR_ACTIONS, PASS
from ..engine.cards import COLOR_INDEX
from ..phrases import join


class ColorChoice:
    def __init__(self, table):
        self.table = table
        self.order = list(range(4))  # red, yellow, green, blue: the order of keys 1 to 4
        self.index = 0
        self.wild = None             # the Wild being played; None: the colour of one turned up

    def commands(self) -> dict:
        return {"color-previous": self.previous, "color-next": self.next, "color-select": self.select,
                "color-1": lambda t: self.choose(0, t), "color-2": lambda t: self.choose(1, t),
                "color-3": lambda t: self.choose(2, t), "color-4": lambda t: self.choose(3, t),
                "color-cancel": self.cancel}

    def counts(self) -> list[int]:
        """How many cards of red, yellow, green and blue the hand holds."""
        counts = [0, 0, 0, 0]
        for c in self.table.game.hands[self.table.me]:
            if COLOR_INDEX[c] >= 0:
                counts[COLOR_INDEX[c]] += 1
        return counts

    def best(self) -> list[int]:
        """The colours by how many cards of each the hand holds, most first."""
        counts = self.counts()
        return sorted(range(4), key=lambda i: (-counts[i], i))

    def open(self, card):
        t = self.table
        t.mode = "color"
        self.wild = card
        # The colours stay in the order of their keys; the focus starts on the one held most.
        counts = self.counts()
        self.index = self.best()[0]
        held = counts[self.index]
        most = [i for i in range(4) if counts[i] == held]
        # One prompt with the keys (or a short one), then where the choice starts and why.
        brief = t.app.settings.verbosity_hints == "brief"
        t.app.say(t.tr("choose-color") if brief else t.color_help(), owner=t.me)
        color = t.color_name(COLORS[self.index])
        if held and len(most) == 1:
            t.app.say(t.tr("color-held-most", color=color, count=held), owner=t.me)   # it tells what the hand holds
        elif held:
            names = [t.color_name(COLORS[i]) for i in most]
            t.app.say(t.tr("color-held-tie", color=color, count=held,
                           colors=t.tr("list-and", first=join(", ", names[:-1]), last=names[-1])),
                      owner=t.me)
        self.say()

    def say(self):
        t = self.table
        color = self.order[self.index]
        # Where the focus starts tells what the hand holds: only this player may hear it.
        t.app.say(t.tr("menu-item", label=t.color_name(COLORS[color]),
                       position=self.index + 1, count=4), owner=t.me)

    def previous(self, now):
        self.index = (self.index - 1) % 4
        self.say()

    def next(self, now):
        self.index = (self.index + 1) % 4
        self.say()

    def select(self, now):
        self.choose(self.order[self.index], now)

    def letter(self, key, now) -> bool:
        """A colour's letter (R, Y, G, B in English; P, T, O, U on the Flip deck's dark side)
        chooses it; True when `key` was one."""
        letters = self.table.color_letters()
        if key not in letters:
            return False
        self.choose(letters.index(key), now)
        return True

    def choose(self, color, now):
        t = self.table
        t.mode = None
        card = self.wild
        self.wild = None
        if card is None:
            # The colour of a Wild turned up first: the turn that follows is the player's own.
            if t.act(COLOR_ACTIONS[color], now) and t.game.turn == t.me \
                    and t.mode is None and t.handover_to is None:
                t.status()
        else:
            t.act(Action.play(card, COLORS[color]), now)

    def cancel(self, now):
        t = self.table
        if self.wild is None:     # the colour must be chosen; the game menu is still there
            return t.cmd_game_menu(now)
        t.mode = None
        self.wild = None
        t.app.say(t.tr("color-cancelled"), owner=t.me)


class SeatChoice:
    """Choosing a player: for a 7 (swap hands), or for a blank card's rule."""

    def __init__(self, table):
        self.table = table
        self.seats: list[int] = []
        self.index = 0

    def commands(self) -> dict:
        return {"choice-previous": self.previous, "choice-next": self.next,
                "choice-select": self.select, "choice-cancel": self.cancel}

    def open(self):
        t = self.table
        g = t.game
        t.mode = "choose"
        self.seats = sorted((s for s in range(g.players) if s != t.me and g.active[s]),
                            key=lambda s: (len(g.hands[s]), s))
        self.index = 0
        t.app.say(t.tr("choose-pick" if g.phase == Phase.CHOOSE else "choose-swap"), owner=t.me)
        self.say()

    def labels(self) -> list[str]:
        """Each player that may be chosen, with their number of cards (also what the window shows)."""
        t = self.table
        return [t.tr("count-of", name=t.announcer.label(s), count=len(t.game.hands[s])) for s in self.seats]

    def say(self):
        t = self.table
        t.app.say(t.tr("menu-item", label=self.labels()[self.index],
                       position=self.index + 1, count=len(self.seats)), owner=t.me)

    def previous(self, now):
        self.index = (self.index - 1) % len(self.seats)
        self.say()

    def next(self, now):
        self.index = (self.index + 1) % len(self.seats)
        self.say()

    def select(self, now):
        t = self.table
        t.mode = None
        seat = self.seats[self.index]
        t.act(Action.choose(seat) if t.game.phase == Phase.CHOOSE else Action.swap(seat), now)

    def cancel(self, now):
        t = self.table
        if t.game.phase == Phase.CHOOSE:  # DECK-4.6: someone must draw
            t.app.say(t.tr("blank-must-choose"), cue="error")
            return self.say()
        if "pass" not in t.game.legal_actions(t.me):  # VAR-07-MUST: a swap there must be
            t.app.say(t.tr("reason-must-swap"), cue="error")
            return self.say()
        t.mode = None
        t.act(PASS, now)
