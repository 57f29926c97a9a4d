### Vários jogadores num só teclado, nomes dos lugares, equipes e as visões do histórico.

## Passar o teclado.
handover-title = Vez de { $name }
handover-ready = { $name }, aperte { $key-ready } quando estiver com o teclado.
keyboard-with = { $name } está com o teclado.

## O histórico do que foi dito (Page Up, Page Down).
command-history-view = alternar o histórico entre só a mesa e tudo
history-view-everything = Histórico: tudo.
history-view-table = Histórico: só a mesa.
history-edge-first = Primeira mensagem.
history-edge-last = Última mensagem.

## Nomes na mesa: nunca dois iguais.
name-numbered = { $name } { $number }
setup-seat-bot-named = Lugar { $number }: { $name }, bot, { $level }

## Equipes e duplas.
teams-yours = Sua equipe: { $partners }. A outra equipe: { $others }.
teams-each = Equipe 1: { $first }. Equipe 2: { $second }.
partners-yours = Rodadas { $first } a { $last }: você faz dupla com { $partner }; { $other } formam a outra dupla.
partners-each = Rodadas { $first } a { $last }: { $pair } formam uma dupla, e { $other }, a outra.
scores-teams = Sua equipe ({ $names }): { $mine }. A outra equipe: { $other }. A partida vai até { $target ->
    [1] um ponto
   *[other] { $target } pontos
  }.
match-lost-team-you = A sua equipe perde a partida: { $names } vencem.
match-won-team-named = { $names } vencem a partida!
