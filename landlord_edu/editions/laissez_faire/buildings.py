"""Houses and Apartments: building (no monopoly needed, no sale) and staying put on a property with a house."""

from __future__ import annotations

from typing import Any

from ...decisions import Decision, Play
from ...engine import Engine
from ...state import PACK
from .contracts import pay_shares
from .lodging import ask_quote, capacity
from .measures import count_night
from .overhead import (
    bank,
    bank_utility_price,
    hmc_payee,
    pay_overhead,
    property_overhead,
    utility_overhead,
    utility_payee,
)
from .state import part
from .switches import switches

RULE = "Houses and Apartments"
RAISE, REFUSE = 1, 2  # lease terms granted by the lodger (StateLF.lease_power)


def can_build(g: Engine, seat: int, space: int) -> bool:
    """His property, fewer than two houses and an apartment, the price in hand and the stock at the bank."""
    st, lf = g.state, part(g.state)
    if st.owner[space] != seat or g.board.spaces[space].kind != "lot" or st.houses[space] > g.c.most_houses:
        return False
    if st.players[seat].cash < g.c.house[space]:
        return False
    if switches(g.options).lf_house_supply == "unlimited":
        return True
    return lf.apartments_left > 0 if st.houses[space] == g.c.most_houses else lf.houses_left > 0


def build(g: Engine, seat: int, space: int) -> None:
    """Pay the house price: a house, or a third time an apartment building (its two houses go back, LF-37)."""
    st, lf = g.state, part(g.state)
    price, name = g.c.house[space], g.board.spaces[space].name
    g.transfer(seat, bank(g), price, "house", RULE, f"{g.name(seat)} pays ${price} to build on {name}", space=space)
    if st.houses[space] == g.c.most_houses:
        lf.apartments_left -= 1
        lf.houses_left += g.c.most_houses
        what = "an apartment building"
    else:
        lf.houses_left -= 1
        what = "a house"
    if switches(g.options).lf_house_supply == "unlimited":
        lf.houses_left, lf.apartments_left = g.c.houses, g.c.apartments
    st.houses[space] += 1
    st.house_owner[space] = seat
    g.emit("build", RULE, f"{g.name(seat)} now has {what} on {name}", player=g.name(seat), space=space)


def can_demolish(g: Engine, seat: int, space: int) -> bool:
    """One level down (apartment to two houses, two to one, one to none, LF-26), if he can pay a fifth of the
    house price (when he pays), the stock can give back the two houses of an apartment, and the lodgers there
    still have room (R-38, LF-57)."""
    st, lf = g.state, part(g.state)
    level = st.houses[space]
    if st.owner[space] != seat or level == 0:
        return False
    if switches(g.options).lf_demolition == "owner_pays" and st.players[seat].cash < g.c.house[space] // 5:
        return False
    if level == 3 and switches(g.options).lf_house_supply == "finite" and lf.houses_left < g.c.most_houses:
        return False
    return can_lose_a_level(g, space)


def demolish(g: Engine, seat: int, space: int) -> None:
    """Take one level down for a fifth of one house price, paid to the bank or received from it (LF-25)."""
    st, lf = g.state, part(g.state)
    fifth, name = g.c.house[space] // 5, g.board.spaces[space].name
    if switches(g.options).lf_demolition == "owner_pays":
        g.transfer(seat, bank(g), fifth, "demolition", RULE, f"{g.name(seat)} pays ${fifth} to demolish on {name}",
                   space=space)
    else:
        g.transfer(bank(g), seat, fifth, "demolition", RULE, f"{g.name(seat)} receives ${fifth} for demolishing on "
                                                          f"{name}", space=space)
    if st.houses[space] == 3:
        lf.apartments_left += 1
        lf.houses_left -= g.c.most_houses
    else:
        lf.houses_left += 1
    if switches(g.options).lf_house_supply == "unlimited":
        lf.houses_left, lf.apartments_left = g.c.houses, g.c.apartments
    st.houses[space] -= 1
    if st.houses[space] == 0:
        st.house_owner[space] = PACK
    g.emit("demolish", RULE, f"{g.name(seat)} demolishes one level on {name} ({st.houses[space]} left)",
           player=g.name(seat), space=space)


