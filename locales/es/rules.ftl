### La pantalla de reglas: un mensaje por sección y una línea por cada frase o dos,
### que el lector de pantalla lee línea a línea. Los identificadores de cláusula son los de RULES.md.

# Las secciones en orden de lectura: la misma lista en todos los idiomas.
rules-sections = rules-goal rules-deck rules-setup rules-turn rules-actions rules-two-players rules-uno rules-scoring rules-challenge rules-stacking rules-sequences rules-jump-in rules-super-jump-in rules-bluff rules-draw-then-play rules-seven-zero rules-buzzer rules-uno-penalty rules-teams rules-rotate rules-elimination rules-draw-to-match rules-blank rules-two-tables rules-no-mercy rules-flip

rules-goal =
    Sé el primero en quedarte sin cartas.
    Quien se queda sin cartas gana la ronda y se anota los puntos de las cartas que les quedan en la mano a los demás.
    El primero que llega a 500 puntos gana la partida. La meta se elige en Nueva partida, en «Puntos para ganar».
    .title = Objetivo

rules-deck =
    La baraja tiene 108 cartas de cuatro colores: rojo, amarillo, verde y azul.
    De cada color hay un 0, dos de cada número del 1 al 9 y dos cartas de cada acción: Salto, Cambio de sentido y Roba dos.
    Además hay 4 Comodines y 4 Comodines Roba cuatro, que no tienen color.
    La variante Zumbador añade 8 cartas Zumbador sin color: 116 cartas en total.
    .title = Las cartas

rules-setup =
    Pueden jugar de 2 a 10 personas.
    Para elegir quién reparte, cada jugador roba una carta, y reparte quien saca el número más alto.
    Las cartas de acción y los comodines no cuentan: se roba otra. Si hay empate, los empatados vuelven a robar.
    En las rondas siguientes reparte el siguiente jugador en el sentido de las agujas del reloj.
    El repartidor baraja y da 7 cartas a cada jugador.
    El resto de la baraja se deja boca abajo: es el mazo para robar. Se da la vuelta a su primera carta para empezar la pila de descarte.
    Empieza el jugador a la izquierda del repartidor, y se juega en el sentido de las agujas del reloj, hacia la izquierda.
    Si la primera carta descubierta es un número, se juega con normalidad.
    Si es un Comodín Roba cuatro o un Zumbador, vuelve al mazo, se baraja el mazo y se descubre otra carta.
    Si es un Comodín, el primer jugador elige el color y después juega.
    Si es un Roba dos, el primer jugador roba 2 cartas y pierde su turno, igual que si el repartidor se lo hubiera jugado. La acumulación y la variante Robar sin perder el turno se aplican si están activadas.
    Si es un Cambio de sentido, el repartidor juega primero y el juego sigue hacia la derecha, en sentido contrario a las agujas del reloj.
    Si es un Salto, el primer jugador pierde su turno y empieza el que está a su izquierda.
    .title = Preparación

rules-turn =
    En tu turno, juega una carta que coincida con la de arriba de la pila de descarte: del mismo color, del mismo número o del mismo símbolo.
    Así, un Salto va sobre cualquier Salto, un Cambio de sentido sobre cualquier Cambio de sentido y un Roba dos sobre cualquier Roba dos.
    Puedes jugar un Comodín sobre cualquier carta, aunque tengas otras cartas que podrías jugar.
    Al jugar un Comodín eliges el color que sigue, incluso el que ya estaba en juego.
    Solo puedes jugar un Comodín Roba cuatro si no tienes ninguna carta del color en juego.
    Las cartas del mismo número o símbolo de otro color, o los demás Comodines, no te lo impiden.
    Si la variante Farol no está activada, el juego rechaza un Comodín Roba cuatro no permitido y te dice por qué.
    Si no puedes jugar, roba una carta. Si se puede jugar, puedes jugarla en ese momento, solo esa. Si no, tu turno termina.
    También puedes robar en lugar de jugar una carta que podrías jugar. Entonces solo puedes jugar la carta robada.
    Cuando se acaba el mazo, se barajan las cartas de la pila de descarte, menos la de arriba, para formar un mazo nuevo.
    Si aun así no hay nada que robar, simplemente pasas.
    Si todos los jugadores pasan en una vuelta completa sin poder robar, la ronda termina. La gana quien tiene menos puntos en la mano, y se puntúa como siempre.
    Si hay empate, gana el primero de ellos en el orden de juego, contando desde el jugador que tiene el turno.
    Una jugada que no cumple las reglas se rechaza explicando el motivo, y no cambia nada.
    .title = Tu turno

