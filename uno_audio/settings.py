"""Player settings: declared once, with their ranges, so the settings menu and
the settings file both come from `FIELDS`. Stored as versioned JSON, written
atomically; a broken file is kept aside and replaced by defaults."""

from __future__ import annotations

import json
import logging
import os
import pathlib
import time
from dataclasses import asdict, dataclass, field, fields

from .engine import Rules

VERSION = 1
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
    wait_for_speech: bool = _setting(False)
    catch_window: float = _setting(2.0, low=0.5, high=6.0, step=0.5)
    buzzer_window: float = _setting(4.0, low=1.0, high=10.0, step=0.5)
    jump_in_cue: bool = _setting(False)
    playable_cue: bool = _setting(True)
    font_size: int = _setting(36, low=16, high=96, step=4)
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
MENU_FIELDS = tuple(f.name for f in fields(Settings) if f.metadata["menu"])


def clamp(name: str, value):
    """`value` made valid for setting `name`, or ValueError."""
    f = FIELDS[name]
    meta = f.metadata
    kind = type(f.default) if f.default is not None else None
    if meta["choices"] is not None:
        if value not in meta["choices"]:
            raise ValueError(f"{name}: {value!r} is not one of {meta['choices']}")
        return value
    if kind is bool:
        if not isinstance(value, bool):
            raise ValueError(f"{name}: {value!r} is not true or false")
        return value
    if kind in (int, float):
        if isinstance(value, bool) or not isinstance(value, (int, float)):
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
    if name == "names":
        if value is not None and not (isinstance(value, list) and all(isinstance(n, str) for n in value)):
            raise ValueError("names must be a list of text")
        return value
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


def write_atomic(path: pathlib.Path, data: dict) -> None:
    """Write JSON to a new file, then rename it over the old one."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(path.name + ".new")
    with open(tmp, "w", encoding="utf-8") as f:
        json.dump(data, f, ensure_ascii=False, indent=1)
        f.flush()
        os.fsync(f.fileno())
    os.replace(tmp, path)


def set_aside(path: pathlib.Path) -> pathlib.Path:
    """Rename a broken file out of the way (never delete it) and return its new name."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.stem}.broken-{stamp}{path.suffix}")
    n = 1
    while target.exists():
        target = path.with_name(f"{path.stem}.broken-{stamp}-{n}{path.suffix}")
        n += 1
    os.replace(path, target)
    return target


def read_json(path: pathlib.Path, version: int) -> tuple[dict | None, str | None]:
    """(data, None), or (None, problem code) with the bad file set aside.
    A missing file is (None, None)."""
    if not path.exists():
        return None, None
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        if not isinstance(data, dict):
            raise ValueError("not an object")
        found = data.get("version")
        if not isinstance(found, int):
            raise ValueError("no version")
        if found > version:
            problem = "future-version"
        else:
            return data, None
    except (OSError, UnicodeDecodeError, ValueError) as error:
        log.warning("unreadable %s: %s", path, error)
        problem = "corrupt"
    aside = set_aside(path)
    log.warning("%s set aside as %s (%s)", path, aside, problem)
    return None, problem


class SettingsStore:
    def __init__(self, directory: pathlib.Path | None = None):
        self.path = (directory or config_dir()) / "settings.json"
        self.problems: list[str] = []

    def load(self) -> Settings:
        data, problem = read_json(self.path, VERSION)
        if problem:
            self.problems.append(problem)
        settings = Settings()
        if data is None:
            return settings
        bad = False
        for name, value in data.items():
            if name == "version":
                continue
            if name not in FIELDS:
                bad = True
                continue
            try:
                setattr(settings, name, clamp(name, value))
            except (ValueError, TypeError):
                bad = True
        if bad:
            self.problems.append("some-values-ignored")
        return settings

    def save(self, settings: Settings) -> None:
        data = asdict(settings)
        data["version"] = VERSION
        try:
            write_atomic(self.path, data)
        except OSError as error:
            log.error("could not save settings: %s", error)
