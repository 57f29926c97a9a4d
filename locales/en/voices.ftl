### Which voice speaks, and why another one does.

speech-using-screen-reader-named = Speaking through { $reader }.
speech-using-tts-named = Speaking with the built-in voice, { $engine }.
speech-missing-no-speech-dispatcher = speech-dispatcher is not installed, so no screen reader can be reached. See the README to install speech.
speech-missing-no-audio-output = speech-dispatcher takes the game's lines but plays no sound; check it with the command spd-say hello. See the README.
speech-missing-slow = Your screen reader has not answered yet; the game speaks through it as soon as it does.
speech-using-text-console = The game prints what it says, for your terminal's screen reader. For the built-in voice, start it with --speech tts, or choose built-in voice in Settings, Speech.
