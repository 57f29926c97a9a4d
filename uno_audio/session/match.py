"""One match at one table, with no screen, no speech and no sound.

A `Match` owns the game, the bots and the clocks: when each bot acts, the reactions
planned by the others (catches, jump-ins, buzzer presses), and the catch, jump-in and
buzzer windows. Time is the players' time: every wait counts from `heard`, the moment
the lines telling of the latest change had been heard. The front end passes in how to
know that (its speech scheduler's heard clock); a virtual table passes nothing and
hears every change at once.

Intents come in as (seat, action text) through `act`; whatever happens comes out as
engine events through `emit`, whoever caused it. `windows` and `next_seat` are the
read-only model a window or a console draws.

Among several humans the session says whose the keyboard is (`keyboard`) and which
private events wait for a human away from it (`withheld`); after every
change `settle` calls the match's hooks: `save`, then at a round's end `round_end`,
at the match's end `match_end` (autosave and statistics; nothing in the tutorial). A
`Script` (session/script.py) runs the tutorial: its deal, its bot, the step on.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Callable

from ..engine import Game, IllegalAction
from ..engine.actions import BUZZ
from .script import Script
from .thinking import ThinkingClock, act_for

HUMAN_FLOOR = 0.5      # no bot reacts sooner after hearing something than a quick player could


class BotError(RuntimeError):
    """A bot answered with an illegal action, or with none when it had to act."""


@dataclass
class Timing:
    """The waits of a match, in seconds (the settings of the same names)."""
    bot_pace: float = 1.0
    jump_in_window: float = 2.0
    catch_window: float = 3.0
    buzzer_window: float = 3.0


@dataclass(frozen=True)
class Windows:
    """The reaction windows open now, each with its whole seconds left (None: closed)."""
    uno_seat: int | None = None     # whose UNO may be caught, or called
    uno: int | None = None
    buzzer: int | None = None
    jump_in: int | None = None
    clock: int | None = None        # VAR-CLOCK: the human's time left to decide


def _nothing() -> bool:
    return False


@dataclass
class Hooks:
    """What the match tells the player's files: `save` after every change (and when the
    match is left), whether it wrote; `round_end` and `match_end` once each, after the
    change that ended the round or the match was saved; `buzz` after a human's press
    in a buzzer race, with their reaction time."""
    save: Callable[[], bool] = _nothing
    round_end: Callable[[], object] = _nothing
    match_end: Callable[[], object] = _nothing
    buzz: Callable[[int, float], object] = lambda seat, seconds: None   # a human's press, its seconds


def _left(now: float, start: float | None, length: float) -> int:
    """Whole seconds left of a window of `length` from `start` (whole until heard)."""
    end = (now if start is None else start) + length
    return max(0, math.ceil(end - now))


class Match:
    def __init__(self, game: Game, bots: dict, humans: list[int], clock: Callable[[], float],
                 timing, heard_at: Callable[[], float | None] | None = None,
                 busy: Callable[[], bool] | None = None, emit: Callable | None = None,
                 floor: float = HUMAN_FLOOR, watching: bool = True, turn_clock: int = 0,
                 on_clock: Callable[[str, int], None] | None = None,
                 hooks: Hooks | None = None, script: Script | None = None):
        self.game = game
        self.bots = bots
        self.hooks = hooks if hooks is not None else Hooks()
        self.script = script              # the tutorial's: no thinking clock, no hooks
        if script is not None:
            turn_clock = 0
        self.humans = humans
        self.clock = clock
        self.timing = timing              # bot_pace, jump_in_window, catch_window, buzzer_window
        self.heard_at = heard_at if heard_at is not None else clock
        self.busy = busy if busy is not None else (lambda: False)
        self.emit = emit if emit is not None else self.after
        self.floor = floor                # the soonest a bot reacts after hearing something
        self.watching = watching          # the bots are shown the events (a virtual table skips it)
        self.changed = clock()
        self.heard: float | None = None
        self.bot_seat: int | None = None
        self.bot_wait = 0.0          # after `heard`, before the bot on turn acts
        self.bot_due: float | None = None
        self.plans: dict[int, tuple[float, str]] = {}      # seat -> (delay after heard, action)
        self.reactions: dict[int, tuple[float, str]] = {}  # seat -> (time, action)
        self.buzzer_started: float | None = None
        self.window_since: float | None = None
        self.last_jump: tuple[int, float | None] | None = None   # (seat, when heard) of the last jump-in
        # VAR-CLOCK: the human on turn's time to act, from when the decision was heard;
        # `on_clock` is told of the warning ("warn", seconds left) and of the time up ("out", 0).
        self.thinking = ThinkingClock(turn_clock)
        self.on_clock = on_clock if on_clock is not None else (lambda kind, count: None)
        self.turns = 0                    # turn events seen: a decision's clock is its turn's

    @classmethod
    def scripted(cls, script: Script, clock: Callable[[], float], timing, game: Game | None = None,
                 **kwargs) -> Match:
        """The match a script sets up: its deal (or `game`, dealt by it), its bots, its
        one human."""
        game = game if game is not None else script.game()
        return cls(game, dict(script.bots()), [script.me], clock, timing, script=script, **kwargs)

    # ---- intents ------------------------------------------------------------------------

    def act(self, seat: int, action: str) -> list:
        """A human's move; raises IllegalAction with the reason when it is not allowed."""
        return self.game.apply(seat, action)

    def intent(self, seat: int, action, now: float) -> list:
        """A human's move, and all that follows from it (see `emit`); raises IllegalAction
        with the reason when it is not allowed."""
        started = self.buzzer_started if self.buzzer_started is not None else now
        events = self.act(seat, action)
        self.emit(events, now)
        if action == BUZZ:
            # How soon after the race's "Press B!" was heard the human pressed.
            self.hooks.buzz(seat, max(0.0, now - started))
        return events

    def next_round(self) -> list:
        """The next round is dealt; the bots see the deal. Its clocks start with the
        change that follows (`settle`) or `start`."""
        events = self.game.next_round()
        self.observe(events)
        return events

    def start(self, now: float) -> None:
        """A round begins or a match resumes: the clocks start."""
        self.schedule(now)

    # ---- what a headless table does after a change ----------------------------------------

    def after(self, events, now) -> None:
        """The whole of a change when nobody listens: the bots see it, the hooks are
        called, the clocks restart."""
        self.settle(events, now)

    def settle(self, events, now, me: int | None = None) -> bool:
        """After a change: the bots see it, the match is saved, a round's or the match's
        end is recorded, the clocks restart; False when the round is over."""
        self.observe(events, me)
        self.hooks.save()
        if self.game.round_over:
            self.stop()
            self.hooks.round_end()
            if self.game.match_over:
                self.hooks.match_end()
            return False
        self.schedule(now)
        return True

    def observe(self, events, me: int | None = None) -> None:
        """The bots see what happened; a jump-in by another than `me` is noted."""
        for e in events:
            if e.kind == "play" and e.mode == "jump-in" and e.seat != me:
                self.last_jump = (e.seat, None)
            elif e.kind == "turn":
                self.turns += 1
        if not self.watching:
            return
        for bot in self.bots.values():
            bot.observe([e.seen_by(bot.seat) for e in events])

    def stop(self) -> None:
        """The round is over: nothing is due."""
        self.bot_due = None
        self.reactions.clear()

    # ---- the clock ----------------------------------------------------------------------

    def deadline(self) -> float | None:
        """When something is next due (None: nothing until a human acts or a line is heard)."""
        if self.game.round_over:
            return None
        race = self._race_times()
        if self.heard is None:
            # Heard already, but the clocks start at the next update: that is due now.
            if self.heard_at() is not None:
                return self.clock()
            return min(race) if race else None
        times = [t for t, _ in self.reactions.values()] + race
        clock_due = self.thinking.due()
        if clock_due is not None:
            times.append(clock_due)
        if self.bot_due is not None and not self.busy():
            times.append(self.bot_due)
        return min(times) if times else None

    def update(self, now: float) -> None:
        if self.game.round_over:
            return
        for _ in range(50):
            if not self.step(now):
                break

    def hear(self) -> bool:
        """Start the clocks once the latest change has been heard; False while it has not."""
        if self.heard is not None:
            return True
        heard = self.heard_at()
        if heard is None:
            return False
        self.heard = heard = max(heard, self.changed)
        g = self.game
        if g.uno_window is not None and self.window_since is None:
            self.window_since = heard
        if g.phase == "buzzer" and self.buzzer_started is None:
            self.buzzer_started = heard     # its line was never started (silenced)
        if self.bot_seat is not None:
            due = heard + self.bot_wait
            if self.window_since is not None:
                due = max(due, self.window_since + self.timing.catch_window)
            self.bot_due = due
        for seat, (delay, action) in self.plans.items():
            self.reactions[seat] = (heard + max(delay, self.floor), action)
        self.plans.clear()
        if self.last_jump is not None and self.last_jump[1] is None:
            self.last_jump = (self.last_jump[0], heard)
        if self.thinking.on:
            if g.decider in self.humans:
                self.thinking.start((g.round, self.turns, g.turn, g.phase), heard)
            else:
                self.thinking.stop()
        return True

    def _clock(self, now) -> bool:
        """VAR-CLOCK: the warning, or the time up and the game acting; True if either."""
        if not self.thinking.on:
            return False
        seat = self.game.decider
        out = self.thinking.check(now)
        if out is None or seat not in self.humans:
            return False
        self.on_clock(*out)
        if out[0] == "out":
            self.emit(act_for(self.game, seat), now)
        return True

    def buzzer_heard(self, start: float) -> None:
        """The line opening the buzzer race is being heard: the race counts from when its
        "Press B!" is heard, whatever the player presses meanwhile."""
        if self.game.phase == "buzzer" and self.buzzer_started is None:
            self.buzzer_started = start

    def _race_times(self) -> list[float]:
        """The buzzer race runs on its own clock, from when its line was heard."""
        if self.game.phase != "buzzer" or self.buzzer_started is None:
            return []
        self._start_race()
        return [t for t, _ in self.reactions.values()] + [self.buzzer_started + self.timing.buzzer_window]

    def _start_race(self) -> None:
        """The bots' presses, planned when the buzzer was played, count from the race's start."""
        if self.buzzer_started is None:
            return
        for seat, (delay, action) in list(self.plans.items()):
            if action == "buzz":
                self.reactions[seat] = (self.buzzer_started + max(delay, self.floor), action)
                del self.plans[seat]

    def _race(self, now) -> bool:
        """The buzzer race: every press due, then its end, on the race's own clock; True
        when something happened."""
        g = self.game
        if g.phase != "buzzer" or self.buzzer_started is None:
            return False
        self._start_race()
        if now >= self.buzzer_started + self.timing.buzzer_window:
            self.emit(g.close_buzzer(), now)
            return True
        due = [(t, s) for s, (t, a) in self.reactions.items() if a == "buzz" and t <= now]
        if not due:
            return False
        t, seat = min(due)
        del self.reactions[seat]
        try:
            events = g.apply(seat, "buzz")
        except IllegalAction:
            return True        # a press made stale by the others' (the race ended, it pressed)
        self.emit(events, now)
        return True

    def step(self, now) -> bool:
        """Do the one thing that is due, if any; True when something happened."""
        g = self.game
        if self._race(now):
            return True
        if not self.hear():
            return False
        if self._clock(now):
            return True
        due = [(t, s, a) for s, (t, a) in self.reactions.items() if t <= now]
        if due:
            t, seat, action = min(due)
            del self.reactions[seat]
            try:
                events = g.apply(seat, action)
            except IllegalAction:
                # A reaction planned for a moment gone (another caught first): dropped.
                self.schedule(now)
                return True
            self.emit(events, now)
            return True
        if self.bot_due is not None and now >= self.bot_due:
            if self.busy():
                # The player is listening to something they asked for: the bot's move would
                # wait behind it, so the bot waits instead.
                return False
            on_turn = self.bot_seat
            self.bot_due = None
            if on_turn is not None:
                self.emit(self.bot_move(on_turn), now)
            return True
        return False

    def bot_move(self, seat: int) -> list:
        """The bot at `seat` acts; a blank card's choice (DECK-4) is made at once and told
        with its play. A bot's illegal or missing answer is an error, not replaced."""
        g = self.game
        bot = self.bots[seat]
        events = self._apply_bot(seat, bot.act(g.view(seat)))
        if events and events[-1].kind in ("swap-choice", "blank-choice") and events[-1].card is not None \
                and g.decider == seat:
            events = events + self._apply_bot(seat, bot.act(g.view(seat)))
        return events

    def _apply_bot(self, seat: int, action) -> list:
        if action is None:
            raise BotError(f"the bot at seat {seat} gave no action; legal: {self.game.legal_actions(seat)}")
        try:
            return self.game.apply(seat, action)
        except IllegalAction as error:
            raise BotError(f"the bot at seat {seat} answered {action!r}, which is illegal "
                           f"({error.reason})") from error

    def schedule(self, now) -> None:
        """Plan the bots' next moves after the state changed. The plans start when the
        lines telling of the change have been heard (see `hear`)."""
        g = self.game
        self.changed = now
        self.heard = None
        self.bot_due = None
        # In a buzzer race a press by one seat does not reset the others' (nor the race's clock).
        racing = g.phase == "buzzer" and not g.round_over
        kept = {s: r for s, r in self.reactions.items() if racing and r[1] == "buzz" and s not in g.buzzed}
        kept_plans = {s: p for s, p in self.plans.items() if racing and p[1] == "buzz" and s not in g.buzzed}
        self.reactions.clear()
        self.plans.clear()
        if g.round_over:
            self.bot_seat = None
            return
        if g.uno_window is None:
            self.window_since = None
        if g.phase != "buzzer":
            self.buzzer_started = None
        seat = g.decider
        if seat is not None and seat in self.bots:
            wait = self.timing.bot_pace
            if g.rules.jumping:
                # Leave a human time to notice the card and jump in.
                wait = max(wait, self.timing.jump_in_window)
            # A Wild Draw Four to challenge or accept: a person thinks first.
            wait = max(wait, self.bots[seat].pause(g.view(seat), None) or 0.0)
            self.bot_wait = wait
            self.bot_seat = seat
        else:
            self.bot_seat = None
        for s, bot in self.bots.items():
            if s == seat:
                continue  # its own turn: it acts through act()
            if s in kept or s in kept_plans or not g.legal_actions(s):
                continue        # nothing it may do out of turn now: no view is built
            want = bot.react(g.view(s))
            if want is not None:
                self.plans[s] = want
        self.reactions.update(kept)
        self.plans.update(kept_plans)
        self.hear()

    # ---- whose the keyboard is ----------------------------------------------------------

    def keyboard(self, waiting: bool = False) -> int | None:
        """The human the keyboard belongs to now: the one who decides. `waiting` (nobody
        holds it yet): the first human to act from now on. None while a bot decides."""
        seat = self.game.decider
        if waiting:
            seat = self.next_human(seat)
        return seat if seat in self.humans else None

    def withheld(self, events, holder: int | None) -> dict[int, list]:
        """Hands hidden between humans: the events telling a human's own cards while
        another holds the keyboard (`holder`; None: nobody), by the human they wait for.
        The deal is not among them: a hand itself is read with its key."""
        kept: dict[int, list] = {}
        for e in events:
            if e.to is not None and e.to != holder and e.to in self.humans and e.cards and e.kind != "deal":
                kept.setdefault(e.to, []).append(e)
        return kept

    def next_human(self, seat: int | None) -> int | None:
        """The first human to act from `seat` on, in the order of play."""
        g = self.game
        if seat is None:
            return None
        for k in range(g.players):
            s = (seat + k * g.direction) % g.players
            if s in self.humans and g.active[s]:
                return s
        return None

    # ---- the model ------------------------------------------------------------------------

    def windows(self, me: int, now: float) -> Windows:
        """The catch, jump-in and buzzer windows open now for the human `me`, with the whole
        seconds left. A window counts from when its opening was heard: until then it is whole."""
        g, t = self.game, self.timing
        uno_seat = g.uno_window
        uno = None if uno_seat is None else _left(now, self.window_since, t.catch_window)
        buzzer = jump = None
        if g.phase == "buzzer":
            buzzer = _left(now, self.buzzer_started, t.buzzer_window)
        elif g.rules.jumping and g.turn != me and self.bot_seat is not None \
                and any(a.startswith("play") for a in g.legal_actions(me)):
            jump = _left(now, None, self.bot_wait) if self.bot_due is None else _left(now, self.bot_due, 0.0)
        clock = None
        if self.thinking.on and g.decider == me and me in self.humans and not g.round_over:
            clock = _left(now, self.thinking.started, self.thinking.seconds)
        return Windows(uno_seat, uno, buzzer, jump, clock)

    def next_seat(self, seat: int) -> int:
        """The next seat in play after `seat`, in the direction of play."""
        g = self.game
        for k in range(1, g.players + 1):
            s = (seat + k * g.direction) % g.players
            if g.active[s]:
                return s
        return seat
