"""Build the standalone game for the system this runs on, check that it speaks, and zip it.

Run: python tools/build_app.py [--dist DIR] [--here] [--no-check] [--no-minimal]

The build has a virtual environment of its own, made new in DIR (default dist/) with the
game's dependencies and PyInstaller from the package index: the packages of the Python that
runs this script never go in, and no library of the build machine does unless a wheel or the
Python itself brings it. `--here` builds in the running Python as it is, for a Python made
for the build alone (the Wine check's Windows Python).

It makes, in DIR:
- uno-audio/ (Linux, Windows) or uno-audio.app (macOS): the program with the words of every
  language, the sound cues, the built-in voice and, on Windows, the screen-reader libraries.
  On Windows the folder has two programs: uno-audio.exe, a windowed program, for players:
  started from Explorer it opens the game's window alone, with no console window beside it
  for the screen reader to land on; and uno-audio-console.exe, the same game for a Command
  Prompt (`uno-audio-console --console`).
- uno-audio-VERSION-SYSTEM.zip, to give to players, symbolic links kept as links.

Then it checks the zip as a player gets it: unpacked in an empty folder, with no espeak-ng
voice data reachable outside it, the program plays keys in the console in every language with
its built-in voice, and the build fails unless each language is printed in its words and heard
(the sound the program plays is written to a file by SDL's disk driver and measured).
Last it prints each download's size beside the target: a minimal pygame-ce program, built
the same way (`--no-minimal` skips it), plus 15 MiB.
"""

from __future__ import annotations

import argparse
import array
import json
import locale
import os
import pathlib
import platform
import re
import shutil
import stat
import subprocess
import sys
import tempfile
import threading
import time
import zipfile

ROOT = pathlib.Path(__file__).resolve().parent.parent
NAME = "uno-audio"
MIB = 1024 * 1024
TARGET_OVER_MINIMAL = 15 * MIB
WINDOWS = sys.platform == "win32"
MACOS = sys.platform == "darwin"
KEYS = ["enter", "enter", "c", "t", "s", "right", "space", "f1", "escape", "escape"]
KEY_GAP = 1.2               # seconds between keys, so each answer is played in real time
START_LIMIT = 180           # seconds a start may take before the keys are typed all the same
HEARD_MIN = 2.0             # seconds of voice each language must produce in the check

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

MINIMAL = """\
import pygame

pygame.init()
pygame.display.set_mode((320, 200))
pygame.mixer.init()
pygame.quit()
"""

