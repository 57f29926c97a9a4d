### Arquivos que não puderam ser guardados à parte, linhas do console, e o que os menus e as escolhas dizem que fizeram.

key-unused-long = Isso não é o nome de uma tecla: é uma linha de { $count } caracteres. Aperte F1 para ouvir as teclas desta tela.
round-start-of = Rodada { $round } de { $rounds }.
hand-start-of = Mão { $round } de { $rounds }.

## Um arquivo corrompido que não pôde ser guardado à parte: numa pasta sem permissão de escrita, por exemplo.
file-problem-stuck = O arquivo de { $file } { $problem }, e não foi possível guardá-lo à parte, então ele fica como está, sem ser sobrescrito; os valores padrão estão sendo usados. Detalhes em { $path }.
file-problem-save-stuck = O arquivo da partida salva { $problem }, e não foi possível guardá-lo à parte, então ele fica como está; o jogo começa sem ele. Detalhes em { $path }.
file-problem-statistics-stuck = O arquivo de estatísticas { $problem }, e não foi possível guardá-lo à parte, então ele fica como está, sem ser sobrescrito; as estatísticas desta sessão não são guardadas. Detalhes em { $path }.
save-unreadable-stuck = Não foi possível ler a partida salva, nem guardá-la à parte, então ela fica como está. Detalhes em { $path }.

confirm-replace-save = Isto substitui a sua partida salva. Começar mesmo assim?

## A escolha de cor.
choose-color-most = Escolha uma cor. Começa no { $color }, a cor que você mais tem: { $count ->
    [0] nenhuma carta
    [one] 1 carta
   *[other] { $count } cartas
  }.
command-color-cancel = devolver o curinga à mão; quando a cor precisa ser escolhida, o menu da partida
