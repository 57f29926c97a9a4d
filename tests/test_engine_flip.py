"""The Flip deck (DECK-6), each clause in the exact situation it speaks of. Tables as in
test_engine_variants.py: seat 0 plays first. A card is named by its face up (`light("R5")`
is the card showing red 5, "R5/O3"); a table on the dark side is dealt with the cards' light
faces and turned over, as a Flip would (`dark_table`)."""

from __future__ import annotations

import random
import time
from collections import Counter

import pytest

from uno_audio.engine import COLORS, Card, Game, Rules
from uno_audio.engine.cards import CARDS, DARK_BASE, FLIP_BASE, KINDS, OTHER, TEXT, flip_deck, flip_pair
from uno_audio.engine.rules import NOT_WITH_FLIP

from conftest import assert_whole_deck, random_play, scenario_deck, table
from engine_helpers import hand, kinds, refused

FLIP = Rules(deck="flip")
BLUFF = Rules(deck="flip", bluff=True)

# Each face up, by side: its kinds' texts ("W" has two kinds a side: two backs).
_FACES: dict = {}
for _k in range(FLIP_BASE, KINDS):
    _FACES.setdefault((_k >= DARK_BASE, TEXT[_k].split("/")[0]), []).append(TEXT[_k])


def light(face: str, back: int = 0) -> str:
    """The card showing light face `face` ("R5", "R+1", "RF", "W", "W+2")."""
    return _FACES[(False, face)][back]


def dark(face: str, back: int = 0) -> str:
    """The card showing dark face `face` ("P5", "P+5", "PE", "W", "W+C")."""
    return _FACES[(True, face)][back]


def lights(text: str) -> str:
    return " ".join(light(f) for f in text.split())


def darks(text: str) -> str:
    return " ".join(dark(f) for f in text.split())


def moves(game, seat):
    return [str(a) for a in game.legal_actions(seat) if a != "uno" and not a.startswith("catch")]


def turned(game: Game) -> Game:
    """The same table with every card turned over (the side changed), built from its state."""
    st = game.state()
    top = st.discard[-1].other
    st = st._replace(hands=[[c.other for c in h] for h in st.hands], pile=[c.other for c in st.pile],
                     discard=[c.other for c in st.discard], color=COLORS.index(top.color),
                     side="dark" if st.side == "light" else "light")
    return Game.from_state(st)


def dark_table(*hands, first, draw=(), rules=FLIP) -> Game:
    """A table on the dark side: `hands`, `first` and `draw` as dark faces ("P5 T+5") or cards."""
    def backs(text):
        return [str(Card.parse(f if "/" in f else dark(f)).other) for f in text.split()]
    game = table(*[" ".join(backs(h)) for h in hands], first=backs(first)[0],
                 draw=[b for f in draw for b in backs(f)], rules=rules)
    return turned(game)


def faces(cards) -> list[str]:
    return [str(c).split("/")[0] for c in cards]


# ---- DECK-6.1 ---------------------------------------------------------------------------

def test_deck_6_1_the_112_cards_and_their_fixed_pairs():
    deck = flip_deck()
    assert len(deck) == 112 and all(c.flip and not c.dark for c in deck)
    light_faces = Counter(faces(deck))
    dark_faces = Counter(faces(c.other for c in deck))
    for c, d in zip("RYGB", "PTOV"):
        assert [light_faces[c + str(n)] for n in range(1, 10)] == [2] * 9
        assert [light_faces[c + s] for s in ("+1", "R", "S", "F")] == [2] * 4
        assert [dark_faces[d + str(n)] for n in range(1, 10)] == [2] * 9
        assert [dark_faces[d + s] for s in ("+5", "R", "E", "F")] == [2] * 4
        assert light_faces[c + "0"] == dark_faces[d + "0"] == 0
    assert (light_faces["W"], light_faces["W+2"], dark_faces["W"], dark_faces["W+C"]) == (4, 4, 4, 4)
    assert sum(light_faces.values()) == sum(dark_faces.values()) == 112
    # Fixed pairs, two cards each: the other face of a card is always the same.
    assert Counter(deck) == {c: 2 for c in set(deck)} and len(set(deck)) == 56
    assert len({flip_pair(i) for i in range(56)}) == 56
    for c in set(deck):
        up, down = c, c.other
        assert down.other is up and OTHER[down] == up and down.dark
        assert not (up.is_wild and down.is_wild)
        assert up.rank != down.rank  # no face backs its own number or symbol
        if up.rank == "F":
            assert down.number is not None  # the dark face a Flip turns up (DECK-6.2)
        if down.rank == "F":
            assert up.number is not None or up.rank == "R"
    game = Game(4, FLIP, seed=3)
    assert_whole_deck(game)
    assert len(game.draw_pile) + len(game.discard) + sum(map(len, game.hands)) == 112


