"""The table: the player's hand, the keys of the rule book, the bots and the clock."""

from __future__ import annotations

import random

from ..bots import make_bot
from ..engine import COLORS, Game, IllegalAction, Rules
from ..engine.cards import COLOR_INDEX, RANK_INDEX, WILD, WILD_DRAW_FOUR
from ..output.scheduler import GAME
from .announcer import Announcer
from .choices import Choices
from .family import Family
from .screens import Screen

SORTS = ("none", "color", "number")
HUMAN_FLOOR = 0.5      # no bot reacts sooner after hearing something than a quick player could
JUMP_GRACE = 1.0       # a play this soon after hearing another's jump-in was aimed at the old card


def _sort_key(sort):
    if sort == "color":
        return lambda c: (COLOR_INDEX[c] % 5, RANK_INDEX[c])
    if sort == "number":
        return lambda c: (RANK_INDEX[c], COLOR_INDEX[c] % 5)
    return None


class Table(Family, Choices, Screen):
    context = "table"

    def __init__(self, app, game: Game, humans: list[int], levels: dict[int, str],
                 names: list[str], bot_seed: int, keys: dict | None = None, hidden: bool = True):
        super().__init__(app)
        self.game = game
        self.rules = game.rules
        self.humans = humans
        self.me = humans[0]          # the human holding the keyboard now
        self.keys = keys or {}       # seat -> {"buzz": key, "catch": key} for other humans
        self.hidden = hidden and len(humans) > 1
        self.handover_to: int | None = None
        self.backlog: dict[int, list] = {s: [] for s in humans}
        self.levels = levels
        self.names = names
        self.bot_seed = bot_seed
        self.bots = {s: make_bot(level, s, seed=bot_seed + s) for s, level in levels.items()}
        # Late-bound, so the words follow a change of language in the settings.
        self.announcer = Announcer(lambda *args, **kwargs: self.app.tr(*args, **kwargs), names, self.me,
                                   partners=game.partners)
        self.announcer.humans = set(humans)
        self.announcer.verbosity = lambda group: getattr(self.app.settings, "verbosity_" + group)
        self.mode = None           # None, "color" or "choose"
        self.sort = "none"
        self.selected = 0
        self.color_index = 0
        self.color_order: list[int] = []
        self.pending_wild = None
        self.choices: list[int] = []
        self.choice = 0
        # Time as heard: every wait below counts from `heard`, the moment the lines that
        # told of the latest change had been heard (None until then).
        self.changed = app.clock()
        self.heard: float | None = None
        self.bot_seat: int | None = None
        self.bot_wait = 0.0          # after `heard`, before the bot on turn acts
        self.bot_due: float | None = None
        self.plans: dict[int, tuple[float, str]] = {}      # seat -> (delay after heard, action)
        self.reactions: dict[int, tuple[float, str]] = {}  # seat -> (time, action)
        self.buzzer_started: float | None = None
        self.window_since: float | None = None
        self.last_jump: tuple[int, float] | None = None     # (seat, when heard) of the last jump-in
        self.now = app.clock()

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
        table = cls(app, game, info["humans"], {int(k): v for k, v in info["levels"].items()},
                    info["names"], info["bot_seed"], keys, info.get("hidden", True))
        if info.get("viewer") in table.humans:
            table.me = info["viewer"]
            table.announcer.me = table.me
        table.resuming = True
        table.resume_lines = info.get("last_lines", [])   # spoken before the save; SaveStore keeps them
        return table

    def save_info(self) -> dict:
        return {"humans": self.humans, "levels": {str(k): v for k, v in self.levels.items()},
                "names": self.names, "bot_seed": self.bot_seed, "viewer": self.me,
                "keys": {str(k): v for k, v in self.keys.items()}, "hidden": self.hidden}

    # ---- screen hooks -------------------------------------------------------------------

    def keys_context(self):
        if self.handover_to is not None:
            return "handover"
        return self.mode or "table"

    def on_enter(self):
        if getattr(self, "resuming", False):
            self.resuming = False
            self.app.say(self.tr("match-resumed"), kind=GAME)
            for text in self.resume_lines:
                self.app.say(text, kind=GAME)
            self.after([], self.app.clock())
            self.status()
            return
        level = self.app.settings.verbosity_intro
        if level == "full":
            self.app.say(self.tr("match-start", count=self.game.players), kind=GAME)
            self.app.say(self.rules_summary(), kind=GAME)
            for line in self.seat_lines():
                self.app.say(line, kind=GAME)
        else:
            # The rules and who the bots are stay a key away (Shift+R, Shift+E).
            others = [self.names[s] for s in self.seats_from_me()[1:]]
            key = "match-start-brief" if level == "brief" else "match-start-names"
            self.app.say(self.tr(key, count=self.game.players, names=self.announcer._join(others)),
                         kind=GAME)
        for line in self.family_key_lines():
            self.app.say(line, kind=GAME)
        lines = self.announcer.lines(self.game.history, self._counts())
        for line in lines:
            self.say_line(line)
        self.after([], self.app.clock(), announce=False)

    def on_resume(self):
        self.app.say(self.tr("back-to-table"))

    def on_quit(self):
        self.autosave()

    def waiting_for_human(self):
        g = self.game
        if g.round_over or self.app.screen is not self or self.handover_to is not None:
            return True
        if g.phase == "buzzer":
            return any(h not in g.buzzed for h in self.humans)
        return g.turn in self.humans

    def deadline(self):
        if self.app.screen is not self or self.game.round_over:
            return None
        if self.heard is None:
            # Heard already, but the clocks start at the next update: that is due now.
            return self.app.clock() if self.app.heard_at() is not None else None
        times = [t for t, _ in self.reactions.values()]
        if self.bot_due is not None and not self.app.speech_busy():
            times.append(self.bot_due)
        if self.game.phase == "buzzer" and self.buzzer_started is not None:
            times.append(self.buzzer_started + self.app.settings.buzzer_window)
        return min(times) if times else None

    # ---- the clock ----------------------------------------------------------------------

    def update(self, now):
        self.now = now
        if self.app.screen is not self or self.game.round_over:
            return
        for _ in range(50):
            if not self._step(now):
                break

    def _hear(self) -> bool:
        """Start the clocks once the latest change has been heard; False while it has not."""
        if self.heard is not None:
            return True
        heard = self.app.heard_at()
        if heard is None:
            return False
        self.heard = heard = max(heard, self.changed)
        g = self.game
        if g.uno_window is not None and self.window_since is None:
            self.window_since = heard
        if g.phase == "buzzer" and self.buzzer_started is None:
            self.buzzer_started = heard
        if self.bot_seat is not None:
            due = heard + self.bot_wait
            if self.window_since is not None:
                due = max(due, self.window_since + self.app.settings.catch_window)
            self.bot_due = due
        for seat, (delay, action) in self.plans.items():
            self.reactions[seat] = (heard + max(delay, HUMAN_FLOOR), action)
        self.plans.clear()
        if self.last_jump is not None and self.last_jump[1] is None:
            self.last_jump = (self.last_jump[0], heard)
        return True

    def _step(self, now) -> bool:
        """Do the one thing that is due, if any; True when something happened."""
        g = self.game
        if not self._hear():
            return False
        if g.phase == "buzzer" and self.buzzer_started is not None \
                and now >= self.buzzer_started + self.app.settings.buzzer_window:
            self.after(g.close_buzzer(), now)
            return True
        due = [(t, s, a) for s, (t, a) in self.reactions.items() if t <= now]
        if due:
            t, seat, action = min(due)
            del self.reactions[seat]
            try:
                events = g.apply(seat, action)
            except IllegalAction:
                self.schedule(now)
                return True
            self.after(events, now)
            return True
        if self.bot_due is not None and now >= self.bot_due:
            if self.app.speech_busy():
                # The player is listening to something they asked for: the bot's move would
                # wait behind it, so the bot waits instead.
                return False
            seat = self.bot_seat
            self.bot_due = None
            action = self.bots[seat].act(g.view(seat))
            if action is None:
                action = g.legal_actions(seat)[-1] if g.legal_actions(seat) else None
            if action is None:
                return False
            try:
                events = g.apply(seat, action)
            except IllegalAction:
                events = g.apply(seat, g.legal_actions(seat)[-1])
            self.after(events, now)
            return True
        return False

    def schedule(self, now):
        """Plan the bots' next moves after the state changed. The plans start when the
        lines telling of the change have been heard (see `_hear`)."""
        g = self.game
        self.changed = now
        self.heard = None
        self.bot_due = None
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
            wait = self.app.settings.bot_pace
            if self.rules.jumping:
                # Leave a human time to notice the card and jump in.
                wait = max(wait, self.app.settings.jump_in_window)
            self.bot_wait = wait
            self.bot_seat = seat
        else:
            self.bot_seat = None
        for s, bot in self.bots.items():
            if s == seat:
                continue  # its own turn: it acts through act()
            want = bot.react(g.view(s))
            if want is not None:
                self.plans[s] = want
        self._hear()

    # ---- after anything happened ---------------------------------------------------------

    def after(self, events, now, announce=True):
        g = self.game
        for e in events:
            if e.kind == "play" and e.mode == "jump-in" and e.seat != self.me:
                self.last_jump = (e.seat, None)
        if announce:
            self.announce(events)
        self._keep_selection()
        self.autosave()
        if g.round_over:
            self.bot_due = None
            self.reactions.clear()
            self.round_finished()
            return
        self.schedule(now)
        if self.check_handover():
            return
        if g.turn == self.me and events:
            self._prompt()
            if self.app.settings.verbosity_hints == "full" and g.phase == "play":
                playable = sum(1 for c in set(g.hands[self.me]) if self._playable(c))
                self.app.say(self.tr("playable-count", count=playable), kind=GAME)
        if g.turn == self.me and g.phase == "color" and self.mode is None:
            self.open_colors(None)
        if g.turn == self.me and g.phase == "swap" and self.mode is None:
            self.open_choice()
        seq = g.sequence
        if seq is not None and seq[0] == self.me and events and \
                any(a.startswith("play") for a in g.legal_actions(self.me)) and g.turn != self.me:
            self.app.say(self.tr("sequence-can-continue"), kind=GAME)
        if self.app.settings.jump_in_cue and g.turn != self.me and self.rules.jumping and events \
                and any(a.startswith("play") for a in g.legal_actions(self.me)):
            self.app.sound("playable")

    def announce(self, events):
        for line in self.announcer.lines(events, self._counts()):
            self.say_line(line)
        for e in events:
            # What another human may not hear now waits for their turn at the keyboard.
            if e.to is not None and e.to != self.me and e.to in self.backlog and e.cards:
                self.backlog[e.to].append(e)
        for bot in self.bots.values():
            bot.observe([e.seen_by(bot.seat) for e in events])

    def _prompt(self):
        g = self.game
        hints = self.app.settings.verbosity_hints != "brief"
        if g.phase == "drawn":
            self.app.say(self.tr("drawn-playable" if hints else "drawn-playable-brief",
                                 card=self.announcer.card(g.drawn)), kind=GAME)
            order = self.ordered()
            if g.drawn in order:
                self.selected = len(order) - 1 - order[::-1].index(g.drawn)
        elif g.phase == "penalty" and hints:
            options = ["penalty-draw-key"]
            if self.rules.stacking:
                options.append("penalty-stack-key")
            if self.rules.bluff and g.top == WILD_DRAW_FOUR:
                options.append("penalty-challenge-key")
            self.app.say(" ".join(self.tr(o, count=g.pending) for o in options), kind=GAME)

    def round_finished(self):
        from .summary import Summary
        if self.app.stats is not None:
            self.app.stats.record_round(self)
        self.app.push(Summary(self.app, self))

    def next_round(self):
        events = self.game.next_round()
        self.mode = None
        self.selected = 0
        for bot in self.bots.values():
            bot.observe([e.seen_by(bot.seat) for e in events])
        for line in self.announcer.lines(events, self._counts()):
            self.say_line(line)
        self.after([], self.app.clock(), announce=False)
        self.autosave()

    def autosave(self):
        if self.app.saves is not None:
            self.app.saves.save(self.game, self.save_info())

    def say_line(self, line):
        pan = 0.0
        if line.seat is not None and self.app.sounds is not None:
            pan = self.app.sounds.pan_for_seat(line.seat, self.me, self.game.players)
        self.app.say(line.text, cue=line.cue, pan=pan, kind=GAME)

    def _counts(self):
        return [len(h) for h in self.game.hands]

    # ---- acting for the player ----------------------------------------------------------

    def act(self, action, now) -> bool:
        try:
            events = self.game.apply(self.me, action)
        except IllegalAction as error:
            self.explain(error.reason)
            return False
        self.after(events, now)
        return True

    def explain(self, reason):
        g = self.game
        card = self.current_card()
        self.app.say(self.tr("reason-" + reason,
                             card=self.announcer.card(card) if card is not None else "",
                             top=self.announcer.card(g.top), color=self.announcer.color(g.color)),
                     cue="error")

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
        self._last_card = getattr(self, "_last_card", None)
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
                             position=self.selected + 1, count=len(order)), cue=cue)

    def _playable(self, card) -> bool:
        legal = self.game.legal_actions(self.me)
        text = "play " + str(card)
        return any(a == text or a.startswith(text + " ") for a in legal)

    def cmd_card_previous(self, t):
        self.speak_card(self.selected - 1)

    def cmd_card_next(self, t):
        self.speak_card(self.selected + 1)

    def cmd_card_first(self, t):
        self.speak_card(0)

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
        self.app.say(self.tr("one-color-only"))

    def cmd_group_next(self, t):
        self._group(1)

    def cmd_group_previous(self, t):
        self._group(-1)

    def cmd_hand(self, t):
        order = self.ordered()
        self.app.say(self.tr("hand-list", count=len(order), cards=self.announcer.cards(order)))

    def _sort(self, sort):
        card = self.current_card()
        self.sort = sort
        order = self.ordered()
        if card is not None:
            self.selected = order.index(card)
        self.app.say(self.tr("sorted-" + sort))

    def cmd_sort_color(self, t):
        self._sort("color")

    def cmd_sort_number(self, t):
        self._sort("number")

    def cmd_sort_none(self, t):
        self._sort("none")

    # ---- playing ------------------------------------------------------------------------

    def cmd_play(self, t):
        g = self.game
        card = self.current_card()
        if g.turn == self.me and g.phase == "color":
            return self.open_colors(None)
        if card is None:
            return self.app.say(self.tr("hand-empty"))
        if self._too_late_for_jump(card, t):
            return
        if card in (WILD, WILD_DRAW_FOUR):
            wild_legal = any(a.startswith(f"play {card} ") for a in g.legal_actions(self.me))
            if g.turn == self.me and wild_legal:
                return self.open_colors(card)
            return self.act(f"play {card} {COLORS[self._best_colors()[0]]}", t)
        self.act(f"play {card}", t)

    def _too_late_for_jump(self, card, t) -> bool:
        """A play out of turn just after another player jumped in was meant for the card
        before: refused with the reason, not fined as a failed jump-in."""
        g, jump = self.game, self.last_jump
        if g.turn == self.me or not self.rules.jumping or jump is None or self._playable(card):
            return False
        if jump[1] is not None and t - jump[1] > JUMP_GRACE:
            return False
        self.app.say(self.tr("reason-jumped-first", name=self.announcer.name(jump[0])), cue="error")
        return True

    def cmd_draw(self, t):
        g = self.game
        if g.turn == self.me and g.phase == "drawn":
            return self.act("pass", t)
        self.act("draw", t)

    def cmd_uno(self, t):
        legal = self.game.legal_actions(self.me)
        if "uno" in legal:
            return self.act("uno", t)
        catches = [a for a in legal if a.startswith("catch")]
        if catches:
            return self.act(catches[0], t)
        self.explain("nothing-to-say")

    def cmd_challenge(self, t):
        if not self.rules.bluff:
            return self.explain("no-bluff-rule")
        self.act("challenge", t)

    def cmd_buzz(self, t):
        g = self.game
        if not self.rules.buzzer:
            return self.explain("no-buzzer-rule")
        if g.phase != "buzzer":
            return self.explain("no-buzzer")
        started = self.buzzer_started if self.buzzer_started is not None else t
        reaction = max(0.0, t - started)
        if self.act("buzz", t):
            self.app.say(self.tr("buzz-you", seconds=round(reaction, 2)))
            if self.app.stats is not None:
                self.app.stats.record_buzz(reaction)

    # ---- information keys ---------------------------------------------------------------

    def cmd_top_card(self, t):
        g = self.game
        text = self.tr("top-card", card=self.announcer.card(g.top))
        if g.top >= WILD and g.color is not None:
            text = self.tr("top-card-wild", card=self.announcer.card(g.top),
                           color=self.announcer.color(g.color))
        self.app.say(text)

    def cmd_current_color(self, t):
        g = self.game
        if g.color is None:
            self.app.say(self.tr("color-any"))
        else:
            self.app.say(self.tr("color-current", color=self.announcer.color(g.color)))

    def cmd_scores(self, t):
        g = self.game
        if self.rules.teams:
            parts = [self.tr("score-team", team=i + 1, points=p) for i, p in enumerate(g.scores)]
        else:
            parts = [self.tr("score-of", name=self.announcer.label(s), points=p)
                     for s, p in enumerate(g.scores)]
        self.app.say(self.tr("scores", scores=", ".join(parts), target=self.rules.target))

    def cmd_whose_turn(self, t):
        self.status()

    def status(self):
        g = self.game
        if g.round_over:
            return self.app.say(self.tr("round-over-short"))
        if g.phase == "buzzer":
            return self.app.say(self.tr("buzzer-open"))
        self.app.say(self.announcer._say("whose-turn", g.turn, count=len(g.hands[g.turn])))

    def cmd_counts(self, t):
        g = self.game
        parts = [self.tr("count-of", name=self.announcer.label(s), count=len(g.hands[s]))
                 for s in self.seats_from_me() if g.active[s]]
        self.app.say(", ".join(parts))

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

    def cmd_players(self, t):
        self.app.say(" ".join(self.seat_lines()))

    def seats_from_me(self):
        g = self.game
        return [(self.me + k * g.direction) % g.players for k in range(g.players)]

    def cmd_pending(self, t):
        g = self.game
        if g.pending:
            self.app.say(self.tr("pending", name=self.announcer.name(g.turn), count=g.pending))
        else:
            self.app.say(self.tr("pending-none"))

    def cmd_direction(self, t):
        g = self.game
        nxt = g._next_active(self.me, 1)
        key = "direction-clockwise" if g.direction == 1 else "direction-counterclockwise"
        self.app.say(self.tr(key, name=self.announcer.name(nxt)))

    def cmd_repeat(self, t):
        lines = self.app.history.lines
        self.app.repeat(lines[-1] if lines else self.tr("history-empty"))

    def cmd_rules_in_play(self, t):
        self.app.say(self.rules_summary())

    def rules_summary(self) -> str:
        from .menus import VARIANTS
        on = [self.tr("variant-" + n.replace("_", "-")) for n in VARIANTS if getattr(self.rules, n)]
        base = self.tr("rules-in-play", target=self.rules.target,
                       scoring=self.tr("scoring-" + self.rules.scoring))
        if not on:
            return base + " " + self.tr("rules-official")
        return base + " " + self.tr("rules-variants", variants=", ".join(on))

    def cmd_game_menu(self, t):
        from .menus import GameMenu
        self.app.push(GameMenu(self.app, self))

    def command_available(self, command):
        if command == "challenge":
            return self.rules.bluff
        if command == "buzz":
            return self.rules.buzzer
        return True

    def extra_help(self):
        if self.mode == "color":
            return [self.tr("color-choice-help")]
        return self.family_key_lines()
