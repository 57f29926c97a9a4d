"""How long a line takes to say: the voice's rate on each engine's scale, and the estimate
for the voices that cannot tell when a line ends."""


def clamp(value: int) -> int:
    return min(100, max(0, int(value)))


def piecewise(value: int, low: float, mid: float, high: float) -> int:
    """Map 0-100 onto an engine scale with 50 landing on the engine's default."""
    value = clamp(value)
    if value <= 50:
        return round(low + (mid - low) * value / 50)
    return round(mid + (high - mid) * (value - 50) / 50)


def rate_to_wpm(rate: int) -> int:
    # 50 is espeak-ng's default 175 wpm; 100 reaches the speeds experienced players use.
    return piecewise(rate, 80, 175, 600)


# Seconds of speech per letter, per pause (, . ; : ! ?) and per word at 60 words a minute, and
# a fixed part: fitted to espeak-ng reading the game's own messages (median error 6-10 %).
_TIMING = {"en": (0.171, 0.49, 0.053, 0.05), "es": (0.192, 0.41, 0.031, 0.05),
           "pt": (0.186, 0.50, 0.087, 0.05)}


def estimate_seconds(text: str, lang: str, rate: int) -> float:
    """How long `text` takes to say at `rate` (0-100) in `lang`: for backends that cannot tell."""
    letter, pause, word, fixed = _TIMING.get(lang.lower().replace("_", "-").split("-")[0], _TIMING["en"])
    letters = sum(ch.isalnum() for ch in text)
    pauses = sum(ch in ",.;:!?" for ch in text)
    words = len(text.split())
    if not words:
        return 0.0
    return fixed + (letter * letters + pause * pauses + word * words) * 60.0 / rate_to_wpm(rate)
