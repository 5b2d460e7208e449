"""The cautious saver, and its 0.1 form (kept so that old experiments can be rerun).

Both keep $150 in hand and spend only what lies above it; they buy at the printed price, never
speculate or buy luxuries, build rarely, take the cheapest route and vote for the Single Tax.
The 0.1 form was careless in three ways the saver no longer is: it took the first option on a card
at whatever price others had bid it up to, lent all its spare cash on a player's wages alone, and let
cards that count 100 go for a dollar in forced sales.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..state import PACK
from .base import Strategy, best_natural, cheapest_route

if TYPE_CHECKING:
    from ..decisions import Decision
    from ..game import Game


class OldCautiousSaver(Strategy):
    """Keeps a reserve and avoids risk (0.1's ``cautious``)."""

    name = "cautious_0.1"

    def __init__(self, reserve: int = 150) -> None:
        self.reserve = reserve

    def _spare(self, d: Decision, game: Game) -> int:
        return game.state.players[d.player].cash - self.reserve

    def on_buy_dealt(self, d: Decision, game: Game) -> bool:
        return self._spare(d, game) >= d.context["price"]

    def on_buy(self, d: Decision, game: Game) -> bool:
        return self._spare(d, game) >= d.context["price"]

    def on_bid(self, d: Decision, game: Game) -> int:
        if d.context.get("sale") or d.low != d.context.get("price"):
            return 0
        return d.low if self._spare(d, game) >= d.low else 0

    def on_build_here(self, d: Decision, game: Game) -> bool:
        return self._spare(d, game) >= game.edition.constants.house_cost

    def on_jail(self, d: Decision, game: Game) -> str:
        return "pay" if self._spare(d, game) >= game.edition.constants.jail_fine else "throw"

    def on_turn(self, d: Decision, game: Game) -> Any:
        builds = d.context["builds"]
        if builds and self._spare(d, game) >= 2 * game.edition.constants.house_cost:
            return {"build": max(builds, key=game.engine.land_rent)}
        return "throw"

    def on_accept_trade(self, d: Decision, game: Game) -> bool:
        price, card = d.context["price"], d.context["card"]
        printed = game.edition.constants.per_card if isinstance(card, str) else game.edition.board.spaces[card].price
        return price >= printed * 3 // 2 if d.context["side"] == "buy" else False

    def on_lend(self, d: Decision, game: Game) -> int:
        spare = min(d.high, self._spare(d, game))
        return spare if spare >= d.low else 0

    def on_vote(self, d: Decision, game: Game) -> bool:
        return True

    def on_trust(self, d: Decision, game: Game) -> bool:
        return True

    on_direction = staticmethod(cheapest_route)
    on_natural_opportunity = staticmethod(best_natural)


class CautiousSaver(OldCautiousSaver):
    """Keeps a reserve, avoids risk, and takes only sure bargains."""

    name = "cautious"

    def on_buy(self, d: Decision, game: Game) -> bool:
        """The first option (or a privilege to build) only at the printed price, never bid up."""
        printed = game.edition.board.spaces[d.context["space"]].price
        return d.context["price"] <= printed and self._spare(d, game) >= d.context["price"]

    def on_bid(self, d: Decision, game: Game) -> int:
        """From the pack at the printed price; in a forced sale, the least it may bid if that is at most
        half of what the card counts at the end (a sure bargain)."""
        if d.context.get("sale"):
            worth = getattr(game.edition.constants, "per_card", 0)
            return d.low if 2 * d.low <= worth and self._spare(d, game) >= d.low else 0
        return super().on_bid(d, game)

    def on_lend(self, d: Decision, game: Game) -> int:
        """Only on a mortgage, and no more than the card counts at the end: never on wages alone."""
        if d.context["security"] == PACK:
            return 0
        worth = getattr(game.edition.constants, "per_card", 0)
        amount = min(d.high, self._spare(d, game), worth)
        return amount if amount >= d.low else 0
