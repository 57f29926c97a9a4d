"""The game as a player installs it, run from outside the checkout: the wheel built from
the sdist in a fresh `--target` folder, under `--prefix`, zipped, in a new virtual
environment, an editable install, and the standalone program built by
tools/build_app.py. Each plays by keys on standard input in English, Spanish and
Portuguese; it must speak the real words, and its log must have loaded every sound and
list none missing. The new environment also runs the window, sound and speech tests on
pygame-ce, the game's pygame.

These install packages and build programs, so they run only when asked:
`python -m pytest -m install` (CI does, before the whole suite).
"""

from __future__ import annotations

import os
import pathlib
import re
import shutil
import stat
import subprocess
import sys
import sysconfig
import tarfile
import zipfile

import pytest

from uno_audio.i18n import LANGUAGES, Translator

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / "tools"))
import build_app  # noqa: E402

pytestmark = pytest.mark.install

ROOT = pathlib.Path(__file__).resolve().parents[1]
KEYS = "enter\nenter\nc\nt\ns\nright\nspace\nf1\nescape\nescape\n"
SOUND_FILES = len(list((ROOT / "sounds").glob("*.wav")))
BIN = "Scripts" if sys.platform == "win32" else "bin"
EXE = ".exe" if sys.platform == "win32" else ""
MESSAGE_IDS = Translator("en").ids()


def run(command, *, env=None, cwd, timeout=600, check=True):
    proc = subprocess.run([str(c) for c in command], capture_output=True, text=True, cwd=cwd,
                          env=env, timeout=timeout)
    if check and proc.returncode != 0:
        pytest.fail(f"{command} failed ({proc.returncode}):\n{proc.stdout[-3000:]}\n{proc.stderr[-3000:]}")
    return proc


def clean_env(**extra) -> dict:
    """No path into the checkout, no user site, no sound card or display needed."""
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHOME", "VIRTUAL_ENV")}
    env.update(SDL_AUDIODRIVER="dummy", SDL_VIDEODRIVER="dummy", PYTHONNOUSERSITE="1",
               PYGAME_HIDE_SUPPORT_PROMPT="1", **extra)
    return env


def pip(python, *args, cwd):
    return run([python, "-m", "pip", "install", "--quiet", "--disable-pip-version-check", *args], cwd=cwd)


@pytest.fixture(scope="module")
def outside(tmp_path_factory) -> pathlib.Path:
    return tmp_path_factory.mktemp("outside")


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> dict:
    """The sdist, and the wheel built from it (as `python -m build` does), made from a
    copy of the checkout so the build leaves nothing in it."""
    source = tmp_path_factory.mktemp("source") / "uno-audio"
    shutil.copytree(ROOT, source, ignore=shutil.ignore_patterns(
        ".git", ".venv", "build", "dist", "*.egg-info", "__pycache__", ".pytest_cache", ".hypothesis"))
    out = tmp_path_factory.mktemp("dist")
    run([sys.executable, "-m", "build", "--outdir", out, source], cwd=out)
    (sdist,) = out.glob("uno_audio-*.tar.gz")
    (wheel,) = out.glob("uno_audio-*.whl")
    return {"sdist": sdist, "wheel": wheel}


@pytest.fixture(scope="module")
def wheel(built) -> pathlib.Path:
    return built["wheel"]


def test_the_sdist_has_the_tests_tools_data_and_license(built):
    with tarfile.open(built["sdist"]) as sdist:
        names = {name.split("/", 1)[1] for name in sdist.getnames() if "/" in name}
    tracked = {"LICENSE", "setup.py", ".ci/run"}
    for folder in ("tests", "tools", "docs", "locales", "sounds", "uno_audio"):
        tracked |= {path.relative_to(ROOT).as_posix() for path in (ROOT / folder).rglob("*")
                    if path.is_file() and "__pycache__" not in path.parts}
    assert tracked <= names, sorted(tracked - names)
    with zipfile.ZipFile(built["wheel"]) as wheel:
        inside = set(wheel.namelist())
    for lang in LANGUAGES:
        assert {f"uno_audio/locales/{lang}/{p.name}" for p in (ROOT / "locales" / lang).glob("*.ftl")} <= inside
    assert {f"uno_audio/sounds/{p.name}" for p in (ROOT / "sounds").glob("*.wav")} <= inside
    assert any(name.endswith(".dist-info/licenses/LICENSE") for name in inside)
    assert "uno_audio/py.typed" in inside


@pytest.fixture(scope="module")
def target(wheel, tmp_path_factory) -> pathlib.Path:
    folder = tmp_path_factory.mktemp("target")
    pip(sys.executable, "--target", folder, wheel, cwd=folder)
    return folder


@pytest.fixture(scope="module")
def venv(wheel, tmp_path_factory) -> pathlib.Path:
    folder = tmp_path_factory.mktemp("venv") / "game"
    run([sys.executable, "-m", "venv", folder], cwd=folder.parent)
    pip(folder / BIN / f"python{EXE}", f"{wheel}[test]", cwd=folder.parent)
    return folder


