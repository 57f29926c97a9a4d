## Speech: what the scheduler and the table say of timing.

reason-jumped-first = { $name } se te adelantó.
match-start-brief = Nueva partida.
match-start-names = Nueva partida contra { $names }.
match-start-players = Nueva partida: { $names }.
seat-human = { $name }, en este mismo teclado.
play-brief = { $name }: { $card }.
draw-you-count = { $count ->
    [one] Robas una carta.
   *[other] Robas { $count } cartas.
}
drawn-playable-brief = Puedes jugar el { $card }.
command-players = quién juega: el nivel y el estilo de cada bot

setting-verbosity-intro = Presentación de la partida
setting-verbosity-intro-help = Breve: «Nueva partida». Normal: contra quién juegas. Completa: también las reglas y el nivel y el estilo de cada bot ({ $key-rules-in-play } y { $key-players } los dicen en cualquier momento).
setting-verbosity-intro-brief = breve
setting-verbosity-intro-normal = normal
setting-verbosity-intro-full = completa
setting-verbosity-moves = Jugadas de los demás
setting-verbosity-moves-help = Breve: «Ana: 5 rojo». Normal: «Ana juega un 5 rojo». Completa: también de quién es el turno antes de cada jugada.
setting-verbosity-moves-brief = breve
setting-verbosity-moves-normal = normal
setting-verbosity-moves-full = completa
setting-verbosity-drawn = Cartas que robas
setting-verbosity-drawn-help = Breve: cuántas robas. Normal: cuáles. Completa: cuáles, y cuántas tienes entonces.
setting-verbosity-drawn-brief = breve
setting-verbosity-drawn-normal = normal
setting-verbosity-drawn-full = completa
setting-verbosity-counts = Cartas que quedan tras una jugada
setting-verbosity-counts-help = Breve: nunca ({ $key-counts } las dice). Normal: cuando a alguien le quedan una o dos cartas. Completa: tras cada jugada.
setting-verbosity-counts-brief = breve
setting-verbosity-counts-normal = normal
setting-verbosity-counts-full = completa
setting-verbosity-hints = Recordatorios de teclas
setting-verbosity-hints-help = Breve: sin recordatorios. Completa: también cuántas de tus cartas se pueden jugar, en cada turno. Normal y completa: qué teclas pulsar al robar una carta que se puede jugar, al tener que robar o al elegir color.
setting-verbosity-hints-brief = breve
setting-verbosity-hints-normal = normal
setting-verbosity-hints-full = completa
turn-other = Turno de { $name }.
draw-you-cards-total = Robas { $cards }: tienes { $count ->
    [one] una carta
   *[other] { $count } cartas
} en la mano.
draw-named-cards-total = { $name } roba { $cards }: tiene { $count ->
    [one] una carta
   *[other] { $count } cartas
} en la mano.
playable-count = { $count ->
    [0] No puedes jugar ninguna carta: { $key-draw } roba.
    [one] Puedes jugar una carta.
   *[other] Puedes jugar { $count } cartas.
}
