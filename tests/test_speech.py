import os

# No sound card and no display on CI: SDL's dummy driver still opens a working mixer.
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import io
import json
import logging
import shutil
import struct
import sys
import threading
import time
import wave

import pytest

from uno_audio.output import sound as sound_mod
from uno_audio.output import speech as speech_mod
from uno_audio.output.speech import Engine, Speech, readers, voices
from uno_audio.output import ssip


@pytest.fixture(autouse=True)
def no_speech_dispatcher_of_this_machine(monkeypatch, tmp_path):
    """speech-dispatcher is installed here but nothing listens and it cannot be started,
    whatever the machine has; a test that wants one starts a stand-in."""
    monkeypatch.setenv("SPEECHD_ADDRESS", f"unix_socket:{tmp_path / 'no-speechd.sock'}")
    monkeypatch.setattr(ssip, "spawn", lambda address, timeout: 1)


def make_wav(seconds: float) -> bytes:
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as file:
        file.setnchannels(1)
        file.setsampwidth(2)
        file.setframerate(22050)
        file.writeframes(b"\0\0" * int(22050 * seconds))
    return buffer.getvalue()


class FakeEngine(Engine):
    """A synthesizer that takes `delay` seconds and returns `seconds` of silence, distinct per text."""

    name = "fake"

    def __init__(self, delay: float = 0.0, seconds: float = 0.02, long_texts: dict | None = None):
        self.delay = delay
        self.seconds = seconds
        self.long_texts = long_texts or {}
        self.calls: list[tuple[str, str, int]] = []
        self.started = threading.Event()
        self.by_audio: dict[bytes, str] = {}

    def synthesize(self, text: str, lang: str, rate: int) -> bytes:
        self.started.set()
        time.sleep(self.delay)
        self.calls.append((text, lang, rate))
        # A few extra frames per call keep every clip's bytes unique.
        data = make_wav(self.long_texts.get(text, self.seconds) + len(self.calls) / 22050)
        self.by_audio[data] = text
        return data


class SpyPlayer:
    """Wraps the real mixer player and notes which text each played clip came from."""

    def __init__(self, real, engine: FakeEngine):
        self.real = real
        self.engine = engine
        self.names: dict[int, str] = {}
        self.played: list[str] = []
        self.played_at: list[float] = []

    def load(self, data):
        clip = self.real.load(data)
        self.names[id(clip)] = self.engine.by_audio[data]
        return clip

    def play(self, clip):
        self.played.append(self.names[id(clip)])
        self.played_at.append(time.perf_counter())
        self.real.play(clip)

    def __getattr__(self, name):
        return getattr(self.real, name)


def fake_tts(engine: FakeEngine) -> tuple[Speech, SpyPlayer]:
    speech = Speech("tts", engine=engine)
    assert speech.name == "tts", speech.missing
    assert speech.detail == "fake"
    spy = SpyPlayer(speech._backend._player, engine)
    speech._backend._player = spy
    return speech, spy


def wait_idle(speech: Speech, limit: float = 5.0) -> None:
    deadline = time.monotonic() + limit
    while speech.busy():
        assert time.monotonic() < deadline, "speech never finished"
        time.sleep(0.01)


def wait_for(condition, limit: float = 2.0) -> None:
    deadline = time.monotonic() + limit
    while not condition():
        assert time.monotonic() < deadline, "timed out"
        time.sleep(0.005)


# ---------------------------------------------------------------- recording and text


def test_recording_keeps_order_and_interrupt_clears_pending():
    speech = Speech("recording")
    assert (speech.name, speech.detail, speech.missing) == ("recording", None, [])
    speech.say("one")
    speech.say("two")
    assert speech.pending == ["one", "two"]
    speech.say("three", interrupt=True)
    assert speech.pending == ["three"]
    speech.say("four")
    assert speech.recorded == [("one", False), ("two", False), ("three", True), ("four", False)]
    assert speech.lines == ["one", "two", "three", "four"]
    speech.silence()
    assert speech.pending == []
    assert speech.lines == ["one", "two", "three", "four"]
    assert speech.busy() is False


def test_empty_text_is_not_spoken_but_an_interrupting_one_silences():
    speech = Speech("recording")
    speech.say("one")
    speech.say("   ")
    assert speech.lines == ["one"] and speech.pending == ["one"]
    speech.say("", interrupt=True)
    assert speech.pending == [] and speech.lines == ["one"]


