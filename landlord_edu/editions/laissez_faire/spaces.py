"""Where a player lands (Taking a Turn): buying from the bank, taxes, the corners, transit spaces and cities."""

from __future__ import annotations

from ...decisions import Decision, Play
from ...engine import Engine
from ...state import ON_TRACK, PACK
from .jail import go_to_jail
from .jail_lease import offer_lease
from .lodging import find_lodging
from .overhead import bank
from .state import NOBODY, part
from .switches import switches

RULE = "Taking a Turn"
CITY_KINDS = ("lot", "card", "tax", "franchise")


def income_tax(g: Engine, seat: int) -> int:
    """10% of worth, at most $200 (worth as Anti-Monopoly counts it: cash, printed prices, buildings; LF-08)."""
    if switches(g.options).lf_income_tax == "flat_200":
        return g.c.income_tax_most
    st, c = g.state, g.c
    worth = st.players[seat].cash + sum(g.board.spaces[i].price + st.houses[i] * c.house[i]
                                        for i in range(g.board.size) if st.owner[i] == seat)
    return min(c.income_tax_most, worth * c.income_tax_percent // 100)


def offer_company(g: Engine, seat: int, key: str) -> Play:
    """Home Maintenance Co. (at Anti-Monopoly Foundation) or Petroleum Distribution Co. (landing on Start)."""
    lf, c = part(g.state), g.c
    price, name = (c.hmc_price, "Home Maintenance Co.") if key == "hmc" else (c.pdc_price, "Petroleum Distribution Co.")
    if getattr(lf, key) != NOBODY or g.state.players[seat].cash < price:
        return
    yes = yield Decision("buy", seat, f"Buy the {name} for ${price}? ({RULE})", (True, False),
                         context={"company": key, "price": price})
    if yes:
        g.transfer(seat, bank(g), price, "purchase", RULE, f"{g.name(seat)} buys the {name} for ${price}")
        setattr(lf, key, seat)


def offer_deed(g: Engine, seat: int, space: int) -> Play:
    """Landing directly on a deed the bank owns, he may buy it at its printed value (no auction, LF-06)."""
    s = g.board.spaces[space]
    if g.state.owner[space] != PACK or g.state.players[seat].cash < s.price:
        return
    yes = yield Decision("buy", seat, f"Buy {s.name} for ${s.price}? ({RULE})", (True, False),
                         context={"space": space, "price": s.price})
    if yes:
        g.transfer(seat, bank(g), s.price, "purchase", RULE, f"{g.name(seat)} buys {s.name} for ${s.price}",
                   space=space)
        g.state.owner[space] = seat


def tax(g: Engine, seat: int, space: int) -> None:
    """He pays the tax to the bank; one he cannot pay sends him to jail from that side (LF-36)."""
    due = income_tax(g, seat) if space == 4 else g.c.property_tax
    name = g.board.spaces[space].name
    if g.state.players[seat].cash < due:
        go_to_jail(g, seat, space, f"he cannot pay the ${due} {name}")
        return
    g.transfer(seat, bank(g), due, "tax", RULE, f"{g.name(seat)} pays ${due} {name}", space=space)


def site_tax(g: Engine, seat: int) -> None:
    """The extension lf_site_tax (NOT IN THE SOURCE): a percentage of his properties' mortgage values, paid to
    the bank at Start; one he cannot pay sends him to jail, as a tax does (LF-36, LF-58)."""
    rate = switches(g.options).lf_site_tax
    due = sum(g.c.mortgage[i] for i in g.lots if g.state.owner[i] == seat) * rate // 100
    if not due:
        return
    if g.state.players[seat].cash < due:
        go_to_jail(g, seat, 0, f"he cannot pay the ${due} site tax")
        return
    g.transfer(seat, bank(g), due, "site_tax", "extension: site tax (not in the source)",
               f"{g.name(seat)} pays ${due}, {rate}% of his properties' mortgage values")


def transit_space(g: Engine, seat: int, space: int) -> Play:
    """Landing on a transportation company he may move free to either city of the side (and lodge there), or
    stay on the space free (LF-20)."""
    cities = [city for city, (company, _other) in g.c.transit.items() if company == space]
    options = tuple(cities if switches(g.options).lf_transit_landing == "must_move" else ["stay", *cities])
    answer = yield Decision("transit_city", seat, f"Move free to {' or '.join(cities)}, or stay here? ({RULE})",
                            options, context={"space": space})
    if answer == "stay":
        g.emit("stay_free", RULE, f"{g.name(seat)} stays free on {g.board.spaces[space].name}",
               player=g.name(seat), space=space)
        return
    g.state.players[seat].position = g.c.cities[answer][0]
    yield from find_lodging(g, seat, str(answer), may_ride=False)


def land(g: Engine, seat: int, space: int) -> Play:
    """What the space he lands on does, then lodging if it lies in a city (LF-07, LF-09)."""
    s = g.board.spaces[space]
    if s.kind in ("lot", "railroad", "franchise"):
        yield from offer_deed(g, seat, space)
    if s.kind == "tax":
        tax(g, seat, space)
    elif s.kind == "go_to_jail":
        go_to_jail(g, seat, space, "he lands on Go to Jail")
    elif s.kind == "start":
        yield from offer_company(g, seat, "pdc")
    elif s.kind == "foundation":
        yield from offer_company(g, seat, "hmc")
    elif s.kind == "railroad":
        yield from transit_space(g, seat, space)
    elif s.kind == "jail":
        yield from offer_lease(g, seat)
    if s.kind in CITY_KINDS and g.state.players[seat].status == ON_TRACK:
        yield from find_lodging(g, seat, g.c.city[space])
