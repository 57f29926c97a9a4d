### What is said at the table. $name is a player's name; messages ending in
### -you are the same event when the listener is the one who acts.

you = you
you-name = You
your-partner = your partner { $name }
bot-name-1 = Ana
bot-name-2 = Bruno
bot-name-3 = Carla
bot-name-4 = Diego
bot-name-5 = Elena
bot-name-6 = Felipe
bot-name-7 = Gabi
bot-name-8 = Hugo
bot-name-9 = Iris

list-and = { $first } and { $last }
list-or = { $first } or { $last }
seconds = { $count ->
    [one] { $count } second
   *[other] { $count } seconds
  }

match-start = New match with { $count ->
    [one] one player
   *[other] { $count } players
  }.
match-resumed = Match resumed where you left it.
back-to-table = Back at the table.
round-start = Round { $round }.
dealer = { $name } deals.
dealer-you = You deal.
first-card = The first card is { $card }.
first-card-returned = { $card } turned up: it goes back into the deck.
turn-you = Your turn.
whose-turn = { $name }'s turn, { $count ->
    [one] one card
   *[other] { $count } cards
  }.
whose-turn-you = Your turn, { $count ->
    [one] one card
   *[other] { $count } cards
  }.

play = { $name } plays { $card }.
play-you = You play { $card }.
play-wild = { $name } plays { $card } and chooses { $color }.
play-wild-you = You play { $card } and choose { $color }.
play-jump-in = { $name } jumps in with { $card }!
play-jump-in-you = You jump in with { $card }!
play-sequence = { $name } continues the sequence with { $card }.
play-sequence-you = You continue the sequence with { $card }.
cards-left = { $count ->
    [one] { $name } has one card left.
   *[other] { $name } has { $count } cards left.
  }
color-chosen = { $name } chooses { $color }.
color-chosen-you = You choose { $color }.
draw-other = { $count ->
    [0] { $name } draws nothing.
    [one] { $name } draws a card.
   *[other] { $name } draws { $count } cards.
  }
draw-you-cards = You draw { $cards }.
draw-named-cards = { $name } draws { $cards }.
drawn-playable = You can play { $card }: { $key-play } plays it, { $key-draw } keeps it.
reshuffle = The discard pile is shuffled into a new draw pile.
nothing-to-draw = Nothing left to draw: { $name } passes.
nothing-to-draw-you = Nothing left to draw: you pass.
keep-drawn = { $name } keeps the card.
keep-drawn-you = You keep the card.
skipped = { $name } is skipped.
skipped-you = You are skipped.
reverse-clockwise = Direction reversed: play goes clockwise.
reverse-counterclockwise = Direction reversed: play goes counter-clockwise.
penalty = { $name } must draw { $count }.
penalty-you = You must draw { $count }.
penalty-draw-key = { $key-draw } draws { $count }.
penalty-stack-key = Or play a card of the same kind to pass it on.
penalty-challenge-key = Or press { $key-challenge } to call a bluff.
uno = { $name } says UNO!
uno-you = You say UNO!
catch = { $name } catches { $target } without UNO: { $target } draws { $count }.
catch-you = You catch { $target } without UNO: { $target } draws { $count }.
caught-you = { $name } caught you without UNO: you draw { $count }.
challenge-guilty = { $name } calls the bluff of { $target }: guilty! { $target } draws the cards.
challenge-guilty-you = You call the bluff of { $target }: guilty! { $target } draws the cards, and you play on.
challenge-innocent = { $name } calls the bluff of { $target }: not a bluff. { $name } draws the cards plus 2.
challenge-innocent-you = You call the bluff of { $target }: not a bluff. You draw the cards plus 2.
challenge-guilty-on-you = { $name } calls your bluff: guilty! You draw the cards.
challenge-innocent-on-you = { $name } calls your bluff: not a bluff. { $name } draws the cards plus 2.
challenge-hand = { $name } showed you: { $cards }.
challenge-hand-to = { $name } showed { $seat }: { $cards }.
jump-in-failed = { $name } tries to jump in with { $card } and fails: { $points ->
    [0] no points to lose.
    [one] one point lost.
   *[other] { $points } points lost.
  }
jump-in-failed-you = { $card } can't jump in: { $points ->
    [0] you had no points to lose.
    [one] you lose one point.
   *[other] you lose { $points } points.
  }
hands-rotate = Every hand moves on to the next player.
hand-size-now = { $count ->
    [one] You now hold one card.
   *[other] You now hold { $count } cards.
  }
