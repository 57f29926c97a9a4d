"""The names heard at the table: one per seat, no two alike."""

from __future__ import annotations


def table_names(seats: list[dict], tr) -> list[str]:
    """A name for each seat of the setup (`kind`, `name`, and `named` once a name was typed).

    Humans keep the names they typed (a lone human is "You"); a second human with the
    same name is numbered. A bot takes the name typed for its seat when no human has it,
    else the first of the language's bot names nobody has, so the table never says
    two players' names alike.
    """
    humans = [i for i, seat in enumerate(seats) if seat["kind"] == "human"]
    names: list[str | None] = [None] * len(seats)
    taken: set[str] = set()

    def take(i, name):
        if name.casefold() in taken:
            name = next(numbered for k in range(2, len(seats) + 2)
                        if (numbered := tr("name-numbered", name=name, number=k)).casefold() not in taken)
        names[i] = name
        taken.add(name.casefold())

    for i in humans:
        default = tr("player-name", number=i + 1)     # the message itself, not a copy of its words
        name = seats[i]["name"]
        take(i, tr("you-name") if len(humans) == 1 else default if name == default else name)
    if len(humans) > 1:
        taken.add(tr("you-name").casefold())   # "You" would say the wrong player
    for i, seat in enumerate(seats):
        if i not in humans and seat.get("named") and seat["name"].casefold() not in taken:
            take(i, seat["name"])
    pool = (tr(f"bot-name-{k}") for k in range(1, 10))
    for i in range(len(seats)):
        if names[i] is None:
            name = next((n for n in pool if n.casefold() not in taken), None)
            take(i, name if name is not None else tr("player-name", number=i + 1))
    return names
