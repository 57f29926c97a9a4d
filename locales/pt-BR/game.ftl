### O que é dito na mesa. $name é o nome de um jogador; as mensagens que
### terminam em -you são o mesmo fato quando quem age é quem está ouvindo.
###
### $card é o nome curto de uma carta ("7 vermelho", "Salta verde", "Muda de cor").
### A Muda de cor e a Buzina são femininas e as outras cartas masculinas, então nenhum
### artigo serve para todas: as frases põem o nome depois de dois-pontos ("Ana joga: 7 vermelho").
### Nada concorda em gênero com $name: os jogadores podem ser homens ou mulheres.
###
### Plurais: o CLDR põe o 0 na categoria "one" do português, por isso [0] vem antes de [one].

you = você
you-name = Você
# Sem "parceiro/parceira": o nome pode ser de homem ou de mulher.
your-partner = sua dupla { $name }
bot-name-1 = Ana
bot-name-2 = Bruno
bot-name-3 = Carla
bot-name-4 = Diego
bot-name-5 = Elisa
bot-name-6 = Felipe
bot-name-7 = Gabi
bot-name-8 = Hugo
bot-name-9 = Iara

list-and = { $first } e { $last }
list-or = { $first } ou { $last }
# [1] e não [one]: o CLDR poria "0,5 segundo".
seconds = { $count ->
    [1] { $count } segundo
   *[other] { $count } segundos
  }

match-start = Nova partida com { $count ->
    [1] um jogador
   *[other] { $count } jogadores
  }.
match-resumed = Partida retomada de onde você parou.
back-to-table = De volta à mesa.
round-start = Rodada { $round }.
dealer = { $name } dá as cartas.
dealer-you = Você dá as cartas.
first-card = Primeira carta: { $card }.
first-card-returned = Carta virada: { $card }. Ela volta para a pilha de compras.
turn-you = Sua vez.
whose-turn = Vez de { $name }, { $count ->
    [0] nenhuma carta
    [one] uma carta
   *[other] { $count } cartas
  }.
whose-turn-you = Sua vez, { $count ->
    [0] nenhuma carta
    [one] uma carta
   *[other] { $count } cartas
  }.

play = { $name } joga: { $card }.
play-you = Você joga: { $card }.
# "Pedir cor" é como se diz no UNO no Brasil.
play-wild = { $name } joga: { $card }. Pede { $color }.
play-wild-you = Você joga: { $card }. Pede { $color }.
play-jump-in = { $name } intercepta: { $card }!
play-jump-in-you = Você intercepta: { $card }!
play-sequence = { $name } continua a sequência: { $card }.
play-sequence-you = Você continua a sequência: { $card }.
cards-left = { $count ->
    [0] { $name } fica sem cartas.
    [one] { $name } fica com uma carta.
   *[other] { $name } fica com { $count } cartas.
  }
color-chosen = { $name } pede { $color }.
color-chosen-you = Você pede { $color }.
draw-other = { $count ->
    [0] { $name } não compra nada.
    [one] { $name } compra uma carta.
   *[other] { $name } compra { $count } cartas.
  }
draw-you-cards = Você compra: { $cards }.
draw-named-cards = { $name } compra: { $cards }.
drawn-playable = Você pode jogar: { $card }. { $key-play } joga, { $key-draw } guarda.
reshuffle = A pilha de descarte é embaralhada e vira a nova pilha de compras.
nothing-to-draw = Não há mais nada para comprar: { $name } passa.
nothing-to-draw-you = Não há mais nada para comprar: você passa.
keep-drawn = { $name } fica com a carta.
keep-drawn-you = Você fica com a carta.
skipped = { $name } perde a vez.
skipped-you = Você perde a vez.
reverse-clockwise = Agora o jogo segue no sentido horário.
reverse-counterclockwise = Agora o jogo segue no sentido anti-horário.
penalty = { $name } tem que comprar { $count ->
    [1] uma carta
   *[other] { $count } cartas
  }.
penalty-you = Você tem que comprar { $count ->
    [1] uma carta
   *[other] { $count } cartas
  }.
penalty-draw-key = { $key-draw } para comprar { $count }.
penalty-stack-key = Ou jogue uma carta do mesmo tipo para passar adiante.
penalty-challenge-key = Ou aperte { $key-challenge } para dizer que é blefe.
uno = { $name } diz UNO!
uno-you = Você diz UNO!
catch = { $name } pega { $target } sem UNO: { $target } compra { $count ->
    [1] uma carta
   *[other] { $count } cartas
  }.
catch-you = Você pega { $target } sem UNO: { $target } compra { $count ->
    [1] uma carta
   *[other] { $count } cartas
  }.
caught-you = { $name } pega você sem UNO: você compra { $count ->
    [1] uma carta
   *[other] { $count } cartas
  }.
