"""Sound cues played through pygame.mixer, panned by seat around the table."""

from __future__ import annotations

import ctypes
import glob
import io
import logging
import math
import os
import sys
import random
import re
import threading

from ..paths import as_folder, files_in

log = logging.getLogger(__name__)

CUES: tuple[str, ...] = (
    "play1", "play2", "play3", "play4",
    "draw", "shuffle", "skip", "reverse", "draw_two", "wild", "wild_draw_four",
    "uno", "catch", "challenge", "buzzer", "buzz", "jump_in",
    "your_turn", "playable", "unplayable",
    "round_won", "round_lost", "match_won", "match_lost",
    "menu_move", "menu_select", "error", "penalty", "swap", "deal",
    # the No Mercy deck (DECK-5)
    "draw_four", "skip_everyone", "discard_all", "wild_reverse_draw_four", "wild_draw_six", "wild_draw_ten",
    "roulette", "mercy",
    # the Flip deck (DECK-6)
    "draw_one", "flip", "wild_draw_two", "draw_five", "wild_draw_colour",
)

# Channel 0 is kept for self-voicing speech so cues never cut it off.
SPEECH_CHANNEL = 0
RESERVED_CHANNELS = 1
MIN_CHANNELS = 16
# No seat is panned nearer the centre than this: the centre is the listener's own place.
PAN_GAP = 0.25

_VARIANT = re.compile(r"^(?:play\d+|[a-z_]+_up\d+)$")
_mixer_lock = threading.Lock()
_alsa_handlers: list = []      # kept alive: ALSA holds only a pointer


def import_pygame():
    """pygame, imported without setuptools' pkg_resources, which its pkgdata module loads
    only to find its own default font (it finds it by path without): a fifth of a second
    or more of the launch before the first word."""
    if "pygame" in sys.modules:
        return sys.modules["pygame"]
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    blocked = "pkg_resources" not in sys.modules
    if blocked:
        sys.modules["pkg_resources"] = None     # type: ignore[assignment]  # an ImportError for pkgdata, at once
    try:
        import pygame
    finally:
        if blocked and sys.modules.get("pkg_resources", 0) is None:
            del sys.modules["pkg_resources"]
    return pygame


def quiet_alsa() -> None:
    """Keep ALSA's own error lines ("ALSA lib ... cannot find card") out of the terminal, where
    a screen reader would read them out: its error handler is replaced in every copy of the
    library SDL may use (pygame's wheel carries its own) before SDL opens audio."""
    if _alsa_handlers or not sys.platform.startswith("linux"):
        return
    # A C function that ignores its arguments, not a Python callback: SDL 2.32 (pygame-ce)
    # opens ALSA on a thread of its own while pygame.mixer.init holds the GIL, and a Python
    # handler called there waits for the GIL forever. getpid has no effect and, called with
    # arguments it does not take, returns harmlessly (the caller clears them away).
    try:
        handler = ctypes.cast(ctypes.CDLL(None).getpid, ctypes.c_void_p)
    except (OSError, AttributeError):
        return
    _alsa_handlers.append(handler)
    try:
        import pygame
        bundled = glob.glob(os.path.join(os.path.dirname(pygame.__file__) + ".libs", "libasound*.so*"))
    except Exception:
        bundled = []
    for library in bundled + ["libasound.so.2"]:
        try:
            set_handler = ctypes.CDLL(library, mode=ctypes.RTLD_GLOBAL).snd_lib_error_set_handler
            set_handler.argtypes = [ctypes.c_void_p]
            set_handler(handler)
        except (OSError, AttributeError):
            continue


def open_mixer() -> bool:
    """Start pygame.mixer if nobody has (stereo, small buffer for low latency); False when no audio device."""
    with _mixer_lock:
        try:
            pygame = import_pygame()

            if not pygame.mixer.get_init():
                quiet_alsa()
                pygame.mixer.init(frequency=44100, size=-16, channels=2, buffer=512)
            if pygame.mixer.get_num_channels() < MIN_CHANNELS:
                pygame.mixer.set_num_channels(MIN_CHANNELS)
            pygame.mixer.set_reserved(RESERVED_CHANNELS)
            return True
        except Exception as exc:  # pygame.error, ImportError, driver failures
            log.info("mixer unavailable: %s", exc)
            return False


def volume_gain(volume: int) -> float:
    """0-100 to an amplitude factor; squared so equal steps sound roughly equal."""
    v = min(100, max(0, int(volume))) / 100.0
    return v * v


