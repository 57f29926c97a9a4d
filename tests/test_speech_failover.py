"""A voice that fails is left for the next one, and the player is told which voice speaks:
screen readers that answer late, raise on every line, start after the game or come back;
built-in voices that hang or make no sound; a start with no voice data at all."""

import os

os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import io
import pathlib
import socket
import subprocess
import sys
import threading
import time
import wave

import pytest

from uno_audio.i18n import Translator
from uno_audio.output import speech as speech_mod
from uno_audio.output.speech import Engine, Speech, readers, voices
from uno_audio.output import ssip
from uno_audio.settings import Settings, SettingsStore
from uno_audio.ui.controller import Controller

ROOT = pathlib.Path(__file__).resolve().parents[1]
EN = Translator("en")


@pytest.fixture(autouse=True)
def no_speech_dispatcher_of_this_machine(monkeypatch, tmp_path):
    monkeypatch.setenv("SPEECHD_ADDRESS", f"unix_socket:{tmp_path / 'no-speechd.sock'}")
    monkeypatch.setattr(ssip, "spawn", lambda address, timeout: 1)
    monkeypatch.setattr(Speech, "LOOK_EVERY", 0.1, raising=False)


class Printed:
    """What the game printed, gathered from capsys as it comes (voices print from their threads)."""

    def __init__(self, capsys):
        self.capsys = capsys
        self.text = ""

    def lines(self) -> list[str]:
        self.text += self.capsys.readouterr().out
        return self.text.splitlines()


def wait_for(condition, limit: float = 5.0) -> None:
    deadline = time.monotonic() + limit
    while not condition():
        assert time.monotonic() < deadline, "timed out"
        time.sleep(0.01)


def no_engine(timeout):
    raise speech_mod.Unavailable("no-engine")


class Reader:
    """A screen reader as accessible_output3 gives one: `raising` makes every line fail."""

    name = "NVDA"

    def __init__(self, raising: bool = False):
        self.raising = raising
        self.spoken: list[str] = []

    def is_active(self):
        return True

    def speak(self, text, interrupt=False):
        if self.raising:
            raise OSError("the reader refused the line")
        self.spoken.append(text)

    def silence(self):
        pass


class Finder:
    """Stands for readers.find_screen_reader: answers with `reader` (None: none running), after
    waiting for `gate` when one is given; counts the looks."""

    def __init__(self, reader=None, gate: threading.Event | None = None):
        self.reader = reader
        self.gate = gate
        self.looks = 0

    def __call__(self, *args):
        self.looks += 1
        if self.gate is not None:
            self.gate.wait(10)
        if self.reader is None:
            raise speech_mod.Unavailable("not-found")
        return self.reader, self.reader.name


def game(speech, tmp_path):
    app = Controller(speech=speech, settings=Settings(), store=SettingsStore(tmp_path))
    app.start()
    return app


def heard_in_game(app, line: str) -> bool:
    app.update()
    return line in app.speech.lines


# ---------------------------------------------------------------- screen readers


def test_a_reader_slow_to_answer_is_taken_when_it_answers_and_no_absence_is_told(monkeypatch, tmp_path):
    gate = threading.Event()
    reader = Reader()
    monkeypatch.setattr(readers, "find_screen_reader", Finder(reader, gate))
    monkeypatch.setattr(voices, "make_engine", no_engine)
    started = time.monotonic()
    speech = Speech("auto", timeout=0.3)
    try:
        assert time.monotonic() - started < 1.5
        assert speech.name == "text" and speech.missing[0] == ("screen-reader", "slow")
        assert speech.problems == [("tts", "no-engine")]     # not "No screen reader answered"
        app = game(speech, tmp_path)
        assert not any("screen reader" in line for line in speech.lines)
        gate.set()
        wait_for(lambda: heard_in_game(app, EN("speech-using-screen-reader-named", reader="NVDA")))
        assert (speech.name, speech.detail, speech.changes) == ("screen-reader", "NVDA", 1)
        app.key("c")
        wait_for(lambda: reader.spoken and reader.spoken[-1] == speech.lines[-1])
    finally:
        gate.set()
        speech.close()


