"""The game's data folders, `locales` and `sounds`, read as package data.

They ship inside the package as `uno_audio/locales` and `uno_audio/sounds` (the
build maps the repository's top-level folders there), so `importlib.resources`
finds them wherever the package itself was found: a wheel installed into an
environment, `--target` or `--prefix`, a zip, or a frozen build. A source
checkout keeps them beside the package instead, which is also what an editable
install points at.

What is returned is a `Traversable`: a `pathlib.Path` for files on disk, a
`zipfile.Path` inside a zip. Readers use only `/`, `is_dir`, `is_file`,
`iterdir`, `name`, `read_text` and `read_bytes`.
"""

from __future__ import annotations

import importlib.resources
import os
import pathlib

_CHECKOUT = pathlib.Path(__file__).resolve().parent.parent


def data_dir(name: str):
    """The `locales` or `sounds` folder of the package, else of the source checkout."""
    packaged = importlib.resources.files(__package__) / name
    if packaged.is_dir():
        return packaged
    return _CHECKOUT / name


def sounds_dir():
    return data_dir("sounds")


def as_folder(directory):
    """A folder given as a string or path, or already a Traversable (as `data_dir` returns)."""
    return pathlib.Path(directory) if isinstance(directory, (str, os.PathLike)) else directory


def files_in(folder, suffix: str) -> list:
    """The files of `folder` whose names end with `suffix`, sorted by name; none when
    the folder is missing."""
    try:
        if not folder.is_dir():
            return []
        return sorted((item for item in folder.iterdir()
                       if item.name.endswith(suffix) and item.is_file()), key=lambda item: item.name)
    except OSError:
        return []
