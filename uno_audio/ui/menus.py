"""Menus: the main menu, the game setup and the settings, generated from data."""

from __future__ import annotations

from dataclasses import replace

from ..bots.player import PROFILES
from ..engine import Card, Rules
from ..engine.blanks import BLANK_RULES
from ..engine.cards import COLOR_INDEX, TEXT, blank_kind
from ..engine.rules import DECKS, NOT_WITH_FLIP, NOT_WITH_MERCY
from ..keymap import FAMILY_KEYS
from ..settings import FIELDS, MENU_FIELDS, step
from .menu import Item, Menu
from .names import table_names
from .screens import Confirm, Reader, TextEntry, handles, help_lines, key_label, rules_reader
from .variants import STEPPED, VARIANTS, message_id, value_text

# Named rule sets (issue: presets). "custom" is whatever the player changed.
PRESETS = {
    "official": Rules(),
    "audio-game": Rules(bluff=True, buzzer=True, uno_penalty=4, draw_then_play=True),
    "party": Rules(stacking=True, jump_in=True, seven_zero=True),
}
TARGETS = (100, 200, 300, 500, 750, 1000)
# Blank cards (DECK-4): at most this many, and the scores offered for one.
MAX_BLANKS = 12
BLANK_POINTS = (10, 20, 30, 40, 50)
# The screens whose keys the main menu's key help reads out, in that order.
HELP_CONTEXTS = ("table", "menu", "color", "choose", "reader")


