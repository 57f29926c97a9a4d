"""Every language is complete for what the code says, and a whole match played
by keys in each language is spoken from that language's files alone.

The message ids the code uses are found by reading the source: string literals
passed to `tr(`, `phrase(` (which also uses `<id>-you`), `named(`, `attribute(` and
`explain(` (`reason-<code>`), every string constant that names an English
message, and the patterns built from data (`"variant-" + name`,
`f"bot-name-{i}"`), expanded here from the data they come from."""

from __future__ import annotations

import ast
import functools
import pathlib
import re
from dataclasses import fields

import pytest
from fluent.syntax import FluentParser, ast as FTL

from uno_audio.engine import Rules
from uno_audio.engine.blanks import BLANK_RULES
from uno_audio.engine.rules import DECKS, SCORINGS
from uno_audio.i18n import LANGUAGES, Translator, locales_dir
from uno_audio.keymap import BINDINGS
from uno_audio.settings import FIELDS, MENU_FIELDS, Settings
from uno_audio.ui.menus import HELP_CONTEXTS, PRESETS
from uno_audio.ui.table import SORTS

from player import keys_for_turn, make_app, play_match_by_keys, press, said

PACKAGE = pathlib.Path(__file__).resolve().parent.parent / "uno_audio"
SOURCES = sorted(PACKAGE.rglob("*.py"))
UNKNOWN = "*"


# --- reading the code ----------------------------------------------------------

def _parse(path: pathlib.Path) -> ast.Module:
    return ast.parse(path.read_text(encoding="utf-8"), filename=str(path))


def _assignments(function: ast.AST) -> dict[str, list[ast.expr]]:
    """name -> the expressions assigned to it in a function (no flow analysis)."""
    found: dict[str, list[ast.expr]] = {}
    for node in ast.walk(function):
        if isinstance(node, ast.Assign):
            for target in node.targets:
                if isinstance(target, ast.Name):
                    found.setdefault(target.id, []).append(node.value)
    return found


def _templates(node: ast.expr, names: dict[str, list[ast.expr]], depth: int = 0) -> set[str]:
    """The message ids an expression can build, with "*" for what comes from data."""
    if depth > 5:
        return {UNKNOWN}
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return {node.value}
    if isinstance(node, ast.IfExp):
        return _templates(node.body, names, depth + 1) | _templates(node.orelse, names, depth + 1)
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        return {left + right for left in _templates(node.left, names, depth + 1)
                for right in _templates(node.right, names, depth + 1)}
    if isinstance(node, ast.JoinedStr):
        text = ""
        for part in node.values:
            text += part.value if isinstance(part, ast.Constant) else UNKNOWN
        return {text}
    if isinstance(node, ast.Name) and node.id in names:
        found: set[str] = set()
        for value in names[node.id]:
            found |= _templates(value, names, depth + 1)
        return found
    return {UNKNOWN}


def _calls():
    """(kind, first-argument templates) for each tr/phrase/attribute/explain call."""
    for path in SOURCES:
        tree = _parse(path)
        functions = [n for n in ast.walk(tree) if isinstance(n, (ast.FunctionDef, ast.Lambda))]
        scopes = [(f, _assignments(f)) for f in functions]
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call) or not node.args:
                continue
            func = node.func
            name = func.id if isinstance(func, ast.Name) else \
                func.attr if isinstance(func, ast.Attribute) else None
            if name not in ("tr", "phrase", "named", "attribute", "explain"):
                continue
            names: dict[str, list[ast.expr]] = {}
            for function, assigned in scopes:
                if function.lineno <= node.lineno <= function.end_lineno:
                    names = {**names, **assigned}   # the innermost function wins
            yield name, _templates(node.args[0], names)


def _string_constants() -> set[str]:
    return {node.value for path in SOURCES for node in ast.walk(_parse(path))
            if isinstance(node, ast.Constant) and isinstance(node.value, str)}


