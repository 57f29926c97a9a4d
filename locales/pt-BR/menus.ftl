### Menus, configurações, ajuda, nomes de teclas e mensagens sobre o próprio jogo.
### Plurais: o CLDR põe o 0 na categoria "one" do português, por isso [0] vem antes de [one].

window-title = UNO audio
welcome = Boas-vindas ao UNO audio. Aperte { $key-help } em qualquer tela para ouvir as teclas dela.
speech-using-screen-reader = Falando pelo seu leitor de tela.
speech-using-tts = Falando com a voz embutida.
speech-using-text = O jogo mostra em texto o que fala.
speech-using-recording = A fala está sendo gravada.
speech-missing = { $backend ->
    [screen-reader] Nenhum leitor de tela respondeu
    [tts] A voz embutida não está disponível
   *[other] { $backend } não está disponível
  } ({ $reason ->
    [not-installed] a biblioteca não está instalada
    [not-found] nenhum está em execução
    [not-responding] parou de responder
    [no-audio-device] não há dispositivo de som
    [no-engine] nenhum mecanismo de voz está instalado
   *[other] falhou
  }). Veja o README para instalar a fala.
sound-unavailable = Nenhum dispositivo de som: o jogo continua sem efeitos sonoros.
sound-files-missing = { $count ->
    [0] Nenhum arquivo de som está faltando.
    [one] Falta um arquivo de som; esse efeito fica em silêncio.
   *[other] Faltam { $count } arquivos de som; esses efeitos ficam em silêncio.
  }
no-display = Nenhuma tela encontrada: o jogo continua no terminal.
locale-problem = Um arquivo de idioma tem erros; as palavras que faltam são ditas em inglês. Detalhes em { $path }.
error-internal = Algo deu errado com essa tecla; o jogo continua e o erro ficou registrado no log.
# $problem é um dos problem-*, que já trazem o verbo: "está corrompido".
file-problem = O arquivo de { $file } { $problem }; ele foi guardado à parte e os valores padrão estão sendo usados.
file-settings = configurações
file-save = partida salva
problem-corrupt = está corrompido
problem-future-version = é de uma versão mais nova do jogo
problem-old-version = é de uma versão anterior do jogo, em que as cartas sairiam de outro jeito
problem-some-values-ignored = só pôde ser lido em parte
save-unreadable = Não foi possível ler a partida salva; ela foi guardada à parte.

menu-item = { $label }, { $position } de { $count }
menu-main = Menu principal.
menu-game = Menu da partida.
menu-setup = Nova partida.
menu-settings = Configurações
menu-new-game = Nova partida
menu-continue = Continuar a partida salva
menu-rules = Regras
menu-keys = Teclas
menu-statistics = Estatísticas
menu-quit = Sair
menu-start = Começar a partida
menu-resume = Voltar à partida
menu-leave-match = Sair da partida (ela fica salva)
menu-not-adjustable = Esta opção não tem valor para mudar: aperte { $key-menu-select }.
help-type-ahead = Digite uma letra para ir à próxima opção que começa com ela.
# Só as teclas que valem em todos os idiomas: o Y e o N do inglês não são anunciados.
confirm-keys = { $yes } para sim; { $no } para não.
confirm-quit = Sair do jogo?
confirm-leave-match = Sair desta partida? Ela fica salva, e Continuar, no menu principal, retoma a partida.
on = sim
off = não

setup-players = Jogadores: { $count }
setup-level = Nível dos bots: { $level }
setup-preset = Regras: { $preset }
setup-preset-help = { $key-menu-decrease } e { $key-menu-increase } escolhem um conjunto de regras: as oficiais, as do UNO audio ou as de festa. Mudar uma variante aqui embaixo deixa as regras personalizadas.
setup-uno-penalty = Cartas por esquecer o UNO: { $count }
setup-scoring = Pontuação: { $scoring }
setup-target = Pontos para vencer: { $points }
level-easy = fácil
level-normal = normal
level-hard = difícil
preset-official = oficiais
preset-audio-game = do UNO audio
preset-party = de festa
preset-custom = personalizadas
scoring-standard = quem vence ganha os pontos das cartas dos outros
scoring-lowest = vence o menor total
scoring-elimination = por eliminação
variant-state = { $variant }: { $state }

