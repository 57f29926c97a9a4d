### A tela de regras: uma mensagem por seção e uma linha para cada frase ou duas,
### lidas linha a linha pelo leitor de tela. Os códigos de cláusula são os do RULES.md.

# As seções em ordem de leitura: a mesma lista em todos os idiomas.
rules-sections = rules-goal rules-deck rules-setup rules-turn rules-actions rules-two-players rules-uno rules-scoring rules-challenge rules-stacking rules-sequences rules-jump-in rules-super-jump-in rules-bluff rules-draw-then-play rules-seven-zero rules-buzzer rules-uno-penalty rules-teams rules-rotate rules-elimination rules-draw-to-match rules-blank rules-two-tables rules-no-mercy rules-flip

rules-goal =
    Seja o primeiro a se livrar de todas as suas cartas.
    Quem fica sem cartas vence a rodada e ganha os pontos das cartas que sobraram na mão dos outros jogadores.
    O primeiro a chegar a 500 pontos vence a partida. A meta se escolhe em Nova partida, em "Pontos para vencer".
    .title = Objetivo

rules-deck =
    O baralho tem 108 cartas em quatro cores: vermelho, amarelo, verde e azul.
    Cada cor tem um 0, dois de cada número de 1 a 9, duas cartas Salta, duas Inverte e dois Mais dois.
    Além disso, há 4 cartas Muda de cor e 4 Mais quatro (a carta Muda de cor e compra quatro), que não têm cor.
    A variante Buzina acrescenta 8 cartas Buzina sem cor, num total de 116 cartas.
    .title = As cartas

rules-setup =
    Podem jogar de 2 a 10 pessoas.
    Para escolher quem dá as cartas, cada jogador tira uma carta, e quem tirar o número mais alto dá as cartas.
    Cartas de ação e cartas Muda de cor não valem: tire outra. Quem empatar tira de novo.
    Nas rodadas seguintes, quem dá as cartas é o próximo jogador no sentido horário.
    Quem dá as cartas embaralha e distribui 7 cartas para cada jogador.
    O resto do baralho fica virado para baixo e forma a pilha de compras. A primeira carta dela é virada para cima para começar a pilha de descarte.
    Começa o jogador à esquerda de quem deu as cartas, e o jogo segue no sentido horário, para a esquerda.
    Se a primeira carta virada for um número, o jogo começa normalmente.
    Se for um Mais quatro ou uma Buzina, a carta volta para a pilha de compras, que é embaralhada, e outra carta é virada.
    Se for uma Muda de cor, o primeiro jogador escolhe a cor e depois joga.
    Se for um Mais dois, o primeiro jogador compra 2 cartas e perde a vez, como se quem deu as cartas tivesse jogado a carta contra ele. O acúmulo e a variante Comprar sem perder a vez valem, se estiverem ativados.
    Se for uma Inverte, quem deu as cartas joga primeiro, e o jogo segue para a direita, no sentido anti-horário.
    Se for uma Salta, o primeiro jogador perde a vez, e começa o jogador à esquerda dele.
    .title = Preparação

rules-turn =
    Na sua vez, jogue uma carta que combine com a carta de cima da pilha de descarte: da mesma cor, do mesmo número ou do mesmo símbolo.
    Assim, uma Salta vai sobre qualquer Salta, uma Inverte sobre qualquer Inverte e um Mais dois sobre qualquer Mais dois.
    Você pode jogar uma Muda de cor sobre qualquer carta, mesmo tendo outras cartas que poderia jogar.
    Ao jogar uma Muda de cor, você escolhe a próxima cor, até mesmo a que já está em jogo.
    Você só pode jogar um Mais quatro se não tiver nenhuma carta da cor em jogo.
    Cartas do mesmo número ou símbolo de outra cor, ou outras cartas Muda de cor, não impedem a jogada.
    Se a variante Blefe não estiver ativada, o jogo recusa um Mais quatro irregular e explica por quê.
    Se você não puder jogar, compre uma carta. Se ela servir, você pode jogá-la na hora, só ela. Se não, sua vez acaba.
    Você também pode comprar em vez de jogar uma carta que poderia jogar. Aí só pode jogar a carta que comprou.
    Quando a pilha de compras acaba, as cartas da pilha de descarte, menos a de cima, são embaralhadas e formam uma nova pilha de compras.
    Se mesmo assim não houver nada para comprar, você simplesmente passa a vez.
    Se todos os jogadores passarem numa volta completa sem ter o que comprar, a rodada termina. Vence quem tiver menos pontos na mão, e a pontuação é feita como sempre.
    Em caso de empate, vence o primeiro deles na ordem de jogo, contando a partir de quem está na vez.
    Uma jogada fora das regras é recusada com a explicação do motivo, e nada muda.
    .title = Sua vez

