### Menús, ajustes, ayuda, nombres de teclas y mensajes sobre el propio juego.

window-title = UNO audio
welcome = Te damos la bienvenida a UNO audio. Pulsa { $key-help } en cualquier pantalla para oír sus teclas.
speech-using-screen-reader = Hablando con tu lector de pantalla.
speech-using-tts = Hablando con la voz integrada.
speech-using-text = El juego escribe como texto lo que dice.
speech-using-recording = La voz se está grabando.
speech-missing = { $backend ->
    [screen-reader] No ha respondido ningún lector de pantalla
    [tts] La voz integrada no está disponible
   *[other] { $backend } no está disponible
  } ({ $reason ->
    [not-installed] su biblioteca no está instalada
    [not-found] no hay ninguno en marcha
    [not-responding] dejó de responder
    [no-audio-device] no hay dispositivo de sonido
    [no-engine] no hay ningún motor de voz instalado
   *[other] falló
  }). Consulta el README para instalar la voz.
sound-unavailable = No hay dispositivo de sonido: el juego sigue sin efectos de sonido.
sound-files-missing = { $count ->
    [one] Falta un archivo de sonido; ese efecto no sonará.
   *[other] Faltan { $count } archivos de sonido; esos efectos no sonarán.
  }
no-display = No se ha encontrado pantalla: se juega en la terminal.
locale-problem = Un archivo de idioma tiene errores; las palabras que faltan se dicen en inglés. Detalles en { $path }.
error-internal = Algo ha fallado con esa tecla; el juego sigue y el error queda en el registro.
# $problem es uno de los problem-*, que ya llevan el verbo: "está dañado".
file-problem = El archivo de { $file } { $problem }; se ha apartado y se usan los valores predeterminados.
file-settings = ajustes
file-save = partida guardada
problem-corrupt = está dañado
problem-future-version = es de una versión más nueva del juego
problem-old-version = es de una versión anterior del juego, con la que las cartas saldrían de otro modo
problem-some-values-ignored = solo se ha podido leer en parte
save-unreadable = No se ha podido leer la partida guardada; se ha apartado.

menu-item = { $label }, { $position } de { $count }
menu-main = Menú principal.
menu-game = Menú de la partida.
menu-setup = Nueva partida.
menu-settings = Ajustes
menu-new-game = Nueva partida
menu-continue = Continuar la partida guardada
menu-rules = Reglas
menu-keys = Teclas
menu-statistics = Estadísticas
menu-quit = Salir
menu-start = Empezar la partida
menu-resume = Volver a la partida
menu-leave-match = Dejar la partida (queda guardada)
menu-not-adjustable = Esta opción no tiene ningún valor que cambiar: pulsa { $key-menu-select }.
help-type-ahead = Escribe una letra para saltar a la siguiente opción que empiece por ella.
# Solo las teclas que funcionan en todos los idiomas: la Y y la N del inglés no se anuncian.
confirm-keys = { $yes } para sí; { $no } para no.
confirm-quit = ¿Salir del juego?
confirm-leave-match = ¿Dejar esta partida? Queda guardada, y Continuar, en el menú principal, la retoma.
on = sí
off = no

setup-players = Jugadores: { $count }
setup-level = Nivel de los bots: { $level }
setup-preset = Reglas: { $preset }
setup-preset-help = { $key-menu-decrease } y { $key-menu-increase } eligen un conjunto de reglas: las oficiales, las de UNO audio o las de fiesta. Si cambias una variante de las de abajo, pasan a ser personalizadas.
setup-uno-penalty = Cartas por no decir UNO: { $count }
setup-scoring = Puntuación: { $scoring }
setup-target = Puntos para ganar: { $points }
level-easy = fácil
level-normal = normal
level-hard = difícil
preset-official = oficiales
preset-audio-game = de UNO audio
preset-party = de fiesta
preset-custom = personalizadas
scoring-standard = el ganador se anota los puntos de los demás
scoring-lowest = gana el total más bajo
scoring-elimination = por eliminación
variant-state = { $variant }: { $state }

