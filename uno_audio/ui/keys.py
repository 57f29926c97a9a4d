"""Settings → Keys: every command of the key map, by screen, with a new key for any of them.

The player's keys are kept in the settings (`keys`: binding id -> key names) and
used wherever the key map is: the screens' dispatch and F1 help.
"""

from __future__ import annotations

from ..keymap import BINDINGS, FIXED, binding_id, conflict, is_key_name, with_keys
from .menu import Item, Menu
from .screens import Screen, key_label


def _keys_text(tr, keys) -> str:
    labels = [key_label(tr, k) for k in keys]
    if len(labels) == 1:
        return labels[0]
    return tr("list-or", first=", ".join(labels[:-1]), last=labels[-1])


class KeysMenu(Menu):
    context = "settings"
    title_id = "menu-keys-setting"

    def build(self):
        items = [Item(self._label(b), lambda b=b: self._choose(b),
                      help=lambda: self.tr("keys-setting-help"))
                 for b in BINDINGS if binding_id(b) not in FIXED]
        items.append(Item(lambda: self.tr("keys-reset"), self._reset))
        return items

    def _label(self, b):
        def label():
            now = with_keys(b, self.app.settings.keys)
            return self.tr("key-binding", screen=self.tr("keys-screen-" + b.screens[0]),
                           action=self.tr("command-" + b.command), keys=_keys_text(self.tr, now.keys))
        return label

    def _choose(self, b):
        self.app.push(KeyCapture(self.app, b))

    def _reset(self):
        self.app.change_setting("keys", None)
        self.app.say(self.tr("keys-reset-done"))


class KeyCapture(Screen):
    """Waits for the one key that becomes the command's key; Escape keeps the old one."""

    context = "capture"

    def __init__(self, app, binding):
        super().__init__(app)
        self.binding = binding

    def on_enter(self):
        self.app.say(self.tr("key-capture", action=self.tr("command-" + self.binding.command)))

    def display(self):
        return self.tr("key-capture", action=self.tr("command-" + self.binding.command)), [], None

    def on_key(self, key, t):
        if key in ("ctrl", "shift", "alt"):
            return
        if key == "escape":
            self.app.say(self.tr("key-kept"))
            self.app.pop(self, resume=False)
            return
        if not is_key_name(key):
            # A line typed in the console that names no key: the old key stays.
            self.app.say(self.tr("key-not-a-name"), cue="error")
            return
        keys = self.app.settings.keys or {}
        other = conflict(self.binding, key, keys)
        if other is not None:
            self.app.say(self.tr("key-conflict", key=key_label(self.tr, key),
                                 action=self.tr("command-" + other.command)), cue="error")
            return
        self.app.change_setting("keys", {**keys, binding_id(self.binding): [key]})
        self.app.say(self.tr("key-set", action=self.tr("command-" + self.binding.command),
                             key=key_label(self.tr, key)))
        self.app.pop(self, resume=False)