rules-actions =
    Salta: o próximo jogador perde a vez.
    Inverte: o sentido do jogo muda.
    Mais dois: o próximo jogador compra 2 cartas e perde a vez.
    Muda de cor: você escolhe a próxima cor.
    Mais quatro: você escolhe a cor, e o próximo jogador compra 4 cartas e perde a vez.
    .title = Cartas de ação

rules-two-players =
    Com dois jogadores, algumas cartas funcionam de outro jeito.
    A Inverte funciona como uma Salta: você joga de novo.
    Depois de uma Salta, você joga de novo.
    Depois de um Mais dois ou de um Mais quatro, seu adversário compra e a vez volta para você.
    .title = Dois jogadores

rules-uno =
    Quando jogar sua penúltima carta, você precisa dizer UNO apertando { $key-uno }.
    Dá para dizer na sua vez antes de jogar, quando você tem 2 cartas, ou logo depois, enquanto ainda podem te pegar.
    Se um jogador esquecer, qualquer outro pode pegá-lo apertando { $key-uno }. Quem for pego compra 2 cartas.
    Você pode pegar um jogador desde o momento em que a penúltima carta dele cai na pilha de descarte até a próxima jogada, compra ou desafio de qualquer um, inclusive uma interceptação. Normalmente, até o próximo jogador começar a vez dele.
    O mesmo vale quando alguém fica com uma carta por uma interceptação ou numa sequência.
    Quem diz UNO antes de ser pego está salvo. Se o UNO e a acusação vierem ao mesmo tempo, ninguém é punido.
    Se você ficar com uma carta por causa de uma troca de mãos do 0 ou do 7, não precisa dizer UNO.
    .title = Dizer UNO

rules-scoring =
    A rodada termina assim que um jogador fica sem cartas.
    Se essa última carta for um Mais dois ou um Mais quatro, o próximo jogador compra as cartas mesmo assim, na hora, com todo o acúmulo se houver, e elas contam na pontuação.
    A última carta encerra a rodada na hora: ninguém pode acumular sobre ela nem desafiá-la, e um 0, um 7 ou uma Buzina jogados por último não têm efeito.
    Quem vence a rodada ganha os pontos das cartas que sobraram na mão dos outros jogadores.
    As cartas de número valem o seu número.
    Salta, Inverte e Mais dois valem 20 pontos.
    Muda de cor, Mais quatro e Buzina valem 50 pontos.
    O primeiro a chegar a 500 pontos vence a partida. A meta se escolhe em Nova partida, em "Pontos para vencer".
    Jogando por menor pontuação, cada jogador soma os pontos que sobraram na própria mão. Quando alguém chega à meta, ou depois de um número fixo de rodadas, vence o menor total.
    Na pontuação por eliminação, quem chega à meta sai do jogo: veja a variante de eliminação.
    .title = Fim da rodada e pontuação

rules-challenge =
    Os desafios só existem com a variante Blefe. Sem ela, ninguém consegue jogar um Mais quatro irregular, então não há o que desafiar.
    Só pode desafiar o jogador que tem que comprar as quatro cartas, apertando { $key-challenge } em vez de comprar.
    Quem jogou o Mais quatro mostra então a sua mão para quem desafiou.
    Se tinha alguma carta da cor em jogo, é culpado: ele mesmo compra as 4 cartas, e quem desafiou joga normalmente.
    Se era inocente, quem desafiou compra 6 cartas, as 4 mais 2 de punição, e perde a vez, mesmo com a variante Comprar sem perder a vez.
    A cor em jogo é a que valia antes de o Mais quatro ser jogado.
    De qualquer forma, o Mais quatro fica na pilha de descarte e a cor escolhida continua valendo.
    Com o acúmulo, só o último Mais quatro pode ser desafiado. Se quem o jogou for culpado, compra todo o acúmulo. Se não, quem desafiou compra o total mais 2 e perde a vez.
    .title = Desafiar um Mais quatro

