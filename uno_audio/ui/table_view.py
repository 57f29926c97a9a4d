"""What the window shows of the table, built from the match's model in the player's
words (see output/model.py): the window draws it and reads nothing of the table."""

from __future__ import annotations

from ..engine import COLORS
from ..engine.cards import COLOR_INDEX
from ..phrases import join
from ..output.model import ColorView, HandCard, HandoverView, ListView, TableView, Tile


DARK = 5      # the theme's first dark-side colour (model.py)


def color_index(card) -> int:
    index = COLOR_INDEX[card]
    if not 0 <= index < 4:
        return 4
    return DARK + index if card.dark else index


def slot_index(letter: str, dark: bool) -> int:
    """The theme's colour for a colour in play, by its slot letter and the side."""
    return (DARK if dark else 0) + COLORS.index(letter)


def face_label(table, card) -> str:
    """The colour's key letter beside the name, so no card depends on seeing colour."""
    color = card.face_color
    mark = table.tr("color-key", color=color).upper() if color else "*"
    if card.blank is not None:
        mark += "*"  # a blank card (DECK-4): its rule is no Wild's
    return f"[{mark}] {table.announcer.card(card)}"


def card_label(table, card) -> str:
    """A card as the window shows it; a Flip card with its other face, known to its holder
    (and, on top, to everyone: DECK-6.10)."""
    if card.flip:
        return f"{face_label(table, card)} / {face_label(table, card.other)}"
    return face_label(table, card)


def build(table):
    if table.handover_to is not None:
        return HandoverView(table.tr("handover", name=table.names[table.handover_to]))
    if table.viewer() is None:
        # Nobody holds the keyboard (between two players' turns): no hand is drawn.
        title, lines, selected = table.display()
        return ListView(title, tuple(lines), selected, captions=False)
    if table.mode == "color":
        return colors(table)
    if table.mode == "choose":
        return ListView(table.tr("choose-swap"), tuple(table.seat_choice.labels()), table.seat_choice.index)
    return table_view(table)


def colors(table) -> ColorView:
    tr = table.tr
    choice = table.color_choice
    focused = choice.order[choice.index]
    held = [0, 0, 0, 0]
    for card in table.game.hands[table.me]:
        if 0 <= COLOR_INDEX[card] < 4:
            held[COLOR_INDEX[card]] += 1
    dark = table.dark()
    letters = table.color_letters()
    tiles = tuple(Tile(letters[i].upper(), f"{i + 1} {table.color_name(color)}",
                       tr("window-color-held", count=held[i])) for i, color in enumerate(COLORS))
    label = tr("menu-item", label=table.color_name(COLORS[focused]), position=choice.index + 1, count=4)
    return ColorView(tr("choose-color"), tiles, focused, label, table.color_help(),
                     tuple(slot_index(color, dark) for color in COLORS))


def table_view(table) -> TableView:
    g, tr, a = table.game, table.tr, table.announcer
    me = table.me
    top = g.top
    color_line = None
    dark = table.dark()
    if g.color is not None and top.color is None:
        letter = table.color_letters()[COLORS.index(g.color)]
        color_line = (f"[{letter.upper()}] " + tr("color-current", color=table.color_name(g.color)),
                      slot_index(g.color, dark))
    side = None
    if table.rules.flip:
        face = g.pile_face
        pile = tr("pile-face", card=face_label(table, face)) if face is not None else tr("pile-face-empty")
        side = join(" ", [tr("side-dark" if dark else "side-light"), pile])
    turn = None         # in a buzzer race nobody's turn: the buzzer's line says what to do
    if g.phase != "buzzer" and g.turn == me:
        # Open hands between humans: all look at the window, so it names whose turn.
        turn = (tr("turn-you") if a.you == me else tr("turn-of-human", name=table.names[me]), True)
    elif g.phase != "buzzer":
        turn = (a.phrase("whose-turn", g.turn, count=len(g.hands[g.turn])), False)
    pending = None
    if g.phase == "penalty" and top.rank == "WDC":     # DECK-6.8: until the colour named comes
        named = table.color_name(g.color)
        pending = tr("penalty-until-color-you", color=named) if g.turn == me == a.you else \
            tr("penalty-until-color", name=a.name(g.turn), color=named)
    elif g.pending:
        pending = tr("window-pending-you", count=g.pending) if g.turn == me == a.you else \
            tr("pending", name=a.name(g.turn), count=g.pending)
    following = table.session.next_seat(me)
    key = "window-direction-clockwise" if g.direction == 1 else "window-direction-counterclockwise"
    if a.you != me:
        key += "-named"
    counts = [tr("count-of", name=a.label(s), count=len(g.hands[s]))
              for s in table.seats_from_me() if s != me and g.active[s]]
    order = table.ordered()
    legal = g.legal_actions(me)
    playable = [any(x == f"play {c}" or x.startswith(f"play {c} ") for x in legal) for c in order]
    named = a.you != me
    marked = sum(playable)
    return TableView(
        top=card_label(table, top), top_color=color_index(top), color_line=color_line, turn=turn,
        pending=pending, windows=tuple(open_windows(table)),
        direction=tr(key, name=a.name(following), seat=table.names[me]),
        counts=", ".join(counts), scores=table.scores_text(),
        hand_title=tr("window-hand-named" if named else "window-hand", count=len(order), seat=table.names[me]),
        playable=tr("window-playable", count=marked) if marked else None,
        hand=tuple(HandCard(card_label(table, c), color_index(c), p) for c, p in zip(order, playable)),
        selected=min(table.selected, len(order) - 1) if order else 0, side=side)


def open_windows(table) -> list[str]:
    """The catch, jump-in and buzzer windows open now, and the thinking clock (VAR-CLOCK),
    with the whole seconds left."""
    tr = table.tr
    w = table.session.windows(table.me, table.app.clock())
    out = []
    if w.uno_seat is not None:
        if w.uno_seat == table.me:
            out.append(tr("window-uno-you", seconds=w.uno))
        else:
            out.append(tr("window-catch", name=table.announcer.name(w.uno_seat), seconds=w.uno))
    if w.buzzer is not None:
        out.append(tr("window-buzzer", seconds=w.buzzer))
    if w.jump_in is not None:
        out.append(tr("window-jump-in", seconds=w.jump_in))
    if w.clock is not None:
        out.append(tr("window-clock", seconds=w.clock))
    return out
