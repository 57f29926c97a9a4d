"""The speech backends as the scheduler uses them: whether a line is still heard, how long
one takes, speech-dispatcher over its socket (a stand-in server here), the in-process
espeak-ng, and what the player is told about the voice."""

import os

os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import io
import logging
import pathlib
import socket
import subprocess
import sys
import threading
import time
import types
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

HAS_LIBESPEAK = bool(voices.espeak_libraries())


@pytest.fixture(autouse=True)
def no_speech_dispatcher_of_this_machine(monkeypatch, tmp_path):
    monkeypatch.setenv("SPEECHD_ADDRESS", f"unix_socket:{tmp_path / 'no-speechd.sock'}")
    monkeypatch.setattr(ssip, "spawn", lambda address, timeout: 1)


def no_engine(timeout):
    raise speech_mod.Unavailable("no-engine")


def wait_for(condition, limit: float = 3.0) -> None:
    deadline = time.monotonic() + limit
    while not condition():
        assert time.monotonic() < deadline, "timed out"
        time.sleep(0.005)


class FakeSpeechDispatcher:
    """A speech-dispatcher on a socket of its own: answers SSIP, keeps what it was told, and
    tells BEGIN at once and END when `finish` is called (or never, with audio=False)."""

    def __init__(self, path: pathlib.Path, audio: bool = True):
        self.audio = audio
        self.commands: list[str] = []
        self.messages: dict[str, str] = {}
        self.open: list[str] = []
        self._next = 0
        self._lock = threading.Lock()
        self._server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        self._server.bind(str(path))
        self._server.listen(4)
        self._conn = None
        threading.Thread(target=self._serve, daemon=True).start()

    def _send(self, text: str) -> None:
        with self._lock:
            try:
                self._conn.sendall(text.encode("utf-8"))
            except OSError:
                pass    # the game hung up without waiting for the answer

    def _event(self, code: str, name: str, message: str) -> None:
        self._send(f"{code}-{message}\r\n{code}-1\r\n{code} {name}\r\n")

    def hang_up(self) -> None:
        self._conn.shutdown(socket.SHUT_RDWR)

    def finish(self, message: str) -> None:
        if message in self.open:
            self.open.remove(message)
            self._event("702", "END", message)

    def _serve(self) -> None:
        self._conn, _ = self._server.accept()
        buffer = b""
        receiving: list[str] | None = None
        while True:
            data = self._conn.recv(65536)
            if not data:
                return
            buffer += data
            while b"\r\n" in buffer:
                raw, buffer = buffer.split(b"\r\n", 1)
                line = raw.decode("utf-8")
                if receiving is not None:
                    if line == ".":
                        self._next += 1
                        message = str(self._next)
                        text = "\n".join(part[1:] if part.startswith("..") else part for part in receiving)
                        self.messages[message] = text
                        self.commands.append(f"SPEAK {text}")
                        receiving = None
                        self.open.append(message)
                        self._send(f"225-{message}\r\n225 OK MESSAGE QUEUED\r\n")
                        self._event("701", "BEGIN", message)
                    else:
                        receiving.append(line)
                    continue
                self.commands.append(line)
                if line == "SPEAK":
                    receiving = []
                    self._send("230 OK RECEIVING DATA\r\n")
                elif line == "LIST OUTPUT_MODULES":
                    self._send("250-espeak-ng\r\n250 OK MODULE LIST SENT\r\n")
                elif line.startswith("CANCEL"):
                    for message in list(self.open):
                        self.open.remove(message)
                        self._event("703", "CANCELED", message)
                    self._send("210 OK CANCELED\r\n")
                elif line == "QUIT":
                    self._send("231 HAPPY HACKING\r\n")
                    self._conn.close()
                    return
                else:
                    self._send("200 OK\r\n")

    def said(self) -> list[str]:
        return [c for c in self.commands if c.startswith(("SPEAK ", "CANCEL", "SET self VOLUME", "QUIT"))]


@pytest.fixture
def dispatcher(monkeypatch, tmp_path):
    if not hasattr(socket, "AF_UNIX"):
        pytest.skip("speech-dispatcher listens on an AF_UNIX socket, which Python has on POSIX only")
    path = tmp_path / "speechd.sock"
    monkeypatch.setenv("SPEECHD_ADDRESS", f"unix_socket:{path}")
    return lambda audio=True: FakeSpeechDispatcher(path, audio)


