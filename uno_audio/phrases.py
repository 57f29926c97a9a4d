"""Spoken text that remembers the messages it was made of, so it can be said again
in another language.

`Translator` returns a `Phrase`: the text, plus the message id and arguments
it came from. `join` keeps the parts of a list the same way. `record` turns
such text into plain data for a file, and `render` makes it text again with
today's translator: a match saved in English and resumed in Spanish repeats
its last lines in Spanish. Text that is neither (a name a player typed) is
kept as it is.
"""

from __future__ import annotations

import re

_ID = re.compile(r"[a-z][a-z0-9-]*\Z")
_DEPTH = 12


class Phrase(str):
    """Text formatted from the message `msg` with `args`."""

    msg: str
    args: dict

    def __new__(cls, text: str, msg: str, args: dict):
        phrase = super().__new__(cls, text)
        phrase.msg = msg
        phrase.args = dict(args)
        return phrase

    def __reduce__(self):   # copied and pickled whole, message and all
        return Phrase, (str(self), self.msg, self.args)


class Joined(str):
    """Text made of `parts` put together with `sep`."""

    sep: str
    parts: list

    def __new__(cls, sep: str, parts):
        parts = list(parts)
        joined = super().__new__(cls, sep.join(parts))
        joined.sep = sep
        joined.parts = parts
        return joined

    def __reduce__(self):
        return Joined, (self.sep, self.parts)


def join(sep: str, parts) -> Joined:
    return Joined(sep, parts)


def record(value):
    """Plain data for `value`: a Phrase as {"id", "args"}, a Joined as {"join", "parts"},
    other text and numbers as they are."""
    if isinstance(value, Phrase):
        return {"id": value.msg, "args": {k: record(v) for k, v in value.args.items()}}
    if isinstance(value, Joined):
        return {"join": value.sep, "parts": [record(p) for p in value.parts]}
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return value
    return str(value)


def translatable(value) -> bool:
    """Whether `value` says the same in any language once rendered: it was made
    of messages all through (literal text only as an argument)."""
    return isinstance(value, (Phrase, Joined))


def check(data, depth: int = 0) -> None:
    """Raise ValueError unless `data` is what `record` makes."""
    if depth > _DEPTH:
        raise ValueError("record nested too deep")
    if isinstance(data, bool):
        raise ValueError(f"bad record value: {data!r}")
    if isinstance(data, (str, int, float)):
        return
    if isinstance(data, dict) and set(data) == {"id", "args"}:
        if not (isinstance(data["id"], str) and _ID.match(data["id"]) and isinstance(data["args"], dict)):
            raise ValueError(f"bad message record: {data!r}")
        for key, value in data["args"].items():
            if not (isinstance(key, str) and _ID.match(key)):
                raise ValueError(f"bad argument name: {key!r}")
            check(value, depth + 1)
        return
    if isinstance(data, dict) and set(data) == {"join", "parts"}:
        if not (isinstance(data["join"], str) and isinstance(data["parts"], list)):
            raise ValueError(f"bad joined record: {data!r}")
        for part in data["parts"]:
            check(part, depth + 1)
        return
    raise ValueError(f"bad record: {data!r}")


def ids(data) -> set[str]:
    """The message ids a record is made of."""
    if isinstance(data, dict) and "id" in data:
        return {data["id"]}.union(*(ids(v) for v in data["args"].values()))
    if isinstance(data, dict) and "join" in data:
        return set().union(*(ids(p) for p in data["parts"]))
    return set()


def render(data, tr):
    """The text of a record, in the language of `tr`."""
    if isinstance(data, dict) and "id" in data:
        return tr(data["id"], **{k: render(v, tr) for k, v in data["args"].items()})
    if isinstance(data, dict) and "join" in data:
        return join(data["join"], [render(p, tr) for p in data["parts"]])
    return data


class Names:
    """The seats' names, each said in the language of the moment: a bot's name is a
    message, a name a player typed stays as typed."""

    def __init__(self, tr, names):
        self.tr = tr
        self.records = [record(n) for n in names]

    def __getitem__(self, seat):
        return render(self.records[seat], self.tr)

    def __len__(self):
        return len(self.records)

    def __iter__(self):
        return (self[s] for s in range(len(self.records)))
