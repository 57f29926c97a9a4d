"""House-rule modes played at the keyboard with a virtual clock: each test
presses keys as the player would and asserts what is spoken (VAR-* clauses)."""

from __future__ import annotations

from uno_audio.engine import Card, Rules

from player import FILL, make_app, press, said, select, table_for, wait


def bot_does(table, clock, seat, action):
    table.after(table.game.apply(seat, action), clock.now)


def test_var_buzz_player_wins_the_race(tmp_path):
    rules = Rules(buzzer=True)
    app, clock, table, game = table_for(tmp_path, rules, [["Z", "R5"] + FILL, ["Y1", "Y2"] + FILL], "R3",
                                        bot_pace=10.0)
    select(app, clock, table, "Z")
    press(app, clock, "enter", settle=False)
    assert "You play a Buzzer! Press B!" in said(app)
    clock.now += 0.1
    app.key("b", clock.now)
    assert said(app)[-1] == "You press first, in 0.1 seconds."
    wait(app, clock, 5)
    assert "Bot1 draws 3 for the buzzer." in said(app)
    assert len(game.hands[1]) == 7 + 3
    assert len(game.hands[0]) == 6


def test_var_buzz_player_loses_the_race(tmp_path):
    rules = Rules(buzzer=True)
    app, clock, table, game = table_for(tmp_path, rules, [["Z", "R5"] + FILL, ["Y1", "Y2"] + FILL], "R3",
                                        buzzer_window=3.0)
    select(app, clock, table, "Z")
    press(app, clock, "enter", settle=False)
    wait(app, clock, 4)
    assert any(line.startswith("Bot1 presses, first") for line in said(app))
    assert "You draw for the buzzer." in said(app)
    assert len(game.hands[0]) == 6 + 3
    press(app, clock, "b", settle=False)
    assert said(app)[-1] == "There is no buzzer to press now: nothing lost."


def test_var_jump_in_by_the_player(tmp_path):
    rules = Rules(jump_in=True)
    hands = [["R5", "B1"] + FILL, ["R5", "G1"] + FILL, ["Y1", "Y2"] + FILL]
    app, clock, table, game = table_for(tmp_path, rules, hands, "R3", dealer=0, bot_pace=1.0)
    # Bot1 starts (left of the dealer, seat 0) and plays its red 5.
    bot_does(table, clock, 1, "play R5")
    select(app, clock, table, "R5")
    press(app, clock, "enter", settle=False)
    assert "You jump in with red 5!" in said(app)
    assert game.top == Card.parse("R5") and len(game.hands[0]) == 6
    assert game.turn == 1  # play goes on from the player: Bot1 is next again


def test_var_jump_in_failed_costs_points(tmp_path):
    rules = Rules(jump_in=True)
    hands = [["R7", "B1"] + FILL, ["R5", "G1"] + FILL, ["Y1", "Y2"] + FILL]
    app, clock, table, game = table_for(tmp_path, rules, hands, "R3", dealer=0)
    game.scores[0] = 10
    bot_does(table, clock, 1, "play R5")
    select(app, clock, table, "R7")
    press(app, clock, "enter", settle=False)
    assert said(app)[-1] == "red 7 can't jump in: you lose 3 points."
    assert game.scores[0] == 7 and Card.parse("R7") in game.hands[0]


def test_var_bluff_challenge_right(tmp_path):
    """CHAL-2: the bluffer held the colour in play, so the bluffer draws."""
    rules = Rules(bluff=True)
    hands = [["B1", "B2"] + FILL, ["+4", "R8"] + FILL]
    app, clock, table, game = table_for(tmp_path, rules, hands, "R3", dealer=0)
    bot_does(table, clock, 1, "play +4 B")
    assert said(app)[-1] == "Space draws 4. Or press F to call a bluff."
    press(app, clock, "f", settle=False)
    assert "You call the bluff of Bot1: guilty! Bot1 draws the cards, and you play on." in said(app)
    assert any(line.startswith("Bot1 showed you: red 8") for line in said(app))
    assert len(game.hands[1]) == 6 + 4 and game.turn == 0


def test_var_bluff_challenge_wrong(tmp_path):
    rules = Rules(bluff=True)
    hands = [["B1", "B2"] + FILL, ["+4", "Y8"] + FILL]
    app, clock, table, game = table_for(tmp_path, rules, hands, "R3", dealer=0)
    bot_does(table, clock, 1, "play +4 B")
    press(app, clock, "f", settle=False)
    assert "You call the bluff of Bot1: not a bluff. You draw the cards plus 2." in said(app)
    assert len(game.hands[0]) == 7 + 6


def test_var_stack_draw_two(tmp_path):
    rules = Rules(stacking=True)
    hands = [["B+2", "B1"] + FILL, ["R+2", "R8"] + FILL]
    app, clock, table, game = table_for(tmp_path, rules, hands, "R3", dealer=0)
    bot_does(table, clock, 1, "play R+2")
    assert "You must draw 2." in said(app)
    assert said(app)[-1] == "Space draws 2. Or play a card of the same kind to pass it on."
    select(app, clock, table, "B+2")
    press(app, clock, "enter", settle=False)
    assert "You play blue Draw Two." in said(app)
    assert "Bot1 must draw 4." in said(app)
    press(app, clock, "p", settle=False)
    assert said(app)[-1] == "Bot1 must draw 4."


