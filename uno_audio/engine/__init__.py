"""The rules engine: pure Python, deterministic from a seed, no input or output.

    from uno_audio.engine import Card, Rules, Game, IllegalAction

    game = Game(4, Rules(stacking=True), seed=7)
    game.legal_actions(game.turn)        # ["play R5", "play W R", ..., "draw"]
    events = game.apply(game.turn, "draw")

Actions are strings: `play <card> [<colour>]`, `draw`, `pass`, `color <c>`, `uno`,
`catch <seat>`, `challenge`, `buzz`, `swap <seat>`, `choose <seat>` (a blank card's
player to draw, DECK-4.6); `close_buzzer()` and
`next_round()` are the clock's and the table's. Illegal actions raise
`IllegalAction` with a `reason` code and change nothing. `game.position()` is the
whole state as one line of text and `Game.from_position(text)` plays on from it
(`position.py`); `game.state()` is the same as a `State` of plain values and
`Game.from_state(state)` plays on from that; `game.copy()` is a game to play on apart.
"""

from .cards import Card, COLORS, full_deck
from .events import Event
from .game import Game, IllegalAction
from .rules import Rules
from .state import State
from .view import View

__all__ = ["Card", "COLORS", "Event", "Game", "IllegalAction", "Rules", "State", "View", "full_deck"]
