"""The rule set of a match: official rules by default, each variant a field."""

from __future__ import annotations

from dataclasses import dataclass, field, fields, asdict

from .cards import Card

SCORINGS = ("standard", "lowest", "elimination")
# DECK-5, DECK-6: the decks a game deals from.
DECKS = ("classic", "no-mercy", "flip")
# DECK-5.10: the options the No Mercy deck plays without (its own rules stand for them).
NOT_WITH_MERCY = ("stacking", "sequences", "jump_in", "super_jump_in", "bluff", "draw_then_play",
                  "buzzer", "draw_to_match", "teams", "rotate", "two_tables", "advanced_responses",
                  "mixed_stacking", "sequence_wrap", "jump_in_plays_on", "jump_in_actions",
                  "optional_draws", "blank_cards")
# DECK-6.11: the options the Flip deck plays without: sequences that wrap (it has no 0),
# jump-ins with action cards (a Flip or a draw card never lands out of turn), the Buzzer
# and blank cards (one-sided cards in a two-sided deck).
NOT_WITH_FLIP = ("sequence_wrap", "super_jump_in", "jump_in_actions", "buzzer", "blank_cards")
# VAR-OPTDRAW: `optional_draws` at this value has no limit (draw until you choose to play).
DRAWS_UNLIMITED = 99
OPTIONAL_DRAWS = tuple(range(0, 21)) + (DRAWS_UNLIMITED,)
# VAR-CLOCK: the thinking clock's settings in seconds, 0 for off.
CLOCK_SECONDS = (0, 10, 15, 20, 30, 45, 60, 90, 120, 180, 240, 300)


def _variant(clause: str, default=False, steps=None):
    """A field of the rules; `steps` lists the values a number option offers in the setup."""
    meta = {"clause": clause}
    if steps is not None:
        meta["steps"] = steps
    return field(default=default, metadata=meta)


