"""The bots with the Flip deck (DECK-6): each level plays whole rounds with legal actions
only, and takes the Flip deck's decisions by its own logic: when to turn everything over,
a Draw One, a Draw Five or a Skip Everyone against a seat about to go out, a Wild Draw Two
or Wild Draw Colour where PLAY-3 allows it, the colour a wild names by the side in play.
The hard bot's worlds keep the deck whole on both faces and the draw pile's known top card."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace

import pytest

from uno_audio.bots import make_bot
from uno_audio.bots.knowledge import Knowledge
from uno_audio.bots.simulate import play_round
from uno_audio.bots.worlds import deal
from uno_audio.engine import Card, Game, Rules
from uno_audio.engine.cards import flip_deck

from conftest import assert_whole_deck, table
from test_bots import Checked

FLIP = Rules(deck="flip")
SMART = ("normal", "hard")


def turned(text: str) -> str:
    """The same cards, turned over."""
    return " ".join(str(Card.parse(c).other) for c in text.split())


def dark_table(*hands, rules=FLIP):
    """Seats 0.. holding `hands` (written dark side up) on the dark side, seat 0 on turn with
    the teal 5 on top: the last seat, which holds three cards, turned everything over with
    the red Flip (RF/T5) on the red 5."""
    n = len(hands) + 1
    game = table(*[turned(h) for h in hands], "RF/T5 R7/V1 R8/W+C Y8/TF", first="R5/P+5", dealer=n - 2,
                 rules=rules)
    game.apply(n - 1, "play RF/T5")
    assert (game.side, game.turn, str(game.top)) == ("dark", 0, "T5/RF")
    return game


def acts(level, game, seat, seeds=range(4)) -> list[str]:
    """What `level` does in `seat` from several seeds, each a legal action."""
    out = []
    for seed in seeds:
        action = make_bot(level, seat, seed=seed).act(game.view(seat))
        assert action in game.legal_actions(seat), (level, action)
        out.append(str(action))
    return out


FIVE = "G1/P4 G3/O8 B1/O5 Y1/O7 B2/V7"      # a rival far from going out
FIVE_B = "G2/T6 G4/V+5 B3/P5 Y2/V9 B5/O9"


# ---- whole rounds ---------------------------------------------------------------------

@pytest.mark.parametrize("players,rules,levels", [
    (2, FLIP, ("hard", "easy")),
    (2, FLIP, ("normal", "rule")),
    (4, FLIP, ("easy", "normal", "hard", "rule")),
    (3, Rules(deck="flip", bluff=True, seven_zero=True, jump_in=True), ("hard", "normal", "easy")),
    (5, Rules(deck="flip", sequences=True, draw_then_play=True), ("rule", "easy", "normal", "basic", "random")),
    (4, Rules(deck="flip", stacking=True, mixed_stacking=True, advanced_responses=True, bluff=True),
     ("hard", "normal", "easy", "rule")),
])
def test_deck_6_every_level_plays_whole_rounds(players, rules, levels):
    """Every answer is one of `view.legal` (`Checked`); each round ends with the deck whole."""
    rng = random.Random(players)
    for r in range(6 if "hard" in levels else 10):
        game = Game(players, replace(rules, target=100_000), seed=r)
        bots = [Checked(make_bot(levels[s % len(levels)], s, seed=r)) for s in range(players)]
        play_round(game, bots, rng)
        assert game.round_over
        assert_whole_deck(game)


def test_deck_6_bots_turn_the_deck_over_and_keep_it_whole():
    flips = 0
    for seed in range(4):
        game = Game(4, Rules(deck="flip", target=100_000), seed=seed)
        bots = [make_bot(level, s, seed=seed) for s, level in enumerate(("easy", "normal", "hard", "rule"))]
        play_round(game, bots, random.Random(seed))
        assert game.round_over
        assert_whole_deck(game)
        flips += sum(1 for e in game.history if e.kind == "flip" and e.seat is not None)
    assert flips >= 4


# ---- when to Flip (DECK-6.5) ---------------------------------------------------------

@pytest.mark.parametrize("level", SMART)
def test_deck_6_5_a_flip_when_the_other_side_is_better(level):
    # Light side: the Flip and the yellow 5 go; what is left is red and yellow only. Dark
    # side: a card of each colour, the teal 9 to follow the teal 5 the Flip turns up.
    game = table("RF/T5 Y5/OR Y1/O7 Y2/V9 Y3/P7 Y4/T9", FIVE, FIVE_B, first="R5/P+5", rules=FLIP)
    assert set(acts(level, game, 0)) == {"play RF/T5"}


@pytest.mark.parametrize("level", SMART)
def test_deck_6_5_no_flip_when_this_side_is_better(level):
    # Light side: all red; dark side: nothing goes on the teal 5 the Flip turns up.
    game = table("RF/T5 R1/P6 R3/O+5 R4/VE R7/V1 G5/P8", FIVE, FIVE_B, first="R5/P+5", rules=FLIP)
    assert "play RF/T5" not in acts(level, game, 0)


def test_deck_6_5_a_beginner_flips_when_a_rival_is_about_to_go_out():
    calm = table("RF/T5 R1/P6 R3/O+5 R4/VE R7/V1", FIVE, FIVE_B, first="R5/P+5", rules=FLIP)
    close = table("RF/T5 R1/P6 R3/O+5 R4/VE R7/V1", FIVE, "G2/T6", first="R5/P+5", rules=FLIP)
    seeds = range(12)
    calm_flips = acts("easy", calm, 0, seeds).count("play RF/T5")
    close_flips = acts("easy", close, 0, seeds).count("play RF/T5")
    assert close_flips >= 7 and close_flips > calm_flips + 3, (close_flips, calm_flips)


# ---- stoppers: Draw One, Draw Five, Skip Everyone ------------------------------------

@pytest.mark.parametrize("level", SMART)
def test_deck_6_4_a_draw_one_stops_the_next_seat(level):
    # The yellow 9 goes too, and keeps red in hand; the next seat holds one card.
    game = table("R+1/O3 Y9/V2 Y4/T9 Y3/P7 B4/T7", "G2/T6", FIVE_B, first="R9/T1", rules=FLIP)
    assert set(acts(level, game, 0)) == {"play R+1/O3"}


@pytest.mark.parametrize("level", SMART)
def test_deck_6_7_a_draw_five_stops_the_next_seat(level):
    # The orange 5 goes too, and keeps teal in hand; the next seat holds one card.
    game = dark_table("T+5/G6 O5/B1 O7/Y1 O9/B5 V2/Y9", "P4/G1", "O8/G3 V7/B2 P5/B3")
    assert set(acts(level, game, 0)) == {"play T+5/G6"}


@pytest.mark.parametrize("level", SMART)
def test_deck_6_7_a_skip_everyone_when_both_rivals_are_close(level):
    game = dark_table("TE/R6 O5/B1 O7/Y1 O9/B5 V2/Y9", "P4/G1", "O8/G3")
    assert set(acts(level, game, 0)) == {"play TE/R6"}


# ---- the wild draws under PLAY-3 -----------------------------------------------------

@pytest.mark.parametrize("level", SMART)
def test_deck_6_6_a_wild_draw_two_stops_the_next_seat(level):
    # No red in hand: the Wild Draw Two may go (PLAY-3), and the next seat holds one card.
    game = table("W+2/O6 Y5/OR B2/V7 B4/T7", "G2/T6", FIVE_B, first="R5/P+5", rules=FLIP)
    assert {a.split()[1] for a in acts(level, game, 0)} == {"W+2/O6"}


def test_deck_6_6_a_wild_draw_two_waits_while_the_colour_is_held():
    # PLAY-3: holding a red, the Wild Draw Two is not offered, and no level tries it.
    game = table("W+2/O6 R9/T1 Y5/OR", "G2/T6", FIVE_B, first="R5/P+5", rules=FLIP)
    for level in ("easy", "normal", "hard", "rule"):
        assert not any("W+2" in a for a in acts(level, game, 0))


@pytest.mark.parametrize("level", SMART)
def test_deck_6_8_a_wild_draw_colour_stops_the_next_seat(level):
    game = dark_table("W+C/R8 O5/B1 V7/B2 V3/GR", "P4/G1", "O8/G3 P5/B3 V9/Y2")
    assert {a.split()[1] for a in acts(level, game, 0)} == {"W+C/R8"}


def test_deck_6_8_the_hard_bot_names_the_colour_least_left_to_come():
    # Only two pink cards are still unseen: the next seat, on one card, draws longest for
    # pink; the hard bot counts the cards, the colour it holds most is orange.
    game = dark_table("W+C/R8 O5/B1 O9/B5 V3/GR", "P4/G1", "O8/G3 V9/Y2 T8/R2")
    pinks = [c for c in game.draw_pile if c.face_color == "P"]
    for c in pinks[2:]:
        game.draw_pile.remove(c)
        game.discard.insert(0, c)
    assert_whole_deck(game)
    assert set(acts("hard", game, 0)) == {"play W+C/R8 R"}
    assert set(acts("normal", game, 0)) == {"play W+C/R8 G"}


# ---- colours by the side in play -----------------------------------------------------

@pytest.mark.parametrize("level", SMART)
def test_deck_6_3_a_wild_names_the_colour_held_most_on_the_side_in_play(level):
    # Dark side: three purples (slot B) whose light faces are red, yellow and green.
    game = dark_table("W/G8 V1/R7 V2/Y9 V3/GR", turned(FIVE), turned(FIVE_B))
    assert set(acts(level, game, 0)) == {"play W/G8 B"}


# ---- the rule agent by colour and kind -----------------------------------------------

def test_deck_6_the_rule_agent_keeps_a_flip_wild_for_when_nothing_else_goes():
    game = table("W/P2 R9/T1 Y3/P7", FIVE, FIVE_B, first="R5/P+5", rules=FLIP)
    assert set(acts("rule", game, 0, range(12))) == {"play R9/T1"}


def test_deck_6_the_rule_agent_plays_a_wild_draw_as_its_wild_draw_four():
    # Nothing else goes: the Wild Draw Two, naming the colour counted most (blue).
    game = table("W+2/O6 B2/V7 B4/T7 Y3/P7", FIVE, FIVE_B, first="R6/TE", rules=FLIP)
    assert set(acts("rule", game, 0, range(8))) == {"play W+2/O6 B"}
    # Something else goes: never the Wild Draw Two.
    game = table("W+2/O6 Y6/VF B4/T7", FIVE, FIVE_B, first="R6/TE", rules=FLIP)
    assert set(acts("rule", game, 0, range(8))) == {"play Y6/VF"}


# ---- what the hard bot's worlds hold -------------------------------------------------

def test_deck_6_worlds_keep_the_deck_whole_and_the_pile_top_known():
    checked = dark = 0
    for seed in range(12):
        game = Game(4, Rules(deck="flip", target=100_000), seed=seed)
        bots = [make_bot("normal", s, seed=seed) for s in range(4)]
        rng = random.Random(seed)
        step = 0
        while not game.round_over and step < 300:
            seat = game.decider
            view = game.view(seat)
            if step % 5 == 0 and view.pile_face is not None:
                know = Knowledge(view)
                # The cards nobody at the seat has seen, counted on the side in play.
                hidden = sum(view.counts) - len(view.hand) + view.draw_pile_size - 1
                assert sum(max(0, u) for u in know.unseen) == hidden
                world = deal(view, know, rng)
                assert_whole_deck(world)
                assert (world.side, world.pile_face) == (view.side, view.pile_face)
                assert world.hands[seat] == list(view.hand)
                assert [len(h) for h in world.hands] == list(view.counts)
                checked += 1
                dark += view.side == "dark"
            game.apply(seat, bots[seat].act(view))
            step += 1
    assert checked > 100 and dark > 20


def test_deck_6_the_deck_counted_with_its_dark_side_up():
    game = dark_table("P4/G1 O8/G3", "O5/B1")
    know = Knowledge(game.view(0))
    seen = Counter(game.hands[0] + game.discard)
    seen[Card.parse(str(game.pile_face)).other] += 1
    deck = Counter(c.other for c in flip_deck())
    assert {k: know.unseen[k] for k in deck} == {k: deck[k] - seen[k] for k in deck}


# ---- the hint key explains the Flip decisions ----------------------------------------

def hint(tmp_path, game, lang="en") -> tuple[str, object]:
    """The line the hint key says at a table of `game` (seat 0 the player, hard bots), and
    the table's announcer (whose card names the expected lines use)."""
    from player import make_app, press, said
    from uno_audio.ui.table import Table
    app, clock = make_app(tmp_path, lang=lang)
    names = ["You"] + [f"Bot{s}" for s in range(1, game.players)]
    table = Table(app, game, [0], {s: "hard" for s in range(1, game.players)}, names, bot_seed=7)
    app.push(table)
    press(app, clock, "shift+slash", settle=False)
    return said(app)[-1], table.announcer