rules-actions =
    Salto: el siguiente jugador pierde su turno.
    Cambio de sentido: el juego cambia de sentido.
    Roba dos: el siguiente jugador roba 2 cartas y pierde su turno.
    Comodín: eliges el color que sigue.
    Comodín Roba cuatro: eliges el color, y el siguiente jugador roba 4 cartas y pierde su turno.
    .title = Cartas de acción

rules-two-players =
    Con dos jugadores, algunas cartas funcionan de otra manera.
    El Cambio de sentido funciona como un Salto: vuelves a jugar.
    Después de un Salto, vuelves a jugar.
    Después de un Roba dos o un Comodín Roba cuatro, tu rival roba y vuelve a ser tu turno.
    .title = Dos jugadores

rules-uno =
    Cuando juegas tu penúltima carta, tienes que decir UNO pulsando { $key-uno }.
    Puedes decirlo en tu turno antes de jugar, cuando tienes 2 cartas, o justo después, mientras todavía te pueden sorprender.
    Si a un jugador se le olvida, cualquier otro puede sorprenderlo pulsando { $key-uno }. El jugador sorprendido roba 2 cartas.
    Puedes sorprender a un jugador desde que su penúltima carta llega a la pila de descarte hasta la siguiente jugada, robo o desafío de cualquiera, incluida una intercepción. Normalmente, hasta que el siguiente jugador empieza su turno.
    Lo mismo vale cuando alguien se queda con una carta gracias a una intercepción o a una secuencia.
    Quien dice UNO antes de que lo sorprendan está a salvo. Si el aviso y la acusación llegan a la vez, no hay castigo.
    Si te quedas con una carta por un intercambio de manos del 0 o del 7, no tienes que decir UNO.
    .title = Decir UNO

rules-scoring =
    La ronda termina en cuanto un jugador se queda sin cartas.
    Si esa última carta es un Roba dos o un Comodín Roba cuatro, el siguiente jugador roba igualmente, en el acto, todo lo acumulado si lo hay, y esas cartas cuentan en la puntuación.
    La última carta cierra la ronda al momento: nadie puede acumular sobre ella ni desafiarla, y un 0, un 7 o un Zumbador como última carta no tienen efecto.
    El ganador de la ronda se anota los puntos de las cartas que les quedan en la mano a los demás.
    Las cartas de número valen su número.
    Salto, Cambio de sentido y Roba dos valen 20 puntos.
    Comodín, Comodín Roba cuatro y Zumbador valen 50 puntos.
    El primero que llega a 500 puntos gana la partida. La meta se elige en Nueva partida, en «Puntos para ganar».
    Con la puntuación «gana el total más bajo», cada jugador suma en cambio los puntos que le quedan en su propia mano. Cuando alguien llega a la meta, o tras un número fijo de rondas, gana el total más bajo.
    Si se juega por eliminación, quien llega a la meta queda fuera: consulta la variante de eliminación.
    .title = Fin de la ronda y puntuación

rules-challenge =
    Los desafíos solo existen con la variante Farol. Sin ella, nadie puede jugar un Comodín Roba cuatro no permitido, así que no hay nada que desafiar.
    Solo puede desafiar el jugador que tiene que robar las cuatro cartas, pulsando { $key-challenge } en lugar de robar.
    Entonces quien jugó el Comodín Roba cuatro le muestra su mano a quien lo desafía.
    Si tenía alguna carta del color en juego, es culpable: roba él las 4 cartas, y quien desafió juega con normalidad.
    Si era inocente, quien desafió roba 6 cartas, las 4 más 2 de castigo, y pierde su turno, también con la variante Robar sin perder el turno.
    El color en juego es el que había antes de que se jugara el Comodín Roba cuatro.
    En cualquier caso, el Comodín Roba cuatro se queda en la pila de descarte y el color que eligió se mantiene.
    Con la acumulación, solo se puede desafiar el último Comodín Roba cuatro. Si quien lo jugó es culpable, roba todo lo acumulado. Si no, quien desafió roba el total más 2 y pierde su turno.
    .title = Desafiar un Comodín Roba cuatro

