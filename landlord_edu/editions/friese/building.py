"""Build or renovate a building (Building cards): a new building is laid whole in one play, floors and roof
(R-LL02); completed buildings change only by a roof conversion, a dormer, a flat roof or a cellar."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .state import Building
from .street import card, part
from .switches import switches

if TYPE_CHECKING:
    from ...engine import Engine

ROOFS = ("roof", "dormer", "flat_roof")
# the fronts a bot gives up first as floors (a building's floors are card backs, whatever the front)
FLOOR_FIRST = ("rent_withheld", "bomb", "murder", "lunatic", "demolition", "alibi", "court", "politics", "recycle",
               "broker", "roof", "dormer", "flat_roof", "roof_renovation", "cellar", "eviction", "police", "moving",
               "squatters", "tenant")


def floor_order(g: Engine, hand: list[int], roof: int) -> list[int]:
    """His other cards, those he would miss least first (roofs beyond the one used, then the rest)."""
    rest = [c for c in hand if c != roof]
    return sorted(rest, key=lambda c: (FLOOR_FIRST.index(card(g, c).kind), card(g, c).rent, c))


def build_options(g: Engine, seat: int) -> list[Any]:
    hand = part(g).hands[seat]
    found: list[Any] = []
    for kind in ROOFS:
        roof = next((c for c in hand if card(g, c).kind == kind), -1)
        if roof < 0:
            continue
        floors = floor_order(g, hand, roof)
        found += [{"build": floors[:k], "roof": roof} for k in range(1, min(g.c.max_floors, len(floors)) + 1)]
    return found


def build(g: Engine, seat: int, floors: list[int], roof: int) -> None:
    """Build: one to five cards apartment side up, completed by a roof in the same play."""
    own = part(g)
    for cid in (*floors, roof):
        own.hands[seat].remove(cid)
    kind = card(g, roof).kind
    habitable = kind == "dormer" or (kind == "flat_roof" and switches(g.options).ll_flat_roof_habitable)
    b = Building(own.next_building, seat, floors, roof, kind, [], habitable, -1, [-1] * (len(floors) + 2))
    own.next_building += 1
    own.buildings.append(b)
    g.emit("build", "Build or renovate a building", f"{g.name(seat)} builds building {b.id}: {len(floors)} "
           f"floor{'s' * (len(floors) > 1)} under a {card(g, roof).name.lower()}", len(floors), player=g.name(seat))


def can_renovate(g: Engine, kind: str, b: Building) -> bool:
    if kind == "cellar":  # "Only one cellar renovation may be added to a building"
        return b.cellar < 0
    # Roof renovation, or a dormer or flat roof used as one: only on a normal roof not yet renovated (R-LL06)
    return kind in ("roof_renovation", "dormer", "flat_roof") and b.roof_kind == "roof" and not b.roof_cards


def renovate_options(g: Engine, seat: int) -> list[Any]:
    hand = part(g).hands[seat]
    found: list[Any] = []
    for kind in ("roof_renovation", "dormer", "flat_roof", "cellar"):
        cid = next((c for c in hand if card(g, c).kind == kind), -1)
        if cid >= 0:
            found += [{"renovate": cid, "building": b.id} for b in part(g).buildings if can_renovate(g, kind, b)]
    return found


def renovate(g: Engine, seat: int, cid: int, b: Building) -> None:
    """Roof renovation, Roof dormer, Flat roof (as renovations) and Cellar renovation, on anyone's building."""
    part(g).hands[seat].remove(cid)
    kind = card(g, cid).kind
    if kind == "cellar":
        b.cellar = cid
        rule, what = "Cellar renovation", "a cellar"
    else:
        b.roof_cards.append(cid)
        b.roof_kind = "flat_roof" if kind == "flat_roof" else ("dormer" if kind == "dormer" else "converted")
        b.roof_habitable = kind != "flat_roof" or switches(g.options).ll_flat_roof_habitable
        rule, what = card(g, cid).name, f"a {card(g, cid).name.lower()}"
    g.emit("renovate", rule, f"{g.name(seat)} adds {what} to {g.name(b.owner)}'s building {b.id}",
           player=g.name(seat))
