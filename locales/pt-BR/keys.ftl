## Settings → Keys: a key of the player's own for any command.

menu-keys-setting = Mudar teclas
keys-setting-help = Cada comando e sua tecla, tela por tela. { $key-menu-select } escolhe uma tecla nova para o comando.
key-binding = { $screen }: { $action }: { $keys }
key-capture = Aperte a tecla nova para { $action }. Esc mantém a antiga.
key-kept = A tecla continua a mesma.
key-set = { $action }: { $key } daqui em diante.
key-conflict = { $key } já é usada nessa tela para: { $action }. Aperte outra tecla.
keys-reset = Voltar às teclas padrão
keys-reset-done = Todas as teclas voltaram ao padrão.
keys-screen-all = Em qualquer tela
keys-screen-menu = Nos menus
keys-screen-setup = Preparar a partida
keys-screen-reader = Leitura
keys-screen-table = Na mesa
keys-screen-color = Ao escolher a cor
keys-screen-choose = Ao escolher um jogador
keys-screen-confirm = Perguntas
keys-screen-handover = Ao passar o teclado
keys-screen-entry = Ao digitar um nome
keys-screen-summary = Resumo da rodada
