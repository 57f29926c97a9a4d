"""speech-dispatcher spoken to over its socket in SSIP, its text protocol.

The Python bindings (`speechd`) come only with a distribution's own Python, so the game
talks to the socket itself. Notifications say when each message begins and ends, so the
game knows whether speech is still being heard.
"""

from __future__ import annotations

import collections
import logging
import os
import queue
import shutil
import socket
import subprocess
import threading
import time

log = logging.getLogger(__name__)

PORT = 6560
BEGIN, END, CANCELLED = "begin", "end", "cancelled"
_EVENTS = {"701": BEGIN, "702": END, "703": CANCELLED}


class SsipError(Exception):
    """speech-dispatcher refused a command, stopped answering or closed the connection."""


def default_address() -> tuple[str, str | tuple[str, int]]:
    """Where speech-dispatcher listens: ("unix", path) or ("inet", (host, port)), as its
    own clients find it (SPEECHD_ADDRESS first)."""
    address = os.environ.get("SPEECHD_ADDRESS", "")
    method, _, rest = address.partition(":")
    if method == "inet_socket":
        host, _, port = rest.partition(":")
        return "inet", (host or "127.0.0.1", int(port) if port.isdigit() else PORT)
    if method == "unix_socket" and rest:
        return "unix", rest
    runtime = os.environ.get("XDG_RUNTIME_DIR") or os.path.expanduser("~/.cache")
    return "unix", os.path.join(runtime, "speech-dispatcher", "speechd.sock")


def _connect(address: tuple[str, str | tuple[str, int]], timeout: float) -> socket.socket:
    kind, where = address
    sock = socket.socket(socket.AF_UNIX if kind == "unix" else socket.AF_INET, socket.SOCK_STREAM)
    sock.settimeout(timeout)
    try:
        sock.connect(where)
    except OSError:
        sock.close()
        raise
    sock.settimeout(None)
    return sock


class NotInstalled(FileNotFoundError):
    """No speech-dispatcher runs, and there is none to start."""


def installed() -> bool:
    return shutil.which("speech-dispatcher") is not None


def spawn(address: tuple[str, object], timeout: float) -> int | None:
    """Start speech-dispatcher for this user as its own clients do: its exit status (0 once
    it listens), None when it is not installed."""
    program = shutil.which("speech-dispatcher")
    if program is None:
        return None
    if address[0] != "unix":
        return 1
    try:
        return subprocess.run([program, "--spawn", "--communication-method", "unix_socket",
                               "--socket-path", str(address[1])],
                              stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                              stderr=subprocess.DEVNULL, timeout=timeout, check=False).returncode
    except (OSError, subprocess.SubprocessError) as exc:
        log.info("speech-dispatcher did not start: %s", exc)
        return 1


def _escape(text: str) -> bytes:
    # A line holding only "." ends the message, so a leading dot is doubled.
    lines = text.replace("\r\n", "\n").replace("\r", "\n").split("\n")
    return "\r\n".join("." + line if line.startswith(".") else line for line in lines).encode("utf-8")


