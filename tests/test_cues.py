"""What the sound cues mean, as the sound output receives them in real matches played by
keys: each kind of event is heard with its own cue, from its seat's place, and each seat's
place is where it should be at every sound width.

The matches are played by keys against bots, under the official rules and under the
variants; the sound output is the real one (on SDL's dummy mixer) noting every cue it is
asked to play and the levels each channel gets. The test watches the events the table
announces and checks the cues that reached the sound output against `SOUNDS` and
`BLANK_SOUNDS` below, in order, and the levels against `PLACES`: a changed cue, a cue moved
to another event, a seat moved or a width that no longer narrows fails here."""

from __future__ import annotations

import math
import os
import re

os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pytest  # noqa: E402

from uno_audio.console import VirtualClock  # noqa: E402
from uno_audio.engine import Game, Rules, events as events_module  # noqa: E402
from uno_audio.engine.cards import BLANK_BASE, BUZZER, CARDS, DRAW_TWO, RANK_INDEX, REVERSE, SKIP, WILD  # noqa: E402
from uno_audio.engine.cards import FLIP_BASE, MERCY_BASE, WILD_DRAW_FOUR  # noqa: E402
from uno_audio.output.sound import CUES, Sounds  # noqa: E402
from uno_audio.output.speech import Speech  # noqa: E402
from uno_audio.paths import sounds_dir  # noqa: E402
from uno_audio.saves import SaveStore  # noqa: E402
from uno_audio.settings import MENU_FIELDS, FIELDS, Settings, SettingsStore  # noqa: E402
from uno_audio.stats import Stats  # noqa: E402
from uno_audio.ui.controller import Controller  # noqa: E402
from uno_audio.ui.table import Table  # noqa: E402

from player import keys_for_turn, press  # noqa: E402

# Where each seat is heard, from the listener's left-hand neighbour round to the right-hand
# one (-1 full left, +1 full right; the listener's own sounds in the middle), by table size.
PLACES = {
    2: (-0.5,),
    3: (-1.0, 1.0),
    4: (-1.0, 0.25, 1.0),
    5: (-1.0, -0.5, 0.5, 1.0),
    6: (-1.0, -0.625, 0.25, 0.625, 1.0),
    7: (-1.0, -0.7, -0.4, 0.4, 0.7, 1.0),
    8: (-1.0, -0.75, -0.5, 0.25, 0.5, 0.75, 1.0),
    9: (-1.0, -11 / 14, -4 / 7, -5 / 14, 5 / 14, 4 / 7, 11 / 14, 1.0),
    10: (-1.0, -0.8125, -0.625, -0.4375, 0.25, 0.4375, 0.625, 0.8125, 1.0),
}
# The cue of a card played in turn, by what the card does.
CARD_SOUNDS = {"number": "play", SKIP: "skip", REVERSE: "reverse", DRAW_TWO: "draw_two",
               "wild": "wild", "wild-draw-four": "wild_draw_four", "buzzer": "buzzer"}
# DECK-5: the No Mercy cards' cues, by rank.
MERCY_SOUNDS = {"D4": "draw_four", "E": "skip_everyone", "D": "discard_all", "WR4": "wild_reverse_draw_four",
                "W+6": "wild_draw_six", "W+10": "wild_draw_ten", "WC": "roulette"}
# DECK-6: the Flip faces' cues, by rank (a number's is the card's slap).
FLIP_SOUNDS = {"D1": "draw_one", "F": "flip", "W2": "wild_draw_two", "D5": "draw_five", "WDC": "wild_draw_colour",
               "E": "skip_everyone", "S": "skip", "R": "reverse", "W": "wild"}
# A blank card's rule: its cue, played with the card and with what the rule did.
BLANK_SOUNDS = {"others-draw": "draw_two", "chosen-draws": "draw_two", "swap": "swap",
                "pass-hands": "swap", "play-again": "skip", "shed": "play", "demand": "wild"}