# ---------------------------------------------------------------- speech-dispatcher


def test_speech_dispatcher_tells_when_a_line_has_been_heard(dispatcher):
    server = dispatcher()
    speech = Speech("screen-reader", lang="es", rate=50, volume=80)
    try:
        assert (speech.name, speech.detail, speech.missing) == ("screen-reader", "speech-dispatcher", [])
        assert "SET self NOTIFICATION ALL on" in server.commands
        assert "SET self LANGUAGE es" in server.commands and "SET self VOLUME 60" in server.commands
        assert speech.speaking() is False
        speech.say("Rojo siete")
        assert speech.speaking() is True       # at once, before the server has it
        wait_for(lambda: server.open == ["1"])
        assert speech.speaking() is True
        server.finish("1")
        wait_for(lambda: speech.speaking() is False)
    finally:
        speech.close()


def test_speech_dispatcher_interrupt_cancels_first_and_volume_is_set(dispatcher):
    server = dispatcher()
    speech = Speech("screen-reader")
    try:
        speech.say("Blue 5")
        wait_for(lambda: server.open == ["1"])
        speech.say("Draw two", interrupt=True)
        speech.set_volume(30)
        speech.say(".hidden dot")
        wait_for(lambda: "SET self VOLUME -40" in server.commands and len(server.messages) == 3)
        start = server.said().index("SPEAK Blue 5")
        assert server.said()[start:] == ["SPEAK Blue 5", "CANCEL self", "SPEAK Draw two",
                                         "SET self VOLUME -40", "SPEAK .hidden dot"]
    finally:
        speech.close()


def test_speech_dispatcher_gets_the_answer_to_a_key_from_the_callers_thread_in_one_write(dispatcher, monkeypatch):
    server = dispatcher()
    posted = []
    real_post = ssip.Client.post

    def post(self, text, cancel=False):
        sent = real_post(self, text, cancel)
        posted.append((text, cancel, threading.current_thread() is threading.main_thread(), sent))
        return sent

    monkeypatch.setattr(ssip.Client, "post", post)
    speech = Speech("screen-reader")
    try:
        speech.say("Blue 5")
        wait_for(lambda: server.open == ["1"])
        speech.say("red 3 on top.", interrupt=True)
        assert posted[-1] == ("red 3 on top.", True, True, True)
        assert speech.speaking() is True
        wait_for(lambda: len(server.messages) == 2)
        start = server.said().index("SPEAK Blue 5")
        assert server.said()[start:] == ["SPEAK Blue 5", "CANCEL self", "SPEAK red 3 on top."]
        wait_for(lambda: speech._backend._output._client.unanswered_since() is None)
        assert speech._backend._output.unheard() == ["red 3 on top."]
        server.finish("2")
        wait_for(lambda: speech.speaking() is False)
    finally:
        speech.close()


def test_ssip_post_never_waits_and_a_refused_message_drops_the_connection():
    ours, theirs = socket.socketpair()
    client = ssip.Client(ours, timeout=0.5)
    try:
        with client._send_lock:                 # another command waits for its answer
            assert client.post("Blue 5") is False
        assert client.post("Blue 5", cancel=True) is True
        assert theirs.recv(100) == b"CANCEL self\r\nSPEAK\r\nBlue 5\r\n.\r\n"
        while client.post("Again"):
            pass
        assert len(client._expected) > ssip.Client.POSTED       # answers outstanding: no more
        assert client.unanswered_since() is not None
        theirs.sendall(b"210 OK CANCELED\r\n301 ERROR\r\n")
        wait_for(lambda: client.lost)
    finally:
        client.close()
        theirs.close()


def test_speech_dispatcher_is_silenced_when_the_game_closes(dispatcher):
    server = dispatcher()
    speech = Speech("screen-reader")
    speech.say("A long line that is still being spoken when the player quits")
    wait_for(lambda: server.open == ["1"])
    speech.close()
    wait_for(lambda: "QUIT" in server.commands)
    assert server.said()[-2:] == ["CANCEL self", "QUIT"]
    assert server.open == []