# The spec PyInstaller runs. Binaries are kept only when a wheel or the Python brings them,
# with whatever those link to: PyInstaller would otherwise take libraries the code names
# (pyttsx3 names libespeak-ng) from the build machine, with everything they link to.
SPEC = """\
# Written by tools/build_app.py.
import os, sys, sysconfig
from PyInstaller.depend import bindepend

ROOTS = {roots!r}
DROP = {drop!r}

LANGUAGES = {languages!r}

# Babel's locale data and espeak-ng's dictionaries only for the languages the game speaks:
# Babel's thousand other locales are a third of the program, and the hundred other
# dictionaries two thirds of espeak-ng's voice data (Russian's alone is 8 MiB). Left out
# here, before macOS's bundle is signed, not deleted after.
def _wanted(dest):
    parts = dest.replace(os.sep, "/").split("/")
    name = parts[-1]
    if len(parts) > 2 and parts[-3:-1] == ["babel", "locale-data"] and name.endswith(".dat"):
        return name == "root.dat" or name.split("_")[0].split(".")[0] in LANGUAGES
    if len(parts) > 1 and parts[-2] == "espeak-ng-data" and name.endswith("_dict"):
        return name[: -len("_dict")] in LANGUAGES
    return True

def _inside(path):
    real = os.path.realpath(path)
    return any(real == root or real.startswith(root + os.sep) for root in ROOTS)

def _keep(binaries):
    wanted = [b for b in binaries if _inside(b[1]) and not any(d in b[0].lower() for d in DROP)]
    sources = {{os.path.realpath(src) for _, src, _ in wanted}}
    needed, seen = set(), set()
    todo = list(sources)
    while todo:
        src = todo.pop()
        if src in seen:
            continue
        seen.add(src)
        try:
            imports = bindepend.get_imports(src)
        except Exception:
            continue
        for _name, path in imports:
            if path:
                real = os.path.realpath(path)
                needed.add(real)
                todo.append(real)
    kept, left = [], []
    for entry in binaries:
        real = os.path.realpath(entry[1])
        if any(d in entry[0].lower() for d in DROP):
            left.append(entry[0])
        elif entry in wanted or real in needed:
            kept.append(entry)
        else:
            left.append(entry[0])
    if left:
        print("left out (from the build machine, no wheel brings it): " + ", ".join(sorted(left)))
    return kept

a = Analysis([{script!r}], pathex={pathex!r}, binaries={binaries!r}, datas={datas!r}, hiddenimports={hidden!r},
             excludes={excludes!r}, noarchive=False)
a.binaries = _keep(a.binaries)
a.datas = [d for d in a.datas if not any(x in d[0].lower() for x in DROP) and _wanted(d[0])]
pyz = PYZ(a.pure)
programs = []
for name, console in {programs!r}:
    programs.append(EXE(pyz, a.scripts, [], exclude_binaries=True, name=name, console=console,
                        debug=False, strip=False, upx=False))
coll = COLLECT(*programs, a.binaries, a.datas, strip=False, upx=False, name={name!r})
if sys.platform == "darwin":
    app = BUNDLE(coll, name={name!r} + ".app", bundle_identifier="io.github.uno-audio",
                 info_plist={{"CFBundleShortVersionString": {version!r}, "NSHighResolutionCapable": True,
                             "LSApplicationCategoryType": "public.app-category.card-games"}})
"""


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description="Build, check and zip the standalone game.")
    parser.add_argument("--dist", default=str(ROOT / "dist"), help="folder for the program and its zip")
    parser.add_argument("--here", action="store_true",
                        help="build in the running Python, not in a new environment of its own")
    parser.add_argument("--no-check", action="store_true", help="do not start the built program")
    parser.add_argument("--no-minimal", action="store_true",
                        help="do not build the minimal pygame-ce program the size is measured against")
    parser.add_argument("--check-zip", metavar="ZIP", help="only check a zip built before")
    args = parser.parse_args(argv)
    if args.check_zip:
        return report_check(pathlib.Path(args.check_zip).resolve())
    dist = pathlib.Path(args.dist).resolve()
    dist.mkdir(parents=True, exist_ok=True)
    if not args.here:
        python = make_environment(dist / "build-env")
        command = [str(python), str(pathlib.Path(__file__).resolve()), "--here", "--dist", str(dist)]
        command += ["--no-check"] * args.no_check + ["--no-minimal"] * args.no_minimal
        return subprocess.call(command, cwd=str(dist))
    try:
        import PyInstaller  # noqa: F401
    except ImportError:
        print("PyInstaller is not installed: python -m pip install pyinstaller", file=sys.stderr)
        return 2
    started = time.monotonic()
    archive = build(dist, game=True)
    print(f"zipped {archive} in {time.monotonic() - started:.0f} s")
    if not args.no_check and report_check(archive):
        return 1
    minimal = None
    if not args.no_minimal:
        minimal = build(dist / "minimal", game=False)
    report(archive, minimal)
    return 0


def make_environment(folder: pathlib.Path) -> pathlib.Path:
    """A new virtual environment with only the game's dependencies and PyInstaller."""
    import venv     # not in every Python: Windows' embeddable one builds with --here
    shutil.rmtree(folder, ignore_errors=True)
    print(f"making the build's environment in {folder}")
    venv.EnvBuilder(with_pip=True, clear=True, system_site_packages=False).create(folder)
    python = folder / ("Scripts/python.exe" if WINDOWS else "bin/python")
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHOME", "PYTHONUSERBASE")}
    env["PYTHONNOUSERSITE"] = "1"
    subprocess.run([str(python), "-m", "pip", "install", "--quiet", "--disable-pip-version-check",
                    *dependencies(), "pyinstaller>=6"], check=True, env=env)
    return python


def dependencies() -> list[str]:
    """The [project] dependencies of pyproject.toml (read without tomllib, for Python 3.10)."""
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    block = re.search(r"^dependencies = \[(.*?)^\]", text, re.S | re.M).group(1)
    return re.findall(r'"([^"]+)"', block)