def _reason_codes() -> set[str]:
    """Every IllegalAction reason the engine raises, including the busy reasons."""
    tree = _parse(PACKAGE / "engine" / "game.py")
    codes: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) \
                and node.func.id == "IllegalAction" and node.args:
            codes |= _templates(node.args[0], {})
        if isinstance(node, ast.FunctionDef) and node.name == "_busy_reason":
            codes |= {n.value for n in ast.walk(node)
                      if isinstance(n, ast.Constant) and isinstance(n.value, str)}
    codes.discard(UNKNOWN)
    codes -= {"penalty", "color", "swap", "buzzer", "choose"}   # _busy_reason's phase names
    codes.discard("reason")                           # the IllegalAction class's own text
    return codes


def _problem_codes() -> set[str]:
    """The problems a settings, save or statistics file can have."""
    codes: set[str] = set()
    for name in ("files.py", "settings.py", "saves.py", "stats.py"):
        for node in ast.walk(_parse(PACKAGE / name)):
            if isinstance(node, ast.Assign) and any(
                    isinstance(t, ast.Name) and t.id == "problem" for t in node.targets):
                codes |= {v for v in _templates(node.value, {}) if v != UNKNOWN}
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) \
                    and node.func.attr == "append" and isinstance(node.func.value, ast.Attribute) \
                    and node.func.value.attr == "problems":
                codes |= {v for v in _templates(node.args[0], {}) if v != UNKNOWN}
    return codes


def _hyphen(name: str) -> str:
    return name.replace("_", "-")


SPEECH_NAMES = ("screen-reader", "tts", "text", "recording")
KEY_PARTS = {part for b in BINDINGS for key in b.keys for part in key.split("+") if len(part) > 1}
BOOL_RULES = [f.name for f in fields(Rules) if f.type == "bool"]
STEPPED_RULES = [f.name for f in fields(Rules) if "steps" in f.metadata]
CHOICE_SETTINGS = {name: FIELDS[name].metadata["choices"] for name in MENU_FIELDS
                   if FIELDS[name].metadata["choices"] is not None}

# Each pattern the code builds from data, and the ids it stands for.
from uno_audio.ui.tutorial import STEPS as TUTORIAL_STEPS  # noqa: E402

EXPANSIONS: dict[str, set[str]] = {
    "reason-*": {f"reason-{code}" for code in _reason_codes()
                 | {"nothing-to-say", "no-bluff-rule", "no-buzzer-rule"}},
    "command-*": {f"command-{b.command}" for b in BINDINGS},
    "key-*": {f"key-{part}" for part in KEY_PARTS},
    "variant-*": {f"variant-{_hyphen(n)}" for n in BOOL_RULES},
    "variant-*-help": {f"variant-{_hyphen(n)}-help" for n in BOOL_RULES + STEPPED_RULES},
    # ui/variants.message_id(name) + "-help" / "-value": the number options (VAR-OPTDRAW, VAR-CLOCK).
    "*-help": {f"variant-{_hyphen(n)}-help" for n in STEPPED_RULES},
    "*-value": {f"variant-{_hyphen(n)}-value" for n in STEPPED_RULES},
    "setting-*": {f"setting-{_hyphen(n)}" for n in MENU_FIELDS},
    "setting-*-help": {f"setting-{_hyphen(n)}-help" for n in MENU_FIELDS},
    "setting-*-*": {f"setting-{_hyphen(n)}-{choice}"
                    for n, choices in CHOICE_SETTINGS.items() for choice in choices},
    "level-*": {f"level-{level}" for level in FIELDS["bot_level"].metadata["choices"]},
    "preset-*": {f"preset-{name}" for name in [*PRESETS, "custom"]},
    "scoring-*": {f"scoring-{name}" for name in SCORINGS},
    "deck-*": {f"deck-{name}" for name in DECKS},
    "sorted-*": {f"sorted-{name}" for name in SORTS},
    "speech-using-*": {f"speech-using-{name}" for name in SPEECH_NAMES},
    "problem-*": {f"problem-{code}" for code in _problem_codes()},
    "bot-name-*": {f"bot-name-{i}" for i in range(1, 10)},
    # The two keys of each extra human player in family play.
    "setup-key-*": {"setup-key-buzz", "setup-key-catch"},
    "keys-*": {f"keys-{context}" for context in HELP_CONTEXTS},
    # What a blank card's rule did (Announcer._on_blank), for the rules that say it so.
    "*-done": {f"blank-{r.id}-done{you}" for r in BLANK_RULES if r.effect not in ("swap", "pass-hands")
               for you in ("", "-you")} - {"blank-name-colour-done-you"},
    "*-done-on-you": {f"blank-{r.id}-done-on-you" for r in BLANK_RULES if r.effect in ("chosen-draws", "demand")},
    "keys-screen-*": {f"keys-screen-{b.screens[0]}" for b in BINDINGS},
    "tutorial-*": {f"tutorial-{step.id}" for step in TUTORIAL_STEPS},
    "tutorial-*-hint": {f"tutorial-{step.id}-hint" for step in TUTORIAL_STEPS},
    # Announcer.phrase's own `base + "-you"`: every phrase id is checked with -you below.
    "*-you": set(),
    # A message's braille form (output/braille/words.py), taken only where the language has one.
    "*-braille": set(),
}

