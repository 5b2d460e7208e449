"""What each kind of space does under the 1939 rules (the rule named by the space's colour)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...decisions import YES_NO, Decision
from ...state import IN_JAIL, MISC_SEAT, PACK, TREASURY_SEAT, Player
from .holdings import doubled, house_rent, land_rent, ph, shares_of, site_tax_in_force, wage_check
from .money import bank_pays, pay_all, take_check
from .state import BLUEBLOOD_SEAT
from .switches import switches

if TYPE_CHECKING:
    from ...decisions import Play
    from ...engine import Engine

GOVERNMENT, BANK = TREASURY_SEAT, MISC_SEAT


def land(g: Engine, p: Player, space: int) -> Play:
    """Apply the rule of the space ``p`` has stopped on ('Consult the rule applying to the space', To Play)."""
    kind = g.board.spaces[space].kind
    if kind in ("lot", "frontier", "foreign_lot"):
        yield from land_green(g, p, space)
    elif kind == "no_trespassing":
        go_to_jail(g, p, space)
    elif kind == "real_estate_office":
        from .idle_land import speculate
        yield from speculate(g, p, g.c.idle_per_visit, buy_only=False)
    elif kind == "railroad":
        yield from ride_railroad(g, p, space)
    elif kind == "utility":
        yield from use_utility(g, p, space)
    elif kind == "so_what":
        from .so_what import draw
        yield from draw(g, p, space)
    elif kind == "hotel":
        yield from la_swelle(g, p, space)
    # GO is handled by the move itself (End of a Round)


def rent_parts(g: Engine, seat: int, space: int) -> list[tuple[int, int, str, str, str]]:
    """The payments due on stopping at a green space: (payee, dollars, kind, rule, why)."""
    s = g.board.spaces[space]
    st = g.state
    law = site_tax_in_force(g)
    if s.kind == "foreign_lot":
        rent = land_rent(g, space)
        if law:
            return [(GOVERNMENT, rent, "rent", "SO WHAT 18", "ground rent to the Government")]
        return [(BLUEBLOOD_SEAT, rent, "foreign_rent", "Rule 2", "rent to the Banker for Lord Blueblood")]
    if s.kind == "frontier":
        p39 = ph(g)
        owner_pays = law and switches(g.options).site_tax_owner_pays
        if not p39.frontier_closed or (p39.frontier_owner == seat and not owner_pays):
            return []  # the owner on his own Frontier lot pays only under R39-27's other reading, as on his lots
        payee = GOVERNMENT if law else p39.frontier_owner
        return [(payee, land_rent(g, space), "rent", "SO WHAT 18" if law else "Rule 5",
                 "ground rent to the Government" if law else "the closed Frontier's rent")]
    owner = st.owner[space]
    parts = []
    if owner == PACK:
        return []
    if owner != seat or (law and switches(g.options).site_tax_owner_pays):
        rent = land_rent(g, space)
        why = "land rent" + (", doubled (Rule 1(c))" if doubled(g, s.section) else "")
        if law:
            parts.append((GOVERNMENT, rent, "rent", "SO WHAT 18", f"{why} to the Government [ruling R39-27]"))
        else:
            parts.append((owner, rent, "rent", "Rule 1(a)", why))
    if owner != seat and st.houses[space]:
        parts.append((owner, house_rent(g, space), "house_rent", "Rule 1(b)",
                      f"rent of {st.houses[space]} House{'s' * (st.houses[space] > 1)}"))
    return parts


def land_green(g: Engine, p: Player, space: int) -> Play:
    """Rule 1(a): pay the rent, then take the Wage Check (Rule 2 for English Village, Rules 4-5 the Frontier)."""
    s = g.board.spaces[space]
    yield from pay_all(g, p, [(payee, amount, kind, rule, f"{p.name} pays {g.name(payee)} ${amount} for {s.name}: "
                               f"{why}") for payee, amount, kind, rule, why in rent_parts(g, p.seat, space)], space)
    rule = {"frontier": "Rule 4", "foreign_lot": "Rule 2"}.get(s.kind, "Rule 1(a)")
    why = " [ruling R39-06]" if s.kind == "frontier" else " [ruling R39-10]" if s.kind == "foreign_lot" else ""
    take_check(g, p, wage_check(g, space), rule, f"on {s.name}{why}", space)
    if switches(g.options).build == "where_stopped" and g.state.owner[space] == p.seat and s.kind == "lot":
        from .turn import build, can_build
        while can_build(g, p):
            yes = yield Decision("build_here", p.seat, f"Put up a House on {s.name}? (Rule 1(b), ruling R39-07)",
                                 YES_NO, context={"space": space, "price": g.c.house_cost})
            if not yes:
                break
            build(g, p, space)


def go_to_jail(g: Engine, p: Player, space: int) -> None:
    """Rule 3: 'If you stop here you are trespassing and must go to Jail' (no rent, no wages: R39-11)."""
    p.position, p.status = g.board.jail_beside, IN_JAIL
    g.emit("jail", "Rule 3", f"{p.name} trespasses on {g.board.spaces[space].name} and goes to Jail "
           f"[ruling R39-11]", player=p.name, space=g.board.jail_beside)


def fares(g: Engine, seat: int, space: int) -> list[tuple[int, int]]:
    """Rules 7 and 8(a): (shareholder, dollars) for each other player holding Shares in this line."""
    fare = g.board.spaces[space].fare
    out = []
    for other in g.others(seat):
        held = shares_of(g, other, space)
        if held:
            out.append((other, fare * held if switches(g.options).fare_basis == "per_share" else fare))
    return out


def pay_fares(g: Engine, p: Player, space: int, rule: str) -> Play:
    name = g.board.spaces[space].name
    due = fares(g, p.seat, space)
    if not due:
        g.emit("fare", rule, f"{p.name} owes no fare on the {name}: no other player holds a Share in it",
               player=p.name, space=space)
    basis = "a Share" if switches(g.options).fare_basis == "per_share" else "a shareholder [ruling R39-21]"
    yield from pay_all(g, p, [(other, amount, "fare", rule, f"{p.name} pays {g.name(other)} ${amount} fare on the "
                               f"{name} (${g.board.spaces[space].fare} {basis})") for other, amount in due], space)


def line_spaces(g: Engine, space: int) -> list[int]:
    """Rule 7: the spaces between a railroad's two terminals, inclusive, the depot excepted (R39-22)."""
    start, end = g.board.spaces[space].terminals
    size, out, i = g.board.size, [], start
    while True:
        if i != space:
            out.append(i)
        if i == end:
            return out
        i = (i + 1) % size


