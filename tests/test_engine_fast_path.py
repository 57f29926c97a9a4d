"""`Game.apply` plays the common actions of the seat on turn inline (a plain play, a plain
draw) and hands everything else to the general path, `Game._apply`. The two must be one
rule book: the same games, played once through `apply` and once with every action sent
down the general path, give the same events (of the same types), the same position, the
same state and the same log after every action, legal or refused, in turn or out of turn,
over every variant. `apply` is given the action now as an `Action`, now as its text: the
log keeps the `Action` either way. `-m slow` plays many more."""

from __future__ import annotations

import random

import pytest

from uno_audio.engine import Action, Game, IllegalAction, Rules
from uno_audio.engine import game as game_module
from uno_audio.engine.events import EVENT_TYPES

from conftest import random_attempt
from engine_helpers import state

GENERAL = Game._apply
VARIANTS = ("stacking", "sequences", "jump_in", "super_jump_in", "bluff", "draw_then_play",
            "seven_zero", "buzzer", "draw_to_match",
            # the house rules, VAR-ANSWER to VAR-JUMPACT
            "advanced_responses", "mixed_stacking", "sequence_wrap", "seven_must_swap",
            "jump_in_plays_on", "jump_in_actions")
BLANKS = ("R*ALL", "Y*PICK", "G*SWAP", "B*PASS", "R*AGAIN", "Y*SHED", "G*NAME")
EVERY_RULE = {v: True for v in VARIANTS}
STEPS = 300     # at most, in each of four games of each case: about 2 s in all
CASES = [("official", Rules())] + [(v, Rules(**{v: True})) for v in VARIANTS] + [
    ("teams", Rules(teams=True)), ("rotate", Rules(rotate=True)),
    ("elimination", Rules(scoring="elimination", target=100)),
    ("lowest", Rules(scoring="lowest", target=100)), ("uno4", Rules(uno_penalty=4)),
    ("optional_draws", Rules(optional_draws=3)), ("draws_unlimited", Rules(optional_draws=99)),
    ("blank-cards", Rules(blank_cards=BLANKS)), ("two-tables", Rules(two_tables=True)),
    ("no-mercy", Rules(deck="no-mercy")), ("no-mercy-lowest", Rules(deck="no-mercy", scoring="lowest", target=300)),
    # DECK-6: the Flip deck, alone and with the options it plays with (DECK-6.11)
    ("flip", Rules(deck="flip")),
    ("flip-house", Rules(deck="flip", bluff=True, seven_zero=True, seven_must_swap=True, jump_in=True,
                         jump_in_plays_on=True, sequences=True, draw_to_match=True, target=300)),
    ("flip-draws", Rules(deck="flip", optional_draws=3, draw_then_play=True, teams=True, target=300)),
    ("everything", Rules(**EVERY_RULE, teams=True, blank_cards=BLANKS, target=300)),
    ("everything-but-sequences", Rules(**{**EVERY_RULE, "sequences": False}, blank_cards=BLANKS,
                                       target=300)),
]


def general(game: Game, seat, action):
    """`action` down the general path, as `apply` sends what it does not play inline."""
    try:
        do, arg, color, _, action = game_module._DISPATCH[action]
    except (KeyError, TypeError):
        action = Action.parse(action)
        arg = action.card if action.card is not None else action.seat
        do, color = game_module._VERBS[action.verb], action.color_index
    return GENERAL(game, seat, action, do, arg, color)


def same(fast: Game, slow: Game, what):
    assert fast.position() == slow.position(), what
    assert fast.log == slow.log, what
    assert all(a.__class__ is Action for _, a in fast.log if a not in ("close-buzzer", "next-round")), what
    a, b = state(fast), state(slow)
    assert a.pop("rng").getstate() == b.pop("rng").getstate(), what
    assert a == b, (what, [k for k in a if a[k] != b[k]])


def both(fast: Game, slow: Game, seat, action, text: bool = False):
    """The action on both games: the same events, or the same refusal. With `text`, `apply`
    is given the action's notation, read at the edge."""
    try:
        expected = fast.apply(seat, str(action) if text else action)
    except IllegalAction as refusal:
        with pytest.raises(IllegalAction) as also:
            general(slow, seat, action)
        assert (also.value.reason, also.value.action) == (refusal.reason, refusal.action), (seat, action)
        return
    got = general(slow, seat, action)
    assert got == expected, (seat, action)
    assert [type(e) for e in got] == [type(e) for e in expected] == [EVENT_TYPES[e.kind] for e in got]


