## Mudar uma tecla (Configurações → Mudar teclas).

key-not-a-name = Isso não é o nome de uma tecla. Aperte outra tecla, ou Escape para manter a antiga.

## A escolha de cor: onde começa quando várias cores empatam.
color-held-tie = Começa no { $color }. As cores que você mais tem: { $colors }, { $count ->
    [0] nenhuma carta
    [one] uma carta
   *[other] { $count } cartas
  } de cada.
