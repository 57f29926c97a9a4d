"""Eight players on two tables (VAR-ROTATE with eight): the keyboard plays the table
with the humans; a table of bots plays its hand at the same time, as a match of its own
on the same clock, its plays heard as they happen ("At the other table: ..."). The
hand's summary opens when both tables have played it. With humans at both tables, the
keyboard plays one table, then the other. S lists all eight totals.
"""

from __future__ import annotations

import random

from ..bots import make_bot
from ..engine import Game
from ..engine.tables import HANDS, TwoTables
from ..output.scheduler import GAME
from ..phrases import Names
from ..session import Hooks, Match
from .announcer import Announcer
from .screens import handles
from .summary import Summary
from .table import Table
from .variants import variant_names


class TwoTablesTable(Table):
    def __init__(self, app, match: TwoTables, humans: list[int], levels: dict[int, str],
                 names: list[str], bot_seed: int, keys: dict | None = None, hidden: bool = True,
                 game=None, table=None, other=None):
        self.match = match
        self.all_humans = list(humans)
        self.all_levels = dict(levels)
        self.all_names = list(names)
        self.all_keys = dict(keys or {})
        self.all_hidden = hidden
        self.base_seed = bot_seed
        self.turns = self.buzzers = 0
        self.seat_hand(app, game, table, other)

    def seat_hand(self, app, game=None, table=None, other=None):
        """Sit the keyboard at the next table with humans of the hand being played (or at
        `table`, with its `game`, on resuming)."""
        match = self.match
        self.table_index = t = self.keyboard_table() if table is None else table
        self.players = players = match.tables()[t]
        game = game if game is not None else match.game(t)
        humans = [i for i, p in enumerate(players) if p in self.all_humans]
        levels = {i: self.all_levels[p] for i, p in enumerate(players) if p not in self.all_humans}
        names = [self.all_names[p] for p in players]
        keys = {i: self.all_keys[p] for i, p in enumerate(players) if p in self.all_keys}
        keys = {i: k for i, k in keys.items() if i in humans and i != humans[0]}
        seed = self.base_seed + 97 * match.hand + t
        told = self.turns, self.buzzers     # they go on counting over the hands
        Table.__init__(self, app, game, humans, levels, names, seed, keys, self.all_hidden)
        self.turns, self.buzzers = told
        # Hands stay hidden whenever several humans share the keyboard, even at two tables.
        self.hot_seat.hidden = self.all_hidden and len(self.all_humans) > 1
        self.announcer.by_name = len(self.all_humans) > 1 and not self.hot_seat.hidden
        self.other = self.other_match(app, other)

    def match_hooks(self) -> Hooks:
        # A hand counts once both tables have played it (round_finished, TwoTablesSummary).
        return Hooks(save=Table.match_hooks(self).save)

    def other_match(self, app, game=None) -> Match | None:
        """The other table, when only bots sit there: it plays the same hand at the same
        time, on the same clock, counting from what the player has heard."""
        match = self.match
        t = 1 - self.table_index
        seats = match.tables()[t]
        if t in match.results.get(match.hand, {}) or any(p in self.all_humans for p in seats):
            return None
        game = game if game is not None else match.game(t)
        seed = self.base_seed + 97 * match.hand + t
        bots = {s: make_bot(self.all_levels.get(p, "normal"), s, seed=seed + s) for s, p in enumerate(seats)}
        words = lambda *args, **kwargs: self.app.tr(*args, **kwargs)   # noqa: E731
        self.other_words = Announcer(words, Names(words, [self.all_names[p] for p in seats]), None,
                                     partners=game.partners, scoring=game.rules.scoring)
        self.other_words.hands = True
        return Match(game, bots, [], app.clock, app.settings, heard_at=app.heard_at, busy=app.speech_busy,
                     emit=self.other_played)

    def other_running(self) -> bool:
        return self.other is not None and not self.other.game.round_over and self.app.screen is self \
            and self.handover_to is None

    def other_played(self, events, now) -> None:
        """A move at the other table: its plays are heard as they happen."""
        other = self.other
        assert other is not None
        g = other.game
        told = set()
        for line in self.other_words.lines(events, [len(h) for h in g.hands]):
            if line.event is not None and line.event not in told and events[line.event].kind == "play":
                told.add(line.event)
                self.app.say(self.tr("two-tables-other", line=str(line.text)), kind=GAME)
        other.after(events, now)
        self.autosave()
        if g.round_over:
            self.match.record(1 - self.table_index, g)
            if self.game.round_over:
                self.finish_hand()

    # ---- the clock: both tables -------------------------------------------------------

    def update(self, now):
        super().update(now)
        if self.other_running():
            self.other.update(now)

    def deadline(self):
        own = super().deadline()
        if not self.other_running():
            return own
        theirs = self.other.deadline()
        return min((t for t in (own, theirs) if t is not None), default=None)

    def waiting_for_human(self):
        if self.game.round_over and self.other_running():
            return False        # the other table still plays its hand
        return super().waiting_for_human()

    def keyboard_table(self) -> int:
        done = self.match.results.get(self.match.hand, {})
        for t, seats in enumerate(self.match.tables()):
            if t not in done and any(p in self.all_humans for p in seats):
                return t
        raise ValueError("no table with a human is left to play this hand")

    # ---- creation and saving --------------------------------------------------------

    @classmethod
    def create(cls, app, rules, humans, levels, names, keys, hidden, seed=None):
        seed = random.randrange(2 ** 31) if seed is None else seed
        return cls(app, TwoTables(rules, seed), humans, levels, names, seed, keys, hidden)

    @classmethod
    def resumed(cls, app, game, info):
        data = info["two_tables"]
        match = TwoTables.from_dict(data["match"], game.rules)
        other = Game.from_dict(data["other"]) if data.get("other") is not None else None
        table = cls(app, match, data["humans"], {int(k): v for k, v in data["levels"].items()},
                    data["names"], data["bot_seed"], {int(k): v for k, v in data.get("keys", {}).items()},
                    data.get("hidden", True), game=game, table=data["table"], other=other)
        if info.get("viewer") in table.humans:
            table.me = info["viewer"]
            table.announcer.me = table.me
        table.resuming = True
        table.resume_lines = info.get("last_lines", [])
        return table

    def save_info(self) -> dict:
        info = super().save_info()
        info["two_tables"] = {"match": self.match.to_dict(), "humans": self.all_humans,
                              "levels": {str(p): v for p, v in self.all_levels.items()},
                              "names": self.all_names, "bot_seed": self.base_seed,
                              "keys": {str(p): v for p, v in self.all_keys.items()},
                              "hidden": self.all_hidden, "table": self.table_index,
                              "other": self.other.game.to_dict() if self.other is not None else None}
        return info

    # ---- speech ---------------------------------------------------------------------

    def on_enter(self):
        if self.resuming:
            super().on_enter()
            if self.other is not None:
                self.other.start(self.app.clock())
            return
        self.app.say(self.tr("two-tables-start", hands=HANDS), kind="game")
        if self.app.settings.verbosity_intro == "full":  # else a key away (Shift+R)
            self.app.say(self.rules_summary(), kind="game")
        self.start_hand()

    def start_hand(self):
        """Say who plays with whom, then deal at the keyboard's table."""
        for line in self.hand_lines():
            self.app.say(line, kind="game")
        for line in self.hot_seat.key_lines():
            self.app.say(line, kind="game")
        # Each hand is a table's first round: "Hand 3 of 28" was said, not "Round 1".
        history = [e for e in self.game.history if e.kind != "deal"]
        for line in self.announcer.lines(history, self.counts()):
            self.say_line(line)
        self.after([], self.app.clock(), announce=False)
        if self.other is not None:
            self.other.start(self.app.clock())

    def match_hand(self) -> int | None:
        return self.match.hand + 1

    def player_name(self, player: int) -> str:
        """A player of either table as the listener hears them."""
        if player in self.players:
            return self.announcer.name(self.players.index(player))
        if len(self.all_humans) == 1 and player == self.all_humans[0]:
            return self.tr("you")
        return self.all_names[player]

    def _pair(self, a, b) -> str:
        return self.tr("list-and", first=self.player_name(a), last=self.player_name(b))

    def hand_lines(self) -> list[str]:
        match = self.match
        lines = [self.tr("two-tables-hand", hand=match.hand + 1, count=HANDS)]
        for t, seats in enumerate(match.tables()):
            pairs = [(seats[0], seats[2]), (seats[1], seats[3])]
            key = "two-tables-there"
            if t == self.table_index:
                key = "two-tables-here"
                if self.me % 2:  # the listener's pair first, and the listener first in it
                    pairs.reverse()
                if pairs[0][1] == self.players[self.me]:
                    pairs[0] = pairs[0][::-1]
            lines.append(self.tr(key, pair=self._pair(*pairs[0]), rivals=self._pair(*pairs[1])))
        return lines

    def rules_summary(self) -> str:
        on = variant_names(self.tr, self.rules, leave=("two_tables",))
        text = self.tr("two-tables-rules", hands=HANDS)
        if self.rules.blank_cards:
            text += " " + self.tr("rules-blank-cards", cards=self.announcer.cards(self.blank_cards()))
        return text + " " + (self.tr("rules-variants", variants=", ".join(on)) if on else self.tr("rules-official"))

    def totals_line(self) -> str:
        match = self.match
        parts = [self.tr("score-of", name=self._total_name(p), points=match.totals[p]) for p in match.standings()]
        return self.tr("two-tables-totals", scores=", ".join(parts), hand=match.hand + 1, count=HANDS)

    def _total_name(self, player: int) -> str:
        """A player in the list of totals, after a colon: "you" in lower case, the others
        by their plain names, partner or not."""
        if self.player_name(player) == self.tr("you"):
            return self.tr("you")
        return self.all_names[player]

    @handles("scores")
    def cmd_scores(self, t):
        self.app.say(self.totals_line())

    # ---- the end of a hand ----------------------------------------------------------

    def round_finished(self):
        match = self.match
        match.record(self.table_index, self.game)
        if self.app.stats is not None:
            self.app.stats.record_round(self)
        if any(t not in match.results.get(match.hand, {}) and any(p in self.all_humans for p in seats)
               for t, seats in enumerate(match.tables())):
            # Humans at the other table too: the keyboard goes there now.
            self.app.say(self.tr("two-tables-next-table"), kind="game")
            self.seat_hand(self.app)
            if self.hidden:
                # Hidden hands: nothing of the new hand is told until its player is ready.
                self.hot_seat.handover_to = self.me
                self.announcer.me = None
                self.app.say(self.tr("handover", name=self.names[self.me]), cue="your_turn", kind="game")
            self.start_hand()
            return
        if self.other is not None and not self.other.game.round_over:
            return      # the other table plays on: its end opens the summary
        self.finish_hand()

    def finish_hand(self):
        """Both tables have played the hand: its summary."""
        self.autosave()
        self.app.push(TwoTablesSummary(self.app, self))

    def next_hand(self):
        self.match.next_hand()
        self.seat_hand(self.app)
        self.start_hand()
        self.autosave()

    @property
    def match_over(self) -> bool:
        return self.match.hand == HANDS - 1 and self.match.finished()


