"""Screens: the base class with the commands every screen shares, text readers
(rules, key help, summaries) and yes/no questions."""

from __future__ import annotations

from ..engine.blanks import BLANK_RULES
from ..keymap import bindings_for, key_label
from ..phrases import join
from ..output.model import ListView
from ..settings import step
from .braille import status_line
from .variants import rules_sections

LONGEST_KEY_NAME = 32     # "ctrl+alt+shift+pagedown" is 23


def help_key(tr, key: str):
    """A key as F1 help reads it: a lone letter is named as a key ("tecla E"), so that
    a voice does not read it as a word ("e", "o", "y")."""
    if len(key) == 1 and key.isalpha():
        return tr("help-letter", key=key_label(tr, key))
    return key_label(tr, key)


# The Y of "yes" answers in every language, for whoever reaches for it, but only
# English says so: the other languages' questions announce their own letters.
ENGLISH_ONLY = {("answer-yes", "y")}


def help_lines(tr, context: str, available=lambda command: True, overrides=None, taken=(),
               own_first=False, describe=None) -> list[str]:
    """"Keys: what they do", one line per command bound in `context` (with the player's keys);
    keys in `taken` (used by the screen for something else) left out; with `own_first`, the
    commands of this screen alone before those it shares; `describe` gives a command's
    words where the screen's moment changes them (the dark side's colours)."""
    lines = []
    bindings = bindings_for(context, overrides)
    if own_first:
        bindings = sorted(bindings, key=lambda b: b.screens != (context,))
    for b in bindings:
        keys = [k for k in b.keys if k not in taken
                and (tr.lang == "en" or (b.command, k) not in ENGLISH_ONLY)]
        if not available(b.command) or not keys:
            continue
        names = [help_key(tr, k) for k in keys]
        said = tr("list-or", first=join(", ", names[:-1]), last=names[-1]) if len(names) > 1 else names[0]
        action = describe(b.command) if describe is not None else tr("command-" + b.command)
        lines.append(tr("help-line", keys=said, action=action))
    return lines


class _Bound:
    """A method bound to a key map command by `handles`: recorded in its class's
    COMMANDS as the class is made, then left in place as the plain method."""

    def __init__(self, name: str, method):
        self.name = name
        self.method = method

    def __set_name__(self, owner, attr):
        if "COMMANDS" not in vars(owner):
            owner.COMMANDS = {}
        owner.COMMANDS[self.name] = self.method
        setattr(owner, attr, self.method)


def handles(name: str):
    """Bind the method below to the key map's command `name` (keymap.py), for its screen
    and the screens built on it; a screen's own binding of a name wins over its base's."""
    def bind(method):
        return _Bound(name, method)
    return bind


def commands_of(cls) -> dict:
    """Every command a screen class handles -> its method, the screen's own first."""
    out: dict = {}
    for base in reversed(cls.__mro__):
        out.update(vars(base).get("COMMANDS", {}))
    return out


