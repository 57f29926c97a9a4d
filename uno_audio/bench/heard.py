"""What was heard, checked against what was true: `python -m uno_audio.bench heard`.

`check(records)` reads a speech log (`--speech-log`: one JSON object a line, each
line with the game's state when it started) and counts

- stale: a line started after a later event had made its fact false ("Your turn."
  after you played, a count after a catch, "Press B!" after the race), or after its
  screen had closed (a tutorial step at the real table);
- repeated: a line heard whole more than once;
- out of order: a game event heard after a later one, or after a screen that
  followed from it (the round's last play after its summary);
- turn after own move: "Your turn." cut off and begun again after the player's own
  play or draw, before anyone else moved; again after own move: another's line cut
  off by a key and begun again after the player's own move (both read from the log
  alone, so they count in a log of a version that kept no facts too).

The benchmark plays console matches at a pseudo-terminal in real time, with keys
at random moments, and prints these counts (target 0 each).
"""

from __future__ import annotations

import argparse
import json
import os
import pathlib
import random
import select
import sys
import tempfile
import time

from ..ui.facts import holds

SCREEN_AFTER_GAME = ("Summary", "TwoTablesSummary")
TURN_YOU = "Your turn."


def read_log(path) -> list[dict]:
    records = []
    for line in pathlib.Path(path).read_text(encoding="utf-8").splitlines():
        try:
            records.append(json.loads(line))
        except ValueError:
            continue
    return records


def heard_pieces(records: list[dict]) -> list[dict]:
    """Each line heard (begun), with the utterance it was heard in: condensed lines are
    taken apart. Each piece: the line's record, `origin` (the first id of a line said
    again), `start`, `whole` (heard to its end) and the state when its utterance began."""
    by_id = {r["id"]: r for r in records}
    out = []
    for r in records:
        if "started" not in r:
            continue
        parts = [by_id[p] for p in r.get("parts", ()) if p in by_id] or [r]
        cut = set(r.get("heard_parts", ()))
        for k, p in enumerate(parts):
            whole = "ended" in r or p["id"] in cut
            out.append({"line": p, "origin": p.get("again", p["id"]), "start": r["started"], "k": k,
                        "whole": whole, "state": r.get("state"), "utterance": r})
    out.sort(key=lambda piece: (piece["start"], piece["k"]))
    return out


def check(records: list[dict]) -> dict:
    """The counts of stale, repeated and out-of-order lines, with examples of each."""
    pieces = heard_pieces(records)
    found = {"stale": [], "repeated": [], "out_of_order": [], "outside_screen": [], "turn_after_own_move": [],
             "again_after_own_move": [], "heard": len(pieces),
             "plays": sum(1 for r in records if " plays " in r["text"] and "again" not in r and "parts" not in r)}
    for piece in pieces:
        line, state = piece["line"], piece["state"]
        if state is None:
            continue
        about = line.get("about")
        if about is not None and not holds(tuple(about), state):
            found["stale"].append(line["text"])
        scope = line.get("scope")
        if scope is not None and scope not in state.get("screens", ()):
            found["outside_screen"].append(line["text"])
    whole: dict[int, int] = {}
    for piece in pieces:
        origin = piece["origin"]
        if whole.get(origin, 0) and piece["line"].get("kind") != "answer":
            found["repeated"].append(piece["line"]["text"])
        if piece["whole"]:
            whole[origin] = whole.get(origin, 0) + 1
    # "Your turn." after one's own move, with no one else's move between (English words).
    own = False
    for piece in pieces:
        line = piece["line"]
        if line.get("kind") == "answer":
            continue
        text = line["text"]
        if text.startswith(("You play", "You draw", "You keep", "You jump in")):
            own = True
        elif text.endswith(TURN_YOU):
            if own and text.startswith(TURN_YOU) and "again" in line and "during" not in line:
                found["turn_after_own_move"].append(text)
            own = False
        elif not text.startswith("You "):
            own = False
    # Another's line cut off by a key and begun again after the player's own move (a
    # game line of theirs, said during a key) had come.
    by_id = {r["id"]: r for r in records}
    moved_at = [r["queued"] for r in records if r.get("kind") == "game" and "during" in r
                and "again" not in r and "parts" not in r]
    for piece in pieces:
        line = piece["line"]
        cut = by_id.get(line.get("again"))
        if cut is None or line.get("kind") != "game" or "during" in cut:
            continue
        cut_at = min((r["interrupted"] for r in records if "interrupted" in r and
                      (r["id"] == cut["id"] or cut["id"] in r.get("parts", ()))), default=None)
        if cut_at is not None and any(cut_at <= t < piece["start"] for t in moved_at):
            found["again_after_own_move"].append(line["text"])
    # Game events in the order of the match, each by its first hearing.
    first: dict[int, dict] = {}
    for piece in pieces:
        first.setdefault(piece["origin"], piece)
    events = [p for p in first.values() if p["line"].get("seq") is not None]
    events.sort(key=lambda p: (p["start"], p["k"]))
    latest = None
    for p in events:
        seq = p["line"]["seq"]
        if latest is not None and seq < latest:
            found["out_of_order"].append(p["line"]["text"])
        latest = seq if latest is None else max(latest, seq)
    # A screen that follows from the game (the summary) after every event line before it.
    for p in first.values():
        if p["line"].get("scope") not in SCREEN_AFTER_GAME:
            continue
        for e in events:
            if e["line"]["queued"] <= p["line"]["queued"] and (e["start"], e["k"]) > (p["start"], p["k"]):
                found["out_of_order"].append(e["line"]["text"])
    return found


