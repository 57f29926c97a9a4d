"""Said once, in order, and still true when heard: whole matches of every mode on the
fake clock, a simulated voice that takes time to speak, keys at random moments, and a
checker (uno_audio.bench.heard) holding the game's state at the moment each line starts."""

from __future__ import annotations

import random

import pytest

from uno_audio.bench.heard import check, counts, read_log
from uno_audio.console import VirtualClock, advance
from uno_audio.engine import Rules
from uno_audio.i18n import Translator
from uno_audio.saves import SaveStore
from uno_audio.settings import Settings, SettingsStore
from uno_audio.stats import Stats
from uno_audio.ui.controller import Controller
from uno_audio.ui.table import Table
from uno_audio.ui.tutorial import Tutorial

from player import keys_for_turn
from voice import Cues, Voice

EN = Translator("en")
HOUSE = Rules(stacking=True, sequences=True, jump_in=True, bluff=True, seven_zero=True, buzzer=True,
              draw_then_play=True, target=60)
BROWSE = ["c", "t", "e", "right", "left", "h", "s", "pageup", "r", "down", "f1", "escape"]


def app_with_voice(tmp_path, **settings):
    clock = VirtualClock()
    voice = Voice(clock)
    log = tmp_path / "speech.jsonl"
    settings.setdefault("tutorial_seen", True)
    app = Controller(speech=voice, sounds=Cues(clock), settings=Settings(language="en", **settings),
                     store=SettingsStore(tmp_path), clock=clock, saves=SaveStore(tmp_path),
                     stats=Stats(tmp_path), speech_log=log)
    app.seed = 5
    return app, clock, voice, log


class Race:
    """Notes how long every buzzer race lasted, from its "Press B!" heard to its end."""

    def __init__(self, app, monkeypatch):
        self.lengths: list[float] = []
        after = Table.after

        def noted(table, events, now, announce=True):
            g = table.game
            racing, started = g.phase == "buzzer", table.buzzer_started
            after(table, events, now, announce)
            if racing and g.phase != "buzzer" and started is not None:
                self.lengths.append(app.clock() - started)

        monkeypatch.setattr(Table, "after", noted)


def play(app, clock, rng, monkeypatch, rounds=3, limit=4000):
    """Play by keys at random moments until `rounds` rounds ended or the match did."""
    race = Race(app, monkeypatch)
    ended = 0
    for _ in range(limit):
        advance(app, clock, rng.uniform(0.2, 6.0))
        screen = app.screen
        name = type(screen).__name__
        if name in ("MainMenu", "NoneType"):
            return race, ended
        if name in ("Summary", "TwoTablesSummary"):
            if rng.random() < 0.3:
                key = rng.choice(["down", "up", "down"])
            else:
                ended += 1
                if ended >= rounds or screen.table.game.match_over:
                    return race, ended
                key = "enter"
            clock.now += 0.01
            app.key(key, clock.now)
            continue
        if not isinstance(screen, Table):
            clock.now += 0.01
            app.key(rng.choice(["down", "escape", "escape"]), clock.now)
            continue
        if screen.handover_to is not None:
            keys = [rng.choice(["enter", "enter", "h", "pageup"])]
        elif screen.game.phase == "buzzer":
            keys = [rng.choice(["b", "c", "b"])] + [k["buzz"] for k in screen.hot_seat.keys.values()]
        elif app.waiting_for_human() and rng.random() < 0.7:
            keys = keys_for_turn(screen) or [rng.choice(["t", "c"])]
        elif rng.random() < 0.35:
            keys = [rng.choice(BROWSE[:-2])]
        else:
            continue
        for key in keys:
            clock.now += rng.uniform(0.01, 0.4)     # keys at random moments, lines cut off
            app.key(key, clock.now)
    raise AssertionError("the match did not go on")


def checked(app, log):
    app.scheduler.close()
    found = check(read_log(log))
    figures = counts(found)
    assert figures["heard"] > 20
    bad = {k: v for k, v in found.items() if k not in ("heard", "plays") and v}
    assert bad == {}, figures
    return found


def new_table(app, rules, humans=(0,), players=4, hidden=True):
    names = ["Ana", "Lia", "Bruno", "Carla", "Dora", "Eva", "Fabio", "Gil"][:players]
    keys = {h: {"buzz": k, "catch": c} for h, k, c in zip(humans[1:], "kj", "ml")}
    levels = {s: "normal" for s in range(players) if s not in humans}
    kind = "two-tables" if rules.two_tables else "table"
    app.open(kind, rules, list(humans), levels, names, keys, hidden, seed=app.seed)
    return app.screen


