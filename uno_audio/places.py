"""Where the game keeps the player's files: one value made at start from the command line
and the environment, then handed to what reads or writes them (the stores, the log, the
parsed messages' cache, the messages that name the log)."""

from __future__ import annotations

import dataclasses
import os
import pathlib
from typing import Mapping

HOME_VARIABLE = "UNO_AUDIO_HOME"
LOG_NAME = "uno-audio.log"


@dataclasses.dataclass(frozen=True)
class Places:
    files: pathlib.Path                  # settings.json, match.json, statistics.json
    logs: pathlib.Path                   # the folder of the log
    cache: pathlib.Path | None = None    # files the game can make again; None keeps none
    log: str = ""                        # the log file opened; "" when there is none

    @classmethod
    def find(cls, home: str | None = None, environ: Mapping[str, str] = os.environ) -> Places:
        """The home folder given (`--home`), else the one the environment names, holds
        everything; without either, the system's own folders for each."""
        home = home or environ.get(HOME_VARIABLE)
        if home:
            return cls.at(pathlib.Path(home))
        import platformdirs   # needed only without a home folder
        return cls(files=pathlib.Path(platformdirs.user_config_dir("uno-audio", appauthor=False)),
                   logs=pathlib.Path(platformdirs.user_log_dir("uno-audio", appauthor=False)),
                   cache=pathlib.Path(platformdirs.user_cache_dir("uno-audio", appauthor=False)))

    @classmethod
    def at(cls, home: pathlib.Path) -> Places:
        """Everything in one home folder, the cache in a folder of its own there."""
        return cls(files=home, logs=home, cache=home / "cache")

    def with_log(self, path: str) -> Places:
        return dataclasses.replace(self, log=path)

    def log_file(self) -> str:
        """Where the log is written, for messages that point there."""
        return self.log or LOG_NAME
