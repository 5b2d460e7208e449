"""What happens on the space a player stops on.

Rule 4 taxes, Rule 5 trespass, Rule 7 land rent and the sale of unowned lots,
Rule 9 franchises and railroads, Rule 10 Central Park, Rule 11 Chance, Rule 13 Luxury,
Rule 14 house rent; under the Single Tax, its Rules 1-5 and 7.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...decisions import Play
from ...state import IN_JAIL, MISC_SEAT, PACK, TREASURY_SEAT, Player
from . import costs
from .auction import auction
from .money import charge
from .switches import switches

if TYPE_CHECKING:
    from ...engine import Engine


def land(g: Engine, p: Player, space: int) -> Play:
    kind = g.board.spaces[space].kind
    if kind == "lot":
        yield from (land_lot_single_tax(g, p, space) if g.state.single_tax else land_lot(g, p, space))
    elif kind == "tax":
        yield from land_tax(g, p, space)
    elif kind in ("railroad", "franchise"):
        yield from land_franchise(g, p, space)
    elif kind == "no_trespassing":
        yield from trespass(g, p, space)
    elif kind == "chance":
        from .chance_cards import draw
        yield from draw(g, p)
    elif kind == "speculation":
        from .speculation import speculate
        yield from speculate(g, p, space)
    elif kind == "central_park":
        g.emit("free", "Rule 10", f"{p.name} rests in Central Park, maintained by public funds", player=p.name,
               space=space)


def land_lot(g: Engine, p: Player, space: int) -> Play:
    """Rule 7 (and Rule 14's house rent)."""
    st = g.state
    name = g.board.spaces[space].name
    owner = st.owner[space]
    if owner == PACK:
        owner = yield from auction(g, p, space)
        if owner == PACK:
            yield from charge(g, p, TREASURY_SEAT, costs.land_rent(g, space), "rent", "Rule 7",
                              f"{p.name} paid ${costs.land_rent(g, space)} land rent for {name} to the PUBLIC TREASURY "
                              f"as nobody bought it", space)
            return
    if owner == p.seat:
        return
    rent = costs.land_rent(g, space)
    paid = yield from charge(g, p, owner, rent, "rent", "Rule 7",
                             f"{p.name} paid ${rent} land rent for {name} to {g.name(owner)}", space)
    houses = st.houses[space]
    if paid and houses and st.house_owner[space] != p.seat:
        amount = costs.house_rent(g, space)
        yield from charge(g, p, st.house_owner[space], amount, "house_rent", "Rule 14",
                          f"{p.name} paid ${amount} house rent for {houses} house{'s' * (houses > 1)} on {name} "
                          f"to {g.name(st.house_owner[space])}", space)


def land_lot_single_tax(g: Engine, p: Player, space: int) -> Play:
    """Single Tax Rules 2 and 4: land rent to the PUBLIC TREASURY; house rent to the house's owner;
    on an unimproved lot he may then build."""
    st = g.state
    name = g.board.spaces[space].name
    rent = costs.land_rent(g, space)
    paid = yield from charge(g, p, TREASURY_SEAT, rent, "rent", "Single Tax Rule 4",
                             f"{p.name} paid ${rent} land rent for {name} to the PUBLIC TREASURY", space)
    if not paid:
        return
    builder = st.house_owner[space]
    if st.houses[space] and builder != p.seat:
        amount = costs.house_rent(g, space)
        yield from charge(g, p, builder, amount, "house_rent", "Single Tax Rule 4",
                          f"{p.name} paid ${amount} house rent for {name} to {g.name(builder)}", space)
    elif st.houses[space] == 0 and p.cash >= g.c.house_cost:
        from .building import offer_build_here
        yield from offer_build_here(g, p, space)


def land_tax(g: Engine, p: Player, space: int) -> Play:
    name = g.board.spaces[space].name
    if g.state.single_tax:
        g.emit("no_tax", "Single Tax Rule 1", f"{p.name} pays no tax on {name}, an absolute necessity",
               player=p.name, space=space)
        return
    tax = costs.tax_amount(g)
    rule = "Rule 4" if tax == g.c.tax else "Rule 4 and the advanced rules' tax table"
    yield from charge(g, p, TREASURY_SEAT, tax, "tax", rule,
                      f"{p.name} paid ${tax} tax on {name} to the PUBLIC TREASURY", space)


def land_franchise(g: Engine, p: Player, space: int) -> Play:
    """Rule 9, with the Municipal Cinch, railroad Monopoly fares and the Trust; Single Tax Rule 3."""
    st = g.state
    name = g.board.spaces[space].name
    if space in st.public:
        g.emit("free", "Single Tax Rule 3", f"{p.name} rides free: {name} is owned by the public",
               player=p.name, space=space)
        return
    if st.owner[space] == PACK:
        buyer = yield from auction(g, p, space)
        if buyer == PACK:
            fee = g.c.franchise_fee
            yield from charge(g, p, TREASURY_SEAT, fee, "fare", "Rule 9",
                              f"{p.name} paid ${fee} for {name} to the PUBLIC TREASURY as nobody bought it", space)
            return
    holder = st.owner[space]
    amount, why = costs.franchise_charge(g, space, p.seat)
    if amount == 0:
        return
    trust_fare = switches(g.options).trust and costs.trust_active(g) and p.seat not in st.trust
    if g.board.spaces[space].kind == "railroad" and trust_fare:
        first, second = st.trust
        half = amount // 2
        shares = ((holder, amount - half), (second if holder == first else first, half))
        for member, share in shares:
            paid = yield from charge(g, p, member, share, "fare", "Rule 9",
                                     f"{p.name} paid ${share} of the Trust fare on {name} to {g.name(member)}", space)
            if not paid:
                return
        return
    yield from charge(g, p, holder, amount, "fare", "Rule 9",
                      f"{p.name} paid ${amount} on {name} to {g.name(holder)}: {why.split(' (')[0]}", space)


def trespass(g: Engine, p: Player, space: int) -> Play:
    """Rule 5, or Single Tax Rule 7 once a Free College stands there."""
    if space in g.state.colleges:
        from .single_tax import go_to_college
        go_to_college(g, p, space)
    else:
        go_to_jail(g, p, "Rule 5", f"{p.name} trespassed on {g.board.spaces[space].name} and goes to JAIL")
    return
    yield  # a generator, for a uniform interface


def go_to_jail(g: Engine, p: Player, rule: str, text: str) -> None:
    p.status = IN_JAIL
    p.position = g.board.jail_beside
    p.jail_missed = 0
    g.emit("jail", rule, text, player=p.name, space=p.position)


def unheld_luxuries(g: Engine) -> list[str]:
    """Rule 13: the purple card "he keeps", so only cards nobody holds can be drawn (rulings R-32)."""
    held = {name for q in g.state.players for name in q.luxuries}
    return [name for name in g.edition.luxuries if name not in held]


def buy_luxury(g: Engine, p: Player, borrowed: bool = False) -> Play:
    """Rule 13: pay $75 into MISCELLANEOUS and draw a purple card, which counts 100 at the end.
    The card is drawn from those nobody holds (rulings R-32), on the game's card stream."""
    left = unheld_luxuries(g)
    luxury = left[g.rng.card(len(left), "luxury")]
    how = " with borrowed money" if borrowed else ""
    g.transfer(p.seat, MISC_SEAT, g.c.luxury_price, "luxury", "Rule 13",
               f"{p.name} paid ${g.c.luxury_price}{how} to MISCELLANEOUS for a luxury: {luxury}")
    p.luxuries.append(luxury)
    return
    yield
