"""Every word the player hears: Fluent messages from `locales/<lang>/*.ftl`.

A `Translator` formats messages of one language and falls back to English for
anything that language lacks or cannot parse, so a broken or incomplete
translation is reported (`missing`, `errors`) but never stops the game.
"""

from __future__ import annotations

import copy
import hashlib
import json
import locale
import logging
import os
import pathlib
import re
from typing import Mapping

from fluent.runtime import FluentBundle
from fluent.runtime.types import fluent_number
from fluent.syntax import FluentParser, ast as FTL

from .files import write_atomic
from .paths import as_folder, data_dir, files_in
from .phrases import Phrase

log = logging.getLogger(__name__)

LANGUAGES = ("en", "es", "pt-BR")
FALLBACK = "en"

# Fluent variant keys must be names or numbers, so "+2" and "+4" cannot be keys:
# the card messages select on these names instead of the engine's rank text.
RANK_KEYS = {"S": "skip", "R": "reverse", "+2": "draw-two",
             "W": "wild", "+4": "wild-draw-four", "Z": "buzzer",
             # DECK-5: the No Mercy deck's own cards
             "D4": "draw-four", "E": "skip-everyone", "D": "discard-all", "WR4": "wild-reverse-draw-four",
             "W+6": "wild-draw-six", "W+10": "wild-draw-ten", "WC": "wild-colour-roulette",
             # DECK-6: the Flip deck's faces (its Skip Everyone is No Mercy's, its Wild the classic one)
             "D1": "draw-one", "F": "flip", "W2": "wild-draw-two", "D5": "draw-five", "WDC": "wild-draw-colour"}

# DECK-6: the dark side's colours, named in the slots of red, yellow, green and blue.
DARK_NAMES = {"R": "P", "Y": "T", "G": "O", "B": "V"}

# First word of a locale name (as in "es_MX.UTF-8", "pt-br", or Windows'
# "Spanish_Spain") to the language we ship.
_CODES = {
    "en": "en", "english": "en",
    "es": "es", "spanish": "es", "español": "es", "espanol": "es", "castellano": "es",
    "pt": "pt-BR", "portuguese": "pt-BR", "português": "pt-BR", "portugues": "pt-BR",
}
_ISOLATION_MARKS = str.maketrans("", "", "\u2068\u2069")


def locales_dir():
    """Where the `<lang>/*.ftl` folders are (see `paths.data_dir`): every `.ftl` file
    of a language's folder is loaded."""
    return data_dir("locales")


def _language_of(text: str) -> str | None:
    """The shipped language a locale name stands for, or None."""
    first = re.split(r"[-_.@]", text.strip().lower(), maxsplit=1)[0]
    return _CODES.get(first)


def normalize_language(text: str) -> str:
    """`"es"`, `"ES"`, `"es_MX"` -> `"es"`; `"pt"`, `"pt_BR"`, `"pt-br"` -> `"pt-BR"`;
    `"en_GB"` -> `"en"`. Anything else raises ValueError."""
    language = _language_of(text) if isinstance(text, str) else None
    if language is None:
        raise ValueError(f"unknown language: {text!r} (known: {', '.join(LANGUAGES)})")
    return language


def detect_language(env: Mapping[str, str] | None = None) -> str:
    """The player's language from the system locale, English if we don't ship it.

    The first of LANGUAGE (a colon-separated preference list), LC_ALL,
    LC_MESSAGES and LANG that is set decides, as in gettext. With none set
    (usual on Windows and for macOS apps) the process locale is asked, unless
    `env` was given: then `env` alone decides, which keeps tests independent
    of the machine.
    """
    variables = os.environ if env is None else env
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = variables.get(name, "")
        if value:
            for item in value.split(":"):
                language = _language_of(item)
                if language:
                    return language
            return FALLBACK
    if env is None:
        name = locale.getlocale()[0]
        if name:
            return _language_of(name) or FALLBACK
    return FALLBACK


def card_args(card) -> dict[str, str]:
    """The `$rank` and `$color` arguments of the `card`, `card-the` and `card-a`
    messages for an engine card (anything with `.rank` and `.color`): a Flip card's
    colour is its face's, pink, teal, orange or purple on the dark side."""
    color = getattr(card, "face_color", card.color)
    return {"rank": RANK_KEYS.get(card.rank, card.rank), "color": color or "none"}


def color_arg(letter: str | None, dark: bool = False) -> str:
    """The `$color` argument for a colour in play: the engine's slot letter (R, Y, G, B),
    said by the side in play (P, T, O, V on the Flip deck's dark side)."""
    if not letter:
        return "none"
    return DARK_NAMES.get(letter, letter) if dark else letter