def test_speech_dispatcher_that_plays_nothing_hands_its_lines_to_the_next_voice(dispatcher, monkeypatch, capsys):
    server = dispatcher(audio=False)
    monkeypatch.setattr(readers.SpeechDispatcher, "SLACK", 0.2)
    monkeypatch.setattr(voices, "make_engine", no_engine)
    speech = Speech("auto", timeout=0.5)
    try:
        assert speech.detail == "speech-dispatcher"
        speech.say("Welcome")
        speech.say("Main menu")
        wait_for(lambda: speech.name == "text", limit=6)
        speech.say("New game")
        assert capsys.readouterr().out.split("\n")[:3] == ["Welcome", "Main menu", "New game"]
        assert speech.missing == [("screen-reader", "no-audio-output"), ("tts", "no-engine")]
        assert speech.problems == speech.missing     # a fault, not an absence: told
    finally:
        speech.close()


def test_speech_dispatcher_that_quits_hands_its_lines_to_the_next_voice(dispatcher, monkeypatch, capsys):
    server = dispatcher()
    monkeypatch.setattr(voices, "make_engine", no_engine)
    speech = Speech("auto", timeout=0.5)
    try:
        speech.say("Welcome")
        wait_for(lambda: server.open == ["1"])
        server.hang_up()
        wait_for(lambda: speech.name == "text")
        assert speech.missing == [("screen-reader", "not-responding"), ("tts", "no-engine")]
        assert capsys.readouterr().out == "Welcome\n"     # it was never heard to its end
    finally:
        speech.close()


def test_absent_screen_reader_is_told_only_when_one_was_asked_for(monkeypatch, dispatcher_not_running):
    spawned = []
    monkeypatch.setattr(ssip, "spawn", lambda address, timeout: spawned.append(address) or 1)
    monkeypatch.setattr(voices, "make_engine", no_engine)
    automatic = Speech("auto")
    assert automatic.missing[0] == ("screen-reader", "not-found")
    assert automatic.problems == [("tts", "no-engine")]
    assert spawned == []                       # auto never starts speech-dispatcher
    asked = Speech("screen-reader")
    # Asked for, speech-dispatcher is started where it is the readers' way (Linux): once.
    assert asked.problems[0] == ("screen-reader", "not-found")
    assert len(spawned) == (1 if sys.platform.startswith("linux") else 0)


@pytest.mark.skipif(not sys.platform.startswith("linux"),
                    reason="speech-dispatcher is looked for on Linux only (Orca speaks through it)")
def test_speech_dispatcher_not_installed_is_its_own_reason(monkeypatch):
    monkeypatch.setattr(ssip, "spawn", lambda address, timeout: None)
    monkeypatch.setattr(voices, "make_engine", no_engine)
    speech = Speech("screen-reader")
    assert speech.missing[0] == ("screen-reader", "no-speech-dispatcher")
    message, args = speech_mod.problem_message(*speech.missing[0])
    assert EN(message, **args).startswith("speech-dispatcher is not installed")
    for lang in ("es", "pt-BR"):
        assert Translator(lang).has(message)


def boot(speech, tmp_path, lines: int):
    """Start the game and let the voice say its first `lines` lines (one after another)."""
    app = Controller(speech=speech, settings=Settings(), store=SettingsStore(tmp_path))
    app.start()

    def said():
        app.update()
        return len(speech.lines) >= lines
    wait_for(said)
    return app


class QuickEngine(Engine):
    name = "espeak-ng"

    def synthesize(self, text, lang, rate):
        return voices._wav(b"\0\0" * 220, 22050)


def test_the_start_names_the_voice_and_keeps_quiet_about_an_absent_reader(tmp_path):
    speech = Speech("auto", engine=QuickEngine())
    try:
        app = boot(speech, tmp_path, 3)
        assert speech.name == "tts"
        assert speech.lines[:2] == [EN("welcome"), EN("speech-using-tts-named", engine="espeak-ng")]
        assert not any("screen reader" in line for line in speech.lines)
        assert app.running
    finally:
        speech.close()


def test_the_start_says_why_an_asked_for_reader_is_not_used(tmp_path, dispatcher_not_running):
    speech = Speech("screen-reader", engine=QuickEngine())
    try:
        boot(speech, tmp_path, 3)
        assert speech.lines[1:3] == [EN("speech-using-tts-named", engine="espeak-ng"),
                                     EN("speech-missing", backend="screen-reader", reason="not-found")]
    finally:
        speech.close()


# ---------------------------------------------------------------- the recording voice


class Clock:
    def __init__(self):
        self.now = 0.0

    def __call__(self):
        return self.now


def test_recording_is_instant_by_default():
    speech = Speech("recording")
    speech.say("Red 7, 3 of 9")
    assert speech.speaking() is False and speech.busy() is False and speech.timeline == []


