## Volver a escuchar una ronda terminada.

command-replay = volver a escuchar la ronda, jugada a jugada
command-replay-previous = la jugada anterior
command-replay-next = la jugada siguiente
command-replay-first = la primera jugada
command-replay-last = la última jugada
command-replay-round-previous = la ronda anterior
command-replay-round-next = la ronda siguiente
command-replay-close = volver al resumen
keys-screen-replay = Al volver a escuchar una ronda
replay-title = Ronda { $round }, otra vez
replay-start = Ronda { $round } otra vez, { $count ->
    [one] una jugada
   *[other] { $count } jugadas
  }. { $key-replay-next } y { $key-replay-previous } las recorren, { $key-replay-round-previous } y { $key-replay-round-next } cambian de ronda, { $key-replay-close } vuelve.
replay-step = { $step } de { $count }: { $text }
replay-first = Esta es la primera jugada.
replay-end = Esa era la última jugada.
replay-no-round = No hay otra ronda que escuchar.