def test_text_backend_prints_each_line(capsys):
    speech = Speech("text")
    assert (speech.name, speech.detail, speech.missing) == ("text", None, [])
    speech.say("Red 7")
    speech.say("Your turn", interrupt=True)
    assert capsys.readouterr().out == "Red 7\nYour turn\n"
    assert speech.lines == ["Red 7", "Your turn"]
    assert speech.busy() is False


def test_unknown_backend_is_a_programming_error():
    with pytest.raises(ValueError):
        Speech("loudspeaker")


def test_say_never_raises(caplog):
    speech = Speech("recording")

    def broken(text, interrupt):
        raise RuntimeError("engine exploded")

    speech._backend.say = broken
    with caplog.at_level(logging.ERROR, logger="uno_audio.output.speech"):
        speech.say("hello")
    assert "speech failed" in caplog.text
    speech.set_rate(10)
    speech.silence()
    speech.close()


# ---------------------------------------------------------------- screen reader


def test_forced_screen_reader_without_one_falls_back_and_says_why(monkeypatch, dispatcher_not_running):
    import accessible_output3

    class Closed:
        """A screen reader that is installed but not running."""
        name = "NVDA"

        def is_active(self):
            return False

    monkeypatch.setattr(accessible_output3, "get_output_classes", lambda: [Closed])
    started = time.monotonic()
    speech = Speech("screen-reader", timeout=1.0)
    try:
        assert speech.missing[0] == ("screen-reader", "not-found")
        assert speech.name in {"tts", "text"}
        assert time.monotonic() - started < 3.0
    finally:
        speech.close()


def test_hanging_screen_reader_times_out(monkeypatch):
    release = threading.Event()

    def hang(*args):
        release.wait(10)
        raise speech_mod.Unavailable("not-found")

    def no_engine(timeout):
        raise speech_mod.Unavailable("no-engine")

    monkeypatch.setattr(readers, "find_screen_reader", hang)
    monkeypatch.setattr(voices, "make_engine", no_engine)
    started = time.monotonic()
    speech = Speech("auto", timeout=0.3)
    release.set()
    assert time.monotonic() - started < 1.5
    # Not "stopped answering": it is still looked for, and taken if it ever answers.
    assert speech.missing == [("screen-reader", "slow"), ("tts", "no-engine")]
    assert speech.problems == [("tts", "no-engine")]
    assert speech.name == "text"
    speech.close()


def test_active_screen_reader_speaks_and_brailles(monkeypatch):
    from accessible_output3.outputs.base import Output

    calls = []
    done = threading.Event()

    class FakeReader(Output):
        name = "NVDA"

        def __init__(self):
            pass

        def is_active(self):
            return True

        def speak(self, text, interrupt=False):
            calls.append(("speak", text, interrupt))

        def braille(self, text, **options):
            calls.append(("braille", text))

        def silence(self):
            calls.append(("silence",))
            done.set()

    monkeypatch.setattr(readers, "find_screen_reader", lambda *args: (FakeReader(), "NVDA"))
    speech = Speech("auto")
    try:
        assert (speech.name, speech.detail, speech.missing) == ("screen-reader", "NVDA", [])
        speech.say("Blue 5")
        speech.say("Draw two", interrupt=True)
        wait_for(lambda: ("braille", "Draw two") in calls)
        speaks = [call for call in calls if call[0] == "speak"]
        # The interrupt may drop "Blue 5" before it reached the reader; the rest keeps order and flag.
        assert speaks[-1] == ("speak", "Draw two", True)
        assert speaks in ([("speak", "Blue 5", False)] + speaks[-1:], speaks[-1:])
        speech.silence()
        assert done.wait(2)
        assert speech.busy() is False
    finally:
        speech.close()


def test_screen_reader_that_stops_answering_hands_over_unspoken_lines(monkeypatch, capsys):
    from accessible_output3.outputs.base import Output

    release = threading.Event()
    spoken = []

    class StuckAfterFirst(Output):
        name = "Linux Speech Dispatcher"

        def __init__(self):
            pass

        def is_active(self):
            return True

        def speak(self, text, interrupt=False):
            # Like speech-dispatcher without a sound card: the first line goes through, then it hangs.
            if spoken:
                release.wait(10)
            spoken.append(text)

        def silence(self):
            pass

    def no_engine(timeout):
        raise speech_mod.Unavailable("no-engine")

    monkeypatch.setattr(readers, "find_screen_reader", lambda *args: (StuckAfterFirst(), "speech-dispatcher"))
    monkeypatch.setattr(voices, "make_engine", no_engine)
    speech = Speech("auto", timeout=0.3)
    try:
        assert (speech.name, speech.detail) == ("screen-reader", "speech-dispatcher")
        speech.say("first")
        wait_for(lambda: spoken == ["first"])
        started = time.perf_counter()
        speech.say("second")
        speech.say("third")
        assert time.perf_counter() - started < 0.05
        wait_for(lambda: speech.name == "text")
        speech.say("fourth")
        assert capsys.readouterr().out == "second\nthird\nfourth\n"
        assert speech.missing == [("screen-reader", "not-responding"), ("tts", "no-engine")]
        assert speech.lines == ["first", "second", "third", "fourth"]
    finally:
        release.set()
        speech.close()


