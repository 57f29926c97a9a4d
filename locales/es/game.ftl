### Lo que se dice en la mesa. $name es el nombre de un jugador; los mensajes
### que terminan en -you son el mismo hecho cuando quien actúa es quien escucha.
###
### $card es el nombre corto de una carta ("7 rojo", "Salto verde", "Comodín").
### Todas las cartas son masculinas en cards.ftl, así que "un { $card }" y
### "el { $card }" valen para cualquier carta.
### Evitamos concordar adjetivos con $name: los jugadores pueden ser hombres o mujeres.

you = tú
you-name = Tú
# Sin "compañero/compañera": el nombre puede ser de hombre o de mujer.
your-partner = tu pareja { $name }
bot-name-1 = Ana
bot-name-2 = Bruno
bot-name-3 = Carla
bot-name-4 = Diego
bot-name-5 = Elena
bot-name-6 = Felipe
bot-name-7 = Gabi
bot-name-8 = Hugo
# No empieza por "I": delante de "Iris" la lista diría "y Iris" en lugar de "e Iris".
bot-name-9 = Julia

list-and = { $first } y { $last }
list-or = { $first } o { $last }
seconds = { $count ->
    [one] { $count } segundo
   *[other] { $count } segundos
  }

match-start = Nueva partida con { $count ->
    [one] un jugador
   *[other] { $count } jugadores
  }.
match-resumed = Partida reanudada donde la dejaste.
back-to-table = De vuelta a la mesa.
round-start = Ronda { $round }.
dealer = Reparte { $name }.
dealer-you = Repartes tú.
first-card = La primera carta es un { $card }.
first-card-returned = Sale un { $card }: vuelve al mazo.
turn-you = Tu turno.
whose-turn = Le toca a { $name }, { $count ->
    [0] sin cartas
    [one] una carta
   *[other] { $count } cartas
  }.
whose-turn-you = Es tu turno, { $count ->
    [0] sin cartas
    [one] una carta
   *[other] { $count } cartas
  }.

play = { $name } juega un { $card }.
play-you = Juegas un { $card }.
play-wild = { $name } juega un { $card } y elige { $color }.
play-wild-you = Juegas un { $card } y eliges { $color }.
play-jump-in = ¡{ $name } intercepta con un { $card }!
play-jump-in-you = ¡Interceptas con un { $card }!
play-sequence = { $name } sigue la secuencia con un { $card }.
play-sequence-you = Sigues la secuencia con un { $card }.
cards-left = { $count ->
    [0] A { $name } no le quedan cartas.
    [one] A { $name } le queda una carta.
   *[other] A { $name } le quedan { $count } cartas.
  }
color-chosen = { $name } elige { $color }.
color-chosen-you = Eliges { $color }.
draw-other = { $count ->
    [0] { $name } no roba nada.
    [one] { $name } roba una carta.
   *[other] { $name } roba { $count } cartas.
  }
draw-you-cards = Robas: { $cards }.
draw-named-cards = { $name } roba: { $cards }.
drawn-playable = Puedes jugar el { $card }: { $key-play } para jugarlo, { $key-draw } para quedártelo.
reshuffle = Se baraja la pila de descarte para formar un mazo nuevo.
nothing-to-draw = No queda nada que robar: { $name } pasa.
nothing-to-draw-you = No queda nada que robar: pasas.
keep-drawn = { $name } se queda con la carta.
keep-drawn-you = Te quedas con la carta.
skipped = { $name } pierde el turno.
skipped-you = Pierdes el turno.
reverse-clockwise = Ahora se juega en sentido horario.
reverse-counterclockwise = Ahora se juega en sentido antihorario.
penalty = { $name } tiene que robar { $count ->
    [one] una carta
   *[other] { $count } cartas
  }.
penalty-you = Tienes que robar { $count ->
    [one] una carta
   *[other] { $count } cartas
  }.
penalty-draw-key = { $key-draw } para robar { $count }.
penalty-stack-key = O juega otra del mismo tipo para pasárselas al siguiente.
penalty-challenge-key = O pulsa { $key-challenge } para acusar de farol.
uno = ¡{ $name } dice UNO!
uno-you = ¡Dices UNO!
catch = { $name } sorprende a { $target }, que no dijo UNO: { $target } roba { $count ->
    [one] una carta
   *[other] { $count } cartas
  }.
catch-you = Sorprendes a { $target }, que no dijo UNO: { $target } roba { $count ->
    [one] una carta
   *[other] { $count } cartas
  }.
caught-you = { $name } te sorprende: no dijiste UNO. Robas { $count ->
    [one] una carta
   *[other] { $count } cartas
  }.
