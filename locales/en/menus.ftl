### Menus, settings, help, key names and messages about the game itself.

window-title = UNO audio
welcome = Welcome to UNO audio. Press { $key-help } on any screen to hear its keys.
speech-using-screen-reader = Speaking through your screen reader.
speech-using-tts = Speaking with the built-in voice.
speech-using-text = The game prints what it says as text.
speech-using-recording = Speech is recorded.
speech-missing = { $backend ->
    [screen-reader] No screen reader answered
    [tts] The built-in voice is not available
   *[other] { $backend } is not available
  } ({ $reason ->
    [not-installed] its library is not installed
    [not-found] none is running
    [not-responding] it stopped answering
    [no-audio-device] there is no sound device
    [no-engine] no speech engine is installed
   *[other] it failed
  }). See the README to install speech.
sound-unavailable = No sound device: the game goes on without sound cues.
sound-files-missing = { $count ->
    [one] One sound file is missing; that cue stays silent.
   *[other] { $count } sound files are missing; those cues stay silent.
  }
no-display = No screen found: playing in the terminal instead.
locale-problem = A language file has errors; the missing words come from English. Details in { $path }.
error-internal = Something went wrong with that key; the game goes on and the error is in the log.
file-problem = The { $file } file was { $problem }; it was kept aside and defaults are used.
file-settings = settings
file-save = saved match
problem-corrupt = damaged
problem-future-version = from a newer version of the game
problem-old-version = from an older version of the game, whose cards would come out differently
problem-some-values-ignored = partly unreadable
save-unreadable = The saved match could not be read; it was kept aside.

menu-item = { $label }, { $position } of { $count }
menu-main = Main menu.
menu-game = Game menu.
menu-setup = New game.
menu-settings = Settings
menu-new-game = New game
menu-continue = Continue the saved match
menu-rules = Rules
menu-keys = Keys
menu-statistics = Statistics
menu-quit = Quit
menu-start = Start the game
menu-resume = Back to the game
menu-leave-match = Leave the match (it is saved)
menu-not-adjustable = This item has no value to change: press { $key-menu-select }.
help-type-ahead = Type a letter to jump to the next item starting with it.
confirm-keys = { $yes } for yes; { $no } for no.
confirm-quit = Quit the game?
confirm-leave-match = Leave this match? It is saved, and Continue in the main menu takes it up again.
on = on
off = off

setup-players = Players: { $count }
setup-level = Bots: { $level }
setup-preset = Rules: { $preset }
setup-preset-help = { $key-menu-decrease } and { $key-menu-increase } choose a rule set: official, the audio game's, or party. Changing a house rule below makes it custom.
setup-uno-penalty = Cards for a forgotten UNO: { $count }
setup-scoring = Scoring: { $scoring }
setup-target = Target score: { $points }
level-easy = easy
level-normal = normal
level-hard = hard
preset-official = official
preset-audio-game = audio game
preset-party = party
preset-custom = custom
scoring-standard = the winner scores the others' cards
scoring-lowest = lowest total wins
scoring-elimination = elimination
variant-state = { $variant }: { $state }

variant-stacking = Stacking
variant-stacking-help = A Draw Two may answer a Draw Two, and a Wild Draw Four a Wild Draw Four; whoever finally draws takes them all.
variant-sequences = Sequences
variant-sequences-help = Play consecutive numbers of one colour in the same turn, until the next player acts.
variant-jump-in = Jump-in
variant-jump-in-help = Play the exact card on top out of turn; a wrong jump-in costs points.
variant-super-jump-in = Super jump-in
variant-super-jump-in-help = Jump in with the same number or symbol in any colour.
variant-bluff = Bluff
variant-bluff-help = A Wild Draw Four may be played at any time; the victim may call the bluff with { $key-challenge }.
variant-draw-then-play = Keep your turn after drawing
variant-draw-then-play-help = After drawing for a Draw Two or Wild Draw Four you still take your turn.
variant-seven-zero = Seven and zero
variant-seven-zero-help = A 0 passes every hand on; a 7 swaps your hand with a player of your choice.
variant-buzzer = Buzzer
variant-buzzer-help = Eight Buzzer cards: when one is played everyone presses { $key-buzz }, and the slowest draws.
variant-draw-to-match = Draw until playable
variant-draw-to-match-help = When you draw, you keep drawing until you get a card you can play.
variant-teams = Teams
variant-teams-help = Partners sit opposite each other and score together; 4, 6, 8 or 10 players.
variant-rotate = Rotating partners
variant-rotate-help = Four players, twelve rounds, partners change every four rounds; each keeps their own score.