ENGLISH = Translator("en").ids()


def _used_ids() -> tuple[set[str], set[str]]:
    """(message ids the code uses, patterns it builds that EXPANSIONS lacks)."""
    ids: set[str] = set()
    unknown_patterns: set[str] = set()
    for kind, templates in _calls():
        for template in templates:
            if template == UNKNOWN:
                continue     # built elsewhere: found by the string-constant sweep below
            if kind == "explain":
                template = "reason-" + template
            if UNKNOWN not in template:
                ids.add(template)
                if kind == "phrase":
                    ids.add(template + "-you")
            elif template in EXPANSIONS:
                ids |= EXPANSIONS[template]
            else:
                unknown_patterns.add(template)
    ids |= _string_constants() & ENGLISH
    return ids, unknown_patterns


USED, UNKNOWN_PATTERNS = _used_ids()


def test_the_data_behind_the_patterns_is_found():
    assert {"not-your-turn", "card-does-not-match", "penalty-pending", "buzzer-pending",
            "round-over", "match-over", "wild-draw-four-with-colour"} <= _reason_codes()
    assert {"corrupt", "future-version", "some-values-ignored"} <= _problem_codes()
    assert {"pageup", "ctrl", "f1", "shift", "escape"} <= KEY_PARTS
    assert CHOICE_SETTINGS["language"] == tuple(LANGUAGES)
    speech = "".join(p.read_text(encoding="utf-8") for p in sorted((PACKAGE / "output" / "speech").glob("*.py")))
    for name in SPEECH_NAMES:
        assert f'name = "{name}"' in speech, name
    assert {"play", "play-you", "reason-nothing-to-say", "bot-name-9", "key-pagedown",
            "command-summary-leave", "setting-speech-screen-reader", "variant-draw-to-match-help",
            "preset-custom", "challenge-guilty-you", "penalty-stack-key", "keys-table",
            "menu-setup", "reverse-counterclockwise", "match-won-team-you"} <= USED


def test_every_pattern_in_the_code_is_expanded():
    """A new `"prefix-" + data` in the code needs its data listed in EXPANSIONS."""
    assert UNKNOWN_PATTERNS == set()


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_message_the_code_uses_exists(lang):
    missing = sorted(USED - Translator(lang).ids())
    assert missing == []


# --- plurals -------------------------------------------------------------------

def _selects(lang: str):
    """(message id, select expression) for every selector on a number."""
    for path in sorted((locales_dir() / lang).glob("*.ftl")):
        resource = FluentParser().parse(path.read_text(encoding="utf-8"))
        for entry in resource.body:
            if not isinstance(entry, FTL.Message):
                continue
            for node in _walk(entry):
                if isinstance(node, FTL.SelectExpression) and any(
                        isinstance(v.key, FTL.NumberLiteral) or v.key.name == "one"
                        for v in node.variants):
                    yield entry.id.name, node


def _walk(node):
    yield node
    for value in vars(node).values():
        children = value if isinstance(value, list) else [value]
        for child in children:
            if isinstance(child, FTL.BaseNode):
                yield from _walk(child)


