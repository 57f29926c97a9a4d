### Several players at one keyboard, seat names, teams, and the speech history's views.

## Passing the keyboard.
handover-title = { $name }'s turn
handover-ready = { $name }, press { $key-ready } when ready.
keyboard-with = { $name } has the keyboard.

## The speech history (Page Up, Page Down).
command-history-view = switch the history between the table only and everything
history-view-everything = History: everything.
history-view-table = History: the table only.
history-edge-first = First message.
history-edge-last = Last message.

## Names at the table: no two alike.
name-numbered = { $name } { $number }
setup-seat-bot-named = Seat { $number }: { $name }, bot, { $level }

## Teams and partners.
teams-yours = Your team: { $partners }. Other team: { $others }.
teams-each = Team 1: { $first }. Team 2: { $second }.
partners-yours = Rounds { $first } to { $last }: your partner is { $partner }; { $other } play together.
partners-each = Rounds { $first } to { $last }: { $pair } play together, and so do { $other }.
scores-teams = Your team ({ $names }): { $mine }. Other team: { $other }. Playing to { $target }.
match-lost-team-you = Your team loses the match: { $names } win.
match-won-team-named = { $names } win the match!
