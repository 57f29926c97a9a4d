"""Why a voice cannot speak: the reasons a backend gives when it is left, for every backend."""

# Reasons recorded in Speech.missing.
NOT_INSTALLED = "not-installed"
NOT_FOUND = "not-found"
NOT_RESPONDING = "not-responding"
NO_AUDIO_DEVICE = "no-audio-device"
NO_ENGINE = "no-engine"
NO_SPEECH_DISPATCHER = "no-speech-dispatcher"
NO_AUDIO_OUTPUT = "no-audio-output"
ERROR = "error"
SLOW = "slow"       # no answer yet: the reader is taken as soon as it answers
# Reasons that only say no screen reader is there: worth telling only when one was asked for.
ABSENT = (NOT_INSTALLED, NOT_FOUND, NO_SPEECH_DISPATCHER, SLOW)


class Unavailable(Exception):
    def __init__(self, reason: str):
        super().__init__(reason)
        self.reason = reason