def play(command, lang, home: pathlib.Path, env) -> tuple[list[str], str]:
    """What the game printed and logged, playing KEYS."""
    home.mkdir(parents=True, exist_ok=True)
    proc = subprocess.run([str(c) for c in command] + ["--console", "--speech", "text", "--lang", lang,
                                                       "--seed", "3", "--home", str(home)],
                          input=KEYS, capture_output=True, text=True, encoding="utf-8", cwd=home,
                          env=env, timeout=300)
    log = (home / "uno-audio.log").read_text(encoding="utf-8")
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert "Traceback" not in proc.stderr and "Traceback" not in log, proc.stderr + log
    return proc.stdout.splitlines(), log


def assert_speaks(lines: list[str], log: str, lang: str) -> None:
    words = Translator(lang)
    assert lines and lines[0] == words("welcome")
    assert any(words("menu-main") in line for line in lines)
    assert words("round-start", round=1) in lines, lines
    raw = [line for line in lines if line.strip(" .") in MESSAGE_IDS]
    assert raw == [], f"message ids spoken instead of words: {raw}"
    assert "sound cue missing" not in log and "sound cue unreadable" not in log, log
    loaded = re.findall(r"(\d+) sound cues loaded from (.*)", log)
    assert loaded and int(loaded[-1][0]) == SOUND_FILES, log


def where_imported(python, env, cwd) -> str:
    return run([python, "-c", "import uno_audio, sys; sys.stdout.write(uno_audio.__file__)"],
               env=env, cwd=cwd).stdout


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_wheel_in_a_target_folder(target, outside, lang):
    env = clean_env(PYTHONPATH=str(target))
    assert where_imported(sys.executable, env, outside).startswith(str(target))
    lines, log = play([sys.executable, target / BIN / "uno-audio"], lang, outside / f"target-{lang}", env)
    assert_speaks(lines, log, lang)
    assert f"from {target}" in log


@pytest.fixture(scope="module")
def prefix(wheel, tmp_path_factory) -> pathlib.Path:
    """Where the game's modules went under a `--prefix` install (its dependencies are target's)."""
    folder = tmp_path_factory.mktemp("prefix")
    pip(sys.executable, "--no-deps", "--prefix", folder, wheel, cwd=folder)
    return pathlib.Path(sysconfig.get_path("purelib", vars={"base": str(folder), "platbase": str(folder)}))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_wheel_under_a_prefix(prefix, target, outside, lang):
    site = prefix
    env = clean_env(PYTHONPATH=os.pathsep.join([str(site), str(target)]))
    assert where_imported(sys.executable, env, outside).startswith(str(site))
    lines, log = play([sys.executable, "-m", "uno_audio"], lang, outside / f"prefix-{lang}", env)
    assert_speaks(lines, log, lang)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_package_run_from_a_zip(target, outside, tmp_path, lang):
    archive = tmp_path / "uno_audio.zip"
    with zipfile.ZipFile(archive, "w") as out:
        for path in sorted((target / "uno_audio").rglob("*")):
            if path.is_file() and "__pycache__" not in path.parts:
                out.write(path, path.relative_to(target).as_posix())
    env = clean_env(PYTHONPATH=os.pathsep.join([str(archive), str(target)]))
    assert where_imported(sys.executable, env, outside).startswith(str(archive))
    lines, log = play([sys.executable, "-m", "uno_audio"], lang, outside / f"zip-{lang}", env)
    assert_speaks(lines, log, lang)
    assert f"from {archive}" in log


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_wheel_in_a_new_virtual_environment(venv, outside, lang):
    lines, log = play([venv / BIN / f"uno-audio{EXE}"], lang, outside / f"venv-{lang}", clean_env())
    assert_speaks(lines, log, lang)
    assert f"from {venv}" in log


def test_the_window_sound_and_speech_tests_pass_on_pygame_ce(venv):
    python = venv / BIN / f"python{EXE}"
    env = clean_env()
    assert run([python, "-c", "import pygame; print(pygame.IS_CE)"], env=env, cwd=ROOT).stdout.strip() == "1"
    proc = run([python, "-m", "pytest", "-q", "-p", "no:cacheprovider", "tests/test_window.py",
                "tests/test_sound.py", "tests/test_speech.py"], env=env, cwd=ROOT, check=False)
    assert proc.returncode == 0, proc.stdout[-5000:]
    assert re.search(r"[1-9]\d* passed", proc.stdout) and " failed" not in proc.stdout and " error" not in proc.stdout


