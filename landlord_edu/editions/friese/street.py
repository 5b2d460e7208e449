"""The street read from the state: what a card is, which rooms suit a tenant, and what each building pays.

Pure functions of the state and the switches; the rules (``turn``, ``plays``) change the state.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .data import Card
from .state import Building, StateLL
from .switches import switches

if TYPE_CHECKING:
    from ...engine import Engine


def part(g: Engine) -> StateLL:
    own = g.state.extra
    assert isinstance(own, StateLL)
    return own


def first_held(g: Engine, seat: int, kind: str) -> int:
    """The first card of ``kind`` in the player's hand, or -1."""
    return next((c for c in part(g).hands[seat] if card(g, c).kind == kind), -1)


def card(g: Engine, cid: int) -> Card:
    c: Card = g.c.deck[cid]
    return c


def has(g: Engine, b: Building, text: str) -> bool:
    """Does a tenant with this card text live in the building? (squatters are always squatters)"""
    return any(card(g, t).text == text for t in b.tenants())


def _text_allows(g: Engine, c: Card, b: Building, rooms: list[int]) -> bool:
    """The tenants' texts that limit where they live (freaks, pensioners, the musician)."""
    freaks_there = has(g, b, "freaks")
    if c.text == "freaks":  # "will only move into an empty building or a building with other freaks"
        return all(card(g, t).text == "freaks" for t in b.tenants())
    if freaks_there:  # "Other tenants and squatters will not move into a building with freaks"
        return False
    if c.text == "pensioners":  # "only live in ground floor or cellar apartments" (R-LL12)
        return all(r in (0, 1) for r in rooms)
    return True


def suits(g: Engine, cid: int, b: Building, rooms: list[int]) -> bool:
    """Is this set of rooms a suitable empty apartment for the tenant card (R-LL10)?"""
    c = card(g, cid)
    need = 2 if c.portrait else 1
    habitable = b.habitable()
    if len(rooms) != need or len(set(rooms)) != need or not all(r in habitable and b.rooms[r] < 0 for r in rooms):
        return False
    if need == 2 and abs(rooms[0] - rooms[1]) != 1:  # two adjacent rooms (R-LL11)
        return False
    if c.kind == "squatters":  # any empty apartment, except in a building with freaks
        return not switches(g.options).ll_tenant_text or not has(g, b, "freaks")
    if b.height > c.height:
        return False
    return not switches(g.options).ll_tenant_text or _text_allows(g, c, b, rooms)


def room_sets(g: Engine, cid: int, b: Building) -> list[list[int]]:
    """Every suitable room set for the tenant in the building, lowest first."""
    habitable = b.habitable()
    sets = [[r, r + 1] for r in habitable if r + 1 in habitable] if card(g, cid).portrait else [[r] for r in habitable]
    return [rooms for rooms in sets if suits(g, cid, b, rooms)]


def places(g: Engine, cid: int, skip: int = -1) -> list[tuple[int, list[int]]]:
    """Every (building, rooms) anywhere that suits the tenant, except in building ``skip``."""
    return [(b.id, rooms) for b in part(g).buildings if b.id != skip for rooms in room_sets(g, cid, b)]


def rents(g: Engine, b: Building) -> list[tuple[int, int, int]]:
    """(tenant card, printed rent, rent it pays) for each tenant, bottom first (The Tenants)."""
    text = switches(g.options).ll_tenant_text
    rows: list[tuple[int, int, int]] = []
    students = 0
    for t in b.tenants():
        c = card(g, t)
        pay = c.rent
        if text and c.text == "student":  # each after the first pays $1 more than the previous
            pay, students = c.rent + students, students + 1
        elif text and c.text == "celebrities":
            pay = max(0, c.rent - 2)
        elif text and c.text == "mover":
            pay = 1
        rows.append((t, c.rent, pay))
    celebrities = sum(card(g, t).text == "celebrities" for t in b.tenants()) if text else 0
    if celebrities:  # "all other tenants in the building pay double" (R-LL30)
        times = 2 ** celebrities if switches(g.options).ll_celebrity_doubling == "per_celebrity" else 2
        rows = [(t, p, r if card(g, t).text == "celebrities" else r * times) for t, p, r in rows]
    return rows


def empty_rooms(b: Building) -> int:
    return sum(b.rooms[r] < 0 for r in b.habitable())


def squatted(g: Engine, b: Building) -> bool:
    return any(card(g, t).kind == "squatters" for t in b.tenants())


def building_rent(g: Engine, b: Building) -> tuple[int, int, int]:
    """(tenants' rent at printed rents, rent the texts add, empty apartments' $1s) the building pays now."""
    if squatted(g, b):  # "A building with squatters produces no income"
        return 0, 0, 0
    held = {t for t, _ in part(g).withheld}
    rows = [(t, p, 0 if t in held else r) for t, p, r in rents(g, b)]  # Rent withheld: that tenant pays nothing
    printed, paid = sum(p for _, p, _ in rows), sum(r for _, _, r in rows)
    return printed, paid - printed, empty_rooms(b) * g.c.empty_rent


def owned(g: Engine, seat: int) -> list[Building]:
    return [b for b in part(g).buildings if b.owner == seat]


def where_is(g: Engine, cid: int) -> Building | None:
    """The building a tenant card lives in, if any."""
    for b in part(g).buildings:
        if cid in b.rooms:
            return b
    return None