rules-stacking =
    Cuando tienes que robar por un Roba dos, puedes jugar otro Roba dos en su lugar y pasarle el total al siguiente jugador.
    Lo mismo vale para un Comodín Roba cuatro sobre otro Comodín Roba cuatro.
    No se puede jugar un Roba dos sobre un Comodín Roba cuatro, ni al revés.
    Quien al final roba se lleva todo lo acumulado.
    Un Roba dos jugado después de que se haya robado lo acumulado vuelve a contar 2.
    .title = Variante: acumulación

rules-sequences =
    Si tienes números seguidos de un mismo color, por ejemplo el 2, el 3 y el 4 amarillos, puedes jugarlos todos en el mismo turno, subiendo o bajando.
    La segunda carta marca el sentido. Una secuencia no pasa del 9 al 0.
    Date prisa: el siguiente jugador puede jugar en cuanto tu primera carta está en la mesa.
    Tu secuencia termina cuando juega cualquier otro o cuando el siguiente jugador roba.
    Con la variante 0 y 7, un 0 o un 7 mantiene su efecto y termina la secuencia.
    .title = Variante: secuencias

rules-jump-in =
    Si tienes exactamente la misma carta que está arriba de la pila de descarte, mismo color y mismo número, puedes jugarla al instante, aunque no sea tu turno.
    Para interceptar, selecciona la carta y pulsa { $key-play }.
    El juego sigue a partir de ti, y los jugadores que había en medio pierden su turno.
    Solo se pueden interceptar cartas de número.
    No puedes interceptar tu propia carta, ni mientras alguien tiene que robar, elegir color o decidir un intercambio del 7, ni mientras suena el Zumbador. En esos casos tu jugada simplemente se rechaza y no te cuesta nada.
    Una intercepción fallida, con una carta que no es idéntica o que llega tarde, te cuesta 3 puntos, y la carta se queda en tu mano.
    Con la puntuación normal, los 3 puntos se restan de tu marcador, sin bajar de 0. Con la puntuación «gana el total más bajo» o por eliminación, se suman a tu total.
    .title = Variante: intercepción

rules-super-jump-in =
    Como la intercepción, pero puede interceptar cualquier carta del mismo número o símbolo, sea del color que sea.
    Se puede interceptar con números, Saltos, Cambios de sentido y Roba dos. Con Comodines y Zumbadores, no.
    Una carta de acción jugada así tiene el mismo efecto que si la hubieras jugado en tu turno.
    Todo lo demás funciona como en la intercepción, incluido el castigo de 3 puntos.
    .title = Variante: superintercepción

rules-bluff =
    Puedes jugar un Comodín Roba cuatro cuando quieras, aunque tengas cartas del color en juego.
    Pero el siguiente jugador puede acusarte de farol pulsando { $key-challenge } en lugar de robar: consulta la sección Desafiar un Comodín Roba cuatro.
    En Nueva partida se puede hacer que quien juega de farol y es descubierto robe 6 cartas en vez de 4.
    .title = Variante: farol

rules-draw-then-play =
    Después de robar las cartas de un Roba dos o de un Comodín Roba cuatro, sigues jugando tu turno.
    Sin esta variante, como en las reglas oficiales, robas y pierdes tu turno.
    Quien desafía y pierde el desafío pierde su turno igualmente.
    .title = Variante: robar sin perder el turno

rules-seven-zero =
    Cuando alguien juega un 0, todos pasan su mano al siguiente jugador en el sentido del juego.
    Cuando juegas un 7, puedes intercambiar tu mano con el jugador que elijas. No es obligatorio, pero el jugador elegido no puede negarse.
    Nadie más puede actuar hasta que se elige el intercambio o se renuncia a él.
    .title = Variante: 0 y 7