rules-stacking =
    Quando você tiver que comprar por causa de um Mais dois, pode jogar outro Mais dois e passar o total para o próximo jogador.
    O mesmo vale para um Mais quatro sobre outro Mais quatro.
    Não dá para jogar um Mais dois sobre um Mais quatro, nem o contrário.
    Quem acabar comprando leva todo o acúmulo.
    Um Mais dois jogado depois que o acúmulo foi comprado volta a valer 2.
    .title = Variante: acúmulo

rules-sequences =
    Se você tiver números seguidos da mesma cor, como o 2, o 3 e o 4 amarelos, pode jogar todos na mesma vez, subindo ou descendo.
    A segunda carta define o sentido. A sequência não passa do 9 para o 0.
    Seja ágil: o próximo jogador pode jogar assim que a sua primeira carta estiver na mesa.
    Sua sequência acaba quando qualquer outro jogador joga ou quando o próximo jogador compra.
    Com a variante 0 e 7, um 0 ou um 7 mantém o seu efeito e encerra a sequência.
    .title = Variante: sequências

rules-jump-in =
    Se você tiver exatamente a mesma carta que está em cima da pilha de descarte, mesma cor e mesmo número, pode jogá-la na hora, mesmo fora da sua vez.
    Para interceptar, selecione a carta e aperte { $key-play }.
    O jogo continua a partir de você, e os jogadores que estavam no meio perdem a vez.
    Só cartas de número podem ser interceptadas.
    Você não pode interceptar a sua própria carta, nem enquanto alguém tem que comprar, escolher a cor ou decidir uma troca do 7, nem enquanto a Buzina está tocando. Nesses casos, a jogada é só recusada e não custa nada.
    Uma interceptação que falha, com uma carta que não é idêntica ou que chega tarde demais, custa 3 pontos, e a carta fica na sua mão.
    Na pontuação normal, os 3 pontos são descontados do seu placar, sem ficar abaixo de 0. Jogando por menor pontuação ou por eliminação, eles são somados ao seu total.
    .title = Variante: interceptação

rules-super-jump-in =
    Como a interceptação, mas qualquer carta do mesmo número ou símbolo pode interceptar, seja qual for a cor.
    Números, Salta, Inverte e Mais dois podem interceptar. Muda de cor e Buzina, não.
    Uma carta de ação jogada assim tem o mesmo efeito que teria se você a jogasse na sua vez.
    Todo o resto funciona como na interceptação, inclusive a punição de 3 pontos.
    .title = Variante: superinterceptação

rules-bluff =
    Você pode jogar um Mais quatro a qualquer momento, mesmo tendo cartas da cor em jogo.
    Mas o próximo jogador pode dizer que é blefe, apertando { $key-challenge } em vez de comprar: veja a seção Desafiar um Mais quatro.
    Em Nova partida, dá para fazer quem foi pego blefando comprar 6 cartas em vez de 4.
    .title = Variante: blefe

rules-draw-then-play =
    Depois de comprar as cartas de um Mais dois ou de um Mais quatro, você ainda joga a sua vez.
    Sem esta variante, como nas regras oficiais, você compra e perde a vez.
    Quem desafia e perde o desafio perde a vez mesmo assim.
    .title = Variante: comprar sem perder a vez

rules-seven-zero =
    Quando alguém joga um 0, todos passam a mão para o próximo jogador no sentido do jogo.
    Quando você joga um 7, pode trocar de mão com o jogador que escolher. Não é obrigatório, mas o jogador escolhido não pode recusar.
    Ninguém mais pode agir até a troca ser escolhida ou dispensada.
    .title = Variante: 0 e 7

