"""The bots: legal actions only, no peeking, every kind of decision, determinism, strength."""

from __future__ import annotations

import copy
import random

import pytest

from uno_audio import bench
from uno_audio.bench import paired
from uno_audio.bots import LEVELS, make_bot
from uno_audio.bots.knowledge import Knowledge
from uno_audio.bots.simulate import play_round
from uno_audio.engine import Card, Game, Rules, View, full_deck

SMART = ("easy", "normal", "hard")
ALL_VARIANTS = Rules(stacking=True, sequences=True, jump_in=True, bluff=True,
                     draw_then_play=True, seven_zero=True, buzzer=True)


# ---- helpers --------------------------------------------------------------------------

def stacked_deck(players, hands, first, draws=(), dealer=0, buzzer=False):
    """A full deck ordered so seat s is dealt `hands[s]` (the rest filled in), `first` turns
    up, and the draw pile then yields `draws` in order."""
    rest = [str(c) for c in full_deck(buzzer)]
    wanted = [c for h in hands.values() for c in h] + [first] + list(draws)
    for c in wanted:
        rest.remove(str(Card.parse(c)))
    filler = iter(rest)
    order = [(dealer + 1 + i) % players for i in range(players)]
    dealt = {s: list(hands.get(s, ())) for s in range(players)}
    for s in order:
        while len(dealt[s]) < 7:
            dealt[s].append(next(filler))
    deck = [dealt[order[j]][i] for i in range(7) for j in range(players)]
    deck += [first] + list(draws) + list(filler)
    return deck


def game_with(players, hands, first, rules=Rules(), draws=(), dealer=0):
    deck = stacked_deck(players, hands, first, draws, dealer, rules.buzzer)
    return Game(players, rules, seed=3, deck=deck, dealer=dealer)


class Checked:
    """Wraps a bot and fails the test if it ever answers outside `view.legal`."""

    def __init__(self, bot):
        self.bot = bot
        self.level = bot.level
        self.seat = bot.seat
        self.calls = 0

    def act(self, view):
        assert isinstance(view, View)
        self.calls += 1
        action = self.bot.act(view)
        assert action is None or action in view.legal, (self.level, view.phase, action, view.legal)
        return action

    def react(self, view):
        assert isinstance(view, View)
        self.calls += 1
        reaction = self.bot.react(view)
        if reaction is not None:
            delay, action = reaction
            assert delay >= 0
            assert action in view.legal, (self.level, view.phase, action, view.legal)
        return reaction


def play_rounds(players, rules, levels, rounds, seed=1, wrap=Checked):
    """Play `rounds` rounds (new matches as needed); returns the round winners' levels."""
    rng = random.Random(seed)
    winners = []
    game = None
    bots = None
    for r in range(rounds):
        if game is None or game.match_over:
            game = Game(players, rules, seed=seed * 1000 + r)
            bots = [wrap(make_bot(levels[s % len(levels)], s, seed=seed * 100 + s))
                    for s in range(players)]
        else:
            game.next_round()
        play_round(game, bots, rng)
        winners.append(bots[game.winner].level)
    return winners


def act_until(bot, game, seat):
    """What `bot` does now, with the UNO call it makes first (if any) applied."""
    action = bot.act(game.view(seat))
    if action == "uno":
        game.apply(seat, "uno")
        action = bot.act(game.view(seat))
    return action


# ---- the interface --------------------------------------------------------------------

def test_levels_and_attributes():
    assert LEVELS == ("easy", "normal", "hard", "random", "basic", "rule")
    for level in LEVELS:
        bot = make_bot(level, 3, seed=1)
        assert (bot.level, bot.seat) == (level, 3)
        assert bot.name.startswith("bot-name-") and bot.personality.startswith("personality-")
        assert bot.observe([]) is None
    with pytest.raises(ValueError):
        make_bot("grandmaster", 0)


# ---- legality over many rounds in every variant ---------------------------------------

