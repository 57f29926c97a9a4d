"""The Flip deck (DECK-6) heard and seen at the table, played by keys in each language: a
Flip heard as one line with the new top card, every colour named by the side in play (the
colour key, the colour choice and its letters, a wild played), the keys of the faces known
(DECK-6.10), a Wild Draw Colour's draw, and the window showing the side and both faces."""

from __future__ import annotations

import pytest

from uno_audio.engine import Card, Rules
from uno_audio.i18n import LANGUAGES
from uno_audio.ui.table import Table

from conftest import table as dealt
from player import make_app, press, said

FLIP = Rules(deck="flip")
# Seat 1's cards: on the dark side teal numbers, so it answers a teal card with a number.
TEALS = "B4/T7 Y4/T9 G2/T6 R9/T1 GF/T3 YR/T2 B4/T7"


def at_table(home, lang, hands, first, draw=(), rules=FLIP):
    game = dealt(*hands, first=first, draw=draw, rules=rules)
    app, clock = make_app(home, lang=lang, bot_pace=30.0)
    table = Table(app, game, [0], {1: "hard"}, ["You", "Bot1"], bot_seed=7)
    app.push(table)
    return app, clock, table, game


def select(app, clock, table, text):
    order = table.ordered()
    press(app, clock, "home", *["right"] * order.index(Card.parse(text)), settle=False)


def name(table, text):
    return table.announcer.card(Card.parse(text))


def read_help(app, clock) -> list[str]:
    """F1, its lines read one by one with Down as a player reads them, then Escape."""
    press(app, clock, "f1", settle=False)
    start = len(said(app)) - 1
    for _ in range(60):
        press(app, clock, "down", settle=False)
    lines = said(app)[start:]
    press(app, clock, "escape", settle=False)
    return lines


