import os

# No sound card on CI: SDL's dummy driver still opens a working mixer.
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import importlib.util
import math
import pathlib
import shutil
import struct
import wave

import pytest

from uno_audio.output import sound as sound_mod
from uno_audio.output.sound import CUES, Sounds

ROOT = pathlib.Path(__file__).resolve().parents[1]
SOUNDS = ROOT / "sounds"


def read_wav(path: pathlib.Path):
    with wave.open(str(path)) as file:
        params = file.getparams()
        frames = file.readframes(params.nframes)
    samples = struct.unpack(f"<{params.nframes}h", frames)
    return params, samples


@pytest.mark.parametrize("cue", CUES)
def test_every_cue_is_a_sensible_wav(cue):
    params, samples = read_wav(SOUNDS / f"{cue}.wav")
    assert params.nchannels == 1
    assert params.sampwidth == 2
    assert params.framerate in (22050, 44100)
    seconds = params.nframes / params.framerate
    assert 0.02 <= seconds <= 2.5
    if cue in ("playable", "unplayable", "menu_move"):
        assert seconds < 0.08
    peak = max(abs(value) for value in samples) / 32767
    assert 0.05 < peak < 0.999
    # Ends at silence, so no click when the sound starts or stops.
    assert abs(samples[0]) < 300 and abs(samples[-1]) < 300


def test_sound_folder_is_small_and_credited():
    total = sum(path.stat().st_size for path in SOUNDS.glob("*.wav"))
    assert total < 2 * 1024 * 1024
    credits = (SOUNDS / "CREDITS.md").read_text(encoding="utf-8")
    assert "tools/make_sounds.py" in credits and "MIT" in credits


