"""Actions, phases and events as types: an `Action` read from and written as its notation,
the same shared instance whichever way it is reached; every phase a `Phase`; every kind
of event the engine can emit with a type of its own, whose named fields say what the
generic ones hold."""

from __future__ import annotations

import ast
import copy
import json
import pathlib
import pickle
import random

import pytest

import uno_audio.engine
from uno_audio.engine import Action, Card, Event, Game, IllegalAction, Phase, Rules
from uno_audio.engine.actions import ACTIONS, DRAW, PASS, UNO
from uno_audio.engine.cards import CARDS, KINDS, WILD, WILD_DRAW_FOUR
from uno_audio.engine.events import EVENT_TYPES, Buzz, Challenge, Deal, Reverse, RoundOver

from conftest import random_play

ENGINE = pathlib.Path(uno_audio.engine.__file__).parent
BLANKS = ("R*ALL", "Y*PICK", "G*SWAP", "B*PASS", "R*AGAIN", "Y*SHED", "G*NAME")
EVERYTHING = Rules(stacking=True, sequences=True, jump_in=True, bluff=True, seven_zero=True, buzzer=True,
                   draw_to_match=True, blank_cards=BLANKS, target=200)


# ---- actions --------------------------------------------------------------------------

def test_every_listed_action_is_read_back_from_its_notation_as_the_same_instance():
    # each kind; each wild that names a colour (W, +4, DECK-5's WR4, W+6, W+10 and DECK-6's
    # eight wild kinds: W and W+2 light up, W and W+C dark up, two backs each) with each
    # colour; the colours; catch, choose and swap for ten seats; five plain verbs
    assert len(ACTIONS) == KINDS + (5 + 8) * 4 + 4 + 30 + 5
    for text, action in ACTIONS.items():
        assert action.__class__ is Action and str(action) == text and str(action).__class__ is str
        assert Action.parse(text) is action and Action.parse(str(action)) is action is Action(text)
        assert Action.parse(f"  {text.upper()}  ") is action  # read at the edge, any case
        assert pickle.loads(pickle.dumps(action)) is action
        assert copy.deepcopy(action) is action and json.loads(json.dumps(action)) == text


def test_an_action_names_its_verb_card_colour_and_seat():
    a = Action.parse("play W R")
    assert (a.verb, a.card, a.color, a.seat, a.color_index) == ("play", CARDS[WILD], "R", None, 0)
    assert Action.play(WILD, "R") is a and Action.play(Card.parse("R5")) is Action("play R5")
    assert (Action("catch 3").verb, Action("catch 3").seat) == ("catch", 3)
    assert Action.swap(2) is Action("swap 2") and Action.choose(1) is Action("choose 1")
    assert Action.pick("G") is Action("color G") and Action("color G").color == "G"
    assert (DRAW.verb, DRAW.card, DRAW.color, DRAW.seat) == ("draw", None, None, None)
    with pytest.raises(AttributeError):
        a.verb = "draw"  # type: ignore[misc]


@pytest.mark.parametrize("text, reason", [
    ("", "unknown-action"), ("dance", "unknown-action"), ("play", "unknown-action"),
    ("play R5 G Y", "unknown-action"), ("play Q9", "unknown-card"), ("play W P", "unknown-color"),
    ("color", "unknown-action"), ("color P", "unknown-color"), ("catch me", "unknown-seat"),
    ("draw 2", "unknown-action"), (None, "unknown-action"), (["draw"], "unknown-action"),
])
def test_text_that_is_no_action_is_refused_with_a_reason(text, reason):
    with pytest.raises(IllegalAction) as refused:
        Action.parse(text)
    assert refused.value.reason == reason
    game = Game(3, seed=1)
    before = game.position()
    with pytest.raises(IllegalAction) as also:
        game.apply(game.turn, text)
    assert also.value.reason == reason and game.position() == before and game.log == []


def test_an_action_beyond_the_listed_ones_is_read_and_refused_by_the_rules():
    far = Action.parse("catch 12")
    assert far.seat == 12 and str(far) == "catch 12" and far not in ACTIONS.values()
    game = Game(3, seed=1)
    with pytest.raises(IllegalAction) as refused:
        game.apply(game.turn, far)
    assert refused.value.reason in ("no-such-seat", "nothing-to-catch")