def test_portuguese_zero_comes_before_one():
    """CLDR puts 0 in Portuguese "one": without [0] first, 0 would read "0 carta"."""
    for msg_id, select in _selects("pt-BR"):
        keys = [v.key.value if isinstance(v.key, FTL.NumberLiteral) else v.key.name
                for v in select.variants]
        if "one" in keys:
            assert "0" in keys and keys.index("0") < keys.index("one"), msg_id


@pytest.mark.parametrize("lang", LANGUAGES)
def test_numbers_read_right_for_zero_one_and_many(lang):
    t = Translator(lang)
    for msg_id in sorted({msg_id for msg_id, _ in _selects(lang)}):
        variables = set(re.findall(r"\$(\w+)", _source(lang, msg_id)))
        for n in (0, 1, 2, 12, 1000):
            text = t(msg_id, **{v: n if v not in ("backend",) else "tts" for v in variables})
            assert "{" not in text and "$" not in text, (msg_id, n, text)
            if lang == "pt-BR":
                assert not re.search(r"\b0 (carta|ponto|segundo|linha|rodada|partida)\b", text), text
            if lang != "en":
                assert not re.search(r"\b1 (cartas|puntos|pontos|segundos|líneas|linhas|partidas|"
                                     r"rondas|rodadas)\b", text), text
    assert t.errors == [] and t.missing == []


@functools.lru_cache(maxsize=None)
def _sources(lang: str) -> dict[str, str]:
    """message id -> its source text."""
    found = {}
    for path in (locales_dir() / lang).glob("*.ftl"):
        text = path.read_text(encoding="utf-8")
        for entry in FluentParser().parse(text).body:
            if isinstance(entry, FTL.Message):
                found[entry.id.name] = text[entry.span.start:entry.span.end]
    return found


def _source(lang: str, msg_id: str) -> str:
    return _sources(lang)[msg_id]


# --- playing in each language ---------------------------------------------------

ALL_VARIANTS = {"stacking": True, "sequences": True, "jump_in": True, "bluff": True,
                "draw_then_play": True, "seven_zero": True, "buzzer": True,
                "draw_to_match": True}


@pytest.fixture
def formatted(monkeypatch):
    """The message ids formatted during a test."""
    seen: set[str] = set()
    original = Translator._format

    def record(self, msg_id, attr, args):
        seen.add(msg_id)
        return original(self, msg_id, attr, args)
    monkeypatch.setattr(Translator, "_format", record)
    return seen


def _clean(app, lang):
    assert app.tr.lang == lang
    assert app.tr.missing == []
    assert app.tr.errors == []
    for line in said(app):
        assert "\u2068" not in line and "\u2069" not in line, line
        assert "{" not in line and "}" not in line and "$" not in line, line


def _play_match(tmp_path, lang, seed, **rules):
    app, clock = make_app(tmp_path, lang=lang, bot_pace=0.5, rules={"target": 100, **rules},
                          verbosity_intro="full")
    app.seed = seed
    app.start()
    press(app, clock, "enter")   # New game: a fresh home has no saved match
    assert app.screen.title_id == "menu-setup"
    press(app, clock, "enter")   # Start the game
    assert type(app.screen).__name__ == "Table"
    play_match_by_keys(app, clock)
    assert type(app.screen).__name__ == "MainMenu"
    return app


@pytest.mark.parametrize("lang", LANGUAGES)
def test_official_match_is_spoken_in_the_language(tmp_path, lang, formatted):
    # "round-won" is said only when a bot wins a round, which one match to 100 points
    # need not have: play matches until one does.
    for seed in range(11, 41):
        home = tmp_path / str(seed)
        home.mkdir()
        app = _play_match(home, lang, seed=seed)
        _clean(app, lang)
        if "round-won" in formatted:
            break
    assert {"play", "play-you", "round-won", "summary-hand", "scores", "match-start",
            "rules-official"} <= formatted
    assert formatted & {"match-won", "match-won-you"}
    english = Translator("en")
    if lang != "en":
        assert english("rules-official") not in said(app)


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("seed", [1, 2])
def test_match_with_every_variant_is_spoken_in_the_language(tmp_path, lang, seed, formatted):
    app = _play_match(tmp_path, lang, seed=seed, **ALL_VARIANTS)
    _clean(app, lang)
    assert {"rules-variants", "buzzer", "buzz", "hands-rotate", "penalty-draw-key"} <= formatted