rules-buzzer =
    Se añaden 8 cartas Zumbador a la baraja.
    Un Zumbador se puede jugar sobre cualquier carta, y sobre él se puede jugar cualquier carta.
    Después de un Zumbador no hay color en juego, así que vale cualquier carta, incluido el Comodín Roba cuatro.
    Cuando se juega un Zumbador, todos los jugadores, también quien lo jugó, tienen que pulsar { $key-buzz } lo más rápido posible.
    El más lento roba 3 cartas, o 2 si así lo eliges en Nueva partida.
    Si se acaba el tiempo antes de que todos hayan pulsado, roban los que no pulsaron.
    Mientras suena el Zumbador, nadie puede jugar ni robar. Se detiene en cuanto todos han pulsado.
    Luego el juego sigue desde quien jugó el Zumbador, como después de una carta de número.
    .title = Variante: Zumbador

rules-uno-penalty =
    Quien es sorprendido sin haber dicho UNO roba 4 cartas en lugar de 2.
    .title = Variante: castigo de 4 cartas por no decir UNO

rules-teams =
    Los jugadores forman dos equipos y se sientan alternados, así que con cuatro jugadores cada uno tiene a su pareja enfrente.
    Se puede jugar por equipos con 4, 6, 8 o 10 jugadores.
    Cuando cualquier jugador de un equipo se queda sin cartas, la ronda termina y su equipo se anota los puntos de las cartas que les quedan en la mano a los rivales.
    Gana el primer equipo que llega a 500 puntos.
    .title = Variante: por equipos

rules-rotate =
    Para cuatro jugadores. Las parejas se sientan frente a frente, y se juegan 12 rondas.
    Cada cuatro rondas se cambia de pareja, así que juegas cuatro rondas con cada uno de los otros tres jugadores.
    Cada jugador lleva su propio total con los puntos que gana con cada pareja.
    Tras las 12 rondas, gana el total más alto.
    .title = Variante: parejas rotativas

rules-elimination =
    También se conoce como Desafío UNO.
    Al final de cada ronda, cada jugador suma a su total los puntos que le quedan en la mano.
    Quien llega a la meta, 500 puntos, queda eliminado de la partida.
    Cuando solo quedan dos jugadores, se enfrentan cara a cara con las reglas para dos jugadores.
    Quien gana esa última ronda gana la partida.
    .title = Variante: eliminación

rules-draw-to-match =
    Cuando no puedes jugar, sigues robando hasta sacar una carta que puedas jugar.
    Entonces puedes jugarla o quedártela.
    .title = Variante: robar hasta poder jugar

# DECK-4: después va la línea de cada regla, de uno_audio/engine/blanks.py (blank-rule-line).
rules-blank =
    La baraja trae cartas en blanco, en las que una familia escribe su propia regla. Aquí se añaden en el menú de preparación: una por color, o las que quieras, cada una con una regla de la lista que sigue.
    Una carta en blanco tiene color. Se juega sobre una carta de su color, o sobre otra carta en blanco con la misma regla, y después vale cualquier carta de su color. No es un Comodín, y cuenta como carta de su color: tenerla impide jugar un Comodín Roba cuatro sobre ese color.
    Su regla actúa cuando se juega en tu turno. Si se descubre al empezar la ronda, es solo una carta de su color. Si es tu última carta, la ronda termina y su regla no actúa.
    Nadie puede interceptar con una carta en blanco, ni interceptar una carta en blanco.
    Una carta en blanco que queda en una mano vale 20 puntos; se puede cambiar en la preparación.
    .title = Cartas en blanco

rules-two-tables =
    Con ocho jugadores se juegan dos partidas a la vez, en dos mesas de cuatro, durante 28 manos.
    En cada mesa, las parejas se sientan frente a frente. Cuando cualquiera de los dos se queda sin cartas, la mano termina, y los dos se anotan los puntos de las cartas que les quedan a sus rivales.
    Las parejas cambian en cada mano, de modo que en las 28 manos cada jugador es pareja de cada uno de los demás exactamente durante cuatro manos, y los rivales también cambian. Quién juega con quién se sortea al empezar la partida.
    Cada jugador lleva su propia cuenta de todas sus parejas. Tras la mano 28, gana la cuenta más alta.
    Tú juegas en la mesa donde te sientas; los bots juegan la otra mesa al mismo tiempo, y oyes sus jugadas a medida que ocurren. La mano termina cuando las dos mesas la han jugado, y entonces se anuncia el resultado de la otra mesa. Pulsa { $key-scores } para oír las ocho cuentas.
    .title = Ocho jugadores en dos mesas