def test_recording_voice_takes_time_on_its_clock_and_is_cut_by_an_interrupt():
    clock = Clock()
    speech = Speech("recording", seconds_per_word=0.25, clock=clock)
    assert speech.estimate("Carla plays red 7") == 1.0
    speech.say("Carla plays red 7")                 # 4 words: 0 to 1 s
    speech.say("Your turn")                         # 2 words: 1 to 1.5 s
    assert speech.speaking() is True and speech.pending == ["Carla plays red 7", "Your turn"]
    clock.now = 1.2
    assert speech.pending == ["Your turn"] and speech.busy()
    clock.now = 1.6
    assert speech.speaking() is False
    speech.say("Bruno draws a card")                # 1.6 to 2.6 s
    speech.say("Bruno plays")                       # would be 2.6 to 3.1 s
    clock.now = 2.0
    speech.say("Blue 5, 1 of 7", interrupt=True)   # 5 words: 2.0 to 3.25 s
    entries = {entry["text"]: entry for entry in speech.timeline}
    assert entries["Carla plays red 7"] == {"text": "Carla plays red 7", "queued": 0.0, "start": 0.0,
                                            "end": 1.0, "cut": None}
    assert (entries["Your turn"]["start"], entries["Your turn"]["end"]) == (1.0, 1.5)
    assert (entries["Bruno draws a card"]["start"], entries["Bruno draws a card"]["cut"]) == (1.6, 2.0)
    assert (entries["Bruno plays"]["start"], entries["Bruno plays"]["cut"]) == (None, 2.0)
    assert (entries["Blue 5, 1 of 7"]["start"], entries["Blue 5, 1 of 7"]["end"]) == (2.0, 3.25)
    clock.now = 2.5
    speech.silence()
    assert speech.speaking() is False and speech.timeline[-1]["cut"] == 2.5


# ---------------------------------------------------------------- estimates


def test_estimate_grows_with_the_text_and_shrinks_with_the_rate():
    assert Speech("recording").estimate("Red 7.") == 0.0      # a voice that takes no time
    speech = Speech("text", rate=50, paced=True)              # a reader at a terminal takes time
    short, long = speech.estimate("Red 7."), speech.estimate("Carla plays red 7. Bruno, your turn.")
    assert 0.2 < short < long < 5
    speech.set_rate(100)
    assert speech.estimate("Red 7.") < short / 2
    assert speech.estimate("   ") == 0.0
    speech.set_lang("pt-BR")
    assert speech.estimate("Vermelho sete.") > 0


LINES = {
    "en": ["Carla plays red 7.", "Your turn. You have 7 cards.", "Bruno draws 2 cards and loses his turn.",
           "Top card: blue skip. The colour is blue."],
    "es": ["Carla juega rojo siete.", "Te toca. Tienes 7 cartas.", "Bruno roba 2 cartas y pierde el turno."],
    "pt-BR": ["Carla joga vermelho sete.", "Sua vez. Você tem 7 cartas.", "Bruno compra 2 cartas e perde a vez."],
}


@pytest.mark.skipif(not HAS_LIBESPEAK, reason="libespeak-ng is not installed")
@pytest.mark.parametrize("lang", sorted(LINES))
@pytest.mark.parametrize("rate", [30, 50, 90])
def test_estimate_is_close_to_what_espeak_ng_takes(lang, rate):
    engine = speech_mod.LibEspeakNg()
    for text in LINES[lang]:
        with wave.open(io.BytesIO(engine.synthesize(text, lang, rate))) as file:
            real = file.getnframes() / file.getframerate()
        assert abs(speech_mod.estimate_seconds(text, lang, rate) - real) < 0.35 * real + 0.1, text


# ---------------------------------------------------------------- built-in voice


@pytest.mark.skipif(not HAS_LIBESPEAK, reason="libespeak-ng is not installed")
def test_libespeak_makes_each_language_at_the_rate_asked_in_milliseconds():
    engine = speech_mod.LibEspeakNg()
    lengths = {}
    for lang, voice in (("en", "en"), ("es", "es"), ("pt-BR", "pt-br")):
        started = time.perf_counter()
        data = engine.synthesize("Rojo siete, 3 de 9.", lang, 50)
        took = time.perf_counter() - started
        assert engine.voice == voice
        with wave.open(io.BytesIO(data)) as file:
            assert file.getnchannels() == 1 and file.getframerate() == engine.sample_rate
            lengths[lang] = file.getnframes() / file.getframerate()
        assert took < 0.25 and 0.5 < lengths[lang] < 4
    assert len(set(lengths.values())) == 3        # three voices, three readings
    fast = engine.synthesize("Rojo siete, 3 de 9.", "pt-BR", 90)
    with wave.open(io.BytesIO(fast)) as file:
        assert file.getnframes() / file.getframerate() < lengths["pt-BR"] * 0.7


