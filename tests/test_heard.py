"""Time as heard: the speech scheduler on a fake clock with a simulated voice that takes
time to speak, and the table's clocks counted from what the player has heard."""

from __future__ import annotations

import json
import pathlib
import random

import pytest

from uno_audio.bots.player import PROFILES
from uno_audio.console import VirtualClock, advance, run_until_human
from uno_audio.engine import Card, Game, Rules
from uno_audio.output.scheduler import ANSWER, GAME, NOTICE, Scheduler
from uno_audio.saves import SaveStore
from uno_audio.settings import Settings, SettingsStore
from uno_audio.stats import Stats
from uno_audio.ui import table as table_module
from uno_audio.ui.controller import Controller
from uno_audio.ui.table import Table

from player import keys_for_turn, scenario_deck
from voice import Cues, Voice

FILL = ["G9"] * 5


def scheduler(tells=True):
    clock = VirtualClock()
    voice = Voice(clock, tells=tells)
    cues = Cues(clock)
    return Scheduler(voice, cues, clock), voice, cues, clock


def run(s, clock, seconds):
    end = clock.now + seconds
    while True:
        due = s.deadline()
        if due is None or due > end:
            break
        clock.now = max(clock.now, due)
        s.update(clock.now)
    clock.now = end
    s.update(clock.now)


# ---- the scheduler alone ------------------------------------------------------------


def test_a_key_interrupts_a_game_line_which_is_heard_whole_after_the_answer():
    s, voice, cues, clock = scheduler()
    s.say("Ana plays a red five and has two cards left.", GAME)
    run(s, clock, 0.5)
    s.key("c")
    s.say("Top card: red 5.", ANSWER, interrupt=True)
    s.key(None)
    run(s, clock, 10)
    heard = [(h.text, h.whole) for h in voice.heard]
    assert heard == [("Ana plays a red five and has two cards left.", False),
                     ("Top card: red 5.", True),
                     ("Ana plays a red five and has two cards left.", True)]
    assert voice.overlaps == []


def test_browsing_replaces_stale_answers_instead_of_queueing_them():
    s, voice, cues, clock = scheduler()
    for n in range(1, 6):
        s.key("right")
        s.say(f"red {n}, {n} of 9", ANSWER, interrupt=True)
        s.key(None)
        clock.now += 0.1
        s.update(clock.now)
    run(s, clock, 10)
    assert [h.text for h in voice.whole()] == ["red 5, 5 of 9"]
    assert not s.busy()


def test_several_waiting_game_lines_are_condensed_into_one_and_keep_every_word():
    s, voice, cues, clock = scheduler()
    lines = ["Ana plays red 5.", "Bruno draws 2 cards.", "Bruno is skipped.", "Your turn."]
    for line in lines:
        s.say(line, GAME, start=False)
    s.update(clock.now)
    run(s, clock, 20)
    assert [h.text for h in voice.whole()] == [" ".join(lines)]


def test_a_cue_starts_with_its_own_line():
    s, voice, cues, clock = scheduler()
    s.say("Ana plays a Draw Two.", GAME, cue="draw_two")
    s.say("Bruno draws 2 cards.", GAME, cue="draw")
    run(s, clock, 10)
    starts = {h.text: h.start for h in voice.heard}
    assert cues.played == [("draw_two", starts["Ana plays a Draw Two."]),
                           ("draw", starts["Bruno draws 2 cards."])]
    assert starts["Bruno draws 2 cards."] > starts["Ana plays a Draw Two."]


def test_heard_at_waits_for_every_game_line():
    s, voice, cues, clock = scheduler()
    s.say("Ana plays red 5.", GAME)
    assert s.heard_at() is None
    end = voice.current.end
    run(s, clock, 0.2)
    s.say("Red 5, 1 of 7", ANSWER, interrupt=True)   # browsing does not count as heard
    assert s.heard_at() is None
    run(s, clock, 10)
    assert s.heard_at() is not None and s.heard_at() > end   # heard again after the answer


