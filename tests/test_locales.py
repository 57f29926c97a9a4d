"""The translations: complete, parseable, consistent between languages, and the
Translator's fallbacks. Written over every .ftl file, so new files are covered."""

from __future__ import annotations

import json
import locale
import re
import shutil

import pytest
from fluent.syntax import FluentParser, ast as FTL
from fluent.syntax.serializer import serialize_pattern
from fluent.syntax.visitor import Visitor

from uno_audio.engine.cards import BLANK_BASE, MERCY_BASE, CARDS as ALL_CARDS

# The cards the `card` messages speak; a blank card is spoken by its rule (test_blank_table.py).
CARDS = ALL_CARDS[:BLANK_BASE] + ALL_CARDS[MERCY_BASE:]  # the blank cards are told by their rule
from uno_audio import i18n
from uno_audio.i18n import (LANGUAGES, RANK_KEYS, Translator, card_args, detect_language,
                            locales_dir, normalize_language)

LOCALES = locales_dir()
OTHERS = [lang for lang in LANGUAGES if lang != "en"]
FILES = sorted({path.name for lang in LANGUAGES for path in (LOCALES / lang).glob("*.ftl")})
ISOLATION_MARKS = ("\u2068", "\u2069")

# Messages (or "id.attribute") whose text may be the same in English and another
# language, each with the reason.
SAME_AS_ENGLISH = {
    "rules-sections": "a list of message ids, not words",
    "window-title": "the game's name",
    "deck-no-mercy": "the name of the deck on its box, UNO No Mercy, in every language",
    "deck-flip": "the name of the deck on its box, UNO Flip, in every language",
    "braille-cue-flip": "the Flip card's name on its box, in every language",
    "help-line": "only placeholders and a colon",
    "name-numbered": "only placeholders: a name and its number",
    "variant-state": "only placeholders and a colon",
    "setting-state": "only placeholders and a colon",
    "blank-rule-line": "only placeholders and a colon",
    "menu-help-focused": "only placeholders and a full stop",
    "play-brief": "only placeholders and a colon",
    "key-binding": "only placeholders and colons",
    "menu-tutorial": "the same word in all three",
    "setting-braille": "the same word in all three",
    "braille-cue-uno": "the game's name for the call",
    "card-position-braille": "only placeholders, a space and a slash",
    "braille-more": "a sign, not a word",
    "play-braille": "only placeholders, a colon and a full stop",
    "play-wild-braille": "only placeholders, a colon and a full stop",
    "tutorial-bot-name": "a name",
    **{f"setting-verbosity-{group}-normal": "'normal' is the same word in all three"
       for group in ("intro", "moves", "drawn", "counts", "hints")},
    "setting-language-en": "each language is named in its own language",
    "setting-language-es": "each language is named in its own language",
    "setting-language-pt-BR": "each language is named in its own language",
    **{f"bot-name-{i}": "a person's name, the same in every language" for i in range(1, 10)},
    "level-normal": "'normal' is also the Spanish and Portuguese word",
    "command-answer-no": "'no' is also the Spanish word",
    "key-alt": "the key is called Alt in every language",
    "key-f1": "the key is called F1 in every language",
    "key-f11": "the key is called F11 in every language",
    "key-f2": "the key is called F2 in every language",
    "key-f3": "the key is called F3 in every language",
    "key-f4": "the key is called F4 in every language",
    "key-f5": "the key is called F5 in every language",
    "key-ctrl": "Spanish and Brazilian screen readers also say Control",
    "key-escape": "Spanish screen readers also say Escape",
    "key-enter": "Brazilian keyboards and screen readers say Enter",
    "key-home": "Brazilian keyboards and screen readers say Home",
    "key-end": "Brazilian keyboards and screen readers say End",
    "key-tab": "Brazilian keyboards and screen readers say Tab",
    "key-pageup": "Brazilian keyboards and screen readers say Page Up",
    "key-pagedown": "Brazilian keyboards and screen readers say Page Down",
    "key-shift": "Brazilian keyboards and screen readers say Shift",
    "key-backspace": "Brazilian keyboards and screen readers say Backspace",
}


