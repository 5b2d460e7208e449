"""Jail and elimination (the sections the text calls "Jail" and "Being Eliminated")."""

from __future__ import annotations

from typing import Any

from ...decisions import Decision, Play, shown
from ...engine import Engine
from ...errors import IllegalAction
from ...state import IN_JAIL, ON_TRACK, PACK
from .deals import offer
from .jail_lease import pay_out, room_and_board
from .loans import foreclose_on_elimination, lapse
from .offers import MOST_OFFERS, SHAPES, Window, checked_offer, holds_any, is_offer
from .overhead import bank
from .state import ELIMINATED, NOBODY, part
from .switches import switches

RULE = "Jail"
JAIL = 10


def side_price(g: Engine, space: int) -> int:
    """The house price of the side he went to jail from; Go to Jail counts as the $150 side (LF-45)."""
    return g.c.go_to_jail_side if space == 30 else g.c.side_house[space // 10]


def jail_fee(g: Engine, seat: int) -> int:
    """Booking fee plus room and board: house price + 1/10 of it per turn spent (the $150 side at once: $165)."""
    lf = part(g.state)
    side = lf.jail_side[seat]
    if lf.jail_lessee != NOBODY:  # the sum of the rates in force on each turn spent (Buying Jail)
        return side + lf.jail_board[seat]
    return side + side * g.c.room_and_board_tenths * max(lf.jail_turns[seat], 1) // 10


def one_turn_cost(g: Engine, space: int) -> int:
    """The cost of spending one turn in jail from this side (LF-50): the booking fee and one room and board."""
    side = side_price(g, space)
    return side + side * g.c.room_and_board_tenths // 10


def go_to_jail(g: Engine, seat: int, space: int, why: str) -> None:
    p, lf = g.state.players[seat], part(g.state)
    p.status, p.position = IN_JAIL, JAIL
    lf.lodged[seat], lf.lease[seat] = -1, -1
    lf.jail_side[seat], lf.jail_turns[seat], lf.jail_board[seat] = side_price(g, space), 0, 0
    g.emit("jail", RULE, f"{p.name} goes to jail ({why}); the booking fee is ${lf.jail_side[seat]}",
           player=p.name, space=JAIL)


def jail_turn(g: Engine, seat: int) -> Play:
    """A turn begun in jail: he may pay out (never on the turn he went in), and first raise the fee by contracts
    under the sale restriction (LF-34); returns True if he then rolls."""
    p, lf = g.state.players[seat], part(g.state)
    lf.jail_turns[seat] += 1
    lf.jail_nights += 1
    g.emit("in_jail", RULE, f"{p.name} begins his turn {lf.jail_turns[seat]} in jail", player=p.name, space=JAIL)
    lf.jail_board[seat] += room_and_board(g, seat)
    window = Window("jail")
    while True:
        fee = window.need = jail_fee(g, seat)
        options = ("pay", "wait") if p.cash >= fee else ("wait",)
        if len(options) == 1 and not (may_trade(g, window) and holds_any(g, seat)):
            break
        answer = yield Decision("jail", seat, f"Pay ${fee} to leave jail (booking fee and room and board for "
                                              f"{lf.jail_turns[seat]} turn(s)), wait, or offer a contract (Jail)",
                                options, context={"fee": fee, "turns": lf.jail_turns[seat], "cash": p.cash,
                                                  "offered": list(window.made)},
                                check=jail_check(options, g, seat, window))
        if is_offer(answer):
            window.made.append(answer)
            yield from offer(g, seat, answer)
            continue
        if answer == "pay":
            if lf.jail_lessee == NOBODY:
                g.transfer(seat, bank(g), fee, "jail_fee", RULE, f"{p.name} pays ${fee} to leave jail")
            else:
                pay_out(g, seat, fee)
            p.status = ON_TRACK
            lf.moved = True
            return switches(g.options).lf_jail_exit == "pay_then_roll"
        break
    if lf.jail_turns[seat] >= g.c.turns_allowed:
        eliminate(g, seat)
    return False


def may_trade(g: Engine, window: Window) -> bool:
    """Contracts beyond the income share are played, someone is left to trade with, offers are left."""
    others = sum(1 for p in g.state.players if p.status != ELIMINATED) > 1
    return switches(g.options).lf_contracts == "all" and others and len(window.made) < MOST_OFFERS


def jail_check(options: tuple[str, ...], g: Engine, seat: int, window: Window) -> Any:
    def check(answer: Any) -> Any:
        if is_offer(answer) and may_trade(g, window):
            return checked_offer(g, seat, answer, window, "jail")
        if answer in options:
            return answer
        raise IllegalAction(f"jail: {shown(answer)} is not allowed now; choose one of {list(options)} or offer a "
                            f"contract ({', '.join(SHAPES)})")
    return check


def eliminate(g: Engine, seat: int) -> None:
    """Not out by the end of his third turn: his properties and cash revert to the bank; his buildings go
    back to the bank's stock (LF-35)."""
    st, lf, p = g.state, part(g.state), g.state.players[seat]
    g.transfer(seat, bank(g), p.cash, "eliminated", "Being Eliminated", f"{p.name}'s cash reverts to the bank")
    foreclose_on_elimination(g, seat)
    reverted = [i for i, owner in enumerate(st.owner) if owner == seat]
    for i in reverted:
        st.owner[i] = PACK
        if st.houses[i] == 3:
            lf.apartments_left += 1
        else:
            lf.houses_left += st.houses[i]
        st.houses[i], st.house_owner[i] = 0, PACK
    for other, at in enumerate(lf.lodged):  # their nights are paid; the lease with him ends (no stay with the bank)
        if at in reverted:
            lf.lodged[other], lf.lease[other] = -1, -1
    lapse(g, seat, reverted)
    lf.hmc = NOBODY if lf.hmc == seat else lf.hmc
    lf.jail_lessee = NOBODY if lf.jail_lessee == seat else lf.jail_lessee  # the lease goes back to the government
    lf.pdc = NOBODY if lf.pdc == seat else lf.pdc
    p.status, lf.lodged[seat] = ELIMINATED, -1
    lf.moved = True
    g.emit("eliminated", "Being Eliminated", f"{p.name} is eliminated: not out of jail by the end of his "
                                              f"{g.c.turns_allowed}rd turn", player=p.name)
