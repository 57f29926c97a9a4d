"""The front end's shape: no import circles in the package, screens that
never import one another (the controller opens them by name), no imports hidden in
functions, screens built of parts rather than mixins, and outputs and files that
declare what the controller reads of them (uno_audio/ports.py) instead of being probed."""

from __future__ import annotations

import ast
import graphlib
import importlib
import importlib.util
import inspect
import pathlib

import pytest

import uno_audio
from uno_audio import ports
from uno_audio.output.sound import Sounds
from uno_audio.output.speech import Speech, backend, facade
from uno_audio.paths import sounds_dir
from uno_audio.saves import SaveStore
from uno_audio.settings import SettingsStore
from uno_audio.stats import Stats
from uno_audio.ui.catalog import SCREENS
from uno_audio.ui.screens import Screen
from uno_audio.ui.table import Table

UI = pathlib.Path(uno_audio.__file__).parent / "ui"
MODULES = sorted(p.stem for p in UI.glob("*.py") if p.stem != "__init__")
# (module, what it imports) loaded inside a function on purpose, for start-up speed: none today.
LAZY: set[tuple[str, str]] = set()


def tree(name: str) -> ast.Module:
    return ast.parse((UI / f"{name}.py").read_text(encoding="utf-8"))


def ui_imports(node) -> set[str]:
    """The ui modules an import statement names."""
    if isinstance(node, ast.Import):
        return {a.name.split(".")[2] for a in node.names if a.name.startswith("uno_audio.ui.")}
    if node.module and node.level == 0:
        parts = node.module.split(".")
        if parts[:2] != ["uno_audio", "ui"]:
            return set()
        return {parts[2]} if len(parts) > 2 else {a.name for a in node.names}
    if node.level == 1:
        return {node.module.split(".")[0]} if node.module else {a.name for a in node.names}
    if node.level == 2 and node.module and node.module.startswith("ui"):
        parts = node.module.split(".")
        return {parts[1]} if len(parts) > 1 else {a.name for a in node.names}
    return set()


def graph() -> dict[str, set[str]]:
    out = {}
    for name in MODULES:
        found = set()
        for node in ast.walk(tree(name)):
            if isinstance(node, (ast.Import, ast.ImportFrom)):
                found |= ui_imports(node) & set(MODULES)
        out[name] = found - {name}
    return out


def test_the_ui_modules_import_one_another_without_a_circle():
    try:
        order = list(graphlib.TopologicalSorter(graph()).static_order())
    except graphlib.CycleError as error:
        pytest.fail(f"import circle in uno_audio/ui: {' -> '.join(error.args[1])}")
    assert set(order) == set(MODULES)


def screens_of(name: str) -> list[type]:
    module = importlib.import_module(f"uno_audio.ui.{name}")
    return [c for _, c in inspect.getmembers(module, inspect.isclass)
            if c.__module__ == module.__name__ and issubclass(c, Screen)]


def test_a_screen_module_imports_no_other_screen_module_but_its_bases():
    screen_modules = {name for name in MODULES if screens_of(name)}
    assert {"table", "summary", "menus", "tutorial", "two_tables", "replay", "keys"} <= screen_modules
    for name in sorted(screen_modules):
        bases = {c.__module__.rsplit(".", 1)[1] for screen in screens_of(name) for c in screen.__mro__
                 if c.__module__.startswith("uno_audio.ui.")}
        others = (graph()[name] & screen_modules) - bases
        assert not others, f"ui/{name}.py imports the screens of {sorted(others)}: open them by name"


def test_only_the_catalogue_imports_the_table_besides_the_tables_built_on_it():
    importers = {name for name, imported in graph().items() if "table" in imported}
    # The tutorial and the two tables are tables; the catalogue makes the rest.
    assert importers == {"catalog", "tutorial", "two_tables"}


def test_every_screen_opened_by_name_is_in_the_catalogue():
    opened = set()
    for name in MODULES:
        for node in ast.walk(tree(name)):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) \
                    and node.func.attr in ("open", "make") and node.args:
                first = node.args[0]
                if isinstance(first, ast.Constant) and isinstance(first.value, str):
                    opened.add(first.value)
    assert {"summary", "game-menu", "replay", "table", "main-menu"} <= opened
    assert opened <= set(SCREENS)


