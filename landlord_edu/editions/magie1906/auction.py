"""Rule 7's sale of a card from the pack (also Rule 8 for the Broker's License and Rule 9 for franchises).

The engine's procedure (rulings R-08): each other player, starting at the lander's
left, may bid once, at least the printed price and more than the bid before; then the
lander has the first option at the highest price; if he declines, the highest bidder
must take the card at his bid. The price is paid into the PUBLIC TREASURY, as in Rule 1.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...decisions import YES_NO, Decision, Play
from ...state import PACK, TREASURY_SEAT, Player

if TYPE_CHECKING:
    from ...engine import Engine


def auction(g: Engine, p: Player, space: int) -> Play:
    """Sell the card for ``space`` from the pack. Returns the buyer's seat or PACK."""
    s = g.board.spaces[space]
    rule = f"Rule {s.rule}"
    high, bidder = 0, PACK
    for seat in g.others(p.seat):
        q = g.state.players[seat]
        low = max(s.price, high + 1)
        if q.cash < low:
            continue
        bid = yield Decision("bid", seat, f"{s.name} is for sale from ${s.price}: what will {q.name} bid? "
                             f"({p.name} has the first option) ({rule})", low=low, high=q.cash,
                             context={"space": space, "lander": p.seat, "price": s.price, "highest": high})
        if bid:
            high, bidder = bid, seat
            g.emit("bid", rule, f"{q.name} bid ${bid} for {s.name}", amount=bid, player=q.name, space=space)
    top = max(s.price, high)
    if p.cash >= top:
        yes = yield Decision("buy", p.seat, f"Will {p.name} buy {s.name} for ${top}? (first option, {rule})",
                             YES_NO, context={"space": space, "price": top, "highest_bidder": bidder})
        if yes:
            sell_from_pack(g, p.seat, space, top, rule)
            return p.seat
    if bidder != PACK:
        sell_from_pack(g, bidder, space, high, rule)
        return bidder
    return PACK


def sell_from_pack(g: Engine, seat: int, space: int, price: int, rule: str) -> None:
    g.state.owner[space] = seat
    g.transfer(seat, TREASURY_SEAT, price, "buy", rule,
               f"{g.name(seat)} bought {g.board.spaces[space].name} for ${price}, paid to the PUBLIC TREASURY",
               space)
