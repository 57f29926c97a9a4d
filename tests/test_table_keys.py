"""The table's keys, driven through the controller as a player presses them,
with a virtual clock and a recording speech backend."""

from __future__ import annotations

from uno_audio.engine import Card, Game
from uno_audio.ui.table import Table

from player import make_app, play_match_by_keys, press, said, scenario_deck as deck


def start_table(app, clock, game, level="basic"):
    names = ["You"] + [f"Bot{s}" for s in range(1, game.players)]
    table = Table(app, game, [0], {s: level for s in range(1, game.players)}, names, bot_seed=1)
    app.push(table)
    return table


def new_app(tmp_path, **settings):
    app, clock = make_app(tmp_path, **settings)
    return app, clock


def test_menu_speaks_position_and_wraps(tmp_path):
    app, clock = new_app(tmp_path)
    app.start()
    assert "New game, 1 of 7" in said(app)
    press(app, clock, "up")
    assert said(app)[-1] == "Quit, 7 of 7"
    press(app, clock, "down")
    assert said(app)[-1] == "New game, 1 of 7"
    press(app, clock, "s")
    assert said(app)[-1] == "Settings, 2 of 7"
    press(app, clock, "end")
    assert said(app)[-1] == "Quit, 7 of 7"


def test_f1_help_is_generated_from_the_key_map(tmp_path):
    app, clock = new_app(tmp_path)
    game = Game(2, seed=3, dealer=1)
    start_table(app, clock, game)
    press(app, clock, "f1")
    text = " ".join(app.screen.sections[0][1])
    assert "Left arrow: previous card" in text
    assert "Space: draw a card" in text
    # Bluff and buzzer keys are left out when those rules are off.
    assert "call a bluff" not in text
    press(app, clock, "escape")
    assert app.screen is not None and type(app.screen).__name__ == "Table"


def test_browse_hand_announces_position_and_sorting(tmp_path):
    """Keyboard of RULES.md: arrows, Shift+C/H/D."""
    hands = [["R5", "B2", "G7", "R1", "Y9", "B+2", "W"], ["Y1", "Y2", "Y3", "Y4", "Y5", "Y6", "Y7"]]
    game = Game(2, deck=deck(hands, "R3", ["G1"] * 20), dealer=1)
    app, clock = new_app(tmp_path)
    start_table(app, clock, game)
    press(app, clock, "home")
    assert said(app)[-1] == "red 5, 1 of 7"
    press(app, clock, "right")
    assert said(app)[-1] == "blue 2, 2 of 7"
    press(app, clock, "end")
    assert said(app)[-1] == "Wild, 7 of 7"
    press(app, clock, "shift+c")
    assert said(app)[-1] == "Hand sorted by colour."
    press(app, clock, "home")
    assert said(app)[-1] == "red 1, 1 of 7"
    press(app, clock, "down")
    assert said(app)[-1] == "yellow 9, 3 of 7"
    press(app, clock, "shift+h")
    press(app, clock, "home")
    assert said(app)[-1] == "red 1, 1 of 7"
    press(app, clock, "c")
    assert said(app)[-1] == "red 3 on top."


def test_illegal_play_says_why_and_changes_nothing(tmp_path):
    """PLAY-7."""
    hands = [["B2", "R5", "G7", "R1", "Y9", "B+2", "W"], ["Y1", "Y2", "Y3", "Y4", "Y5", "Y6", "Y7"]]
    game = Game(2, deck=deck(hands, "R3", ["G1"] * 20), dealer=1)
    app, clock = new_app(tmp_path)
    start_table(app, clock, game)
    before = list(game.hands[0])
    press(app, clock, "home", "enter")
    assert said(app)[-1] == "blue 2 doesn't match red 3."
    assert game.hands[0] == before
    press(app, clock, "f")
    assert said(app)[-1] == "Bluffing is off in this game."
    press(app, clock, "b")
    assert said(app)[-1] == "The buzzer is off in this game."
    press(app, clock, "u")
    assert said(app)[-1] == "Nobody to catch, and you don't need to say UNO now."
    press(app, clock, "x")
    assert said(app)[-1] == "X does nothing here. Press F1 for the keys of this screen."