def parse(lang: str, name: str) -> FTL.Resource:
    return FluentParser().parse((LOCALES / lang / name).read_text(encoding="utf-8"))


def messages(lang: str, name: str | None = None) -> dict[str, FTL.Message]:
    names = [name] if name else FILES
    return {entry.id.name: entry
            for file in names for entry in parse(lang, file).body
            if isinstance(entry, FTL.Message)}


class _References(Visitor):
    def __init__(self):
        super().__init__()
        self.variables: set[str] = set()
        self.messages: set[str] = set()

    def visit_VariableReference(self, node):
        self.variables.add(node.id.name)

    def visit_MessageReference(self, node):
        self.messages.add(node.id.name)


def variables(catalog: dict[str, FTL.Message], msg_id: str, seen: frozenset = frozenset()) -> set[str]:
    """The $variables a message needs, through the messages it references."""
    refs = _References()
    refs.visit(catalog[msg_id])
    found = set(refs.variables)
    for other in refs.messages - seen - {msg_id}:
        if other in catalog:
            found |= variables(catalog, other, seen | {msg_id})
    return found


def texts(message: FTL.Message) -> dict[str, str]:
    """The source text of a message's value and of each attribute."""
    found = {message.id.name: serialize_pattern(message.value)} if message.value else {}
    for attribute in message.attributes:
        found[f"{message.id.name}.{attribute.id.name}"] = serialize_pattern(attribute.value)
    return found


@pytest.fixture(scope="module", params=LANGUAGES)
def translator(request) -> Translator:
    return Translator(request.param)


# --- the files ---------------------------------------------------------------

def test_every_language_has_files():
    assert "cards.ftl" in FILES and "rules.ftl" in FILES
    for lang in LANGUAGES:
        assert sorted(p.name for p in (LOCALES / lang).glob("*.ftl")) == FILES, lang


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("name", FILES)
def test_file_parses_without_junk(lang, name):
    junk = [entry for entry in parse(lang, name).body if isinstance(entry, FTL.Junk)]
    assert not junk, [(j.content[:60], [a.message for a in j.annotations]) for j in junk]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_message_is_defined_twice(lang):
    seen: dict[str, str] = {}
    for name in FILES:
        for entry in parse(lang, name).body:
            if isinstance(entry, FTL.Message):
                assert entry.id.name not in seen, f"{entry.id.name} in {seen.get(entry.id.name)} and {name}"
                seen[entry.id.name] = name


@pytest.mark.parametrize("lang", OTHERS)
@pytest.mark.parametrize("name", FILES)
def test_same_message_ids_and_attributes_as_english(lang, name):
    english, other = messages("en", name), messages(lang, name)
    assert sorted(other) == sorted(english)
    for msg_id, message in english.items():
        assert sorted(a.id.name for a in other[msg_id].attributes) == \
            sorted(a.id.name for a in message.attributes), msg_id


@pytest.mark.parametrize("lang", OTHERS)
def test_same_variables_as_english(lang):
    english, other = messages("en"), messages(lang)
    for msg_id in english.keys() & other.keys():
        assert variables(other, msg_id) == variables(english, msg_id), msg_id


@pytest.mark.parametrize("lang", OTHERS)
def test_translated_not_copied(lang):
    english, other = messages("en"), messages(lang)
    same = {}
    for msg_id in english.keys() & other.keys():
        english_texts, other_texts = texts(english[msg_id]), texts(other[msg_id])
        for key, text in english_texts.items():
            if other_texts.get(key) == text and key not in SAME_AS_ENGLISH:
                same[key] = text
    assert not same


def test_every_message_formats_cleanly(translator):
    catalog = messages(translator.lang)
    for msg_id, message in catalog.items():
        args = {name: 2 for name in variables(catalog, msg_id)}
        outputs = [translator(msg_id, **args)] if message.value else []
        outputs += [translator.attribute(msg_id, a.id.name, **args) for a in message.attributes]
        for text in outputs:
            assert text.strip(), msg_id
            assert not any(mark in text for mark in ISOLATION_MARKS), msg_id
    assert translator.errors == [] and translator.missing == []


