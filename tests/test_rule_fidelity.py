"""The `rule` baseline is RLCard 1.2.0's UNORuleAgentV1: on every state of real rounds
where it decides, it plays each action with the chance RLCard's own agent gives it there
(`UNORuleAgentV1.step` on the state written in RLCard's format). Needs the `bench`
extra (`pip install -e ".[bench]"`)."""

from __future__ import annotations

import random
from collections import Counter
from fractions import Fraction

import pytest

pytest.importorskip("rlcard", reason="RLCard is in the bench extra: pip install -e '.[bench]'")

from uno_audio import bench  # noqa: E402
from uno_audio.bench.rlcard_agent import card_of, choices  # noqa: E402
from uno_audio.bots import make_bot  # noqa: E402
from uno_audio.bots.baseline import RuleBot  # noqa: E402
from uno_audio.bots.simulate import play_round  # noqa: E402
from uno_audio.engine import Game, Rules  # noqa: E402
from uno_audio.engine.cards import WILD, WILD_DRAW_FOUR  # noqa: E402
from rlcard.games.uno.utils import WILD as RL_WILDS, WILD_DRAW_4 as RL_FOURS  # noqa: E402

from test_bots import game_with  # noqa: E402


class Reading:
    """A bot's random generator that draws nothing: it keeps the options it was given."""

    def __init__(self):
        self.options = None

    def choice(self, options):
        assert self.options is None, "the rule bot drew twice for one decision"
        self.options = list(options)
        return options[0]


def rule_choices(view) -> dict[str, Fraction]:
    """Each action the `rule` bot takes in `view` with its chance."""
    bot = RuleBot(view.seat)
    bot.rng = reading = Reading()
    action = bot.act(view)
    if reading.options is None:
        return {action: Fraction(1)}
    options = [x[0] if isinstance(x, tuple) else x for x in reading.options]
    return {a: Fraction(n, len(options)) for a, n in Counter(options).items()}


def rlcard_choices(view) -> dict[str, Fraction]:
    """RLCard's agent there; after a draw, offered the drawn card alone (the choice made by
    the baseline: it plays the drawn card as the agent plays a card it holds)."""
    if view.phase == "drawn":
        drawn = view.drawn
        if drawn == WILD:
            return choices(view, RL_WILDS)
        if drawn == WILD_DRAW_FOUR:
            return choices(view, RL_FOURS)
        return choices(view, [card_of(drawn, 0).str])
    return choices(view)


class Compared:
    """The `rule` bot, each of its decisions on its turn set beside RLCard's agent's."""

    def __init__(self, seat, seed, seen):
        self.bot = make_bot("rule", seat, seed)
        self.seat = seat
        self.seen = seen

    def act(self, view):
        if view.turn == self.seat and view.phase in ("play", "drawn"):
            ours = rule_choices(view)
            if ours != {"uno": 1}:  # said first, then the play is compared
                self.seen.append((view, ours, rlcard_choices(view)))
        return self.bot.act(view)

    def react(self, view):
        return self.bot.react(view)


def compared_rounds(players, others, rounds, seed):
    seen = []
    for r in range(rounds):
        base = seed * 1000 + r
        game = Game(players, Rules(), seed=base)
        levels = ["rule"] * (players - len(others)) + list(others)
        bots = [Compared(s, base + s, seen) if levels[s] == "rule" else make_bot(levels[s], s, base + s)
                for s in range(players)]
        play_round(game, bots, random.Random(base))
    return seen


def test_the_rule_bot_plays_as_rlcards_own_agent_on_every_state_of_real_rounds():
    seen = (compared_rounds(2, ["normal"], 40, seed=1) + compared_rounds(4, [], 25, seed=2)
            + compared_rounds(4, ["normal", "easy"], 25, seed=3))
    differences = [(" ".join(map(str, v.hand)), f"{v.top} {v.color}", v.phase, ours, theirs)
                   for v, ours, theirs in seen if ours != theirs]
    assert not differences, f"{len(differences)} of {len(seen)} decisions differ: {differences[:5]}"
    assert len(seen) > 1500
    # The rounds held the states where the agent's ways show.
    played = [set(ours) for _, ours, _ in seen]
    assert any(len(set(ours.values())) > 1 for _, ours, _ in seen)  # copies count twice
    assert any(any(a.startswith("play +4") for a in v.legal) and not any(a.startswith("play +4") for a in ours)
               for v, ours, _ in seen)  # a Wild Draw Four kept while another card goes
    assert any(a.startswith("play W") for p in played for a in p)
    assert any(len(p) == 1 and next(iter(p)).startswith("play +4") for p in played)
    assert any(v.phase == "drawn" for v, _, _ in seen)


def test_rlcards_agent_is_read_on_the_states_it_is_given():
    # Two red 5s and a red 3 on a red 9: RLCard offers each copy, so a 5 twice as often.
    game = game_with(2, {1: ["R5", "R5", "R3", "G1", "G2", "B1", "B2"]}, first="R9", dealer=0)
    assert choices(game.view(1)) == {"play R5": Fraction(2, 3), "play R3": Fraction(1, 3)}
    assert rule_choices(game.view(1)) == choices(game.view(1))
    # Only a Wild Draw Four goes: the colour counted most (blue).
    game = game_with(2, {1: ["+4", "G5", "B1", "B2", "B3", "G4", "Y6"]}, first="R9", dealer=0)
    assert choices(game.view(1)) == {"play +4 B": 1}


def test_the_rlcard_bench_plays_whole_rounds_with_rlcards_own_agent(capsys):
    assert bench.main(["rlcard", "--seats", "rlcard,normal,rlcard", "--rounds", "12",
                       "--workers", "1"]) == 0
    out = capsys.readouterr().out
    assert "12 rounds" in out
    rates = {line.split()[0]: float(line.split()[2]) for line in out.splitlines()[2:]}
    assert set(rates) == {"rlcard", "normal"}
    assert abs(rates["normal"] + 2 * rates["rlcard"] - 100) < 0.1
