"""Blank cards (DECK-4) at the keyboard: set up from the menu, announced by their rule,
chosen by keys, explained by F1 and Control+F1, saved and resumed, played by every bot."""

from __future__ import annotations

import pytest

from uno_audio.bots import make_bot
from uno_audio.engine import Card, Game, Rules
from uno_audio.engine.blanks import BLANK_RULES
from uno_audio.engine.cards import BLANK_BASE, MERCY_BASE
from uno_audio.ui.table import Table

from player import FILL, make_app, play_match_by_keys, press, said, select, table_for

EVERY_BLANK = tuple(str(Card(k)) for k in range(BLANK_BASE, MERCY_BASE))


def test_the_card_is_spoken_by_its_colour_and_rule(tmp_path):
    rules = Rules(blank_cards=("R*SWAP",))
    app, clock, table, game = table_for(tmp_path, rules, [["R*SWAP", "R5"] + FILL, ["Y1", "Y2"] + FILL],
                                        "R3", bot_pace=10.0)
    select(app, clock, table, "R*SWAP")
    assert said(app)[-1].startswith("Hand Swap in red, 1 of 7")


def test_swap_hands_is_chosen_by_keys_and_announced(tmp_path):
    rules = Rules(blank_cards=("R*SWAP",))
    hands = [["R*SWAP", "R5"] + FILL, ["Y1", "Y2", "Y3", "Y4", "Y5", "Y6", "Y7"], ["B1", "B2"] + FILL]
    app, clock, table, game = table_for(tmp_path, rules, hands, "R3", bot_pace=10.0)
    select(app, clock, table, "R*SWAP")
    press(app, clock, "enter", settle=False)
    assert "You play Hand Swap in red." in said(app)
    assert table.mode == "choose"
    assert said(app)[-1].startswith("Bot1 7 cards, 1 of 2")
    press(app, clock, "enter", settle=False)
    assert "You swap hands with Bot1." in said(app)
    assert [str(c) for c in game.hands[0]] == ["Y1", "Y2", "Y3", "Y4", "Y5", "Y6", "Y7"]
    assert game.turn == 1


def test_pick_two_cannot_be_escaped_and_makes_the_chosen_player_draw(tmp_path):
    rules = Rules(blank_cards=("Y*PICK",))
    hands = [["Y*PICK", "R5"] + FILL, ["Y1", "Y2"] + FILL, ["B1", "B2"] + FILL]
    app, clock, table, game = table_for(tmp_path, rules, hands, "Y3", bot_pace=10.0)
    select(app, clock, table, "Y*PICK")
    press(app, clock, "enter", settle=False)
    assert "Who draws two cards? Left arrow and Right arrow choose, Enter chooses." in said(app)
    press(app, clock, "escape", settle=False)
    assert "You must choose a player to draw." in said(app)
    assert game.phase == "choose"
    press(app, clock, "f1", settle=False)
    help_lines = app.screen.sections[0][1]
    assert not any(line.startswith(("Escape", "Enter")) for line in help_lines)
    assert help_lines[-1] == "Who draws two cards? Left arrow and Right arrow choose, Enter chooses."
    press(app, clock, "escape", settle=False)
    press(app, clock, "right", settle=False)
    assert said(app)[-1].startswith("Bot2 7 cards, 2 of 2")
    press(app, clock, "enter", settle=False)
    assert "You make Bot2 draw 2 cards." in said(app)
    assert len(game.hands[2]) == 9 and game.turn == 1


def test_name_a_colour_for_the_next_player(tmp_path):
    rules = Rules(blank_cards=("G*NAME",))
    hands = [["G*NAME", "R5"] + FILL, ["Y1", "Y2"] + FILL, ["B1", "B2"] + FILL]
    app, clock, table, game = table_for(tmp_path, rules, hands, "G3", bot_pace=10.0)
    select(app, clock, table, "G*NAME")
    press(app, clock, "enter", settle=False)
    assert table.mode == "color"
    press(app, clock, "4", settle=False)
    assert "You choose blue." in said(app)
    assert "Bot1 must play blue, or draw until it comes." in said(app)
    assert game.legal_actions(1) == ["draw"]


