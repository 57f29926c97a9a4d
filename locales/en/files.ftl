### Files that could not be set aside, console lines, and what menus and choices say they did.

key-unused-long = That is not a key name: a line of { $count } characters. Press F1 for the keys of this screen.
round-start-of = Round { $round } of { $rounds }.
hand-start-of = Hand { $round } of { $rounds }.

## A damaged file that could not be moved aside: the folder may not be written, say.
file-problem-stuck = The { $file } file was { $problem }, and it could not be kept aside, so it is left as it is and not written over; defaults are used. Details in { $path }.
file-problem-save-stuck = The saved match file was { $problem }, and it could not be kept aside, so it is left as it is; the game starts without it. Details in { $path }.
file-problem-statistics-stuck = The statistics file was { $problem }, and it could not be kept aside, so it is left as it is and not written over; statistics of this session are not kept. Details in { $path }.
save-unreadable-stuck = The saved match could not be read, and it could not be kept aside, so it is left as it is. Details in { $path }.

confirm-replace-save = This replaces your saved match. Start anyway?

## The colour choice.
choose-color-most = Choose a colour. It starts on { $color }, the colour you hold most: { $count ->
    [one] 1 card
   *[other] { $count } cards
  }.
command-color-cancel = put the Wild back; when the colour must be chosen, the game menu
