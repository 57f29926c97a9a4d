### Cartas em branco (RULES.md DECK-4): as regras que uma família escreve nelas, e a
### partida de oito jogadores em duas mesas (VAR-ROTATE).

## Uma carta em branco é dita pelo nome da sua regra e "em" sua cor: "Jogada extra em vermelho".
## Com "em", a cor não concorda com o nome nem se cola nele ("Pedido de cor em azul", e não "Pedido de cor azul").
blank-card = { $name } em { color }

## As regras: um nome e um texto cada (uno_audio/engine/blanks.py).
blank-everyone-draws = Compra geral
blank-everyone-draws-rules = Todos os outros compram uma carta; depois segue o próximo jogador.
blank-pick-draws = Mais dois à escolha
blank-pick-draws-rules = Você escolhe outro jogador, que compra duas cartas; depois segue o próximo jogador.
blank-swap-hands = Troca de mãos
blank-swap-hands-rules = Você pode trocar de mão com quem escolher, ou ficar com a sua.
blank-pass-hands = Rodízio de mãos
blank-pass-hands-rules = Cada mão passa para o próximo jogador no sentido do jogo.
blank-play-again = Jogada extra
blank-play-again-rules = Todos os outros perdem a vez: você joga de novo.
blank-shed-colour = Descarte da cor
blank-shed-colour-rules = Você descarta da mão todas as cartas da cor em jogo. Se eram todas as suas cartas, você bate.
blank-name-colour = Pedido de cor
blank-name-colour-rules = Você diz uma cor: o próximo jogador tem que jogar uma carta dessa cor, ou comprar até sair uma.

## O que acontece, como é anunciado.
blank-everyone-draws-done = Todos menos { $name } compram uma carta.
blank-everyone-draws-done-you = Todos os outros compram uma carta.
blank-pick-choosing = { $name } escolhe quem compra duas cartas.
blank-pick-draws-done = { $name } faz { $target } comprar { $count ->
    [0] nenhuma carta
    [one] uma carta
   *[other] { $count } cartas
  }.
blank-pick-draws-done-you = Você faz { $target } comprar { $count ->
    [0] nenhuma carta
    [one] uma carta
   *[other] { $count } cartas
  }.
blank-pick-draws-done-on-you = { $name } faz você comprar { $count ->
    [0] nenhuma carta
    [one] uma carta
   *[other] { $count } cartas
  }.
blank-play-again-done = Todos os outros perdem a vez: { $name } joga de novo.
blank-play-again-done-you = Todos os outros perdem a vez: você joga de novo.
blank-shed-colour-done = { $count ->
    [0] { $name } não tem mais cartas dessa cor para descartar.
   *[other] { $name } descarta { $cards }.
  }
blank-shed-colour-done-you = { $count ->
    [0] Você não tem mais cartas dessa cor para descartar.
   *[other] Você descarta { $cards }.
  }
blank-naming = { $name } pede uma cor.
blank-name-colour-done = { $target } tem que jogar { $color }, ou comprar até sair.
blank-name-colour-done-on-you = Você tem que jogar { $color }, ou comprar até sair.
choose-pick = Quem compra duas cartas? { $key-choice-previous } e { $key-choice-next } escolhem, { $key-choice-select } confirma.
blank-must-choose = Você tem que escolher alguém para comprar.
reason-choose-pending = Espere: alguém está escolhendo quem compra.
reason-named-colour-only = Agora só vale { $color }: jogue uma carta dessa cor, ou compre até sair uma.
reason-nothing-to-choose = Não há ninguém para escolher agora.

## A carta em branco de um bot e a escolha que ele faz na hora, numa só linha.
blank-played-swap = { $name } joga: { $card }. Troca de mão com { $target }.
blank-played-swap-you = Você joga: { $card }. Troca de mão com { $target }.
blank-played-swap-with-you = { $name } joga: { $card }. Troca de mão com você.
blank-played-keep = { $name } joga: { $card }. Fica com a própria mão.
blank-played-keep-you = Você joga: { $card }. Fica com a sua mão.
blank-played-pick = { $name } joga: { $card }. Faz { $target } comprar { $count ->
    [0] nenhuma carta
    [one] uma carta
   *[other] { $count } cartas
  }.
