"""Command line: `uno-audio` opens the window; `--console` plays in the terminal."""

from __future__ import annotations

import argparse
import logging
import os
import signal
import sys

from .i18n import LANGUAGES, Translator, detect_language, normalize_language


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
                                description="UNO for blind and low-vision players.")
    p.add_argument("--console", action="store_true", help="play in the terminal, one key name per line")
    p.add_argument("--lang", type=_language, help="language: en, es or pt-BR")
    p.add_argument("--speech", choices=("auto", "screen-reader", "tts", "text"),
                   help="speech output to use")
    p.add_argument("--players", type=_players, help="number of players for a new game (2 to 10)")
    p.add_argument("--seed", type=int, help="seed for a reproducible game")
    p.add_argument("--home", help="folder for settings, saves and statistics")
    return p


def setup_logging(directory) -> str:
    import platformdirs
    folder = directory or platformdirs.user_log_dir("uno-audio", appauthor=False)
    os.makedirs(folder, exist_ok=True)
    path = os.path.join(folder, "uno-audio.log")
    logging.basicConfig(filename=path, level=logging.INFO,
                        format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    return path


def main(argv=None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv and argv[0] in ("simulate", "bench"):
        from .bench import main as bench_main
        return bench_main(argv[1:] if argv[0] == "bench" else ["bots"] + argv[1:])
    args = parser().parse_args(argv)
    if args.home:
        os.environ["UNO_AUDIO_HOME"] = args.home
    log_path = setup_logging(args.home)
    from .settings import SettingsStore
    store = SettingsStore()
    first_start = not store.path.exists()
    settings = store.load()
    if first_start:
        settings.language = detect_language()
    if args.lang:
        settings.language = args.lang
    if args.players:
        settings.players = args.players
    window = not args.console and _display_available()
    return play(settings, store, console=not window, speech=args.speech, seed=args.seed,
                no_display=not args.console and not window, log_path=log_path)


def _display_available() -> bool:
    if os.environ.get("SDL_VIDEODRIVER") in ("dummy", "offscreen"):
        return True
    if sys.platform.startswith("linux"):
        return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))
    return True


def build_app(settings, store, *, speech_backend, clock=None, seed=None):
    from .output.sound import Sounds
    from .output.speech import Speech
    from .saves import SaveStore
    from .stats import Stats
    from .ui.controller import Controller
    from .paths import sounds_dir
    speech = Speech(speech_backend, lang=settings.language, rate=settings.speech_rate,
                    volume=settings.speech_volume)
    sounds = Sounds(sounds_dir(), volume=settings.sound_volume, muted=settings.muted)
    kwargs = {} if clock is None else {"clock": clock}
    app = Controller(speech=speech, sounds=sounds, settings=settings, store=store,
                     saves=SaveStore(store.path.parent), stats=Stats(store.path.parent), **kwargs)
    app.seed = seed
    return app


def notices_for(app, store, no_display, log_path) -> list[str]:
    tr = app.tr
    out = []
    for problem in store.problems:
        out.append(tr("file-problem", file=tr("file-settings"), problem=tr("problem-" + problem)))
    for problem in app.saves.problems + app.stats.problems:
        out.append(tr("file-problem", file=tr("file-save"), problem=tr("problem-" + problem)))
    if no_display:
        out.append(tr("no-display"))
    if app.sounds is not None and app.sounds.missing:
        out.append(tr("sound-files-missing", count=len(app.sounds.missing)))
    if app.tr.errors:
        out.append(tr("locale-problem", path=log_path))
    return out


def play(settings, store, *, console, speech=None, seed=None, no_display=False, log_path="") -> int:
    from .console import VirtualClock, run_script, run_terminal
    interactive = sys.stdin.isatty()
    clock = None if (not console or interactive) else VirtualClock()
    backend = speech or ("text" if console else settings.speech)
    app = build_app(settings, store, speech_backend=backend, clock=clock, seed=seed)
    notices = notices_for(app, store, no_display, log_path)

    def stop(signum, frame):
        app.quit()
        raise SystemExit(0)
    signal.signal(signal.SIGTERM, stop)
    try:
        if console:
            app.start(notices)
            if clock is None:
                run_terminal(app)
            else:
                run_script(app, sys.stdin, clock)
        else:
            from .app import run_window
            run_window(app, notices)
    except KeyboardInterrupt:
        app.quit()
    finally:
        app.speech.close()
    return 0
