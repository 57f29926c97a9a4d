"""Menus: the main menu, the game setup and the settings, generated from data."""

from __future__ import annotations

from dataclasses import fields, replace

from ..engine import Rules
from ..settings import FIELDS, MENU_FIELDS, step
from .screens import Reader, Screen

# Named rule sets (issue: presets). "custom" is whatever the player changed.
PRESETS = {
    "official": Rules(),
    "audio-game": Rules(bluff=True, buzzer=True, uno_penalty=4, draw_then_play=True),
    "party": Rules(stacking=True, jump_in=True, seven_zero=True),
}
VARIANTS = tuple(f.name for f in fields(Rules) if f.type == "bool")
TARGETS = (100, 200, 300, 500, 750, 1000)
# The screens whose keys the main menu's key help reads out, in that order.
HELP_CONTEXTS = ("table", "menu", "color", "choose", "reader")


class Item:
    """A menu line: `label()` says it; Enter runs `select`; Left/Right run `change`."""

    def __init__(self, label, select=None, change=None, help=None):
        self.label = label
        self.select = select
        self.change = change
        self.help = help


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

    def cmd_menu_previous(self, t):
        self._go(self.index - 1)

    def cmd_menu_next(self, t):
        self._go(self.index + 1)

    def cmd_menu_first(self, t):
        self._go(0)

    def cmd_menu_last(self, t):
        self._go(len(self.items) - 1)

    def cmd_menu_select(self, t):
        item = self.items[self.index]
        if item.select is not None:
            self.app.sound("menu_select")
            item.select()
        elif item.change is not None:
            self._change(item, 1)
        else:
            self._speak()

    def cmd_menu_increase(self, t):
        self._change(self.items[self.index], 1)

    def cmd_menu_decrease(self, t):
        self._change(self.items[self.index], -1)

    def _change(self, item, delta):
        if item.change is None:
            self.app.say(self.tr("menu-not-adjustable"), cue="error")
            return
        also = item.change(delta)
        self.app.sound("menu_move")
        self.app.say(item.label())
        if also:  # a change that moved something else too says so
            self.app.say(also)

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

    def extra_help(self):
        item = self.items[self.index]
        lines = [self.tr("help-type-ahead")]
        if item.help:
            lines.insert(0, item.help())
        return lines


class MainMenu(Menu):
    title_id = "menu-main"

    def __init__(self, app):
        # Only on the first start does the tutorial come first.
        self.newcomer = not app.settings.tutorial_seen and not (app.saves is not None and app.saves.exists())
        if not app.settings.tutorial_seen:
            app.settings.tutorial_seen = True
            app.save_settings()
        super().__init__(app)

    def build(self):
        items = [Item(lambda: self.tr("menu-new-game"), self.new_game)]
        if self.app.saves is not None and self.app.saves.exists():
            items.insert(0, Item(lambda: self.tr("menu-continue"), self.resume))
        tutorial = Item(lambda: self.tr("menu-tutorial"), self.tutorial)
        if self.newcomer:
            items.insert(0, tutorial)
        items += [
            Item(lambda: self.tr("menu-settings"), lambda: self.app.push(SettingsMenu(self.app))),
            Item(lambda: self.tr("menu-rules"), lambda: self.app.push(rules_reader(self.app))),
            Item(lambda: self.tr("menu-keys"), self.key_help),
        ]
        if not self.newcomer:
            items.append(tutorial)
        if self.app.stats is not None:
            items.append(Item(lambda: self.tr("menu-statistics"), self.statistics))
        items.append(Item(lambda: self.tr("menu-quit"), self.app.quit))
        return items

    def new_game(self):
        self.app.push(SetupMenu(self.app))

    def tutorial(self):
        from .tutorial import Tutorial
        self.app.push(Tutorial(self.app))

    def resume(self):
        from .table import Table
        game, info = self.app.saves.load()
        if game is None:
            self.app.say(self.tr("save-unreadable"))
            self.on_enter()
            return
        self.app.push(Table.resumed(self.app, game, info))

    def key_help(self):
        from .screens import help_lines
        sections = [(self.tr("keys-" + context), help_lines(self.tr, context, overrides=self.app.settings.keys))
                    for context in HELP_CONTEXTS]
        self.app.push(Reader(self.app, sections, "help"))

    def statistics(self):
        self.app.push(Reader(self.app, [(self.tr("menu-statistics"),
                                         self.app.stats.lines(self.tr))], "stats"))

    def cmd_menu_back(self, t):
        from .screens import Confirm
        self.app.push(Confirm(self.app, self.tr("confirm-quit"), self.app.quit))