variant-stacking = Acumulación
variant-stacking-help = Un Roba dos se puede responder con otro Roba dos, y un Comodín Roba cuatro con otro Comodín Roba cuatro; quien al final roba se lleva todo.
variant-sequences = Secuencias
variant-sequences-help = Juega números seguidos de un mismo color en el mismo turno, hasta que actúe el siguiente jugador.
variant-jump-in = Intercepción
variant-jump-in-help = Juega fuera de tu turno una carta idéntica a la de la mesa; si fallas, pierdes puntos.
variant-super-jump-in = Superintercepción
variant-super-jump-in-help = Intercepta con el mismo número o símbolo, sea del color que sea.
variant-bluff = Farol
variant-bluff-help = Puedes jugar un Comodín Roba cuatro en cualquier momento; quien tiene que robar puede acusarte de farol con { $key-challenge }.
variant-draw-then-play = Robar sin perder el turno
variant-draw-then-play-help = Después de robar por un Roba dos o un Comodín Roba cuatro, sigues jugando tu turno.
variant-seven-zero = 0 y 7
variant-seven-zero-help = Un 0 hace pasar todas las manos al siguiente jugador; un 7 te deja intercambiar tu mano con quien elijas.
variant-buzzer = Zumbador
variant-buzzer-help = Ocho cartas Zumbador: cuando sale una, todos pulsan { $key-buzz }, y quien más tarda roba.
variant-draw-to-match = Robar hasta poder jugar
variant-draw-to-match-help = Cuando robas, sigues robando hasta sacar una carta que puedas jugar.
variant-teams = Por equipos
variant-teams-help = Los dos equipos se sientan alternados, y los jugadores de cada equipo suman sus puntos juntos; 4, 6, 8 o 10 jugadores.
variant-rotate = Parejas rotativas
variant-rotate-help = Cuatro jugadores y doce rondas; las parejas cambian cada cuatro rondas y cada uno lleva su propia puntuación.

setting-state = { $setting }: { $value }
setting-language = Idioma
setting-language-help = El idioma del juego y de su voz.
setting-language-en = English
setting-language-es = Español
setting-language-pt-BR = Português do Brasil
setting-speech = Voz
setting-speech-help = Qué voz usar la próxima vez que se abra el juego.
setting-speech-auto = automática
setting-speech-screen-reader = lector de pantalla
setting-speech-tts = voz integrada
setting-speech-text = texto escrito
setting-speech-rate = Velocidad de la voz
setting-speech-rate-help = La velocidad a la que habla la voz integrada.
setting-speech-volume = Volumen de la voz
setting-speech-volume-help = El volumen de la voz integrada.
setting-sound-volume = Volumen de los sonidos
setting-sound-volume-help = El volumen de los efectos de sonido.
setting-muted = Silenciar los sonidos
setting-muted-help = Apaga todos los efectos de sonido.
setting-bot-pace = Ritmo de los bots
setting-bot-pace-help = Cuánto esperan los bots antes de actuar.
setting-catch-window = Tiempo para sorprender sin UNO
setting-catch-window-help = Cuánto espera el siguiente bot cuando a un jugador le queda una carta, para que te dé tiempo a sorprenderlo.
setting-buzzer-window = Tiempo del Zumbador
setting-buzzer-window-help = Cuánto tiempo hay para pulsar { $key-buzz }.
setting-jump-in-window = Tiempo para interceptar
setting-jump-in-window-help = Con la intercepción activada, cuánto espera el siguiente bot después de cada carta, para que puedas interceptar.
setting-jump-in-cue = Aviso de intercepción
setting-jump-in-cue-help = Un sonido suave cuando podrías interceptar.
setting-playable-cue = Aviso de carta jugable
setting-playable-cue-help = Un sonido suave indica si la carta seleccionada se puede jugar.
setting-font-size = Tamaño del texto
setting-font-size-help = El tamaño del texto en la ventana; Control con Más o Menos lo cambia desde cualquier pantalla.
font-size = Tamaño del texto: { $size }.

help-title = Teclas de esta pantalla
help-line = { $keys }: { $action }
help-already-open = Esta es la ayuda de teclas. { $key-reader-close } la cierra.
keys-table = Teclas en la mesa
keys-menu = Teclas en los menús
keys-color = Teclas al elegir un color
keys-choose = Teclas al elegir a un jugador
keys-reader = Teclas al leer las reglas o un resumen
reader-open = { $title }. { $count ->
    [one] Una línea
   *[other] { $count } líneas
  }. { $key-line-previous } y { $key-line-next } para leer, { $key-section-previous } y { $key-section-next } para cambiar de sección, { $key-reader-close } para cerrar.
reader-edge-top = Principio.
reader-edge-bottom = Final.
reader-no-more-sections = No hay más secciones.
history-empty = Todavía no se ha dicho nada.
key-unused = { $key } no hace nada aquí. Pulsa { $key-help } para oír las teclas de esta pantalla.
menu-no-item = Ninguna opción empieza por { $letter }.

