"""Contracts (the section the text calls "Contracts"): this part plays one kind, the income share, which the
text values for net worth ("B receives 25% of A's income from Locust Street ... -$23 to A, and +$23 to B").

On his turn before his throw an owner may offer a share of a property's income to another player for a price
(a ``turn`` answer ``{"income_share": {"space": i, "to": seat, "percent": p, "price": n}}``); the other accepts
or declines (``accept_contract``). The contract is attached to the property (LF-41): each rent its owner is paid
for a night there pays the holder his share, rounded down. It lapses when the owner is eliminated.
"""

from __future__ import annotations

from typing import Any

from ...decisions import Decision, Play, same_value, shown
from ...engine import Engine
from ...errors import IllegalAction
from .jail_lease import rate_problem
from .state import ELIMINATED, part

RULE = "Contracts"
KEYS = {"space", "to", "percent", "price"}


def income_share_value(percent: int, mortgage: int) -> int:
    """An income share's value (Net Worth, 3): the share of the property's mortgage value, rounded to the nearest
    dollar; + to the holder, - to the owner. 25% of Locust St. ($90): $23 (22.5 rounds half up)."""
    return (percent * mortgage * 2 + 100) // 200


def pact_value_to_third_party(mortgages_made_worthless: list[int]) -> int:
    """A pact that renders a third party's company worthless is worth minus its mortgage value to him (Net Worth,
    3: refusing service in New York costs U.S. Trucking's owner $100). Service pacts are not yet played."""
    return -sum(mortgages_made_worthless)


def shares_sold(g: Engine, space: int) -> int:
    return sum(c[2] for c in part(g.state).contracts if c[0] == space)


def offer_problem(g: Engine, seat: int, offer: Any) -> str | None:
    """Why an income-share offer cannot be made now, or None."""
    if not isinstance(offer, dict) or set(offer) != KEYS or any(type(v) is not int for v in offer.values()):
        return f"an income share is {{'space', 'to', 'percent', 'price'}} as whole numbers, not {shown(offer)}"
    st, space, to = g.state, offer["space"], offer["to"]
    if space not in g.lots or st.owner[space] != seat:
        return f"space {space} is not a property of his"
    if not 0 <= to < len(st.players) or to == seat or st.players[to].status == ELIMINATED:
        return f"{to} is not another player in the game"
    sold = shares_sold(g, space)
    if not 1 <= offer["percent"] <= 100 - sold:
        return f"the percent must be from 1 to {100 - sold} (shares already sold: {sold}%)"
    if not 0 <= offer["price"] <= st.players[to].cash:
        return f"the price must be from $0 to the other player's cash, ${st.players[to].cash}"
    return None


def turn_check(options: tuple[Any, ...], g: Engine, seat: int) -> Any:
    """A ``turn`` answer: one of the options, or an income-share offer."""
    def check(answer: Any) -> Any:
        if isinstance(answer, dict) and set(answer) == {"jail_rate"}:
            problem = rate_problem(g, seat, answer["jail_rate"])
            if problem:
                raise IllegalAction(f"turn: {problem}")
            return answer
        if isinstance(answer, dict) and set(answer) == {"income_share"}:
            problem = offer_problem(g, seat, answer["income_share"])
            if problem:
                raise IllegalAction(f"turn: {problem}")
            return answer
        for option in options:
            if same_value(answer, option):
                return option
        raise IllegalAction(f"turn: {shown(answer)} is not allowed now; choose one of {list(options)} or offer "
                            f"{{'income_share': {{'space', 'to', 'percent', 'price'}}}}")
    return check


def offer_share(g: Engine, seat: int, offer: dict[str, int]) -> Play:
    """The other party accepts or declines; accepted, he pays the price and the notary records it."""
    space, to, percent, price = offer["space"], offer["to"], offer["percent"], offer["price"]
    name = g.board.spaces[space].name
    yes = yield Decision("accept_contract", to, f"{g.name(seat)} offers you {percent}% of his income from {name} "
                                                f"for ${price}: accept? ({RULE})", (True, False),
                         context={"space": space, "from": seat, "percent": percent, "price": price,
                                  "value": income_share_value(percent, g.c.mortgage[space])})
    if not yes:
        g.emit("contract_declined", RULE, f"{g.name(to)} declines {g.name(seat)}'s offer", player=g.name(to))
        return
    g.transfer(to, seat, price, "contract", RULE, f"{g.name(to)} pays ${price} for {percent}% of the income from "
                                                  f"{name}", space=space)
    part(g.state).contracts.append([space, to, percent])
    g.emit("contract", RULE, f"The notary records: {g.name(to)} receives {percent}% of {g.name(seat)}'s income "
                             f"from {name}", space=space)


def pay_shares(g: Engine, owner: int, space: int, rent: int) -> None:
    """The holders of the property's income shares are paid their part of a rent its owner received."""
    for c_space, holder, percent in part(g.state).contracts:
        share = rent * percent // 100
        if c_space == space and share and holder != owner:
            g.transfer(owner, holder, share, "income_share", RULE, f"{g.name(holder)} receives ${share}, {percent}% "
                                                                   f"of the rent", space=space)


def contract_value(g: Engine, seat: int) -> int:
    """The valued contracts in his net worth: + the shares he holds, - those sold on his properties (LF-41)."""
    value = 0
    for space, holder, percent in part(g.state).contracts:
        worth = income_share_value(percent, g.c.mortgage[space])
        value += (worth if holder == seat else 0) - (worth if g.state.owner[space] == seat else 0)
    return value


def lapse(g: Engine, seat: int, reverted: list[int]) -> None:
    """An eliminated player's contracts lapse: those on his properties and those he holds (LF-35)."""
    lf = part(g.state)
    lf.contracts = [c for c in lf.contracts if c[0] not in reverted and c[1] != seat]