def test_a_voice_that_cannot_tell_is_timed_from_the_text():
    s, voice, cues, clock = scheduler(tells=False)
    s.say("one two three four five six seven", GAME)
    length = voice.duration("one two three four five six seven")
    assert s.deadline() == length
    run(s, clock, length / 2)
    assert s.heard_at() is None
    run(s, clock, length)
    assert s.heard_at() == length


def test_notices_are_never_condensed_or_dropped():
    s, voice, cues, clock = scheduler()
    s.say("one.", GAME, start=False)
    s.say("The save could not be written.", NOTICE, start=False)
    s.say("two.", GAME, start=False)
    s.say("three.", GAME, start=False)
    s.update(clock.now)
    s.key("right")
    s.say("red 5, 1 of 7", ANSWER, interrupt=True)
    s.key(None)
    run(s, clock, 20)
    texts = [h.text for h in voice.whole()]
    assert "The save could not be written." in texts
    assert texts[-1] == "two. three." or texts[-2:] == ["two.", "three."]


def test_silence_stops_and_counts_what_was_dropped_as_heard():
    s, voice, cues, clock = scheduler()
    s.say("a long line of the game that goes on and on", GAME)
    s.say("another", GAME)
    run(s, clock, 0.3)
    s.silence()
    assert not s.busy() and s.heard_at() == clock.now
    assert voice.current is None


def test_speech_log_records_every_line(tmp_path):
    clock = VirtualClock()
    voice = Voice(clock)
    path = tmp_path / "speech.jsonl"
    s = Scheduler(voice, None, clock, log_path=path)
    s.say("Ana plays red 5.", GAME)
    run(s, clock, 0.2)
    s.key("t")
    s.say("Your turn, 7 cards.", ANSWER, interrupt=True)
    s.key(None)
    run(s, clock, 10)
    s.close()
    records = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
    first = records[0]
    assert first["text"] == "Ana plays red 5." and first["kind"] == "game"
    assert first["started"] == 0.0 and first["interrupted"] == 0.2 and first["key"] == "t"
    answer = next(r for r in records if r["kind"] == "answer")
    assert answer["during"] == "t" and answer["ended"] > answer["started"]
    again = next(r for r in records if r.get("again") == first["id"])
    assert again["ended"] >= answer["ended"]


# ---- the table on the player's clock ------------------------------------------------


def app_with_voice(tmp_path, speech_log=None, **settings):
    clock = VirtualClock()
    voice = Voice(clock)
    cues = Cues(clock)
    app = Controller(speech=voice, sounds=cues, settings=Settings(language="en", **settings),
                     store=SettingsStore(tmp_path), clock=clock, saves=SaveStore(tmp_path),
                     stats=Stats(tmp_path), speech_log=speech_log)
    app.seed = 1
    return app, clock, voice


def table_for(app, game, level="normal"):
    names = ["You"] + [f"Bot{s}" for s in range(1, game.players)]
    table = Table(app, game, [0], {s: level for s in range(1, game.players)}, names, bot_seed=3)
    app.push(table)
    return table


def _completions(records):
    """For each game line (by its first id): how often it was heard whole, when it first
    started, and when it was first heard whole."""
    by_id = {r["id"]: r for r in records}
    heard: dict[int, int] = {}
    first_start: dict[int, float] = {}
    heard_when: dict[int, float] = {}

    for r in records:
        if r["kind"] == ANSWER:
            continue
        parts = [by_id[p] for p in r.get("parts", ())] or [r]
        cut_after = set(r.get("heard_parts", ()))
        for p in parts:
            o = p.get("again", p["id"])
            if "started" in r:
                first_start[o] = min(first_start.get(o, r["started"]), r["started"])
            if "ended" in r or p["id"] in cut_after:
                heard[o] = heard.get(o, 0) + 1
                heard_when.setdefault(o, r.get("ended", r.get("interrupted")))
    return heard, first_start, heard_when


