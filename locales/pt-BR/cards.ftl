### Como as cartas e as cores são faladas.
###
### $rank: "0" a "9", skip, reverse, draw-two, wild, wild-draw-four ou buzzer
###        (uno_audio.i18n.card_args dá esses valores para uma carta do motor).
### $color: R, Y, G, B, ou none para as cartas sem cor.
###
### Os números são masculinos ("o 7 vermelho"); as cartas de ação concordam com
### "carta" ("a carta Salta vermelha"), menos o Mais dois, dito como se lê "+2"
### ("o Mais dois vermelho"); a Buzina é feminina.

color = { $color ->
    [R] vermelho
    [Y] amarelo
    [G] verde
    [B] azul
   *[none] sem cor
  }

# A cor concordando com um substantivo feminino: "a carta vermelha".
color-feminine = { $color ->
    [R] vermelha
    [Y] amarela
    [G] verde
    [B] azul
   *[none] sem cor
  }

# A letra que escolhe cada cor; precisa estar em color-keys.
color-key = { $color ->
    [R] v
    [Y] a
    [G] d
   *[B] z
  }

# As letras que escolhem vermelho, amarelo, verde e azul, nessa ordem, separadas por espaço.
# Vermelho e verde começam com V, amarelo e azul com A: verde usa o D, azul usa o Z.
color-keys = v a d z

color-choice-help = Escolha uma cor: 1 ou V para vermelho, 2 ou A para amarelo, 3 ou D para verde, 4 ou Z para azul.

# Curta, para percorrer a mão: "7 vermelho", "Salta verde", "Muda de cor".
card = { $rank ->
    [skip] Salta { color-feminine }
    [reverse] Inverte { color-feminine }
    [draw-two] Mais dois { color }
    [wild] Muda de cor
    [wild-draw-four] Muda de cor e compra quatro
    [buzzer] Buzina
   *[number] { $rank } { color }
  }

# Com artigo definido: "o 7 vermelho", "a carta Salta vermelha", "a Buzina".
card-the = { $rank ->
    [skip] a carta { card }
    [reverse] a carta { card }
    [draw-two] o { card }
    [wild] a carta { card }
    [wild-draw-four] a carta { card }
    [buzzer] a { card }
   *[number] o { card }
  }

# Com artigo indefinido: "um 7 vermelho", "uma carta Muda de cor", "uma Buzina".
card-a = { $rank ->
    [skip] uma carta { card }
    [reverse] uma carta { card }
    [draw-two] um { card }
    [wild] uma carta { card }
    [wild-draw-four] uma carta { card }
    [buzzer] uma { card }
   *[number] um { card }
  }

cards-count = { $count ->
    [0] nenhuma carta
    [one] uma carta
   *[other] { $count } cartas
  }
