"""The display's reading on its own: pieces, their reading time, the keys."""

from __future__ import annotations

from uno_audio.output.braille.reading import Reading, joined, split


def test_a_long_line_is_cut_at_spaces_and_a_word_longer_than_the_display_across_pieces():
    text = "Ana plays r5. " + "x" * 50 + " Bruno draws 4 cards. Your turn."
    pieces = split(text, 20, ">>")
    assert all(len(p) <= 20 for p in pieces)
    assert all(p.endswith(">>") for p in pieces[:-1]) and not pieces[-1].endswith(">>")
    assert pieces[0] == "Ana plays r5. >>" and pieces[1] == "x" * 18 + ">>"
    assert joined(pieces, ">>") == text
    assert split("short", 20) == ["short"]


def test_pieces_move_on_by_their_reading_time_and_the_line_is_read_after_the_last():
    written = []
    r = Reading(written.append, seconds=lambda: 4.0, cells=lambda: 22, more=lambda: ">>")
    line = r.show("one two three four five six seven eight", 10.0)
    assert written == ["one two three four >>"]
    first = 4.0 * len(written[0]) / 40
    assert r.deadline() == 10.0 + first
    assert r.read_at(10.0 + first - 0.01) is None
    r.update(10.0 + first)
    assert written[-1] == "five six seven eight"
    second = 4.0 * len(written[-1]) / 40
    assert r.read_at(10.0 + first + second) == 10.0 + first + second == line.read


def test_moving_past_the_last_piece_reads_the_line_at_once_and_going_back_keeps_it_read():
    written = []
    r = Reading(written.append, seconds=lambda: 10.0, cells=lambda: 22, more=lambda: ">>")
    r.show("an earlier line", 0.0)
    r.next(0.5)
    line = r.show("one two three four five six seven eight", 1.0)
    assert r.next(1.2) and written[-1] == "five six seven eight"
    assert line.read is None
    assert r.next(1.3) and line.read == 1.3
    assert r.previous(1.4) and written[-1] == "one two three four >>"
    assert r.previous(1.5) and written[-1] == "an earlier line"
    assert not r.previous(1.6) and line.read == 1.3


import pytest  # noqa: E402

from uno_audio.console import VirtualClock  # noqa: E402
from uno_audio.i18n import Translator  # noqa: E402
from uno_audio.output.braille import Braille  # noqa: E402
from uno_audio.output.braille.sinks import Kept  # noqa: E402
from uno_audio.output.scheduler import GAME, Scheduler  # noqa: E402
from uno_audio.output.speech import Speech  # noqa: E402
from uno_audio.settings import Settings  # noqa: E402


@pytest.mark.parametrize("per_word,reading", [(0.5, 1.0), (0.1, 20.0)])
def test_with_speech_a_line_is_over_once_heard_and_read(per_word, reading):
    """With speech and braille, the clocks start when the line has been both heard and read:
    the later of the voice's end and the reading time."""
    clock = VirtualClock()
    speech = Speech("recording", seconds_per_word=per_word, clock=clock)
    scheduler = Scheduler(speech, None, clock)
    sink = Kept()
    scheduler.braille = Braille(Settings(braille="with-speech", braille_reading=reading),
                                lambda: Translator("en"), sink)
    text = "Ana plays red 5. Bruno draws a card."
    scheduler.say(text, GAME, now=0.0)
    assert sink.written == [text] and speech.lines == [text]
    voice = per_word * len(text.split())
    read = scheduler.braille.estimate(text)
    assert scheduler.heard_at() is None
    for _ in range(10000):
        due = scheduler.deadline()
        if due is None:
            break
        clock.now = due
        scheduler.update(clock.now)
    assert scheduler.heard_at() == pytest.approx(max(voice, read), abs=0.05)


@pytest.mark.parametrize("lang", ["en", "es", "pt-BR"])
def test_every_card_has_a_short_braille_form_of_its_own(lang):
    """Declared beside the card names (cards.ftl): short, and no two cards alike; the Flip
    deck's faces too, on both sides (DECK-6), so no dark face reads as a light one."""
    from uno_audio.engine import full_deck
    from uno_audio.engine.cards import flip_deck
    from uno_audio.i18n import card_args
    tr = Translator(lang)
    forms = {}
    for card in set(full_deck(True)) | set(flip_deck()) | {c.other for c in flip_deck()}:
        args = card_args(card)
        forms.setdefault(str(tr("card-braille", **args)), set()).add((args["rank"], args["color"]))
    assert all(len(kinds) == 1 for kinds in forms.values()), forms
    assert all(0 < len(form) <= 4 for form in forms)
