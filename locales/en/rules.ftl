### The rules screen: one message per section, one line per sentence or two,
### read line by line by the player's screen reader. Clause IDs refer to RULES.md.

# The sections in reading order: the same list in every language.
rules-sections = rules-goal rules-deck rules-setup rules-turn rules-actions rules-two-players rules-uno rules-scoring rules-challenge rules-stacking rules-sequences rules-jump-in rules-super-jump-in rules-bluff rules-draw-then-play rules-seven-zero rules-buzzer rules-uno-penalty rules-teams rules-rotate rules-elimination rules-draw-to-match rules-blank rules-two-tables rules-no-mercy rules-flip

rules-goal =
    Be the first to get rid of all your cards.
    Whoever goes out wins the round and scores points for the cards left in the other players' hands.
    The first player to reach 500 points wins the match. You choose the target in New game.
    .title = Goal

rules-deck =
    The deck has 108 cards in four colours: red, yellow, green and blue.
    Each colour has one 0, two of each number from 1 to 9, two Skips, two Reverses and two Draw Twos.
    Then there are 4 Wild cards and 4 Wild Draw Four cards, which have no colour.
    The Buzzer variant adds 8 colourless Buzzer cards, for 116 cards in all.
    .title = The cards

rules-setup =
    2 to 10 players can play.
    To choose the dealer, everyone draws a card, and the highest number deals.
    Action cards and Wilds don't count: draw again. Players who tie draw again too.
    In later rounds, the deal passes to the next player clockwise.
    The dealer shuffles and deals 7 cards to each player.
    The rest of the deck goes face down as the draw pile. Its top card is turned face up to start the discard pile.
    The player to the dealer's left starts, and play goes clockwise, to the left.
    If the first card turned up is a number, play starts as usual.
    If it is a Wild Draw Four or a Buzzer, it goes back into the deck, the deck is shuffled and another card is turned up.
    If it is a Wild, the first player chooses the colour, then plays.
    If it is a Draw Two, the first player draws 2 cards and misses their turn, just as if the dealer had played it on them. Stacking and Keep your turn after drawing apply when they are on.
    If it is a Reverse, the dealer plays first, and play goes to the right, anticlockwise.
    If it is a Skip, the first player misses their turn, and the player on their left starts.
    .title = Getting started

rules-turn =
    On your turn, play one card that matches the top card of the discard pile: the same colour, the same number or the same symbol.
    So a Skip goes on any Skip, a Reverse on any Reverse, and a Draw Two on any Draw Two.
    You may play a Wild on anything, even when you have other cards you could play.
    When you play a Wild, you choose the colour to play next, even the one already in play.
    You may play a Wild Draw Four only when you have no card of the colour in play.
    Cards of the same number or symbol in another colour, or other Wilds, don't stop you.
    Unless the Bluff variant is on, the game refuses an illegal Wild Draw Four and tells you why.
    If you can't play, draw one card. If it can be played, you may play it at once, that card only. Otherwise your turn ends.
    You may also draw instead of playing a card you could play. Then the only card you may play is the one you drew.
    When the draw pile runs out, the discard pile, all but its top card, is shuffled into a new draw pile.
    If there is still nothing to draw, you simply pass.
    If every player in a full circle passes with nothing to draw, the round ends. The player with the fewest points in hand wins it and scores as usual.
    If several players have the fewest points, the first of them in turn order wins, counting from the player whose turn it is.
    A play that breaks the rules is refused with the reason, and nothing changes.
    .title = Your turn

rules-actions =
    Skip: the next player misses their turn.
    Reverse: the direction of play changes.
    Draw Two: the next player draws 2 cards and misses their turn.
    Wild: you choose the colour to play next.
    Wild Draw Four: you choose the colour, and the next player draws 4 cards and misses their turn.
    .title = Action cards

rules-two-players =
    With two players, some cards work differently.
    Reverse works like a Skip: you play again.
    After a Skip, you play again.
    After a Draw Two or a Wild Draw Four, your opponent draws and then it's your turn again.
    .title = Two players

rules-uno =
    When you play your second-to-last card, you must say UNO by pressing { $key-uno }.
    You may say it on your turn before you play, when you hold 2 cards, or just after, while you can still be caught.
    A player who forgets can be caught by anyone else, who presses { $key-uno }. The caught player draws 2 cards.
    You can catch a player from the moment their second-to-last card lands on the discard pile until the next play, draw or challenge by anyone, a jump-in included. Usually that is when the next player starts their turn.
    This is the same when a player gets down to one card with a jump-in or in a sequence.
    A player who says UNO before being caught is safe. If the call and the catch come at the same moment, there is no penalty.
    If you are left with one card because of a 0 or 7 hand exchange, you don't have to say UNO.
    .title = Saying UNO

