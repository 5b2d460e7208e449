"""The optional rule Buying Jail (Optional Rules, "untested"): a player who lands on the jail space may buy a
perpetual lease on the jail from the government (the bank) for $750. He may set room and board, a flat sum or a
percentage of the booking fee, the same for every prisoner, at the start of his turn; he collects half of each
booking fee and all the room and board, and the bank the other half of the booking fee (LF-48, LF-62)."""

from __future__ import annotations

from typing import Any

from ...decisions import Decision, Play
from ...engine import Engine
from .overhead import bank
from .state import NOBODY, part
from .switches import switches

RULE = "Optional Rules"
LEASE_PRICE = 750  # the seed's price of the lease


def room_and_board(g: Engine, seat: int) -> int:
    """One turn's room and board for this prisoner: the lessee's rate, or a tenth of the house price."""
    lf = part(g.state)
    side = lf.jail_side[seat]
    if lf.jail_lessee != NOBODY and lf.jail_flat >= 0:
        return lf.jail_flat
    if lf.jail_lessee != NOBODY and lf.jail_percent >= 0:
        return side * lf.jail_percent // 100
    return side * g.c.room_and_board_tenths // 10


def offer_lease(g: Engine, seat: int) -> Play:
    lf = part(g.state)
    if not switches(g.options).lf_buying_jail or lf.jail_lessee != NOBODY or \
            g.state.players[seat].cash < LEASE_PRICE:
        return
    yes = yield Decision("buy", seat, f"Buy the lease on the jail for ${LEASE_PRICE}? ({RULE})", (True, False),
                         context={"company": "jail", "price": LEASE_PRICE})
    if yes:
        g.transfer(seat, bank(g), LEASE_PRICE, "purchase", RULE, f"{g.name(seat)} buys the lease on the jail")
        lf.jail_lessee = seat


def rate_problem(g: Engine, seat: int, rate: Any) -> str | None:
    """Why a room-and-board rate cannot be set now, or None: the lessee's {"flat": n} or {"percent": n}."""
    if part(g.state).jail_lessee != seat:
        return "only the jail's lessee sets room and board"
    if not isinstance(rate, dict) or len(rate) != 1 or next(iter(rate)) not in ("flat", "percent") \
            or type(next(iter(rate.values()))) is not int or not 0 <= next(iter(rate.values())) <= 1000:
        return "room and board is {'flat': dollars} or {'percent': of the booking fee}, from 0 to 1000"
    return None


def set_rate(g: Engine, seat: int, rate: dict[str, int]) -> None:
    lf = part(g.state)
    (kind, value), = rate.items()
    lf.jail_flat, lf.jail_percent = (value, -1) if kind == "flat" else (-1, value)
    g.emit("jail_rate", RULE, f"{g.name(seat)} sets room and board at "
                              + (f"${value} a turn" if kind == "flat" else f"{value}% of the booking fee"))


def pay_out(g: Engine, seat: int, fee: int) -> None:
    """The lessee collects half the booking fee and all the room and board; the bank the other half."""
    lf = part(g.state)
    side, lessee = lf.jail_side[seat], lf.jail_lessee
    to_lessee = side // 2 + (fee - side)
    g.transfer(seat, bank(g), fee - to_lessee, "jail_fee", "Jail",
               f"{g.name(seat)} pays ${fee - to_lessee} of his jail fee to the bank")
    g.transfer(seat, lessee, to_lessee, "jail_fee", RULE, f"{g.name(seat)} pays ${to_lessee} to the jail's lessee")
