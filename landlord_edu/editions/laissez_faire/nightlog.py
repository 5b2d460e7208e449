"""The nights of a Laissez-faire game read back from its event log alone: one row per night paid to a player
owner, with the rent, the overhead he paid for it and who held the city then (the lesson "Who sets the rent?"
and the tests of the experiment columns read the log this way).

>>> from landlord_edu import Game
>>> game = Game(4, seed=1, edition="laissez-faire")
>>> _ = game.run()
>>> rows = nights(game)
>>> sorted(rows[0])
['city', 'hhi', 'lodger', 'one_owner', 'overhead', 'owner', 'rent', 'space', 'turn']
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ...events import Event
    from ...game import Game

BANK_HOLDS = ""  # a property nobody has bought


def _check(game: Any, holders: Any) -> None:
    """A game of this rule set, and the holders as space -> a player's name, or a DataError naming what is wrong."""
    from ...errors import DataError
    from ...game import Game
    from .state import StateLF

    if not isinstance(game, Game) or not isinstance(game.state.extra, StateLF):
        raise DataError("nights", "game", f"reads a Laissez-faire game's log, not {type(game).__name__}"
                        + (f" of the edition {game.edition.id!r}" if isinstance(game, Game) else ""))
    names = {p.name for p in game.state.players}
    if holders is not None and (not isinstance(holders, dict) or any(
            type(k) is not int or not 0 <= k < game.edition.board.size or v not in names for k, v in holders.items())):
        raise DataError("nights", "holders", f"a dict of space (0 to {game.edition.board.size - 1}) -> a player's name "
                                             f"({', '.join(sorted(names))}), not {holders!r}")


def _city_of(game: Game) -> tuple[dict[int, str], dict[str, tuple[int, ...]]]:
    cities: dict[str, tuple[int, ...]] = game.engine.c.cities
    return {i: city for city, spaces in cities.items() for i in spaces}, cities


def _holders(owner: dict[int, str], spaces: tuple[int, ...]) -> tuple[float, set[str]]:
    """The city's Herfindahl index (the bank one holder) and the set of its holders."""
    counts: dict[str, int] = {}
    for i in spaces:
        counts[owner.get(i, BANK_HOLDS)] = counts.get(owner.get(i, BANK_HOLDS), 0) + 1
    return sum(n * n for n in counts.values()) * 10000 // len(spaces) ** 2 / 10000, set(counts)


def _owned(owner: dict[int, str], e: Event) -> None:
    """Who holds which property, kept up to date from purchases, the draft, foreclosures, sales between players
    and eliminations."""
    if e.kind in ("purchase", "draft", "foreclosure") and e.space >= 0:
        owner[e.space] = e.player
    elif e.kind == "sale" and e.space >= 0:  # the buyer pays the seller: the deed is the payer's now
        owner[e.space] = e.payer
    elif e.kind == "eliminated":  # his deeds revert to the bank (Being Eliminated)
        for i in [i for i, name in owner.items() if name == e.player]:
            del owner[i]


def nights(game: Game, holders: dict[int, str] | None = None) -> list[dict[str, Any]]:
    """Every night paid to a player owner (a rent event to a player on a city's property), in order: the turn,
    lodger, owner, space, city, rent, the overhead the owner paid for it (to another or to himself), whether he
    held the whole city and the city's Herfindahl index of holders then (the bank counting as one).

    ``holders`` (space -> player's name) are the properties held before the log begins: none in a game dealt
    from the start; a position placed by hand must say them."""
    _check(game, holders)
    city_of, cities = _city_of(game)
    owner: dict[int, str] = dict(holders or {})
    rows: list[dict[str, Any]] = []
    for e in game.events:
        _owned(owner, e)
        if e.kind == "rent" and e.payee != "BANK" and e.space in city_of and e.payee:
            hhi, held = _holders(owner, cities[city_of[e.space]])
            rows.append({"turn": e.turn, "lodger": e.payer, "owner": e.payee, "space": e.space,
                         "city": city_of[e.space], "rent": e.amount, "overhead": 0,
                         "one_owner": held == {e.payee}, "hhi": hhi})
        elif e.kind in ("overhead", "overhead_kept") and rows and e.space == rows[-1]["space"] \
                and e.turn == rows[-1]["turn"]:
            rows[-1]["overhead"] = e.amount
    return rows
