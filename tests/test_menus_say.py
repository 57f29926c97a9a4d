"""Menus and the table say what they do (issue 17): setup changes and their
consequences, the edges of a setting, help on the focused item, the colour choice
with every information key, the sort order and the colour choice across a resume,
playing again, and the rounds of a match called as the player hears them."""

from __future__ import annotations

import json

from uno_audio.i18n import Translator
from uno_audio.ui.screens import help_key
from uno_audio.ui.table import Table

from player import keys_for_turn, make_app, press, said
from voice import Cues

EN = Translator("en")


def focus(app, clock, prefix: str, limit: int = 60) -> str:
    """Press Down until the focused menu item starts with `prefix`; returns its line."""
    for _ in range(limit):
        if said(app)[-1].startswith(prefix):
            return said(app)[-1]
        press(app, clock, "down")
    raise AssertionError(f"no item {prefix!r}: {said(app)[-3:]}")


def to_summary(app, clock):
    for _ in range(3000):
        screen = app.screen
        if type(screen).__name__ == "Summary":
            return screen
        press(app, clock, *(keys_for_turn(screen) or ["t"]) if isinstance(screen, Table) else ["escape"])
    raise AssertionError("the round did not end")


def test_a_player_out_of_the_match_still_hears_each_round(tmp_path):
    app, clock = make_app(tmp_path, seed=19)
    app.start()
    press(app, clock, "enter")                         # New game
    focus(app, clock, "Players")
    press(app, clock, "left")                          # 3 players
    focus(app, clock, "Target score")
    press(app, clock, "left", "left", "left")          # target 100
    focus(app, clock, "Scoring")
    press(app, clock, "right", "right")                # scoring: elimination
    assert said(app)[-1] == EN("setup-scoring", scoring=EN("scoring-elimination"))
    press(app, clock, "home", "enter")
    table = app.screen
    assert said(app).count("Round 1.") == 1
    to_summary(app, clock)
    assert not table.game.active[table.me]             # out after the first round
    assert "You are out of the match." in said(app)
    press(app, clock, "enter")
    assert said(app).count("Round 2.") == 1


def test_rotating_partners_says_which_hand_of_twelve(tmp_path):
    app, clock = make_app(tmp_path, seed=3)
    app.start()
    press(app, clock, "enter")
    focus(app, clock, "Rotating partners")
    press(app, clock, "right", "home", "enter")
    assert "Hand 1 of 12." in said(app)
    to_summary(app, clock)
    press(app, clock, "enter")
    assert "Hand 2 of 12." in said(app)
    assert "Round 2." not in said(app)


FIRST_WILD = 236      # seat 0 is to choose the colour of a Wild turned up first; 4 blue cards


def test_the_colour_choice_of_a_first_wild_answers_every_information_key(tmp_path):
    app, clock = make_app(tmp_path, seed=FIRST_WILD)
    app.start()
    press(app, clock, "enter", "enter")
    table = app.screen
    assert table.mode == "color" and table.game.phase == "color"
    assert said(app)[-3:] == [EN("color-choice-help"), "Selected: blue, the colour you hold most: 4 cards.",
                              "blue, 4 of 4"]
    hand = EN("hand-list", count=7, cards=table.announcer.cards(table.ordered()))
    expected = {"h": hand, "c": "Wild on top.", "t": "Your turn, 7 cards.", "o": EN("color-any"),
                "e": "You 7 cards, Ana 7 cards, Bruno 7 cards, Carla 7 cards", "p": EN("pending-none"),
                "shift+r": table.rules_summary(), "s": table.tr("scores", scores=", ".join(
                    EN("score-of", name=table.announcer.name(s), points=0) for s in range(4)), target=500)}
    for key, line in expected.items():
        press(app, clock, key)
        assert said(app)[-1] == line, key
    press(app, clock, "f1")
    help_text = said(app)[-1]
    press(app, clock, *["down"] * 30)
    shown = app.screen.sections[0][1]
    assert "H: your whole hand" in shown and "1: red" in shown and shown.index("1: red") < shown.index(
        "H: your whole hand")
    assert not any(line.startswith("R: ") for line in shown)     # R chooses red here
    assert help_text == "Left arrow or Up arrow: previous colour"     # the choice's own keys first
    press(app, clock, "escape")
    assert said(app)[-2:] == [EN("back-to-table"), "blue, 4 of 4"]
    press(app, clock, "escape")                       # the colour must be chosen: the game menu
    assert type(app.screen).__name__ == "GameMenu"
    press(app, clock, "escape")
    assert table.mode == "color"
    press(app, clock, "enter", settle=False)
    assert table.game.color == "B"
    assert said(app)[-2:] == ["You choose blue.", "Your turn, 7 cards."]


