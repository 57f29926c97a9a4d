"""Random play: complete rounds for 2-10 players under random mixes of variants, with
random out-of-turn and illegal attempts. After every action the deck is whole
(DECK-3), exactly one seat has the turn, and the scores are what SCORE-1..3, the
variants and the jump-in penalties say. `-m slow` runs the long version."""

import inspect
import random
import re

import pytest

from uno_audio.engine import Game, Rules, events as events_module, game as game_module
from uno_audio.engine.rules import SCORINGS

from engine_helpers import state

VARIANTS = ("stacking", "sequences", "jump_in", "super_jump_in", "bluff", "draw_then_play",
            "seven_zero", "buzzer", "draw_to_match",
            # the house rules, VAR-ANSWER to VAR-JUMPACT
            "advanced_responses", "mixed_stacking", "sequence_wrap", "seven_must_swap",
            "jump_in_plays_on", "jump_in_actions")
PHASES = ("play", "drawn", "penalty", "color", "swap", "buzzer")
# VAR-ROTATE: each block of four hands pairs seat 0 with seat 2, then 1, then 3.
ROTATE_PARTNER_OF_0 = (2, 1, 3)
DOCUMENTED_KINDS = set(re.findall(r"^    ([a-z][a-z-]+) ", events_module.__doc__, re.M))


def random_rules(rng, players, **fixed) -> Rules:
    options = {v: rng.random() < 0.5 for v in VARIANTS}
    options["scoring"] = rng.choice(SCORINGS)
    partners = options["scoring"] != "elimination" and rng.random() < 0.4
    options["teams"] = partners and players in (4, 6, 8, 10) and rng.random() < 0.6
    options["rotate"] = partners and players == 4 and not options["teams"]
    options["target"] = rng.choice((30, 150, 500))
    options["uno_penalty"] = rng.choice((2, 4))
    options["bluff_penalty"] = rng.choice((4, 6))
    options["jump_in_penalty"] = rng.choice((0, 3, 10))
    options["buzzer_penalty"] = rng.choice((2, 3))
    options["rounds"] = rng.choice((None, None, 3))
    options["optional_draws"] = rng.choice((0, 0, 1, 3, 20, 99))  # VAR-OPTDRAW
    options.update(fixed)
    return Rules(**options)