def test_no_ui_module_imports_inside_a_function():
    found = set()
    for name in MODULES:
        for top in ast.walk(tree(name)):
            if isinstance(top, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                for node in ast.walk(top):
                    if isinstance(node, (ast.Import, ast.ImportFrom)):
                        what = node.module if isinstance(node, ast.ImportFrom) else node.names[0].name
                        found.add((name, f"{'.' * getattr(node, 'level', 0)}{what}"))
    assert found <= LAZY, f"imports inside functions: {sorted(found - LAZY)}"


def test_screens_inherit_from_one_screen_each_and_own_their_parts():
    for name in MODULES:
        for screen in screens_of(name):
            assert len(screen.__bases__) == 1, f"{screen.__name__} mixes in {screen.__bases__}"
    assert Table.__bases__ == (Screen,)


def test_the_ui_probes_nothing_with_getattr_or_hasattr():
    """getattr with a name made from data (a setting, a command) is dispatch and stays;
    a fixed name with a default, or hasattr, asks whether a part has something."""
    found = []
    for name in MODULES:
        for node in ast.walk(tree(name)):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) \
                    and node.func.id in ("getattr", "hasattr") and len(node.args) >= 2 \
                    and isinstance(node.args[1], ast.Constant):
                found.append(f"ui/{name}.py:{node.lineno} {ast.unparse(node)}")
    assert not found, found


FRONT_END = [*sorted(UI.glob("*.py")), *(UI.parent / name for name in ("app.py", "console.py", "cli.py")),
             UI.parent / "output" / "display.py"]


def built_names(node: ast.AST) -> list[str]:
    """getattr, setattr and hasattr calls whose name is made there from strings: a command,
    an event handler or a setting found by a name put together at run time."""
    return [ast.unparse(call) for call in ast.walk(node)
            if isinstance(call, ast.Call) and isinstance(call.func, ast.Name)
            and call.func.id in ("getattr", "setattr", "hasattr") and len(call.args) >= 2
            and isinstance(call.args[1], (ast.BinOp, ast.JoinedStr, ast.Call))]


def test_the_front_end_builds_no_name_to_look_up():
    """Commands are bound with `handles`, the announcer's lines with `on`: a renamed
    command or event kind fails here, not when a player meets it."""
    found = [f"{path.name}: {call}" for path in FRONT_END
             for call in built_names(ast.parse(path.read_text(encoding="utf-8")))]
    assert not found, found
    assert built_names(ast.parse('getattr(self, "cmd_" + name)\ngetattr(s, f"v_{g}")\ngetattr(s, name)')) == \
        ['getattr(self, \'cmd_\' + name)', "getattr(s, f'v_{g}')"]


def test_every_event_kind_has_a_line_or_is_declared_silent():
    """The kinds the engine declares (engine/events.py) each have the announcer's handler."""
    import re

    from uno_audio.engine import events
    from uno_audio.ui import announcer
    kinds = set(re.findall(r"^ {4}([a-z][a-z-]+) +\S", events.__doc__, re.M))
    assert {"play", "deal", "round-over", "buzzer-end", "match-over"} <= kinds
    missing = kinds - set(announcer.HANDLERS) - announcer.SILENT
    assert not missing, f"event kinds without a line: {sorted(missing)}"
    assert not (set(announcer.HANDLERS) - kinds), "a handler for a kind the engine does not declare"


def test_every_command_of_the_table_s_key_maps_has_a_handler(tmp_path):
    """Every key of the table, its colour and player choices and its handover reaches a
    handler bound to the screen (or to one of its parts); F1 lists the same commands."""
    from player import make_app
    from uno_audio.engine import Rules
    from uno_audio.ui.tutorial import Tutorial
    from uno_audio.ui.two_tables import TwoTablesTable
    app, _ = make_app(tmp_path)
    names = ["You", "Ana", "Ben", "Cleo", "Dora", "Eli", "Fay", "Gil"]
    screens = [Table.new(app, 4, Rules(), "normal", seed=1), Tutorial(app),
               TwoTablesTable.create(app, Rules(two_tables=True), [0], {p: "easy" for p in range(1, 8)},
                                     names, {}, True, seed=1)]
    for screen in screens:
        for context in ("table", "color", "choose", "handover"):
            for command in sorted(set(app.keymap(context).values())):
                assert callable(screen.command(command)), (type(screen).__name__, context, command)


BELOW_UI = ("output", "engine", "bots", "saves", "stats", "settings", "i18n", "paths", "phrases", "keymap",
            "ports", "session")