variant-stacking = Acúmulo
variant-stacking-help = Um Mais dois pode responder a um Mais dois, e um Mais quatro a outro; quem acabar comprando leva tudo.
variant-sequences = Sequências
variant-sequences-help = Jogue números seguidos da mesma cor na mesma vez, até o próximo jogador agir.
variant-jump-in = Interceptação
variant-jump-in-help = Jogue fora da sua vez uma carta idêntica à da mesa; errar custa pontos.
variant-super-jump-in = Superinterceptação
variant-super-jump-in-help = Intercepte com o mesmo número ou símbolo, de qualquer cor.
variant-bluff = Blefe
variant-bluff-help = Um Mais quatro pode ser jogado a qualquer momento; quem tem que comprar pode dizer que é blefe com { $key-challenge }.
variant-draw-then-play = Comprar sem perder a vez
variant-draw-then-play-help = Depois de comprar por um Mais dois ou um Mais quatro, você ainda joga a sua vez.
variant-seven-zero = 0 e 7
variant-seven-zero-help = Um 0 passa todas as mãos para o próximo jogador; um 7 troca a sua mão com a de quem você escolher.
variant-buzzer = Buzina
variant-buzzer-help = Oito cartas Buzina: quando sai uma, todos apertam { $key-buzz }, e quem demorar mais compra.
variant-draw-to-match = Comprar até poder jogar
variant-draw-to-match-help = Quando você compra, continua comprando até tirar uma carta que possa jogar.
variant-teams = Equipes
variant-teams-help = As duas equipes se sentam alternadas, e os jogadores de cada equipe somam os pontos juntos; 4, 6, 8 ou 10 jogadores.
variant-rotate = Rodízio de duplas
variant-rotate-help = Quatro jogadores e doze rodadas; as duplas mudam a cada quatro rodadas e cada um tem a sua própria pontuação.

setting-state = { $setting }: { $value }
setting-language = Idioma
setting-language-help = O idioma do jogo e da voz dele.
setting-language-en = English
setting-language-es = Español
setting-language-pt-BR = Português do Brasil
setting-speech = Fala
setting-speech-help = Qual fala usar da próxima vez que o jogo abrir.
setting-speech-auto = automática
setting-speech-screen-reader = leitor de tela
setting-speech-tts = voz embutida
setting-speech-text = texto escrito
setting-speech-rate = Velocidade da voz
setting-speech-rate-help = A velocidade com que a voz embutida fala.
setting-speech-volume = Volume da voz
setting-speech-volume-help = O volume da voz embutida.
setting-sound-volume = Volume dos sons
setting-sound-volume-help = O volume dos efeitos sonoros.
setting-muted = Silenciar os sons
setting-muted-help = Desliga todos os efeitos sonoros.
setting-bot-pace = Ritmo dos bots
setting-bot-pace-help = Quanto tempo os bots esperam antes de agir.
setting-catch-window = Tempo para pegar sem UNO
setting-catch-window-help = Quanto o próximo bot espera quando um jogador fica com uma carta, para dar tempo de você pegá-lo.
setting-buzzer-window = Tempo da Buzina
setting-buzzer-window-help = Quanto tempo todos têm para apertar { $key-buzz }.
setting-jump-in-window = Tempo para interceptar
setting-jump-in-window-help = Com a interceptação ligada, quanto o próximo bot espera depois de cada carta, para você poder interceptar.
setting-jump-in-cue = Aviso de interceptação
setting-jump-in-cue-help = Um som suave quando você poderia interceptar.
setting-playable-cue = Aviso de carta jogável
setting-playable-cue-help = Um som suave diz se a carta selecionada pode ser jogada.
setting-font-size = Tamanho do texto
setting-font-size-help = O tamanho do texto na janela; Control com Mais ou Menos muda em qualquer tela.
font-size = Tamanho do texto: { $size }.

help-title = Teclas desta tela
help-line = { $keys }: { $action }
help-already-open = Esta é a ajuda das teclas. { $key-reader-close } fecha.
keys-table = Teclas na mesa
keys-menu = Teclas nos menus
keys-color = Teclas ao escolher uma cor
keys-choose = Teclas ao escolher um jogador
keys-reader = Teclas ao ler as regras ou um resumo
reader-open = { $title }. { $count ->
    [0] Nenhuma linha
    [one] Uma linha
   *[other] { $count } linhas
  }. { $key-line-previous } e { $key-line-next } leem, { $key-section-previous } e { $key-section-next } mudam de seção, { $key-reader-close } fecha.
reader-edge-top = Início.
reader-edge-bottom = Fim.
reader-no-more-sections = Não há mais seções.
history-empty = Nada foi dito ainda.
key-unused = { $key } não faz nada aqui. Aperte { $key-help } para ouvir as teclas desta tela.
menu-no-item = Nenhuma opção começa com { $letter }.

