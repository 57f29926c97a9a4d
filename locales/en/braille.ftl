### The braille display: lines written for it, short, the most important word first.

# Browsing the hand: the card first.
card-position-braille = { $card } { $position }/{ $count }

# A play: who, then the card (and the colour a Wild names).
play-braille = { $name }: { $card }.
play-you-braille = You: { $card }.
play-wild-braille = { $name }: { $card } { $color }.
play-wild-you-braille = You: { $card } { $color }.

# What a piece of a long line ends with when more follows.
braille-more = >>

# The words of a sound cue.
braille-cue-skip = skip
braille-cue-reverse = reverse
braille-cue-draw-two = draw two
braille-cue-wild = wild
braille-cue-wild-draw-four = wild draw four
braille-cue-uno = UNO
braille-cue-catch = caught
braille-cue-challenge = challenge
braille-cue-buzzer = buzzer
braille-cue-buzz = buzz
braille-cue-jump-in = jump-in
braille-cue-your-turn = your turn
braille-cue-playable = can play
braille-cue-unplayable = cannot play
braille-cue-round-won = round won
braille-cue-round-lost = round lost
braille-cue-match-won = match won
braille-cue-match-lost = match lost
braille-cue-penalty = penalty
braille-cue-swap = hands swapped
braille-cue-draw = draw
braille-cue-draw-four = draw four
braille-cue-skip-everyone = skip everyone
braille-cue-discard-all = discard all
braille-cue-wild-reverse-draw-four = wild reverse draw four
braille-cue-wild-draw-six = wild draw six
braille-cue-wild-draw-ten = wild draw ten
braille-cue-roulette = colour roulette
braille-cue-mercy = out by mercy

# The status line ({ $key-braille-status }): top card, whose turn, your cards, what is pending, an open window.
braille-status-top = top { $card }
braille-status-top-wild = top { $card } { $color }
braille-status-turn = { $name } turn
braille-status-turn-you = your turn
braille-status-count = you { $count }
braille-status-pending = +{ $count } pending
braille-status-catch = catch { $seconds }s
braille-status-buzzer = buzzer { $seconds }s
braille-status-jump-in = jump in { $seconds }s
braille-status-clock = time { $seconds }s
braille-status-round-over = round over
braille-status-none = no match

key-f2 = F2
key-f3 = F3
key-f4 = F4
key-f5 = F5
command-braille-next = braille: next piece of the line, or past the line
command-braille-previous = braille: previous piece
command-braille-status = braille: status line
command-braille-full = braille: the line shown, with the cards' full names

setting-braille = Braille
setting-braille-help = Every line on a braille display: with speech, or braille only (no voice); lines count as read when you move past them with { $key-braille-next } or after the reading time.
setting-braille-off = off
setting-braille-with-speech = with speech
setting-braille-only = braille only
setting-braille-reading = Braille reading time
setting-braille-reading-help = Seconds to read 40 cells: the bots and every window wait that long for a line you do not move past.
setting-braille-cells = Braille display width
setting-braille-cells-help = Cells of your display, when the screen reader does not say; long lines are cut into pieces this wide.
# DECK-6, Flip
braille-cue-draw-one = draw one
braille-cue-flip = flip
braille-cue-wild-draw-two = wild draw two
braille-cue-draw-five = draw five
braille-cue-wild-draw-colour = wild draw colour