def test_a_round_with_keys_at_random_moments_hears_every_game_line_once_in_order(tmp_path):
    path = tmp_path / "speech.jsonl"
    app, clock, voice = app_with_voice(tmp_path, speech_log=path)
    game = Game(4, seed=11)
    table = table_for(app, game)
    rng = random.Random(4)
    for _ in range(3000):
        if game.round_over:
            break
        advance(app, clock, rng.uniform(0.3, 6.0))
        if app.screen is not table:
            break
        # A player acts on their turn once they have heard that it is theirs.
        keys = keys_for_turn(table) if app.waiting_for_human() and app.heard_at() is not None else []
        for key in keys or [rng.choice(["right", "left", "c", "t", "e", "s"])]:
            clock.now += 0.01
            app.key(key, clock.now)
    assert game.round_over
    advance(app, clock, 120)
    app.scheduler.close()
    records = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
    lines = [r for r in records if r["kind"] != ANSWER and "again" not in r and "parts" not in r]
    assert len(lines) > 30
    heard, first_start, heard_when = _completions(records)
    # Heard once, or not again once it was no longer true or no longer news (the player
    # acted after cutting it off): see test_heard_true.py.
    by_id = {r["id"]: r for r in records}
    gone = {r.get("again", r["id"]) for r in records if r.get("dropped")} | \
        {by_id[i].get("again", i) for r in records for i in r.get("dropped_parts", ())}
    assert {r["id"]: heard.get(r["id"], 0) for r in lines if r["id"] not in gone} == \
        {r["id"]: 1 for r in lines if r["id"] not in gone}
    assert all(heard.get(i, 0) <= 1 for i in gone)
    first_start.update({i: r["replaced"] for r in records if r.get("dropped")
                        for i in [r.get("again", r["id"])] if i not in first_start})
    assert voice.overlaps == []
    # Every "your turn" was heard, and no game line waited more than 2 s to start, but
    # for the time the player spent hearing the answers to their own keys.
    assert sum(1 for r in lines if r["text"] == "Your turn.") >= 3
    answers = [(r["started"], r.get("ended", r.get("interrupted"))) for r in records
               if r["kind"] == ANSWER and "started" in r]

    def waited(r):
        start, end = r["queued"], first_start[r["id"]]
        asked = sum(max(0.0, min(b, end) - max(a, start)) for a, b in answers)
        return end - start - asked

    late = {r["text"]: waited(r) for r in lines if waited(r) > 2.0}
    assert late == {}
    # What the bots did (said outside a key) was heard in the order it happened.
    theirs = [r for r in lines if "during" not in r and r["id"] in heard_when]
    order = [heard_when[r["id"]] for r in theirs]
    assert order == sorted(order)


def _buzzer_table(tmp_path, **settings):
    rules = Rules(buzzer=True)
    hands = [["Z", "R5"] + FILL, ["Y1", "Y2"] + FILL]
    game = Game(2, rules, deck=scenario_deck([hands[0], hands[1]], "R3", ["B9"] * 30), dealer=1)
    app, clock, voice = app_with_voice(tmp_path, **settings)
    table = table_for(app, game, level="hard")
    run_until_human(app, clock)
    advance(app, clock, 30)
    return app, clock, voice, table, game


def test_the_buzzer_race_opens_when_its_line_was_heard_and_no_bot_presses_sooner(tmp_path):
    app, clock, voice, table, game = _buzzer_table(tmp_path, buzzer_window=4.0)
    order = table.ordered()
    for key in ["home"] + ["right"] * order.index(Card.parse("Z")) + ["enter"]:
        clock.now += 0.01
        app.key(key, clock.now)
    assert game.phase == "buzzer"
    line = voice.current
    assert line.text == "You play a Buzzer! Press B!"
    # The race counts from when "Press B!" is heard: two thirds into the line.
    press_b = line.start + (line.end - line.start) * 4 / 6
    assert table.buzzer_started == pytest.approx(press_b)
    advance(app, clock, 10)
    presses = [e for e in game.history if e.kind == "buzz"]
    assert presses, "the bot pressed"
    bot_line = next(h for h in voice.heard if h.text.startswith("Bot1 presses"))
    assert bot_line.start >= press_b + table_module.HUMAN_FLOOR


