"""Overhead (the section the text calls "Overhead"): the POM, the utilities' and the transport companies'
overheads, and the bank's prices, which are floored at twice the overhead."""

from __future__ import annotations

from ...engine import Engine
from ...state import MISC_SEAT, OWN_SEAT, PACK
from .state import NOBODY, part
from .switches import switches

BANK = MISC_SEAT  # the treasurer: every payment to or from "the bank"
CENTRE = OWN_SEAT  # the zero-sum game's centre of the board (An Alternate Game), an account of its own
RULE = "Overhead"


def bank(g: Engine) -> int:
    """Who is paid what the text pays "the bank": the bank, or in the zero-sum game (no banker) the centre
    of the board (An Alternate Game 1 and 3, LF-43)."""
    return CENTRE if switches(g.options).lf_zero_sum else BANK


def property_overhead(g: Engine, space: int) -> int:
    """⌊(⌊competitor rent / 2⌋ + 10% of one house if built) × POM⌋: (28/2 + 15) × 1.2 → $34 (Overhead)."""
    c = g.c
    base = g.board.spaces[space].rent // 2
    if g.state.houses[space]:
        base += c.house[space] * c.house_percent // 100
    return base * part(g.state).pom // 10


def utility_overhead(g: Engine, utility: int) -> int:
    """The product of two dice last rolled for this utility."""
    return part(g.state).utility_overhead[g.c.utilities.index(utility)]


def transport_overhead(g: Engine, company: int) -> int:
    """The company's fuel, paid to the Petroleum Distribution Co.: its utility's overhead × 1, 1.5, 2 or 3."""
    utility, halves = g.c.fuel[company]
    return utility_overhead(g, utility) * halves // 2


def hmc_payee(g: Engine) -> int:
    """Overhead for properties goes to the Home Maintenance Co.'s owner; the bank while it holds it (LF-13)."""
    return part(g.state).hmc if part(g.state).hmc != NOBODY else bank(g)


def pdc_payee(g: Engine) -> int:
    return part(g.state).pdc if part(g.state).pdc != NOBODY else bank(g)


def bank_rent(g: Engine, space: int) -> int:
    """The bank's price: the monopolist rent (twice it when the bank holds the whole city, LF-10) or twice the
    overhead, whichever is greater (LF-11)."""
    city = g.c.cities[g.c.city[space]]
    whole = all(g.state.owner[i] == PACK for i in city)
    return max(g.c.monopolist[space] * (2 if whole else 1), 2 * property_overhead(g, space))


def bank_fare(g: Engine, company: int) -> int:
    """The bank's fare: the monopolist fare by companies the bank holds, or twice the fuel overhead."""
    held = sum(1 for i in g.c.fuel if g.state.owner[i] == PACK)
    return max(g.c.fares[max(held, 1) - 1], 2 * transport_overhead(g, company))


def bank_utility_price(g: Engine, utility: int) -> int:
    """Staying put, the bank charges twice the overhead if it owns one utility, three times if both."""
    held = sum(1 for u in g.c.utilities if g.state.owner[u] == PACK)
    return utility_overhead(g, utility) * (g.c.utility_both if held == len(g.c.utilities) else g.c.utility_one)


def utility_payee(g: Engine) -> int:
    """A utility's overhead is paid to the bank (LF-12), or to the Petroleum Distribution Co.'s owner."""
    return pdc_payee(g) if switches(g.options).lf_utility_overhead_to == "pdc" else bank(g)


def pay_overhead(g: Engine, owner: int, amount: int, payee: int, what: str, space: int = -1) -> int:
    """The owner pays overhead for a night or a ride he sold. His quote covered it (lodging.ask_quote); a stay
    at a lowered rent may not, and then he pays all he has (R-38, LF-17). Returns what he paid; overhead due to
    himself (he holds the company paid) is said in the log, so that each night's overhead can be read there."""
    short = g.state.players[owner].cash < amount
    amount = min(amount, g.state.players[owner].cash)
    if owner != payee:
        g.transfer(owner, payee, amount, "overhead", RULE, f"{g.name(owner)} pays ${amount} overhead for {what}"
                   + (" (all he has)" if short else ""), space=space)
    elif amount:
        g.emit("overhead_kept", RULE, f"{g.name(owner)} owes ${amount} overhead for {what} to himself (he holds "
                                      f"the company paid)", amount, player=g.name(owner), space=space)
    return amount


def roll_at_start(g: Engine, seat: int) -> None:
    """Passing Start: the POM's roller rolls one die (even +0.1, odd -0.1, never below 0.1); each utility's roller
    sets its overhead as the product of two dice. The roller is the owner, or the first player for the bank."""
    st, lf = g.state, part(g.state)
    if (lf.hmc if lf.hmc != NOBODY else st.first) == seat:
        die = g.rng.throw(seat, "pom")[0]
        before = lf.pom
        lf.pom = before + g.c.pom_step if die % 2 == 0 else max(g.c.pom_least, before - g.c.pom_step)
        g.emit("pom", RULE, f"{g.name(seat)} rolls {die} for the POM: {before / 10:.1f} → {lf.pom / 10:.1f}",
               player=g.name(seat))
    for k, u in enumerate(g.c.utilities):
        owner = st.owner[u]
        if (owner if owner != PACK else st.first) == seat:
            roll_utility(g, seat, k)


def roll_utility(g: Engine, seat: int, k: int) -> None:
    a, b = g.rng.throw(seat, "utility")
    part(g.state).utility_overhead[k] = a * b
    g.emit("utility_overhead", RULE, f"{g.name(seat)} rolls {a}×{b}: {g.board.spaces[g.c.utilities[k]].name}'s "
                                     f"overhead is now ${a * b}", player=g.name(seat))
