"""What a space costs under the 1939 rules, and why: rent and Wage Checks on the green spaces, fares,
the Hotel Bill and the spaces that charge nothing. A query: the rules that charge are in :mod:`.spaces`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...state import PACK
from .holdings import ph, wage_check
from .spaces import fares, rent_parts
from .switches import switches

if TYPE_CHECKING:
    from ...edition import Space
    from ...engine import Engine

GREEN = ("lot", "foreign_lot", "frontier")  # the spaces with Deeds, rent and Wage Checks


def landing_cost(g: Engine, seat: int, index: int) -> tuple[int, str]:
    """What ``seat`` must pay on stopping at ``index`` now (optional purchases excluded), and why."""
    s = g.board.spaces[index]
    c = g.c
    if s.kind in GREEN:
        return _green_cost(g, seat, s)
    if s.kind in ("railroad", "utility"):
        return _fare_cost(g, seat, s)
    player = g.state.players[seat]
    if s.kind == "hotel":
        if player.cash >= c.hotel_bill + c.hotel_must_keep:
            return c.hotel_bill, "his Hotel Bill to the BANK (La Swelle Hotel)"
        return 0, (f"with less than ${c.hotel_bill + c.hotel_must_keep:,} he pays nothing and moves backward by a "
                   f"new throw (La Swelle Hotel)")
    return 0, {
        "go": "his round ends here: the Banker cashes his Wage Checks, then he pays his taxes to the GOVERNMENT "
              "(End of a Round (a))",
        "no_trespassing": f"trespassing: he goes to Jail, with no rent and no wages, and pays ${c.bail} bail to "
                          f"leave (Rule 3)",
        "real_estate_office": f"he may buy Idle Land at ${c.idle_price} a card, or sell his back, up to "
                              f"{c.idle_per_visit} (Rule 6)",
        "so_what": f"he draws a SO WHAT card and follows it within Section {s.section} (Rule 9(a))",
    }.get(s.kind, "")


def _green_cost(g: Engine, seat: int, s: Space) -> tuple[int, str]:
    parts = rent_parts(g, seat, s.index)
    check = f"then a ${wage_check(g, s.index)} Wage Check ({s.rule})"
    if not parts:
        if s.kind == "frontier":
            free = "free land (Rule 4)" if not ph(g).frontier_closed else "his own Frontier (Rule 5)"
            return 0, f"{free}, {check}"
        if g.state.owner[s.index] == PACK:
            return 0, f"no Deed holder yet (the Deeds are dealt at the start), {check}"
        return 0, f"his own lot (Rule 1(a)), {check}"
    why = "; ".join(f"{what} ${amount}" + ("" if " to " in what else f" to {g.name(payee)}") + f" ({rule})"
                    for payee, amount, _kind, rule, what in parts)
    return sum(amount for _, amount, *_ in parts), f"{why}; {check}"


def _fare_cost(g: Engine, seat: int, s: Space) -> tuple[int, str]:
    due = fares(g, seat, s.index)
    rule = "Rule 7" if s.kind == "railroad" else "Rule 8(a)"
    who = ", ".join(f"{g.name(other)} ${amount}" for other, amount in due) or "no other player holds a Share"
    why = f"${s.fare} a Share to each other shareholder ({rule}): {who}"
    if s.kind == "railroad" and s.terminals:
        when = " if he rides" if switches(g.options).railroad_fare == "if_riding" else ""
        why += f"; then he may ride to any space from {s.terminals[0]} to {s.terminals[1]}{when} (Rule 7)"
        if when:
            return 0, why
    elif s.second_move:
        why += f"; then he may ride to any other space in Section {s.section} (Rule 8(b))"
    return sum(amount for _, amount in due), why
