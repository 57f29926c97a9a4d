"""BRLTTY's braille display through BrlAPI, its socket protocol spoken in Python.

The C library (libbrlapi) is a distribution package of its own, with a version in its
file name, and calls back into the program on threads of its own; the protocol is
small, versioned and documented (brlapi_protocol.h), so the game speaks it itself, as
it does SSIP for speech-dispatcher: nothing to load, and a stand-in server is enough to
test it. Packets are a 4-byte size and a 4-byte type, big-endian, then the payload.

The display is taken (tty mode) only while the game's window has the focus, and given
back when it loses it; the display's own panning keys move through the pieces there.
"""

from __future__ import annotations

import logging
import os
import queue
import socket
import struct
import threading

log = logging.getLogger(__name__)

SOCKET_DIR = "/var/lib/BrlAPI"
PORT_BASE = 4101
KEY_FILE = "/etc/brlapi.key"
VERSION, AUTH, ACK, ERROR, EXCEPTION = b"v", b"a", b"A", b"e", b"E"
DISPLAY_SIZE, ENTER_TTY, LEAVE_TTY, WRITE, KEY = b"s", b"t", b"L", b"w", b"k"
AUTH_NONE, AUTH_KEY = 0x4E, 0x4B            # 'N', 'K'
WF_REGION, WF_TEXT, WF_CURSOR, WF_CHARSET = 0x02, 0x04, 0x20, 0x40
KEY_TYPE_CMD = 0x20000000
CMD_FWINLT, CMD_FWINRT = 23, 24             # the display's keys to pan left and right


class BrlapiError(Exception):
    """The server refused, closed, or never answered."""


def address(host: str | None = None) -> tuple[str, str | tuple[str, int]]:
    """Where BrlAPI listens, as its own clients find it (BRLAPI_HOST, else ":0"):
    ("unix", path) for a local one, ("inet", (host, port)) for "host:n"."""
    host = host if host is not None else os.environ.get("BRLAPI_HOST") or ":0"
    name, _, port = host.rpartition(":") if ":" in host else (host, "", "0")
    number = int(port) if port.isdigit() else 0
    if not name:
        return "unix", os.path.join(SOCKET_DIR, str(number))
    return "inet", (name, PORT_BASE + number)