swap-choosing = { $name } chooses whom to swap hands with.
swap = { $name } swaps hands with { $target }.
swap-you = You swap hands with { $target }.
swap-with-you = { $name } swaps hands with you.
swap-keep = { $name } keeps their hand.
swap-keep-you = You keep your hand.
choose-swap = Swap hands with whom? { $key-choice-previous } and { $key-choice-next } choose, { $key-choice-select } swaps, { $key-choice-cancel } keeps your hand.
buzzer = { $name } plays a Buzzer! Press { $key-buzz }!
buzzer-you = You play a Buzzer! Press { $key-buzz }!
buzz = { $name } presses, { $place ->
    [1] first
    [2] second
    [3] third
    [4] fourth
    [5] fifth
    [6] sixth
    [7] seventh
    [8] eighth
    [9] ninth
    [10] tenth
   *[other] number { $place }
  }.
buzz-you-place = You press { $place ->
    [1] first
    [2] second
    [3] third
    [4] fourth
    [5] fifth
    [6] sixth
    [7] seventh
    [8] eighth
    [9] ninth
    [10] tenth
   *[other] number { $place }
  }, in { $seconds ->
    [one] { $seconds } second
   *[other] { $seconds } seconds
  }.
buzzer-slowest = { $count ->
    [one] { $names } draws { $cards } for the buzzer.
   *[other] { $names } draw { $cards } each for the buzzer.
  }
buzzer-slowest-you = You draw for the buzzer.
buzzer-open = The buzzer is on: press { $key-buzz }!
sequence-can-continue = You can continue your sequence.
round-blocked = Nobody can draw or play: the round ends, and the fewest points win it.
round-won = { $name } wins the round and scores { $points ->
    [one] one point.
   *[other] { $points } points.
  }
round-won-you = You win the round and score { $points ->
    [one] one point!
   *[other] { $points } points!
  }
round-over-short = The round is over.
eliminated = { $name } is out of the match.
eliminated-you = You are out of the match.
match-won = { $name } wins the match!
match-won-you = You win the match!
match-won-team = Team { $team } wins the match!
match-won-team-you = Your team wins the match!
summary-hand = { $name }: { $count ->
    [0] no cards
    [one] one card
   *[other] { $count } cards
  }, { $points ->
    [one] one point
   *[other] { $points } points
  }. { $cards }.
summary-round-keys = { $key-continue } deals the next round. { $key-line-previous } and { $key-line-next } read this summary again. { $key-replay } plays the round back.
summary-match-keys = { $key-continue } goes back to the main menu; { $key-play-again } plays again, with the same players and rules. { $key-replay } plays the round back.

card-position = { $card }, { $position } of { $count }
hand-list = { $count ->
    [0] Your hand is empty.
    [one] One card: { $cards }.
   *[other] { $count } cards: { $cards }.
  }
hand-empty = Your hand is empty.
one-color-only = All your cards are one colour.
sorted-none = Hand not sorted.
sorted-color = Hand sorted by colour.
sorted-number = Hand sorted by number.
# An answer to a key starts with what was asked for (the card, the colour), not its label.
top-card = { $card } on top.
top-card-wild = { $card } on top, colour { $color }.
color-current = { $color }, the colour in play.
color-any = Any card may be played now.
score-of = { $name } { $points }
score-team = team { $team } { $points }
scores = Scores: { $scores }. Playing to { $target }.
count-of = { $name } { $count ->
    [one] one card
   *[other] { $count } cards
  }
pending = { $name } must draw { $count }.
pending-none = No cards to draw are pending.
direction-clockwise = Next after you is { $name }, going clockwise.
direction-counterclockwise = Next after you is { $name }, going counter-clockwise.
choose-color = Choose a colour.
color-cancelled = Colour choice cancelled.
rules-in-play = A match to { $target ->
    [one] one point
   *[other] { $target } points
  }, { $scoring }.
rules-official = Official rules.
rules-variants = House rules: { $variants }.

