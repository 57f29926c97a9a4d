## Settings → Keys: a key of the player's own for any command.

menu-keys-setting = Cambiar teclas
keys-setting-help = Cada orden y su tecla, pantalla por pantalla. { $key-menu-select } elige una tecla nueva para la orden.
key-binding = { $screen }: { $action }: { $keys }
key-capture = Pulsa la tecla nueva para { $action }. Escape deja la de antes.
key-kept = La tecla se queda como estaba.
key-set = { $action }: { $key } a partir de ahora.
key-conflict = { $key } ya se usa en esa pantalla para: { $action }. Pulsa otra tecla.
keys-reset = Volver a las teclas de siempre
keys-reset-done = Todas las teclas vuelven a ser las de siempre.
keys-screen-all = En cualquier pantalla
keys-screen-menu = Menús
keys-screen-setup = Preparar la partida
keys-screen-reader = Lectura
keys-screen-table = En la mesa
keys-screen-color = Al elegir color
keys-screen-choose = Al elegir jugador
keys-screen-confirm = Preguntas
keys-screen-handover = Al pasar el teclado
keys-screen-entry = Al escribir un nombre
keys-screen-summary = Resumen de la ronda