def imported_modules(path: pathlib.Path) -> set[str]:
    """The modules `path` imports, by their full names."""
    package = pathlib.Path(uno_audio.__file__).parent
    here = ["uno_audio", *path.relative_to(package).with_suffix("").parts][:-1]
    out = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            out |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom):
            base = here[:len(here) - node.level + 1] if node.level else []
            stem = ".".join(base + ([node.module] if node.module else []))
            out |= {stem} | {f"{stem}.{a.name}" for a in node.names}
    return out


def test_the_outputs_files_rules_and_bots_import_nothing_of_the_front_end():
    """One-way flow: the front end uses them, never the other way round."""
    package = pathlib.Path(uno_audio.__file__).parent
    for name in BELOW_UI:
        paths = sorted((package / name).rglob("*.py")) if (package / name).is_dir() else [package / f"{name}.py"]
        for path in paths:
            ui = sorted(m for m in imported_modules(path) if m.startswith("uno_audio.ui"))
            assert not ui, f"{path.relative_to(package)} imports {ui}"


PACKAGE = pathlib.Path(uno_audio.__file__).parent


def test_the_match_session_knows_no_screen_speech_sound_nor_window():
    """The match runs the same under the window, the console, a test or a benchmark."""
    for path in sorted((PACKAGE / "session").glob("*.py")):
        imported = imported_modules(path)
        front = sorted(m for m in imported if m.split(".")[0] == "pygame"
                       or m.startswith(("uno_audio.ui", "uno_audio.output", "uno_audio.console", "uno_audio.app")))
        assert not front, f"session/{path.name} imports {front}"


def package_graph() -> dict[str, set[str]]:
    """Every module of the package -> the package's modules it imports, at the top of
    the file or inside a function alike (a circle kept apart by a late import is still one)."""
    names = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        parts = ["uno_audio", *path.relative_to(PACKAGE).with_suffix("").parts]
        names[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = path
    return {name: (imported_modules(path) & set(names)) - {name} for name, path in names.items()}


def circles(graph: dict[str, set[str]]) -> list[set[str]]:
    """The strongly connected parts of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found = []

    def visit(v):
        index[v] = low[v] = len(index)
        stack.append(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            part = set()
            while True:
                w = stack.pop()
                part.add(w)
                if w == v:
                    break
            if len(part) > 1:
                found.append(part)

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


def test_no_module_of_the_package_is_in_an_import_circle():
    graph = package_graph()
    assert {"uno_audio.files", "uno_audio.settings", "uno_audio.i18n", "uno_audio.engine.game"} <= set(graph)
    assert "uno_audio.files" in graph["uno_audio.i18n"]    # the words' cache is written as every file
    assert {"uno_audio.engine.position", "uno_audio.engine.view"} <= graph["uno_audio.engine.game"]
    found = [sorted(c) for c in circles(graph)]
    assert not found, f"import circles: {found}"


def test_no_engine_module_imports_inside_a_function():
    """The engine's modules import one another at the top, so a circle cannot hide."""
    found = []
    for path in sorted((PACKAGE / "engine").glob("*.py")):
        for top in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(top, (ast.FunctionDef, ast.AsyncFunctionDef)):
                found += [f"engine/{path.name}:{node.lineno}" for node in ast.walk(top)
                          if isinstance(node, (ast.Import, ast.ImportFrom))]
    assert not found, f"imports inside functions: {found}"


def test_the_circle_finder_finds_a_circle_through_a_late_import():
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert circles(graph) == [{"a", "b", "c"}]
    assert circles({"a": {"b"}, "b": set()}) == []


# ---- the ports: every real output and file, and every stand-in the tests use --------------

def stand_ins():
    import test_privacy
    from voice import Cues, Voice
    return {ports.Speech: [Voice(lambda: 0.0), test_privacy.SlowVoice()],
            ports.Sounds: [Cues(lambda: 0.0), Cues()]}


def test_the_real_outputs_and_files_have_what_the_ports_declare(tmp_path):
    assert isinstance(Speech("recording"), ports.Speech)
    assert isinstance(Speech("text"), ports.Speech)
    assert isinstance(Sounds(sounds_dir(), muted=True), ports.Sounds)
    assert isinstance(SettingsStore(tmp_path), ports.SettingsStore)
    assert isinstance(SaveStore(tmp_path), ports.Saves)
    assert isinstance(Stats(tmp_path), ports.Stats)


def test_the_tests_stand_ins_have_what_the_ports_declare():
    for port, fakes in stand_ins().items():
        for fake in fakes:
            assert isinstance(fake, port), f"{type(fake).__name__} is no {port.__name__}"


# ---- the outputs: modules that keep their private names, a speech façade that probes nothing ----

OUTPUT = PACKAGE / "output"
SPEECH = OUTPUT / "speech"
# Private names of other modules read by an output, a screen or the match: none.
KNOWN_PRIVATE_READS: set[tuple[str, str]] = set()


def _private(name: str) -> bool:
    return name.startswith("_") and not name.endswith("__")


def private_reads(source: str) -> list[str]:
    """What a module reads of other modules' private names: `from m import _x`, and `o._x`
    where `_x` is defined nowhere in the module itself (its own objects' are its own)."""
    module = ast.parse(source)
    own = set()
    for node in ast.walk(module):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            own.add(node.name)
        elif isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
            own.add(node.id)
        elif isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Store):
            own.add(node.attr)
        elif isinstance(node, ast.arg):
            own.add(node.arg)
    found = []
    for node in ast.walk(module):
        if isinstance(node, ast.ImportFrom):
            found += [f"from {'.' * node.level}{node.module or ''} import {a.name}"
                      for a in node.names if _private(a.name)]
        elif isinstance(node, ast.Attribute) and _private(node.attr) and node.attr not in own:
            found.append(ast.unparse(node))
    return found