reason-not-your-turn = It is not your turn.
reason-card-does-not-match = { $card } doesn't match { $top }.
reason-wild-draw-four-with-colour = You can't play the Wild Draw Four while you hold a { $color } card.
reason-wild-draw-with-colour = You can't play { $card } while you hold a { $color } card.
reason-card-not-in-hand = That card is not in your hand.
reason-color-required = Choose a colour first.
reason-color-not-allowed = Only a Wild takes a colour.
reason-only-drawn-card = After drawing you may only play the card you drew: { $key-draw } keeps it.
reason-must-draw = You must draw first: press { $key-draw }.
reason-penalty-pending = Wait: a player must draw first.
reason-color-pending = Wait: the colour is being chosen.
reason-swap-pending = Wait: a swap is being chosen.
reason-buzzer-pending = The buzzer is on: press { $key-buzz }!
reason-own-card = You can't jump in on your own card.
reason-already-drew = You already drew: { $key-play } plays the card, { $key-draw } keeps it.
reason-nothing-to-pass = There is nothing to pass.
reason-no-color-to-choose = There is no colour to choose now.
reason-already-said-uno = You already said UNO.
reason-cannot-say-uno = You can say UNO only when you are about to have one card.
reason-catch-yourself = You can't catch yourself.
reason-nothing-to-catch = Nobody forgot to say UNO.
reason-nothing-to-say = Nobody to catch, and you don't need to say UNO now.
reason-nothing-to-challenge = You can only call a bluff right after a Wild Draw Four is played on you.
reason-no-bluff-rule = Bluffing is off in this game.
reason-no-buzzer = There is no buzzer to press now: nothing lost.
reason-no-buzzer-rule = The buzzer is off in this game.
reason-already-buzzed = You already pressed.
reason-nothing-to-swap = There is no swap to choose.
reason-no-such-seat = There is no such player.
reason-unknown-action = That action is unknown.
reason-unknown-card = That card is unknown.
reason-unknown-color = That colour is unknown.
reason-unknown-seat = That player is unknown.
reason-round-over = The round is over.
reason-match-over = The match is over.
reason-eliminated = You are out of this match.
reason-round-not-over = The round is not over yet.

handover = Pass the keyboard to { $name }. { $name }, press { $key-ready } when ready.
turn-of-human = { $name }, your turn.
while-away = While you were away:
family-keys = { $name }: buzzer { $buzz }, catch or jump in { $catch }.
buzz-seat-place = { $name } presses { $place ->
    [1] first
    [2] second
    [3] third
    [4] fourth
    [5] fifth
    [6] sixth
    [7] seventh
    [8] eighth
    [9] ninth
    [10] tenth
   *[other] number { $place }
  }, in { $seconds ->
    [one] { $seconds } second
   *[other] { $seconds } seconds
  }.
seat-no-buzzer = { $name }: there is no buzzer to press now.
seat-nothing-to-catch = { $name }: nobody to catch and nothing to jump in with.
summary-team = Team { $team }, { $names }: { $points ->
    [one] one point
   *[other] { $points } points
  }.
player-name = Player { $number }

seat-intro = { $name }, { $level } level: { $personality }.
personality-dreamy = gets distracted and sometimes forgets UNO
personality-steady = plays calmly
personality-sharp = counts every card
personality-chaotic = plays at random
personality-simple = keeps it simple

reason-must-swap = A 7 must swap: choose a player to swap hands with.
reason-no-more-draws = You can't draw any more this turn: play a card that matches, or press { $key-pass } to end your turn.
clock-warning = { $count ->
    [one] 1 second left.
   *[other] { $count } seconds left.
}
clock-out = Time is up.

drawn-optional = { $key-play } plays any card that matches, { $key-draw } draws another card, { $key-pass } ends your turn.
drawn-optional-last = No more draws this turn: { $key-play } plays any card that matches, { $key-draw } ends your turn.
penalty-answer-key = Or play a Skip or a Reverse to pass it on.

# The No Mercy deck (DECK-5).
skip-everyone = { $name } skips everyone and plays again.
skip-everyone-you = You skip everyone and play again.
discard-all = { $name } discards every card of that colour: { $count ->
    [0] none more
    [one] one more
   *[other] { $count } more
  }.
discard-all-you = You discard every card of that colour: { $count ->
    [0] none more
    [one] one more
   *[other] { $count } more
  }.
roulette = Colour Roulette: { $target } names a colour and turns cards up until it comes.
roulette-on-you = Colour Roulette: name a colour; you turn cards up until it comes.
mercy = { $name } holds { $count ->
    [one] one card
   *[other] { $count } cards
  }: out of the round, no mercy.
mercy-you = You hold { $count ->
    [one] one card
   *[other] { $count } cards
  }: out of the round, no mercy.
reason-must-play-drawn = You must play the card you drew.
drawn-must-play = You must play { $card }: { $key-play } plays it.

# The Flip deck (DECK-6).
flip-dark = Everything flips to the dark side. Top card: { $card }.
flip-light = Everything flips back to the light side. Top card: { $card }.
draw-until-color = { $name } draws { $count ->
    [one] one card
   *[other] { $count } cards
  } until a { $color } card comes.
draw-until-color-you = You draw until a { $color } card comes: { $cards }.
side-light = The light side is in play.
side-dark = The dark side is in play.
other-side-top = The other side of { $card }: { $other }.
other-side-card = Your { $card } has { $other } on its other side.
pile-face = The draw pile shows { $card } on top.
pile-face-empty = The draw pile is empty.
flip-only = Only the Flip deck's cards have another side.
penalty-until-color = { $name } must draw until a { $color } card comes.
penalty-until-color-you = You must draw until a { $color } card comes.
penalty-draw-until-key = { $key-draw } draws until a { $color } card comes.
