## A tecla de dica e a próxima carta que dá para jogar.

hint-wait = Nada a fazer agora: espere a sua vez.
hint-uno = Diga UNO agora: aperte { $key-uno }.
hint-catch = Pegue { $name }, que não disse UNO: aperte { $key-uno }.
hint-challenge = Acuse o blefe: aperte { $key-challenge }.
hint-keep = Fique com a carta que você comprou: aperte { $key-draw }.
hint-draw-none = Nenhuma carta sua pode ser jogada: aperte { $key-draw } para comprar.
hint-draw = Compre com { $key-draw }: suas cartas jogáveis valem mais depois.
hint-buzz = Aperte { $key-buzz }, já!
hint-other = Faça o que este momento pede: { $key-help } diz as teclas.
hint-wild = Jogue { $card } e escolha { $color }, a cor que você mais tem.
hint-stop = Jogue { $card } para segurar { $name }, que { $count ->
    [0] não tem cartas
    [one] só tem uma carta
   *[other] tem { $count } cartas
  }.
hint-only = Jogue { $card }: é a única carta que serve.
hint-colour = Jogue { $card }: mantém o { $color }, a cor que você mais tem.
hint-play = Jogue { $card }.
hint-off = As dicas estão desligadas. Ligue em Configurações, Tecla de dica.
next-playable-none = Nenhuma carta sua pode ser jogada agora.
next-playable-off = Esta tecla só funciona na sua vez: com a Interceptação, as Sequências ou a Buzina ligadas, ela entregaria jogadas fora da vez.
command-hint = uma dica: o que um bom jogador faria agora, e por quê
command-next-playable = a próxima carta que você pode jogar
key-slash = Barra
setting-hints = Tecla de dica
setting-hints-help = Na mesa, { $key-hint } diz o que um bom jogador faria agora, e por quê.
setting-hints-hot-seat = Dicas com vários jogadores em um teclado
setting-hints-hot-seat-help = Ligue só se todos que jogam no teclado concordarem.

hint-end-turn = Encerre a sua vez: aperte { $key-pass }. Outra carta só deixaria a sua mão maior.
hint-draw-again = Nada seu combina ainda: aperte { $key-draw } para comprar outra carta.
hint-swap = Troque de mão com { $name }, que tem { $count ->
    [0] nenhuma carta
    [one] uma carta
   *[other] { $count } cartas
  }: a menor mão.
hint-swap-must = Um 7 obriga a trocar: fique com a mão de { $name }, que tem { $count ->
    [0] nenhuma carta
    [one] uma carta
   *[other] { $count } cartas
  }, a menor.
hint-swap-keep = Fique com a sua mão: aperte { $key-choice-cancel }. Nenhuma outra é menor.
hint-answer = Jogue { $card }: { $count ->
    [0] as cartas que você compraria passam
    [one] a carta que você compraria passa
   *[other] as { $count } cartas que você compraria passam
  } para outro jogador.

# O baralho No Mercy (DECK-5).
hint-roulette-colour = Escolha { $color }: é a cor da qual ainda faltam mais cartas, então ela sai antes.
hint-roulette = Jogue { $card }: { $name } escolhe uma cor e fica com todas as cartas viradas até ela sair.
hint-skip-everyone = Jogue { $card }: os outros perdem uma vez e você joga de novo.
hint-discard-all = Jogue { $card }: { $count ->
    [0] não leva nenhuma outra carta, e a cor muda
    [one] sua outra carta da cor dela vai junto
   *[other] suas outras { $count } cartas da cor dela vão junto
  }.

# O baralho Flip (DECK-6).
hint-flip = Jogue { $card }: tudo vira para o lado { $side ->
    [dark] escuro
   *[light] claro
  }, onde as suas outras cartas têm { $count } cores; aqui, { $now ->
    [0] nenhuma
    [one] só uma
   *[other] só { $now }
  }.
hint-flip-follow = Jogue { $card }: tudo vira para o lado { $side ->
    [dark] escuro
   *[light] claro
  }, onde { $count ->
    [0] nenhuma das suas outras cartas serve
    [one] uma das suas outras cartas serve
   *[other] { $count } das suas outras cartas servem
  } na carta que fica em cima.
hint-flip-stop = Jogue { $card }: { $name } { $count ->
    [0] não tem cartas.
    [one] só tem uma carta, e a virada troca essa carta por outra que ninguém viu.
   *[other] tem { $count } cartas, e a virada troca essas cartas por outras que ninguém viu.
  }
hint-flip-colour = Escolha { $color }: deste lado é a cor que você mais tem.
hint-draws = Jogue { $card }: { $name } compra { $count ->
    [0] nenhuma carta
    [one] uma carta
   *[other] { $count } cartas
  } e perde a vez.
hint-wild-draw = Jogue { $card } e escolha { $color }: { $name } compra { $count ->
    [0] nenhuma carta
    [one] uma carta
   *[other] { $count } cartas
  } e perde a vez.
hint-wild-draw-colour = Jogue { $card } e escolha { $color }: { $name } compra até sair uma carta dessa cor, e perde a vez.
