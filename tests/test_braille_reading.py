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
