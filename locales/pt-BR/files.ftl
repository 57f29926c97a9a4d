### Arquivos que não puderam ser guardados à parte, linhas do console, e o que os menus e as escolhas dizem que fizeram.

key-unused-long = Isso não é o nome de uma tecla: é uma linha de { $count ->
    [1] um caractere
   *[other] { $count } caracteres
  }. Aperte { $key-help } para ouvir as teclas desta tela.
round-start-of = Rodada { $round } de { $rounds }.
hand-start-of = Mão { $round } de { $rounds }.

## Um arquivo corrompido que não pôde ser guardado à parte: numa pasta sem permissão de escrita, por exemplo.
file-problem-stuck = O arquivo de { $file } { $problem }, e não foi possível guardá-lo à parte, então ele fica como está, sem ser sobrescrito; os valores padrão estão sendo usados. Detalhes em { $path }.
file-problem-save-stuck = O arquivo da partida salva { $problem }, e não foi possível guardá-lo à parte, então ele fica como está; o jogo começa sem ele. Detalhes em { $path }.
file-problem-statistics-stuck = O arquivo de estatísticas { $problem }, e não foi possível guardá-lo à parte, então ele fica como está, sem ser sobrescrito; as estatísticas desta sessão não são guardadas. Detalhes em { $path }.
save-unreadable-stuck = Não foi possível ler a partida salva, nem guardá-la à parte, então ela fica como está. Detalhes em { $path }.

confirm-replace-save = Isto substitui a sua partida salva. Começar mesmo assim?

## A escolha de cor.
color-held-most = Selecionado: { $color }, a cor que você mais tem: { $count ->
    [0] nenhuma carta
    [one] 1 carta
   *[other] { $count } cartas
  }.
command-color-cancel = devolver a Muda de cor à mão; quando a cor precisa ser escolhida, o menu da partida

## Menus: o que uma mudança mudou além dela mesma, e os extremos de um valor.
setup-also-changed = Também mudou: { $changes }.
menu-at-highest = { $label }, o máximo.
menu-at-lowest = { $label }, o mínimo.

## Ajuda sobre a opção em foco na preparação da partida (F1).
menu-help-focused = { $label }. { $help }
setup-start-help = { $key-menu-select } começa uma partida com os jogadores e as regras abaixo; se houver uma partida salva, pergunta antes, porque a nova a substitui.
setup-players-help = { $key-menu-decrease } e { $key-menu-increase } escolhem de 2 a 10 jogadores. Equipes precisam de 4, 6, 8 ou 10, e o rodízio de duplas de exatamente 4: com um número que não serve, essas regras são desligadas, e o jogo avisa.
setup-uno-penalty-help = { $key-menu-decrease } e { $key-menu-increase } escolhem quantas cartas compra quem esquece de dizer UNO e é pego: 2 pelas regras oficiais, ou 4.
setup-scoring-help = { $key-menu-decrease } e { $key-menu-increase } escolhem como a partida é pontuada: quem vence a rodada marca as cartas que sobram nas mãos dos outros; ou cada um marca as próprias cartas e vence o menor total; ou eliminação, em que quem chega à meta sai da partida.
setup-target-help = { $key-menu-decrease } e { $key-menu-increase } escolhem a pontuação que termina a partida: de 100 a 1000 pontos.

## Depois de uma partida.
command-play-again = jogar de novo, com os mesmos jogadores e regras
play-again-not-yet = A partida não terminou: { $key-continue } distribui a próxima rodada.
