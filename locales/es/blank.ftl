### Cartas en blanco (RULES.md DECK-4): las reglas que una familia escribe en ellas, y la
### partida de ocho jugadores en dos mesas (VAR-ROTATE).

## Una carta en blanco se dice con el nombre de su regla y «en» su color: «Turno extra en rojo».
## Los nombres son sustantivos masculinos: «juega un Turno extra en rojo»; con «en», el color
## no concuerda con el nombre ni se pega a él («Pedido de color en azul», y no «Pedido de color azul»).
blank-card = { $name } en { color }

## Las reglas: un nombre y un texto cada una (uno_audio/engine/blanks.py).
blank-everyone-draws = Robo general
blank-everyone-draws-rules = Todos los demás roban una carta; luego sigue el jugador siguiente.
blank-pick-draws = Roba dos a elegir
blank-pick-draws-rules = Eliges a otro jugador, que roba dos cartas; luego sigue el jugador siguiente.
blank-swap-hands = Intercambio de manos
blank-swap-hands-rules = Puedes intercambiar tu mano con la de quien elijas, o quedarte con la tuya.
blank-pass-hands = Pase de manos
blank-pass-hands-rules = Cada mano pasa al jugador siguiente en el sentido del juego.
blank-play-again = Turno extra
blank-play-again-rules = Todos los demás pierden su turno: vuelves a jugar.
blank-shed-colour = Descarte de color
blank-shed-colour-rules = Descartas de tu mano todas las cartas del color en juego. Si eran todas tus cartas, te quedas sin cartas y ganas la ronda.
blank-name-colour = Pedido de color
blank-name-colour-rules = Dices un color: el jugador siguiente debe jugar una carta de ese color, o robar hasta que le salga una.

## Lo que pasa, tal como se anuncia.
blank-everyone-draws-done = Todos menos { $name } roban una carta.
blank-everyone-draws-done-you = Todos los demás roban una carta.
blank-pick-choosing = { $name } elige quién roba dos cartas.
blank-pick-draws-done = { $name } hace robar { $count ->
    [one] una carta
   *[other] { $count } cartas
  } a { $target }.
blank-pick-draws-done-you = Haces robar { $count ->
    [one] una carta
   *[other] { $count } cartas
  } a { $target }.
blank-pick-draws-done-on-you = { $name } te hace robar { $count ->
    [one] una carta
   *[other] { $count } cartas
  }.
blank-play-again-done = Todos los demás pierden su turno: { $name } vuelve a jugar.
blank-play-again-done-you = Todos los demás pierden su turno: vuelves a jugar.
blank-shed-colour-done = { $count ->
    [0] { $name } no tiene más cartas de ese color que descartar.
   *[other] { $name } descarta { $cards }.
  }
blank-shed-colour-done-you = { $count ->
    [0] No tienes más cartas de ese color que descartar.
   *[other] Descartas { $cards }.
  }
blank-naming = { $name } pide un color.
blank-name-colour-done = { $target } debe jugar { $color }, o robar hasta que le salga.
blank-name-colour-done-on-you = Debes jugar { $color }, o robar hasta que te salga.
choose-pick = ¿Quién roba dos cartas? { $key-choice-previous } y { $key-choice-next } para elegir, { $key-choice-select } para confirmar.
blank-must-choose = Tienes que elegir a alguien que robe.
reason-choose-pending = Espera: se está eligiendo quién roba.
reason-named-colour-only = Ahora solo vale { $color }: juega una carta de ese color, o roba hasta que te salga.
reason-nothing-to-choose = Ahora no hay nadie que elegir.

## La carta en blanco de un bot y lo que elige en el acto, en una sola línea.
blank-played-swap = { $name } juega un { $card } e intercambia su mano con { $target }.
blank-played-swap-you = Juegas un { $card } e intercambias tu mano con { $target }.
blank-played-swap-with-you = { $name } juega un { $card } e intercambia su mano con la tuya.
blank-played-keep = { $name } juega un { $card } y se queda con su mano.
blank-played-keep-you = Juegas un { $card } y te quedas con tu mano.
blank-played-pick = { $name } juega un { $card } y hace robar { $count ->
    [one] una carta
   *[other] { $count } cartas
  } a { $target }.