@dataclass(frozen=True)
class Rules:
    stacking: bool = _variant("VAR-STACK")
    sequences: bool = _variant("VAR-SEQ")
    jump_in: bool = _variant("VAR-JUMP")
    super_jump_in: bool = _variant("VAR-SUPERJUMP")
    bluff: bool = _variant("VAR-BLUFF")
    draw_then_play: bool = _variant("VAR-DRAWPLAY")
    seven_zero: bool = _variant("VAR-07")
    buzzer: bool = _variant("VAR-BUZZ")
    draw_to_match: bool = _variant("VAR-DRAWMATCH")
    teams: bool = _variant("VAR-TEAMS")
    rotate: bool = _variant("VAR-ROTATE")
    uno_penalty: int = _variant("UNO-2", 2)
    bluff_penalty: int = _variant("CHAL-2", 4)
    jump_in_penalty: int = _variant("VAR-JUMP", 3)
    buzzer_penalty: int = _variant("VAR-BUZZ", 3)
    target: int = _variant("SCORE-2", 500)
    scoring: str = _variant("SCORE-3", "standard")
    rounds: int | None = _variant("SCORE-3", None)
    # DECK-4: the blank cards added to the deck, by text ("R*SWAP"), and what each scores.
    blank_cards: tuple = _variant("DECK-4.1", ())
    blank_points: int = _variant("DECK-4.3", 20)
    # VAR-ROTATE with eight players: each table of four is a Game with this on; the match
    # of 28 hands is `tables.TwoTables`.
    two_tables: bool = _variant("VAR-ROTATE-8")
    # The house rules of VAR-ANSWER to VAR-CLOCK.
    advanced_responses: bool = _variant("VAR-ANSWER")
    mixed_stacking: bool = _variant("VAR-MIXSTACK")
    sequence_wrap: bool = _variant("VAR-SEQWRAP")
    seven_must_swap: bool = _variant("VAR-07-MUST")
    jump_in_plays_on: bool = _variant("VAR-JUMPON")
    jump_in_actions: bool = _variant("VAR-JUMPACT")
    optional_draws: int = _variant("VAR-OPTDRAW", 0, OPTIONAL_DRAWS)
    turn_clock: int = _variant("VAR-CLOCK", 0, CLOCK_SECONDS)
    # DECK-5, DECK-6: the No Mercy or the Flip deck and its rules, in place of the classic deck.
    deck: str = _variant("DECK-5", "classic")

    def __post_init__(self):
        if self.scoring not in SCORINGS:
            raise ValueError(f"unknown scoring: {self.scoring!r}")
        if self.deck not in DECKS:
            raise ValueError(f"unknown deck: {self.deck!r}")
        if self.deck == "no-mercy":
            # DECK-5.10: its own rules; 0 and 7 always on, a 7 always swaps (DECK-5.7).
            clash = [name for name in NOT_WITH_MERCY if getattr(self, name)]
            if clash or self.scoring == "elimination":
                raise ValueError(f"the No Mercy deck plays without: {', '.join(clash or ['elimination'])}")
            object.__setattr__(self, "seven_zero", True)
            object.__setattr__(self, "seven_must_swap", True)
        if self.deck == "flip":
            clash = [name for name in NOT_WITH_FLIP if getattr(self, name)]
            if clash:
                raise ValueError(f"the Flip deck plays without: {', '.join(clash)}")
        for f in fields(self):
            value = getattr(self, f.name)
            if f.type == "bool" and not isinstance(value, bool):
                raise ValueError(f"{f.name} must be true or false, not {value!r}")
            if f.type == "int" and (not isinstance(value, int) or isinstance(value, bool) or value < 0):
                raise ValueError(f"{f.name} must be a whole number, not {value!r}")
        if self.rounds is not None and (not isinstance(self.rounds, int) or isinstance(self.rounds, bool)
                                        or self.rounds < 1):
            raise ValueError(f"rounds must be a positive whole number, not {self.rounds!r}")
        if self.optional_draws not in OPTIONAL_DRAWS:
            raise ValueError(f"optional_draws is 0 to 20 or {DRAWS_UNLIMITED}, not {self.optional_draws!r}")
        if self.turn_clock not in CLOCK_SECONDS and not 10 <= self.turn_clock <= 300:
            raise ValueError(f"turn_clock is 0 (off) or 10 to 300 seconds, not {self.turn_clock!r}")
        if self.target < 1:
            raise ValueError("target must be at least 1")
        if not isinstance(self.blank_cards, (tuple, list)):
            raise ValueError(f"blank_cards must be a list of blank cards, not {self.blank_cards!r}")
        texts = []
        for text in self.blank_cards:
            try:
                card = Card.parse(text)
            except ValueError:
                card = None
            if card is None or card.blank is None:
                raise ValueError(f"not a blank card: {text!r}")
            texts.append(str(card))
        object.__setattr__(self, "blank_cards", tuple(texts))  # JSON gives a list

    @property
    def jumping(self) -> bool:
        return self.jump_in or self.super_jump_in

    @property
    def answering(self) -> bool:
        """A pending draw may be answered (VAR-STACK, VAR-MIXSTACK, VAR-ANSWER)."""
        return self.stacking or self.mixed_stacking or self.advanced_responses or self.deck == "no-mercy"

    @property
    def no_mercy(self) -> bool:
        return self.deck == "no-mercy"

    @property
    def flip(self) -> bool:
        return self.deck == "flip"

    @property
    def partners(self) -> bool:
        return self.teams or self.rotate or self.two_tables

    def to_dict(self) -> dict:
        data = asdict(self)
        data["blank_cards"] = list(self.blank_cards)  # as JSON holds it
        return data

    @classmethod
    def from_dict(cls, data: dict) -> "Rules":
        names = {f.name for f in fields(cls)}
        unknown = set(data) - names
        if unknown:
            raise ValueError(f"unknown rules: {', '.join(sorted(unknown))}")
        return cls(**data)

    def changed(self) -> dict:
        """The fields that differ from the official rules."""
        base = Rules()
        return {f.name: getattr(self, f.name) for f in fields(self)
                if getattr(self, f.name) != getattr(base, f.name)}
