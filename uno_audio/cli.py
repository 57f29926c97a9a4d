"""Command line: `uno-audio` opens the window; `--console` plays in the terminal."""

from __future__ import annotations

import argparse
import logging
import os
import signal
import sys
import tempfile
import threading

from .i18n import LANGUAGES, detect_language, normalize_language
from .places import Places


def _language(text: str) -> str:
    try:
        return normalize_language(text)
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"unknown language {text!r}; choose one of: {', '.join(LANGUAGES)}") from None


def _players(text: str) -> int:
    try:
        n = int(text)
    except ValueError:
        n = 0
    if not 2 <= n <= 10:
        raise argparse.ArgumentTypeError(f"players must be a number from 2 to 10, not {text!r}")
    return n


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="uno-audio",
                                description="UNO for blind and low-vision players.",
                                epilog="Keys: press F1 on any screen to hear its keys, and Control+F1 "
                                       "for the rules. In the console, type a key's name and Enter "
                                       "(enter, space, left, f1, shift+c).")
    p.add_argument("--console", action="store_true", help="play in the terminal, one key name per line; what is said is printed, "
                        "for the terminal's screen reader (with --speech tts, spoken too)")
    p.add_argument("--lang", type=_language, help="language: en, es or pt-BR")
    p.add_argument("--speech", choices=("auto", "screen-reader", "tts", "text"),
                   help="speech output to use")
    from .settings import FIELDS
    p.add_argument("--braille", choices=FIELDS["braille"].metadata["choices"],
                   help="every line on a braille display too (with-speech), or there alone (only)")
    p.add_argument("--players", type=_players, help="number of players for a new game (2 to 10)")
    p.add_argument("--seed", type=int, help="seed for a reproducible game")
    p.add_argument("--home", help="folder for settings, saves, statistics, the log and the cache")
    p.add_argument("--speech-log", metavar="FILE",
                   help="write one JSON line for each spoken line: its text, kind, and when it was "
                        "queued, started, ended, interrupted or condensed")
    return p


LOG_BYTES = 1_000_000
_log_handler: logging.Handler | None = None


def setup_logging(directory) -> str:
    """Log to `uno-audio.log` in `directory` (kept under a megabyte, two older copies); errors that
    reach no handler are logged with their traceback too. Returns the log's path,
    or "" when no log file could be opened (the log then goes to standard error)."""
    import logging.handlers
    global _log_handler
    root = logging.getLogger()
    if _log_handler is not None:
        root.removeHandler(_log_handler)
        _log_handler.close()
    path = ""
    handler: logging.Handler | None = None
    failure = None
    # A folder the game may not write keeps no log: the system's temporary folder then
    # does, so "Details in ..." still names a file that exists.
    user = str(os.getuid()) if hasattr(os, "getuid") else "log"
    for folder in (str(directory), os.path.join(tempfile.gettempdir(), "uno-audio-" + user)):
        try:
            os.makedirs(folder, exist_ok=True)
            path = os.path.join(folder, "uno-audio.log")
            handler = logging.handlers.RotatingFileHandler(
                path, maxBytes=LOG_BYTES, backupCount=2, encoding="utf-8")
            break
        except OSError as error:
            failure = failure or error
            path = ""
    if handler is None:
        handler = logging.StreamHandler(sys.stderr)
        handler.setLevel(logging.WARNING)
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    root.addHandler(handler)
    root.setLevel(logging.INFO)
    _log_handler = handler
    if failure is not None:
        logging.getLogger("uno_audio").warning("no log file in the game's folder, logging %s instead: %s",
                                               path or "here", failure)

    def uncaught(kind, value, tb):
        if not issubclass(kind, KeyboardInterrupt):
            logging.getLogger("uno_audio").critical("uncaught error", exc_info=(kind, value, tb))
        sys.__excepthook__(kind, value, tb)

    def uncaught_in_thread(args):
        logging.getLogger("uno_audio").error("error in thread %s", args.thread,
                                             exc_info=(args.exc_type, args.exc_value, args.exc_traceback))
    sys.excepthook = uncaught
    threading.excepthook = uncaught_in_thread
    return path


def main(argv=None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv and argv[0] in ("simulate", "bench"):
        from .bench import main as bench_main
        return bench_main(argv[1:] if argv[0] == "bench" else ["bots"] + argv[1:])
    p = parser()
    args = p.parse_args(argv)
    if args.home:
        problem = _home_problem(args.home)
        if problem:
            p.error(f"argument --home: {args.home!r} {problem}")
    places = Places.find(args.home)
    places = places.with_log(setup_logging(places.logs))
    logging.getLogger("uno_audio").info("start: %s", " ".join(argv))
    from . import i18n
    from .settings import SettingsStore
    store = SettingsStore(places.files)
    settings = load_settings(store, lang=args.lang, players=args.players)
    if args.braille:
        settings.braille = args.braille
    window = not args.console and _display_available()
    try:
        return play(settings, store, places, console=not window, speech=args.speech, seed=args.seed,
                    no_display=not args.console and not window, speech_log=args.speech_log)
    finally:
        i18n.save_cache()


def _home_problem(home: str) -> str | None:
    """Why `home` cannot hold the game's files, or None (it is made when missing)."""
    if os.path.exists(home) and not os.path.isdir(home):
        return "is a file, not a folder"
    try:
        os.makedirs(home, exist_ok=True)
    except OSError as error:
        return f"cannot be made: {error.strerror or error}"
    return None


def load_settings(store, *, lang=None, players=None):
    """The player's settings, with the system's language on the first start and the
    command line's choices on top. A file with problems is rewritten with what was
    understood; the original was kept aside."""
    first_start = not store.path.exists()
    settings = store.load()
    if first_start or "corrupt" in store.problems or "future-version" in store.problems:
        # No language of the player's own: speak the system's, not English by default.
        settings.language = detect_language()
    if store.problems:
        store.save(settings)
    if lang:
        settings.language = lang
    if players:
        settings.players = players
    return settings


def _display_available() -> bool:
    if os.environ.get("SDL_VIDEODRIVER") in ("dummy", "offscreen"):
        return True
    if sys.platform.startswith("linux"):
        return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))
    return True


