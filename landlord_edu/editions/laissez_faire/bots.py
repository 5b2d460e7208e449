"""The shipped bots' answers under the Laissez-faire rules (RuleSet.answers), by strategy name.

``landlord`` (and ``builder``, ``bargain_hunter``) is the extracting owner: he quotes one dollar under the
lodger's best outside option (the bank's price in the city, the cost of a turn in jail, the lodger's cash).
``cautious`` is the cost-plus owner: overhead plus 20%. Every other strategy (``base``) answers as a
competitive owner quoting its overhead plus one dollar. As lodgers all take the cheapest quote, ride when
the city has none they can pay, and sleep on the bench only when nothing else is left. A prisoner short of
his fee asks the richest other player for a loan secured on his best deed; every bot but ``cautious`` lends on
a mortgage worth the principal at 10% or more and buys a deed or a share at most its value in net worth;
``cautious`` buys only income shares and refuses every other contract. No bot offers a pact, a sale or lease
terms.
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


LOAN_ROUNDS = 5          # a borrower in jail asks to repay in five rounds,
LOAN_INTEREST = 20       # with 20% on the principal; a lender wants at least
LENDER_INTEREST = 10     # 10% and a mortgage worth the principal in net worth


def jail_loan(d: Decision, g: Any) -> dict[str, Any] | None:
    """A prisoner short of his fee asks the richest other player for the shortfall, secured on his deed worth
    most in net worth (once a turn): the lender bots' counterpart (LF-68)."""
    from .offers import TITLES, secured
    st, seat = g.state, d.player
    short = d.context["fee"] - d.context["cash"]
    c = g.edition.constants
    deeds = [i for i in range(len(st.owner)) if st.owner[i] == seat and g.edition.board.spaces[i].kind in TITLES
             and not secured(g, i)]
    lenders = [p for p in st.players if p.seat != seat and p.status not in ("eliminated",) and p.cash >= short]
    if short <= 0 or d.context["offered"] or not deeds or not lenders:
        return None
    security = max(deeds, key=lambda i: (c.mortgage[i] + st.houses[i] * c.house[i] // 2, -i))
    lender = max(lenders, key=lambda p: (p.cash, -p.seat))
    return {"loan": {"from": lender.seat, "principal": short, "repay": short + -(-short * LOAN_INTEREST // 100),
                     "rounds": LOAN_ROUNDS, "security": security}}


def pay_jail(_s: Any, d: Decision, g: Any) -> Any:
    """Pay out when he can; short of the fee, ask a loan once; else wait."""
    if "pay" in d.options:
        return "pay"
    return jail_loan(d, g) or "wait"


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


def accept_if_worth_it(reserve: int, lends: bool = True) -> Callable[[Any, Decision, Any], bool]:
    """A share or a deed whose price is at most its value in net worth, out of cash above the reserve; as a
    lender (``lends``), a mortgage worth the principal at 10% or more. Pacts and houses to move: never. The
    cautious bot (``lends=False``) buys only income shares."""
    def accept(_s: Any, d: Decision, g: Any) -> bool:
        ctx, kind = d.context, d.context.get("kind", "income_share")
        price = ctx["price"]
        if kind in ("pact", "house_sale") or (not lends and kind != "income_share"):
            return False
        if kind == "loan" and (ctx["security"] < 0 or ctx["security_value"] < price
                               or ctx["repay"] * 100 < price * (100 + LENDER_INTEREST)):
            return False
        return bool(price <= ctx["value"] and g.state.players[d.player].cash - price >= reserve)
    return accept


def allow_stay(_s: Any, _d: Decision, _g: Any) -> bool:
    return True


def accept_counter(markup_percent: int) -> Callable[[Any, Decision, Any], bool]:
    """An owner accepts a counter-offer that keeps at least this markup over his overhead."""
    def accept(_s: Any, d: Decision, _g: Any) -> bool:
        return bool(d.context["price"] * 100 >= d.context["overhead"] * (100 + markup_percent))
    return accept


def draft_dearest(_s: Any, d: Decision, _g: Any) -> Any:
    """The dearest title card left (the first listed among equals)."""
    prices = d.context["prices"]
    return max(d.options, key=lambda k: prices[str(k)])


def _answers(quote: Any, reserve: int, markup: int, lends: bool = True) -> dict[str, Callable[..., Any]]:
    kinds: dict[str, Callable[..., Any]] = {
        "quote": quote, "lodge": lodge_cheapest, "stay_rent": keep_lease, "stay": stay_if_cheap, "jail": pay_jail,
        "buy": buy_with_reserve(reserve), "turn": turn_with_reserve(reserve), "transit_city": transit_stay,
        "concede": concede_if_far_behind, "accept_contract": accept_if_worth_it(reserve, lends),
        "accept_counter": accept_counter(markup), "draft": draft_dearest, "allow_stay": allow_stay}
    return {f"on_{kind}_laissez-faire": answer for kind, answer in kinds.items()}


EXTRACTOR = _answers(quote_extract, 300, 100)
ANSWERS: dict[str, dict[str, Callable[..., Any]]] = {
    "base": _answers(quote_competitive, 400, 0),
    "landlord": EXTRACTOR, "builder": EXTRACTOR, "bargain_hunter": EXTRACTOR,
    "cautious": _answers(quote_cost_plus, 500, 20, lends=False),
    "cautious_0.1": _answers(quote_cost_plus, 500, 20, lends=False),
}


class Competitive(Strategy):
    """The competitive owner as a player to seat (no shipped bot answers so): he quotes his overhead plus one
    dollar and keeps a $400 reserve, the answers every strategy without its own takes (``"base"`` above).
    ``Game(4, edition="laissez-faire", strategies=[Competitive() for _ in range(4)])``."""

    name = "competitive"