@pytest.mark.parametrize("players,rules", [
    (2, Rules()),
    (4, Rules()),
    (2, ALL_VARIANTS),
    (3, ALL_VARIANTS),
    (5, ALL_VARIANTS),
    (4, Rules(stacking=True, super_jump_in=True, bluff=True, teams=True, buzzer=True)),
    (6, Rules(teams=True, seven_zero=True, jump_in=True, sequences=True)),
    (4, Rules(rotate=True, bluff=True, stacking=True, uno_penalty=4)),
    (10, Rules(buzzer=True, draw_to_match=True, jump_in=True, scoring="lowest")),
    (7, Rules(scoring="elimination", target=60, seven_zero=True, bluff=True)),
    (8, Rules(draw_to_match=True, stacking=True, sequences=True, super_jump_in=True)),
])
def test_bots_only_play_legal_actions(players, rules):
    rounds = {2: 16, 3: 30, 4: 30}.get(players, 10)
    levels = LEVELS if players >= 5 else LEVELS[:players] if players > 2 else ("hard", "easy")
    play_rounds(players, rules, list(levels), rounds)
    play_rounds(players, rules, ["random", "hard", "normal", "basic", "easy"][:players] * 2,
                rounds // 2, seed=2)


# ---- no peeking -----------------------------------------------------------------------

def test_view_holds_no_reference_to_the_game():
    game = Game(4, ALL_VARIANTS, seed=5)
    view = game.view(0)
    for name in View.__slots__:
        value = getattr(view, name)
        assert not isinstance(value, (Game, list, dict)), name
    assert not any(e.cards for e in view.history if e.to not in (None, 0))


def _permute_hidden(game, seat, rng):
    """The same game as `seat` sees it, with every card it cannot see dealt out anew."""
    other = copy.deepcopy(game)
    hidden = [c for s in range(other.players) if s != seat for c in other.hands[s]]
    hidden += other.draw_pile
    rng.shuffle(hidden)
    for s in range(other.players):
        if s != seat:
            n = len(other.hands[s])
            other.hands[s], hidden = hidden[:n], hidden[n:]
    other.draw_pile = hidden
    return other


@pytest.mark.parametrize("players", [2, 3])
@pytest.mark.parametrize("level", SMART + ("basic", "random"))
def test_decisions_do_not_depend_on_hidden_cards(level, players):
    rules = Rules(stacking=True, jump_in=True, bluff=True)
    game = Game(players, rules, seed=11)
    rng = random.Random(4)
    bots = [make_bot("basic", s, seed=s) for s in range(players)]
    me = make_bot(level, 0, seed=99)
    compared = 0
    while not game.round_over and compared < 40:
        seat = game.turn
        if seat == 0:
            twin = copy.deepcopy(me)
            other = _permute_hidden(game, 0, rng)
            assert other.hands[1:] != game.hands[1:] or sum(map(len, game.hands[1:])) < 3
            assert twin.act(other.view(0)) == me.act(game.view(0))
            assert copy.deepcopy(me).react(other.view(0)) == copy.deepcopy(me).react(game.view(0))
            compared += 1
            action = me.act(game.view(0))
        else:
            action = bots[seat].act(game.view(seat))
        game.apply(seat, action)
    assert compared >= 3


def test_knowledge_reads_what_a_seat_lacks_from_its_draws():
    # Seat 1 has no red and no nine: it draws on the red nine, and is known to lack red.
    game = game_with(3, {1: ["G1", "G2", "G3", "G4", "B5", "Y6", "Y7"]}, first="R9",
                     draws=["B1"], dealer=0)
    game.apply(1, "draw")
    know = Knowledge(game.view(2))
    assert know.p_lacks_colour(1, 0) == 1.0
    assert know.p_lacks_colour(1, 1) < 0.5
    assert know.p_can_play(1, Card.parse("R4"), 0) < know.p_can_play(1, Card.parse("G4"), 2)
    seen = sum(know.unseen)
    assert seen == 108 - 7 - 1  # everything but seat 2's hand and the discard


# ---- each kind of decision, at every level --------------------------------------------

def seeds_until(check, tries=40):
    """True once `check(seed)` holds for some seed: levels with a random streak may need a few."""
    return any(check(seed) for seed in range(tries))


@pytest.mark.parametrize("level", SMART)
def test_names_the_colour_it_holds_most(level):
    # Only the Wild can go on the red seven; blue is the colour held most.
    def check(seed):
        game = game_with(2, {1: ["W", "B1", "B2", "B4", "B5", "Y5", "G3"]},
                         first="R7", dealer=0)
        return act_until(make_bot(level, 1, seed), game, 1) == "play W B"
    assert seeds_until(check)

    def colour_phase(seed):
        game = game_with(2, {1: ["G1", "G2", "G4", "B5", "Y5", "G3", "R1"]}, first="W", dealer=0)
        assert game.phase == "color"
        return make_bot(level, 1, seed).act(game.view(1)) == "color G"
    assert seeds_until(colour_phase)


@pytest.mark.parametrize("level", SMART)
def test_challenges_a_likely_bluff(level):
    rules = Rules(bluff=True)

    def check(seed):
        # Seat 1 holds reds yet plays a Wild Draw Four on red: seat 2 may challenge.
        game = game_with(3, {1: ["+4", "R1", "R2", "R3", "R4", "R5", "R6"]}, first="R9",
                         rules=rules, dealer=0)
        game.apply(1, "play +4 G")
        assert "challenge" in game.legal_actions(2)
        return make_bot(level, 2, seed).act(game.view(2)) == "challenge"
    assert seeds_until(check)


@pytest.mark.parametrize("level", SMART)
def test_stacks_a_draw_two(level):
    rules = Rules(stacking=True)

    def check(seed):
        game = game_with(3, {1: ["R+2", "G1", "G2", "G3", "G4", "G5", "G6"],
                             2: ["B+2", "Y1", "Y2", "Y3", "Y4", "Y5", "Y6"]},
                         first="R9", rules=rules, dealer=0)
        game.apply(1, "play R+2")
        return make_bot(level, 2, seed).act(game.view(2)) == "play B+2"
    assert seeds_until(check)


@pytest.mark.parametrize("level", SMART)
def test_swaps_with_the_smallest_hand(level):
    rules = Rules(seven_zero=True)

    def check(seed):
        game = game_with(4, {1: ["R7", "G1", "G2", "G3", "G4", "G5", "G6"]}, first="R9",
                         rules=rules, dealer=0)
        game.hands[3] = game.hands[3][:2]  # seat 3 is close to going out
        game.apply(1, "play R7")
        assert game.phase == "swap"
        return make_bot(level, 1, seed).act(game.view(1)) == "swap 3"
    assert seeds_until(check)


def _forgotten_uno(rules=Rules()):
    """Seat 1 plays its second-to-last card without saying UNO; seat 2 is next."""
    game = game_with(4, {1: ["R1", "R2"]}, first="R9", rules=rules, dealer=0)
    game.hands[1] = [Card.parse("R1"), Card.parse("R2")]
    game.apply(1, "play R1")
    assert game.uno_window == 1
    return game


@pytest.mark.parametrize("level", SMART)
def test_catches_a_forgotten_uno(level):
    def out_of_turn(seed):
        reaction = make_bot(level, 3, seed).react(_forgotten_uno().view(3))
        return reaction is not None and reaction[1] == "catch 1"
    assert seeds_until(out_of_turn)

    def on_turn(seed):
        return make_bot(level, 2, seed).act(_forgotten_uno().view(2)) == "catch 1"
    assert seeds_until(on_turn)


def test_catch_reaction_times_grow_from_hard_to_easy():
    def median(level):
        times = []
        for seed in range(60):
            reaction = make_bot(level, 3, seed).react(_forgotten_uno().view(3))
            if reaction is not None:
                times.append(reaction[0])
        return sorted(times)[len(times) // 2]
    assert median("hard") < median("normal") < median("easy")


@pytest.mark.parametrize("level", SMART + ("basic",))
def test_presses_the_buzzer(level):
    rules = Rules(buzzer=True)
    game = game_with(3, {1: ["Z", "G1", "G2", "G3", "G4", "G5", "G6"]}, first="R9",
                     rules=rules, dealer=0)
    game.apply(1, "play Z")
    assert game.phase == "buzzer"
    for seat in range(3):
        bot = make_bot(level, seat, seed=seat)
        assert bot.act(game.view(seat)) is None
        delay, action = bot.react(game.view(seat))
        assert action == "buzz" and 0 < delay < 3


@pytest.mark.parametrize("level", SMART)
def test_jumps_in_with_the_identical_card(level):
    rules = Rules(jump_in=True)

    def check(seed):
        game = game_with(4, {1: ["R5", "G1", "G2", "G3", "G4", "G5", "G6"],
                             3: ["R5", "Y1", "Y2", "Y3", "Y4", "Y6", "Y7"]},
                         first="R9", rules=rules, dealer=0)
        game.apply(1, "play R5")
        reaction = make_bot(level, 3, seed).react(game.view(3))
        return reaction is not None and reaction[1] == "play R5"
    assert seeds_until(check)


@pytest.mark.parametrize("level", SMART)
def test_continues_a_sequence(level):
    rules = Rules(sequences=True)

    def check(seed):
        game = game_with(3, {1: ["R3", "R4", "R5", "G3", "G4", "G5", "G6"]}, first="R9",
                         rules=rules, dealer=0)
        game.apply(1, "play R3")
        reaction = make_bot(level, 1, seed).react(game.view(1))
        return reaction is not None and reaction[1] == "play R4"
    assert seeds_until(check)


@pytest.mark.parametrize("level", SMART)
def test_plays_or_keeps_a_drawn_card_and_draws_when_it_must(level):
    game = game_with(2, {1: ["G1", "G2", "G3", "G4", "G5", "G6", "G7"]}, first="R9",
                     draws=["R3"], dealer=0)
    bot = make_bot(level, 1, seed=1)
    assert bot.act(game.view(1)) == "draw"
    game.apply(1, "draw")
    assert game.phase == "drawn"
    assert bot.act(game.view(1)) in ("play R3", "pass")


def test_hard_keeps_a_draw_two_for_an_opponent_about_to_go_out():
    # Seat 2 is next with one card: hit it with the Draw Two, not a plain red.
    game = game_with(3, {1: ["R+2", "R4", "G3", "G4", "G5", "Y6", "Y7"]}, first="R9", dealer=0)
    game.hands[2] = [Card.parse("B1")]
    assert make_bot("hard", 1, seed=1).act(game.view(1)) == "play R+2"


# ---- UNO ------------------------------------------------------------------------------

def _says_uno_first(level, seed):
    game = game_with(2, {1: ["R4", "G3"]}, first="R9", dealer=0)
    game.hands[1] = [Card.parse("R4"), Card.parse("G3")]
    return make_bot(level, 1, seed).act(game.view(1)) == "uno"


def test_easy_sometimes_forgets_uno_and_hard_never():
    easy = [_says_uno_first("easy", seed) for seed in range(60)]
    assert 0 < easy.count(False) < 60
    assert all(_says_uno_first("hard", seed) for seed in range(60))
    assert all(_says_uno_first("normal", seed) for seed in range(60))


class UnoWatch(Checked):
    """Counts the second-to-last cards played without UNO said first."""

    def __init__(self, bot):
        super().__init__(bot)
        self.forgot = 0

    def act(self, view):
        action = super().act(view)
        if (action is not None and action.startswith("play") and len(view.hand) == 2
                and not view.said_uno[view.seat]):
            self.forgot += 1
        return action


def test_over_whole_rounds_easy_forgets_uno_and_hard_never():
    rng = random.Random(3)
    bots = [UnoWatch(make_bot(level, s, seed=s)) for s, level in
            enumerate(("hard", "easy", "hard", "easy"))]
    game = Game(4, Rules(), seed=3)
    for _ in range(40):
        play_round(game, bots, rng)
        if game.match_over:
            game = Game(4, Rules(), seed=game.seed + 1)
        else:
            game.next_round()
    assert bots[0].forgot == bots[2].forgot == 0
    assert bots[1].forgot + bots[3].forgot > 0


def test_forgetful_bot_may_still_call_uno_in_its_window():
    game = _forgotten_uno()
    calls = [make_bot("easy", 1, seed).react(game.view(1)) for seed in range(40)]
    assert any(c is not None and c[1] == "uno" for c in calls)


# ---- the driver -----------------------------------------------------------------------

def test_round_is_deterministic_from_seeds():
    def log(seed):
        game = Game(4, ALL_VARIANTS, seed=seed)
        bots = [make_bot(level, s, seed=seed + s) for s, level in
                enumerate(("hard", "normal", "easy", "random"))]
        play_round(game, bots, random.Random(seed))
        return game.log
    assert log(8) == log(8)
    assert log(8) != log(9)


class Deaf:
    """Never presses the buzzer: the window must close by itself."""
    level = "deaf"

    def __init__(self, seat):
        self.bot = make_bot("hard", seat, seed=seat)
        self.seat = seat

    def act(self, view):
        return self.bot.act(view)

    def react(self, view):
        reaction = self.bot.react(view)
        return None if reaction is not None and reaction[1] == "buzz" else reaction


def test_buzzer_window_closes_after_its_time():
    rules = Rules(buzzer=True)
    game = game_with(2, {1: ["Z", "G1", "G2", "G3", "G4", "G5", "G6"]}, first="R9",
                     rules=rules, dealer=0)
    game.apply(1, "play Z")
    bots = [make_bot("hard", 0, seed=1), Deaf(1)]
    before = len(game.hands[1])
    play_round(game, bots, random.Random(1))
    late = [e for e in game.history if e.kind == "buzzer-end"]
    assert late and late[0].info["late"] == [1]
    assert before > 0


# ---- strength -------------------------------------------------------------------------

def test_hard_beats_random_heads_up():
    winners = play_rounds(2, Rules(), ["hard", "random"], 60, wrap=lambda b: b)
    assert winners.count("hard") > 42


def test_hard_beats_basic_in_a_four_player_smoke_run():
    winners = play_rounds(4, Rules(stacking=True, jump_in=True, bluff=True, seven_zero=True),
                          ["hard", "basic", "basic", "basic"], 200, wrap=lambda b: b)
    assert winners.count("hard") > 200 * 0.32


# ---- the bench ------------------------------------------------------------------------

def test_bench_prints_a_table(capsys):
    assert bench.main(["bots", "--rounds", "12", "--seats", "hard,basic,random",
                       "--rules", "stacking,jump_in,uno_penalty=4", "--workers", "1"]) == 0
    out = capsys.readouterr().out
    assert "12 rounds" in out and "stacking" in out
    for level in ("hard", "basic", "random"):
        assert any(line.startswith(level) for line in out.splitlines())


def test_bench_refuses_unknown_subcommands_and_rules(capsys):
    assert bench.main(["nothing"]) == 2
    with pytest.raises(SystemExit):
        bench.main(["bots", "--rules", "flying", "--workers", "1"])


def test_paired_bench_with_nothing_set_plays_each_round_the_same_twice():
    # The deal and every bot's random stream are the round's own: A and B are one game.
    pairs = paired.run(["hard", "rule", "normal"], Rules(), "hard", [], 9, seed=3, workers=1)
    assert len(pairs) == 9 and all(a == b for a, b in pairs)
    assert paired.summary(pairs)["same"] == 1.0


def test_paired_bench_sets_a_value_for_the_b_plays_only(capsys):
    from uno_audio.bots import search
    before = dict(search.PLIES)
    # Playouts of one action change the hard bot's choices: some round ends otherwise.
    pairs = paired.run(["hard", "rule"], Rules(), "hard", [("search", "PLIES", {2: 1})], 30,
                       seed=1, workers=1)
    assert any(a != b for a, b in pairs)
    assert search.PLIES == before
    assert bench.main(["paired", "--rounds", "4", "--seats", "hard,rule", "--workers", "1",
                       "--set", "search.PLIES={2: 8}"]) == 0
    out = capsys.readouterr().out
    assert "4 rounds" in out and "search.PLIES={2: 8}" in out and "B - A" in out


def test_paired_bench_sets_a_level_against_another_in_one_seat(capsys):
    # The same level in the B plays: one game twice; another: some round ends otherwise.
    same = paired.run(["normal", "rule", "normal"], Rules(), "normal", [], 12, seed=3, workers=1,
                      other="normal")
    assert all(a == b for a, b in same)
    pairs = paired.run(["normal", "rule", "normal"], Rules(), "normal", [], 40, seed=3, workers=1,
                       other="random")
    assert any(a != b for a, b in pairs)
    # Only the first normal seat's wins count: fewer than both seats' together.
    both = paired.run(["normal", "rule", "normal"], Rules(), "normal", [], 40, seed=3, workers=1)
    assert sum(a for a, _ in pairs) < sum(a for a, _ in both)
    assert bench.main(["paired", "--rounds", "4", "--seats", "normal,rule", "--as", "easy",
                       "--workers", "1"]) == 0
    out = capsys.readouterr().out
    assert "B sets easy in the first normal seat" in out and "B (easy) wins" in out


@pytest.mark.parametrize("setting", ["search.NOTHING=1", "engine.PLIES=2", "search.PLIES={2:",
                                     "PLIES=3"])
def test_paired_bench_refuses_a_setting_that_names_nothing(setting):
    with pytest.raises(SystemExit):
        bench.main(["paired", "--rounds", "2", "--workers", "1", "--set", setting])


@pytest.mark.parametrize("level", ["easy", "normal"])
def test_the_levels_that_do_not_bluff_never_do(level):
    # VAR-BLUFF makes a Wild Draw Four legal while holding blue; only hard may bluff.
    rules = Rules(bluff=True)
    for seed in range(40):
        game = game_with(2, {1: ["+4", "B1", "G2", "G3", "G4", "Y5", "Y6"]}, first="B9",
                         rules=rules, dealer=0)
        assert "play +4 G" in game.legal_actions(1)
        assert not make_bot(level, 1, seed).act(game.view(1)).startswith("play +4")


def test_the_hard_level_keeps_its_bluffs():
    from uno_audio.bots.base import plays_in
    game = game_with(2, {1: ["+4", "B1", "G2", "G3", "G4", "Y5", "Y6"]}, first="B9",
                     rules=Rules(bluff=True), dealer=0)
    view = game.view(1)
    plays = plays_in(view.legal)
    assert make_bot("hard", 1, 1)._honest(view, plays) == plays
    assert [x[0] for x in make_bot("normal", 1, 1)._honest(view, plays)] == ["play B1"]