def test_letters_choose_a_colour_before_their_table_keys(tmp_path):
    app, clock = make_app(tmp_path, lang="pt-BR", seed=FIRST_WILD)
    app.start()
    press(app, clock, "enter", "enter")
    press(app, clock, "d", settle=False)               # D is green in Portuguese, not the direction
    assert app.screen.game.color == "G"


def test_resuming_inside_the_colour_choice_says_the_turn_then_the_prompt(tmp_path):
    from test_files import boot
    app, clock = make_app(tmp_path, seed=FIRST_WILD)
    app.start()
    press(app, clock, "enter", "enter")
    app.quit()
    again, clock = boot(tmp_path)
    before = len(said(again))
    press(again, clock, "enter", settle=False)       # Continue
    heard = said(again)[before:]
    assert heard[0] == EN("match-resumed")
    assert heard[-4:] == ["Your turn, 7 cards.", EN("color-choice-help"),
                          "Selected: blue, the colour you hold most: 4 cards.", "blue, 4 of 4"]
    assert again.screen.mode == "color"


def test_the_sort_order_is_kept_across_a_resume(tmp_path):
    from test_files import boot, play_a_little
    app, clock = play_a_little(tmp_path, keys=4)
    press(app, clock, "shift+c", "h")
    hand_line = said(app)[-1]
    app.quit()
    again, clock = boot(tmp_path)
    press(again, clock, "enter", "h")
    assert again.screen.sort == "color"
    assert said(again)[-1] == hand_line


def setup(tmp_path, **kwargs):
    app, clock = make_app(tmp_path, **kwargs)
    app.start()
    press(app, clock, "enter")                         # New game
    return app, clock


def test_teams_with_three_players_says_it_makes_four(tmp_path):
    app, clock = setup(tmp_path)
    focus(app, clock, "Players")
    press(app, clock, "left")
    focus(app, clock, "Teams")
    press(app, clock, "right")
    assert said(app)[-2:] == ["Teams: on", EN("setup-also-changed", changes="Players: 4, Rules: custom")]
    assert app.screen.players == 4
    focus(app, clock, "Players")
    press(app, clock, "right")                          # 5 players: no teams
    assert said(app)[-2:] == ["Players: 5", EN("setup-also-changed", changes="Teams: off, Rules: official")]
    assert not app.screen.rules.teams


def test_a_preset_says_what_it_set_and_custom_rules_are_not_lost(tmp_path):
    app, clock = setup(tmp_path)
    focus(app, clock, "Stacking")
    press(app, clock, "right")
    focus(app, clock, "Seven and zero")
    press(app, clock, "right")
    focus(app, clock, "Rules")
    assert said(app)[-1].startswith("Rules: custom")
    press(app, clock, "left")                           # the last preset, not "official"
    assert said(app)[-2:] == ["Rules: party", EN("setup-also-changed", changes="Jump-in: on")]
    press(app, clock, "left")
    assert said(app)[-2] == "Rules: audio game"
    assert said(app)[-1] == EN("setup-also-changed", changes=(
        "Stacking: off, Jump-in: off, Bluff: on, Keep your turn after drawing: on, Seven and zero: off, "
        "Buzzer: on, Cards for a forgotten UNO: 4"))
    press(app, clock, "right", "right")                 # past party, back to the player's own
    assert said(app)[-2] == "Rules: custom"
    rules = app.screen.rules
    assert rules.stacking and rules.seven_zero and not rules.jump_in