challenge-guilty = { $name } acusa de farol a { $target }: ¡culpable! { $target } roba las cartas.
challenge-guilty-you = Acusas de farol a { $target }: ¡culpable! { $target } roba las cartas y tú sigues jugando.
challenge-innocent = { $name } acusa de farol a { $target }: no era farol. { $name } roba las cartas y 2 más.
challenge-guilty-on-you = { $name } te acusa de farol: ¡culpable! Robas las cartas.
challenge-innocent-on-you = { $name } te acusa de farol: no era farol. { $name } roba las cartas y 2 más.
challenge-innocent-you = Acusas de farol a { $target }: no era farol. Robas las cartas y 2 más.
challenge-hand = { $name } te muestra su mano: { $cards }.
challenge-hand-to = { $name } le muestra su mano a { $seat }: { $cards }.
jump-in-failed = { $points ->
    [0] { $name } intenta interceptar con un { $card } y falla; no tenía puntos que perder.
    [one] { $name } intenta interceptar con un { $card } y falla: pierde un punto.
   *[other] { $name } intenta interceptar con un { $card } y falla: pierde { $points } puntos.
  }
jump-in-failed-you = { $points ->
    [0] Intercepción fallida con el { $card }; no tenías puntos que perder.
    [one] Intercepción fallida con el { $card }: pierdes un punto.
   *[other] Intercepción fallida con el { $card }: pierdes { $points } puntos.
  }
hands-rotate = Todas las manos pasan al siguiente jugador.
hand-size-now = { $count ->
    [0] Ahora no tienes cartas.
    [one] Ahora tienes una carta.
   *[other] Ahora tienes { $count } cartas.
  }
swap-choosing = { $name } elige con quién intercambiar su mano.
swap = { $name } intercambia su mano con { $target }.
swap-you = Intercambias tu mano con { $target }.
swap-with-you = { $name } intercambia su mano con la tuya.
swap-keep = { $name } se queda con su mano.
swap-keep-you = Te quedas con tu mano.
choose-swap = ¿Con quién intercambias tu mano? { $key-choice-previous } y { $key-choice-next } para elegir, { $key-choice-select } para intercambiar, { $key-choice-cancel } para quedarte con la tuya.
buzzer = ¡{ $name } juega un Zumbador! ¡Pulsa { $key-buzz }!
buzzer-you = ¡Juegas un Zumbador! ¡Pulsa { $key-buzz }!
buzz = { $name } pulsa { $place ->
    [1] en primer lugar
    [2] en segundo lugar
    [3] en tercer lugar
    [4] en cuarto lugar
    [5] en quinto lugar
    [6] en sexto lugar
    [7] en séptimo lugar
    [8] en octavo lugar
    [9] en noveno lugar
    [10] en décimo lugar
   *[other] en el puesto { $place }
  }.
buzz-you-place = Pulsas { $place ->
    [1] en primer lugar
    [2] en segundo lugar
    [3] en tercer lugar
    [4] en cuarto lugar
    [5] en quinto lugar
    [6] en sexto lugar
    [7] en séptimo lugar
    [8] en octavo lugar
    [9] en noveno lugar
    [10] en décimo lugar
   *[other] en el puesto { $place }
  }, en { $seconds ->
    [one] { $seconds } segundo
   *[other] { $seconds } segundos
  }.
# $names puede incluir a quien escucha ("tú"): por eso el verbo va antes.
buzzer-slowest = { $count ->
    [one] Roba { $cards ->
        [one] una carta
       *[other] { $cards } cartas
      } quien más tardó: { $names }.
   *[other] Roban { $cards ->
        [one] una carta
       *[other] { $cards } cartas
      } los que no pulsaron a tiempo: { $names }.
  }
buzzer-slowest-you = Robas por tardar más que nadie.
buzzer-open = El Zumbador está sonando: ¡pulsa { $key-buzz }!
sequence-can-continue = Puedes seguir tu secuencia.
round-blocked = Nadie puede robar ni jugar: la ronda termina y la gana quien tenga menos puntos.
round-won = { $name } gana la ronda y se anota { $points ->
    [one] un punto
   *[other] { $points } puntos
  }.
round-won-you = ¡Ganas la ronda y te anotas { $points ->
    [one] un punto
   *[other] { $points } puntos
  }!
round-over-short = Fin de la ronda.
eliminated = { $name } queda fuera de la partida.
eliminated-you = Quedas fuera de la partida.
match-won = ¡{ $name } gana la partida!
match-won-you = ¡Ganas la partida!
match-won-team = ¡El equipo { $team } gana la partida!
match-won-team-you = ¡Tu equipo gana la partida!
summary-hand = { $name }: { $count ->
    [0] ninguna carta
    [one] una carta
   *[other] { $count } cartas
  }, { $points ->
    [one] un punto
   *[other] { $points } puntos
  }. { $cards }.
