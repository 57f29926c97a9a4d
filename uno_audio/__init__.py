"""uno-audio: UNO for blind and low-vision players."""

import os

# pygame's greeting would be read aloud in console mode.
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

__version__ = "0.1.0"
