"""Benchmarks, all in this package: `python -m uno_audio.bench {bots,engine,heard,latency,paired,rlcard} ...`.

Each subcommand lives in its own module, imported only when asked for. They print
figures against the project's targets; nothing here is timed inside the tests.
"""

from __future__ import annotations

import importlib
import sys

SUBCOMMANDS = {"bots": "uno_audio.bench.bots", "engine": "uno_audio.bench.engine", "heard": "uno_audio.bench.heard",
               "latency": "uno_audio.bench.latency", "paired": "uno_audio.bench.paired",
               "rlcard": "uno_audio.bench.rlcard_table"}


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if not argv or argv[0] not in SUBCOMMANDS:
        print("usage: python -m uno_audio.bench {%s} ..." % ",".join(sorted(SUBCOMMANDS)),
              file=sys.stderr)
        return 2
    module = importlib.import_module(SUBCOMMANDS[argv[0]])
    return module.main(argv[1:])


if __name__ == "__main__":
    sys.exit(main())
