"""Three reference players to measure the others against.

`random` takes a uniformly random legal action, voluntary draws included, and
out of turn does any legal thing or nothing with equal chance. `basic` plays
like RLCard's random agent: a random playable card, draws only when it must,
always says UNO, names the colour it holds most, never challenges; out of turn
it only presses the buzzer.

`rule` is RLCard 1.2.0's UNORuleAgentV1 (rlcard/models/uno_rule_models.py), a
rule-based opponent nobody on this project wrote, choosing exactly as it does
from the plays RLCard's game would offer (`RuleBot.offered`): one entry for each
playable copy in the hand (two red 5s are twice as likely as one red 3), a Wild
as one entry per colour, a Wild Draw Four only when nothing else goes, not even
a Wild. It plays a Wild Draw Four whenever one is offered, naming the colour
counted most in its hand (the first met in the hand on a tie, as RLCard's
dict does; a random one when it holds only Wild Draw Fours, whose colours in
RLCard are the deck's); otherwise a random entry that is not a Wild; a Wild,
naming a random colour, only when nothing else goes; it draws only when nothing
goes at all.
`tests/test_rule_fidelity.py` holds it to RLCard's own agent, decision by decision.

What RLCard's game lacks is filled in neutrally: it says UNO before its
second-to-last card (RLCard has no call to forget) and never catches anyone;
never challenges; never draws when it could play (RLCard offers no such draw);
out of turn it only presses the buzzer; a Wild turned up first gets a random
colour, as RLCard's game gives it; a 7's swap, a blank card's choice and a
stacked draw are taken as `basic` takes them, at random.

A drawn card that can be played is played, the agent's own rule applied to
that one card (a Wild Draw Four names the colour counted most, a Wild a random
colour). RLCard's environment plays a drawn card itself when it is a Wild or
matches the colour, and keeps one that matches by number or symbol only; this
game's rules (PLAY-4) let the player play it, and an agent that plays whenever
it can would, so it does here.

The Flip deck's cards (DECK-6) are taken by their colour and kind: its coloured
faces (numbers, Draw One, Draw Five, Skip, Skip Everyone, Reverse, Flip) as
cards in colour, its Wilds as the Wild (one entry per colour whichever copies
are held), its Wild Draw Two and Wild Draw Colour as the Wild Draw Four (PLAY-3
binds them alike). Colours are counted on the side in play.
"""

from __future__ import annotations

from ..engine.actions import BUZZ, DRAW, PASS, UNO, Action, Phase
from ..engine.cards import COLOR_INDEX, COLORS, Card
from .base import DRAW_WILDS, PLAIN_WILDS, Bot, colour_counts, plays_in


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
        if phase == Phase.COLOR:
            return Action.pick(self._favourite(view.hand))
        if phase in (Phase.SWAP, Phase.CHOOSE):
            return self.rng.choice(legal)
        plays = plays_in(legal)
        if plays:
            if len(view.hand) == 2 and UNO in legal:
                return UNO
            cards = sorted({card for _, card, _ in plays})
            card = self.rng.choice(cards)
            colour = self._favourite([c for c in view.hand if c != card] or view.hand)
            for action, c, col in plays:
                if c == card and (col < 0 or COLORS[col] == colour):
                    return action
        for fallback in (PASS, DRAW):
            if fallback in legal:
                return fallback
        return None

    def react(self, view):
        if BUZZ in view.legal:
            return self.delay(0.6, 0.3), BUZZ
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
        phase = view.phase
        if phase == Phase.COLOR:
            # RLCard's game names a random colour for a Wild turned up first.
            return self.rng.choice([a for a in legal if a.verb == "color"])
        if phase not in (Phase.PLAY, Phase.DRAWN, Phase.PENALTY):
            return super().act(view)
        offered = self.offered(view)
        if not offered:
            for fallback in (PASS, DRAW):
                if fallback in legal:
                    return fallback
            return None
        if len(view.hand) == 2 and UNO in legal:
            return UNO
        fours = [action for action, card, _ in offered if card in DRAW_WILDS]
        if fours:
            # The colour counted most in the hand, the first met on a tie (RLCard counts
            # the hand in order into a dict and takes its max); a hand of Wild Draw Fours
            # alone has no colour to count.
            counts: dict[int, int] = {}
            for c in view.hand:
                if COLOR_INDEX[c] >= 0:
                    counts[COLOR_INDEX[c]] = counts.get(COLOR_INDEX[c], 0) + 1
            if not counts:
                return self.rng.choice(fours)
            most = max(counts, key=lambda c: counts[c])
            return next(a for a in fours if a.color_index == most)
        plain = [x for x in offered if x[1] not in PLAIN_WILDS] or offered
        return self.rng.choice(plain)[0]

    @staticmethod
    def offered(view) -> list[tuple[Action, Card, int]]:
        """The plays RLCard's game offers, as `plays_in` gives them: one entry for each
        playable copy in the hand, a Wild as one entry per colour however many are held, a
        Wild Draw Four likewise but only when nothing else goes; after a draw, the drawn
        card."""
        plays: dict[int, list[tuple[Action, Card, int]]] = {}
        for x in plays_in(view.legal):
            plays.setdefault(x[1], []).append(x)
        if view.phase == Phase.DRAWN:
            return [x for xs in plays.values() for x in xs]
        out = [plays[c][0] for c in view.hand if c in plays and c not in PLAIN_WILDS and c not in DRAW_WILDS]
        # A Wild's entries once, whichever of its kinds (a Flip card's back tells them apart).
        wild = min((c for c in plays if c in PLAIN_WILDS), default=None)
        out += plays[wild] if wild is not None else []
        four = min((c for c in plays if c in DRAW_WILDS), default=None)
        return out or (plays[four] if four is not None else [])
