## Changing a key (Settings → Change keys).

key-not-a-name = That is not a key name. Press another key, or Escape to keep the old one.

## The colour choice: where it starts when colours tie for the most held.
color-held-tie = It starts on { $color }. The colours you hold most: { $colors }, { $count ->
    [one] one card
   *[other] { $count } cards
  } each.

## The hint, when the card brings its colour into play.
hint-colour-change = Play { $card }: it turns the colour to { $color }, the colour you hold most.

## F1 at the table, when cards may be played out of turn.
next-playable-own-turn = { $key } finds your next playable card on your turn only: out of turn it would give away a play.