def build(dist: pathlib.Path, *, game: bool) -> pathlib.Path:
    """Runs PyInstaller on the game (or the minimal program) and zips the result."""
    import PyInstaller.__main__

    name = NAME if game else "minimal-pygame"
    with tempfile.TemporaryDirectory(prefix="uno-audio-build-") as work:
        work = pathlib.Path(work)
        script = work / ("uno_audio_main.py" if game else "minimal_pygame.py")
        script.write_text(LAUNCHER if game else MINIMAL, encoding="utf-8")
        if game:
            sys.path.insert(0, str(ROOT))     # the checkout's uno_audio, listed by collect_submodules
            from PyInstaller.utils.hooks import collect_submodules
            # Imported by name at run time, so the analysis cannot see them.
            hidden = sorted({module for package in ("uno_audio", "accessible_output3", "pyttsx3")
                             for module in collect_submodules(package)})
            binaries, voice = voice_files()
            datas = data_files() + voice
            if WINDOWS:
                hidden.append("speechlight")     # found by importlib, never imported
        else:
            hidden, binaries, datas = [], [], []
        programs = [(name, True)]
        if game and WINDOWS:
            programs = [(name, False), (name + "-console", True)]
        elif MACOS:
            programs = [(name, False)]
        spec = work / f"{name}.spec"
        spec.write_text(SPEC.format(
            roots=python_roots(), drop=["pythonwin", "win32ui", "mfc1"],
            script=str(script), pathex=[str(ROOT)] if game else [], binaries=binaries, datas=datas,
            hidden=hidden,
            # _wmi: platform.system() then asks Windows directly instead of a WMI query through
            # COM at start, which Wine cannot answer (the process aborts), so the check runs there.
            excludes=["tkinter", "pytest", "hypothesis", "numpy", "win32ui", "pythonwin", "dde",
                      "win32uiole", "_wmi"],
            programs=programs, name=name, version=project_version(), languages=sorted(languages())),
            encoding="utf-8")
        out = dist / name
        shutil.rmtree(out, ignore_errors=True)
        shutil.rmtree(dist / f"{name}.app", ignore_errors=True)
        PyInstaller.__main__.run([str(spec), "--noconfirm", "--log-level", "WARN",
                                  "--distpath", str(dist), "--workpath", str(work / "build")])
    top = dist / f"{name}.app" if MACOS else out
    if MACOS:
        shutil.rmtree(out, ignore_errors=True)    # the .app holds the same files
    print(f"built {top}")
    archive = dist / f"{name}-{project_version()}-{system()}.zip" if game else dist / f"{name}-{system()}.zip"
    zip_folder(top, archive)
    return archive


def python_roots() -> list[str]:
    """Where the binaries a wheel or the Python brings are: this environment's site-packages
    and the Python's own installation."""
    import sysconfig
    roots = {sysconfig.get_paths()[key] for key in ("purelib", "platlib")}
    roots |= {sys.prefix, sys.base_prefix, sys.exec_prefix, sys.base_exec_prefix}
    return sorted(os.path.realpath(root) for root in roots)


def data_files() -> list[tuple[str, str]]:
    """Where each data folder goes inside the build: where importlib.resources looks
    for the package's data (uno_audio/locales/<lang>, uno_audio/sounds), and the data of
    the libraries that read their own files."""
    datas = [(str(folder), f"uno_audio/locales/{folder.name}")
             for folder in sorted(p for p in (ROOT / "locales").iterdir() if p.is_dir())]
    datas.append((str(ROOT / "sounds"), "uno_audio/sounds"))
    if WINDOWS:
        # accessible-output3 looks for its NVDA, JAWS, ... libraries in accessible_output3/lib.
        import accessible_output3
        library = pathlib.Path(accessible_output3.__file__).parent / "lib"
        datas += [(str(dll), "accessible_output3/lib") for dll in sorted(library.glob("*.dll"))]
    return datas


def voice_files() -> tuple[list[tuple[str, str]], list[tuple[str, str]]]:
    """The built-in voice (espeakng-loader's libespeak-ng, one copy, and its voice data) and,
    on Windows, NVDA's current controller client (speechlight's): (binaries, datas)."""
    binaries, datas = [], []
    try:
        import espeakng_loader
    except ImportError:
        return binaries, datas
    binaries.append((espeakng_loader.get_library_path(), "espeakng_loader"))
    datas.append((espeakng_loader.get_data_path(), "espeakng_loader/espeak-ng-data"))
    if WINDOWS:
        import importlib.util
        spec = importlib.util.find_spec("speechlight")
        for place in spec.submodule_search_locations if spec else []:
            client = pathlib.Path(place) / "speech_libs" / "nvdaControllerClient64.dll"
            if client.is_file():
                datas.append((str(client), "speechlight/speech_libs"))
    return binaries, datas