def test_the_player_reaction_is_timed_from_hearing_the_buzzer(tmp_path):
    app, clock, voice, table, game = _buzzer_table(tmp_path, buzzer_window=4.0, bot_pace=10.0)
    order = table.ordered()
    for key in ["home"] + ["right"] * order.index(Card.parse("Z")) + ["enter"]:
        clock.now += 0.01
        app.key(key, clock.now)
    line = voice.current
    press_b = line.start + (line.end - line.start) * 4 / 6
    clock.now = press_b + 0.4
    app.update(clock.now)
    app.key("b", clock.now)
    assert voice.lines[-1] == "You press first, in 0.4 seconds."


def test_a_bot_moves_only_the_pace_after_the_move_before_was_heard(tmp_path):
    path = tmp_path / "speech.jsonl"
    app, clock, voice = app_with_voice(tmp_path, speech_log=path, bot_pace=1.0)
    game = Game(4, seed=5, dealer=0)      # the three bots play first
    table = table_for(app, game)
    for _ in range(40):
        advance(app, clock, 3)
        if game.round_over:
            break
        if app.waiting_for_human():
            for key in keys_for_turn(table):
                clock.now += 0.01
                app.key(key, clock.now)
    app.scheduler.close()
    records = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
    heard, first_start, heard_when = _completions(records)
    batches: dict[float, list] = {}
    for r in records:
        if r["kind"] == GAME and "again" not in r and "parts" not in r:
            batches.setdefault(r["queued"], []).append(r)
    times = sorted(batches)
    moves = 0
    for before, after in zip(times, times[1:]):
        if batches[after][0]["text"].startswith("Bot") and "during" not in batches[after][0]:
            last_heard = max(heard_when[r["id"]] for r in batches[before])
            assert after >= last_heard + 1.0 - 1e-9, batches[after][0]["text"]
            moves += 1
    assert moves >= 10


def test_a_play_just_after_another_jumped_in_is_refused_not_fined(tmp_path):
    """VAR-JUMP: Bot2's jump-in took the player's turn a moment before the player's Enter."""
    rules = Rules(jump_in=True)
    seat = {0: ["R7", "B1"] + FILL, 1: ["Y1", "Y3"] + FILL, 2: ["R5", "G1"] + FILL, 3: ["R5", "Y2"] + FILL}
    game = Game(4, rules, deck=scenario_deck([seat[3], seat[0], seat[1], seat[2]], "R3", ["B9"] * 30),
                dealer=2)
    app, clock, voice = app_with_voice(tmp_path, jump_in_window=1.5)
    table = table_for(app, game, level="hard")
    game.scores[0] = 10
    table.after(game.apply(3, "play R5"), clock.now)
    assert game.turn == 0
    table.after(game.apply(2, "play R5"), clock.now)   # Bot2 jumps in: the turn goes to Bot3
    advance(app, clock, 0.2)
    order = table.ordered()
    for key in ["home"] + ["right"] * order.index(Card.parse("R7")) + ["enter"]:
        clock.now += 0.01
        app.key(key, clock.now)
    assert game.scores[0] == 10 and Card.parse("R7") in game.hands[0]
    advance(app, clock, 0.01)
    assert voice.lines[-1] == "Bot2 jumped in first."


