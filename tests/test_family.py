"""Family play at one keyboard: several humans, hidden hands, own keys, teams."""

from __future__ import annotations

import re

from uno_audio.engine import Card, Game, Rules
from uno_audio.ui import announcer
from uno_audio.ui.table import Table

from player import keys_for_turn, make_app, play_match_by_keys, press, said, scenario_deck, wait
from uno_audio.console import run_until_human


def family_setup(app, clock):
    """Three players: you, Maria (typed by keys) and a bot."""
    app.start()
    press(app, clock, "enter")              # New game
    press(app, clock, "down")               # Players: 4
    press(app, clock, "left")
    assert said(app)[-1] == "Players: 3"
    press(app, clock, "down", "down")       # Seat 2
    assert said(app)[-1].startswith("Seat 2: bot, normal")
    press(app, clock, "right", "right")
    assert said(app)[-2:] == ["Seat 2: Player 2, human", "Also changed: Hidden hands: on."]
    press(app, clock, "enter")
    assert "Name of player 2: type it, then press Enter." in said(app)[-3:]
    for _ in "Player 2":
        press(app, clock, "backspace")
    assert said(app)[-1] == "P erased."
    press(app, clock, "m", "a", "r", "x")
    assert said(app)[-1] == "x"
    press(app, clock, "backspace")
    assert said(app)[-1] == "x erased."
    press(app, clock, "i", "a", "enter")
    assert said(app)[-3] == "Name: Maria." and said(app)[-1] == "Seat 2: Maria, human, 4 of 37"


def test_setup_names_seats_and_keys(tmp_path):
    app, clock = make_app(tmp_path)
    family_setup(app, clock)
    press(app, clock, "down")
    assert said(app)[-1].startswith("Seat 3: bot")
    press(app, clock, "down")
    assert said(app)[-1].startswith("Hidden hands: on")
    press(app, clock, "down")
    assert said(app)[-1].startswith("Hints with several players at one keyboard: off")
    press(app, clock, "right")
    assert said(app)[-1].startswith("Hints with several players at one keyboard: on")
    assert app.settings.hints_hot_seat
    # Every human has keys of their own, the first too (given last, so the others keep theirs).
    press(app, clock, "down")
    assert said(app)[-1].startswith("Player 1's buzzer key: V")
    press(app, clock, "down")
    assert said(app)[-1].startswith("Player 1's catch and jump-in key: Z")
    press(app, clock, "down")
    assert said(app)[-1].startswith("Maria's buzzer key: K")
    press(app, clock, "down")
    assert said(app)[-1].startswith("Maria's catch and jump-in key: M")
    press(app, clock, "home", "enter")
    table = app.screen
    assert isinstance(table, Table)
    assert table.humans == [0, 1] and table.names[1] == "Maria"
    assert "Maria: buzzer K, catch or jump in M." in said(app)
    assert "Player 1: buzzer V, catch or jump in Z." in said(app)
    # Remembered for next time.
    assert app.settings.seats[1]["name"] == "Maria" and app.settings.seats[1]["kind"] == "human"


def test_hot_seat_round_keeps_hands_hidden(tmp_path, monkeypatch):
    """Two humans and a bot: one human's cards are never spoken to the other."""
    heard = []
    original = announcer.HANDLERS["draw"]

    def spy(self, e, counts):
        heard.append((self.me, e.seat, e.cards is not None))
        return original(self, e, counts)
    monkeypatch.setitem(announcer.HANDLERS, "draw", spy)

    app, clock = make_app(tmp_path, bot_pace=0.5)
    family_setup(app, clock)
    press(app, clock, "home", "enter")
    table = app.screen
    game = table.game
    handovers = 0
    positions_during_handover = []
    for _ in range(4000):
        run_until_human(app, clock)
        if type(app.screen).__name__ == "Summary":
            break
        if table.handover_to is not None:
            handovers += 1
            assert said(app)[-1].startswith(f"Pass the keyboard to {table.names[table.handover_to]}")
            n = len(said(app))
            press(app, clock, "left", "right", settle=False)  # a browse key does nothing yet
            positions_during_handover += [l for l in said(app)[n:] if re.search(r", \d+ of \d+$", l)]
            press(app, clock, "enter")
            continue
        keys = keys_for_turn(table) or ["t"]
        press(app, clock, *keys)
    assert type(app.screen).__name__ == "Summary"
    assert handovers >= 2
    assert positions_during_handover == []
    private = [(me, seat) for me, seat, shown in heard if shown]
    assert private and all(me == seat for me, seat in private)
    assert game.round_over


