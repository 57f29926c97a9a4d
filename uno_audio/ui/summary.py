"""The round summary and the match result, read line by line."""

from __future__ import annotations

from ..engine.events import RoundOver
from ..phrases import join
from .announcer import Announcer
from .screens import Screen, handles


class Summary(Screen):
    context = "summary"

    def __init__(self, app, table):
        super().__init__(app)
        self.table = table
        self.line = 0
        self.lines = self.build()

    def build(self) -> list[str]:
        t = self.table
        g = t.game
        tr = self.tr
        # With several humans at the keyboard, "you" would be ambiguous: use names.
        a = t.announcer if len(t.humans) == 1 else Announcer(tr, t.names, None, g.partners, g.rules.scoring)
        lines = []
        ev = next(e for e in reversed(g.history) if isinstance(e, RoundOver))
        lines.append(a.round_won(g.winner, ev.points, ev.blocked))
        for s in range(g.players):
            if not g.active[s] and not g.hands[s]:
                continue
            if s == g.winner:
                continue
            hand = g.hands[s]
            lines.append(tr("summary-hand", name=a.label(s), count=len(hand), points=g.hand_points(s),
                            cards=a.cards(hand)))
        if g.rules.teams:
            if len(t.humans) > 1:
                for team in (0, 1):
                    lines.append(tr("summary-team", team=team + 1, names=t.teams.members(team, False),
                                    points=g.scores[team]))
            lines.append(t.teams.scores(named=len(t.humans) > 1))
        else:
            # After a colon: lower case.
            scores = [tr("score-of", name=a.name(s), points=p) for s, p in enumerate(g.scores)]
            lines.append(tr("scores", scores=join(", ", scores), target=g.rules.target))
        if g.match_over:
            w = g.match_winner
            if g.rules.teams:
                lines.append(t.teams.match_result())
            else:
                lines.append(a.phrase("match-won", w))
            lines.append(tr("summary-match-keys"))
        else:
            lines.append(tr("summary-round-keys"))
        return lines

    def on_enter(self):
        g = self.table.game
        cues = {}
        if g.match_over:
            # With the result's line, the one before the keys: after the winning play is heard.
            # (The match was counted and its save cleared by the session, see Table.record_match.)
            cues[len(self.lines) - 2] = "match_won" if self.table.won() else "match_lost"
        for i, text in enumerate(self.lines[1:], 1):
            self.app.say(text, interrupt=False, cue=cues.get(i))

    def display(self):
        return self.lines[0], self.lines[1:], self.line - 1 if self.line else None

    def on_resume(self):
        self.app.say(self.lines[self.line])

    @handles("line-previous")
    def cmd_line_previous(self, t):
        self.line = max(self.line - 1, 0)
        self.app.say(self.lines[self.line])

    @handles("line-next")
    def cmd_line_next(self, t):
        self.line = min(self.line + 1, len(self.lines) - 1)
        self.app.say(self.lines[self.line])

    @handles("continue")
    def cmd_continue(self, t):
        if self.table.game.match_over:
            self.app.pop(self, self.table)
        else:
            self.app.pop(self, resume=False)  # the next round speaks for the table
            self.table.next_round()

    @handles("summary-leave")
    def cmd_summary_leave(self, t):
        self.cmd_continue(t)

    @handles("replay")
    def cmd_replay(self, t):
        self.app.open("replay", self.table)

    def command_available(self, command):
        return command != "play-again" or self.table.game.match_over

    @handles("play-again")
    def cmd_play_again(self, t):
        """A new match with the same players, bots, keys and rules."""
        old = self.table
        if not old.game.match_over:
            return self.app.say(self.tr("play-again-not-yet"), cue="error")
        table = self.app.make("table", old.game.rules, old.humans, old.levels, old.names, old.hot_seat.keys,
                              old.hidden, seed=self.app.seed)
        self.app.pop(self, old, resume=False)
        self.app.push(table)
