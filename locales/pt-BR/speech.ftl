## Speech: what the scheduler and the table say of timing.

reason-jumped-first = { $name } interceptou antes de você.
match-start-brief = Nova partida.
match-start-names = Nova partida contra { $names }.
match-start-players = Nova partida: { $names }.
seat-human = { $name }, jogando neste mesmo teclado.
play-brief = { $name }: { $card }.
draw-you-count = { $count ->
    [0] Você não compra nenhuma carta.
    [one] Você compra uma carta.
   *[other] Você compra { $count } cartas.
}
drawn-playable-brief = Você pode jogar: { $card }.
command-players = quem joga: o nível e o estilo de cada bot

setting-verbosity-intro = Apresentação da partida
setting-verbosity-intro-help = Breve: "Nova partida". Normal: contra quem você joga. Completa: também as regras e o nível e o estilo de cada bot ({ $key-rules-in-play } e { $key-players } dizem isso a qualquer momento).
setting-verbosity-intro-brief = breve
setting-verbosity-intro-normal = normal
setting-verbosity-intro-full = completa
setting-verbosity-moves = Jogadas dos outros
setting-verbosity-moves-help = Breve: "Ana: 5 vermelho". Normal: "Ana joga: 5 vermelho". Completa: também de quem é a vez antes de cada jogada.
setting-verbosity-moves-brief = breve
setting-verbosity-moves-normal = normal
setting-verbosity-moves-full = completa
setting-verbosity-drawn = Cartas que você compra
setting-verbosity-drawn-help = Breve: quantas você compra. Normal: quais. Completa: quais, e com quantas você fica.
setting-verbosity-drawn-brief = breve
setting-verbosity-drawn-normal = normal
setting-verbosity-drawn-full = completa
setting-verbosity-counts = Cartas que sobram depois de uma jogada
setting-verbosity-counts-help = Breve: nunca ({ $key-counts } diz). Normal: quando alguém fica com uma ou duas cartas. Completa: depois de cada jogada.
setting-verbosity-counts-brief = breve
setting-verbosity-counts-normal = normal
setting-verbosity-counts-full = completa
setting-verbosity-hints = Lembretes de teclas
setting-verbosity-hints-help = Breve: sem lembretes. Completa: também quantas das suas cartas podem ser jogadas, a cada vez. Normal e completa: que teclas apertar ao comprar uma carta que dá para jogar, ao ter que comprar ou ao escolher a cor.
setting-verbosity-hints-brief = breve
setting-verbosity-hints-normal = normal
setting-verbosity-hints-full = completa
turn-other = Vez de { $name }.
draw-you-cards-total = Você compra { $cards }: fica com { $count ->
    [0] nenhuma carta
    [one] uma carta
   *[other] { $count } cartas
} na mão.
draw-named-cards-total = { $name } compra { $cards }: fica com { $count ->
    [0] nenhuma carta
    [one] uma carta
   *[other] { $count } cartas
} na mão.
playable-count = { $count ->
    [0] Nenhuma carta sua pode ser jogada: { $key-draw } compra.
    [one] Uma carta sua pode ser jogada.
   *[other] { $count } cartas suas podem ser jogadas.
}