SEAT_KINDS = ("easy", "normal", "hard", "human")


class SetupMenu(Menu):
    """Players and who plays each seat, house rules, target; then start."""

    context = "setup"
    title_id = "menu-setup"

    def __init__(self, app):
        s = app.settings
        self.players = s.players
        self.level = s.bot_level
        self.rules = s.game_rules()
        self.hidden = s.hidden_hands
        self.seats = self._load_seats(s.seats, app)
        super().__init__(app)

    def _load_seats(self, stored, app):
        seats = []
        for i in range(10):
            seat = stored[i] if isinstance(stored, list) and i < len(stored) and isinstance(stored[i], dict) else {}
            kind = "human" if i == 0 else seat.get("kind", self.level)
            if kind not in SEAT_KINDS:
                kind = self.level
            name = seat.get("name") if isinstance(seat.get("name"), str) and seat.get("name") else \
                app.tr("player-name", number=i + 1)
            seats.append({"kind": kind, "name": name[:20]})
        self._assign_keys(seats)
        return seats

    @staticmethod
    def _assign_keys(seats):
        from ..keymap import FAMILY_KEYS
        free = list(FAMILY_KEYS)
        for seat in seats[1:]:
            for k in ("buzz", "catch"):
                if seat.get(k) in free:
                    free.remove(seat[k])
                else:
                    seat[k] = None  # missing, unknown, or an earlier seat's key already
        for seat in seats[1:]:
            for k in ("buzz", "catch"):
                if seat[k] is None:
                    seat[k] = free.pop(0)

    def humans(self) -> list[int]:
        return [i for i in range(self.players) if self.seats[i]["kind"] == "human"]

    def build(self):
        tr = lambda *a, **k: self.tr(*a, **k)
        items = [
            Item(lambda: self.tr("menu-start"), self.start),
            Item(lambda: tr("setup-players", count=self.players), change=self._players),
        ]
        for i in range(self.players):
            items.append(Item(self._seat_label(i), self._seat_select(i), self._seat_change(i),
                              help=lambda i=i: self._seat_help(i)))
        if len(self.humans()) > 1:
            items.append(Item(lambda: tr("variant-state", variant=tr("setup-hidden-hands"),
                                         state=tr("on" if self.hidden else "off")),
                              change=self._hidden, help=lambda: tr("setup-hidden-hands-help")))
            for i in self.humans()[1:]:
                for k in ("buzz", "catch"):
                    items.append(Item(self._key_label(i, k), change=self._key_change(i, k),
                                      help=lambda: tr("setup-key-help")))
        items.append(Item(lambda: tr("setup-preset", preset=tr("preset-" + self.preset())),
                          change=self._preset, help=lambda: tr("setup-preset-help")))
        for name in VARIANTS:
            items.append(Item(self._variant_label(name), change=self._toggle(name),
                              help=lambda name=name: tr("variant-" + name.replace("_", "-") + "-help")))
        items += [
            Item(lambda: tr("setup-uno-penalty", count=self.rules.uno_penalty), change=self._uno_penalty),
            Item(lambda: tr("setup-scoring", scoring=tr("scoring-" + self.rules.scoring)),
                 change=self._scoring),
            Item(lambda: tr("setup-target", points=self.rules.target), change=self._target),
        ]
        return items

    def _rebuild(self):
        self.items = self.build()
        self.index = min(self.index, len(self.items) - 1)

    def _seat_label(self, i):
        def label():
            seat = self.seats[i]
            if seat["kind"] == "human":
                return self.tr("setup-seat-human", number=i + 1, name=seat["name"])
            return self.tr("setup-seat-bot", number=i + 1, level=self.tr("level-" + seat["kind"]))
        return label

    def _seat_help(self, i):
        """The seat's keys, and for a bot what its level does (from its profile)."""
        from ..bots.player import PROFILES
        kind = self.seats[i]["kind"]
        text = self.tr("setup-seat-help")
        if kind in PROFILES:
            text += " " + self.tr(PROFILES[kind].about)
        return text

    def _seat_select(self, i):
        def select():
            seat = self.seats[i]
            if seat["kind"] != "human":
                return self._change(self.items[self.index], 1)

            def done(name):
                seat["name"] = name
                self.app.say(self.tr("setup-name-set", name=name))
            from .screens import TextEntry
            self.app.push(TextEntry(self.app, self.tr("setup-name-prompt", number=i + 1), seat["name"], done))
        return select

    def _seat_change(self, i):
        if i == 0:
            return None

        def change(delta):
            seat = self.seats[i]
            seat["kind"] = SEAT_KINDS[(SEAT_KINDS.index(seat["kind"]) + delta) % len(SEAT_KINDS)]
            self._rebuild()
        return change

    def _key_label(self, i, k):
        from .screens import key_label
        return lambda: self.tr("setup-key-" + k, name=self.seats[i]["name"],
                               key=key_label(self.tr, self.seats[i][k]))

    def _key_change(self, i, k):
        from ..keymap import FAMILY_KEYS

        def change(delta):
            """The next key; the seat that had it takes this one's, so no two seats share a
            key. Returns what a human at the table must hear about their changed key."""
            key = self.seats[i][k]
            new = FAMILY_KEYS[(FAMILY_KEYS.index(key) + delta) % len(FAMILY_KEYS)]
            told = None
            for j, other in enumerate(self.seats[1:], 1):
                for x in ("buzz", "catch"):
                    if other[x] == new:
                        other[x] = key
                        if j in self.humans():
                            told = self._key_label(j, x)()
            self.seats[i][k] = new
            return told
        return change

    def _hidden(self, delta):
        self.hidden = not self.hidden

    def preset(self) -> str:
        for name, rules in PRESETS.items():
            if rules == replace(self.rules, target=rules.target):
                return name
        return "custom"

    def _variant_label(self, name):
        return lambda: self.tr("variant-state", variant=self.tr("variant-" + name.replace("_", "-")),
                               state=self.tr("on" if getattr(self.rules, name) else "off"))

    def _players(self, delta):
        self.players = min(max(self.players + delta, 2), 10)
        self._fix_rules()
        self._rebuild()

    def _preset(self, delta):
        names = list(PRESETS)
        current = self.preset()
        i = names.index(current) + delta if current in names else 0
        self.rules = replace(PRESETS[names[i % len(names)]], target=self.rules.target)
        self._fix_rules()

    def _toggle(self, name):
        def change(delta):
            self.rules = replace(self.rules, **{name: not getattr(self.rules, name)})
            before = self.players
            self._fix_rules(name)
            if self.players != before:
                self._rebuild()
        return change

    def _fix_rules(self, changed=None):
        """Keep the rules playable with the chosen number of players."""
        r = self.rules
        if r.teams and (self.players < 4 or self.players % 2):
            if changed == "teams":
                self.players = 4 if self.players < 4 else self.players + 1
            else:
                r = replace(r, teams=False)
        if r.rotate and self.players != 4:
            if changed == "rotate":
                self.players = 4
            else:
                r = replace(r, rotate=False)
        if r.teams and r.rotate:
            r = replace(r, rotate=False) if changed == "teams" else replace(r, teams=False)
        if r.scoring == "elimination" and (r.teams or r.rotate):
            r = replace(r, scoring="standard")
        self.rules = r

    def _uno_penalty(self, delta):
        self.rules = replace(self.rules, uno_penalty=4 if self.rules.uno_penalty == 2 else 2)

    def _scoring(self, delta):
        options = ("standard", "lowest", "elimination")
        scoring = options[(options.index(self.rules.scoring) + delta) % 3]
        self.rules = replace(self.rules, scoring=scoring)
        self._fix_rules()

    def _target(self, delta):
        i = TARGETS.index(self.rules.target) if self.rules.target in TARGETS else 3
        self.rules = replace(self.rules, target=TARGETS[(i + delta) % len(TARGETS)])

    def start(self):
        from .table import Table
        s = self.app.settings
        s.players, s.rules = self.players, self.rules.changed()
        s.preset = self.preset()
        s.seats = [dict(seat) for seat in self.seats]
        s.hidden_hands = self.hidden
        self.app.save_settings()
        seats = self.seats[:self.players]
        humans = self.humans()
        levels = {i: seat["kind"] for i, seat in enumerate(seats) if seat["kind"] != "human"}
        names = []
        bot_names = iter(range(1, 10))
        for seat in seats:
            names.append(seat["name"] if seat["kind"] == "human" else self.tr(f"bot-name-{next(bot_names)}"))
        if len(humans) == 1:
            names[0] = self.tr("you-name")
        keys = {i: {"buzz": seats[i]["buzz"], "catch": seats[i]["catch"]} for i in humans[1:]}
        self.app.replace(Table.create(self.app, self.rules, humans, levels, names, keys, self.hidden,
                                      seed=getattr(self.app, "seed", None)))


