"""The window for players with low vision: large, high-contrast text.

Everything shown comes from the table's state and the locale; each colour is
also written as a word and a letter, so it never depends on seeing colour.
"""

from __future__ import annotations

import pygame

from ..engine.cards import COLOR_INDEX

BACKGROUND = (0, 0, 0)
FOREGROUND = (255, 255, 255)
DIM = (190, 190, 190)
HIGHLIGHT = (255, 255, 0)
CARD_COLORS = {0: (230, 40, 40), 1: (250, 220, 0), 2: (40, 200, 70), 3: (60, 130, 255), -1: (255, 255, 255)}


class Display:
    def __init__(self, surface, font_size: int = 36):
        self.surface = surface
        self.set_font_size(font_size)

    def set_font_size(self, size: int) -> None:
        self.size = size
        self.font = pygame.font.Font(None, int(size * 1.3))
        self.big = pygame.font.Font(None, int(size * 2.2))
        self.small = pygame.font.Font(None, int(size * 0.9))

    def resize(self, surface) -> None:
        self.surface = surface

    @staticmethod
    def _wrap(font, text, max_width=None) -> list[str]:
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

    def _text(self, font, text, color, x, y, max_width=None, background=BACKGROUND):
        """Draw `text`, wrapped; returns the height used."""
        height = 0
        for line in self._wrap(font, text, max_width):
            image = font.render(line, True, color, background)
            self.surface.blit(image, (x, y + height))
            height += font.get_linesize()
        return height

    def draw(self, app) -> None:
        s = self.surface
        s.fill(BACKGROUND)
        w, h = s.get_size()
        margin = self.size // 2
        from ..ui.table import Table
        table = app.find(Table)
        y = margin
        if table is not None and app.screen is table:
            y = self._draw_table(table, margin, y, w)
        elif app.screen is not None:
            y = self._draw_screen(app.screen, margin, y, w, h)
        # Captions: the last things said, newest at the bottom.
        lines = app.captions[-3:]
        line_h = self.small.get_linesize()
        yy = max(y, h - margin - line_h * 2 * len(lines))
        for i, text in enumerate(lines):
            color = FOREGROUND if i == len(lines) - 1 else DIM
            yy += self._text(self.small, text, color, margin, yy, w - 2 * margin)
        pygame.display.flip()

    def _draw_screen(self, screen, margin, y, w, h) -> int:
        title, lines, selected = screen.display()
        y += self._text(self.big, title, HIGHLIGHT, margin, y, w - 2 * margin) + margin // 2
        width = w - 2 * margin
        bottom = h - 4 * self.small.get_linesize() - margin
        line_h = self.font.get_linesize()
        heights = [len(self._wrap(self.font, text, width)) * line_h for text in lines]
        # The lines shown: the selected one always, then its neighbours while they fit,
        # one below for each one above.
        first, last = (0, -1) if selected is None else (selected, selected)
        used = 0 if selected is None else heights[selected]
        while True:
            grew = False
            for i in (last + 1, first - 1):
                if 0 <= i < len(lines) and used + heights[i] <= bottom - y:
                    used += heights[i]
                    first, last = min(first, i), max(last, i)
                    grew = True
            if not grew:
                break
        for i in range(first, last + 1):
            if i == selected:
                y += self._text(self.font, lines[i], BACKGROUND, margin, y, width, HIGHLIGHT)
            else:
                y += self._text(self.font, lines[i], FOREGROUND, margin, y, width)
        return y

    def _card_label(self, table, card) -> str:
        # The colour's key letter beside the name, so no card depends on seeing colour.
        color = card.color
        mark = table.tr("color-key", color=color).upper() if color else "*"
        if card.blank is not None:
            mark += "*"  # a blank card (DECK-4): its rule is no Wild's
        return f"[{mark}] {table.announcer.card(card)}"

    def _draw_table(self, table, margin, y, w) -> int:
        g = table.game
        tr = table.tr
        a = table.announcer
        top = g.top
        color_idx = COLOR_INDEX[top] if g.color is None else "RYGB".index(g.color)
        y += self._text(self.big, self._card_label(table, top), CARD_COLORS[color_idx], margin, y,
                        w - 2 * margin)
        if g.color is not None:
            y += self._text(self.font, tr("color-current", color=a.color(g.color)),
                            CARD_COLORS["RYGB".index(g.color)], margin, y, w - 2 * margin)
        turn = tr("turn-you") if g.turn == table.me else a._say("whose-turn", g.turn,
                                                                   count=len(g.hands[g.turn]))
        y += self._text(self.font, turn, HIGHLIGHT if g.turn == table.me else FOREGROUND,
                        margin, y, w - 2 * margin) + margin // 2
        counts = ", ".join(tr("count-of", name=a.name(s), count=len(g.hands[s]))
                           for s in range(g.players) if s != table.me and g.active[s])
        y += self._text(self.small, counts, FOREGROUND, margin, y, w - 2 * margin) + margin // 2
        order = table.ordered()
        x = margin
        line_h = self.font.get_linesize()
        for i, card in enumerate(order):
            label = self._card_label(table, card)
            selected = i == table.selected
            image = self.font.render(label, True, BACKGROUND if selected else CARD_COLORS[COLOR_INDEX[card]],
                                     HIGHLIGHT if selected else BACKGROUND)
            if x + image.get_width() > w - margin:
                x = margin
                y += line_h + 6
            if selected:
                pygame.draw.rect(self.surface, HIGHLIGHT, image.get_rect(topleft=(x, y)).inflate(8, 8), 3)
            self.surface.blit(image, (x, y))
            x += image.get_width() + self.size // 2
        return y + line_h
