"""A match apart from any screen: the game, the bots and the clocks (see match.py)."""

from .match import HUMAN_FLOOR, BotError, Match, Timing, Windows

__all__ = ["HUMAN_FLOOR", "BotError", "Match", "Timing", "Windows"]