def test_an_editable_install_reads_the_checkouts_folders(outside, tmp_path):
    editable = tmp_path / "editable"
    run([sys.executable, "-m", "venv", editable], cwd=tmp_path)
    python = editable / BIN / f"python{EXE}"
    pip(python, "--editable", ROOT, cwd=tmp_path)
    env = clean_env()
    assert where_imported(python, env, outside).startswith(str(ROOT / "uno_audio"))
    for lang in LANGUAGES:
        lines, log = play([editable / BIN / f"uno-audio{EXE}"], lang, outside / f"editable-{lang}", env)
        assert_speaks(lines, log, lang)
        assert f"from {ROOT / 'sounds'}" in log


@pytest.fixture(scope="module")
def download(tmp_path_factory) -> pathlib.Path:
    """The zip tools/build_app.py makes (in an environment of its own, and checked by ear
    there), or the one named by UNO_AUDIO_STANDALONE_ZIP, which CI builds just before."""
    ready = os.environ.get("UNO_AUDIO_STANDALONE_ZIP")
    if ready:
        return pathlib.Path(ready)
    dist = tmp_path_factory.mktemp("dist")
    run([sys.executable, ROOT / "tools" / "build_app.py", "--dist", dist, "--no-minimal"], cwd=dist, timeout=1800)
    return dist / f"uno-audio-{version()}-{system()}.zip"


@pytest.fixture(scope="module")
def unpacked(download, tmp_path_factory) -> pathlib.Path:
    """The player's copy: the zip unpacked elsewhere as unzip does, modes and links kept."""
    player = tmp_path_factory.mktemp("player")
    build_app.unzip(download, player)
    return player


@pytest.fixture(scope="module")
def standalone(unpacked) -> pathlib.Path:
    program = build_app.program_in(unpacked)
    assert program.is_file() and (sys.platform == "win32" or os.access(program, os.X_OK))
    return program


def test_the_download_keeps_links_and_carries_no_library_of_the_build_machine(download, unpacked):
    """Symbolic links stay links (a copy would double their libraries); libraries that only
    the build machine had (espeak-ng's, the sound server's), pythonwin and MFC stay out."""
    with zipfile.ZipFile(download) as archive:
        entries = archive.infolist()
    names = {pathlib.PurePosixPath(e.filename).name for e in entries}
    links = [e.filename for e in entries if stat.S_ISLNK(e.external_attr >> 16)]
    folder_links = [p for p in unpacked.rglob("*") if p.is_symlink()]
    assert len(links) == len(folder_links)
    if sys.platform.startswith("linux"):
        assert links, "PyInstaller links the libraries pygame-ce's wheel brings: none kept"
    assert not names & {"libespeak-ng.so.1", "libpulse.so.0", "libasound.so.2", "libsndfile.so.1"}, names
    assert not [n for n in names if n.lower().startswith(("win32ui", "mfc1"))]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_standalone_program(standalone, unpacked, outside, lang):
    lines, log = play([standalone], lang, outside / f"standalone-{lang}", clean_env())
    assert_speaks(lines, log, lang)
    assert f"from {unpacked}" in log


def version() -> str:
    return re.search(r'^version = "([^"]+)"', (ROOT / "pyproject.toml").read_text(encoding="utf-8"), re.M).group(1)


def system() -> str:
    import platform
    return f"{platform.system().lower()}-{platform.machine().lower()}"


def test_the_standalone_program_opens_its_window(standalone, outside):
    """The window (pygame's dummy screen) with its font, from the built program; SIGTERM ends it."""
    home = outside / "standalone-window"
    home.mkdir()
    words = Translator("pt-BR")
    proc = subprocess.Popen([str(standalone), "--home", str(home), "--lang", "pt-BR", "--speech", "text"],
                            stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True, encoding="utf-8", cwd=home, env=clean_env())
    try:
        lines = []
        while words("menu-main") not in " ".join(lines):
            line = proc.stdout.readline()
            assert line, f"the program ended before the main menu: {lines} {proc.stderr.read()}"
            lines.append(line.strip())
        assert lines[0] == words("welcome")
        assert proc.poll() is None
        proc.terminate()
        out, err = proc.communicate(timeout=30)
    finally:
        if proc.poll() is None:
            proc.kill()
    if sys.platform != "win32":
        assert proc.returncode == 0, err
    assert "Traceback" not in err
    log = (home / "uno-audio.log").read_text(encoding="utf-8")
    assert " ERROR " not in log and "sound cue missing" not in log, log


def test_the_standalone_program_simulates_as_the_source_does(standalone):
    """`uno-audio simulate` imports its bench module by name and starts worker processes."""
    command = ["simulate", "--rounds", "4", "--seats", "hard,basic"]
    frozen = run([standalone, *command], env=clean_env(), cwd=standalone.parent).stdout
    source = run([sys.executable, "-m", "uno_audio", *command], env=clean_env(), cwd=ROOT).stdout

    def results(text):     # seat, rounds, win %, interval; not the timings
        return [line.split()[:5] for line in text.splitlines() if line.startswith(("hard", "basic"))]
    assert results(frozen) == results(source) and len(results(frozen)) == 2