@pytest.mark.skipif(not HAS_LIBESPEAK, reason="libespeak-ng is not installed")
def test_the_built_in_voice_is_the_library_and_tells_when_it_has_been_heard():
    speech = Speech("tts", rate=100)
    try:
        assert (speech.name, speech.detail) == ("tts", "espeak-ng")
        assert isinstance(speech._backend._engine, speech_mod.LibEspeakNg)
        assert speech.speaking() is False
        speech.say("Blue five")
        assert speech.speaking() is True
        wait_for(lambda: speech.speaking() is False)
        speech.say("A longer line that goes on for a while, so it can be stopped")
        speech.silence()
        wait_for(lambda: speech.speaking() is False, limit=0.5)
    finally:
        speech.close()


@pytest.mark.skipif(sys.platform == "win32", reason="a Python script run as a program by its #! line: POSIX only")
def test_without_the_library_the_espeak_ng_program_speaks(monkeypatch, tmp_path):
    program = tmp_path / "espeak-ng"
    program.write_text(f"#!{sys.executable}\nprint('Pty Language Age/Gender VoiceName File Other Languages')\n"
                       "print(' 5  en              --/M      English            gmw/en')\n", encoding="utf-8")
    program.chmod(0o755)
    monkeypatch.setattr(voices, "espeak_libraries", lambda: [])
    monkeypatch.setattr(voices.shutil, "which", lambda name: str(program) if name == "espeak-ng" else None)
    engine = voices.make_engine(5)
    assert isinstance(engine, speech_mod.EspeakNg) and engine.voice_for("en") == "en"


def test_pyttsx3_speaks_english_with_the_en_voice():
    chosen = []
    engine = speech_mod.Pyttsx3Engine.__new__(speech_mod.Pyttsx3Engine)
    engine._engine = types.SimpleNamespace(setProperty=lambda name, value: chosen.append(value))
    Voice = types.SimpleNamespace
    engine._voices = [Voice(id="gmw/en-029", languages=["en-029"]), Voice(id="gmw/en", languages=["en-gb"]),
                      Voice(id="roa/pt", languages=["pt"]), Voice(id="roa/pt-br", languages=[b"\x05pt-br"]),
                      Voice(id="roa/es-419", languages=["es-419"])]
    for lang in ("en", "pt-BR", "es"):
        engine._select_voice(lang)
    assert chosen == ["gmw/en", "roa/pt-br", "roa/es-419"]


# ---------------------------------------------------------------- terminal


def test_alsa_error_lines_never_reach_the_terminal(tmp_path):
    # An ALSA device that does not exist makes ALSA complain on any machine.
    env = dict(os.environ, SDL_AUDIODRIVER="alsa", AUDIODEV="uno-no-such-device", PYGAME_HIDE_SUPPORT_PROMPT="1")
    plain = subprocess.run([sys.executable, "-c", "import pygame\ntry: pygame.mixer.init()\nexcept Exception: pass"],
                           env=env, capture_output=True, text=True, timeout=30)
    if "ALSA lib" not in plain.stderr:
        pytest.skip("SDL does not reach ALSA here")
    ours = subprocess.run([sys.executable, "-c", "from uno_audio.output import sound\nsound.open_mixer()"],
                          env=env, capture_output=True, text=True, timeout=30, cwd=ROOT)
    assert ours.returncode == 0
    assert "ALSA lib" not in ours.stderr + ours.stdout


@pytest.mark.skipif(not HAS_LIBESPEAK, reason="libespeak-ng is not installed")
def test_the_console_prints_every_line_with_the_built_in_voice_too(tmp_path, capsys):
    from uno_audio import cli

    store = SettingsStore(tmp_path)
    settings = Settings(speech_rate=100)
    app = cli.build_app(settings, store, speech_backend="tts", sound=False, echo=True)

    def heard(count):
        def done():
            app.update()
            return len(app.speech.lines) >= count and not app.speech.speaking()
        wait_for(done, limit=20)
    try:
        app.start()
        heard(4)
        app.key("c")
        heard(5)
        printed = capsys.readouterr().out.splitlines()
        # Each line once: spoken by the voice and printed as it is spoken.
        assert app.speech.name == "tts"
        assert printed == app.speech.lines
        assert printed[:3] == [EN("welcome"), EN("speech-using-tts-named", engine="espeak-ng"), EN("menu-main")]
        assert printed[-1] == EN("menu-no-item", letter="C")
    finally:
        app.speech.close()


