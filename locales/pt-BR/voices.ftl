### Qual voz fala, e por que outra fala no lugar dela.

speech-using-screen-reader-named = Falando pelo { $reader }.
speech-using-tts-named = Falando com a voz embutida, { $engine }.
speech-missing-no-speech-dispatcher = O speech-dispatcher não está instalado, então nenhum leitor de tela pode ser alcançado. Veja o README para instalar a fala.
speech-missing-no-audio-output = O speech-dispatcher recebe as falas do jogo, mas não sai som nenhum; teste com o comando spd-say olá. Veja o README.
speech-missing-slow = Seu leitor de tela ainda não respondeu; o jogo fala por ele assim que ele responder.
speech-using-text-console = O jogo escreve o que fala, para o leitor de tela do seu terminal. Para ouvir a voz embutida, inicie com --speech tts, ou escolha voz embutida em Configurações, Fala.