stats-none = Todavía no has jugado ninguna partida.
stats-mode = { $mode }: { $matches ->
    [one] una partida
   *[other] { $matches } partidas
  }, { $won ->
    [0] ninguna ganada
    [one] una ganada
   *[other] { $won } ganadas
  }; { $rounds ->
    [one] una ronda
   *[other] { $rounds } rondas
  }, { $rounds_won ->
    [0] ninguna ganada
    [one] una ganada
   *[other] { $rounds_won } ganadas
  }.
stats-best-buzz = Mejor tiempo con el Zumbador: { $seconds ->
    [one] { $seconds } segundo
   *[other] { $seconds } segundos
  }.
stats-average-points = Media de puntos que te quedan en la mano al acabar una ronda: { $points }.

# Como los dicen los lectores de pantalla en español.
key-left = Flecha izquierda
key-right = Flecha derecha
key-up = Flecha arriba
key-down = Flecha abajo
key-home = Inicio
key-end = Fin
key-enter = Intro
key-space = Espacio
key-escape = Escape
key-tab = Tabulador
key-pageup = Retroceder página
key-pagedown = Avanzar página
key-ctrl = Control
key-shift = Mayúsculas
key-alt = Alt
key-plus = Más
key-equals = Igual
key-minus = Menos
key-backspace = Retroceso
key-f1 = F1

command-help = las teclas de esta pantalla
command-rules-text = las reglas del juego
command-history-previous = mensaje anterior
command-history-next = mensaje siguiente
command-history-first = primer mensaje
command-history-last = último mensaje
command-silence = callar la voz
command-font-bigger = texto más grande
command-font-smaller = texto más pequeño
command-menu-previous = opción anterior
command-menu-next = opción siguiente
command-menu-first = primera opción
command-menu-last = última opción
command-menu-select = elegir la opción
command-menu-decrease = bajar el valor
command-menu-increase = subir el valor
command-menu-back = volver
command-line-previous = línea anterior
command-line-next = línea siguiente
command-line-first = primera línea
command-line-last = última línea
command-section-previous = sección anterior
command-section-next = sección siguiente
command-reader-close = cerrar
command-card-previous = carta anterior
command-card-next = carta siguiente
command-card-first = primera carta
command-card-last = última carta
command-group-next = siguiente color de tu mano
command-group-previous = color anterior de tu mano
command-play = jugar la carta seleccionada; fuera de tu turno, interceptar
command-draw = robar una carta, robar las que te tocan o quedarte con la carta robada
command-top-card = la carta en la mesa
command-side = la cara de la baraja Flip en juego
command-top-card-other = el otro lado de la carta en la mesa
command-card-other = el otro lado de la carta seleccionada
command-pile-face = la cara que muestra el mazo arriba
command-scores = la puntuación
command-whose-turn = a quién le toca
command-uno = decir UNO, o sorprender a quien no lo dijo
command-challenge = acusar de farol
command-buzz = pulsar el Zumbador
command-sort-color = ordenar tu mano por color
command-sort-number = ordenar tu mano por número
command-sort-none = dejar de ordenar tu mano
command-counts = cuántas cartas tiene cada jugador
command-current-color = el color en juego
command-pending = las cartas pendientes de robar
command-direction = el sentido del juego
command-hand = toda tu mano
command-repeat = repetir el último mensaje
command-rules-in-play = las reglas de esta partida
command-game-menu = el menú de la partida
command-color-previous = color anterior
command-color-next = color siguiente
command-color-select = elegir este color
command-color-1 = rojo
command-color-2 = amarillo
command-color-3 = verde
command-color-4 = azul
command-color-1-dark = rosa
command-color-2-dark = turquesa
command-color-3-dark = naranja
command-color-4-dark = morado
command-choice-previous = jugador anterior
command-choice-next = jugador siguiente
command-choice-select = intercambiar tu mano con este jugador
command-choice-cancel = quedarte con tu mano
command-answer-yes = sí
command-answer-no = no
command-ready = tengo el teclado
command-continue = continuar
command-summary-leave = continuar

