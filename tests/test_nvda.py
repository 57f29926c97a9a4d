"""NVDA through its controller client: NVDA 2024.1 and later report when a line has been
spoken, and the game's clock of what was heard uses that report; older NVDA (and JAWS)
keep the estimate. A stand-in client library plays NVDA here."""

import os

os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import re
import threading
import time

import pytest

from uno_audio.output.speech import nvda as nvda_mod
from uno_audio.output import speech as speech_mod
from uno_audio.output import ssip
from uno_audio.output.speech import Speech, readers, voices
from uno_audio.settings import Settings, SettingsStore
from uno_audio.ui.controller import Controller


@pytest.fixture(autouse=True)
def no_speech_dispatcher_of_this_machine(monkeypatch, tmp_path):
    monkeypatch.setenv("SPEECHD_ADDRESS", f"unix_socket:{tmp_path / 'no-speechd.sock'}")
    monkeypatch.setattr(ssip, "spawn", lambda address, timeout: 1)


def wait_for(condition, limit: float = 5.0) -> None:
    deadline = time.monotonic() + limit
    while not condition():
        assert time.monotonic() < deadline, "timed out"
        time.sleep(0.005)


class Client:
    """NVDA's controller client library as NVDA answers it. `version` 2024 speaks SSML: the
    call returns when the line has been spoken (`seconds` after it began, or at once when
    cancelled) and the mark callback is called at each mark; 2023 answers speakSsml with
    RPC_S_UNKNOWN_IF; "old" is the client before 2024.1, which has no speakSsml at all."""

    def __init__(self, version="2024", running=True, seconds=0.2):
        self.running = running
        self.seconds = seconds
        self.calls: list[tuple] = []
        self.marks: list[str] = []
        self.spoken: list[dict] = []
        self.callback = None
        self.hang = threading.Event()   # set: the call never returns (NVDA stuck)
        self._cancel = threading.Event()
        self.version = version

    def __getattr__(self, name):
        raise AttributeError(name)      # a function the library does not export

    def nvdaController_testIfRunning(self):
        return 0 if self.running else nvda_mod.RPC_NOT_RUNNING

    def nvdaController_speakText(self, text):
        self.calls.append(("speakText", text))
        return 0

    def nvdaController_brailleMessage(self, text):
        self.calls.append(("brailleMessage", text))
        return 0

    def nvdaController_cancelSpeech(self):
        self.calls.append(("cancelSpeech",))
        self._cancel.set()
        return 0

    def nvdaController_setOnSsmlMarkReachedCallback(self, callback):
        self.callback = callback
        return 0

    def nvdaController_speakSsml(self, ssml, symbol_level, priority, asynchronous):
        if self.version == "2023":
            return nvda_mod.RPC_UNKNOWN_IF
        self.calls.append(("speakSsml", ssml, symbol_level, priority, asynchronous))
        self._cancel.clear()
        began = time.monotonic()
        for mark in re.findall(r'<mark name="([^"]+)"/>', ssml):
            self.marks.append(mark)
            if self.callback is not None:
                self.callback(mark)
        if self.hang.is_set():
            threading.Event().wait(30)
        cut = self._cancel.wait(self.seconds)
        self.spoken.append({"ssml": ssml, "began": began, "ended": time.monotonic(), "cut": cut})
        return 0


class OldClient(Client):
    """The client library before NVDA 2024.1: four functions, no speakSsml."""

    @property
    def nvdaController_speakSsml(self):
        raise AttributeError("nvdaController_speakSsml")

    @property
    def nvdaController_setOnSsmlMarkReachedCallback(self):
        raise AttributeError("nvdaController_setOnSsmlMarkReachedCallback")


def with_nvda(monkeypatch, client, **kwargs) -> Speech:
    monkeypatch.setattr(readers, "find_screen_reader",
                        lambda *args: (nvda_mod.Nvda(client, "en", 50), "NVDA"))
    speech = Speech("auto", **kwargs)
    assert (speech.name, speech.detail) == ("screen-reader", "NVDA")
    return speech


def test_nvda_2024_is_given_ssml_and_tells_when_the_line_has_been_spoken(monkeypatch):
    client = Client(seconds=0.3)
    speech = with_nvda(monkeypatch, client)
    try:
        speech.say("Red 5 & <Draw Two>")
        wait_for(lambda: client.spoken or len(client.marks))
        assert speech.speaking() is True
        wait_for(lambda: client.spoken)
        wait_for(lambda: speech.speaking() is False, limit=1)
        call = next(call for call in client.calls if call[0] == "speakSsml")
        assert call == ("speakSsml", '<speak><mark name="s1"/>Red 5 &amp; &lt;Draw Two&gt;</speak>', -1, 0, 0)
        assert client.marks == ["s1"]
        assert ("brailleMessage", "Red 5 & <Draw Two>") in client.calls
    finally:
        speech.close()


