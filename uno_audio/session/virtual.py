"""A round played by bots alone on a virtual clock, through the same `Match` a table
runs: nobody listens, so every change is heard the moment it happens. The bots
benchmark and `uno-audio simulate` play their rounds here.

The bot on turn thinks for a while drawn from `THINK` (a person at the table waits the
bot pace instead); a reaction lands after the delay its bot gives, with no floor.
"""

from __future__ import annotations

import random
import time

from .match import Match, Timing

# Seconds a bot takes to play on its own turn: lets quick seats catch or jump in first.
THINK = (0.6, 1.6)
BUZZER_WINDOW = 3.0
# A round that runs this long is stuck: a bot bug, not a game.
MAX_STEPS = 20000


class Clock:
    def __init__(self, now: float = 0.0):
        self.now = now

    def __call__(self) -> float:
        return self.now


class Thinking(Timing):
    """The waits of a table of bots: each turn's thinking time drawn anew."""

    def __init__(self, rng: random.Random):
        super().__init__(bot_pace=0.0, jump_in_window=0.0, catch_window=0.0, buzzer_window=BUZZER_WINDOW)
        self.rng = rng

    @property
    def bot_pace(self) -> float:
        return self.rng.uniform(*THINK)

    @bot_pace.setter
    def bot_pace(self, value: float) -> None:
        pass


class Timed:
    """A bot whose every decision's CPU time goes to `timer(seat, seconds, on_turn)`:
    the thread's own time, which other programs on the machine do not lengthen."""

    def __init__(self, bot, timer):
        self.bot = bot
        self.seat = bot.seat
        self.timer = timer

    def act(self, view):
        start = time.thread_time()
        action = self.bot.act(view)
        self.timer(self.seat, time.thread_time() - start, True)
        return action

    def react(self, view):
        if not view.legal:
            return None
        start = time.thread_time()
        answer = self.bot.react(view)
        self.timer(self.seat, time.thread_time() - start, False)
        return answer

    def observe(self, events) -> None:
        self.bot.observe(events)

    def pause(self, view, action):
        return self.bot.pause(view, action)


def play_round(game, bots, rng: random.Random, timer=None) -> None:
    """Play `game`'s current round to its end; `bots[seat]` plays each seat."""
    seats = {s: (Timed(b, timer) if timer is not None else b) for s, b in enumerate(bots)}
    clock = Clock()
    # Bots read what they need from their view: the events are not shown them, as no
    # bot of the game keeps notes of its own (Bot.observe).
    match = Match(game, seats, [], clock, Thinking(rng), floor=0.0, watching=False)
    match.start(clock.now)
    for _ in range(MAX_STEPS):
        if game.round_over:
            return
        due = match.deadline()
        if due is None:
            raise RuntimeError(f"no bot acts in phase {game.phase!r}")
        clock.now = max(clock.now, due)
        match.update(clock.now)
    raise RuntimeError("the bots did not finish the round")
