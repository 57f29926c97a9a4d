"""A scripted match: the tutorial's rigged deal, its patient bot's answers, and the step
the player is on. The session runs it; a screen only says the step's words and maps keys.

A step is on (`ready`) when the game reaches its moment, and done (`done`) when the game
shows the player did it; the steps that open a reader (help, the rules) are done when
the reader closes, which the screen tells with `advance`.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..bots.base import Bot
from ..engine import Card, Game, Rules, full_deck

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
READERS = ("help", "rules")   # the steps done when the reader they open closes


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


class Script:
    """The tutorial's script: seat 0 is the player, seat 1 Tina."""

    me = 0

    def __init__(self, steps: tuple[Step, ...] = STEPS):
        self.steps = steps
        self.step = 0
        self.said_uno = False      # UNO said at the step that asks for it

    def game(self) -> Game:
        return tutorial_game()

    def bots(self) -> dict[int, Bot]:
        return {1: PatientBot(1)}

    @property
    def current(self) -> Step | None:
        return self.steps[self.step] if self.step < len(self.steps) else None

    def ready(self, game: Game, choosing: bool = False) -> bool:
        """Whether the game has reached the moment of the step on; `choosing`: the
        player is choosing the colour of a Wild not played yet."""
        step = self.current
        if step is None:
            return False
        if step.id == "catch":
            return game.uno_window == 1
        if step.id == "color":
            return choosing
        if step.id == "wild":
            return game.phase == "drawn"
        return game.turn == self.me

    def done(self, game: Game, choosing: bool = False) -> bool:
        """Whether the game shows the step on was done."""
        step = self.current
        if step is None or step.id in READERS:
            return False     # done when the reader closes (advance)
        hand = [str(c) for c in game.hands[self.me]]
        if step.card is not None:
            return step.card not in hand
        if step.id == "draw":
            return game.phase == "drawn"
        if step.id == "wild":
            return choosing
        if step.id == "color":
            return not choosing
        if step.id == "catch":
            return len(game.hands[1]) > 1
        return True

    def allows(self, game: Game, command: str | None, card: str | None, color: int | None,
               choosing: bool = False) -> bool:
        """Whether `command` goes through at the step on, with `card` selected and `color`
        the colour selected in the colour choice."""
        step = self.current
        if step is None:
            return True
        if command not in step.commands or not self.ready(game, choosing):
            return False
        if command == "play" and step.card is not None:
            if card != step.card:
                return False
            if step.id == "uno" and not self.said_uno:
                return False
        if command == "color-select":
            return color == GREEN
        if command == "uno" and step.id == "uno":
            return len(game.hands[self.me]) == 2
        return True

    def went_through(self, command: str | None) -> None:
        """`command` was let through at the step on."""
        step = self.current
        if step is not None and command == "uno" and step.id == "uno":
            self.said_uno = True

    def hint(self) -> str:
        """The message id of the step's hint after a key it does not take."""
        step = self.current
        assert step is not None
        if step.id == "uno" and self.said_uno:
            return "tutorial-uno-said-hint"    # UNO is said: the blue 3 is what is left
        return "tutorial-" + step.id + "-hint"

    def advance(self) -> None:
        self.step += 1