# ---- DECK-6.2 ---------------------------------------------------------------------------

def test_deck_6_2_dealt_light_side_up_and_the_draw_pile_shows_its_dark_face():
    for seed in range(20):
        game = Game(3, FLIP, seed=seed)
        if game.side == "dark":  # a Flip turned up first
            continue
        dealt = [e.hand for e in game.history if e.kind == "deal"]
        assert len(dealt) == 3 and all(len(h) == 7 and all(c.flip and not c.dark for c in h) for h in dealt)
        assert game.pile_face == game.draw_pile[-1].other and game.pile_face.dark
        view = game.view(1)
        assert (view.side, view.pile_face) == ("light", game.pile_face)
        before = game.pile_face
        seat = game.turn
        if game.phase == "play":
            events = game.apply(seat, "draw")
            assert events[0].cards[0].other == before  # the face shown was the card's back
        assert_whole_deck(game)
    assert Game(3, Rules(), seed=1).pile_face is None


def test_deck_6_2_a_wild_draw_two_turned_up_goes_back():
    game = table(lights("R1 R2"), lights("B1 B2"), first=light("W+2"), draw=[light("G6")], rules=FLIP)
    assert faces([game.top]) == ["G6"] and "returned" in kinds(game.history)
    assert (game.turn, game.phase, game.side) == (0, "play", "light")
    assert_whole_deck(game)


def test_deck_6_2_a_draw_one_turned_up_makes_the_first_player_draw_one_and_lose_the_turn():
    game = table(lights("R1 R2"), lights("B1 B2"), lights("G1 G2"), first=light("Y+1"), draw=[light("G6")],
                 rules=FLIP)
    assert faces(game.hands[0]) == ["R1", "R2", "G6"] and game.turn == 1 and game.pending == 0
    assert "skip" in kinds(game.history)


def test_deck_6_2_a_wild_turned_up_lets_the_first_player_name_the_colour():
    game = table(lights("R1 R2"), lights("B1 B2"), first=light("W"), rules=FLIP)
    assert (game.turn, game.phase, game.color) == (0, "color", None)
    game.apply(0, "color B")
    assert (game.turn, game.phase, game.color) == (0, "play", "B")


def test_deck_6_2_a_reverse_or_a_skip_turned_up_acts_as_in_setup_5():
    game = table(lights("R1 R2"), lights("B1 B2"), lights("G1 G2"), first=light("YR"), rules=FLIP)
    assert (game.turn, game.direction) == (2, -1)  # the dealer plays first, the other way
    game = table(lights("R1 R2"), lights("B1 B2"), lights("G1 G2"), first=light("YS"), rules=FLIP)
    assert game.turn == 1 and ("skip", 0) in [(e.kind, e.seat) for e in game.history]


def test_deck_6_2_a_flip_turned_up_turns_everything_over_before_the_first_turn():
    deck = scenario_deck([lights("R1 R2 R3 R4 R5 R6 R7"), lights("B1 B2 B3 B4 B5 B6 B7")], light("YF"),
                         [light("G6")], cards=flip_deck())
    game = Game(2, FLIP, seed=0, deck=deck, dealer=1)
    flip = next(e for e in game.history if e.kind == "flip")
    assert (flip.seat, flip.side, faces([flip.card])) == (None, "dark", ["V6"])
    assert game.side == "dark" and faces([game.top]) == ["V6"] and game.color == "B"  # purple
    assert faces(game.hands[0]) == faces(Card.parse(c).other for c in lights("R1 R2 R3 R4 R5 R6 R7").split())
    assert game.pile_face == game.draw_pile[-1].other and not game.pile_face.dark
    assert faces([game.draw_pile[-1]]) == faces([Card.parse(light("G6")).other])
    assert (game.turn, game.phase) == (0, "play")
    assert_whole_deck(game)


# ---- DECK-6.3 ---------------------------------------------------------------------------

