"""Blank cards (DECK-4): the family writes its own rule on them.

Each rule is declared once here; the deck, the engine, the setup menu and the
rules text all read this table. A rule's name and rules text are the Fluent
messages `blank-<id>` and `blank-<id>-rules`. A blank card's text form is its
colour, `*` and the rule's code: `R*SWAP` is a red Swap Hands.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class BlankRule:
    id: str                  # stable: saves, settings and messages use it
    code: str                # in the card's text form
    effect: str              # what `Game` does when the card is played
    clause: str              # the RULES.md clause
    count: int = 0           # cards drawn, for the drawing effects
    choice: str | None = None  # what the player chooses once it is down: "player" or "colour"

    @property
    def name_id(self) -> str:
        return "blank-" + self.id

    @property
    def rules_id(self) -> str:
        return "blank-" + self.id + "-rules"


BLANK_RULES = (
    BlankRule("everyone-draws", "ALL", "others-draw", "DECK-4.5", count=1),
    BlankRule("pick-draws", "PICK", "chosen-draws", "DECK-4.6", count=2, choice="player"),
    BlankRule("swap-hands", "SWAP", "swap", "DECK-4.7", choice="player"),
    BlankRule("pass-hands", "PASS", "pass-hands", "DECK-4.8"),
    BlankRule("play-again", "AGAIN", "play-again", "DECK-4.9"),
    BlankRule("shed-colour", "SHED", "shed", "DECK-4.10"),
    BlankRule("name-colour", "NAME", "demand", "DECK-4.11", choice="colour"),
)
RULE_IDS = tuple(r.id for r in BLANK_RULES)
BY_ID = {r.id: r for r in BLANK_RULES}
