## La tecla de ayuda y la siguiente carta que se puede jugar.

hint-wait = Ahora no hay nada que hacer: espera tu turno.
hint-uno = Di UNO ahora: pulsa la U.
hint-catch = Pilla a { $name }, que no dijo UNO: pulsa la U.
hint-challenge = Acusa de farol: pulsa la F.
hint-keep = Quédate la carta que robaste: pulsa la barra espaciadora.
hint-draw-none = No puedes jugar ninguna carta: pulsa la barra espaciadora para robar.
hint-draw = Roba con la barra espaciadora: tus cartas jugables valen más después.
hint-buzz = ¡Pulsa la B, ya!
hint-other = Haz lo que pide este momento: F1 dice sus teclas.
hint-wild = Juega { $card } y elige { $color }, el color que más tienes.
hint-stop = Juega { $card }: a { $name } le quedan { $count } cartas, y así lo frenas.
hint-only = Juega { $card }: es la única carta que sirve.
hint-colour = Juega { $card }: mantiene el { $color }, el color que más tienes.
hint-play = Juega { $card }.
hint-off = La ayuda está desactivada. El ajuste Tecla de ayuda la activa.
next-playable-none = Ahora no puedes jugar ninguna de tus cartas.
next-playable-off = Esta tecla solo funciona en tu turno: con interceptar, secuencias o el pulsador, delataría las jugadas fuera de turno.
command-hint = una ayuda: qué haría ahora un buen jugador, y por qué
command-next-playable = la siguiente carta que puedes jugar
key-slash = Barra
setting-hints = Tecla de ayuda
setting-hints-help = En la mesa, Mayúsculas+Barra, el signo de interrogación, dice qué haría ahora un buen jugador, y por qué.
setting-hints-hot-seat = Ayuda con varios jugadores en un teclado
setting-hints-hot-seat-help = Actívalo solo si todos los que juegan en el teclado están de acuerdo.