def test_deck_6_3_match_colour_number_or_symbol_of_the_face_in_play():
    game = table(lights("R3 B5 GS W B+1 Y9"), lights("B1 B2"), first=light("R5"), rules=FLIP)
    assert sorted(moves(game, 0)) == sorted([f"play {light('R3')}", f"play {light('B5')}", "draw"]
                                            + [f"play {light('W')} {c}" for c in "RYGB"])
    refused(game, 0, f"play {light('GS')}", "card-does-not-match")
    refused(game, 0, f"play {light('W')}", "color-required")
    refused(game, 0, f"play {light('R3')} G", "color-not-allowed")
    game = table(lights("GS B+1"), lights("Y+1 B2"), first=light("R5"), draw=[light("RS")], rules=FLIP)
    game.apply(0, "draw")
    game.apply(0, f"play {light('RS')}")
    assert f"play {light('GS')}" in moves(game, 0)  # two players: the Skip comes back (TWO-2)
    game = dark_table(darks("P3 T5 OE V+5"), darks("T1 T2"), first="P5")
    assert game.side == "dark" and game.color == "R"  # pink, in red's slot
    assert sorted(moves(game, 0)) == sorted([f"play {dark('P3')}", f"play {dark('T5')}", "draw"])
    refused(game, 0, f"play {dark('OE')}", "card-does-not-match")


# ---- DECK-6.4 ---------------------------------------------------------------------------

def test_deck_6_4_draw_one():
    game = table(lights("R+1 R1"), lights("B1 B2"), lights("G1 G2"), first=light("R5"), draw=[light("Y7")],
                 rules=FLIP)
    events = game.apply(0, f"play {light('R+1')}")
    assert kinds(events) == ["play", "draw", "skip", "turn"]
    assert faces(game.hands[1]) == ["B1", "B2", "Y7"] and (game.turn, game.pending) == (2, 0)
    game = table(lights("G+1 R1"), lights("B1 B2"), first=light("R+1"), rules=FLIP)
    assert f"play {light('G+1')}" in moves(game, 1) or game.turn == 1


# ---- DECK-6.5 ---------------------------------------------------------------------------

def test_deck_6_5_a_flip_turns_every_hand_and_both_piles_over_in_place():
    game = table(lights("RF R1 B7"), lights("B1 B2"), lights("G1 G2"), first=light("R5"),
                 draw=[light("Y7"), light("G3")], rules=FLIP)
    hands = [list(h) for h in game.hands]
    pile, discard = list(game.draw_pile), list(game.discard)
    events = game.apply(0, f"play {light('RF')}")
    assert kinds(events) == ["play", "flip", "turn"]
    flip = events[1]
    assert (flip.seat, flip.side, flip.card) == (0, "dark", Card.parse(light("RF")).other)
    assert game.side == "dark" and game.top == flip.card and faces([game.top]) == ["T5"]
    assert game.color == "Y" and game.turn == 1 and game.phase == "play"  # teal, in yellow's slot
    assert game.hands[0] == [c.other for c in hands[0] if c != Card.parse(light("RF"))]
    assert game.hands[1:] == [[c.other for c in h] for h in hands[1:]]
    assert game.draw_pile == [c.other for c in pile]  # in place: the same order
    assert game.discard == [c.other for c in discard] + [flip.card]
    assert game.pile_face == Card.parse(light("Y7"))  # the next card's light face now shows
    assert game.view(2).side == "dark" and game.view(2).pile_face == game.pile_face
    assert_whole_deck(game)
    # The face turned up is matched: teal, or a 5 on the dark side.
    assert all(c.color == "Y" or c.number == 5 or c.is_wild for c in map(Card.parse, (
        m.split()[1] for m in moves(game, 1) if m.startswith("play"))))
    # And back again: a dark Flip turns everything to the light side.
    again = dark_table(darks("PF P1"), darks("T1 T2"), first="P5")
    events = again.apply(0, f"play {dark('PF')}")
    assert again.side == "light" and faces([again.top]) == ["BR"] and events[1].side == "light"
    assert (again.turn, again.direction, again.color) == (1, 1, "B")  # the Reverse turned up does not act
    assert_whole_deck(again)


def test_deck_6_5_a_last_flip_turns_everything_over_and_the_round_is_scored_by_that_side():
    game = table(lights("RF"), lights("B1 Y+1"), first=light("R5"), rules=FLIP)
    events = game.apply(0, f"play {light('RF')}")
    assert kinds(events)[:2] == ["play", "flip"] and game.round_over and game.side == "dark"
    over = next(e for e in events if e.kind == "round-over")
    backs = [Card.parse(light(f)).other for f in ("B1", "Y+1")]
    assert over.points == sum(c.points for c in backs) == over.hand_points[1]