challenge-guilty = { $name } acusa { $target } de blefe: era blefe! { $target } compra as cartas.
challenge-guilty-you = Você acusa { $target } de blefe: era blefe! { $target } compra as cartas, e você continua jogando.
challenge-innocent = { $name } acusa { $target } de blefe: não era blefe. { $name } compra as cartas e mais 2.
challenge-guilty-on-you = { $name } acusa você de blefe: era blefe! Você compra as cartas.
challenge-innocent-on-you = { $name } acusa você de blefe: não era blefe. { $name } compra as cartas e mais 2.
challenge-innocent-you = Você acusa { $target } de blefe: não era blefe. Você compra as cartas e mais 2.
challenge-hand = { $name } mostra a mão para você: { $cards }.
challenge-hand-to = { $name } mostra a mão para { $seat }: { $cards }.
jump-in-failed = { $points ->
    [0] { $name } erra a interceptação: { $card }. Não tinha pontos a perder.
    [one] { $name } erra a interceptação: { $card }. Perde um ponto.
   *[other] { $name } erra a interceptação: { $card }. Perde { $points } pontos.
  }
jump-in-failed-you = { $points ->
    [0] Interceptação errada: { $card }. Você não tinha pontos a perder.
    [one] Interceptação errada: { $card }. Você perde um ponto.
   *[other] Interceptação errada: { $card }. Você perde { $points } pontos.
  }
hands-rotate = Todas as mãos passam para o próximo jogador.
hand-size-now = { $count ->
    [0] Agora você não tem cartas.
    [one] Agora você tem uma carta.
   *[other] Agora você tem { $count } cartas.
  }
swap-choosing = { $name } escolhe com quem trocar de mão.
swap = { $name } troca de mão com { $target }.
swap-you = Você troca de mão com { $target }.
swap-with-you = { $name } troca de mão com você.
swap-keep = { $name } fica com a própria mão.
swap-keep-you = Você fica com a sua mão.
choose-swap = Trocar de mão com quem? { $key-choice-previous } e { $key-choice-next } escolhem, { $key-choice-select } troca, { $key-choice-cancel } fica com a sua mão.
buzzer = { $name } joga uma Buzina! Aperte { $key-buzz }!
buzzer-you = Você joga uma Buzina! Aperte { $key-buzz }!
buzz = { $name } aperta { $place ->
    [1] em primeiro lugar
    [2] em segundo lugar
    [3] em terceiro lugar
    [4] em quarto lugar
    [5] em quinto lugar
    [6] em sexto lugar
    [7] em sétimo lugar
    [8] em oitavo lugar
    [9] em nono lugar
    [10] em décimo lugar
   *[other] na posição { $place }
  }.
buzz-you-place = Você aperta { $place ->
    [1] em primeiro lugar
    [2] em segundo lugar
    [3] em terceiro lugar
    [4] em quarto lugar
    [5] em quinto lugar
    [6] em sexto lugar
    [7] em sétimo lugar
    [8] em oitavo lugar
    [9] em nono lugar
    [10] em décimo lugar
   *[other] na posição { $place }
  }, em { $seconds ->
    [1] { $seconds } segundo
   *[other] { $seconds } segundos
  }.
# $names pode incluir quem está ouvindo ("você"): por isso o verbo vem antes.
buzzer-slowest = { $count ->
    [0] Ninguém compra pela Buzina.
    [one] Quem demorou mais compra { $cards ->
        [0] nenhuma carta
        [one] uma carta
       *[other] { $cards } cartas
      }: { $names }.
   *[other] Quem não apertou a tempo compra { $cards ->
        [0] nenhuma carta
        [one] uma carta
       *[other] { $cards } cartas
      }: { $names }.
  }
buzzer-slowest-you = Você demorou mais: compra as cartas.
buzzer-open = A Buzina está tocando: aperte { $key-buzz }!
sequence-can-continue = Você pode continuar a sua sequência.
round-blocked = Ninguém pode comprar nem jogar: a rodada acaba, e vence quem tiver menos pontos.
round-won = { $name } vence a rodada e ganha { $points ->
    [0] 0 pontos
    [one] um ponto
   *[other] { $points } pontos
  }.
round-won-you = Você vence a rodada e ganha { $points ->
    [0] 0 pontos
    [one] um ponto
   *[other] { $points } pontos
  }!
round-over-short = Fim da rodada.
eliminated = { $name } está fora da partida.
eliminated-you = Você está fora da partida.
match-won = { $name } vence a partida!
match-won-you = Você vence a partida!
match-won-team = A equipe { $team } vence a partida!
match-won-team-you = A sua equipe vence a partida!
summary-hand = { $name }: { $count ->
    [0] nenhuma carta
    [one] uma carta
   *[other] { $count } cartas
  }, { $points ->
    [0] 0 pontos
    [one] um ponto
   *[other] { $points } pontos
  }. { $cards }.