class Client:
    """One SSIP connection: commands answered in order, events handed to `on_event(kind, id)`
    from the reading thread. Every method raises SsipError rather than hang past `timeout`.

    Commands are written one after another without waiting for each answer (speech-dispatcher
    reads them in order), so a message to speak costs one write, not a round trip per line."""

    POSTED = 8      # answers a post() may leave outstanding; a few lines, far below the socket's buffer

    def __init__(self, sock: socket.socket, timeout: float = 2.0, on_event=None):
        self._sock = sock
        self.timeout = timeout
        self.on_event = on_event
        self._answers: queue.Queue = queue.Queue()
        # One entry per answer still to come, in order: when it was asked for, and whether a
        # caller waits for it (else the reading thread checks it).
        self._expected: collections.deque = collections.deque()
        self._send_lock = threading.Lock()
        self._closed = False
        self.lost = False       # speech-dispatcher closed the connection (it quit or crashed)
        self._reader = threading.Thread(target=self._read, name="speech-dispatcher-reader", daemon=True)
        self._reader.start()

    @classmethod
    def connect(cls, address=None, *, timeout: float = 2.0, autospawn: bool = True, on_event=None) -> "Client":
        """Raises NotInstalled when no speech-dispatcher runs and none is installed to start,
        OSError for other connection failures (none could be started, ...)."""
        address = address or default_address()
        try:
            return cls(_connect(address, timeout), timeout, on_event)
        except OSError as first:
            if not autospawn:
                raise
            status = spawn(address, timeout)
            if status is None:
                raise NotInstalled("speech-dispatcher is not installed") from first
            # Started (0): it may take a moment to listen. Not started: one more try, in case
            # another client started it meanwhile.
            deadline = time.monotonic() + (timeout if status == 0 else 0)
            while True:
                try:
                    return cls(_connect(address, timeout), timeout, on_event)
                except OSError:
                    if time.monotonic() >= deadline:
                        raise
                    time.sleep(0.05)

    def _read(self) -> None:
        buffer = b""
        lines: list[str] = []
        try:
            while True:
                data = self._sock.recv(65536)
                if not data:
                    break
                buffer += data
                while b"\r\n" in buffer:
                    raw, buffer = buffer.split(b"\r\n", 1)
                    line = raw.decode("utf-8", "replace")
                    lines.append(line)
                    if len(line) >= 4 and line[3] == "-":
                        continue
                    self._dispatch(line[:3], [item[4:] for item in lines[:-1]], line[4:])
                    lines = []
        except OSError:
            pass
        self.lost = not self._closed
        self._closed = True
        self._answers.put(None)

    def _dispatch(self, code: str, more: list[str], final: str) -> None:
        if code.startswith("7"):
            kind = _EVENTS.get(code)
            if kind and more and self.on_event is not None:
                try:
                    self.on_event(kind, more[0])
                except Exception:
                    log.exception("speech-dispatcher event handler failed")
            return
        waited = self._expected.popleft()[1] if self._expected else True
        if code == "225" and more and self.on_event is not None:
            # Queued: told here, on the reading thread, so it is known before its own events.
            try:
                self.on_event("queued", more[0])
            except Exception:
                log.exception("speech-dispatcher event handler failed")
        if waited:
            self._answers.put((code, more, final))
        elif not code.startswith("2"):
            # Nobody waits to hear of it, and what followed may have been read as commands:
            # the connection can no longer be trusted, and is dropped (`lost`).
            log.warning("speech-dispatcher refused a message: %s %s", code, final)
            try:
                self._sock.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass

    def _write(self, parts: list[bytes], wait: bool) -> None:
        """Send `parts`, each answered once; called holding the send lock."""
        if self._closed:
            raise SsipError("connection closed")
        now = time.monotonic()
        self._expected.extend((now, wait) for _ in parts)
        try:
            self._sock.sendall(b"".join(parts))
        except OSError as exc:
            raise SsipError(str(exc)) from exc

    def _send(self, *parts: bytes) -> list[tuple[str, list[str], str]]:
        self._write(list(parts), wait=True)
        answers = []
        for _ in parts:
            try:
                answer = self._answers.get(timeout=self.timeout)
            except queue.Empty:
                raise SsipError("no answer") from None
            if answer is None:
                raise SsipError("connection closed")
            answers.append(answer)
        for code, _, final in answers:
            if not code.startswith("2"):
                raise SsipError(f"{code} {final}")
        return answers

    @staticmethod
    def _message(text: str, cancel: bool) -> list[bytes]:
        return [b"CANCEL self\r\n"] * cancel + [b"SPEAK\r\n", _escape(text) + b"\r\n.\r\n"]

    def command(self, line: str) -> tuple[str, list[str], str]:
        with self._send_lock:
            return self._send(line.encode("utf-8") + b"\r\n")[0]

    def speak(self, text: str, cancel: bool = False) -> str:
        """Queue one message, after cancelling what this client was saying if `cancel`; its
        id (events name it)."""
        with self._send_lock:
            _, more, _ = self._send(*self._message(text, cancel))[-1]
        return more[0] if more else ""

    def post(self, text: str, cancel: bool = False) -> bool:
        """speak() without waiting for speech-dispatcher's answers, for a thread that must not
        wait: False, with nothing sent, when that could mean waiting (another command is
        waiting for its answer, or too many answers are outstanding)."""
        if not self._send_lock.acquire(blocking=False):
            return False
        try:
            if self._closed or len(self._expected) > self.POSTED:
                return False
            self._write(self._message(text, cancel), wait=False)
            return True
        except SsipError:
            return False
        finally:
            self._send_lock.release()

    def unanswered_since(self) -> float | None:
        """When the oldest command still without its answer was sent, None if none is."""
        try:
            return self._expected[0][0]
        except IndexError:
            return None

    def close(self) -> None:
        was_open, self._closed = not self._closed, True
        if was_open:
            try:
                with self._send_lock:
                    self._sock.sendall(b"QUIT\r\n")
            except OSError:
                pass
        try:
            self._sock.shutdown(socket.SHUT_RDWR)
        except OSError:
            pass
        self._sock.close()