setting-state = { $setting }: { $value }
setting-language = Language
setting-language-help = The language of the game and of its voice.
setting-language-en = English
setting-language-es = Español
setting-language-pt-BR = Português do Brasil
setting-speech = Speech
setting-speech-help = Which speech to use the next time the game starts.
setting-speech-auto = automatic
setting-speech-screen-reader = screen reader
setting-speech-tts = built-in voice
setting-speech-text = printed text
setting-speech-rate = Voice speed
setting-speech-rate-help = How fast the built-in voice speaks.
setting-speech-volume = Voice volume
setting-speech-volume-help = How loud the built-in voice speaks.
setting-sound-volume = Sound volume
setting-sound-volume-help = How loud the sound cues are.
setting-muted = Mute sounds
setting-muted-help = Turns every sound cue off.
setting-bot-pace = Bot pace
setting-bot-pace-help = How long the bots wait before they act.
setting-catch-window = Time to catch UNO
setting-catch-window-help = How long the next bot waits when a player has one card, so you can catch them.
setting-buzzer-window = Buzzer time
setting-buzzer-window-help = How long everyone has to press { $key-buzz }.
setting-jump-in-window = Time to jump in
setting-jump-in-window-help = With jump-in on, how long the next bot waits after a card, so you can jump in.
setting-jump-in-cue = Jump-in cue
setting-jump-in-cue-help = A soft sound when you could jump in.
setting-playable-cue = Playable card cue
setting-playable-cue-help = A soft sound tells whether the selected card can be played.
setting-font-size = Text size
setting-font-size-help = The size of the text in the window; Control and Plus or Minus change it anywhere.
font-size = Text size { $size }.

help-title = Keys on this screen
help-line = { $keys }: { $action }
help-already-open = This is the key help. { $key-reader-close } closes it.
keys-table = Keys at the table
keys-menu = Keys in menus
keys-color = Keys when choosing a colour
keys-choose = Keys when choosing a player
keys-reader = Keys when reading the rules or a summary
reader-open = { $title }. { $count ->
    [one] One line
   *[other] { $count } lines
  }. { $key-line-previous } and { $key-line-next } read, { $key-section-previous } and { $key-section-next } change section, { $key-reader-close } closes.
reader-edge-top = Top.
reader-edge-bottom = End.
reader-no-more-sections = No more sections.
history-empty = Nothing said yet.
key-unused = { $key } does nothing here. Press { $key-help } for the keys of this screen.
menu-no-item = No item starts with { $letter }.

stats-none = No matches played yet.
stats-mode = { $mode }: { $matches ->
    [one] one match
   *[other] { $matches } matches
  }, { $won ->
    [0] none won
   *[other] { $won } won
  }; { $rounds ->
    [one] one round
   *[other] { $rounds } rounds
  }, { $rounds_won ->
    [0] none won
   *[other] { $rounds_won } won
  }.
stats-best-buzz = Best buzzer reaction: { $seconds ->
    [1] { $seconds } second
   *[other] { $seconds } seconds
  }.
stats-average-points = Points left in your hand at the end of a round, on average: { $points }.

key-left = Left arrow
key-right = Right arrow
key-up = Up arrow
key-down = Down arrow
key-home = Home
key-end = End
key-enter = Enter
key-space = Space
key-escape = Escape
key-tab = Tab
key-pageup = Page Up
key-pagedown = Page Down
key-ctrl = Control
key-shift = Shift
key-alt = Alt
key-plus = Plus
key-equals = Equals
key-minus = Minus
key-backspace = Backspace
key-f1 = F1

command-help = the keys of this screen
command-rules-text = the rules of the game
command-history-previous = previous message
command-history-next = next message
command-history-first = first message
command-history-last = last message
command-silence = stop speech
command-font-bigger = larger text
command-font-smaller = smaller text
command-menu-previous = previous item
command-menu-next = next item
command-menu-first = first item
command-menu-last = last item
command-menu-select = choose the item
command-menu-decrease = change the value down
command-menu-increase = change the value up
command-menu-back = go back
command-line-previous = previous line
command-line-next = next line
command-line-first = first line
command-line-last = last line
command-section-previous = previous section
command-section-next = next section
command-reader-close = close
command-card-previous = previous card
command-card-next = next card
command-card-first = first card
command-card-last = last card
command-group-next = next colour in your hand
command-group-previous = previous colour in your hand
command-play = play the selected card; out of turn, jump in
command-draw = draw a card, take the cards you must draw, or keep a drawn card
command-top-card = the top card
command-side = the Flip deck's side in play
command-top-card-other = the other side of the top card
command-card-other = the other side of the selected card
command-pile-face = the face on top of the draw pile
command-scores = the scores
command-whose-turn = whose turn it is
command-uno = say UNO, or catch a player who did not
command-challenge = call a bluff
command-buzz = press the buzzer
command-sort-color = sort your hand by colour
command-sort-number = sort your hand by number
command-sort-none = stop sorting your hand
command-counts = every player's number of cards
command-current-color = the colour to play
command-pending = the cards waiting to be drawn
command-direction = the direction of play
command-hand = your whole hand
command-repeat = repeat the last message
command-rules-in-play = the rules of this match
command-game-menu = the game menu
command-color-previous = previous colour
command-color-next = next colour
command-color-select = choose this colour
command-color-1 = red
command-color-2 = yellow
command-color-3 = green
command-color-4 = blue
command-color-1-dark = pink
command-color-2-dark = teal
command-color-3-dark = orange
command-color-4-dark = purple
command-choice-previous = previous player
command-choice-next = next player
command-choice-select = swap with this player
command-choice-cancel = keep your hand
command-answer-yes = yes
command-answer-no = no
command-ready = I have the keyboard
command-continue = continue
command-summary-leave = continue