@pytest.mark.parametrize("lang,words", [
    ("en", "Play {}: everything flips to the dark side, where your other cards hold 4 colours, against one here."),
    ("es", "Juega {}: todo se da la vuelta a la cara oscura, donde tus otras cartas tienen 4 colores; aquí, solo uno."),
    ("pt-BR", "Jogue {}: tudo vira para o lado escuro, onde as suas outras cartas têm 4 cores; aqui, só uma."),
])
def test_deck_6_5_the_hint_explains_a_flip(tmp_path, lang, words):
    game = table("RF/T5 Y5/OR Y1/O7 Y2/V9 Y3/P7 Y4/T9", FIVE, FIVE_B, first="R5/P+5", rules=FLIP)
    line, said = hint(tmp_path, game, lang)
    assert line == words.format(said.card(Card.parse("RF/T5"), "card-the"))


def test_deck_6_5_the_hint_explains_a_flip_against_a_seat_about_to_go_out(tmp_path):
    game = table("RF/T5 Y5/OR Y1/O7 Y2/V9 Y3/P7 Y4/T9", FIVE, "G2/T6", first="R5/P+5", rules=FLIP)
    line, said = hint(tmp_path, game)
    assert line == (f"Play {said.card(Card.parse('RF/T5'), 'card-the')}: Bot2 has one card left, and the flip "
                    "turns it into a card nobody has seen.")


