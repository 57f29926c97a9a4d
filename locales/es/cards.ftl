### Cómo se dicen las cartas y los colores.
###
### $rank: "0" a "9", skip, reverse, draw-two, wild, wild-draw-four o buzzer
###        (uno_audio.i18n.card_args los da para una carta del motor).
### $color: R, Y, G, B, o none para las cartas sin color; en la cara oscura de la baraja
###         Flip, P, T, O, V (rosa, turquesa, naranja, morado).
###
### Las caras de la baraja Flip llevan los nombres de su caja: Roba uno, Flip, Comodín
### Roba dos; en la cara oscura Roba cinco, Salto a todos y Comodín Roba color.
###
### Todas las cartas se nombran en masculino ("el 7 rojo", "un Roba dos verde",
### "el Comodín"), como hacen los jugadores: el color va siempre en masculino, detrás
### del nombre, y nunca tiene que concordar con él. Las cartas en blanco llevan «en»
### delante del color (blank.ftl): «Turno extra en rojo».

color = { $color ->
    [R] rojo
    [Y] amarillo
    [G] verde
    [B] azul
    [P] rosa
    [T] turquesa
    [O] naranja
    [V] morado
   *[none] sin color
  }

# La letra que elige cada color; tiene que estar en color-keys.
color-key = { $color ->
    [R] r
    [Y] a
    [G] v
    [P] r
    [T] t
    [O] n
    [V] m
   *[B] z
  }

# Las letras que eligen rojo, amarillo, verde y azul, en ese orden, separadas por espacios.
# Amarillo y azul empiezan por A: azul usa la Z.
color-keys = r a v z

# Las letras que eligen rosa, turquesa, naranja y morado en la cara oscura de la baraja
# Flip, en el orden de rojo, amarillo, verde y azul (cuyo lugar ocupan).
color-keys-dark = r t n m

color-choice-help = Elige un color: { $key-color-1 } o R para rojo, { $key-color-2 } o A para amarillo, { $key-color-3 } o V para verde, { $key-color-4 } o Z para azul.
color-choice-help-dark = Elige un color de la cara oscura: { $key-color-1 } o R para rosa, { $key-color-2 } o T para turquesa, { $key-color-3 } o N para naranja, { $key-color-4 } o M para morado.

# Corta, para recorrer la mano: "7 rojo", "Salto verde", "Comodín".
card = { $rank ->
    [skip] Salto { color }
    [reverse] Cambio de sentido { color }
    [draw-two] Roba dos { color }
    [wild] Comodín
    [wild-draw-four] Comodín Roba cuatro
    [buzzer] Zumbador
    [draw-four] Roba cuatro { color }
    [skip-everyone] Salto a todos { color }
    [discard-all] Descarta todo { color }
    [wild-reverse-draw-four] Comodín Cambio de sentido Roba cuatro
    [wild-draw-six] Comodín Roba seis
    [wild-draw-ten] Comodín Roba diez
    [wild-colour-roulette] Comodín Ruleta de colores
    [draw-one] Roba uno { color }
    [flip] Flip { color }
    [wild-draw-two] Comodín Roba dos
    [draw-five] Roba cinco { color }
    [wild-draw-colour] Comodín Roba color
   *[number] { $rank } { color }
  }

# La forma corta de una carta en braille: la letra del color y el número o signo ("r5", "vS", "z+2", "Co+4");
# el rosa de la cara oscura, "rs", para no confundirse con el rojo.
card-braille = { $color ->
    [R] r
    [Y] a
    [G] v
    [B] z
    [P] rs
    [T] t
    [O] n
    [V] m
   *[none] {""}
  }{ $rank ->
    [skip] S
    [reverse] CS
    [draw-two] +2
    [wild] Co
    [wild-draw-four] Co+4
    [buzzer] Zb
    [draw-four] +4
    [skip-everyone] ST
    [discard-all] DT
    [wild-reverse-draw-four] CoCS+4
    [wild-draw-six] Co+6
    [wild-draw-ten] Co+10
    [wild-colour-roulette] CoRu
    [draw-one] +1
    [flip] F
    [wild-draw-two] Co+2
    [draw-five] +5
    [wild-draw-colour] CoC
   *[number] { $rank }
  }

# Con artículo determinado: "el 7 rojo", "el Comodín".
card-the = el { card }

# Con artículo indeterminado: "un 7 rojo", "un Comodín Roba cuatro".
card-a = un { card }

cards-count = { $count ->
    [0] ninguna carta
    [one] una carta
   *[other] { $count } cartas
  }