setup-seat-human = Seat { $number }: { $name }, human
setup-seat-bot = Seat { $number }: bot, { $level }
setup-seat-help = { $key-menu-decrease } and { $key-menu-increase } choose a bot level or a human player; { $key-menu-select } types the name the seat has at the table.
setup-hidden-hands = Hidden hands
setup-hidden-hands-help = When on, the game asks each player to take the keyboard and keeps every hand private to its owner.
setup-key-buzz = { $name }'s buzzer key: { $key }
setup-key-catch = { $name }'s catch and jump-in key: { $key }
setup-key-help = { $key-menu-decrease } and { $key-menu-increase } choose another free key.
setup-name-prompt = Name of player { $number }: type it, then press { $key-entry-done }.
setup-name-set = Name: { $name }.
entry-help = { $key-entry-erase } erases, { $key-entry-read } reads what you typed, { $key-entry-done } confirms, { $key-entry-cancel } cancels.
entry-space = space
entry-empty = Nothing typed.
entry-full = That is as long as a name can be.
entry-erased = { $char } erased.
command-entry-done = confirm
command-entry-cancel = cancel
command-entry-erase = erase the last letter
command-entry-read = read what you typed
key-comma = Comma
key-period = Period

# Files that could not be read or written, and the window's text.
file-statistics = statistics
file-problem-save = The saved match file was { $problem }; it was kept aside, and the game starts without it.
file-problem-statistics = The statistics file was { $problem }; it was kept aside, and the statistics go on from what could be read.
file-write-failed = { $kind ->
    [save] The match could not be saved
   *[other] The { $file } file could not be written
  }; the game goes on. Details in { $path }.
display-problem = The window cannot show text; the game goes on with speech. Details in { $path }.
error-fatal = The game hit an error it cannot recover from and closes; the match is saved. Details in { $path }.

# House rules (VAR-ANSWER to VAR-CLOCK).
variant-advanced-responses = Advanced responses
variant-advanced-responses-help = When you must draw for a Draw Two, a Skip passes the cards on to the next player and a Reverse sends them back.
variant-mixed-stacking = Mixed stacking
variant-mixed-stacking-help = With Stacking, a Wild Draw Four may answer a Draw Two, and a Draw Two of the named colour a Wild Draw Four.
variant-sequence-wrap = Sequences that wrap
variant-sequence-wrap-help = With Sequences, a sequence may go on from 9 to 0, or from 0 to 9.
variant-seven-must-swap = Seven must swap
variant-seven-must-swap-help = With Seven and zero, whoever plays a 7 must swap hands with another player.
variant-jump-in-plays-on = Jump in and play on
variant-jump-in-plays-on-help = After jumping in with a number card, you take the turn and play on.
variant-jump-in-actions = Jump-in with action cards
variant-jump-in-actions-help = With Jump-in, an identical Skip, Reverse or Draw Two may jump in too, and acts as if played in turn.
variant-optional-draws = Optional draws
variant-optional-draws-help = { $key-menu-decrease } and { $key-menu-increase } choose how many cards you may draw on your turn even with a playable card; after drawing you may play any card that matches.
variant-optional-draws-value = { $count ->
    [99] until you choose to play
    [one] 1 card
   *[other] { $count } cards
}
variant-turn-clock = Thinking clock
variant-turn-clock-help = { $key-menu-decrease } and { $key-menu-increase } choose how long you have to act on your turn, 10 seconds to 5 minutes. A warning comes before the time runs out; then you draw a card and pass.
variant-turn-clock-value = { $count ->
    [one] 1 second
   *[other] { $count } seconds
}
command-pass = end your turn after drawing

# The deck (DECK-5).
setup-deck = Deck: { $deck }
setup-deck-help = { $key-menu-decrease } and { $key-menu-increase } choose the deck: the classic 108 cards, or No Mercy, 168 cards with Draw Sixes and Draw Tens, stacking always on, 0 and 7 always on, and out at 25 cards; or Flip, 112 cards with a light side and a dark side, which a Flip card turns over. Control+F1 at the table tells its rules.
deck-classic = classic
deck-no-mercy = No Mercy
deck-flip = Flip
deck-in-play = the { $deck } deck