def test_the_console_writes_the_speech_log(tmp_path):
    import subprocess
    import sys
    log = tmp_path / "speech.jsonl"
    proc = subprocess.run([sys.executable, "-m", "uno_audio", "--console", "--home", str(tmp_path),
                           "--lang", "en", "--seed", "3", "--speech-log", str(log)],
                          input="enter\nenter\nright\nescape\n", capture_output=True, text=True,
                          timeout=60, cwd=pathlib.Path(__file__).parent.parent)
    assert proc.returncode == 0
    records = [json.loads(line) for line in log.read_text(encoding="utf-8").splitlines()]
    printed = [line for line in proc.stdout.splitlines() if line]
    assert [r["text"] for r in records if "started" in r][:len(printed)] == printed[:len(records)]
    assert {r["kind"] for r in records} >= {"answer", "game"}
    assert all({"id", "text", "kind", "queued"} <= r.keys() for r in records)
    assert any(r.get("during") == "right" for r in records)


@pytest.mark.parametrize("lang", ["en", "es", "pt-BR"])
def test_the_default_match_introduction_takes_at_most_3_seconds(tmp_path, lang):
    from uno_audio.output.speech import Speech
    from player import make_app, press, said
    app, clock = make_app(tmp_path, lang=lang)
    app.start()
    press(app, clock, "enter", "enter")     # New game, Start: four players
    table = app.find(Table)
    assert table is not None and table.game.players == 4
    start = said(app).index(next(line for line in said(app) if line.startswith(
        {"en": "New match", "es": "Nueva partida", "pt-BR": "Nova partida"}[lang])))
    intro = said(app)[start]
    voice = Speech("text", rate=Settings().speech_rate, paced=True)
    assert voice.estimate(intro) <= 3.0, intro
    # The rules and the bots' ways of playing are a key away.
    press(app, clock, "shift+e", settle=False)
    assert len(said(app)[-1].split(".")) >= 3


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_a_bot_facing_a_wild_draw_four_thinks_before_it_challenges_or_draws(tmp_path, level):
    """CHAL-1 with VAR-BLUFF: the choice to challenge waits the level's thinking time after
    the play was heard, however quick the bot pace."""
    hands = [["+4", "B5"] + FILL, ["Y1", "Y2"] + FILL]
    game = Game(2, Rules(bluff=True), deck=scenario_deck(hands, "R3", ["B9"] * 30), dealer=1)
    app, clock, voice = app_with_voice(tmp_path, bot_pace=0.2)
    table_for(app, game, level=level)
    run_until_human(app, clock)
    advance(app, clock, 30)
    for key in ["home", "enter", "b"]:
        clock.now += 0.01
        app.key(key, clock.now)
    assert game.phase == "penalty" and game.decider == 1
    for _ in range(400):
        if game.phase != "penalty":
            break
        advance(app, clock, 0.02)
    assert game.phase != "penalty"
    told = next(h for h in voice.heard if "Wild Draw Four" in h.text and h.text.startswith("You"))
    fast, _slow = PROFILES[level].challenge_time
    assert clock.now >= told.end + fast


# ---- still true, in order, still news ------------------------------------------------


def test_a_line_no_longer_true_is_neither_started_nor_said_again():
    s, voice, cues, clock = scheduler()
    true = {"turn": True}
    s.holds = lambda u: u.about is None or true["turn"]
    s.say("Carla plays red 7.", GAME, start=False)
    s.say("Your turn.", GAME, about=("turn", 0), start=False)
    s.update(clock.now)
    run(s, clock, 0.3)
    s.key("c")
    s.say("red 7 on top.", ANSWER, interrupt=True)      # cuts "Carla plays red 7."
    s.key(None)
    true["turn"] = False                                  # the turn moved on meanwhile
    run(s, clock, 10)
    assert [h.text for h in voice.heard] == ["Carla plays red 7.", "red 7 on top.", "Carla plays red 7."]


def test_a_screen_said_outside_a_key_waits_behind_the_game_lines_before_it():
    s, voice, cues, clock = scheduler()
    s.say("Ana plays red 6.", GAME, start=False)
    s.say("Ana wins the round and scores 31 points.", GAME, start=False)
    s.say("You: 5 cards, 31 points.", ANSWER, start=False)     # the summary, opened by the game
    s.update(clock.now)
    run(s, clock, 20)
    texts = [h.text for h in voice.whole()]
    assert texts[-1] == "You: 5 cards, 31 points."
    assert "Ana wins the round" in " ".join(texts[:-1])


