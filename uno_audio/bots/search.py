"""Determinized search on the real engine: flat Monte Carlo over worlds from a view.

Each world deals the cards the seat cannot see (`worlds.deal`) and is weighed by
how likely it makes the plays the seat saw (`belief.py`); every option is applied
to its own copy of the world and the round is played on by a playout policy, the
same random numbers for every option of a world, so options are compared on equal
luck. The rules are the engine's, so every variant, team, scoring and window is
played as it is in the match.

The work is bounded by simulated actions, not by the clock: a bot is
deterministic from its seed.

Measured and left out (`bench paired` against the old rule agent, see
player.py, four players, the same 6000 deals, where this search wins 30.83% of
rounds): information-set Monte Carlo tree search over the same worlds, every
seat choosing by UCB on its own value, 28.98% (-1.85 +/- 1.39 points); three
times the budget, 30.60%; playouts that play the other seats as the rule agent
itself, 30.70%; a random stream per seat in the playouts, 30.30%; worlds that
keep a lack seen before the last draws for all but the cards drawn since,
30.82%, and those worlds weighed as well by the colour each seat last named,
30.62%; no weight on points, 30.87%. With four players, the hidden hands decide
a round more than any of these.

Against the faithful rule agent (`bench paired`, seed 1, B against A): playouts that
play the other seats as it does, -1.50 points [-3.19, +0.19] with four players (600
deals) and +0.00 [-4.51, +4.51] heads-up (500); the budget times 1.5 with four players,
-1.17 [-3.15, +0.82] (600), and SCALE 2.4 heads-up, -0.67 [-4.72, +3.39] (600); worlds
weighed heads-up too (BELIEF_SEATS 1), +0.83 [-2.42, +4.09] (600); CAUTION_MANY 1,
+0.00 [-2.66, +2.66] (600). None is kept: none is shown to gain.
"""

from __future__ import annotations

import random

from ..engine.cards import COLOR_INDEX, COLORS, POINTS
from ..engine.actions import BUZZ, COLOR_ACTIONS, DRAW, PASS, SWAP_ACTIONS, Action, IllegalAction, Phase
from .base import PLAIN
from .belief import likelihood, plays_seen
from .worlds import deal, unseen_pool

# A playout stops after this many actions and the hands are judged as they stand, by
# the seats still in. A random playout judges a far position by the random play that
# reaches it, so a short one that judges the hands errs less (bench against the old rule
# agent: four players, 12 won 31.4% of rounds, 80 30.2%, and 8 or 20 no more than 12 on
# 3000 paired deals; heads-up, 8000 deals each played both ways as `bench paired` does,
# 24 won 62.5% against 60.3% for the whole round, +2.2 +/- 1.3 points, 16 about as
# many as 24; `bench bots`, 8000 rounds on seed 1, 61.6% against 61.1%).
PLIES = {2: 24}
PLIES_MANY = 12
# What dealing a world costs, in simulated actions per seat dealt.
WORLD_COST = 4
# Worlds at most, however short the playouts.
MAX_WORLDS = 400
# Standard errors an option's gain must clear to replace the scores' choice, by the seats
# still in (bench: with two, the search's choice wins even below its noise; with more, an
# outcome hangs on more luck, and a change on noise loses).
CAUTION = {2: 0.0}
CAUTION_MANY = 2.0
# Weight of the points of a round (per 100) beside winning it.
POINTS_WEIGHT = 0.25
# Worlds are weighed by how likely they make the plays seen (`belief.py`) with more seats
# than this (bench against the old rule agent, four players, 12000 rounds on three seeds:
# 30.3% of rounds weighed, 30.1% not). The weights halve the worlds that count, and
# heads-up, where the search's choice stands on its noise alone (CAUTION), they gained
# nothing.
BELIEF_SEATS = 2
# The level's budget is multiplied by this with these many seats still in. Heads-up the
# search's choice stands on its noise alone (CAUTION), so more worlds pay (bench paired
# against the old rule agent, 3000 deals a seed: 1.6 won 64.1% against 60.9% on seed 5, 62.5%
# against 60.7% on seed 6, where 2.2 won no more, 62.3%).
SCALE = {2: 1.6}


# Read on every step of every playout: a module's name is quicker than an enum's attribute.
COLOR, SWAP = Phase.COLOR, Phase.SWAP


def _most_held(hand) -> int:
    counts = [0, 0, 0, 0]
    for c in hand:
        i = COLOR_INDEX[c]
        if i >= 0:
            counts[i] += 1
    best = 0
    for i in (1, 2, 3):
        if counts[i] > counts[best]:
            best = i
    return best


def policy(game, seat: int, rng) -> Action:
    """The playout policy: a random card that is not a Wild, a Wild only when nothing else
    goes (naming the colour held most), a drawn card played when it can be, a draw stacked
    when it can be, a 7 swapped for the smallest hand. (Playing the searching seat's own
    turns better, by colour held and cards that skip, measured weaker.)"""
    legal = game.legal_actions(seat)
    phase = game.phase
    if phase == COLOR:
        return COLOR_ACTIONS[_most_held(game.hands[seat])]
    if phase == SWAP:
        hands = game.hands
        best = None
        for a in legal:
            if a.verb == "swap":
                s = a.seat
                if best is None or len(hands[s]) < len(hands[best]):
                    best = s
        if best is not None and (len(hands[best]) < len(hands[seat]) or PASS not in legal):
            return SWAP_ACTIONS[best]  # VAR-07-MUST: no keeping
        return PASS
    plain = []
    wild = None
    for a in legal:
        if a.verb == "play":
            card = a.card
            if PLAIN[card]:
                plain.append(a)
            elif wild is None:
                wild = card
    if plain:
        return plain[int(rng.random() * len(plain))]
    if wild is not None:
        action = Action.play(wild)
        if action in legal:
            return action
        hand = [c for c in game.hands[seat] if c != wild]
        return Action.play(wild, COLORS[_most_held(hand)])
    if PASS in legal:
        return PASS
    if DRAW in legal:
        return DRAW
    return legal[0]


