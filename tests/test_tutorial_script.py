"""The tutorial's script run by the match alone, on a virtual clock: its deal, Tina's
answers and the step on, with the player's moves as intents and no screen."""

from __future__ import annotations

from uno_audio.session import Match, Script, Timing
from uno_audio.session.script import READERS, TINA_PLAYS, TOP, YOURS

from test_match import Clock

# The player's move at each step that makes one (the others only tell, or open a reader).
MOVES = {"play": ["play R5"], "draw": ["draw"], "color": ["play W G"], "catch": ["catch"],
         "second": ["play G2"], "uno": ["uno", "play B3"], "last": ["play Y7"]}


def test_the_script_deals_answers_and_says_which_step_is_on():
    script, clock = Script(), Clock()
    match = Match.scripted(script, clock, Timing())
    g = match.game
    assert [str(c) for c in g.hands[0]] == list(YOURS) and str(g.top) == TOP
    assert match.humans == [0] and not match.thinking.on
    match.start(clock.now)
    steps = []
    choosing = False
    while script.current is not None:
        # Tina acts until the step's moment comes.
        for _ in range(100):
            if script.ready(g, choosing) or g.round_over:
                break
            clock.now = max(clock.now, match.deadline() or clock.now)
            match.update(clock.now)
        step = script.current
        assert script.ready(g, choosing), step.id
        steps.append(step.id)
        assert not script.allows(g, "not-a-command", None, None, choosing)
        if step.id == "wild":
            choosing = True            # Enter on the Wild opens the colour choice
        for move in MOVES.get(step.id, []):
            if move == "catch":
                move = next(str(a) for a in g.legal_actions(0) if a.verb == "catch")
            if move == "uno":
                assert script.allows(g, "uno", None, None, choosing)
                script.went_through("uno")
            elif move.startswith("play") and step.card is not None:
                assert script.allows(g, "play", step.card, None, choosing)
            match.intent(0, move, clock.now)
        if step.id == "color":
            choosing = False
        if step.id in READERS:
            assert not script.done(g, choosing)
            script.advance()           # the reader it opened closed
            continue
        assert script.done(g, choosing), step.id
        script.advance()
    assert steps == [s.id for s in script.steps]
    assert g.round_over and g.winner == 0
    # Tina played her script's moves, no other.
    tina = [str(a) for seat, a in g.log if seat == 1 and str(a).startswith("play")]
    assert tina and all(a in TINA_PLAYS for a in tina)
