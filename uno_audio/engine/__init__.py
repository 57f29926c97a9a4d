"""The rules engine: pure Python, deterministic from a seed, no input or output.

    from uno_audio.engine import Card, Rules, Game, IllegalAction

    game = Game(4, Rules(stacking=True), seed=7)
    game.legal_actions(game.turn)        # [Action("play R5"), Action("play W R"), ..., DRAW]
    events = game.apply(game.turn, DRAW)         # or its text: game.apply(seat, "draw")

An `Action` (`actions.py`) is a value: `verb`, `card`, `color`, `seat`, and a `str` of
its notation (`play <card> [<colour>]`, `draw`, `pass`, `color <c>`, `uno`, `catch <seat>`,
`challenge`, `buzz`, `swap <seat>`, `choose <seat>`), which `Action.parse` reads and
`str(action)` writes; `close_buzzer()` and `next_round()` are the clock's and the table's.
Illegal actions raise `IllegalAction` with a `reason` code and change nothing. `game.phase`
is a `Phase`, a string-valued enum. Each kind of event has its type (`events.py`). `game.position()` is the
whole state as one line of text and `Game.from_position(text)` plays on from it
(`position.py`); `game.state()` is the same as a `State` of plain values and
`Game.from_state(state)` plays on from that; `game.copy()` is a game to play on apart.
"""

from .actions import Action, IllegalAction, Phase
from .cards import Card, COLORS, full_deck
from .events import Event
from .game import Game
from .rules import Rules
from .state import State
from .view import View

__all__ = ["Action", "Card", "COLORS", "Event", "Game", "IllegalAction", "Phase", "Rules", "State", "View",
           "full_deck"]