# ---- DECK-6.6 ---------------------------------------------------------------------------

def test_deck_6_6_wild_draw_two_only_without_the_colour_in_play():
    w2 = light("W+2")
    game = table(f"{w2} {light('R1')}", lights("B1 B2"), lights("G1 G2"), first=light("R5"),
                 draw=[light("Y7"), light("G3")], rules=FLIP)
    assert not any(w2 in m for m in moves(game, 0))
    refused(game, 0, f"play {w2} B", "wild-draw-with-colour")
    game = table(f"{w2} {light('B1')}", lights("B2 B3"), lights("G1 G2"), first=light("R5"),
                 draw=[light("Y7"), light("G3")], rules=FLIP)
    assert f"play {w2} B" in moves(game, 0)
    events = game.apply(0, f"play {w2} B")
    assert kinds(events) == ["play", "draw", "skip", "turn"] and events[1].count == 2
    assert faces(game.hands[1]) == ["B2", "B3", "Y7", "G3"] and (game.turn, game.color) == (2, "B")


def test_deck_6_6_wild_draw_two_challenged_guilty_and_innocent():
    w2 = light("W+2")
    game = table(f"{w2} {light('R1')} {light('B9')}", lights("B2 B3"), lights("G1 G2"), first=light("R5"),
                 draw=[light("Y7"), light("G3")], rules=BLUFF)
    game.apply(0, f"play {w2} G")
    assert (game.turn, game.phase, game.pending) == (1, "penalty", 2) and "challenge" in moves(game, 1)
    events = game.apply(1, "challenge")
    assert events[0].kind == "challenge" and events[0].guilty
    assert len(game.hands[0]) == 4 and len(game.hands[1]) == 2
    assert (game.turn, game.phase, game.color) == (1, "play", "G")
    game = table(f"{w2} {light('B1')} {light('B9')}", lights("B2 B3"), lights("G1 G2"), first=light("R5"),
                 rules=BLUFF)
    game.apply(0, f"play {w2} G")
    events = game.apply(1, "challenge")
    assert not events[0].guilty and len(game.hands[1]) == 2 + 4 and game.turn == 2
    assert ("skip", 1) in [(e.kind, e.seat) for e in events]
    assert_whole_deck(game)


# ---- DECK-6.7 ---------------------------------------------------------------------------

def test_deck_6_7_draw_five():
    game = dark_table(darks("P+5 P1"), darks("T1 T2"), darks("O1 O2"), first="P5",
                      draw=["V1", "V2", "V3", "V4", "V5", "V6"])
    events = game.apply(0, f"play {dark('P+5')}")
    assert kinds(events) == ["play", "draw", "skip", "turn"] and events[1].count == 5
    assert faces(game.hands[1]) == ["T1", "T2", "V1", "V2", "V3", "V4", "V5"] and game.turn == 2
    assert_whole_deck(game)


def test_deck_6_7_dark_reverse_and_skip_everyone():
    game = dark_table(darks("PR P1"), darks("T1 T2"), darks("O1 O2"), first="P5")
    game.apply(0, f"play {dark('PR')}")
    assert (game.direction, game.turn) == (-1, 2)
    game = dark_table(darks("PR P1"), darks("T1 T2"), first="P5")
    events = game.apply(0, f"play {dark('PR')}")
    assert game.turn == 0 and "skip" in kinds(events)  # TWO-1
    game = dark_table(darks("PE P1"), darks("T1 T2"), darks("O1 O2"), first="P5")
    events = game.apply(0, f"play {dark('PE')}")
    assert kinds(events) == ["play", "skip-everyone", "turn"] and game.turn == 0
    assert f"play {dark('P1')}" in moves(game, 0)


# ---- DECK-6.8 ---------------------------------------------------------------------------

def test_deck_6_8_wild_draw_colour_draws_until_the_colour_named():
    wdc = dark("W+C")
    game = dark_table(f"{wdc} P1", "T1 T2", "O1 O2", first="P5", draw=["P2", "W", "T3", "O7", "V9"])
    assert not any(wdc in m for m in moves(game, 0))  # pink in play, pink in hand (PLAY-3)
    refused(game, 0, f"play {wdc} G", "wild-draw-with-colour")
    game = dark_table(f"{wdc} T9", "T1 T2", "O1 O2", first="P5", draw=["P2", "W", "T3", "O7", "V9"])
    events = game.apply(0, f"play {wdc} G")  # orange
    draw = events[1]
    assert (draw.kind, draw.mode, draw.count, draw.seat) == ("draw", "until-color", 4, 1)
    assert faces(draw.cards) == ["P2", "W", "T3", "O7"] and draw.seen_by(2).cards is None
    assert kinds(events) == ["play", "draw", "skip", "turn"]
    assert (game.turn, game.color) == (2, "G") and len(game.hands[1]) == 6
    assert_whole_deck(game)


