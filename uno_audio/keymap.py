"""The key map: which key runs which command on which screen.

Declared once; the screens dispatch from it and F1 help is generated from it.
Key names are the console's: lower case, modifiers first in the order
ctrl, alt, shift (`ctrl+pageup`, `shift+c`, `f1`, `enter`, `space`).
"""

from __future__ import annotations

from dataclasses import dataclass

from .phrases import join

MODIFIERS = ("ctrl", "alt", "shift")


@dataclass(frozen=True)
class Binding:
    command: str
    keys: tuple[str, ...]
    screens: tuple[str, ...]   # "all" for every screen


B = Binding
EVERYWHERE = ("all",)
MENUS = ("menu", "setup", "settings")
READERS = ("reader",)
# The keys that only tell: they work in the colour and player choices too.
INFO = ("table", "color", "choose")

BINDINGS = (
    # Anywhere.
    B("help", ("f1",), EVERYWHERE),
    B("rules-text", ("ctrl+f1",), EVERYWHERE),
    B("history-previous", ("pageup",), EVERYWHERE),
    B("history-next", ("pagedown",), EVERYWHERE),
    B("history-first", ("ctrl+pageup", "shift+pageup"), EVERYWHERE),
    B("history-last", ("ctrl+pagedown", "shift+pagedown"), EVERYWHERE),
    B("history-view", ("ctrl+h",), EVERYWHERE),
    B("silence", ("ctrl",), EVERYWHERE),
    B("font-bigger", ("ctrl+plus", "ctrl+equals", "ctrl+shift+equals", "plus"), EVERYWHERE),
    B("font-smaller", ("ctrl+minus",), EVERYWHERE),
    B("fullscreen", ("f11", "alt+enter"), EVERYWHERE),
    # The braille display: its pieces (the display's own panning keys do the same).
    B("braille-next", ("f3",), EVERYWHERE),
    B("braille-previous", ("f2",), EVERYWHERE),
    B("braille-status", ("f4",), EVERYWHERE),
    B("braille-full", ("f5",), EVERYWHERE),
    # Menus and the game setup.
    B("menu-previous", ("up",), MENUS),
    B("menu-next", ("down",), MENUS),
    B("menu-first", ("home",), MENUS),
    B("menu-last", ("end",), MENUS),
    B("menu-select", ("enter",), MENUS),
    B("menu-decrease", ("left",), ("setup", "settings")),
    B("menu-increase", ("right",), ("setup", "settings")),
    B("menu-back", ("escape",), MENUS),
    # Text readers: rules, key help, summaries.
    B("line-previous", ("up",), READERS),
    B("line-next", ("down",), READERS),
    B("line-first", ("home",), READERS),
    B("line-last", ("end",), READERS),
    B("section-previous", ("left", "shift+tab"), READERS),
    B("section-next", ("right", "tab"), READERS),
    B("reader-close", ("escape", "enter"), READERS),
    # The table.
    B("card-previous", ("left",), ("table",)),
    B("card-next", ("right",), ("table",)),
    B("card-first", ("home",), ("table",)),
    B("card-last", ("end",), ("table",)),
    B("group-next", ("down", "ctrl+right"), ("table",)),
    B("group-previous", ("up", "ctrl+left"), ("table",)),
    B("play", ("enter",), ("table",)),
    B("draw", ("space",), ("table",)),
    B("pass", ("shift+space",), ("table",)),
    B("top-card", ("c",), INFO),
    B("scores", ("s",), INFO),
    B("whose-turn", ("t",), INFO),
    B("uno", ("u",), ("table",)),
    B("challenge", ("f",), ("table",)),
    B("buzz", ("b",), ("table",)),
    B("sort-color", ("shift+c",), ("table",)),
    B("sort-number", ("shift+h",), ("table",)),
    B("sort-none", ("shift+d",), ("table",)),
    B("counts", ("e", "tab"), INFO),
    B("current-color", ("o",), INFO),
    B("pending", ("p",), INFO),
    B("direction", ("d",), INFO),
    B("hand", ("h",), INFO),
    B("repeat", ("r",), INFO),
    B("rules-in-play", ("shift+r",), INFO),
    B("players", ("shift+e",), INFO),
    B("hint", ("shift+slash", "slash"), INFO),
    B("next-playable", ("shift+n",), ("table",)),
    # The Flip deck (DECK-6.10): the side in play and the faces known, each a key away.
    B("side", ("shift+s",), INFO),
    B("top-card-other", ("shift+t",), INFO),
    B("card-other", ("shift+o",), ("table",)),
    B("pile-face", ("shift+p",), INFO),
    B("game-menu", ("escape",), ("table",)),
    # Choosing a colour for a Wild (digits always; letters come from the locale).
    B("color-previous", ("left", "up"), ("color",)),
    B("color-next", ("right", "down"), ("color",)),
    B("color-select", ("enter",), ("color",)),
    B("color-1", ("1",), ("color",)),
    B("color-2", ("2",), ("color",)),
    B("color-3", ("3",), ("color",)),
    B("color-4", ("4",), ("color",)),
    B("color-cancel", ("escape",), ("color",)),
    # Choosing a player (7 swap), with Escape to keep your hand.
    B("choice-previous", ("left", "up"), ("choose",)),
    B("choice-next", ("right", "down"), ("choose",)),
    B("choice-select", ("enter",), ("choose",)),
    B("choice-cancel", ("escape",), ("choose",)),
    # Yes/no questions.
    B("answer-yes", ("y", "s", "enter"), ("confirm",)),
    B("answer-no", ("n", "escape"), ("confirm",)),
    # Passing the keyboard in family play.
    B("ready", ("enter",), ("handover",)),
    B("whose-turn", ("t",), ("handover",)),
    # Typing a name.
    B("entry-done", ("enter",), ("entry",)),
    B("entry-cancel", ("escape",), ("entry",)),
    B("entry-erase", ("backspace",), ("entry",)),
    B("entry-read", ("up", "down"), ("entry",)),
    # Round summary and match result.
    B("continue", ("enter",), ("summary",)),
    B("line-previous", ("up",), ("summary",)),
    B("line-next", ("down",), ("summary",)),
    B("summary-leave", ("escape",), ("summary",)),
    B("replay", ("r",), ("summary",)),
    # Listening to a round again.
    B("replay-previous", ("left",), ("replay",)),
    B("replay-next", ("right",), ("replay",)),
    B("replay-first", ("home",), ("replay",)),
    B("replay-last", ("end",), ("replay",)),
    B("replay-round-previous", ("up",), ("replay",)),
    B("replay-round-next", ("down",), ("replay",)),
    B("replay-close", ("escape",), ("replay",)),
    B("play-again", ("a",), ("summary",)),
)


