"""Every screen one screen may open from another, by name.

Screens never import each other (the table would import the summary, the summary
the table): they ask the controller, `app.open("summary", table)`, and the
controller makes the screen from here. Only base classes and the plain readers
and questions of `screens` are imported directly.
"""

from __future__ import annotations

from .keys import KeysMenu
from .menus import GameMenu, MainMenu
from .replay import Replay
from .summary import Summary
from .table import Table
from .tutorial import Tutorial
from .two_tables import TwoTablesTable

# name -> what makes the screen, called with the controller first
SCREENS = {
    "main-menu": MainMenu,
    "game-menu": GameMenu,          # (table)
    "keys": KeysMenu,
    "tutorial": Tutorial,
    "table": Table.create,          # (rules, humans, levels, names, keys, hidden, seed=)
    "table-resumed": Table.resumed,  # (game, save info)
    "two-tables": TwoTablesTable.create,
    "two-tables-resumed": TwoTablesTable.resumed,
    "summary": Summary,             # (table)
    "replay": Replay,               # (table)
}


def make(name: str, app, *args, **kwargs):
    return SCREENS[name](app, *args, **kwargs)
