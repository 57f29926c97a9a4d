### Blank cards (RULES.md DECK-4): the rules a family writes on them, and the
### match of eight players at two tables (VAR-ROTATE).

## A blank card is spoken as its rule's name "in" its colour: "Extra Turn in red". The names are
## nouns, so the colour never runs into them ("Colour Call in blue", not "blue Name a Colour").
blank-card = { $name } in { color }

## The rules, one name and one rules text each (uno_audio/engine/blanks.py).
blank-everyone-draws = Group Draw
blank-everyone-draws-rules = Everyone else draws one card, then play goes on to the next player.
blank-pick-draws = Pick Two
blank-pick-draws-rules = You choose another player, who draws two cards; then play goes on to the next player.
blank-swap-hands = Hand Swap
blank-swap-hands-rules = You may swap hands with a player of your choice, or keep yours.
blank-pass-hands = Hand Pass
blank-pass-hands-rules = Every hand passes to the next player in the direction of play.
blank-play-again = Extra Turn
blank-play-again-rules = Everyone else loses their turn: you play again.
blank-shed-colour = Colour Clear-out
blank-shed-colour-rules = You discard every card of the colour in play from your hand. If that was all your cards, you go out.
blank-name-colour = Colour Call
blank-name-colour-rules = You name a colour: the next player must play a card of that colour, or draw until one comes.

## What happens, as it is announced.
blank-everyone-draws-done = Everyone but { $name } draws a card.
blank-everyone-draws-done-you = Everyone else draws a card.
blank-pick-choosing = { $name } chooses who draws two cards.
blank-pick-draws-done = { $name } makes { $target } draw { $count ->
    [one] one card
   *[other] { $count } cards
  }.
blank-pick-draws-done-you = You make { $target } draw { $count ->
    [one] one card
   *[other] { $count } cards
  }.
blank-pick-draws-done-on-you = { $name } makes you draw { $count ->
    [one] one card
   *[other] { $count } cards
  }.
blank-play-again-done = Everyone else loses their turn: { $name } plays again.
blank-play-again-done-you = Everyone else loses their turn: you play again.
blank-shed-colour-done = { $count ->
    [0] { $name } has no other card of that colour to discard.
   *[other] { $name } discards { $cards }.
  }
blank-shed-colour-done-you = { $count ->
    [0] You have no other card of that colour to discard.
   *[other] You discard { $cards }.
  }
blank-naming = { $name } names a colour.
blank-name-colour-done = { $target } must play { $color }, or draw until it comes.
blank-name-colour-done-on-you = You must play { $color }, or draw until it comes.
choose-pick = Who draws two cards? { $key-choice-previous } and { $key-choice-next } choose, { $key-choice-select } chooses.
blank-must-choose = You must choose a player to draw.
reason-choose-pending = Wait: a player to draw is being chosen.
reason-named-colour-only = Only { $color } goes now: play a card of that colour, or draw until one comes.
reason-nothing-to-choose = There is nobody to choose now.

## A bot's blank card and the choice it makes at once, in one line.
blank-played-swap = { $name } plays { $card } and swaps hands with { $target }.
blank-played-swap-you = You play { $card } and swap hands with { $target }.
blank-played-swap-with-you = { $name } plays { $card } and swaps hands with you.
blank-played-keep = { $name } plays { $card } and keeps their hand.
blank-played-keep-you = You play { $card } and keep your hand.
blank-played-pick = { $name } plays { $card } and makes { $target } draw { $count ->
    [one] one card
   *[other] { $count } cards
  }.
blank-played-pick-you = You play { $card } and make { $target } draw { $count ->
    [one] one card
   *[other] { $count } cards
  }.
blank-played-pick-on-you = { $name } plays { $card } and makes you draw { $count ->
    [one] one card
   *[other] { $count } cards
  }.
blank-played-name = { $name } plays { $card } and names { $color }: { $target } must play { $color }, or draw until it comes.
blank-played-name-you = You play { $card } and name { $color }: { $target } must play { $color }, or draw until it comes.
blank-played-name-on-you = { $name } plays { $card } and names { $color }: you must play { $color }, or draw until it comes.

## At the table.
# A mode of the statistics (uno_audio/stats.py).
variant-blank-cards = Blank cards
rules-blank-cards = Blank cards: { $cards }.

## The setup menu.
setup-blank-count = Blank cards: { $count }
setup-blank-count-help = Blank cards carry your family's own rules. { $key-menu-decrease } and { $key-menu-increase } add or take away one card; four cards are one of each colour.
setup-blank-card = Blank card { $number } in { $color }: { $rule }
setup-blank-card-help = { $key-menu-decrease } and { $key-menu-increase } choose this card's rule. { $rules }
setup-blank-points = Blank card score: { $points }
setup-blank-points-help = What a blank card left in a hand is worth to the winner of the round.

# Each blank rule's line in the rules text (Control+F1), after rules-blank: "name: rules".
blank-rule-line = { $name }: { $rules }

## Eight players on two tables (VAR-ROTATE with eight players).
variant-two-tables = Eight players on two tables
variant-two-tables-help = Eight players play 28 hands at two tables of four. Partners face each other and change every hand, so each player partners every other for four hands. Each keeps their own total; the highest wins.
two-tables-start = Eight players on two tables, { $hands ->
    [one] one hand
   *[other] { $hands } hands
  }: every player partners each of the others for four hands.
two-tables-rules = Two tables of four, { $hands ->
    [one] one hand
   *[other] { $hands } hands
  }, new partners every hand; each player keeps their own total, and the highest wins.
two-tables-hand = Hand { $hand } of { $count }.
two-tables-here = At your table: { $pair } against { $rivals }.
two-tables-there = At the other table: { $pair } against { $rivals }.
two-tables-other = At the other table: { $line }
two-tables-next-table = This table has played its hand. Now the keyboard goes to the other table.
two-tables-result = At the other table: { $pair } win the hand, { $points ->
    [one] one point
   *[other] { $points } points
  }.
two-tables-totals = Totals, hand { $hand } of { $count }: { $scores }.
two-tables-won = { $name } wins the match with { $points ->
    [one] one point
   *[other] { $points } points
  }!
two-tables-won-you = You win the match with { $points ->
    [one] one point
   *[other] { $points } points
  }!
two-tables-keys = { $key-continue } plays the next hand. { $key-line-previous } and { $key-line-next } read this summary again. { $key-replay } plays the hand back.
