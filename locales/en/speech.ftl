## Speech: what the scheduler and the table say of timing.

reason-jumped-first = { $name } jumped in first.
match-start-brief = New match.
match-start-names = New match against { $names }.
match-start-players = New match: { $names }.
seat-human = { $name }, playing at this keyboard.
play-brief = { $name }: { $card }.
draw-you-count = { $count ->
    [one] You draw a card.
   *[other] You draw { $count } cards.
}
drawn-playable-brief = You can play { $card }.
command-players = who plays: each bot's level and way of playing

setting-verbosity-intro = Match introduction
setting-verbosity-intro-help = Brief: "New match". Normal: who you play against. Full: the rules and every bot's level and way of playing too ({ $key-rules-in-play } and { $key-players } say them at any time).
setting-verbosity-intro-brief = brief
setting-verbosity-intro-normal = normal
setting-verbosity-intro-full = full
setting-verbosity-moves = Other players' moves
setting-verbosity-moves-help = Brief: "Ana: red 5". Normal: "Ana plays red 5". Full: also whose turn it is before each move.
setting-verbosity-moves-brief = brief
setting-verbosity-moves-normal = normal
setting-verbosity-moves-full = full
setting-verbosity-drawn = Cards you draw
setting-verbosity-drawn-help = Brief: how many you draw. Normal: which cards. Full: which cards, and how many you hold then.
setting-verbosity-drawn-brief = brief
setting-verbosity-drawn-normal = normal
setting-verbosity-drawn-full = full
setting-verbosity-counts = Cards left after a play
setting-verbosity-counts-help = Brief: never said ({ $key-counts } says them). Normal: when a player has one or two cards left. Full: after every play.
setting-verbosity-counts-brief = brief
setting-verbosity-counts-normal = normal
setting-verbosity-counts-full = full
setting-verbosity-hints = Key reminders
setting-verbosity-hints-help = Brief: no reminders. Full: also how many of your cards can be played, at each turn. Normal and full: which keys to press when you draw a playable card, must draw, or choose a colour.
setting-verbosity-hints-brief = brief
setting-verbosity-hints-normal = normal
setting-verbosity-hints-full = full
turn-other = { $name }'s turn.
draw-you-cards-total = You draw { $cards }: { $count ->
    [one] one card
   *[other] { $count } cards
} in your hand.
draw-named-cards-total = { $name } draws { $cards }: { $count ->
    [one] one card
   *[other] { $count } cards
} in hand.
playable-count = { $count ->
    [0] No card of yours can be played: { $key-draw } draws.
    [one] One card of yours can be played.
   *[other] { $count } cards of yours can be played.
}
