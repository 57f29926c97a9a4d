"""Speech: what the game says, through the player's screen reader, its own voice or printed text.

- facade: Speech, the one the game uses, and the chain of voices it falls back along;
- backend: what a voice, a screen reader's output and a synthesizer must offer, with defaults;
- readers (with nvda and ..ssip): the screen readers; voices: the game's own voice;
  text: printed text and the tests' recording;
- worker: the thread a voice's slow calls run on; timing: how long a line takes to say;
  reasons: why a voice is not used.
"""

from .backend import Backend, Engine, ReaderOutput
from .facade import BACKENDS, Speech, problem_message, using_message
from .reasons import Unavailable
from .timing import estimate_seconds, rate_to_wpm
from .voices import EspeakNg, LibEspeakNg, Pyttsx3Engine

__all__ = ["BACKENDS", "Backend", "Engine", "EspeakNg", "LibEspeakNg", "Pyttsx3Engine", "ReaderOutput",
           "Speech", "Unavailable", "estimate_seconds", "problem_message", "rate_to_wpm", "using_message"]
