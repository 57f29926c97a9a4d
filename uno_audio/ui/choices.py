"""Choosing a colour for a Wild and a player to swap hands with, at the table.

A mixin of the table: it uses the table's game, announcer, outputs and `act`.
"""

from __future__ import annotations

from ..engine import COLORS
from ..engine.cards import COLOR_INDEX


class Choices:
    # ---- choosing a colour --------------------------------------------------------------

    def _best_colors(self):
        counts = [0, 0, 0, 0]
        for c in self.game.hands[self.me]:
            if COLOR_INDEX[c] >= 0:
                counts[COLOR_INDEX[c]] += 1
        return sorted(range(4), key=lambda i: (-counts[i], i))

    def open_colors(self, card):
        self.mode = "color"
        self.pending_wild = card
        self.color_order = self._best_colors()
        self.color_index = 0
        # One prompt, not two: the long one tells the keys too.
        brief = self.app.settings.verbosity_hints == "brief"
        self.app.say(self.tr("choose-color" if brief else "color-choice-help"))
        self._say_color()

    def _say_color(self):
        color = self.color_order[self.color_index]
        self.app.say(self.tr("menu-item", label=self.announcer.color(COLORS[color]),
                             position=self.color_index + 1, count=4))

    def cmd_color_previous(self, t):
        self.color_index = (self.color_index - 1) % 4
        self._say_color()

    def cmd_color_next(self, t):
        self.color_index = (self.color_index + 1) % 4
        self._say_color()

    def cmd_color_select(self, t):
        self.choose_color(self.color_order[self.color_index], t)

    def cmd_color_1(self, t):
        self.choose_color(0, t)

    def cmd_color_2(self, t):
        self.choose_color(1, t)

    def cmd_color_3(self, t):
        self.choose_color(2, t)

    def cmd_color_4(self, t):
        self.choose_color(3, t)

    def choose_color(self, color, t):
        self.mode = None
        card = self.pending_wild
        self.pending_wild = None
        if card is None:
            self.act(f"color {COLORS[color]}", t)
        else:
            self.act(f"play {card} {COLORS[color]}", t)

    def unbound(self, key, t):
        if self.mode == "color":
            letters = self.tr("color-keys").split()
            if key in letters:
                return self.choose_color(letters.index(key), t)
            if key == "escape" and self.pending_wild is not None:
                self.mode = None
                self.pending_wild = None
                return self.app.say(self.tr("color-cancelled"))
        super().unbound(key, t)

    # ---- choosing a player (7 swap) -------------------------------------------------------

    def open_choice(self):
        g = self.game
        self.mode = "choose"
        self.choices = sorted((s for s in range(g.players) if s != self.me and g.active[s]),
                              key=lambda s: (len(g.hands[s]), s))
        self.choice = 0
        self.app.say(self.tr("choose-swap"))
        self._say_choice()

    def _say_choice(self):
        s = self.choices[self.choice]
        self.app.say(self.tr("menu-item", label=self.tr("count-of", name=self.announcer.label(s),
                                                          count=len(self.game.hands[s])),
                             position=self.choice + 1, count=len(self.choices)))

    def cmd_choice_previous(self, t):
        self.choice = (self.choice - 1) % len(self.choices)
        self._say_choice()

    def cmd_choice_next(self, t):
        self.choice = (self.choice + 1) % len(self.choices)
        self._say_choice()

    def cmd_choice_select(self, t):
        self.mode = None
        self.act(f"swap {self.choices[self.choice]}", t)

    def cmd_choice_cancel(self, t):
        self.mode = None
        self.act("pass", t)