def test_deck_6_8_wild_draw_colour_challenged_guilty_and_innocent():
    wdc = dark("W+C")
    game = dark_table(f"{wdc} P1 O4", "T1 T2", "O1 O2", first="P5", draw=["P2", "T3", "O7", "V9", "O8"],
                      rules=BLUFF)
    events = game.apply(0, f"play {wdc} B")
    assert (game.turn, game.phase, game.pending) == (1, "penalty", 0)
    assert events[-1].kind == "penalty" and events[-1].mode == "until-color"
    assert moves(game, 1) == ["draw", "challenge"]
    events = game.apply(1, "challenge")  # guilty: seat 0 held pink
    assert events[0].guilty and events[1].mode == "until-color" and events[1].seat == 0
    assert faces(events[1].cards) == ["P2", "T3", "O7", "V9"]
    assert (game.turn, game.phase, game.color) == (1, "play", "B") and len(game.hands[1]) == 2
    game = dark_table(f"{wdc} O4 O5", "T1 T2", "O1 O2", first="P5", draw=["P2", "T3", "O7", "V9", "O8", "T8"],
                      rules=BLUFF)
    game.apply(0, f"play {wdc} B")
    events = game.apply(1, "challenge")  # innocent: until purple, then two more
    assert not events[0].guilty
    assert [(e.kind, e.seat, e.count, e.mode) for e in events[1:3]] == [
        ("draw", 1, 4, "until-color"), ("draw", 1, 2, "bluff")]
    assert len(game.hands[1]) == 2 + 6 and game.turn == 2
    assert_whole_deck(game)
    # Drawn instead: until the colour, and the turn lost.
    game = dark_table(f"{wdc} O4 O5", "T1 T2", "O1 O2", first="P5", draw=["P2", "V9"], rules=BLUFF)
    game.apply(0, f"play {wdc} B")
    events = game.apply(1, "draw")
    assert (events[0].mode, events[0].count) == ("until-color", 2) and game.turn == 2


def test_deck_6_8_the_drawing_ends_when_both_piles_run_out():
    wdc = dark("W+C")
    game = dark_table(f"{wdc} O4", "T1 T2", first="P5")
    purple = [c for c in game.draw_pile if c.color == "B"]
    for c in purple:
        game.draw_pile.remove(c)
    game.hands[1].extend(purple)
    left = len(game.draw_pile)
    events = game.apply(0, f"play {wdc} B")
    draw = next(e for e in events if e.kind == "draw")
    # the pile, then the pink 5 beneath, reshuffled (PLAY-6): both piles run out
    assert draw.count == left + 1 and "reshuffle" in kinds(events)
    assert not game.draw_pile and faces(game.discard) == ["W+C"] and game.pile_face is None
    assert game.turn == 0 and not game.round_over
    assert_whole_deck(game)


def test_deck_6_8_a_last_wild_draw_colour_still_makes_the_next_player_draw():
    wdc = dark("W+C")
    game = dark_table(wdc, "T1 T2", first="P5", draw=["P2", "T3", "O7"])
    events = game.apply(0, f"play {wdc} G")
    assert game.round_over and game.winner == 0
    draw = next(e for e in events if e.kind == "draw")
    assert (draw.seat, draw.mode, faces(draw.cards)) == (1, "until-color", ["P2", "T3", "O7"])
    over = next(e for e in events if e.kind == "round-over")
    assert over.points == game.hand_points(1) == sum(c.points for c in game.hands[1])


# ---- DECK-6.9 ---------------------------------------------------------------------------

def test_deck_6_9_points_by_the_face_in_play():
    points = {f: Card.parse(light(f)).points for f in ("R7", "R+1", "RR", "RS", "RF", "W", "W+2")}
    assert points == {"R7": 7, "R+1": 10, "RR": 20, "RS": 20, "RF": 20, "W": 40, "W+2": 50}
    points = {f: Card.parse(dark(f)).points for f in ("P7", "P+5", "PR", "PE", "PF", "W", "W+C")}
    assert points == {"P7": 7, "P+5": 20, "PR": 20, "PE": 30, "PF": 20, "W": 40, "W+C": 60}
    # A round won on the dark side scores the dark faces.
    game = dark_table("P1", "PE W+C T2", first="P5")
    events = game.apply(0, f"play {dark('P1')}")
    over = next(e for e in events if e.kind == "round-over")
    assert over.points == 30 + 60 + 2 and game.scores == [92, 0]
    assert Rules(deck="flip").target == 500


