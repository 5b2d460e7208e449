"""The one counter-offer a lodger may make to a player owner's quote (the research note's decision 1): the
owner accepts it or refuses, and the lodger then chooses among the quotes as they stood (LF-22, LF-60)."""

from __future__ import annotations

from typing import Any

from ...decisions import Decision, Play, same_value, shown
from ...engine import Engine
from ...errors import IllegalAction
from .offers import Window, checked_offer, is_offer
from .overhead import property_overhead

RULE = "Taking a Turn"


def counterable(g: Engine, seat: int, offers: dict[int, tuple[int, int]]) -> dict[int, tuple[int, int]]:
    """The player owners' quotes he may answer: space -> (the least he may offer, the most)."""
    from .lodging import least_quote  # here: lodging imports this module
    cash, found = g.state.players[seat].cash, {}
    for space, (price, payee) in offers.items():
        if payee >= 0 and payee != seat:
            low = least_quote(g, payee, space, property_overhead(g, space))
            high = min(price - 1, cash)
            if low <= high:
                found[space] = (low, high)
    return found


def lease_problem(g: Engine, seat: int, terms: Any, offers: dict[int, tuple[int, int]], cash: int) -> str | None:
    """Why these lease terms cannot be granted: {"space": i, "may_raise": bool, "may_refuse": bool} with a player
    owner's quote he can pay (LF-28, LF-70)."""
    from .switches import switches
    if switches(g.options).lf_contracts != "all":
        return "lease terms are contracts: not with lf_contracts='income_share'"
    if not isinstance(terms, dict) or set(terms) != {"space", "may_raise", "may_refuse"} \
            or type(terms["may_raise"]) is not bool or type(terms["may_refuse"]) is not bool:
        return f"lease terms are {{'space', 'may_raise': bool, 'may_refuse': bool}}, not {shown(terms)}"
    space = terms["space"]
    if type(space) is not int or space not in offers or offers[space][1] in (seat,) or offers[space][1] < 0 \
            or offers[space][0] > cash:
        return f"space {shown(space)} is not a player owner's quote he can pay"
    return None


def lodge_check(options: tuple[Any, ...], counter: dict[int, tuple[int, int]], g: Engine, seat: int,
                offers: dict[int, tuple[int, int]], window: Window) -> Any:
    """A ``lodge`` answer: one of the options, ``{"counter": {"space": i, "price": n}}``, a quote taken with lease
    terms ``{"lease": {...}}`` or a trade under the liquidity rule (offers.py)."""
    from .jail import may_trade  # here: jail imports lodging's neighbours
    def check(answer: Any) -> Any:
        for option in options:
            if same_value(answer, option):
                return option
        if is_offer(answer) and may_trade(g, window):
            return checked_offer(g, seat, answer, window, "lodge")
        if isinstance(answer, dict) and set(answer) == {"lease"}:
            problem = lease_problem(g, seat, answer["lease"], offers, g.state.players[seat].cash)
            if problem:
                raise IllegalAction(f"lodge: {problem}")
            return answer
        offer = answer.get("counter") if isinstance(answer, dict) and set(answer) == {"counter"} else None
        if isinstance(offer, dict) and set(offer) == {"space", "price"} and type(offer["space"]) is int \
                and type(offer["price"]) is int and offer["space"] in counter:
            low, high = counter[offer["space"]]
            if low <= offer["price"] <= high:
                return answer
            raise IllegalAction(f"lodge: a counter-offer at space {offer['space']} is from ${low} to ${high}")
        where = {k: list(v) for k, v in counter.items()}
        raise IllegalAction(f"lodge: {shown(answer)} is not allowed now; choose one of {list(options)}"
                            + (f" or counter-offer {{'counter': {{'space', 'price'}}}} (space: [least, most]: "
                               f"{where})" if counter else "") + ", take a quote with {'lease': {...}} or offer a "
                                                                 "contract")
    return check


def ask_counter(g: Engine, seat: int, space: int, price: int, quote: tuple[int, int]) -> Play:
    """The owner accepts the counter-offer or refuses it (his quote stands)."""
    owner = quote[1]
    name = g.board.spaces[space].name
    g.emit("counter", RULE, f"{g.name(seat)} offers ${price} for {name} against ${quote[0]}", player=g.name(seat),
           space=space)
    yes = yield Decision("accept_counter", owner, f"{g.name(seat)} offers ${price} for a night at {name} (you "
                                                  f"quoted ${quote[0]}): accept? ({RULE})", (True, False),
                         context={"space": space, "lodger": seat, "price": price, "quote": quote[0],
                                  "overhead": property_overhead(g, space)})
    if not yes:
        g.emit("counter_refused", RULE, f"{g.name(owner)} refuses; the quote of ${quote[0]} stands",
               player=g.name(owner), space=space)
    return bool(yes)