def test_players_at_either_end_says_so_with_the_edge_cue(tmp_path):
    from uno_audio.console import VirtualClock
    from uno_audio.output.speech import Speech
    from uno_audio.settings import SettingsStore
    from uno_audio.ui.controller import Controller
    cues = Cues()
    played = cues.played
    clock = VirtualClock()
    from uno_audio.settings import Settings
    app = Controller(speech=Speech("recording"), sounds=cues, settings=Settings(tutorial_seen=True),
                     store=SettingsStore(tmp_path), clock=clock)
    app.start()
    press(app, clock, "enter")                         # New game
    focus(app, clock, "Players")
    press(app, clock, *["right"] * 6)
    assert said(app)[-1] == "Players: 10"
    played.clear()
    press(app, clock, "right")
    assert said(app)[-1] == "Players: 10, the highest." and played == ["error"]
    assert app.screen.players == 10
    press(app, clock, *["left"] * 9)
    assert said(app)[-2:] == ["Players: 2", "Players: 2, the lowest."]


def test_f1_in_the_setup_describes_the_focused_item_first(tmp_path):
    app, clock = setup(tmp_path)
    expected = {"Start the game": "setup-start-help", "Players": "setup-players-help",
                "Cards for a forgotten UNO": "setup-uno-penalty-help", "Scoring": "setup-scoring-help",
                "Target score": "setup-target-help", "Stacking": "variant-stacking-help"}
    for prefix, msg_id in expected.items():
        line = focus(app, clock, prefix)
        label = line.rsplit(", ", 1)[0]
        press(app, clock, "f1")
        assert said(app)[-1] == EN("menu-help-focused", label=label, help=EN(msg_id))
        press(app, clock, "escape")
        press(app, clock, "home")


def test_starting_a_new_match_asks_before_replacing_the_saved_one(tmp_path):
    from test_files import boot, play_a_little
    app, clock = play_a_little(tmp_path, keys=3)
    app.quit()
    saved = (tmp_path / "match.json").read_bytes()
    again, clock = boot(tmp_path)
    press(again, clock, "down", "enter", "enter")       # New game, Start
    assert said(again)[-2:] == [EN("confirm-replace-save"), "Y, S or Enter for yes; N or Escape for no."]
    press(again, clock, "n")
    assert type(again.screen).__name__ == "SetupMenu"
    assert (tmp_path / "match.json").read_bytes() == saved
    press(again, clock, "enter", "y")
    assert isinstance(again.screen, Table)
    assert json.loads((tmp_path / "match.json").read_text(encoding="utf-8"))["table"]["match_id"] != \
        json.loads(saved)["table"]["match_id"]


def to_match_end(app, clock):
    for _ in range(40):
        summary = to_summary(app, clock)
        if summary.table.game.match_over:
            return summary
        press(app, clock, "enter")
    raise AssertionError("the match did not end")


def test_play_again_after_a_match_keeps_the_players_and_rules(tmp_path):
    app, clock = setup(tmp_path, seed=17)
    focus(app, clock, "Jump-in")
    press(app, clock, "right")                          # a house rule, to be kept
    press(app, clock, "end", "left", "left", "left")    # to 100 points
    press(app, clock, "home", "enter")
    first = app.screen
    summary = to_summary(app, clock)
    assert not summary.table.game.match_over
    press(app, clock, "a")                              # not yet: the match goes on
    assert said(app)[-1] == EN("play-again-not-yet")
    assert app.screen is summary
    press(app, clock, "enter")
    summary = to_match_end(app, clock)
    assert EN("summary-match-keys") in said(app)
    press(app, clock, "f1")
    assert "A: play again, with the same players and rules" in app.screen.sections[0][1]
    press(app, clock, "escape")
    press(app, clock, "a", settle=False)
    again = app.screen
    assert isinstance(again, Table) and again is not first
    assert [type(s).__name__ for s in app.stack] == ["MainMenu", "Table"]
    assert again.game.rules == first.game.rules and again.game.rules.jump_in
    assert list(map(str, again.names)) == list(map(str, first.names))
    assert again.levels == first.levels and again.humans == first.humans
    assert said(app)[-1] != EN("back-to-table")
    assert "New match against Ana, Bruno and Carla." in said(app)[-12:]
    stats = json.loads((tmp_path / "statistics.json").read_text(encoding="utf-8"))
    assert sum(m["matches"] for m in stats["modes"].values()) == 1
    # Dealt from the same seed, the second match is still counted as a match of its own.
    to_match_end(app, clock)
    stats = json.loads((tmp_path / "statistics.json").read_text(encoding="utf-8"))
    assert stats["modes"]["jump_in"]["matches"] == 2