summary-round-keys = { $key-continue } para a próxima rodada. { $key-line-previous } e { $key-line-next } leem este resumo de novo. { $key-replay } conta a rodada de novo.
summary-match-keys = { $key-continue } para voltar ao menu principal; { $key-play-again } para jogar de novo, com os mesmos jogadores e regras. { $key-replay } conta a rodada de novo.

card-position = { $card }, { $position } de { $count }
hand-list = { $count ->
    [0] Você não tem cartas.
    [one] Uma carta: { $cards }.
   *[other] { $count } cartas: { $cards }.
  }
hand-empty = Você não tem cartas.
one-color-only = Todas as suas cartas são da mesma cor.
sorted-none = Mão sem ordenação.
sorted-color = Mão ordenada por cor.
sorted-number = Mão ordenada por número.
# A resposta a uma tecla começa pelo que se pergunta (a carta, a cor), não pelo seu nome.
top-card = { $card } na mesa.
top-card-wild = { $card } na mesa, cor { $color }.
color-current = { $color }, a cor em jogo.
color-any = Qualquer carta serve agora.
score-of = { $name } com { $points }
score-team = equipe { $team } com { $points }
scores = Placar: { $scores }. A partida vai até { $target ->
    [1] um ponto
   *[other] { $target } pontos
  }.
count-of = { $name } com { $count ->
    [0] nenhuma carta
    [one] uma carta
   *[other] { $count } cartas
  }
# $name pode ser "você": por isso o nome vem na frente, sem verbo para concordar.
pending = { $name }: { $count ->
    [1] uma carta
   *[other] { $count } cartas
  } para comprar.
pending-none = Não há cartas pendentes para comprar.
direction-clockwise = O jogo segue no sentido horário: depois de você vem { $name }.
direction-counterclockwise = O jogo segue no sentido anti-horário: depois de você vem { $name }.
choose-color = Escolha uma cor.
color-cancelled = Escolha de cor cancelada.
rules-in-play = A partida vai até { $target ->
    [1] um ponto
   *[other] { $target } pontos
  }, { $scoring }.
rules-official = Regras oficiais.
rules-variants = Variantes: { $variants }.

reason-not-your-turn = Não é a sua vez.
reason-card-does-not-match = Essa carta não serve: { $card } sobre { $top }.
reason-wild-draw-four-with-colour = Você não pode jogar o Mais quatro: ainda tem cartas da cor em jogo, { $color }.
reason-wild-draw-with-colour = Você não pode jogar a carta { $card }: ainda tem cartas da cor em jogo, { $color }.
reason-card-not-in-hand = Essa carta não está na sua mão.
reason-color-required = Escolha uma cor primeiro.
reason-color-not-allowed = Só se pede cor com uma Muda de cor.
reason-only-drawn-card = Depois de comprar, você só pode jogar a carta comprada: { $key-draw } fica com ela.
reason-must-draw = Você precisa comprar primeiro: aperte { $key-draw }.
reason-penalty-pending = Espere: um jogador precisa comprar primeiro.
reason-color-pending = Espere: a cor está sendo escolhida.
reason-swap-pending = Espere: uma troca de mãos está sendo decidida.
reason-buzzer-pending = A Buzina está tocando: aperte { $key-buzz }!
reason-own-card = Você não pode interceptar a sua própria carta.
reason-already-drew = Você já comprou: { $key-play } joga a carta, { $key-draw } fica com ela.
reason-nothing-to-pass = Não há nada para passar.
reason-no-color-to-choose = Não há cor para escolher agora.
reason-already-said-uno = Você já disse UNO.
reason-cannot-say-uno = Você só pode dizer UNO quando estiver prestes a ficar com uma carta.
reason-catch-yourself = Você só pode pegar outros jogadores.
reason-nothing-to-catch = Ninguém esqueceu de dizer UNO.
reason-nothing-to-say = Não há ninguém para pegar, e você não precisa dizer UNO agora.
reason-nothing-to-challenge = Você só pode dizer que é blefe logo depois que jogarem um Mais quatro em você.
reason-no-bluff-rule = Esta partida não tem blefe.
reason-no-buzzer = Não há Buzina para apertar agora: você não perde nada.
reason-no-buzzer-rule = Esta partida não tem Buzina.
reason-already-buzzed = Você já apertou.
reason-nothing-to-swap = Não há troca de mãos para escolher.
reason-no-such-seat = Esse jogador não existe.
reason-unknown-action = Ação desconhecida.
reason-unknown-card = Carta desconhecida.
reason-unknown-color = Cor desconhecida.
reason-unknown-seat = Jogador desconhecido.
reason-round-over = A rodada já acabou.
reason-match-over = A partida já acabou.
reason-eliminated = Você está fora desta partida.
reason-round-not-over = A rodada ainda não acabou.