def test_the_named_colour_is_explained_when_the_player_tries_another_card(tmp_path):
    rules = Rules(blank_cards=("R*NAME",))
    hands = [["R5", "R6", "Y9"] + FILL[:4], ["R7", "B2"] + FILL, ["R*NAME", "B3"] + FILL]
    app, clock, table, game = table_for(tmp_path, rules, hands, "R3", bot_pace=10.0)
    for seat, action in ((0, "play R5"), (1, "play R7"), (2, "play R*NAME"), (2, "color Y")):
        table.after(game.apply(seat, action), clock.now)
    assert "You must play yellow, or draw until it comes." in said(app)
    select(app, clock, table, "R6")
    press(app, clock, "enter", settle=False)
    assert said(app)[-1] == "Only yellow goes now: play a card of that colour, or draw until one comes."
    select(app, clock, table, "Y9")
    press(app, clock, "enter", settle=False)
    assert "You play yellow 9." in said(app)


def test_a_bot_plays_everyone_draws_and_the_player_hears_it(tmp_path):
    rules = Rules(blank_cards=("R*ALL",))
    hands = [["B5", "B6"] + FILL, ["R*ALL", "Y2"] + FILL, ["B1", "B2"] + FILL]
    app, clock, table, game = table_for(tmp_path, rules, hands, "R3", rest=["G1"], bot_pace=10.0)
    table.after(game.apply(0, "draw"), clock.now)      # the player has no red: draws G1
    table.after(game.apply(1, "play R*ALL"), clock.now)
    assert "Bot1 plays Group Draw in red." in said(app)
    assert "Everyone but Bot1 draws a card." in said(app)
    assert any(line.startswith("You draw") for line in said(app))
    assert not any(line.startswith("Bot2 draws") for line in said(app))


def test_f1_and_control_f1_explain_the_blank_cards(tmp_path):
    rules = Rules(blank_cards=("R*SWAP", "Y*AGAIN"))
    app, clock, table, game = table_for(tmp_path, rules, [["R5", "R6"] + FILL, ["Y1", "Y2"] + FILL],
                                        "R3", bot_pace=10.0)
    press(app, clock, "f1", settle=False)
    lines = app.screen.sections[0][1]
    assert "Hand Swap in red: You may swap hands with a player of your choice, or keep yours." in lines
    assert "Extra Turn in yellow: Everyone else loses their turn: you play again." in lines
    press(app, clock, "escape", "ctrl+f1", settle=False)
    reader = app.screen
    titles = [title for title, _ in reader.sections]
    assert "Blank cards" in titles
    lines = dict(reader.sections)["Blank cards"]
    for rule in BLANK_RULES:
        assert f"{app.tr(rule.name_id)}: {app.tr(rule.rules_id)}" in lines


def test_shift_r_names_the_blank_cards(tmp_path):
    rules = Rules(blank_cards=("R*SWAP", "B*SWAP"))
    app, clock, table, game = table_for(tmp_path, rules, [["R5", "R6"] + FILL, ["Y1", "Y2"] + FILL],
                                        "R3", bot_pace=10.0)
    press(app, clock, "shift+r", settle=False)
    assert "Blank cards: Hand Swap in red and Hand Swap in blue." in said(app)[-1]


def test_the_setup_menu_adds_blank_cards_and_their_rules(tmp_path):
    app, clock = make_app(tmp_path / "home")
    app.start()
    press(app, clock, "enter")                     # New game
    menu = app.screen
    for _ in range(60):
        if said(app)[-1].startswith("Blank cards:"):
            break
        press(app, clock, "down", settle=False)
    assert said(app)[-1].startswith("Blank cards: 0")
    for _ in range(5):
        press(app, clock, "right", settle=False)
    assert said(app)[-1] == "Blank cards: 5"
    assert menu.rules.blank_cards == ("R*ALL", "Y*PICK", "G*SWAP", "B*PASS", "R*AGAIN")
    press(app, clock, "down", settle=False)
    assert said(app)[-1].startswith("Blank card 1 in red: Group Draw")
    press(app, clock, "right", settle=False)
    assert said(app)[-1] == "Blank card 1 in red: Pick Two"
    press(app, clock, "f1", settle=False)
    assert any("You choose another player, who draws two cards" in line for line in app.screen.sections[0][1])
    press(app, clock, "escape", settle=False)
    press(app, clock, "end", settle=False)
    assert said(app)[-1].startswith("Blank card score: 20")
    press(app, clock, "right", settle=False)
    assert menu.rules.blank_points == 30
    press(app, clock, "home", "enter")
    table = app.screen
    assert isinstance(table, Table)
    assert table.game.rules.blank_cards == ("R*PICK", "Y*PICK", "G*SWAP", "B*PASS", "R*AGAIN")
    assert len(table.game.draw_pile) + sum(map(len, table.game.hands)) + len(table.game.discard) == 113
    # Remembered for the next match, as the other house rules are.
    assert list(app.settings.rules["blank_cards"]) == ["R*PICK", "Y*PICK", "G*SWAP", "B*PASS", "R*AGAIN"]
    assert app.settings.rules["blank_points"] == 30