def _fluent_args(args: dict) -> dict:
    """Whole numbers are formatted as digits only: no "500.0", and no grouping
    ("1.000" would read as one point zero in some voices)."""
    converted = {}
    for name, value in args.items():
        if isinstance(value, float) and value.is_integer():
            value = int(value)
        if isinstance(value, int) and not isinstance(value, bool):
            value = fluent_number(int(value), useGrouping=False)
        converted[name] = value
    return converted


# The parsed .ftl files are kept in a cache folder when one is given (the game's, from the
# command line; none in tests): parsing them takes a quarter of a second a language, most of
# the wait for the game's first words, where reading them back takes a tenth of that.
_CACHE_FORMAT = 1
# Parsed this run and not yet kept: cache path -> (key, resources). Writing takes longer
# than the parsing it saves, so it waits for the game's end (`save_cache`).
_unsaved: dict = {}


def _parsed(lang: str, sources: list, cache) -> list:
    """The Fluent resources of `sources` ((path, text) pairs), from the `cache` folder when it
    holds these very texts (None keeps none). Files with syntax errors are parsed each time, so
    their errors are reported with their lines."""
    key = _cache_key(sources) if cache else None
    path = os.path.join(cache, f"locales-{lang}.json") if key else None
    if path:
        try:
            with open(path, encoding="utf-8") as f:
                data = json.load(f)
            if data.get("key") == key:
                kept = [FTL.from_json(r) for r in data["resources"]]
                if len(kept) == len(sources) and all(isinstance(r, FTL.Resource) for r in kept):
                    return kept
        except Exception:
            pass     # missing, stale or damaged: parsed again, and written anew
    resources = [FluentParser().parse(source) for _, source in sources]
    if path and not any(isinstance(e, FTL.Junk) for r in resources for e in r.body):
        _unsaved[path] = (key, resources)
    return resources


def save_cache() -> None:
    """Keep the messages parsed this run for the next start."""
    while _unsaved:
        path, (key, resources) = _unsaved.popitem()
        try:
            write_atomic(pathlib.Path(path), {"key": key, "resources": [
                _without_spans(r.to_json()) for r in resources]}, indent=None)
        except (OSError, ValueError) as error:
            log.info("parsed messages not kept in %s: %s", path, error)


def _cache_key(sources: list) -> str:
    # The AST's classes make the cache's shape: their file stands for fluent.syntax's
    # version (importlib.metadata would cost 50 ms to import, a fifth of what is saved).
    try:
        found = os.stat(FTL.__file__)
        version = f"{found.st_size} {found.st_mtime_ns}"
    except (OSError, TypeError, AttributeError):
        version = "?"
    digest = hashlib.sha256(f"{_CACHE_FORMAT} {version}".encode())
    for path, source in sources:
        digest.update(b"\0" + path.name.encode("utf-8") + b"\0" + source.encode("utf-8"))
    return digest.hexdigest()


def _without_spans(node):
    # Only files without errors are kept, and only errors need the spans: dropping them
    # halves the time to read the cache back.
    if isinstance(node, dict):
        return {k: _without_spans(v) for k, v in node.items() if k != "span"}
    if isinstance(node, list):
        return [_without_spans(v) for v in node]
    return node


KEY_VARIABLE = "key-"     # `{ $key-draw }`: the player's own key for the command `draw`


def _key_variables(node) -> frozenset:
    """The `$key-...` variables a message's pattern names, in any of its variants."""
    names, stack = set(), [node]
    while stack:
        item = stack.pop()
        if isinstance(item, FTL.VariableReference):
            if item.id.name.startswith(KEY_VARIABLE):
                names.add(item.id.name)
        elif isinstance(item, FTL.BaseNode):
            stack.extend(vars(item).values())
        elif isinstance(item, list):
            stack.extend(item)
    return frozenset(names)


class _Catalog:
    """The messages of one language, loaded from all its .ftl files."""

    def __init__(self, lang: str, directory, errors: list[str], cache=None):
        self.bundle = FluentBundle([lang], use_isolating=False)
        self.ids: set[str] = set()
        self.keys: dict[tuple, frozenset] = {}    # (id, attribute): the key variables it names
        folder = directory / lang
        files = files_in(folder, ".ftl")
        if not files:
            errors.append(f"{folder}: no .ftl files")
        sources = []
        for path in files:
            try:
                sources.append((path, path.read_text(encoding="utf-8")))
            except (OSError, UnicodeDecodeError) as error:
                errors.append(f"{path}: {error}")
        resources = _parsed(lang, sources, cache)
        for (path, source), resource in zip(sources, resources):
            self._add(path, source, resource, errors)

    def _add(self, path, source: str, resource, errors: list[str]) -> None:
        for entry in resource.body:
            if isinstance(entry, FTL.Junk):
                line = source.count("\n", 0, entry.span.start) + 1
                reasons = "; ".join(a.message for a in entry.annotations)
                errors.append(f"{path}:{line}: {reasons}")
            elif isinstance(entry, FTL.Message):
                if entry.id.name in self.ids:
                    errors.append(f"{path}: {entry.id.name} is defined twice")
                self.ids.add(entry.id.name)
                if entry.value is not None:
                    self.keys[(entry.id.name, None)] = _key_variables(entry.value)
                for attribute in entry.attributes:
                    self.keys[(entry.id.name, attribute.id.name)] = _key_variables(attribute.value)
        self.bundle.add_resource(resource)

    def pattern(self, msg_id: str, attr: str | None):
        if msg_id not in self.ids:
            return None
        message = self.bundle.get_message(msg_id)
        return message.value if attr is None else message.attributes.get(attr)


