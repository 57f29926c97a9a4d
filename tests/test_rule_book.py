"""docs/RULES.md holds every clause the engine, bots, front end, tests and locales cite:
a citation of a clause the book lacks (a typo, a renumbering, a rule never written down)
fails here."""

from __future__ import annotations

import pathlib
import re
from dataclasses import fields

from uno_audio.engine import Rules
from uno_audio.engine.blanks import BLANK_RULES

ROOT = pathlib.Path(__file__).resolve().parent.parent
BOOK = ROOT / "docs" / "RULES.md"
DEFINED = re.compile(r"^\s*- \*\*([A-Z0-9]+(?:[.-][A-Z0-9]+)+)\*\*", re.MULTILINE)
CITED_IN = ("uno_audio", "tests", "locales", "tools")


def book() -> list[str]:
    return DEFINED.findall(BOOK.read_text(encoding="utf-8"))


def citation(prefixes) -> re.Pattern:
    return re.compile(r"\b(?:" + "|".join(sorted(prefixes)) + r")-[A-Z0-9]+(?:[.-][A-Z0-9]+)*")


def citations(pattern: re.Pattern) -> dict[str, set[str]]:
    """Clause ID -> the files that cite it."""
    found: dict[str, set[str]] = {}
    for top in CITED_IN:
        for path in sorted((ROOT / top).rglob("*")):
            if path.suffix not in (".py", ".ftl", ".md") or "__pycache__" in path.parts:
                continue
            for clause in pattern.findall(path.read_text(encoding="utf-8")):
                found.setdefault(clause, set()).add(str(path.relative_to(ROOT)))
    return found


def test_every_clause_is_defined_once():
    ids = book()
    assert len(ids) == len(set(ids)), sorted({i for i in ids if ids.count(i) > 1})
    assert {"DECK-3", "PLAY-4", "UNO-5", "CHAL-4", "VAR-07", "DECK-4.11", "VAR-ROTATE-8"} <= set(ids)


def test_every_clause_cited_in_code_tests_and_locales_is_in_the_rule_book():
    ids = set(book())
    prefixes = {i.split("-")[0] for i in ids}
    found = citations(citation(prefixes))
    assert len(found) > 40, "the search for citations found almost nothing"
    missing = {clause: sorted(where) for clause, where in found.items() if clause not in ids}
    assert not missing, f"cited but not in docs/RULES.md: {missing}"


def test_the_rules_and_blank_cards_name_clauses_of_the_book():
    ids = set(book())
    declared = {f.name: f.metadata["clause"] for f in fields(Rules)}
    declared |= {rule.id: rule.clause for rule in BLANK_RULES}
    assert {name: c for name, c in declared.items() if c not in ids} == {}


def test_a_citation_of_a_missing_clause_is_found(tmp_path):
    """The scan itself: a clause cited in prose, in a name or at the end of a sentence."""
    pattern = citation({"PLAY", "DECK", "VAR"})
    unwritten = "DECK-4" + ".12"       # spelt in two, or this file would cite it
    text = f"PLAY-4. then {unwritten}, VAR-ROTATE-8 and VAR-07; not DISPLAY-1 nor PLAY-"
    assert pattern.findall(text) == ["PLAY-4", unwritten, "VAR-ROTATE-8", "VAR-07"]


def uncited(ids, text: str) -> list[str]:
    """The clauses `text` cites neither by ID nor in a test's name (`test_var_answer_1_...`)."""
    return sorted(c for c in ids if c not in text
                  and "test_" + re.sub(r"[-.]", "_", c.lower()) + "_" not in text)


def test_every_clause_is_cited_by_a_test():
    text = "\n".join(p.read_text(encoding="utf-8") for p in sorted((ROOT / "tests").rglob("*.py")))
    assert uncited(book(), text) == []
    unwritten = "VAR-" + "NEVER-1"
    assert uncited([unwritten, "VAR-07-MUST"], text) == [unwritten]
