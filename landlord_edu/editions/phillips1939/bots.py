"""The shipped bots' answers under the 1939 rules (:mod:`landlord_edu.strategies`): the same characters, the
cautious saver and the landlord, facing the 1939 decisions (rulings in docs/edition-1939.md).

The landlord's answers serve every landlord (``landlord``, ``builder``, and the 0.1 ``bargain_hunter``), the
saver's both savers (``cautious``, ``cautious_0.1``): under these rules they play alike. The careless
player answers every decision itself."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from . import advice
from .holdings import part

if TYPE_CHECKING:
    from ...bots import BargainHunter as AggressiveLandlord
    from ...bots import OldCautiousSaver as CautiousSaver
    from ...decisions import Decision
    from ...game import Game


def _cautious_on_turn_1939(self: CautiousSaver, d: Decision, game: Game) -> Any:
    """His free House first; more only with twice their cost to spare; the Frontier when short."""
    builds, g = d.context["builds"], game.engine
    hold = part(game.state).holders[d.player]
    if builds and (hold.spare_houses or (not d.context["built"] and self._spare(d, game) >= 2 * g.c.house_cost)):
        return {"build": advice.best_lot_to_build(g, builds)}  # his free House, then one a turn at most
    if d.context["frontier"] and self._spare(d, game) < g.c.bail:
        return d.context["frontier"][0]
    return "throw"

def _cautious_on_accept_trade_1939(self: CautiousSaver, d: Decision, game: Game) -> bool:
    return bool(d.context["side"] == "buy" and d.context["price"] >= 600)  # sells only dear; never buys

def _cautious_on_idle_land(self: CautiousSaver, d: Decision, game: Game) -> str:
    return advice.idle_sale(d) or "done"  # sells what he was dealt; never buys

def _cautious_on_raise_funds_1939(self: CautiousSaver, d: Decision, game: Game) -> str:
    return str(advice.funds_choice(d, prefer_frontier=True))

def _cautious_on_island(self: CautiousSaver, d: Decision, game: Game) -> bool:
    return d.context["wages"] - d.context["fare"] >= 300 and self._spare(d, game) >= d.context["fare"]

def _cautious_on_buy_card(self: CautiousSaver, d: Decision, game: Game) -> bool:
    return d.context["price"] <= 300 and self._spare(d, game) >= d.context["price"]

def _cautious_on_ride(self: CautiousSaver, d: Decision, game: Game) -> Any:
    return advice.best_move(d, game.engine)


def _landlord_on_turn_1939(self: AggressiveLandlord, d: Decision, game: Game) -> Any:
    """Builds toward the doubling, two Houses a turn at most; never goes to the Frontier."""
    builds, cost = d.context["builds"], game.edition.constants.house_cost
    hold = part(game.state).holders[d.player]
    if builds and (hold.spare_houses or (d.context["built"] < 2 and
                                         self._cash(d, game) - cost >= self.reserve + 250)):
        return {"build": advice.best_lot_to_build(game.engine, builds)}
    return "throw"

def _landlord_on_accept_trade_1939(self: AggressiveLandlord, d: Decision, game: Game) -> bool:
    """Asked to buy: cheap cards; asked to sell: only dear."""
    price = d.context["price"]
    if d.context["side"] == "sell":
        return bool(price <= 300 and self._cash(d, game) - price >= self.reserve)
    return bool(price >= 600)

def _landlord_on_idle_land(self: AggressiveLandlord, d: Decision, game: Game) -> str:
    """Speculation pays under these cards: sell what he holds, else buy while he has the cash."""
    sale = advice.idle_sale(d)
    if sale:
        return str(sale)
    if "buy" in d.options and self._cash(d, game) - d.context["price"] >= self.reserve + 200:
        return "buy"
    return "done"

def _landlord_on_raise_funds_1939(self: AggressiveLandlord, d: Decision, game: Game) -> str:
    return str(advice.funds_choice(d, prefer_frontier=False))

def _landlord_on_island(self: AggressiveLandlord, d: Decision, game: Game) -> bool:
    return d.context["wages"] > d.context["fare"]

def _landlord_on_new_home(self: AggressiveLandlord, d: Decision, game: Game) -> Any:
    lots = [o for o in d.options if o != "none"]
    if lots and self._cash(d, game) - d.context["price"] >= self.reserve:
        return advice.best_lot_to_build(game.engine, lots)
    return "none"

def _landlord_on_buy_card(self: AggressiveLandlord, d: Decision, game: Game) -> bool:
    return self._cash(d, game) - d.context["price"] >= self.reserve

def _landlord_on_ride(self: AggressiveLandlord, d: Decision, game: Game) -> Any:
    return advice.best_move(d, game.engine)


# each bot's answers, by its strategy name: the 1939 decisions and the 1939 forms of shared ones
CAUTIOUS: dict[str, Callable[..., Any]] = {
    "on_turn_1939": _cautious_on_turn_1939,
    "on_accept_trade_1939": _cautious_on_accept_trade_1939,
    "on_idle_land": _cautious_on_idle_land,
    "on_raise_funds_1939": _cautious_on_raise_funds_1939,
    "on_island": _cautious_on_island,
    "on_buy_card": _cautious_on_buy_card,
    "on_ride": _cautious_on_ride,
    "on_trolley": _cautious_on_ride,
}
LANDLORD: dict[str, Callable[..., Any]] = {
    "on_turn_1939": _landlord_on_turn_1939,
    "on_accept_trade_1939": _landlord_on_accept_trade_1939,
    "on_idle_land": _landlord_on_idle_land,
    "on_raise_funds_1939": _landlord_on_raise_funds_1939,
    "on_island": _landlord_on_island,
    "on_new_home": _landlord_on_new_home,
    "on_buy_card": _landlord_on_buy_card,
    "on_ride": _landlord_on_ride,
    "on_trolley": _landlord_on_ride,
}
ANSWERS: dict[str, dict[str, Callable[..., Any]]] = {
    "cautious": CAUTIOUS, "cautious_0.1": CAUTIOUS,
    "landlord": LANDLORD, "builder": LANDLORD, "bargain_hunter": LANDLORD,
}
