"""The levels (issue 15): what each does is said in the setup menu, reactions are drawn
from human ranges declared per level, the rule baseline keeps its Wilds, and normal
judges a Wild Draw Four (CHAL-2) on what it has seen."""

from __future__ import annotations

import pytest

from uno_audio.bots import make_bot
from uno_audio.bots.knowledge import Knowledge
from uno_audio.bots.player import PROFILES
from uno_audio.engine import Rules

from player import make_app, press, said
from test_bots import game_with


def test_the_setup_menu_says_what_a_bot_seat_level_does(tmp_path):
    app, clock = make_app(tmp_path)
    app.start()
    press(app, clock, "enter")              # New game
    press(app, clock, "down", "down", "down")
    assert said(app)[-1].startswith("Seat 2: bot, normal")
    heard = len(said(app))
    press(app, clock, "f1", *["down"] * 20)  # the help reader: the item's help is in it
    assert any("Normal weighs every card it could play" in line for line in said(app)[heard:])
    press(app, clock, "escape", "right")
    assert said(app)[-1].startswith("Seat 2: bot, hard")
    heard = len(said(app))
    press(app, clock, "f1", *["down"] * 20)
    assert any("Hard counts every card" in line for line in said(app)[heard:])


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_reactions_are_human_paced_from_the_level_profile(level):
    # VAR-BUZZ: the Buzzer is played; every other seat may press.
    rules = Rules(buzzer=True)
    profile = PROFILES[level]
    fast, slow = profile.buzz_time
    assert 0.6 <= fast < slow <= 1.5  # an audio player presses 0.6-1.5 s after the cue
    for seed in range(20):
        game = game_with(3, {1: ["Z", "R1", "R2", "R3", "R4", "R5", "R6"]}, first="R9",
                         rules=rules, dealer=0)
        game.apply(1, "play Z")
        delay, action = make_bot(level, 2, seed=seed).react(game.view(2))
        assert action == "buzz" and fast <= delay <= slow
    for span in (profile.catch_time, profile.jump_time, profile.uno_time, profile.challenge_time):
        assert 0.5 <= span[0] < span[1] <= 3.5
    # The levels differ: a sharper level is never slower to press.
    assert PROFILES["hard"].buzz_time <= PROFILES["normal"].buzz_time <= PROFILES["easy"].buzz_time


def test_a_challenge_takes_a_moment_to_decide():
    rules = Rules(bluff=True)
    game = game_with(3, {1: ["+4", "R1", "R2", "R3", "R4", "R5", "R6"]}, first="R9",
                     rules=rules, dealer=0)
    game.apply(1, "play +4 G")
    bot = make_bot("normal", 2, seed=1)
    view = game.view(2)
    action = bot.act(view)
    fast, slow = PROFILES["normal"].challenge_time
    assert fast <= bot.pause(view, action) <= slow


