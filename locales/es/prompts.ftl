## Cambiar una tecla (Ajustes → Cambiar teclas).

key-not-a-name = Eso no es el nombre de una tecla. Pulsa otra tecla, o Escape para dejar la de antes.

## La elección de color: dónde empieza cuando varios colores empatan.
color-held-tie = Empieza por el { $color }. Los colores de los que más tienes: { $colors }, { $count ->
    [one] una carta
   *[other] { $count } cartas
  } de cada uno.

## La pista, cuando la carta pone en juego su color.
hint-colour-change = Juega { $card }: cambia el color al { $color }, el color que más tienes.

## F1 en la mesa, cuando se puede jugar fuera de turno.
next-playable-own-turn = { $key } busca tu siguiente carta jugable solo en tu turno: fuera de turno delataría una jugada.
