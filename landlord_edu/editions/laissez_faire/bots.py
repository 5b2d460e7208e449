"""The shipped bots' answers under the Laissez-faire rules (RuleSet.answers), by strategy name.

``landlord`` (and ``builder``, ``bargain_hunter``) is the extracting owner: he quotes one dollar under the
lodger's best outside option (the bank's price in the city, the cost of a turn in jail, the lodger's cash).
``cautious`` is the cost-plus owner: overhead plus 20%. Every other strategy (``base``) answers as a
competitive owner quoting its overhead plus one dollar. As lodgers all take the cheapest quote, ride when
the city has none they can pay, and sleep on the bench only when nothing else is left.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...bots.base import Strategy
from ...decisions import Decision


def _clamp(d: Decision, price: int) -> int:
    return max(d.low, min(d.high, price))


def quote_competitive(_s: Any, d: Decision, _g: Any) -> int:
    return _clamp(d, d.context["overhead"] + 1)


def quote_cost_plus(_s: Any, d: Decision, _g: Any) -> int:
    return _clamp(d, d.context["overhead"] * 6 // 5 + 1)


def quote_extract(_s: Any, d: Decision, _g: Any) -> int:
    """One dollar under the lodger's best way out (LF-22: he prices against the bank, jail and the lodger's cash)."""
    ctx = d.context
    outside = [v for v in (ctx.get("bank_price"), ctx.get("jail_cost"), ctx["lodger_cash"]) if v]
    return _clamp(d, min(outside) - 1)


def lodge_cheapest(_s: Any, d: Decision, _g: Any) -> Any:
    quotes = d.context["quotes"]
    spaces = [o for o in d.options if isinstance(o, int)]
    if spaces:
        return min(spaces, key=lambda i: (quotes[str(i)], i))
    return "transit" if "transit" in d.options else "bench"


def keep_lease(_s: Any, d: Decision, _g: Any) -> int:
    return int(d.context["lease"])


# Moving passes Start ($200 every six turns or so) and staying earns nothing: a bot stays put only when it costs
# nothing (the text's stalemate: his own house and the utility forward of it)
STAY_AT_MOST = 0


def stay_if_cheap(_s: Any, d: Decision, _g: Any) -> str:
    return "stay" if d.context["utility"] + d.context["rent"] <= STAY_AT_MOST else "move"


def pay_jail(_s: Any, d: Decision, _g: Any) -> str:
    return "pay"


def buy_with_reserve(reserve: int) -> Callable[[Any, Decision, Any], bool]:
    def buy(_s: Any, d: Decision, g: Any) -> bool:
        return bool(g.state.players[d.player].cash - d.context["price"] >= reserve)
    return buy


def turn_with_reserve(reserve: int) -> Callable[[Any, Decision, Any], str]:
    def turn(_s: Any, d: Decision, g: Any) -> str:
        if "declare" in d.options:
            return "declare"
        cash = g.state.players[d.player].cash
        for option in d.options:  # bots never demolish
            if option.startswith("build:") and cash - g.edition.constants.house[int(option[6:])] >= reserve:
                return str(option)
        return "throw"
    return turn


def transit_stay(_s: Any, d: Decision, _g: Any) -> Any:
    return "stay" if "stay" in d.options else d.options[0]


def concede_if_far_behind(_s: Any, d: Decision, _g: Any) -> bool:
    return bool(d.context["own"] * 2 < d.context["worth"])


def accept_if_worth_it(reserve: int) -> Callable[[Any, Decision, Any], bool]:
    """A share whose price is at most its value in net worth, out of cash above the reserve."""
    def accept(_s: Any, d: Decision, g: Any) -> bool:
        price = d.context["price"]
        return bool(price <= d.context["value"] and g.state.players[d.player].cash - price >= reserve)
    return accept


def accept_counter(markup_percent: int) -> Callable[[Any, Decision, Any], bool]:
    """An owner accepts a counter-offer that keeps at least this markup over his overhead."""
    def accept(_s: Any, d: Decision, _g: Any) -> bool:
        return bool(d.context["price"] * 100 >= d.context["overhead"] * (100 + markup_percent))
    return accept


def draft_dearest(_s: Any, d: Decision, _g: Any) -> Any:
    """The dearest title card left (the first listed among equals)."""
    prices = d.context["prices"]
    return max(d.options, key=lambda k: prices[str(k)])


def _answers(quote: Any, reserve: int, markup: int) -> dict[str, Callable[..., Any]]:
    kinds: dict[str, Callable[..., Any]] = {
        "quote": quote, "lodge": lodge_cheapest, "stay_rent": keep_lease, "stay": stay_if_cheap, "jail": pay_jail,
        "buy": buy_with_reserve(reserve), "turn": turn_with_reserve(reserve), "transit_city": transit_stay,
        "concede": concede_if_far_behind, "accept_contract": accept_if_worth_it(reserve),
        "accept_counter": accept_counter(markup), "draft": draft_dearest}
    return {f"on_{kind}_laissez-faire": answer for kind, answer in kinds.items()}


EXTRACTOR = _answers(quote_extract, 300, 100)
ANSWERS: dict[str, dict[str, Callable[..., Any]]] = {
    "base": _answers(quote_competitive, 400, 0),
    "landlord": EXTRACTOR, "builder": EXTRACTOR, "bargain_hunter": EXTRACTOR,
    "cautious": _answers(quote_cost_plus, 500, 20), "cautious_0.1": _answers(quote_cost_plus, 500, 20),
}


class Competitive(Strategy):
    """The competitive owner as a player to seat (no shipped bot answers so): he quotes his overhead plus one
    dollar and keeps a $400 reserve, the answers every strategy without its own takes (``"base"`` above).
    ``Game(4, edition="laissez-faire", strategies=[Competitive() for _ in range(4)])``."""

    name = "competitive"