def test_the_window_is_made_after_the_welcome_is_said(monkeypatch, tmp_path):
    from uno_audio import app as app_mod

    heard_before = []

    class NoWindow:
        def __init__(self, app):
            heard_before.extend(app.speech.lines)
            raise RuntimeError("no window here")

    monkeypatch.setattr(app_mod, "Window", NoWindow)
    speech = Speech("recording")
    game = Controller(speech=speech, settings=Settings(), store=SettingsStore(tmp_path))
    with pytest.raises(RuntimeError):
        app_mod.run_window(game)
    assert heard_before == [EN("welcome"), EN("speech-using-recording")]
    game.start()
    assert speech.lines.count(EN("welcome")) == 1


def test_pygame_is_imported_without_pkg_resources_and_still_finds_its_font():
    script = ("import sys\nfrom uno_audio.output.sound import import_pygame\npygame = import_pygame()\n"
              "assert 'pkg_resources' not in sys.modules, 'pkg_resources was loaded'\n"
              "pygame.font.init()\nprint(pygame.font.Font(None, 30).size('Red 7')[0] > 0)\n"
              "import importlib.util\nprint(importlib.util.find_spec('pkg_resources') is not None)\n")
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=60, cwd=ROOT,
                            env=dict(os.environ, SDL_VIDEODRIVER="dummy"))
    assert result.returncode == 0, result.stderr
    font, findable = result.stdout.split()
    assert font == "True"
    if findable == "True":      # setuptools is there: the block was lifted after pygame
        assert subprocess.run([sys.executable, "-c", script + "import pkg_resources\n"], cwd=ROOT,
                              capture_output=True, timeout=60, env=dict(os.environ, SDL_VIDEODRIVER="dummy")
                              ).returncode == 0


@pytest.mark.skipif(not HAS_LIBESPEAK, reason="libespeak-ng is not installed")
def test_a_line_starts_with_its_first_sound_not_with_silence():
    import array

    engine = speech_mod.LibEspeakNg()
    for text in ("Top card: red Draw Two.", "Carta de arriba: rojo siete."):
        with wave.open(io.BytesIO(engine.synthesize(text, "en", 50))) as file:
            samples = array.array("h", file.readframes(file.getnframes()))
            rate = file.getframerate()
        first = next(i for i, value in enumerate(samples) if abs(value) > 1000)
        assert first / rate < 0.01, text          # espeak-ng alone starts "Top" 49 ms in


@pytest.mark.skipif(not HAS_LIBESPEAK, reason="libespeak-ng is not installed")
def test_the_answer_to_a_key_is_playing_when_say_returns():
    speech = Speech("tts")
    try:
        assert speech.detail == "espeak-ng"
        for text in ("Top card: red Draw Two.", "Your turn, 7 cards."):
            started = time.perf_counter()
            speech.say(text, interrupt=True)
            took = time.perf_counter() - started
            assert speech._backend._player.busy(), text    # no thread to wait for
            assert took < 0.25
        speech.say("Queued behind it")                     # a line still playing: the worker waits
        assert speech.speaking() is True
        speech.silence()
        wait_for(lambda: speech.speaking() is False, limit=1.0)
    finally:
        speech.close()


def test_in_the_console_a_voice_that_fails_leaves_no_line_printed_twice(dispatcher, monkeypatch, capsys):
    dispatcher(audio=False)
    monkeypatch.setattr(readers.SpeechDispatcher, "SLACK", 0.2)
    monkeypatch.setattr(voices, "make_engine", no_engine)
    speech = Speech("auto", timeout=0.5, echo=True)
    try:
        speech.say("Welcome")
        wait_for(lambda: speech.name == "text", limit=6)
        speech.say("Main menu")
        assert capsys.readouterr().out.splitlines() == ["Welcome", "Main menu"]
    finally:
        speech.close()


