### How cards and colours are spoken.
###
### $rank: "0" to "9", skip, reverse, draw-two, wild, wild-draw-four, buzzer, or the No Mercy
###        cards draw-four, skip-everyone, discard-all, wild-reverse-draw-four, wild-draw-six,
###        wild-draw-ten, wild-colour-roulette
###        (uno_audio.i18n.card_args gives these for an engine card).
### $color: R, Y, G, B, or none for the colourless cards.

color = { $color ->
    [R] red
    [Y] yellow
    [G] green
    [B] blue
   *[none] no colour
  }

# The letter that chooses each colour; it must be one of color-keys.
color-key = { $color ->
    [R] r
    [Y] y
    [G] g
   *[B] b
  }

# The letters that choose red, yellow, green and blue, in that order, space-separated.
# They must differ from each other in every language; digits 1 to 4 always work too.
color-keys = r y g b

color-choice-help = Choose a colour: { $key-color-1 } or R for red, { $key-color-2 } or Y for yellow, { $key-color-3 } or G for green, { $key-color-4 } or B for blue.

# Short, for browsing the hand: "red 5", "green Skip", "Wild".
card = { $rank ->
    [skip] { color } Skip
    [reverse] { color } Reverse
    [draw-two] { color } Draw Two
    [wild] Wild
    [wild-draw-four] Wild Draw Four
    [buzzer] Buzzer
    [draw-four] { color } Draw Four
    [skip-everyone] { color } Skip Everyone
    [discard-all] { color } Discard All
    [wild-reverse-draw-four] Wild Reverse Draw Four
    [wild-draw-six] Wild Draw Six
    [wild-draw-ten] Wild Draw Ten
    [wild-colour-roulette] Wild Colour Roulette
   *[number] { color } { $rank }
  }

# A card's short braille form: colour letter, then the number or sign ("r5", "gS", "b+2", "W+4").
card-braille = { $color ->
    [R] r
    [Y] y
    [G] g
    [B] b
   *[none] {""}
  }{ $rank ->
    [skip] S
    [reverse] R
    [draw-two] +2
    [wild] W
    [wild-draw-four] W+4
    [buzzer] Bz
    [draw-four] +4
    [skip-everyone] SE
    [discard-all] DA
    [wild-reverse-draw-four] WR+4
    [wild-draw-six] W+6
    [wild-draw-ten] W+10
    [wild-colour-roulette] WRu
   *[number] { $rank }
  }

# With the definite article: "the red 5", "the Wild".
card-the = the { card }

# With the indefinite article: "a red 5", "a Wild Draw Four".
card-a = a { card }

cards-count = { $count ->
    [0] no cards
    [one] one card
   *[other] { $count } cards
  }
