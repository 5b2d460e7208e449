"""The variant "Allow players to buy or trade any card on their turn" (switch ``ll_trade_any``, R-LL68).

In his play step a player names a card (hands are hidden, so by its name) and offers another player dollars or
a card of his own hand for it, once per player a turn (R-LL44's one offer per player, shared with the roofs);
that player hands over one such card or says no. The bots never make such offers; they sell a card only when
they hold another of the same name. The play decision does not list these offers (any is accepted).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...decisions import Decision, Play
from ...errors import IllegalAction
from .roof_sale import check_price, check_seller, hand_over
from .street import card, part
from .switches import switches

if TYPE_CHECKING:
    from ...engine import Engine

TRADE = "Allow players to buy or trade any card on their turn"


def check_trade(g: Engine, seat: int, answer: dict[str, Any]) -> None:
    """IllegalAction unless ``answer`` is a legal offer now (nothing is changed)."""
    if not switches(g.options).ll_trade_any:
        raise IllegalAction(f"only a roof may be bought (Build or renovate a building); buying or trading any card "
                            f"is the rule sheet's variant, switch ll_trade_any ({TRADE})")
    other, name = answer.get("buy_card"), answer.get("name")
    check_seller(g, seat, other, "a card", "made an offer")
    names = sorted({c.name for c in g.c.deck if c.kind != "jail"})
    if name not in names:
        raise IllegalAction(f"name the card wanted: one of {names}, not {name!r}")
    if ("price" in answer) == ("give" in answer) or set(answer) - {"buy_card", "name", "price", "give"}:
        raise IllegalAction("an offer is {\"buy_card\": seat, \"name\": card, \"price\": dollars} or "
                            "{\"buy_card\": seat, \"name\": card, \"give\": a card id of his hand}")
    give = answer.get("give", -1)
    if "price" in answer:
        check_price(g, seat, answer["price"])
    if "give" in answer and (type(give) is not int or give not in part(g).hands[seat]):
        raise IllegalAction(f"card {give!r} is not in {g.name(seat)}'s hand")


def trade(g: Engine, seat: int, answer: dict[str, Any]) -> Play:
    own = part(g)
    other, name = answer["buy_card"], answer["name"]
    own.roof_offers.append(other)
    held = next((c for c in own.hands[other] if card(g, c).name == name), -1)
    paid = f"${answer['price']}" if "price" in answer else card(g, answer["give"]).name
    sold: Any = "no"
    if held >= 0:
        sold = yield Decision("sell_card", other, f"{g.name(seat)} offers {paid} for {name}: hand it over? "
                              f"(Variants)", ("no", held), context={"buyer": seat, **answer})
    if sold == "no":
        g.emit("card_offer", "Variants", f"{g.name(other)} does not sell {name} to {g.name(seat)} ({TRADE})",
               player=g.name(seat))
        return
    hand_over(g, held, other, seat)
    if "price" in answer:
        g.transfer(seat, other, answer["price"], "card_sale", "Variants",
                   f"{g.name(seat)} buys {name} from {g.name(other)} ({TRADE})")
    else:
        hand_over(g, answer["give"], seat, other)
        g.emit("card_trade", "Variants", f"{g.name(seat)} trades {paid} for {g.name(other)}'s {name} ({TRADE})",
               player=g.name(seat))