blank-played-pick-you = Você joga: { $card }. Faz { $target } comprar { $count ->
    [0] nenhuma carta
    [one] uma carta
   *[other] { $count } cartas
  }.
blank-played-pick-on-you = { $name } joga: { $card }. Faz você comprar { $count ->
    [0] nenhuma carta
    [one] uma carta
   *[other] { $count } cartas
  }.
blank-played-name = { $name } joga: { $card }. Pede { $color }: { $target } tem que jogar { $color }, ou comprar até sair.
blank-played-name-you = Você joga: { $card }. Pede { $color }: { $target } tem que jogar { $color }, ou comprar até sair.
blank-played-name-on-you = { $name } joga: { $card }. Pede { $color }: você tem que jogar { $color }, ou comprar até sair.

## Na mesa.
# A mode of the statistics (uno_audio/stats.py).
variant-blank-cards = Cartas em branco
rules-blank-cards = Cartas em branco: { $cards }.

## O menu de preparação.
setup-blank-count = Cartas em branco: { $count }
setup-blank-count-help = As cartas em branco trazem as regras da sua família. { $key-menu-decrease } e { $key-menu-increase } põem ou tiram uma; quatro cartas são uma de cada cor.
setup-blank-card = Carta em branco { $number } em { $color }: { $rule }
setup-blank-card-help = { $key-menu-decrease } e { $key-menu-increase } escolhem a regra desta carta. { $rules }
setup-blank-points = Pontos de uma carta em branco: { $points }
setup-blank-points-help = Quanto vale para quem vence a rodada uma carta em branco que ficou numa mão.

# A linha da regra de cada carta em branco no texto das regras (Control+F1), depois de rules-blank: "nome: texto".
blank-rule-line = { $name }: { $rules }

## Oito jogadores em duas mesas (VAR-ROTATE com oito jogadores).
variant-two-tables = Oito jogadores em duas mesas
variant-two-tables-help = Oito jogadores jogam 28 mãos em duas mesas de quatro. As duplas se sentam frente a frente e mudam a cada mão, e assim cada jogador faz dupla com cada um dos outros por quatro mãos. Cada um tem a sua própria contagem; vence a maior.
two-tables-start = Oito jogadores em duas mesas, { $hands ->
    [1] uma mão
   *[other] { $hands } mãos
  }: cada jogador faz dupla com cada um dos outros por quatro mãos.
two-tables-rules = Duas mesas de quatro, { $hands ->
    [1] uma mão
   *[other] { $hands } mãos
  } e novas duplas a cada mão; cada jogador tem a sua própria contagem, e vence a maior.
two-tables-hand = Mão { $hand } de { $count }.
two-tables-here = Na sua mesa: { $pair } contra { $rivals }.
two-tables-there = Na outra mesa: { $pair } contra { $rivals }.
two-tables-other = Na outra mesa: { $line }
two-tables-next-table = Esta mesa já jogou a sua mão. Agora o teclado passa para a outra mesa.
two-tables-result = Na outra mesa: { $pair } vencem a mão, { $points ->
    [0] nenhum ponto
    [one] um ponto
   *[other] { $points } pontos
  }.
two-tables-totals = Placar, mão { $hand } de { $count }: { $scores }.
two-tables-won = { $name } vence a partida com { $points ->
    [1] um ponto
   *[other] { $points } pontos
  }!
two-tables-won-you = Você vence a partida com { $points ->
    [1] um ponto
   *[other] { $points } pontos
  }!
two-tables-keys = { $key-continue } joga a próxima mão. { $key-line-previous } e { $key-line-next } leem este resumo de novo. { $key-replay } conta a mão de novo.
