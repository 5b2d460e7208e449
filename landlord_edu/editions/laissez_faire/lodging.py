"""Finding lodging (Taking a Turn): the quote protocol of LF-22.

Every owner in the city with room posts one quote or refuses (a ``quote`` decision: 0 refuses); the bank's
price is fixed (overhead.bank_rent); the lodger picks one (``lodge``), or pays a transit company to the other
city of the side (one ride, LF-21), or sleeps on a park bench and goes to jail.
"""

from __future__ import annotations

from typing import Any

from ...decisions import Decision, Play
from ...engine import Engine
from ...state import ON_TRACK, PACK
from .contracts import pay_shares, shares_sold
from .counter import ask_counter, counterable, lodge_check
from .deals import offer, refuses
from .jail import go_to_jail, may_trade, one_turn_cost
from .measures import count_night
from .offers import Window, holds_any, is_offer
from .overhead import (
    bank,
    bank_fare,
    bank_rent,
    hmc_payee,
    pay_overhead,
    pdc_payee,
    property_overhead,
    transport_overhead,
)
from .state import part

RULE = "Taking a Turn"
UNLIMITED = 10**6


def capacity(houses: int) -> int:
    """One lodger with no house or one house, two with two houses, any number with an apartment (LF-23)."""
    return UNLIMITED if houses >= 3 else max(houses, 1)


def has_room(g: Engine, space: int, seat: int) -> bool:
    lodgers = sum(1 for s, at in enumerate(part(g.state).lodged) if at == space and s != seat
                  and g.state.players[s].status == ON_TRACK)
    return lodgers < capacity(g.state.houses[space])


