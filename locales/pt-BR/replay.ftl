## Ouvir de novo uma rodada terminada.

command-replay = ouvir a rodada de novo, jogada por jogada
command-replay-previous = a jogada anterior
command-replay-next = a próxima jogada
command-replay-first = a primeira jogada
command-replay-last = a última jogada
command-replay-round-previous = a rodada anterior
command-replay-round-next = a próxima rodada
command-replay-close = voltar ao resumo
keys-screen-replay = Ao ouvir uma rodada de novo
replay-title = Rodada { $round }, de novo
replay-start = Rodada { $round } de novo, { $count ->
    [1] uma jogada
   *[other] { $count } jogadas
  }. { $key-replay-next } e { $key-replay-previous } andam por elas, { $key-replay-round-previous } e { $key-replay-round-next } mudam de rodada, { $key-replay-close } volta.
replay-step = { $step } de { $count }: { $text }
replay-first = Esta é a primeira jogada.
replay-end = Essa foi a última jogada.
replay-no-round = Não há outra rodada para ouvir.
