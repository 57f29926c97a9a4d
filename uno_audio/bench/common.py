"""What the bot benchmarks share: the 95% interval of a win rate, and the seats and rules
of a command line."""

from __future__ import annotations

import math

from ..bots import LEVELS
from ..engine import Game, Rules
from ..engine.position import parse_rules


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return 0.0, 0.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


def seats_and_rules(parser, seats_text: str, rules_text: str) -> tuple[list[str], Rules]:
    """The levels of `--seats` and the rules of `--rules`, or the parser's error."""
    seats = [s.strip() for s in seats_text.split(",") if s.strip()]
    unknown = [s for s in seats if s not in LEVELS]
    if unknown:
        parser.error(f"unknown level(s): {', '.join(unknown)}")
    try:
        rules = parse_rules(rules_text)
        Game(len(seats), rules, seed=0)
    except ValueError as e:
        parser.error(str(e))
    return seats, rules
