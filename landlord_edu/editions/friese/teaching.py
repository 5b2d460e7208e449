"""Landlord! in words, for a lesson: the street as text, and what a building of chosen tenants pays.

Both read the rules the engine applies (``street.rents``, ``street.building_rent``), so a lesson's figures
are the engine's, not a copy of its arithmetic.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from ...errors import DataError
from .state import Building
from .street import building_rent, card, part, rents, squatted

if TYPE_CHECKING:
    from ...game import Game


def street_text(game: Game) -> str:
    """Every building on the street, one per line: its owner, its rooms bottom first (each tenant with its
    printed rent and the rent it pays now, texts applied; an empty room pays $1), and what it pays in all."""
    g = game.engine
    lines = []
    for b in part(g).buildings:
        printed, text, empty = building_rent(g, b)
        rooms = "; ".join(_room(game, b, r) for r in _shown_rooms(b))
        note = "squatters: it pays nothing" if squatted(g, b) else f"pays ${printed + text + empty}"
        lines.append(f"building {b.id} ({game.state.players[b.owner].name}'s, {b.height} floors): {rooms} -> {note}")
    return "\n".join(lines) if lines else "no building yet"


def _shown_rooms(b: Building) -> list[int]:
    """The habitable rooms, a picture card's second room left out (it is named with the first)."""
    shown: list[int] = []
    for r in b.habitable():
        if not (shown and b.rooms[r] >= 0 and b.rooms[r] == b.rooms[shown[-1]]):
            shown.append(r)
    return shown


def _room(game: Game, b: Building, r: int) -> str:
    g = game.engine
    t = b.rooms[r]
    where = _where(b, r)
    if t >= 0 and r + 1 < len(b.rooms) and b.rooms[r + 1] == t:  # a picture card: two rooms
        where = f"{where} and {_where(b, r + 1)}"
    if t < 0:
        return f"{where} empty $1"
    paid = next(pay for tenant, _, pay in rents(g, b) if tenant == t)
    c = card(g, t)
    return f"{where} {c.name} ${c.rent}" + (f" pays ${paid}" if paid != c.rent else "")


def _where(b: Building, r: int) -> str:
    return "cellar" if r == 0 else "roof" if r == b.height + 1 else f"floor {r}"


def example_building(game: Game, tenants: Sequence[str], floors: int) -> Building:
    """A building of ``floors`` floors (not on the street) with ``tenants`` (card names, bottom first; a
    picture card fills two floors) and the other floors empty: what would it pay? ``building_rent`` says."""
    g = game.engine
    deck = g.c.deck
    if not 1 <= floors <= 5:
        raise DataError("example_building", "floors", f"a building has 1 to 5 floors, not {floors!r}")
    b = Building(-1, 0, [-1] * floors, -1, "roof", rooms=[-1] * (floors + 2))
    room, used = 1, set[int]()
    for name in tenants:
        ids = [i for i, c in enumerate(deck) if c.name == name and c.is_tenant and i not in used]
        if not ids:
            names = sorted({c.name for c in deck if c.is_tenant})
            raise DataError("example_building", "tenants", f"no (more) tenant card {name!r}: the deck's are {names}")
        size = 2 if deck[ids[0]].portrait else 1
        if room + size - 1 > floors:
            raise DataError("example_building", "tenants", f"{list(tenants)} do not fit in {floors} floors")
        b.rooms[room:room + size] = [ids[0]] * size
        room = room + size
        used.add(ids[0])
    return b


def example_rent(game: Game, b: Building) -> tuple[int, int, int]:
    """(tenants at printed rents, what their texts add, the empty rooms' $1s) ``b`` pays under ``game``'s rules."""
    return building_rent(game.engine, b)