def buzzer_played_by(tmp_path, seat, keys):
    """Ana and Maria (hidden hands) and a bot: the human in `seat` plays first, takes the
    keyboard and plays the Buzzer (VAR-BUZZ)."""
    fill = ["G9"] * 5
    hands = [["Y1", "Y2"] + fill, ["Y3", "Y4"] + fill, ["B1", "B2"] + fill]
    hands[seat] = ["Z", "R5"] + fill
    dealer = (seat - 1) % 3
    dealt = [hands[(dealer + 1 + i) % 3] for i in range(3)]
    game = Game(3, Rules(buzzer=True), deck=scenario_deck(dealt, "R3", ["B9"] * 30), dealer=dealer)
    app, clock = make_app(tmp_path, bot_pace=10.0)
    names = ["Ana", "Maria", "Bot"]
    table = Table(app, game, [0, 1], {2: "hard"}, names, 3, keys=keys, hidden=True)
    app.push(table)
    assert said(app)[-1] == f"Pass the keyboard to {names[seat]}. {names[seat]}, press Enter when ready."
    press(app, clock, "enter", settle=False)
    order = table.ordered()
    press(app, clock, "home", *["right"] * order.index(Card.parse("Z")), "enter", settle=False)
    return app, clock, game


def test_each_human_buzzer_key_counts_for_that_human(tmp_path):
    app, clock, game = buzzer_played_by(tmp_path, 0, keys={1: {"buzz": "k", "catch": "m"}})
    clock.now += 0.05
    app.key("k", clock.now)
    assert said(app)[-1] == "Maria presses first, in 0.05 seconds."
    clock.now += 0.05
    app.key("b", clock.now)
    assert "You press second, in 0.1 seconds." in said(app)
    assert game.buzzed[:2] == [1, 0] or game.phase != "buzzer"
    wait(app, clock, 5)
    assert "Bot draws 3 for the buzzer." in said(app)
    app.key("k", clock.now)
    assert said(app)[-1] == "Maria: there is no buzzer to press now."
    # Maria sits down: her history has Ana's press by name, never "You press".
    for _ in range(40):
        run_until_human(app, clock)
        if app.screen.handover_to == 1:
            break
        press(app, clock, *(keys_for_turn(app.screen) or ["t"]))
    press(app, clock, "enter")
    assert app.screen.me == 1
    reviewed = review(app, clock)
    assert "Ana presses second, in 0.1 seconds." in reviewed, reviewed
    assert not [line for line in reviewed if line.startswith("You press")]


def test_the_first_human_has_a_buzzer_key_of_their_own_when_another_holds_the_keyboard(tmp_path):
    """VAR-BUZZ in hot-seat play: Maria holds the keyboard and plays the Buzzer; Ana, the
    first human, presses her own key, not B (which is Maria's while she is seated)."""
    app, clock, game = buzzer_played_by(tmp_path, 1, keys={0: {"buzz": "v", "catch": "z"},
                                                           1: {"buzz": "k", "catch": "m"}})
    clock.now += 0.05
    app.key("v", clock.now)
    assert said(app)[-1] == "Ana presses first, in 0.05 seconds."
    assert game.buzzed[:1] == [0]
    clock.now += 0.05
    app.key("b", clock.now)
    assert "You press second, in 0.1 seconds." in said(app)
    assert game.buzzed[:2] == [0, 1] or game.phase != "buzzer"


