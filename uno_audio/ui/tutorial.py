"""The tutorial: a short round from a fixed position against one patient bot, which
teaches each key at the moment it is needed and waits until the player has pressed it.

The session runs the script (session/script.py): the deal, the bot's moves, the step
on. This screen says the step's words and maps keys: the commands of the step at hand
go through (by the player's own keys), and so do the keys that only tell; others get
the step's hint. It never saves, and it counts in no statistics.
"""

from __future__ import annotations

from ..output.scheduler import GAME
from ..session import Match, Script
from ..session.script import ALWAYS, GREEN, READERS, STEPS, Step
from .table import Table

__all__ = ["ALWAYS", "GREEN", "STEPS", "Step", "Tutorial"]


class Tutorial(Table):
    def __init__(self, app):
        names = [app.tr("you-name"), app.tr("tutorial-bot-name")]
        self.script = Script()
        super().__init__(app, self.script.game(), [self.script.me], {1: "easy"}, names, bot_seed=0)
        self.opened: str | None = None   # the reader a step opened (help, rules), until it closes
        self.taught = -1         # the step whose words were said last

    def make_session(self, game, bots, humans) -> Match:
        # The script's match: its bot, no thinking clock, no trace in the player's files.
        return Match.scripted(self.script, self.app.clock, self.app.settings, game=game, heard_at=self.app.heard_at,
                              busy=self.app.speech_busy, emit=self.after)

    @property
    def step(self) -> int:       # type: ignore[override]
        return self.script.step

    def round_finished(self):
        # The winning play and the round won are still heard: they happened, though the
        # tutorial's screen closes now (its steps' lines, being about a step, die with it).
        for u in self.app.scheduler.waiting():
            if u.scope is self and u.about is None:
                u.scope = None
        self.app.say(self.tr("tutorial-done"), kind=GAME, scope=None)   # heard after it closes
        self.app.pop(self)

    # ---- the coach ------------------------------------------------------------------

    @property
    def current(self) -> Step | None:
        return self.script.current

    def on_enter(self):
        self.app.say(self.tr("tutorial-start"), kind=GAME)
        super().on_enter()
        self._teach()

    def on_resume(self):
        if self.opened is not None:
            self.opened = None
            self._advance()
            return
        super().on_resume()

    def _teach(self):
        step = self.current
        if step is not None and self.script.ready(self.game, self.mode == "color") and self.taught != self.step:
            self.taught = self.step
            # The step's words die with the step: once done, they are not said again.
            self.app.say(self.tr("tutorial-" + step.id), kind=GAME, about=("step", self.step))

    def _advance(self):
        self.script.advance()
        self._teach()

    def after(self, events, now, announce=True):
        super().after(events, now, announce)
        step = self.current
        if step is not None and events and self.script.ready(self.game, self.mode == "color") and not any(
                e.seat == self.me for e in events if e.kind in ("play", "draw")):
            self._teach()   # the bot's move made this step's moment

    def key_command(self, key: str) -> str | None:
        """What `key` does here, by the player's own keys; a colour's letter in the colour
        choice is `color-<n>`, as its number."""
        if self.mode == "color":
            letters = self.tr("color-keys").split()
            if key in letters:
                return f"color-{letters.index(key) + 1}"
        return self.app.keymap(self.keys_context()).get(key)

    def on_key(self, key, t):
        step = self.current
        command = self.key_command(key)
        if key == "escape":
            self.app.say(self.tr("tutorial-left"))
            self.app.pop(self)
            return
        if step is None or (command in ALWAYS and command not in step.commands):
            return super().on_key(key, t)
        if command == f"color-{GREEN + 1}" and step.id == "color":
            command = "color-3"      # green's letter, as the colour prompt offers it
        card = self.current_card() if command == "play" else None
        if not self.script.allows(self.game, command, None if card is None else str(card),
                                  self.color_choice.index, self.mode == "color"):
            self.app.say(self.tr(self.script.hint()), cue="error")
            return
        if step.id in READERS:
            self.opened = step.id
        self.script.went_through(command)
        super().on_key(key, t)
        if self.current is step and self.script.done(self.game, self.mode == "color"):
            self._advance()

    def command_available(self, command):
        return command not in ("game-menu",) and super().command_available(command)
