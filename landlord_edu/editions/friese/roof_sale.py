"""Buying a roof from another player (Build or renovate a building): "There is no limit to the price; it can
be negotiated freely, but only paid in dollars". In his play step a player offers a price to one other
player, once per player a turn (R-LL44); that player sells a roof card from his hand, or says no."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...decisions import Decision, Play
from ...errors import IllegalAction
from .street import card, part

if TYPE_CHECKING:
    from ...engine import Engine

ROOF_KINDS = ("roof", "dormer", "flat_roof")
OFFER = 2  # the price listed among a play decision's options; any price he can pay is accepted


def offer_options(g: Engine, seat: int) -> list[Any]:
    if g.state.players[seat].cash < OFFER:
        return []
    return [{"buy_roof": other, "price": OFFER} for other in range(len(part(g).hands))
            if other != seat and other not in part(g).roof_offers]


def check_offer(g: Engine, seat: int, answer: dict[str, Any]) -> None:
    other, price = answer.get("buy_roof"), answer.get("price")
    check_seller(g, seat, other, "a roof", "asked for a roof")
    check_price(g, seat, price)


def check_seller(g: Engine, seat: int, other: Any, what: str, asked: str) -> None:
    """IllegalAction unless ``other`` is another player not yet made an offer this turn (R-LL44)."""
    if type(other) is not int or not 0 <= other < len(part(g).hands) or other == seat:
        raise IllegalAction(f"{what} is bought from another player, not {other!r}")
    if other in part(g).roof_offers:
        raise IllegalAction(f"{g.name(other)} has been {asked} this turn already (R-LL44)")


def check_price(g: Engine, seat: int, price: Any) -> None:
    """IllegalAction unless ``price`` is whole dollars from 1 to the buyer's cash ("only paid in dollars")."""
    if type(price) is not int or not 1 <= price <= g.state.players[seat].cash:
        raise IllegalAction(f"the price is a whole number of dollars from 1 to his cash, not {price!r}")


def hand_over(g: Engine, cid: int, seller: int, buyer: int) -> None:
    """Card ``cid`` passes from the seller's hand to the buyer's."""
    own = part(g)
    own.hands[seller].remove(cid)
    own.hands[buyer].append(cid)


def buy_roof(g: Engine, seat: int, other: int, price: int) -> Play:
    own = part(g)
    own.roof_offers.append(other)
    roofs = [c for c in own.hands[other] if card(g, c).kind in ROOF_KINDS]
    kinds = {card(g, c).kind: c for c in reversed(roofs)}  # one of each kind, the first held
    answer: Any = "no"
    if kinds:
        answer = yield Decision("sell_roof", other, f"{g.name(seat)} offers ${price} for a roof: sell one? "
                                f"(Build or renovate a building)", ("no", *kinds.values()),
                                context={"buyer": seat, "price": price})
    if answer == "no":
        g.emit("roof_offer", "Build or renovate a building", f"{g.name(other)} sells {g.name(seat)} no roof",
               player=g.name(seat))
        return
    hand_over(g, answer, other, seat)
    g.transfer(seat, other, price, "roof_sale", "Build or renovate a building",
               f"{g.name(seat)} buys a {card(g, answer).name.lower()} from {g.name(other)}")
