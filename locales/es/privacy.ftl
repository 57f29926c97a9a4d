### Varios jugadores con un solo teclado, nombres de los asientos, equipos y las vistas del historial.

## Pasar el teclado.
handover-title = Turno de { $name }
handover-ready = { $name }, pulsa { $key-ready } cuando tengas el teclado.
keyboard-with = { $name } tiene el teclado.

## El historial de lo dicho (Re Pág, Av Pág).
command-history-view = cambiar el historial entre solo la mesa y todo
history-view-everything = Historial: todo.
history-view-table = Historial: solo la mesa.
history-edge-first = Primer mensaje.
history-edge-last = Último mensaje.

## Nombres en la mesa: nunca dos iguales.
name-numbered = { $name } { $number }
setup-seat-bot-named = Asiento { $number }: { $name }, bot, { $level }

## Equipos y parejas.
teams-yours = Tu equipo: { $partners }. El otro equipo: { $others }.
teams-each = Equipo 1: { $first }. Equipo 2: { $second }.
partners-yours = Rondas { $first } a { $last }: tu pareja es { $partner }; { $other } juegan juntos.
partners-each = Rondas { $first } a { $last }: { $pair } forman pareja, y { $other } también.
scores-teams = Tu equipo ({ $names }): { $mine }. El otro equipo: { $other }. Se juega a { $target ->
    [one] un punto
   *[other] { $target } puntos
  }.
match-lost-team-you = Tu equipo pierde la partida: ganan { $names }.
match-won-team-named = ¡{ $names } ganan la partida!
