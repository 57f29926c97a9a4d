"""The bots people play against: easy, normal and hard.

One player with a `Profile` of knobs per level. Each option is scored as what
is left afterwards, in "cards" (one card in my hand costs 1):

- the cards I keep, the chance I cannot play when my turn comes back ("stuck"),
  and their points when someone is about to go out;
- what the play does to others, weighted by how close each is to going out:
  the cards they draw, the turns they lose, the chance the next seat cannot
  follow the colour I leave (from what it was seen to lack when it drew).

Wilds are kept until nothing else goes (bench: scoring them as options lost
rounds); a Wild Draw Four still stops a next seat about to go out. Normal
plays on these scores; easy, a beginner, plays any card that goes, Wilds last,
blunders now and then, keeps half the cards it draws that it could play, names
a Wild's colour at random half the time and forgets UNO; the hard bot decides
its own turn by searching the scores' best few options in worlds dealt from its
view on the real engine (`search.py`), and uses the scores out of turn. A Wild
Draw Four is challenged on what the seat has seen: how likely its player held
the colour, and how often that player was found bluffing before.

With the Flip deck (DECK-6) the scores read the face in play; a Flip is scored by
the hand's other faces (the colours, depth and points of the other side, the colour
its other face leaves) and by the next seat, whose hand turns into cards nobody has
seen; the Wild Draw Two and Wild Draw Colour stop a seat about to go out as a Wild
Draw Four does, and the hard bot names for a Wild Draw Colour the colour least left to
come, which its victim draws longest for. Easy flips when a rival holds one or two
cards, or when the other side of its hand shows more wilds.

The levels' figures against RLCard's rule agent (`baseline.py`) are in
README.md. The tuning figures in the comments here and in `search.py` were
measured against the rule baseline before it chose as RLCard's agent does (it
then played a Wild Draw Four while other cards went), unless they say they were
measured against the faithful agent: they compare settings with one another on
the same deals.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.actions import BUZZ, CHALLENGE, COLOR_ACTIONS, DRAW, PASS, UNO, Action, Phase
from ..engine.cards import (BLANK_BASE, BUZZER, CARDS, COLOR_INDEX, COLORS, DISCARD_ALL, DRAW_TWO, FLIP_BASE,
                            FLIP_RANK, MERCY_BASE, MERCY_DRAWS, MERCY_WILD, OTHER, POINTS, RANK_INDEX, REVERSE,
                            ROULETTE, SKIP, SKIP_EVERYONE, WILD, WILD_DRAW_FOUR, WILD_REVERSE_FOUR)
from ..engine.game import deck_for
from ..engine.events import Challenge
from .base import (DRAW_WILDS, FLIP_DRAWS, FLIP_RANK_KINDS, PLAIN, PLAIN_WILDS, SKIP_EVERYONE_RANK, Bot,
                   colour_counts, plays_in)
from .knowledge import Knowledge, deck_counts
from .search import choose
from .worlds import last_wild_draw_four

WIN = 1000.0
# The hard bot searches the plays its scores rank best: (this many at most, within this
# many cards of the best) by the seats still in; one card of score is worth this share of
# a round in the end. Bench, against the old rule agent: heads-up, 4 within 2 cards won 59.8%
# of rounds, 6 within 3 61.8%, 10 within 6 64.4%; with four players 6 within 3 is as good
# as 4 within 2 (the search's noise grows with the seats: see search.CAUTION). With four,
# BLEND halved or doubled won as many rounds: 30.88% of 6000 deals where 0.03 won 30.83%.
# Against the faithful rule agent (bench paired, seed 1): heads-up 14 within 9 cards,
# +1.00 points [-0.79, +2.79] (600 deals; seed 2, +0.33 [-1.52, +2.18]); with four, 8
# within 4, +0.13 [-0.30, +0.55] (800).
SHORTLIST = {2: (10, 6.0)}
SHORTLIST_MANY = (6, 3.0)
BLEND = 0.03
# Chance the colour I leave is still in play when my turn comes back.
KEEP_COLOUR = {2: 0.65}
KEEP_COLOUR_MANY = 0.35


@dataclass(frozen=True)
class Profile:
    about: str                  # message id of the words that say what the level does
    smart: bool                 # scores options (else: any card but a Wild, colour held most)
    knowledge: bool             # counts cards and reads what others lack
    chains: bool                # plans several plays in a row with two players
    search: int                 # simulated actions per decision on its own turn (0: none;
                                # bench, four players against the old rule agent: 3000, 6000
                                # and 9000 won 30.6%, 30.8% and 29.7% of 2000 rounds)
    blunder: float              # chance of a random card instead of the planned one
    random_colour: float        # chance of naming a colour at random (else the one held most)
    keeps_drawn: float          # chance of keeping a drawn card that could be played
    forget_uno: float           # chance of not saying UNO before the second-to-last card
    late_uno: float             # chance of still saying it while the window is open
    notice: float               # chance of seeing a catch, jump-in or sequence chance
    bluff: bool                 # plays an illegal Wild Draw Four when it pays (VAR-BLUFF)
    judges: bool                # challenges on what it has seen (else: at random, this often)
    challenge_rate: float
    # Reaction times, (fastest, slowest) seconds from the moment the line that calls for
    # them was heard: an audio player presses the buzzer 0.6-1.5 s after the cue.
    uno_time: tuple
    catch_time: tuple
    jump_time: tuple
    buzz_time: tuple
    challenge_time: tuple


PROFILES = {
    "easy": Profile(about="level-about-easy", smart=False, knowledge=False, chains=False,
                    search=0, blunder=0.35, random_colour=0.5, keeps_drawn=0.5,
                    forget_uno=0.3, late_uno=0.4, notice=0.4,
                    bluff=False, judges=False, challenge_rate=0.2,
                    uno_time=(1.0, 2.2), catch_time=(1.2, 2.6), jump_time=(1.1, 2.4),
                    buzz_time=(0.9, 1.5), challenge_time=(1.5, 3.5)),
    "normal": Profile(about="level-about-normal", smart=True, knowledge=False, chains=False,
                      search=0, blunder=0.05, random_colour=0.0, keeps_drawn=0.0,
                      forget_uno=0.0, late_uno=1.0, notice=0.75,
                      bluff=False, judges=True, challenge_rate=0.0,
                      uno_time=(0.7, 1.4), catch_time=(0.8, 1.8), jump_time=(0.8, 1.6),
                      buzz_time=(0.7, 1.2), challenge_time=(1.0, 2.5)),
    "hard": Profile(about="level-about-hard", smart=True, knowledge=True, chains=True,
                    search=3000, blunder=0.0, random_colour=0.0, keeps_drawn=0.0,
                    forget_uno=0.0, late_uno=1.0, notice=1.0,
                    bluff=True, judges=True, challenge_rate=0.0,
                    uno_time=(0.5, 1.0), catch_time=(0.6, 1.2), jump_time=(0.6, 1.1),
                    buzz_time=(0.6, 0.9), challenge_time=(0.8, 1.8)),
}

# Bluffing habits a seat may have (chance it bluffs when it could), weighed by what is
# seen of it: a challenge shows whether its Wild Draw Four was a bluff.
HABITS = (0.05, 0.2, 0.4, 0.7, 0.95)
# The chance a hand held the colour, taken for the challenges seen (not worked out then).
HELD = 0.7

# Weights, in cards. Halving or doubling W_STUCK, W_DEPTH, W_POINTS, THREAT_BASE,
# THREAT_DANGER, BLOCK or KEEP_COLOUR_MANY won no more rounds (four players against the
# old rule agent, the scores alone, the same 20000 deals: W_STUCK doubled lost 2.0 points,
# KEEP_COLOUR_MANY halved 0.8, and no other change moved the rate by more than 0.4).
W_STUCK = 1.2
# Cards of the colours likely to be in play: more turns without changing colour.
W_DEPTH = 0.15
W_POINTS = 0.012
THREAT_BASE = 0.25
THREAT_DANGER = 1.5
BLOCK = 0.8
# Two players: the threat of the opponent grows as its hand shrinks.
THREAT_TWO = 0.8
THREAT_TWO_DANGER = 3.0


def danger(count: int) -> float:
    """How close a hand of `count` cards is to going out (1 for one card)."""
    return 1.0 / count ** 1.6 if count else 0.0


class LevelledBot(Bot):
    def __init__(self, level: str, seat: int, seed: int | None = None):
        self.level = level
        self.profile = PROFILES[level]
        super().__init__(seat, seed)
        self._memo: dict[tuple, bool] = {}
        # Per seat, the weight of each bluffing habit (HABITS), and the challenges counted.
        self._habits: dict[int, list[float]] = {}
        self._counted: set[tuple[int, int]] = set()

    # ---- on its own turn ------------------------------------------------------------

    def act(self, view):
        legal = view.legal
        if not legal or view.turn != self.seat or view.phase == Phase.BUZZER:
            return None
        phase = view.phase
        if phase == Phase.COLOR:
            return self._colour_choice(view)
        if phase == Phase.SWAP:
            return self._swap(view)
        if phase == Phase.CHOOSE:
            return self._choose(view)
        catch = self._catch(view)
        if catch is not None:
            return catch
        draw = self._optional_draw(view)
        if draw is not None:
            return draw
        if self.profile.search:
            if (len(view.hand) == 2 and UNO in legal and phase in (Phase.PLAY, Phase.DRAWN)
                    and any(a.verb == "play" for a in legal)):
                return UNO
            return self._search(view)
        if phase == Phase.PENALTY:
            return self._penalty(view)
        action = self._play(view)
        if (action.verb == "play" and len(view.hand) == 2 and UNO in legal
                and not self._chance(("forget", view.round, len(view.discard)),
                                     self.profile.forget_uno)):
            return UNO
        return action

    def _optional_draw(self, view):
        """VAR-OPTDRAW: draw rather than spend a Wild when only Wilds go and a draw is
        allowed (a plain card may come); a beginner sometimes draws again holding nothing
        to play. None: decide as usual."""
        if not view.rules.optional_draws or DRAW not in view.legal or view.phase not in (Phase.PLAY, Phase.DRAWN):
            return None
        plays = self._honest(view, plays_in(view.legal))
        if not plays:
            if view.phase == "drawn" and not self.profile.smart and self.rng.random() < 0.5:
                return DRAW
            return None
        nxt = view.next_seat
        if view.counts[nxt] == 1 and nxt not in view.partners:
            return None  # no time to lose: a Wild Draw Four may be needed now
        if view.phase == "play" and len(view.hand) > 1 and all(
                card in PLAIN_WILDS or card in DRAW_WILDS for _, card, _ in plays):
            return DRAW
        return None

    def _honest(self, view, plays) -> list:
        """`plays` without a Wild Draw Four that would be a bluff (VAR-BLUFF: it holds the
        colour in play), for the levels that do not bluff."""
        if self.profile.bluff or not view.rules.bluff or not view.color:
            return plays
        colour = COLORS.index(view.color)
        if not any(COLOR_INDEX[c] == colour for c in view.hand):
            return plays
        return [x for x in plays if x[1] not in DRAW_WILDS]

    def _play(self, view) -> Action:
        plays = self._honest(view, plays_in(view.legal))
        if not plays:
            return PASS if PASS in view.legal else DRAW
        p = self.profile
        if view.phase == Phase.DRAWN and p.keeps_drawn and PASS in view.legal and self.rng.random() < p.keeps_drawn:
            return PASS
        if p.blunder and self.rng.random() < p.blunder:
            return self.rng.choice(plays)[0]
        if not p.smart:
            return self._simple(view, plays)
        ctx = _Context(self, view)
        # Wilds are for when nothing else goes (measured: scoring them loses rounds),
        # but a Wild Draw Four stops a next seat about to go out.
        nxt = view.next_seat
        stop = view.counts[nxt] == 1 and nxt not in view.partners
        plain = [x for x in plays if COLOR_INDEX[x[1]] >= 0 or (stop and x[1] in DRAW_WILDS)]
        plays = plain or plays
        scored = sorted(((ctx.value_of_play(card, colour), action, card, colour)
                         for action, card, colour in plays), reverse=True)
        best_value, best = scored[0][0], scored[0][1]
        if view.phase == Phase.DRAWN and PASS in view.legal:  # DECK-5.4: no keeping there
            if ctx.value_of_keeping() > best_value:
                return PASS
            return best
        return best

    def _search(self, view) -> Action:
        """The hard bot's own turn: every option played out in worlds dealt from its view."""
        know = Knowledge(view)
        prior = None
        options = None
        if view.phase in (Phase.PLAY, Phase.DRAWN):
            plays = plays_in(view.legal)
            if plays:
                options, prior = self._shortlist(view, plays)
        if options is None:
            options = _options(view)
        if not options:
            return view.legal[0]
        guilt = None
        if CHALLENGE in options:
            # Settled by the odds, as normal does (a playout cannot tell two cards apart
            # from luck in a few dozen worlds), with the search's better guilt.
            guilt = self._guilt(view, know)
            if guilt > _Context(self, view).challenge_bar():
                return CHALLENGE
            options = [a for a in options if a is not CHALLENGE]
        return choose(view, know, options, self.rng, self.profile.search, guilt, prior)

    def _shortlist(self, view, plays) -> tuple:
        """The few plays (or keeping the drawn card) the scores rank best, and each one's
        score beside the best, in the search's units: the search settles between them.
        Wilds stay out while another card goes (bench: searching them lost rounds)."""
        ctx = _Context(self, view)
        nxt = view.next_seat
        stop = view.counts[nxt] == 1 and nxt not in view.partners
        plain = [x for x in plays if COLOR_INDEX[x[1]] >= 0 and x[1] < BUZZER or x[1] >= MERCY_BASE
                 and COLOR_INDEX[x[1]] >= 0 or (stop and x[1] in DRAW_WILDS)]
        scored = [(ctx.value_of_play(card, colour), action) for action, card, colour in plain or plays]
        if view.phase == Phase.DRAWN and PASS in view.legal:
            scored.append((ctx.value_of_keeping(), PASS))
        scored.sort(reverse=True)
        best = scored[0][0]
        if best >= WIN / 2:
            return [scored[0][1]], None
        most, margin = SHORTLIST.get(sum(view.active), SHORTLIST_MANY)
        tried = [x for x in scored[:most] if x[0] > best - margin]
        return [a for _, a in tried], [BLEND * (v - best) for v, _ in tried]

    def _guilt(self, view, know) -> float:
        """Chance the Wild Draw Four on top was a bluff: its player held the colour before
        it (from what it was seen to lack) and is the kind to bluff (from its record)."""
        self._count_challenges(view)
        bluffer, before = last_wild_draw_four(view.history)
        if bluffer is None or before < 0:
            return 0.0
        held = 1.0 - know.p_lacks_colour(bluffer, before)
        weights = self._habits.get(bluffer) or [1.0] * len(HABITS)
        total = sum(weights)
        guilt = 0.0
        for w, b in zip(weights, HABITS):
            both = held * b
            guilt += w * (both / (both + 1.0 - held) if both + 1.0 - held > 0 else 0.0)
        return guilt / total

    def _count_challenges(self, view) -> None:
        """Weigh each seat's bluffing habit by the challenges of its Wild Draw Fours seen."""
        for i, e in enumerate(view.history):
            if not isinstance(e, Challenge) or (view.round, i) in self._counted:
                continue
            self._counted.add((view.round, i))
            weights = self._habits.setdefault(e.target, [1.0] * len(HABITS))
            for k, b in enumerate(HABITS):
                guilty = HELD * b / (HELD * b + 1.0 - HELD)
                weights[k] *= guilty if e.guilty else 1.0 - guilty
            top = max(weights)
            self._habits[e.target] = [w / top for w in weights]

    def _simple(self, view, plays) -> Action:
        """Any card but a Wild if possible, naming the colour held most; a Flip when someone
        is about to go out or the other side holds more wilds (DECK-6.5)."""
        plain = [x for x in plays if COLOR_INDEX[x[1]] >= 0] or plays
        flip = self._simple_flip(view, plain)
        if flip is not None:
            return flip
        cards = sorted({card for _, card, _ in plain})
        card = self.rng.choice(cards)
        rest = list(view.hand)
        rest.remove(card)
        want = _most_held(rest or view.hand)
        if (card in PLAIN_WILDS or card in DRAW_WILDS) and self.rng.random() < self.profile.random_colour:
            want = self.rng.randrange(4)
        for action, c, colour in plain:
            if c == card and (colour < 0 or colour == want):
                return action
        return plain[0][0]

    @staticmethod
    def _simple_flip(view, plays):
        """A beginner's Flip: played to shake up a table where a rival holds one or two
        cards, or for the wilds it sees on the other side of its hand."""
        flips = [a for a, card, _ in plays if card >= FLIP_BASE and RANK_INDEX[card] == FLIP_RANK]
        if not flips:
            return None
        rivals = [s for s in range(view.players) if s != view.seat and view.active[s]
                  and s not in view.partners]
        if any(view.counts[s] <= 2 for s in rivals):
            return flips[0]
        wilds_now = sum(1 for c in view.hand if COLOR_INDEX[c] < 0)
        wilds_then = sum(1 for c in view.hand if COLOR_INDEX[OTHER[c]] < 0)
        return flips[0] if wilds_then > wilds_now else None

    def _colour_choice(self, view) -> Action:
        if self.profile.random_colour and self.rng.random() < self.profile.random_colour:
            return self.rng.choice(view.legal)
        if view.top == ROULETTE and view.turn == self.seat:
            return self._roulette_colour(view)
        if BLANK_BASE <= view.top < MERCY_BASE and view.turn == self.seat and self.profile.smart:
            # DECK-4.11: the next seat must follow this colour or draw until it comes:
            # name one it likely lacks, among those we hold.
            ctx = _Context(self, view)
            nxt = view.next_seat
            held = colour_counts(view.hand)

            def worth(c):
                if ctx.know is not None:
                    lacks = ctx.know.p_lacks_colour(nxt, c)
                else:
                    lacks = 1.0 - ctx._p_holds(nxt, [k for k in range(len(COLOR_INDEX)) if COLOR_INDEX[k] == c])
                return (ctx.threat[nxt] * 3 * lacks + 0.4 * min(held[c], 3), -c)
            return COLOR_ACTIONS[max(range(4), key=worth)]
        return COLOR_ACTIONS[_most_held(view.hand)]

    def _roulette_colour(self, view) -> Action:
        """DECK-5.6: we turn cards up until the colour named comes: the colour with the most
        cards unseen comes soonest (the easy level picks one at random)."""
        if not self.profile.smart:
            return self.rng.choice(view.legal)
        unseen = [0, 0, 0, 0]
        for c in deck_for(view.rules):
            if COLOR_INDEX[c] >= 0:
                unseen[COLOR_INDEX[c]] += 1
        for c in list(view.hand) + list(view.discard):
            if COLOR_INDEX[c] >= 0:
                unseen[COLOR_INDEX[c]] -= 1
        return COLOR_ACTIONS[max(range(4), key=lambda c: (unseen[c], -c))]

    def _swap(self, view) -> Action:
        """VAR-07: take the smallest hand of an opponent if it is smaller than ours."""
        others = [a.seat for a in view.legal if a.verb == "swap"]
        rivals = [s for s in others if s not in view.partners]
        if PASS not in view.legal:
            # VAR-07-MUST: a swap there must be; the smallest hand, a rival's if any.
            return Action.swap(min(rivals or others, key=lambda s: (view.counts[s], s)))
        others = rivals
        if not others:
            return PASS
        if not self.profile.smart and self.rng.random() < 0.5:
            return Action.swap(self.rng.choice(others))
        target = min(others, key=lambda s: (view.counts[s], s))
        return Action.swap(target) if view.counts[target] < len(view.hand) else PASS

    def _choose(self, view) -> Action:
        """DECK-4.6: the opponent closest to going out draws."""
        others = [a.seat for a in view.legal if a.verb == "choose"]
        if not self.profile.smart and self.rng.random() < 0.5:
            return Action.choose(self.rng.choice(others))
        rivals = [s for s in others if s not in view.partners] or others
        return Action.choose(min(rivals, key=lambda s: (view.counts[s], s)))

    def _penalty(self, view) -> Action:
        legal = view.legal
        stacks = self._honest(view, plays_in(legal))
        p = self.profile
        ctx = _Context(self, view) if p.smart else None
        if CHALLENGE in legal:
            if not p.judges:
                if self.rng.random() < p.challenge_rate:
                    return CHALLENGE
            else:
                bar = (ctx or _Context(self, view)).challenge_bar()
                if self._guilt(view, Knowledge(view)) > bar:
                    return CHALLENGE
        if stacks:
            if ctx is None:
                return self.rng.choice(stacks)[0]
            nxt = view.next_seat
            if nxt in view.partners and len(view.hand) > 2:
                return DRAW
            return max(stacks, key=lambda x: ctx.value_of_play(x[1], x[2], stacking=True))[0]
        return DRAW

    def pause(self, view, action) -> float | None:
        """Seconds a person would take before `action` on their turn, when it is one that
        needs a thought a table should wait for (a challenge), from the profile."""
        if action == CHALLENGE or (view.phase == Phase.PENALTY and CHALLENGE in view.legal):
            return self.reaction(self.profile.challenge_time)
        return None

    # ---- out of turn ----------------------------------------------------------------

    def react(self, view):
        legal = view.legal
        if not legal:
            return None
        p = self.profile
        answers = []
        if BUZZ in legal:
            answers.append((self.reaction(p.buzz_time), BUZZ))
        if UNO in legal and self._chance(("late", view.round, len(view.discard)), p.late_uno):
            answers.append((self.reaction(p.uno_time), UNO))
        catch = self._catch(view)
        if catch is not None:
            answers.append((self.reaction(p.catch_time), catch))
        play = self._out_of_turn_play(view)
        if play is not None:
            answers.append((self.reaction(p.jump_time), play))
        return min(answers) if answers else None

    def _catch(self, view):
        for a in view.legal:
            if a.verb == "catch":
                target = a.seat
                if target in view.partners:
                    return None
                key = ("catch", view.round, len(view.discard), target)
                return a if self._chance(key, self.profile.notice) else None
        return None

    def _out_of_turn_play(self, view):
        plays = plays_in(view.legal)
        if not plays:
            return None
        key = ("jump", view.round, len(view.discard))
        if not self._chance(key, self.profile.notice):
            return None
        if view.sequence is None and self._skips_partner(view):
            return None
        if not self.profile.smart:
            return self.rng.choice(plays)[0]
        ctx = _Context(self, view)
        return max(plays, key=lambda x: ctx.value_of_play(x[1], x[2]))[0]

    def _skips_partner(self, view) -> bool:
        """A jump-in takes the turn of every seat between the one on turn and us."""
        if not view.partners:
            return False
        n = view.players
        s = view.turn
        while s != self.seat:
            if s in view.partners:
                return True
            s = (s + view.direction) % n
        return False

    def _chance(self, key, p: float) -> bool:
        """One draw per moment: asking again about the same moment gives the same answer."""
        if p >= 1.0:
            return True
        if p <= 0.0:
            return False
        hit = self._memo.get(key)
        if hit is None:
            if len(self._memo) > 64:
                self._memo.clear()
            hit = self._memo[key] = self.rng.random() < p
        return hit