class TwoTablesSummary(Summary):
    """Both tables' results, all eight totals, and at the end the match's winner."""

    def build(self) -> list[str]:
        t = self.table
        match = t.match
        g = t.game
        a = t.announcer
        tr = self.tr
        ev = next(e for e in reversed(g.history) if e.kind == "round-over")
        lines = [a.round_won(g.winner, ev.count)]
        for s in range(g.players):
            if s != g.winner and s != (g.winner + 2) % 4:
                hand = g.hands[s]
                lines.append(tr("summary-hand", name=a.label(s), count=len(hand), points=g.hand_points(s),
                                cards=a.cards(hand)))
        for table, (winner, partner, points) in sorted(match.results[match.hand].items()):
            if table != t.table_index:
                lines.append(tr("two-tables-result", pair=t._pair(winner, partner), points=points))
        lines.append(t.totals_line())
        if t.match_over:
            w = match.winner
            name = t.player_name(w)
            if name == tr("you"):
                lines.append(tr("two-tables-won-you", points=match.totals[w]))
            else:
                lines.append(tr("two-tables-won", name=name, points=match.totals[w]))
            lines.append(tr("two-tables-match-keys"))
        else:
            lines.append(tr("two-tables-keys"))
        return lines

    def on_enter(self):
        t = self.table
        if t.match_over:
            won = t.match.winner == t.players[t.me]
            self.app.sound("match_won" if won else "match_lost")
            if self.app.stats is not None:
                self.app.stats.record_match(t, won)
            if self.app.saves is not None:
                self.app.saves.clear()
        for text in self.lines[1:]:
            self.app.say(text, interrupt=False)

    @handles("continue")
    def cmd_continue(self, t):
        if self.table.match_over:
            self.app.pop(self, self.table)
        else:
            self.app.pop(self, resume=False)
            self.table.next_hand()
