"""Partners said plainly: who plays with whom, your team's score first, and whether
your team won.

A mixin of the table: it uses the table's game, names, humans and `me`.
"""

from __future__ import annotations


class Teams:
    def members(self, team: int, you: bool) -> str:
        """The team's players by name; "you" first when `you` and the listener is in it."""
        g = self.game
        seats = [s for s in range(g.players) if g.team_of(s) == team]
        if you and self.me in seats:
            seats.remove(self.me)
            names = [self.tr("you")] + [self.names[s] for s in seats]
        else:
            names = [self.names[s] for s in seats]
        return self.announcer._join(names)

    def partner_lines(self) -> list[str]:
        """Who partners whom: at the start of a team match, and of every four rounds when
        partners rotate."""
        g = self.game
        if g.rules.teams:
            if len(self.humans) == 1:
                mine = g.team_of(self.me)
                return [self.tr("teams-yours", partners=self.members(mine, True),
                                others=self.members(1 - mine, False))]
            return [self.tr("teams-each", first=self.members(0, False), second=self.members(1, False))]
        if g.rules.rotate and (g.round - 1) % 4 == 0:
            if len(self.humans) == 1:
                mine = g.team_of(self.me)
                partner = self.names[g.partners(self.me)[0]]
                return [self.tr("partners-yours", first=g.round, last=g.round + 3, partner=partner,
                                other=self.members(1 - mine, False))]
            return [self.tr("partners-each", first=g.round, last=g.round + 3,
                            pair=self.members(0, False), other=self.members(1, False))]
        return []

    def team_scores(self, named: bool = False) -> str:
        """S at a team match: your team first, with its players; `named` (or nobody at the
        keyboard) says the teams by number, for several players listening at once."""
        g = self.game
        if named or self.viewer() is None:
            parts = [self.tr("score-team", team=i + 1, points=p) for i, p in enumerate(g.scores)]
            return self.tr("scores", scores=", ".join(parts), target=g.rules.target)
        mine = g.team_of(self.me)
        return self.tr("scores-teams", names=self.members(mine, True), mine=g.scores[mine],
                       other=g.scores[1 - mine], target=g.rules.target)

    def match_result_team(self) -> str:
        """Whether your team won; with several humans, which players won."""
        g = self.game
        w = g.match_winner
        if len(self.humans) == 1:
            if g.team_of(self.me) == w:
                return self.tr("match-won-team-you")
            return self.tr("match-lost-team-you", names=self.members(w, False))
        return self.tr("match-won-team-named", names=self.members(w, False))
