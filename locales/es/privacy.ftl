### Varios jugadores con un solo teclado, nombres de los asientos, equipos y las vistas del historial.

## Pasar el teclado.
handover-title = Turno de { $name }
handover-ready = { $name }, pulsa Intro cuando tengas el teclado.
keyboard-with = { $name } tiene el teclado.

## El historial de lo dicho (Re Pág, Av Pág).
command-history-view = cambiar el historial entre solo la mesa y todo
history-view-everything = Historial: todo.
history-view-table = Historial: solo la mesa.
history-edge-first = Primer mensaje.
history-edge-last = Último mensaje.