summary-round-keys = { $key-continue } para la siguiente ronda. { $key-line-previous } y { $key-line-next } para volver a leer este resumen. { $key-replay } vuelve a contar la ronda.
summary-match-keys = { $key-continue } para volver al menú principal; { $key-play-again } para jugar otra vez, con los mismos jugadores y reglas. { $key-replay } vuelve a contar la ronda.

card-position = { $card }, { $position } de { $count }
hand-list = { $count ->
    [0] No tienes cartas.
    [one] Una carta: { $cards }.
   *[other] { $count } cartas: { $cards }.
  }
hand-empty = No tienes cartas.
one-color-only = Todas tus cartas son del mismo color.
sorted-none = Mano sin ordenar.
sorted-color = Mano ordenada por color.
sorted-number = Mano ordenada por número.
# La respuesta a una tecla empieza por lo que se pregunta (la carta, el color), no por su nombre.
top-card = { $card } en la mesa.
top-card-wild = { $card } en la mesa, color { $color }.
color-current = { $color }, el color en juego.
color-any = Ahora vale cualquier carta.
score-of = { $name } con { $points }
score-team = equipo { $team } con { $points }
scores = Marcador: { $scores }. Se juega a { $target ->
    [one] un punto
   *[other] { $target } puntos
  }.
count-of = { $name } con { $count ->
    [0] ninguna carta
    [one] una carta
   *[other] { $count } cartas
  }
# $name puede ser "tú": por eso el nombre va delante, sin verbo que concordar.
pending = { $name }: { $count ->
    [one] una carta
   *[other] { $count } cartas
  } por robar.
pending-none = No hay cartas pendientes de robar.
direction-clockwise = Se juega en sentido horario: después de ti juega { $name }.
direction-counterclockwise = Se juega en sentido antihorario: después de ti juega { $name }.
choose-color = Elige un color.
color-cancelled = Elección de color cancelada.
rules-in-play = Se juega a { $target ->
    [one] un punto
   *[other] { $target } puntos
  }, { $scoring }.
rules-official = Reglas oficiales.
rules-variants = Variantes: { $variants }.

reason-not-your-turn = No es tu turno.
reason-card-does-not-match = El { $card } no va sobre el { $top }.
reason-wild-draw-four-with-colour = No puedes jugar el Comodín Roba cuatro: tienes cartas de color { $color }.
reason-wild-draw-with-colour = No puedes jugar el { $card }: tienes cartas de color { $color }.
reason-card-not-in-hand = Esa carta no está en tu mano.
reason-color-required = Primero elige un color.
reason-color-not-allowed = Solo se elige color con un Comodín.
reason-only-drawn-card = Después de robar solo puedes jugar la carta robada: { $key-draw } para quedártela.
reason-must-draw = Primero tienes que robar: pulsa { $key-draw }.
reason-penalty-pending = Espera: alguien tiene que robar primero.
reason-color-pending = Espera: se está eligiendo el color.
reason-swap-pending = Espera: se está decidiendo un intercambio de manos.
reason-buzzer-pending = El Zumbador está sonando: ¡pulsa { $key-buzz }!
reason-own-card = No puedes interceptar tu propia carta.
reason-already-drew = Ya has robado: { $key-play } para jugar la carta, { $key-draw } para quedártela.
reason-nothing-to-pass = No hay nada que pasar.
reason-no-color-to-choose = Ahora no hay ningún color que elegir.
reason-already-said-uno = Ya has dicho UNO.
reason-cannot-say-uno = Solo puedes decir UNO cuando estás a punto de quedarte con una carta.
reason-catch-yourself = Solo puedes sorprender a otros jugadores.
reason-nothing-to-catch = Nadie se ha olvidado de decir UNO.
reason-nothing-to-say = No hay nadie a quien sorprender, y ahora no tienes que decir UNO.
reason-nothing-to-challenge = Solo puedes acusar de farol justo después de que te jueguen un Comodín Roba cuatro.
reason-no-bluff-rule = En esta partida no se juega con farol.
reason-no-buzzer = Ahora no hay ningún Zumbador que pulsar: no pierdes nada.
reason-no-buzzer-rule = En esta partida no se juega con Zumbador.
reason-already-buzzed = Ya has pulsado.
reason-nothing-to-swap = No hay ningún intercambio de manos que elegir.
reason-no-such-seat = Ese jugador no existe.
reason-unknown-action = Acción desconocida.
reason-unknown-card = Carta desconocida.
reason-unknown-color = Color desconocido.
reason-unknown-seat = Jugador desconocido.
reason-round-over = La ronda ya ha terminado.
reason-match-over = La partida ya ha terminado.
reason-eliminated = Estás fuera de esta partida.
reason-round-not-over = La ronda todavía no ha terminado.

