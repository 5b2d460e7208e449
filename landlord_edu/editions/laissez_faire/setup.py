"""Setting up (Object of the Game, Taking a Turn): the state, the cash, the first player, the utility overheads."""

from __future__ import annotations

from ...decisions import Play
from ...edition import Edition
from ...engine import Engine
from ...errors import DataError
from ...options import Options
from ...state import MISC_SEAT, State
from .draft import draft
from .overhead import roll_utility
from .state import StateLF
from .switches import switches

RULE = "Object of the Game"
# What the edition does not play (docs/edition-laissez-faire.md, "Not yet implemented"): said in every game's log
# at setting up and in Game.result(), so that no game claims it silently
NOT_YET = ("new rules made by a contract among all the players (the rules a contract could make are unbounded; "
           "the switches are fixed for a game's record; LF-71)",
           "contracts other than the engine's kinds (income shares, sales of deeds, companies and the jail's lease, "
           "loans and mortgages, service pacts on a city, lease terms, houses sold to be moved): free-form terms "
           "are for players at a table (LF-64)")


def new_state(state: State, edition: Edition, options: Options) -> None:
    """Its own state before setting up; objective 2 needs the number of rounds standing for two hours (LF-04)."""
    if switches(options).lf_objective == "rounds" and options.max_rounds is None:
        raise DataError("options", "max_rounds", "objective 2 (lf_objective='rounds') plays an agreed number of "
                                                 "rounds for the two hours (LF-04): give max_rounds")
    c, n = edition.constants, len(state.players)
    state.extra = StateLF(pom=c.pom_start, utility_overhead=[0] * len(c.utilities), lodged=[-1] * n,
                          lease=[-1] * n, lease_power=[0] * n, jail_side=[0] * n, jail_turns=[0] * n,
                          jail_board=[0] * n,
                          houses_left=c.houses, apartments_left=c.apartments)


def setup(g: Engine) -> Play:
    """Money as in Anti-Monopoly ($1,500 each), pieces on Start, the highest throw first; he then rolls each
    utility's overhead (two dice, multiplied) before his first turn (Overhead)."""
    st = g.state
    for p in st.players:
        g.transfer(MISC_SEAT, p.seat, g.c.starting_cash, "starting_cash", RULE, f"{p.name} is given "
                                                                               f"${g.c.starting_cash}")
    contenders = [p.seat for p in st.players]
    while len(contenders) > 1:
        totals = {}
        for seat in contenders:
            a, b = g.rng.throw(seat, "first")
            totals[seat] = a + b
            g.emit("throw", RULE, f"{g.name(seat)} throws {a + b} for first turn", amount=a + b, player=g.name(seat))
        best = max(totals.values())
        contenders = [s for s in contenders if totals[s] == best]
    st.first = st.current = contenders[0]
    g.emit("first", RULE, f"{g.name(st.first)} plays first", player=g.name(st.first))
    for k in range(len(g.c.utilities)):
        roll_utility(g, st.first, k)
    if switches(g.options).lf_zero_sum:
        yield from draft(g)
    g.emit("not_yet", "Contracts", "Not yet played by landlord_edu: " + "; ".join(NOT_YET)
           + " (docs/edition-laissez-faire.md)")