def _options(view) -> list[Action]:
    """The legal actions worth searching: not UNO or a catch (said at once), and a Wild
    naming one of the two colours held most."""
    hand = list(view.hand)
    out = []
    for a in view.legal:
        if a is UNO or a.verb == "catch":
            continue
        if a.verb == "play" and a.color is not None:
            rest = list(hand)
            card = a.card
            if card in rest:
                rest.remove(card)
            counts = colour_counts(rest)
            ranked = sorted(range(4), key=lambda i: (-counts[i], i))[:2]
            if a.color_index not in ranked:
                continue
        out.append(a)
    return out


def _p_follows(unseen, n: int, top: int, colour: int) -> float:
    """Chance that a hand of `n` cards dealt from `unseen` (a count per kind) can play on
    `top` with `colour` to match."""
    rank = RANK_INDEX[top] if PLAIN[top] else -1
    total = match = 0
    for k in range(FLIP_BASE, len(unseen)):
        u = unseen[k]
        if u > 0:
            total += u
            if COLOR_INDEX[k] < 0 or COLOR_INDEX[k] == colour or (rank >= 0 and RANK_INDEX[k] == rank):
                match += u
    if not total:
        return 0.0
    return 1.0 - (1.0 - match / total) ** n


def _most_held(hand) -> int:
    counts = colour_counts(hand)
    points = [0, 0, 0, 0]
    for c in hand:
        if COLOR_INDEX[c] >= 0:
            points[COLOR_INDEX[c]] += POINTS[c]
    return max(range(4), key=lambda i: (counts[i], points[i], -i))