def binding_id(b: Binding) -> str:
    """How a player's own keys for a binding are stored: `table:play`, `all:help`."""
    return f"{b.screens[0]}:{b.command}"


def with_keys(b: Binding, overrides: dict | None) -> Binding:
    """`b` with the keys the player chose for it, if any."""
    keys = (overrides or {}).get(binding_id(b))
    if not keys:
        return b
    return Binding(b.command, tuple(keys), b.screens)


def bindings_for(screen: str, overrides: dict | None = None) -> list[Binding]:
    """The bindings active on `screen`, the screen's own first, with the player's keys."""
    own = [b for b in BINDINGS if screen in b.screens]
    return [with_keys(b, overrides) for b in own + [b for b in BINDINGS if "all" in b.screens]]


def keymap_for(screen: str, overrides: dict | None = None) -> dict[str, str]:
    """key name -> command for `screen` (a screen's own binding wins over a global one)."""
    table: dict[str, str] = {}
    for b in bindings_for(screen, overrides):
        for k in b.keys:
            table.setdefault(k, b.command)
    return table


SCREENS = tuple(dict.fromkeys(s for b in BINDINGS for s in b.screens if s != "all"))


def conflict(b: Binding, key: str, overrides: dict | None) -> Binding | None:
    """The other binding that `key` already runs where `b` is active, if any."""
    screens = SCREENS if "all" in b.screens else b.screens
    for screen in screens:
        for other in bindings_for(screen, overrides):
            if other.command != b.command and key in other.keys:
                return other
    return None


# Keys that stay as they are: the ones that close, confirm and stop speech everywhere,
# so that a player can always find their way back.
FIXED = ("all:silence",)


# Other names of keys: pygame's, and spellings typed in the console or in key scripts.
KEY_ALIASES = {"return": "enter", "keypad enter": "enter", "esc": "escape",
               "pgup": "pageup", "pgdn": "pagedown", "page up": "pageup", "page down": "pagedown",
               "page_up": "pageup", "page_down": "pagedown", "control": "ctrl",
               "spacebar": "space", "del": "delete", "=": "equals", "-": "minus", "[-]": "minus",
               "[+]": "plus", ",": "comma", ".": "period", "[.]": "period", "/": "slash",
               "[/]": "slash", "?": "shift+slash",
               "arrowleft": "left", "arrowright": "right", "arrowup": "up", "arrowdown": "down",
               "lctrl": "ctrl", "rctrl": "ctrl", "left ctrl": "ctrl", "right ctrl": "ctrl",
               "lshift": "shift", "rshift": "shift", "left shift": "shift", "right shift": "shift",
               "left alt": "alt", "right alt": "alt"}


# Keys with names of more than one character, as the console and the window give them.
NAMED_KEYS = frozenset(
    ("enter", "space", "escape", "tab", "backspace", "delete", "insert", "home", "end",
     "pageup", "pagedown", "left", "right", "up", "down", "plus", "minus", "equals", "comma",
     "period", "slash", "backslash", "semicolon", "quote", "backquote", "pause", "break",
     "clear", "help", "print screen") + tuple(f"f{n}" for n in range(1, 25)))