def test_var_seq_sequence_by_the_player(tmp_path):
    rules = Rules(sequences=True)
    hands = [["R4", "R5", "R6"] + ["G9"] * 4, ["Y1", "Y2"] + FILL]
    app, clock, table, game = table_for(tmp_path, rules, hands, "R3", bot_pace=5.0)
    select(app, clock, table, "R4")
    press(app, clock, "enter", settle=False)
    assert "You can continue your sequence." in said(app)
    select(app, clock, table, "R5")
    press(app, clock, "enter", settle=False)
    assert "You continue the sequence with red 5." in said(app)
    select(app, clock, table, "R6")
    press(app, clock, "enter", settle=False)
    assert "You continue the sequence with red 6." in said(app)
    assert len(game.hands[0]) == 4


def test_var_07_swap_with_a_seven(tmp_path):
    rules = Rules(seven_zero=True)
    hands = [["R7", "B1"] + FILL, ["Y1", "Y2", "Y3", "Y4", "Y5", "Y6", "Y7"], ["G1", "G2"] + FILL]
    app, clock, table, game = table_for(tmp_path, rules, hands, "R3", bot_pace=5.0)
    game.hands[1][:] = game.hands[1][:2]
    select(app, clock, table, "R7")
    press(app, clock, "enter", settle=False)
    assert "Swap hands with whom? Left arrow and Right arrow choose, Enter swaps, Escape keeps your hand." in said(app)
    assert said(app)[-1] == "Bot1 2 cards, 1 of 2"
    press(app, clock, "enter", settle=False)
    assert "You swap hands with Bot1." in said(app)
    assert "You now hold 2 cards." in said(app)
    assert len(game.hands[0]) == 2 and len(game.hands[1]) == 6


def test_var_07_zero_moves_every_hand(tmp_path):
    rules = Rules(seven_zero=True)
    hands = [["R0", "B1"] + FILL, ["Y1", "Y2"] + FILL, ["G1", "G2"] + FILL]
    app, clock, table, game = table_for(tmp_path, rules, hands, "R3", bot_pace=5.0)
    select(app, clock, table, "R0")
    press(app, clock, "enter", settle=False)
    assert "Every hand moves on to the next player." in said(app)
    assert "You now hold 7 cards." in said(app)
    assert Card.parse("G1") in game.hands[0]


def test_var_drawmatch_draws_until_playable(tmp_path):
    rules = Rules(draw_to_match=True)
    hands = [["B1", "B2"] + FILL, ["Y1", "Y2"] + FILL]
    app, clock, table, game = table_for(tmp_path, rules, hands, "R3", rest=["G1", "G2", "R9"])
    press(app, clock, "space", settle=False)
    assert "You draw green 1, green 2 and red 9." in said(app)
    assert said(app)[-1] == "You can play red 9: Enter plays it, Space keeps it."


def test_rules_announced_at_start_and_on_key(tmp_path):
    rules = Rules(stacking=True, jump_in=True, seven_zero=True)
    app, clock, table, game = table_for(tmp_path, rules, [["B1", "B2"] + FILL, ["Y1", "Y2"] + FILL], "R3",
                                        verbosity_intro="full")
    text = "A match to 500 points, the winner scores the others' cards. House rules: Stacking, Jump-in, Seven and zero."
    assert text in said(app)
    press(app, clock, "shift+r", settle=False)
    assert said(app)[-1] == text


def test_presets_in_setup(tmp_path):
    app, clock = make_app(tmp_path)
    app.start()
    press(app, clock, "enter")  # New game
    while not said(app)[-1].startswith("Rules: "):
        press(app, clock, "down")
    assert said(app)[-1].startswith("Rules: official")
    press(app, clock, "right")
    assert said(app)[-2] == "Rules: audio game"      # then what it set
    press(app, clock, "right")
    assert said(app)[-2] == "Rules: party"
    press(app, clock, "down")
    assert said(app)[-1].startswith("Stacking: on")
    press(app, clock, "enter")
    assert said(app)[-2:] == ["Stacking: off", "Also changed: Rules: custom."]
    press(app, clock, "up")
    assert said(app)[-1].startswith("Rules: custom")
    press(app, clock, "f1")
    assert any("Left arrow and Right arrow choose a rule set" in line for line in app.screen.sections[0][1])
    press(app, clock, "escape", "home", "enter")
    assert app.settings.rules == {"jump_in": True, "seven_zero": True}


def test_var_07_swap_between_others_says_their_new_counts(tmp_path):
    rules = Rules(seven_zero=True)
    hands = [["B1", "B2"] + FILL, ["R7", "R8"] + FILL, ["G1", "G2"] + FILL]
    app, clock, table, game = table_for(tmp_path, rules, hands, "R3", dealer=0, bot_pace=30.0)
    game.hands[2][:] = game.hands[2][:2]
    bot_does(table, clock, 1, "play R7")
    assert "Bot1 chooses whom to swap hands with." in said(app)
    bot_does(table, clock, 1, "swap 2")
    at = said(app).index("Bot1 swaps hands with Bot2.")
    assert said(app)[at + 1] == "Bot1 2 cards, Bot2 6 cards"
