### A linha braille: frases escritas para ela, curtas, com o mais importante primeiro.

# Ao percorrer a mão: a carta primeiro.
card-position-braille = { $card } { $position }/{ $count }

# Uma jogada: quem, e a carta (e a cor que um Muda de cor pede).
play-braille = { $name }: { $card }.
play-you-braille = Você: { $card }.
play-wild-braille = { $name }: { $card } { $color }.
play-wild-you-braille = Você: { $card } { $color }.

# Como termina um pedaço de uma frase longa quando há mais.
braille-more = >>

# As palavras de cada som.
braille-cue-skip = salta
braille-cue-reverse = inverte
braille-cue-draw-two = mais dois
braille-cue-wild = muda de cor
braille-cue-wild-draw-four = mais quatro
braille-cue-uno = UNO
braille-cue-catch = pego
braille-cue-challenge = desafio
braille-cue-buzzer = buzina
braille-cue-buzz = apertou
braille-cue-jump-in = se adianta
braille-cue-your-turn = sua vez
braille-cue-playable = pode jogar
braille-cue-unplayable = não pode jogar
braille-cue-round-won = rodada ganha
braille-cue-round-lost = rodada perdida
braille-cue-match-won = partida ganha
braille-cue-match-lost = partida perdida
braille-cue-penalty = penalidade
braille-cue-swap = mãos trocadas
braille-cue-draw = compra
braille-cue-draw-four = mais quatro
braille-cue-skip-everyone = salta todos
braille-cue-discard-all = descarta tudo
braille-cue-wild-reverse-draw-four = inverte mais quatro
braille-cue-wild-draw-six = mais seis
braille-cue-wild-draw-ten = mais dez
braille-cue-roulette = roleta de cores
braille-cue-mercy = fora por misericórdia

# A linha de estado ({ $key-braille-status }): carta de cima, vez, suas cartas, o pendente, uma janela aberta.
braille-status-top = em cima { $card }
braille-status-top-wild = em cima { $card } { $color }
braille-status-turn = vez de { $name }
braille-status-turn-you = sua vez
braille-status-count = você { $count }
braille-status-pending = +{ $count } pendente
braille-status-catch = pegar { $seconds }s
braille-status-buzzer = buzina { $seconds }s
braille-status-jump-in = adiantar-se { $seconds }s
braille-status-clock = tempo { $seconds }s
braille-status-round-over = rodada encerrada
braille-status-none = sem partida

key-f2 = F2
key-f3 = F3
key-f4 = F4
key-f5 = F5
command-braille-next = braille: próximo pedaço da frase, ou passar a frase
command-braille-previous = braille: pedaço anterior
command-braille-status = braille: linha de estado
command-braille-full = braille: a frase mostrada, com os nomes completos das cartas

setting-braille = Braille
setting-braille-help = Cada frase numa linha braille: com voz, ou só braille (sem voz); uma frase conta como lida quando você passa dela com { $key-braille-next } ou depois do tempo de leitura.
setting-braille-off = desligado
setting-braille-with-speech = com voz
setting-braille-only = só braille
setting-braille-reading = Tempo de leitura em braille
setting-braille-reading-help = Segundos para ler 40 celas: os bots e cada janela esperam isso por uma frase que você não passa.
setting-braille-cells = Largura da linha braille
setting-braille-cells-help = Celas da sua linha, quando o leitor de tela não diz; frases longas são cortadas em pedaços dessa largura.
# DECK-6, Flip
braille-cue-draw-one = mais um
braille-cue-flip = flip
braille-cue-wild-draw-two = muda de cor mais dois
braille-cue-draw-five = mais cinco
braille-cue-wild-draw-colour = compra cor