# ---- DECK-6.10 --------------------------------------------------------------------------

def test_deck_6_10_hands_are_hidden_on_both_faces_and_the_rest_is_public():
    game = table(lights("RF R1 B7"), lights("B1 B2"), lights("G1 G2"), first=light("R5"),
                 draw=[light("Y7")], rules=FLIP)
    game.apply(0, f"play {light('RF')}")
    game.apply(1, "draw")
    view = game.view(2)
    assert view.state.hands[0] == view.state.hands[1] == () and view.state.pile == ()
    assert view.hand == tuple(game.hands[2]) and view.side == "dark"
    assert view.top == game.top and view.top.other is not None and view.pile_face == game.pile_face
    drawn = [e for e in view.history if e.kind == "draw" and e.seat == 1]
    assert drawn and all(e.cards is None for e in drawn)
    assert all(c.other.other == c for c in view.hand)  # a seat knows the other face of its cards


# ---- DECK-6.11 --------------------------------------------------------------------------

def test_deck_6_11_the_options_it_plays_without_are_refused():
    for name in NOT_WITH_FLIP:
        value = ("R*ALL",) if name == "blank_cards" else True
        with pytest.raises(ValueError, match="Flip deck plays without"):
            Rules(deck="flip", **{name: value})
    rules = Rules(deck="flip", bluff=True, draw_then_play=True, draw_to_match=True, sequences=True,
                  jump_in=True, jump_in_plays_on=True, seven_zero=True, seven_must_swap=True,
                  optional_draws=3, turn_clock=30, uno_penalty=4, target=300, scoring="lowest")
    assert Rules.from_dict(rules.to_dict()) == rules and rules.flip
    for partners in ({"teams": True}, {"rotate": True}, {"two_tables": True}, {"scoring": "elimination"}):
        Game(4, Rules(deck="flip", **partners), seed=1)


def test_deck_6_11_stacking_draw_one_on_draw_one_and_wild_draw_two_on_wild_draw_two():
    stack = Rules(deck="flip", stacking=True)
    game = table(lights("R+1 R1"), lights("G+1 B5"), lights("Y1 Y2"), first=light("R5"), rules=stack)
    game.apply(0, f"play {light('R+1')}")
    assert (game.turn, game.phase, game.pending) == (1, "penalty", 1)
    assert moves(game, 1) == [f"play {light('G+1')}", "draw"]
    refused(game, 1, f"play {light('B5')}", "must-draw")
    game.apply(1, f"play {light('G+1')}")
    assert (game.turn, game.pending) == (2, 2)
    game.apply(2, "draw")
    assert len(game.hands[2]) == 4 and (game.turn, game.pending) == (0, 0)
    w2, other = light("W+2"), light("W+2", 1)
    game = table(f"{w2} {light('B1')}", f"{other} {lights('R3 G+1')}", lights("Y1 Y2"), first=light("R5"), rules=stack)
    game.apply(0, f"play {w2} Y")
    assert moves(game, 1) == [f"play {other} {c}" for c in "RYGB"] + ["draw"]  # no Draw One on it
    refused(game, 1, f"play {light('G+1')}", "must-draw")
    game.apply(1, f"play {other} G")
    assert (game.turn, game.pending, game.color) == (2, 4, "G")
    game = table(f"{w2} {light('B1')}", f"{other} {light('G4')}", lights("Y1 Y2"), first=light("R5"), rules=stack)
    game.apply(0, f"play {w2} G")
    assert moves(game, 1) == ["draw"]  # PLAY-3: green in hand
    refused(game, 1, f"play {other} B", "wild-draw-with-colour")
    game = dark_table(darks("P+5 P1"), darks("T+5 T2"), darks("O1 O2"), first="P5", rules=stack)
    game.apply(0, f"play {dark('P+5')}")
    game.apply(1, f"play {dark('T+5')}")
    assert (game.turn, game.pending) == (2, 10)


