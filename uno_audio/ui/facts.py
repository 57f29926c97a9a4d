"""The facts a spoken line may tell, and whether they still hold.

A line that a later event can make false carries its fact (`about`): the speech
scheduler asks its screen whether it holds before the line is started or said
again. The same test reads the state kept with each line of the speech log, so
what was heard can be checked against what was true when it was heard.

    ("turn", seat, turns, phase)  it is seat's turn, the same turn (turns told so far),
                                  in `phase` unless None
    ("count", seat, n)            seat holds n cards
    ("buzzer", buzzers)           the buzzer race is open, the same one, and the
                                  seat at the keyboard has not pressed
    ("step", k)                   the tutorial is at step k
    ("handover", seat)            the keyboard is being passed to seat
"""

from __future__ import annotations

from ..engine import Phase


def table_state(table) -> dict:
    g = table.game
    return {"turn": g.turn, "decider": g.decider, "phase": g.phase, "round_over": g.round_over,
            "counts": [len(h) for h in g.hands], "turns": table.turns, "buzzers": table.buzzers,
            "buzzed": list(g.buzzed), "me": table.me, "handover": table.handover_to,
            "step": table.step}


def state_of(app) -> dict:
    """The screens open and, when a match is open, its table's state."""
    state = {"screens": [type(s).__name__ for s in app.stack]}
    table = next((s for s in reversed(app.stack) if s.context == "table"), None)
    if table is not None:
        state.update(table_state(table))
    return state


def holds(fact, state: dict) -> bool:
    kind = fact[0]
    if kind == "turn":
        _, seat, turns, phase = fact
        return (not state.get("round_over") and state.get("turn") == seat and state.get("turns") == turns
                and (phase is None or state.get("phase") == phase))
    if kind == "count":
        counts = state.get("counts")
        return counts is not None and counts[fact[1]] == fact[2]
    if kind == "buzzer":
        return (state.get("phase") == Phase.BUZZER and state.get("buzzers") == fact[1]
                and state.get("me") not in state.get("buzzed", ()))
    if kind == "step":
        return state.get("step") == fact[1]
    if kind == "handover":
        return state.get("handover") == fact[1]
    return True
