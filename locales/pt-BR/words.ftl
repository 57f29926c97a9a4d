### Opções da partida nova, e frases que distinguem o que antes se dizia igual.

setup-bluff-penalty = Cartas por um blefe descoberto: { $count }
setup-buzzer-penalty = Cartas para o mais lento na Buzina: { $count }

# A ajuda do F1 nomeia assim uma tecla de uma letra só: sem "tecla", o E e o O
# seriam lidos como as palavras "e" e "o".
help-letter = tecla { $key }

pending-you = Você tem { $count ->
    [1] uma carta
   *[other] { $count } cartas
  } para comprar.
# Com "vence o menor total" e por eliminação, quem vence não ganha nada: os outros somam as próprias cartas.
round-won-own-points = { $name } vence a rodada; os outros somam os pontos que sobraram na própria mão.
round-won-own-points-you = Você vence a rodada! Os outros somam os pontos que sobraram na própria mão.
# O mesmo quando ninguém pôde jogar: quem vence ainda tem cartas, e também as soma.
round-won-blocked-own-points = { $name } vence a rodada; cada jogador soma os pontos que sobraram na própria mão.
round-won-blocked-own-points-you = Você vence a rodada! Cada jogador soma os pontos que sobraram na própria mão, você também.
jump-in-failed-added = { $name } erra a interceptação: { $card }. { $points ->
    [0] Não soma nada.
    [one] Soma um ponto ao total.
   *[other] Soma { $points } pontos ao total.
  }
jump-in-failed-added-you = Interceptação errada: { $card }. { $points ->
    [0] Você não soma nada.
    [one] Você soma um ponto ao seu total.
   *[other] Você soma { $points } pontos ao seu total.
  }
# Depois de uma Muda de cor, o que conta é a cor pedida.
reason-card-does-not-match-color = Essa carta não serve: { $card }. A cor em jogo é { $color }.
stats-official = Regras oficiais

# O nome da sua dupla quando a frase começa por ele.
your-partner-start = Sua dupla { $name }

# O começo de uma partida em duplas: quem joga com quem.
match-start-partners = Nova partida: você e { $partners } contra { $opponents }.
