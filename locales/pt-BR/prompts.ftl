## Mudar uma tecla (Configurações → Mudar teclas).

key-not-a-name = Isso não é o nome de uma tecla. Aperte outra tecla, ou Escape para manter a antiga.

## A escolha de cor: onde começa quando várias cores empatam.
color-held-tie = Começa no { $color }. As cores que você mais tem: { $colors }, { $count ->
    [0] nenhuma carta
    [one] uma carta
   *[other] { $count } cartas
  } de cada.

## A dica, quando a carta põe a sua cor em jogo.
hint-colour-change = Jogue { $card }: muda a cor para o { $color }, a cor que você mais tem.

## F1 na mesa, quando se pode jogar fora da vez.
next-playable-own-turn = { $key } acha a sua próxima carta jogável só na sua vez: fora da vez entregaria uma jogada.
