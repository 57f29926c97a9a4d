"""A finished round heard again move by move: the same words as at the table."""

from __future__ import annotations

from uno_audio.engine import Game
from uno_audio.ui.replay import Replay
from uno_audio.ui.table import Table

from player import keys_for_turn, make_app, press, said


def _play_round(tmp_path, players=3, seed=9):
    app, clock = make_app(tmp_path, bot_pace=0.5)
    game = Game(players, seed=seed)
    names = ["You"] + [f"Bot{s}" for s in range(1, players)]
    table = Table(app, game, [0], {s: "normal" for s in range(1, players)}, names, bot_seed=2)
    heard = []
    say_line = table.say_line
    table.say_line = lambda line: (heard.append(line.text), say_line(line))
    app.push(table)
    for _ in range(2000):
        if game.round_over:
            break
        press(app, clock, *(keys_for_turn(table) or ["t"]))
    assert game.round_over and type(app.screen).__name__ == "Summary"
    return app, clock, table, heard


def test_a_replay_speaks_the_same_lines_as_the_round_did(tmp_path):
    app, clock, table, heard = _play_round(tmp_path)
    press(app, clock, "r")
    replay = app.screen
    assert isinstance(replay, Replay)
    steps = []
    for _ in range(len(replay.steps)):
        steps.append(said(app)[-1].split(": ", 1)[1])
        press(app, clock, "right")
    assert said(app)[-1] == "That was the last move."
    assert " ".join(steps) == " ".join(heard)
    press(app, clock, "home")
    assert said(app)[-1].startswith(f"1 of {len(replay.steps)}: ")
    press(app, clock, "escape")
    assert type(app.screen).__name__ == "Summary"


def test_earlier_rounds_of_the_match_stay_available(tmp_path):
    app, clock, table, heard = _play_round(tmp_path)
    first_round = list(heard)
    press(app, clock, "enter")          # the next round
    heard.clear()
    for _ in range(2000):
        if table.game.round_over:
            break
        press(app, clock, *(keys_for_turn(table) or ["t"]))
    press(app, clock, "r")
    replay = app.screen
    assert replay.number == 1
    press(app, clock, "up")
    assert replay.number == 0
    assert " ".join(replay.steps) == " ".join(first_round)
    press(app, clock, "up")
    assert said(app)[-1] == "There is no other round to hear."


def test_in_hot_seat_play_the_replay_tells_only_what_everyone_saw(tmp_path):
    app, clock = make_app(tmp_path, bot_pace=0.5)
    game = Game(3, seed=4)
    table = Table(app, game, [0, 1], {2: "normal"}, ["Ana", "Beto", "Bot"], bot_seed=2, hidden=True)
    app.push(table)
    for _ in range(40):
        game.apply(game.turn, next((a for a in game.legal_actions(game.turn) if a.startswith("draw")),
                                   game.legal_actions(game.turn)[0]))
    replay = Replay(app, table, 0)
    text = " ".join(replay.steps)
    # Draws are told by their count and name, never with the cards drawn.
    assert "Ana draws a card." in text and "Beto draws a card." in text
    assert "You draw" not in text