def test_a_reader_asked_for_and_slow_is_told_as_slow_not_absent(monkeypatch, tmp_path):
    gate = threading.Event()
    monkeypatch.setattr(readers, "find_screen_reader", Finder(Reader(), gate))
    monkeypatch.setattr(voices, "make_engine", no_engine)
    speech = Speech("screen-reader", timeout=0.3)
    try:
        app = game(speech, tmp_path)
        assert EN("speech-missing-slow") in speech.lines
        assert EN("speech-missing", backend="screen-reader", reason="not-responding") not in speech.lines
        gate.set()
        wait_for(lambda: heard_in_game(app, EN("speech-using-screen-reader-named", reader="NVDA")))
    finally:
        gate.set()
        speech.close()


def test_while_the_next_voice_starts_the_failed_reader_is_not_named_again(monkeypatch, tmp_path, capsys):
    # The built-in voice takes its time to start after the reader failed (a slow machine): the
    # game, playing on meanwhile, must not say why the reader failed and then "Speaking through
    # NVDA." as if it still spoke; the failure and the new voice are told together.
    starting, go = threading.Event(), threading.Event()

    def slow_engine(timeout):
        starting.set()
        go.wait(10)
        raise speech_mod.Unavailable("no-engine")

    monkeypatch.setattr(readers, "find_screen_reader", Finder(Reader(raising=True)))
    monkeypatch.setattr(voices, "make_engine", slow_engine)
    speech = Speech("auto", timeout=0.5)
    try:
        app = game(speech, tmp_path)
        wait_for(lambda: app.update() or starting.is_set())
        for _ in range(5):
            app.update()
            time.sleep(0.02)
        go.set()
        wait_for(lambda: heard_in_game(app, EN("speech-using-text")))
        using_nvda = EN("speech-using-screen-reader-named", reader="NVDA")
        assert speech.lines.count(using_nvda) == 1, speech.lines
        told = EN("speech-missing", backend="screen-reader", reason="error")
        assert speech.lines[-3:] == [told, EN("speech-missing", backend="tts", reason="no-engine"),
                                     EN("speech-using-text")]
    finally:
        go.set()
        speech.close()


def test_the_reader_s_libraries_load_before_its_answer_is_timed(monkeypatch):
    # A first start with an antivirus scanning the reader's DLLs: the import alone takes longer
    # than the answer may.
    monkeypatch.setattr(readers, "load_libraries", lambda: time.sleep(0.8))
    monkeypatch.setattr(readers, "find_screen_reader", Finder(Reader()))
    speech = Speech("auto", timeout=0.3)
    try:
        assert (speech.name, speech.detail, speech.missing) == ("screen-reader", "NVDA", [])
    finally:
        speech.close()


def test_a_reader_that_raises_on_every_line_is_left_and_its_lines_are_said_by_the_next_voice(
        monkeypatch, tmp_path, capsys):
    reader = Reader(raising=True)
    finder = Finder(reader)
    monkeypatch.setattr(readers, "find_screen_reader", finder)
    monkeypatch.setattr(voices, "make_engine", no_engine)
    speech = Speech("auto", timeout=0.5)
    try:
        assert (speech.name, speech.detail) == ("screen-reader", "NVDA")
        app = game(speech, tmp_path)
        told = EN("speech-missing", backend="screen-reader", reason="error")
        wait_for(lambda: heard_in_game(app, EN("speech-using-text")))
        printed = capsys.readouterr().out.splitlines()
        # Every line the reader refused is printed, in order, then why, then who speaks now.
        assert printed[:2] == [EN("welcome"), EN("speech-using-screen-reader-named", reader="NVDA")]
        assert printed[-3:] == [told, EN("speech-missing", backend="tts", reason="no-engine"),
                                EN("speech-using-text")]
        assert speech.missing[-2:] == [("screen-reader", "error"), ("tts", "no-engine")]
        # Still there and still refusing: not taken again, however often it is looked for.
        looks = finder.looks
        wait_for(lambda: finder.looks >= looks + 3)
        assert speech.name == "text" and speech.changes == 1
    finally:
        speech.close()


