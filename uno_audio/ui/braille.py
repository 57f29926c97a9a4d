"""The status line of the braille display's key: the top card and its colour, whose
turn, the player's count, a pending draw and an open window with its seconds left."""

from __future__ import annotations

from ..output.braille.words import BrailleWords
from ..phrases import join
from .announcer import colour_told


def status_line(app) -> str:
    table = next((s for s in reversed(app.stack) if s.context == "table"), None)
    tr = app.tr
    if table is None:
        return tr("braille-status-none")
    g = table.game
    a = table.announcer
    words = BrailleWords(lambda: app.tr)
    top = words.text(a.card(g.top))
    parts = [tr("braille-status-top-wild", card=top, color=table.color_name(g.color))
             if colour_told(g.top) and g.color is not None else tr("braille-status-top", card=top)]
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
    window = None
    open_now = table.session.windows(table.me, now)
    if open_now.buzzer is not None:
        window = ("braille-status-buzzer", open_now.buzzer)
    elif open_now.uno is not None:
        window = ("braille-status-catch", open_now.uno)
    elif open_now.jump_in is not None:
        window = ("braille-status-jump-in", open_now.jump_in)
    if window is not None and window[1] > 0:
        parts.append(tr(window[0], seconds=window[1]))
    if open_now.clock is not None:
        parts.append(tr("braille-status-clock", seconds=open_now.clock))
    return join(", ", parts)
