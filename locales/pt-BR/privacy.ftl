### Vários jogadores num só teclado, nomes dos lugares, equipes e as visões do histórico.

## Passar o teclado.
handover-title = Vez de { $name }
handover-ready = { $name }, aperte Enter quando estiver com o teclado.
keyboard-with = { $name } está com o teclado.

## O histórico do que foi dito (Page Up, Page Down).
command-history-view = alternar o histórico entre só a mesa e tudo
history-view-everything = Histórico: tudo.
history-view-table = Histórico: só a mesa.
history-edge-first = Primeira mensagem.
history-edge-last = Última mensagem.