# Varias personas en un mismo teclado.
handover = Pasa el teclado a { $name }. { $name }, pulsa { $key-ready } cuando tengas el teclado.
turn-of-human = { $name }, te toca.
while-away = Mientras no estabas:
family-keys = { $name }: Zumbador, { $buzz }; sorprender o interceptar, { $catch }.
buzz-seat-place = { $name } pulsa { $place ->
    [1] en primer lugar
    [2] en segundo lugar
    [3] en tercer lugar
    [4] en cuarto lugar
    [5] en quinto lugar
    [6] en sexto lugar
    [7] en séptimo lugar
    [8] en octavo lugar
    [9] en noveno lugar
    [10] en décimo lugar
   *[other] en el puesto { $place }
  }, en { $seconds ->
    [one] { $seconds } segundo
   *[other] { $seconds } segundos
  }.
seat-no-buzzer = { $name }: ahora no hay ningún Zumbador que pulsar.
seat-nothing-to-catch = { $name }: no hay nadie a quien sorprender ni nada con que interceptar.
summary-team = Equipo { $team }, { $names }: { $points ->
    [one] un punto
   *[other] { $points } puntos
  }.
player-name = Jugador { $number }

seat-intro = { $name }, nivel { $level }: { $personality }.
personality-dreamy = se distrae y a veces olvida decir UNO
personality-steady = juega con calma
personality-sharp = cuenta cada carta
personality-chaotic = juega al azar
personality-simple = juega sin complicarse

reason-must-swap = Un 7 obliga a intercambiar: elige con quién intercambiar la mano.
reason-no-more-draws = No puedes robar más en este turno: juega una carta que combine o pulsa { $key-pass } para terminar tu turno.
clock-warning = { $count ->
    [one] Queda 1 segundo.
   *[other] Quedan { $count } segundos.
}
clock-out = Se acabó el tiempo.

drawn-optional = { $key-play } juega cualquier carta que combine, { $key-draw } roba otra carta, { $key-pass } termina tu turno.
drawn-optional-last = No puedes robar más en este turno: { $key-play } juega cualquier carta que combine, { $key-draw } termina tu turno.
penalty-answer-key = O juega un Salto o un Cambio de sentido para pasárselas al siguiente.

# La baraja No Mercy (DECK-5).
skip-everyone = { $name } salta a todos y vuelve a jugar.
skip-everyone-you = Saltas a todos y vuelves a jugar.
discard-all = { $name } descarta todas sus cartas de ese color: { $count ->
    [0] ninguna más
    [one] una más
   *[other] { $count } más
  }.
discard-all-you = Descartas todas tus cartas de ese color: { $count ->
    [0] ninguna más
    [one] una más
   *[other] { $count } más
  }.
roulette = Ruleta de colores: { $target } elige un color y destapa cartas hasta que salga.
roulette-on-you = Ruleta de colores: elige un color; destaparás cartas hasta que salga.
mercy = { $name } tiene { $count ->
    [one] una carta
   *[other] { $count } cartas
  }: queda fuera de la ronda, sin piedad.
mercy-you = Tienes { $count ->
    [one] una carta
   *[other] { $count } cartas
  }: quedas fuera de la ronda, sin piedad.
reason-must-play-drawn = Tienes que jugar la carta que robaste.
drawn-must-play = Tienes que jugar el { $card }: { $key-play } para jugarlo.

# La baraja Flip (DECK-6).
flip-dark = Todo se da la vuelta a la cara oscura. En la mesa: { $card }.
flip-light = Todo vuelve a la cara clara. En la mesa: { $card }.
draw-until-color = { $name } roba { $count ->
    [one] una carta
   *[other] { $count } cartas
  } hasta que sale el color { $color }.
draw-until-color-you = Robas hasta que sale el color { $color }: { $cards }.
side-light = Se juega por la cara clara.
side-dark = Se juega por la cara oscura.
other-side-top = La carta de la mesa, { $card }, tiene { $other } al otro lado.
other-side-card = Tu { $card } tiene { $other } al otro lado.
pile-face = El mazo muestra { $card } arriba.
pile-face-empty = El mazo está vacío.
flip-only = Solo las cartas de la baraja Flip tienen otra cara.
penalty-until-color = { $name } tiene que robar hasta que salga el color { $color }.
penalty-until-color-you = Tienes que robar hasta que salga el color { $color }.
penalty-draw-until-key = { $key-draw } roba hasta que salga el color { $color }.
