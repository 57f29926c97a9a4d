"""The hint key: the hard bot's move for the player's seat, in one sentence, never
naming a card the seat cannot see; and the next playable card."""

from __future__ import annotations

import random
import re

import pytest

from uno_audio.engine import Game, Rules
from uno_audio.i18n import Translator
from uno_audio.ui.hint import advice
from uno_audio.ui.table import Table

from player import make_app, press, said
from player import FILL, table_for

EN = Translator("en")
CARD_NAMES = None


def _card_names():
    from uno_audio.engine import full_deck
    from uno_audio.i18n import card_args
    return {str(c): EN("card", **card_args(c)) for c in set(full_deck(True))}


def test_the_hint_says_what_to_play_and_why(tmp_path):
    hands = [["B1", "RS", "G9", "G8"] + FILL[:3], ["R5", "Y2"] + FILL]
    app, clock, table, game = table_for(tmp_path, Rules(), hands, "R3", bot_pace=10.0)
    for card in list(game.hands[1])[2:]:
        game.hands[1].remove(card)
    press(app, clock, "shift+slash", settle=False)
    assert said(app)[-1] == "Play the red Skip to hold back Bot1, who has 2 cards left."


def test_the_hint_can_be_turned_off(tmp_path):
    hands = [["B1", "R9"] + FILL, ["R5", "Y2"] + FILL]
    app, clock, table, game = table_for(tmp_path, Rules(), hands, "R3", hints=False)
    press(app, clock, "shift+slash", settle=False)
    assert said(app)[-1] == "Hints are off. Turn them on in Settings, Hint key."
    press(app, clock, "f1", settle=False)
    assert "a hint" not in " ".join(app.screen.sections[0][1])


def test_hints_are_off_in_hot_seat_play_unless_agreed(tmp_path):
    app, clock = make_app(tmp_path)
    game = Game(3, seed=2)
    table = Table(app, game, [0, 1], {2: "normal"}, ["Ana", "Beto", "Bot"], bot_seed=1, hidden=False)
    app.push(table)
    press(app, clock, "shift+slash", settle=False)
    assert said(app)[-1] == "Hints are off. Turn them on in Settings, Hint key."
    app.settings.hints_hot_seat = True
    press(app, clock, "shift+slash", settle=False)
    assert said(app)[-1] != "Hints are off. Turn them on in Settings, Hint key."


@pytest.mark.parametrize("seed", range(60))
def test_a_hint_never_names_a_card_the_seat_cannot_see(seed):
    rng = random.Random(seed)
    rules = Rules(stacking=seed % 3 == 0, jump_in=seed % 4 == 0, seven_zero=seed % 5 == 0, bluff=seed % 2 == 0)
    game = Game(rng.randint(2, 5), rules, seed=seed)
    names = _card_names()
    for _ in range(rng.randint(0, 60)):
        if game.round_over:
            break
        if game.phase == "buzzer":
            game.close_buzzer()
            continue
        seat = game.decider if game.decider is not None else game.turn
        game.apply(seat, rng.choice(game.legal_actions(seat)))
    if game.round_over:
        return
    seat = rng.randrange(game.players)
    view = game.view(seat)
    msg, args = advice(view, seed=seed)
    assert EN.has(msg)
    if "card" in args:
        card = args["card"]
        assert card in view.hand, (msg, str(card))
    # The hidden cards of the others are never in it.
    hidden = {str(c) for s in range(game.players) if s != seat for c in game.hands[s]} - \
        {str(c) for c in view.hand} - {str(game.top)}
    text = EN(msg, card=names.get(str(args.get("card")), ""), name="X", count=args.get("count", 0),
              color=EN("color", color=args.get("color") or "none"))
    for card in hidden:
        assert not re.search(rf"\b{re.escape(names[card])}\b", text) or str(args.get("card")) == card


def test_next_playable_card_moves_the_selection(tmp_path):
    hands = [["B1", "G9", "R7", "Y2", "R2", "G8", "B6"], ["R5", "Y2"] + FILL]
    app, clock, table, game = table_for(tmp_path, Rules(), hands, "R3", bot_pace=10.0)
    press(app, clock, "home", settle=False)
    press(app, clock, "shift+n", settle=False)
    assert said(app)[-1].startswith("red 7, 3 of 7")
    press(app, clock, "shift+n", settle=False)
    assert said(app)[-1].startswith("red 2, 5 of 7")


@pytest.mark.parametrize("rules", [Rules(jump_in=True), Rules(sequences=True), Rules(buzzer=True)])
def test_next_playable_card_works_on_your_turn_and_is_off_out_of_it_when_that_gives_plays_away(
        tmp_path, rules):
    hands = [["B1", "G9", "R7", "Y2", "R2", "G8", "B6"], ["R5", "Y2"] + FILL]
    app, clock, table, game = table_for(tmp_path, rules, hands, "R3", bot_pace=10.0)
    press(app, clock, "home", settle=False)
    press(app, clock, "shift+n", settle=False)
    assert said(app)[-1].startswith("red 7, 3 of 7")
    press(app, clock, "f1", settle=False)
    help_text = app.screen.sections[0][1]
    assert "Shift+N: the next card you can play" in help_text
    assert EN("next-playable-own-turn") in help_text and "Shift+N finds" in EN("next-playable-own-turn")
    press(app, clock, "escape", "enter", settle=False)      # the red 7: now the bot's turn
    assert game.turn == 1
    press(app, clock, "shift+n", settle=False)
    assert said(app)[-1] == EN("next-playable-off")