@pytest.mark.parametrize("lang", LANGUAGES)
def test_team_match_is_spoken_in_the_language(tmp_path, lang, formatted):
    app = _play_match(tmp_path, lang, seed=5, teams=True)
    _clean(app, lang)
    assert {"your-partner", "teams-yours", "scores-teams"} <= formatted
    assert formatted & {"match-won-team", "match-won-team-you"}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_table_keys_are_spoken_in_the_language(tmp_path, lang, formatted):
    """Every information key at the table, the key help and the game menu."""
    app, clock = make_app(tmp_path, lang=lang, bot_pace=0.5, verbosity_intro="full",
                          rules={"bluff": True, "buzzer": True, "stacking": True})
    app.seed = 4
    app.start()
    press(app, clock, "enter", "enter")
    table = app.screen
    for key in ("c", "s", "t", "e", "o", "p", "d", "h", "r", "shift+r", "shift+c", "shift+h",
                "shift+d", "home", "end", "down", "up", "u", "f", "b", "x", "ctrl+f1"):
        press(app, clock, key)
        if app.screen is not table:
            press(app, clock, "escape")
    press(app, clock, "f1")
    assert type(app.screen).__name__ == "Reader"
    for key in ("down", "end", "down", "home", "up", "right", "left", "f1", "escape"):
        press(app, clock, key)
    press(app, clock, "escape")              # the game menu
    assert type(app.screen).__name__ == "GameMenu"
    for key in ("down", "down", "down", "enter"):
        press(app, clock, key)
    assert type(app.screen).__name__ == "Confirm"
    press(app, clock, "n", "escape")
    assert app.screen is table
    press(app, clock, *keys_for_turn(table))
    _clean(app, lang)
    assert {"top-card", "scores", "count-of", "direction-clockwise", "hand-list", "help-line",
            "key-unused", "menu-game", "confirm-leave-match", "back-to-table"} <= formatted \
        | {"direction-counterclockwise"}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_menus_are_spoken_in_the_language(tmp_path, lang, formatted):
    """Every item and help line of the main, setup and settings menus, the key
    help and the rules, in the language alone."""
    app, clock = make_app(tmp_path, lang=lang)
    app.start()
    menu = app.screen
    for _ in menu.items:
        press(app, clock, "down")
    press(app, clock, "f1", "escape")
    press(app, clock, "home", "enter")           # New game
    setup = app.screen
    for _ in setup.items:
        press(app, clock, "down", "f1", "escape", "right", "left")
    for _ in range(5):
        if app.screen is menu:
            break
        press(app, clock, "escape")
    assert app.screen is menu
    menu.index = [i for i, item in enumerate(menu.items)
                  if item.label() == app.tr("menu-settings")][0]
    press(app, clock, "enter")
    settings = app.screen
    assert settings.title_id == "menu-settings"
    for index in range(1, len(settings.items)):  # not the language: it would change it
        settings.index = index
        press(app, clock, "right", "left", "f1", "escape")
    press(app, clock, "escape")
    for title in ("menu-keys", "menu-rules", "menu-statistics"):
        menu.index = [i for i, item in enumerate(menu.items) if item.label() == app.tr(title)][0]
        press(app, clock, "enter")
        assert type(app.screen).__name__ == "Reader", f"{title} did not open: see the log"
        press(app, clock, "down", "right", "escape")
        assert app.screen is menu
    press(app, clock, "escape", "n")
    _clean(app, lang)
    assert {"setup-players", "variant-state", "setup-target", "setting-state",
            "setting-speech-auto", "keys-table", "rules-goal", "stats-none",
            "confirm-quit", "confirm-keys"} <= formatted
    assert Settings().language == "en"
