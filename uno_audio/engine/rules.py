"""The rule set of a match: official rules by default, each variant a field."""

from __future__ import annotations

from dataclasses import dataclass, field, fields, asdict

from .cards import BLANK_BASE, Card

SCORINGS = ("standard", "lowest", "elimination")


def _variant(clause: str, default=False):
    return field(default=default, metadata={"clause": clause})


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

    def __post_init__(self):
        if self.scoring not in SCORINGS:
            raise ValueError(f"unknown scoring: {self.scoring!r}")
        for f in fields(self):
            value = getattr(self, f.name)
            if f.type == "bool" and not isinstance(value, bool):
                raise ValueError(f"{f.name} must be true or false, not {value!r}")
            if f.type == "int" and (not isinstance(value, int) or isinstance(value, bool) or value < 0):
                raise ValueError(f"{f.name} must be a whole number, not {value!r}")
        if self.rounds is not None and (not isinstance(self.rounds, int) or isinstance(self.rounds, bool)
                                        or self.rounds < 1):
            raise ValueError(f"rounds must be a positive whole number, not {self.rounds!r}")
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
            if card is None or card < BLANK_BASE:
                raise ValueError(f"not a blank card: {text!r}")
            texts.append(str(card))
        object.__setattr__(self, "blank_cards", tuple(texts))  # JSON gives a list

    @property
    def jumping(self) -> bool:
        return self.jump_in or self.super_jump_in

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