def test_deck_6_4_the_hint_explains_a_draw_one(tmp_path):
    game = table("R+1/O3 Y9/V2 Y4/T9", FIVE, FIVE_B, first="R6/TE", rules=FLIP)
    line, said = hint(tmp_path, game)
    assert line == f"Play {said.card(Card.parse('R+1/O3'), 'card-the')}: Bot1 draws a card and loses a turn."


def test_deck_6_6_the_hint_explains_a_wild_draw_two(tmp_path):
    game = table("W+2/O6 Y5/OR B2/V7 B4/T7", "G2/T6", FIVE_B, first="R5/P+5", rules=FLIP)
    line, said = hint(tmp_path, game)
    assert line == (f"Play {said.card(Card.parse('W+2/O6'), 'card-the')} and choose {said.color('B')}: Bot1 "
                    "draws 2 cards and loses a turn.")


# On the dark side, the hint's advice and its words in each language (the table's line for
# the Flip that turned the cards over is the announcer's).

@pytest.mark.parametrize("lang,words", [
    ("en", "Play CARD and name COLOUR: NAME draws until a card of that colour comes, and loses a turn."),
    ("es", "Juega CARD y elige COLOUR: NAME roba hasta que salga una carta de ese color, y pierde el turno."),
    ("pt-BR", "Jogue CARD e escolha COLOUR: NAME compra até sair uma carta dessa cor, e perde a vez."),
])
def test_deck_6_8_the_hint_explains_a_wild_draw_colour(lang, words):
    from uno_audio.ui.controller import translator
    from uno_audio.ui.hint import advice
    game = dark_table("W+C/R8 O5/B1 V7/B2 V3/GR", "P4/G1", "O8/G3 P5/B3 V9/Y2")
    msg, args = advice(game.view(0), seed=7)
    assert (msg, args) == ("hint-wild-draw-colour", {"card": Card.parse("W+C/R8"), "color": "B", "seat": 1})
    assert translator(lang)(msg, card="CARD", color="COLOUR", name="NAME") == words


