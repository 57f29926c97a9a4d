## Changing a key (Settings → Change keys).

key-not-a-name = That is not a key name. Press another key, or Escape to keep the old one.

## The colour choice: where it starts when colours tie for the most held.
color-held-tie = Selected: { $color }. The colours you hold most: { $colors }, { $count ->
    [one] one card
   *[other] { $count } cards
  } each.

## The hint, when the card brings its colour into play.
hint-colour-change = Play { $card }: it turns the colour to { $color }, the colour you hold most.

## F1 at the table, when cards may be played out of turn.
next-playable-own-turn = { $key-next-playable } finds your next playable card on your turn only: out of turn it would give away a play.

## Two tables: each game is a hand of the match, and is called so.
hand-won = { $name } wins the hand and scores { $points ->
    [one] one point.
   *[other] { $points } points.
  }
hand-won-you = You win the hand and score { $points ->
    [one] one point!
   *[other] { $points } points!
  }
hand-blocked = Nobody can draw or play: the hand ends, and the fewest points win it.
hand-over-short = The hand is over.
two-tables-match-keys = { $key-continue } goes back to the main menu. { $key-replay } plays the hand back.
replay-hand-title = Hand { $hand }, again
replay-hand-start = Hand { $hand } again, { $count ->
    [one] one move
   *[other] { $count } moves
  }. { $key-replay-next } and { $key-replay-previous } step through them, { $key-replay-close } goes back.
replay-no-hand = Only this hand can be heard again here.

## The tutorial, after UNO is said and another card than the blue 3 is played.
tutorial-uno-said-hint = You said UNO. Now select your blue 3 with { $key-card-previous } and { $key-card-next }, then press { $key-play }.

## Quitting in the middle of a match (Ctrl+C, Ctrl+D, the end of input, the window closed).
match-saved-on-quit = The match is saved: Continue in the main menu takes it up again.