def test_the_private_name_finder_finds_what_a_module_reads_of_another():
    source = ("from .timing import _clamp\nfrom . import voices\n"
              "class A:\n    def __init__(self):\n        self._mine = voices._wav\n"
              "    def b(self, other):\n        return other._mine, other._theirs\n")
    assert private_reads(source) == ["from .timing import _clamp", "voices._wav", "other._theirs"]


def test_no_output_screen_or_match_module_reads_another_module_s_private_names():
    found = set()
    for path in sorted([*OUTPUT.rglob("*.py"), *UI.glob("*.py"), *(PACKAGE / "session").glob("*.py")]):
        name = path.relative_to(PACKAGE).as_posix()
        found |= {(name, read) for read in private_reads(path.read_text(encoding="utf-8"))}
    assert found <= KNOWN_PRIVATE_READS, sorted(found - KNOWN_PRIVATE_READS)


ENGINE_MODULES = {p.stem for p in (PACKAGE / "engine").glob("*.py")} - {"__init__"}


def engine_private_reads(path: pathlib.Path, source: str | None = None) -> list[str]:
    """The engine's private names a module outside it takes: `from ..engine.game import _x`,
    or `game._x` off an engine module it imported."""
    here = ["uno_audio", *path.relative_to(PACKAGE).with_suffix("").parts][:-1]
    module = ast.parse(source if source is not None else path.read_text(encoding="utf-8"))
    found, modules = [], set()
    for node in ast.walk(module):
        if isinstance(node, ast.ImportFrom):
            base = here[:len(here) - node.level + 1] if node.level else []
            stem = ".".join(base + ([node.module] if node.module else []))
            if stem != "uno_audio.engine" and not stem.startswith("uno_audio.engine."):
                continue
            found += [f"from {stem} import {a.name}" for a in node.names if _private(a.name)]
            if stem == "uno_audio.engine":
                modules |= {a.asname or a.name for a in node.names if a.name in ENGINE_MODULES}
        elif isinstance(node, ast.Import):
            modules |= {a.asname for a in node.names if a.asname and a.name.startswith("uno_audio.engine.")}
    found += [ast.unparse(node) for node in ast.walk(module) if isinstance(node, ast.Attribute)
              and isinstance(node.value, ast.Name) and node.value.id in modules and _private(node.attr)]
    return found


def test_the_engine_private_name_finder_finds_an_import_and_a_read():
    path = PACKAGE / "bots" / "search.py"
    source = ("from ..engine.game import COLOR_ACTIONS, _PARSED\nfrom ..engine import game, Game\n"
              "import uno_audio.engine.game as g\nx = game._DISPATCH, g._VERBS, Game.apply, game.MATCH\n")
    assert engine_private_reads(path, source) == ["from uno_audio.engine.game import _PARSED",
                                                  "game._DISPATCH", "g._VERBS"]


