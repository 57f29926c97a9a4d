"""The window for players with low vision: large, high-contrast text.

Everything shown comes from the screen's state and the locale; each colour is
also written as a word and a letter, and a playable card carries a drawn mark,
so nothing depends on seeing colour.

Drawing is in two steps: `layout` places every text and shape (`Item`s) for
the window's size, and `render` paints them. The layout grows the text with
the window, on top of the text-size setting, and shrinks it only when what
must be seen (a screen's title, the selected line or card, the colour tiles)
would not fit otherwise; the hand and long lists scroll to keep the selection
in view, and say what lies above and below.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from .model import ColorView, HandoverView, ListView, TableView

# The size of window at which the text is drawn at the text-size setting itself.
REFERENCE = (1024, 768)
SMALLEST = 8         # the smallest text unit the layout shrinks to, in pixels


@dataclass(frozen=True)
class Theme:
    background: tuple
    text: tuple
    dim: tuple          # older captions
    accent: tuple       # titles, your turn, open windows
    select_back: tuple  # the selected line or card
    select_text: tuple
    cards: tuple        # red, yellow, green, blue, then colourless, then the Flip deck's dark
                        # side's pink, teal, orange, purple; each also fills its tile


_BRIGHT = ((255, 130, 130), (255, 230, 0), (70, 225, 100), (135, 180, 255))
_BRIGHT_DARK = ((255, 140, 220), (0, 230, 220), (255, 170, 60), (205, 170, 255))
THEMES = {
    "white-on-black": Theme((0, 0, 0), (255, 255, 255), (205, 205, 205), (255, 255, 0),
                            (255, 255, 0), (0, 0, 0), (*_BRIGHT, (255, 255, 255), *_BRIGHT_DARK)),
    "black-on-white": Theme((255, 255, 255), (0, 0, 0), (60, 60, 60), (0, 0, 150),
                            (0, 0, 0), (255, 255, 255),
                            ((170, 0, 0), (100, 75, 0), (0, 95, 0), (0, 0, 200), (0, 0, 0),
                             (150, 0, 90), (0, 90, 90), (120, 55, 0), (100, 0, 160))),
    "yellow-on-black": Theme((0, 0, 0), (255, 255, 0), (220, 220, 140), (255, 255, 255),
                             (255, 255, 255), (0, 0, 0), (*_BRIGHT, (255, 255, 255), *_BRIGHT_DARK)),
}
DEFAULT_THEME = "white-on-black"


@dataclass
class Item:
    """One thing drawn: a line of text, or a shape ("fill", "frame", "check", "up", "down")."""
    role: str
    rect: pygame.Rect
    text: str = ""
    size: int = 0
    fg: tuple = (255, 255, 255)
    bg: tuple | None = None
    shape: str | None = None


class _Page:
    """Items placed top down for one text unit; `fits` turns false when something
    that must be seen falls outside the window."""

    def __init__(self, display, w, h, unit):
        self.display = display
        self.w, self.h = w, h
        self.unit = unit
        self.margin = max(4, unit // 2)
        self.width = w - 2 * self.margin
        self.y = self.margin
        self.items: list[Item] = []
        self.fits = True

    def px(self, factor: float) -> int:
        return max(6, int(self.unit * factor))

    def line_height(self, size: int) -> int:
        return self.display.font(size).get_linesize()

    def lines(self, text: str, size: int) -> list[str]:
        return self.display.wrap(self.display.font(size), text, self.width)

    def height(self, text: str, size: int) -> int:
        return len(self.lines(text, size)) * self.line_height(size)

    def text(self, text, size, fg, role="text", bg=None, x=None, y=None, width=None, keep=True) -> int:
        """Place `text` wrapped, at the page's cursor unless `y` is given; returns its height.
        With `keep`, text outside the window means the page does not fit."""
        font = self.display.font(size)
        x = self.margin if x is None else x
        top = self.y if y is None else y
        width = self.width if width is None else width
        line_h = font.get_linesize()
        used = 0
        for line in self.display.wrap(font, text, width):
            w, _ = font.size(line)
            rect = pygame.Rect(x, top + used, w, line_h)
            self.items.append(Item(role, rect, line, size, fg, bg))
            if keep and not self.inside(rect, x + width):
                self.fits = False
            used += line_h
        if y is None:
            self.y += used
        return used

    def shape(self, shape, rect, fg, role="shape", bg=None) -> None:
        self.items.append(Item(role, pygame.Rect(rect), "", 0, fg, bg, shape))

    def inside(self, rect, right=None) -> bool:
        right = self.w if right is None else min(self.w, right)
        return rect.left >= 0 and rect.top >= 0 and rect.right <= right and rect.bottom <= self.h

    def gap(self, factor=0.25) -> None:
        self.y += int(self.unit * factor)

    def bottom(self) -> int:
        return self.h - self.margin


class Display:
    def __init__(self, surface, font_size: int = 36, theme: str = DEFAULT_THEME):
        self.surface = surface
        self._fonts: dict[int, pygame.font.Font] = {}
        self.theme = THEMES.get(theme, THEMES[DEFAULT_THEME])
        self.set_font_size(font_size)

    # ---- settings -----------------------------------------------------------------------

    def set_font_size(self, size: int) -> None:
        self.size = size
        self.font(int(size * 1.3))     # fails here, not while drawing, when there is no font

    def set_theme(self, name: str) -> None:
        self.theme = THEMES.get(name, THEMES[DEFAULT_THEME])

    def resize(self, surface) -> None:
        self.surface = surface

    def font(self, size: int) -> pygame.font.Font:
        font = self._fonts.get(size)
        if font is None:
            if len(self._fonts) > 64:
                self._fonts.clear()
            font = self._fonts[size] = pygame.font.Font(None, size)
        return font

    def unit(self) -> int:
        """The text unit for this window: the setting, grown or shrunk with the window."""
        w, h = self.surface.get_size()
        scale = min(w / REFERENCE[0], h / REFERENCE[1])
        return max(SMALLEST, int(self.size * scale))

    # ---- text ---------------------------------------------------------------------------

    @staticmethod
    def wrap(font, text, max_width=None) -> list[str]:
        """`text` in lines that fit `max_width`, broken at word boundaries (never shrunk)."""
        if not max_width:
            return [text]
        lines, line = [], ""
        for word in text.split():
            trial = f"{line} {word}".strip()
            if line and font.size(trial)[0] > max_width:
                lines.append(line)
                line = word
            else:
                line = trial
        lines.append(line)
        return lines


    # ---- drawing ------------------------------------------------------------------------

    def draw(self, app) -> None:
        self.render(self.layout(app))
        if pygame.display.get_init() and pygame.display.get_surface() is self.surface:
            pygame.display.flip()

    def render(self, items) -> None:
        s = self.surface
        s.fill(self.theme.background)
        for item in items:
            r = item.rect
            if item.shape is None:
                image = self.font(item.size).render(item.text, True, item.fg, item.bg)
                if item.bg is not None:
                    pygame.draw.rect(s, item.bg, r)
                s.blit(image, r.topleft)
            elif item.shape == "fill":
                pygame.draw.rect(s, item.bg, r)
            elif item.shape == "frame":
                pygame.draw.rect(s, item.fg, r, max(2, r.height // 20))
            elif item.shape == "check":
                t = max(3, r.height // 5)
                points = [(r.left, r.top + r.height * 0.55), (r.left + r.width * 0.38, r.bottom - t),
                          (r.right, r.top + t)]
                pygame.draw.lines(s, item.fg, False, points, t)
            elif item.shape in ("up", "down"):
                top, bottom = (r.top, r.bottom) if item.shape == "up" else (r.bottom, r.top)
                pygame.draw.polygon(s, item.fg, [(r.centerx, top), (r.left, bottom), (r.right, bottom)])

    def layout(self, app) -> list[Item]:
        """Everything the window shows now, placed for its size."""
        w, h = self.surface.get_size()
        unit = self.unit()
        while True:
            page = self._page(app, w, h, unit)
            if page.fits or unit <= SMALLEST:
                return page.items
            unit = max(SMALLEST, int(unit * 0.9))

    def _page(self, app, w, h, unit) -> _Page:
        page = _Page(self, w, h, unit)
        screen = app.screen
        view = screen.model() if screen is not None else None
        captions = True
        if isinstance(view, HandoverView):
            self._handover(page, view)
            captions = False    # the last lines may tell the other player's cards
        elif isinstance(view, ColorView):
            self._colors(page, view, app.tr)
        elif isinstance(view, TableView):
            self._table(page, view, app.tr)
        elif isinstance(view, ListView):
            self._list(page, view.title, list(view.lines), view.selected, app.tr)
            captions = view.captions
        if captions:
            self._captions(page, app.captions)
        return page

    # ---- the parts ----------------------------------------------------------------------

    def _captions(self, page, captions) -> None:
        """The last things said, newest at the bottom, as many as fit below the rest."""
        th = self.theme
        size = page.px(0.9)
        lines = captions[-3:]
        room = page.bottom() - page.y - page.margin // 2
        chosen: list[int] = []
        for i in range(len(lines) - 1, -1, -1):
            need = page.height(lines[i], size)
            if need > room:
                break
            room -= need
            chosen.insert(0, i)
        y = page.bottom() - sum(page.height(lines[i], size) for i in chosen)
        for i in chosen:
            color = th.text if i == len(lines) - 1 else th.dim
            y += page.text(lines[i], size, color, "caption", y=y)

    def _more(self, page, direction, count, tr) -> None:
        """A drawn arrow and "N more above / below"."""
        size = page.px(0.9)
        h = page.line_height(size)
        arrow = pygame.Rect(page.margin, page.y + h // 5, h * 3 // 5, h * 3 // 5)
        page.shape(direction, arrow, self.theme.accent, "more")
        page.text(tr("window-more-" + ("above" if direction == "up" else "below"), count=count), size,
                  self.theme.accent, "more", x=page.margin + h)

    def _list(self, page, title, lines, selected, tr) -> None:
        """A title and lines, the selected one highlighted and always shown, with where it is
        ("3 of 21") and how many lines lie above and below."""
        th = self.theme
        if selected is not None and not 0 <= selected < len(lines):
            selected = None
        big, mid, small = page.px(2.0), page.px(1.3), page.px(0.9)
        page.text(title, big, th.accent, "title")
        if selected is not None and len(lines) > 1:
            page.text(tr("window-position", position=selected + 1, count=len(lines)), small, th.text,
                      "position")
        page.gap()
        if not lines:
            return
        heights = [page.height(text, mid) for text in lines]
        marker = page.line_height(small)
        room = page.bottom() - page.y
        if sum(heights) > room:
            room -= 2 * marker      # room for "more above" and "more below"
        # The lines shown: the selected one always, then its neighbours while they fit,
        # one below for each one above.
        first, last = (0, -1) if selected is None else (selected, selected)
        used = 0 if selected is None else heights[selected]
        while True:
            grew = False
            for i in (last + 1, first - 1):
                if 0 <= i < len(lines) and used + heights[i] <= room:
                    used += heights[i]
                    first, last = min(first, i), max(last, i)
                    grew = True
            if not grew:
                break
        if first > 0:
            self._more(page, "up", first, tr)
        for i in range(first, last + 1):
            if i == selected:
                page.text(lines[i], mid, th.select_text, "selected", bg=th.select_back)
            else:
                page.text(lines[i], mid, th.text, "line", keep=False)
        if last < len(lines) - 1:
            self._more(page, "down", len(lines) - 1 - last, tr)

    def _handover(self, page, view) -> None:
        """Only whose turn it is and how to start: no card, no line of anyone's hand."""
        size = page.px(2.0)
        top = max(page.margin, (page.h - page.height(view.text, size)) // 2)
        page.text(view.text, size, self.theme.accent, "handover", y=top)

    @staticmethod
    def card_label(table, card) -> str:
        """A card as the window writes it (the table's words: see ui/table_view.py)."""
        return table.card_label(card)

    def _colors(self, page, view, tr) -> None:
        """Four large tiles, red, yellow, green and blue as keys 1 to 4 choose them, each with
        its letter and word; the focused one framed, and named below as it was spoken."""
        th = self.theme
        big, mid, small = page.px(2.0), page.px(1.3), page.px(0.9)
        huge = page.px(3.0)
        page.text(view.title, big, th.accent, "title")
        page.gap()
        focused = view.focused
        wide = page.w >= page.h
        columns = 4 if wide else 2
        gap = max(6, page.unit // 2)
        tile_w = (page.width - (columns - 1) * gap) // columns
        letter_h, word_h, count_h = page.line_height(huge), page.line_height(mid), page.line_height(small)
        tile_h = letter_h + word_h + count_h + gap
        frame = max(4, page.unit // 4)
        for i, tile_text in enumerate(view.tiles):
            row, col = divmod(i, columns)
            x = page.margin + col * (tile_w + gap)
            y = page.y + frame + row * (tile_h + gap + 2 * frame)
            tile = pygame.Rect(x, y, tile_w, tile_h)
            fill = th.cards[view.colors[i]]
            page.shape("fill", tile, fill, "tile", bg=fill)
            if i == focused:
                page.shape("frame", tile.inflate(2 * frame, 2 * frame), th.text, "focus")
            for text, size, top in ((tile_text.letter, huge, y + gap // 2),
                                    (tile_text.word, mid, y + gap // 2 + letter_h),
                                    (tile_text.held, small, y + gap // 2 + letter_h + word_h)):
                tw, _ = self.font(size).size(text)
                rect = pygame.Rect(x + (tile_w - tw) // 2, top, tw, page.line_height(size))
                page.items.append(Item("tile-text", rect, text, size, th.background, fill))
                if tw > tile_w or not page.inside(rect):
                    page.fits = False
        rows = len(view.tiles) // columns
        page.y += rows * (tile_h + gap + 2 * frame)
        page.text(view.label, mid, th.select_text, "selected", bg=th.select_back)
        page.gap()
        page.text(view.help, small, th.text, "help")

    def _table(self, page, view, tr) -> None:
        th = self.theme
        big, mid, small = page.px(2.0), page.px(1.3), page.px(0.9)
        page.text(view.top, big, th.cards[view.top_color], "top-card")
        if view.color_line is not None:
            text, index = view.color_line
            page.text(text, mid, th.cards[index], "color")
        if view.side is not None:
            page.text(view.side, mid, th.accent, "side")
        if view.turn is not None:
            text, mine = view.turn
            page.text(text, mid, th.accent if mine else th.text, "turn")
        if view.pending is not None:
            page.text(view.pending, mid, th.accent, "pending")
        for text in view.windows:
            page.text(text, mid, th.accent, "window")
        page.text(view.direction, small, th.text, "direction")
        page.text(view.counts, small, th.text, "counts")
        page.text(view.scores, small, th.text, "scores")
        page.gap()
        self._hand(page, view, tr)

    def _hand(self, page, view, tr) -> None:
        """The hand in rows; the row of the selected card always shown, the others around it."""
        th = self.theme
        mid, small = page.px(1.3), page.px(0.9)
        hand = view.hand
        if not hand:
            return
        line_h = page.line_height(small)
        if view.playable is not None:
            page.text(view.hand_title, small, th.text, "hand-title")
            check = pygame.Rect(page.margin, page.y + line_h // 5, line_h * 3 // 5, line_h * 3 // 5)
            page.shape("check", check, th.text, "legend")
            page.text(view.playable, small, th.text, "hand-title", x=page.margin + line_h)
        else:
            page.text(view.hand_title, small, th.text, "hand-title")
        page.gap(0.2)
        font = self.font(mid)
        pad = max(3, page.unit // 5)
        mark_w = font.get_linesize() * 3 // 5
        card_h = font.get_linesize() + 2 * pad
        spacing = max(4, page.unit // 3)
        # Rows of cards, each card as wide as its label and the room for its mark.
        rows: list[list] = []
        row: list = []
        x = 0
        for i, card in enumerate(hand):
            width = pad + mark_w + pad + font.size(card.label)[0] + pad
            if width > page.width:
                page.fits = False
            if row and x + width > page.width:
                rows.append(row)
                row, x = [], 0
            row.append((i, x, width))
            x += width + spacing
        rows.append(row)
        selected = min(view.selected, len(hand) - 1)
        here = next(r for r, cards in enumerate(rows) if any(i == selected for i, _, _ in cards))
        pitch = card_h + spacing
        marker = page.line_height(small)
        room = page.bottom() - page.y
        visible = max(0, (room + spacing) // pitch)
        if visible < len(rows):
            visible = max(0, (room - 2 * marker + spacing) // pitch)
        if visible < 1:
            page.fits = False
            visible = 1
        first = min(max(0, here - visible // 2), max(0, len(rows) - visible))
        last = min(len(rows), first + visible)
        if first > 0:
            self._more(page, "up", sum(len(r) for r in rows[:first]), tr)
        for cards in rows[first:last]:
            for i, x, width in cards:
                card = hand[i]
                rect = pygame.Rect(page.margin + x, page.y, width, card_h)
                chosen = i == selected
                fg = th.select_text if chosen else th.cards[card.color]
                if chosen:
                    page.shape("fill", rect, fg, "selected-card", bg=th.select_back)
                    page.shape("frame", rect.inflate(pad, pad), th.text, "focus")
                else:
                    page.shape("frame", rect, th.cards[card.color], "card")
                if card.playable:
                    page.shape("check", (rect.left + pad, rect.top + pad + mark_w // 3, mark_w, mark_w), fg,
                               "playable")
                label = pygame.Rect(rect.left + 2 * pad + mark_w, rect.top + pad,
                                    width - 3 * pad - mark_w, font.get_linesize())
                page.items.append(Item("selected-label" if chosen else "card-label", label,
                                       card.label, mid, fg, th.select_back if chosen else None))
                if chosen and not page.inside(rect):
                    page.fits = False
            page.y += pitch
        if last < len(rows):
            self._more(page, "down", sum(len(r) for r in rows[last:]), tr)
