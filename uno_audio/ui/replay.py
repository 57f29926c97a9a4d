"""Listening to a finished round again, move by move.

The round is rebuilt from the match's seed and action log on a copy of the game,
so each move is heard with the words it had at the table: the hands as the
player holding the keyboard saw them, or, with several humans at one keyboard,
only what everyone saw.
"""

from __future__ import annotations

from ..engine import Game
from .announcer import Announcer
from .screens import Screen, handles


def rounds_of(game: Game) -> list[tuple[int, int]]:
    """(first, end) indices into the log of each round of the match so far."""
    marks = [i for i, (_, action) in enumerate(game.log) if action == "next-round"]
    starts = [0] + [m + 1 for m in marks]
    ends = marks + [len(game.log)]
    return list(zip(starts, ends))


def steps_of(game: Game, number: int) -> list[tuple[list, list[int]]]:
    """The moves of round `number` (0 first): the events each brought, and the hand
    sizes after it, the deal first."""
    data = game.to_dict()
    first, end = rounds_of(game)[number]
    copy = Game.replay(data["players"], game.rules, seed=data["seed"], deck=data["deck"],
                       dealer=data["dealer"], log=[tuple(x) for x in data["log"][:first]])
    counts = lambda: [len(h) for h in copy.hands]   # noqa: E731
    steps = [(list(copy.history), counts())]
    for seat, action in data["log"][first:end]:
        if action == "close-buzzer":
            events = copy.close_buzzer()
        else:
            events = copy.apply(seat, action)
        steps.append((list(events), counts()))
    return steps


class Replay(Screen):
    context = "replay"

    def __init__(self, app, table, number: int | None = None):
        super().__init__(app)
        self.table = table
        self.rounds = len(rounds_of(table.game))
        self.number = self.rounds - 1 if number is None else number
        self._load()

    def _load(self):
        t = self.table
        viewer = t.me if not t.hidden else None
        self.announcer = Announcer(lambda *a, **k: self.app.tr(*a, **k), t.names, viewer,
                                   partners=t.game.partners)
        self.announcer.humans = set(t.humans)
        self.announcer.verbosity = t.announcer.verbosity
        self.announcer.hands = t.announcer.hands
        self.steps = [" ".join(line.text for line in self.announcer.lines(events, counts))
                      for events, counts in steps_of(t.game, self.number)]
        self.steps = [s for s in self.steps if s]
        self.index = 0

    def hand(self) -> int | None:
        """At two tables, the hand of the match this game is (its one round), counted from 1."""
        return self.table.match_hand()

    def on_enter(self):
        if self.hand() is not None:
            return self._hand_start()
        self.app.say(self.tr("replay-start", round=self.number + 1, count=len(self.steps)))
        self._speak()

    def on_resume(self):
        self._speak()

    def display(self):
        title = self.tr("replay-hand-title", hand=self.hand()) if self.hand() is not None \
            else self.tr("replay-title", round=self.number + 1)
        return (title,
                self.steps[max(0, self.index - 3):self.index + 4], min(self.index, 3))

    def _hand_start(self):
        self.app.say(self.tr("replay-hand-start", hand=self.hand(), count=len(self.steps)))
        self._speak()

    def _speak(self):
        self.app.say(self.tr("replay-step", step=self.index + 1, count=len(self.steps),
                             text=self.steps[self.index]))

    def _go(self, index):
        if not 0 <= index < len(self.steps):
            self.app.say(self.tr("replay-end" if index >= len(self.steps) else "replay-first"), cue="error")
            return
        self.index = index
        self._speak()

    @handles("replay-previous")
    def cmd_replay_previous(self, t):
        self._go(self.index - 1)

    @handles("replay-next")
    def cmd_replay_next(self, t):
        self._go(self.index + 1)

    @handles("replay-first")
    def cmd_replay_first(self, t):
        self._go(0)

    @handles("replay-last")
    def cmd_replay_last(self, t):
        self._go(len(self.steps) - 1)

    def _round(self, number):
        if not 0 <= number < self.rounds:
            self.app.say(self.tr("replay-no-hand" if self.hand() is not None else "replay-no-round"),
                         cue="error")
            return
        self.number = number
        self._load()
        self.on_enter()

    @handles("replay-round-previous")
    def cmd_replay_round_previous(self, t):
        self._round(self.number - 1)

    @handles("replay-round-next")
    def cmd_replay_round_next(self, t):
        self._round(self.number + 1)

    @handles("replay-close")
    def cmd_replay_close(self, t):
        self.app.pop(self)
