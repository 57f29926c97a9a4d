### Archivos que no se han podido apartar, líneas de la consola, y lo que dicen los menús y las elecciones que han hecho.

key-unused-long = Eso no es el nombre de una tecla: es una línea de { $count ->
    [one] un carácter
   *[other] { $count } caracteres
  }. Pulsa { $key-help } para oír las teclas de esta pantalla.
round-start-of = Ronda { $round } de { $rounds }.
hand-start-of = Mano { $round } de { $rounds }.

## Un archivo dañado que no se ha podido apartar: en una carpeta sin permiso de escritura, por ejemplo.
file-problem-stuck = El archivo de { $file } { $problem }, y no se ha podido apartar, así que se deja como está, sin escribir encima; se usan los valores predeterminados. Detalles en { $path }.
file-problem-save-stuck = El archivo de la partida guardada { $problem }, y no se ha podido apartar, así que se deja como está; el juego empieza sin él. Detalles en { $path }.
file-problem-statistics-stuck = El archivo de estadísticas { $problem }, y no se ha podido apartar, así que se deja como está, sin escribir encima; las estadísticas de esta sesión no se guardan. Detalles en { $path }.
save-unreadable-stuck = No se ha podido leer la partida guardada, ni apartarla, así que se deja como está. Detalles en { $path }.

confirm-replace-save = Esto sustituye tu partida guardada. ¿Empezar de todos modos?

## La elección de color.
color-held-most = Seleccionado: { $color }, el color del que más tienes: { $count ->
    [one] 1 carta
   *[other] { $count } cartas
  }.
command-color-cancel = devolver el Comodín a la mano; si hay que elegir el color, el menú de la partida

## Menús: lo que un cambio ha cambiado además de sí mismo, y los extremos de un valor.
setup-also-changed = También ha cambiado: { $changes }.
menu-at-highest = { $label }, el máximo.
menu-at-lowest = { $label }, el mínimo.

## Ayuda sobre la opción activa de la preparación de la partida (F1).
menu-help-focused = { $label }. { $help }
setup-start-help = { $key-menu-select } empieza una partida con los jugadores y las reglas de abajo; si hay una partida guardada, antes lo pregunta, porque la nueva la sustituye.
setup-players-help = { $key-menu-decrease } y { $key-menu-increase } eligen de 2 a 10 jugadores. Por equipos hacen falta 4, 6, 8 o 10, y con parejas rotativas exactamente 4: con un número que no encaja, esas reglas se desactivan, y el juego lo dice.
setup-uno-penalty-help = { $key-menu-decrease } y { $key-menu-increase } eligen cuántas cartas roba quien es sorprendido sin decir UNO: 2 según las reglas oficiales, o 4.
setup-scoring-help = { $key-menu-decrease } y { $key-menu-increase } eligen cómo se puntúa la partida: quien gana la ronda se anota los puntos de las cartas que quedan en las manos de los demás; o cada cual se anota los de las suyas y gana el total más bajo; o eliminación, donde quien llega a la meta queda fuera.
setup-target-help = { $key-menu-decrease } y { $key-menu-increase } eligen la puntuación que termina la partida: de 100 a 1000 puntos.

## Después de una partida.
command-play-again = jugar otra vez, con los mismos jugadores y reglas
play-again-not-yet = La partida no ha terminado: { $key-continue } reparte la ronda siguiente.