# ---------------------------------------------------------------- self-voicing tts


def test_tts_without_audio_device_falls_back(monkeypatch):
    monkeypatch.setattr(sound_mod, "open_mixer", lambda: False)
    speech = Speech("tts", engine=FakeEngine())
    assert speech.name == "text"
    assert speech.missing == [("tts", "no-audio-device")]


def test_tts_without_any_engine_falls_back(monkeypatch):
    monkeypatch.setattr(voices, "espeak_libraries", lambda: [])
    monkeypatch.setattr(voices.shutil, "which", lambda name: None)
    monkeypatch.setitem(sys.modules, "pyttsx3", None)
    speech = Speech("tts")
    assert speech.name == "text"
    assert speech.missing == [("tts", "no-engine")]


def test_say_returns_at_once_and_speaks_everything_in_order():
    engine = FakeEngine(delay=0.08)
    speech, spy = fake_tts(engine)
    try:
        texts = [f"line {n}" for n in range(6)]
        started = time.perf_counter()
        for text in texts:
            speech.say(text)
        assert time.perf_counter() - started < 0.05
        assert speech.busy()
        wait_idle(speech)
        assert [call[0] for call in engine.calls] == texts
        assert spy.played == texts
        assert speech.lines == texts
    finally:
        speech.close()


def test_interrupt_drops_queued_and_in_progress_speech():
    engine = FakeEngine(delay=0.1)
    speech, spy = fake_tts(engine)
    try:
        for text in ("a", "b", "c"):
            speech.say(text)
        assert engine.started.wait(2)
        speech.say("x", interrupt=True)
        wait_idle(speech)
        assert spy.played == ["x"]
        assert [call[0] for call in engine.calls] == ["a", "x"]
    finally:
        speech.close()


def test_interrupt_cuts_the_utterance_being_played():
    engine = FakeEngine(long_texts={"long": 2.0})
    speech, spy = fake_tts(engine)
    try:
        speech.say("long")
        wait_for(lambda: spy.played == ["long"])
        asked = time.perf_counter()
        speech.say("now", interrupt=True)
        wait_idle(speech)
        assert spy.played == ["long", "now"]
        assert spy.played_at[1] - asked < 0.5
    finally:
        speech.close()


def test_silence_stops_everything():
    engine = FakeEngine(long_texts={"long": 2.0})
    speech, spy = fake_tts(engine)
    try:
        speech.say("long")
        speech.say("after")
        wait_for(lambda: spy.played == ["long"])
        speech.silence()
        wait_idle(speech, limit=1.0)
        assert spy.played == ["long"]
    finally:
        speech.close()


def test_settings_reach_the_engine_and_the_channel():
    engine = FakeEngine()
    speech, spy = fake_tts(engine)
    try:
        speech.say("default")
        wait_idle(speech)
        speech.set_rate(90)
        speech.set_lang("pt-BR")
        speech.set_volume(50)
        speech.say("changed")
        wait_idle(speech)
        assert engine.calls[0][1:] == ("en", 50)
        assert engine.calls[1][1:] == ("pt-BR", 90)
        assert spy.real.volume == pytest.approx(sound_mod.volume_gain(50))
        speech.set_rate(250)
        assert speech.rate == 100
    finally:
        speech.close()


def test_rate_scale_maps_onto_words_per_minute():
    values = [speech_mod.rate_to_wpm(rate) for rate in range(0, 101, 10)]
    assert values == sorted(values) and len(set(values)) == len(values)
    assert speech_mod.rate_to_wpm(0) == 80
    assert speech_mod.rate_to_wpm(50) == 175
    assert speech_mod.rate_to_wpm(100) == 600


def test_streamed_wav_sizes_are_repaired():
    good = make_wav(0.1)
    index = good.find(b"data")
    broken = bytearray(good)
    struct.pack_into("<I", broken, 4, 0x7FFFF024)
    struct.pack_into("<I", broken, index + 4, 0x7FFFF000)
    with wave.open(io.BytesIO(voices._fix_wav_sizes(bytes(broken)))) as file:
        assert file.getnframes() == 2205
    assert voices._fix_wav_sizes(b"not a wav") == b"not a wav"


