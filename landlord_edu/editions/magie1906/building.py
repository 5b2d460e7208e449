"""Houses: Rule 14 (and the advanced rules' limit of three a lot); Single Tax Rule 4."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...decisions import YES_NO, Decision, Play
from ...state import MISC_SEAT, PACK, TREASURY_SEAT, Player
from . import costs

if TYPE_CHECKING:
    from ...engine import Engine


def buildable(g: Engine, seat: int) -> list[int]:
    """Lots where ``seat`` may put up a house now, if he has the money.

    Ordinary rules: any of his own lots (Rule 14). Single Tax: any unimproved lot, or a
    lot whose houses are his (Rule 4, rulings R-15). The advanced rules allow three a lot.
    """
    st = g.state
    if st.players[seat].cash < g.c.house_cost:
        return []
    cap = costs.max_houses(g) or 1 << 30
    houses = st.houses
    if st.single_tax:
        builder = st.house_owner
        return [i for i in g.lots if houses[i] < cap and (houses[i] == 0 or builder[i] == seat)]
    owner = st.owner
    return [i for i in g.lots if owner[i] == seat and houses[i] < cap]


def build(g: Engine, p: Player, space: int, rule: str = "Rule 14") -> None:
    """Pay $100 into MISCELLANEOUS and put up a house (Rule 14)."""
    st = g.state
    st.houses[space] += 1
    st.house_owner[space] = p.seat
    g.transfer(p.seat, MISC_SEAT, g.c.house_cost, "build", rule,
               f"{p.name} built a house on {g.board.spaces[space].name} for ${g.c.house_cost} "
               f"({st.houses[space]} there now)", space)


def offer_build_here(g: Engine, p: Player, space: int) -> Play:
    """Single Tax Rule 4: after paying the land rent on an unimproved lot he may build on it."""
    yes = yield Decision("build_here", p.seat, f"{p.name} may build a house on {g.board.spaces[space].name} "
                         f"for ${g.c.house_cost} (Single Tax Rule 4)", YES_NO, context={"space": space})
    if yes:
        build(g, p, space, "Single Tax Rule 4")


def build_on_turn(g: Engine, p: Player, space: int) -> Play:
    """A house on his own turn: Rule 14; under the Single Tax, an unimproved lot goes to the highest
    bidder for the privilege, the bid paid into the PUBLIC TREASURY (Single Tax Rule 4, rulings R-15)."""
    st = g.state
    if not (st.single_tax and st.houses[space] == 0):
        build(g, p, space, "Single Tax Rule 4" if st.single_tax else "Rule 14")
        return
    name = g.board.spaces[space].name
    high, bidder = 0, PACK
    for seat in g.others(p.seat):
        q = st.players[seat]
        room = q.cash - g.c.house_cost
        if room <= high:
            continue
        bid = yield Decision("privilege_bid", seat, f"{p.name} wants to build on {name}: will {q.name} bid "
                             f"against them for the privilege? (Single Tax Rule 4)", low=high + 1, high=room,
                             context={"space": space, "builder": p.seat, "highest": high})
        if bid:
            high, bidder = bid, seat
    winner = p
    if bidder != PACK:
        match = p.cash - g.c.house_cost >= high and (yield Decision(
            "buy", p.seat, f"Will {p.name} pay ${high} to the PUBLIC TREASURY for the privilege of building on "
            f"{name}? (Single Tax Rule 4)", YES_NO, context={"space": space, "price": high}))
        winner = p if match else st.players[bidder]
        g.transfer(winner.seat, TREASURY_SEAT, high, "privilege", "Single Tax Rule 4",
                   f"{winner.name} paid ${high} to the PUBLIC TREASURY for the privilege of building on {name}", space)
    if winner.cash >= g.c.house_cost and st.houses[space] == 0:
        build(g, winner, space, "Single Tax Rule 4")