rules-scoring =
    The round ends as soon as a player has no cards left.
    If that last card is a Draw Two or a Wild Draw Four, the next player still draws at once, the whole stack if there is one, and those cards count in the score.
    The last card ends the round straight away: nobody can stack on it or challenge it, and a last 0, 7 or Buzzer has no effect.
    The winner of the round scores the points of the cards left in the other players' hands.
    Number cards are worth their number.
    Skip, Reverse and Draw Two are worth 20 points.
    Wild, Wild Draw Four and Buzzer are worth 50 points.
    The first player to reach 500 points wins the match. You choose the target in New game.
    If you play for the lowest score, each player instead adds up the points left in their own hand. When someone reaches the target, or after a set number of rounds, the lowest total wins.
    If you play by elimination, players who reach the target are out: see the elimination variant.
    .title = Going out and scoring

rules-challenge =
    Challenges only exist with the Bluff variant. Without it, nobody can play an illegal Wild Draw Four, so there is nothing to challenge.
    Only the player who has to draw the four cards may challenge, by pressing { $key-challenge } instead of drawing.
    The player who played the Wild Draw Four then shows their hand to the challenger.
    If they held a card of the colour in play, they are guilty: they draw the 4 cards themselves, and the challenger plays as usual.
    If they were innocent, the challenger draws 6 cards, the 4 plus 2 more, and misses their turn, even with the Keep your turn after drawing variant.
    The colour in play is the colour before the Wild Draw Four was played.
    Either way, the Wild Draw Four stays on the discard pile, and the colour it named stands.
    With stacking, only the last Wild Draw Four can be challenged. A guilty player draws the whole total. Otherwise the challenger draws the total plus 2 and misses their turn.
    .title = Challenging a Wild Draw Four

rules-stacking =
    When you have to draw for a Draw Two, you may play a Draw Two instead and pass the total on to the next player.
    The same goes for a Wild Draw Four on a Wild Draw Four.
    You can't play a Draw Two on a Wild Draw Four, or the other way round.
    Whoever finally draws takes the whole total.
    A Draw Two played after the stack has been drawn counts 2 again.
    .title = Variant: stacking

rules-sequences =
    If you hold numbers in a row of one colour, like yellow 2, 3 and 4, you may play them all in the same turn, going up or down.
    The second card sets the direction. A sequence doesn't go round from 9 to 0.
    Be quick: the next player may play as soon as your first card is down.
    Your sequence ends when anyone else plays or the next player draws.
    With the 0 and 7 variant, a 0 or a 7 still has its effect, and ends the sequence.
    .title = Variant: sequences

rules-jump-in =
    If you hold the exact card on top of the discard pile, same colour and same number, you may play it at once, even when it isn't your turn.
    To jump in, select the card and press { $key-play }.
    Play then goes on from you, and the players in between lose their turn.
    Only number cards can be jumped in.
    You can't jump in on your own card, nor while someone has to draw, choose a colour or decide on a 7 swap, nor while the buzzer is sounding. Your play is then just refused and costs nothing.
    A failed jump-in, with a card that isn't identical or comes too late, costs you 3 points, and the card stays in your hand.
    With standard scoring, the 3 points come off your score, never below 0. If you play for the lowest score or by elimination, they are added to your total.
    .title = Variant: jump-in

rules-super-jump-in =
    Like jump-in, but any card with the same number or symbol can jump in, whatever its colour.
    Numbers, Skips, Reverses and Draw Twos can jump in. Wilds and Buzzers can't.
    An action card played this way works just as if you had played it on your turn.
    Everything else works as in jump-in, including the 3 point penalty.
    .title = Variant: super jump-in

rules-bluff =
    You may play a Wild Draw Four at any time, even when you hold a card of the colour in play.
    But the next player may call your bluff by pressing { $key-challenge } instead of drawing: see Challenging a Wild Draw Four.
    In New game, a guilty bluffer can be made to draw 6 cards instead of 4.
    .title = Variant: bluff

rules-draw-then-play =
    After drawing the cards of a Draw Two or a Wild Draw Four, you still take your turn.
    Without this variant, as in the official rules, you draw and miss your turn.
    A challenger who loses a challenge still misses their turn.
    .title = Variant: keep your turn after drawing

rules-seven-zero =
    When someone plays a 0, every player passes their hand to the next player in the direction of play.
    When you play a 7, you may swap hands with a player of your choice. You don't have to, but the player you choose can't refuse.
    Nobody else can act until the swap is chosen or declined.
    .title = Variant: 0 and 7