def test_a_reader_that_failed_is_taken_again_once_it_was_gone_and_came_back(monkeypatch, tmp_path):
    finder = Finder(Reader(raising=True))
    monkeypatch.setattr(readers, "find_screen_reader", finder)
    monkeypatch.setattr(voices, "make_engine", no_engine)
    speech = Speech("auto", timeout=0.5)
    try:
        for line in ("one", "two", "three"):
            speech.say(line)
        wait_for(lambda: speech.name == "text")
        finder.reader = None            # the player quits it...
        looks = finder.looks
        wait_for(lambda: finder.looks > looks + 1)
        restarted = Reader()
        finder.reader = restarted       # ...and starts it again
        wait_for(lambda: speech.name == "screen-reader")
        speech.say("four")
        wait_for(lambda: restarted.spoken == ["four"])
    finally:
        speech.close()


def test_a_reader_started_after_the_game_is_used_from_then_on(monkeypatch, tmp_path):
    finder = Finder(None)
    monkeypatch.setattr(readers, "find_screen_reader", finder)
    monkeypatch.setattr(voices, "make_engine", no_engine)
    speech = Speech("auto", timeout=0.5)
    try:
        app = game(speech, tmp_path)
        assert speech.name == "text"
        wait_for(lambda: finder.looks >= 3)     # looked for again while none runs
        reader = Reader()
        finder.reader = reader
        wait_for(lambda: heard_in_game(app, EN("speech-using-screen-reader-named", reader="NVDA")))
        app.key("c")
        wait_for(lambda: reader.spoken and reader.spoken[-1] == speech.lines[-1])
    finally:
        speech.close()


def test_no_reader_is_looked_for_when_another_voice_was_chosen(monkeypatch):
    finder = Finder(Reader())
    monkeypatch.setattr(readers, "find_screen_reader", finder)
    speech = Speech("text")
    try:
        time.sleep(0.4)
        assert finder.looks == 0 and speech.name == "text"
    finally:
        speech.close()


# ---------------------------------------------------------------- the built-in voice


def wav(seconds: float) -> bytes:
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as file:
        file.setnchannels(1)
        file.setsampwidth(2)
        file.setframerate(22050)
        file.writeframes(b"\1\0" * int(22050 * seconds))
    return buffer.getvalue()


class HangingEngine(Engine):
    name = "espeak-ng"

    def __init__(self):
        self.release = threading.Event()

    def synthesize(self, text, lang, rate):
        self.release.wait(20)
        return wav(0.01)


class SilentEngine(Engine):
    """Makes a file with no sound in it, as a voice without its voice data may."""
    name = "espeak-ng"

    def synthesize(self, text, lang, rate):
        return wav(0.0)


def test_a_voice_that_hangs_is_left_and_the_line_it_hung_on_is_printed(monkeypatch, capsys):
    monkeypatch.setattr(voices.Tts, "HANG", 0.3, raising=False)
    engine = HangingEngine()
    speech = Speech("tts", engine=engine)
    try:
        speech.say("Red 5")
        speech.say("Your turn")
        printed = Printed(capsys)
        wait_for(lambda: len(printed.lines()) == 2)
        assert speech.name == "text" and printed.lines() == ["Red 5", "Your turn"]
        assert speech.missing == [("tts", "not-responding")]
    finally:
        engine.release.set()
        speech.close()


def test_a_voice_heard_to_make_no_sound_is_left(capsys):
    speech = Speech("tts", engine=SilentEngine())
    try:
        assert speech.name == "tts"
        speech.say("...")               # nothing to hear: not a failure
        for line in ("Red 5", "Blue 2", "Green 7"):
            speech.say(line)
        printed = Printed(capsys)
        wait_for(lambda: len(printed.lines()) == 3)
        assert speech.name == "text" and printed.lines() == ["Red 5", "Blue 2", "Green 7"]
        assert speech.missing == [("tts", "error")]
    finally:
        speech.close()


