### Setup choices, and lines that tell apart what the older messages said alike.

setup-bluff-penalty = Cards for a guilty bluff: { $count }
setup-buzzer-penalty = Cards for the slowest at the buzzer: { $count }

# F1 help names a lone letter key so: "E or Tab: how many cards each player holds".
help-letter = { $key }

pending-you = You must draw { $count }.
# Lowest total and elimination scoring: the winner scores nothing, the others add their own cards.
round-won-own-points = { $name } wins the round; everyone else adds the points left in their own hand.
round-won-own-points-you = You win the round! Everyone else adds the points left in their own hand.
# The same when nobody could play: the winner still holds cards, and adds them too.
round-won-blocked-own-points = { $name } wins the round; every player adds the points left in their own hand.
round-won-blocked-own-points-you = You win the round! Every player adds the points left in their own hand, you too.
jump-in-failed-added = { $name } tries to jump in with { $card } and fails: { $points ->
    [one] one point added to their total.
   *[other] { $points } points added to their total.
  }
jump-in-failed-added-you = { $card } can't jump in: { $points ->
    [one] one point is added to your total.
   *[other] { $points } points are added to your total.
  }
# After a Wild, what a card must match is the colour it named.
reason-card-does-not-match-color = { $card } doesn't match { $color }, the colour in play.
stats-official = Official rules

# A partner's name where a line starts with it.
your-partner-start = Your partner { $name }

# The start of a match with partners: who plays with whom.
match-start-partners = New match: you and { $partners } against { $opponents }.