def test_espeak_voice_choice_from_its_listing():
    listing = (
        "Pty Language       Age/Gender VoiceName          File                 Other Languages\n"
        " 2  en-gb           --/M      English_(Great_Britain) gmw/en               (en 2)\n"
        " 2  en-us           --/M      English_(America)  gmw/en-US            (en 3)\n"
        " 5  es              --/M      Spanish_(Spain)    roa/es\n"
        " 5  pt              --/M      Portuguese_(Portugal) roa/pt               (pt-pt 5)\n"
        " 5  pt-br           --/M      Portuguese_(Brazil) roa/pt-BR            (pt 6)\n"
    )
    engine = speech_mod.EspeakNg.__new__(speech_mod.EspeakNg)
    engine.languages = speech_mod.EspeakNg._parse_languages(listing)
    assert engine.voice_for("en") == "en"
    assert engine.voice_for("pt-BR") == "pt-br"
    assert engine.voice_for("es_MX") == "es"
    assert engine.voice_for("xx") is None


STAND_IN = """#!{python}
# Answers as espeak-ng does: its voices, or a WAV on stdout with placeholder sizes.
import io, json, sys, wave
if sys.argv[1:] == ["--voices"]:
    print("Pty Language       Age/Gender VoiceName          File                 Other Languages")
    print(" 5  es              --/M      Spanish_(Spain)    roa/es")
    print(" 5  en              --/M      English            gmw/en")
    sys.exit()
text = sys.stdin.buffer.read().decode("utf-8")
with open(sys.argv[0] + ".said", "w", encoding="utf-8") as said:
    json.dump({{"argv": sys.argv[1:], "text": text}}, said)
out = io.BytesIO()
with wave.open(out, "wb") as file:
    file.setnchannels(1)
    file.setsampwidth(2)
    file.setframerate(22050)
    file.writeframes(bytes(2 * 22050))
data = bytearray(out.getvalue())
data[4:8] = data[40:44] = bytes([255] * 4)
sys.stdout.buffer.write(bytes(data))
"""


@pytest.mark.skipif(sys.platform == "win32", reason="a Python script run as a program by its #! line: POSIX only")
def test_espeak_ng_is_given_the_text_on_stdin_and_its_wav_is_mended(tmp_path):
    program = tmp_path / "espeak-ng"
    program.write_text(STAND_IN.format(python=sys.executable), encoding="utf-8")
    program.chmod(0o755)
    engine = speech_mod.EspeakNg(str(program), timeout=5)
    data = engine.synthesize("-4 cards. Rojo siete.", "es_ES", 80)
    said = json.loads((tmp_path / "espeak-ng.said").read_text(encoding="utf-8"))
    assert said["text"] == "-4 cards. Rojo siete."     # never read as an option
    assert said["argv"][said["argv"].index("-v") + 1] == "es"
    with wave.open(io.BytesIO(data)) as file:
        assert file.getnframes() == 22050 and file.getframerate() == 22050


# Real synthesis: CI installs espeak-ng (.ci/run); elsewhere it runs where espeak-ng is.
@pytest.mark.skipif(shutil.which("espeak-ng") is None, reason="espeak-ng is not installed")
def test_espeak_ng_produces_a_loadable_wav():
    engine = speech_mod.EspeakNg(shutil.which("espeak-ng"), timeout=5)
    data = engine.synthesize("-4 cards. Rojo siete.", "es", 80)
    with wave.open(io.BytesIO(data)) as file:
        seconds = file.getnframes() / file.getframerate()
    assert 0.3 < seconds < 5


class BrokenEngine(FakeEngine):
    """A synthesizer that started fine and then fails on every line."""

    def synthesize(self, text, lang, rate):
        self.calls.append((text, lang, rate))
        raise RuntimeError("no voice")


def test_synthesis_failing_line_after_line_falls_back_to_text_and_loses_no_line(capsys):
    engine = BrokenEngine()
    speech = Speech("tts", engine=engine)
    try:
        assert speech.name == "tts"
        for text in ("one", "two", "three", "four"):
            speech.say(text)
        deadline = time.monotonic() + 5
        while speech.name != "text" and time.monotonic() < deadline:
            time.sleep(0.01)
        assert speech.name == "text" and speech.missing == [("tts", "error")]
        speech.say("five")
        printed = capsys.readouterr().out.split()
        assert printed == ["one", "two", "three", "four", "five"]   # in order, none lost
        assert len(engine.calls) == voices.Tts.FAILURES
    finally:
        speech.close()