class SettingsMenu(Menu):
    context = "settings"
    title_id = "menu-settings"

    def build(self):
        from .keys import KeysMenu
        return [Item(self._label(name), change=self._changer(name),
                     help=lambda name=name: self.tr("setting-" + name.replace("_", "-") + "-help"))
                for name in MENU_FIELDS] + [
            Item(lambda: self.tr("menu-keys-setting"), lambda: self.app.push(KeysMenu(self.app)),
                 help=lambda: self.tr("keys-setting-help"))]

    def _label(self, name):
        def label():
            value = getattr(self.app.settings, name)
            return self.tr("setting-state", setting=self.tr("setting-" + name.replace("_", "-")),
                           value=self._value(name, value))
        return label

    def _value(self, name, value):
        if isinstance(value, bool):
            return self.tr("on" if value else "off")
        if FIELDS[name].metadata["choices"] is not None:
            return self.tr(f"setting-{name.replace('_', '-')}-{value}")
        if isinstance(value, float):
            return self.tr("seconds", count=value)
        return str(value)

    def _changer(self, name):
        def change(delta):
            self.app.change_setting(name, step(name, getattr(self.app.settings, name), delta))
        return change


def rules_reader(app) -> Reader:
    tr = app.tr
    sections = []
    for sid in tr("rules-sections").split():
        sections.append((tr.attribute(sid, "title"), tr(sid).split("\n")))
    return Reader(app, sections, "rules")


class GameMenu(Menu):
    """Escape at the table: resume, settings, rules, or leave the match (it is saved)."""

    title_id = "menu-game"

    def __init__(self, app, table):
        self.table = table
        super().__init__(app)

    def build(self):
        return [
            Item(lambda: self.tr("menu-resume"), lambda: self.app.pop(self)),
            Item(lambda: self.tr("menu-settings"), lambda: self.app.push(SettingsMenu(self.app))),
            Item(lambda: self.tr("menu-rules"), lambda: self.app.push(rules_reader(self.app))),
            Item(lambda: self.tr("menu-leave-match"), self.leave),
        ]

    def leave(self):
        from .screens import Confirm

        def yes():
            self.table.autosave()
            self.app.pop(self, self.table)
        self.app.push(Confirm(self.app, self.tr("confirm-leave-match"), yes))