def playout(game, rng, plies: int = PLIES_MANY) -> int:
    """Play on until the round is over or `plies` actions; returns the actions played."""
    done = 0
    while not game.round_over and done < plies:
        seat = game.decider
        if seat is None:
            # A buzzer window: everyone presses, in a random order.
            late = [s for s in range(game.players) if game.active[s] and s not in game.buzzed]
            game.apply(late[int(rng.random() * len(late))], BUZZ)
        else:
            game.apply(seat, policy(game, seat, rng))
        done += 1
    return done


def value(game, me: int) -> float:
    """How good the game as it stands is for `me`: about 1 for a round won (by its side),
    0 for one lost, moved by the round's points as the scoring counts them."""
    rules = game.rules
    side = [me] + game.partners(me) if rules.partners else [me]
    hands = game.hands
    if game.round_over:
        won = 1.0 if game.winner in side else 0.0
    else:
        # Not over: each seat's chance to go out first, from its hand size.
        weights = [1.0 / (len(h) ** 2) if game.active[s] and h else 0.0
                   for s, h in enumerate(hands)]
        total = sum(weights) or 1.0
        won = sum(weights[s] for s in side) / total
    points = [sum(POINTS[c] for c in h) if game.active[s] else 0 for s, h in enumerate(hands)]
    if rules.scoring == "standard":
        others = sum(points[s] for s in range(game.players) if s not in side)
        mine = sum(points[s] for s in side)
        return won + POINTS_WEIGHT * (won * others - (1.0 - won) * mine) / 100.0
    # Lowest score and elimination: each seat adds its own hand's points.
    mine = points[me]
    alive = [s for s in range(game.players) if game.active[s] and s != me]
    mean = sum(points[s] for s in alive) / len(alive) if alive else 0.0
    v = won + (mean - mine) / 100.0
    if rules.scoring == "elimination" and game.scores[me] + mine >= rules.target:
        v -= 2.0
    return v


def choose(view, know, options: list[Action], rng, budget: int, guilt: float | None = None,
           prior: list[float] | None = None) -> Action:
    """The option of `options` (legal for `view.seat`) worth most over as many worlds as
    `budget` simulated actions allow (whole sweeps: every option sees each world).

    With a `prior` (each option's score beside the first, the scores' choice), an option
    replaces the first only by the prior plus what it gained over the first world by world,
    less the standard error of that gain: a few dozen playouts are noisy, and a change on
    noise alone loses. `guilt`, during a challengeable Wild Draw Four, is the chance its
    player bluffed."""
    if len(options) == 1:
        return options[0]
    me = view.seat
    n = len(options)
    seats = sum(view.active)
    plies = PLIES.get(seats, PLIES_MANY)
    budget = int(budget * SCALE.get(seats, 1))
    values: list[list[float]] = [[] for _ in range(n)]
    weights: list[float] = []
    rules = view.rules
    seen = (plays_seen(view) if seats > BELIEF_SEATS and not (rules.jump_in or rules.sequences)
            else {})
    spent = 0
    worlds = 0
    unseen = unseen_pool(view, know)
    while spent < budget or worlds < 2:
        guilty = None if guilt is None else rng.random() < guilt
        world = deal(view, know, rng, guilty, unseen)
        weights.append(likelihood(world.hands, seen, rules.bluff) if seen else 1.0)
        seed = rng.getrandbits(32)
        spent += WORLD_COST * seats
        for i, action in enumerate(options):
            game = world.copy()
            try:
                game.apply(me, action)
            except IllegalAction:
                values[i].append(-1e9)  # never chosen: not legal in this world
                continue
            spent += 1 + playout(game, random.Random(seed), plies)
            values[i].append(value(game, me))
        worlds += 1
        if worlds >= MAX_WORLDS:
            break
    total = sum(weights)
    w = [x / total for x in weights] if seen else None
    if prior is None:
        return options[max(range(n), key=lambda i: (_mean(values[i], w)[0], -i))]
    first = values[0]
    caution = CAUTION.get(seats, CAUTION_MANY)
    best, best_score = 0, 0.0
    for i in range(1, n):
        mean, error = _mean([a - b for a, b in zip(values[i], first)], w)
        score = prior[i] + mean - caution * error
        if score > best_score:
            best, best_score = i, score
    return options[best]


def _mean(xs: list, w: list | None) -> tuple[float, float]:
    """The mean of `xs` (weighed by `w`, summing to 1) and its standard error."""
    n = len(xs)
    if w is None:
        mean = sum(xs) / n
        spread = (sum((x - mean) ** 2 for x in xs) / max(1, n - 1)) ** 0.5
        return mean, spread / n ** 0.5
    mean = sum(a * b for a, b in zip(w, xs))
    return mean, sum(a * a * (x - mean) ** 2 for a, x in zip(w, xs)) ** 0.5
