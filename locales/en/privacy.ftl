### Several players at one keyboard, seat names, teams, and the speech history's views.

## Passing the keyboard.
handover-title = { $name }'s turn
handover-ready = { $name }, press Enter when ready.
keyboard-with = { $name } has the keyboard.

## The speech history (Page Up, Page Down).
command-history-view = switch the history between the table only and everything
history-view-everything = History: everything.
history-view-table = History: the table only.
history-edge-first = First message.
history-edge-last = Last message.
