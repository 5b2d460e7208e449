"""The shipped bots' answers under the 1906 rules to the decisions the 1906 rules add (:mod:`landlord_edu.strategies`).

``accept_sale`` (rulings R-34): a player raising money has had a highest bid for a card or a luxury; does he
sell at that price or keep it? What he gives up is what the scoring counts at the end: 100 for the card
(nothing for a Title Deed under the Single Tax) and 100 for each of his houses that go with it.

- ``landlord`` takes a bid only if it is at least that count: he squeezes, and is not squeezed.
- ``cautious`` takes a bid of at least what the card cost (its printed price, a luxury's price, and $100 for
  each house), or at least what it counts if that is less (a Title Deed under the Single Tax): he would
  rather have the cash than risk the Poor House for the difference.
- ``bargain_hunter`` and ``cautious_0.1`` (0.1's landlord and saver) answer as ``landlord`` and ``cautious``.
- ``random`` answers yes or no at random (:class:`~landlord_edu.strategies.RandomPlayer`); a strategy with no
  answer of its own keeps the card (the base strategy's "no").
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ...decisions import Decision
    from ...game import Game
    from ...strategies import Strategy


def counted(d: Decision, game: Game) -> int:
    """What the card or luxury on sale, with the seller's houses on it, counts at the end of the game."""
    c = game.edition.constants
    space = d.context["space"]
    if space < 0:
        return int(c.per_card)
    deed = game.edition.board.spaces[space].kind == "lot"
    card = 0 if deed and game.state.single_tax else c.per_card
    return int(card + c.per_house * d.context["houses"])


def cost(d: Decision, game: Game) -> int:
    """What the card or luxury on sale cost: its printed price, and $100 for each of the seller's houses on it."""
    c = game.edition.constants
    space = d.context["space"]
    if space < 0:
        return int(c.luxury_price)
    return int(game.edition.board.spaces[space].price + c.house_cost * d.context["houses"])


def _landlord_on_accept_sale(_self: Strategy, d: Decision, game: Game) -> bool:
    return bool(d.context["price"] >= counted(d, game))


def _cautious_on_accept_sale(_self: Strategy, d: Decision, game: Game) -> bool:
    return bool(d.context["price"] >= min(cost(d, game), counted(d, game)))


ANSWERS: dict[str, dict[str, Callable[..., Any]]] = {
    "cautious": {"on_accept_sale": _cautious_on_accept_sale},
    "landlord": {"on_accept_sale": _landlord_on_accept_sale},
    # 0.1's bots (docs/bots.md) answer as the bots they were: so that their games under today's readings
    # are the games the readings were first measured with (rulings, "How the readings move...")
    "cautious_0.1": {"on_accept_sale": _cautious_on_accept_sale},
    "bargain_hunter": {"on_accept_sale": _landlord_on_accept_sale},
}
