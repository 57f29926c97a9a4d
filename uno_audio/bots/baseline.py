"""Two reference players to measure the others against.

`random` takes a uniformly random legal action, voluntary draws included, and
out of turn does any legal thing or nothing with equal chance. `basic` plays
like RLCard's random agent: a random playable card, draws only when it must,
always says UNO, names the colour it holds most, never challenges; out of turn
it only presses the buzzer.
"""

from __future__ import annotations

from ..engine.cards import COLORS
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
        if phase in ("swap", "choose"):
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
