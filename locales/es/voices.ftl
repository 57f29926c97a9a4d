### Qué voz habla, y por qué habla otra.

speech-using-screen-reader-named = Hablando con { $reader }.
speech-using-tts-named = Hablando con la voz integrada, { $engine }.
speech-missing-no-speech-dispatcher = speech-dispatcher no está instalado, así que no se puede llegar a ningún lector de pantalla. Consulta el README para instalar la voz.
speech-missing-no-audio-output = speech-dispatcher recibe las frases del juego pero no suena nada; compruébalo con la orden spd-say hola. Consulta el README.
speech-missing-slow = Tu lector de pantalla aún no ha respondido; el juego hablará con él en cuanto lo haga.
speech-using-text-console = El juego escribe lo que dice, para el lector de pantalla de tu terminal. Para oír la voz integrada, inícialo con --speech tts, o elige voz integrada en Ajustes, Voz.