class Translator:
    """Formats the messages of one language: `t("cards-count", count=3)`."""

    # The player's own key for a command, as said: (translator, command) -> text. Unset, the
    # keys a new player has.
    keys = None

    def __init__(self, lang: str = "en", directory=None, cache=None):
        """`directory`: the locales folder, else the shipped one; `cache`: the folder where
        the parsed files are kept between starts, else none is kept."""
        self.lang = normalize_language(lang)
        self.directory = as_folder(directory) if directory is not None else locales_dir()
        self.missing: list[str] = []
        self.errors: list[str] = []
        self._catalog = _Catalog(self.lang, self.directory, self.errors, cache)
        self._fallback = (self._catalog if self.lang == FALLBACK
                          else _Catalog(FALLBACK, self.directory, self.errors, cache))

    def __call__(self, msg_id: str, **args) -> str:
        return Phrase(self._format(msg_id, None, args), msg_id, args)

    def attribute(self, msg_id: str, attr: str, **args) -> str:
        """An attribute of a message, such as the `.title` of a rules section."""
        return self._format(msg_id, attr, args)

    def has(self, msg_id: str) -> bool:
        """Whether the message exists here or in the English fallback."""
        return msg_id in self._catalog.ids or msg_id in self._fallback.ids

    def ids(self) -> set[str]:
        """The message ids this language defines itself."""
        return set(self._catalog.ids)

    def untranslated(self) -> list[str]:
        """The ids of the fallback language's messages this one lacks, said in the fallback's words."""
        return sorted(self._fallback.ids - self._catalog.ids)

    def _format(self, msg_id: str, attr: str | None, args: dict) -> str:
        name = msg_id if attr is None else f"{msg_id}.{attr}"
        catalog, pattern = self._catalog, self._catalog.pattern(msg_id, attr)
        if pattern is None:
            self._note(self.missing, name)
            catalog, pattern = self._fallback, self._fallback.pattern(msg_id, attr)
            if pattern is None:
                return name
        wanted = catalog.keys.get((msg_id, attr), ())
        if wanted:
            # A message that names a key names the player's own: `{ $key-draw }` is draw's key.
            said = self.keys or default_key
            args = {**{name: said(self, name[len(KEY_VARIABLE):]) for name in wanted if name not in args},
                    **args}
        text, errors = catalog.bundle.format_pattern(pattern, _fluent_args(args))
        for error in errors:
            self._note(self.errors, f"{catalog.bundle.locales[0]}: {name}: {error}")
        return text.translate(_ISOLATION_MARKS)

    @staticmethod
    def _note(log: list[str], entry: str) -> None:
        # Long sessions ask for the same message again and again: note it once.
        if entry not in log:
            log.append(entry)


def default_key(tr, command: str) -> str:
    """The key a new player has for `command`, as said in `tr`'s language."""
    from .keymap import key_word
    return key_word(tr, command)


_translators: dict = {}


def translator(lang: str, directory=None, cache=None) -> Translator:
    """A Translator for `lang`, its parsed files shared with earlier ones: parsing the
    Fluent files takes a third of a second, too long to wait for at each change of
    language. Each Translator still notes its own missing messages and errors. The
    files' sizes and times are part of the key, so an edited file is read again."""
    lang = normalize_language(lang)
    folder = as_folder(directory) if directory is not None else locales_dir()
    try:
        # Files inside a zip have no stat(), and do not change.
        stamp = tuple((str(f), f.stat().st_mtime_ns, f.stat().st_size) if isinstance(f, pathlib.Path) else str(f)
                      for lang_dir in sorted({lang, FALLBACK}) for f in files_in(folder / lang_dir, ".ftl"))
    except OSError:
        return Translator(lang, directory=directory, cache=cache)
    key = (lang, str(folder), stamp)
    base = _translators.get(key)
    if base is None:
        base = Translator(lang, directory=directory, cache=cache)
        if len(_translators) >= 8:    # a few languages and folders; forget the oldest
            del _translators[next(iter(_translators))]
        _translators[key] = base
    fresh = copy.copy(base)
    fresh.missing = []
    fresh.errors = list(base.errors)
    return fresh