# DECK-5.10, DECK-6.11: the options each deck plays without.
_NOT_WITH = {"no-mercy": NOT_WITH_MERCY, "flip": NOT_WITH_FLIP}

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
        self.app.open("tutorial")

    def resume(self):
        game, info = self.app.saves.load()
        if game is None:
            stuck = self.app.saves.stuck is not None
            self.app.say(self.tr("save-unreadable-stuck" if stuck else "save-unreadable", path=self.app.places.log_file()))
            self.on_enter()
            return
        self.app.open("two-tables-resumed" if "two_tables" in info else "table-resumed", game, info)

    def key_help(self):
        # In the choices the colour letters come before the table's keys, as at the table.
        taken = {"color": self.tr("color-keys").split()}
        sections = [(self.tr("keys-" + context), help_lines(self.tr, context, overrides=self.app.settings.keys,
                                                            taken=taken.get(context, ()),
                                                            own_first=context in ("color", "choose")))
                    for context in HELP_CONTEXTS]
        self.app.push(Reader(self.app, sections, "help"))

    def statistics(self):
        self.app.push(Reader(self.app, [(self.tr("menu-statistics"),
                                         self.app.stats.lines(self.tr))], "stats"))

    @handles("menu-back")
    def cmd_menu_back(self, t):
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
        if self.rules.two_tables:
            self.players = 8  # a hand-edited file may say otherwise
        self.hidden = s.hidden_hands
        self.seats = self._load_seats(s.seats, app)
        self.custom = None           # the player's own rules, while a preset is tried
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
            seats.append({"kind": kind, "name": name[:20], "named": seat.get("named") is True})
        self._assign_keys(seats)
        return seats

    @staticmethod
    def _assign_keys(seats):
        free = list(FAMILY_KEYS)
        for seat in seats:
            for k in ("buzz", "catch"):
                if seat.get(k) in free:
                    free.remove(seat[k])
                else:
                    seat[k] = None  # missing, unknown, or an earlier seat's key already
        # The first seat's keys are given last, so the others keep the keys they had.
        for seat in seats[1:] + seats[:1]:
            for k in ("buzz", "catch"):
                if seat[k] is None:
                    seat[k] = free.pop(0)

    def humans(self) -> list[int]:
        return [i for i in range(self.players) if self.seats[i]["kind"] == "human"]

    def build(self):
        tr = lambda *a, **k: self.tr(*a, **k)
        items = [
            Item(lambda: self.tr("menu-start"), self.start, help=lambda: tr("setup-start-help"), key="start"),
            Item(lambda: tr("setup-players", count=self.players), change=self._players,
                 help=lambda: tr("setup-players-help"), key="players"),
        ]
        for i in range(self.players):
            items.append(Item(self._seat_label(i), self._seat_select(i), self._seat_change(i),
                              help=lambda i=i: self._seat_help(i), key=f"seat-{i}"))
        if len(self.humans()) > 1:
            items.append(Item(lambda: tr("variant-state", variant=tr("setup-hidden-hands"),
                                         state=tr("on" if self.hidden else "off")),
                              change=self._hidden, help=lambda: tr("setup-hidden-hands-help"), key="hidden"))
            items.append(Item(lambda: tr("variant-state", variant=tr("setting-hints-hot-seat"),
                                         state=tr("on" if self.app.settings.hints_hot_seat else "off")),
                              change=self._hot_seat_hints, help=lambda: tr("setting-hints-hot-seat-help"),
                              key="hints"))
            for i in self.humans():
                for k in ("buzz", "catch"):
                    items.append(Item(self._key_label(i, k), change=self._key_change(i, k),
                                      help=lambda: tr("setup-key-help"), key=f"key-{i}-{k}"))
        items.append(Item(lambda: tr("setup-preset", preset=tr("preset-" + self.preset())),
                          change=self._preset, help=lambda: tr("setup-preset-help"), key="preset"))
        for name in self._offered(VARIANTS):
            items.append(Item(self._variant_label(name), change=self._toggle(name),
                              help=lambda name=name: tr("variant-" + name.replace("_", "-") + "-help"),
                              key=name))
        for name in self._offered(STEPPED):
            items.append(Item(self._stepped_label(name), change=self._step(name),
                              help=lambda name=name: tr(message_id(name) + "-help"), key=name))
        items.append(Item(lambda: tr("setup-uno-penalty", count=self.rules.uno_penalty), change=self._uno_penalty,
                          help=lambda: tr("setup-uno-penalty-help"), key="uno-penalty"))
        if self.rules.bluff:
            items.append(Item(lambda: tr("setup-bluff-penalty", count=self.rules.bluff_penalty),
                              change=self._bluff_penalty, help=lambda: tr("variant-bluff-help"), key="bluff-penalty"))
        if self.rules.buzzer:
            items.append(Item(lambda: tr("setup-buzzer-penalty", count=self.rules.buzzer_penalty),
                              change=self._buzzer_penalty, help=lambda: tr("variant-buzzer-help"),
                              key="buzzer-penalty"))
        items += [
            Item(lambda: tr("setup-scoring", scoring=tr("scoring-" + self.rules.scoring)),
                 change=self._scoring, help=lambda: tr("setup-scoring-help"), key="scoring"),
            Item(lambda: tr("setup-target", points=self.rules.target), change=self._target,
                 help=lambda: tr("setup-target-help"), key="target"),
        ]
        items.append(Item(lambda: tr("setup-deck", deck=tr("deck-" + self.rules.deck)),
                          change=self._deck, help=lambda: tr("setup-deck-help"), key="deck"))
        if self.rules.deck == "classic":
            items += self._blank_items()
        return items

    def _offered(self, names) -> list[str]:
        """The variants that may be set with the deck chosen (DECK-5.10: the No Mercy deck
        plays its own rules, 0 and 7 always on; DECK-6.11: the Flip deck's refusals)."""
        fixed = set(_NOT_WITH.get(self.rules.deck, ()))
        if self.rules.deck == "no-mercy":
            fixed |= {"seven_zero", "seven_must_swap"}
        return [n for n in names if n not in fixed]

    def _deck(self, delta):
        """The next deck; the options it plays without are set back to the official rules
        (and the 0 and 7 the No Mercy deck sets, when leaving it)."""
        deck = DECKS[(DECKS.index(self.rules.deck) + delta) % len(DECKS)]
        base = Rules()
        cleared = {name: getattr(base, name) for name in _NOT_WITH.get(deck, ())}
        if self.rules.deck == "no-mercy":
            cleared.update(seven_zero=False, seven_must_swap=False)
        if deck == "no-mercy" and self.rules.scoring == "elimination":
            cleared["scoring"] = "standard"
        self.rules = replace(self.rules, **cleared, deck=deck)
        self._fix_rules()

    # ---- blank cards (DECK-4): the items come from the rules' declaration -----------------

    def _blank_items(self):
        tr = lambda *a, **k: self.tr(*a, **k)
        items = [Item(lambda: tr("setup-blank-count", count=len(self.rules.blank_cards)),
                      change=self._blank_count, help=lambda: tr("setup-blank-count-help"), key="blanks")]
        for i in range(len(self.rules.blank_cards)):
            items.append(Item(self._blank_label(i), change=self._blank_rule(i),
                              help=lambda i=i: tr("setup-blank-card-help",
                                                  rules=tr(self._blank(i).blank.rules_id)),
                              key=f"blank-{i}"))
        if self.rules.blank_cards:
            items.append(Item(lambda: tr("setup-blank-points", points=self.rules.blank_points),
                              change=self._blank_points, help=lambda: tr("setup-blank-points-help"),
                              key="blank-points"))
        return items

    def _blank(self, i):
        return Card.parse(self.rules.blank_cards[i])

    def _blank_label(self, i):
        def label():
            card = self._blank(i)
            return self.tr("setup-blank-card", number=i + 1, color=self.tr("color", color=card.color),
                           rule=self.tr(card.blank.name_id))
        return label

    def _blank_count(self, delta):
        """One card more or fewer; the colours go round red, yellow, green, blue, and a new
        card takes the next rule of the list."""
        cards = list(self.rules.blank_cards)
        if delta > 0 and len(cards) < MAX_BLANKS:
            n = len(cards)
            cards.append(TEXT[blank_kind(n % 4, n % len(BLANK_RULES))])
        elif delta < 0 and cards:
            cards.pop()
        self.rules = replace(self.rules, blank_cards=tuple(cards))

    def _blank_rule(self, i):
        def change(delta):
            card = self._blank(i)
            rule = (BLANK_RULES.index(card.blank) + delta) % len(BLANK_RULES)
            cards = list(self.rules.blank_cards)
            cards[i] = TEXT[blank_kind(COLOR_INDEX[card], rule)]
            self.rules = replace(self.rules, blank_cards=tuple(cards))
        return change

    def _blank_points(self, delta):
        i = BLANK_POINTS.index(self.rules.blank_points) if self.rules.blank_points in BLANK_POINTS else 1
        self.rules = replace(self.rules, blank_points=BLANK_POINTS[(i + delta) % len(BLANK_POINTS)])

    def state(self):
        tr = self.tr
        out = {"players": tr("setup-players", count=self.players)}
        for name in VARIANTS:
            out[name] = self._variant_label(name)()
        for name in STEPPED:
            out[name] = self._stepped_label(name)()
        out["uno_penalty"] = tr("setup-uno-penalty", count=self.rules.uno_penalty)
        out["scoring"] = tr("setup-scoring", scoring=tr("scoring-" + self.rules.scoring))
        out["target"] = tr("setup-target", points=self.rules.target)
        if len(self.humans()) > 1:
            out["hidden"] = tr("variant-state", variant=tr("setup-hidden-hands"),
                               state=tr("on" if self.hidden else "off"))
        out["preset"] = tr("setup-preset", preset=tr("preset-" + self.preset()))
        out["deck"] = tr("setup-deck", deck=tr("deck-" + self.rules.deck))
        return out

    def _seat_label(self, i):
        def label():
            seat = self.seats[i]
            if seat["kind"] == "human":
                return self.tr("setup-seat-human", number=i + 1, name=seat["name"])
            if seat["named"]:
                return self.tr("setup-seat-bot-named", number=i + 1, name=seat["name"],
                               level=self.tr("level-" + seat["kind"]))
            return self.tr("setup-seat-bot", number=i + 1, level=self.tr("level-" + seat["kind"]))
        return label

    def _seat_help(self, i):
        """The seat's keys, and for a bot what its level does (from its profile)."""
        kind = self.seats[i]["kind"]
        text = self.tr("setup-seat-help")
        if kind in PROFILES:
            text += " " + self.tr(PROFILES[kind].about)
        return text

    def _seat_select(self, i):
        def select():
            seat = self.seats[i]

            def done(name):
                seat["name"] = name
                seat["named"] = True
                self.app.say(self.tr("setup-name-set", name=name))
            self.app.push(TextEntry(self.app, self.tr("setup-name-prompt", number=i + 1), seat["name"], done))
        return select

    def _seat_change(self, i):
        if i == 0:
            return None

        def change(delta):
            seat = self.seats[i]
            seat["kind"] = SEAT_KINDS[(SEAT_KINDS.index(seat["kind"]) + delta) % len(SEAT_KINDS)]
        return change

    def _key_label(self, i, k):
        return lambda: self.tr("setup-key-" + k, name=self.seats[i]["name"],
                               key=key_label(self.tr, self.seats[i][k]))

    def _key_change(self, i, k):
        def change(delta):
            """The next key; the seat that had it takes this one's, so no two seats share a
            key. Returns what a human at the table must hear about their changed key."""
            key = self.seats[i][k]
            new = FAMILY_KEYS[(FAMILY_KEYS.index(key) + delta) % len(FAMILY_KEYS)]
            told = None
            for j, other in enumerate(self.seats):
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

    def _hot_seat_hints(self, delta):
        # The same setting as in Settings: asked here, where the humans are chosen.
        self.app.change_setting("hints_hot_seat", not self.app.settings.hints_hot_seat)
        self.app.save_settings()

    def preset(self) -> str:
        for name, rules in PRESETS.items():
            if rules == replace(self.rules, target=rules.target):
                return name
        return "custom"

    def _variant_label(self, name):
        return lambda: self.tr("variant-state", variant=self.tr("variant-" + name.replace("_", "-")),
                               state=self.tr("on" if getattr(self.rules, name) else "off"))

    def _stepped_label(self, name):
        return lambda: self.tr("variant-state", variant=self.tr(message_id(name)),
                               state=value_text(self.tr, name, getattr(self.rules, name)))

    def _step(self, name):
        """The next or previous of the values the rules declare for `name`."""
        def change(delta):
            steps = STEPPED[name]
            value = getattr(self.rules, name)
            i = steps.index(value) if value in steps else 0
            self.rules = replace(self.rules, **{name: steps[(i + delta) % len(steps)]})
        return change

    def _players(self, delta):
        self.players = min(max(self.players + delta, 2), 10)
        self._fix_rules()

    def _preset(self, delta):
        """The next rule set; the player's own (custom) rules stay in the round, so
        stepping past a preset and back never loses them."""
        current = self.preset()
        if current == "custom":
            self.custom = self.rules
        names = list(PRESETS) + (["custom"] if self.custom is not None else [])
        chosen = names[(names.index(current) + delta) % len(names)]
        rules = self.custom if chosen == "custom" else PRESETS[chosen]
        self.rules = replace(rules, target=self.rules.target)
        self._fix_rules()

    def _toggle(self, name):
        def change(delta):
            self.rules = replace(self.rules, **{name: not getattr(self.rules, name)})
            self._fix_rules(name)
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
        if r.two_tables:  # VAR-ROTATE with eight: two tables of four, in pairs
            if changed == "two_tables":
                self.players = 8
                r = replace(r, teams=False, rotate=False)
            elif self.players != 8 or r.teams or r.rotate:
                r = replace(r, two_tables=False)
        if r.scoring != "standard" and r.two_tables:
            r = replace(r, scoring="standard")
        if r.scoring == "elimination" and (r.teams or r.rotate):
            r = replace(r, scoring="standard")
        self.rules = r

    def _uno_penalty(self, delta):
        self.rules = replace(self.rules, uno_penalty=4 if self.rules.uno_penalty == 2 else 2)

    def _bluff_penalty(self, delta):
        self.rules = replace(self.rules, bluff_penalty=6 if self.rules.bluff_penalty == 4 else 4)

    def _buzzer_penalty(self, delta):
        self.rules = replace(self.rules, buzzer_penalty=2 if self.rules.buzzer_penalty == 3 else 3)

    def _scoring(self, delta):
        options = ("standard", "lowest", "elimination")
        if self.rules.teams or self.rules.rotate or self.rules.deck == "no-mercy":
            options = options[:2]      # elimination: without partners, nor with No Mercy's own out
        scoring = options[(options.index(self.rules.scoring) + delta) % len(options)]
        self.rules = replace(self.rules, scoring=scoring)
        self._fix_rules()

    def _target(self, delta):
        i = TARGETS.index(self.rules.target) if self.rules.target in TARGETS else 3
        self.rules = replace(self.rules, target=TARGETS[(i + delta) % len(TARGETS)])

    def start(self):
        if self.app.saves is not None and self.app.saves.exists():
            return self.app.push(Confirm(self.app, self.tr("confirm-replace-save"), self._start))
        self._start()

    def _start(self):
        s = self.app.settings
        s.players, s.rules = self.players, self.rules.changed()
        s.preset = self.preset()
        # A default name is kept as none at all, so that next time it is said in that day's language.
        defaults = [self.tr("player-name", number=i + 1) for i in range(len(self.seats))]
        s.seats = [dict(seat, name="" if seat["name"] == default else seat["name"])
                   for seat, default in zip(self.seats, defaults)]
        s.hidden_hands = self.hidden
        self.app.save_settings()
        seats = self.seats[:self.players]
        humans = self.humans()
        levels = {i: seat["kind"] for i, seat in enumerate(seats) if seat["kind"] != "human"}
        names = table_names(seats, self.tr)
        # Each human's own keys, so that whoever holds the keyboard, every human can press.
        keys = {i: {"buzz": seats[i]["buzz"], "catch": seats[i]["catch"]} for i in humans} \
            if len(humans) > 1 else {}
        kind = "two-tables" if self.rules.two_tables else "table"
        self.app.replace(self.app.make(kind, self.rules, humans, levels, names, keys, self.hidden,
                                       seed=self.app.seed))


class SettingsMenu(Menu):
    context = "settings"
    title_id = "menu-settings"

    def build(self):
        return [Item(self._label(name), change=self._changer(name),
                     help=lambda name=name: self.tr("setting-" + name.replace("_", "-") + "-help"))
                for name in MENU_FIELDS] + [
            Item(lambda: self.tr("menu-keys-setting"), lambda: self.app.open("keys"),
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
        def yes():
            self.table.autosave()
            self.app.pop(self, self.table)
        self.app.push(Confirm(self.app, self.tr("confirm-leave-match"), yes))
