"""Player settings: declared once, with their ranges, so the settings menu and
the settings file both come from `FIELDS`. Stored as versioned JSON, written
atomically; a broken file is kept aside and replaced by defaults.

The file helpers here (`read_json`, `write_atomic`, `set_aside`)
are shared by the save and the statistics: no file the game reads is ever
deleted, and no file it writes is ever seen half-written."""

from __future__ import annotations

import json
import logging
import math
import os
import pathlib
import shutil
import time
from dataclasses import asdict, dataclass, field, fields

from .engine import Rules

VERSION = 1
VERBOSITY = ("brief", "normal", "full")
log = logging.getLogger(__name__)


def _setting(default, *, choices=None, low=None, high=None, step=None, menu=True):
    return field(default=default, metadata={"choices": choices, "low": low, "high": high,
                                            "step": step, "menu": menu})


@dataclass
class Settings:
    language: str = _setting("en", choices=("en", "es", "pt-BR"))
    speech: str = _setting("auto", choices=("auto", "screen-reader", "tts", "text"))
    speech_rate: int = _setting(50, low=0, high=100, step=5)
    speech_volume: int = _setting(80, low=0, high=100, step=5)
    sound_volume: int = _setting(80, low=0, high=100, step=5)
    muted: bool = _setting(False)
    bot_pace: float = _setting(1.0, low=0.2, high=4.0, step=0.2)
    catch_window: float = _setting(2.0, low=0.5, high=6.0, step=0.5)
    buzzer_window: float = _setting(4.0, low=1.0, high=10.0, step=0.5)
    jump_in_window: float = _setting(1.5, low=0.5, high=6.0, step=0.5)
    jump_in_cue: bool = _setting(False)
    # How much is said, per group of lines (see the README's Speech section).
    verbosity_intro: str = _setting("normal", choices=VERBOSITY)
    verbosity_moves: str = _setting("normal", choices=VERBOSITY)
    verbosity_drawn: str = _setting("normal", choices=VERBOSITY)
    verbosity_counts: str = _setting("normal", choices=VERBOSITY)
    verbosity_hints: str = _setting("normal", choices=VERBOSITY)
    playable_cue: bool = _setting(True)
    font_size: int = _setting(36, low=16, high=96, step=4)
    keys: dict = _setting(None, menu=False)     # the player's own keys: binding id -> key names
    tutorial_seen: bool = _setting(False, menu=False)   # the tutorial comes first in the main menu until then
    players: int = _setting(4, low=2, high=10, step=1, menu=False)
    bot_level: str = _setting("normal", choices=("easy", "normal", "hard"), menu=False)
    preset: str = _setting("official", menu=False)
    rules: dict = _setting(None, menu=False)
    names: list = _setting(None, menu=False)
    seats: list = _setting(None, menu=False)
    hidden_hands: bool = _setting(True, menu=False)

    def game_rules(self) -> Rules:
        try:
            return Rules.from_dict(self.rules or {})
        except (TypeError, ValueError):
            return Rules()


FIELDS = {f.name: f for f in fields(Settings)}
# Settings of earlier versions that no longer mean anything: dropped without a word
# (bots now always wait until the player has heard what happened).
RETIRED = {"wait_for_speech"}
MENU_FIELDS = tuple(f.name for f in fields(Settings) if f.metadata["menu"])


def clamp(name: str, value):
    """`value` made valid for setting `name`, or ValueError."""
    f = FIELDS[name]
    meta = f.metadata
    kind = type(f.default) if f.default is not None else None
    if meta["choices"] is not None:
        if name == "language" and isinstance(value, str) and value not in meta["choices"]:
            from .i18n import normalize_language
            value = normalize_language(value)   # "es_MX" or "pt_br" typed by hand
        if not isinstance(value, str) or value not in meta["choices"]:
            raise ValueError(f"{name}: {value!r} is not one of {meta['choices']}")
        return value
    if kind is bool:
        if not isinstance(value, bool):
            raise ValueError(f"{name}: {value!r} is not true or false")
        return value
    if kind in (int, float):
        if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
            raise ValueError(f"{name}: {value!r} is not a number")
        value = min(max(value, meta["low"]), meta["high"])
        return round(float(value), 2) if kind is float else int(value)
    if name == "rules":
        if value is not None:
            Rules.from_dict(value)
        return value
    if name == "seats":
        if value is not None and not (isinstance(value, list) and all(isinstance(v, dict) for v in value)):
            raise ValueError("seats must be a list of seat descriptions")
        return value
    if name == "keys":
        if value is not None and not (isinstance(value, dict) and all(
                isinstance(k, str) and isinstance(v, list) and v and all(isinstance(x, str) for x in v)
                for k, v in value.items())):
            raise ValueError("keys must map bindings to lists of key names")
        return value
    if name == "names":
        if value is not None and not (isinstance(value, list) and all(isinstance(n, str) for n in value)):
            raise ValueError("names must be a list of text")
        return value
    if kind is str and not isinstance(value, str):
        raise ValueError(f"{name}: {value!r} is not text")
    return value


def step(name: str, value, delta: int):
    """The next value of a menu setting, `delta` steps up or down."""
    meta = FIELDS[name].metadata
    if meta["choices"] is not None:
        options = meta["choices"]
        return options[(options.index(value) + delta) % len(options)]
    if isinstance(value, bool):
        return not value
    return clamp(name, value + delta * meta["step"])


def config_dir() -> pathlib.Path:
    override = os.environ.get("UNO_AUDIO_HOME")
    if override:
        return pathlib.Path(override)
    import platformdirs
    return pathlib.Path(platformdirs.user_config_dir("uno-audio", appauthor=False))