def test_open_hands_setting_switches_without_asking(tmp_path):
    app, clock = make_app(tmp_path, bot_pace=0.5)
    game = Game(3, Rules(), seed=4, dealer=2)
    table = Table(app, game, [0, 1], {2: "normal"}, ["Ana", "Maria", "Bot"], 3,
                  keys={1: {"buzz": "k", "catch": "m"}}, hidden=False)
    app.push(table)
    for _ in range(200):
        keys = keys_for_turn(table) or ["t"]
        press(app, clock, *keys)
        if table.me == 1:
            break
    assert table.me == 1 and table.handover_to is None
    assert "Maria, your turn." in said(app)


def test_team_match_ends_with_the_right_team(tmp_path):
    """VAR-TEAMS: partners opposite, team scores, first team to the target wins; who plays
    with whom is said at the start, S names your team first, the result says if it won."""
    app, clock = make_app(tmp_path, bot_pace=0.3)
    game = Game(4, Rules(teams=True, target=150), seed=21)
    table = Table(app, game, [0], {1: "normal", 2: "normal", 3: "normal"},
                  ["You", "Ana", "Bruno", "Carla"], 5)
    app.push(table)
    assert game.partners(0) == [2]
    assert "New match: you and your partner Bruno against Ana and Carla." in said(app)
    assert "Your team: you and Bruno. Other team: Ana and Carla." not in said(app)   # said once
    press(app, clock, "s", settle=False)
    assert said(app)[-1] == "Your team (you and Bruno): 0. Other team: 0. Playing to 150."
    play_match_by_keys(app, clock)
    assert game.match_over
    winner = game.match_winner
    assert game.scores[winner] >= 150 and game.scores[winner] == max(game.scores)
    expected = "Your team wins the match!" if winner == 0 else "Your team loses the match: Ana and Carla win."
    assert expected in said(app)
    final = f"Your team (you and Bruno): {game.scores[0]}. Other team: {game.scores[1]}. Playing to 150."
    assert said(app).index(final) < said(app).index(expected)
    assert any("your partner Bruno" in line for line in said(app)) or game.round == 1


def test_rotating_partners_play_twelve_hands_to_a_result(tmp_path):
    """VAR-ROTATE: four players, twelve hands, partners change every four, each keeps a total."""
    app, clock = make_app(tmp_path, bot_pace=0.3)
    game = Game(4, Rules(rotate=True), seed=8)
    table = Table(app, game, [0], {1: "normal", 2: "normal", 3: "normal"},
                  ["You", "Ana", "Bruno", "Carla"], 5)
    app.push(table)
    play_match_by_keys(app, clock, max_keys=60000)
    assert game.match_over and game.round == 12
    told = [line for line in said(app) if line.startswith("Rounds ")]
    assert told == ["Rounds 1 to 4: your partner is Bruno; Ana and Carla play together.",
                    "Rounds 5 to 8: your partner is Ana; Bruno and Carla play together.",
                    "Rounds 9 to 12: your partner is Carla; Ana and Bruno play together."]
    assert game.scores[game.match_winner] == max(game.scores)
    assert any(line.endswith("wins the match!") or line == "You win the match!" for line in said(app))


def test_elimination_plays_to_the_last_player(tmp_path):
    """VAR-ELIM: a player reaching the target is out; the last two play head to head."""
    app, clock = make_app(tmp_path, bot_pace=0.3)
    game = Game(4, Rules(scoring="elimination", target=60), seed=3)
    table = Table(app, game, [0], {1: "normal", 2: "normal", 3: "normal"},
                  ["You", "Ana", "Bruno", "Carla"], 5)
    app.push(table)
    play_match_by_keys(app, clock, max_keys=60000)
    assert game.match_over
    assert any(line.endswith("is out of the match.") or line == "You are out of the match."
               for line in said(app))
    assert any(line.endswith("wins the match!") or line == "You win the match!" for line in said(app))


