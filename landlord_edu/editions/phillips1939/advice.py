"""What a space or a card is worth to a player under the 1939 rules: the sums the shipped bots use.

Kept apart from the rules so that a bot's judgement never changes what the rules do.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .holdings import ph, section_houses, wage_check
from .spaces import fares, rent_parts

if TYPE_CHECKING:
    from ...decisions import Decision
    from ...engine import Engine


def landing_value(g: Engine, seat: int, space: int) -> int:
    """Dollars a stop at ``space`` brings now: Wage Check less rent, less fares; Jail costs the bail."""
    s = g.board.spaces[space]
    if s.kind in ("lot", "frontier", "foreign_lot"):
        return wage_check(g, space) - sum(amount for _, amount, *_ in rent_parts(g, seat, space))
    if s.kind == "no_trespassing":
        return -g.c.bail
    if s.kind in ("railroad", "utility"):
        return -sum(amount for _, amount in fares(g, seat, space))
    if s.kind == "real_estate_office":
        hold = ph(g).holders[seat]
        return sum(g.edition.decks.idle_land[n].value - g.c.idle_price for n in hold.idle_land)
    if s.kind == "hotel":
        return -g.c.hotel_bill if g.state.players[seat].cash >= g.c.hotel_bill + g.c.hotel_must_keep else 0
    return 0


def best_move(d: Decision, g: Engine) -> Any:
    """For ``ride`` and ``trolley``: the destination worth most, or "stay" if none is worth anything."""
    worth = {int(o): landing_value(g, d.player, int(o)) for o in d.options if o != "stay"}
    best = max(worth, key=worth.__getitem__, default=None)
    return best if best is not None and worth[best] > 0 else "stay"


def best_lot_to_build(g: Engine, builds: list[int]) -> int:
    """The lot whose section is nearest its fourth House (the doubling, Rule 1(c)); then the dearest."""
    return max(builds, key=lambda i: (section_houses(g, g.board.spaces[i].section), g.board.spaces[i].rent, -i))


def idle_sale(d: Decision) -> Any:
    """Sell the most valuable Idle Land card offered, if any."""
    sales = [o for o in d.options if isinstance(o, str) and o.startswith("sell:")]
    return max(sales, key=lambda o: d.context["values"][o[5:]]) if sales else None


def funds_choice(d: Decision, prefer_frontier: bool) -> Any:
    """Raise funds: the Frontier first for a cautious player, else Idle Land, Shares, bare Deeds."""
    options = d.options
    frontier = next((o for o in options if o.startswith("frontier:")), None)
    if prefer_frontier and frontier:
        return frontier
    for prefix in ("sell:idle:", "sell:share:", "sell:deed:"):
        offer = next((o for o in options if o.startswith(prefix)), None)
        if offer:
            return offer
    return frontier or "give_up"
