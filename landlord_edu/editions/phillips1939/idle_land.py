"""Rule 6, Speculation: buying Idle Land cards from the Banker and selling them back to the board."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...decisions import Decision
from ...state import MISC_SEAT, Player
from .holdings import ph
from .money import bank_pays
from .switches import switches

if TYPE_CHECKING:
    from ...decisions import Play
    from ...engine import Engine


def speculate(g: Engine, p: Player, limit: int, buy_only: bool, rule: str = "Rule 6") -> Play:
    """'... may either buy from or sell to the board as many Idle Land cards as you choose to the number
    of five; but you cannot both buy and sell in the same turn' (R39-18, R39-19)."""
    hold = ph(g).holders[p.seat]
    bought = sold = 0
    while True:
        options: list[str] = ["done"]
        held_cap = switches(g.options).idle_land_limit == "holding"
        room = limit - bought  # a card's own limit (SO WHAT 13: two) holds under either reading
        if held_cap:  # R39-18's other reading: at most five cards held, however many bought per visit
            below_cap = g.c.idle_per_visit - len(hold.idle_land)
            room = min(room, below_cap) if buy_only else below_cap
        if not sold and room > 0 and ph(g).idle_pile and p.cash >= g.c.idle_price:
            options.append("buy")
        if not bought and not buy_only and (held_cap or sold < limit):
            options += [f"sell:{n}" for n in hold.idle_land if n not in hold.bought_now]
        if len(options) == 1:
            return
        answer = yield Decision("idle_land", p.seat, f"{p.name} may buy Idle Land at ${g.c.idle_price} a card, or "
                                f"sell his back to the board, up to {limit} ({rule})", tuple(options),
                                context={"price": g.c.idle_price, "bought": bought, "sold": sold,
                                         "values": values(g, hold.idle_land)})
        if answer == "done":
            return
        if answer == "buy":
            card = ph(g).idle_pile.pop(0)
            hold.idle_land.append(card)
            hold.bought_now.append(card)
            bought += 1
            g.transfer(p.seat, MISC_SEAT, g.c.idle_price, "idle_land", rule, f"{p.name} buys an Idle Land card "
                       f"from the Banker for ${g.c.idle_price}: {g.edition.decks.idle_land[card].name} "
                       f"[ruling R39-19]")
        else:
            card = int(answer[5:])
            value = g.edition.decks.idle_land[card].value
            hold.idle_land.remove(card)
            pile = ph(g).idle_pile
            pile.append(card)
            g.rng.shuffle(pile, "idle_land")  # sold cards go back into the face-down pile (R39-19)
            sold += 1
            bank_pays(g, p.seat, value, "idle_land_sale", rule, f"{p.name} sells "
                      f"{g.edition.decks.idle_land[card].name} back to the board for ${value}")


def values(g: Engine, cards: list[int]) -> dict[str, int]:
    """The printed value of each card, keyed by its number as text: a decision's context must be plain
    JSON, so that a saved game's pending decision reads back the same."""
    return {str(n): g.edition.decks.idle_land[n].value for n in cards}
