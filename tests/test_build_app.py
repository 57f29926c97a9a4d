"""tools/build_app.py's own parts, without PyInstaller: the zip keeps symbolic links and modes
as a player's unzip restores them, and the check fails a program that prints the game's words
but is not heard saying them (the whole build runs with `pytest -m install`)."""

from __future__ import annotations

import array
import os
import pathlib
import stat
import sys
import zipfile

import pytest

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / "tools"))
import build_app  # noqa: E402

POSIX = pytest.mark.skipif(sys.platform == "win32", reason="symbolic links and #! scripts: POSIX only")


@POSIX
def test_the_zip_keeps_links_as_links_and_modes(tmp_path):
    top = tmp_path / "built" / "uno-audio"
    (top / "_internal" / "libs").mkdir(parents=True)
    (top / "_internal" / "libs" / "libx.so.1.2").write_bytes(b"\x7fELF" + bytes(4096))
    (top / "_internal" / "libx.so.1").symlink_to("libs/libx.so.1.2")
    (top / "_internal" / "linked").symlink_to("libs", target_is_directory=True)
    (top / "uno-audio").write_text("#!/bin/sh\n", encoding="utf-8")
    (top / "uno-audio").chmod(0o755)
    archive = tmp_path / "out.zip"
    build_app.zip_folder(top, archive)
    with zipfile.ZipFile(archive) as source:
        sizes = {info.filename: info.file_size for info in source.infolist()}
    assert sizes["uno-audio/_internal/libx.so.1"] == len("libs/libx.so.1.2")     # a link, not a copy
    assert "uno-audio/_internal/linked/libx.so.1.2" not in sizes                 # not followed
    build_app.unzip(archive, tmp_path / "player")
    player = tmp_path / "player" / "uno-audio"
    assert os.readlink(player / "_internal" / "libx.so.1") == "libs/libx.so.1.2"
    assert (player / "_internal" / "linked").is_symlink()
    assert (player / "_internal" / "libx.so.1").read_bytes()[:4] == b"\x7fELF"
    assert os.access(player / "uno-audio", os.X_OK)


def test_seconds_heard_counts_tenths_with_sound(tmp_path):
    silence, tone = [0] * 8820, [2000, -2000] * 4410      # a tenth of a second each, stereo
    samples = array.array("h", silence * 5 + tone * 12 + silence * 3)
    raw = tmp_path / "heard.raw"
    raw.write_bytes(samples.tobytes())
    assert build_app.seconds_heard(raw) == pytest.approx(1.2)
    assert build_app.seconds_heard(tmp_path / "none.raw") == 0.0


@POSIX
def test_the_check_fails_a_program_that_prints_the_words_but_is_never_heard(tmp_path):
    """The game's real lines, printed, with the built-in voice named: but no sound at all."""
    from uno_audio.i18n import Translator
    top = tmp_path / "built" / "uno-audio"
    top.mkdir(parents=True)
    words = Translator("en")
    lines = [words("welcome"), words("speech-using-tts-named", engine="espeak-ng"), words("menu-main"),
             words("round-start", round=1)]
    script = top / "uno-audio"
    script.write_text(f"#!{sys.executable}\nimport sys\nprint({chr(10).join(lines)!r}, flush=True)\n"
                      "sys.stdin.read()\n", encoding="utf-8")
    script.chmod(0o755)
    archive = tmp_path / "silent.zip"
    build_app.zip_folder(top, archive)
    failures = build_app.check(archive, languages=["en"], gap=0.05)
    assert any("of voice heard" in failure for failure in failures), failures
    assert any("built-in voice did not start" in failure for failure in failures), failures