def play_both(players: int, rules: Rules, seed: int, rounds: int, rng: random.Random,
              limit: int = 50_000, hoard: bool = False) -> int:
    """Random play, the same on both games, compared after every step, for `rounds` rounds
    or `limit` steps; the steps played. Hoarding players draw rather than play, till the
    draw pile runs dry and they pass (PLAY-6)."""
    fast, slow = Game(players, rules, seed=seed), Game(players, rules, seed=seed)
    same(fast, slow, "deal")
    steps = 0
    for r in range(rounds):
        while not fast.round_over:
            steps += 1
            if steps > limit:
                return limit
            if rng.random() < 0.05:
                seat, action = random_attempt(fast, rng)
                both(fast, slow, seat, action)
            elif fast.phase == "buzzer" and rng.random() < 0.3:
                assert fast.close_buzzer() == slow.close_buzzer()
            else:
                options = [(s, a) for s in range(players) for a in fast.legal_actions(s)]
                assert options == [(s, a) for s in range(players) for a in slow.legal_actions(s)]
                plays = [o for o in options if o[1].startswith("play")]
                if hoard:
                    plays = [o for o in options if o[1] in ("draw", "pass")] or plays
                seat, action = rng.choice(plays if plays and rng.random() < 0.9 else options)
                assert action.__class__ is Action
                both(fast, slow, seat, action, text=rng.random() < 0.3)
            same(fast, slow, (steps, fast.log[-1:]))
        if fast.match_over or r == rounds - 1:
            break
        assert fast.next_round() == slow.next_round()
        same(fast, slow, "next round")
    return steps


class Inline:
    """How many actions `apply` played inline (the general path's game never calls it)."""

    def __init__(self, monkeypatch):
        self.applied = self.general = 0
        apply = Game.apply

        def counted_apply(game, *args):
            self.applied += 1
            return apply(game, *args)

        def counted_general(game, *args):
            self.general += 1
            return GENERAL(game, *args)
        monkeypatch.setattr(Game, "apply", counted_apply)
        monkeypatch.setattr(Game, "_apply", counted_general)

    @property
    def count(self) -> int:
        return self.applied - self.general


def players_for(name: str, rng: random.Random) -> int:
    return 4 if name in ("teams", "rotate", "two-tables", "everything", "flip-draws") else rng.randint(2, 10)


@pytest.mark.parametrize("name, rules", CASES, ids=[name for name, _ in CASES])
def test_the_inline_path_and_the_general_path_play_the_same_games(name, rules, monkeypatch):
    rng = random.Random(name)
    inline = Inline(monkeypatch)
    steps = sum(play_both(players_for(name, rng), rules, seed, 2, rng, STEPS, hoard=seed == 3)
                for seed in range(4))
    assert steps >= 300  # enough play in each case for the comparison to mean something
    # With sequences every number card, and so the turn's draw, goes the general way; so
    # does every action with the No Mercy deck (DECK-5: the mercy rule is checked there).
    general_only = rules.sequences or rules.deck != "classic"
    assert inline.count >= (0 if general_only else steps // 10), "the inline path was hardly taken"


def test_a_difference_between_the_paths_is_seen():
    """The comparison itself: one field apart after the same action is caught."""
    fast, slow = Game(3, Rules(), seed=1), Game(3, Rules(), seed=1)
    seat, action = fast.turn, fast.legal_actions(fast.turn)[0]
    both(fast, slow, seat, action)
    same(fast, slow, "after one action")
    slow._passes += 1
    with pytest.raises(AssertionError):
        same(fast, slow, "one count apart")


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(20))
def test_the_two_paths_over_long_random_matches(seed):
    rng = random.Random(seed)
    for _ in range(25):
        options = {v: rng.random() < 0.5 for v in VARIANTS}
        options["optional_draws"] = rng.choice((0, 0, 2, 99))
        players = rng.randint(2, 10)
        rules = Rules(**options, teams=players in (4, 6, 8, 10) and rng.random() < 0.3,
                      blank_cards=BLANKS if rng.random() < 0.3 else (), target=300)
        play_both(players, rules, rng.randrange(2 ** 32), 6, rng, hoard=rng.random() < 0.2)