# Every event kind -> (its cue, whose place it comes from), for the listener `me`:
# None when the event is heard without a cue (or not heard at all).
SOUNDS = {
    "dealer": lambda e, me: ("shuffle", e.seat),
    "deal": None,                # once a round: see `expected`
    "first-card": lambda e, me: None,
    "returned": lambda e, me: ("shuffle", None),
    "turn": lambda e, me: ("your_turn", None) if e.seat == me else None,
    "play": lambda e, me: play_sound(e),
    "color": lambda e, me: None,
    "draw": lambda e, me: draw_sound(e, me),
    "reshuffle": lambda e, me: ("shuffle", None),
    "empty": lambda e, me: None,
    "pass": lambda e, me: None,
    "skip": lambda e, me: ("skip", e.seat),
    "reverse": lambda e, me: ("reverse", None),
    "penalty": lambda e, me: ("penalty", e.seat),
    "uno": lambda e, me: ("uno", e.seat),
    "catch": lambda e, me: ("catch", e.target),
    "challenge": lambda e, me: ("challenge", e.seat),
    "jump-in-failed": lambda e, me: ("error", e.seat),
    "rotate": lambda e, me: ("swap", None),
    "swap-choice": lambda e, me: None,
    "swap": lambda e, me: ("swap", e.seat),
    "keep": lambda e, me: None,
    "blank-choice": lambda e, me: None,
    "blank": lambda e, me: (BLANK_SOUNDS[CARDS[e.card].blank.effect],
                            e.target if CARDS[e.card].blank.effect == "demand" else e.seat),
    "buzzer": lambda e, me: ("buzzer", e.seat),
    "buzz": lambda e, me: ("buzz", e.seat),   # yours: with its answer, your place and time
    "buzzer-end": lambda e, me: None,
    "sequence": lambda e, me: None,
    "round-over": None,          # won or lost: see `expected`
    "eliminated": lambda e, me: None,
    "match-over": lambda e, me: None,
    "skip-everyone": lambda e, me: ("skip_everyone", e.seat),
    "discard-all": lambda e, me: ("discard_all", e.seat),
    "roulette": lambda e, me: ("roulette", e.target),
    "mercy": lambda e, me: ("mercy", e.seat),
    "flip": lambda e, me: ("flip", None),     # the whole table turns: from the middle
}
# The matches played: between them every event kind of SOUNDS happens.
BLANKS = ("R*ALL", "Y*PICK", "G*SWAP", "B*PASS", "R*AGAIN", "Y*SHED", "G*NAME")
MATCHES = {
    "official": (4, Rules(target=150)),
    "house-rules": (5, Rules(stacking=True, jump_in=True, bluff=True, seven_zero=True, buzzer=True,
                             target=150)),
    "sequences-and-teams": (4, Rules(sequences=True, super_jump_in=True, draw_to_match=True,
                                     draw_then_play=True, teams=True, target=150)),
    "blank-cards": (3, Rules(blank_cards=BLANKS, target=150)),
    "elimination": (3, Rules(scoring="elimination", seven_zero=True, target=40)),
    "two-players": (2, Rules(bluff=True, target=100)),
    "no-mercy": (4, Rules(deck="no-mercy", target=2000)),
    "flip": (4, Rules(deck="flip", bluff=True, target=2000)),
}


def play_sound(e):
    if e.card == BUZZER and e.mode is None:
        return None                      # the buzzer event after it is heard instead
    if e.mode == "jump-in":
        return "jump_in", e.seat
    if e.mode == "sequence":
        return "play", e.seat
    if e.card >= FLIP_BASE:
        return FLIP_SOUNDS.get(CARDS[e.card].rank, "play"), e.seat
    if e.card >= MERCY_BASE:
        return MERCY_SOUNDS[CARDS[e.card].rank], e.seat
    if e.card >= BLANK_BASE:
        return BLANK_SOUNDS[CARDS[e.card].blank.effect], e.seat
    if e.card == WILD_DRAW_FOUR:
        return CARD_SOUNDS["wild-draw-four" if e.color else "wild"], e.seat
    if e.card >= WILD:
        return CARD_SOUNDS["wild"], e.seat
    return CARD_SOUNDS.get(RANK_INDEX[e.card], CARD_SOUNDS["number"]), e.seat


def draw_sound(e, me):
    if e.seat == me:
        return ("draw", me) if e.cards else None
    if e.mode in ("blank", "buzzer", "uno") or (e.count == 0 and e.mode != "turn"):
        return None                      # the line of the blank card, the buzzer or the catch tells it
    return "draw", e.seat