TEMP_SUFFIX = ".new"


def _temp_name(path: pathlib.Path) -> pathlib.Path:
    # One name per process, so two copies of the game never write the same temporary file.
    return path.with_name(f"{path.name}.{os.getpid()}{TEMP_SUFFIX}")


def write_atomic(path: pathlib.Path, data: dict, indent: int | None = 1) -> None:
    """Write JSON to a new file, flush it to disk, then rename it over the old one:
    whenever the process dies, `path` holds either the old or the new data, whole.
    Raises OSError (or ValueError for data JSON can't hold); `path` is then unchanged.
    `indent=None` writes one line, several times faster for a long match's log."""
    text = json.dumps(data, ensure_ascii=False, indent=indent, allow_nan=False)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = _temp_name(path)
    try:
        with open(tmp, "w", encoding="utf-8", newline="\n") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        _replace(tmp, path)
    except BaseException:
        try:
            tmp.unlink()
        except OSError:
            pass
        raise
    # The folder itself is not synced: after a power cut the rename may be undone, which
    # leaves the previous file, still whole; syncing it too would double the cost of a save.


def write_json(path: pathlib.Path, data: dict, what: str, on_error=None, indent: int | None = 1) -> bool:
    """`write_atomic`, never raising: a failure is logged and handed to `on_error` (which
    tells the player); returns whether the file was written."""
    try:
        write_atomic(path, data, indent)
        return True
    except (OSError, ValueError) as error:
        log.error("could not save %s to %s: %s", what, path, error)
        if on_error is not None:
            on_error(error)
        return False


def _replace(tmp: pathlib.Path, path: pathlib.Path) -> None:
    """os.replace, tried again briefly on Windows, where a virus scanner or an editor
    holding the old file open makes the rename fail for a moment."""
    for attempt in range(4):
        try:
            os.replace(tmp, path)
            return
        except PermissionError:
            if os.name != "nt" or attempt == 3:
                raise
            time.sleep(0.05)


def clean_temp(path: pathlib.Path, older_than: float = 600.0) -> None:
    """Remove temporary files a killed process left beside `path` (never `path` itself)."""
    try:
        leftovers = list(path.parent.glob(f"{path.name}.*{TEMP_SUFFIX}"))
    except OSError:
        return
    now = time.time()
    for tmp in leftovers:
        try:
            if tmp.name == _temp_name(path).name or now - tmp.stat().st_mtime > older_than:
                tmp.unlink()
        except OSError:
            pass


def _aside_name(path: pathlib.Path) -> pathlib.Path:
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.stem}.broken-{stamp}{path.suffix}")
    n = 1
    while target.exists():
        target = path.with_name(f"{path.stem}.broken-{stamp}-{n}{path.suffix}")
        n += 1
    return target


def set_aside(path: pathlib.Path, copy: bool = False) -> pathlib.Path | None:
    """Move a broken file out of the way under a `broken` name (never delete it), or with
    `copy` keep a copy of a partly readable one before the game rewrites it. Returns the
    new name, or None when even that failed (logged; the game goes on without the file)."""
    try:
        target = _aside_name(path)
        (shutil.copy2 if copy else os.replace)(path, target)
    except OSError as error:
        log.error("could not set %s aside: %s", path, error)
        return None
    log.warning("%s %s as %s", path, "copied" if copy else "set aside", target.name)
    return target


def _no_constants(name: str):
    raise ValueError(f"{name} is not JSON")


def read_json(path: pathlib.Path, version: int) -> tuple[dict | None, str | None]:
    """(data, None), or (None, problem code) with the bad file set aside.
    A missing file is (None, None). Never raises."""
    try:
        if not path.exists():
            return None, None
        data = json.loads(path.read_text(encoding="utf-8"), parse_constant=_no_constants)
        if not isinstance(data, dict):
            raise ValueError("not an object")
        found = data.get("version")
        if not isinstance(found, int) or isinstance(found, bool) or found < 1:
            raise ValueError(f"no valid version: {found!r}")
        if found > version:
            log.warning("%s is version %s; this game reads up to %s", path, found, version)
            problem = "future-version"
        else:
            return data, None
    except (OSError, UnicodeDecodeError, ValueError, RecursionError) as error:
        log.warning("unreadable %s: %s", path, error)
        problem = "corrupt"
    set_aside(path)
    return None, problem


class SettingsStore:
    def __init__(self, directory: pathlib.Path | None = None):
        self.path = (directory or config_dir()) / "settings.json"
        self.problems: list[str] = []
        self.on_write_error = None    # called with the OSError when a save fails

    def load(self) -> Settings:
        """The settings in the file, or defaults. Values this version does not
        understand (unknown names, wrong types) are left out and noted; the file
        is then copied aside first, so the player's own edit is never lost."""
        clean_temp(self.path)
        data, problem = read_json(self.path, VERSION)
        if problem:
            self.problems.append(problem)
        settings = Settings()
        if data is None:
            return settings
        ignored = []
        for name, value in data.items():
            if name == "version":
                continue
            if name in RETIRED:
                continue
            if name not in FIELDS:
                ignored.append(name)
                continue
            try:
                setattr(settings, name, clamp(name, value))
            except (ValueError, TypeError, OverflowError):
                ignored.append(name)
        if ignored:
            log.warning("%s: ignored %s", self.path, ", ".join(map(repr, ignored)))
            set_aside(self.path, copy=True)
            self.problems.append("some-values-ignored")
        return settings

    def save(self, settings: Settings) -> bool:
        data = asdict(settings)
        data["version"] = VERSION
        return write_json(self.path, data, "settings", self.on_write_error)