def test_speech_dispatcher_is_found_where_its_own_clients_look(monkeypatch, tmp_path):
    monkeypatch.setenv("SPEECHD_ADDRESS", "inet_socket:10.0.0.2:7000")
    assert ssip.default_address() == ("inet", ("10.0.0.2", 7000))
    monkeypatch.setenv("SPEECHD_ADDRESS", "inet_socket:")
    assert ssip.default_address() == ("inet", ("127.0.0.1", ssip.PORT))
    monkeypatch.delenv("SPEECHD_ADDRESS")
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(tmp_path))
    assert ssip.default_address() == ("unix", str(tmp_path / "speech-dispatcher" / "speechd.sock"))


def test_the_scheduler_gives_the_recording_voice_a_line_once_the_last_was_heard(tmp_path):
    clock = Clock()
    speech = Speech("recording", seconds_per_word=0.3, clock=clock)
    app = Controller(speech=speech, settings=Settings(), store=SettingsStore(tmp_path), clock=clock)
    app.start()
    welcome = EN("welcome")
    assert speech.lines == [welcome]
    length = 0.3 * len(welcome.split())
    clock.now = length - 0.01
    app.update()
    assert speech.lines == [welcome]                # still being heard
    assert length <= app.deadline() <= length + 0.05
    clock.now = length
    app.update()
    assert speech.lines == [welcome, EN("speech-using-recording")]
    assert speech.timeline[1]["start"] == pytest.approx(length)


@pytest.mark.skipif(not HAS_LIBESPEAK, reason="libespeak-ng is not installed")
def test_a_long_line_starts_with_its_first_part_and_the_rest_follows_whole():
    import pygame

    long = "Carla plays a wild draw four and chooses blue. Bruno draws four cards and loses his turn."
    whole = speech_mod.LibEspeakNg().synthesize(long, "en", 50)
    with wave.open(io.BytesIO(whole)) as file:
        seconds = file.getnframes() / file.getframerate()
    speech = Speech("tts")
    events = []
    player = speech._backend._player
    real_play, real_follow = player.play, player.follow
    player.play = lambda clip: (events.append(("play", clip.get_length())), real_play(clip))
    player.follow = lambda clip: (events.append(("follow", clip.get_length())), real_follow(clip))
    try:
        speech.say(long, interrupt=True)
        assert [kind for kind, _ in events] == ["play", "follow"]
        assert 0.1 <= events[0][1] < 0.5                      # started after a tenth of a second was made
        assert sum(length for _, length in events) == pytest.approx(seconds, abs=0.01)   # nothing lost
        channel = pygame.mixer.Channel(voices.sound.SPEECH_CHANNEL)
        assert channel.get_queue() is not None
        speech.silence()                                       # the rest of the long line goes too
        assert channel.get_queue() is None and not channel.get_busy()
        assert speech.speaking() is False
    finally:
        speech.close()


def test_elsewhere_the_first_running_reader_accessible_output3_knows_is_used(monkeypatch):
    import accessible_output3

    class Closed:
        name = "JAWS"

        def is_active(self):
            return False

    class Running:
        name = "NVDA"

        def is_active(self):
            return True

        def speak(self, text, interrupt=False):
            pass

    class SpeechDispatcher(Running):
        """Never asked: speech-dispatcher is spoken to over its socket."""

    monkeypatch.setattr(sys, "platform", "win32")
    monkeypatch.setattr(accessible_output3, "get_output_classes", lambda: [SpeechDispatcher, Closed, Running])
    output, detail = readers.find_screen_reader()
    assert isinstance(output, Running) and not isinstance(output, SpeechDispatcher) and detail == "NVDA"
    monkeypatch.setattr(accessible_output3, "get_output_classes", lambda: [Closed])
    with pytest.raises(speech_mod.Unavailable) as missing:
        readers.find_screen_reader()
    assert missing.value.reason == "not-found"


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="speech-dispatcher is looked for on Linux only")
def test_a_speech_dispatcher_still_not_running_is_logged_once_not_at_each_look(caplog, monkeypatch):
    monkeypatch.setattr(readers, "_unreachable", [None], raising=False)
    caplog.set_level(logging.DEBUG, logger=readers.__name__)
    for _ in range(3):
        with pytest.raises(speech_mod.Unavailable):
            readers.find_screen_reader()
    said = [r for r in caplog.records if "not reachable" in r.getMessage()]
    assert [r.levelno for r in said] == [logging.INFO, logging.DEBUG, logging.DEBUG]