def build_app(settings, store, *, speech_backend, places: Places | None = None, clock=None, seed=None,
              saves=None, stats=None, sound=True, speech_log=None, paced=False, echo=False, console=False):
    """The controller with its outputs and files; `saves` and `stats` are reused when
    the window failed and the console takes over (their problems are still to be said).
    `sound=False` starts muted (a script's virtual time runs far faster than sound); the
    files are still loaded, so a missing one is said and logged as in the window.
    `echo` prints every line whatever the voice (the console). Without `places`, the files
    are beside the settings' and no cache is kept."""
    from .output.sound import Sounds
    from .output.speech import Speech
    from .saves import SaveStore
    from .stats import Stats
    from .ui.controller import Controller
    from .paths import sounds_dir
    speech = Speech(speech_backend, lang=settings.language, rate=settings.speech_rate,
                    volume=settings.speech_volume, paced=paced, echo=echo)
    sounds = Sounds(sounds_dir(), volume=settings.sound_volume, muted=settings.muted or not sound,
                    pan_width=settings.pan_width)
    kwargs = {} if clock is None else {"clock": clock}
    from .output.braille import sinks
    sink = sinks.choose(speech, console=console, only=lambda: settings.braille == "only", platform=sys.platform)
    places = places or Places(files=store.path.parent, logs=store.path.parent)
    app = Controller(speech=speech, sounds=sounds, settings=settings, store=store,
                     saves=saves or SaveStore(places.files), stats=stats or Stats(places.files),
                     speech_log=speech_log, braille_sink=sink, places=places, **kwargs)
    app.seed = seed
    return app


def notices_for(app, no_display: bool) -> list[str]:
    """Notices only the command line knows of; the controller adds the files' own."""
    return [app.tr("no-display")] if no_display else []


def _text_streams() -> None:
    """Console text never stops the game: undecodable input or unprintable output is replaced."""
    for stream in (sys.stdin, sys.stdout):
        try:
            stream.reconfigure(errors="replace")
        except (AttributeError, ValueError, OSError):
            pass


def _on_signals(app) -> None:
    """Ctrl+C, SIGTERM and a closed terminal save the match, then end the game. A key
    being handled is finished first (the controller quits when it is done); waiting for
    input, the game quits at once."""
    quitting = []

    def stop(signum, frame):
        if quitting:
            return
        app.request_quit()
        if not app.running:
            quitting.append(signum)
            raise SystemExit(0)
    for name in ("SIGTERM", "SIGINT", "SIGHUP"):
        if hasattr(signal, name):
            try:
                signal.signal(getattr(signal, name), stop)
            except (OSError, ValueError):   # not the main thread, or not on this system
                pass


def play(settings, store, places: Places, *, console, speech=None, seed=None, no_display=False,
         speech_log=None) -> int:
    from .console import VirtualClock, run_script, run_terminal, say_the_rest
    from .output.sound import import_pygame
    import_pygame()
    interactive = sys.stdin is not None and sys.stdin.isatty()
    files = {}
    if not console:
        from .app import run_window
        app = build_app(settings, store, speech_backend=speech or settings.speech, places=places, seed=seed,
                        speech_log=speech_log)
        _on_signals(app)
        try:
            run_window(app, notices_for(app, False))
            return 0
        except SystemExit:
            return 0
        except Exception:
            if app.stack:       # the window was open: this is an error in the game
                return _fatal(app)
            logging.getLogger("uno_audio").exception("no window could be opened")
            no_display = True
            files = {"saves": app.saves, "stats": app.stats}
        finally:
            app.close()
    _text_streams()
    clock = None if interactive else VirtualClock()
    # At a terminal, printed lines are read by the player's screen reader, which takes time.
    app = build_app(settings, store, speech_backend=console_speech(speech, settings), places=places,
                    clock=clock, seed=seed, sound=clock is None, speech_log=speech_log, paced=clock is None,
                    echo=True, console=True, **files)
    _on_signals(app)
    try:
        app.start(notices_for(app, no_display))
        if clock is None:
            run_terminal(app)
        else:
            run_script(app, sys.stdin if sys.stdin is not None else [], clock)
    except SystemExit:
        pass
    except KeyboardInterrupt:
        app.quit()
    except Exception:
        return _fatal(app)
    finally:
        say_the_rest(app)
        app.close()
    return 0


def console_speech(asked: str | None, settings) -> str:
    """The console's voice: the one asked for on the command line, else one chosen in
    Settings, else printed text ("console": the start says how to get a voice)."""
    if asked:
        return asked
    return settings.speech if settings.speech != "auto" else "console"


def _fatal(app) -> int:
    """An error no key handler caught: log it, save the match, say so, and end."""
    logging.getLogger("uno_audio").exception("fatal error")
    try:
        app.quit()
        app.say(app.tr("error-fatal", path=app.places.log_file()))
    except Exception:
        logging.getLogger("uno_audio").exception("could not save after the fatal error")
    return 1
