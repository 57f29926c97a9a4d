"""The house rules a player turns on or off: every yes/no field of `Rules`."""

from __future__ import annotations

from dataclasses import fields

from ..engine import Rules

VARIANTS = tuple(f.name for f in fields(Rules) if f.type == "bool")


def variant_names(tr, rules: Rules, leave=()) -> list[str]:
    """The names of the variants `rules` plays, except those in `leave`."""
    return [tr("variant-" + n.replace("_", "-")) for n in VARIANTS if getattr(rules, n) and n not in leave]
