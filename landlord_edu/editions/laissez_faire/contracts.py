"""Contracts (the section the text calls "Contracts"): the income share, which the text values for net worth
("B receives 25% of A's income from Locust Street ... -$23 to A, and +$23 to B"); the other kinds are in
deals.py, their checks in offers.py.

An owner may offer a share of a property's income to another player for a price (an answer
``{"income_share": {"space": i, "to": seat, "percent": p, "price": n}}``); the other accepts
or declines (``accept_contract``). The contract is attached to the property (LF-41): each rent its owner is paid
for a night there pays the holder his share, rounded down. It lapses when the owner is eliminated.
"""

from __future__ import annotations

from typing import Any

from ...decisions import Decision, Play, same_value, shown
from ...engine import Engine
from ...errors import IllegalAction
from .jail_lease import rate_problem
from .offers import SHAPES, Window, checked_offer, is_offer
from .state import part

RULE = "Contracts"


def income_share_value(percent: int, mortgage: int) -> int:
    """An income share's value (Net Worth, 3): the share of the property's mortgage value, rounded to the nearest
    dollar; + to the holder, - to the owner. 25% of Locust St. ($90): $23 (22.5 rounds half up)."""
    return (percent * mortgage * 2 + 100) // 200


def pact_value_to_third_party(mortgages_made_worthless: list[int]) -> int:
    """A pact that renders a third party's company worthless is worth minus its mortgage value to him (Net Worth,
    3: refusing service in New York costs U.S. Trucking's owner $100; deals.pact_value finds such pacts)."""
    return -sum(mortgages_made_worthless)


def shares_sold(g: Engine, space: int) -> int:
    return sum(c[2] for c in part(g.state).contracts if c[0] == space)


def turn_check(options: tuple[Any, ...], g: Engine, seat: int, window: Window) -> Any:
    """A ``turn`` answer: one of the options, the jail lessee's rate, or an offer of a contract (offers.py)."""
    def check(answer: Any) -> Any:
        if isinstance(answer, dict) and set(answer) == {"jail_rate"}:
            problem = rate_problem(g, seat, answer["jail_rate"])
            if problem:
                raise IllegalAction(f"turn: {problem}")
            return answer
        if is_offer(answer):
            return checked_offer(g, seat, answer, window, "turn")
        for option in options:
            if same_value(answer, option):
                return option
        raise IllegalAction(f"turn: {shown(answer)} is not allowed now; choose one of {list(options)} or offer a "
                            f"contract ({', '.join(SHAPES)})")
    return check


def offer_share(g: Engine, seat: int, offer: dict[str, int]) -> Play:
    """The other party accepts or declines; accepted, he pays the price and the notary records it. Returns True
    if accepted."""
    space, to, percent, price = offer["space"], offer["to"], offer["percent"], offer["price"]
    name = g.board.spaces[space].name
    yes = yield Decision("accept_contract", to, f"{g.name(seat)} offers you {percent}% of his income from {name} "
                                                f"for ${price}: accept? ({RULE})", (True, False),
                         context={"kind": "income_share", "space": space, "from": seat, "percent": percent,
                                  "price": price,
                                  "value": income_share_value(percent, g.c.mortgage[space])})
    if not yes:
        g.emit("contract_declined", RULE, f"{g.name(to)} declines {g.name(seat)}'s offer", player=g.name(to))
        return False
    g.transfer(to, seat, price, "contract", RULE, f"{g.name(to)} pays ${price} for {percent}% of the income from "
                                                  f"{name}", space=space)
    part(g.state).contracts.append([space, to, percent])
    g.emit("contract", RULE, f"The notary records: {g.name(to)} receives {percent}% of {g.name(seat)}'s income "
                             f"from {name}", space=space)
    return True


def pay_shares(g: Engine, owner: int, space: int, rent: int) -> None:
    """The holders of the property's income shares are paid their part of a rent its owner received."""
    for c_space, holder, percent in part(g.state).contracts:
        share = rent * percent // 100
        if c_space == space and share and holder != owner:
            g.transfer(owner, holder, share, "income_share", RULE, f"{g.name(holder)} receives ${share}, {percent}% "
                                                                   f"of the rent", space=space)