def expected(events, me, partners) -> list[tuple[str, int | None]]:
    """The cues a batch of announced events must be heard with, in order, and their seats."""
    out = []
    dealt = [e.to for e in events if e.kind == "deal"]
    # The round starts with the listener's deal, or the first one when they are out of the match.
    round_deal = me if me in dealt or not dealt else dealt[0]
    i = 0
    while i < len(events):
        e = events[i]
        if e.kind == "reverse" and i + 1 < len(events) and events[i + 1].kind == "skip":
            i += 1                       # two players: the Reverse is heard as the Skip
            continue
        if e.kind == "play" and BLANK_BASE <= e.card < MERCY_BASE:
            chosen = chosen_with(events, i)
            if chosen is not None:       # a bot's blank card and its choice, heard as one line
                out.append((BLANK_SOUNDS[CARDS[e.card].blank.effect], e.seat))
                i = chosen + 1
                continue
        if e.kind == "deal":
            if e.to == round_deal:
                out.append(("deal", None))
        elif e.kind == "round-over":
            won = e.seat == me or e.seat in partners(me)
            out.append(("round_won" if won else "round_lost", None))
        else:
            sound = SOUNDS[e.kind](e.seen_by(me), me)
            if sound is not None:
                out.append(sound)
        i += 1
    return out


def chosen_with(events, i):
    """Where the choice of the blank card played at `i` is, when it came with it."""
    play = events[i]
    ends = {"swap": ("swap", "keep"), "chosen-draws": ("blank",), "demand": ("blank",)}.get(
        CARDS[play.card].blank.effect)
    if ends is None:
        return None
    for j in range(i + 1, len(events)):
        if events[j].kind in ends and events[j].seat == play.seat:
            return j
        if events[j].kind not in ("swap-choice", "blank-choice", "color"):
            return None
    return None


def levels(pan: float, width: int) -> tuple[float, float]:
    """Equal power at full volume: `pan` narrowed towards the middle by the sound width."""
    angle = (pan * width / 100 + 1) * math.pi / 4
    return math.cos(angle), math.sin(angle)


class Heard(Sounds):
    """The game's own sound output, noting each cue it is asked to play, where, and the
    levels its channel was given."""

    def __init__(self, width: int):
        super().__init__(sounds_dir(), volume=100, pan_width=width)
        assert self.available and not self.missing
        self.cues: list[tuple[str, float]] = []
        self.channels: list[tuple[float, float]] = []

    def play(self, cue: str, pan: float = 0.0, pitch_step: int = 0) -> None:
        self.cues.append((cue, pan))
        super().play(cue, pan, pitch_step)

    def _start(self, sound, left: float, right: float) -> None:
        self.channels.append((left, right))
        super()._start(sound, left, right)


def match(tmp_path, players, rules, width=100, seed=3):
    """A table of `players` (you at seat 0, bots in the other seats), its sound output, and
    the batches of events it announced, as it announces them."""
    clock = VirtualClock()
    sounds = Heard(width)
    settings = Settings(tutorial_seen=True, playable_cue=False, pan_width=width)
    app = Controller(speech=Speech("recording"), sounds=sounds, settings=settings,
                     store=SettingsStore(tmp_path), clock=clock, saves=SaveStore(tmp_path),
                     stats=Stats(tmp_path))
    game = Game(players, rules, seed=seed)
    names = ["You"] + [f"Bot{s}" for s in range(1, players)]
    table = Table(app, game, [0], {s: "normal" for s in range(1, players)}, names, bot_seed=seed)
    batches = []
    lines = table.announcer.lines

    def announced(events, counts=None):
        batches.append(list(events))
        return lines(events, counts)
    table.announcer.lines = announced
    app.push(table)
    return app, clock, table, sounds, batches


def step(app, clock, jump=False, n=0) -> str:
    """One key, or the keys of one move, as a player presses them; the screen they were
    pressed on. With `jump`, on every seventh step (`n`) that is not their turn the player
    tries to jump in with the card selected, as one does who takes it for the top card (a
    failed jump-in when it is not)."""
    screen = app.screen
    name = type(screen).__name__
    if name == "Summary":
        press(app, clock, "enter")
    elif name == "Table":
        keys = keys_for_turn(screen)
        if not keys and jump and n % 7 == 0 and screen.game.phase == "play":
            keys = ["enter"]
        press(app, clock, *(keys or ["t"]))
    return name


def play_by_keys(app, clock, table, rounds, jump=False):
    """Keys until `rounds` rounds are over, or the match is."""
    done = 0
    for n in range(5000):
        if type(app.screen).__name__ == "Summary":
            done += 1
            if done >= rounds or table.game.match_over:
                return
        if step(app, clock, jump, n) not in ("Table", "Summary"):
            return
    raise AssertionError("the rounds did not end")


def place(seat, me, players) -> float:
    return 0.0 if seat is None or seat == me else PLACES[players][(seat - me) % players - 1]


@pytest.fixture(scope="module")
def played(tmp_path_factory):
    """Each match of MATCHES, played by keys for up to three rounds."""
    out = {}
    for name, (players, rules) in MATCHES.items():
        app, clock, table, sounds, batches = match(tmp_path_factory.mktemp(name), players, rules)
        play_by_keys(app, clock, table, rounds=3, jump=rules.jumping)
        out[name] = (table, sounds, batches)
    return out