rules-advanced-responses =
    Cuando tienes que robar por un Roba dos, puedes responder con un Salto o un Cambio de sentido que combine con la carta en la mesa.
    Un Salto pasa todo el total al siguiente jugador, que también puede responder. Un Cambio de sentido cambia el sentido del juego y se lo pasa al siguiente en ese sentido. Con dos jugadores, cualquiera de los dos lo devuelve.
    Solo se responde así a un Roba dos, nunca a un Comodín Roba cuatro.
    Si tu Salto o tu Cambio de sentido es tu última carta, ganas la ronda y el siguiente jugador roba todo el total.
    .title = Regla de la casa: respuestas avanzadas
rules-mixed-stacking =
    Con la Acumulación, se puede jugar un Comodín Roba cuatro sobre un Roba dos por el que tienes que robar, y un Roba dos del color que pidió un Comodín Roba cuatro sobre este. El total crece con cada carta.
    Para el Comodín Roba cuatro sigues sin poder tener cartas del color en juego, salvo con el Farol. Cuando un Roba dos tapa un Comodín Roba cuatro, ya nadie puede acusar de farol.
    .title = Regla de la casa: acumulación mixta
rules-sequence-wrap =
    Con las Secuencias, una secuencia puede pasar del 9 al 0 subiendo, y del 0 al 9 bajando: 8, 9, 0 y 1 amarillos.
    .title = Regla de la casa: secuencias circulares
rules-seven-must-swap =
    Con el 0 y 7, quien juega un 7 tiene que intercambiar su mano con otro jugador: no puede quedarse con la suya.
    Una carta en blanco de Intercambio de manos sigue dejando que te quedes con tu mano.
    .title = Regla de la casa: el 7 obliga a intercambiar
rules-jump-in-plays-on =
    Con la Intercepción, después de interceptar con un número el turno es tuyo en el acto: juega o roba como en cualquier turno.
    Una carta de acción, un 0 o un 7 que intercepta actúa como si se jugara en su turno, y el juego sigue como ella diga.
    .title = Regla de la casa: intercepción con turno
rules-jump-in-actions =
    Con la Intercepción, también puedes interceptar con un Salto, un Cambio de sentido o un Roba dos idéntico a la carta en la mesa, mismo color y mismo símbolo. Actúa como si se jugara en su turno.
    Los Comodines, los Zumbadores y las cartas en blanco nunca interceptan.
    .title = Regla de la casa: intercepción con cartas de acción
rules-optional-draws =
    En tu turno puedes robar aunque tengas una carta que podrías jugar, de una en una, hasta el número elegido (de 1 a 20, o hasta que decidas jugar).
    Después de cada carta puedes jugar cualquier carta de tu mano que combine con la carta en la mesa, robar otra o pulsar { $key-pass } para terminar tu turno.
    Si ya robaste el número elegido y no puedes jugar nada, tu turno pasa.
    Lo que robas por un Roba dos o un Comodín Roba cuatro no cuenta: eso se roba como siempre.
    .title = Regla de la casa: robo opcional
rules-turn-clock =
    El jugador de turno tiene un tiempo para actuar, de 10 segundos a 5 minutos, contado desde que oye que es su turno.
    Se oye un aviso cuando queda un cuarto del tiempo. Si se acaba, el juego actúa por ti: robas una carta y tu turno pasa; las cartas que te tocan se roban; el color por elegir es el que más tienes; un intercambio del 7 no se hace, o se hace con el siguiente jugador si el 7 obliga a intercambiar.
    El reloj está apagado salvo que lo elijas en Nueva partida, y nunca corre en el tutorial.
    .title = Regla de la casa: reloj para pensar