class Screen:
    context = "menu"
    COMMANDS: dict = {}

    def __init__(self, app):
        self.app = app

    @property
    def tr(self):
        """The translator of the language now chosen (a setting may change it any time)."""
        return self.app.tr

    # ---- hooks ----------------------------------------------------------------------

    def holder(self) -> int | None:
        """The human whose keys this screen answers, where hands are hidden from the others
        (a table's); None elsewhere."""
        return None

    def on_enter(self) -> None:
        pass

    def on_resume(self) -> None:
        self.on_enter()

    def on_quit(self) -> None:
        pass

    def update(self, now: float) -> None:
        pass

    def deadline(self) -> float | None:
        return None

    def waiting_for_human(self) -> bool:
        return True

    def keys_context(self) -> str:
        return self.context

    def holds(self, fact) -> bool:
        """Whether a fact a line of this screen tells is still true (see ui/facts.py)."""
        return True

    def display(self) -> tuple[str, list[str], int | None]:
        """What the window shows: a title, lines, and the selected line."""
        last = self.app.captions[-1] if self.app.captions else ""
        return last, [], None

    def model(self):
        """What the window draws of this screen (see output/model.py)."""
        title, lines, selected = self.display()
        return ListView(title, tuple(lines), selected)

    # ---- keys -----------------------------------------------------------------------

    def on_key(self, key: str, t: float) -> None:
        command = self.app.keymap(self.keys_context()).get(key)
        if command is None:
            self.unbound(key, t)
            return
        self.command(command)(t)

    def command(self, name: str):
        """The handler of the key map's command `name`, as bound by `handles`."""
        return commands_of(type(self))[name].__get__(self)

    def unbound(self, key: str, t: float) -> None:
        if key in ("ctrl", "shift", "alt"):
            return
        if len(key) > LONGEST_KEY_NAME:
            # A console line that is no key at all: named briefly, not read back in full.
            return self.app.say(self.tr("key-unused-long", count=len(key)), cue="error")
        self.app.say(self.tr("key-unused", key=key_label(self.tr, key)), cue="error")

    # ---- commands every screen has ------------------------------------------------------

    @handles("help")
    def cmd_help(self, t):
        self.app.push(Reader(self.app, [(self.tr("help-title"), self.help_lines())], "help"))

    def help_lines(self) -> list[str]:
        """One line per command of this screen, generated from the key map."""
        return help_lines(self.tr, self.keys_context(), self.command_available,
                          self.app.settings.keys) + self.extra_help()

    def command_available(self, command: str) -> bool:
        return True

    def extra_help(self) -> list[str]:
        return []

    @handles("rules-text")
    def cmd_rules_text(self, t):
        self.app.push(rules_reader(self.app))

    @handles("braille-next")
    def cmd_braille_next(self, t):
        self.app.braille_key(1, t)

    @handles("braille-previous")
    def cmd_braille_previous(self, t):
        self.app.braille_key(-1, t)

    @handles("braille-full")
    def cmd_braille_full(self, t):
        self.app.braille_full()

    @handles("braille-status")
    def cmd_braille_status(self, t):
        self.app.say(status_line(self.app))

    @handles("history-previous")
    def cmd_history_previous(self, t):
        self.app.review("previous")

    @handles("history-next")
    def cmd_history_next(self, t):
        self.app.review("next")

    @handles("history-first")
    def cmd_history_first(self, t):
        self.app.review("first")

    @handles("history-last")
    def cmd_history_last(self, t):
        self.app.review("last")

    @handles("history-view")
    def cmd_history_view(self, t):
        self.app.switch_history_view()

    @handles("silence")
    def cmd_silence(self, t):
        self.app.silence()

    @handles("font-bigger")
    def cmd_font_bigger(self, t):
        self._font(+1)

    @handles("font-smaller")
    def cmd_font_smaller(self, t):
        self._font(-1)

    @handles("fullscreen")
    def cmd_fullscreen(self, t):
        app = self.app
        if app.on_window_setting is None:
            return app.say(self.tr("fullscreen-no-window"))
        app.change_setting("fullscreen", not app.settings.fullscreen)
        app.say(self.tr("fullscreen-on" if app.settings.fullscreen else "fullscreen-off"))

    def _font(self, delta):
        size = step("font_size", self.app.settings.font_size, delta)
        self.app.change_setting("font_size", size)
        self.app.say(self.tr("font-size", size=size))


class Reader(Screen):
    """A text read line by line (Up/Down) and section by section (Left/Right)."""

    context = "reader"

    def __init__(self, app, sections, name="reader", on_close=None):
        super().__init__(app)
        self.sections = [(title, lines or [""]) for title, lines in sections]
        self.name = name
        self.section = 0
        self.line = 0
        self.on_close = on_close
        self.begun = True     # whether the line under the cursor has begun to be heard

    def on_enter(self):
        title, lines = self.sections[self.section]
        self.begun = False
        self.app.say(self.tr("reader-open", title=title, count=len(lines)))
        self.app.say(lines[self.line], interrupt=False, on_start=self._begin)

    def _begin(self, start, length):
        self.begun = True

    def on_resume(self):
        self._speak()

    def _speak(self):
        self.app.say(self.sections[self.section][1][self.line])

    def _move_line(self, line):
        lines = self.sections[self.section][1]
        if not 0 <= line < len(lines):
            self.app.say(self.tr("reader-edge-bottom" if line >= len(lines) else "reader-edge-top"),
                         cue="error")
            return
        self.line = line
        self._speak()

    def _move_section(self, section):
        if not 0 <= section < len(self.sections):
            self.app.say(self.tr("reader-no-more-sections"), cue="error")
            return
        self.section, self.line = section, 0
        title, lines = self.sections[section]
        self.app.say(title)
        self.app.say(lines[0])

    @handles("line-previous")
    def cmd_line_previous(self, t):
        if not self.begun:
            return self._first()
        self._move_line(self.line - 1)

    @handles("line-next")
    def cmd_line_next(self, t):
        if not self.begun:
            return self._first()
        self._move_line(self.line + 1)

    def _first(self):
        """Up or Down during the title: the reading starts at the first line, not past it."""
        self.begun = True
        self._speak()

    @handles("line-first")
    def cmd_line_first(self, t):
        self._move_line(0)

    @handles("line-last")
    def cmd_line_last(self, t):
        self._move_line(len(self.sections[self.section][1]) - 1)

    @handles("section-previous")
    def cmd_section_previous(self, t):
        self._move_section(self.section - 1)

    @handles("section-next")
    def cmd_section_next(self, t):
        self._move_section(self.section + 1)

    @handles("reader-close")
    def cmd_reader_close(self, t):
        self.app.pop(self)
        if self.on_close:
            self.on_close()

    def display(self):
        title, lines = self.sections[self.section]
        return title, lines, self.line

    @handles("help")
    def cmd_help(self, t):
        if self.name == "help":
            self.app.say(self.tr("help-already-open"))
        else:
            super().cmd_help(t)


