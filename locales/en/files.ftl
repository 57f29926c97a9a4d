### Files that could not be set aside, console lines, and what menus and choices say they did.

key-unused-long = That is not a key name: a line of { $count ->
    [one] one character
   *[other] { $count } characters
  }. Press { $key-help } for the keys of this screen.
round-start-of = Round { $round } of { $rounds }.
hand-start-of = Hand { $round } of { $rounds }.

## A damaged file that could not be moved aside (in a folder the game may not write, for one).
file-problem-stuck = The { $file } file was { $problem }, and it could not be kept aside, so it is left as it is and not written over; defaults are used. Details in { $path }.
file-problem-save-stuck = The saved match file was { $problem }, and it could not be kept aside, so it is left as it is; the game starts without it. Details in { $path }.
file-problem-statistics-stuck = The statistics file was { $problem }, and it could not be kept aside, so it is left as it is and not written over; statistics of this session are not kept. Details in { $path }.
save-unreadable-stuck = The saved match could not be read, and it could not be kept aside, so it is left as it is. Details in { $path }.

confirm-replace-save = This replaces your saved match. Start anyway?

## The colour choice.
color-held-most = Selected: { $color }, the colour you hold most: { $count ->
    [one] 1 card
   *[other] { $count } cards
  }.
command-color-cancel = put the Wild back; when the colour must be chosen, the game menu

## Menus: what a change changed besides itself, and the ends of a range.
setup-also-changed = Also changed: { $changes }.
menu-at-highest = { $label }, the highest.
menu-at-lowest = { $label }, the lowest.

## Help on the focused item of the game setup (F1).
menu-help-focused = { $label }. { $help }
setup-start-help = { $key-menu-select } starts a match with the players and rules below; if a match is saved, it asks first, since the new match replaces it.
setup-players-help = { $key-menu-decrease } and { $key-menu-increase } choose 2 to 10 players. Teams need 4, 6, 8 or 10, and rotating partners exactly 4: a number that does not fit turns them off, and the game says so.
setup-uno-penalty-help = { $key-menu-decrease } and { $key-menu-increase } choose how many cards a player draws when caught not saying UNO: 2 by the official rules, or 4.
setup-scoring-help = { $key-menu-decrease } and { $key-menu-increase } choose how the match is scored: the winner of a round scores the cards left in the others' hands; or everyone scores their own cards and the lowest total wins; or elimination, where reaching the target puts a player out.
setup-target-help = { $key-menu-decrease } and { $key-menu-increase } choose the score that ends the match: 100 to 1000 points.

## After a match.
command-play-again = play again, with the same players and rules
play-again-not-yet = The match is not over: { $key-continue } deals the next round.