def test_a_match_with_every_blank_card_is_saved_and_resumed(tmp_path):
    rules = Rules(blank_cards=EVERY_BLANK)
    app, clock = make_app(tmp_path, bot_pace=0.2)
    table = Table.create(app, rules, [0], {1: "easy", 2: "normal", 3: "hard"},
                         ["You", "Ana", "Ben", "Cleo"], {}, True, seed=5)
    app.push(table)
    press(app, clock, "space", "t")
    saved = app.saves.load()[0]
    assert saved.rules.blank_cards == EVERY_BLANK
    assert saved.hands == table.game.hands and saved.log == table.game.log


def test_a_console_match_with_blank_cards_is_played_to_its_end_by_keys(tmp_path):
    app, clock = make_app(tmp_path, bot_pace=0.2,
                          rules={"blank_cards": list(EVERY_BLANK), "target": 100}, players=4)
    app.start()
    press(app, clock, "enter")        # New game
    press(app, clock, "enter")        # Start
    table = app.screen
    assert isinstance(table, Table) and table.game.rules.blank_cards == EVERY_BLANK
    play_match_by_keys(app, clock)
    assert table.game.match_over
    played = [e for e in table.game.log if e[1].startswith("play") and "*" in e[1]]
    assert played, "no blank card was played"
    # Counted in the statistics as a mode of its own, and said so.
    assert app.stats.data["modes"]["blank_cards"]["matches"] == 1
    assert any(line.startswith("Blank cards") for line in app.stats.lines(app.tr))


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("level", ["easy", "normal", "hard", "random", "basic"])
def test_every_bot_level_plays_blank_cards(level, players):
    """Bots of a level play rounds full of blank cards to their end."""
    rules = Rules(blank_cards=EVERY_BLANK * 2)
    played = set()
    for seed in range(3):
        game = Game(players, rules, seed=seed)
        bots = [make_bot(level, s, seed=seed * 10 + s) for s in range(players)]
        for _ in range(3000):
            if game.round_over:
                break
            if game.phase == "buzzer":
                game.close_buzzer()
                continue
            seat = game.decider
            action = bots[seat].act(game.view(seat))
            assert action in game.legal_actions(seat), (level, game.phase, action)
            game.apply(seat, action)
            if action.startswith("play") and "*" in action:
                played.add(Card.parse(action.split()[1]).blank.effect)
        assert game.round_over
    assert len(played) >= 5, played


@pytest.mark.parametrize("lang, red_swap", [("en", "Hand Swap in red"), ("es", "Intercambio de manos en rojo"),
                                            ("pt-BR", "Troca de mãos em vermelho")])
def test_every_blank_card_has_its_own_name_in_every_language(lang, red_swap):
    from uno_audio.i18n import Translator
    from uno_audio.ui.announcer import Announcer
    tr = Translator(lang)
    a = Announcer(tr, ["A", "B"], 0)
    names = {a.card(Card(k)) for k in range(BLANK_BASE, MERCY_BASE)}
    assert len(names) == MERCY_BASE - BLANK_BASE and all(n.strip() and "$" not in n for n in names)
    assert a.card(Card.parse("R*SWAP")) == red_swap
    for rule in BLANK_RULES:
        assert tr(rule.rules_id) != rule.rules_id
    assert tr.errors == [] and tr.missing == []


def test_the_window_shows_a_blank_card_by_its_colour_letter_and_rule(tmp_path):
    import os
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame
    from uno_audio.output.display import Display
    pygame.init()
    rules = Rules(blank_cards=("R*SWAP",))
    app, clock, table, game = table_for(tmp_path, rules, [["R*SWAP", "R5"] + FILL, ["Y1", "Y2"] + FILL],
                                        "R3", bot_pace=10.0)
    display = Display(pygame.Surface((800, 600)), 24)
    shown = [item.text for item in display.layout(app) if item.shape is None]
    assert "[R*] Hand Swap in red" in shown and "[R] red 5" in shown
    assert display.card_label(table, Card.parse("R*SWAP")) == "[R*] Hand Swap in red"