class Connection:
    """One client of BrlAPI: connect, take and give back the display, write text, and
    hear its keys (`on_key` gets each key's code, on the reader thread)."""

    def __init__(self, host: str | None = None, timeout: float = 2.0, on_key=None, auth: str | None = None):
        self.timeout = timeout
        self.on_key = on_key
        self.size = (0, 0)
        self.taken = False
        self._answers: queue.Queue = queue.Queue()
        self._lock = threading.Lock()
        kind, where = address(host)
        self._sock = socket.socket(socket.AF_UNIX if kind == "unix" else socket.AF_INET, socket.SOCK_STREAM)
        self._sock.settimeout(timeout)
        try:
            self._sock.connect(where)
            self._handshake(auth if auth is not None else os.environ.get("BRLAPI_AUTH"))
            self._sock.settimeout(None)
        except (OSError, BrlapiError, struct.error):
            self._sock.close()
            raise
        threading.Thread(target=self._read_loop, name="brlapi-reader", daemon=True).start()
        self.size = self._display_size()

    # ---- packets ------------------------------------------------------------------------

    def _send(self, kind: bytes, payload: bytes = b"") -> None:
        with self._lock:
            self._sock.sendall(struct.pack(">I4s", len(payload), b"\0\0\0" + kind) + payload)

    def _recv_exact(self, n: int) -> bytes:
        data = b""
        while len(data) < n:
            part = self._sock.recv(n - len(data))
            if not part:
                raise BrlapiError("the server closed the connection")
            data += part
        return data

    def _recv(self) -> tuple[bytes, bytes]:
        size, kind = struct.unpack(">I4s", self._recv_exact(8))
        return kind[-1:], self._recv_exact(size)

    def _handshake(self, auth: str | None) -> None:
        kind, payload = self._recv()
        if kind != VERSION:
            raise BrlapiError(f"no version from the server: {kind!r}")
        self._send(VERSION, payload[:4])     # the server's own version, which the game speaks
        kind, payload = self._recv()
        if kind != AUTH:
            raise BrlapiError(f"no authorization offer: {kind!r}")
        offered = struct.unpack(f">{len(payload) // 4}I", payload[:len(payload) // 4 * 4])
        for method in offered:
            if method == AUTH_NONE:
                return
            if method == AUTH_KEY:
                key = _key(auth)
                if key is None:
                    continue
                self._send(AUTH, struct.pack(">I", AUTH_KEY) + key)
                kind, payload = self._recv()
                if kind == ACK:
                    return
        raise BrlapiError("no way to authorize that this game may use")

    def _read_loop(self) -> None:
        try:
            while True:
                kind, payload = self._recv()
                if kind == KEY and len(payload) >= 8:
                    code = struct.unpack(">Q", payload[:8])[0]
                    if self.on_key is not None:
                        try:
                            self.on_key(code)
                        except Exception:
                            log.exception("a braille key could not be handled")
                else:
                    self._answers.put((kind, payload))
        except (OSError, BrlapiError, struct.error) as error:
            log.info("BrlAPI connection closed: %s", error)
            self._answers.put((EXCEPTION, b""))

    def _request(self, kind: bytes, payload: bytes = b"", answer: bytes = ACK) -> bytes:
        self._send(kind, payload)
        try:
            got, data = self._answers.get(timeout=self.timeout)
        except queue.Empty:
            raise BrlapiError(f"no answer to {kind!r}") from None
        if got != answer:
            raise BrlapiError(f"{kind!r} refused ({got!r})")
        return data

    # ---- what the game asks ---------------------------------------------------------------

    def _display_size(self) -> tuple[int, int]:
        data = self._request(DISPLAY_SIZE, answer=DISPLAY_SIZE)
        return struct.unpack(">II", data[:8])

    def enter(self, ttys: list[int]) -> None:
        """Take the display for the path `ttys` (the window's place, as BRLTTY knows it)."""
        self.size = self._display_size()
        payload = struct.pack(f">I{len(ttys)}I", len(ttys), *ttys) + b"\0"
        self._request(ENTER_TTY, payload)
        self.taken = True

    def leave(self) -> None:
        if self.taken:
            self.taken = False
            self._request(LEAVE_TTY)

    def write(self, text: str) -> None:
        """`text` on the display, from its first cell, the rest blank, no cursor."""
        if not self.size[0]:
            self.size = self._display_size()      # a display that was still starting
        cells = self.size[0] * max(1, self.size[1])
        if cells <= 0:
            return
        text = text[:cells].ljust(cells)
        body = text.encode("utf-8")
        charset = b"UTF-8"
        payload = (struct.pack(">III", WF_REGION | WF_TEXT | WF_CURSOR | WF_CHARSET, 1, cells)
                   + struct.pack(">I", len(body)) + body + struct.pack(">I", 0)
                   + bytes([len(charset)]) + charset)
        self._send(WRITE, payload)

    def close(self) -> None:
        try:
            self._sock.close()
        except OSError:
            pass


def _key(auth: str | None) -> bytes | None:
    path = KEY_FILE
    if auth:
        path = auth.removeprefix("keyfile:") if auth.startswith("keyfile:") or auth.startswith("/") else path
    try:
        with open(path, "rb") as file:
            return file.read()
    except OSError:
        return None


def pan(code: int) -> int:
    """-1 or 1 for the display's keys that pan left or right, 0 for any other key."""
    if code & KEY_TYPE_CMD != KEY_TYPE_CMD:
        return 0
    command = (code >> 16) & 0x1FFF
    argument = code & 0xFFFF
    if command == 0 and argument == CMD_FWINLT:
        return -1
    if command == 0 and argument == CMD_FWINRT:
        return 1
    return 0


def window_path() -> list[int]:
    """The ttys leading to the game's window as BrlAPI's own clients name it: WINDOWPATH
    (or the virtual terminal of the X session)."""
    path = os.environ.get("WINDOWPATH") or (os.environ.get("XDG_VTNR") if os.environ.get("DISPLAY") else "")
    out = []
    for part in (path or "").split(":"):
        if part.strip().isdigit():
            out.append(int(part))
    return out


class Display:
    """The braille sink of the window on Linux: BRLTTY's display, taken while the window
    has the focus. Connecting is tried when the focus comes, on a thread of its own, so a
    BRLTTY that does not answer never holds the game up; without one, nothing is written."""

    def __init__(self, host: str | None = None, ttys: list[int] | None = None, window: int | None = None):
        self.host = host
        self.ttys = ttys
        self.window = window          # the window's id, when known: the last step of the path
        self.pans: queue.Queue = queue.Queue()   # -1/1 for each panning key of the display
        self.connection: Connection | None = None
        self.problem: str | None = None
        self.last: str | None = None
        self._lock = threading.Lock()
        self._want = False

    @property
    def cells(self) -> int | None:
        c = self.connection
        return c.size[0] * max(1, c.size[1]) if c is not None and c.size[0] else None

    def focus(self, focused: bool) -> None:
        self._want = focused
        threading.Thread(target=self._follow, name="brlapi-focus", daemon=True).start()

    def _follow(self) -> None:
        with self._lock:
            try:
                if self._want:
                    if self.connection is None:
                        self.connection = Connection(self.host, on_key=self._key)
                    if not self.connection.taken:
                        path = list(self.ttys if self.ttys is not None else window_path())
                        if self.window is not None:
                            path.append(self.window)
                        self.connection.enter(path)
                        if self.last is not None:
                            self.connection.write(self.last)
                elif self.connection is not None:
                    self.connection.leave()
                self.problem = None
            except (OSError, BrlapiError, struct.error) as error:
                self.problem = str(error)
                log.info("no braille display through BrlAPI: %s", error)
                if self.connection is not None:
                    self.connection.close()
                    self.connection = None

    def _key(self, code: int) -> None:
        direction = pan(code)
        if direction:
            self.pans.put(direction)

    def write(self, text: str) -> None:
        self.last = text
        # Never waits: while the display is being taken, `last` is written once it is.
        if not self._lock.acquire(blocking=False):
            return
        try:
            c = self.connection
            if c is not None and c.taken:
                c.write(text)
        except (OSError, BrlapiError, struct.error) as error:
            log.info("the braille display could not be written: %s", error)
        finally:
            self._lock.release()

    def close(self) -> None:
        with self._lock:
            if self.connection is not None:
                try:
                    self.connection.leave()
                except (OSError, BrlapiError):
                    pass
                self.connection.close()
                self.connection = None
