"""The table: the player's hand, the keys of the rule book, the bots and the clock."""

from __future__ import annotations

import random
import uuid

from ..bots import make_bot
from ..engine import COLORS, Card, Game, IllegalAction, Rules
from ..engine.actions import WILD_PLAY_ACTIONS
from ..engine.game import ROTATE_HANDS
from ..engine.cards import COLOR_INDEX, RANK_INDEX, WILD, WILD_DRAW_FOUR
from ..output.scheduler import GAME, NOTICE
from ..session import HUMAN_FLOOR, Hooks, Match  # noqa: F401  (HUMAN_FLOOR: read here by the tests)
from ..phrases import Names, ids, join, render
from .announcer import Announcer, colour_told
from .choices import ColorChoice, SeatChoice
from .facts import holds, table_state
from .hint import advice
from .hotseat import HotSeat
from .screens import Screen, handles, help_lines
from . import table_view
from .teams import Teams
from .variants import variant_names

SORTS = ("none", "color", "number")
# DECK-6: keys 1 to 4 choose pink, teal, orange and purple on the Flip deck's dark side.
_DARK_COLOR_KEYS = {"color-1": "command-color-1-dark", "color-2": "command-color-2-dark",
                    "color-3": "command-color-3-dark", "color-4": "command-color-4-dark"}
JUMP_GRACE = 1.0       # a play this soon after hearing another's jump-in was aimed at the old card


def _before_last_sentence(text: str) -> float:
    """The share of a line's words before its last sentence ("Press B!")."""
    words = text.split()
    ends = [i for i, w in enumerate(words[:-1]) if w.rstrip("\"'»”)").endswith(("!", ".", "?"))]
    return (ends[-1] + 1) / len(words) if ends else 0.0


def _sort_key(sort):
    if sort == "color":
        return lambda c: (COLOR_INDEX[c] % 5, RANK_INDEX[c])
    if sort == "number":
        return lambda c: (RANK_INDEX[c], COLOR_INDEX[c] % 5)
    return None