# --- cards -------------------------------------------------------------------

@pytest.mark.parametrize("msg_id", ["card", "card-the", "card-a"])
def test_every_card_is_spoken(translator, msg_id):
    spoken = {}
    for card in CARDS:
        text = translator(msg_id, **card_args(card))
        assert text.strip() and "$" not in text, (str(card), text)
        # A Flip card is named by its face up (DECK-6.1), which may be a classic card's.
        face = str(card).split("/")[0]
        assert spoken.setdefault(face, text) == text, (str(card), text)
    assert len(set(spoken.values())) == len(spoken), "two cards sound the same"
    assert translator.errors == [] and translator.missing == []


def test_card_args_select_named_ranks():
    assert card_args(CARDS[5]) == {"rank": "5", "color": "R"}
    assert {card_args(card)["rank"] for card in CARDS if not card.rank.isdigit()} == set(RANK_KEYS.values())
    assert card_args(CARDS[53]) == {"rank": "wild-draw-four", "color": "none"}


@pytest.mark.parametrize("lang, expected", [
    ("en", ["red 7", "the green Skip", "a blue Draw Two", "Wild Draw Four", "the Buzzer"]),
    ("es", ["7 rojo", "el Salto verde", "un Roba dos azul", "Comodín Roba cuatro", "el Zumbador"]),
    ("pt-BR", ["7 vermelho", "o Salta verde", "um Mais dois azul", "Mais quatro", "a Buzina"]),
])
def test_card_wording(lang, expected):
    t = Translator(lang)
    said = [t("card", **card_args(CARDS[7])), t("card-the", **card_args(CARDS[26 + 10])),
            t("card-a", **card_args(CARDS[39 + 12])), t("card", **card_args(CARDS[53])),
            t("card-the", **card_args(CARDS[54]))]
    assert said == expected


@pytest.mark.parametrize("lang, red_skip", [
    ("en", "red Skip"), ("es", "Salto rojo"), ("pt-BR", "Salta vermelho")])
def test_a_colour_never_agrees_with_the_card_name(lang, red_skip):
    """One form of each colour for every card: a new card needs no gender of its own."""
    t = Translator(lang)
    assert t("card", **card_args(CARDS[10])) == red_skip
    for card in CARDS:
        args = card_args(card)
        if args["color"] != "none":
            said, colour = t("card", **args), t("color", color=args["color"])
            assert said.startswith(colour + " ") or said.endswith(" " + colour), str(card)


def test_colour_keys(translator):
    keys = translator("color-keys").split()
    assert len(keys) == 4 and len(set(keys)) == 4
    assert all(len(k) == 1 and k.isalpha() and k.islower() for k in keys)
    help_text = translator("color-choice-help")
    for digit, color, key in zip("1234", "RYGB", keys):
        assert translator("color-key", color=color) == key
        assert f"{digit} " in help_text and f" {key.upper()} " in help_text
        assert translator("color", color=color) in help_text


@pytest.mark.parametrize("lang, words", [
    ("en", ["no cards", "one card", "3 cards"]),
    ("es", ["ninguna carta", "una carta", "3 cartas"]),
    # CLDR puts 0 in pt's "one" category: only the [0] variant keeps "0 carta" out.
    ("pt-BR", ["nenhuma carta", "uma carta", "3 cartas"]),
])
def test_plurals(lang, words):
    t = Translator(lang)
    assert [t("cards-count", count=n) for n in (0, 1, 3)] == words


@pytest.mark.parametrize("lang", LANGUAGES)
def test_whole_numbers_have_no_decimals_nor_grouping(lang):
    t = Translator(lang)
    assert t("cards-count", count=1000).startswith("1000 ")
    assert t("cards-count", count=500.0).startswith("500 ")


# --- counts ------------------------------------------------------------------