setup-seat-human = Asiento { $number }: { $name }, persona
setup-seat-bot = Asiento { $number }: bot, { $level }
setup-seat-help = { $key-menu-decrease } y { $key-menu-increase } eligen el nivel del bot o una persona; { $key-menu-select } permite escribir el nombre que el asiento tendrá en la mesa.
setup-hidden-hands = Manos ocultas
setup-hidden-hands-help = Con esta opción, el juego pide a cada jugador que tome el teclado, y nadie oye la mano de los demás.
setup-key-buzz = Tecla de { $name } para el Zumbador: { $key }
setup-key-catch = Tecla de { $name } para sorprender e interceptar: { $key }
setup-key-help = { $key-menu-decrease } y { $key-menu-increase } eligen otra tecla libre.
setup-name-prompt = Nombre del jugador { $number }: escríbelo y pulsa { $key-entry-done }.
setup-name-set = Nombre: { $name }.
entry-help = { $key-entry-erase } borra, { $key-entry-read } lee lo que has escrito, { $key-entry-done } confirma, { $key-entry-cancel } cancela.
entry-space = espacio
entry-empty = No hay nada escrito.
entry-full = El nombre no puede ser más largo.
entry-erased = Se borra { $char }.
command-entry-done = confirmar
command-entry-cancel = cancelar
command-entry-erase = borrar la última letra
command-entry-read = leer lo que has escrito
key-comma = Coma
key-period = Punto

# Archivos que no se han podido leer o escribir, y el texto de la ventana.
file-statistics = estadísticas
file-problem-save = El archivo de la partida guardada { $problem }; se ha apartado y el juego empieza sin él.
file-problem-statistics = El archivo de estadísticas { $problem }; se ha apartado y las estadísticas siguen con lo que se ha podido leer.
file-write-failed = { $kind ->
    [save] No se ha podido guardar la partida
   *[other] No se ha podido guardar el archivo de { $file }
  }; el juego sigue. Detalles en { $path }.
display-problem = La ventana no puede mostrar texto; el juego sigue con la voz. Detalles en { $path }.
error-fatal = El juego ha tenido un error del que no puede recuperarse y se cierra; la partida está guardada. Detalles en { $path }.

# Reglas de la casa (VAR-ANSWER a VAR-CLOCK).
variant-advanced-responses = Respuestas avanzadas
variant-advanced-responses-help = Cuando tienes que robar por un Roba dos, un Salto pasa las cartas al siguiente jugador y un Cambio de sentido las devuelve.
variant-mixed-stacking = Acumulación mixta
variant-mixed-stacking-help = Con la Acumulación, un Comodín Roba cuatro puede responder a un Roba dos, y un Roba dos del color pedido a un Comodín Roba cuatro.
variant-sequence-wrap = Secuencias circulares
variant-sequence-wrap-help = Con las Secuencias, una secuencia puede seguir del 9 al 0, o del 0 al 9.
variant-seven-must-swap = El 7 obliga a intercambiar
variant-seven-must-swap-help = Con el 0 y 7, quien juega un 7 tiene que intercambiar su mano con otro jugador.
variant-jump-in-plays-on = Intercepción con turno
variant-jump-in-plays-on-help = Después de interceptar con un número, el turno es tuyo y sigues jugando.
variant-jump-in-actions = Intercepción con cartas de acción
variant-jump-in-actions-help = Con la Intercepción, también se puede interceptar con un Salto, un Cambio de sentido o un Roba dos idéntico, que actúa como si se jugara en su turno.
variant-optional-draws = Robo opcional
variant-optional-draws-help = { $key-menu-decrease } y { $key-menu-increase } eligen cuántas cartas puedes robar en tu turno aunque tengas una jugable; después de robar puedes jugar cualquier carta que combine.
variant-optional-draws-value = { $count ->
    [99] hasta que decidas jugar
    [one] 1 carta
   *[other] { $count } cartas
}
variant-turn-clock = Reloj para pensar
variant-turn-clock-help = { $key-menu-decrease } y { $key-menu-increase } eligen cuánto tiempo tienes para actuar en tu turno, de 10 segundos a 5 minutos. Antes de que se acabe oirás un aviso; al acabarse, robas una carta y pasas.
variant-turn-clock-value = { $count ->
    [one] 1 segundo
   *[other] { $count } segundos
}
command-pass = terminar tu turno después de robar

# La baraja (DECK-5).
setup-deck = Baraja: { $deck }
setup-deck-help = { $key-menu-decrease } y { $key-menu-increase } eligen la baraja: la clásica de 108 cartas, o No Mercy, de 168 cartas con Roba seis y Roba diez, en la que siempre se acumula, el 0 y el 7 siempre cuentan y con 25 cartas quedas fuera; o Flip, de 112 cartas con una cara clara y una cara oscura, que una carta Flip da la vuelta. Control+F1 en la mesa explica sus reglas.
deck-classic = clásica
deck-no-mercy = No Mercy
deck-flip = Flip
deck-in-play = la baraja { $deck }