def test_legal_actions_are_the_shared_actions_and_text_or_action_play_the_same():
    rng = random.Random(5)
    by_text, by_action = Game(4, EVERYTHING, seed=9), Game(4, EVERYTHING, seed=9)
    for _ in range(400):
        if by_text.round_over:
            break
        seat = by_text.decider
        if seat is None:
            by_text.close_buzzer(), by_action.close_buzzer()
            continue
        legal = by_text.legal_actions(seat)
        assert all(a.__class__ is Action and ACTIONS[a] is a for a in legal)
        action = rng.choice(legal)
        assert by_text.apply(seat, str(action)) == by_action.apply(seat, action)
        assert by_text.position() == by_action.position()
    assert by_text.log == by_action.log and all(a.__class__ is Action for _, a in by_action.log
                                                if a not in ("close-buzzer", "next-round"))
    # The log is the notation in a save: read back, it replays the same match.
    saved = json.loads(json.dumps(by_action.to_dict()))
    assert all(type(a) is str for _, a in saved["log"])
    assert Game.from_dict(saved).position() == by_action.position()


# ---- phases ---------------------------------------------------------------------------

def test_every_phase_is_a_phase_and_a_position_keeps_its_text():
    seen = set()

    def check(game, events):
        assert game.phase.__class__ is Phase
        seen.add(game.phase)
        text = game.position()
        assert f" phase={game.phase.value} " in text
        assert Game.from_position(text).phase is game.phase

    for seed in range(6):
        random_play(Game(4, EVERYTHING, seed=seed), random.Random(seed), rounds=1, check=check)
    assert Phase.PLAY == "play" and str(Phase.DRAWN) == "drawn"
    assert seen >= {Phase.PLAY, Phase.DRAWN, Phase.PENALTY, Phase.SWAP, Phase.BUZZER, Phase.OVER}


# ---- events ---------------------------------------------------------------------------

def emitted_kinds() -> set[str]:
    """The kinds the engine's source builds events of: `Event("kind", ...)` or a kind's
    own constructor `_..._event(("kind", ...))`."""
    kinds = set()
    for path in ENGINE.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call) or not node.args or not isinstance(node.func, ast.Name):
                continue
            first = node.args[0]
            if node.func.id == "Event" and isinstance(first, ast.Constant):
                kinds.add(first.value)
            elif node.func.id.endswith("_event") and isinstance(first, ast.Tuple):
                kinds.add(first.elts[0].value)  # type: ignore[attr-defined]
    return kinds


def test_every_kind_the_engine_emits_has_its_type():
    kinds = emitted_kinds()
    assert {"turn", "play", "draw", "deal", "round-over", "buzz", "match-over"} <= kinds
    assert kinds == set(EVENT_TYPES), (kinds ^ set(EVENT_TYPES))
    assert len(set(EVENT_TYPES.values())) == len(EVENT_TYPES)
    for kind, cls in EVENT_TYPES.items():
        assert issubclass(cls, Event) and type(Event(kind)) is cls


def test_the_events_of_real_play_are_of_their_kind_s_type():
    seen = set()

    def check(game, events):
        for e in events:
            assert type(e) is EVENT_TYPES[e.kind], e
            assert type(e.seen_by(None)) is type(e)
            seen.add(e.kind)

    for seed in range(8):
        game = Game(4 + seed % 3, EVERYTHING if seed % 2 else Rules(), seed=seed)
        for e in game.history:
            assert type(e) is EVENT_TYPES[e.kind]
        random_play(game, random.Random(seed), rounds=2, check=check, illegal=0.05)
    assert {"deal", "play", "draw", "turn", "round-over", "buzz", "blank", "swap", "challenge"} <= seen


def test_the_named_fields_say_what_count_held():
    game = Game(4, Rules(), seed=3)
    deal = next(e for e in game.history if e.kind == "deal")
    assert isinstance(deal, Deal) and (deal.round, deal.dealer, deal.player, deal.hand) == \
        (1, game.dealer, deal.to, deal.cards)
    assert Reverse("reverse", count=-1).direction == -1 and Buzz("buzz", 2, count=3).place == 3
    assert Event("challenge", 1, target=2, count=1).guilty is True
    assert Challenge("challenge", 1, target=2, count=0).guilty is False
    over = Event("round-over", 2, count=45, info={"hands": [], "points": [0, 45], "scores": [0, 45],
                                                   "blocked": False, "team": None})
    assert isinstance(over, RoundOver)
    assert (over.winner, over.points, over.scores, over.blocked, over.team) == (2, 45, [0, 45], False, None)
    # Pickled, copied or changed, an event keeps its type.
    for e in (deal, over):
        assert type(pickle.loads(pickle.dumps(e))) is type(e) is type(copy.copy(e)) is type(e._replace(seat=0))


def test_wild_actions_name_a_colour_and_others_none():
    for k in range(KINDS):
        assert Action.play(k).color is None
    for k in (WILD, WILD_DRAW_FOUR):
        assert [Action.play(k, c).color for c in "RYGB"] == list("RYGB")
    assert PASS.verb == "pass" and UNO.verb == "uno"