rules-buzzer =
    8 cartas Buzina são acrescentadas ao baralho.
    Uma Buzina pode ser jogada sobre qualquer carta, e qualquer carta pode ser jogada sobre ela.
    Depois de uma Buzina não há cor em jogo, então qualquer carta serve, inclusive o Mais quatro.
    Quando alguém joga uma Buzina, todos os jogadores, inclusive quem jogou, têm que apertar { $key-buzz } o mais rápido possível.
    O mais lento compra 3 cartas, ou 2 se você escolher assim em Nova partida.
    Se o tempo acabar antes de todos apertarem, quem não apertou compra as cartas.
    Enquanto a Buzina está tocando, ninguém pode jogar nem comprar. Ela para assim que todos apertam.
    Depois o jogo continua a partir de quem jogou a Buzina, como depois de uma carta de número.
    .title = Variante: Buzina

rules-uno-penalty =
    Quem for pego sem ter dito UNO compra 4 cartas em vez de 2.
    .title = Variante: punição de 4 cartas no UNO

rules-teams =
    Os jogadores formam duas equipes e se sentam alternados, então com quatro jogadores cada um fica de frente para a sua dupla.
    Dá para jogar em equipes com 4, 6, 8 ou 10 jogadores.
    Quando qualquer jogador de uma equipe fica sem cartas, a rodada termina e essa equipe ganha os pontos das cartas que sobraram na mão dos adversários.
    Vence a primeira equipe a chegar a 500 pontos.
    .title = Variante: equipes

rules-rotate =
    Para quatro jogadores. As duplas se sentam frente a frente, e são jogadas 12 rodadas.
    A cada quatro rodadas você troca de dupla, e assim joga quatro rodadas com cada um dos outros três jogadores.
    Cada jogador tem o seu próprio total, com os pontos que ganha com cada dupla.
    Depois das 12 rodadas, vence o maior total.
    .title = Variante: rodízio de duplas

rules-elimination =
    Também é conhecida como Desafio UNO.
    No fim de cada rodada, cada jogador soma ao seu total os pontos que sobraram na própria mão.
    Quem chega à meta, 500 pontos, é eliminado da partida.
    Quando sobram só dois jogadores, eles se enfrentam cara a cara com as regras para dois jogadores.
    Quem vence essa última rodada vence a partida.
    .title = Variante: eliminação

rules-draw-to-match =
    Quando você não pode jogar, continua comprando até tirar uma carta que possa jogar.
    Aí pode jogar essa carta ou ficar com ela.
    .title = Variante: comprar até poder jogar

# DECK-4: depois vem a linha de cada regra, de uno_audio/engine/blanks.py (blank-rule-line).
rules-blank =
    O baralho vem com cartas em branco, nas quais a família escreve a sua própria regra. Aqui elas entram pelo menu de preparação: uma de cada cor, ou quantas quiser, cada uma com uma regra da lista abaixo.
    Uma carta em branco tem cor. Ela vai sobre uma carta da sua cor, ou sobre outra carta em branco com a mesma regra, e depois dela vale qualquer carta da sua cor. Não é uma Muda de cor, e conta como carta da sua cor: tê-la impede jogar um Mais quatro sobre essa cor.
    A regra age quando a carta é jogada na sua vez. Se ela for virada no começo da rodada, é só uma carta da sua cor. Se for a sua última carta, a rodada termina e a regra não age.
    Ninguém pode interceptar com uma carta em branco, nem interceptar uma carta em branco.
    Uma carta em branco que fica numa mão vale 20 pontos; a preparação pode mudar isso.
    .title = Cartas em branco

rules-two-tables =
    Com oito jogadores, são jogadas duas partidas ao mesmo tempo, em duas mesas de quatro, durante 28 mãos.
    Em cada mesa, as duplas se sentam frente a frente. Quando qualquer um dos dois bate, a mão termina, e os dois marcam os pontos das cartas que ficaram nas mãos dos adversários.
    As duplas mudam a cada mão, de modo que nas 28 mãos cada jogador faz dupla com cada um dos outros por exatamente quatro mãos, e os adversários também mudam. Quem joga com quem é sorteado no começo da partida.
    Cada jogador tem a sua própria contagem, somando todas as suas duplas. Depois da mão 28, vence a maior contagem.
    Você joga na mesa em que está sentado; os bots jogam a outra mesa ao mesmo tempo, e você ouve as jogadas deles à medida que acontecem. A mão termina quando as duas mesas a jogaram, e então o resultado da outra mesa é anunciado. Aperte { $key-scores } para ouvir as oito contagens.
    .title = Oito jogadores em duas mesas