rules-no-mercy =
    La baraja No Mercy sustituye a la clásica cuando se elige en Partida nueva: 168 cartas, como el UNO Show 'Em No Mercy de Mattel.
    Cada color tiene dos de cada número del 0 al 9, tres Salto, tres Cambio de sentido, tres Roba dos, dos Roba cuatro, dos Salto a todos y tres Descarta todo. Hay ocho Comodín Cambio de sentido Roba cuatro, cuatro Comodín Roba seis, cuatro Comodín Roba diez y ocho Comodín Ruleta de colores, y ningún Comodín ni Comodín Roba cuatro de los clásicos.
    La primera carta que se destapa es siempre un número. Los cuatro comodines de esta baraja van sobre cualquier carta, aunque tengas el color en juego.
    Roba cuatro: el siguiente roba cuatro y pierde el turno. Salto a todos: los demás pierden un turno y vuelves a jugar. Descarta todo: pones debajo de ella todas las cartas de su color que tengas.
    Comodín Cambio de sentido Roba cuatro: cambia el sentido y el siguiente en ese sentido roba cuatro. Comodín Roba seis y Comodín Roba diez: el siguiente roba seis o diez. Con cada uno eliges el color.
    Comodín Ruleta de colores: el siguiente elige un color, destapa cartas del mazo hasta que salga una de ese color, se queda con todas y pierde el turno.
    Siempre se acumula: cuando tienes que robar, puedes jugar cualquier carta de robar que dé tantas cartas o más, de cualquier color, y el total pasa al siguiente. Nada más responde, y no hay desafío.
    Si no puedes jugar, o decides robar, robas hasta que salga una carta que puedas jugar, y tienes que jugarla.
    Un 0 pasa todas las manos en el sentido del juego; con un 7 tienes que cambiar tu mano con la de otro jugador.
    La regla sin piedad: quien tenga 25 cartas o más queda fuera de la ronda. Su mano se aparta y cuenta para quien gane. El último que queda gana la ronda, y en la siguiente juegan todos otra vez.
    Las cartas que quedan en la mano puntúan: los números su valor, las cartas de acción de color 20, los comodines 50.
    .title = La baraja No Mercy

rules-flip =
    La baraja Flip sustituye a la clásica cuando se elige en Partida nueva: 112 cartas de dos caras, como el UNO Flip de Mattel. Cada carta tiene una cara clara y una cara oscura, siempre las mismas dos.
    La cara clara: rojo, amarillo, verde y azul, dos de cada número del 1 al 9, dos Roba uno, dos Cambio de sentido, dos Salto y dos Flip de cada color, cuatro Comodín y cuatro Comodín Roba dos.
    La cara oscura: rosa, turquesa, naranja y morado, dos de cada número del 1 al 9, dos Roba cinco, dos Cambio de sentido, dos Salto a todos y dos Flip de cada color, cuatro Comodín y cuatro Comodín Roba color. No hay ceros.
    Cada jugador recibe 7 cartas con la cara clara hacia arriba. El mazo queda con la cara clara hacia abajo, así que todos ven la cara oscura de su primera carta. La primera carta se destapa por su cara clara; si es un Flip, todo se da la vuelta antes del primer turno.
    Se juega la cara en juego: iguala la carta de la mesa en color, número o símbolo. Roba uno: el siguiente roba una carta y pierde el turno. Comodín Roba dos: eliges un color; el siguiente roba dos y pierde el turno.
    Flip: todas las cartas de todas las manos y de los dos montones se dan la vuelta, en su sitio. La otra cara del Flip es la nueva carta de la mesa, y juega el siguiente; si esa cara es un Comodín, eliges su color.
    Roba cinco: el siguiente roba cinco y pierde el turno. Cambio de sentido: cambia el sentido; con dos jugadores es un Salto. Salto a todos: los demás pierden un turno y vuelves a jugar.
    Comodín Roba color: eliges un color; el siguiente roba hasta que sale una carta de ese color, se queda con todas y pierde el turno. El Comodín Roba dos y el Comodín Roba color solo se pueden jugar sin ninguna carta del color en juego.
    Aquí todas las manos están ocultas por las dos caras. Conoces el otro lado de tus cartas y de la carta de la mesa, y todos ven la cara de arriba del mazo: { $key-top-card-other } dice el otro lado de la carta de la mesa, { $key-card-other } el de tu carta seleccionada, { $key-side } la cara en juego y { $key-pile-face } la del mazo.
    Las cartas que quedan en la mano puntúan por la cara en juego. Clara: los números su valor, Roba uno 10, Cambio de sentido, Salto y Flip 20, Comodín 40, Comodín Roba dos 50. Oscura: los números su valor, Roba cinco, Cambio de sentido y Flip 20, Salto a todos 30, Comodín 40, Comodín Roba color 60.
    .title = La baraja Flip