class Confirm(Screen):
    """A yes/no question answered with one key."""

    context = "confirm"

    def __init__(self, app, question: str, on_yes, on_no=None):
        super().__init__(app)
        self.question = question
        self.on_yes = on_yes
        self.on_no = on_no

    def display(self):
        return self.question, [self.keys_line()], None

    def on_enter(self):
        self.app.say(self.question)
        self.app.say(self.keys_line())

    def keys_line(self):
        """"Y, S or Enter for yes; N or Escape for no", from the player's own keys."""
        tr = self.tr

        def said(command):
            binding = next(b for b in bindings_for(self.context, self.app.settings.keys) if b.command == command)
            names = [key_label(tr, k) for k in binding.keys
                     if tr.lang == "en" or (command, k) not in ENGLISH_ONLY] or [key_label(tr, binding.keys[0])]
            return tr("list-or", first=join(", ", names[:-1]), last=names[-1]) if len(names) > 1 else names[0]
        return tr("confirm-keys", yes=said("answer-yes"), no=said("answer-no"))

    @handles("answer-yes")
    def cmd_answer_yes(self, t):
        self._close(self.on_yes)

    @handles("answer-no")
    def cmd_answer_no(self, t):
        self._close(self.on_no)

    def _close(self, then):
        """Close, then do `then`: the screen below speaks again only if `then` left it on top."""
        self.app.pop(self, resume=False)
        version = self.app.version
        if then:
            then()
        if self.app.running and self.app.version == version and self.app.screen is not None:
            self.app.screen.on_resume()


class TextEntry(Screen):
    """Typing a short text, each letter echoed; Backspace says what it removed."""

    context = "entry"
    CHARACTERS = {"space": " ", "minus": "-", "period": ".", "comma": ","}

    def __init__(self, app, prompt: str, text: str, on_done, limit: int = 20):
        super().__init__(app)
        self.prompt = prompt
        self.text = text
        self.on_done = on_done
        self.limit = limit

    def on_enter(self):
        self.app.say(self.prompt)
        self.app.say(self.tr("entry-help"))
        if self.text:
            self.app.say(self.text)

    def display(self):
        return self.prompt, [self.text + "_"], 0

    def unbound(self, key, t):
        shifted = key.startswith("shift+")
        base = key[6:] if shifted else key
        char = self.CHARACTERS.get(base, base if len(base) == 1 else None)
        if char is None or "+" in base:
            return super().unbound(key, t)
        if len(self.text) >= self.limit:
            return self.app.say(self.tr("entry-full"), cue="error")
        char = char.upper() if shifted or not self.text or self.text.endswith(" ") else char
        self.text += char
        self.app.say(self.tr("entry-space") if char == " " else char)

    @handles("entry-erase")
    def cmd_entry_erase(self, t):
        if not self.text:
            return self.app.say(self.tr("entry-empty"), cue="error")
        gone = self.text[-1]
        self.text = self.text[:-1]
        self.app.say(self.tr("entry-erased", char=self.tr("entry-space") if gone == " " else gone))

    @handles("entry-read")
    def cmd_entry_read(self, t):
        self.app.say(self.text or self.tr("entry-empty"))

    @handles("entry-done")
    def cmd_entry_done(self, t):
        text = self.text.strip()
        if not text:
            return self.app.say(self.tr("entry-empty"), cue="error")
        # Taken first, so that the screen below, speaking again, says it as it is now.
        self.on_done(text)
        self.app.pop(self)

    @handles("entry-cancel")
    def cmd_entry_cancel(self, t):
        self.app.pop(self)


def rules_reader(app) -> Reader:
    tr = app.tr
    sections = []
    for sid in rules_sections(tr):
        lines = tr(sid).split("\n")
        if sid == "rules-blank":
            # DECK-4: each rule's text, from the one declaration of the rules.
            lines += [tr("blank-rule-line", name=tr(r.name_id), rules=tr(r.rules_id)) for r in BLANK_RULES]
        sections.append((tr.attribute(sid, "title"), lines))
    return Reader(app, sections, "rules")
