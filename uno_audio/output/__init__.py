"""Audio output: speech (screen reader, self-voicing TTS, text) and sound cues."""
