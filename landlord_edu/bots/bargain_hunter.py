"""The bargain hunter: the landlord bot of version 0.1, kept so that old experiments can be rerun.

It buys whatever it can keeping $50, bids the least the rules allow (in a forced sale that is $1
above the bid before, so cards that count 100 change hands for a dollar or two), builds whenever it
can, and offers $150 for a fourth railroad. Its choices are exactly those of 0.1's ``landlord``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..state import PACK
from .base import Strategy, best_natural, cheapest_route

if TYPE_CHECKING:
    from ..decisions import Decision
    from ..game import Game


class BargainHunter(Strategy):
    """Buys, builds and monopolises; bids the minimum (0.1's ``landlord``)."""

    name = "bargain_hunter"

    def __init__(self, reserve: int = 50) -> None:
        self.reserve = reserve

    def _cash(self, d: Decision, game: Game) -> int:
        return game.state.players[d.player].cash

    def value(self, space: int, seat: int, game: Game) -> int:
        """The printed price, or half as much again if the card completes one of his sets."""
        g = game.engine
        s = g.board.spaces[space]
        group = {"railroad": g.railroads, "franchise": g.franchises}.get(s.kind) or \
            (g.board.sections.get(s.section, ()) if s.kind == "lot" else ())
        others = [i for i in group if i != space]
        completes = bool(others) and all(g.state.owner[i] == seat for i in others)
        return s.price * 3 // 2 if completes else s.price

    def on_buy_dealt(self, d: Decision, game: Game) -> bool:
        return self._cash(d, game) - d.context["price"] >= self.reserve

    def on_buy(self, d: Decision, game: Game) -> bool:
        price = d.context["price"]
        worth = self.value(d.context["space"], d.player, game)
        return self._cash(d, game) - price >= self.reserve and price <= 2 * worth

    def on_bid(self, d: Decision, game: Game) -> int:
        if d.context.get("luxury"):  # a luxury counts 100 at the end: worth buying cheap
            ceiling = game.edition.constants.per_card // 2
        elif d.context.get("sale"):
            ceiling = game.edition.board.spaces[d.context["space"]].price
        else:
            ceiling = self.value(d.context["space"], d.player, game)
        return d.low if d.low <= ceiling and self._cash(d, game) - d.low >= self.reserve else 0

    def on_speculate(self, d: Decision, game: Game) -> bool:
        return self._cash(d, game) >= 100

    def on_build_here(self, d: Decision, game: Game) -> bool:
        return self._cash(d, game) - game.edition.constants.house_cost >= self.reserve

    def on_jail(self, d: Decision, game: Game) -> str:
        return "pay" if self._cash(d, game) - game.edition.constants.jail_fine >= self.reserve else "throw"

    def on_turn(self, d: Decision, game: Game) -> Any:
        builds = d.context["builds"]
        c = game.edition.constants
        if builds and self._cash(d, game) - c.house_cost >= self.reserve:
            return {"build": max(builds, key=lambda i: (game.engine.land_rent(i), -game.state.houses[i]))}
        if d.context["can_trade"]:
            offer = self.trade_offer(d.player, game)
            if offer is not None:
                return {"trade": offer}
        return "throw"

    def trade_offer(self, seat: int, game: Game) -> dict[str, Any] | None:
        """Offer $150 for the last railroad, or $100 for the other franchise (the Municipal Cinch)."""
        g = game.engine
        cash = game.state.players[seat].cash
        for group, price in ((g.railroads, 150), (g.franchises, 100)):
            mine = [i for i in group if g.state.owner[i] == seat]
            rest = [i for i in group if g.state.owner[i] not in (seat, PACK)]
            if len(mine) == len(group) - 1 and len(rest) == 1 and cash - price >= self.reserve \
                    and not g.mortgaged(rest[0]):
                return {"card": rest[0], "with": g.state.owner[rest[0]], "price": price, "side": "buy"}
        return None

    def on_accept_trade(self, d: Decision, game: Game) -> bool:
        card, price = d.context["card"], d.context["price"]
        if isinstance(card, str):  # a luxury
            worth = game.edition.constants.per_card
            return price <= worth // 2 if d.context["side"] == "sell" else price >= worth
        if d.context["side"] == "sell":  # he is asked to buy
            return price <= self.value(card, d.player, game) and self._cash(d, game) - price >= self.reserve
        return price >= 2 * game.edition.board.spaces[card].price

    def on_lend(self, d: Decision, game: Game) -> int:
        if d.context["security"] == PACK:
            return 0
        amount = min(d.high, self._cash(d, game) - self.reserve)
        return amount if amount >= d.low else 0

    def on_privilege_bid(self, d: Decision, game: Game) -> int:
        rent = game.edition.board.spaces[d.context["space"]].rent
        return d.low if rent >= 14 and d.low <= 20 and self._cash(d, game) - d.low >= 200 else 0

    def on_trust(self, d: Decision, game: Game) -> bool:
        return True

    def on_vote(self, d: Decision, game: Game) -> bool:
        return False

    def on_direction(self, d: Decision, game: Game) -> str:
        g = game.engine
        routes = d.context["routes"]
        for r in d.options:  # prefer a card he could buy
            s = g.board.spaces[routes[r]]
            if s.is_card and g.state.owner[s.index] == PACK and self._cash(d, game) - s.price >= self.reserve:
                return r
        return cheapest_route(d, game)

    on_natural_opportunity = staticmethod(best_natural)


AggressiveLandlord = BargainHunter  # its class name at 0.1
