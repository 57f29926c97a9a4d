"""The game's files: written atomically, read without ever raising, and a damaged one
set aside under a `broken` name, never deleted. The settings, the saved match and the
statistics all go through these, so no file the game reads is ever deleted and no file
it writes is ever seen half-written."""

from __future__ import annotations

import json
import logging
import os
import pathlib
import shutil
import sys
import time

log = logging.getLogger(__name__)


TEMP_SUFFIX = ".new"


def _temp_name(path: pathlib.Path) -> pathlib.Path:
    # One name per process, so two copies of the game never write the same temporary file.
    return path.with_name(f"{path.name}.{os.getpid()}{TEMP_SUFFIX}")


def write_atomic(path: pathlib.Path, data: dict, indent: int | None = 1) -> None:
    """Write JSON to a new file, flush it to disk, then rename it over the old one:
    whenever the process dies, `path` holds either the old or the new data, whole.
    Raises OSError (or ValueError for data JSON can't hold); `path` is then unchanged.
    `indent=None` writes one line, several times faster for a long match's log."""
    text = json.dumps(data, ensure_ascii=False, indent=indent, allow_nan=False)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = _temp_name(path)
    try:
        with open(tmp, "w", encoding="utf-8", newline="\n") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        _replace(tmp, path)
    except BaseException:
        try:
            tmp.unlink()
        except OSError:
            pass
        raise
    # The folder itself is not synced: after a power cut the rename may be undone, which
    # leaves the previous file, still whole; syncing it too would double the cost of a save.


def write_json(path: pathlib.Path, data: dict, what: str, on_error=None, indent: int | None = 1) -> bool:
    """`write_atomic`, never raising: a failure is logged and handed to `on_error` (which
    tells the player); returns whether the file was written."""
    try:
        write_atomic(path, data, indent)
        return True
    except (OSError, ValueError) as error:
        log.error("could not save %s to %s: %s", what, path, error)
        if on_error is not None:
            on_error(error)
        return False


def _replace(tmp: pathlib.Path, path: pathlib.Path) -> None:
    """os.replace, tried again briefly on Windows, where a virus scanner or an editor
    holding the old file open makes the rename fail for a moment."""
    for attempt in range(4):
        try:
            os.replace(tmp, path)
            return
        except PermissionError:
            if os.name != "nt" or attempt == 3:
                raise
            time.sleep(0.05)


def _process_alive(pid: int) -> bool:
    """Whether process `pid` is running (another copy of the game may be writing)."""
    if pid <= 0:
        return False
    if sys.platform == "win32":   # spelt so, a type checker on another system skips this
        import ctypes
        kernel = ctypes.WinDLL("kernel32", use_last_error=True)
        handle = kernel.OpenProcess(0x1000, False, pid)   # PROCESS_QUERY_LIMITED_INFORMATION
        if not handle:
            return ctypes.get_last_error() == 5            # access denied: it exists
        code = ctypes.c_ulong()
        try:
            return bool(kernel.GetExitCodeProcess(handle, ctypes.byref(code))) and code.value == 259
        finally:
            kernel.CloseHandle(handle)
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True        # it exists, under another user
    return True


def clean_temp(path: pathlib.Path, older_than: float = 600.0) -> None:
    """Remove temporary files a killed process left beside `path` (never `path` itself):
    at once when that process is gone, else only when old (a live copy may be writing)."""
    try:
        leftovers = list(path.parent.glob(f"{path.name}.*{TEMP_SUFFIX}"))
    except OSError:
        return
    now = time.time()
    for tmp in leftovers:
        pid = tmp.name[len(path.name) + 1:-len(TEMP_SUFFIX)]
        try:
            if tmp.name == _temp_name(path).name or (pid.isdigit() and not _process_alive(int(pid))) \
                    or now - tmp.stat().st_mtime > older_than:
                tmp.unlink()
        except OSError:
            pass


def _aside_name(path: pathlib.Path) -> pathlib.Path:
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.stem}.broken-{stamp}{path.suffix}")
    n = 1
    while target.exists():
        target = path.with_name(f"{path.stem}.broken-{stamp}-{n}{path.suffix}")
        n += 1
    return target


def set_aside(path: pathlib.Path, copy: bool = False) -> pathlib.Path | None:
    """Move a broken file out of the way under a `broken` name (never delete it), or with
    `copy` keep a copy of a partly readable one before the game rewrites it. Returns the
    new name, or None when even that failed (logged; the game goes on without the file)."""
    try:
        target = _aside_name(path)
        (shutil.copy2 if copy else os.replace)(path, target)
    except OSError as error:
        log.error("could not set %s aside: %s", path, error)
        return None
    log.warning("%s %s as %s", path, "copied" if copy else "set aside", target.name)
    return target


def signature(path: pathlib.Path):
    """What tells one file from another at `path`: size and time, or None when absent."""
    try:
        st = path.stat()
    except OSError:
        return None
    return st.st_size, st.st_mtime_ns


class Stuck:
    """A damaged file that could not be moved (or copied) aside, in a folder the game may
    not write, say: it is never written over. Before a write it is tried again."""

    def __init__(self, path: pathlib.Path, copy: bool):
        self.path = path
        self.copy = copy
        self.signature = signature(path)
        self.logged = False

    def still(self) -> bool:
        """Whether the damaged file is still there, unchanged."""
        return self.signature is not None and signature(self.path) == self.signature

    def release(self) -> bool:
        """Whether the file may be written now: the damaged one is gone, or now set aside
        (tried only once the folder may be written, so a save per action logs nothing new)."""
        if not self.still():
            return True
        if not os.access(self.path.parent, os.W_OK):
            return False
        return set_aside(self.path, copy=self.copy) is not None


def guarded(stuck: "Stuck | None", path: pathlib.Path, what: str, on_error) -> bool:
    """Whether `path` may be written; when not (its damaged file is stuck there), the
    failure is logged (once) and told as a failed write."""
    if stuck is None or stuck.release():
        return True
    if not stuck.logged:
        stuck.logged = True
        log.error("not saving %s: the damaged %s could not be set aside", what, path)
    if on_error is not None:
        on_error(PermissionError(f"{path} could not be set aside"))
    return False


def _no_constants(name: str):
    raise ValueError(f"{name} is not JSON")


def read_json(path: pathlib.Path, version: int) -> tuple[dict | None, str | None]:
    """(data, None), or (None, problem code) with the bad file set aside.
    A missing file is (None, None). Never raises."""
    try:
        if not path.exists():
            return None, None
        data = json.loads(path.read_text(encoding="utf-8"), parse_constant=_no_constants)
        if not isinstance(data, dict):
            raise ValueError("not an object")
        found = data.get("version")
        if not isinstance(found, int) or isinstance(found, bool) or found < 1:
            raise ValueError(f"no valid version: {found!r}")
        if found > version:
            log.warning("%s is version %s; this game reads up to %s", path, found, version)
            problem = "future-version"
        else:
            return data, None
    except (OSError, UnicodeDecodeError, ValueError, RecursionError) as error:
        log.warning("unreadable %s: %s", path, error)
        problem = "corrupt"
    set_aside(path)
    return None, problem
