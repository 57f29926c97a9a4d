"""Shared helpers for the engine tests: tables set up the way the rules describe them."""

from __future__ import annotations

import pickle
from collections import Counter

import pytest

from uno_audio.engine import COLORS, Card, Game, IllegalAction, Rules, full_deck
from uno_audio.engine.cards import FLIP_BASE
from uno_audio.engine.game import deck_for

from engine_helpers import state

HAND_SIZE = 7
FULL_DECK = {buzzer: sorted(full_deck(buzzer)) for buzzer in (False, True)}


def _cards(text) -> list[Card]:
    if isinstance(text, str):
        text = text.split()
    return [Card.parse(c) if isinstance(c, str) else Card(c) for c in text]


def scenario_deck(hands, first, draw=(), dealer=None, buzzer=False, blanks=(), cards=None):
    """A full deck, top card first, that deals `hands` (seat order, 7 cards each) from
    the left of `dealer`, turns up `first`, then draws `draw`; the rest follows in
    `full_deck` order (or the order of `cards`, the whole deck, when given)."""
    n = len(hands)
    dealer = n - 1 if dealer is None else dealer
    hands = [_cards(h) for h in hands]
    first = _cards([first])
    draw = _cards(draw)
    rest = Counter(full_deck(buzzer, blanks) if cards is None else cards)
    rest.subtract(c for h in hands for c in h)
    rest.subtract(first + draw)
    if any(v < 0 for v in rest.values()):
        raise ValueError(f"more copies than the deck holds: {+(-rest)}")
    deck = []
    for r in range(HAND_SIZE):
        for i in range(n):
            deck.append(hands[(dealer + 1 + i) % n][r])
    return deck + first + draw + list((+rest).elements())


def table(*hands, first, draw=(), rules=Rules(), dealer=None, seed=0) -> Game:
    """A game whose seats hold `hands` (strings like "R5 G+2 W"), with `first` turned up
    and `draw` the next cards of the draw pile; `seed` shuffles the later rounds. The
    dealer is the last seat, so seat 0 starts. Hands shorter than 7 are dealt full;
    the extra cards then go to the bottom of the draw pile, so the deck is still
    whole (DECK-3)."""
    n = len(hands)
    dealer = n - 1 if dealer is None else dealer
    wanted = [_cards(h) for h in hands]
    spare = Counter(deck_for(rules))
    spare.subtract(c for h in wanted for c in h)
    spare.subtract(_cards([first]) + _cards(draw))
    # Padding: the highest spare kinds (wilds, then blue), put under the draws.
    pool = sorted((+spare).elements(), reverse=True)
    padding = [[pool.pop(0) for _ in range(HAND_SIZE - len(h))] for h in wanted]
    deck = scenario_deck([w + p for w, p in zip(wanted, padding)], first, draw, dealer, rules.buzzer,
                         rules.blank_cards, deck_for(rules))
    game = Game(n, rules, seed=seed, deck=deck, dealer=dealer)
    for seat, pad in enumerate(padding):
        for card in pad:
            game.hands[seat].remove(card)
        game.draw_pile[:0] = pad
    return game


def assert_whole_deck(game):
    """DECK-3: draw pile + discard pile + hands hold exactly the deck. With the Flip deck
    (DECK-6.5) every card shows the face of the side in play, each card its own two faces."""
    cards = sorted(game.draw_pile + game.discard + [c for h in game.hands for c in h])
    if game.rules.deck == "flip":
        dark = game.side == "dark"
        assert all(c.flip and c.dark == dark for c in cards), game.side
        cards = sorted(c.other if dark else c for c in cards)
    assert cards == sorted(deck_for(game.rules))


def finish_round(game):
    """Play the round out: the seat on turn plays its first playable card, else the
    first thing it may do; a buzzer window is closed at once."""
    while not game.round_over:
        if game.phase == "buzzer":
            game.close_buzzer()
            continue
        actions = game.legal_actions(game.turn)
        plays = [a for a in actions if a.startswith(("play", "color", "swap"))]
        game.apply(game.turn, (plays or actions)[0])
    return game


IN_TURN = ("draw", "pass", "challenge", "color ", "swap ", "choose ")
JUNK_ACTIONS = ("", "dance", "play", "play R10", "play W Q", "color Q", "color", "draw 2",
                "catch", "catch x", "swap 1 2", "uno now", "pass pass")


def fingerprint(game):
    """The whole state, cheaper than pickling all of it: history and log by length
    (they only ever grow), the random generator by its state."""
    fields = state(game)
    history, log, rng = fields.pop("history"), fields.pop("log"), fields.pop("rng")
    return pickle.dumps(fields), len(history), len(log), rng.getstate()