blank-played-pick-you = Juegas un { $card } y haces robar { $count ->
    [one] una carta
   *[other] { $count } cartas
  } a { $target }.
blank-played-pick-on-you = { $name } juega un { $card } y te hace robar { $count ->
    [one] una carta
   *[other] { $count } cartas
  }.
blank-played-name = { $name } juega un { $card } y pide { $color }: { $target } debe jugar { $color }, o robar hasta que le salga.
blank-played-name-you = Juegas un { $card } y pides { $color }: { $target } debe jugar { $color }, o robar hasta que le salga.
blank-played-name-on-you = { $name } juega un { $card } y pide { $color }: debes jugar { $color }, o robar hasta que te salga.

## En la mesa.
# A mode of the statistics (uno_audio/stats.py).
variant-blank-cards = Cartas en blanco
rules-blank-cards = Cartas en blanco: { $cards }.

## El menú de preparación.
setup-blank-count = Cartas en blanco: { $count }
setup-blank-count-help = Las cartas en blanco llevan las reglas de tu familia. { $key-menu-decrease } y { $key-menu-increase } añaden o quitan una; cuatro cartas son una de cada color.
setup-blank-card = Carta en blanco { $number } en { $color }: { $rule }
setup-blank-card-help = { $key-menu-decrease } y { $key-menu-increase } eligen la regla de esta carta. { $rules }
setup-blank-points = Puntos de una carta en blanco: { $points }
setup-blank-points-help = Lo que vale para el ganador de la ronda una carta en blanco que queda en una mano.

# La línea de la regla de cada carta en blanco en el texto de las reglas (Control+F1), tras rules-blank: «nombre: texto».
blank-rule-line = { $name }: { $rules }

## Ocho jugadores en dos mesas (VAR-ROTATE con ocho jugadores).
variant-two-tables = Ocho jugadores en dos mesas
variant-two-tables-help = Ocho jugadores juegan 28 manos en dos mesas de cuatro. Las parejas se sientan frente a frente y cambian en cada mano, así que cada jugador es pareja de cada uno de los demás durante cuatro manos. Cada uno lleva su propia cuenta; gana la más alta.
two-tables-start = Ocho jugadores en dos mesas, { $hands ->
    [one] una mano
   *[other] { $hands } manos
  }: cada jugador es pareja de cada uno de los demás durante cuatro manos.
two-tables-rules = Dos mesas de cuatro, { $hands ->
    [one] una mano
   *[other] { $hands } manos
  } y parejas nuevas en cada mano; cada jugador lleva su propia cuenta, y gana la más alta.
two-tables-hand = Mano { $hand } de { $count }.
two-tables-here = En tu mesa: { $pair } contra { $rivals }.
two-tables-there = En la otra mesa: { $pair } contra { $rivals }.
two-tables-other = En la otra mesa: { $line }
two-tables-next-table = Esta mesa ya jugó su mano. Ahora el teclado pasa a la otra mesa.
two-tables-result = En la otra mesa: { $pair } ganan la mano, { $points ->
    [one] un punto
   *[other] { $points } puntos
  }.
two-tables-totals = Puntuación, mano { $hand } de { $count }: { $scores }.
two-tables-won = ¡{ $name } gana la partida con { $points ->
    [one] un punto
   *[other] { $points } puntos
  }!
two-tables-won-you = ¡Ganas la partida con { $points ->
    [one] un punto
   *[other] { $points } puntos
  }!
two-tables-keys = { $key-continue } juega la mano siguiente. { $key-line-previous } y { $key-line-next } para volver a leer este resumen. { $key-replay } vuelve a contar la mano.
