"""Computer players: `make_bot(level, seat, seed)` for each level in `LEVELS`.

    bot = make_bot("hard", seat=2, seed=7)
    bot.act(game.view(2))        # its decision when it must decide, one of view.legal
    bot.react(game.view(2))      # (delay in seconds, action) it wants to make out of turn
    bot.pause(view, action)      # seconds a person would think first (a challenge), or None

A bot is given views only (`game.view(seat)`), so it never sees another hand.
A reaction's delay counts from the moment the line that calls for it was heard.
`simulate.play_round` plays a whole round with bots on simulated time.
"""

from __future__ import annotations

from .base import Bot
from .baseline import BasicBot, RandomBot, RuleBot
from .player import PROFILES, LevelledBot

LEVELS = ("easy", "normal", "hard", "random", "basic", "rule")


def make_bot(level: str, seat: int, seed: int | None = None) -> Bot:
    """A bot of `level` for `seat`, its randomness drawn only from `seed`."""
    if level == "random":
        return RandomBot(seat, seed)
    if level == "basic":
        return BasicBot(seat, seed)
    if level == "rule":
        return RuleBot(seat, seed)
    if level in PROFILES:
        return LevelledBot(level, seat, seed)
    raise ValueError(f"unknown bot level: {level!r} (one of {', '.join(LEVELS)})")


__all__ = ["Bot", "LEVELS", "make_bot"]
