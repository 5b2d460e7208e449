"""What a space costs under the 1906 rules: lot, tax, fare and franchise charges (Rules 4, 7, 9, 14,
the advanced rules and the Single Tax rules). Queries only: the rules that charge are in :mod:`.landing`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...state import PACK
from .switches import switches

if TYPE_CHECKING:
    from ...engine import Engine


def max_houses(g: Engine) -> int | None:
    """Advanced rules: three a lot. The ordinary rules set no limit (Rule 14)."""
    return g.c.adv_max_houses if switches(g.options).advanced else None


def tax_amount(g: Engine) -> int:
    """Rule 4, raised by the advanced rules' tax table; nothing under Single Tax Rule 1."""
    if g.state.single_tax:
        return 0
    tax = g.c.tax
    if switches(g.options).advanced:
        houses = g.houses_on_board()
        for threshold, level in g.c.adv_tax_levels:
            if houses >= threshold:
                tax = level
    return tax


def section_level(g: Engine, space: int) -> int:
    """Advanced rules: the fewest houses on any lot of this lot's section (0..3)."""
    if not (switches(g.options).advanced and g.c.adv_section_doubling):
        return 0
    houses = g.state.houses
    return min(3, min(houses[i] for i in g.board.sections[g.board.spaces[space].section]))


def land_rent(g: Engine, space: int) -> int:
    """Rule 7 land rent, doubled per the advanced rules' land-rent table."""
    return g.board.spaces[space].rent << section_level(g, space)


def house_rent(g: Engine, space: int) -> int:
    """Rule 14: $10 a house, in addition to the land rent."""
    return g.state.houses[space] * g.c.house_rent


def trust_active(g: Engine) -> bool:
    st = g.state
    return bool(st.trust) and all(st.owner[r] in st.trust for r in g.railroads)


def franchise_charge(g: Engine, space: int, lander: int) -> tuple[int, str]:
    """Rule 9: what the holder of a franchise or railroad charges ``lander``, and why."""
    st = g.state
    holder = st.owner[space]
    if space in st.public:
        return 0, "free: owned by the public (Single Tax Rule 3)"
    if holder == PACK:
        return g.c.franchise_fee, "unowned: the fee goes to the PUBLIC TREASURY (Rule 9)"
    if holder == lander:
        return 0, "the player's own (Rule 9)"
    if g.board.spaces[space].kind == "franchise":
        if all(st.owner[f] == holder for f in g.franchises) and len(g.franchises) > 1:
            return g.c.cinch_fee, "Municipal Cinch: one owner holds both franchises (Rule 9)"
        return g.c.franchise_fee, "franchise rate (Rule 9)"
    if switches(g.options).trust and trust_active(g):
        if lander in st.trust:
            return 0, "the Trust's members ride free on their pooled lines (Rule 9)"
        return g.c.trust_fare, "Trust fare (Rule 9)"
    held = sum(1 for r in g.railroads if st.owner[r] == holder and r not in st.public)
    fare = g.c.railroad_fares[held - 1]
    why = f"Monopoly: one owner holds {held} railroads (Rule 9)" if held > 1 else "railroad fare (Rule 9)"
    return fare, why


def lot_cost(g: Engine, seat: int, space: int) -> tuple[int, str]:
    """Rule 7 and Rule 14 (or Single Tax Rules 2 and 4) for a lot."""
    st = g.state
    if st.single_tax:
        rent = land_rent(g, space)
        extra = house_rent(g, space) if st.house_owner[space] not in (seat, PACK) else 0
        return rent + extra, "land rent to the PUBLIC TREASURY (Single Tax Rules 2, 4)" + \
            (" plus house rent to the house owner" if extra else "")
    owner = st.owner[space]
    if owner == seat:
        return 0, "the player's own lot (Rule 7)"
    rent = land_rent(g, space) + house_rent(g, space)
    why = "land rent" + (" plus $10 a house (Rule 14)" if st.houses[space] else "")
    level = section_level(g, space)
    if level:
        why += f", doubled {level} time{'s' * (level > 1)} for the improved section (advanced rules)"
    to = "to the PUBLIC TREASURY if nobody buys it" if owner == PACK else f"to {g.name(owner)}"
    return rent, f"{why} {to} (Rule 7)"


def landing_cost(g: Engine, seat: int, space: int) -> tuple[int, str]:
    """What ``seat`` must pay on stopping at ``space`` now (optional purchases excluded), and why."""
    s = g.board.spaces[space]
    st = g.state
    if s.kind == "lot":
        return lot_cost(g, seat, space)
    if s.kind == "tax":
        tax = tax_amount(g)
        return tax, ("no taxes on necessities (Single Tax Rule 1)" if st.single_tax else "tax (Rule 4)")
    if s.kind in ("railroad", "franchise"):
        return franchise_charge(g, space, seat)
    if s.kind == "speculation":
        return g.c.spec_ante, "the ante, if he plays (Rule 8)"
    if s.kind == "no_trespassing":
        if space in st.colleges:
            return 0, "a Free College: he takes an Education card (Single Tax Rule 7)"
        return 0, "trespassing: he goes to JAIL (Rule 5)"
    if s.kind == "central_park":
        return 0, "free: maintained by public funds (Rule 10)"
    if s.kind == "chance":
        return 0, "draw a Chance card (Rule 11)"
    if s.kind == "luxury":
        return 0, f"${g.c.luxury_price} if he buys the luxury, else he moves backward (Rule 13)"
    return 0, "wages on reaching or passing (Rule 3)"
