"""Player settings: declared once, with their ranges, so the settings menu and
the settings file both come from `FIELDS`. Stored as versioned JSON, written
atomically; a broken file is kept aside and replaced by defaults (`files.py`)."""

from __future__ import annotations

import logging
import math
import pathlib
from dataclasses import asdict, dataclass, field, fields

from .engine import Rules
from .files import Stuck, clean_temp, guarded, read_json, set_aside, write_json
from .i18n import normalize_language

VERSION = 1
VERBOSITY = ("brief", "normal", "full")
BRAILLE = ("off", "with-speech", "only")
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
    pan_width: int = _setting(70, low=0, high=100, step=10)
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
    # Braille: every line on the display too ("with-speech"), or there alone ("only").
    braille: str = _setting("off", choices=BRAILLE)
    braille_reading: float = _setting(4.0, low=1.0, high=20.0, step=0.5)   # seconds to read 40 cells
    braille_cells: int = _setting(40, low=12, high=80, step=4)   # the display's width when it does not say
    hints: bool = _setting(True)              # the hint key at the table
    hints_hot_seat: bool = _setting(False)    # ... with several humans at one keyboard too
    font_size: int = _setting(36, low=16, high=96, step=4)
    theme: str = _setting("white-on-black", choices=("white-on-black", "black-on-white", "yellow-on-black"))
    fullscreen: bool = _setting(False)
    keys: dict = _setting(None, menu=False)     # the player's own keys: binding id -> key names
    tutorial_seen: bool = _setting(False, menu=False)   # the tutorial comes first in the main menu until then
    players: int = _setting(4, low=2, high=10, step=1, menu=False)
    bot_level: str = _setting("normal", choices=("easy", "normal", "hard"), menu=False)
    preset: str = _setting("official", menu=False)
    rules: dict = _setting(None, menu=False)
    names: list = _setting(None, menu=False)
    seats: list = _setting(None, menu=False)
    hidden_hands: bool = _setting(True, menu=False)

    def verbosity(self, group: str) -> str:
        """How much is said of a group of lines: "brief", "normal" or "full"."""
        return {"intro": self.verbosity_intro, "moves": self.verbosity_moves, "drawn": self.verbosity_drawn,
                "counts": self.verbosity_counts, "hints": self.verbosity_hints}[group]

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


class SettingsStore:
    def __init__(self, directory: pathlib.Path):
        self.path = directory / "settings.json"
        self.problems: list[str] = []
        self.on_write_error = None    # called with the OSError when a save fails
        self.stuck: Stuck | None = None   # a damaged file that could not be set aside

    def load(self) -> Settings:
        """The settings in the file, or defaults. Values this version does not
        understand (unknown names, wrong types) are left out and noted; the file
        is then copied aside first, so the player's own edit is never lost."""
        clean_temp(self.path)
        data, problem = read_json(self.path, VERSION)
        if problem:
            self.problems.append(problem)
            if self.path.exists():
                self.stuck = Stuck(self.path, copy=False)
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
            if set_aside(self.path, copy=True) is None:
                self.stuck = Stuck(self.path, copy=True)
            self.problems.append("some-values-ignored")
        return settings

    def save(self, settings: Settings) -> bool:
        data = asdict(settings)
        data["version"] = VERSION
        if not guarded(self.stuck, self.path, "settings", self.on_write_error):
            return False
        self.stuck = None
        return write_json(self.path, data, "settings", self.on_write_error)
