"""Random keys at a table full of blank cards and at two tables: nothing raises, nothing
is logged as an error, the deck stays whole, someone can always act."""

from __future__ import annotations

import logging
import random
import string

import pytest

from uno_audio.engine import Card, full_deck
from uno_audio.engine.cards import BLANK_BASE, MERCY_BASE
from uno_audio.keymap import BINDINGS
from uno_audio.ui.table import Table

from player import keys_for_turn, make_app, press

EVENTS = 4000
KEYS = sorted({k for b in BINDINGS for k in b.keys}) + list(string.ascii_lowercase + string.digits) \
    + ["f5", "ctrl+z", "shift+x", "alt+q"]
MODES = {
    "blank": {"blank_cards": [str(Card(k)) for k in range(BLANK_BASE, MERCY_BASE)], "seven_zero": True,
              "jump_in": True, "target": 100},
    "two-tables": {"two_tables": True, "blank_cards": ["R*PICK", "Y*NAME", "G*SHED", "B*AGAIN"]},
}


class Errors(logging.Handler):
    def __init__(self):
        super().__init__(logging.WARNING)
        self.records = []

    def emit(self, record):
        if record.levelno >= logging.ERROR or record.exc_info:
            self.records.append(record)


def start(home, rules):
    app, clock = make_app(home, bot_pace=0.3, rules=rules, players=8 if rules.get("two_tables") else 4)
    app.start()
    press(app, clock, "enter")
    if not isinstance(app.screen, Table):
        press(app, clock, "enter")
    return app, clock


def check(app):
    table = app.find(Table)
    if table is None:
        return
    g = table.game
    cards = sorted(g.draw_pile + g.discard + [c for h in g.hands for c in h])
    assert cards == sorted(full_deck(g.rules.buzzer, g.rules.blank_cards)), "cards were lost or made up"
    if not g.round_over:
        assert any(g.legal_actions(s) for s in range(g.players)), "nobody can act"


@pytest.mark.parametrize("mode", sorted(MODES))
def test_random_keys_never_break_blank_cards_nor_two_tables(tmp_path, mode):
    errors = Errors()
    logging.getLogger().addHandler(errors)
    try:
        rng = random.Random(mode)
        app, clock = start(tmp_path, MODES[mode])
        for i in range(EVENTS):
            if rng.random() < 0.3:
                # Now and then the keys that play on, so hands end among the noise.
                screen = app.screen
                if isinstance(screen, Table):
                    keys = keys_for_turn(screen) or ["t"]
                else:
                    keys = ["enter"] if "Summary" in type(screen).__name__ else ["escape"]
            else:
                keys = [rng.choice(KEYS)]
            for k in keys:
                clock.now += rng.choice((0.0, 0.01, 0.2, 1.0, 3.0))
                app.key(k, clock.now)
                app.update(clock.now)
            if not app.running:
                app, clock = start(tmp_path, MODES[mode])
            if i % 20 == 0:
                check(app)
        assert not errors.records, logging.Formatter().format(errors.records[0])
        # The keys did play: hands ended among the noise.
        assert sum(m["rounds"] for m in app.stats.data["modes"].values()) >= 2
    finally:
        logging.getLogger().removeHandler(errors)