def is_key_name(name: str) -> bool:
    """Whether `name` (normalised) is a key a keyboard has: modifiers, then one character
    or a named key; a typed word or a long line is not."""
    parts = name.split("+")
    *mods, key = parts
    if any(m not in MODIFIERS for m in mods) or len(set(mods)) != len(mods):
        return False
    if key in MODIFIERS:
        return not mods
    return (len(key) == 1 and key.isprintable() and not key.isspace()) or key in NAMED_KEYS


# What a terminal sends for a key that types no letter (xterm and the Linux console):
# a player at a terminal presses Down arrow and Enter as readily as types "down".
_CSI_KEYS = {"A": "up", "B": "down", "C": "right", "D": "left", "H": "home", "F": "end",
             "P": "f1", "Q": "f2", "R": "f3", "S": "f4"}
_TILDE_KEYS = {"1": "home", "2": "insert", "3": "delete", "4": "end", "5": "pageup", "6": "pagedown",
               "7": "home", "8": "end", "11": "f1", "12": "f2", "13": "f3", "14": "f4", "15": "f5",
               "17": "f6", "18": "f7", "19": "f8", "20": "f9", "21": "f10", "23": "f11", "24": "f12",
               "[A": "f1", "[B": "f2", "[C": "f3", "[D": "f4", "[E": "f5"}
_CSI_MODIFIERS = {2: ("shift",), 3: ("alt",), 4: ("alt", "shift"), 5: ("ctrl",), 6: ("ctrl", "shift"),
                  7: ("ctrl", "alt"), 8: ("ctrl", "alt", "shift")}


def _escape_key(text: str) -> str | None:
    """`\x1b[B` -> `down`, `\x1b[1;5C` -> `ctrl+right`, `\x1bOP` -> `f1`; None if not one."""
    if text == "\x1b":
        return "escape"
    if len(text) < 3 or text[0] != "\x1b" or text[1] not in "[O":
        return None
    body = text[2:]
    if body.endswith("~"):
        number, _, mod = body[:-1].partition(";")
        key = _TILDE_KEYS.get(number)
    else:
        params, key = body[:-1], _CSI_KEYS.get(body[-1])
        if body.startswith("[") and len(body) == 2:      # the Linux console's F1 to F5
            key, params = _TILDE_KEYS.get(body), ""
        mod = params.partition(";")[2]
    if key is None:
        return None
    mods = _CSI_MODIFIERS.get(int(mod), ()) if mod.isdigit() else ()
    return "+".join(m for m in MODIFIERS if m in mods) + ("+" if mods else "") + key


def normalize_key(text: str) -> str:
    """`Shift+C`, `c+shift`, ` CTRL + PageUp ` -> `shift+c`, `ctrl+pageup`; a terminal's
    escape sequence for a key -> that key."""
    escaped = _escape_key(text.strip(" \r\n"))
    if escaped is not None:
        return escaped
    parts = [p.strip().lower() for p in text.strip().split("+")]
    if text.strip().endswith("++") or text.strip() == "+":
        head = parts[:-2]
        if text.strip() != "+" and (not head or "" in head):
            return text.strip().lower()    # "++", "+++": no key, said back as typed
        parts = head + ["plus"]
    parts = [KEY_ALIASES.get(p, p) for p in parts if p]
    mods = [m for m in MODIFIERS if m in parts[:-1]]
    key = parts[-1] if parts else ""
    if key in MODIFIERS and not mods:
        return key
    return "+".join(mods + [key])


# Keys free at the table, offered to each human of a hot-seat match for their own
# buzzer and their own catch / jump-in key: two for each of up to ten seats.
FAMILY_KEYS = ("k", "m", "j", "l", "q", "w", "x", "i", "n", "g", "5", "6", "7", "8", "9", "0",
               "comma", "period", "v", "z")


def key_label(tr, key: str) -> str:
    """A key name as the player hears it: `ctrl+pageup` -> "Control+Page Up"."""
    parts = key.split("+")
    out = []
    for p in parts:
        if len(p) == 1:
            out.append(p.upper())
        elif tr.has("key-" + p):
            out.append(tr("key-" + p))
        else:
            out.append(p.capitalize() if not p[1:].isdigit() else p.upper())
    return join("+", out)   # a named key stays a message, to be said again in another language


def key_word(tr, command: str, overrides=None):
    """The player's own key for `command` (its first binding's first key), as heard: what
    a message's `{ $key-<command> }` says."""
    for b in BINDINGS:
        if b.command == command:
            keys = with_keys(b, overrides).keys
            return key_label(tr, keys[0]) if keys else command
    return command
