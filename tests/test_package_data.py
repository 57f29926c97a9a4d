"""The words and sounds are package data: found through importlib.resources wherever
the package is, read from a zip as well as from files on disk, and every `.ftl` file
of a language's folder is loaded. (tests/test_install.py installs the real wheel.)"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pathlib  # noqa: E402
import shutil  # noqa: E402
import zipfile  # noqa: E402

import pytest  # noqa: E402

from uno_audio import paths  # noqa: E402
from uno_audio.console import VirtualClock  # noqa: E402
from uno_audio.i18n import LANGUAGES, Translator, locales_dir  # noqa: E402
from uno_audio.output.sound import CUES, Sounds  # noqa: E402
from uno_audio.output.speech import Speech  # noqa: E402
from uno_audio.saves import SaveStore  # noqa: E402
from uno_audio.settings import Settings  # noqa: E402
from uno_audio.stats import Stats  # noqa: E402
from uno_audio.ui.controller import Controller  # noqa: E402

from player import press, said  # noqa: E402

ROOT = pathlib.Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def packed(tmp_path_factory):
    """The data laid out as the wheel lays it, inside a zip: uno_audio/locales, uno_audio/sounds."""
    archive = tmp_path_factory.mktemp("zip") / "game.zip"
    with zipfile.ZipFile(archive, "w") as out:
        for name in ("locales", "sounds"):
            for path in sorted((ROOT / name).rglob("*")):
                if path.is_file():
                    out.write(path, f"uno_audio/{name}/{path.relative_to(ROOT / name).as_posix()}")
    with zipfile.ZipFile(archive) as opened:
        yield zipfile.Path(opened, "uno_audio/")


def test_a_source_checkout_reads_its_top_level_folders():
    assert locales_dir() == ROOT / "locales"
    assert paths.sounds_dir() == ROOT / "sounds"


def test_package_data_is_preferred_to_the_checkout(tmp_path, monkeypatch):
    package = tmp_path / "uno_audio"
    (package / "locales" / "en").mkdir(parents=True)
    (package / "sounds").mkdir()
    monkeypatch.setattr(paths.importlib.resources, "files", lambda name: package)
    assert locales_dir() == package / "locales"
    assert paths.sounds_dir() == package / "sounds"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_message_reads_the_same_from_a_zip(packed, lang):
    from_files, from_zip = Translator(lang), Translator(lang, directory=packed / "locales")
    assert from_zip.errors == [] and from_zip.ids() == from_files.ids()
    for msg_id in sorted(from_files.ids()):
        assert from_zip(msg_id) == from_files(msg_id)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_game_speaks_its_words_from_a_zip(packed, tmp_path, lang):
    clock = VirtualClock()
    app = Controller(speech=Speech("recording"), settings=Settings(language=lang), clock=clock,
                     saves=SaveStore(tmp_path), stats=Stats(tmp_path), locales=packed / "locales")
    app.start()
    press(app, clock, "f1")
    words = Translator(lang)
    assert said(app)[0] == words("welcome")
    assert words("menu-main") in said(app)
    assert not any(line in ("welcome", "menu-main") for line in said(app))
    assert app.tr.missing == [] and app.tr.errors == []


def test_every_cue_loads_from_a_zip(packed):
    sounds = Sounds(packed / "sounds")
    assert sounds.available, "the dummy audio driver should open"
    assert sounds.missing == []
    assert set(CUES) <= set(sounds._sounds)
    assert len(sounds._plays) == 4


def test_a_new_ftl_file_in_a_language_folder_is_loaded(tmp_path):
    folder = tmp_path / "locales"
    shutil.copytree(locales_dir(), folder)
    for lang, words in (("en", "Extra"), ("es", "Adicional"), ("pt-BR", "Adicional")):
        (folder / lang / "zz-area.ftl").write_text(f"area-extra = {words}\n", encoding="utf-8")
    assert Translator("es", directory=folder)("area-extra") == "Adicional"
    assert Translator("en", directory=folder)("area-extra") == "Extra"


def test_a_console_script_loads_its_sounds_muted_and_says_a_missing_one(tmp_path, monkeypatch):
    from uno_audio import cli
    from uno_audio.settings import SettingsStore
    app = cli.build_app(Settings(language="es"), SettingsStore(tmp_path), speech_backend="recording",
                        clock=VirtualClock(), sound=False)
    assert app.sounds.muted and app.sounds.missing == [] and set(CUES) <= set(app.sounds._sounds)
    folder = tmp_path / "sounds"
    shutil.copytree(paths.sounds_dir(), folder)
    (folder / "uno.wav").unlink()
    monkeypatch.setattr(paths, "sounds_dir", lambda: folder)
    app = cli.build_app(Settings(language="es"), SettingsStore(tmp_path), speech_backend="recording",
                        clock=VirtualClock(), sound=False)
    app.start()
    assert app.sounds.missing == ["uno"]
    assert Translator("es")("sound-files-missing", count=1) in said(app)


def test_the_standalone_build_takes_every_language_the_sounds_and_on_windows_the_reader_libraries(monkeypatch):
    import importlib.util
    spec = importlib.util.spec_from_file_location("build_app", ROOT / "tools" / "build_app.py")
    build_app = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(build_app)
    monkeypatch.setattr(build_app, "WINDOWS", False)
    wanted = {f"uno_audio/locales/{lang}" for lang in LANGUAGES} | {"uno_audio/sounds"}
    assert {dest for _, dest in build_app.data_files()} == wanted
    pytest.importorskip("accessible_output3")
    monkeypatch.setattr(build_app, "WINDOWS", True)
    libraries = [src for src, dest in build_app.data_files() if dest == "accessible_output3/lib"]
    names = {pathlib.Path(src).name for src in libraries}
    assert {"nvdaControllerClient64.dll", "nvdaControllerClient32.dll", "SAAPI32.dll"} <= names
