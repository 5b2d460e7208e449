"""A player's turn (Taking a Turn): jail, building, declaring, the throw, staying put or moving, Start, doubles."""

from __future__ import annotations

from typing import Any

from ...decisions import Decision, Play
from ...engine import Engine
from ...outcome import EndReason
from ...state import IN_JAIL, MISC_SEAT, ON_TRACK
from .buildings import build, can_build, can_demolish, demolish, house_moves, move_house, offer_stay
from .contracts import turn_check
from .deals import offer
from .ending import alive, finish, net_worth, objective
from .jail import jail_turn
from .jail_lease import set_rate
from .loans import settle_loans
from .offers import MOST_OFFERS, Window, holds_any
from .overhead import CENTRE, roll_at_start
from .spaces import land, site_tax
from .state import OFF_BOARD, part
from .switches import switches

RULE = "Taking a Turn"


def play_turn(g: Engine, seat: int) -> Play:
    """One turn: a player in jail may pay out; then build or declare, throw, stay or move; doubles once more."""
    p = g.state.players[seat]
    if p.status not in (ON_TRACK, IN_JAIL):
        return  # eliminated, or his token is off the board on the last lap (he still collects rent)
    status = p.status
    settle_loans(g, seat)
    if p.status != status:  # a loan he could not repay sent him to jail (lf_loan_default="jail"): his turn ends
        return
    if p.status == IN_JAIL and not (yield from jail_turn(g, seat)):
        return
    for throw in range(2):  # doubles give one more throw, once only (as in Anti-Monopoly)
        yield from before_throw(g, seat)
        if g.state.over:
            return
        a, b = g.rng.throw(seat)
        g.emit("throw", RULE, f"{p.name} throws {a}+{b}", player=p.name)
        if not (yield from offer_stay(g, seat)):
            yield from move(g, seat, a + b)
        if a != b or throw or p.status != ON_TRACK:
            return
        g.emit("doubles", RULE, f"{p.name} threw doubles and throws once more", player=p.name)


def before_throw(g: Engine, seat: int) -> Play:
    """Build or demolish (on his turn, LF-38), declare $2,000 (objective 1) or offer contracts, until he throws."""
    window = Window("turn")
    while True:
        options: list[Any] = ["throw"]
        lf = part(g.state)
        if objective(g) == "net_worth" and lf.declared_by < 0 and net_worth(g, seat) >= switches(g.options).lf_target:
            options.append("declare")
        options += [f"build:{i}" for i in g.lots if can_build(g, seat, i)]
        options += [f"demolish:{i}" for i in g.lots if can_demolish(g, seat, i)]
        options += [f"move:{a}:{b}" for a, b in house_moves(g, seat)]
        # a contract about or secured on something he holds (LF-64; income shares only: a property), or the
        # jail's room and board
        holds = holds_any(g, seat) if switches(g.options).lf_contracts == "all" else \
            any(g.state.owner[i] == seat for i in g.lots)
        may_offer = (len(alive(g)) > 1 and len(window.made) < MOST_OFFERS and holds) or lf.jail_lessee == seat
        if len(options) == 1 and not may_offer:
            return
        answer = yield Decision("turn", seat, f"Throw, build, demolish, declare your net worth or offer a contract "
                                              f"({RULE})", tuple(options),
                                # builds and trades are among the options (the widgets' own forms ask for none)
                                context={"net_worth": net_worth(g, seat), "cash": g.state.players[seat].cash,
                                         "builds": [], "can_trade": False, "offered": list(window.made)},
                                check=turn_check(tuple(options), g, seat, window))
        if isinstance(answer, dict) and "jail_rate" in answer:
            set_rate(g, seat, answer["jail_rate"])
            continue
        if isinstance(answer, dict):
            window.made.append(answer)
            yield from offer(g, seat, answer)
            continue
        if answer == "throw":
            return
        if answer == "declare":
            yield from declare(g, seat)
            if g.state.over:
                return
        else:
            what, *spaces = str(answer).split(":")
            if what == "move":
                move_house(g, seat, int(spaces[0]), int(spaces[1]))
            else:
                (build if what == "build" else demolish)(g, seat, int(spaces[0]))


def declare(g: Engine, seat: int) -> Play:
    """Objective 1: he declares a net worth of $2,000; if every other player concedes he wins, else the last lap
    is played (LF-39, LF-40)."""
    lf = part(g.state)
    worth = net_worth(g, seat)
    lf.declared_by = seat
    g.emit("declare", "Ending the Game", f"{g.name(seat)} declares a net worth of ${worth}", player=g.name(seat))
    conceded = True
    for other in alive(g):
        if other == seat:
            continue
        yes = yield Decision("concede", other, f"{g.name(seat)} declares a net worth of ${worth}: concede? "
                                               f"(Ending the Game)", (True, False),
                             context={"declarer": seat, "worth": worth, "own": net_worth(g, other)})
        conceded = conceded and bool(yes)
    if conceded:
        finish(g, EndReason.CONCEDED, f"the others concede to {g.name(seat)}", "Ending the Game")
    else:
        g.emit("last_lap", "Ending the Game", "Not every player concedes: one more time around the board")


def move(g: Engine, seat: int, steps: int) -> Play:
    """Move by the throw; passing or landing on Start pays $200 (not Anti-Monopoly's $100), or on the last lap
    takes the token off; then the space."""
    p, lf = g.state.players[seat], part(g.state)
    lf.lodged[seat], lf.lease[seat] = -1, -1
    lf.moved = True
    target = p.position + steps
    p.position = target % g.board.size
    if target >= g.board.size:
        if lf.declared_by >= 0:
            p.status, p.position = OFF_BOARD, 0
            g.emit("off_board", "Ending the Game", f"{p.name} reaches Start on the last lap and takes his token off",
                   player=p.name, space=0)
            return
        if switches(g.options).lf_zero_sum:  # no money from the bank: he takes the whole centre
            g.transfer(CENTRE, seat, lf.centre, "centre", "An Alternate Game", f"{p.name} passes Start and takes "
                                                                               f"the centre, ${lf.centre}")
        else:
            g.transfer(MISC_SEAT, seat, g.c.wages, "wages", RULE, f"{p.name} passes Start and collects "
                                                                  f"${g.c.wages}")
        if target > g.board.size or switches(g.options).lf_pom_trigger == "passing_or_landing":
            roll_at_start(g, seat)
        site_tax(g, seat)
        if p.status != ON_TRACK:
            return
    g.emit("move", RULE, f"{p.name} moves to {g.board.spaces[p.position].name}", player=p.name, space=p.position)
    yield from land(g, seat, p.position)
