"""Play one round by keys in a language and print everything said, one line per
announcement: a way to hear a translation in context.

Run: python tools/transcript.py LANG SEED [--variants] [--blanks] [--tutorial]
LANG is en, es or pt-BR; SEED chooses the deal and the bots' moves, so the same
arguments print the same transcript. With --variants every house rule that fits
a plain match is on (stacking, sequences, jump-in, bluff, 0 and 7, buzzer, ...);
with --blanks the deck has two blank cards of each rule, in turning colours.
The player's moves come from tests/player.py: the first playable card, else draw.
With --tutorial the tutorial is played instead, each step's hint asked for once.
"""

from __future__ import annotations

import argparse
import pathlib
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

from player import keys_for_turn, make_app, press, said  # noqa: E402
from uno_audio.console import run_until_human  # noqa: E402
from uno_audio.i18n import normalize_language  # noqa: E402
from uno_audio.engine.blanks import BLANK_RULES  # noqa: E402
from uno_audio.ui.table import Table  # noqa: E402
from uno_audio.ui.tutorial import STEPS  # noqa: E402

VARIANTS = {"stacking": True, "sequences": True, "jump_in": True, "bluff": True,
            "draw_then_play": True, "seven_zero": True, "buzzer": True, "draw_to_match": True}
BLANKS = tuple(f"{'RYGB'[i % 4]}*{rule.code}" for i, rule in enumerate(BLANK_RULES * 2))
# The tutorial's keys, step by step (as tests/test_tutorial.py plays it).
TUTORIAL_KEYS = {
    "browse": ["right"], "hand": ["h"], "top": ["c"], "counts": ["e"], "help": ["f1", "escape"],
    "play": ["home", "enter"], "draw": ["space"], "wild": ["enter"], "color": ["3"], "catch": ["u"],
    "rules": ["ctrl+f1", "escape"], "second": ["home", "enter"], "uno": ["u", "home", "enter"],
    "last": ["home", "enter"],
}


def tutorial(lang: str) -> list[str]:
    """The tutorial from the first start's menu to its end, with a wrong key at each step."""
    with tempfile.TemporaryDirectory() as home:
        app, clock = make_app(pathlib.Path(home), lang=normalize_language(lang), tutorial_seen=False)
        app.start()
        press(app, clock, "enter")
        for step in STEPS:
            press(app, clock, "x")          # a key of no use now: the step's hint
            press(app, clock, *TUTORIAL_KEYS[step.id])
        lines = list(said(app))
        problems = app.tr.missing + app.tr.errors
    return lines + ([f"# untranslated or broken: {', '.join(problems)}"] if problems else [])


def transcript(lang: str, seed: int, variants: bool = False, max_keys: int = 5000,
               blanks: bool = False) -> list[str]:
    """Start the game, begin a new match from the setup menu, play until the
    round summary has been read out; return every line said."""
    with tempfile.TemporaryDirectory() as home:
        rules = dict(VARIANTS) if variants else {}
        if blanks:
            rules["blank_cards"] = BLANKS
        app, clock = make_app(pathlib.Path(home), lang=normalize_language(lang),
                              rules=rules, bot_pace=0.5)
        app.seed = seed
        app.start()
        press(app, clock, "enter")      # New game (a fresh home has no saved match)
        press(app, clock, "enter")      # Start the game
        count = 0
        while type(app.screen).__name__ != "Summary":
            if count > max_keys:
                raise SystemExit("the round did not end")
            run_until_human(app, clock)
            screen = app.screen
            if isinstance(screen, Table):
                keys = keys_for_turn(screen) or ["t"]
            elif type(screen).__name__ == "Summary":
                break
            else:
                keys = ["escape"]
            press(app, clock, *keys)
            count += len(keys)
        lines = list(said(app))
        problems = app.tr.missing + app.tr.errors
    if problems:
        lines.append(f"# untranslated or broken: {', '.join(problems)}")
    return lines


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("lang", help="en, es or pt-BR")
    parser.add_argument("seed", type=int)
    parser.add_argument("--variants", action="store_true", help="play with the house rules on")
    parser.add_argument("--blanks", action="store_true", help="two blank cards of each rule in the deck")
    parser.add_argument("--tutorial", action="store_true", help="play the tutorial instead of a round")
    args = parser.parse_args(argv)
    lines = tutorial(args.lang) if args.tutorial else \
        transcript(args.lang, args.seed, args.variants, blanks=args.blanks)
    for line in lines:
        print(line)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