stats-none = Nenhuma partida jogada ainda.
stats-mode = { $mode }: { $matches ->
    [0] nenhuma partida
    [one] uma partida
   *[other] { $matches } partidas
  }, { $won ->
    [0] nenhuma vencida
    [one] uma vencida
   *[other] { $won } vencidas
  }; { $rounds ->
    [0] nenhuma rodada
    [one] uma rodada
   *[other] { $rounds } rodadas
  }, { $rounds_won ->
    [0] nenhuma vencida
    [one] uma vencida
   *[other] { $rounds_won } vencidas
  }.
stats-best-buzz = Melhor reação na Buzina: { $seconds ->
    [1] { $seconds } segundo
   *[other] { $seconds } segundos
  }.
stats-average-points = Média de pontos que sobram na sua mão no fim de uma rodada: { $points }.

# Como os leitores de tela e os teclados brasileiros dizem: Home, End, Enter,
# Tab, Page Up, Page Down, Shift e Backspace ficam em inglês.
key-left = Seta para a esquerda
key-right = Seta para a direita
key-up = Seta para cima
key-down = Seta para baixo
key-home = Home
key-end = End
key-enter = Enter
key-space = Espaço
key-escape = Esc
key-tab = Tab
key-pageup = Page Up
key-pagedown = Page Down
key-ctrl = Control
key-shift = Shift
key-alt = Alt
key-plus = Mais
key-equals = Igual
key-minus = Menos
key-backspace = Backspace
key-f1 = F1

command-help = as teclas desta tela
command-rules-text = as regras do jogo
command-history-previous = mensagem anterior
command-history-next = próxima mensagem
command-history-first = primeira mensagem
command-history-last = última mensagem
command-silence = calar a fala
command-font-bigger = texto maior
command-font-smaller = texto menor
command-menu-previous = opção anterior
command-menu-next = próxima opção
command-menu-first = primeira opção
command-menu-last = última opção
command-menu-select = escolher a opção
command-menu-decrease = diminuir o valor
command-menu-increase = aumentar o valor
command-menu-back = voltar
command-line-previous = linha anterior
command-line-next = próxima linha
command-line-first = primeira linha
command-line-last = última linha
command-section-previous = seção anterior
command-section-next = próxima seção
command-reader-close = fechar
command-card-previous = carta anterior
command-card-next = próxima carta
command-card-first = primeira carta
command-card-last = última carta
command-group-next = próxima cor da sua mão
command-group-previous = cor anterior da sua mão
command-play = jogar a carta selecionada; fora da sua vez, interceptar
command-draw = comprar uma carta, comprar as cartas que você deve ou ficar com a carta comprada
command-top-card = a carta da mesa
command-side = o lado do baralho Flip em jogo
command-top-card-other = o outro lado da carta da mesa
command-card-other = o outro lado da carta selecionada
command-pile-face = a face que o monte mostra em cima
command-scores = o placar
command-whose-turn = de quem é a vez
command-uno = dizer UNO, ou pegar quem não disse
command-challenge = dizer que é blefe
command-buzz = apertar a Buzina
command-sort-color = ordenar a sua mão por cor
command-sort-number = ordenar a sua mão por número
command-sort-none = desfazer a ordenação da sua mão
command-counts = quantas cartas cada jogador tem
command-current-color = a cor em jogo
command-pending = as cartas pendentes para comprar
command-direction = o sentido do jogo
command-hand = a sua mão inteira
command-repeat = repetir a última mensagem
command-rules-in-play = as regras desta partida
command-game-menu = o menu da partida
command-color-previous = cor anterior
command-color-next = próxima cor
command-color-select = escolher esta cor
command-color-1 = vermelho
command-color-2 = amarelo
command-color-3 = verde
command-color-4 = azul
command-color-1-dark = rosa
command-color-2-dark = turquesa
command-color-3-dark = laranja
command-color-4-dark = roxo
command-choice-previous = jogador anterior
command-choice-next = próximo jogador
command-choice-select = trocar de mão com este jogador
command-choice-cancel = ficar com a sua mão
command-answer-yes = sim
command-answer-no = não
command-ready = estou com o teclado
command-continue = continuar
command-summary-leave = continuar

