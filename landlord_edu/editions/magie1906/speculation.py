"""Rule 8, Speculation: the Broker's License, the ante, the payout table and the skin game."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...decisions import Play
from ...state import MISC_SEAT, PACK, Player
from .auction import auction
from .landing import go_to_jail
from .money import charge, release_mortgages
from .movement import throw
from .switches import switches

if TYPE_CHECKING:
    from ...engine import Engine


def payout(g: Engine, dice: tuple[int, int]) -> int | None:
    """Winnings for a throw, or None for a skin game. Rulings R-06 decides 2+2 and 3+3."""
    total = dice[0] + dice[1]
    double = dice[0] == dice[1]
    c = g.c
    if switches(g.options).speculation_doubles == "double_first" and double:
        return c.spec_double
    if total in c.spec_skin:
        return None
    if total in c.spec_payouts:
        return c.spec_payouts[total]
    return c.spec_double if double else 0


def speculate(g: Engine, p: Player, space: int) -> Play:
    st = g.state
    if st.owner[space] == PACK:  # "ownership ... is determined as are Title Deeds under Rule 7"
        yield from auction(g, p, space)
    broker = st.owner[space]
    payee = broker if broker != PACK else MISC_SEAT
    paid = yield from charge(g, p, payee, g.c.spec_ante, "ante", "Rule 8",
                             f"{p.name} paid the ${g.c.spec_ante} ante to {g.name(payee)}", space)
    if not paid:
        return
    dice = throw(g, p, "Rule 8", "speculation")
    win = payout(g, dice)
    if win is None:
        if broker == PACK:
            g.emit("skin_game", "Rule 8", f"A skin game! {p.name} wins nothing", player=p.name, space=space)
            return
        st.owner[space] = PACK
        release_mortgages(g, space)
        go_to_jail(g, st.players[broker], "Rule 8",
                   f"A skin game! {p.name} wins nothing; the Broker, {g.name(broker)}, goes to JAIL and "
                   f"the Broker's License returns to the pack")
        return
    if win == 0:
        g.emit("no_win", "Rule 8", f"{p.name} wins nothing on a {dice[0] + dice[1]}", player=p.name)
        return
    g.transfer(MISC_SEAT, p.seat, win, "winnings", "Rule 8",
               f"{p.name} won ${win} speculating, paid from MISCELLANEOUS", space)
    share = win * g.c.spec_broker_percent // 100
    g.transfer(p.seat, payee, share, "broker_share", "Rule 8",
               f"{p.name} paid the {g.c.spec_broker_percent}% share, ${share}, to {g.name(payee)}", space)