def heard_since(app, start):
    return said(app)[start:]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_deck_6_5_a_flip_played_by_keys_is_heard_as_one_line_then_the_dark_side_is_named(tmp_path, lang):
    hands = ["RF/T5 G8/W B1/O5 Y1/O7 R7/V1 G2/T6 B2/V7", TEALS]
    app, clock, table, game = at_table(tmp_path, lang, hands, "R2/T8")
    tr = app.tr
    start = len(said(app))
    select(app, clock, table, "RF/T5")
    press(app, clock, "enter", settle=False)
    heard = heard_since(app, start)
    assert game.side == "dark" and str(game.top) == "T5/RF"
    # The play, then the flip in one line with the face now to match: teal 5.
    flip_line = tr("flip-dark", card=name(table, "T5/RF"))
    assert flip_line in heard, heard
    assert heard.index(tr("play-you", card=name(table, "RF/T5"))) < heard.index(flip_line)
    assert tr("color", color="T") in flip_line
    # The colour in play is teal, never yellow; the side, the other faces, the pile's face.
    for key, line in (("o", tr("color-current", color=tr("color", color="T"))),
                      ("shift+s", tr("side-dark")),
                      ("shift+t", tr("other-side-top", card=name(table, "T5/RF"), other=name(table, "RF/T5"))),
                      ("shift+p", tr("pile-face", card=table.announcer.card(game.pile_face)))):
        press(app, clock, key, settle=False)
        assert said(app)[-1] == line, key
    assert game.pile_face is not None and not game.pile_face.dark    # the pile now shows a light face
    select(app, clock, table, "O5/B1")
    press(app, clock, "shift+o", settle=False)
    assert said(app)[-1] == tr("other-side-card", card=name(table, "O5/B1"), other=name(table, "B1/O5"))
    assert tr("color", color="Y") not in " ".join(heard_since(app, start))
    # F1 at the table tells the four keys of the faces, in the language.
    lines = read_help(app, clock)
    for command in ("side", "top-card-other", "card-other", "pile-face"):
        assert any(line.endswith(tr("command-" + command)) for line in lines), command


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_wild_on_the_dark_side_offers_the_dark_colours_and_their_letters(tmp_path, lang):
    hands = ["RF/T5 G8/W B1/O5 Y1/O7 R7/V1 G2/T6 B2/V7", TEALS]
    app, clock, table, game = at_table(tmp_path, lang, hands, "R2/T8")
    tr = app.tr
    select(app, clock, table, "RF/T5")
    press(app, clock, "enter")            # the bot answers with a teal number; the turn is back
    assert game.turn == 0 and game.side == "dark"
    start = len(said(app))
    select(app, clock, table, "W/G8")
    press(app, clock, "enter", settle=False)
    assert table.mode == "color"
    heard = heard_since(app, start)
    assert tr("color-choice-help-dark") in heard and tr("color-choice-help") not in heard
    # F1 in the choice: keys 1 to 4 named by the dark side's colours.
    lines = read_help(app, clock)
    pink, red = tr("command-color-1-dark"), tr("command-color-1")
    assert any(line.endswith(pink) for line in lines) and not any(line.endswith(": " + red) for line in lines)
    assert table.mode == "color"
    start = len(said(app))
    letter = tr("color-keys-dark").split()[1]     # teal's letter (T), no light colour's
    press(app, clock, letter, settle=False)
    assert game.color == "Y"                     # the teal slot
    line = tr("play-wild-you", card=name(table, "W/G8"), color=tr("color", color="T"))
    assert line in heard_since(app, start)
    press(app, clock, "o", settle=False)
    assert said(app)[-1] == tr("color-current", color=tr("color", color="T"))
    press(app, clock, "f4", settle=False)      # the braille display's status: the colour too
    assert tr("color", color="T") in said(app)[-1] and tr("color", color="Y") not in said(app)[-1]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_deck_6_8_a_wild_draw_colour_is_heard_with_the_colour_named_and_the_cards_drawn(tmp_path, lang):
    # The first card is a Flip: everything flips before the first turn (DECK-6.2), purple 6 on top.
    hands = ["R8/W+C B1/O5 Y1/O7 G2/T6 R9/T1 R1/P6 G1/P4", TEALS]
    app, clock, table, game = at_table(tmp_path, lang, hands, "YF/V6", draw=["Y1/O7", "B2/V7", "B3/P5"])
    tr = app.tr
    assert tr("flip-dark", card=name(table, "V6/YF")) in said(app)
    assert game.side == "dark" and game.turn == 0
    select(app, clock, table, "W+C/R8")
    start = len(said(app))
    press(app, clock, "enter", settle=False)
    press(app, clock, tr("color-keys-dark").split()[0], settle=False)      # pink
    heard = heard_since(app, start)
    pink = tr("color", color="P")
    assert tr("play-wild-you", card=name(table, "W+C/R8"), color=pink) in heard
    # Bot1 turned up orange 7, purple 7 and pink 5: three cards until a pink one came.
    assert tr("draw-until-color", name="Bot1", count=3, color=pink) in heard, heard
    assert len(game.hands[1]) == 10


def test_the_keys_of_the_faces_on_the_classic_deck_say_they_are_the_flip_deck_s(tmp_path):
    hands = ["R5 B2 G7 R1 Y9 B+2 W", "Y1 R2 Y3 Y4 Y5 Y6 Y7"]
    app, clock, table, game = at_table(tmp_path, "en", hands, "R3", rules=Rules())
    for key in ("shift+s", "shift+t", "shift+o", "shift+p"):
        press(app, clock, key, settle=False)
        assert said(app)[-1] == app.tr("flip-only"), key
    assert not any("Flip" in line for line in table.help_lines())


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_window_shows_the_side_in_play_the_pile_s_face_and_both_faces_of_a_card(tmp_path, lang):
    hands = ["RF/T5 G8/W B1/O5 Y1/O7 R7/V1 G2/T6 B2/V7", TEALS]
    app, clock, table, game = at_table(tmp_path, lang, hands, "R2/T8")
    tr = app.tr
    view = table.model()
    assert view.side.startswith(tr("side-light"))
    assert table.announcer.card(game.pile_face) in view.side
    assert view.top == f"[{tr('color-key', color='R').upper()}] {name(table, 'R2/T8')} / " \
                       f"[{tr('color-key', color='T').upper()}] {name(table, 'T8/R2')}"
    assert view.top_color == 0
    select(app, clock, table, "RF/T5")
    press(app, clock, "enter", settle=False)
    view = table.model()
    assert view.side.startswith(tr("side-dark"))
    assert view.top.startswith(f"[{tr('color-key', color='T').upper()}] {name(table, 'T5/RF')}")
    assert view.top_color == 6                  # the theme's teal
    labels = [card.label for card in view.hand]
    assert f"[{tr('color-key', color='O').upper()}] {name(table, 'O5/B1')} / " \
           f"[{tr('color-key', color='B').upper()}] {name(table, 'B1/O5')}" in labels
    assert {card.color for card in view.hand} <= {4, 5, 6, 7, 8}