# The nouns the game counts, singular: plural, in each language.
COUNTED = {
    "en": {"card": "cards", "point": "points", "second": "seconds", "line": "lines", "round": "rounds",
           "hand": "hands", "match": "matches", "player": "players", "move": "moves", "key": "keys",
           "time": "times", "minute": "minutes", "bot": "bots", "seat": "seats", "team": "teams",
           "character": "characters"},
    "es": {"carta": "cartas", "punto": "puntos", "segundo": "segundos", "línea": "líneas", "ronda": "rondas",
           "mano": "manos", "partida": "partidas", "jugador": "jugadores", "jugada": "jugadas",
           "tecla": "teclas", "vez": "veces", "minuto": "minutos", "bot": "bots", "asiento": "asientos",
           "equipo": "equipos", "carácter": "caracteres"},
    "pt-BR": {"carta": "cartas", "ponto": "pontos", "segundo": "segundos", "linha": "linhas",
              "rodada": "rodadas", "mão": "mãos", "partida": "partidas", "jogador": "jogadores",
              "jogada": "jogadas", "tecla": "teclas", "vez": "vezes", "minuto": "minutos", "bot": "bots",
              "lugar": "lugares", "equipe": "equipes", "caractere": "caracteres"},
}
# Words that say "one" before a noun, and English words that may stand between a number and its noun.
ONE = {"en": {"one"}, "es": {"un", "una", "uno"}, "pt-BR": {"um", "uma"}}
EN_BETWEEN = {"blank", "more", "other", "extra", "number", "action", "new", "Buzzer", "Wild"}
COUNTS = (0, 1, 2, 5, 21)
_NUMBER_AND_WORDS = re.compile(r"(?<![\d.,])(\d+)(?![.,]?\d)\s+(\w+)(?:\s+(\w+))?")
_ONE_AND_WORD = re.compile(r"\b(\w+)\s+(\w+)")


def count_mistakes(lang: str, text: str) -> list[str]:
    """Each number (or "one") in `text` whose noun has the wrong number: "1 cards", "5 carta", "0 carta"."""
    singular = COUNTED[lang]
    plural = {p: s for s, p in singular.items()}
    found = []
    for number, word, after in _NUMBER_AND_WORDS.findall(text):
        if lang == "en" and word in EN_BETWEEN and after:
            word = after
        noun = word.lower()
        if (int(number) == 1 and noun in plural) or (int(number) != 1 and noun in singular):
            found.append(f"{number} {word}")
    for one, word in _ONE_AND_WORD.findall(text):
        if one.lower() in ONE[lang] and word.lower() in plural:
            found.append(f"{one} {word}")
    return found


# Variables that carry words (names, cards, colours, lists), not numbers; any other variable is a number.
TEXT_VARIABLES = {
    "name", "names", "card", "cards", "color", "path", "problem", "key", "keys", "first", "last", "action",
    "pair", "rivals", "level", "label", "team", "rank", "other", "others", "file", "scoring", "scores",
    "rules", "rule", "partners", "partner", "opponents", "backend", "variants", "variant", "value", "top",
    "title", "text", "state", "setting", "second", "screen", "reason", "reader", "preset", "personality",
    "mode", "mine", "letter", "kind", "help", "engine", "char", "changes", "catch", "buzz", "target"}
# Messages where one of those carries a number: "Playing to { $target }", "draws { $cards } cards".
NUMBERS_IN = {"scores": {"target"}, "scores-teams": {"target"}, "rules-in-play": {"target"},
              "buzzer-slowest": {"cards"}}