setup-seat-human = Lugar { $number }: { $name }, pessoa
setup-seat-bot = Lugar { $number }: bot, { $level }
setup-seat-help = { $key-menu-decrease } e { $key-menu-increase } escolhem o nível do bot ou uma pessoa; { $key-menu-select } permite digitar o nome que o lugar terá na mesa.
setup-hidden-hands = Mãos escondidas
setup-hidden-hands-help = Com esta opção, o jogo pede que cada jogador pegue o teclado, e ninguém ouve a mão dos outros.
setup-key-buzz = Tecla de { $name } para a Buzina: { $key }
setup-key-catch = Tecla de { $name } para pegar e interceptar: { $key }
setup-key-help = { $key-menu-decrease } e { $key-menu-increase } escolhem outra tecla livre.
setup-name-prompt = Nome do jogador { $number }: digite e aperte { $key-entry-done }.
setup-name-set = Nome: { $name }.
entry-help = { $key-entry-erase } apaga, { $key-entry-read } lê o que você digitou, { $key-entry-done } confirma, { $key-entry-cancel } cancela.
entry-space = espaço
entry-empty = Nada digitado.
entry-full = O nome não pode ser mais longo.
entry-erased = { $char } apagado.
command-entry-done = confirmar
command-entry-cancel = cancelar
command-entry-erase = apagar a última letra
command-entry-read = ler o que você digitou
key-comma = Vírgula
key-period = Ponto

# Arquivos que não puderam ser lidos ou gravados, e o texto da janela.
file-statistics = estatísticas
file-problem-save = O arquivo da partida salva { $problem }; ele foi guardado à parte, e o jogo começa sem ele.
file-problem-statistics = O arquivo de estatísticas { $problem }; ele foi guardado à parte, e as estatísticas continuam a partir do que foi possível ler.
file-write-failed = { $kind ->
    [save] Não foi possível salvar a partida
   *[other] Não foi possível gravar o arquivo de { $file }
  }; o jogo continua. Detalhes em { $path }.
display-problem = A janela não consegue mostrar texto; o jogo continua com a fala. Detalhes em { $path }.
error-fatal = O jogo teve um erro do qual não consegue se recuperar e vai fechar; a partida está salva. Detalhes em { $path }.

# Regras da casa (VAR-ANSWER a VAR-CLOCK).
variant-advanced-responses = Respostas avançadas
variant-advanced-responses-help = Quando você precisa comprar por um Mais dois, um Salta passa as cartas para o próximo jogador e um Inverte devolve.
variant-mixed-stacking = Acúmulo misto
variant-mixed-stacking-help = Com o Acúmulo, um Mais quatro pode responder a um Mais dois, e um Mais dois da cor escolhida a um Mais quatro.
variant-sequence-wrap = Sequências circulares
variant-sequence-wrap-help = Com as Sequências, uma sequência pode continuar do 9 para o 0, ou do 0 para o 9.
variant-seven-must-swap = O 7 obriga a trocar
variant-seven-must-swap-help = Com o 0 e 7, quem joga um 7 tem que trocar de mão com outro jogador.
variant-jump-in-plays-on = Interceptação com vez
variant-jump-in-plays-on-help = Depois de interceptar com um número, a vez é sua e você continua jogando.
variant-jump-in-actions = Interceptação com cartas de ação
variant-jump-in-actions-help = Com a Interceptação, também vale interceptar com um Salta, um Inverte ou um Mais dois idêntico, que age como se fosse jogado na vez.
variant-optional-draws = Compra opcional
variant-optional-draws-help = { $key-menu-decrease } e { $key-menu-increase } escolhem quantas cartas você pode comprar na sua vez mesmo tendo uma jogável; depois de comprar você pode jogar qualquer carta que combine.
variant-optional-draws-value = { $count ->
    [0] 0 cartas
    [99] até você decidir jogar
    [one] 1 carta
   *[other] { $count } cartas
}
variant-turn-clock = Relógio para pensar
variant-turn-clock-help = { $key-menu-decrease } e { $key-menu-increase } escolhem quanto tempo você tem para agir na sua vez, de 10 segundos a 5 minutos. Um aviso vem antes do tempo acabar; quando acaba, você compra uma carta e passa.
variant-turn-clock-value = { $count ->
    [0] 0 segundos
    [one] 1 segundo
   *[other] { $count } segundos
}
command-pass = encerrar a sua vez depois de comprar

# O baralho (DECK-5).
setup-deck = Baralho: { $deck }
setup-deck-help = { $key-menu-decrease } e { $key-menu-increase } escolhem o baralho: o clássico de 108 cartas, ou o No Mercy, de 168 cartas com Mais seis e Mais dez, em que sempre se acumula, o 0 e o 7 sempre valem e quem chega a 25 cartas está fora; ou o Flip, de 112 cartas com um lado claro e um lado escuro, que uma carta Flip vira. Control+F1 na mesa explica as regras.
deck-classic = clássico
deck-no-mercy = No Mercy
deck-flip = Flip
deck-in-play = o baralho { $deck }
