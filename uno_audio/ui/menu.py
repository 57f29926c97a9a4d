"""A menu: items said one at a time, chosen with Enter, changed with Left and Right."""

from __future__ import annotations

from .screens import Screen, handles


class Item:
    """A menu line: `label()` says it; Enter runs `select`; Left/Right run `change`.
    `key` names it across a rebuild of the menu, so the focus stays on it."""

    def __init__(self, label, select=None, change=None, help=None, key=None):
        self.label = label
        self.select = select
        self.change = change
        self.help = help
        self.key = key


class Menu(Screen):
    context = "menu"
    title_id = "menu-main"

    def __init__(self, app):
        super().__init__(app)
        self.index = 0
        self.items = self.build()

    def build(self) -> list[Item]:
        return []

    def on_enter(self):
        self.items = self.build()
        self.index = min(self.index, len(self.items) - 1)
        self.app.say(self.tr(self.title_id))
        self._speak(interrupt=False)

    def display(self):
        return self.tr(self.title_id).rstrip("."), [item.label() for item in self.items], self.index

    def _speak(self, interrupt=None):
        item = self.items[self.index]
        self.app.say(self.tr("menu-item", label=item.label(), position=self.index + 1,
                             count=len(self.items)), interrupt=interrupt)

    def _go(self, index):
        self.index = index % len(self.items)
        self.app.sound("menu_move")
        self._speak()

    @handles("menu-previous")
    def cmd_menu_previous(self, t):
        self._go(self.index - 1)

    @handles("menu-next")
    def cmd_menu_next(self, t):
        self._go(self.index + 1)

    @handles("menu-first")
    def cmd_menu_first(self, t):
        self._go(0)

    @handles("menu-last")
    def cmd_menu_last(self, t):
        self._go(len(self.items) - 1)

    @handles("menu-select")
    def cmd_menu_select(self, t):
        item = self.items[self.index]
        if item.select is not None:
            self.app.sound("menu_select")
            item.select()
        elif item.change is not None:
            self._change(item, 1)
        else:
            self._speak()

    @handles("menu-increase")
    def cmd_menu_increase(self, t):
        self._change(self.items[self.index], 1)

    @handles("menu-decrease")
    def cmd_menu_decrease(self, t):
        self._change(self.items[self.index], -1)

    def _change(self, item, delta):
        if item.change is None:
            self.app.say(self.tr("menu-not-adjustable"), cue="error")
            return
        label, before = item.label(), self.state()
        also = item.change(delta)
        self.rebuild()
        now = item.label()
        if now == label and not also:
            # At the end of its range: the same value again, with the edge cue.
            self.app.say(self.tr("menu-at-highest" if delta > 0 else "menu-at-lowest", label=now), cue="error")
            return
        self.app.sound("menu_move")
        self.app.say(now)
        if also:  # a change that moved something else too says so
            self.app.say(also)
        changed = [text for key, text in self.state().items() if text != before.get(key) and text != now]
        if changed:
            self.app.say(self.tr("setup-also-changed", changes=", ".join(changed)))

    def rebuild(self) -> None:
        """The items again, after a change that may add or remove some: the focus stays on
        the item it was on (found by its key), else where it was."""
        key = self.items[self.index].key if self.items else None
        self.items = self.build()
        found = [i for i, item in enumerate(self.items) if key is not None and item.key == key]
        self.index = found[0] if found else min(self.index, len(self.items) - 1)

    def state(self) -> dict[str, str]:
        """What this menu's changes may change besides the item itself, as labels."""
        return {}

    @handles("menu-back")
    def cmd_menu_back(self, t):
        self.app.pop(self)

    def unbound(self, key, t):
        # First-letter type-ahead: jump to the next item starting with the letter.
        if len(key) == 1 and key.isalnum():
            n = len(self.items)
            for k in range(1, n + 1):
                i = (self.index + k) % n
                if self.items[i].label().lower().startswith(key):
                    self._go(i)
                    return
            self.app.say(self.tr("menu-no-item", letter=key.upper()), cue="error")
            return
        super().unbound(key, t)

    def help_lines(self):
        # What the focused item is comes first, then the keys.
        item = self.items[self.index]
        first = [self.tr("menu-help-focused", label=item.label(), help=item.help())] if item.help else []
        return first + super().help_lines()

    def extra_help(self):
        return [self.tr("help-type-ahead")]