def said_with_counts(t: Translator, catalog: dict[str, FTL.Message], msg_id: str, n: int) -> list[str]:
    """A message and its attributes, every number in it given `n`, every word a name."""
    numbers = NUMBERS_IN.get(msg_id, set())
    args = {name: n if name not in TEXT_VARIABLES or name in numbers else "Zoe"
            for name in variables(catalog, msg_id)}
    message = catalog[msg_id]
    said = [t(msg_id, **args)] if message.value else []
    return said + [t.attribute(msg_id, a.id.name, **args) for a in message.attributes]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_count_agrees_with_its_noun(lang):
    """Every message that takes a number, said with 0, 1, 2, 5 and 21: no "1 cards", no "5 carta"."""
    t, catalog = Translator(lang), messages(lang)
    wrong, counted = {}, set()
    for msg_id in catalog:
        if not variables(catalog, msg_id):
            continue
        for n in COUNTS:
            for text in said_with_counts(t, catalog, msg_id, n):
                if re.search(rf"(?<![\d.,]){n}(?![.,]?\d)\s+\w", text):
                    counted.add(msg_id)
                mistakes = count_mistakes(lang, text)
                if mistakes:
                    wrong.setdefault(msg_id, []).append((n, mistakes, text))
    assert wrong == {}
    assert t.errors == [] and t.missing == []
    # The check reached the counted messages: the hand, the draws, the points, the seconds.
    assert {"cards-count", "draw-other", "round-won", "seconds", "hint-stop", "penalty"} & counted


@pytest.mark.parametrize("lang, text, mistakes", [
    ("en", "Ana has 1 cards left; Bruno draws 2 blank cards, one cards.", ["1 cards", "one cards"]),
    ("en", "21 card, 0 point, 1 second and 2 more card.", ["21 card", "0 point", "2 card"]),
    ("es", "A Ana le quedan 1 cartas; 1,5 segundos; 5 punto; una cartas.", ["1 cartas", "5 punto", "una cartas"]),
    ("pt-BR", "0 carta, 1 pontos, 2 mão, 21 vezes, uma cartas, 0,5 segundo.", ["0 carta", "1 pontos", "2 mão", "uma cartas"]),
    ("es", "Ronda 1 de 5. Roba 2 cartas, 1 carta, 0 cartas.", []),
])
def test_count_mistakes_are_found(lang, text, mistakes):
    assert count_mistakes(lang, text) == mistakes


# --- rules -------------------------------------------------------------------

def test_rules_sections_are_the_same_everywhere():
    lists = {lang: Translator(lang)("rules-sections") for lang in LANGUAGES}
    assert len(set(lists.values())) == 1


def test_rules_sections_exist_with_titles(translator):
    sections = translator("rules-sections").split()
    assert len(sections) == len(set(sections)) == 26
    for msg_id in sections:
        assert msg_id in translator.ids()
        assert translator.attribute(msg_id, "title").strip()
        lines = translator(msg_id).split("\n")
        assert lines and all(line.strip() for line in lines), msg_id
    assert translator.errors == [] and translator.missing == []


def test_rules_state_the_resolutions():
    """SETUP-4, TWO-1, UNO-2, VAR-JUMP and SCORE-2 as a player reads them."""
    t = Translator("en")
    assert "dealer's left starts" in t("rules-setup")
    assert "Reverse works like a Skip" in t("rules-two-players")
    assert "draws 2 cards" in t("rules-uno")
    assert "costs you 3 points" in t("rules-jump-in")
    assert "500 points" in t("rules-goal")


# --- the Translator's fallbacks ---------------------------------------------

@pytest.fixture
def copy(tmp_path):
    shutil.copytree(LOCALES, tmp_path / "locales")
    return tmp_path / "locales"


def test_missing_message_falls_back_to_english(copy):
    path = copy / "es" / "cards.ftl"
    source = path.read_text(encoding="utf-8")
    path.write_text(source.replace("card-a = un { card }\n", ""), encoding="utf-8")
    t = Translator("es", copy)
    assert "card-a" not in t.ids() and t.has("card-a")
    assert t("card-a", rank="wild", color="none") == "a Wild"
    assert t.missing == ["card-a"]
    assert t.errors == []


def test_message_missing_everywhere_says_its_id():
    t = Translator("pt-BR")
    assert t("no-such-message") == "no-such-message"
    assert t.attribute("rules-goal", "no-such-attribute") == "rules-goal.no-such-attribute"
    assert t.missing == ["no-such-message", "rules-goal.no-such-attribute"]
    assert not t.has("no-such-message")


