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
        best = COLORS[self.color_order[0]]
        held = sum(1 for c in self.game.hands[self.me] if COLOR_INDEX[c] == self.color_order[0])
        # One prompt with the keys (or a short one), then where the choice starts and why.
        brief = self.app.settings.verbosity_hints == "brief"
        self.app.say(self.tr("choose-color" if brief else "color-choice-help"), owner=self.me)
        if held:
            self.app.say(self.tr("color-held-most", color=self.announcer.color(best), count=held),
                         owner=self.me)   # it tells what the hand holds
        self._say_color()

    def _say_color(self):
        color = self.color_order[self.color_index]
        # In the order of the colours in the hand: only this player may hear it.
        self.app.say(self.tr("menu-item", label=self.announcer.color(COLORS[color]),
                             position=self.color_index + 1, count=4), owner=self.me)

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
            # The colour of a Wild turned up first: the turn that follows is the player's own.
            if self.act(f"color {COLORS[color]}", t) and self.game.turn == self.me \
                    and self.mode is None and self.handover_to is None:
                self.status()
        else:
            self.act(f"play {card} {COLORS[color]}", t)

    def on_key(self, key, t):
        # The colour letters come first: R, D... choose a colour here, not their table key.
        if self.mode == "color":
            letters = self.tr("color-keys").split()
            if key in letters:
                return self.choose_color(letters.index(key), t)
        super().on_key(key, t)

    def cmd_color_cancel(self, t):
        if self.pending_wild is None:     # the colour must be chosen; the game menu is still there
            return self.cmd_game_menu(t)
        self.mode = None
        self.pending_wild = None
        self.app.say(self.tr("color-cancelled"), owner=self.me)

    def help_lines(self):
        if self.mode not in ("color", "choose"):
            return super().help_lines()
        from .screens import help_lines
        taken = self.tr("color-keys").split() if self.mode == "color" else ()
        return help_lines(self.tr, self.mode, self.command_available, self.app.settings.keys, taken=taken,
                          own_first=True) + self.extra_help()

    # ---- choosing a player (7 swap, or a blank card's rule) ---------------------------------

    def open_choice(self):
        g = self.game
        self.mode = "choose"
        self.choices = sorted((s for s in range(g.players) if s != self.me and g.active[s]),
                              key=lambda s: (len(g.hands[s]), s))
        self.choice = 0
        self.app.say(self.tr("choose-pick" if g.phase == "choose" else "choose-swap"), owner=self.me)
        self._say_choice()

    def choice_labels(self) -> list[str]:
        """Each player that may be chosen, with their number of cards (also what the window shows)."""
        return [self.tr("count-of", name=self.announcer.label(s), count=len(self.game.hands[s]))
                for s in self.choices]

    def _say_choice(self):
        self.app.say(self.tr("menu-item", label=self.choice_labels()[self.choice],
                             position=self.choice + 1, count=len(self.choices)), owner=self.me)

    def cmd_choice_previous(self, t):
        self.choice = (self.choice - 1) % len(self.choices)
        self._say_choice()

    def cmd_choice_next(self, t):
        self.choice = (self.choice + 1) % len(self.choices)
        self._say_choice()

    def cmd_choice_select(self, t):
        self.mode = None
        verb = "choose" if self.game.phase == "choose" else "swap"
        self.act(f"{verb} {self.choices[self.choice]}", t)

    def cmd_choice_cancel(self, t):
        if self.game.phase == "choose":  # DECK-4.6: someone must draw
            self.app.say(self.tr("blank-must-choose"), cue="error")
            return self._say_choice()
        self.mode = None
        self.act("pass", t)