def test_a_chosen_key_is_never_shared_and_a_human_hears_their_key_move(tmp_path):
    app, clock = make_app(tmp_path)
    family_setup(app, clock)                # you, Maria (K, M) and a bot in seat 3 (J, L)
    setup = app.screen
    press(app, clock, "down", "down", "down", "down", "down", "down", "down")
    assert said(app)[-1].startswith("Maria's catch and jump-in key: M")
    press(app, clock, "right")              # J, the bot's: the bot takes M
    assert said(app)[-1] == "Maria's catch and jump-in key: J"
    assert (setup.seats[2]["buzz"], setup.seats[2]["catch"]) == ("m", "l")
    press(app, clock, "left")               # back to M: the bot has J again
    assert said(app)[-1] == "Maria's catch and jump-in key: M"
    press(app, clock, "left")               # K, her own buzzer key: it moves, and she hears it
    assert said(app)[-2:] == ["Maria's catch and jump-in key: K", "Maria's buzzer key: M"]
    keys = [s[x] for s in setup.seats for x in ("buzz", "catch")]
    assert len(set(keys)) == len(keys)


def test_remembered_keys_shared_by_two_seats_are_dealt_again():
    from uno_audio.ui.menus import SetupMenu
    seats = [{}, {"buzz": "j", "catch": "k"}, {"buzz": "j", "catch": "nonsense"}, {}]
    SetupMenu._assign_keys(seats)
    keys = [s[x] for s in seats for x in ("buzz", "catch")]
    assert seats[1] == {"buzz": "j", "catch": "k"} and len(set(keys)) == 8


def test_ten_seats_each_have_two_keys_of_their_own():
    from uno_audio.ui.menus import SetupMenu
    seats = [{} for _ in range(10)]
    SetupMenu._assign_keys(seats)
    keys = [s[x] for s in seats for x in ("buzz", "catch")]
    assert len(set(keys)) == 20 and None not in keys


# A line telling a human's move (or speaking to one) as "You": with open hands every
# human at the keyboard hears it, so it would tell the wrong player.
YOU_MOVE = re.compile(r"^(You|Your) |[:,] you |caught you|calls your bluff|with you\.|showed you")


def open_hands_window(table):
    """The texts the window draws now (pygame on a dummy screen)."""
    import os
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame
    from uno_audio.output.display import Display
    pygame.display.init()
    pygame.font.init()
    try:
        display = Display(pygame.display.set_mode((900, 700)), 30)
        return [item.text for item in display.layout(table.app) if item.shape is None]
    finally:
        pygame.display.quit()


def review(app, clock):
    """The whole history as Page Up and Page Down give it, oldest first."""
    lines = len(app.history.lines)
    press(app, clock, "ctrl+pageup", settle=False)
    out = [said(app)[-2]]
    for _ in range(lines):
        press(app, clock, "pagedown", settle=False)
        if said(app)[-1] == "Last message.":
            out.append(said(app)[-2])
            break
        out.append(said(app)[-1])
    return out


def test_open_hands_name_every_humans_move_in_what_is_heard_reviewed_and_drawn(tmp_path):
    """Ana and Lia play with open hands: each hears the other's moves, and their own, by
    name ("Lia plays green 7.", "Ana is skipped.", "Lia draws yellow 3 and red Skip."),
    never "You"; each one's Page Up gives the other's moves by name; the window names
    whose turn it is."""
    app, clock = make_app(tmp_path, bot_pace=0.5)
    game = Game(3, Rules(), seed=4, dealer=2)
    names = ["Ana", "Lia", "Bot"]
    table = Table(app, game, [0, 1], {2: "normal"}, names, 3,
                  keys={1: {"buzz": "k", "catch": "m"}}, hidden=False)
    app.push(table)
    reviews = {}
    drawn = {}
    for _ in range(60):
        run_until_human(app, clock)
        if game.round_over or len(reviews) == 2 and len(game.log) > 20:
            break
        if game.turn in (0, 1) and len(game.log) > 12:
            reviews[table.me] = review(app, clock)
            drawn[table.me] = open_hands_window(table)
        press(app, clock, *(keys_for_turn(table) or ["t"]))
    assert set(reviews) == {0, 1}
    heard = [line for line in said(app) if line not in ("First message.", "Last message.")]
    assert not [line for line in heard if YOU_MOVE.search(line)]
    for line in ("New match: Ana, Lia and Bot.", "Ana is skipped.", "Lia plays green 7.", "Lia draws yellow 3 and red Skip.",
                 "Ana draws blue Reverse.", "Lia, your turn."):
        assert line in heard
    for seat, lines in reviews.items():
        assert not [line for line in lines if YOU_MOVE.search(line)], lines
        other = 1 - seat
        plays = [e for e in game.history[:len(game.history)] if e.kind == "play" and e.seat == other
                 and e.mode is None and e.color is None]
        assert plays
        told = [line for line in lines if line.startswith(f"{names[other]} plays ")]
        assert len(told) >= len(plays) - 1     # every play before this review, by name
    for seat, texts in drawn.items():
        assert f"{names[seat]}, your turn." in texts
        assert not [text for text in texts if YOU_MOVE.search(text)], texts


