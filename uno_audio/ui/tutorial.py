"""The tutorial: a short round from a fixed position against one patient bot, which
teaches each key at the moment it is needed and waits until the player has pressed it.

It is a table like any other, with a coach in front of its keys: the commands of the
step at hand go through (by the player's own keys), and so do the keys that only
tell; others get the step's hint. It never saves, and it counts in no statistics.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..bots.base import Bot
from ..engine import Card, Game, Rules, full_deck
from ..output.scheduler import GAME
from .table import Table

# The position: the player holds four cards, Tina three; the draw pile gives the
# player a Wild, then Tina the two cards she draws when caught without UNO.
YOURS = ("R5", "G2", "B3", "Y7")
TINAS = ("R8", "G8", "G4")
TOP = "R3"
DRAWS = ("W", "B2", "Y3")
TINA_PLAYS = ("play R8", "play G8", "play B2", "play Y3")

BROWSE = ("card-previous", "card-next", "card-first", "card-last")
# Commands that work at every step: reviewing, silence, help, and the keys that only tell.
ALWAYS = {"history-previous", "history-next", "history-first", "history-last", "history-view",
          "silence", "help", "rules-text", "font-bigger", "font-smaller", "fullscreen",
          "top-card", "scores", "whose-turn", "counts", "current-color", "pending", "direction",
          "hand", "repeat", "rules-in-play", "players"}
GREEN = 2     # the colour the tutorial's Wild names, third of red, yellow, green, blue


@dataclass(frozen=True)
class Step:
    id: str                     # tutorial-<id> says what to do, tutorial-<id>-hint helps after a wrong key
    commands: tuple[str, ...]   # the commands that go through to the table at this step
    card: str | None = None     # Enter goes through only with this card selected


STEPS = (
    Step("browse", BROWSE),
    Step("hand", ("hand",)),
    Step("top", ("top-card",)),
    Step("counts", ("counts",)),
    Step("help", ("help",)),
    Step("play", BROWSE + ("play",), card="R5"),
    Step("draw", ("draw",)),
    Step("wild", ("play",)),
    Step("color", ("color-3", "color-previous", "color-next", "color-select")),
    Step("catch", ("uno",)),
    Step("rules", ("rules-text",)),
    Step("second", BROWSE + ("play",), card="G2"),
    Step("uno", BROWSE + ("uno", "play"), card="B3"),
    Step("last", BROWSE + ("play",), card="Y7"),
)


class PatientBot(Bot):
    """Tina: plays the tutorial's moves in order, never reacts, never calls UNO."""

    level = "easy"

    def __init__(self, seat: int):
        super().__init__(seat, seed=0)
        self.moves = list(TINA_PLAYS)

    def act(self, view):
        while self.moves:
            move = self.moves.pop(0)
            if move in view.legal:
                return move
        return view.legal[0] if view.legal else None


def tutorial_game() -> Game:
    """The fixed position: dealt as a full deck, then the hands cut down to size."""
    hands = [[Card.parse(c) for c in YOURS], [Card.parse(c) for c in TINAS]]
    deck_cards = list(full_deck(False))
    for card in [c for h in hands for c in h] + [Card.parse(TOP)] + [Card.parse(c) for c in DRAWS]:
        deck_cards.remove(card)
    padding = [[deck_cards.pop() for _ in range(7 - len(h))] for h in hands]
    dealt = [h + p for h, p in zip(hands, padding)]
    # Tina deals, so the player is dealt first and starts.
    order = [dealt[k % 2][k // 2] for k in range(14)]
    deck = order + [Card.parse(TOP)] + [Card.parse(c) for c in DRAWS] + deck_cards
    game = Game(2, Rules(), seed=0, deck=deck, dealer=1)
    for seat, pad in enumerate(padding):
        for card in pad:
            game.hands[seat].remove(card)
        game.draw_pile[:0] = pad
    return game


class Tutorial(Table):
    def __init__(self, app):
        names = [app.tr("you-name"), app.tr("tutorial-bot-name")]
        super().__init__(app, tutorial_game(), [0], {1: "easy"}, names, bot_seed=0)
        self.bots = {1: PatientBot(1)}
        self.step = 0
        self.opened: str | None = None   # the reader a step opened (help, rules), until it closes
        self.said_uno = False
        self.taught = -1         # the step whose words were said last

    # ---- no trace in the player's files ---------------------------------------------

    def autosave(self):
        pass

    def on_quit(self):
        pass

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
        return STEPS[self.step] if self.step < len(STEPS) else None

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
        if step is not None and self._ready(step) and self.taught != self.step:
            self.taught = self.step
            # The step's words die with the step: once done, they are not said again.
            self.app.say(self.tr("tutorial-" + step.id), kind=GAME, about=("step", self.step))

    def _ready(self, step: Step) -> bool:
        g = self.game
        if step.id == "catch":
            return g.uno_window == 1
        if step.id == "color":
            return self.mode == "color"
        if step.id == "wild":
            return g.phase == "drawn"
        return g.turn == self.me

    def _done(self, step: Step) -> bool:
        g = self.game
        hand = [str(c) for c in g.hands[self.me]]
        if step.id in ("help", "rules"):
            return False     # done when the reader closes (on_resume)
        if step.card is not None:
            return step.card not in hand
        if step.id == "draw":
            return g.phase == "drawn"
        if step.id == "wild":
            return self.mode == "color"
        if step.id == "color":
            return self.mode is None
        if step.id == "catch":
            return len(g.hands[1]) > 1
        return True

    def _advance(self):
        self.step += 1
        self._teach()

    def after(self, events, now, announce=True):
        super().after(events, now, announce)
        step = self.current
        if step is not None and events and self._ready(step) and not any(
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
        if command not in step.commands or not self._ready(step) or not self._allowed(step, command):
            self.app.say(self._hint(step), cue="error")
            return
        if step.id in ("help", "rules"):
            self.opened = step.id
        if command == "uno" and step.id == "uno":
            self.said_uno = True
        super().on_key(key, t)
        if self.current is step and step.id not in ("help", "rules") and self._done(step):
            self._advance()

    def _hint(self, step: Step) -> str:
        if step.id == "uno" and self.said_uno:
            return self.tr("tutorial-uno-said-hint")    # UNO is said: the blue 3 is what is left
        return self.tr("tutorial-" + step.id + "-hint")

    def _allowed(self, step: Step, command: str) -> bool:
        if command == "play" and step.card is not None:
            card = self.current_card()
            if card is None or str(card) != step.card:
                return False
            if step.id == "uno" and not self.said_uno:
                return False
        if command == "color-select":
            return self.color_choice.index == GREEN
        if command == "uno" and step.id == "uno":
            return len(self.game.hands[self.me]) == 2
        return True

    def command_available(self, command):
        return command not in ("game-menu",) and super().command_available(command)