# Várias pessoas no mesmo teclado.
handover = Passe o teclado para { $name }. { $name }, aperte { $key-ready } quando estiver com o teclado.
turn-of-human = { $name }, sua vez.
while-away = Enquanto você estava fora:
family-keys = { $name }: Buzina, { $buzz }; pegar ou interceptar, { $catch }.
buzz-seat-place = { $name } aperta { $place ->
    [1] em primeiro lugar
    [2] em segundo lugar
    [3] em terceiro lugar
    [4] em quarto lugar
    [5] em quinto lugar
    [6] em sexto lugar
    [7] em sétimo lugar
    [8] em oitavo lugar
    [9] em nono lugar
    [10] em décimo lugar
   *[other] na posição { $place }
  }, em { $seconds ->
    [1] { $seconds } segundo
   *[other] { $seconds } segundos
  }.
seat-no-buzzer = { $name }: não há Buzina para apertar agora.
seat-nothing-to-catch = { $name }: não há ninguém para pegar nem carta para interceptar.
summary-team = Equipe { $team }, { $names }: { $points ->
    [0] 0 pontos
    [one] um ponto
   *[other] { $points } pontos
  }.
player-name = Jogador { $number }

seat-intro = { $name }, nível { $level }: { $personality }.
personality-dreamy = se distrai e às vezes esquece de dizer UNO
personality-steady = joga com calma
personality-sharp = conta cada carta
personality-chaotic = joga ao acaso
personality-simple = joga sem complicar

reason-must-swap = Um 7 obriga a trocar: escolha com quem trocar de mão.
reason-no-more-draws = Você não pode comprar mais nesta vez: jogue uma carta que combine ou aperte { $key-pass } para encerrar a sua vez.
clock-warning = { $count ->
    [0] Faltam 0 segundos.
    [one] Falta 1 segundo.
   *[other] Faltam { $count } segundos.
}
clock-out = O tempo acabou.

drawn-optional = { $key-play } joga qualquer carta que combine, { $key-draw } compra outra carta, { $key-pass } encerra a sua vez.
drawn-optional-last = Você não pode comprar mais nesta vez: { $key-play } joga qualquer carta que combine, { $key-draw } encerra a sua vez.
penalty-answer-key = Ou jogue um Salta ou um Inverte para passar adiante.

# O baralho No Mercy (DECK-5).
skip-everyone = { $name } salta todos e joga de novo.
skip-everyone-you = Você salta todos e joga de novo.
discard-all = { $name } descarta todas as cartas dessa cor: { $count ->
    [0] nenhuma a mais
    [one] mais uma
   *[other] mais { $count }
  }.
discard-all-you = Você descarta todas as suas cartas dessa cor: { $count ->
    [0] nenhuma a mais
    [one] mais uma
   *[other] mais { $count }
  }.
roulette = Roleta de cores: { $target } escolhe uma cor e vira cartas até ela sair.
roulette-on-you = Roleta de cores: escolha uma cor; você vira cartas até ela sair.
mercy = { $name } tem { $count ->
    [0] nenhuma carta
    [one] uma carta
   *[other] { $count } cartas
  }: está fora da rodada, sem piedade.
mercy-you = Você tem { $count ->
    [0] nenhuma carta
    [one] uma carta
   *[other] { $count } cartas
  }: está fora da rodada, sem piedade.
reason-must-play-drawn = Você precisa jogar a carta que comprou.
drawn-must-play = Você precisa jogar: { $card }. { $key-play } joga.

# O baralho Flip (DECK-6).
flip-dark = Tudo vira para o lado escuro. Na mesa: { $card }.
flip-light = Tudo volta para o lado claro. Na mesa: { $card }.
draw-until-color = { $name } compra { $count ->
    [0] nenhuma carta
    [one] uma carta
   *[other] { $count } cartas
  } até sair { $color }.
draw-until-color-you = Você compra até sair { $color }: { $cards }.
side-light = O lado claro está em jogo.
side-dark = O lado escuro está em jogo.
other-side-top = A carta da mesa, { $card }, tem { $other } do outro lado.
other-side-card = A sua carta { $card } tem { $other } do outro lado.
pile-face = O monte mostra { $card } em cima.
pile-face-empty = O monte está vazio.
flip-only = Só as cartas do baralho Flip têm outro lado.
penalty-until-color = { $name } tem que comprar até sair { $color }.
penalty-until-color-you = Você tem que comprar até sair { $color }.
penalty-draw-until-key = { $key-draw } compra até sair { $color }.
