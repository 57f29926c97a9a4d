"""The house rules a player sets: every yes/no field of `Rules`, and the number fields
that declare the values they offer (`steps`)."""

from __future__ import annotations

from dataclasses import fields

from ..engine import Rules

VARIANTS = tuple(f.name for f in fields(Rules) if f.type == "bool")
# Number options offered as variants: off at 0, else one of their steps.
STEPPED = {f.name: f.metadata["steps"] for f in fields(Rules) if "steps" in f.metadata}


def message_id(name: str) -> str:
    """The locale id of a variant's name: `variant-jump-in` for `jump_in`."""
    return "variant-" + name.replace("_", "-")


def value_text(tr, name: str, value) -> str:
    """How a number variant's value is said: off, or `variant-<name>-value`."""
    return tr("off") if not value else tr(message_id(name) + "-value", count=value)


def variant_names(tr, rules: Rules, leave=()) -> list[str]:
    """The names of the variants `rules` plays, except those in `leave`."""
    if rules.deck == "no-mercy":  # DECK-5: the deck first; its 0 and 7 are part of it
        leave = tuple(leave) + ("seven_zero", "seven_must_swap")
    names = [tr("deck-in-play", deck=tr("deck-" + rules.deck))] if rules.deck != "classic" else []
    names += [tr(message_id(n)) for n in VARIANTS if getattr(rules, n) and n not in leave]
    names += [tr("variant-state", variant=tr(message_id(n)), state=value_text(tr, n, getattr(rules, n)))
              for n in STEPPED if getattr(rules, n) and n not in leave]
    return names


def rules_sections(tr) -> list[str]:
    """The rules text's sections: the locale's list, then the section of each variant
    declared since (`rules-<name>`), in the order of the declaration."""
    listed = tr("rules-sections").split()
    for name in VARIANTS + tuple(STEPPED):
        sid = "rules-" + name.replace("_", "-")
        if sid not in listed and tr.has(sid):
            listed.append(sid)
    return listed
