"""The speech scheduler: what the player hears, and when.

Lines reach the voice one at a time, each when the one before has been heard,
so the game always knows what has been heard and when. Three kinds of line:

- "answer": the reply to a key. A newer key makes it stale: an answer still
  waiting, or still being spoken, gives way to the new key's first line.
- "game": something that happened in the match. A key's first line interrupts
  it, and it is heard again, whole, after that key's lines, if it is still true
  and still news; the game lines an earlier key left waiting follow that key's
  lines too, so a key is answered at once. Once the player has acted in the game
  (their own game lines come), what they cut off is no longer news, but for their
  own private lines (the cards they drew); nor is any line cut off a second time.
  When several wait, they are condensed into one utterance.
- "notice": what the player must be told (a file could not be written, the
  voice changed). Never dropped, never condensed.

A line may tell a fact that a later event can make false (`about`: "your turn",
a count, an open buzzer) and may belong to a screen (`scope`): `holds(u)`, the
controller's, says whether it is still true; a line no longer true is never
started, nor said again. Lines said outside a key (a bot's move, the screen it
opens) are heard in the order they were said, whatever their kind, so a round's
last play is heard before its summary.

A line's sound cue plays when the line starts, so the cue and its words go
together. `heard_at()` is the moment the last game line queued so far was
heard: the table counts bot pace and reaction windows from it.

For a voice that can tell when a line ends (the built-in voice), its word is
taken; for one that can't (a screen reader), the end is estimated from the text
and the rate.

With braille on (`braille`, see output/braille), each line started is written to the
display too, and it is not over until it has been read: with speech, once heard and
read; braille only, once read, and the voice says nothing. A `silent` line is for the
display alone: the words of a cue played without a line.
"""

from __future__ import annotations

import collections
import itertools
import json
import logging
from dataclasses import dataclass

log = logging.getLogger(__name__)

ANSWER, GAME, NOTICE = "answer", "game", "notice"
KINDS = (ANSWER, GAME, NOTICE)
CONDENSE_WAIT = 1.5  # game lines that would wait longer than this are spoken as one utterance
POLL = 0.02          # how often to look again at a voice that says when it ends
MAX_WAIT = 30.0      # a voice that never says it finished is taken as done by then


@dataclass
class Utterance:
    id: int
    text: str
    kind: str
    cue: str | None = None
    pan: float = 0.0
    owner: int | None = None
    queued: float = 0.0
    started: float | None = None
    ended: float | None = None
    interrupted: float | None = None
    replaced: float | None = None
    condensed_into: int | None = None
    interrupted_by: str | None = None
    estimate: float = 0.0
    parts: tuple = ()          # the game lines a condensed utterance holds
    origin: int | None = None  # the line this one says again, after an interruption
    during: str | None = None  # the key being handled when it was said
    heard_parts: tuple = ()    # of a condensed utterance cut off: the lines heard before the cut
    about: tuple | None = None  # the fact it tells, which a later event may make false
    scope: object = None       # the screen it belongs to: it dies with it
    seq: int | None = None     # the game event it tells, in the order of the match
    once: bool = False         # not said again after a cut (the buzzer: announced once)
    on_start: object = None    # called with (start, duration) when it starts being heard
    silent: bool = False       # for the braille display alone (a cue's words)
    state: dict | None = None  # what the game was when it started (for the speech log)
    dropped: str | None = None  # why it was never heard, or not heard again: "stale", "news"
    dropped_parts: tuple = ()  # of a condensed utterance cut off: the lines not said again

    def record(self) -> dict:
        out = {"id": self.id, "text": self.text, "kind": self.kind, "queued": _ms(self.queued)}
        for name in ("started", "ended", "interrupted", "replaced"):
            value = getattr(self, name)
            if value is not None:
                out[name] = _ms(value)
        if self.cue:
            out["cue"] = self.cue
        if self.owner is not None:
            out["owner"] = self.owner
        if self.condensed_into is not None:
            out["condensed_into"] = self.condensed_into
        if self.interrupted_by is not None:
            out["key"] = self.interrupted_by
        if self.parts:
            out["parts"] = [u.id for u in self.parts]
        if self.origin is not None:
            out["again"] = self.origin
        if self.during is not None:
            out["during"] = self.during
        if self.heard_parts:
            out["heard_parts"] = [u.id for u in self.heard_parts]
        if self.about is not None:
            out["about"] = list(self.about)
        if self.scope is not None:
            out["scope"] = type(self.scope).__name__
        if self.seq is not None:
            out["seq"] = self.seq
        if self.state is not None:
            out["state"] = self.state
        if self.dropped is not None:
            out["dropped"] = self.dropped
        if self.dropped_parts:
            out["dropped_parts"] = [u.id for u in self.dropped_parts]
        return out


