"""Partners said plainly: who plays with whom, your team's score first, and whether
your team won.

A part of the table (`table.teams`): it reads the table's game, names, humans and `me`.
"""

from __future__ import annotations


class Teams:
    def __init__(self, table):
        self.table = table

    def members(self, team: int, you: bool) -> str:
        """The team's players by name; "you" first when `you` and the listener is in it."""
        t = self.table
        g = t.game
        seats = [s for s in range(g.players) if g.team_of(s) == team]
        if you and t.me in seats:
            seats.remove(t.me)
            names = [t.tr("you")] + [t.names[s] for s in seats]
        else:
            names = [t.names[s] for s in seats]
        return t.announcer.join_names(names)

    def partner_lines(self) -> list[str]:
        """Who partners whom: at the start of a team match, and of every four rounds when
        partners rotate."""
        t = self.table
        g = t.game
        if g.rules.teams:
            if len(t.humans) == 1:
                mine = g.team_of(t.me)
                return [t.tr("teams-yours", partners=self.members(mine, True),
                             others=self.members(1 - mine, False))]
            return [t.tr("teams-each", first=self.members(0, False), second=self.members(1, False))]
        if g.rules.rotate and (g.round - 1) % 4 == 0:
            if len(t.humans) == 1:
                mine = g.team_of(t.me)
                partner = t.names[g.partners(t.me)[0]]
                return [t.tr("partners-yours", first=g.round, last=g.round + 3, partner=partner,
                             other=self.members(1 - mine, False))]
            return [t.tr("partners-each", first=g.round, last=g.round + 3,
                         pair=self.members(0, False), other=self.members(1, False))]
        return []

    def scores(self, named: bool = False) -> str:
        """S at a team match: your team first, with its players; `named` (or nobody at the
        keyboard) says the teams by number, for several players listening at once."""
        t = self.table
        g = t.game
        if named or t.viewer() is None:
            parts = [t.tr("score-team", team=i + 1, points=p) for i, p in enumerate(g.scores)]
            return t.tr("scores", scores=", ".join(parts), target=g.rules.target)
        mine = g.team_of(t.me)
        return t.tr("scores-teams", names=self.members(mine, True), mine=g.scores[mine],
                    other=g.scores[1 - mine], target=g.rules.target)

    def match_result(self) -> str:
        """Whether your team won; with several humans, which players won."""
        t = self.table
        g = t.game
        w = g.match_winner
        if len(t.humans) == 1:
            if g.team_of(t.me) == w:
                return t.tr("match-won-team-you")
            return t.tr("match-lost-team-you", names=self.members(w, False))
        return t.tr("match-won-team-named", names=self.members(w, False))