def test_play_wild_choose_colour_by_letter_then_bot_answers(tmp_path):
    """ACT-4, PLAY-2: a Wild may be played on anything; the colour is chosen by key."""
    hands = [["W", "R5", "G7", "R1", "Y9", "B+2", "B2"], ["Y1", "Y2", "Y3", "Y4", "Y5", "Y6", "Y7"]]
    game = Game(2, deck=deck(hands, "R3", ["G1"] * 20), dealer=1)
    app, clock = new_app(tmp_path)
    start_table(app, clock, game)
    press(app, clock, "home", "enter", settle=False)
    assert said(app)[-3:] == ["Choose a colour: 1 or R for red, 2 or Y for yellow, 3 or G for green, 4 or B for blue.",
                              "Selected: red. The colours you hold most: red and blue, 2 cards each.",
                              "red, 1 of 4"]
    press(app, clock, "y")
    assert "You play Wild and choose yellow." in said(app)
    assert game.color is not None
    # The bot played (yellow cards only): its play was announced, then it's our turn.
    assert any(line.startswith("Bot1 plays yellow") for line in said(app))
    assert said(app)[-1] == "Your turn."


def test_draw_then_keep_with_space(tmp_path):
    """PLAY-4/PLAY-5: draw, then play or keep the drawn card."""
    hands = [["B2", "B5", "G7", "B1", "Y9", "B+2", "B3"], ["Y1", "Y2", "Y3", "Y4", "Y5", "Y6", "Y7"]]
    game = Game(2, deck=deck(hands, "R3", ["R8"] + ["G1"] * 20), dealer=1)
    app, clock = new_app(tmp_path)
    start_table(app, clock, game)
    press(app, clock, "space", settle=False)
    assert "You draw red 8." in said(app)
    assert said(app)[-1] == "You can play red 8: Enter plays it, Space keeps it."
    press(app, clock, "space", settle=False)
    assert said(app)[-1] == "You keep the card."
    assert Card.parse("R8") in game.hands[0]


def test_uno_call_and_catch_by_bot(tmp_path):
    """UNO-1, UNO-2: forgetting UNO gets you caught by a bot within its reaction time."""
    hands = [["R5", "R6"], ["Y1", "Y2"]]
    hands = [h + ["G9"] * 5 for h in hands]
    game = Game(2, deck=deck(hands, "R3", ["G1"] * 30), dealer=1)
    app, clock = new_app(tmp_path, catch_window=3.0)
    start_table(app, clock, game, level="hard")
    # Play down to one card without saying UNO... seven cards: play R5, R6 needs turns; use a short path:
    game.hands[0][:] = [Card.parse("R5"), Card.parse("R6")]
    press(app, clock, "home", "enter", settle=False)
    assert said(app)[-2] == "You play red 5." or "You play red 5." in said(app)
    press(app, clock, "t")
    assert any("caught you without UNO" in line for line in said(app))
    assert len(game.hands[0]) == 3


def test_say_uno_with_two_cards(tmp_path):
    """UNO-4/UNO-5: saying UNO first keeps you safe."""
    hands = [["R5", "R6"] + ["G9"] * 5, ["Y1", "Y2"] + ["G9"] * 5]
    game = Game(2, deck=deck(hands, "R3", ["G1"] * 30), dealer=1)
    app, clock = new_app(tmp_path)
    start_table(app, clock, game, level="hard")
    game.hands[0][:] = [Card.parse("R5"), Card.parse("R6")]
    press(app, clock, "u", settle=False)
    assert said(app)[-1] == "You say UNO!"
    press(app, clock, "home", "enter")
    assert not any("caught you" in line for line in said(app))
    assert len(game.hands[0]) >= 1