MODES = {
    "classic": dict(rules=Rules(target=60)),
    "house rules": dict(rules=HOUSE),
    "teams": dict(rules=Rules(teams=True, target=60)),
    "elimination": dict(rules=Rules(scoring="elimination")),
    "hot seat": dict(rules=HOUSE, humans=(0, 2), players=4),
    "hot seat open hands": dict(rules=Rules(buzzer=True, target=60), humans=(0, 1), players=3, hidden=False),
    "two tables": dict(rules=Rules(rotate=True, two_tables=True), humans=(0,), players=8),
    "rotating partners": dict(rules=Rules(rotate=True, scoring="lowest", target=60)),
    "blank cards": dict(rules=Rules(blank_cards=("R*SWAP", "B*PASS", "Y*AGAIN", "G*NAME", "R*PICK", "B*ALL"),
                                    seven_zero=True, target=60)),
}


@pytest.mark.parametrize("mode", sorted(MODES))
@pytest.mark.parametrize("seed", [1, 2])
def test_every_line_heard_true_once_and_in_order(tmp_path, monkeypatch, mode, seed):
    app, clock, voice, log = app_with_voice(tmp_path, bot_pace=0.6, buzzer_window=3.0)
    app.start()
    spec = dict(MODES[mode])
    new_table(app, spec.pop("rules"), **spec)
    race, ended = play(app, clock, random.Random(seed), monkeypatch, rounds=8)
    assert ended >= 1
    found = checked(app, log)
    assert voice.overlaps == []
    # "Your turn." is never heard while it is not the listener's turn.
    turn_you = EN("turn-you")
    records = read_log(log)
    for r in records:
        if r.get("text") == turn_you and "started" in r and r.get("state"):
            assert r["state"]["turn"] == r["state"]["me"], r
    # Every buzzer race ended within its window, whatever was pressed.
    assert all(length <= 3.0 + 1e-6 for length in race.lengths), race.lengths
    assert found["heard"] > 20


def test_the_tutorial_is_never_heard_outside_it(tmp_path, monkeypatch):
    """Tutorial, Escape at random moments, then a real match with keys at random moments:
    no tutorial line is heard at the real table, nor any step after it was done."""
    app, clock, voice, log = app_with_voice(tmp_path, bot_pace=0.6)
    app.start()
    rng = random.Random(3)
    # Its words but those telling it was left or done, which are heard after it.
    tutorial_words = {EN(m) for m in EN.ids() if m.startswith("tutorial-")
                      and m not in ("tutorial-left", "tutorial-done", "tutorial-bot-name")}
    assert len(tutorial_words) > 10
    for attempt in range(3):
        app.open("tutorial")
        assert isinstance(app.screen, Tutorial)
        for _ in range(rng.randint(1, 12)):
            clock.now += rng.uniform(0.05, 1.5)
            app.key(rng.choice(["right", "h", "c", "e", "f1", "escape", "down", "enter", "space"]), clock.now)
            advance(app, clock, rng.uniform(0.0, 0.5))
            if not any(isinstance(s, Tutorial) for s in app.stack):
                break
        while any(isinstance(s, Tutorial) for s in app.stack):
            clock.now += 0.05
            app.key("escape", clock.now)
    new_table(app, Rules(target=60))
    play(app, clock, rng, monkeypatch, rounds=1)
    found = checked(app, log)
    assert found["outside_screen"] == []
    tables = [r for r in read_log(log) if r.get("state") and "Tutorial" not in r["state"]["screens"]]
    assert tables
    for r in tables:
        assert not str(r["text"]).startswith("Tutorial:"), r
        assert r["text"] not in tutorial_words, r


def test_the_checker_finds_a_stale_line(tmp_path):
    """The checker itself: "Your turn." started when the turn had moved on is stale."""
    records = [{"id": 1, "text": "Your turn.", "kind": "game", "queued": 0.0, "started": 1.0, "ended": 2.0,
                "about": ["turn", 0, 3, None], "state": {"screens": ["Table"], "turn": 1, "turns": 4,
                                                         "me": 0}},
               {"id": 2, "text": "Bruno plays red 5.", "kind": "game", "queued": 0.0, "seq": 9, "started": 2.0,
                "ended": 3.0, "state": {"screens": ["Table"]}},
               {"id": 3, "text": "Ana plays red 4.", "kind": "game", "queued": 0.0, "seq": 8, "started": 3.0,
                "ended": 4.0, "state": {"screens": ["Table"]}},
               {"id": 4, "text": "Ana plays red 4.", "kind": "game", "queued": 0.0, "seq": 8, "again": 3,
                "started": 4.0, "ended": 5.0, "state": {"screens": ["Table"]}}]
    figures = counts(check(records))
    assert figures["stale"] == 1 and figures["out_of_order"] == 1 and figures["repeated"] == 1
