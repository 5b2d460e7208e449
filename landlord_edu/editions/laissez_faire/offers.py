"""The contracts a player may offer another (Contracts) and the checks every offer passes before the other
party is asked: what is his to offer, what the other can pay, and the two rules that restrict trades, the
*liquidity rule* between landing and lodging (Taking a Turn, LF-49) and the jail's *sale restriction* (Jail,
LF-34). An offer is a one-key dict (docs/edition-laissez-faire.md, "Decisions"):

``{"income_share": {"space", "to", "percent", "price"}}``, ``{"sale": {"deed", "to", "price"}}`` (a deed: a
space's index, ``"hmc"``, ``"pdc"`` or ``"jail"``, the jail's lease), ``{"loan": {"from", "principal",
"repay", "rounds", "security"}}`` (asked of a lender; ``security`` a deed's index or -1),
``{"pact": {"with", "city", "rounds"}}`` (both refuse service to lodgers landing in the city) and, with Moving
Houses, ``{"house_sale": {"space", "to", "onto", "price"}}``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ...decisions import shown
from ...engine import Engine
from ...errors import IllegalAction
from ...state import IN_JAIL
from .jail_lease import LEASE_PRICE
from .state import ELIMINATED, NOBODY, part
from .switches import switches

TITLES = ("lot", "railroad", "franchise")
COMPANIES = ("hmc", "pdc", "jail")
MOST_OFFERS = 3  # a window takes at most three offers: a bounded protocol (LF-64)
MOST_ROUNDS = 100
SHAPES: dict[str, tuple[str, ...]] = {
    "income_share": ("space", "to", "percent", "price"), "sale": ("deed", "to", "price"),
    "loan": ("from", "principal", "repay", "rounds", "security"), "pact": ("with", "city", "rounds"),
    "house_sale": ("space", "to", "onto", "price")}
CASH_IN = {"income_share": "price", "sale": "price", "loan": "principal"}  # what a trade brings the offerer


@dataclass
class Window:
    """Where an offer is made: before the throw ("turn"), between landing and lodging ("lodge": ``need`` is
    the cost of one turn in jail, LF-50) or in jail ("jail": ``need`` is the fee to leave)."""

    name: str
    need: int = 0
    made: list[dict[str, Any]] = field(default_factory=list)


def holder(g: Engine, deed: Any) -> int:
    """Who holds a deed, a company or the jail's lease (-1: the bank, or not a deed)."""
    lf = part(g.state)
    if deed in COMPANIES:
        return int({"hmc": lf.hmc, "pdc": lf.pdc, "jail": lf.jail_lessee}[deed])
    if type(deed) is int and 0 <= deed < g.board.size and g.board.spaces[deed].kind in TITLES:
        return g.state.owner[deed]
    return NOBODY


def holds_any(g: Engine, seat: int) -> bool:
    """He holds a deed, a company or the jail's lease (what a contract before his throw may be about)."""
    lf = part(g.state)
    return seat in (lf.hmc, lf.pdc, lf.jail_lessee) or any(
        g.state.owner[i] == seat for i in range(g.board.size) if g.board.spaces[i].kind in TITLES)


def face_value(g: Engine, deed: Any) -> int:
    """The printed price (LF-34): on the board, on the companies' deeds, or the lease's $750."""
    return {"hmc": g.c.hmc_price, "pdc": g.c.pdc_price, "jail": LEASE_PRICE}[deed] if deed in COMPANIES \
        else g.board.spaces[deed].price


def secured(g: Engine, deed: Any) -> bool:
    return any(loan[5] == deed for loan in part(g.state).loans)


def _other(g: Engine, seat: int, other: Any) -> str | None:
    players = g.state.players
    if type(other) is not int or not 0 <= other < len(players) or other == seat \
            or players[other].status == ELIMINATED:
        return f"{shown(other)} is not another player in the game"
    return None


def _amount(value: Any, least: int, most: int, what: str) -> str | None:
    return None if type(value) is int and least <= value <= most else f"{what} must be from {least:,} to {most:,}"


def _share(g: Engine, seat: int, o: dict[str, Any]) -> str | None:
    from .contracts import shares_sold  # here: contracts imports this module
    space = o["space"]
    if type(space) is not int or space not in g.lots or g.state.owner[space] != seat:
        return f"space {shown(space)} is not a property of his"
    sold = shares_sold(g, space)
    return _other(g, seat, o["to"]) or _amount(o["percent"], 1, 100 - sold, f"the percent (shares already sold: "
                                                                            f"{sold}%)") \
        or _amount(o["price"], 0, g.state.players[o["to"]].cash, "the price (the other player's cash)")


def _sale(g: Engine, seat: int, o: dict[str, Any]) -> str | None:
    deed = o["deed"]
    if holder(g, deed) != seat:
        return f"{shown(deed)} is not a deed of his (a space's index, 'hmc', 'pdc' or 'jail')"
    if secured(g, deed):
        return f"{shown(deed)} secures a loan: it cannot be sold until the loan is repaid (LF-65)"
    return _other(g, seat, o["to"]) or _amount(o["price"], 0, g.state.players[o["to"]].cash,
                                               "the price (the other player's cash)")


