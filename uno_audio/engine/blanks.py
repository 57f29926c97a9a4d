"""Blank cards (DECK-4): the family writes its own rule on them.

Each rule is declared once here; the deck, the engine, the setup menu and the
rules text all read this table. A rule's name and rules text are the Fluent
messages `blank-<id>` and `blank-<id>-rules`. A blank card's text form is its
colour, `*` and the rule's code: `R*SWAP` is a red Swap Hands.

The clauses, as the engine plays them (tests cite them):

- DECK-4.1 `Rules.blank_cards` lists the blank cards added to the deck, each a
  colour and a rule (one per colour, or any number); the deck stays whole (DECK-3).
- DECK-4.2 A blank card matches by its colour, or on a blank card of the same rule
  (its symbol); any card of its colour may follow it. It is no Wild, it counts as
  a card of its colour for PLAY-3, and nobody jumps in with it or on it.
- DECK-4.3 Left in a hand it scores `Rules.blank_points` (20).
- DECK-4.4 Its rule acts when it is played; turned up first it is a plain card of
  its colour; as the last card it ends the round and its rule does not act.
- DECK-4.5 Everyone Draws: every other player draws one; play goes on.
- DECK-4.6 Pick Two: its player chooses another player (`choose <seat>`, phase
  "choose"), who draws two (no stacking, no challenge); play goes on.
- DECK-4.7 Swap Hands: as VAR-07's 7 (phase "swap": swap with a chosen player, or keep).
- DECK-4.8 Pass Hands: as VAR-07's 0, every hand moves on in the direction of play.
- DECK-4.9 Play Again: everyone else loses their turn; its player plays again.
- DECK-4.10 Colour Clear-out: its player discards every card of its colour (the
  colour in play) face up beneath it; an empty hand goes out, one card left opens
  the UNO window (UNO-3).
- DECK-4.11 Name a Colour: its player names a colour (phase "color"); the next
  player must play a card of that colour, no Wild and no symbol match, or draw until
  one comes, which they may play or keep; that colour then stays in play as after
  a Wild.
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