def test_the_player_choice_of_a_seven_answers_the_information_keys(tmp_path):
    """VAR-07: choosing whom to swap with, the table's information keys still tell."""
    from uno_audio.engine import Rules
    from player import FILL, select, table_for
    app, clock, table, game = table_for(tmp_path, Rules(seven_zero=True),
                                        [["R7", "B2"] + FILL, ["Y1", "Y2"] + FILL, ["G1", "G2"] + FILL],
                                        "R3", bot_pace=10.0)
    select(app, clock, table, "R7")
    press(app, clock, "enter", settle=False)
    assert table.mode == "choose"
    choosing = said(app)[-1]
    for key, line in {"c": "red 7 on top.", "h": EN("hand-list", count=6, cards=table.announcer.cards(
            table.ordered())), "e": "You 6 cards, Bot1 7 cards, Bot2 7 cards", "t": "Your turn, 6 cards."}.items():
        press(app, clock, key, settle=False)
        assert said(app)[-1] == line, key
    press(app, clock, "f1", settle=False)
    assert app.screen.sections[0][1][0] == "Left arrow or Up arrow: previous player"
    press(app, clock, "escape", settle=False)
    assert said(app)[-2:] == [EN("back-to-table"), choosing]
    press(app, clock, "enter", settle=False)
    assert table.mode is None and len(game.hands[0]) == 7


def test_a_second_human_says_the_hidden_hands_it_brings(tmp_path):
    app, clock = setup(tmp_path)
    focus(app, clock, "Seat 2")
    press(app, clock, "right", "right")                 # bot, normal -> hard -> human
    assert said(app)[-2:] == ["Seat 2: Player 2, human", "Also changed: Hidden hands: on."]
    press(app, clock, "right")                          # back to a bot: one human, nothing hidden
    assert said(app)[-1] == "Seat 2: bot, easy"


def test_the_key_list_of_the_main_menu_shows_the_choices_as_they_work(tmp_path):
    app, clock = make_app(tmp_path, lang="es")
    app.start()
    es = Translator("es")
    focus(app, clock, es("menu-keys"))
    press(app, clock, "enter")
    sections = dict(app.screen.sections)
    color = sections[es("keys-color")]
    assert color[0].startswith(es("key-left"))           # the choice's own keys first
    assert es("help-line", keys=help_key(es, "h"), action=es("command-hand")) in color
    assert not any(line.startswith(("R:", "A:", "V:", "Z:")) for line in color)    # colour letters
    assert es("help-line", keys=help_key(es, "r"), action=es("command-repeat")) in sections[es("keys-table")]


def test_scoring_with_teams_offers_only_what_can_be_played(tmp_path):
    """Elimination is played without partners: with teams it is not among the choices."""
    app, clock = setup(tmp_path)
    focus(app, clock, "Teams")
    press(app, clock, "right")
    focus(app, clock, "Scoring")
    heard = []
    for _ in range(3):
        press(app, clock, "left")
        heard.append(said(app)[-1])
    assert heard == [EN("setup-scoring", scoring=EN("scoring-lowest")),
                     EN("setup-scoring", scoring=EN("scoring-standard")),
                     EN("setup-scoring", scoring=EN("scoring-lowest"))]
