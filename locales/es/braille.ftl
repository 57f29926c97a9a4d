### La línea braille: frases escritas para ella, cortas, con lo más importante primero.

# Al recorrer la mano: primero la carta.
card-position-braille = { $card } { $position }/{ $count }

# Una jugada: quién, y la carta (y el color que elige un Comodín).
play-braille = { $name }: { $card }.
play-you-braille = Tú: { $card }.
play-wild-braille = { $name }: { $card } { $color }.
play-wild-you-braille = Tú: { $card } { $color }.

# Cómo termina un trozo de una frase larga cuando sigue más.
braille-more = >>

# Las palabras de cada sonido.
braille-cue-skip = salto
braille-cue-reverse = cambio de sentido
braille-cue-draw-two = roba dos
braille-cue-wild = comodín
braille-cue-wild-draw-four = comodín roba cuatro
braille-cue-uno = UNO
braille-cue-catch = sorprendido
braille-cue-challenge = desafío
braille-cue-buzzer = zumbador
braille-cue-buzz = pulsado
braille-cue-jump-in = se adelanta
braille-cue-your-turn = tu turno
braille-cue-playable = se puede jugar
braille-cue-unplayable = no se puede jugar
braille-cue-round-won = ronda ganada
braille-cue-round-lost = ronda perdida
braille-cue-match-won = partida ganada
braille-cue-match-lost = partida perdida
braille-cue-penalty = penalización
braille-cue-swap = manos cambiadas
braille-cue-draw = roba
braille-cue-draw-four = roba cuatro
braille-cue-skip-everyone = salto a todos
braille-cue-discard-all = descarta todo
braille-cue-wild-reverse-draw-four = comodín cambio de sentido roba cuatro
braille-cue-wild-draw-six = comodín roba seis
braille-cue-wild-draw-ten = comodín roba diez
braille-cue-roulette = ruleta de colores
braille-cue-mercy = fuera por piedad

# La línea de estado ({ $key-braille-status }): carta de arriba, turno, tus cartas, lo pendiente, una ventana abierta.
braille-status-top = arriba { $card }
braille-status-top-wild = arriba { $card } { $color }
braille-status-turn = turno de { $name }
braille-status-turn-you = tu turno
braille-status-count = tú { $count }
braille-status-pending = +{ $count } pendiente
braille-status-catch = sorprender { $seconds }s
braille-status-buzzer = zumbador { $seconds }s
braille-status-jump-in = adelantarse { $seconds }s
braille-status-clock = tiempo { $seconds }s
braille-status-round-over = ronda terminada
braille-status-none = sin partida

key-f2 = F2
key-f3 = F3
key-f4 = F4
key-f5 = F5
command-braille-next = braille: siguiente trozo de la frase, o pasar la frase
command-braille-previous = braille: trozo anterior
command-braille-status = braille: línea de estado
command-braille-full = braille: la frase mostrada, con los nombres completos de las cartas

setting-braille = Braille
setting-braille-help = Cada frase en una línea braille: con voz, o solo braille (sin voz); una frase cuenta como leída cuando la pasas con { $key-braille-next } o tras el tiempo de lectura.
setting-braille-off = desactivado
setting-braille-with-speech = con voz
setting-braille-only = solo braille
setting-braille-reading = Tiempo de lectura braille
setting-braille-reading-help = Segundos para leer 40 celdas: los bots y cada ventana esperan eso por una frase que no pasas.
setting-braille-cells = Ancho de la línea braille
setting-braille-cells-help = Celdas de tu línea, cuando el lector de pantalla no lo dice; las frases largas se cortan en trozos de ese ancho.
# DECK-6, Flip
braille-cue-draw-one = roba uno
braille-cue-flip = flip
braille-cue-wild-draw-two = comodín roba dos
braille-cue-draw-five = roba cinco
braille-cue-wild-draw-colour = comodín roba color