def test_the_built_in_voice_speaks_with_its_own_data_whatever_the_system_has(monkeypatch, tmp_path):
    if voices._builtin_espeak() is None:
        pytest.fail("the built-in voice (espeakng-loader) is a dependency of the game")
    monkeypatch.setenv("ESPEAK_DATA_PATH", str(tmp_path))   # an empty folder
    program = (f"import sys\nsys.path.insert(0, {str(ROOT)!r})\n"
               "from uno_audio.output.speech.voices import LibEspeakNg, _builtin_espeak\n"
               "engine = LibEspeakNg(*_builtin_espeak())\n"
               "for lang in ('en', 'es', 'pt-BR'):\n"
               "    print(lang, engine.voice if engine.synthesize('Hola', lang, 50) else None)\n")
    result = subprocess.run([sys.executable, "-c", program], capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    assert result.stdout.split("\n")[:3] == ["en en", "es es", "pt-BR pt-br"]


def run_game(tmp_path, *, builtin: bool, keys: str = "wait 1\n"):
    """The console with the built-in voice asked for, speech-dispatcher absent and the
    system's voice data out of reach; without the built-in voice when `builtin` is False."""
    empty = tmp_path / "no-voice-data"
    empty.mkdir(exist_ok=True)
    env = dict(os.environ, ESPEAK_DATA_PATH=str(empty), SDL_AUDIODRIVER="dummy",
               SPEECHD_ADDRESS=f"unix_socket:{tmp_path / 'no-speechd.sock'}", PYGAME_HIDE_SUPPORT_PROMPT="1")
    hide = "" if builtin else "sys.modules['espeakng_loader'] = None\n"
    program = (f"import sys\nsys.path.insert(0, {str(ROOT)!r})\n{hide}"
               "from uno_audio.cli import main\nsys.exit(main(sys.argv[1:]))\n")
    home = tmp_path / "home"
    SettingsStore(home).save(Settings(tutorial_seen=True))
    result = subprocess.run([sys.executable, "-c", program, "--console", "--speech", "tts", "--home", str(home),
                             "--lang", "en"], input=keys, capture_output=True, text=True, timeout=120, env=env)
    log = (home / "uno-audio.log").read_text(encoding="utf-8") if (home / "uno-audio.log").exists() else ""
    return result, log


def test_with_no_voice_data_and_no_built_in_voice_the_game_prints_says_why_and_plays(tmp_path):
    result, log = run_game(tmp_path, builtin=False, keys="wait 1\nenter\nenter\nc\n")
    assert result.returncode == 0, result.stdout + result.stderr
    lines = result.stdout.splitlines()
    assert lines[:3] == [EN("welcome"), EN("speech-using-text"),
                         EN("speech-missing", backend="tts", reason="no-engine")]
    assert "Your turn." in lines and " on top" in lines[-2], lines       # C, at the table
    assert lines[-1] == EN("match-saved-on-quit"), lines                 # the end of input
    assert "no voice: the game prints what it says" in log


def test_with_no_voice_data_on_the_system_the_built_in_voice_speaks(tmp_path):
    # The script's time is virtual: each wait lets the voice end a line (by its own report).
    result, log = run_game(tmp_path, builtin=True, keys="wait 40\nwait 40\n")
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.splitlines()[:2] == [EN("welcome"), EN("speech-using-tts-named", engine="espeak-ng")]


@pytest.mark.skipif(not hasattr(socket, "AF_UNIX"),
                    reason="speech-dispatcher listens on an AF_UNIX socket, which Python has on POSIX only")
def test_speech_dispatcher_is_started_by_the_first_look_only(monkeypatch):
    # Asked for a screen reader on Linux: speech-dispatcher is started once, not at every look.
    spawned = []
    monkeypatch.setattr(ssip, "installed", lambda: True)
    monkeypatch.setattr(ssip, "spawn", lambda address, timeout: spawned.append(address) or 1)
    monkeypatch.setattr(voices, "make_engine", no_engine)
    monkeypatch.setattr(readers.sys, "platform", "linux")
    speech = Speech("screen-reader", timeout=0.3)
    try:
        assert speech.missing[0][0] == "screen-reader" and len(spawned) == 1
        time.sleep(0.6)     # several looks, every 0.1 s here
        assert len(spawned) == 1
    finally:
        speech.close()
