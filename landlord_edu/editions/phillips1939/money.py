"""Money under the 1939 rules: the Bank (which can be broken), payments a player cannot meet,
the Frontier as the way out (Rule 4), debts (ruling R39-15) and Wage Checks.

Accounts: the Bank is seat ``MISC_SEAT`` (it starts with the edition's package of money), the
Government ``TREASURY_SEAT`` (it never pays out) and Lord Blueblood's pile ``BLUEBLOOD_SEAT``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...decisions import YES_NO, Decision
from ...state import MISC_SEAT, ON_TRACK, Player
from .holdings import card_name, cards_held, pass_card, ph
from .switches import switches
from .turn_over import TurnOver

if TYPE_CHECKING:
    from ...decisions import Play
    from ...engine import Engine

BANK = MISC_SEAT


def bank_pays(g: Engine, seat: int, amount: int, kind: str, rule: str, text: str, space: int = -1) -> None:
    """The Banker pays ``amount``. A finite Bank that cannot pay in full pays what it has and is
    broken: the game ends at once (Winner, ruling R39-34)."""
    st = g.state
    if switches(g.options).bank == "finite" and st.misc < amount:
        g.transfer(BANK, seat, max(0, st.misc), kind, rule, f"{text}; the Bank has only ${max(0, st.misc)}", space)
        ph(g).bank_broken = True
        from .rounds import finish
        finish(g, "bank", f"{g.name(seat)} breaks the Bank: it cannot pay ${amount}. The game ends", "Winner")
        raise TurnOver
    g.transfer(BANK, seat, amount, kind, rule, text, space)


def take_check(g: Engine, p: Player, amount: int, rule: str, where: str, space: int = -1) -> None:
    """Rule 1(a): 'Keep your Wage Check and get it cashed at the end of the round.'"""
    ph(g).holders[p.seat].checks.append(amount)
    g.emit("wage_check", rule, f"{p.name} takes a ${amount} Wage Check {where}", amount, player=p.name, space=space)


Due = tuple[int, int, str, str, str]   # (payee, dollars, kind of payment, rule, sentence)


def pay(g: Engine, p: Player, payee: int, amount: int, kind: str, rule: str, text: str, space: int = -1) -> Play:
    """``p`` pays ``amount``. Short of cash he may sell cards to the others (R39-16), go to the open
    Frontier instead (Rule 4: raises :class:`TurnOver`), or pay what he has and owe the rest (R39-15)."""
    yield from pay_all(g, p, [(payee, amount, kind, rule, text)], space)


def pay_all(g: Engine, p: Player, dues: list[Due], space: int = -1) -> Play:
    """Payments that fall due together (a lot's land rent and House rent, Rule 1; a fare to each
    shareholder, Rules 7 and 8) are one "payment due" (Rule 4): he raises funds for their total, and
    the Frontier's way out, if he takes it, covers all of them (R39-14)."""
    dues = [d for d in dues if d[1] > 0 and d[0] != p.seat]
    total = sum(d[1] for d in dues)
    text = "; ".join(d[4] for d in dues)
    offered: set[str] = set()  # a card nobody bought is not offered again for this payment
    while p.cash < total:
        answer = yield funds_decision(g, p, total, text, offered)
        if answer == "give_up":
            break
        if answer.startswith("frontier:"):
            yield from escape_to_frontier(g, p, int(answer[9:]), dues, space)
        offered.add(answer[5:])
        yield from offer_card(g, p, answer[5:], total - p.cash)
    for payee, amount, kind, rule, why in dues:
        if p.cash >= amount:
            g.transfer(p.seat, payee, amount, kind, rule, why, space)
        else:
            owe(g, p, payee, amount, kind, rule, why, space)


def funds_decision(g: Engine, p: Player, amount: int, text: str, offered: set[str]) -> Decision:
    options = [f"sell:{key}" for key in cards_held(g, p.seat) if key not in offered]
    if not ph(g).frontier_closed:
        options += [f"frontier:{i}" for i in g.c.frontier]
    options.append("give_up")
    return Decision("raise_funds", p.seat, f"{p.name} must pay ${amount} ({text}) and has ${p.cash}: offer a card "
                    f"for sale, go to the Frontier (Rule 4), or pay what he has and owe the rest", tuple(options),
                    context={"amount": amount, "cash": p.cash, "frontier_open": not ph(g).frontier_closed})


