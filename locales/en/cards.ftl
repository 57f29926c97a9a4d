### How cards and colours are spoken.
###
### $rank: "0" to "9", skip, reverse, draw-two, wild, wild-draw-four, buzzer, or the No Mercy
###        cards draw-four, skip-everyone, discard-all, wild-reverse-draw-four, wild-draw-six,
###        wild-draw-ten, wild-colour-roulette, or the Flip deck's draw-one, flip,
###        wild-draw-two, draw-five, wild-draw-colour
###        (uno_audio.i18n.card_args gives these for an engine card).
### $color: R, Y, G, B, or none for the colourless cards; on the Flip deck's dark side
###         P, T, O, V (pink, teal, orange, purple).
### The Flip deck's faces keep their box names: Draw One, Flip, Wild Draw Two; on the
### dark side Draw Five, Skip Everyone, Wild Draw Colour.

color = { $color ->
    [R] red
    [Y] yellow
    [G] green
    [B] blue
    [P] pink
    [T] teal
    [O] orange
    [V] purple
   *[none] no colour
  }

# The letter that chooses each colour; it must be one of color-keys.
color-key = { $color ->
    [R] r
    [Y] y
    [G] g
    [P] p
    [T] t
    [O] o
    [V] u
   *[B] b
  }

# The letters that choose red, yellow, green and blue, in that order, space-separated.
# They must differ from each other in every language; digits 1 to 4 always work too.
color-keys = r y g b

# The letters that choose pink, teal, orange and purple on the Flip deck's dark side, in
# the order of red, yellow, green and blue (whose places they take).
color-keys-dark = p t o u

color-choice-help = Choose a colour: { $key-color-1 } or R for red, { $key-color-2 } or Y for yellow, { $key-color-3 } or G for green, { $key-color-4 } or B for blue.
color-choice-help-dark = Choose a colour of the dark side: { $key-color-1 } or P for pink, { $key-color-2 } or T for teal, { $key-color-3 } or O for orange, { $key-color-4 } or U for purple.

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
    [draw-one] { color } Draw One
    [flip] { color } Flip
    [wild-draw-two] Wild Draw Two
    [draw-five] { color } Draw Five
    [wild-draw-colour] Wild Draw Colour
   *[number] { color } { $rank }
  }

# A card's short braille form: colour letter, then the number or sign ("r5", "gS", "b+2", "W+4").
card-braille = { $color ->
    [R] r
    [Y] y
    [G] g
    [B] b
    [P] p
    [T] t
    [O] o
    [V] u
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
    [draw-one] +1
    [flip] F
    [wild-draw-two] W+2
    [draw-five] +5
    [wild-draw-colour] W+C
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