@pytest.mark.parametrize("lang", ["en", "es", "pt-BR"])
def test_a_match_with_blank_cards_is_spoken_in_the_language(tmp_path, lang):
    from uno_audio.i18n import Translator
    app, clock = make_app(tmp_path, lang=lang, bot_pace=0.5, verbosity_intro="full",
                          rules={"blank_cards": list(EVERY_BLANK), "target": 100})
    seen = set()
    original = Translator._format

    def record(self, msg_id, attr, args):
        seen.add(msg_id)
        return original(self, msg_id, attr, args)
    Translator._format = record
    try:
        app.start()
        press(app, clock, "enter", "enter")
        play_match_by_keys(app, clock)
    finally:
        Translator._format = original
    assert app.tr.missing == [] and app.tr.errors == []
    for line in said(app):
        assert "{" not in line and "$" not in line and "*" not in line, line
    assert {"blank-card", "rules-blank-cards"} <= seen
    assert len({m for m in seen if m.startswith("blank-") and m.endswith(("-done", "-done-you", "-on-you"))}) >= 3


def test_a_match_left_while_choosing_who_draws_resumes_on_that_choice(tmp_path):
    rules = Rules(blank_cards=("Y*PICK",))
    hands = [["Y*PICK", "R5"] + FILL, ["Y1", "Y2"] + FILL, ["B1", "B2"] + FILL]
    app, clock, table, game = table_for(tmp_path, rules, hands, "Y3", bot_pace=10.0)
    select(app, clock, table, "Y*PICK")
    press(app, clock, "enter", settle=False)
    assert game.phase == "choose"
    app2, clock2 = make_app(tmp_path, bot_pace=10.0)
    app2.start()
    assert said(app2)[-1].startswith("Continue the saved match")
    press(app2, clock2, "enter", settle=False)
    resumed = app2.screen
    assert isinstance(resumed, Table) and resumed.game.phase == "choose" and resumed.mode == "choose"
    assert "Who draws two cards? Left arrow and Right arrow choose, Enter chooses." in said(app2)
    assert str(resumed.game.top) == "Y*PICK"
    press(app2, clock2, "enter", settle=False)
    assert "You make Bot1 draw 2 cards." in said(app2)
    assert len(resumed.game.hands[1]) == 9


@pytest.mark.parametrize("card, first, said_line", [
    ("R*SWAP", "R3", "Bot1 plays Hand Swap in red and keeps their hand."),
    ("Y*PICK", "Y3", "Bot1 plays Pick Two in yellow and makes you draw 2 cards."),
])
def test_a_bots_blank_card_and_its_choice_are_told_in_one_line(tmp_path, card, first, said_line):
    rules = Rules(blank_cards=(card,))
    hands = [["B5", "B6", "B7"] + FILL[:4], [card, "G1"] + FILL]
    app, clock, table, game = table_for(tmp_path, rules, hands, first, rest=["G2", "G3"], bot_pace=0.5)
    table.after(game.apply(0, "draw"), clock.now)     # nothing to play: the bot is next
    if game.phase == "drawn":
        table.after(game.apply(0, "pass"), clock.now)
    press(app, clock, "t")                             # time passes: the bot plays
    assert said_line in said(app)
    assert not any(line.startswith("Bot1 chooses") for line in said(app))


def test_a_bot_naming_a_colour_is_told_in_one_line(tmp_path):
    rules = Rules(blank_cards=("G*NAME",))
    hands = [["B5", "B6", "B7"] + FILL[:4], ["G*NAME", "R1", "Y4", "Y5", "B1", "B2", "B4"], ["Y1", "Y2"] + FILL]
    app, clock, table, game = table_for(tmp_path, rules, hands, "G3", rest=["R2", "R3"], bot_pace=0.5)
    table.after(game.apply(0, "draw"), clock.now)
    press(app, clock, "t")
    line = next(line for line in said(app) if line.startswith("Bot1 plays Colour Call in green and names "))
    assert line.endswith(": Bot2 must play " + line.split(" names ")[1].split(":")[0] + ", or draw until it comes.")


def test_a_blank_swap_and_its_choice_in_one_batch_are_told_in_one_line(tmp_path):
    rules = Rules(blank_cards=("R*SWAP",))
    hands = [["B5", "B6", "B7"] + FILL[:4], ["R*SWAP", "G1"] + FILL, ["Y1", "Y2"] + FILL]
    app, clock, table, game = table_for(tmp_path, rules, hands, "R3", bot_pace=10.0)
    table.after(game.apply(0, "draw"), clock.now)
    table.after(game.apply(1, "play R*SWAP") + game.apply(1, "swap 0"), clock.now)
    assert "Bot1 plays Hand Swap in red and swaps hands with you." in said(app)
    assert "You now hold 6 cards." in said(app)
    assert not any(line.startswith("Bot1 chooses") for line in said(app))
