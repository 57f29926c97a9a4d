### Como as cartas e as cores são faladas.
###
### $rank: "0" a "9", skip, reverse, draw-two, wild, wild-draw-four ou buzzer
###        (uno_audio.i18n.card_args dá esses valores para uma carta do motor).
### $color: R, Y, G, B, ou none para as cartas sem cor; no lado escuro do baralho Flip,
###         P, T, O, V (rosa, turquesa, laranja, roxo).
###
### As faces do baralho Flip: Mais um, Flip, Mais dois sem cor (a carta que muda de cor);
### no lado escuro Mais cinco, Salta todos e Compra cor (a que faz comprar até sair a cor).
###
### A cor vem sempre no masculino, depois do nome, e nunca precisa concordar com ele:
### os nomes das cartas de ação são usados como substantivos masculinos, como se diz
### à mesa ("o 7 vermelho", "o Salta verde", "o Inverte azul", "o Mais dois amarelo").
### As cartas sem cor podem ter o seu gênero: "a Muda de cor", "o Mais quatro", "a Buzina".
### O Mais quatro é o "+4", como o Mais dois é o "+2": curto, e sem um "e" que se confunda
### com o "e" das listas.

color = { $color ->
    [R] vermelho
    [Y] amarelo
    [G] verde
    [B] azul
    [P] rosa
    [T] turquesa
    [O] laranja
    [V] roxo
   *[none] sem cor
  }

# A letra que escolhe cada cor; precisa estar em color-keys.
color-key = { $color ->
    [R] v
    [Y] a
    [G] d
    [P] r
    [T] t
    [O] l
    [V] x
   *[B] z
  }

# As letras que escolhem vermelho, amarelo, verde e azul, nessa ordem, separadas por espaço.
# Vermelho e verde começam com V, amarelo e azul com A: verde usa o D, azul usa o Z.
color-keys = v a d z

# As letras que escolhem rosa, turquesa, laranja e roxo no lado escuro do baralho Flip, na
# ordem de vermelho, amarelo, verde e azul (cujo lugar ocupam). Rosa e roxo começam com R:
# roxo usa o X.
color-keys-dark = r t l x

color-choice-help = Escolha uma cor: { $key-color-1 } ou V para vermelho, { $key-color-2 } ou A para amarelo, { $key-color-3 } ou D para verde, { $key-color-4 } ou Z para azul.
color-choice-help-dark = Escolha uma cor do lado escuro: { $key-color-1 } ou R para rosa, { $key-color-2 } ou T para turquesa, { $key-color-3 } ou L para laranja, { $key-color-4 } ou X para roxo.

# Curta, para percorrer a mão: "7 vermelho", "Salta verde", "Muda de cor".
card = { $rank ->
    [skip] Salta { color }
    [reverse] Inverte { color }
    [draw-two] Mais dois { color }
    [wild] Muda de cor
    [wild-draw-four] Mais quatro
    [buzzer] Buzina
    [draw-four] Mais quatro { color }
    [skip-everyone] Salta todos { color }
    [discard-all] Descarta tudo { color }
    [wild-reverse-draw-four] Inverte Mais quatro
    [wild-draw-six] Mais seis
    [wild-draw-ten] Mais dez
    [wild-colour-roulette] Roleta de cores
    [draw-one] Mais um { color }
    [flip] Flip { color }
    [wild-draw-two] Muda de cor Mais dois
    [draw-five] Mais cinco { color }
    [wild-draw-colour] Compra cor
   *[number] { $rank } { color }
  }

# A forma curta de uma carta em braille: a letra da cor e o número ou sinal ("v5", "dS", "z+2", "M+4").
card-braille = { $color ->
    [R] v
    [Y] a
    [G] d
    [B] z
    [P] r
    [T] t
    [O] l
    [V] x
   *[none] {""}
  }{ $rank ->
    [skip] S
    [reverse] I
    [draw-two] +2
    [wild] Mc
    [wild-draw-four] M+4
    [buzzer] Bz
    [draw-four] +4
    [skip-everyone] ST
    [discard-all] DT
    [wild-reverse-draw-four] MI+4
    [wild-draw-six] M+6
    [wild-draw-ten] M+10
    [wild-colour-roulette] MR
    [draw-one] +1
    [flip] F
    [wild-draw-two] M+2
    [draw-five] +5
    [wild-draw-colour] CC
   *[number] { $rank }
  }

# Com artigo definido: "o 7 vermelho", "o Salta vermelho", "a Muda de cor", "a Buzina".
card-the = { $rank ->
    [wild] a { card }
    [buzzer] a { card }
   *[other] o { card }
  }

# Com artigo indefinido: "um 7 vermelho", "uma Muda de cor", "um Mais quatro".
card-a = { $rank ->
    [wild] uma { card }
    [buzzer] uma { card }
   *[other] um { card }
  }

cards-count = { $count ->
    [0] nenhuma carta
    [one] uma carta
   *[other] { $count } cartas
  }
