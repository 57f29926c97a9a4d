## The hint key and the next playable card.

hint-wait = Nothing to do now: wait for your turn.
hint-uno = Say UNO now: press { $key-uno }.
hint-catch = Catch { $name }, who did not say UNO: press { $key-uno }.
hint-challenge = Call the bluff: press { $key-challenge }.
hint-keep = Keep the card you drew: press { $key-draw }.
hint-draw-none = No card of yours can be played: press { $key-draw } to draw.
hint-draw = Draw with { $key-draw }: your playable cards are worth more later.
hint-buzz = Press { $key-buzz }, now!
hint-other = Do what this moment asks: { $key-help } lists its keys.
hint-wild = Play { $card } and choose { $color }, the colour you hold most.
hint-stop = Play { $card } to hold back { $name }, who has { $count ->
    [one] one card
   *[other] { $count } cards
  } left.
hint-only = Play { $card }: it is the only card that matches.
hint-colour = Play { $card }: it keeps { $color }, the colour you hold most, in play.
hint-play = Play { $card }.
hint-off = Hints are off. Turn them on in Settings, Hint key.
next-playable-none = None of your cards can be played now.
next-playable-off = This key works on your turn only: with Jump-in, Sequences or the Buzzer on, it would give away plays out of turn.
command-hint = a hint: what a strong player would do now, and why
command-next-playable = the next card you can play
key-slash = Slash
setting-hints = Hint key
setting-hints-help = At the table, { $key-hint } says what a strong player would do now, and why.
setting-hints-hot-seat = Hints with several players at one keyboard
setting-hints-hot-seat-help = Turn this on only if everyone at the keyboard agrees.

hint-end-turn = End your turn: press { $key-pass }. Another card would only make your hand bigger.
hint-draw-again = Nothing of yours goes yet: press { $key-draw } to draw another card.
hint-swap = Swap hands with { $name }, who has { $count ->
    [one] one card
   *[other] { $count } cards
  }: the smallest hand.
hint-swap-must = A 7 must swap: take the hand of { $name }, who has { $count ->
    [one] one card
   *[other] { $count } cards
  }, the smallest.
hint-swap-keep = Keep your own hand: press { $key-choice-cancel }. No other hand is smaller.
hint-answer = Play { $card }: { $count ->
    [one] the card you would draw goes
   *[other] the { $count } cards you would draw go
  } on to someone else.

# The No Mercy deck (DECK-5).
hint-roulette-colour = Name { $color }: the most cards of it are still to come, so it turns up soonest.
hint-roulette = Play { $card }: { $name } names a colour and keeps every card turned up until it comes.
hint-skip-everyone = Play { $card }: everyone else loses a turn and you play again.
hint-discard-all = Play { $card }: { $count ->
    [0] it goes alone, and the colour changes
    [one] your other card of its colour goes with it
   *[other] your { $count } other cards of its colour go with it
  }.

# The Flip deck (DECK-6).
hint-flip = Play { $card }: everything flips to the { $side ->
    [dark] dark
   *[light] light
  } side, where your other cards hold { $count } colours, against { $now ->
    [one] one
   *[other] { $now }
  } here.
hint-flip-follow = Play { $card }: everything flips to the { $side ->
    [dark] dark
   *[light] light
  } side, where { $count ->
    [0] none of your other cards goes
    [one] one of your other cards goes
   *[other] { $count } of your other cards go
  } on the card it turns up.
hint-flip-stop = Play { $card }: { $name } has { $count ->
    [one] one card left, and the flip turns it into a card
   *[other] { $count } cards left, and the flip turns them into cards
  } nobody has seen.
hint-flip-colour = Name { $color }: on this side you hold more of it than of any other colour.
hint-draws = Play { $card }: { $name } draws { $count ->
    [one] a card
   *[other] { $count } cards
  } and loses a turn.
hint-wild-draw = Play { $card } and choose { $color }: { $name } draws { $count ->
    [one] a card
   *[other] { $count } cards
  } and loses a turn.
hint-wild-draw-colour = Play { $card } and name { $color }: { $name } draws until a card of that colour comes, and loses a turn.
