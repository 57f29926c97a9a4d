### The window for low vision: what it draws besides the spoken lines, and its settings.

setting-pan-width = Sound width
setting-pan-width-help = How far left and right the other players' sounds are placed: 0 plays every sound in both ears alike, for one ear or one earbud; 100 is the full width.
setting-theme = Colours
setting-theme-help = The colours of the window's text and background.
setting-theme-white-on-black = white on black
setting-theme-black-on-white = black on white
setting-theme-yellow-on-black = yellow on black
setting-fullscreen = Full screen
setting-fullscreen-help = The window fills the screen; { $key-fullscreen } switches it anywhere.

command-fullscreen = full screen on or off
key-f11 = F11
fullscreen-on = Full screen.
fullscreen-off = In a window.
fullscreen-no-window = Full screen is for the window; the game is playing in the text console.

# Where the selected line of a menu or a list is, and what lies outside the window.
window-position = { $position } of { $count }
window-more-above = { $count } more above
window-more-below = { $count } more below

window-direction-clockwise = Clockwise: { $name } plays after you.
window-direction-counterclockwise = Counter-clockwise: { $name } plays after you.
window-direction-clockwise-named = Clockwise: { $name } plays after { $seat }.
window-direction-counterclockwise-named = Counter-clockwise: { $name } plays after { $seat }.
window-hand = Your hand: { $count ->
    [one] one card
   *[other] { $count } cards
  }.
window-hand-named = { $seat }'s hand: { $count ->
    [one] one card
   *[other] { $count } cards
  }.
window-playable = { $count ->
    [one] one can be played
   *[other] { $count } can be played
  }
window-pending-you = You must draw { $count }.
# The windows open now, with the whole seconds left.
window-catch = { $name } has not said UNO: { $key-uno } catches, { $seconds } s left.
window-uno-you = Say UNO with { $key-uno }: { $seconds } s left.
window-jump-in = You can jump in: { $seconds } s left.
window-clock = Your time to play: { $seconds } s left.
window-buzzer = Buzzer: press { $key-buzz }! { $seconds } s left.
# On each colour tile: how many cards of that colour you hold.
window-color-held = { $count } in your hand
