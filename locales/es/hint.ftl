## La tecla de consejos y la siguiente carta que se puede jugar.

hint-wait = Ahora no hay nada que hacer: espera tu turno.
hint-uno = Di UNO ahora: pulsa { $key-uno }.
hint-catch = Sorprende a { $name }, que no dijo UNO: pulsa { $key-uno }.
hint-challenge = Acusa de farol: pulsa { $key-challenge }.
hint-keep = Quédate con la carta que robaste: pulsa { $key-draw }.
hint-draw-none = No puedes jugar ninguna carta: pulsa { $key-draw } para robar.
hint-draw = Roba con { $key-draw }: tus cartas jugables valen más después.
hint-buzz = ¡Pulsa { $key-buzz }, ya!
hint-other = Haz lo que pide este momento: { $key-help } dice sus teclas.
hint-wild = Juega { $card } y elige { $color }, el color que más tienes.
hint-stop = Juega { $card } para frenar a { $name }, que { $count ->
    [one] solo tiene una carta
   *[other] tiene { $count } cartas
  }.
hint-only = Juega { $card }: es la única carta que sirve.
hint-colour = Juega { $card }: mantiene el { $color }, el color que más tienes.
hint-play = Juega { $card }.
hint-off = Los consejos están desactivados. Actívalos en Ajustes, Tecla de consejos.
next-playable-none = Ahora no puedes jugar ninguna de tus cartas.
next-playable-off = Esta tecla solo funciona en tu turno. Con la intercepción, las secuencias o el Zumbador activados, delataría jugadas fuera de turno.
command-hint = un consejo: qué haría ahora un buen jugador, y por qué
command-next-playable = la siguiente carta que puedes jugar
key-slash = Barra
setting-hints = Tecla de consejos
setting-hints-help = En la mesa, { $key-hint } dice qué haría ahora un buen jugador, y por qué.
setting-hints-hot-seat = Consejos con varios jugadores en un teclado
setting-hints-hot-seat-help = Actívalo solo si todos los que juegan en el teclado están de acuerdo.

hint-end-turn = Termina tu turno: pulsa { $key-pass }. Otra carta solo haría tu mano más grande.
hint-draw-again = Todavía no puedes jugar nada: pulsa { $key-draw } para robar otra carta.
hint-swap = Intercambia tu mano con { $name }, que tiene { $count ->
    [one] una carta
   *[other] { $count } cartas
  }: la mano más pequeña.
hint-swap-must = Un 7 obliga a intercambiar: quédate con la mano de { $name }, que tiene { $count ->
    [one] una carta
   *[other] { $count } cartas
  }, la más pequeña.
hint-swap-keep = Quédate con tu mano: pulsa { $key-choice-cancel }. Ninguna otra es más pequeña.
hint-answer = Juega { $card }: { $count ->
    [one] la carta que robarías pasa
   *[other] las { $count } cartas que robarías pasan
  } a otro jugador.

# La baraja No Mercy (DECK-5).
hint-roulette-colour = Elige { $color }: es el color del que quedan más cartas por salir, así que saldrá antes.
hint-roulette = Juega { $card }: { $name } elige un color y se queda con todas las cartas que destape hasta que salga.
hint-skip-everyone = Juega { $card }: los demás pierden un turno y vuelves a jugar.
hint-discard-all = Juega { $card }: { $count ->
    [0] no se lleva ninguna otra carta, y cambia el color
    [one] tu otra carta de su color va con él
   *[other] tus otras { $count } cartas de su color van con él
  }.

# La baraja Flip (DECK-6).
hint-flip = Juega { $card }: todo se da la vuelta a la cara { $side ->
    [dark] oscura
   *[light] clara
  }, donde tus otras cartas tienen { $count } colores; aquí, { $now ->
    [one] solo uno
   *[other] solo { $now }
  }.
hint-flip-follow = Juega { $card }: todo se da la vuelta a la cara { $side ->
    [dark] oscura
   *[light] clara
  }, donde { $count ->
    [0] ninguna de tus otras cartas sirve
    [one] una de tus otras cartas sirve
   *[other] { $count } de tus otras cartas sirven
  } sobre la carta que queda arriba.
hint-flip-stop = Juega { $card }: a { $name } { $count ->
    [one] le queda una carta, y al darse la vuelta será otra
   *[other] le quedan { $count } cartas, y al darse la vuelta serán otras
  } que nadie ha visto.
hint-flip-colour = Elige { $color }: en esta cara es el color que más tienes.
hint-draws = Juega { $card }: { $name } roba { $count ->
    [one] una carta
   *[other] { $count } cartas
  } y pierde el turno.
hint-wild-draw = Juega { $card } y elige { $color }: { $name } roba { $count ->
    [one] una carta
   *[other] { $count } cartas
  } y pierde el turno.
hint-wild-draw-colour = Juega { $card } y elige { $color }: { $name } roba hasta que salga una carta de ese color, y pierde el turno.
