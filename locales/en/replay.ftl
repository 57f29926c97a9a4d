## Listening to a finished round again.

command-replay = listen to the round again, move by move
command-replay-previous = the move before
command-replay-next = the next move
command-replay-first = the first move
command-replay-last = the last move
command-replay-round-previous = the round before
command-replay-round-next = the next round
command-replay-close = back to the summary
keys-screen-replay = Listening to a round again
replay-title = Round { $round }, again
replay-start = Round { $round } again, { $count ->
    [one] one move
   *[other] { $count } moves
  }. { $key-replay-next } and { $key-replay-previous } step through them, { $key-replay-round-previous } and { $key-replay-round-next } change round, { $key-replay-close } goes back.
replay-step = { $step } of { $count }: { $text }
replay-first = This is the first move.
replay-end = That was the last move.
replay-no-round = There is no other round to hear.