rules-buzzer =
    8 Buzzer cards are added to the deck.
    A Buzzer may be played on any card, and any card may be played on it.
    After a Buzzer there is no colour in play, so every card may follow, Wild Draw Four included.
    When a Buzzer is played, every player, the one who played it included, must press { $key-buzz } as fast as possible.
    The slowest player draws 3 cards, or 2 if you choose so in New game.
    If time runs out before everyone has pressed, everyone who didn't press draws instead.
    While the buzzer is sounding, nobody can play or draw. It stops as soon as everyone has pressed.
    Then play goes on from the player who played the Buzzer, as after a number card.
    .title = Variant: Buzzer

rules-uno-penalty =
    A player caught without saying UNO draws 4 cards instead of 2.
    .title = Variant: UNO penalty of 4

rules-teams =
    Players form two teams, sitting in alternating seats, so with four players partners sit opposite each other.
    Teams are possible with 4, 6, 8 or 10 players.
    When any player of a team goes out, the round ends and that team scores the cards left in the opponents' hands.
    The first team to reach 500 points wins.
    .title = Variant: teams

rules-rotate =
    For four players. Partners sit opposite each other, and you play 12 rounds.
    Every four rounds you change partners, so you play four rounds with each of the other three players.
    Each player keeps their own total of the points they win with every partner.
    After 12 rounds, the highest total wins.
    .title = Variant: rotating partners

rules-elimination =
    Also known as UNO Challenge.
    At the end of each round, every player adds the points left in their own hand to their total.
    A player who reaches the target, 500 points, is out of the match.
    When only two players are left, they play head to head with the two player rules.
    The winner of that final round wins the match.
    .title = Variant: elimination

rules-draw-to-match =
    When you can't play, you keep drawing until you get a card you can play.
    You may then play that card or keep it.
    .title = Variant: draw to match

# DECK-4: each rule's own line follows, from uno_audio/engine/blanks.py (blank-rule-line).
rules-blank =
    A physical deck comes with blank cards, on which a family writes its own rule. Here the setup menu adds them: one per colour, or as many as you like, each with a rule chosen from the list below.
    A blank card has a colour. It goes on a card of its colour, or on a blank card with the same rule, and anything of its colour may follow it. It is not a Wild, and it counts as a card of its colour: holding one forbids a Wild Draw Four on that colour.
    Its rule acts when it is played in turn. Turned up at the start, it is just a card of its colour. If it is your last card, the round ends and its rule does not act.
    Nobody can jump in with a blank card, or on one.
    A blank card left in a hand scores 20 points; the setup may change that.
    .title = Blank cards

rules-two-tables =
    With eight players, two games are played at the same time, at two tables of four, for 28 hands.
    At each table, partners sit facing each other. When either partner goes out, the hand ends, and both partners score the cards left in their opponents' hands.
    The partnerships change every hand, so that over the 28 hands each player partners each of the others for exactly four hands, and the opponents change too. Who plays with whom is drawn by lot at the start of the match.
    Each player keeps their own total from every partnership. After the 28th hand, the highest total wins.
    You play the table you sit at; the bots play the other table at the same time, and you hear their plays as they happen. The hand ends when both tables have played it, and the other table's result is told then. Press { $key-scores } for all eight totals.
    .title = Eight players on two tables

rules-advanced-responses =
    When you must draw for a Draw Two, you may answer with a Skip or a Reverse that matches the top card.
    A Skip passes the whole total to the next player, who may answer in turn. A Reverse changes the direction and passes it to the next player that way. With two players, either sends it back.
    Only a Draw Two can be answered so, never a Wild Draw Four.
    If your Skip or Reverse is your last card, you win the round and the next player draws the whole total.
    .title = House rule: advanced responses
rules-mixed-stacking =
    With Stacking on, a Wild Draw Four may be played on a Draw Two you must draw for, and a Draw Two of the colour a Wild Draw Four named may be played on it. The total grows by each card.
    The Wild Draw Four still needs you to hold no card of the colour in play, unless Bluff is on. Once a Draw Two covers a Wild Draw Four, nobody can call the bluff.
    .title = House rule: mixed stacking
rules-sequence-wrap =
    With Sequences on, a sequence may go from 9 to 0 going up, and from 0 to 9 going down: yellow 8, 9, 0, 1.
    .title = House rule: sequences that wrap
rules-seven-must-swap =
    With Seven and zero on, whoever plays a 7 must swap hands with another player: keeping your own hand is not allowed.
    A Hand Swap blank card still lets you keep your hand.
    .title = House rule: seven must swap
rules-jump-in-plays-on =
    With Jump-in on, after you jump in with a number card the turn is yours at once: play or draw as on any turn.
    An action card, a 0 or a 7 that jumps in acts as if played in turn, and play goes on as it says.
    .title = House rule: jump in and play on
rules-jump-in-actions =
    With Jump-in on, you may also jump in with a Skip, a Reverse or a Draw Two identical to the top card, same colour and same symbol. It acts as if played in turn.
    Wilds, Buzzers and blank cards never jump in.
    .title = House rule: jump-in with action cards