@pytest.mark.parametrize("theme", ["white-on-black", "black-on-white", "yellow-on-black"])
def test_the_window_draws_the_dark_side_in_its_colours_at_7_to_1(tmp_path, theme):
    """The window as drawn: the side's line, the top card in teal, the hand's cards framed in
    the dark side's colours, every text at 7:1 on what it is drawn on; the colour choice's
    tiles filled with pink, teal, orange and purple."""
    import pygame
    from test_display import contrast, layout, texts
    from uno_audio.output.display import THEMES
    pygame.font.init()
    hands = ["RF/T5 G8/W B1/O5 Y1/O7 R7/V1 G2/T6 B2/V7", TEALS]
    app, clock, table, game = at_table(tmp_path, "en", hands, "R2/T8")
    select(app, clock, table, "RF/T5")
    press(app, clock, "enter")
    cards = THEMES[theme].cards
    _, items = layout(app, (1024, 768), 36, theme)
    assert texts(items, "side") == [table.model().side]
    assert [i.fg for i in items if i.role == "top-card"] == [cards[6]]
    assert {i.fg for i in items if i.role == "card-label"} <= set(cards[5:9]) | {cards[4]}
    for item in items:
        if item.shape is None:
            assert contrast(item.fg, item.bg if item.bg is not None else THEMES[theme].background) >= 7, item
    select(app, clock, table, "W/G8")
    press(app, clock, "enter", settle=False)
    _, items = layout(app, (1024, 768), 36, theme)
    assert [i.bg for i in items if i.role == "tile"] == list(cards[5:9])
    assert [i.text for i in items if i.role == "tile-text"][::3] == ["P", "T", "O", "U"]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_deck_6_8_a_wild_draw_colour_open_to_a_challenge_is_said_as_a_draw_until_the_colour(tmp_path, lang):
    """Under VAR-BLUFF the victim may challenge first: the pending draw is said, by P and in
    the window, as what it is (until the colour named comes), never "draw 0"."""
    hands = ["R8/W+C B1/O5 Y1/O7 G2/T6 R9/T1 R1/P6 G1/P4", TEALS]
    app, clock, table, game = at_table(tmp_path, lang, hands, "YF/V6", draw=["Y1/O7", "B2/V7", "B3/P5"],
                                       rules=Rules(deck="flip", bluff=True))
    tr = app.tr
    select(app, clock, table, "W+C/R8")
    start = len(said(app))
    press(app, clock, "enter", settle=False)
    press(app, clock, tr("color-keys-dark").split()[0], settle=False)      # pink
    assert game.phase == "penalty" and game.turn == 1
    pink = tr("color", color="P")
    line = tr("penalty-until-color", name="Bot1", color=pink)
    assert line in heard_since(app, start)
    press(app, clock, "p", settle=False)
    assert said(app)[-1] == line
    assert table.model().pending == line


@pytest.mark.parametrize("lang", LANGUAGES)
def test_deck_6_8_a_wild_draw_colour_held_with_the_colour_in_play_is_refused_with_why(tmp_path, lang):
    # Purple 6 on top (the first Flip turned everything), a purple 1 in the hand (R7/V1).
    hands = ["R8/W+C R7/V1 Y1/O7 G2/T6 R9/T1 R1/P6 G1/P4", TEALS]
    app, clock, table, game = at_table(tmp_path, lang, hands, "YF/V6")
    tr = app.tr
    select(app, clock, table, "W+C/R8")
    press(app, clock, "enter", settle=False)
    purple = tr("color", color="V")
    assert said(app)[-1] == tr("reason-wild-draw-with-colour", card=name(table, "W+C/R8"), color=purple)
    assert name(table, "W+C/R8") in said(app)[-1] and purple in said(app)[-1]
    assert len(game.hands[0]) == 7 and game.turn == 0
