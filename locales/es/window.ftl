### La ventana para baja visión: lo que muestra además de lo que se dice, y sus ajustes.

setting-pan-width = Amplitud del sonido
setting-pan-width-help = Cuánto se separan a izquierda y derecha los sonidos de los demás jugadores: con 0 todo suena igual en los dos oídos, para quien oye por un solo oído o usa un solo auricular; 100 es la amplitud completa.
setting-theme = Colores
setting-theme-help = Los colores del texto y del fondo de la ventana.
setting-theme-white-on-black = blanco sobre negro
setting-theme-black-on-white = negro sobre blanco
setting-theme-yellow-on-black = amarillo sobre negro
setting-fullscreen = Pantalla completa
setting-fullscreen-help = La ventana ocupa toda la pantalla; { $key-fullscreen } la cambia desde cualquier pantalla.

command-fullscreen = pantalla completa o ventana
key-f11 = F11
fullscreen-on = Pantalla completa.
fullscreen-off = En una ventana.
fullscreen-no-window = La pantalla completa es para la ventana; la partida se está jugando en la consola de texto.

window-position = { $position } de { $count }
window-more-above = { $count } más arriba
window-more-below = { $count } más abajo

window-direction-clockwise = Sentido horario: después de ti juega { $name }.
window-direction-counterclockwise = Sentido antihorario: después de ti juega { $name }.
window-direction-clockwise-named = Sentido horario: después de { $seat } juega { $name }.
window-direction-counterclockwise-named = Sentido antihorario: después de { $seat } juega { $name }.
window-hand = Tu mano: { $count ->
    [one] una carta
   *[other] { $count } cartas
  }.
window-hand-named = Mano de { $seat }: { $count ->
    [one] una carta
   *[other] { $count } cartas
  }.
window-playable = { $count ->
    [one] se puede jugar una
   *[other] se pueden jugar { $count }
  }
window-pending-you = Tienes { $count ->
    [one] una carta
   *[other] { $count } cartas
  } por robar.
window-catch = { $name } no ha dicho UNO: { $key-uno } para sorprender, quedan { $seconds } s.
window-uno-you = Di UNO con { $key-uno }: quedan { $seconds } s.
window-jump-in = Puedes interceptar: quedan { $seconds } s.
window-clock = Tu tiempo para jugar: quedan { $seconds } s.
window-buzzer = Zumbador: ¡pulsa { $key-buzz }! Quedan { $seconds } s.
# On each colour tile: how many cards of that colour you hold.
window-color-held = { $count } en tu mano
