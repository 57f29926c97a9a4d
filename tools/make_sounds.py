"""Synthesize every sound cue into sounds/*.wav with the standard library only.

Run: python tools/make_sounds.py [output-directory]
The output is deterministic (each cue has its own seeded random generator).
"""

from __future__ import annotations

import math
import pathlib
import random
import struct
import sys
import wave

RATE = 22050
TAU = 2.0 * math.pi

# Note frequencies used below (equal temperament, A4 = 440 Hz).
NOTES = {
    name: 440.0 * 2 ** ((index - 57) / 12)
    for index, name in enumerate(
        f"{pitch}{octave}"
        for octave in range(0, 8)
        for pitch in ("C", "C#", "D", "D#", "E", "F", "F#", "G", "G#", "A", "A#", "B")
    )
}

BRIGHT = ((1, 1.0), (2, 0.35), (3, 0.15), (4, 0.06))
SOFT = ((1, 1.0), (2, 0.15), (3, 0.04))
BRASS = tuple((n, 1.0 / n ** 0.9) for n in range(1, 9))
REED = ((1, 1.0), (3, 0.45), (5, 0.25), (7, 0.12), (9, 0.06))
BELL = ((1, 1.0), (2.0, 0.5), (3.0, 0.25), (4.2, 0.12), (5.4, 0.08))


def buffer(seconds: float) -> list[float]:
    return [0.0] * int(seconds * RATE)


def mix(target: list[float], source: list[float], at: float = 0.0, gain: float = 1.0) -> list[float]:
    start = int(at * RATE)
    if start + len(source) > len(target):
        target.extend([0.0] * (start + len(source) - len(target)))
    for index, value in enumerate(source):
        target[start + index] += value * gain
    return target


def envelope(count: int, attack: float, decay: float | None, release: float) -> list[float]:
    """Attack ramp, then exponential decay (time constant `decay`, or sustain if None), then a release ramp to zero."""
    attack_n = max(1, int(attack * RATE))
    release_n = max(1, int(release * RATE))
    result = []
    for index in range(count):
        level = min(1.0, index / attack_n)
        if decay is not None and index > attack_n:
            level *= math.exp(-(index - attack_n) / (decay * RATE))
        remaining = count - index
        if remaining < release_n:
            level *= 0.5 - 0.5 * math.cos(math.pi * remaining / release_n)
        result.append(level)
    return result


def tone(
    freq: float,
    seconds: float,
    partials=SOFT,
    *,
    to: float | None = None,
    attack: float = 0.006,
    decay: float | None = None,
    release: float = 0.03,
    vibrato: float = 0.0,
    vibrato_rate: float = 5.5,
    tremolo: float = 0.0,
    tremolo_rate: float = 0.0,
) -> list[float]:
    """Additive tone; partials above the Nyquist frequency are skipped so nothing aliases."""
    count = int(seconds * RATE)
    env = envelope(count, attack, decay, release)
    end = freq if to is None else to
    phases = [0.0] * len(partials)
    out = []
    for index in range(count):
        progress = index / max(1, count - 1)
        base = freq * (end / freq) ** progress
        if vibrato:
            base *= 1.0 + vibrato * math.sin(TAU * vibrato_rate * index / RATE)
        value = 0.0
        for slot, (ratio, amplitude) in enumerate(partials):
            f = base * ratio
            if f >= RATE / 2 - 500:
                continue
            phases[slot] += TAU * f / RATE
            value += amplitude * math.sin(phases[slot])
        if tremolo:
            value *= 1.0 - tremolo * (0.5 + 0.5 * math.sin(TAU * tremolo_rate * index / RATE))
        out.append(value * env[index])
    return out


def noise(
    seconds: float,
    rng: random.Random,
    *,
    centre: float,
    to: float | None = None,
    q: float = 1.0,
    attack: float = 0.002,
    decay: float | None = None,
    release: float = 0.02,
) -> list[float]:
    """White noise through a band-pass filter whose centre can sweep (card swishes, slaps, riffles)."""
    count = int(seconds * RATE)
    env = envelope(count, attack, decay, release)
    end = centre if to is None else to
    x1 = x2 = y1 = y2 = 0.0
    b0 = b2 = a1 = a2 = 0.0
    out = []
    for index in range(count):
        if index % 16 == 0:
            f = centre * (end / centre) ** (index / max(1, count - 1))
            w = TAU * min(f, RATE * 0.45) / RATE
            alpha = math.sin(w) / (2 * q)
            a0 = 1 + alpha
            b0, b2 = alpha / a0, -alpha / a0
            a1, a2 = -2 * math.cos(w) / a0, (1 - alpha) / a0
        x = rng.uniform(-1.0, 1.0)
        y = b0 * x + b2 * x2 - a1 * y1 - a2 * y2
        x2, x1 = x1, x
        y2, y1 = y1, y
        out.append(y * env[index])
    return out


