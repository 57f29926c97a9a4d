"""Where the game's data folders are: a source checkout, or the installed copy."""

from __future__ import annotations

import pathlib
import site
import sys
import sysconfig

_PACKAGE = pathlib.Path(__file__).resolve().parent


def _install_roots() -> list[pathlib.Path]:
    """Where pip may have put the `share/` data files: the environment, the scheme's data
    folder (/usr/local on Debian's Python), the user's base folder (`--user`)."""
    roots = [sys.prefix, sysconfig.get_path("data")]
    try:
        roots.append(site.getuserbase())
    except Exception:
        pass
    return [pathlib.Path(root) for root in roots if root]


def data_dir(name: str) -> pathlib.Path:
    """The `locales` or `sounds` folder: a source checkout's, else the installed copy."""
    checkout = _PACKAGE.parent
    if (checkout / "pyproject.toml").is_file() and (checkout / name).is_dir():
        return checkout / name
    for root in _install_roots():
        installed = root / "share" / "uno-audio" / name
        if installed.is_dir():
            return installed
    return checkout / name


def sounds_dir() -> pathlib.Path:
    return data_dir("sounds")