def test_information_keys(tmp_path):
    # A deal that starts in play with your seven cards (no Wild or Draw Two turned up).
    game = next(g for g in (Game(3, seed=s, dealer=2) for s in range(5, 105))
                if g.phase == "play" and g.turn == 0 and len(g.hands[0]) == 7)
    app, clock = new_app(tmp_path)
    start_table(app, clock, game)
    press(app, clock, "s")
    assert said(app)[-1].startswith("Scores: you 0, Bot1 0, Bot2 0. Playing to 500.")
    press(app, clock, "t")
    assert said(app)[-1].startswith("Your turn") or "turn" in said(app)[-1]
    press(app, clock, "e")
    assert "Bot1" in said(app)[-1] and "cards" in said(app)[-1]
    press(app, clock, "d")
    assert said(app)[-1].startswith("Next after you is Bot")
    press(app, clock, "p")
    assert said(app)[-1] in ("No cards to draw are pending.",) or "must draw" in said(app)[-1]
    press(app, clock, "h")
    assert said(app)[-1].startswith("7 cards:")
    press(app, clock, "r")
    assert said(app)[-1].startswith("7 cards:")
    press(app, clock, "pageup", settle=False)
    assert app.speech.lines[-1] != ""
    press(app, clock, "shift+r")
    assert said(app)[-1].startswith("A match to 500 points")


def test_whole_match_by_keys(tmp_path):
    """A complete match against bots with keys alone (SCORE-2 with a low target)."""
    app, clock = new_app(tmp_path, bot_pace=0.5)
    app.start()
    press(app, clock, "n")  # New game
    press(app, clock, "enter")
    assert app.screen.title_id == "menu-setup"
    # Lower the target score to 100 to keep the test short.
    for _ in range(40):
        if said(app)[-1].startswith("Target score"):
            break
        press(app, clock, "down")
    press(app, clock, "left", "left", "left")
    assert said(app)[-1] == "Target score: 100"
    press(app, clock, "home", "enter")
    assert type(app.screen).__name__ == "Table"
    play_match_by_keys(app, clock)
    assert any(line.endswith("wins the match!") or line == "You win the match!" for line in said(app))


def test_leaving_a_match_speaks_only_where_the_player_lands(tmp_path):
    app, clock = make_app(tmp_path)
    app.start()
    press(app, clock, "enter", "enter")          # New game, Start
    assert isinstance(app.screen, Table)
    press(app, clock, "escape", "up", "enter")   # Game menu, Leave the match
    assert type(app.screen).__name__ == "Confirm"
    before = len(said(app))
    press(app, clock, "y", settle=False)
    heard = said(app)[before:]
    assert type(app.screen).__name__ == "MainMenu"
    assert heard[0] == app.tr("menu-main")       # not the game menu, not the table first
    assert app.tr("back-to-table") not in heard and app.tr("menu-game") not in heard
    # Quitting says nothing more after the answer.
    press(app, clock, "escape")
    before = len(said(app))
    press(app, clock, "y", settle=False)
    assert not app.running and said(app)[before:] == []


def test_a_no_to_leaving_goes_back_to_the_game_menu(tmp_path):
    app, clock = make_app(tmp_path)
    app.start()
    press(app, clock, "enter", "enter", "escape", "up", "enter")
    before = len(said(app))
    press(app, clock, "n", settle=False)
    assert type(app.screen).__name__ == "GameMenu" and said(app)[before] == app.tr("menu-game")


def test_menu_letters_jump_to_an_item_or_say_none_starts_so(tmp_path):
    app, clock = make_app(tmp_path)
    app.start()
    press(app, clock, "z")
    assert said(app)[-1] == "No item starts with Z."
    press(app, clock, "s")
    assert said(app)[-1].startswith("Settings")
