## Cambiar una tecla (Ajustes → Cambiar teclas).

key-not-a-name = Eso no es el nombre de una tecla. Pulsa otra tecla, o Escape para dejar la de antes.