rules-advanced-responses =
    Quando você precisa comprar por um Mais dois, pode responder com um Salta ou um Inverte que combine com a carta da mesa.
    Um Salta passa o total inteiro para o próximo jogador, que também pode responder. Um Inverte muda o sentido do jogo e passa para o próximo nesse sentido. Com dois jogadores, qualquer um dos dois devolve.
    Só se responde assim a um Mais dois, nunca a um Mais quatro.
    Se o seu Salta ou Inverte for a sua última carta, você ganha a rodada e o próximo jogador compra o total inteiro.
    .title = Regra da casa: respostas avançadas
rules-mixed-stacking =
    Com o Acúmulo, dá para jogar um Mais quatro sobre um Mais dois pelo qual você teria que comprar, e um Mais dois da cor que um Mais quatro escolheu sobre ele. O total cresce a cada carta.
    O Mais quatro continua exigindo que você não tenha carta da cor em jogo, a não ser com o Blefe. Quando um Mais dois cobre um Mais quatro, ninguém mais pode dizer que é blefe.
    .title = Regra da casa: acúmulo misto
rules-sequence-wrap =
    Com as Sequências, uma sequência pode passar do 9 para o 0 subindo, e do 0 para o 9 descendo: 8, 9, 0 e 1 amarelos.
    .title = Regra da casa: sequências circulares
rules-seven-must-swap =
    Com o 0 e 7, quem joga um 7 tem que trocar de mão com outro jogador: não pode ficar com a própria mão.
    Uma carta em branco de Troca de mãos continua deixando você ficar com a sua mão.
    .title = Regra da casa: o 7 obriga a trocar
rules-jump-in-plays-on =
    Com a Interceptação, depois de interceptar com um número a vez é sua na hora: jogue ou compre como em qualquer vez.
    Uma carta de ação, um 0 ou um 7 que intercepta age como se fosse jogado na vez, e o jogo segue como ela manda.
    .title = Regra da casa: interceptação com vez
rules-jump-in-actions =
    Com a Interceptação, você também pode interceptar com um Salta, um Inverte ou um Mais dois idêntico à carta da mesa, mesma cor e mesmo símbolo. Ele age como se fosse jogado na vez.
    Muda de cor, Mais quatro, Buzinas e cartas em branco nunca interceptam.
    .title = Regra da casa: interceptação com cartas de ação
rules-optional-draws =
    Na sua vez você pode comprar mesmo tendo uma carta que poderia jogar, uma de cada vez, até o número escolhido (de 1 a 20, ou até você decidir jogar).
    Depois de cada carta você pode jogar qualquer carta da sua mão que combine com a carta da mesa, comprar outra ou apertar { $key-pass } para encerrar a sua vez.
    Se você já comprou o número escolhido e não pode jogar nada, a sua vez passa.
    O que você compra por um Mais dois ou um Mais quatro não conta: isso se compra como sempre.
    .title = Regra da casa: compra opcional
rules-turn-clock =
    O jogador da vez tem um tempo para agir, de 10 segundos a 5 minutos, contado a partir de quando ouve que é a vez dele.
    Um aviso é dito quando falta um quarto do tempo. Se o tempo acabar, o jogo age por você: você compra uma carta e a sua vez passa; as cartas que você deve são compradas; a cor a escolher é a que você mais tem; a troca do 7 não é feita, ou é feita com o próximo jogador se o 7 obriga a trocar.
    O relógio fica desligado a não ser que você o escolha em Novo jogo, e nunca corre no tutorial.
    .title = Regra da casa: relógio para pensar