def test_deck_6_7_the_hint_explains_a_skip_everyone():
    from uno_audio.ui.hint import advice
    game = dark_table("TE/R6 O5/B1 O7/Y1 O9/B5 V2/Y9", "P4/G1", "O8/G3")
    assert advice(game.view(0), seed=7) == ("hint-skip-everyone", {"card": Card.parse("TE/R6")})


def test_deck_6_2_the_hint_names_the_colour_for_a_wild_turned_up_first(tmp_path):
    game = table("B2/V7 B4/T7 Y3/P7", FIVE, first="W/P2", rules=FLIP)
    assert (game.phase, game.turn) == ("color", 0)
    line, said = hint(tmp_path, game)
    assert line == f"Name {said.color('B')}: on this side you hold more of it than of any other colour."


# ---- the figures ----------------------------------------------------------------------

def test_deck_6_the_bench_prints_the_flip_figures(capsys):
    from uno_audio import bench
    assert bench.main(["bots", "--deck", "flip", "--rounds", "4", "--ladder-rounds", "2", "--workers", "1"]) == 0
    out = capsys.readouterr().out
    assert "rules: deck=flip" in out
    assert "TARGET flip: hard vs 3 rule" in out and "TARGET hard's decision time on its turn, 4 players" in out
    for gap in ("hard > normal heads-up", "normal > easy heads-up", "hard > normal against three rule agents",
                "normal > easy against three rule agents"):
        assert f"TARGET flip: {gap}" in out