def test_deck_6_11_mixed_stacking_and_answers():
    mixed = Rules(deck="flip", stacking=True, mixed_stacking=True)
    w2 = light("W+2")
    game = table(lights("R+1 R1"), f"{w2} {light('B5')}", lights("G+1 Y2"), first=light("R5"), rules=mixed)
    game.apply(0, f"play {light('R+1')}")
    assert f"play {w2} G" in moves(game, 1)  # no red in hand: PLAY-3 holds
    game.apply(1, f"play {w2} G")
    assert moves(game, 2) == [f"play {light('G+1')}", "draw"]  # the colour named
    game.apply(2, f"play {light('G+1')}")
    assert (game.turn, game.pending) == (0, 4)
    answers = Rules(deck="flip", advanced_responses=True)
    game = table(lights("R+1 R1"), lights("RS B5"), lights("Y1 Y2"), first=light("R5"), rules=answers)
    game.apply(0, f"play {light('R+1')}")
    assert moves(game, 1) == [f"play {light('RS')}", "draw"]
    game.apply(1, f"play {light('RS')}")
    assert (game.turn, game.phase, game.pending) == (2, "penalty", 1)
    game = dark_table(darks("P+5 P1"), darks("PR T2"), darks("O1 O2"), first="P5", rules=answers)
    game.apply(0, f"play {dark('P+5')}")
    game.apply(1, f"play {dark('PR')}")
    assert (game.direction, game.turn, game.pending) == (-1, 0, 5)
    # A Wild Draw Colour gives no count: nothing answers it.
    every = Rules(deck="flip", stacking=True, mixed_stacking=True, advanced_responses=True)
    wdc = dark("W+C")
    game = dark_table(f"{wdc} O4", f"{dark('W+C', 1)} V+5 VR", "O1 O2", first="P5", rules=every)
    game.apply(0, f"play {wdc} B")
    assert (game.turn, game.phase) == (1, "penalty") and moves(game, 1) == ["draw"]


def test_deck_6_11_a_seven_swaps_and_draw_then_play_keeps_the_turn():
    rules = Rules(deck="flip", seven_zero=True, seven_must_swap=True)
    game = table(lights("R7 R1"), lights("B1 B2"), lights("G1 G2"), first=light("R5"), rules=rules)
    game.apply(0, f"play {light('R7')}")
    refused(game, 0, "pass", "must-swap")
    game.apply(0, "swap 2")
    assert faces(game.hands[0])[:2] == ["G1", "G2"] and game.turn == 1
    rules = Rules(deck="flip", draw_then_play=True)
    game = dark_table(darks("P+5 P1"), darks("T1 T2"), darks("O1 O2"), first="P5")
    game = Game.from_state(game.state()._replace(rules=rules))
    game.apply(0, f"play {dark('P+5')}")
    assert len(game.hands[1]) == 7 and (game.turn, game.phase) == (1, "play")
    wdc = dark("W+C")
    game = dark_table(f"{wdc} O4", "T1 T2", "O1 O2", first="P5", draw=["P2", "V9"])
    game = Game.from_state(game.state()._replace(rules=rules))
    events = game.apply(0, f"play {wdc} B")
    assert "skip" not in kinds(events) and len(game.hands[1]) == 4 and (game.turn, game.phase) == (1, "play")


def test_deck_6_11_jump_in_with_the_identical_number_and_sequences():
    rules = Rules(deck="flip", jump_in=True)
    game = table(lights("R5 R1"), lights("B1 B2"), lights("R5 G2"), first=light("Y5"), rules=rules)
    game.apply(0, f"play {light('R5')}")
    assert f"play {light('R5')}" in moves(game, 2)
    game.apply(2, f"play {light('R5')}")
    assert game.turn == 0  # play goes on from the jumper
    rules = Rules(deck="flip", sequences=True)
    game = table(lights("R5 R6 R7 B1"), lights("B1 B2"), first=light("R2"), rules=rules)
    game.apply(0, f"play {light('R5')}")
    assert f"play {light('R6')}" in moves(game, 0)
    game.apply(0, f"play {light('R6')}")
    game.apply(0, f"play {light('R7')}")
    assert faces(game.hands[0]) == ["B1"]


# ---- positions, replays, soak -------------------------------------------------------------