def test_broken_file_is_reported_not_fatal(copy):
    path = copy / "pt-BR" / "cards.ftl"
    source = path.read_text(encoding="utf-8")
    path.write_text(source.replace("card-a = { $rank ->", "card-a = { $rank ->>"), encoding="utf-8")
    t = Translator("pt-BR", copy)
    assert t.errors and "cards.ftl" in t.errors[0]
    assert t("card-a", rank="wild", color="none") == "a Wild"
    assert t("card-the", rank="wild", color="none") == "a Muda de cor"
    assert "card-a" in t.missing


def test_broken_english_too_falls_back_to_the_id(copy):
    for lang in ("en", "es"):
        path = copy / lang / "cards.ftl"
        path.write_text(path.read_text(encoding="utf-8").replace("cards-count = {", "cards-count = {{"),
                        encoding="utf-8")
    t = Translator("es", copy)
    assert len(t.errors) == 2
    assert t("cards-count", count=2) == "cards-count"


def test_unreadable_or_absent_locale_is_reported(copy):
    (copy / "es" / "rules.ftl").write_bytes(b"\xff\xfe broken")
    shutil.rmtree(copy / "pt-BR")
    assert any("rules.ftl" in e for e in Translator("es", copy).errors)
    t = Translator("pt-BR", copy)
    assert t.errors and t("color", color="R") == "red"


def test_format_errors_are_reported():
    t = Translator("en")
    assert t("cards-count") == "count cards"
    assert t.errors and "cards-count" in t.errors[0]


def test_unknown_language_is_refused():
    with pytest.raises(ValueError):
        Translator("fr")


def test_locales_dir_is_the_checkout():
    assert (locales_dir() / "en" / "cards.ftl").is_file()


# --- the parsed files kept between starts ------------------------------------

@pytest.fixture
def cache(tmp_path, monkeypatch):
    folder = tmp_path / "cache"
    monkeypatch.setattr(i18n, "_unsaved", {})
    return folder


def everything_said(t: Translator) -> dict[str, str]:
    """Every message and attribute of `t`'s language, formatted."""
    catalog = messages(t.lang)
    said = {}
    for msg_id, message in catalog.items():
        args = {name: 2 for name in variables(catalog, msg_id)}
        if message.value:
            said[msg_id] = t(msg_id, **args)
        for a in message.attributes:
            said[f"{msg_id}.{a.id.name}"] = t.attribute(msg_id, a.id.name, **args)
    return said


def test_parsed_files_are_kept_and_say_the_same(cache):
    parsed = {lang: Translator(lang, cache=cache) for lang in LANGUAGES}
    assert not cache.exists()               # nothing is written while the game starts
    i18n.save_cache()
    assert sorted(p.name for p in cache.iterdir()) == [f"locales-{lang}.json" for lang in sorted(LANGUAGES)]

    def no_parsing(self, source):
        raise AssertionError("parsed again")
    with pytest.MonkeyPatch.context() as m:
        m.setattr(i18n.FluentParser, "parse", no_parsing)
        kept = {lang: Translator(lang, cache=cache) for lang in LANGUAGES}
    for lang in LANGUAGES:
        assert kept[lang].ids() == parsed[lang].ids() and kept[lang].errors == []
        assert everything_said(kept[lang]) == everything_said(parsed[lang])
    assert i18n._unsaved == {}


def test_an_edited_file_is_parsed_again(cache, copy):
    Translator("es", copy, cache=cache)
    i18n.save_cache()
    path = copy / "es" / "cards.ftl"
    path.write_text(path.read_text(encoding="utf-8").replace("card-a = un { card }", "card-a = uno: { card }"),
                    encoding="utf-8")
    assert Translator("es", copy, cache=cache)("card-a", rank="wild", color="none") == "uno: Comodín"
    i18n.save_cache()
    assert Translator("es", copy, cache=cache)("card-a", rank="wild", color="none") == "uno: Comodín"


