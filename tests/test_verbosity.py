"""Verbosity per group of lines, and the pairs of lines that said one thing twice."""

from __future__ import annotations

from uno_audio.engine import Rules

from player import press, said, wait
from test_modes import FILL, bot_does, select, table_for


def _after_bot_play(tmp_path, **settings):
    hands = [["B1", "R9"] + FILL, ["R5", "Y2", "Y3"] + FILL[:4]]
    app, clock, table, game = table_for(tmp_path, Rules(), hands, "R3", dealer=0, bot_pace=10.0, **settings)
    bot_does(table, clock, 1, "play R5")
    return app, clock, table, game


def test_brief_moves_name_only_the_card(tmp_path):
    app, clock, table, game = _after_bot_play(tmp_path, verbosity_moves="brief")
    assert "Bot1: red 5." in said(app)
    assert "Bot1 plays red 5." not in said(app)


def test_full_moves_say_whose_turn_before_each_move(tmp_path):
    hands = [["B1", "R9"] + FILL, ["R5", "Y2", "Y3"] + FILL[:4]]
    app, clock, table, game = table_for(tmp_path, Rules(), hands, "R3", dealer=1, bot_pace=0.5,
                                        verbosity_moves="full")
    press(app, clock, "home", "right", "enter")   # red 9
    wait(app, clock, 3)
    lines = said(app)
    mine = lines.index("You play red 9.")
    theirs = next(i for i, line in enumerate(lines) if i > mine and line.startswith("Bot1"))
    assert lines[theirs] == "Bot1's turn."


def test_hand_sizes_after_plays_by_verbosity(tmp_path):
    app, clock, table, game = _after_bot_play(tmp_path / "normal")
    assert "Bot1 has 6 cards left." not in said(app)
    app, clock, table, game = _after_bot_play(tmp_path / "full", verbosity_counts="full")
    assert "Bot1 has 6 cards left." in said(app)


def test_brief_counts_never_tell_hand_sizes(tmp_path):
    hands = [["B1", "R9"] + FILL, ["R5", "Y2"] + FILL]
    app, clock, table, game = table_for(tmp_path, Rules(), hands, "R3", dealer=0, verbosity_counts="brief")
    for card in list(game.hands[1])[2:]:
        game.hands[1].remove(card)
    bot_does(table, clock, 1, "play R5")
    assert not any("card left" in line or "cards left" in line for line in said(app))


def test_cards_drawn_by_verbosity(tmp_path):
    for level, line in (("brief", "You draw a card."), ("normal", "You draw blue 9."),
                        ("full", "You draw blue 9: 8 cards in your hand.")):
        hands = [["Y1", "Y2"] + FILL, ["R5", "Y2"] + FILL]
        app, clock, table, game = table_for(tmp_path / level, Rules(), hands, "R3", verbosity_drawn=level,
                                            bot_pace=10.0)
        press(app, clock, "space", settle=False)
        assert line in said(app), level


def test_full_hints_count_the_playable_cards(tmp_path):
    app, clock, table, game = _after_bot_play(tmp_path / "full", verbosity_hints="full")
    assert said(app)[-2:] == ["Your turn.", "One card of yours can be played."]
    app, clock, table, game = _after_bot_play(tmp_path / "normal")
    assert "One card of yours can be played." not in said(app)


def test_colour_choice_is_prompted_once(tmp_path):
    hands = [["W", "R9"] + FILL, ["Y4", "Y2"] + FILL]
    app, clock, table, game = table_for(tmp_path, Rules(), hands, "R3", bot_pace=10.0)
    select(app, clock, table, "W")
    press(app, clock, "enter", settle=False)
    assert "Choose a colour." not in said(app)
    assert any(line.startswith("Choose a colour: 1 or R for red") for line in said(app))


def test_two_player_reverse_is_said_as_a_skip_only(tmp_path):
    """TWO-1: with two players a Reverse acts as a Skip."""
    hands = [["RR", "R9"] + FILL, ["Y4", "Y2"] + FILL]
    app, clock, table, game = table_for(tmp_path, Rules(), hands, "R3", bot_pace=10.0)
    select(app, clock, table, "RR")
    press(app, clock, "enter", settle=False)
    assert "Bot1 is skipped." in said(app)
    assert not any(line.startswith("Direction reversed") for line in said(app))


def test_buzzer_latecomers_are_named_once(tmp_path):
    rules = Rules(buzzer=True)
    app, clock, table, game = table_for(tmp_path, rules, [["Z", "R5"] + FILL, ["Y1", "Y2"] + FILL], "R3",
                                        bot_pace=10.0)
    select(app, clock, table, "Z")
    press(app, clock, "enter", settle=False)
    clock.now += 0.1
    app.key("b", clock.now)
    wait(app, clock, 6)
    assert "Bot1 draws for the buzzer." in said(app)
    assert "Bot1 draws 3 cards." not in said(app)
