"""Where the game's data folders are: a source checkout, or the installed copy."""

from __future__ import annotations

import pathlib
import sys

_PACKAGE = pathlib.Path(__file__).resolve().parent


def data_dir(name: str) -> pathlib.Path:
    checkout = _PACKAGE.parent
    if (checkout / "pyproject.toml").is_file() and (checkout / name).is_dir():
        return checkout / name
    installed = pathlib.Path(sys.prefix) / "share" / "uno-audio" / name
    if installed.is_dir():
        return installed
    return checkout / name


def sounds_dir() -> pathlib.Path:
    return data_dir("sounds")