def zip_folder(top: pathlib.Path, archive: pathlib.Path) -> None:
    """The folder zipped under its own name, each file with its mode and each symbolic link
    as a link (as unzip and macOS's Archive Utility restore it), not as a copy."""
    archive.unlink(missing_ok=True)
    with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as out:
        for folder, dirs, files in os.walk(top):
            folder = pathlib.Path(folder)
            for entry in sorted(dirs + files):
                path = folder / entry
                name = path.relative_to(top.parent).as_posix()
                if path.is_symlink():
                    info = zipfile.ZipInfo(name, date_time=time.localtime(path.lstat().st_mtime)[:6])
                    info.create_system = 3
                    info.external_attr = (stat.S_IFLNK | 0o777) << 16
                    out.writestr(info, os.readlink(path))
                elif path.is_dir():
                    out.write(path, name + "/")
                else:
                    out.write(path, name)
            dirs[:] = sorted(d for d in dirs if not (folder / d).is_symlink())


def unzip(archive: pathlib.Path, into: pathlib.Path) -> None:
    """As a player's unzip does: modes kept, symbolic links made again."""
    with zipfile.ZipFile(archive) as source:
        for info in source.infolist():
            mode = info.external_attr >> 16
            target = into / info.filename
            if stat.S_ISLNK(mode):
                target.parent.mkdir(parents=True, exist_ok=True)
                os.symlink(source.read(info).decode("utf-8"), target)
                continue
            source.extract(info, into)
            if mode & 0o777 and not info.is_dir():
                os.chmod(target, mode & 0o777)


def report_check(archive: pathlib.Path) -> int:
    failures = check(archive)
    for failure in failures:
        print(f"CHECK FAILED: {failure}", file=sys.stderr)
    return 1 if failures else 0


def program_in(folder: pathlib.Path) -> pathlib.Path:
    """The program a console player starts."""
    if WINDOWS:
        return folder / NAME / f"{NAME}-console.exe"
    if MACOS:
        return folder / f"{NAME}.app" / "Contents" / "MacOS" / NAME
    return folder / NAME / NAME


def check(archive: pathlib.Path, languages=None, gap: float = KEY_GAP) -> list[str]:
    """Plays KEYS in the console in each language, from the zip unpacked in an empty folder,
    with the built-in voice and no voice data outside the program; returns what failed."""
    sys.path.insert(0, str(ROOT))
    from uno_audio.i18n import LANGUAGES, Translator
    from uno_audio.settings import Settings, SettingsStore

    failures = []
    with tempfile.TemporaryDirectory(prefix="uno-audio-player-", ignore_cleanup_errors=True) as player:
        player = pathlib.Path(player)
        unzip(archive, player / "download")
        program = program_in(player / "download")
        nothing = player / "no-voice-data"
        nothing.mkdir()
        for lang in languages or LANGUAGES:
            home = player / f"home-{lang}"
            home.mkdir()
            # The sound cues silent, so every sound the program makes is its voice.
            SettingsStore(home).save(Settings(sound_volume=0, language=lang))
            env = {k: v for k, v in os.environ.items()
                   if k not in ("PYTHONPATH", "PYTHONHOME", "VIRTUAL_ENV", "SDL_AUDIODRIVER")}
            env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="disk", PYGAME_HIDE_SUPPORT_PROMPT="1",
                       SDL_DISKAUDIOFILE=str(home / "heard.raw"), ESPEAK_DATA_PATH=str(nothing))
            started = time.monotonic()
            out, err, code = play(program, lang, home, env, gap)
            words = Translator(lang)
            lines = out.splitlines()
            heard = seconds_heard(home / "heard.raw")
            log = home / "uno-audio.log"
            log = log.read_text(encoding="utf-8", errors="replace") if log.exists() else ""
            voice = next((line for line in said(home / "speech.jsonl")
                          if line.startswith(words("speech-using-tts").rstrip("."))), None)
            print(f"check {lang}: exit {code}, {len(lines)} lines printed, {heard:.1f} s of voice, "
                  f"{time.monotonic() - started:.0f} s; voice: {voice}")
            problems = []
            if code != 0:
                problems.append(f"exit status {code}: {err[-2000:]}")
            if not lines or lines[0] != words("welcome"):
                problems.append(f"first line {lines[:1]} is not the welcome")
            if not any(words("round-start", round=1) in line for line in lines):
                problems.append("the round's start was not said")
            if voice is None:
                problems.append(f"the built-in voice did not start: {lines[:4]}")
            if "Traceback" in err or "Traceback" in log:
                problems.append(f"a traceback: {err[-2000:]} {log[-2000:]}")
            if list(home.glob("settings*broken*")):
                problems.append("the program did not read the check's settings (sound cues off)")
            if heard < HEARD_MIN:
                problems.append(f"{heard:.1f} s of voice heard, under {HEARD_MIN} s")
            failures += [f"{lang}: {p}" for p in problems]
    return failures


