## Cambiar una tecla (Ajustes → Cambiar teclas).

key-not-a-name = Eso no es el nombre de una tecla. Pulsa otra tecla, o Escape para dejar la de antes.

## La elección de color: dónde empieza cuando varios colores empatan.
color-held-tie = Seleccionado: { $color }. Los colores de los que más tienes: { $colors }, { $count ->
    [one] una carta
   *[other] { $count } cartas
  } de cada uno.

## La pista, cuando la carta pone en juego su color.
hint-colour-change = Juega { $card }: cambia el color al { $color }, el color que más tienes.

## F1 en la mesa, cuando se puede jugar fuera de turno.
next-playable-own-turn = { $key-next-playable } busca tu siguiente carta jugable solo en tu turno: fuera de turno delataría una jugada.

## Dos mesas: cada partida de cuatro es una mano del encuentro, y se llama así.
hand-won = { $name } gana la mano y se anota { $points ->
    [one] un punto
   *[other] { $points } puntos
  }.
hand-won-you = ¡Ganas la mano y te anotas { $points ->
    [one] un punto
   *[other] { $points } puntos
  }!
hand-blocked = Nadie puede robar ni jugar: la mano termina y la gana quien tenga menos puntos.
hand-over-short = Fin de la mano.
two-tables-match-keys = { $key-continue } para volver al menú principal. { $key-replay } vuelve a contar la mano.
replay-hand-title = Mano { $hand }, otra vez
replay-hand-start = Mano { $hand } otra vez, { $count ->
    [one] una jugada
   *[other] { $count } jugadas
  }. { $key-replay-next } y { $key-replay-previous } las recorren, { $key-replay-close } vuelve.
replay-no-hand = Aquí solo se puede volver a escuchar esta mano.

## El tutorial, cuando ya dijiste UNO pero juegas otra carta que no es el 3 azul.
tutorial-uno-said-hint = Ya dijiste UNO. Ahora elige tu 3 azul con { $key-card-previous } y { $key-card-next } y pulsa { $key-play }.

## Salir en mitad de una partida (Ctrl+C, Ctrl+D, el fin de la entrada, la ventana cerrada).
match-saved-on-quit = La partida queda guardada: Continuar, en el menú principal, la retoma.