rules-optional-draws =
    On your turn you may draw even when you hold a card you could play, one card at a time, up to the set number (1 to 20, or until you choose to play).
    After each card you may play any card of your hand that matches the top card, draw another, or press { $key-pass } to end your turn.
    If you have drawn the set number and can play nothing, your turn passes.
    Draws for a Draw Two or a Wild Draw Four are not counted: you draw those as usual.
    .title = House rule: optional draws
rules-turn-clock =
    The player on turn has a set time to act, from 10 seconds to 5 minutes, counted from when they hear it is their turn.
    A warning is said when a quarter of the time is left. When time runs out, the game acts for you: you draw a card and your turn passes; cards you must draw are drawn; a colour to choose is your most held colour; a 7 swap is kept, or made with the next player if a 7 must swap.
    The clock is off unless set in New game, and never runs in the tutorial.
    .title = House rule: thinking clock

rules-no-mercy =
    The No Mercy deck replaces the classic deck when chosen in New game: 168 cards, after Mattel's UNO Show 'Em No Mercy.
    Each colour has two of every number from 0 to 9, three Skips, three Reverses, three Draw Twos, two Draw Fours, two Skip Everyones and three Discard Alls. There are eight Wild Reverse Draw Fours, four Wild Draw Sixes, four Wild Draw Tens and eight Wild Colour Roulettes, and no plain Wild or Wild Draw Four.
    The first card turned up is always a number. The four Wilds of this deck go on anything; you may play them even holding the colour in play.
    Draw Four: the next player draws four and loses the turn. Skip Everyone: everyone else loses a turn and you play again. Discard All: you put every card of its colour from your hand under it.
    Wild Reverse Draw Four: the direction changes, then the next player that way draws four. Wild Draw Six and Wild Draw Ten: the next player draws six or ten. You name the colour with each of them.
    Wild Colour Roulette: the next player names a colour, turns cards up from the draw pile until one of that colour comes, keeps them all and loses the turn.
    Stacking is always on: when you must draw, you may play any draw card that gives as many cards or more, of any colour, and the total passes on. Nothing else answers, and there is no challenge.
    If you cannot play, or choose to draw, you draw until a card you can play comes, and you must play it.
    A 0 passes every hand on in the direction of play; a 7 must be swapped with another player's hand.
    The mercy rule: anyone holding 25 cards or more is out of the round. Their hand is set aside and counts for the winner. The last player left wins the round, and everyone plays again the next round.
    Cards left in hands score: numbers their value, the coloured action cards 20, the Wilds 50.
    .title = The No Mercy deck

rules-flip =
    The Flip deck replaces the classic deck when chosen in New game: 112 cards with two sides, after Mattel's UNO Flip. Each card has a light face and a dark face, always the same two.
    The light side: red, yellow, green and blue, two of each number from 1 to 9, two Draw Ones, two Reverses, two Skips and two Flips in each colour, four Wilds and four Wild Draw Twos.
    The dark side: pink, teal, orange and purple, two of each number from 1 to 9, two Draw Fives, two Reverses, two Skip Everyones and two Flips in each colour, four Wilds and four Wild Draw Colours. There are no zeros.
    Everyone is dealt 7 cards, light side up. The draw pile lies light side down, so its top card shows its dark face to everyone. The first card is turned light side up; if it is a Flip, everything flips before the first turn.
    Play the side in play: match the top card by colour, number or symbol. Draw One: the next player draws one and loses the turn. Wild Draw Two: you name a colour; the next player draws two and loses the turn.
    Flip: every card in every hand and both piles turns over, in place. The Flip's other face is the new top card, and play goes on to the next player; if that face is a Wild, you name its colour.
    Draw Five: the next player draws five and loses the turn. Reverse: the direction changes; with two players it is a Skip. Skip Everyone: everyone else loses a turn and you play again.
    Wild Draw Colour: you name a colour; the next player draws until a card of that colour comes, keeps them all and loses the turn. A Wild Draw Two or a Wild Draw Colour may only be played with no card of the colour in play.
    Here every hand is hidden on both sides. You know the other side of your own cards and of the top card, and everyone sees the draw pile's top face: { $key-top-card-other } tells the top card's other side, { $key-card-other } your selected card's, { $key-side } the side in play and { $key-pile-face } the draw pile's face.
    Cards left in hands score by the side in play. Light: numbers their value, Draw One 10, Reverse, Skip and Flip 20, Wild 40, Wild Draw Two 50. Dark: numbers their value, Draw Five, Reverse and Flip 20, Skip Everyone 30, Wild 40, Wild Draw Colour 60.
    .title = The Flip deck