def loudness(samples: list[float]) -> float:
    """The loudest 50 ms window's RMS: short cues and long ones then sound about equally loud."""
    window = int(0.05 * RATE)
    best = 0.0
    for start in range(0, max(1, len(samples) - window + 1), window // 4):
        chunk = samples[start:start + window]
        best = max(best, math.sqrt(sum(v * v for v in chunk) / len(chunk)))
    return best or 1.0


def finish(samples: list[float], level_db: float, ceiling_db: float = -1.0) -> list[float]:
    """Normalise loudness to level_db (peaks kept under ceiling_db), then fade the ends so playback never clicks."""
    peak = max((abs(value) for value in samples), default=0.0) or 1.0
    gain = min(10 ** (level_db / 20) / loudness(samples), 10 ** (ceiling_db / 20) / peak)
    samples = [value * gain for value in samples]
    fade_in, fade_out = int(0.002 * RATE), int(0.008 * RATE)
    for index in range(min(fade_in, len(samples))):
        samples[index] *= index / fade_in
    for index in range(min(fade_out, len(samples))):
        samples[-1 - index] *= index / fade_out
    return samples


def semitones(step: int) -> float:
    return 2 ** (step / 12)


# ---------------------------------------------------------------- cues


def card_slap(rng: random.Random, centre: float, thump: float, flick: bool) -> list[float]:
    out = buffer(0.13)
    start = 0.0
    if flick:
        mix(out, noise(0.03, rng, centre=4000, to=2500, q=1.2, attack=0.01, release=0.01), 0.0, 0.25)
        start = 0.018
    mix(out, noise(0.1, rng, centre=centre, q=0.8, attack=0.001, decay=0.022), start)
    mix(out, tone(thump, 0.09, ((1, 1.0), (2, 0.2)), to=thump * 0.8, attack=0.002, decay=0.03), start, 0.5)
    return out


def play_variant(number: int):
    centre, thump, flick = {1: (1900, 150, False), 2: (2600, 175, True), 3: (1500, 135, False), 4: (3100, 190, True)}[number]

    def build(rng):
        return card_slap(rng, centre, thump, flick)

    return build


def draw(rng):
    out = noise(0.2, rng, centre=900, to=3600, q=1.4, attack=0.05, decay=0.09, release=0.04)
    return mix(out, tone(2200, 0.03, SOFT, attack=0.002, decay=0.01), 0.17, 0.12)


def deal(rng):
    out = buffer(0.5)
    for index in range(4):
        flick = noise(0.07, rng, centre=1800 + 150 * index, to=4200, q=1.3, attack=0.01, decay=0.025)
        mix(out, flick, 0.11 * index, 1.0 - 0.1 * index)
    return out


def shuffle(rng):
    out = buffer(1.0)
    at = 0.02
    for index in range(44):
        # Riffle: clicks speed up then slow down, like a thumb releasing the cards.
        spacing = 0.008 + 0.012 * abs(index - 22) / 22
        click = noise(0.007, rng, centre=rng.uniform(2800, 4800), q=2.0, attack=0.0005, decay=0.002, release=0.002)
        mix(out, click, at, rng.uniform(0.6, 1.0))
        at += spacing
    mix(out, noise(0.28, rng, centre=3000, to=900, q=1.0, attack=0.03, decay=0.1, release=0.05), at + 0.03, 0.8)
    return out


def skip(rng):
    out = tone(NOTES["D5"], 0.09, REED, attack=0.004, release=0.02)
    return mix(out, tone(NOTES["A4"], 0.15, REED, attack=0.004, decay=0.08), 0.1)


def reverse(rng):
    up = tone(380, 0.32, BRIGHT, to=900, attack=0.02, release=0.06)
    return mix(up, tone(900, 0.32, BRIGHT, to=380, attack=0.02, release=0.06), 0.0, 0.8)


def draw_two(rng, step=0):
    k = semitones(2 * step)
    out = buffer(0.36)
    mix(out, tone(NOTES["G4"] * k, 0.14, BELL, attack=0.002, decay=0.05), 0.0)
    mix(out, tone(NOTES["C5"] * k, 0.2, BELL, attack=0.002, decay=0.07), 0.09)
    return mix(out, noise(0.12, rng, centre=1200, to=3500, q=1.4, attack=0.03, decay=0.05), 0.2, 0.45)


def wild(rng):
    out = buffer(0.75)
    for index, note in enumerate(("C5", "E5", "G5", "C6", "E6")):
        mix(out, tone(NOTES[note], 0.45, BELL, attack=0.003, decay=0.16, release=0.08), 0.065 * index, 0.7)
    return out


def wild_draw_four(rng, step=0):
    k = semitones(2 * step)
    out = buffer(0.8)
    for index, note in enumerate(("A4", "C5", "E5", "A5")):
        mix(out, tone(NOTES[note] * k, 0.3, BELL, attack=0.003, decay=0.1, release=0.05), 0.05 * index, 0.45)
    for index, note in enumerate(("G3", "B3", "D4", "G4")):
        mix(out, tone(NOTES[note] * k, 0.11, REED, attack=0.004, decay=0.06), 0.26 + 0.11 * index, 0.9)
    return out


def uno(rng):
    out = buffer(0.6)
    mix(out, tone(NOTES["C6"], 0.35, BELL, attack=0.002, decay=0.12, release=0.06), 0.0)
    return mix(out, tone(NOTES["G6"], 0.45, BELL, attack=0.002, decay=0.15, release=0.08), 0.13)


def catch(rng):
    # A referee's whistle: a trilled high tone.
    out = tone(2300, 0.38, ((1, 1.0), (2, 0.1)), to=2500, attack=0.015, release=0.05, tremolo=0.6, tremolo_rate=28)
    return mix(out, noise(0.38, rng, centre=2400, q=4.0, attack=0.015, release=0.05), 0.0, 0.15)


def challenge(rng):
    out = buffer(0.75)
    mix(out, tone(NOTES["G2"], 0.16, BRASS, attack=0.008, decay=0.12), 0.0)
    mix(out, tone(NOTES["C#3"], 0.16, BRASS, attack=0.008, decay=0.12), 0.0)
    mix(out, tone(NOTES["F#2"], 0.5, BRASS, attack=0.01, decay=0.3, release=0.1, vibrato=0.006), 0.22)
    return mix(out, tone(NOTES["C3"], 0.5, BRASS, attack=0.01, decay=0.3, release=0.1, vibrato=0.006), 0.22)


def buzzer(rng):
    # A game-show buzzer: two detuned low sawtooths beating against each other.
    saw = tuple((n, 1.0 / n) for n in range(1, 60))
    out = tone(110, 0.55, saw, attack=0.006, release=0.04)
    return mix(out, tone(116.5, 0.55, saw, attack=0.006, release=0.04), 0.0, 0.9)


def buzz(rng):
    square = tuple((n, 1.0 / n) for n in range(1, 24, 2))
    out = tone(NOTES["A4"], 0.16, square, attack=0.004, release=0.03)
    return mix(out, tone(NOTES["A4"] * 1.015, 0.16, square, attack=0.004, release=0.03), 0.0, 0.8)


def jump_in(rng):
    out = noise(0.13, rng, centre=500, to=4200, q=1.2, attack=0.06, release=0.02)
    mix(out, tone(NOTES["E5"], 0.12, BRIGHT, to=NOTES["E6"], attack=0.03, release=0.02), 0.0, 0.25)
    return mix(out, card_slap(rng, 2200, 170, False), 0.12)


def your_turn(rng):
    out = buffer(0.55)
    mix(out, tone(NOTES["E5"], 0.35, BRIGHT, attack=0.004, decay=0.14, release=0.06), 0.0)
    return mix(out, tone(NOTES["B5"], 0.42, BRIGHT, attack=0.004, decay=0.16, release=0.08), 0.12)


def playable(rng):
    return tone(NOTES["E6"], 0.045, SOFT, attack=0.003, decay=0.015, release=0.012)


def unplayable(rng):
    return tone(NOTES["A3"], 0.06, ((1, 1.0), (2, 0.3)), to=NOTES["F3"], attack=0.004, decay=0.02, release=0.015)


def menu_move(rng):
    return tone(1760, 0.028, SOFT, attack=0.002, decay=0.008, release=0.008)


def menu_select(rng):
    out = tone(NOTES["A5"], 0.05, BRIGHT, attack=0.003, decay=0.03, release=0.01)
    return mix(out, tone(NOTES["E6"], 0.09, BRIGHT, attack=0.003, decay=0.04, release=0.02), 0.045)


def error(rng):
    square = tuple((n, 1.0 / n) for n in range(1, 16, 2))
    out = tone(196, 0.09, square, attack=0.004, release=0.02)
    return mix(out, tone(185, 0.11, square, attack=0.004, release=0.03), 0.15)


def penalty(rng):
    out = tone(700, 0.35, BRASS, to=240, attack=0.01, decay=0.25, release=0.06)
    mix(out, noise(0.1, rng, centre=1500, to=3800, q=1.4, attack=0.02, decay=0.04), 0.36, 0.6)
    return mix(out, noise(0.1, rng, centre=1600, to=3900, q=1.4, attack=0.02, decay=0.04), 0.47, 0.6)


def swap(rng):
    out = noise(0.3, rng, centre=700, to=3800, q=1.5, attack=0.08, release=0.08)
    mix(out, noise(0.3, rng, centre=3800, to=700, q=1.5, attack=0.08, release=0.08), 0.1)
    return mix(out, tone(NOTES["D5"], 0.3, SOFT, to=NOTES["A5"], attack=0.05, release=0.08), 0.05, 0.15)


# The No Mercy deck's cards (DECK-5): each a relative of the classic cue it grows from.

def draw_four(rng):
    # The Draw Two's two bells, then two more a step higher.
    out = buffer(0.5)
    for index, note in enumerate(("G4", "C5", "E5", "G5")):
        mix(out, tone(NOTES[note], 0.14, BELL, attack=0.002, decay=0.05), 0.08 * index)
    return mix(out, noise(0.12, rng, centre=1200, to=3500, q=1.4, attack=0.03, decay=0.05), 0.34, 0.45)


def skip_everyone(rng):
    # The Skip's fall, three times over, faster and lower: everyone passed by.
    out = buffer(0.62)
    for index, (high, low) in enumerate((("D5", "A4"), ("C5", "G4"), ("A4", "E4"))):
        mix(out, tone(NOTES[high], 0.07, REED, attack=0.004, release=0.02), 0.18 * index)
        mix(out, tone(NOTES[low], 0.1, REED, attack=0.004, decay=0.06), 0.18 * index + 0.075)
    return out


def discard_all(rng):
    # A run of cards slapped down one after another.
    out = buffer(0.6)
    for index in range(5):
        mix(out, card_slap(rng, 1800 + 250 * index, 150, index == 4), 0.09 * index, 0.8)
    return out


def wild_reverse_draw_four(rng):
    out = buffer(1.0)
    mix(out, reverse(rng), 0.0, 0.7)
    return mix(out, wild_draw_four(rng), 0.2)


def wild_draw_more(rng, step, lows):
    """A Wild Draw Four higher up, with `lows` low reed notes after it."""
    k = semitones(2 * step)
    out = buffer(0.5 + 0.11 * lows)
    for index, note in enumerate(("A4", "C5", "E5", "A5")):
        mix(out, tone(NOTES[note] * k, 0.3, BELL, attack=0.003, decay=0.1, release=0.05), 0.05 * index, 0.45)
    lows_notes = ("G3", "B3", "D4", "G4", "B4", "D5")
    for index in range(lows):
        mix(out, tone(NOTES[lows_notes[index % 6]] * k * (2 if index >= 6 else 1), 0.1, REED, attack=0.004,
                      decay=0.05), 0.26 + 0.09 * index, 0.9)
    return out


def roulette(rng):
    # A wheel: clicks slowing down, then a bell where it stops.
    out = buffer(1.1)
    at, gap = 0.0, 0.03
    while at < 0.8:
        click = noise(0.006, rng, centre=rng.uniform(3000, 4200), q=2.5, attack=0.0005, decay=0.002, release=0.002)
        mix(out, click, at, 0.8)
        at += gap
        gap *= 1.16
    return mix(out, tone(NOTES["E6"], 0.3, BELL, attack=0.002, decay=0.12, release=0.06), at + 0.02, 0.7)


def mercy(rng):
    # Out of the round: a slow falling brass line.
    out = buffer(1.0)
    for index, note in enumerate(("E3", "D3", "C3")):
        mix(out, tone(NOTES[note], 0.28, BRASS, attack=0.02, decay=0.2, release=0.06), 0.22 * index)
    return mix(out, tone(NOTES["A2"], 0.5, BRASS, attack=0.02, decay=0.4, release=0.1, vibrato=0.01), 0.66)


# The Flip deck's cards (DECK-6): relatives of the classic cues, the dark side's lower.

def draw_one(rng):
    # The Draw Two's first bell alone, and the card's rustle.
    out = buffer(0.3)
    mix(out, tone(NOTES["C5"], 0.16, BELL, attack=0.002, decay=0.06), 0.0)
    return mix(out, noise(0.1, rng, centre=1200, to=3200, q=1.4, attack=0.03, decay=0.04), 0.12, 0.4)


def flip(rng):
    # A whole deck turned over: a sweep up and back down, and a low thump where it lands.
    out = buffer(0.75)
    mix(out, noise(0.3, rng, centre=600, to=4200, q=1.2, attack=0.1, release=0.05), 0.0, 0.8)
    mix(out, noise(0.25, rng, centre=4200, to=500, q=1.2, attack=0.03, release=0.08), 0.26, 0.7)
    mix(out, tone(NOTES["E4"], 0.4, SOFT, to=NOTES["E3"], attack=0.02, release=0.1), 0.08, 0.35)
    return mix(out, tone(110, 0.12, ((1, 1.0), (2, 0.2)), to=85, attack=0.002, decay=0.04), 0.5, 0.6)


def draw_five(rng):
    # Five bells down low, quicker than the Draw Four's.
    out = buffer(0.6)
    for index, note in enumerate(("C4", "E4", "G4", "C5", "E5")):
        mix(out, tone(NOTES[note], 0.13, BELL, attack=0.002, decay=0.05), 0.07 * index)
    return mix(out, noise(0.12, rng, centre=900, to=2800, q=1.4, attack=0.03, decay=0.05), 0.38, 0.45)


def wild_draw_colour(rng):
    # The Wild's rising bells, then draws that go on: clicks that will not stop soon.
    out = buffer(1.1)
    for index, note in enumerate(("C5", "E5", "G5")):
        mix(out, tone(NOTES[note], 0.3, BELL, attack=0.003, decay=0.1, release=0.05), 0.06 * index, 0.6)
    at = 0.3
    for index in range(7):
        mix(out, noise(0.06, rng, centre=1400 + 120 * index, to=3000, q=1.4, attack=0.01, decay=0.025),
            at, 0.55)
        at += 0.095
    return out


def fanfare(steps, chord, hold):
    """Brass notes (note, start, length) then a held chord with a little vibrato."""
    out = buffer(0.1)
    end = 0.0
    for note, start, length in steps:
        mix(out, tone(NOTES[note], length, BRASS, attack=0.012, decay=0.4, release=0.03), start, 0.8)
        end = max(end, start + length)
    for note in chord:
        mix(out, tone(NOTES[note], hold, BRASS, attack=0.02, decay=hold, release=hold * 0.4, vibrato=0.004), end, 0.6)
    return out


def round_won(rng):
    steps = [("C5", 0.0, 0.11), ("E5", 0.12, 0.11), ("G5", 0.24, 0.11)]
    return fanfare(steps, ("C5", "E5", "G5", "C6"), 0.55)


def match_won(rng):
    steps = [("G4", 0.0, 0.1), ("G4", 0.12, 0.1), ("G4", 0.24, 0.1), ("C5", 0.36, 0.3),
             ("G4", 0.68, 0.12), ("C5", 0.82, 0.12), ("E5", 0.96, 0.12)]
    out = fanfare(steps, ("C4", "G4", "C5", "E5", "G5", "C6"), 0.95)
    for index, note in enumerate(("C6", "E6", "G6", "C7")):
        mix(out, tone(NOTES[note], 0.3, BELL, attack=0.003, decay=0.1, release=0.06), 1.12 + 0.08 * index, 0.25)
    return out


def round_lost(rng):
    out = buffer(0.95)
    for index, (note, length) in enumerate((("G4", 0.22), ("D#4", 0.22), ("C4", 0.5))):
        mix(out, tone(NOTES[note], length, SOFT, attack=0.01, decay=0.3, release=0.08, vibrato=0.003), 0.22 * index)
    return out


def match_lost(rng):
    # The sad trombone: three falling notes and a long wobbling last one.
    out = buffer(2.1)
    for index, note in enumerate(("A#3", "A3", "G#3")):
        mix(out, tone(NOTES[note], 0.34, BRASS, to=NOTES[note] * 0.985, attack=0.03, release=0.06), 0.38 * index)
    last = tone(NOTES["G3"], 0.95, BRASS, attack=0.03, decay=1.2, release=0.3, vibrato=0.018, vibrato_rate=6.0)
    return mix(out, last, 1.14)


# name: (builder, loudness in dBFS). Browsing cues are much softer so they don't tire at speed;
# buzzy timbres sound louder than their level says, so they sit a little lower.
NORMAL = -13.0
RECIPES = {
    **{f"play{n}": (play_variant(n), NORMAL) for n in range(1, 5)},
    "draw": (draw, NORMAL),
    "shuffle": (shuffle, -14.0),
    "skip": (skip, -14.0),
    "reverse": (reverse, NORMAL),
    "draw_two": (draw_two, NORMAL),
    "wild": (wild, NORMAL),
    "wild_draw_four": (wild_draw_four, NORMAL),
    "uno": (uno, -12.0),
    "catch": (catch, -14.0),
    "challenge": (challenge, NORMAL),
    "buzzer": (buzzer, -14.0),
    "buzz": (buzz, -16.0),
    "jump_in": (jump_in, NORMAL),
    "your_turn": (your_turn, NORMAL),
    "playable": (playable, -27.0),
    "unplayable": (unplayable, -25.0),
    "round_won": (round_won, -12.0),
    "round_lost": (round_lost, NORMAL),
    "match_won": (match_won, -12.0),
    "match_lost": (match_lost, NORMAL),
    "menu_move": (menu_move, -27.0),
    "menu_select": (menu_select, -20.0),
    "error": (error, -15.0),
    "penalty": (penalty, NORMAL),
    "swap": (swap, -14.0),
    "deal": (deal, -14.0),
    "draw_four": (draw_four, NORMAL),
    "skip_everyone": (skip_everyone, -14.0),
    "discard_all": (discard_all, NORMAL),
    "wild_reverse_draw_four": (wild_reverse_draw_four, NORMAL),
    "wild_draw_six": ((lambda rng: wild_draw_more(rng, 1, 6)), NORMAL),
    "wild_draw_ten": ((lambda rng: wild_draw_more(rng, 2, 10)), NORMAL),
    "roulette": (roulette, NORMAL),
    "mercy": (mercy, NORMAL),
    "draw_one": (draw_one, NORMAL),
    "flip": (flip, -14.0),
    "wild_draw_two": ((lambda rng: wild_draw_more(rng, -1, 2)), NORMAL),
    "draw_five": (draw_five, NORMAL),
    "wild_draw_colour": (wild_draw_colour, NORMAL),
    # Rising pitch for a growing draw stack: Sounds.play(cue, pitch_step=N).
    **{f"draw_two_up{n}": ((lambda rng, n=n: draw_two(rng, n)), NORMAL) for n in range(1, 4)},
    **{f"wild_draw_four_up{n}": ((lambda rng, n=n: wild_draw_four(rng, n)), NORMAL) for n in range(1, 4)},
}


def write_wav(path: pathlib.Path, samples: list[float]) -> None:
    frames = struct.pack(f"<{len(samples)}h", *(max(-32767, min(32767, round(v * 32767))) for v in samples))
    with wave.open(str(path), "wb") as file:
        file.setnchannels(1)
        file.setsampwidth(2)
        file.setframerate(RATE)
        file.writeframes(frames)


CREDITS = """# Sound credits

Every file in this folder is synthesized by `tools/make_sounds.py` (standard library
only, no samples or recordings from anywhere else). The sounds are owned by the
uno-audio project and released under the same licence as the code (MIT).

Regenerate them with `python tools/make_sounds.py`.
"""


def main(argv: list[str]) -> int:
    root = pathlib.Path(__file__).resolve().parent.parent
    directory = pathlib.Path(argv[1]) if len(argv) > 1 else root / "sounds"
    directory.mkdir(parents=True, exist_ok=True)
    for name, (build, level_db) in sorted(RECIPES.items()):
        rng = random.Random(f"uno-audio:{name}")
        write_wav(directory / f"{name}.wav", finish(build(rng), level_db))
    (directory / "CREDITS.md").write_text(CREDITS, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