class Referee:
    """Keeps its own score sheet from the events and checks the game after each step."""

    def __init__(self, game, whole_deck):
        self.game = game
        self.rules = game.rules
        self.whole_deck = whole_deck
        self.expected = [0] * len(game.scores)
        self.kinds = set()
        self(game, game.history)

    def slot(self, seat):
        return seat % 2 if self.rules.teams else seat

    def partners(self, seat):
        """The seats that share `seat`'s win this round, itself included."""
        game = self.game
        if self.rules.teams:
            return {s for s in range(game.players) if s % 2 == seat % 2}
        if self.rules.rotate:
            pair = {0, ROTATE_PARTNER_OF_0[(game.round - 1) // 4 % 3]}
            return pair if seat in pair else set(range(4)) - pair
        return {seat}

    def __call__(self, game, events):
        rules = self.rules
        eliminated = 0
        for e in events:
            self.kinds.add(e.kind)
            if e.kind == "jump-in-failed":
                assert 0 <= e.count <= rules.jump_in_penalty
                self.expected[self.slot(e.seat)] += e.count if rules.scoring != "standard" else -e.count
            elif e.kind == "round-over":
                self.score_round(e)
            elif e.kind == "eliminated":
                eliminated += 1
        self.whole_deck(game)
        assert game.scores == self.expected
        if rules.scoring == "standard":
            assert min(game.scores) >= 0
        if game.round_over:
            self.check_round_over(game, eliminated)
        else:
            self.check_turn(game)

    def score_round(self, e):
        """SCORE-1 (alone, by team, or by this round's pair of partners) and SCORE-3."""
        points = e.info["points"]
        assert points == [sum(c.points for c in h) for h in self.game.hands]
        assert points[e.seat] == 0 or e.info["blocked"]
        if self.rules.scoring == "standard":
            team = self.partners(e.seat)
            gained = sum(p for s, p in enumerate(points) if s not in team)
            for s in ({self.slot(e.seat)} if self.rules.teams else team):
                self.expected[s] += gained
        else:
            gained = sum(points)
            for s, p in enumerate(points):
                self.expected[self.slot(s)] += p
        assert e.count == gained
        assert e.info["scores"] == self.expected

    def check_turn(self, game):
        """Exactly one seat has the turn (`random_play` checks that only it acts so)."""
        assert game.phase in PHASES and 0 <= game.turn < game.players and game.active[game.turn]

    def check_round_over(self, game, eliminated):
        """SCORE-2, SCORE-3, VAR-ROTATE and VAR-ELIM: when the match ends and who wins."""
        assert game.phase == "over" and game.winner is not None
        assert all(game.legal_actions(s) == [] for s in range(game.players))
        rules, scores = self.rules, game.scores
        if rules.scoring == "elimination":
            alive = sum(game.active)
            ends = alive + eliminated == 2 or alive <= 1
            if not game.match_over:
                assert all(scores[s] < rules.target for s in range(game.players) if game.active[s])
            elif alive == 1:
                assert game.active[game.match_winner]
            else:
                assert game.match_winner == game.winner
        else:
            limit = rules.rounds or (12 if rules.rotate else None)
            ends = (limit is not None and game.round >= limit) or (
                not rules.rotate and max(scores) >= rules.target)
            if game.match_over:
                best = max(scores) if rules.scoring == "standard" else min(scores)
                assert scores[game.match_winner] == best
        assert game.match_over == ends


def play_matches(random_play, whole_deck, count, seed, rounds=4, **fixed):
    """`count` matches of up to `rounds` rounds, random players and rules; replays some."""
    rng = random.Random(seed)
    kinds = set()
    rounds_played = 0
    for i in range(count):
        players = rng.randint(2, 10)
        game = Game(players, random_rules(rng, players, **fixed), seed=rng.randrange(2 ** 32))
        referee = Referee(game, whole_deck)
        random_play(game, rng, rounds=rounds, check=referee, illegal=0.05)
        rounds_played += game.round
        kinds |= referee.kinds
        if i % 5 == 0:
            assert_replays(game)
    return kinds, rounds_played


def assert_replays(game):
    copy = Game.from_dict(game.to_dict())
    copy.draw_pile, game.draw_pile  # the pile's shuffle settled, whenever it was read
    for name, value in state(game).items():
        if name == "rng":
            assert copy.rng.getstate() == value.getstate()
        else:
            assert getattr(copy, name) == value, name


@pytest.mark.parametrize("seed", range(8))
def test_deck_3_score_1_2_3_random_matches_with_random_variants(random_play, whole_deck, seed):
    kinds, rounds = play_matches(random_play, whole_deck, 40, seed)
    assert rounds >= 60
    assert kinds <= DOCUMENTED_KINDS, kinds - DOCUMENTED_KINDS


@pytest.mark.parametrize("variant", VARIANTS + ("teams", "rotate", "elimination", "lowest",
                                                 "optional_draws", "draws_unlimited"))
def test_every_variant_alone_plays_complete_rounds(random_play, whole_deck, variant):
    rng = random.Random(variant)
    rules = {"elimination": Rules(scoring="elimination", target=100),
             "lowest": Rules(scoring="lowest", target=100),
             "optional_draws": Rules(optional_draws=3),
             "draws_unlimited": Rules(optional_draws=99)}.get(variant) or Rules(**{variant: True})
    for i in range(12):
        players = 4 if variant in ("teams", "rotate") else rng.randint(2, 10)
        game = Game(players, rules, seed=i)
        random_play(game, rng, rounds=3, check=Referee(game, whole_deck), illegal=0.05)
        assert game.round_over


def test_all_variants_together_play_complete_rounds(random_play, whole_deck):
    everything = {v: True for v in VARIANTS} | {"optional_draws": 5}
    rng = random.Random(99)
    rules = Rules(**everything, teams=True, uno_penalty=4, target=300)
    for i in range(10):
        game = Game(rng.choice((4, 6, 8, 10)), rules, seed=i)
        random_play(game, rng, rounds=4, check=Referee(game, whole_deck), illegal=0.05)
        assert game.round_over
    kinds, _ = play_matches(random_play, whole_deck, 8, 7, **everything)
    assert {"sequence", "swap-choice", "rotate", "buzzer-end", "penalty", "challenge"} <= kinds


def test_every_event_kind_the_engine_emits_is_documented():
    source = inspect.getsource(game_module)
    emitted = set(re.findall(r'(?:Event\(|_event\(\()"([a-z-]+)"', source))
    assert emitted == DOCUMENTED_KINDS


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(100, 140))
def test_deck_3_score_1_2_3_long_random_matches(random_play, whole_deck, seed):
    kinds, _ = play_matches(random_play, whole_deck, 100, seed, rounds=12)
    assert kinds <= DOCUMENTED_KINDS
