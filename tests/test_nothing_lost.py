"""Nothing lost, nothing surprising (issue 17): a home that is not a folder, a damaged
file in a folder the game may not write, long console lines, standard input that fails,
statistics of same-seed matches, and files left by a killed write."""

from __future__ import annotations

import json
import os
import pathlib
import subprocess
import sys

import pytest

from test_cli import environment, run

ROOT = pathlib.Path(__file__).resolve().parent.parent


@pytest.mark.parametrize("where", ["file", "under-a-file"])
def test_a_home_that_is_a_file_is_a_usage_error(tmp_path, where):
    home = tmp_path / "notes.txt"
    home.write_text("my notes", encoding="utf-8")
    target = home if where == "file" else home / "uno"
    proc, took = run("--console", "--home", str(target), stdin="enter\nenter\n")
    assert proc.returncode == 2
    assert "usage: uno-audio" in proc.stderr and "argument --home" in proc.stderr
    assert ("is a file, not a folder" if where == "file" else "cannot be made") in proc.stderr
    assert proc.stdout == ""               # no game was played on it
    assert home.read_text(encoding="utf-8") == "my notes"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["notes.txt"]
