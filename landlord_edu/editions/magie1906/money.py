"""Paying what is owed: raising funds (Rule 16), the Poor House (Rule 12) and loans.

Rule 16 leaves the terms of borrowing to the players; the engine's model (rulings R-11):
a loan is secured on one card (a mortgage) or on the borrower's wages, carries the
edition's interest, and is repaid out of the borrower's next wages. A mortgage not
repaid then is foreclosed: the card passes to the lender.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...decisions import YES_NO, Decision, Play
from ...state import IN_POOR_HOUSE, MISC_SEAT, ON_NATURAL, ON_TRACK, PACK, Loan, Player
from .switches import switches
from .trust import end_broken_trust

if TYPE_CHECKING:
    from ...engine import Engine


def charge(g: Engine, p: Player, payee: int, amount: int, kind: str, rule: str, text: str,
           space: int = -1) -> Play:
    """Make ``p`` pay ``amount``; raise funds if short. Returns False if he could not pay."""
    if amount <= 0:
        return True
    if p.cash < amount:
        yield from raise_funds(g, p, amount)
    if p.cash >= amount:
        g.transfer(p.seat, payee, amount, kind, rule, text, space)
        return True
    yield from destitute(g, p, payee, amount, rule)
    return False


def funds_options(g: Engine, p: Player, tried: set[str], ways: tuple[str, ...] = ("borrow", "mortgage", "sell")
                  ) -> tuple[str, ...]:
    """What he has not tried yet: borrowing on his wages, and mortgaging or selling each card or luxury."""
    opts = [] if "borrow" in tried else ["borrow"]
    for card in g.cards_of(p.seat):
        if not g.mortgaged(card):
            opts += [o for o in (f"mortgage:{card}", f"sell:{card}") if o not in tried]
    opts += [o for o in dict.fromkeys(f"sell_luxury:{name}" for name in p.luxuries) if o not in tried]
    return tuple(o for o in opts if o.partition(":")[0].removesuffix("_luxury") in ways)


def raise_funds(g: Engine, p: Player, amount: int, ways: tuple[str, ...] = ("borrow", "mortgage", "sell"),
                rule: str = "Rules 12, 16") -> Play:
    """Rules 12 and 16: before the Poor House a player borrows, mortgages or sells to other players.

    "If at any time a player has not enough money to pay his expenses, and cannot borrow any
    (see Rule 16) or cannot sell or mortgage any of his property, he must go to the POOR HOUSE":
    so he is asked until he has the money or has tried every way once (each lender asked, each
    card and luxury offered for sale and as security); there is no giving up before (rulings R-30).
    ``ways`` narrows the ways (a luxury is bought on borrowed money only, rulings R-31).
    """
    tried: set[str] = set()
    while p.cash < amount:
        options = funds_options(g, p, tried, ways)
        if not options or not any(g.state.players[s].cash > 0 for s in g.others(p.seat)):
            return
        choice = yield Decision("raise_funds", p.seat,
                                f"{p.name} needs ${amount - p.cash} more: " + _ways_words(ways) + f" ({rule})",
                                options, context={"need": amount - p.cash, "ways": list(ways)})
        tried.add(choice)
        action, _, card = choice.partition(":")
        if action == "sell":
            yield from sell_to_players(g, p, int(card))
        elif action == "sell_luxury":
            yield from sell_to_players(g, p, card)
        else:
            yield from borrow(g, p, amount - p.cash, int(card) if card else PACK)


def _ways_words(ways: tuple[str, ...]) -> str:
    if "sell" in ways:
        return "borrow, mortgage or sell a card to another player"
    return "borrow on his wages or on a mortgage"


def borrow(g: Engine, p: Player, need: int, security: int) -> Play:
    """Ask the other players in turn whether they will lend (Rule 16)."""
    what = f"a mortgage on {g.board.spaces[security].name}" if security != PACK else "his wages"
    for seat in g.others(p.seat):
        lender = g.state.players[seat]
        if lender.cash <= 0:
            continue
        amount = yield Decision("lend", seat, f"{p.name} asks {lender.name} to lend up to ${need} on {what} "
                                f"at {g.c.loan_interest_percent}% (Rule 16)", low=1,
                                high=min(need, lender.cash),
                                context={"borrower": p.seat, "need": need, "security": security})
        if amount:
            due = amount + -(-amount * g.c.loan_interest_percent // 100)
            g.state.loans.append(Loan(g.state.next_loan_id, seat, p.seat, amount, due, security))
            g.state.next_loan_id += 1
            g.transfer(seat, p.seat, amount, "loan", "Rule 16",
                       f"{lender.name} lent ${amount} to {p.name} on {what}, ${due} due from the next wages")
            return


def sell_to_players(g: Engine, p: Player, item: int | str) -> Play:
    """Rule 16 / Rule 1: sell a card (with the seller's houses on it), or a luxury (Rule 13: "he may
    sell the card at any time"), to the highest bidder; under ``forced_sale="seller_accepts"`` the
    seller may refuse the highest bid and keep it (rulings R-34)."""
    luxury = isinstance(item, str)
    name = item if isinstance(item, str) else g.board.spaces[item].name
    rule = "Rule 13" if luxury else "Rule 16"
    high, buyer = 0, -1
    for seat in g.others(p.seat):
        q = g.state.players[seat]
        if q.cash <= high:
            continue
        bid = yield Decision("bid", seat, f"{p.name} must sell {name}: what will {q.name} bid? ({rule})",
                             low=high + 1, high=q.cash,
                             context={"space": -1 if luxury else item, "luxury": name if luxury else None,
                                      "seller": p.seat, "sale": True})
        if bid:
            high, buyer = bid, seat
    if buyer < 0:
        return
    if switches(g.options).forced_sale == "seller_accepts":
        accepted = yield from _seller_accepts(g, p, item, name, buyer, high)
        if not accepted:
            return
    if luxury:
        transfer_luxury(g, str(item), p.seat, buyer)
    else:
        transfer_card(g, int(item), p.seat, buyer)
    g.transfer(buyer, p.seat, high, "sale", rule, f"{g.name(buyer)} bought {name} from {p.name} for ${high}",
               -1 if luxury else int(item))


def _seller_accepts(g: Engine, p: Player, item: int | str, name: str, buyer: int, price: int) -> Play:
    """Rules 1 and 13 (rulings R-34): sales between players are "at the pleasure of the players", at a
    price "regulated by the demand"; the seller takes the highest bid or keeps the card."""
    luxury = isinstance(item, str)
    rule = "Rule 13" if luxury else "Rule 1"
    houses = 0 if luxury else g.state.houses[int(item)] * (g.state.house_owner[int(item)] == p.seat)
    with_houses = f" with his {houses} house{'s' * (houses != 1)}" if houses else ""
    yes = yield Decision("accept_sale", p.seat, f"{g.name(buyer)} bids ${price} for {name}{with_houses}: will "
                         f"{p.name} sell at that price, or keep it? ({rule})", YES_NO,
                         context={"space": -1 if luxury else item, "luxury": name if luxury else None,
                                  "buyer": buyer, "price": price, "houses": houses})
    if not yes:
        g.emit("sale_refused", rule, f"{p.name} would not sell {name} to {g.name(buyer)} for ${price}",
               player=p.name, space=-1 if luxury else int(item))
    return bool(yes)


def transfer_luxury(g: Engine, name: str, seller: int, buyer: int) -> None:
    g.state.players[seller].luxuries.remove(name)
    g.state.players[buyer].luxuries.append(name)
    g.emit("card", "Rule 13", f"{g.name(buyer)} now holds the luxury {name}", player=g.name(buyer))


def transfer_card(g: Engine, card: int, seller: int, buyer: int) -> None:
    """Move a card and the seller's houses on that lot (rulings R-13); a railroad leaving the
    Trust's hands ends the Trust (Rule 9, rulings R-22)."""
    st = g.state
    st.owner[card] = buyer
    if st.house_owner[card] == seller and st.houses[card]:
        st.house_owner[card] = buyer
    g.emit("card", "Rule 1", f"{g.name(buyer)} now holds {g.board.spaces[card].name}",
           player=g.name(buyer), space=card)
    end_broken_trust(g, "Rule 9")


def destitute(g: Engine, p: Player, payee: int, amount: int, rule: str) -> Play:
    """Rule 12 (or Single Tax Rule 8): a player who cannot pay gives up and leaves the track."""
    if switches(g.options).poor_house_payment == "all_cash" and p.cash > 0:
        g.transfer(p.seat, payee, p.cash, "part_payment", "Rule 12",
                   f"{p.name} could pay only ${p.cash} of ${amount} to {g.name(payee)}")
    if g.state.single_tax:
        from .single_tax import go_to_natural
        yield from go_to_natural(g, p, p.position)
        return
    p.status = IN_POOR_HOUSE
    p.position = g.board.poor_house_beside
    p.poor_house_visits += 1
    g.emit("poor_house", "Rule 12", f"{p.name} cannot pay ${amount} and goes to the POOR HOUSE",
           player=p.name, space=p.position)


def release_mortgages(g: Engine, space: int) -> None:
    """A card that returns to the pack can no longer secure a loan: the loan stays, on wages (rulings R-11)."""
    for loan in g.state.loans:
        if loan.security == space:
            loan.security = PACK


def repay_from_wages(g: Engine, p: Player) -> None:
    """Loans fall due when the borrower receives his wages (rulings R-11)."""
    for loan in [loan for loan in g.state.loans if loan.borrower == p.seat]:
        settle_loan(g, loan, "Rule 16")


def settle_loan(g: Engine, loan: Loan, rule: str) -> None:
    """A loan falls due: repaid as far as his cash goes; a mortgage not repaid in full is foreclosed."""
    if not repay(g, loan, rule) and loan.security != PACK and g.state.owner[loan.security] == loan.borrower:
        foreclose(g, loan, rule)


def repay(g: Engine, loan: Loan, rule: str) -> bool:
    """The borrower pays what he can of ``loan``; True (and the loan closed) if he paid it all."""
    p = g.state.players[loan.borrower]
    paid = min(p.cash, loan.due)
    lender = g.name(loan.lender)
    g.transfer(p.seat, loan.lender, paid, "repay", rule, f"{p.name} repaid ${paid} of a ${loan.due} loan to {lender}")
    loan.due -= paid
    if loan.due == 0:
        g.state.loans.remove(loan)
        return True
    return False


def foreclose(g: Engine, loan: Loan, rule: str) -> None:
    """The lender keeps what was repaid and takes the mortgaged card (with the borrower's houses on it)."""
    lender = g.name(loan.lender)
    g.state.loans.remove(loan)
    g.emit("foreclose", rule, f"{lender} foreclosed the mortgage on {g.board.spaces[loan.security].name}",
           player=lender, space=loan.security)
    transfer_card(g, loan.security, loan.borrower, loan.lender)


def pay_wages(g: Engine, p: Player, rule: str = "Rule 3") -> None:
    """Rule 3: $100 (raised under Single Tax Rule 6(d)) from MISCELLANEOUS on reaching or passing Mother Earth."""
    if not p.gets_wages:
        g.emit("no_wages", "Monarch of the World", f"{p.name}, the landlord, gets no wages", player=p.name)
        return
    p.wages_received += 1
    amount = g.state.wage_level
    g.transfer(MISC_SEAT, p.seat, amount, "wages", rule,
               f"{p.name} received ${amount} wages at Mother Earth (time {p.wages_received})")
    repay_from_wages(g, p)


__all__ = [
    "ON_NATURAL",
    "ON_TRACK",
    "charge",
    "destitute",
    "pay_wages",
    "raise_funds",
    "transfer_card",
]