def _loan(g: Engine, seat: int, o: dict[str, Any]) -> str | None:
    problem = _other(g, seat, o["from"])
    if problem:
        return problem
    security = o["security"]
    if security != -1 and (holder(g, security) != seat or type(security) is not int or secured(g, security)):
        return f"the security {shown(security)} is not a deed of his free of another loan (or -1: none)"
    return _amount(o["principal"], 1, g.state.players[o["from"]].cash, "the principal (the lender's cash)") \
        or _amount(o["repay"], o["principal"], 10 * o["principal"], "the repayment (the principal to ten times it)") \
        or _amount(o["rounds"], 1, MOST_ROUNDS, "the rounds before repayment")


def _pact(g: Engine, seat: int, o: dict[str, Any]) -> str | None:
    if not isinstance(o["city"], str) or o["city"] not in g.c.cities:
        return f"{shown(o['city'])} is not a city ({', '.join(g.c.cities)})"
    return _other(g, seat, o["with"]) or _amount(o["rounds"], 1, MOST_ROUNDS, "the rounds of the pact")


def _house_sale(g: Engine, seat: int, o: dict[str, Any]) -> str | None:
    from .buildings import can_lose_a_level  # here: buildings imports lodging, which imports this module
    st, space, onto, to = g.state, o["space"], o["onto"], o["to"]
    if not switches(g.options).lf_moving_houses:
        return "houses are sold to be moved only under the optional rule Moving Houses (lf_moving_houses)"
    if type(space) is not int or space not in g.lots or st.owner[space] != seat or st.houses[space] not in (1, 2) \
            or not can_lose_a_level(g, space):
        return f"space {shown(space)} is not a property of his with a house its lodgers can spare"
    problem = _other(g, seat, to)
    if problem:
        return problem
    if type(onto) is not int or onto not in g.lots or st.owner[onto] != to or st.houses[onto] >= g.c.most_houses:
        return f"space {shown(onto)} is not a property of the buyer with fewer than two houses"
    return _amount(o["price"], 0, st.players[to].cash - g.c.house[onto] // 2,
                   "the price (the buyer's cash less half the target's house price, paid to move it)")


CHECKS = {"income_share": _share, "sale": _sale, "loan": _loan, "pact": _pact, "house_sale": _house_sale}


def restriction(g: Engine, seat: int, kind: str, o: dict[str, Any], window: Window) -> str | None:
    """The liquidity rule (LF-49) and the jail's sale restriction (LF-34), or None."""
    cash = g.state.players[seat].cash
    cash_in = o[CASH_IN[kind]] if kind in CASH_IN else 0
    if window.name == "lodge" and cash < window.need and cash + cash_in < window.need:
        return (f"the liquidity rule (LF-49): with ${cash}, less than the ${window.need} of a turn in jail, a trade "
                f"before lodging must leave him at least ${window.need}")
    if window.name == "lodge" and kind in ("pact", "house_sale") and cash < window.need:
        return "the liquidity rule (LF-49): before lodging he may make only trades that raise his jail cost"
    in_jail = g.state.players[seat].status == IN_JAIL
    if kind == "sale" and in_jail and o["price"] < face_value(g, o["deed"]) and cash + o["price"] < window.need:
        return (f"the jail's sale restriction (LF-34): in jail he may not sell for less than the face value, "
                f"${face_value(g, o['deed'])}, unless the sale pays his fee of ${window.need}")
    return None


def offer_problem(g: Engine, seat: int, answer: Any, window: Window) -> str | None:
    """Why an offer cannot be made in this window, or None."""
    (kind, o), = answer.items()
    shape = SHAPES[kind]
    if not isinstance(o, dict) or set(o) != set(shape):
        return f"{kind} is {{{', '.join(repr(k) for k in shape)}}}, not {shown(o)}"
    whole = [k for k in shape if k not in ("deed", "city", "security")]
    if any(type(o[k]) is not int for k in whole):
        return f"{kind}: {', '.join(whole)} are whole numbers, not {shown(o)}"
    if len(window.made) >= MOST_OFFERS:
        return f"at most {MOST_OFFERS} offers here (LF-64)"
    if kind != "income_share" and switches(g.options).lf_contracts == "income_share":
        return "only income shares are played (lf_contracts='income_share')"
    return CHECKS[kind](g, seat, o) or restriction(g, seat, kind, o, window)


def is_offer(answer: Any) -> bool:
    return isinstance(answer, dict) and len(answer) == 1 and next(iter(answer)) in SHAPES


def checked_offer(g: Engine, seat: int, answer: Any, window: Window, kind: str) -> Any:
    """The offer if it may be made, else IllegalAction naming the decision's kind and the problem."""
    problem = offer_problem(g, seat, answer, window)
    if problem:
        raise IllegalAction(f"{kind}: {problem}")
    return answer