def ride_railroad(g: Engine, p: Player, space: int) -> Play:
    """Rule 7: pay the fare to each shareholder, then move in either direction within the terminals."""
    if switches(g.options).railroad_fare == "on_stopping":
        yield from pay_fares(g, p, space, "Rule 7")
    options = ("stay", *line_spaces(g, space))
    dest = yield Decision("ride", p.seat, f"{p.name} may ride the {g.board.spaces[space].name} to any space "
                          f"between its terminals, or stay (Rule 7)", options, context={"space": space})
    if dest == "stay":
        return
    if switches(g.options).railroad_fare == "if_riding":
        yield from pay_fares(g, p, space, "Rule 7")
    yield from move_to(g, p, dest, "Rule 7", f"rides the {g.board.spaces[space].name} to")


def use_utility(g: Engine, p: Player, space: int) -> Play:
    """Rule 8(a): a fare for each Share other players hold; the Slambang Trolley then moves him (8(b))."""
    yield from pay_fares(g, p, space, "Rule 8(a)")
    s = g.board.spaces[space]
    if not s.second_move:
        return
    corners = set(g.board.corners)
    options = ("stay", *(i for i in range(g.board.size) if g.board.spaces[i].section == s.section
                         and i != space and i not in corners))
    dest = yield Decision("trolley", p.seat, f"{p.name} may ride the {s.name} to any other space in Section "
                          f"{s.section}, or stay (Rule 8(b))", options, context={"space": space})
    if dest != "stay":
        yield from move_to(g, p, dest, "Rule 8(b)", f"rides the {s.name} to")


def move_to(g: Engine, p: Player, dest: int, rule: str, how: str) -> Play:
    """A move that does not count as passing GO (a ride, a SO WHAT card): then the new space's rule."""
    p.position = dest
    g.emit("move", rule, f"{p.name} {how} {g.board.spaces[dest].name}", player=p.name, space=dest)
    yield from land(g, p, dest)


def la_swelle(g: Engine, p: Player, space: int) -> Play:
    """La Swelle Hotel: pay $200 if $2,000 remains; otherwise throw again and move backward (R39-30)."""
    c = g.c
    if p.cash >= c.hotel_bill + c.hotel_must_keep:
        g.transfer(p.seat, BANK, c.hotel_bill, "hotel", "La Swelle Hotel", f"{p.name} pays his Hotel Bill of "
                   f"${c.hotel_bill} to the Banker", space)
        return
    from .turn import throw
    d1, d2 = throw(g, p, "La Swelle Hotel", "hotel")
    dest = (space - d1 - d2) % g.board.size
    p.position = dest
    g.emit("move", "La Swelle Hotel", f"{p.name} has less than ${c.hotel_bill + c.hotel_must_keep}: he pays "
           f"nothing and moves back {d1 + d2} to {g.board.spaces[dest].name} [ruling R39-30]", player=p.name,
           space=dest)
    yield from land(g, p, dest)


__all__ = ["bank_pays", "land"]