def test_the_rule_baseline_plays_as_rlcards_rule_agent():
    # PLAY-1: the red 5 goes on the red 9, so the Wild stays in hand.
    game = game_with(2, {1: ["W", "R5", "B1", "B2", "B3", "G4", "Y6"]}, first="R9", dealer=0)
    assert {make_bot("rule", 1, seed=s).act(game.view(1)) for s in range(10)} == {"play R5"}
    # Nothing else goes: the Wild, naming a random colour.
    game = game_with(2, {1: ["W", "G5", "B1", "B2", "B3", "G4", "Y6"]}, first="R9", dealer=0)
    named = {make_bot("rule", 1, seed=s).act(game.view(1)) for s in range(30)}
    assert named == {"play W R", "play W Y", "play W G", "play W B"}
    # RLCard offers a Wild Draw Four only when nothing else goes: the yellow 9 goes on the
    # red 9, so the Wild Draw Four stays in hand.
    game = game_with(2, {1: ["+4", "G5", "B1", "B2", "B3", "G4", "Y9"]}, first="R9", dealer=0)
    assert {make_bot("rule", 1, seed=s).act(game.view(1)) for s in range(10)} == {"play Y9"}
    # Nor while a Wild goes: the Wild, naming a random colour.
    game = game_with(2, {1: ["+4", "W", "B1", "B2", "B3", "G4", "Y6"]}, first="R9", dealer=0)
    named = {make_bot("rule", 1, seed=s).act(game.view(1)) for s in range(30)}
    assert named == {"play W R", "play W Y", "play W G", "play W B"}
    # Only the Wild Draw Four goes: it names the colour held most...
    game = game_with(2, {1: ["+4", "G5", "B1", "B2", "B3", "G4", "Y6"]}, first="R9", dealer=0)
    assert {make_bot("rule", 1, seed=s).act(game.view(1)) for s in range(10)} == {"play +4 B"}
    # ...the first of the hand on a tie, as RLCard counts it.
    game = game_with(2, {1: ["G5", "+4", "B1", "B2", "G3", "Y6", "Y4"]}, first="R9", dealer=0)
    assert {make_bot("rule", 1, seed=s).act(game.view(1)) for s in range(10)} == {"play +4 G"}
    # Each copy is one of RLCard's actions: two red 5s beside one red 3 go twice as often.
    game = game_with(2, {1: ["R5", "R3", "R5", "G1", "G2", "B1", "B2"]}, first="R9", dealer=0)
    played = [make_bot("rule", 1, seed=s).act(game.view(1)) for s in range(600)]
    assert 0.6 < played.count("play R5") / 600 < 0.73


def test_normal_does_not_challenge_a_seat_seen_to_lack_the_colour():
    rules = Rules(bluff=True)
    # PLAY-4: seat 1 drew on the red 9 for lack of red, then played the Wild Draw Four drawn.
    game = game_with(3, {1: ["G1", "G2", "G3", "G4", "B5", "B6", "Y7"]}, first="R9",
                     rules=rules, dealer=0, draws=["+4"])
    game.apply(1, "draw")
    game.apply(1, "play +4 G")
    assert all(make_bot("normal", 2, seed=s).act(game.view(2)) == "draw" for s in range(5))


def test_normal_learns_that_a_seat_does_not_bluff():
    rules = Rules(bluff=True)
    bot = make_bot("normal", 2, seed=1)
    guilt = []
    for round_ in range(4):
        # Seat 1 lacks red each time, and seat 2 is shown so when it challenges (CHAL-3).
        game = game_with(3, {1: ["+4", "G1", "G2", "G3", "B4", "B5", "Y6"]}, first="R9",
                         rules=rules, dealer=0)
        game.round = round_ + 1
        game.apply(1, "play +4 G")
        view = game.view(2)
        guilt.append(bot._guilt(view, Knowledge(view)))
        game.apply(2, "challenge")
        bot._guilt(game.view(2), Knowledge(game.view(2)))
    assert guilt[0] > 0.4
    assert guilt == sorted(guilt, reverse=True) and guilt[-1] < 0.6 * guilt[0]


def test_easy_often_keeps_a_card_it_drew_where_normal_and_hard_play_it():
    # PLAY-4: the green 9 drawn goes on the red 9 and turns the colour to the hand's own;
    # a beginner often keeps it all the same.
    def after_the_draw(level, seed):
        game = game_with(2, {1: ["G1", "G2", "G3", "G4", "G5", "G6", "G7"]}, first="R9",
                         draws=["G9"], dealer=0)
        game.apply(1, "draw")
        return make_bot(level, 1, seed=seed).act(game.view(1))
    easy = [after_the_draw("easy", s) for s in range(40)]
    assert 10 < easy.count("pass") < 30 and set(easy) == {"pass", "play G9"}
    for level in ("normal", "hard"):
        assert {after_the_draw(level, s) for s in range(5)} == {"play G9"}