def test_after_the_players_move_what_they_cut_off_is_not_news_but_their_own_cards_are():
    s, voice, cues, clock = scheduler()
    s.say("Carla plays red 7.", GAME)
    run(s, clock, 0.3)
    s.key("enter")
    s.say("You play red 1.", GAME, interrupt=True)
    s.key(None)
    run(s, clock, 10)
    assert [h.text for h in voice.heard] == ["Carla plays red 7.", "You play red 1."]
    s.say("You draw blue 5.", GAME, owner=0)
    run(s, clock, 0.3)
    s.key("c")
    s.say("red 1 on top.", ANSWER, interrupt=True)
    s.key(None)
    s.key("space")
    s.say("You keep the card.", GAME)
    s.key(None)
    run(s, clock, 10)
    # The card drawn, cut off, is still heard, before the move that followed.
    assert [h.text for h in voice.heard][2:] == ["You draw blue 5.", "red 1 on top.",
                                                 "You draw blue 5. You keep the card."]


def test_a_key_is_answered_at_once_not_after_the_lines_a_previous_key_left_waiting():
    s, voice, cues, clock = scheduler()
    s.key("h")
    s.say("4 cards: red 5, green 2, blue 3 and yellow 7.", ANSWER, interrupt=True)
    s.say("C tells the top card: the one you must match. Press C.", GAME)
    s.key(None)
    run(s, clock, 0.5)
    s.key("t")
    s.say("Your turn, 4 cards.", ANSWER, interrupt=True)
    s.key(None)
    run(s, clock, 10)
    assert [(h.text, h.start, h.whole) for h in voice.heard] == [
        ("4 cards: red 5, green 2, blue 3 and yellow 7.", 0.0, False),
        ("Your turn, 4 cards.", 0.5, True),
        ("C tells the top card: the one you must match. Press C.", pytest.approx(0.5 + 4 * 60 / 175), True)]
    assert voice.overlaps == []


def test_in_the_console_each_key_of_the_tutorial_is_answered_as_it_is_pressed(tmp_path):
    """The tutorial as `listen` plays it: a key every 1.5 s, each while the line before is
    still being heard. Each key starts, at once, a line of its own: none waits behind the
    step a previous key began (T's "Your turn" did, and the next key replaced it unheard)."""
    from uno_audio.console import run_script
    log = tmp_path / "speech.jsonl"
    app, clock, voice = app_with_voice(tmp_path, speech_log=str(log), tutorial_seen=False)
    app.start()
    keys = ["enter", "enter", "right", "right", "left", "h", "t", "c"]
    run_script(app, [line for k in keys for line in ("wait 1.5", k)] + ["wait 10"], clock)
    app.close()
    records = [json.loads(line) for line in log.read_text(encoding="utf-8").splitlines()]
    started = sorted((r for r in records if "started" in r), key=lambda r: r["started"])
    for n, key in enumerate(keys):
        at = 1.5 * (n + 1) + 0.01 * (n + 1)        # run_script presses each key 10 ms on
        first = next(r for r in started if r["started"] >= at - 1e-6)
        assert first["started"] == pytest.approx(at), (key, first)
        assert first["queued"] == pytest.approx(at), (key, first["text"], "waited from", first["queued"])
    heard = [(h.text, h.whole) for h in voice.heard]
    answers = {"h": "4 cards: red 5, green 2, blue 3 and yellow 7.", "t": "Your turn, 4 cards.",
               "c": "red 3 on top."}
    for key, text in answers.items():
        assert [h.text for h in voice.heard].count(text) == 1, key
    assert ("Your turn, 4 cards.", True) in heard and ("red 3 on top.", True) in heard
    assert heard.index(("Your turn, 4 cards.", True)) < heard.index(("red 3 on top.", True))