def test_one_human_still_hears_you(tmp_path):
    app, clock = make_app(tmp_path, bot_pace=0.5)
    game = Game(3, Rules(), seed=4, dealer=2)
    table = Table(app, game, [0], {1: "normal", 2: "normal"}, ["You", "Lia", "Bot"], 3)
    app.push(table)
    for _ in range(8):
        press(app, clock, *(keys_for_turn(table) or ["t"]))
    assert "You are skipped." in said(app)
    assert any(line.startswith("You play ") for line in said(app))


def test_open_hands_with_house_rules_and_random_keys_never_say_you(tmp_path):
    """Swaps, catches, bluffs, jump-ins and the buzzer among three humans with open hands,
    every line at its fullest: no move is told as "You", and nothing crashes."""
    import random
    rng = random.Random(5)
    pool = ("left right home enter enter enter space space c s t u b shift+c e p d h r pageup "
            "ctrl+pageup 1 2 3 4 k m j l").split()
    rules = Rules(stacking=True, sequences=True, jump_in=True, bluff=True, seven_zero=True, buzzer=True,
                  draw_then_play=True)
    app, clock = make_app(tmp_path, bot_pace=0.5, verbosity_moves="full", verbosity_drawn="full",
                          verbosity_hints="full")
    game = Game(4, rules, seed=6)
    table = Table(app, game, [0, 1, 3], {2: "hard"}, ["Ana", "Beto", "Bot", "Dani"], 3,
                  keys={1: {"buzz": "k", "catch": "m"}, 3: {"buzz": "j", "catch": "l"}}, hidden=False)
    app.push(table)
    for _ in range(3000):
        run_until_human(app, clock)
        if app.screen is not table:
            press(app, clock, "enter")
            continue
        keys = keys_for_turn(table) if rng.random() < 0.6 else [rng.choice(pool)]
        press(app, clock, *(keys or ["t"]))
    moves = re.compile(r"^You (play|draw|jump|continue|choose|keep|are|say|catch|call|swap|deal|win|press)"
                       r"|^Your turn\.|caught you|calls your bluff|swaps hands with you|makes you|showed you")
    assert not [line for line in said(app) if moves.search(line)]
    for name in ("Ana", "Beto", "Dani"):        # a human's turn is said once, as the keyboard's
        assert f"{name}'s turn." not in said(app)
        assert f"{name}, your turn." in said(app)
    assert "Something went wrong" not in " ".join(said(app))
    assert game.round > 1 or game.round_over


def test_the_best_buzzer_time_counted_is_the_keyboard_holders_only(tmp_path):
    app, clock, game = buzzer_played_by(tmp_path, 0, keys={1: {"buzz": "k", "catch": "m"}})
    assert app.stats is not None and app.stats.data["best_buzz"] is None
    clock.now += 0.05
    app.key("k", clock.now)                  # Maria's own key: not the statistics' player
    assert app.stats.data["best_buzz"] is None
    clock.now += 0.05
    app.key("b", clock.now)
    assert abs(app.stats.data["best_buzz"] - 0.1) < 1e-6