class Table(Screen):
    context = "table"
    step: int | None = None     # the tutorial's step (none at a real table)

    def __init__(self, app, game: Game, humans: list[int], levels: dict[int, str],
                 names: list[str], bot_seed: int, keys: dict | None = None, hidden: bool = True):
        super().__init__(app)
        self.game = game
        self.rules = game.rules
        self.humans = humans
        self.me = humans[0]          # the human holding the keyboard now
        self.levels = levels
        self.bot_seed = bot_seed
        bots = {s: make_bot(level, s, seed=bot_seed + s) for s, level in levels.items()}
        self.session = self.make_session(game, bots, humans)
        self.match_id = uuid.uuid4().hex   # tells two matches dealt from one seed apart
        # Late-bound, so the words and the bots' names follow a change of language.
        words = lambda *args, **kwargs: self.app.tr(*args, **kwargs)   # noqa: E731
        self.names = Names(words, names)
        self.announcer = Announcer(words, self.names, self.me, partners=game.partners,
                                   scoring=game.rules.scoring)
        self.announcer.humans = set(humans)
        self.announcer.public_draws = hidden and len(humans) > 1
        self.announcer.rounds = game.rules.rounds or (ROTATE_HANDS if game.rules.rotate else None)
        self.announcer.rotating = bool(game.rules.rotate)
        self.announcer.hands = bool(game.rules.two_tables)
        self.announcer.verbosity = lambda group: self.app.settings.verbosity(group)
        self.announcer.dark = game.side == "dark"      # a match resumed on the dark side
        self.mode = None           # None, "color" or "choose": whose keys these are
        self.sort = "none"
        self.selected = 0
        self._last_card = None     # the card selected, kept selected as the hand changes
        self.hot_seat = HotSeat(self, humans, keys, hidden)
        # Open hands between humans: they all hear every line, so each is named.
        self.announcer.by_name = len(humans) > 1 and not self.hidden
        self.color_choice = ColorChoice(self)
        self.seat_choice = SeatChoice(self)
        self.teams = Teams(self)
        self.routes = {**self.hot_seat.commands(), **self.color_choice.commands(),
                       **self.seat_choice.commands()}
        self.resuming = False      # a saved match: on entering, its last lines are said again
        self.resume_lines: list[dict] = []
        self.now = app.clock()
        # What the lines told so far: turns and buzzers, so a line knows which it tells.
        # (The events told: app.told.)
        self.turns = 0
        self.buzzers = 0

    def make_session(self, game: Game, bots: dict, humans: list[int]) -> Match:
        """The match itself: its clocks count from what the player has heard; it saves and
        counts through the player's files."""
        # VAR-CLOCK: the human on turn's time to act.
        return Match(game, bots, humans, self.app.clock, self.app.settings, heard_at=self.app.heard_at,
                     busy=self.app.speech_busy, emit=self.after, turn_clock=game.rules.turn_clock,
                     on_clock=self._clock_said, hooks=self.match_hooks())

    def match_hooks(self) -> Hooks:
        app = self.app
        return Hooks(save=lambda: app.saves is not None and app.saves.save(self.game, self.save_info()),
                     round_end=self.record_round, match_end=self.record_match, buzz=self.record_buzz)

    def record_round(self) -> None:
        if self.app.stats is not None:
            self.app.stats.record_round(self)

    def record_buzz(self, seat: int, seconds: float) -> None:
        # The statistics are the keyboard's holder's: another human's own key counts not.
        if seat == self.me and self.app.stats is not None:
            self.app.stats.record_buzz(seconds)

    def won(self) -> bool:
        """Whether the match was won by the human at the keyboard (or their team)."""
        g = self.game
        return g.match_winner == self.me if not g.rules.teams else g.team_of(self.me) == g.match_winner

    def record_match(self) -> None:
        if self.app.stats is not None:
            self.app.stats.record_match(self, self.won())
        if self.app.saves is not None:
            self.app.saves.clear()

    # ---- creation -----------------------------------------------------------------------

    @classmethod
    def new(cls, app, players: int, rules: Rules, level: str, seed: int | None = None):
        names = [app.tr("you-name")] + [app.tr(f"bot-name-{i}") for i in range(1, players)]
        return cls.create(app, rules, [0], {s: level for s in range(1, players)}, names, {}, True, seed)

    @classmethod
    def create(cls, app, rules, humans, levels, names, keys, hidden, seed=None):
        seed = random.randrange(2 ** 31) if seed is None else seed
        game = Game(len(names), rules, seed=seed)
        return cls(app, game, humans, levels, names, seed, keys, hidden)

    @classmethod
    def resumed(cls, app, game, info):
        keys = {int(k): v for k, v in info.get("keys", {}).items()}
        words = lambda *args, **kwargs: app.tr(*args, **kwargs)   # noqa: E731
        names = [render(n, words) for n in info["names"]]
        table = cls(app, game, info["humans"], {int(k): v for k, v in info["levels"].items()},
                    names, info["bot_seed"], keys, info.get("hidden", True))
        if info.get("viewer") in table.humans:
            table.me = info["viewer"]
            table.announcer.me = table.me
        table.match_id = info.get("match_id", f"seed-{game.seed}")
        table.sort = info.get("sort", "none")
        table.resuming = True
        # Spoken before the save (SaveStore keeps them), said again in today's language.
        table.resume_lines = [line for line in info.get("last_lines", [])
                              if not (table.hidden and line["owner"] is not None)]
        return table

    # ---- the match's parts, as the tests and the tutorial reach them ------------------

    @property
    def bots(self) -> dict:
        return self.session.bots

    @bots.setter
    def bots(self, bots: dict) -> None:
        self.session.bots = bots

    @property
    def plans(self) -> dict:
        return self.session.plans

    @property
    def reactions(self) -> dict:
        return self.session.reactions

    @property
    def buzzer_started(self) -> float | None:
        return self.session.buzzer_started

    @property
    def thinking(self):
        return self.session.thinking

    def _clock_said(self, kind: str, count: int) -> None:
        """VAR-CLOCK: the warning, or the time up (the session then acts for the player)."""
        if kind == "warn":
            self.app.say(self.tr("clock-warning", count=count), kind=GAME)
            return
        self.app.say(self.tr("clock-out"), kind=GAME)
        self.mode = None  # a colour or player choice left open is made for them

    @property
    def handover_to(self) -> int | None:
        """The human the keyboard passes to, while it does."""
        return self.hot_seat.handover_to

    @property
    def hidden(self) -> bool:
        return self.hot_seat.hidden

    def holder(self) -> int | None:
        # Only hidden hands have a holder; while the keyboard passes, nobody holds it.
        hidden = self.hidden and len(self.humans) > 1
        return self.me if hidden and self.handover_to is None else None

    def viewer(self):
        return self.hot_seat.viewer()

    def holds(self, fact) -> bool:
        """Whether a fact a line tells (see ui/facts.py) is still true."""
        return holds(fact, table_state(self))

    def turn_fact(self, seat=None, phase=None):
        """The fact of a line that is true only during this turn (a prompt, "your turn")."""
        return ("turn", self.me if seat is None else seat, self.turns, phase)

    def sit(self, seat):
        """`seat` holds the keyboard now, its hand from the first card."""
        self.me = seat
        self.announcer.me = seat
        self.selected = 0
        self._last_card = None

    def save_info(self) -> dict:
        return {"humans": self.humans, "levels": {str(k): v for k, v in self.levels.items()},
                "names": list(self.names.records), "bot_seed": self.bot_seed, "viewer": self.me,
                "keys": {str(k): v for k, v in self.hot_seat.keys.items()}, "hidden": self.hidden,
                "match_id": self.match_id, "sort": self.sort}

    # ---- screen hooks -------------------------------------------------------------------

    def keys_context(self):
        if self.handover_to is not None:
            return "handover"
        return self.mode or "table"

    def on_enter(self):
        self.app.begin_match(self)
        if self.hidden:
            self.announcer.me = None   # nobody holds the keyboard until the first handover
        if self.resuming:
            self.resuming = False
            self.app.say(self.tr("match-resumed"), kind=GAME)
            for line in self.resume_lines:
                if all(self.tr.has(i) for i in ids(line["line"])):   # a message this version still has
                    self.app.say(render(line["line"], self.tr), kind=GAME, owner=line["owner"])
            self.status()          # before a colour or player choice reopens, not after its prompt
            self.after([], self.app.clock())
            return
        level = self.app.settings.verbosity_intro
        told = False       # who plays with whom, said already in the first line
        if level == "full":
            self.app.say(self.tr("match-start", count=self.game.players), kind=GAME)
            self.app.say(self.rules_summary(), kind=GAME)
            for line in self.seat_lines():
                self.app.say(line, kind=GAME)
        else:
            # The rules and who the bots are stay a key away (Shift+R, Shift+E).
            n = self.game.players
            others = [self.names[(self.me + k) % n] for k in range(1, n)]   # in seat order
            partners = self.game.partners(self.me) if self.rules.partners else []
            if len(self.humans) > 1 and level != "brief":
                # Several humans hear it: every player by name, none as "you" (teams follow).
                self.app.say(self.tr("match-start-players", names=self.announcer.join_names(list(self.names))),
                             kind=GAME)
            elif level != "brief" and partners:
                # Not "against" one's own partner: who plays with whom, then.
                opponents = [s for s in self.seats_from_me()[1:] if s not in partners]
                self.app.say(self.tr("match-start-partners", partners=self.announcer.names_of(partners),
                                     opponents=self.announcer.names_of(opponents)), kind=GAME)
                told = bool(self.rules.teams) and len(self.humans) == 1
            else:
                key = "match-start-brief" if level == "brief" else "match-start-names"
                self.app.say(self.tr(key, count=self.game.players, names=self.announcer.join_names(others)),
                             kind=GAME)
        for line in self.hot_seat.key_lines():
            self.app.say(line, kind=GAME)
        for line in self.teams.partner_lines() if not told else ():
            self.app.say(line, kind=GAME)
        self.tell(self.game.history)
        self.after([], self.app.clock(), announce=False)

    def on_resume(self):
        self.app.say(self.tr("back-to-table"))
        if self.mode == "color":
            self.color_choice.say()    # still to choose: where the choice stands
        elif self.mode == "choose":
            self.seat_choice.say()

    def on_quit(self):
        if self.autosave() and not self.game.match_over:
            # Quitting by Ctrl+C, Ctrl+D or the end of input too: the player hears it is kept.
            self.app.say(self.tr("match-saved-on-quit"), kind=NOTICE)

    def waiting_for_human(self):
        g = self.game
        if g.round_over or self.app.screen is not self or self.handover_to is not None:
            return True
        if g.phase == "buzzer":
            return any(h not in g.buzzed for h in self.humans)
        return g.turn in self.humans

    def deadline(self):
        if self.app.screen is not self or self.game.round_over or self.handover_to is not None:
            return None
        return self.session.deadline()

    # ---- the clock ----------------------------------------------------------------------

    def update(self, now):
        self.now = now
        # At a handover the table waits for the next player to sit down.
        if self.app.screen is not self or self.game.round_over or self.handover_to is not None:
            return
        self.session.update(now)

    def buzzer_heard(self, race: int, start: float) -> None:
        """The line opening buzzer race `race` is being heard (see Match.buzzer_heard)."""
        if self.buzzers == race:
            self.session.buzzer_heard(start)

    # ---- after anything happened ---------------------------------------------------------

    def after(self, events, now, announce=True):
        g = self.game
        if announce:
            self.announce(events)
        going = self.session.settle(events, now, me=self.me)
        self._keep_selection()
        if not going:
            self.hot_seat.leave_keyboard()
            self.round_finished()
            return
        if self.hot_seat.check_handover() or not self.hot_seat.seated:
            return
        if g.turn == self.me and events:
            self.prompt()
            if self.app.settings.verbosity_hints == "full" and g.phase == "play":
                playable = sum(1 for c in set(g.hands[self.me]) if self._playable(c))
                self.app.say(self.tr("playable-count", count=playable), kind=GAME, owner=self.me,
                             about=self.turn_fact(phase="play"))
        if g.turn == self.me and g.phase == "color" and self.mode is None:
            self.color_choice.open(None)
        if g.turn == self.me and g.phase in ("swap", "choose") and self.mode is None:
            self.seat_choice.open()
        seq = g.sequence
        if seq is not None and seq[0] == self.me and events and \
                any(a.startswith("play") for a in g.legal_actions(self.me)) and g.turn != self.me:
            self.app.say(self.tr("sequence-can-continue"), kind=GAME, owner=self.me)
        if self.app.settings.jump_in_cue and g.turn != self.me and self.rules.jumping and events \
                and any(a.startswith("play") for a in g.legal_actions(self.me)):
            self.app.sound("playable")

    def announce(self, events):
        self.tell(events)
        self.hot_seat.keep(events)

    def prompt(self):
        g = self.game
        hints = self.app.settings.verbosity_hints != "brief"
        if g.phase == "drawn" and self.rules.optional_draws:
            # VAR-OPTDRAW: any matching card goes; the draw key draws again while it may.
            more = "draw" in g.legal_actions(self.me)
            self.app.say(self.tr("drawn-optional" if more else "drawn-optional-last"), kind=GAME,
                         owner=self.me, about=self.turn_fact(phase="drawn"))
        elif g.phase == "drawn":
            # DECK-5.4: with the No Mercy deck the card drawn cannot be kept.
            keep = hints and "pass" in g.legal_actions(self.me)
            self.app.say(self.tr("drawn-playable" if keep else "drawn-must-play" if hints else "drawn-playable-brief",
                                 card=self.announcer.card(g.drawn)), kind=GAME, owner=self.me,
                         about=self.turn_fact(phase="drawn"))
            order = self.ordered()
            if g.drawn in order:
                self.selected = len(order) - 1 - order[::-1].index(g.drawn)
        elif g.phase == "penalty" and hints:
            until = g.top.rank == "WDC"     # DECK-6.8: draws until the colour named comes
            options = ["penalty-draw-until-key" if until else "penalty-draw-key"]
            if self.rules.stacking:
                options.append("penalty-stack-key")
            if self.rules.advanced_responses and g.top != WILD_DRAW_FOUR:
                options.append("penalty-answer-key")
            if self.rules.bluff and "challenge" in g.legal_actions(self.me):
                options.append("penalty-challenge-key")
            self.app.say(join(" ", [self.tr(o, count=g.pending, color=self.color_name(g.color)) for o in options]),
                         kind=GAME, about=self.turn_fact(phase="penalty"))

    def round_finished(self):
        self.app.open("summary", self)

    def next_round(self):
        events = self.session.next_round()
        self.mode = None
        self.selected = 0
        self.hot_seat.leave_keyboard()
        for line in self.teams.partner_lines() if self.rules.rotate else ():
            self.app.say(line, kind=GAME)
        self.tell(events)
        self.after([], self.app.clock(), announce=False)
        self.autosave()

    def autosave(self) -> bool:
        """Save the match; whether it was written."""
        return self.session.hooks.save()

    def tell(self, events):
        """Say what `events` did, each line with the event it tells and the fact it states."""
        events = list(events)
        lines = self.announcer.lines(events, self.counts())
        if self.hidden and self.hot_seat.seated and self.announcer.me is not None:
            lines = self._by_name_for_the_others(events, lines)
        seq, turns, buzzers = self.app.told, self.turns, self.buzzers
        told = []
        for i, e in enumerate(events):
            turns += e.kind == "turn"
            buzzers += e.kind == "buzzer"
            told.append((seq + i + 1, turns, buzzers))
        if events:
            self.app.told, self.turns, self.buzzers = told[-1]
        for line in lines:
            if line.event is not None:
                line.seq, turns, buzzers = told[line.event]
                if line.about is not None and line.about[0] == "turn":
                    line.about = ("turn", line.about[1], turns, None)
                elif line.about is not None and line.about[0] == "buzzer":
                    line.about = ("buzzer", buzzers)
            self.say_line(line)

    def _by_name_for_the_others(self, events, lines):
        """Hands hidden between humans: a line telling the one at the keyboard's move as
        "You ..." is theirs; the other humans' history has it by name."""
        a = self.announcer
        seated = a.me
        a.me = None
        try:
            named = a.lines(events, self.counts())
        finally:
            a.me = seated
        out = []
        for i in range(len(events)):
            mine = [line for line in lines if line.event == i]
            theirs = [line for line in named if line.event == i and line.owner is None]
            public = [line for line in mine if line.owner is None]
            if [str(x.text) for x in public] == [str(x.text) for x in theirs]:
                out += mine
                continue
            for line in mine:
                if line.owner is None:
                    line.owner = seated
            out += mine
            for line in theirs:
                if str(line.text) not in [str(x.text) for x in mine]:
                    self.app.record(line.text, not_for=seated)
        return out

    def say_line(self, line):
        pan = 0.0
        if line.seat is not None and self.app.sounds is not None:
            pan = self.app.sounds.pan_for_seat(line.seat, self.me, self.game.players)
        about, on_start, once = line.about, None, False
        if about is not None and about[0] == "turn" and len(about) == 2:
            about = ("turn", about[1], self.turns, None)
        elif about is not None and about[0] == "buzzer":
            race = self.buzzers if len(about) == 1 else about[1]
            about, once = ("buzzer", race), True
            share = _before_last_sentence(str(line.text))
            on_start = lambda start, length: self.buzzer_heard(race, start + length * share)   # noqa: E731
        self.app.say(line.text, cue=line.cue, pan=pan, kind=GAME, owner=line.owner, about=about,
                     seq=line.seq, once=once, on_start=on_start)

    def counts(self):
        return [len(h) for h in self.game.hands]

    # ---- acting for the player ----------------------------------------------------------

    def act(self, action, now) -> bool:
        try:
            self.session.intent(self.me, action, now)
        except IllegalAction as error:
            self.explain(error.reason)
            return False
        return True

    def explain(self, reason):
        g = self.game
        card = self.current_card()
        if reason == "card-does-not-match" and colour_told(g.top) and g.color is not None:
            reason = "card-does-not-match-color"   # a Wild on top: what counts is its colour
        self.app.say(self.tr("reason-" + reason,
                             card=self.announcer.card(card) if card is not None else "",
                             top=self.announcer.card(g.top), color=self.color_name(g.color)),
                     cue="error", owner=self.me)

    # ---- hand ---------------------------------------------------------------------------

    def ordered(self):
        hand = list(self.game.hands[self.me])
        key = _sort_key(self.sort)
        return sorted(hand, key=key) if key else hand

    def current_card(self):
        order = self.ordered()
        if not order:
            return None
        self.selected = min(self.selected, len(order) - 1)
        return order[self.selected]

    def _keep_selection(self):
        order = self.ordered()
        if self._last_card is not None and self._last_card in order:
            if self.selected >= len(order) or order[self.selected] != self._last_card:
                self.selected = order.index(self._last_card)
        self.selected = max(0, min(self.selected, len(order) - 1))
        self._last_card = order[self.selected] if order else None

    def speak_card(self, index):
        order = self.ordered()
        if not order:
            self.app.say(self.tr("hand-empty"))
            return
        self.selected = index % len(order)
        card = order[self.selected]
        self._last_card = card
        cue = None
        if self.app.settings.playable_cue and self.game.turn == self.me:
            cue = "playable" if self._playable(card) else "unplayable"
        self.app.say(self.tr("card-position", card=self.announcer.card(card),
                             position=self.selected + 1, count=len(order)), cue=cue, owner=self.me)

    def _playable(self, card) -> bool:
        legal = self.game.legal_actions(self.me)
        text = "play " + str(card)
        return any(a == text or a.startswith(text + " ") for a in legal)

    @handles("card-previous")
    def cmd_card_previous(self, t):
        self.speak_card(self.selected - 1)

    @handles("card-next")
    def cmd_card_next(self, t):
        self.speak_card(self.selected + 1)

    @handles("card-first")
    def cmd_card_first(self, t):
        self.speak_card(0)

    @handles("card-last")
    def cmd_card_last(self, t):
        self.speak_card(len(self.ordered()) - 1)

    def _group(self, step):
        order = self.ordered()
        if not order:
            return self.speak_card(0)
        here = COLOR_INDEX[order[self.selected]]
        i = self.selected
        for _ in range(len(order)):
            i = (i + step) % len(order)
            if COLOR_INDEX[order[i]] != here:
                if step < 0:  # go to the first card of that group
                    while COLOR_INDEX[order[(i - 1) % len(order)]] == COLOR_INDEX[order[i]] and i > 0:
                        i -= 1
                return self.speak_card(i)
        self.app.say(self.tr("one-color-only"), owner=self.me)

    @handles("group-next")
    def cmd_group_next(self, t):
        self._group(1)

    @handles("group-previous")
    def cmd_group_previous(self, t):
        self._group(-1)

    @handles("hand")
    def cmd_hand(self, t):
        order = self.ordered()
        self.app.say(self.tr("hand-list", count=len(order), cards=self.announcer.cards(order)), owner=self.me)

    def _sort(self, sort):
        card = self.current_card()
        self.sort = sort
        order = self.ordered()
        if card is not None:
            self.selected = order.index(card)
        self.app.say(self.tr("sorted-" + sort))

    @handles("sort-color")
    def cmd_sort_color(self, t):
        self._sort("color")

    @handles("sort-number")
    def cmd_sort_number(self, t):
        self._sort("number")

    @handles("sort-none")
    def cmd_sort_none(self, t):
        self._sort("none")

    # ---- playing ------------------------------------------------------------------------

    @handles("play")
    def cmd_play(self, t):
        g = self.game
        card = self.current_card()
        if g.turn == self.me and g.phase == "color":
            return self.color_choice.open(None)
        if card is None:
            return self.app.say(self.tr("hand-empty"))
        if self._too_late_for_jump(card, t):
            return
        if card in WILD_PLAY_ACTIONS:  # the cards played naming a colour (DECK-5's too)
            wild_legal = any(a.startswith(f"play {card} ") for a in g.legal_actions(self.me))
            if g.turn == self.me and wild_legal:
                self.app.acted()
                return self.color_choice.open(card)
            return self.act(f"play {card} {COLORS[self.color_choice.best()[0]]}", t)
        self.act(f"play {card}", t)

    def _too_late_for_jump(self, card, t) -> bool:
        """A play out of turn just after another player jumped in was meant for the card
        before: refused with the reason, not fined as a failed jump-in."""
        g, jump = self.game, self.session.last_jump
        if g.turn == self.me or not self.rules.jumping or jump is None or self._playable(card):
            return False
        if jump[1] is not None and t - jump[1] > JUMP_GRACE:
            return False
        self.app.say(self.tr("reason-jumped-first", name=self.announcer.name(jump[0])), cue="error")
        return True

    @handles("draw")
    def cmd_draw(self, t):
        g = self.game
        # VAR-OPTDRAW: the key draws again while the rules allow, then keeps.
        if g.turn == self.me and g.phase == "drawn" and "draw" not in g.legal_actions(self.me):
            return self.act("pass", t)
        self.act("draw", t)

    @handles("pass")
    def cmd_pass(self, t):
        self.act("pass", t)

    @handles("uno")
    def cmd_uno(self, t):
        legal = self.game.legal_actions(self.me)
        if "uno" in legal:
            return self.act("uno", t)
        catches = [a for a in legal if a.startswith("catch")]
        if catches:
            return self.act(catches[0], t)
        self.explain("nothing-to-say")

    @handles("challenge")
    def cmd_challenge(self, t):
        if not self.rules.bluff:
            return self.explain("no-bluff-rule")
        self.act("challenge", t)

    @handles("buzz")
    def cmd_buzz(self, t):
        g = self.game
        if not self.rules.buzzer:
            return self.explain("no-buzzer-rule")
        if g.phase != "buzzer":
            return self.explain("no-buzzer")
        if "buzz" not in g.legal_actions(self.me):
            return self.act("buzz", t)      # says why not
        started = self.buzzer_started if self.buzzer_started is not None else t
        reaction = max(0.0, t - started)
        # The answer first: the place and the time, before what the press ends.
        self.own_move("buzz-you-place", "buzz-seat-place", cue="buzz", place=len(g.buzzed) + 1,
                      seconds=round(reaction, 2))
        self.act("buzz", t)       # the session counts the press (Hooks.buzz)

    def own_move(self, mine, named, cue=None, **args):
        """A move of the human at the keyboard, said by the table: "You ..." to a lone
        human; with hidden hands "You ..." to them and by name in the others' history;
        with open hands by name, for every human hears it."""
        a = self.announcer
        if a.you != self.me:
            return self.app.say(self.tr(named, name=self.names[self.me], **args), cue=cue)
        if len(self.humans) == 1 or self.me is None:
            return self.app.say(self.tr(mine, **args), cue=cue)
        self.app.say(self.tr(mine, **args), cue=cue, owner=self.me)
        self.app.record(self.tr(named, name=self.names[self.me], **args), not_for=self.me)

    # ---- information keys ---------------------------------------------------------------

    @handles("top-card")
    def cmd_top_card(self, t):
        g = self.game
        text = self.tr("top-card", card=self.announcer.card(g.top))
        if colour_told(g.top) and g.color is not None:
            text = self.tr("top-card-wild", card=self.announcer.card(g.top), color=self.color_name(g.color))
        self.app.say(text)

    @handles("current-color")
    def cmd_current_color(self, t):
        g = self.game
        if g.color is None:
            self.app.say(self.tr("color-any"))
        else:
            self.app.say(self.tr("color-current", color=self.color_name(g.color)))

    # ---- the Flip deck (DECK-6.10): the faces everyone may know, each a key away ----------

    def dark(self) -> bool:
        """Whether the Flip deck's dark side is in play."""
        return self.game.side == "dark"

    def color_name(self, letter) -> str:
        """A colour in play now, by its slot letter, named by the side in play."""
        return self.announcer.color(letter, self.dark())

    def color_letters(self) -> list[str]:
        """The letters that choose a colour now: the dark side's on the dark side."""
        return self.tr("color-keys-dark" if self.dark() else "color-keys").split()

    def color_help(self) -> str:
        return self.tr("color-choice-help-dark" if self.dark() else "color-choice-help")

    @handles("side")
    def cmd_side(self, t):
        if not self.rules.flip:
            return self.app.say(self.tr("flip-only"))
        self.app.say(self.tr("side-dark" if self.dark() else "side-light"))

    @handles("top-card-other")
    def cmd_top_card_other(self, t):
        top = self.game.top
        if not top.flip:
            return self.app.say(self.tr("flip-only"))
        self.app.say(self.tr("other-side-top", card=self.announcer.card(top), other=self.announcer.card(top.other)))

    @handles("card-other")
    def cmd_card_other(self, t):
        card = self.current_card()
        if card is None:
            return self.app.say(self.tr("hand-empty"))
        if not card.flip:
            return self.app.say(self.tr("flip-only"))
        self.app.say(self.tr("other-side-card", card=self.announcer.card(card),
                             other=self.announcer.card(card.other)), owner=self.me)

    @handles("pile-face")
    def cmd_pile_face(self, t):
        if not self.rules.flip:
            return self.app.say(self.tr("flip-only"))
        face = self.game.pile_face
        if face is None:
            return self.app.say(self.tr("pile-face-empty"))
        self.app.say(self.tr("pile-face", card=self.announcer.card(face)))

    @handles("scores")
    def cmd_scores(self, t):
        self.app.say(self.scores_text())

    def scores_text(self) -> str:
        """The scores as S says them (the window shows the same line)."""
        g = self.game
        if self.rules.teams:
            return self.teams.scores()
        parts = [self.tr("score-of", name=self.announcer.name(s), points=p)   # after a colon
                 for s, p in enumerate(g.scores)]
        return self.tr("scores", scores=join(", ", parts), target=self.rules.target)

    @handles("whose-turn")
    def cmd_whose_turn(self, t):
        self.status()

    def status(self):
        g = self.game
        if g.round_over:
            return self.app.say(self.tr("hand-over-short" if self.announcer.hands else "round-over-short"))
        if g.phase == "buzzer":
            return self.app.say(self.tr("buzzer-open"))
        self.app.say(self.announcer.phrase("whose-turn", g.turn, count=len(g.hands[g.turn])))

    @handles("counts")
    def cmd_counts(self, t):
        g = self.game
        seats = [s for s in self.seats_from_me() if g.active[s]]
        parts = [self.tr("count-of", name=self.announcer.label(s) if i == 0 else self.announcer.name(s),
                         count=len(g.hands[s])) for i, s in enumerate(seats)]   # a capital only first
        self.app.say(join(", ", parts))

    def seat_lines(self) -> list[str]:
        """Who plays: each bot with its level and way of playing, each other human by name."""
        out = []
        for seat in self.seats_from_me()[1:]:
            bot = self.bots.get(seat)
            if bot is None:
                out.append(self.tr("seat-human", name=self.names[seat]))
            else:
                out.append(self.tr("seat-intro", name=self.names[seat], level=self.tr("level-" + bot.level),
                                   personality=self.tr(bot.personality)))
        return out

    @handles("players")
    def cmd_players(self, t):
        self.app.say(join(" ", self.seat_lines()))

    def seats_from_me(self):
        g = self.game
        return [(self.me + k * g.direction) % g.players for k in range(g.players)]

    @handles("pending")
    def cmd_pending(self, t):
        g = self.game
        if g.phase == "penalty" and g.top.rank == "WDC":
            self.app.say(self.announcer.phrase("penalty-until-color", g.turn, color=self.color_name(g.color)))
        elif g.pending:
            self.app.say(self.announcer.phrase("pending", g.turn, count=g.pending))
        else:
            self.app.say(self.tr("pending-none"))

    @handles("direction")
    def cmd_direction(self, t):
        g = self.game
        nxt = self.session.next_seat(self.me)
        key = "direction-clockwise" if g.direction == 1 else "direction-counterclockwise"
        self.app.say(self.tr(key, name=self.announcer.name(nxt)))

    @handles("repeat")
    def cmd_repeat(self, t):
        line = self.app.last_line()
        self.app.repeat(line if line is not None else self.tr("history-empty"))

    @handles("rules-in-play")
    def cmd_rules_in_play(self, t):
        self.app.say(self.rules_summary())

    def rules_summary(self) -> str:
        on = variant_names(self.tr, self.rules)
        base = self.tr("rules-in-play", target=self.rules.target,
                       scoring=self.tr("scoring-" + self.rules.scoring))
        if self.rules.blank_cards:
            base = join(" ", [base, self.tr("rules-blank-cards", cards=self.announcer.cards(self.blank_cards()))])
        if not on and self.rules.scoring != "standard":
            return base     # the scoring, already said, is not the official one
        if not on:
            return join(" ", [base, self.tr("rules-official")])
        return join(" ", [base, self.tr("rules-variants", variants=join(", ", on))])

    @handles("hint")
    def cmd_hint(self, t):
        if not self.hints_allowed():
            return self.app.say(self.tr("hint-off"), cue="error")
        msg, args = advice(self.game.view(self.me), seed=self.bot_seed + len(self.game.log))
        words = {k: v for k, v in args.items() if k not in ("card", "seat", "color")}
        if "card" in args:
            words["card"] = self.announcer.card(args["card"], "card-the")
        if "seat" in args:
            words["name"] = self.announcer.name(args["seat"])
        if "color" in args:
            words["color"] = self.color_name(args["color"])
        self.app.say(self.tr(msg, **words), owner=self.me)

    def hints_allowed(self) -> bool:
        """Hints are a setting; with several humans at one keyboard, only if they all agreed."""
        if not self.app.settings.hints:
            return False
        return len(self.humans) == 1 or self.app.settings.hints_hot_seat

    def match_hand(self) -> int | None:
        """The hand of the match this game is, counted from 1, when a match has hands of
        their own (two tables); None when the game is the match."""
        return None

    def plays_out_of_turn(self) -> bool:
        """Whether a card may be played out of turn in this match (jump-in, sequences, buzzer):
        then the next playable card is found on the player's own turn only."""
        return self.rules.jumping or self.rules.sequences or self.rules.buzzer

    @handles("next-playable")
    def cmd_next_playable(self, t):
        if self.game.turn != self.me and self.plays_out_of_turn():
            return self.app.say(self.tr("next-playable-off"), cue="error")
        order = self.ordered()
        for step in range(1, len(order) + 1):
            i = (self.selected + step) % len(order)
            if self.game.turn == self.me and self._playable(order[i]):
                return self.speak_card(i)
        self.app.say(self.tr("next-playable-none"))

    def blank_cards(self) -> list:
        """The kinds of blank card in this match (DECK-4), each once."""
        return sorted({Card.parse(text) for text in self.rules.blank_cards})

    def blank_help(self) -> list[str]:
        """F1: what each blank card of this match does."""
        return [self.tr("blank-rule-line", name=self.announcer.card(c), rules=self.tr(c.blank.rules_id))
                for c in self.blank_cards()]

    @handles("game-menu")
    def cmd_game_menu(self, t):
        self.app.open("game-menu", self)

    def command_available(self, command):
        if command == "hint":
            return self.hints_allowed()
        if command == "challenge":
            return self.rules.bluff
        if command == "buzz":
            return self.rules.buzzer
        if command in ("side", "top-card-other", "card-other", "pile-face"):
            return self.rules.flip      # DECK-6.10: keys of the Flip deck's faces
        if command in ("choice-select", "choice-cancel"):  # DECK-4.6: the help says so below
            return self.game.phase != "choose"
        return True

    def extra_help(self):
        if self.mode == "color":
            return [self.color_help()]
        if self.mode == "choose" and self.game.phase == "choose":
            return [self.tr("choose-pick")]
        own_turn = [self.tr("next-playable-own-turn")] if self.plays_out_of_turn() else []
        return own_turn + self.hot_seat.key_lines() + self.blank_help()

    def help_lines(self):
        if self.mode not in ("color", "choose"):
            return super().help_lines()
        taken = self.color_letters() if self.mode == "color" else ()
        return help_lines(self.tr, self.mode, self.command_available, self.app.settings.keys, taken=taken,
                          own_first=True, describe=self.describe) + self.extra_help()

    def describe(self, command: str) -> str:
        """A command's words in F1 help: keys 1 to 4 name the dark side's colours there."""
        if self.dark() and command in _DARK_COLOR_KEYS:
            return self.tr(_DARK_COLOR_KEYS[command])
        return self.tr("command-" + command)

    # ---- keys -------------------------------------------------------------------------

    def on_key(self, key, t):
        # Another human's own key first; in the colour choice its letters (R, D...) come
        # before the table's keys.
        seat = self.hot_seat.seat_of(key) if self.mode != "color" else None
        if seat is not None:
            return self.hot_seat.seat_key(*seat, t)
        if self.mode == "color" and self.color_choice.letter(key, t):
            return
        super().on_key(key, t)

    def command(self, name):
        """The handover and the choices handle their own commands."""
        route = self.routes.get(name)
        return route if route is not None else super().command(name)

    def model(self):
        return table_view.build(self)

    def card_label(self, card) -> str:
        return table_view.card_label(self, card)

    def display(self):
        if self.handover_to is not None:
            return self.hot_seat.display()
        return super().display()
