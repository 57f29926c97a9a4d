"""A match apart from any screen: the game, the bots and the clocks (see match.py)."""

from .match import HUMAN_FLOOR, BotError, Hooks, Match, Timing, Windows
from .script import Script

__all__ = ["HUMAN_FLOOR", "BotError", "Hooks", "Match", "Script", "Timing", "Windows"]
