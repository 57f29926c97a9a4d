## Mudar uma tecla (Configurações → Mudar teclas).

key-not-a-name = Isso não é o nome de uma tecla. Aperte outra tecla, ou Escape para manter a antiga.