def random_attempt(game, rng) -> tuple:
    """Anything a careless or confused player might try: (seat, action)."""
    n = game.players
    seat = rng.randrange(-1, n + 1) if rng.random() < 0.05 else rng.randrange(n)
    roll = rng.random()
    if roll < 0.4 and 0 <= seat < n and game.hands[seat]:
        card = rng.choice(game.hands[seat])  # often a jump-in, failed or not
    elif roll < 0.8:
        # a card of the deck in play (DECK-6: a Flip card, either way up)
        card = Card(rng.randrange(55) if game.rules.deck != "flip" else FLIP_BASE + rng.randrange(112))
    else:
        verb = rng.choice(("draw", "pass", "uno", "challenge", "buzz", "color", "catch", "swap", "junk"))
        if verb in ("catch", "swap"):
            return seat, f"{verb} {rng.randrange(-1, n + 1)}"
        if verb == "color":
            return seat, "color " + rng.choice(COLORS)
        return seat, rng.choice(JUNK_ACTIONS) if verb == "junk" else verb
    color = " " + rng.choice(COLORS) if (card.is_wild or rng.random() < 0.05) else ""
    return seat, f"play {card}{color}"


def random_play(game, rng, rounds=1, check=None, illegal=0.0, max_actions=200_000):
    """Play up to `rounds` rounds of random play from every seat, in turn and out of
    turn: plays ~90% of the time when there are any (purely random play with 0/7
    swaps can go on for very long: with eight players, swaps, the buzzer and drawing
    to match, a round of random play has taken over 20,000 actions), the buzzer window
    sometimes closed early. A share
    `illegal` of the steps first tries `random_attempt`: refused, it must change
    nothing; accepted, it must have been listed or be a failed jump-in.
    Before each step, only the seat on turn may do turn things (draw, pass,
    challenge, name a colour, swap), and nobody during a buzzer window.
    `check(game, events)` runs after everything that changed the game."""
    check = check or (lambda game, events: None)
    for r in range(rounds):
        actions = 0
        while not game.round_over:
            actions += 1
            assert actions <= max_actions, "the round does not end"
            if illegal and rng.random() < illegal:
                seat, action = random_attempt(game, rng)
                listed = game.legal_actions(seat) if 0 <= seat < game.players else []
                before = fingerprint(game)
                try:
                    events = game.apply(seat, action)
                except IllegalAction as err:
                    assert err.reason, action
                    assert fingerprint(game) == before, (seat, action)
                else:
                    assert action in listed or [e.kind for e in events] == ["jump-in-failed"], (seat, action)
                    check(game, events)
                continue
            if game.phase == "buzzer" and rng.random() < 0.3:
                check(game, game.close_buzzer())
                continue
            options = [(s, a) for s in range(game.players) for a in game.legal_actions(s)]
            # DECK-5.4: a card drawn from the No Mercy deck must be played, so no pass then.
            acting = {s for s, a in options if a.startswith(IN_TURN)
                      or (s == game.turn and game.phase == "drawn" and a.startswith("play"))}
            assert acting == (set() if game.phase == "buzzer" else {game.turn}), (acting, game.phase)
            plays = [o for o in options if o[1].startswith("play")]
            seat, action = rng.choice(plays if plays and rng.random() < 0.9 else options)
            check(game, game.apply(seat, action))
        if game.match_over or r == rounds - 1:
            break
        check(game, game.next_round())
    return game


@pytest.fixture(name="table")
def table_fixture():
    """`table(*hands, first=..., draw=..., rules=..., dealer=...)`: see `table`."""
    return table


@pytest.fixture(name="whole_deck")
def whole_deck_fixture():
    """`whole_deck(game)` asserts DECK-3."""
    return assert_whole_deck


@pytest.fixture(name="finish")
def finish_fixture():
    """`finish(game)` plays the round out (see `finish_round`)."""
    return finish_round


@pytest.fixture(name="random_play")
def random_play_fixture():
    """`random_play(game, rng, rounds=1, check=None, illegal=0.0)`: see `random_play`."""
    return random_play


@pytest.fixture(name="dispatcher_not_running")
def dispatcher_not_running_fixture(monkeypatch, tmp_path):
    """speech-dispatcher installed but not running, and not starting: whatever this machine has."""
    from uno_audio.output import ssip
    monkeypatch.setenv("SPEECHD_ADDRESS", f"unix_socket:{tmp_path / 'no-speechd'}")
    monkeypatch.setattr(ssip, "installed", lambda: True)
    monkeypatch.setattr(ssip, "spawn", lambda address, timeout: 1)
