### Arquivos que não puderam ser guardados à parte, linhas do console, e o que os menus e as escolhas dizem que fizeram.

key-unused-long = Isso não é o nome de uma tecla: é uma linha de { $count } caracteres. Aperte F1 para ouvir as teclas desta tela.
round-start-of = Rodada { $round } de { $rounds }.
hand-start-of = Mão { $round } de { $rounds }.