def counts(found: dict) -> dict:
    return {k: (len(v) if isinstance(v, list) else v) for k, v in found.items()}


# ---- the benchmark: console matches at a pseudo-terminal ----------------------------

KEYS_ANY = ("c", "t", "e", "right", "left", "h", "s", "pageup", "r", "down")
# New game; in the setup stacking (item 8), jump-in (10), seven and zero (14), the buzzer
# (15) on; Start.
HOUSE = ("enter",) + ("down",) * 7 + ("right",) + ("down",) * 2 + ("right",) + ("down",) * 4 + ("right",) \
    + ("down", "right", "home", "enter")
KEYS_PLAY = ("enter", "space", "u", "b", "1", "enter", "space")


def run_console(home: pathlib.Path, log: pathlib.Path, seed: int, seconds: float, rng: random.Random,
                keys_setup=("enter", "enter"), code=None) -> str:
    """Play the console at a pseudo-terminal for `seconds` with keys at random moments;
    returns what it printed."""
    import pty
    home.mkdir(parents=True, exist_ok=True)
    (home / "settings.json").write_text('{"version": 1, "tutorial_seen": true}', encoding="utf-8")
    pid, fd = pty.fork()
    if pid == 0:
        if code:
            os.chdir(code)
        os.execv(sys.executable, [sys.executable, "-m", "uno_audio", "--console", "--home", str(home),
                                  "--lang", "en", "--seed", str(seed), "--speech-log", str(log)])
    out = bytearray()

    def read(wait):
        end = time.monotonic() + wait
        while time.monotonic() < end:
            ready, _, _ = select.select([fd], [], [], max(0.0, min(0.05, end - time.monotonic())))
            if ready:
                try:
                    out.extend(os.read(fd, 65536))
                except OSError:
                    return

    def send(key):
        os.write(fd, (key + "\n").encode())

    read(2.0)
    for key in keys_setup:
        send(key)
        read(0.15)
    read(1.0)
    end = time.monotonic() + seconds
    seen = len(out)
    while time.monotonic() < end:
        read(rng.uniform(0.05, 1.5))
        new = out[seen:].decode("utf-8", "replace")
        seen = len(out)
        if "Press B!" in new:
            # As the players did: B about a second after "Press B!", and again.
            for _ in range(rng.randint(1, 3)):
                read(rng.uniform(0.6, 1.4))
                send("b")
        elif new.rstrip().endswith(TURN_YOU) and rng.random() < 0.7:
            # The turn told: a key or two 0.2 s apart, while the line may still be heard.
            for key in ("c", rng.choice(KEYS_ANY), rng.choice(("enter", "space", "space"))):
                send(key)
                read(0.2)
        elif rng.random() < 0.2:
            send(rng.choice(KEYS_PLAY if rng.random() < 0.6 else KEYS_ANY))
    try:
        os.kill(pid, 15)
        read(1.0)
        os.waitpid(pid, 0)
    except OSError:
        pass
    return out.decode("utf-8", "replace")


def main(argv=None) -> int:
    p = argparse.ArgumentParser(prog="python -m uno_audio.bench heard",
                                description="console matches in real time at a pseudo-terminal, "
                                            "their speech logs checked: stale, repeated, out-of-order lines")
    p.add_argument("--runs", type=int, default=3)
    p.add_argument("--seconds", type=float, default=60.0, help="of play in each run")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--house", action="store_true",
                   help="stacking, jump-in, seven and zero and the buzzer on")
    p.add_argument("--code", metavar="FOLDER", help="run the game from this source folder (another version)")
    p.add_argument("--log", metavar="FILE", help="check this speech log instead of playing")
    args = p.parse_args(argv)
    logs = []
    if args.log:
        logs.append(pathlib.Path(args.log))
    else:
        rng = random.Random(args.seed)
        work = pathlib.Path(tempfile.mkdtemp(prefix="uno-heard-"))
        for run in range(args.runs):
            log = work / f"speech-{run}.jsonl"
            seed = rng.randrange(1000)
            run_console(work / f"home-{run}", log, seed, args.seconds, rng, HOUSE if args.house else ("enter", "enter"),
                        code=args.code)
            logs.append(log)
    total: dict[str, int] = {}
    for log in logs:
        found = check(read_log(log)) if log.exists() else {}
        figures = counts(found)
        for k, v in figures.items():
            total[k] = total.get(k, 0) + v
        print(f"{log}: " + ", ".join(f"{k} {v}" for k, v in figures.items()))
        for kind in ("stale", "repeated", "out_of_order", "outside_screen", "turn_after_own_move",
                     "again_after_own_move"):
            for text in found.get(kind, [])[:3]:
                print(f"  {kind}: {text}")
    print("total: " + ", ".join(f"{k} {v}" for k, v in total.items()) + " (target 0 but for heard and plays)")
    return 0
