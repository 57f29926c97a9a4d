### Archivos que no se han podido apartar, líneas de la consola, y lo que dicen los menús y las elecciones que han hecho.

key-unused-long = Eso no es el nombre de una tecla: es una línea de { $count } caracteres. Pulsa F1 para oír las teclas de esta pantalla.
round-start-of = Ronda { $round } de { $rounds }.
hand-start-of = Mano { $round } de { $rounds }.
