"""Contracts between players beyond the income share (Contracts): sales of deeds (the companies and the jail's
lease too: "fully assignable", Optional Rules), loans and mortgages ("players may create mortgage contracts
with other players"), service pacts (the text's New York example) and, with Moving Houses, houses bought from
one another to be moved ("Players may buy houses from one another for this purpose"). The other party accepts
or declines (``accept_contract``); accepted, the notary records it (LF-64..LF-70)."""

from __future__ import annotations

from typing import Any

from ...decisions import Decision, Play
from ...engine import Engine
from ...state import PACK
from .contracts import RULE, income_share_value, offer_share
from .offers import face_value
from .overhead import bank
from .state import part

SENT = {"sale": "to", "loan": "from", "pact": "with", "house_sale": "to"}


def deed_name(g: Engine, deed: Any) -> str:
    names = {"hmc": "the Home Maintenance Co.", "pdc": "the Petroleum Distribution Co.", "jail": "the jail's lease"}
    return names[deed] if deed in names else g.board.spaces[deed].name


def describe(g: Engine, seat: int, kind: str, o: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    """The offer in words for the other party, and the facts his answer may use (the decision's context)."""
    who = g.name(seat)
    if kind == "sale":
        deed = o["deed"]
        built = g.state.houses[deed] if type(deed) is int else 0
        value = (g.c.mortgage[deed] + built * g.c.house[deed] // 2) if type(deed) is int else \
            {"hmc": g.c.hmc_mortgage, "pdc": g.c.pdc_mortgage, "jail": 0}[deed]
        return (f"{who} offers you {deed_name(g, deed)} for ${o['price']}",
                {"deed": deed, "price": o["price"], "value": value, "face_value": face_value(g, deed)})
    if kind == "loan":
        security = o["security"]
        cover = g.c.mortgage[security] + g.state.houses[security] * g.c.house[security] // 2 if security >= 0 else 0
        return (f"{who} asks you for a loan of ${o['principal']}, to repay ${o['repay']} in {o['rounds']} round(s), "
                + (f"secured on {deed_name(g, security)}" if security >= 0 else "unsecured"),
                {**o, "price": o["principal"], "value": o["principal"], "security_value": cover})
    if kind == "pact":
        return (f"{who} offers a pact: you and he refuse service to players landing in {o['city']} for "
                f"{o['rounds']} round(s)", {**o, "price": 0, "value": 0})
    return (f"{who} offers you a house from {g.board.spaces[o['space']].name} moved onto "
            f"{g.board.spaces[o['onto']].name} for ${o['price']} (you pay the bank ${g.c.house[o['onto']] // 2} "
            f"to move it)", {**o, "value": g.c.house[o["onto"]] // 2, "move_cost": g.c.house[o["onto"]] // 2})


def offer(g: Engine, seat: int, answer: dict[str, Any]) -> Play:
    """The other party is asked; accepted, the contract is made. Returns True if it was accepted."""
    (kind, o), = answer.items()
    if kind == "income_share":
        made = yield from offer_share(g, seat, o)
        part(g.state).deals += int(bool(made))
        return made
    other = o[SENT[kind]]
    text, ctx = describe(g, seat, kind, o)
    yes = yield Decision("accept_contract", other, f"{text}: accept? ({RULE})", (True, False),
                         context={**ctx, "kind": kind, "from": seat})  # "from": the offerer, not the lender
    if not yes:
        g.emit("contract_declined", RULE, f"{g.name(other)} declines {g.name(seat)}'s offer ({kind})",
               player=g.name(other))
        return False
    {"sale": sell, "loan": lend, "pact": pact, "house_sale": sell_house}[kind](g, seat, other, o)
    part(g.state).deals += 1
    return True


def pass_deed(g: Engine, deed: Any, to: int) -> None:
    """The deed and what is attached to it (its buildings, its income shares, LF-41) pass to ``to``."""
    st, lf = g.state, part(g.state)
    if deed in ("hmc", "pdc"):
        setattr(lf, deed, to)
    elif deed == "jail":
        lf.jail_lessee = to
    else:
        seller = st.owner[deed]
        if lf.lodged[seller] == deed:  # he slept on his own property: the new owner's now, and no lease with him
            lf.lodged[seller] = -1
        st.owner[deed] = to
        if st.houses[deed]:
            st.house_owner[deed] = to


def sell(g: Engine, seller: int, buyer: int, o: dict[str, Any]) -> None:
    deed, price = o["deed"], o["price"]
    g.transfer(buyer, seller, price, "sale", RULE, f"{g.name(buyer)} pays ${price} for {deed_name(g, deed)}",
               space=deed if type(deed) is int else -1)
    pass_deed(g, deed, buyer)
    g.emit("contract", RULE, f"The notary records: {deed_name(g, deed)} passes from {g.name(seller)} to "
                             f"{g.name(buyer)}", space=deed if type(deed) is int else -1)


def lend(g: Engine, borrower: int, lender: int, o: dict[str, Any]) -> None:
    g.transfer(lender, borrower, o["principal"], "loan", RULE, f"{g.name(lender)} lends ${o['principal']} to "
                                                                f"{g.name(borrower)}")
    due = g.state.round + o["rounds"]
    part(g.state).loans.append([lender, borrower, o["principal"], o["repay"], due, o["security"]])
    where = f"secured on {deed_name(g, o['security'])}" if o["security"] >= 0 else "unsecured"
    g.emit("contract", RULE, f"The notary records: {g.name(borrower)} owes {g.name(lender)} ${o['repay']} at "
                             f"round {due}, {where}")


def pact(g: Engine, seat: int, other: int, o: dict[str, Any]) -> None:
    last = g.state.round + o["rounds"]
    part(g.state).pacts.append([seat, other, list(g.c.cities).index(o["city"]), last])
    g.emit("contract", RULE, f"The notary records: {g.name(seat)} and {g.name(other)} refuse service to players "
                             f"landing in {o['city']} until round {last}")


def sell_house(g: Engine, seller: int, buyer: int, o: dict[str, Any]) -> None:
    """The buyer pays the seller, then half the target's house price to the bank to move it (Moving Houses)."""
    st, space, onto = g.state, o["space"], o["onto"]
    g.transfer(buyer, seller, o["price"], "house_sale", "Optional Rules",
               f"{g.name(buyer)} pays ${o['price']} for a house on {g.board.spaces[space].name}", space=space)
    g.transfer(buyer, bank(g), g.c.house[onto] // 2, "house_moved", "Optional Rules",
               f"{g.name(buyer)} pays ${g.c.house[onto] // 2} to move it to {g.board.spaces[onto].name}", space=onto)
    st.houses[space] -= 1
    st.house_owner[space] = seller if st.houses[space] else PACK
    st.houses[onto] += 1
    st.house_owner[onto] = buyer
    g.emit("contract", "Optional Rules", f"A house moves from {g.board.spaces[space].name} to "
                                         f"{g.board.spaces[onto].name}", space=onto)


def refuses(g: Engine, owner: int, landed: str) -> bool:
    """A service pact binds him to refuse a lodger who landed in this city (LF-67)."""
    number = list(g.c.cities).index(landed)
    return any(owner in (a, b) and city == number and g.state.round <= last for a, b, city, last in part(g.state).pacts)


def pact_value(g: Engine, seat: int) -> int:
    """The text's third party: a pact whose parties hold every property of the city and of the other city of its
    side renders that side's company worthless to a third player who holds it: minus its mortgage value."""
    from .contracts import pact_value_to_third_party
    st, lost = g.state, []
    for a, b, number, last in part(g.state).pacts:
        city = list(g.c.cities)[number]
        company, other = g.c.transit[city]
        spaces = g.c.cities[city] + g.c.cities[other]
        if st.round <= last and st.owner[company] == seat and seat not in (a, b) \
                and all(st.owner[i] in (a, b) for i in spaces if g.board.spaces[i].kind == "lot"):
            lost.append(g.c.mortgage[company])
    return pact_value_to_third_party(lost)


def loan_value(g: Engine, seat: int) -> int:
    """A loan is valued at its principal: + to the lender, - to the borrower (LF-41, LF-66)."""
    return sum(p for lender, borrower, p, *_ in part(g.state).loans if lender == seat) \
        - sum(p for lender, borrower, p, *_ in part(g.state).loans if borrower == seat)


def share_value(g: Engine, seat: int) -> int:
    value = 0
    for space, owner_of_share, percent in part(g.state).contracts:
        worth = income_share_value(percent, g.c.mortgage[space])
        value += (worth if owner_of_share == seat else 0) - (worth if g.state.owner[space] == seat else 0)
    return value



def contract_value(g: Engine, seat: int) -> int:
    """The valued contracts in his net worth (Net Worth, 3; LF-41): income shares, loans, the pacts' loss to a
    third party."""
    return share_value(g, seat) + loan_value(g, seat) + pact_value(g, seat)
