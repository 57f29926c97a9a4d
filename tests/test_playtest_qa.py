"""What a newcomer met at a real terminal after the merge, replayed by keys on the fake
clock with a simulated voice: each heard right."""

from __future__ import annotations

from uno_audio.engine import Rules

from test_heard_playtests import keys, started, table_with, until

HAND = ["R1", "G2", "B3", "R4", "G6", "B7", "R8"]
OTHERS = ["G1", "G3", "G4", "R6", "R7", "B8", "B9"]


def test_a_prompt_cut_off_by_keys_in_the_help_is_not_said_after_every_line(tmp_path):
    """Space draws a card that can be played; F1 while its prompt is said, then Down
    through the help: "Enter plays it, Space keeps it" is not heard again after every
    line of the help (it was, each time cut off by the next Down)."""
    app, clock, voice, table, game = table_with(tmp_path, Rules(), [HAND, OTHERS, OTHERS, OTHERS], "Y5",
                                                rest=["Y9"])
    until(app, clock, voice, lambda: game.turn == 0 and voice.current is None, limit=60)
    keys(app, clock, "space")
    assert until(app, clock, voice, lambda: voice.current is not None and "Space keeps it" in voice.current.text,
                 limit=10)
    keys(app, clock, "f1")
    for _ in range(8):
        until(app, clock, voice, lambda: voice.current is not None and "Space keeps it" in voice.current.text,
              limit=3)
        keys(app, clock, "down")
    prompts = [t for t in started(voice) if "Space keeps it" in t]
    assert len(prompts) <= 2, prompts