@pytest.mark.parametrize("name", MATCHES)
def test_every_event_is_heard_with_its_cue_from_its_seat(played, name):
    table, sounds, batches = played[name]
    players = table.game.players
    want = [(cue, place(seat, 0, players)) for batch in batches
            for cue, seat in expected(batch, 0, table.game.partners)]
    got = list(sounds.cues)
    if table.game.match_over:
        # The match's end is heard once, from the middle (when: see the test below).
        result = [c for c in got if c[0] in ("match_won", "match_lost")]
        won = table.game.match_winner == (table.game.team_of(0) if table.rules.teams else 0)
        assert result == [("match_won" if won else "match_lost", 0.0)]
        got.remove(result[0])
    assert len(want) > 40
    assert [c for c, _ in got] == [c for c, _ in want]
    assert [p for _, p in got] == pytest.approx([p for _, p in want], abs=1e-4)


def test_the_match_result_is_heard_after_the_winning_play(played):
    table, sounds, batches = played["official"]
    assert table.game.match_over
    assert sounds.cues[-1][0] in ("match_won", "match_lost")


def test_the_matches_hear_every_kind_of_event_and_every_cue_of_a_match(played):
    """The matches above reach the whole declaration, but for the empty draw pile (which
    play by keys hardly reaches, and which has no cue)."""
    kinds = {e.kind for _, _, batches in played.values() for batch in batches for e in batch}
    assert set(SOUNDS) - kinds == {"empty"}
    cues = {cue for _, sounds, _ in played.values() for cue, _ in sounds.cues}
    declared = set(CARD_SOUNDS.values()) | set(BLANK_SOUNDS.values()) | set(MERCY_SOUNDS.values()) | \
        set(FLIP_SOUNDS.values())
    assert declared | {"shuffle", "deal", "your_turn", "draw", "penalty", "uno", "catch", "challenge",
                       "error", "jump_in", "round_won", "round_lost", "match_lost"} <= cues




def test_every_event_kind_of_the_engine_has_its_sound_declared_here():
    documented = set(re.findall(r"^    ([a-z][a-z-]+) ", events_module.__doc__, re.M))
    assert set(SOUNDS) == documented
    named = set(CARD_SOUNDS.values()) | set(BLANK_SOUNDS.values()) | set(MERCY_SOUNDS.values()) | \
        set(FLIP_SOUNDS.values())
    assert named <= set(CUES) | {"play"}      # "play": one of play1-4, at random


@pytest.mark.parametrize("players", sorted(PLACES))
def test_every_seat_is_heard_from_its_place_at_every_sound_width(tmp_path, players):
    """At each sound width of the Settings menu, set as the menu sets it, play goes on by
    keys until every seat has been heard: the channel of each cue gets the levels of its
    seat's place narrowed by the width (0: both ears alike)."""
    widths = list(range(0, 101, FIELDS["pan_width"].metadata["step"]))
    assert "pan_width" in MENU_FIELDS and widths[0] == 0 and widths[-1] == 100 and len(widths) == 11
    app, clock, table, sounds, _ = match(tmp_path, players, Rules(target=2000), width=widths[0], seed=players)
    seats = set(range(1, players))
    for width in widths:
        app.change_setting("pan_width", width)
        heard: set[int] = set()
        for _ in range(300):
            step(app, clock)
            heard |= check(sounds, width, players)
            if heard >= seats:
                break
        assert heard >= seats, f"at width {width}, seats {sorted(seats - heard)} were never heard"
        assert table.game.round < 10


def check(sounds, width, players) -> set[int]:
    """The cues played since the last check: each from a seat's place, its channel at that
    place narrowed by `width`. Returns the seats (other than yours) heard."""
    heard = set()
    assert len(sounds.cues) == len(sounds.channels)
    for (cue, pan), (left, right) in zip(sounds.cues, sounds.channels):
        seats = [s for s in range(players) if math.isclose(place(s, 0, players), pan, abs_tol=1e-4)]
        assert len(seats) == 1, f"{cue} came from {pan}: no seat's place"
        assert (left, right) == pytest.approx(levels(PLACES[players][seats[0] - 1] if seats[0] else 0.0,
                                                     width), abs=1e-6), (cue, seats[0], width)
        heard |= set(seats) - {0}
    sounds.cues.clear()
    sounds.channels.clear()
    return heard
