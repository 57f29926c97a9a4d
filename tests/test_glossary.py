"""The glossary of each language (locales/<lang>/glossary.toml): one name for each card,
variant and action, said where the game names it, and never a word it rules out."""

from __future__ import annotations

import re
import tomllib

import pytest
from fluent.syntax import FluentParser, ast as FTL
from fluent.syntax.serializer import serialize_pattern

from uno_audio.i18n import LANGUAGES, Translator, locales_dir

KINDS = {"card", "variant", "action", "thing"}


def glossary(lang: str) -> dict[str, dict]:
    with open(locales_dir() / lang / "glossary.toml", "rb") as file:
        return tomllib.load(file)


def sources(lang: str, folder=None) -> dict[str, str]:
    """Message id (or id.attribute) -> its text as written, every variant of every selector included."""
    found = {}
    for path in sorted((folder or locales_dir() / lang).glob("*.ftl")):
        for entry in FluentParser().parse(path.read_text(encoding="utf-8")).body:
            if not isinstance(entry, FTL.Message):
                continue
            if entry.value:
                found[entry.id.name] = serialize_pattern(entry.value)
            for attribute in entry.attributes:
                found[f"{entry.id.name}.{attribute.id.name}"] = serialize_pattern(attribute.value)
    return found


def pattern(word: str) -> re.Pattern:
    """A ruled-out word as a whole word; "pill*" also rules out pillar, pilla, pillan. In lower
    case it is ruled out in any case; with a capital it is a name, ruled out as written, so
    "Swap Hands" (a card) is found but not "swap hands with Ana" (a verb)."""
    prefix = word.endswith("*")
    body = re.escape(word.rstrip("*")).replace(r"\ ", r"\s+")
    end = "" if prefix else r"(?!\w)"
    flags = 0 if any(c.isupper() for c in word) else re.IGNORECASE
    return re.compile(r"(?<!\w)" + body + end, flags)


def ruled_out(lang: str, texts: dict[str, str]) -> list[tuple[str, str, str]]:
    """(concept, word, message id) for each ruled-out word a message uses."""
    found = []
    for concept, entry in glossary(lang).items():
        for word in entry.get("avoid", []):
            found += [(concept, word, msg_id) for msg_id, text in texts.items() if pattern(word).search(text)]
    return found


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_message_uses_a_word_the_glossary_rules_out(lang):
    assert ruled_out(lang, sources(lang)) == []


def test_every_language_names_the_same_concepts():
    concepts = {lang: set(glossary(lang)) for lang in LANGUAGES}
    assert concepts["es"] == concepts["en"] and concepts["pt-BR"] == concepts["en"]
    for lang in LANGUAGES:
        for concept, entry in glossary(lang).items():
            assert entry.get("kind") in KINDS and entry.get("name", "").strip(), (lang, concept)
            assert entry.get("kind") == glossary("en")[concept]["kind"], (lang, concept)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_one_name_each(lang):
    """No two concepts share a name, and no concept rules out its own name."""
    entries = glossary(lang)
    names = [entry["name"].lower() for entry in entries.values()]
    assert len(names) == len(set(names))
    for concept, entry in entries.items():
        assert not any(pattern(word).search(entry["name"]) for word in entry.get("avoid", [])), concept


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_game_says_each_name_where_it_names_the_concept(lang):
    t = Translator(lang)
    said_somewhere = 0
    for concept, entry in glossary(lang).items():
        for where in entry.get("said", []):
            args = {k: v for k, v in where.items() if k != "id"}
            msg_id, _, attribute = where["id"].partition(".")
            text = t.attribute(msg_id, attribute, **args) if attribute else t(msg_id, **args)
            assert entry["name"].lower() in text.lower(), (concept, where["id"], text)
            said_somewhere += 1
    assert said_somewhere >= 20
    assert t.errors == [] and t.missing == []


@pytest.mark.parametrize("lang, planted, concept, word", [
    ("es", ("hint-catch = Sorprende a", "hint-catch = Pilla a"), "catch", "pill*"),
    ("es", ("turno. Con la intercepción, las secuencias o el Zumbador",
            "turno. Con la intercepción, las secuencias o el pulsador"), "buzzer", "pulsador"),
    ("pt-BR", ("devolver a Muda de cor à mão", "devolver o curinga à mão"), "wild", "curinga*"),
    ("pt-BR", ("ou a Buzina ligadas", "ou a campainha ligadas"), "buzzer", "campainha*"),
    ("en", ("variant-draw-then-play = Keep your turn after drawing", "variant-draw-then-play = Play after drawing"),
     "draw-then-play", "Play after drawing"),
])
def test_a_ruled_out_word_is_found(tmp_path, lang, planted, concept, word):
    """The check finds each word that once drifted into the locales, planted back in a copy."""
    folder = tmp_path / lang
    folder.mkdir()
    hits = 0
    for path in (locales_dir() / lang).glob("*.ftl"):
        text = path.read_text(encoding="utf-8")
        hits += text.count(planted[0])
        (folder / path.name).write_text(text.replace(planted[0], planted[1]), encoding="utf-8")
    assert hits == 1
    found = ruled_out(lang, sources(lang, folder))
    assert [(c, w) for c, w, _ in found] == [(concept, word)]


def test_every_card_variant_and_blank_rule_of_the_code_has_its_name():
    """A new variant, card or blank rule needs its one name in the glossary of every language."""
    from dataclasses import fields

    from uno_audio.engine import Rules
    from uno_audio.engine.blanks import BLANK_RULES
    from uno_audio.i18n import RANK_KEYS

    wanted = {("variant-" + f.name.replace("_", "-"), None) for f in fields(Rules)
              if f.type == "bool" or "steps" in f.metadata}
    wanted |= {("blank-" + rule.id, None) for rule in BLANK_RULES}
    wanted |= {("card", rank) for rank in RANK_KEYS.values()}
    for lang in LANGUAGES:
        named = {(where["id"], where.get("rank")) for entry in glossary(lang).values()
                 for where in entry.get("said", [])}
        assert wanted - named == set(), lang
