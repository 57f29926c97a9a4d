"""The status line of the braille display's key: the top card and its colour, whose
turn, the player's count, a pending draw and an open window with its seconds left."""

from __future__ import annotations

import math

from ..engine.cards import WILD
from ..output.braille.words import BrailleWords
from ..phrases import join


def status_line(app) -> str:
    table = next((s for s in reversed(app.stack) if s.context == "table"), None)
    tr = app.tr
    if table is None:
        return tr("braille-status-none")
    g = table.game
    a = table.announcer
    words = BrailleWords(lambda: app.tr)
    top = words.text(a.card(g.top))
    parts = [tr("braille-status-top-wild", card=top, color=a.color(g.color))
             if g.top >= WILD and g.color is not None else tr("braille-status-top", card=top)]
    if g.round_over:
        parts.append(tr("braille-status-round-over"))
        return join(", ", parts)
    if g.turn == table.me:
        parts.append(tr("braille-status-turn-you"))
    else:
        parts.append(tr("braille-status-turn", name=table.names[g.turn]))
    parts.append(tr("braille-status-count", count=len(g.hands[table.me])))
    if g.pending:
        parts.append(tr("braille-status-pending", count=g.pending))
    now = app.clock()
    settings = app.settings
    window = None
    if g.phase == "buzzer" and table.buzzer_started is not None:
        window = ("braille-status-buzzer", table.buzzer_started + settings.buzzer_window - now)
    elif g.uno_window is not None and table.window_since is not None:
        window = ("braille-status-catch", table.window_since + settings.catch_window - now)
    elif table.rules.jumping and g.turn != table.me and table.bot_due is not None:
        window = ("braille-status-jump-in", table.bot_due - now)
    if window is not None and window[1] > 0:
        parts.append(tr(window[0], seconds=math.ceil(window[1])))
    return join(", ", parts)
