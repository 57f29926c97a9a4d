## Settings → Keys: a key of the player's own for any command.

menu-keys-setting = Change keys
keys-setting-help = Every command and its key, screen by screen. { $key-menu-select } chooses a new key for the command.
key-binding = { $screen }: { $action }: { $keys }
key-capture = Press the new key for { $action }. Escape keeps the old one.
key-kept = The key stays as it was.
key-set = { $action }: { $key } from now on.
key-conflict = { $key } is already used on that screen for: { $action }. Press another key.
keys-reset = Reset to default keys
keys-reset-done = Every key is back to its default.
keys-screen-all = Anywhere
keys-screen-menu = Menus
keys-screen-setup = Game setup
keys-screen-reader = Reading
keys-screen-table = At the table
keys-screen-color = Choosing a colour
keys-screen-choose = Choosing a player
keys-screen-confirm = Questions
keys-screen-handover = Passing the keyboard
keys-screen-entry = Typing a name
keys-screen-summary = Round summary
