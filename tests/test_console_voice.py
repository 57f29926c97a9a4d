"""The console's voice: printed text by default (for a terminal's screen reader), the start
says how to get a voice, and a voice chosen in Settings → Speech speaks there too."""

import os
import pathlib
import subprocess
import sys

import pytest

from uno_audio.i18n import Translator
from uno_audio.output.speech import voices
from uno_audio.settings import Settings, SettingsStore

ROOT = pathlib.Path(__file__).resolve().parents[1]
EN = Translator("en")


def console(home: pathlib.Path, keys: list[str], *args: str) -> list[str]:
    env = dict(os.environ, SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1",
               SPEECHD_ADDRESS=f"unix_socket:{home / 'no-speechd.sock'}")
    result = subprocess.run([sys.executable, "-m", "uno_audio", "--console", "--home", str(home), *args],
                            input="".join(key + "\n" for key in keys), capture_output=True, text=True,
                            timeout=120, env=env, cwd=ROOT)
    assert result.returncode == 0, result.stdout + result.stderr
    return result.stdout.splitlines()


@pytest.fixture
def home(tmp_path):
    SettingsStore(tmp_path).save(Settings(tutorial_seen=True))
    return tmp_path


def test_the_console_start_says_how_to_get_the_voice(home):
    lines = console(home, ["wait 1"], "--lang", "en")
    assert lines[:2] == [EN("welcome"), EN("speech-using-text-console")]
    assert "--speech tts" in lines[1] and "Settings" in lines[1]
    for lang in ("es", "pt-BR"):
        said = Translator(lang)("speech-using-text-console")
        assert "--speech tts" in said and Translator(lang)("menu-settings") in said


@pytest.mark.skipif(not voices.espeak_libraries(), reason="no libespeak-ng")
def test_a_voice_chosen_in_settings_speaks_in_the_console_too(home):
    # Settings, Speech, Right twice: automatic -> screen reader -> built-in voice.
    lines = console(home, ["down", "enter", "down", "right", "right"], "--lang", "en")
    assert lines[-1] == "Speech: built-in voice"
    assert SettingsStore(home).load().speech == "tts"
    # The next console start speaks with it (each wait lets the voice end a line: the
    # script's time is virtual, the voice's is not).
    lines = console(home, ["wait 40", "wait 40"], "--lang", "en")
    assert lines[:2] == [EN("welcome"), EN("speech-using-tts-named", engine="espeak-ng")]
    log = (home / "uno-audio.log").read_text(encoding="utf-8")
    assert "no voice" not in log


def test_the_command_line_voice_wins_over_the_settings(home):
    SettingsStore(home).save(Settings(tutorial_seen=True, speech="tts"))
    lines = console(home, ["wait 1"], "--lang", "en", "--speech", "text")
    assert lines[:2] == [EN("welcome"), EN("speech-using-text")]