def test_deck_6_5_the_hint_explains_a_flip_by_the_cards_that_follow(tmp_path):
    # Only the Flip goes; three colours on either side, and on the dark side the teal 6
    # follows the teal 5 turned up.
    game = table("RF/T5 Y1/O7 G2/T6 B2/V7", FIVE, FIVE_B, first="R3/O+5", rules=FLIP)
    line, said = hint(tmp_path, game)
    assert line == (f"Play {said.card(Card.parse('RF/T5'), 'card-the')}: everything flips to the dark side, "
                    "where one of your other cards goes on the card it turns up.")


def test_deck_6_8_the_hint_key_on_the_dark_side_names_the_dark_colour(tmp_path):
    """By keys at the table, after the Flip that turned the cards over: the Wild Draw
    Colour's hint names the colour as the dark side does (purple, not blue)."""
    game = dark_table("W+C/R8 O5/B1 V7/B2 V3/GR", "P4/G1", "O8/G3 P5/B3 V9/Y2")
    line, said = hint(tmp_path, game)
    assert line == (f"Play {said.card(Card.parse('W+C/R8'), 'card-the')} and name purple: Bot1 draws until a "
                    "card of that colour comes, and loses a turn.")


def test_deck_6_7_the_hint_key_explains_a_skip_everyone(tmp_path):
    game = dark_table("TE/R6 O5/B1 O7/Y1 O9/B5 V2/Y9", "P4/G1", "O8/G3")
    line, said = hint(tmp_path, game)
    assert line == f"Play {said.card(Card.parse('TE/R6'), 'card-the')}: everyone else loses a turn and you play again."
