"""The landlord: buys land, values each card at what it is worth to him, builds, and votes against the Single Tax.

A card is worth what the scoring counts it at plus the rent it should bring in over the rest of the game
(:mod:`.valuation`). He pays up to that less a margin, out of the cash above a reserve of $75 (Rule 1:
"one generally needs between $50 and $75 to pay expenses around the board"), so forced sales clear
near what the cards are worth instead of at a dollar. He sells only at his own value, offers for the
last card of a set of railroads or franchises, lends only on a mortgage, and builds whenever he can,
first where a house raises a whole section of his (the advanced rules' doubling).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..state import PACK
from . import valuation
from .bargain_hunter import BargainHunter

if TYPE_CHECKING:
    from ..decisions import Decision
    from ..game import Game


class Landlord(BargainHunter):
    """Buys and bids up to a card's worth to him, less a margin; builds and monopolises."""

    name = "landlord"

    def __init__(self, reserve: int = 75, margin: float = 0.15) -> None:
        super().__init__(reserve)
        self.margin = margin

    def worth(self, space: int, seat: int, game: Game) -> float:
        """What the card is worth to ``seat`` (:func:`.valuation.worth`)."""
        return valuation.worth(game, space, seat)

    def ceiling(self, space: int, seat: int, game: Game) -> int:
        """The most he pays for the card: its worth to him less his margin."""
        return int(self.worth(space, seat, game) * (1 - self.margin))

    def _room(self, d: Decision, game: Game) -> int:
        return self._cash(d, game) - self.reserve

    def on_buy_dealt(self, d: Decision, game: Game) -> bool:
        price = d.context["price"]
        return price <= self.ceiling(d.context["space"], d.player, game) and price <= self._room(d, game)

    def on_buy(self, d: Decision, game: Game) -> bool:
        return self.on_buy_dealt(d, game)

    def on_bid(self, d: Decision, game: Game) -> int:
        """From the pack: the printed price, if the card is worth it (the lander may take it at the highest
        bid, so bidding more only makes him pay more). In a forced sale each player bids once: his ceiling,
        within what he can spare."""
        if d.context.get("luxury"):
            top = int(getattr(game.edition.constants, "per_card", 0) * (1 - self.margin))
        else:
            top = self.ceiling(d.context["space"], d.player, game)
        top = min(top, self._room(d, game), d.high)
        if top < d.low:
            return 0
        return top if d.context.get("sale") else d.low

    def on_turn(self, d: Decision, game: Game) -> Any:
        builds = d.context["builds"]
        if builds and self._room(d, game) >= game.edition.constants.house_cost:
            return {"build": self.build_choice(builds, d.player, game)}
        if d.context["can_trade"]:
            offer = self.trade_offer(d.player, game)
            if offer is not None:
                return {"trade": offer}
        return "throw"

    def build_choice(self, builds: list[int], seat: int, game: Game) -> int:
        """First a lot whose house raises the level of a section all his, then the highest rent."""
        houses = game.state.houses
        def key(i: int) -> tuple[bool, int, int]:
            section = valuation.group(game, i)
            raises = all(game.state.owner[j] == seat for j in section) and houses[i] == min(houses[j] for j in section)
            return raises, game.engine.land_rent(i), -houses[i]
        return max(builds, key=key)

    def trade_offer(self, seat: int, game: Game) -> dict[str, Any] | None:
        """An offer for the last railroad or franchise he lacks, at up to its worth to him."""
        g = game.engine
        for group in (g.railroads, g.franchises):
            offer = self.offer_for_last(group, seat, game)
            if offer is not None:
                return offer
        return None

    def offer_for_last(self, group: tuple[int, ...], seat: int, game: Game) -> dict[str, Any] | None:
        """If another player holds the only card of ``group`` he lacks, an offer for it at his ceiling."""
        g, st = game.engine, game.state
        rest = [i for i in group if st.owner[i] != seat]
        if len(group) < 2 or len(rest) != 1 or st.owner[rest[0]] == PACK or g.mortgaged(rest[0]):
            return None
        card = rest[0]
        price = min(self.ceiling(card, seat, game), st.players[seat].cash - self.reserve)
        if price < g.board.spaces[card].price:
            return None
        return {"card": card, "with": st.owner[card], "price": price, "side": "buy"}

    def on_accept_trade(self, d: Decision, game: Game) -> bool:
        card, price = d.context["card"], d.context["price"]
        if isinstance(card, str):  # a luxury: it counts at the end like a card
            worth = getattr(game.edition.constants, "per_card", 0)
        else:
            worth = self.worth(card, d.player, game)
        if d.context["side"] == "sell":  # he is asked to buy
            return price <= int(worth * (1 - self.margin)) and price <= self._room(d, game)
        return price >= worth
