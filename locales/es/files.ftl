### Archivos que no se han podido apartar, líneas de la consola, y lo que dicen los menús y las elecciones que han hecho.

key-unused-long = Eso no es el nombre de una tecla: es una línea de { $count } caracteres. Pulsa F1 para oír las teclas de esta pantalla.
round-start-of = Ronda { $round } de { $rounds }.
hand-start-of = Mano { $round } de { $rounds }.

## Un archivo dañado que no se ha podido apartar: en una carpeta sin permiso de escritura, por ejemplo.
file-problem-stuck = El archivo de { $file } { $problem }, y no se ha podido apartar, así que se deja como está, sin escribir encima; se usan los valores predeterminados. Detalles en { $path }.
file-problem-save-stuck = El archivo de la partida guardada { $problem }, y no se ha podido apartar, así que se deja como está; el juego empieza sin él. Detalles en { $path }.
file-problem-statistics-stuck = El archivo de estadísticas { $problem }, y no se ha podido apartar, así que se deja como está, sin escribir encima; las estadísticas de esta sesión no se guardan. Detalles en { $path }.
save-unreadable-stuck = No se ha podido leer la partida guardada, ni apartarla, así que se deja como está. Detalles en { $path }.

confirm-replace-save = Esto sustituye tu partida guardada. ¿Empezar de todos modos?

## La elección de color.
choose-color-most = Elige un color. Empieza por el { $color }, el color del que más tienes: { $count ->
    [one] 1 carta
   *[other] { $count } cartas
  }.
command-color-cancel = devolver el comodín a la mano; si hay que elegir el color, el menú de la partida