def test_the_heard_clock_uses_nvda_s_report_not_the_estimate(monkeypatch, tmp_path):
    # A long line that NVDA, at the player's own speed, speaks in 0.3 s.
    client = Client(seconds=0.3)
    speech = with_nvda(monkeypatch, client)
    app = Controller(speech=speech, settings=Settings(), store=SettingsStore(tmp_path))
    try:
        line = "Ana plays a wild draw four and chooses blue; Bruno draws four cards and is skipped."
        assert speech.estimate(line) > 3
        app.say(line, kind="game")
        app.update()
        assert app.heard_at() is None
        wait_for(lambda: app.update() or app.heard_at() is not None)
        heard = app.heard_at()
        ended = client.spoken[-1]["ended"]
        assert abs(heard - ended) < 0.1         # when NVDA said it ended, not 3 s later
    finally:
        speech.close()


def test_a_key_s_answer_cancels_what_nvda_is_saying(monkeypatch):
    client = Client(seconds=5)
    speech = with_nvda(monkeypatch, client)
    try:
        speech.say("A long line about the table")
        wait_for(lambda: client.marks == ["s1"])
        client.seconds = 0.05
        speech.say("Red 5", interrupt=True)
        wait_for(lambda: len(client.spoken) == 2)
        assert client.spoken[0]["cut"] and "Red 5" in client.spoken[1]["ssml"]
        assert client.spoken[0]["ended"] - client.spoken[0]["began"] < 2
        wait_for(lambda: speech.speaking() is False, limit=1)
    finally:
        speech.close()


@pytest.mark.parametrize("version", ["old", "2023"])
def test_older_nvda_gets_plain_text_and_keeps_the_estimate(monkeypatch, version):
    client = OldClient() if version == "old" else Client(version=version)
    speech = with_nvda(monkeypatch, client)
    try:
        speech.say("Red 5")
        wait_for(lambda: ("speakText", "Red 5") in client.calls)
        assert speech.speaking() is None       # the scheduler then times the line by estimate
        assert speech.estimate("Red 5") > 0
    finally:
        speech.close()


def test_nvda_that_is_not_running_is_not_taken():
    with pytest.raises(speech_mod.Unavailable) as error:
        nvda_mod.Nvda(Client(running=False))
    assert error.value.reason == "not-found"


def test_nvda_stuck_on_a_line_is_left_and_the_line_said_by_the_next_voice(monkeypatch, capsys):
    monkeypatch.setattr(nvda_mod.Nvda, "SLACK", 0.3)
    monkeypatch.setattr(voices, "make_engine", lambda timeout: (_ for _ in ()).throw(
        speech_mod.Unavailable("no-engine")))
    client = Client()
    client.hang.set()
    speech = with_nvda(monkeypatch, client, timeout=0.5)
    try:
        speech.say("Red 5")
        wait_for(lambda: speech.name == "text", limit=8)
        wait_for(lambda: "Red 5" in capsys.readouterr().out)
        assert speech.missing[0] == ("screen-reader", "not-responding")
    finally:
        speech.close()


def test_the_current_client_library_is_used_before_the_older_one(monkeypatch, tmp_path):
    import importlib.util

    places = {}
    for package, folder in (("speechlight", "speech_libs"), ("accessible_output3", "lib")):
        place = tmp_path / package
        (place / folder).mkdir(parents=True)
        (place / folder / "nvdaControllerClient64.dll").write_bytes(b"MZ")
        places[package] = str(place)
    real = importlib.util.find_spec

    def find_spec(name, *args):
        if name in places:
            return type("Spec", (), {"submodule_search_locations": [places[name]]})()
        return real(name, *args)

    monkeypatch.setattr(importlib.util, "find_spec", find_spec)
    monkeypatch.setattr(nvda_mod.struct, "calcsize", lambda fmt: 8)
    found = nvda_mod._nvda_libraries()
    assert [pathlib_parts(path) for path in found] == [("speechlight", "speech_libs"), ("accessible_output3", "lib")]


def pathlib_parts(path: str) -> tuple[str, str]:
    parts = path.replace("\\", "/").split("/")
    return parts[-3], parts[-2]


def test_the_speech_threads_start_without_importing_pywin32_or_comtypes(monkeypatch):
    # On Windows each speech thread initialises COM for JAWS and SAPI. Importing pywin32's
    # pythoncom or comtypes for it took seconds at a start under load, before NVDA, which
    # needs neither, could be looked for; ole32 is asked directly instead.
    import importlib.abc
    import platform
    import sys
    from uno_audio.output.speech import worker as worker_mod

    asked = []

    class Recorder(importlib.abc.MetaPathFinder):
        def find_spec(self, name, path=None, target=None):
            if name.split(".")[0] in ("pythoncom", "comtypes", "pywintypes", "win32com"):
                asked.append(name)
            return None

    monkeypatch.setattr(sys, "meta_path", [Recorder(), *sys.meta_path])
    for name in ("pythoncom", "comtypes"):
        monkeypatch.delitem(sys.modules, name, raising=False)
    monkeypatch.setattr(sys, "platform", "win32")
    monkeypatch.setattr(platform, "system", lambda: "Windows")
    handled = []
    worker = worker_mod.Worker("speech-test", handled.append)
    worker.start()
    worker.submit("line")
    wait_for(lambda: handled == ["line"])
    worker.close()
    assert asked == []
