"""Build the standalone game: a folder that runs with no Python installed, zipped.

Run: python tools/build_app.py [--dist DIR] [--no-zip]

It needs the game's dependencies and PyInstaller in the Python that runs it
(`python -m pip install ".[build]"`). The result is DIR/uno-audio/ (default
DIR is dist/) with the program `uno-audio` (`uno-audio.exe` on Windows) and
everything it reads: the words of every language, the sound cues and, on
Windows, the screen-reader libraries of accessible-output3; and beside it
DIR/uno-audio-VERSION-SYSTEM.zip, the folder zipped for players to unpack.
PyInstaller builds for the system it runs on, so build on each system.
"""

from __future__ import annotations

import argparse
import os
import pathlib
import platform
import shutil
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parent.parent
NAME = "uno-audio"

# Started by PyInstaller's program; freeze_support lets `uno-audio simulate` start its
# worker processes from the frozen program on Windows.
LAUNCHER = """\
import multiprocessing
import sys

from uno_audio.cli import main

if __name__ == "__main__":
    multiprocessing.freeze_support()
    sys.exit(main())
"""


def data_arguments() -> list[str]:
    """Where each data folder goes inside the build: where importlib.resources looks
    for the package's data (uno_audio/locales/<lang>, uno_audio/sounds)."""
    args = []
    for folder in sorted(p for p in (ROOT / "locales").iterdir() if p.is_dir()):
        args += ["--add-data", f"{folder}{os.pathsep}uno_audio/locales/{folder.name}"]
    args += ["--add-data", f"{ROOT / 'sounds'}{os.pathsep}uno_audio/sounds"]
    if sys.platform == "win32":
        # accessible-output3 looks for its NVDA, JAWS, ... libraries in accessible_output3/lib.
        import accessible_output3
        library = pathlib.Path(accessible_output3.__file__).parent / "lib"
        for dll in sorted(library.glob("*.dll")):
            args += ["--add-data", f"{dll}{os.pathsep}accessible_output3/lib"]
    return args


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description="Build the standalone game with PyInstaller.")
    parser.add_argument("--dist", default=str(ROOT / "dist"), help="folder for the program and its zip")
    parser.add_argument("--no-zip", action="store_true", help="leave the folder unzipped only")
    args = parser.parse_args(argv)
    try:
        import PyInstaller.__main__
    except ImportError:
        print("PyInstaller is not installed: python -m pip install pyinstaller", file=sys.stderr)
        return 2
    dist = pathlib.Path(args.dist).resolve()
    # PyInstaller lists a package's submodules with this process's path: the checkout's first.
    sys.path.insert(0, str(ROOT))
    with tempfile.TemporaryDirectory(prefix="uno-audio-build-") as work:
        work = pathlib.Path(work)
        launcher = work / "uno_audio_main.py"
        launcher.write_text(LAUNCHER, encoding="utf-8")
        PyInstaller.__main__.run([
            str(launcher), "--name", NAME, "--onedir", "--noconfirm", "--log-level", "WARN",
            "--distpath", str(dist), "--workpath", str(work / "build"), "--specpath", str(work),
            "--paths", str(ROOT),
            # Imported by name at run time, so the analysis cannot see them.
            "--collect-submodules", "uno_audio", "--collect-submodules", "accessible_output3",
            "--collect-submodules", "pyttsx3",
            "--exclude-module", "tkinter", "--exclude-module", "pytest", "--exclude-module", "hypothesis",
            *data_arguments(),
        ])
    folder = dist / NAME
    trim_babel(folder)
    print(f"built {folder}")
    if not args.no_zip:
        system = f"{platform.system().lower()}-{platform.machine().lower()}"
        archive = shutil.make_archive(str(dist / f"{NAME}-{project_version()}-{system}"), "zip",
                                      root_dir=dist, base_dir=NAME)
        print(f"zipped {archive}")
    return 0


def trim_babel(folder: pathlib.Path) -> None:
    """Keep Babel's locale data (plural rules, number formats) only for the languages
    the game speaks: the other thousand locales are a third of the build."""
    languages = {p.name.split("-")[0] for p in (ROOT / "locales").iterdir() if p.is_dir()}
    for data in folder.rglob("babel/locale-data/*.dat"):
        language = data.stem.split("_")[0]
        if language != "root" and language not in languages:
            data.unlink()


def project_version() -> str:
    for line in (ROOT / "pyproject.toml").read_text(encoding="utf-8").splitlines():
        if line.startswith("version"):
            return line.split("=", 1)[1].strip().strip('"')
    return "0"


if __name__ == "__main__":
    sys.exit(main())
