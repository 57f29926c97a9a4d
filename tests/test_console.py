"""Console mode: a whole match played from a script of key names, in a real process."""

from __future__ import annotations

import os

import pytest
import subprocess
import sys

from uno_audio.console import run_script, run_until_human

from player import keys_for_turn, known_player, make_app, said

SEED = 17


def record_script(home, lang="en"):
    """Play a match in-process with the console's virtual clock and note every key."""
    app, clock = make_app(home, lang=lang, bot_pace=1.0)
    app.seed = SEED
    app.start()
    script = []

    def key(k):
        script.append(k)
        clock.now += 0.01
        app.key(k, clock.now)

    run_until_human(app, clock)
    key("enter")  # New game
    for _ in range(40):
        if said(app)[-1].startswith(app.tr("setup-target", points=0).split(":")[0]):
            break
        key("down")
    key("left")
    key("left")
    key("left")  # 100 points
    key("home")
    key("enter")  # Start
    for _ in range(20000):
        run_until_human(app, clock)
        screen = app.screen
        name = type(screen).__name__
        if name == "MainMenu":
            break
        keys = ["enter"] if name == "Summary" else (keys_for_turn(screen) or ["t"])
        for k in keys:
            key(k)
    return script, said(app)


def test_script_match_in_process(tmp_path):
    script, lines = record_script(tmp_path / "a")
    app, clock = make_app(tmp_path / "b", bot_pace=1.0)
    app.seed = SEED
    app.start()
    run_script(app, script + ["escape", "y"], clock)
    assert not app.running
    assert said(app)[: len(lines)] == lines
    assert any("wins the match" in l or l == "You win the match!" for l in said(app))


def test_console_process_plays_a_whole_match(tmp_path):
    script, lines = record_script(tmp_path / "a")
    env = dict(os.environ, SDL_AUDIODRIVER="dummy", SDL_VIDEODRIVER="dummy")
    env.pop("DISPLAY", None)
    proc = subprocess.run(
        [sys.executable, "-m", "uno_audio", "--console", "--seed", str(SEED), "--home",
         str(known_player(tmp_path / "home")), "--lang", "en"],
        input="\n".join(script) + "\n", capture_output=True, text=True, env=env, timeout=120)
    assert proc.returncode == 0, proc.stderr
    out = proc.stdout.splitlines()
    assert out[0] == "Welcome to UNO audio. Press F1 on any screen to hear its keys."
    assert any("wins the match" in l or l == "You win the match!" for l in out)
    # The process heard exactly what the in-process game said, line for line.
    game_lines = [l for l in lines if not l.startswith("Speech is")]
    assert [l for l in out if l in set(game_lines)][-20:] == game_lines[-20:]
    assert proc.stdout.count("\n") >= 40


@pytest.mark.parametrize("lang,win", [("es", "la partida!"), ("pt-BR", "a partida!")])
def test_console_match_in_each_language_uses_only_that_language(tmp_path, lang, win):
    """Issue: every announcement of a console match comes from that language's files."""
    script, lines = record_script(tmp_path / "a", lang=lang)
    app, clock = make_app(tmp_path / "b", lang=lang, bot_pace=1.0)
    app.seed = SEED
    app.start()
    run_script(app, script + ["escape", "s"], clock)
    assert app.tr.missing == [] and app.tr.errors == []
    assert any(win in line.lower() for line in said(app)), said(app)[-5:]


def test_the_terminal_takes_keys_as_typed_and_stops_when_input_ends(tmp_path):
    import io
    from uno_audio.console import run_terminal
    from uno_audio.ui.table import Table
    app, clock = make_app(tmp_path)
    app.start()
    run_terminal(app, io.StringIO("enter\n\nenter\n"))   # New game, (a blank line), Start
    assert not app.running
    assert isinstance(app.find(Table), Table)
    assert any(line.startswith("New match against ") for line in said(app))


def test_console_key_names_match_the_windows():
    # One table of names for both: a family player types "," in the console for comma.
    from uno_audio.keymap import normalize_key
    assert [normalize_key(t) for t in (",", ".", "page up", "PgDn", "Return", "Shift + c")] == \
        ["comma", "period", "pageup", "pagedown", "enter", "shift+c"]


def test_arrow_and_function_keys_pressed_at_a_terminal_are_those_keys(tmp_path):
    """At a real terminal a newcomer presses Down arrow (or F1) and Enter: the terminal
    sends its escape sequence, which is that key, not "^[[B does nothing here"."""
    import io
    from uno_audio.console import run_terminal
    from uno_audio.keymap import normalize_key
    assert [normalize_key(t) for t in ("\x1b[B", "\x1b[A", "\x1bOP", "\x1b[11~", "\x1b[1;2C", "\x1b[5~",
                                       "\x1b[H", "\x1b")] == \
        ["down", "up", "f1", "f1", "shift+right", "pageup", "home", "escape"]
    app, clock = make_app(tmp_path)
    app.start()
    run_terminal(app, io.StringIO("\x1b[B\n"))
    lines = said(app)
    assert any(", 2 of " in line for line in lines), lines
    assert not any("does nothing" in l for l in lines), lines