def test_generator_covers_every_cue_and_the_pitch_variants():
    spec = importlib.util.spec_from_file_location("make_sounds", ROOT / "tools" / "make_sounds.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    assert set(CUES) <= set(module.RECIPES)
    for name in module.RECIPES:
        assert (SOUNDS / f"{name}.wav").is_file(), name


def test_all_cues_load_and_play():
    sounds = Sounds(SOUNDS)
    assert sounds.available
    assert sounds.missing == []
    for cue in CUES + ("play",):
        sounds.play(cue, pan=0.5)


def test_play_varies_between_variants():
    sounds = Sounds(SOUNDS)
    chosen = [sounds._resolve("play", 0) for _ in range(40)]
    assert set(chosen) <= {"play1", "play2", "play3", "play4"}
    assert len(set(chosen)) >= 3
    assert all(a != b for a, b in zip(chosen, chosen[1:]))


def test_pitch_step_picks_the_nearest_higher_variant():
    sounds = Sounds(SOUNDS)
    assert sounds._resolve("draw_two", 0) == "draw_two"
    assert sounds._resolve("draw_two", 2) == "draw_two_up2"
    assert sounds._resolve("draw_two", 9) == "draw_two_up3"
    assert sounds._resolve("skip", 3) == "skip"


def test_missing_and_broken_cues_are_recorded_not_fatal(tmp_path, caplog):
    for cue in CUES:
        if cue != "draw":
            shutil.copy(SOUNDS / f"{cue}.wav", tmp_path / f"{cue}.wav")
    (tmp_path / "wild.wav").write_bytes(b"RIFF this is not audio")
    sounds = Sounds(tmp_path)
    assert sounds.available
    assert sorted(sounds.missing) == ["draw", "wild"]
    assert "draw" in caplog.text
    sounds.play("draw")
    sounds.play("wild", pan=-1)
    sounds.play("no-such-cue")


def test_without_a_mixer_everything_is_a_quiet_no_op(monkeypatch, tmp_path):
    monkeypatch.setattr(sound_mod, "open_mixer", lambda: False)
    shutil.copy(SOUNDS / "draw.wav", tmp_path / "draw.wav")
    sounds = Sounds(tmp_path)
    assert sounds.available is False
    assert "draw" not in sounds.missing and "skip" in sounds.missing
    sounds.play("draw")
    sounds.set_volume(10)
    sounds.set_muted(True)


def test_pan_for_seat_goes_left_to_right_around_the_table():
    assert Sounds.pan_for_seat(2, 2, 4) == 0.0
    assert Sounds.pan_for_seat(0, 0, 1) == 0.0
    for players in range(2, 11):
        for me in range(players):
            clockwise = [(me + offset) % players for offset in range(1, players)]
            pans = [Sounds.pan_for_seat(seat, me, players) for seat in clockwise]
            if players > 2:
                assert pans[0] == -1.0 and pans[-1] == 1.0
            assert all(a < b for a, b in zip(pans, pans[1:]))
            assert all(-1.0 <= pan <= 1.0 for pan in pans)


def test_no_seat_sounds_where_you_are_not_even_the_one_opposite():
    for players in range(2, 11):
        pans = [Sounds.pan_for_seat(seat, 0, players) for seat in range(1, players)]
        assert all(abs(pan) >= sound_mod.PAN_GAP for pan in pans), players
        assert len(set(pans)) == len(pans)
    assert Sounds.pan_for_seat(2, 0, 4) != 0.0       # across the table from you
    assert Sounds.pan_for_seat(1, 0, 2) != 0.0       # your only opponent


def test_pan_width_narrows_every_seat_and_zero_is_mono(monkeypatch):
    sounds = Sounds(SOUNDS, volume=100, pan_width=0)
    levels = []
    monkeypatch.setattr(sounds, "_start", lambda sound, left, right: levels.append((left, right)))
    for players in (2, 4, 7):
        for seat in range(players):
            sounds.play("skip", pan=Sounds.pan_for_seat(seat, 0, players))
    assert levels and all(left == pytest.approx(right) for left, right in levels)
    sounds.set_pan_width(100)
    levels.clear()
    sounds.play("skip", pan=-1)
    assert levels[-1][1] == pytest.approx(0, abs=1e-9)
    sounds.set_pan_width(70)
    for players in (3, 4, 10):
        levels.clear()
        for seat in range(1, players):
            sounds.play("skip", pan=Sounds.pan_for_seat(seat, 0, players))
        sides = [right - left for left, right in levels]
        assert all(abs(side) > 0.1 for side in sides)          # none in the middle
        assert len({round(side, 6) for side in sides}) == len(sides)
        assert max(abs(side) for side in sides) < 1             # not fully in one ear


def test_the_pan_width_setting_reaches_the_sounds(tmp_path):
    from player import make_app, press, said
    app, clock = make_app(tmp_path)
    app.sounds = Sounds(SOUNDS, pan_width=app.settings.pan_width)
    assert app.sounds.pan_width == 70
    app.start()
    press(app, clock, "s", "enter", "s")      # Settings; type-ahead to Sound width
    while not said(app)[-1].startswith("Sound width"):
        press(app, clock, "s")
    assert said(app)[-1].startswith("Sound width: 70")
    press(app, clock, "left")
    assert said(app)[-1] == "Sound width: 60"
    assert app.sounds.pan_width == 60 and app.settings.pan_width == 60


def test_volume_pan_and_mute_reach_the_channel(monkeypatch):
    sounds = Sounds(SOUNDS, volume=100)
    levels = []
    monkeypatch.setattr(sounds, "_start", lambda sound, left, right: levels.append((left, right)))

    sounds.play("skip", pan=-1)
    sounds.play("skip", pan=0)
    sounds.play("skip", pan=1)
    (l_left, r_left), (l_mid, r_mid), (l_right, r_right) = levels
    assert l_left == pytest.approx(1) and r_left == pytest.approx(0, abs=1e-9)
    assert l_mid == pytest.approx(r_mid) == pytest.approx(math.sqrt(0.5))
    assert l_right == pytest.approx(0, abs=1e-9) and r_right == pytest.approx(1)
    for left, right in levels:
        assert left ** 2 + right ** 2 == pytest.approx(1)

    sounds.set_volume(50)
    sounds.play("skip", pan=0)
    assert levels[-1][0] == pytest.approx(math.sqrt(0.5) * sound_mod.volume_gain(50))
    assert levels[-1][0] < l_mid

    sounds.set_muted(True)
    sounds.play("skip")
    assert len(levels) == 4
    sounds.set_muted(False)
    sounds.play("skip")
    assert len(levels) == 5


def test_cues_never_take_the_speech_channel():
    import pygame

    sounds = Sounds(SOUNDS)
    pygame.mixer.stop()
    speech_channel = pygame.mixer.Channel(sound_mod.SPEECH_CHANNEL)
    for _ in range(pygame.mixer.get_num_channels() + 4):
        sounds.play("shuffle")
    assert not speech_channel.get_busy()
    assert pygame.mixer.Channel(sound_mod.RESERVED_CHANNELS).get_busy()
    sounds.set_muted(True)
    assert not any(
        pygame.mixer.Channel(index).get_busy() for index in range(pygame.mixer.get_num_channels())
    )


def test_the_game_starts_with_the_remembered_pan_width(tmp_path):
    from uno_audio import cli
    from uno_audio.settings import Settings, SettingsStore
    store = SettingsStore(tmp_path)
    store.save(Settings(pan_width=30))
    app = cli.build_app(store.load(), store, speech_backend="recording")
    assert app.sounds.pan_width == 30
