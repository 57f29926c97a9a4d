"""Two reference players to measure the others against.

`random` takes a uniformly random legal action, voluntary draws included, and
out of turn does any legal thing or nothing with equal chance. `basic` plays
like RLCard's random agent: a random playable card, draws only when it must,
always says UNO, names the colour it holds most, never challenges; out of turn
it only presses the buzzer. `rule` plays the policy of RLCard's UNORuleAgentV1
(rlcard/models/uno_rule_models.py), a rule-based opponent nobody on this project
wrote: a Wild Draw Four as soon as it may be played honestly, naming the colour
held most; else a random matching card that is not a Wild; a Wild (naming a
random colour) only when nothing else goes. Otherwise it plays as `basic`.
"""

from __future__ import annotations

from ..engine.cards import COLOR_INDEX, COLORS, WILD, WILD_DRAW_FOUR
from .base import Bot, colour_counts, plays_in


class RandomBot(Bot):
    level = "random"

    def act(self, view):
        if not view.legal:
            return None
        return self.rng.choice(view.legal)

    def react(self, view):
        if not view.legal:
            return None
        choice = self.rng.randrange(len(view.legal) + 1)
        if choice == len(view.legal):
            return None
        return self.rng.uniform(0.2, 3.0), view.legal[choice]


class BasicBot(Bot):
    level = "basic"

    def act(self, view):
        legal = view.legal
        if not legal:
            return None
        phase = view.phase
        if phase == "color":
            return "color " + self._favourite(view.hand)
        if phase == "swap":
            return self.rng.choice(legal)
        plays = plays_in(legal)
        if plays:
            if len(view.hand) == 2 and "uno" in legal:
                return "uno"
            cards = sorted({card for _, card, _ in plays})
            card = self.rng.choice(cards)
            colour = self._favourite([c for c in view.hand if c != card] or view.hand)
            for action, c, col in plays:
                if c == card and (col < 0 or COLORS[col] == colour):
                    return action
        for fallback in ("pass", "draw"):
            if fallback in legal:
                return fallback
        return None

    def react(self, view):
        if "buzz" in view.legal:
            return self.delay(0.6, 0.3), "buzz"
        return None

    def _favourite(self, hand) -> str:
        counts = colour_counts(hand)
        best = max(counts)
        return COLORS[self.rng.choice([i for i in range(4) if counts[i] == best])]


class RuleBot(BasicBot):
    level = "rule"

    def act(self, view):
        legal = view.legal
        if not legal:
            return None
        if view.phase in ("color", "swap"):
            return super().act(view)
        plays = plays_in(legal)
        colour = COLORS.index(view.color) if view.color else -1
        if colour >= 0 and any(COLOR_INDEX[c] == colour for c in view.hand):
            plays = [x for x in plays if x[1] != WILD_DRAW_FOUR]  # RLCard's rules: no bluff
        if not plays:
            for fallback in ("pass", "draw"):
                if fallback in legal:
                    return fallback
            return None
        if len(view.hand) == 2 and "uno" in legal:
            return "uno"
        fours = [x for x in plays if x[1] == WILD_DRAW_FOUR]
        if fours:
            most = self._favourite([c for c in view.hand if c < WILD] or view.hand)
            for action, _, col in fours:
                if COLORS[col] == most:
                    return action
        plain = [x for x in plays if x[1] < WILD]
        return self.rng.choice(plain or plays)[0]