def house_moves(g: Engine, seat: int) -> list[tuple[int, int]]:
    """Optional rule, Moving Houses: (from, to) between his properties: a house (not an apartment) where its
    lodgers keep their room, to a property with fewer than two houses, for half the target's house price."""
    if not switches(g.options).lf_moving_houses:
        return []
    st = g.state
    mine = [i for i in g.lots if st.owner[i] == seat]
    sources = [i for i in mine if st.houses[i] in (1, 2) and can_lose_a_level(g, i)]
    return [(a, b) for a in sources for b in mine
            if b != a and st.houses[b] < g.c.most_houses and st.players[seat].cash >= g.c.house[b] // 2]


def can_lose_a_level(g: Engine, space: int) -> bool:
    lf, st = part(g.state), g.state
    level = st.houses[space]
    lodgers = sum(1 for s, at in enumerate(lf.lodged) if at == space and st.players[s].status == "track")
    return lodgers <= capacity(2 if level == 3 else level - 1)


def move_house(g: Engine, seat: int, source: int, target: int) -> None:
    st = g.state
    half, name = g.c.house[target] // 2, g.board.spaces[target].name
    g.transfer(seat, bank(g), half, "house_moved", "Optional Rules",
               f"{g.name(seat)} pays ${half} to move a house from {g.board.spaces[source].name} to {name}",
               space=target)
    st.houses[source] -= 1
    st.house_owner[source] = seat if st.houses[source] else PACK
    st.houses[target] += 1
    st.house_owner[target] = seat


def nearest_utility(g: Engine, space: int) -> int:
    """The utility closest in the forward direction from the property (LF-29)."""
    size = g.board.size
    return min(g.c.utilities, key=lambda u: (u - space) % size)


def stay_terms(g: Engine, seat: int) -> Play:
    """The utility's price and the rent for another night (None if the utility's owner refuses)."""
    st, lf = g.state, part(g.state)
    space = lf.lodged[seat]
    utility = nearest_utility(g, space)
    owner = st.owner[utility]
    if owner == PACK:
        service: tuple[int, int] | None = (bank_utility_price(g, utility), bank(g))
    elif owner == seat:
        service = (0, seat)
    else:
        price = yield from ask_quote(g, owner, seat, utility, utility_overhead(g, utility),
                                     f"{g.board.spaces[utility].name}'s service to stay put", {"bank_price": 0,
                                                                                                "jail_cost": 0})
        service = (price, owner) if price else None
    return service


def stay_rent(g: Engine, seat: int, space: int) -> Play:
    """The default lease: the owner may charge less than the last rent, not more, and may not refuse (LF-28);
    lease terms the lodger granted may let him raise it, up to the lodger's cash (LF-70)."""
    owner, lf = g.state.owner[space], part(g.state)
    lease = lf.lease[seat]
    if owner == seat or lease <= 0:
        return 0
    most = max(lease, g.state.players[seat].cash) if lf.lease_power[seat] & RAISE else lease
    answer = yield Decision("stay_rent", owner, f"{g.name(seat)} stays another night at "
                                                f"{g.board.spaces[space].name}: charge up to ${most} (the last "
                                                f"rent ${lease}; 0 charges nothing) ({RULE})", (lease,), 1, most,
                            context={"space": space, "lodger": seat, "lease": lease,
                                     "overhead": property_overhead(g, space), "may_raise": most > lease})
    return int(answer)


def allow_stay(g: Engine, seat: int, space: int) -> Play:
    """Lease terms granting the power to refuse: the owner says whether the lodger may stay (LF-70)."""
    owner = g.state.owner[space]
    yes = yield Decision("allow_stay", owner, f"{g.name(seat)} would stay another night at "
                                              f"{g.board.spaces[space].name}; your lease lets you refuse: allow? "
                                              f"({RULE})", (True, False),
                         context={"space": space, "lodger": seat, "lease": part(g.state).lease[seat]})
    if not yes:
        g.emit("refuse", RULE, f"{g.name(owner)} refuses {g.name(seat)} another night, as the lease allows "
                               f"[LF-70]", player=g.name(owner), space=space)
    return bool(yes)


def offer_stay(g: Engine, seat: int) -> Play:
    """After rolling, a lodger on a property with a house may stay rather than move. Returns True if he stays."""
    st, lf = g.state, part(g.state)
    space = lf.lodged[seat]
    if space < 0 or st.houses[space] == 0 or st.owner[space] == PACK:
        return False
    service = yield from stay_terms(g, seat)
    lease = max(lf.lease[seat], 0) if st.owner[space] != seat else 0
    if service is None or service[0] + lease > st.players[seat].cash:
        return False
    if lf.lease_power[seat] & REFUSE and st.owner[space] != seat and not (yield from allow_stay(g, seat, space)):
        return False
    answer: Any = yield Decision("stay", seat, f"Stay at {g.board.spaces[space].name} (utility ${service[0]}, rent "
                                               f"up to ${lease}) or move ({RULE})", ("move", "stay"),
                                 context={"space": space, "utility": service[0], "rent": lease})
    if answer != "stay":
        return False
    yield from _pay_stay(g, seat, space, service)
    return True


def _pay_stay(g: Engine, seat: int, space: int, service: tuple[int, int]) -> Play:
    st, lf = g.state, part(g.state)
    utility = nearest_utility(g, space)
    lf.stays += 1
    g.emit("stay", RULE, f"{g.name(seat)} stays put at {g.board.spaces[space].name}", player=g.name(seat),
           space=space)
    price, payee = service
    if price:
        lf.moved = True
        g.transfer(seat, payee, price, "utility", RULE, f"{g.name(seat)} pays ${price} to "
                                                          f"{g.board.spaces[utility].name}", space=utility)
        if payee >= 0:
            pay_overhead(g, payee, utility_overhead(g, utility), utility_payee(g), g.board.spaces[utility].name)
    rent = yield from stay_rent(g, seat, space)
    owner = st.owner[space]
    if rent:
        lf.moved = True
        lf.lease[seat] = rent
        g.transfer(seat, owner, rent, "rent", RULE, f"{g.name(seat)} pays ${rent} for another night",
                   space=space)
        pay_shares(g, owner, space, rent)
        paid = pay_overhead(g, owner, property_overhead(g, space), hmc_payee(g), g.board.spaces[space].name, space)
        count_night(g, space, owner, rent, paid)
