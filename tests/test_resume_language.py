"""A match saved in one language and resumed in another speaks only the language
chosen now: the lines repeated from before the save, and the bots' names."""

from __future__ import annotations

import itertools
import json

import pytest

from uno_audio.i18n import LANGUAGES
from uno_audio.ui.controller import translator
from uno_audio.ui.table import Table

from player import keys_for_turn, make_app, press, said, saved_lines

PAIRS = [(a, b) for a, b in itertools.permutations(LANGUAGES, 2)]


def play_and_quit(home, lang, players=10, keys=12, **settings):
    """A match by keys in `lang`, left at the table with the game quit (it saves)."""
    app, clock = make_app(home, lang=lang, players=players, **settings)
    app.seed = 11
    app.start()
    press(app, clock, "enter", "enter")
    for _ in range(keys):
        table = app.screen
        if not isinstance(table, Table) or min(len(h) for h in table.game.hands) <= 2:
            break
        press(app, clock, *(keys_for_turn(table) or ["c"]))
    assert isinstance(app.screen, Table)
    press(app, clock, "c")           # a line with a card name in it, the last before quitting
    app.quit()
    return app


def resume(home, lang, **settings):
    app, clock = make_app(home, lang=lang, **settings)
    app.start()
    before = len(said(app))
    press(app, clock, "enter")       # Continue the saved match
    assert isinstance(app.screen, Table)
    press(app, clock, "e", "shift+r")   # every seat's name, and the rules
    return app, said(app)[before:]


@pytest.mark.parametrize("saved_in,resumed_in", PAIRS)
def test_a_match_resumed_in_another_language_speaks_only_that_one(tmp_path, saved_in, resumed_in):
    first = play_and_quit(tmp_path, saved_in)
    data = json.loads((tmp_path / "match.json").read_text(encoding="utf-8"))
    then, now = translator(saved_in), translator(resumed_in)
    repeated = saved_lines(data, saved_in)
    # The save holds what was said before, rendered in its own language as it was heard.
    assert said(first)[-1] == then("match-saved-on-quit")
    assert repeated and said(first)[-len(repeated) - 1:-1] == repeated
    app, heard = resume(tmp_path, resumed_in)
    assert heard[0] == now("match-resumed")
    assert heard[1:1 + len(repeated)] == saved_lines(data, resumed_in)
    # Not one line of the first session comes back as it was said then.
    assert not set(heard) & set(said(first))
    # The bots' names are today's language's.
    names = list(app.screen.names)
    assert names == [now("you-name")] + [now(f"bot-name-{i}") for i in range(1, 10)]
    old_names = {then(f"bot-name-{i}") for i in range(1, 10)} - set(names)
    assert old_names and not any(old in line for line in heard for old in old_names)
    assert all(name in heard[-2] for name in names[1:])


SEATS = [{"kind": "human", "name": "Zoe"}, {"kind": "human", "name": "Player 2"}, {"kind": "normal"}]


def test_hot_seat_resumes_typed_names_as_typed_default_ones_and_no_private_line(tmp_path):
    app, clock = make_app(tmp_path, lang="en", players=3, seats=SEATS, hidden_hands=True)
    app.seed = 5
    app.start()
    press(app, clock, "enter", "enter")
    table = app.screen
    assert isinstance(table, Table) and table.humans == [0, 1] and table.hidden
    for _ in range(6):
        press(app, clock, *("enter" if table.handover_to is not None else keys_for_turn(table) or ["c"]))
    if table.handover_to is not None:
        press(app, clock, "enter")
    press(app, clock, "h", "right", "c")     # answers to this player's keys: theirs alone
    hand, card, colour = said(app)[-3:]
    assert [line.owner for line in app.table_lines][-3:] == [table.me, table.me, table.me]
    public = [line.text for line in app.table_lines if line.owner is None]
    app.quit()
    data = json.loads((tmp_path / "match.json").read_text(encoding="utf-8"))
    kept = data["table"]["last_lines"]
    assert kept and all(line["owner"] is None for line in kept)
    assert saved_lines(data)[-1] == public[-1]
    assert not {hand, card, colour} & set(saved_lines(data))
    again, heard = resume(tmp_path, "es", players=3)
    es = translator("es")
    assert heard[1:1 + len(kept)] == saved_lines(data, "es")
    names = list(again.screen.names)
    assert names == ["Zoe", "Jugador 2", es("bot-name-1")]
    assert "Jugador 2" in " ".join(heard)      # a default name, in the language of today


def test_a_save_of_the_format_before_loads_with_its_names_in_the_language_of_today(tmp_path):
    play_and_quit(tmp_path, "en", players=6)
    path = tmp_path / "match.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    old_lines = saved_lines(data, "en")
    # Format 2 kept names and lines as English text.
    data["version"] = 2
    data["table"]["names"] = ["You", "Ana", "Bruno", "Carla", "Diego", "Elena"]
    data["table"]["last_lines"] = old_lines
    path.write_text(json.dumps(data), encoding="utf-8")
    app, heard = resume(tmp_path, "pt-BR")
    assert list(app.screen.names) == ["Você", "Ana", "Bruno", "Carla", "Diego", "Elisa"]
    assert not set(heard) & set(old_lines)
    assert "Elisa" in heard[-2] and "Elena" not in " ".join(heard)


def test_a_saved_line_whose_message_this_version_lacks_is_left_out(tmp_path):
    play_and_quit(tmp_path, "en", players=3)
    path = tmp_path / "match.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    kept = saved_lines(data, "es")
    data["table"]["last_lines"].insert(0, {"line": {"id": "a-message-of-another-version", "args": {}},
                                           "owner": None})
    path.write_text(json.dumps(data), encoding="utf-8")
    app, heard = resume(tmp_path, "es")
    assert heard[1:1 + len(kept)] == kept
    assert not any("a-message-of-another-version" in line for line in heard)


def test_spoken_text_is_copied_and_pickled_with_its_messages():
    import copy
    import pickle
    from uno_audio.phrases import join, record
    tr = translator("es")
    line = tr("scores", scores=join(", ", [tr("score-of", name=tr("you"), points=3)]), target=500)
    for again in (copy.deepcopy(line), pickle.loads(pickle.dumps(line))):
        assert again == line and record(again) == record(line)


def test_a_default_player_name_is_remembered_in_no_language(tmp_path):
    app, clock = make_app(tmp_path, lang="en", players=3, seats=[{"kind": "human", "name": "Zoe"},
                                                                   {"kind": "human", "name": "Player 2"}])
    app.start()
    press(app, clock, "enter", "enter")
    assert isinstance(app.screen, Table)
    stored = json.loads((tmp_path / "settings.json").read_text(encoding="utf-8"))["seats"]
    assert [seat["name"] for seat in stored[:2]] == ["Zoe", ""]
    again, clock = make_app(tmp_path, lang="pt-BR", players=3, seats=stored)
    again.start()
    press(again, clock, "down", "enter")        # New game, below Continue
    press(again, clock, "down", "down", "down")  # the second seat
    assert said(again)[-1].startswith(again.tr("setup-seat-human", number=2, name="Jogador 2"))
