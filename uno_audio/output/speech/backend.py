"""What the façade asks of a voice (Backend), of a screen reader's output (ReaderOutput) and
of a synthesizer (Engine), declared once. Each class states the optional parts with the
answer of a voice that lacks them, so nothing is asked whether it has them: a backend or an
output subclasses its protocol and overrides what it does differently.
"""

from __future__ import annotations

from typing import Callable, Protocol, runtime_checkable

from .timing import estimate_seconds


class Backend(Protocol):
    """One voice the façade speaks through: the screen reader, the self-voicing voice,
    printed text or the tests' recording."""

    name: str = "text"
    detail: str | None = None       # which reader or engine
    mirror: bool = True             # a screen reader's braille shows what it speaks

    def say(self, text: str, interrupt: bool) -> None: ...

    def braille(self, text: str, alone: bool = False) -> None:
        """`text` on the reader's braille display, not spoken (`alone`: nothing else is
        said, so a reader that brailles only what it speaks may speak it); a voice without
        a display ignores it."""
        return None

    def silence(self) -> None:
        return None

    def busy(self) -> bool:
        return False

    def speaking(self) -> bool | None:
        """True while a line is still being made or heard; None: the voice does not tell."""
        return None

    def estimate(self, text: str, lang: str, rate: int) -> float:
        """Seconds `text` takes to say, for a voice that does not tell when a line ends."""
        return estimate_seconds(text, lang, rate)

    def take_unspoken(self) -> list[tuple[str, bool]]:
        """Close and hand back the lines (text, interrupt) never said, in order."""
        return []

    def set_rate(self, rate: int) -> None:
        return None

    def set_volume(self, volume: int) -> None:
        return None

    def set_lang(self, lang: str) -> None:
        return None

    def close(self) -> None:
        return None

    # What the recording keeps (see text.Recording); the other voices keep nothing.
    @property
    def recorded(self) -> list[tuple[str, bool]]:
        return []

    @property
    def pending(self) -> list[str]:
        return []

    @property
    def timeline(self) -> list[dict]:
        return []


@runtime_checkable
class ReaderOutput(Protocol):
    """A running screen reader as the screen-reader backend drives it, on its worker thread
    (outputs of accessible_output3 are adapted to it: readers.Adapted)."""

    name: str = "screen reader"
    brailles: bool = False          # its lines go to the braille display too
    speech_brailled: bool = False   # what it speaks is shown on the display (VoiceOver's output)

    def speak(self, text: str, interrupt: bool = False) -> None: ...

    def silence(self) -> None: ...

    def braille(self, text: str) -> None:
        return None

    def post(self, text: str, interrupt: bool = False) -> bool:
        """speak() at once from the calling thread, never waiting: False if it cannot."""
        return False

    def speaking(self) -> bool | None:
        """Whether a line given is still being heard; None: the reader does not tell."""
        return None

    def failure(self, now: float) -> str | None:
        """Why the reader cannot be counted on any more (a reason), None while all is well."""
        return None

    def unheard(self) -> list[str]:
        """The lines the reader took but has not said yet."""
        return []

    def configure(self, lang: str, rate: int, volume: int) -> None:
        """The game's voice settings; readers that keep the player's own ignore them."""
        return None

    def close(self) -> None:
        return None


class Engine(Protocol):
    """A synthesizer for the self-voicing backend: text in, the bytes of an audio file
    pygame can load out."""

    name: str = "engine"
    # A line takes milliseconds and streams (stream(), sample_rate): it may be made on the caller's thread.
    inline: bool = False
    sample_rate: int = 22050

    def synthesize(self, text: str, lang: str, rate: int) -> bytes: ...

    def stream(self, text: str, lang: str, rate: int, on_part: Callable[[bytes], bool | None]) -> None:
        """Hand the line's samples (16-bit mono at sample_rate) to on_part as they are made."""
        raise RuntimeError(f"{self.name} makes a line whole: it does not stream")
