"""Demolition (and Politics played as Demolition): only where every tenant, squatters included, can move to
a suitable empty apartment elsewhere (R-LL53); the owner moves them and takes the building's cards back."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...decisions import Play
from .moves import relocate
from .state import Building
from .street import card, part, room_sets

if TYPE_CHECKING:
    from ...engine import Engine


def housable(g: Engine, b: Building) -> bool:
    """Can every tenant of ``b`` be housed elsewhere at once? (picture cards placed first, then the rest)"""
    others = [Building(x.id, x.owner, x.floors, x.roof, x.roof_kind, x.roof_cards, x.roof_habitable, x.cellar,
                       list(x.rooms)) for x in part(g).buildings if x.id != b.id]
    for t in sorted(b.tenants(), key=lambda t: not card(g, t).portrait):
        spot = next(((x, rooms) for x in others for rooms in room_sets(g, t, x)), None)
        if spot is None:
            return False
        for r in spot[1]:
            spot[0].rooms[r] = t
    return True


def demolition_options(g: Engine, seat: int) -> list[Any]:
    hand = part(g).hands[seat]
    demolition = next((c for c in hand if card(g, c).kind == "demolition"), -1)
    politics = next((c for c in hand if card(g, c).kind == "politics"), -1)
    found: list[Any] = []
    if demolition < 0 and politics < 0:
        return found
    for b in part(g).buildings:
        if housable(g, b):
            found += [{"demolition": demolition, "building": b.id}] if demolition >= 0 else []
            found += [{"politics": politics, "as": "demolition", "building": b.id}] if politics >= 0 else []
    return found


def demolish(g: Engine, seat: int, bid: int, rule: str) -> Play:
    """The owner decides where the tenants move, then takes the cards of the building back into his hand."""
    own = part(g)
    b = own.building(bid)
    for t in b.tenants():
        yield from relocate(g, t, b.owner, rule)
    own.buildings.remove(b)
    made = b.cards()
    own.hands[b.owner].extend(made)
    g.emit("demolition", rule, f"{g.name(seat)} demolishes {g.name(b.owner)}'s building {b.id}: {len(made)} cards "
           f"back to {g.name(b.owner)}'s hand", len(made), player=g.name(seat))