def play(program: pathlib.Path, lang: str, home: pathlib.Path, env: dict, gap: float) -> tuple[str, str, int]:
    """Starts the program in the console and, once it has said its first line, types KEYS,
    one every `gap` seconds of real time: what it printed, its errors and its exit status."""
    errors = home / "stderr.txt"
    with open(errors, "wb") as stderr:
        proc = subprocess.Popen([str(program), "--console", "--speech", "tts", "--lang", lang, "--seed", "3",
                                 "--home", str(home), "--speech-log", str(home / "speech.jsonl")],
                                stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=stderr,
                                cwd=str(home), env=env)
        out: list[bytes] = []
        reader = threading.Thread(target=lambda: out.extend(iter(proc.stdout.readline, b"")), daemon=True)
        reader.start()
        try:
            deadline = time.monotonic() + START_LIMIT
            while not out and proc.poll() is None and time.monotonic() < deadline:
                time.sleep(0.1)
            for key in KEYS:
                time.sleep(gap)
                proc.stdin.write(f"{key}\n".encode())
                proc.stdin.flush()
            proc.stdin.close()
            proc.wait(timeout=120)
        except (OSError, subprocess.TimeoutExpired) as exc:
            proc.kill()
            proc.wait()
            out.append(f"\n{exc!r}".encode())
        reader.join(timeout=10)
    return text(b"".join(out)).replace("\r", ""), text(errors.read_bytes()), proc.returncode


def text(data: bytes) -> str:
    """UTF-8, or on Windows the ANSI code page a program's output to a pipe is in."""
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return data.decode(locale.getpreferredencoding(False), "replace")


def said(speech_log: pathlib.Path) -> list[str]:
    """The lines the game gave its voice, from its --speech-log."""
    try:
        text = speech_log.read_text(encoding="utf-8")
    except OSError:
        return []
    return [json.loads(line).get("text", "") for line in text.splitlines() if line.strip()]


def seconds_heard(raw: pathlib.Path) -> float:
    """Tenths of a second with sound in the output SDL's disk driver wrote (the game opens
    the mixer at 44.1 kHz, 16 bit, stereo)."""
    if not raw.exists():
        return 0.0
    samples = array.array("h")
    data = raw.read_bytes()
    samples.frombytes(data[: len(data) // 2 * 2])
    if sys.byteorder == "big":
        samples.byteswap()
    step = 4410 * 2
    return sum(1 for i in range(0, len(samples), step)
               if max(map(abs, samples[i:i + step]), default=0) > 300) / 10


def folder_size(archive: pathlib.Path) -> int:
    """What the zip unpacks to (a link counts as the link)."""
    with zipfile.ZipFile(archive) as source:
        return sum(info.file_size for info in source.infolist())


def report(archive: pathlib.Path, minimal: pathlib.Path | None) -> None:
    size = archive.stat().st_size
    line = f"download {archive.name}: {size / MIB:.1f} MiB (unpacked {folder_size(archive) / MIB:.1f} MiB)"
    if minimal is not None:
        target = minimal.stat().st_size + TARGET_OVER_MINIMAL
        line += (f"; target {target / MIB:.1f} MiB (the minimal pygame-ce program's "
                 f"{minimal.stat().st_size / MIB:.1f} MiB, unpacked {folder_size(minimal) / MIB:.1f}, + 15): "
                 f"{'within' if size <= target else 'OVER'} by {abs(target - size) / MIB:.1f} MiB")
    print(line)


def languages() -> set[str]:
    """The languages the game speaks, as Babel and espeak-ng name them (pt for pt-BR)."""
    return {p.name.split("-")[0] for p in (ROOT / "locales").iterdir() if p.is_dir()}


def project_version() -> str:
    for line in (ROOT / "pyproject.toml").read_text(encoding="utf-8").splitlines():
        if line.startswith("version"):
            return line.split("=", 1)[1].strip().strip('"')
    return "0"


def system() -> str:
    return f"{platform.system().lower()}-{platform.machine().lower()}"


if __name__ == "__main__":
    sys.exit(main())
