# What each bot level does, said in the setup menu's help for a bot seat.
level-about-easy = Easy plays like a beginner: any card that goes, Wilds last, often keeps a card it drew that it could play or names a Wild's colour at random, often misses a chance to catch or jump in, sometimes forgets to say UNO, challenges a Wild Draw Four on a hunch, and reacts slowly.
level-about-normal = Normal weighs every card it could play, watches who is about to go out, always says UNO, challenges a Wild Draw Four only when what it has seen makes a bluff likely, and reacts at an ordinary pace.
level-about-hard = Hard counts every card, reads what each player was seen to lack and what its plays give away, plays out each option in many possible deals of the unseen cards under the table's rules, bluffs when it pays, and reacts quickly, as fast as a sharp player.
personality-by-the-rules = plays by a fixed rule