def least_quote(g: Engine, owner: int, space: int, cost: int) -> int:
    """The least an owner may quote: what, with his cash, pays the overhead from his part of the rent (his part
    after the income shares sold on the property; R-38, LF-17, LF-59)."""
    kept = 100 - shares_sold(g, space)
    short = cost - g.state.players[owner].cash
    if not kept:
        return 1 if short <= 0 else 10**9
    return max(1, -(-short * 100 // kept))


def ask_quote(g: Engine, owner: int, seat: int, space: int, cost: int, what: str, ctx: dict[str, Any]) -> Play:
    """One quote of a player owner for a night or a ride: a whole number of dollars, or 0 to refuse.

    He may not quote less than what leaves him able to pay the overhead (R-38, LF-17); a quote above
    the lodger's cash is the same as refusing, so the highest allowed is the lodger's cash."""
    low, high = least_quote(g, owner, space, cost), g.state.players[seat].cash
    if high < low:
        return 0
    mid = max(low, min(high, 2 * max(cost, 1)))
    price = yield Decision("quote", owner, f"{g.name(seat)} asks for {what}: quote a price from ${low} to "
                                           f"${high}, or 0 to refuse ({RULE})", (0, low, mid, high), low, high,
                           context={**ctx, "space": space, "lodger": seat, "overhead": cost,
                                    "lodger_cash": high})
    return int(price)


def _offers(g: Engine, seat: int, city: str, landed: str) -> Play:
    """Each property of the city with room: its price and who is paid (the lodger's own costs nothing). A party
    to a service pact on the city he landed in refuses him without being asked (LF-67)."""
    offers: dict[int, tuple[int, int]] = {}
    bank_prices = [bank_rent(g, i) for i in g.c.cities[city] if g.state.owner[i] == PACK and has_room(g, i, seat)]
    ctx = {"bank_price": min(bank_prices) if bank_prices else 0, "jail_cost": one_turn_cost(g, g.c.cities[city][0])}
    for i in g.c.cities[city]:
        owner = g.state.owner[i]
        if not has_room(g, i, seat):
            continue
        if owner == seat:
            offers[i] = (0, seat)
        elif owner == PACK:
            offers[i] = (bank_rent(g, i), bank(g))
        elif refuses(g, owner, landed):
            g.emit("refuse", "Contracts", f"{g.name(owner)} refuses {g.name(seat)} at {g.board.spaces[i].name}: a "
                                          f"service pact on {landed}", player=g.name(owner), space=i)
        else:
            price = yield from ask_quote(g, owner, seat, i, property_overhead(g, i),
                                         f"a night at {g.board.spaces[i].name}", ctx)
            if price:
                offers[i] = (price, owner)
            else:
                g.emit("refuse", RULE, f"{g.name(owner)} refuses {g.name(seat)} at {g.board.spaces[i].name}",
                       player=g.name(owner), space=i)
    return offers


def _fare(g: Engine, seat: int, city: str) -> Play:
    """The ride to the other city of the side: (fare, who is paid), or None if refused."""
    company, _other = g.c.transit[city]
    owner = g.state.owner[company]
    if owner == PACK:
        return bank_fare(g, company), bank(g)
    if owner == seat:
        return 0, seat
    if refuses(g, owner, city):
        return None
    price = yield from ask_quote(g, owner, seat, company, transport_overhead(g, company),
                                 f"a ride on {g.board.spaces[company].name}",
                                 {"bank_price": bank_fare(g, company), "jail_cost": 0})
    return (price, owner) if price else None


def find_lodging(g: Engine, seat: int, city: str, may_ride: bool = True) -> Play:
    """He must find lodging in ``city``: a quote he accepts, a ride to the other city, or the bench."""
    p = g.state.players[seat]
    part(g.state).lease_power[seat] = 0
    offers = yield from _offers(g, seat, city, city if may_ride else g.c.transit[city][1])
    fare = (yield from _fare(g, seat, city)) if may_ride else None
    choice = yield from choose(g, seat, city, offers, fare)
    if choice == "bench":
        part(g.state).bench += 1
        g.emit("bench", RULE, f"{p.name} finds no lodging in {city} and sleeps on a park bench",
               player=p.name)
        go_to_jail(g, seat, g.c.cities[city][0], "a night on a park bench")
    elif choice == "transit":
        assert fare is not None
        yield from ride(g, seat, city, *fare)
    else:
        lodge(g, seat, int(choice), *offers[int(choice)])


def choose(g: Engine, seat: int, city: str, offers: dict[int, tuple[int, int]],
           fare: tuple[int, int] | None) -> Play:
    """The lodger's choice among the quotes he can pay, the ride and the bench; he may first answer one player
    owner's quote with one counter-offer, which the owner accepts or refuses (decision 1 of the research note)."""
    countered, window = False, Window("lodge", need=one_turn_cost(g, g.c.cities[city][0]))
    while True:
        cash = g.state.players[seat].cash
        options: list[Any] = sorted(i for i, (price, _payee) in offers.items() if price <= cash)
        if fare is not None and fare[0] <= cash:
            options.append("transit")
        options.append("bench")
        counter = {} if countered else counterable(g, seat, offers)
        if len(options) == 1 and not counter and not (may_trade(g, window) and holds_any(g, seat)):
            return options[0]
        choice = yield Decision("lodge", seat, f"Find lodging in {city}: take a quote, make one counter-offer, ride "
                                               f"to {g.c.transit[city][1]}, or sleep on a park bench ({RULE})",
                                tuple(options), context={"quotes": {str(i): offers[i][0] for i in offers},
                                                         "fare": fare[0] if fare else None, "city": city,
                                                         "counter": {str(i): list(v) for i, v in counter.items()},
                                                         "jail_cost": window.need, "offered": list(window.made)},
                                check=lodge_check(tuple(options), counter, g, seat, offers, window))
        if is_offer(choice):
            window.made.append(choice)
            yield from offer(g, seat, choice)
            for i in [i for i, (_price, payee) in offers.items() if payee == seat and g.state.owner[i] != seat]:
                del offers[i]  # he sold the property he could have slept on
            continue
        if isinstance(choice, dict) and "lease" in choice:
            terms = choice["lease"]
            part(g.state).lease_power[seat] = int(terms["may_raise"]) + 2 * int(terms["may_refuse"])
            g.emit("lease_terms", "Houses and Apartments", f"{g.name(seat)} grants the owner of "
                                                           f"{g.board.spaces[terms['space']].name} the power to "
                                                           f"{lease_words(terms)} at a stay [LF-70]",
                   player=g.name(seat), space=terms["space"])
            return terms["space"]
        if not isinstance(choice, dict):
            return choice
        countered = True
        space, price = choice["counter"]["space"], choice["counter"]["price"]
        if (yield from ask_counter(g, seat, space, price, offers[space])):
            offers[space] = (price, offers[space][1])
            return space


def lease_words(terms: dict[str, Any]) -> str:
    powers = [w for w, on in (("raise the rent", terms["may_raise"]), ("refuse", terms["may_refuse"])) if on]
    return " and ".join(powers) or "do neither (the default lease)"


def ride(g: Engine, seat: int, city: str, fare: int, payee: int) -> Play:
    company, other = g.c.transit[city]
    lf = part(g.state)
    lf.rides += 1
    g.transfer(seat, payee, fare, "fare", RULE, f"{g.name(seat)} pays ${fare} to ride to {other}", space=company)
    if payee >= 0 and payee != seat:
        pay_overhead(g, payee, transport_overhead(g, company), pdc_payee(g),
                     f"the fuel of {g.board.spaces[company].name}")
    g.state.players[seat].position = g.c.cities[other][0]
    g.emit("ride", RULE, f"{g.name(seat)} rides {g.board.spaces[company].name} to {other}", player=g.name(seat),
           space=company)  # a ride on his own company pays no fare: said here, so the log counts every ride
    yield from find_lodging(g, seat, other, may_ride=False)


def lodge(g: Engine, seat: int, space: int, price: int, payee: int) -> None:
    """He pays the rent agreed and moves his token to the property (a player owner pays its overhead)."""
    p, lf = g.state.players[seat], part(g.state)
    name = g.board.spaces[space].name
    p.position, lf.lodged[seat], lf.lease[seat] = space, space, price
    if payee == seat:
        g.emit("lodge", RULE, f"{p.name} stays on his own property, {name}", player=p.name, space=space)
        return
    g.transfer(seat, payee, price, "rent", RULE, f"{p.name} rents a night at {name} for ${price}", space=space)
    if payee < 0:  # the bank (or the centre)
        lf.bank_nights, lf.bank_rent = lf.bank_nights + 1, lf.bank_rent + price
        return
    pay_shares(g, payee, space, price)
    paid = pay_overhead(g, payee, property_overhead(g, space), hmc_payee(g), name, space)
    count_night(g, space, payee, price, paid)
