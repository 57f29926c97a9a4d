# O que cada nível de bot faz, dito na ajuda do menu de preparação para um lugar de bot.
level-about-easy = Fácil joga como iniciante: qualquer carta que sirva, as cartas Muda de cor por último, muitas vezes fica com a carta comprada mesmo podendo jogá-la ou escolhe ao acaso a cor de uma Muda de cor, muitas vezes perde a chance de pegar alguém ou de interceptar, às vezes esquece de dizer UNO, desafia um Mais quatro no palpite e reage devagar.
level-about-normal = Normal pesa cada carta que poderia jogar, fica de olho em quem está para ficar sem cartas, sempre diz UNO, só desafia um Mais quatro quando o que viu torna um blefe provável e reage num ritmo comum.
level-about-hard = Difícil conta cada carta, deduz o que falta a cada jogador e o que suas jogadas revelam, joga cada opção em muitas distribuições possíveis das cartas que não vê com as regras da mesa, blefa quando compensa e reage rápido, como um jogador esperto.
personality-by-the-rules = joga com uma regra fixa
