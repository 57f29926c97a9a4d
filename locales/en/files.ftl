### Files that could not be set aside, console lines, and what menus and choices say they did.

key-unused-long = That is not a key name: a line of { $count } characters. Press F1 for the keys of this screen.
round-start-of = Round { $round } of { $rounds }.
hand-start-of = Hand { $round } of { $rounds }.
