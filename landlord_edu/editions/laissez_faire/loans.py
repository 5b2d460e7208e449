"""Loans and mortgages between players (Contracts: "players may create mortgage contracts with other players";
never with the bank). A loan falls due at the start of the borrower's first turn from its due round: he repays
it if he can; if not, he defaults (LF-68, ``lf_loan_default``): a secured loan's deed passes to the lender with
what is attached to it, and what is unpaid of an unsecured loan is written off after he pays what he has
(``"forfeit"``), or, as a payment he cannot make (LF-36), he then goes to jail from the side he stands on
(``"jail"``). A contract attached to an eliminated player lapses (LF-35), but a mortgage is enforced first: his
deed passes to the lender, not to the bank (LF-69)."""

from __future__ import annotations

from ...engine import Engine
from ...state import IN_JAIL
from .contracts import RULE
from .deals import deed_name, pass_deed
from .state import part
from .switches import switches


def settle_loans(g: Engine, seat: int) -> None:
    """At the start of his turn: each loan he owes that is due is repaid, or he defaults."""
    from .jail import go_to_jail  # here: jail imports this module
    lf, p = part(g.state), g.state.players[seat]
    for loan in [x for x in lf.loans if x[1] == seat and x[4] <= g.state.round]:
        lender, _borrower, _principal, repay, _due, security = loan
        lf.loans.remove(loan)
        if p.cash >= repay:
            g.transfer(seat, lender, repay, "repayment", RULE, f"{p.name} repays ${repay} to {g.name(lender)}")
            continue
        lf.defaults += 1
        g.emit("default", RULE, f"{p.name} cannot repay ${repay} to {g.name(lender)} [LF-68]", player=p.name)
        if security >= 0:
            pass_deed(g, security, lender)
            g.emit("foreclosure", RULE, f"{deed_name(g, security)} passes to {g.name(lender)}, who held the "
                                        f"mortgage", player=g.name(lender), space=security)
            continue
        paid = p.cash
        g.transfer(seat, lender, paid, "repayment", RULE, f"{p.name} pays {g.name(lender)} all he has, ${paid}; "
                                                          f"the rest is written off")
        if switches(g.options).lf_loan_default == "jail" and p.status != IN_JAIL:
            go_to_jail(g, seat, p.position, "a loan he cannot repay (LF-36, LF-68)")


def foreclose_on_elimination(g: Engine, seat: int) -> None:
    """Before an eliminated player's deeds revert to the bank, his mortgages pass their deeds to the lenders."""
    lf = part(g.state)
    for loan in [x for x in lf.loans if x[1] == seat and x[5] >= 0]:
        lf.loans.remove(loan)
        pass_deed(g, loan[5], loan[0])
        g.emit("foreclosure", RULE, f"{deed_name(g, loan[5])} passes to {g.name(loan[0])}, who held the mortgage "
                                    f"[LF-69]", player=g.name(loan[0]), space=loan[5])


def lapse(g: Engine, seat: int, reverted: list[int]) -> None:
    """An eliminated player's contracts lapse: the shares on his properties and those he holds, his loans either
    way, his pacts (LF-35)."""
    lf = part(g.state)
    lf.contracts = [c for c in lf.contracts if c[0] not in reverted and c[1] != seat]
    lf.loans = [x for x in lf.loans if seat not in (x[0], x[1])]
    lf.pacts = [x for x in lf.pacts if seat not in (x[0], x[1])]