class _Context:
    """The estimates behind one decision."""

    def __init__(self, bot: LevelledBot, view):
        self.view = view
        self.me = view.seat
        self.hand = list(view.hand)
        self.rules = view.rules
        self.know = Knowledge(view) if bot.profile.knowledge else None
        self.chains = bot.profile.chains
        self.order = [s for s in range(view.players) if view.active[s]]
        self.two = len(self.order) == 2
        self.keep = KEEP_COLOUR.get(len(self.order), KEEP_COLOUR_MANY)
        partners = set(view.partners)
        threats = []
        for s in range(view.players):
            if s == self.me or not view.active[s]:
                threats.append(0.0)
                continue
            if self.two:
                t = THREAT_TWO + THREAT_TWO_DANGER * danger(view.counts[s])
            else:
                t = THREAT_BASE + THREAT_DANGER * danger(view.counts[s])
            threats.append(-t if s in partners else t)
        self.threat = threats
        self.peril = max((danger(view.counts[s]) for s in self.order
                          if s != self.me and s not in partners), default=0.0)
        if self.know is not None:
            pool = self.know.colour_pool
            total = sum(pool) or 1
            self.shares = [x / total for x in pool]
        else:
            self.shares = [0.25] * 4
        self._cache: dict[tuple, float] = {}
        self._flipped: tuple | None = None

    # ---- seats ----------------------------------------------------------------------

    def after(self, seat: int, direction: int, steps: int = 1) -> int:
        n = self.view.players
        active = self.view.active
        for _ in range(steps):
            seat = (seat + direction) % n
            while not active[seat]:
                seat = (seat + direction) % n
        return seat

    # ---- estimates ------------------------------------------------------------------

    def p_can_play(self, seat: int, top: int, colour: int) -> float:
        if self.know is not None:
            return self.know.p_can_play(seat, top, colour)
        if colour < 0:
            return 1.0
        n = self.view.counts[seat]
        return 1.0 - (1.0 - 0.25 - 0.08 - (0.06 if PLAIN[top] else 0.0)) ** n

    def stuck(self, hand, colour: int, shares=None) -> tuple[float, float]:
        """Chance of having nothing to play when my turn comes back, and the expected
        number of cards (up to 3) I hold of the colour then in play (`shares`: of each colour
        among the cards unseen, if not those of the side in play)."""
        shares = shares or self.shares
        held = [0, 0, 0, 0]
        wild = False
        for c in hand:
            i = COLOR_INDEX[c]
            if i < 0:
                wild = True
            else:
                held[i] += 1
        keep = self.keep if colour >= 0 else 0.0
        miss = depth = 0.0
        for i in range(4):
            q = (1.0 - keep) * shares[i] + (keep if i == colour else 0.0)
            if held[i]:
                depth += q * min(held[i], 3)
            else:
                miss += q
        return (0.0 if wild else miss), depth

    def value_of_hand(self, hand, colour: int, shares=None) -> float:
        miss, depth = self.stuck(hand, colour, shares)
        size = len(hand)
        return (-size - W_STUCK * miss + W_DEPTH * depth
                - W_POINTS * self.peril * sum(POINTS[c] for c in hand))

    # ---- options --------------------------------------------------------------------

    def value_of_play(self, card: int, colour: int, stacking: bool = False) -> float:
        hand = list(self.hand)
        hand.remove(card)
        view = self.view
        return self._after_play(tuple(hand), card, colour if colour >= 0 else COLOR_INDEX[card],
                                view.direction, view.pending if stacking else 0, 0)

    def value_of_keeping(self) -> float:
        view = self.view
        colour = COLORS.index(view.color) if view.color else -1
        nxt = self.after(self.me, view.direction)
        return (self.value_of_hand(self.hand, colour)
                + self.block(nxt, view.top, colour))

    def block(self, seat: int, top: int, colour: int) -> float:
        return BLOCK * self.threat[seat] * (1.0 - self.p_can_play(seat, top, colour))

    def _after_play(self, hand: tuple, card: int, colour: int, direction: int, pending: int,
                    depth: int) -> float:
        if not hand:
            return WIN - depth
        if card >= FLIP_BASE:
            return self._after_flip(hand, card, colour, direction, pending, depth)
        me = self.me
        rules = self.rules
        rank = RANK_INDEX[card] if card < WILD else -1
        value = 0.0
        # A bluff that is challenged costs us four and spares the victim.
        caught = 0.5 if card == WILD_DRAW_FOUR and depth == 0 and self._bluffing() else 0.0
        if rules.seven_zero and rank in (0, 7):
            return value + self._after_seven_zero(hand, card, colour, direction, rank)
        if pending and (rank == SKIP or rank == REVERSE):
            # VAR-ANSWER: the pending total passes on to the next seat.
            if rank == REVERSE:
                direction = -direction
            victim = self.after(me, direction)
            return value + self.threat[victim] * pending + self.value_of_hand(hand, colour)
        nxt = self.after(me, direction)
        if rank == DRAW_TWO or card == WILD_DRAW_FOUR:
            count = pending + (4 if card == WILD_DRAW_FOUR else 2)
            hit: float = count if self.two else count + 1
            if rules.stacking:
                kinds = (WILD_DRAW_FOUR,) if card == WILD_DRAW_FOUR else tuple(
                    c * 13 + DRAW_TWO for c in range(4))
                hit *= 1.0 - self._p_holds(nxt, kinds)
            if rules.draw_then_play:
                hit -= 1
            value += self.threat[nxt] * hit * (1.0 - caught) - 4 * caught
            if self.two:
                return value + self._again(hand, card, colour, direction, depth)
            follower = self.after(nxt, direction)
            return value + self.value_of_hand(hand, colour) + self.block(follower, card, colour)
        if rank == SKIP:
            if self.two:
                return value + self._again(hand, card, colour, direction, depth)
            value += self.threat[nxt]
            follower = self.after(nxt, direction, 2)
            return value + self.value_of_hand(hand, colour) + self.block(follower, card, colour)
        if rank == REVERSE:
            if self.two:
                return value + self._again(hand, card, colour, direction, depth)
            direction = -direction
            nxt = self.after(me, direction)
        if card == BUZZER:
            colour = -1
        if card >= MERCY_BASE:
            return value + self._after_mercy(hand, card, colour, direction, pending)
        if card >= BLANK_BASE:
            return value + self._after_blank(hand, card, colour, direction)
        return value + self.value_of_hand(hand, colour) + self.block(nxt, card, colour)

    def _after_mercy(self, hand, card, colour, direction, pending) -> float:
        """DECK-5.3 to DECK-5.6, as the same estimates in cards."""
        me = self.me
        draws = MERCY_DRAWS[card]
        if draws:
            if card == WILD_REVERSE_FOUR:
                direction = -direction
            nxt = self.after(me, direction)
            count = pending + draws
            # DECK-5.3: the next seat passes it on with any draw card as big
            answer = tuple(k for k in range(len(MERCY_DRAWS)) if MERCY_DRAWS[k] >= draws)
            hit = (count if self.two else count + 1) * (1.0 - self._p_holds(nxt, answer))
            if self.two:
                return self.threat[nxt] * hit + self.value_of_hand(hand, colour)
            follower = self.after(nxt, direction)
            return self.threat[nxt] * hit + self.value_of_hand(hand, colour) + self.block(follower, card, colour)
        others = [s for s in self.order if s != me]
        nxt = self.after(me, direction)
        if SKIP_EVERYONE <= card < SKIP_EVERYONE + 4:
            return self.value_of_hand(hand, colour) + sum(self.threat[s] for s in others) * 0.5 + 0.8
        if DISCARD_ALL <= card < DISCARD_ALL + 4:
            hand = tuple(c for c in hand if COLOR_INDEX[c] != COLOR_INDEX[card])
            if not hand:
                return WIN
            return self.value_of_hand(hand, colour) + self.block(nxt, card, colour)
        # the Wild Colour Roulette: the next seat turns up cards until a colour of its choice
        return self.value_of_hand(hand, -1) + 2.0 * self.threat[nxt]

    def _after_flip(self, hand, card, colour, direction, pending, depth) -> float:
        """DECK-6.4 to DECK-6.8, as the same estimates in cards."""
        me = self.me
        rules = self.rules
        rank = RANK_INDEX[card]
        if rules.seven_zero and rank == 7:
            return self._after_seven_zero(hand, card, colour, direction, 7)
        if rank == FLIP_RANK:
            return self._after_turning(hand, card, direction)
        if pending and rank in (SKIP, REVERSE):
            # VAR-ANSWER: the pending total passes on to the next seat.
            if rank == REVERSE:
                direction = -direction
            victim = self.after(me, direction)
            return self.threat[victim] * pending + self.value_of_hand(hand, colour)
        nxt = self.after(me, direction)
        draws = FLIP_DRAWS[card]
        if draws:
            # Draw One, Wild Draw Two, Draw Five: the next seat draws and loses its turn;
            # Wild Draw Colour: it draws until the colour named comes.
            count = pending + (draws if draws > 0 else self.until_colour(colour))
            caught = 0.5 if card in DRAW_WILDS and depth == 0 and self._bluffing() else 0.0
            hit = count if self.two else count + 1
            if rules.stacking and draws > 0:  # DECK-6.11: nothing answers a Wild Draw Colour
                hit *= 1.0 - self._p_holds(nxt, FLIP_RANK_KINDS[rank])
            if rules.draw_then_play:
                hit -= 1
            value = self.threat[nxt] * hit * (1.0 - caught) - 4 * caught
            if self.two:
                return value + self._again(hand, card, colour, direction, depth)
            follower = self.after(nxt, direction)
            return value + self.value_of_hand(hand, colour) + self.block(follower, card, colour)
        if rank == SKIP_EVERYONE_RANK or (self.two and rank in (SKIP, REVERSE)):
            # DECK-6.7: everyone else loses a turn (TWO-1: a Skip or a Reverse, heads-up).
            if self.two:
                return self._again(hand, card, colour, direction, depth)
            others = [s for s in self.order if s != me]
            return self.value_of_hand(hand, colour) + sum(self.threat[s] for s in others) * 0.5 + 0.8
        if rank == SKIP:
            follower = self.after(nxt, direction)
            return self.threat[nxt] + self.value_of_hand(hand, colour) + self.block(follower, card, colour)
        if rank == REVERSE:
            nxt = self.after(me, -direction)
        return self.value_of_hand(hand, colour) + self.block(nxt, card, colour)

    def _after_turning(self, hand, card, direction) -> float:
        """DECK-6.5: a Flip turns every card over. My hand then shows its other faces, the
        Flip's other face is the card to match (its colour mine to name if it is a wild), and
        the others' hands are new to everyone: the next seat follows as a hand of unseen
        cards would."""
        flipped = tuple(OTHER[c] for c in hand)
        top = OTHER[card]
        colour = COLOR_INDEX[top]
        if colour < 0:
            colour = _most_held(flipped)
        unseen, shares = self.flipped_unseen()
        nxt = self.after(self.me, direction)
        p = _p_follows(unseen, self.view.counts[nxt], top, colour)
        return self.value_of_hand(flipped, colour, shares) + BLOCK * self.threat[nxt] * (1.0 - p)

    def flipped_unseen(self) -> tuple:
        """(count of each kind unseen, share of each colour among them) once everything
        flips: the cards I have not seen, their other faces up."""
        if self._flipped is None:
            if self.know is not None:
                unseen = self.know.unseen
            else:  # the deck as it lies, less my hand and the discard pile
                unseen = deck_counts(self.view)
                for c in self.hand:
                    unseen[c] -= 1
                for c in self.view.discard:
                    unseen[c] -= 1
            turned = [0] * len(unseen)
            for k in range(FLIP_BASE, len(unseen)):
                if unseen[k] > 0:
                    turned[OTHER[k]] = unseen[k]
            pool = [0, 0, 0, 0]
            for k in range(FLIP_BASE, len(turned)):
                if turned[k] and COLOR_INDEX[k] >= 0:
                    pool[COLOR_INDEX[k]] += turned[k]
            total = sum(pool) or 1
            self._flipped = (turned, [x / total for x in pool])
        return self._flipped

    def until_colour(self, colour: int) -> float:
        """DECK-6.8: the cards drawn, on average, until one of `colour` comes (the unseen
        cards of it counted by the levels that count cards, a quarter of the deck else)."""
        if self.know is None or colour < 0:
            return 4.3
        pool = self.know.pool
        return min(12.0, (pool + 1.0) / (self.know.colour_pool[colour] + 1.0))

    def _after_blank(self, hand, card, colour, direction) -> float:
        """DECK-4.5 to DECK-4.11, as the same estimates in cards."""
        effect = CARDS[card].blank.effect
        counts = self.view.counts
        me = self.me
        nxt = self.after(me, direction)
        others = [s for s in self.order if s != me]
        if effect == "shed":
            hand = tuple(c for c in hand if COLOR_INDEX[c] != colour)
            if not hand:
                return WIN
        value = self.value_of_hand(hand, colour)
        if effect == "others-draw":
            return value + sum(self.threat[s] for s in others) + self.block(nxt, card, colour)
        if effect == "chosen-draws":
            return value + 2 * max(self.threat[s] for s in others) + self.block(nxt, card, colour)
        if effect == "play-again":
            return value + sum(self.threat[s] for s in others) * 0.5 + 0.8
        if effect in ("swap", "pass-hands"):
            if effect == "swap":
                rivals = [counts[s] for s in others if s not in self.view.partners]
                size = min(rivals + [len(hand)])
            else:
                size = counts[self.after(me, -direction)]
            return value + len(hand) - size
        if effect == "demand":
            return value + 1.5 * self.block(nxt, card, colour)
        return value + self.block(nxt, card, colour)

    def _again(self, hand, top, colour, direction, depth) -> float:
        """Two players: after an extra-turn card we play again (or must draw)."""
        if not self.chains or depth >= 4:
            return self.value_of_hand(hand, colour) - 0.3
        key = (hand, top, colour)
        hit = self._cache.get(key)
        if hit is not None:
            return hit
        best = None
        for card in set(hand):
            if not self._playable(card, top, colour, hand):
                continue
            left = list(hand)
            left.remove(card)
            rest = tuple(left)
            colours = range(4) if COLOR_INDEX[card] < 0 else (COLOR_INDEX[card],)
            for c in colours:
                v = self._after_play(rest, card, c, direction, 0, depth + 1)
                if best is None or v > best:
                    best = v
        if best is None:
            # Must draw: one more card, and the opponent plays on this colour.
            best = self.value_of_hand(hand, colour) - 1.0 + self.block(
                self.after(self.me, direction), top, colour)
        self._cache[key] = best
        return best

    def _playable(self, card, top, colour, hand) -> bool:
        if card >= FLIP_BASE:  # DECK-6.3
            if COLOR_INDEX[card] < 0:
                if card in DRAW_WILDS and not self.rules.bluff:
                    return not any(COLOR_INDEX[c] == colour for c in hand)
                return True
            if colour < 0 or COLOR_INDEX[card] == colour:
                return True
            return PLAIN[top] and RANK_INDEX[card] == RANK_INDEX[top]
        if WILD <= card < BLANK_BASE or card >= MERCY_WILD:
            if card == WILD_DRAW_FOUR and not self.rules.bluff:
                return not any(COLOR_INDEX[c] == colour for c in hand)
            return True
        if colour < 0 or COLOR_INDEX[card] == colour:
            return True
        return top < WILD and RANK_INDEX[card] == RANK_INDEX[top]

    def _after_seven_zero(self, hand, card, colour, direction, rank) -> float:
        view = self.view
        counts = view.counts
        if rank == 0:
            giver = self.after(self.me, -direction)
            size = counts[giver]
            if giver in view.partners:
                size += 0.5
        else:
            others = [s for s in self.order if s != self.me and s not in view.partners]
            size = min([counts[s] for s in others] + [len(hand)])
        nxt = self.after(self.me, direction)
        return (-size - W_STUCK * 0.3 - (0.0 if size == len(hand) else 0.2)
                + self.block(nxt, card, colour) * (0.5 if size != len(hand) else 1.0))

    def _p_holds(self, seat, kinds) -> float:
        if self.know is not None:
            return self.know.p_holds(seat, kinds)
        share = 0.02 * len(kinds) if len(kinds) > 1 else 0.035
        return 1.0 - (1.0 - share) ** self.view.counts[seat]

    def _bluffing(self) -> bool:
        """Would a Wild Draw Four now be a bluff (we hold the colour in play)?"""
        colour = COLORS.index(self.view.color) if self.view.color else -1
        return colour >= 0 and any(COLOR_INDEX[c] == colour for c in self.hand)

    # ---- challenges -----------------------------------------------------------------

    def challenge_bar(self) -> float:
        """Challenge when guilt * gain beats innocence * 2 extra cards."""
        total = self.view.pending
        bluffer = last_wild_draw_four(self.view.history)[0]
        threat = abs(self.threat[bluffer]) if bluffer is not None else 0.0
        top = self.view.top
        if top >= FLIP_BASE:
            # DECK-6.6, 6.8: guilty, its player takes the draw (a Wild Draw Colour's: until
            # the colour named comes); innocent, the challenger takes it and two more.
            if FLIP_DRAWS[top] < 0:
                total = self.until_colour(COLORS.index(self.view.color) if self.view.color else -1)
            return 2.0 / (2.0 + total + 1 + threat * total)
        gain = total + 1 + threat * (total - 4 + self.rules.bluff_penalty)
        return 2.0 / (2.0 + gain)