def test_nothing_outside_the_engine_takes_its_private_names():
    """The engine's API is its public names: `Action`, `Phase`, the events' types, the
    action tables in `engine.actions`, `Game.from_state`."""
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        if path.parent.name != "engine":
            found += [f"{path.relative_to(PACKAGE)}: {r}" for r in engine_private_reads(path)]
    assert not found, found


def probes(node: ast.AST) -> list[str]:
    """getattr / hasattr calls that ask for a fixed name: asking an object whether it has something."""
    return [ast.unparse(call) for call in ast.walk(node)
            if isinstance(call, ast.Call) and isinstance(call.func, ast.Name)
            and call.func.id in ("getattr", "hasattr") and len(call.args) >= 2]


def test_the_speech_facade_and_its_backends_probe_nothing_with_getattr_or_hasattr():
    """The façade speaks to every voice through the declared Backend, whose optional parts
    have defaults; the voices drive their readers and engines through their declared
    protocols too (only the adapter of accessible_output3's outputs asks what those have)."""
    found = [f"speech/facade.py: {p}" for p in probes(ast.parse((SPEECH / "facade.py").read_text(encoding="utf-8")))]
    backends = set()
    for path in sorted(SPEECH.glob("*.py")):
        module = importlib.import_module(f"uno_audio.output.speech.{path.stem}" if path.stem != "__init__"
                                         else "uno_audio.output.speech")
        for _, cls in inspect.getmembers(module, inspect.isclass):
            if cls.__module__ == module.__name__ and backend.Backend in cls.__mro__[1:]:
                backends.add(cls.__name__)
                found += [f"{path.name} {cls.__name__}: {p}" for p in probes(ast.parse(inspect.getsource(cls)))]
    assert {"ScreenReader", "Tts", "Text", "Recording"} <= backends
    assert facade.Speech.estimate.__code__.co_names.count("Recording") == 0     # the recording answers itself
    assert not found, found


def test_the_screens_use_of_the_controller_is_what_ports_declare(tmp_path):
    """Screens and their parts reach the controller through ports.ScreenContext only."""
    from player import make_app
    declared = set(ports.ScreenContext.__annotations__) | {
        name for name, value in vars(ports.ScreenContext).items()
        if not name.startswith("_") and (callable(value) or isinstance(value, property))}
    used: dict[str, set[str]] = {}
    for path in sorted(UI.glob("*.py")):
        if path.stem == "controller":
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Attribute) and (
                    (isinstance(node.value, ast.Attribute) and node.value.attr == "app")
                    or (isinstance(node.value, ast.Name) and node.value.id == "app")):
                used.setdefault(node.attr, set()).add(path.stem)
    assert {"say", "push", "tr", "settings"} <= set(used)
    undeclared = {name: sorted(where) for name, where in used.items() if name not in declared}
    assert not undeclared, undeclared
    app, _ = make_app(tmp_path)
    assert isinstance(app, ports.ScreenContext)


# What a library reads from the environment at its import, set before it is imported: the
# package writes nothing else there (the game's own folders are handed down in `Places`).
ENVIRONMENT_FOR_LIBRARIES = {"PYGAME_HIDE_SUPPORT_PROMPT"}
WRITES = {"setdefault", "update", "pop", "popitem", "clear", "__setitem__", "__delitem__"}


def _is_module(name: str) -> bool:
    try:
        return importlib.util.find_spec(name) is not None
    except (ImportError, ValueError, AttributeError):
        return False


def _dotted(node) -> str | None:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        base = _dotted(node.value)
        return f"{base}.{node.attr}" if base else None
    return None


def _targets(node) -> list:
    if isinstance(node, ast.Assign):
        found = list(node.targets)
    elif isinstance(node, (ast.AugAssign, ast.AnnAssign)):
        found = [node.target]
    elif isinstance(node, ast.Delete):
        found = list(node.targets)
    else:
        return []
    out = []
    while found:
        target = found.pop()
        if isinstance(target, (ast.Tuple, ast.List)):
            found.extend(target.elts)
        else:
            out.append(target)
    return out


