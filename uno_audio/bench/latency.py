"""What the player hears, and when: key to audio and launch to first audio.

    python -m uno_audio.bench latency [--rounds 2] [--voices tts,screen-reader] [--modes console,window]
                                 [--listen PATH] [--launches 3] [--espeak builtin|system]

Runs the game under `listen` (../shared/tools/listen: the game's sound goes to a private
PulseAudio server whose output is recorded; it presses the keys and times the sound that
follows each one, every key sent after a second of silence). A two-player match is started
(Enter on New game, Enter on Start the game; the settings say the tutorial was seen, so it
is not first in the menu; with this seed the player is first), then at the table the keys
that only speak (C top card, T whose turn, S scores, E card counts, H hand) and keys whose
answer begins with a cue (Right, Left through the hand) are pressed in turn. For each voice
and mode it prints key-to-audio median and p95 for both groups, launch-to-first-audio over
a few launches from one home folder (after one start that keeps the parsed messages there),
and that of a first start apart. Over so few keys p95 is the slowest of them (nearest rank):
on a busy machine take several runs, or more --rounds. `--voices screen-reader` speaks
through speech-dispatcher: listen gives the game a runtime folder of its own, so each launch
starts its own speech-dispatcher and launch-to-first-audio includes that start, which Orca's
users have already paid.

The first audio is the first sound over -60 dBFS (listen's threshold): a line that begins
with a voiceless plosive ("Top", "Tina", "Carta") is heard only at its burst, after the
closure's silence (about 50 ms at the default speed, espeak-ng's through speech-dispatcher;
the built-in voice leaves that silence out), so those lines are timed that much later.
Targets: keys that only speak <= 50 ms p95 with the built-in voice (<= 40 ms through
speech-dispatcher), launch to first audio <= 1000 ms.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import pathlib
import shutil
import statistics
import subprocess
import sys
import tempfile

from .. import settings

# The checkout, when run from one (listen is looked for beside it).
ROOT = pathlib.Path(__file__).resolve().parents[2]
# ../shared/tools/listen beside the repository (or beside the folder of its worktrees).
LISTEN_PLACES = [ROOT.parent / "shared" / "tools" / "listen", ROOT.parent.parent / "shared" / "tools" / "listen"]
START = ["enter", "enter"]
SPEAK_ONLY = ["c", "t", "s", "e", "h"]
WITH_CUE = ["right", "left"]
X_KEYS = {"enter": "Return", "right": "Right", "left": "Left"}


def _listen_program(given: str | None) -> str:
    for candidate in (given, os.environ.get("UNO_LISTEN"), *map(str, LISTEN_PLACES), shutil.which("listen")):
        if candidate and pathlib.Path(candidate).is_file():
            return candidate
    sys.exit("listen not found: give --listen PATH")


def keys_for(rounds: int) -> list[str]:
    keys = list(START)
    for _ in range(rounds):
        for n, key in enumerate(SPEAK_ONLY):
            keys += [key, WITH_CUE[n % len(WITH_CUE)]]
    return keys


def new_home() -> str:
    """A home folder for the game whose settings say the tutorial was seen (a first start
    puts the tutorial first in the main menu)."""
    home = tempfile.mkdtemp(prefix="uno-latency-home-")
    settings.SettingsStore(pathlib.Path(home)).save(settings.Settings(tutorial_seen=True))
    return home


# The game as a player starts it, or (--espeak system) without the built-in voice's package,
# so that the built-in voice is the system's libespeak-ng.
GAME = {"builtin": ["-m", "uno_audio"],
        "system": ["-c", "import sys; sys.modules['espeakng_loader'] = None; from uno_audio.cli import main; "
                         "sys.exit(main(sys.argv[1:]))"]}


def run(listen: str, mode: str, voice: str, keys: list[str], home: str | None = None,
        espeak: str = "builtin") -> dict:
    """One run of the game under listen: its timeline (see listen --help). Without `home`,
    in a new home folder, removed afterwards."""
    out = pathlib.Path(tempfile.mkdtemp(prefix="uno-latency-"))
    kept = home is not None
    home = home or new_home()
    game = [sys.executable, *GAME[espeak], "--speech", voice, "--home", home,
            "--players", "2", "--seed", "7"]
    options = ["--quiet", "1.0", "--out", str(out)]
    if mode == "window":
        options += ["--window"]
        sent = [X_KEYS.get(key, key) for key in keys]
    else:
        game += ["--console"]
        sent = keys
    if keys:
        options += ["--keys", " ".join(sent)]
    else:
        options += ["--duration", "4"]
    result = subprocess.run([listen, *options, "--", *game], cwd=ROOT, capture_output=True, text=True)
    path = out / "timeline.json"
    if not path.exists():
        raise RuntimeError(f"listen wrote no timeline:\n{result.stdout}\n{result.stderr}")
    timeline = json.loads(path.read_text())
    shutil.rmtree(out, ignore_errors=True)
    if not kept:
        shutil.rmtree(home, ignore_errors=True)
    return timeline


def p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[max(0, math.ceil(0.95 * len(ordered)) - 1)]     # nearest rank, as listen


def describe(values: list[float]) -> str:
    if not values:
        return "none measured"
    return f"median {statistics.median(values):.0f} ms, p95 {p95(values):.0f} ms ({len(values)} keys)"


def measure(listen: str, mode: str, voice: str, rounds: int, launches: int, verbose: bool = False,
            espeak: str = "builtin") -> None:
    keys = keys_for(rounds)
    timeline = run(listen, mode, voice, keys, espeak=espeak)
    groups: dict[str, list[float]] = {"speak": [], "cue": []}
    unanswered = []
    for row, key in zip(timeline["keys"][len(START):], keys[len(START):]):
        if row["state"] != "silence":
            continue
        if row["response_ms"] is None:
            unanswered.append(key)
            continue
        groups["speak" if key in SPEAK_ONLY else "cue"].append(row["response_ms"])
        if verbose:
            print(f"    {key:<6} {row['response_ms']:>4} ms  {row.get('text') or ''}")
    # The timed run was a first start; the later launches share one home folder, so the
    # game finds what its first start kept (the parsed messages).
    first = timeline["launch_to_first_audio_ms"]
    home = new_home()
    try:
        run(listen, mode, voice, [], home, espeak)
        starts = [run(listen, mode, voice, [], home, espeak)["launch_to_first_audio_ms"] for _ in range(launches)]
    finally:
        shutil.rmtree(home, ignore_errors=True)
    heard = [t for t in starts if t is not None]
    print(f"{voice} in the {mode}" + (" (the system's espeak-ng)" if espeak == "system" else "") + ":")
    print(f"  key -> audio, keys that only speak ({' '.join(SPEAK_ONLY)}): {describe(groups['speak'])}")
    print(f"  key -> audio, keys with a cue ({' '.join(WITH_CUE)}): {describe(groups['cue'])}")
    if unanswered:
        print(f"  keys nothing was heard after: {' '.join(unanswered)}")
    if heard:
        print(f"  launch -> first audio: median {statistics.median(heard):.0f} ms, "
              f"max {max(heard):.0f} ms ({len(heard)} of {len(starts)} launches heard)")
    else:
        print(f"  launch -> first audio: nothing heard in {len(starts)} launches")
    print(f"  launch -> first audio, a first start: "
          + (f"{first:.0f} ms" if first is not None else "nothing heard"))
    sys.stdout.flush()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m uno_audio.bench latency",
                                     description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=2, help="rounds of the keys at the table")
    parser.add_argument("--voices", default="tts", help="comma-separated: tts, screen-reader")
    parser.add_argument("--modes", default="console,window", help="comma-separated: console, window")
    parser.add_argument("--launches", type=int, default=3, help="launches timed to their first audio")
    parser.add_argument("--listen", help="the listen program (default: ../shared/tools/listen)")
    parser.add_argument("--verbose", action="store_true", help="print each key's time too")
    parser.add_argument("--espeak", choices=("builtin", "system"), default="builtin",
                        help="the built-in voice's libespeak-ng: the game's own (default) or the system's")
    args = parser.parse_args(argv)
    listen = _listen_program(args.listen)
    for voice in args.voices.split(","):
        for mode in args.modes.split(","):
            measure(listen, mode.strip(), voice.strip(), max(1, args.rounds), max(1, args.launches),
                    args.verbose, args.espeak)
    return 0


if __name__ == "__main__":
    sys.exit(main())