rules-no-mercy =
    O baralho No Mercy substitui o clássico quando escolhido em Novo jogo: 168 cartas, como o UNO Show 'Em No Mercy da Mattel.
    Cada cor tem duas de cada número de 0 a 9, três Salta, três Inverte, três Mais dois, dois Mais quatro, dois Salta todos e três Descarta tudo. Há oito Inverte Mais quatro, quatro Mais seis, quatro Mais dez e oito Roleta de cores, e nenhuma Muda de cor nem Mais quatro clássico.
    A primeira carta virada é sempre um número. As quatro cartas sem cor deste baralho vão sobre qualquer carta, mesmo que você tenha a cor em jogo.
    Mais quatro colorido: o próximo compra quatro e perde a vez. Salta todos: os outros perdem uma vez e você joga de novo. Descarta tudo: você põe embaixo dela todas as cartas da cor dela que tiver.
    Inverte Mais quatro: o sentido muda e o próximo nesse sentido compra quatro. Mais seis e Mais dez: o próximo compra seis ou dez. Com cada uma você escolhe a cor.
    Roleta de cores: o próximo escolhe uma cor, vira cartas do monte até sair uma dessa cor, fica com todas e perde a vez.
    Acumular vale sempre: quando você precisa comprar, pode jogar qualquer carta de compra que dê tantas cartas ou mais, de qualquer cor, e o total passa adiante. Nada mais responde, e não há desafio.
    Se você não pode jogar, ou escolhe comprar, compra até sair uma carta que possa jogar, e precisa jogá-la.
    Um 0 passa todas as mãos no sentido do jogo; com um 7 você precisa trocar de mão com outro jogador.
    A regra sem piedade: quem tiver 25 cartas ou mais está fora da rodada. A mão dele fica de lado e conta para quem vencer. O último que sobrar vence a rodada, e na seguinte todos jogam de novo.
    As cartas que sobram na mão valem: os números o seu valor, as cartas de ação coloridas 20, as sem cor 50.
    .title = O baralho No Mercy

rules-flip =
    O baralho Flip substitui o clássico quando escolhido em Novo jogo: 112 cartas de dois lados, como o UNO Flip da Mattel. Cada carta tem um lado claro e um lado escuro, sempre os mesmos dois.
    O lado claro: vermelho, amarelo, verde e azul, duas de cada número de 1 a 9, dois Mais um, dois Inverte, dois Salta e dois Flip de cada cor, quatro Muda de cor e quatro Muda de cor Mais dois.
    O lado escuro: rosa, turquesa, laranja e roxo, duas de cada número de 1 a 9, dois Mais cinco, dois Inverte, dois Salta todos e dois Flip de cada cor, quatro Muda de cor e quatro Compra cor. Não há zeros.
    Cada jogador recebe 7 cartas com o lado claro para cima. O monte fica com o lado claro para baixo, então todos veem o lado escuro da carta de cima. A primeira carta é virada pelo lado claro; se for um Flip, tudo vira antes da primeira vez.
    Vale o lado em jogo: combine com a carta da mesa na cor, no número ou no símbolo. Mais um: o próximo compra uma carta e perde a vez. Muda de cor Mais dois: você escolhe uma cor; o próximo compra duas e perde a vez.
    Flip: todas as cartas de todas as mãos e dos dois montes viram, no lugar. O outro lado do Flip é a nova carta da mesa, e o próximo joga; se esse lado for uma Muda de cor, você escolhe a cor.
    Mais cinco: o próximo compra cinco e perde a vez. Inverte: o sentido muda; com dois jogadores é um Salta. Salta todos: os outros perdem uma vez e você joga de novo.
    Compra cor: você escolhe uma cor; o próximo compra até sair uma carta dessa cor, fica com todas e perde a vez. A Muda de cor Mais dois e a Compra cor só podem ser jogadas sem nenhuma carta da cor em jogo.
    Aqui todas as mãos ficam escondidas dos dois lados. Você conhece o outro lado das suas cartas e da carta da mesa, e todos veem a face de cima do monte: { $key-top-card-other } diz o outro lado da carta da mesa, { $key-card-other } o da sua carta selecionada, { $key-side } o lado em jogo e { $key-pile-face } a face do monte.
    As cartas que sobram na mão valem pelo lado em jogo. Claro: os números o seu valor, Mais um 10, Inverte, Salta e Flip 20, Muda de cor 40, Muda de cor Mais dois 50. Escuro: os números o seu valor, Mais cinco, Inverte e Flip 20, Salta todos 30, Muda de cor 40, Compra cor 60.
    .title = O baralho Flip
