### Opciones de la partida nueva, y frases que distinguen lo que antes se decía igual.

setup-bluff-penalty = Cartas por un farol descubierto: { $count }
setup-buzzer-penalty = Cartas para el más lento con el Zumbador: { $count }

# La ayuda de F1 nombra así una tecla de una sola letra: sin "tecla", la E, la O y la Y
# se leerían como las palabras "e", "o" e "y".
help-letter = tecla { $key }

pending-you = Tienes { $count ->
    [one] una carta
   *[other] { $count } cartas
  } por robar.
# Con «gana el total más bajo» y por eliminación, el ganador no se anota nada: los demás suman sus propias cartas.
round-won-own-points = { $name } gana la ronda; los demás suman los puntos que les quedan en la mano.
round-won-own-points-you = ¡Ganas la ronda! Los demás suman los puntos que les quedan en la mano.
# Lo mismo cuando nadie pudo jugar: el ganador aún tiene cartas, y también las suma.
round-won-blocked-own-points = { $name } gana la ronda; cada jugador suma los puntos que le quedan en la mano.
round-won-blocked-own-points-you = ¡Ganas la ronda! Cada jugador suma los puntos que le quedan en la mano, también tú.
jump-in-failed-added = { $name } intenta interceptar con un { $card } y falla: { $points ->
    [one] suma un punto a su total.
   *[other] suma { $points } puntos a su total.
  }
jump-in-failed-added-you = Intercepción fallida con el { $card }: { $points ->
    [one] sumas un punto a tu total.
   *[other] sumas { $points } puntos a tu total.
  }
# Después de un Comodín, lo que cuenta es el color que eligió.
reason-card-does-not-match-color = El { $card } no va: el color en juego es { $color }.
stats-official = Reglas oficiales

# El nombre de tu pareja cuando la frase empieza por él.
your-partner-start = Tu pareja { $name }

# El principio de una partida por parejas: quién juega con quién.
match-start-partners = Nueva partida: tú y { $partners } contra { $opponents }.