def test_a_file_with_errors_is_not_kept_so_its_lines_are_still_told(cache, copy):
    path = copy / "pt-BR" / "cards.ftl"
    path.write_text(path.read_text(encoding="utf-8").replace("card-a = { $rank ->", "card-a = { $rank ->>"),
                    encoding="utf-8")
    first = Translator("pt-BR", copy, cache=cache).errors
    i18n.save_cache()
    assert sorted(p.name for p in cache.iterdir()) == ["locales-en.json"]
    assert first and ".ftl:" in first[0]
    assert Translator("pt-BR", copy, cache=cache).errors == first


@pytest.mark.parametrize("damage", [b"\x00\xff{{ not json", b'{"key": 1}', "same key, bad nodes",
                                    "same key, a file short"])
def test_a_damaged_cache_is_parsed_again_and_replaced(cache, damage):
    expected = everything_said(Translator("en", cache=cache))
    i18n.save_cache()
    path = cache / "locales-en.json"
    if damage == "same key, bad nodes":
        key = json.loads(path.read_text(encoding="utf-8"))["key"]
        damage = json.dumps({"key": key, "resources": [{"type": "json", "body": []}]}).encode()
    elif damage == "same key, a file short":
        data = json.loads(path.read_text(encoding="utf-8"))
        damage = json.dumps({"key": data["key"], "resources": data["resources"][1:]}).encode()
    path.write_bytes(damage)
    t = Translator("en", cache=cache)
    assert t.errors == [] and everything_said(t) == expected
    i18n.save_cache()
    assert json.loads(path.read_text(encoding="utf-8"))["key"] != 1
    assert everything_said(Translator("en", cache=cache)) == expected


def test_a_cache_that_cannot_be_written_is_only_logged(cache, caplog):
    cache.parent.mkdir(exist_ok=True)
    cache.write_text("a file where the folder should be", encoding="utf-8")
    Translator("en", cache=cache)
    with caplog.at_level("INFO", logger="uno_audio.i18n"):
        i18n.save_cache()
    assert "parsed messages not kept" in caplog.text
    assert Translator("en", cache=cache)("color", color="R") == "red"


# --- languages ---------------------------------------------------------------

@pytest.mark.parametrize("text, lang", [
    ("en", "en"), ("EN_gb", "en"), ("es", "es"), ("ES", "es"), ("es_MX", "es"), ("es-419", "es"),
    ("es_ES.UTF-8", "es"), ("pt", "pt-BR"), ("pt_BR", "pt-BR"), ("pt-br", "pt-BR"), ("pt_PT", "pt-BR"),
    ("Spanish_Spain", "es"), ("Portuguese_Brazil", "pt-BR"), (" es ", "es"),
])
def test_normalize_language(text, lang):
    assert normalize_language(text) == lang


@pytest.mark.parametrize("text", ["fr", "", "e", "esperanto", "xx-es", "ptBR"])
def test_normalize_language_refuses_unknown(text):
    with pytest.raises(ValueError):
        normalize_language(text)


@pytest.mark.parametrize("env, lang", [
    ({"LANG": "es_ES.UTF-8"}, "es"),
    ({"LANG": "pt_BR.UTF-8"}, "pt-BR"),
    ({"LANG": "fr_FR.UTF-8"}, "en"),
    ({"LANG": "C.UTF-8"}, "en"),
    ({"LANGUAGE": "pt_BR:en", "LANG": "es_ES.UTF-8"}, "pt-BR"),
    ({"LANGUAGE": "fr:es", "LANG": "en_US.UTF-8"}, "es"),
    ({"LC_ALL": "es_AR.UTF-8", "LANG": "pt_BR.UTF-8"}, "es"),
    ({"LC_MESSAGES": "pt_PT.UTF-8", "LANG": "en_US.UTF-8"}, "pt-BR"),
    ({"LANGUAGE": "", "LANG": "es_CL"}, "es"),
    ({}, "en"),
])
def test_detect_language_from_environment(env, lang):
    assert detect_language(env) == lang


def test_detect_language_asks_the_process_locale(monkeypatch):
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setattr(locale, "getlocale", lambda *a: ("pt_BR", "cp1252"))
    assert detect_language() == "pt-BR"
    monkeypatch.setattr(locale, "getlocale", lambda *a: (None, None))
    assert detect_language() == "en"