class Sounds:
    def __init__(self, directory, *, volume: int = 80, muted: bool = False, pan_width: int = 100):
        # A path, or a Traversable from `paths.sounds_dir` (package data, maybe in a zip).
        self.directory = as_folder(directory)
        self.volume = min(100, max(0, int(volume)))
        self.pan_width = min(100, max(0, int(pan_width)))
        self.muted = bool(muted)
        self.missing: list[str] = []
        self._sounds: dict[str, object] = {}
        self._last_play: str | None = None
        self._next_channel = 0
        self._used: set[int] = set()
        self._plays: list[str] = []
        self._rng = random.Random()
        self.available = open_mixer()
        self._load()

    def _load(self) -> None:
        names = list(CUES)
        extra = [p.name[:-len(".wav")] for p in files_in(self.directory, ".wav")]
        names += [n for n in extra if _VARIANT.match(n) and n not in CUES]
        for name in names:
            path = self.directory / f"{name}.wav"
            if not path.is_file():
                if name in CUES:
                    self.missing.append(name)
                    log.warning("sound cue missing: %s", path)
                continue
            if not self.available:
                continue
            try:
                import pygame

                self._sounds[name] = pygame.mixer.Sound(file=io.BytesIO(path.read_bytes()))
            except Exception as exc:
                if name in CUES:
                    self.missing.append(name)
                log.warning("sound cue unreadable: %s (%s)", path, exc)
        # The variants of the card-played cue, one picked at random each time.
        self._plays = [n for n in self._sounds if re.fullmatch(r"play\d+", n)]
        log.info("%d sound cues loaded from %s", len(self._sounds), self.directory)

    def play(self, cue: str, pan: float = 0.0, pitch_step: int = 0) -> None:
        if not self.available or self.muted:
            return
        try:
            name = self._resolve(cue, pitch_step)
            if name is None:
                return
            left, right = self._levels(pan)
            self._start(self._sounds[name], left, right)
        except Exception:
            log.exception("could not play cue %r", cue)

    def _resolve(self, cue: str, pitch_step: int) -> str | None:
        if cue == "play":
            variants = list(self._plays)
            if not variants:
                return None
            if len(variants) > 1 and self._last_play in variants:
                variants.remove(self._last_play)
            self._last_play = self._rng.choice(variants)
            return self._last_play
        if pitch_step > 0:
            for step in range(int(pitch_step), 0, -1):
                name = f"{cue}_up{step}"
                if name in self._sounds:
                    return name
        return cue if cue in self._sounds else None

    def _levels(self, pan: float) -> tuple[float, float]:
        """Equal-power pan law scaled by the volume: (left, right) channel volumes.
        The pan width narrows every position towards the centre; 0 is mono."""
        pan = min(1.0, max(-1.0, float(pan))) * self.pan_width / 100.0
        angle = (pan + 1.0) * math.pi / 4.0
        gain = 0.0 if self.muted else volume_gain(self.volume)
        return gain * math.cos(angle), gain * math.sin(angle)

    def _start(self, sound, left: float, right: float) -> None:
        import pygame

        index = self._free_channel()
        channel = pygame.mixer.Channel(index)
        channel.set_volume(left, right)
        channel.play(sound)
        self._used.add(index)

    def _free_channel(self) -> int:
        # pygame.mixer.find_channel() ignores reserved channels, so pick ours by hand.
        import pygame

        total = pygame.mixer.get_num_channels()
        for index in range(RESERVED_CHANNELS, total):
            if not pygame.mixer.Channel(index).get_busy():
                return index
        self._next_channel = (self._next_channel + 1) % max(1, total - RESERVED_CHANNELS)
        return RESERVED_CHANNELS + self._next_channel

    def set_volume(self, volume: int) -> None:
        self.volume = min(100, max(0, int(volume)))

    def set_pan_width(self, width: int) -> None:
        self.pan_width = min(100, max(0, int(width)))

    def set_muted(self, muted: bool) -> None:
        self.muted = bool(muted)
        if self.muted and self.available:
            self._stop_all()

    def _stop_all(self) -> None:
        try:
            import pygame

            for index in self._used:
                pygame.mixer.Channel(index).stop()
        except Exception:
            log.exception("could not stop cues")

    @staticmethod
    def pan_for_seat(seat: int, me: int, players: int) -> float:
        """The listener in the centre; the others from the next seat clockwise (left, -1)
        round to the previous one (right, +1), evenly over both sides but never nearer the
        centre than PAN_GAP, so no seat sounds where your own sounds are, the seat opposite
        included. A lone opponent is half left."""
        offset = (seat - me) % players if players > 1 else 0
        if offset == 0:
            return 0.0
        others = players - 1
        if others == 1:
            return -0.5
        # Spread over the two sides as one line of length 2 * (1 - PAN_GAP), split at the centre.
        along = 2.0 * (1.0 - PAN_GAP) * (offset - 1) / (others - 1)
        pan = -1.0 + along
        return pan if pan < -PAN_GAP else pan + 2.0 * PAN_GAP
