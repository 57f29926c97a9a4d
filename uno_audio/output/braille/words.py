"""Lines written for a braille display: the card names short (each language's
`card-braille`), a message's own braille form where the language has one
(`<id>-braille`: the most important word first), and the words of a line's sound cue
where the line does not say them already.
"""

from __future__ import annotations

from ...phrases import record, render, translatable

# The cue whose meaning is told by words on the display: cue -> its message. A cue
# not named here either comes only with a line that says it (a card played, a menu's
# move, a refused key: the line tells) or is a variant of one named here.
CUE_WORDS = {
    "skip": "braille-cue-skip", "reverse": "braille-cue-reverse", "draw_two": "braille-cue-draw-two",
    "wild": "braille-cue-wild", "wild_draw_four": "braille-cue-wild-draw-four", "uno": "braille-cue-uno",
    "catch": "braille-cue-catch", "challenge": "braille-cue-challenge", "buzzer": "braille-cue-buzzer",
    "buzz": "braille-cue-buzz", "jump_in": "braille-cue-jump-in", "your_turn": "braille-cue-your-turn",
    "playable": "braille-cue-playable", "unplayable": "braille-cue-unplayable",
    "round_won": "braille-cue-round-won", "round_lost": "braille-cue-round-lost",
    "match_won": "braille-cue-match-won", "match_lost": "braille-cue-match-lost",
    "penalty": "braille-cue-penalty", "swap": "braille-cue-swap", "draw": "braille-cue-draw",
    # DECK-5, No Mercy
    "draw_four": "braille-cue-draw-four", "skip_everyone": "braille-cue-skip-everyone",
    "discard_all": "braille-cue-discard-all", "wild_reverse_draw_four": "braille-cue-wild-reverse-draw-four",
    "wild_draw_six": "braille-cue-wild-draw-six", "wild_draw_ten": "braille-cue-wild-draw-ten",
    "roulette": "braille-cue-roulette", "mercy": "braille-cue-mercy",
    # DECK-6, Flip
    "draw_one": "braille-cue-draw-one", "flip": "braille-cue-flip", "wild_draw_two": "braille-cue-wild-draw-two",
    "draw_five": "braille-cue-draw-five", "wild_draw_colour": "braille-cue-wild-draw-colour",
}
# Told by the line they come with; never played alone.
TOLD_BY_THEIR_LINE = ("play", "menu_move", "menu_select", "error", "deal", "shuffle")
# Said after the line: what the line is about comes first ("r5 3/7 can play").
AFTER = ("playable", "unplayable")
# The card's names, each said in its short braille form.
CARD_FORMS = ("card", "card-the", "card-a")


class BrailleWords:
    """Renders text through `tr` (the translator of the moment) in its braille forms."""

    def __init__(self, tr):
        self._tr = tr

    def _message(self, msg, **args):
        tr = self._tr()
        if msg in CARD_FORMS:
            return tr("card-braille", **args)
        if tr.has(msg + "-braille"):
            return tr(msg + "-braille", **args)
        return tr(msg, **args)

    def text(self, text) -> str:
        """`text` in its braille form: messages rendered again in theirs, other text as it is."""
        if translatable(text):
            try:
                return str(render(record(text), self._message))
            except Exception:
                return str(text)
        return str(text)

    def cue_word(self, cue: str | None) -> str | None:
        if cue is None:
            return None
        msg = CUE_WORDS.get(cue)
        return None if msg is None else str(self._tr()(msg))

    def line(self, text, cue: str | None = None) -> str:
        """A line for the display: its braille form with its cue's words, unless it says them."""
        body = self.text(text)
        word = self.cue_word(cue)
        if not word or _says(body, word):
            return body
        if not body:
            return word
        return f"{body} {word}" if cue in AFTER else f"{word}: {body}"


def _says(body: str, word: str) -> bool:
    return word.casefold() in body.casefold()
