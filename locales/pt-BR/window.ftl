### A janela para baixa visão: o que ela mostra além do que é falado, e os seus ajustes.

setting-pan-width = Largura do som
setting-pan-width-help = Quanto os sons dos outros jogadores se afastam para a esquerda e para a direita: com 0 tudo soa igual nos dois ouvidos, para quem ouve com um ouvido só ou usa um fone só; 100 é a largura total.
setting-theme = Cores
setting-theme-help = As cores do texto e do fundo da janela.
setting-theme-white-on-black = branco sobre preto
setting-theme-black-on-white = preto sobre branco
setting-theme-yellow-on-black = amarelo sobre preto
setting-fullscreen = Tela cheia
setting-fullscreen-help = A janela ocupa a tela toda; { $key-fullscreen } alterna em qualquer tela.

command-fullscreen = tela cheia ou janela
key-f11 = F11
fullscreen-on = Tela cheia.
fullscreen-off = Em uma janela.
fullscreen-no-window = A tela cheia é para a janela; a partida está sendo jogada no console de texto.

window-position = { $position } de { $count }
window-more-above = mais { $count } acima
window-more-below = mais { $count } abaixo

window-direction-clockwise = Sentido horário: depois de você joga { $name }.
window-direction-counterclockwise = Sentido anti-horário: depois de você joga { $name }.
window-direction-clockwise-named = Sentido horário: depois de { $seat } joga { $name }.
window-direction-counterclockwise-named = Sentido anti-horário: depois de { $seat } joga { $name }.
window-hand = Sua mão: { $count ->
    [0] nenhuma carta
    [one] uma carta
   *[other] { $count } cartas
  }.
window-hand-named = Mão de { $seat }: { $count ->
    [0] nenhuma carta
    [one] uma carta
   *[other] { $count } cartas
  }.
window-playable = { $count ->
    [0] nenhuma pode ser jogada
    [one] uma pode ser jogada
   *[other] { $count } podem ser jogadas
  }
window-pending-you = Você tem { $count ->
    [1] uma carta
   *[other] { $count } cartas
  } para comprar.
window-catch = { $name } não disse UNO: aperte { $key-uno } para pegar, faltam { $seconds } s.
window-uno-you = Diga UNO com { $key-uno }: faltam { $seconds } s.
window-jump-in = Você pode interceptar: faltam { $seconds } s.
window-clock = Seu tempo para jogar: faltam { $seconds } s.
window-buzzer = Buzina: aperte { $key-buzz }! Faltam { $seconds } s.
# On each colour tile: how many cards of that colour you hold.
window-color-held = { $count } na sua mão