def globals_written_from_outside(source: str, module: str) -> list[str]:
    """Where `source` (the text of `module`) assigns another of the package's modules' attribute, or writes
    the process's environment: `paths.LOG_PATH = ...`, `setattr(i18n, ...)`, `os.environ[...] = ...`."""
    tree_ = ast.parse(source)
    here = module.split(".")
    names: dict[str, str] = {}    # a name in the file -> the module it stands for
    for node in ast.walk(tree_):
        if isinstance(node, ast.Import):
            for a in node.names:
                names[a.asname or a.name.split(".")[0]] = a.name if a.asname else a.name.split(".")[0]
        elif isinstance(node, ast.ImportFrom):
            base = here[:len(here) - node.level] if node.level else []
            stem = ".".join(base + ([node.module] if node.module else []))
            for a in node.names:
                names[a.asname or a.name] = f"{stem}.{a.name}"

    def module_of(node) -> str | None:
        dotted = _dotted(node)
        if dotted is None or dotted.split(".")[0] not in names:
            return None
        first, *rest = dotted.split(".")
        full = ".".join([names[first], *rest])
        return full if _is_module(full) or full == "os.environ" else None

    def environ(node) -> bool:
        return module_of(node) == "os.environ"

    def ours(node) -> str | None:
        # The standard library's documented settings (sys.excepthook) are the program's to set.
        full = module_of(node)
        return full if full and full.startswith("uno_audio.") else None

    found = []
    for node in ast.walk(tree_):
        for target in _targets(node):
            if isinstance(target, ast.Attribute) and ours(target.value):
                found.append(f"{module}:{node.lineno} sets {module_of(target.value)}.{target.attr}")
            if isinstance(target, ast.Subscript) and environ(target.value):
                found.append(f"{module}:{node.lineno} writes os.environ")
        if isinstance(node, ast.Call):
            func = node.func
            first = node.args[0] if node.args else None
            if isinstance(func, ast.Name) and func.id in ("setattr", "delattr") and first is not None \
                    and ours(first):
                found.append(f"{module}:{node.lineno} sets an attribute of {module_of(first)}")
            if isinstance(func, ast.Attribute) and func.attr in WRITES and environ(func.value):
                said = first.value if isinstance(first, ast.Constant) else None
                if not (func.attr == "setdefault" and said in ENVIRONMENT_FOR_LIBRARIES):
                    found.append(f"{module}:{node.lineno} writes os.environ")
            if isinstance(func, ast.Attribute) and func.attr in ("putenv", "unsetenv") \
                    and module_of(func.value) == "os":
                found.append(f"{module}:{node.lineno} writes the environment")
    return found


def test_the_finder_of_globals_written_from_outside_finds_each_way():
    source = ("import os\nfrom .. import paths\nfrom .. import i18n as words\nimport uno_audio.files\n"
              "from ..paths import data_dir\n\n"
              "def f(x):\n    from .. import settings\n    settings.FIELDS = {}\n"
              "    paths.LOG_PATH = x\n    words.CACHE_DIR, y = x, 1\n    uno_audio.files.X += 1\n"
              "    setattr(paths, 'A', 1)\n    os.environ['UNO_AUDIO_HOME'] = x\n"
              "    os.environ.update(A='1')\n    os.environ.setdefault('PYGAME_HIDE_SUPPORT_PROMPT', '1')\n"
              "    data_dir.cache = 1\n    x.y = 2\n    y.z = words\n    import sys\n    sys.excepthook = f\n")
    found = globals_written_from_outside(source, "uno_audio.ui.menus")
    assert sorted(found) == sorted([
        "uno_audio.ui.menus:9 sets uno_audio.settings.FIELDS", "uno_audio.ui.menus:10 sets uno_audio.paths.LOG_PATH",
        "uno_audio.ui.menus:11 sets uno_audio.i18n.CACHE_DIR", "uno_audio.ui.menus:12 sets uno_audio.files.X",
        "uno_audio.ui.menus:13 sets an attribute of uno_audio.paths", "uno_audio.ui.menus:14 writes os.environ",
        "uno_audio.ui.menus:15 writes os.environ"])


def test_no_module_sets_another_module_s_globals_nor_the_environment():
    """The home folder, the log and the cache are handed down in `Places`, not set from
    outside as globals another module reads, nor passed through the environment."""
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        parts = ["uno_audio", *path.relative_to(PACKAGE).with_suffix("").parts]
        found += globals_written_from_outside(path.read_text(encoding="utf-8"), ".".join(parts))
    assert not found, found


def test_the_home_variable_is_read_in_one_place():
    readers = [str(path.relative_to(PACKAGE)) for path in sorted(PACKAGE.rglob("*.py"))
               if "UNO_AUDIO_HOME" in path.read_text(encoding="utf-8")]
    assert readers == ["places.py"]
