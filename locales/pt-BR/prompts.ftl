## Mudar uma tecla (Configurações → Mudar teclas).

key-not-a-name = Isso não é o nome de uma tecla. Aperte outra tecla, ou Esc para manter a antiga.

## A escolha de cor: onde começa quando várias cores empatam.
color-held-tie = Selecionado: { $color }. As cores que você mais tem: { $colors }, { $count ->
    [0] nenhuma carta
    [one] uma carta
   *[other] { $count } cartas
  } de cada.

## A dica, quando a carta põe a sua cor em jogo.
hint-colour-change = Jogue { $card }: muda a cor para o { $color }, a cor que você mais tem.

## F1 na mesa, quando se pode jogar fora da vez.
next-playable-own-turn = { $key-next-playable } acha a sua próxima carta jogável só na sua vez: fora da vez entregaria uma jogada.

## Duas mesas: cada jogo de quatro é uma mão da partida, e se chama assim.
hand-won = { $name } vence a mão e ganha { $points ->
    [0] 0 pontos
    [one] um ponto
   *[other] { $points } pontos
  }.
hand-won-you = Você vence a mão e ganha { $points ->
    [0] 0 pontos
    [one] um ponto
   *[other] { $points } pontos
  }!
hand-blocked = Ninguém pode comprar nem jogar: a mão acaba, e vence quem tiver menos pontos.
hand-over-short = Fim da mão.
two-tables-match-keys = { $key-continue } para voltar ao menu principal. { $key-replay } conta a mão de novo.
replay-hand-title = Mão { $hand }, de novo
replay-hand-start = Mão { $hand } de novo, { $count ->
    [0] nenhuma jogada
    [one] uma jogada
   *[other] { $count } jogadas
  }. { $key-replay-next } e { $key-replay-previous } andam por elas, { $key-replay-close } volta.
replay-no-hand = Aqui só esta mão pode ser ouvida de novo.

## O tutorial, depois de dizer UNO, quando outra carta que não o 3 azul é jogada.
tutorial-uno-said-hint = Você já disse UNO. Agora escolha seu 3 azul com { $key-card-previous } e { $key-card-next } e aperte { $key-play }.

## Sair no meio de uma partida (Ctrl+C, Ctrl+D, o fim da entrada, a janela fechada).
match-saved-on-quit = A partida fica salva: Continuar, no menu principal, retoma a partida.