def _ms(t: float) -> float:
    return round(t, 3)


class Scheduler:
    """Between the controller and the voice. `speech` is a `Speech` (or a stand-in with
    `say`, `silence`, `speaking`, `estimate`); `sounds` plays the cues (or None);
    `clock` is the game's clock; `log_path` a file for the speech log (one JSON object a
    line, for each line once it is done with)."""

    def __init__(self, speech, sounds=None, clock=None, log_path=None):
        self.speech = speech
        self.sounds = sounds
        self.clock = clock
        self.answers: collections.deque[Utterance] = collections.deque()
        self.games: collections.deque[Utterance] = collections.deque()
        self.current: Utterance | None = None
        self._ids = itertools.count(1)
        self._last_game_heard: float | None = None
        self._key: str | None = None
        self.shown = lambda owner: True   # whether a line of `owner`'s may be heard now
        self.holds = lambda u: True       # whether what `u` tells is still true (see `about`)
        self.snapshot = None              # the game's state, kept with each line started
        self.lost = lambda u: None        # a line of an owner's dropped unheard
        self.braille = None               # output.braille.Braille: the display, read at the player's pace
        self._log = None
        if log_path:
            try:
                self._log = open(log_path, "a", encoding="utf-8")
            except OSError:
                log.exception("the speech log %s could not be opened", log_path)

    # ---- lines in ---------------------------------------------------------------------

    def key(self, name: str | None) -> None:
        """The key being handled now (None when done): named in the log of what it interrupts."""
        self._key = name

    @property
    def in_key(self) -> bool:
        """Whether a key is being handled now."""
        return self._key is not None

    def say(self, text: str, kind: str = ANSWER, *, cue: str | None = None, pan: float = 0.0,
            owner: int | None = None, interrupt: bool = False, now: float | None = None,
            start: bool = True, about: tuple | None = None, scope=None, seq: int | None = None,
            once: bool = False, on_start=None, silent: bool = False) -> Utterance:
        """Queue a line. `start=False` leaves it waiting for the next `update`, so lines
        said together (a key's answer, a bot's move) are taken together."""
        now = self._now(now)
        u = Utterance(next(self._ids), text, kind, cue, pan, owner, queued=now, during=self._key,
                      about=about, scope=scope, seq=seq, once=once, on_start=on_start, silent=silent)
        if interrupt:
            self._interrupt(now)
        if self._key is None:
            # Outside a key, lines are heard in the order said: a screen the game opens
            # (the round's summary) after the lines of what opened it.
            self.games.append(u)
        elif kind == ANSWER:
            self.answers.append(u)
        else:
            # The player acted: what happened before is heard first, in order, but what
            # they cut off with a key is no longer news (it stays in the history).
            self.acted(now)
            self.answers.append(u)
        if start:
            self.update(now)
        return u

    def acted(self, now: float | None = None) -> None:
        """The player acts in the game: what they cut off is no longer news (but for their
        own private lines), and the game lines still waiting go before what they do."""
        now = self._now(now)
        keep: collections.deque = collections.deque()
        for u in self.games:
            if u.origin is not None and u.kind != NOTICE and u.owner is None:
                u.replaced, u.dropped = now, "news"
                self._finish(u)
            elif u.kind == ANSWER:
                u.replaced = now
                self._finish(u)
            else:
                keep.append(u)
        self.games.clear()
        self.answers.extend(keep)

    def silence(self, now: float | None = None) -> None:
        """The player asked for quiet: stop, and drop what waits (it stays in the history)."""
        now = self._now(now)
        for u in list(self.answers) + list(self.games):
            u.replaced = now
            self._finish(u)
        had_game = any(u.kind != ANSWER for u in list(self.answers) + list(self.games))
        self.answers.clear()
        self.games.clear()
        if self.current is not None:
            if self.current.kind != ANSWER:
                had_game = True
            self.current.interrupted = now
            self.current.interrupted_by = self._key
            self._finish(self.current)
            self.current = None
        if had_game:
            self._last_game_heard = now
        self._call("silence")

    def _interrupt(self, now: float) -> None:
        for u in list(self.answers) + list(self.games):
            if u.kind == ANSWER:
                u.replaced = now
                self._finish(u)
        # The lines a previous key left waiting (the tutorial's next step, the rest of a
        # move) are heard after this key's answer, as a line it cuts off is: the answer
        # comes at once, not after them (by then the next key may have replaced it).
        left = [u for u in self.answers if u.kind != ANSWER]
        self.answers = collections.deque()
        self.games = collections.deque(left + [u for u in self.games if u.kind != ANSWER])
        cur = self.current
        if cur is None:
            return
        self.current = None
        cur.interrupted = now
        cur.interrupted_by = self._key
        again = [cur] if not cur.parts else self._unheard_parts(cur, now)
        if cur.parts:
            cur.heard_parts = cur.parts[:len(cur.parts) - len(again)]
            if cur.heard_parts:
                self._last_game_heard = now
        if cur.kind != ANSWER:
            # Not heard to its end: heard again after the key's answer, whole, if still true.
            for part in reversed(again):
                # Cut off a second time, a line is no longer news, one's own too: the
                # player heard its start twice and went on (it stays in the history; R
                # repeats a prompt), so keys in the help do not bring it back each time.
                twice = part.origin is not None
                if part.once or twice or not self._holds(part):
                    part.dropped = "stale" if not self._holds(part) else "news"
                    self._last_game_heard = now
                    if part is not cur:
                        cur.dropped_parts += (part,)
                    continue
                copy = Utterance(next(self._ids), part.text, part.kind, part.cue, part.pan, part.owner,
                                 queued=part.queued, origin=part.origin or part.id, about=part.about,
                                 scope=part.scope, seq=part.seq, during=part.during, silent=part.silent)
                self.games.appendleft(copy)
        self._finish(cur)
        self._call("silence")

    def _unheard_parts(self, whole: Utterance, now: float) -> list[Utterance]:
        """The lines of a condensed utterance not yet heard when it was cut off, by the
        time each takes (the voice says nothing of where it is inside a line)."""
        assert whole.started is not None        # it was cut off: it had started
        elapsed = now - whole.started
        total = sum(self._estimate(u.text) for u in whole.parts) or 1.0
        scale = whole.estimate / total if whole.estimate else 1.0
        heard_until = 0.0
        for i, part in enumerate(whole.parts):
            heard_until += self._estimate(part.text) * scale
            if heard_until > elapsed:
                return list(whole.parts[i:])
        return []

    # ---- time -------------------------------------------------------------------------

    def update(self, now: float | None = None) -> None:
        """Start the next line once the current one has been heard."""
        now = self._now(now)
        while True:
            cur = self.current
            if cur is not None:
                end = self._end_of(cur, now)
                if end is None:
                    return
                cur.ended = end
                if cur.kind != ANSWER:
                    self._last_game_heard = end
                self._finish(cur)
                self.current = None
                now = max(now, end)
            nxt = self._next(now)
            if nxt is None:
                return
            self._start(nxt, now)

    def _end_of(self, u: Utterance, now: float) -> float | None:
        """When `u` ended, or None while it is still being heard (or read)."""
        braille = self._braille()
        if braille is not None:
            read = braille.read_at(now)
            if read is None:
                return None
            if braille.only or u.silent:
                return read
            heard = self._heard_end(u, now)
            return None if heard is None else max(read, heard)
        return self._heard_end(u, now)

    def _heard_end(self, u: Utterance, now: float) -> float | None:
        speaking = self._speaking()
        estimate = u.estimate if self._braille() is None else self._voice_estimate(u.text)
        assert u.started is not None            # only the line being said is asked
        estimated = u.started + estimate
        if speaking is None:
            return estimated if now >= estimated else None
        if speaking and now < u.started + max(MAX_WAIT, u.estimate * 3):
            return None
        return now

    def deadline(self) -> float | None:
        """When something may change: the current line's (estimated) end."""
        cur = self.current
        if cur is None:
            return None
        braille = self._braille()
        if braille is not None and (braille.only or cur.silent):
            moves = braille.deadline()
            return moves if moves is not None else self._now(None) + POLL
        assert cur.started is not None          # the current line has started
        end = cur.started + cur.estimate
        if self._speaking() is not None:
            end = max(end, self._now(None) + POLL)
        moves = braille.deadline() if braille is not None else None
        return end if moves is None else min(end, moves)

    def busy(self) -> bool:
        return self.current is not None or bool(self.answers) or bool(self.games)

    def heard_at(self) -> float | None:
        """When the last game line queued so far was heard; None while one is still to be
        heard (or being heard)."""
        if any(u.kind != ANSWER for u in self.waiting()):
            return None
        if self.current is not None and self.current.kind != ANSWER:
            return None
        return self._last_game_heard if self._last_game_heard is not None else self._now(None)

    def waiting(self) -> list[Utterance]:
        return list(self.answers) + list(self.games)

    # ---- inside -----------------------------------------------------------------------

    def _next(self, now: float) -> Utterance | None:
        # A line waiting for a player who has passed the keyboard on is never heard.
        for queue in (self.answers, self.games):
            for u in [u for u in queue if u.owner is not None and not self.shown(u.owner)]:
                queue.remove(u)
                u.replaced = now
                if u.about is None:
                    self.lost(u)    # what happened is told to them later; a prompt is not
                self._finish(u)
            # What stopped being true before it was heard is not said (the history keeps it).
            for u in [u for u in queue if not self._holds(u)]:
                queue.remove(u)
                u.replaced, u.dropped = now, "stale"
                self._finish(u)
        lane = self.answers if self.answers else self.games
        if not lane:
            return None
        run = []
        for u in lane:
            if u.kind != GAME or u.silent:
                break
            run.append(u)
        # Lines that would wait long for the voice, and after an interruption what was cut
        # off and what waited behind it, go together.
        wait = sum(self._estimate(u.text) for u in run[:-1])
        if len(run) < 2 or (wait <= CONDENSE_WAIT and run[0].origin is None):
            return lane.popleft()
        for _ in run:
            lane.popleft()
        whole = Utterance(next(self._ids), " ".join(u.text for u in run), GAME,
                          next((u.cue for u in run if u.cue), None), run[0].pan,
                          next((u.owner for u in run if u.owner is not None), None),
                          queued=run[0].queued, parts=tuple(run))
        for u in run:
            u.condensed_into = whole.id
            self._finish(u)
        return whole

    def _holds(self, u: Utterance) -> bool:
        try:
            return bool(self.holds(u))
        except Exception:
            log.exception("whether a line still holds could not be told")
            return True

    def _start(self, u: Utterance, now: float) -> None:
        u.started = now
        u.estimate = self._estimate(u.text)
        self.current = u
        if self.snapshot is not None:
            try:
                u.state = self.snapshot()
            except Exception:
                log.exception("no state for the speech log")
        offset = 0.0
        total = sum(self._estimate(p.text) for p in u.parts) or 1.0
        for part in u.parts or (u,):
            length = self._estimate(part.text) * (u.estimate / total if u.parts else 1.0)
            if part.on_start is not None:
                try:
                    part.on_start(now + offset, length)
                except Exception:
                    log.exception("a line's start could not be told")
            offset += length
        braille = self._braille()
        if braille is not None:
            try:
                braille.show(u, now)
            except Exception:
                log.exception("braille failed")
        if u.cue and self.sounds is not None:
            try:
                self.sounds.play(u.cue, u.pan)
            except Exception:
                log.exception("cue %s failed", u.cue)
        if u.silent or (braille is not None and braille.only):
            return
        try:
            self.speech.say(u.text, interrupt=False)
        except Exception:
            log.exception("speech failed")

    def _braille(self):
        """The braille display while braille is on, else None."""
        braille = self.braille
        return braille if braille is not None and braille.active else None

    def _speaking(self):
        try:
            return self.speech.speaking()
        except Exception:
            log.exception("the voice could not say whether it is speaking")
            return None

    def _estimate(self, text: str) -> float:
        """Seconds `text` takes to hear, or with braille on to read (and hear)."""
        braille = self._braille()
        heard = self._voice_estimate(text) if braille is None or not braille.only else 0.0
        if braille is None:
            return heard
        try:
            return max(heard, float(braille.estimate(text)))
        except Exception:
            log.exception("no reading time for a line")
            return heard

    def _voice_estimate(self, text: str) -> float:
        try:
            return max(0.0, float(self.speech.estimate(text)))
        except Exception:
            log.exception("no estimate for a line")
            return 0.0

    def _call(self, method: str) -> None:
        try:
            getattr(self.speech, method)()
        except Exception:
            log.exception("speech %s failed", method)

    def _finish(self, u: Utterance) -> None:
        if self._log is None:
            return
        try:
            self._log.write(json.dumps(u.record(), ensure_ascii=False) + "\n")
            self._log.flush()
        except (OSError, ValueError):
            log.exception("the speech log could not be written")
            self._log = None

    def _now(self, now: float | None) -> float:
        if now is not None:
            return now
        return self.clock() if self.clock is not None else 0.0

    def close(self) -> None:
        for u in ([self.current] if self.current else []) + self.waiting():
            self._finish(u)
        if self._log is not None:
            try:
                self._log.close()
            except OSError:
                pass
            self._log = None