def test_deck_6_a_position_on_the_dark_side_reads_back():
    game = dark_table(darks("PE W+C T2 O4"), darks("T1 T2"), first="P5", rules=BLUFF)
    game.apply(0, f"play {dark('PE')}")
    text = game.position()
    assert " side=dark" in text and "|" in text
    again = Game.from_position(text)
    assert again.position() == text and again.side == "dark"
    assert again.legal_actions(0) == game.legal_actions(0) and again.pile_face == game.pile_face
    copy = game.copy()
    assert copy.side == "dark" and copy.position() == text
    with pytest.raises(ValueError):
        Game.from_position(text.replace("side=dark", "side=light"))  # the cards show dark faces
    with pytest.raises(ValueError):
        Game.from_position(Game(2, Rules(), seed=1).position().replace("side=light", "side=dark"))


def test_deck_6_a_saved_match_replays_to_the_same_position():
    for seed in range(3):
        game = Game(3, Rules(deck="flip", bluff=True), seed=seed)
        rng = random.Random(seed)
        for _ in range(400):
            if game.round_over:
                if game.match_over:
                    break
                game.next_round()
                assert game.side == "light" or kinds(game.history).count("flip") == 1
                continue
            seat = game.decider
            game.apply(seat, rng.choice(game.legal_actions(seat)))
        again = Game.from_dict(game.to_dict())
        assert again.position() == game.position() and again.side == game.side


SOAK = [("flip", {}), ("bluff", {"bluff": True}), ("stacking", {"stacking": True}),
        ("mixed_stacking", {"stacking": True, "mixed_stacking": True, "bluff": True}),
        ("advanced_responses", {"advanced_responses": True}), ("draw_then_play", {"draw_then_play": True}),
        ("draw_to_match", {"draw_to_match": True}), ("optional_draws", {"optional_draws": 3}),
        ("optional_draws_unlimited", {"optional_draws": 99}), ("sequences", {"sequences": True}),
        ("jump_in", {"jump_in": True, "jump_in_plays_on": True}),
        ("seven", {"seven_zero": True, "seven_must_swap": True}), ("seven_keep", {"seven_zero": True}),
        ("teams", {"teams": True}), ("rotate", {"rotate": True}), ("two_tables", {"two_tables": True}),
        ("lowest", {"scoring": "lowest"}), ("elimination", {"scoring": "elimination", "target": 100}),
        ("uno4", {"uno_penalty": 4}), ("clock", {"turn_clock": 30}),
        ("everything", {"bluff": True, "stacking": True, "mixed_stacking": True,
                        "advanced_responses": True, "draw_then_play": True, "draw_to_match": True, "sequences": True,
                        "jump_in": True, "jump_in_plays_on": True, "seven_zero": True,
                        "seven_must_swap": True, "teams": True})]


def soak(name: str, options: dict, seeds, rounds: int = 2) -> Counter:
    """Random play, careless attempts included: after every change the deck is whole (112
    cards across hands and piles), every card shows the side in play; every round ends;
    the match replays from its seed and log, and its position reads back. The events seen,
    by kind (a draw by kind and mode)."""
    seen: Counter = Counter()

    def check(game, events):
        assert_whole_deck(game)
        flips = [e for e in events if e.kind == "flip"]
        if flips:
            assert flips[-1].side == game.side and (flips[-1].card == game.top or game.round_over)
        seen.update(e.kind if e.kind != "draw" else f"draw:{e.mode}" for e in events)

    rng = random.Random(name)
    for seed in seeds:
        players = 4 if name in ("teams", "rotate", "two_tables", "everything") else rng.randint(2, 10)
        game = Game(players, Rules(deck="flip", **{"target": 100_000, **options}), seed=seed)
        random_play(game, random.Random(seed), rounds=rounds, check=check, illegal=0.1, max_actions=20_000)
        again = Game.replay(players, game.rules, seed, log=game.log)
        assert again.position() == game.position()
        assert Game.from_position(game.position()).position() == game.position()
    return seen


@pytest.mark.parametrize("name, options", SOAK, ids=[n for n, _ in SOAK])
def test_deck_6_random_play_keeps_the_deck_whole_with_both_faces_and_every_round_ends(name, options):
    seen = soak(name, options, range(4))
    assert seen["round-over"] == 8 and seen["flip"] and seen["draw:until-color"] and seen["skip-everyone"]
    if options.get("bluff"):
        assert seen["challenge"]


@pytest.mark.slow
@pytest.mark.parametrize("name, options", SOAK, ids=[n for n, _ in SOAK])
def test_deck_6_a_long_soak(name, options):
    """About 5 s an option: as many matches as fit, three rounds each."""
    start = time.monotonic()
    seed = 0
    while time.monotonic() - start < 5:
        soak(name, options, [1000 + seed], rounds=3)
        seed += 1