def offer_card(g: Engine, p: Player, key: str, short: int) -> Play:
    """R39-16: the card is offered to each other player in turn for the sum he is short."""
    price = max(1, short)
    for other in g.others(p.seat):
        buyer = g.state.players[other]
        if buyer.cash < price:
            continue
        yes = yield Decision("buy_card", other, f"{p.name} offers {card_name(g, key)} for ${price}: does "
                             f"{buyer.name} buy it? (Rule 4, 'a satisfactory deal')", YES_NO,
                             context={"card": key, "price": price, "seller": p.seat})
        if yes:
            pass_card(g, key, p.seat, other)
            g.transfer(other, p.seat, price, "sale", "Rule 4", f"{buyer.name} buys {card_name(g, key)} from "
                       f"{p.name} for ${price} [ruling R39-16]")
            return
    g.emit("no_sale", "Rule 4", f"Nobody buys {card_name(g, key)} from {p.name} for ${price} [ruling R39-16]",
           player=p.name)


def escape_to_frontier(g: Engine, p: Player, dest: int, dues: list[Due], space: int) -> Play:
    """Rule 4: instead of a payment he cannot make he moves to a Frontier lot and takes $300 from the
    Banker; the payment lapses (R39-14), or stands as a debt under the other reading."""
    total = sum(d[1] for d in dues)
    p.position, p.status = dest, ON_TRACK
    ph(g).holders[p.seat].count_from = -1  # no longer on the Island, if he was
    g.emit("move", "Rule 4", f"{p.name} cannot pay ${total} and moves to {g.board.spaces[dest].name}, the "
           f"Frontier", player=p.name, space=dest)
    bank_pays(g, p.seat, g.board.spaces[dest].wages, "frontier_wages", "Rule 4",
              f"{p.name} receives the Frontier's ${g.board.spaces[dest].wages} wages from the Banker", dest)
    if switches(g.options).frontier_escape == "debt_lapses":
        g.emit("lapsed", "Rule 4", f"{p.name}'s payment of ${total} ({'; '.join(d[4] for d in dues)}) lapses "
               f"[ruling R39-14]", total, player=p.name)
    else:
        for payee, amount, kind, rule, text in dues:
            paid = min(p.cash, amount)
            g.transfer(p.seat, payee, paid, kind, rule, f"{text}: ${paid} paid from the Frontier wages", space)
            owe(g, p, payee, amount - paid, kind, rule, text, space, paid_already=True)
    raise TurnOver
    yield  # pragma: no cover - makes this a generator like the other rule procedures


def owe(g: Engine, p: Player, payee: int, amount: int, kind: str, rule: str, text: str, space: int,
        paid_already: bool = False) -> None:
    """R39-15: he pays all his cash and owes the rest (or, under the other reading, it is forgiven)."""
    if not paid_already:
        paid = p.cash
        g.transfer(p.seat, payee, paid, kind, rule, f"{text}: all he has, ${paid}", space)
        amount -= paid
    if amount <= 0:
        return
    if switches(g.options).unpaid == "forgive":
        g.emit("forgiven", rule, f"{p.name} cannot pay the other ${amount}; it is forgiven [ruling R39-15]",
               amount, player=p.name)
        return
    ph(g).holders[p.seat].debts.append([payee, amount])
    g.emit("debt", rule, f"{p.name} owes {g.name(payee)} the other ${amount}, to be paid out of the money he "
           f"next receives [ruling R39-15]", amount, player=p.name)  # no payer nor payee: no money moves yet


def settle_debts(g: Engine, p: Player) -> None:
    """R39-15: debts are paid first out of any money he has received since."""
    debts = ph(g).holders[p.seat].debts
    while debts and p.cash > 0:
        creditor, amount = debts[0]
        paid = min(p.cash, amount)
        g.transfer(p.seat, creditor, paid, "debt", "Rule 4", f"{p.name} pays ${paid} of his debt to "
                   f"{g.name(creditor)} [ruling R39-15]")
        if paid == amount:
            debts.pop(0)
        else:
            debts[0][1] = amount - paid


def debt_of(g: Engine, seat: int) -> int:
    return sum(amount for _, amount in ph(g).holders[seat].debts)
