"""A player's turn: throwing, choosing a route, moving, Jail and the Poor House.

Rule 2 (moving; either direction between the Chances), Rule 3 (wages), Rule 6 (Jail),
Rule 8 (refusing to move onto Speculation), Rule 12 (leaving the Poor House),
Rule 13 (Luxury: buy it or move backward), Rule 17 (doubles: the official pass).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...decisions import YES_NO, Decision, Play
from ...state import IN_JAIL, IN_POOR_HOUSE, ON_NATURAL, ON_TRACK, TREASURY_SEAT, Player
from . import costs
from .ending import note_double
from .landing import buy_luxury, land, unheld_luxuries
from .money import charge, pay_wages, raise_funds
from .switches import switches
from .turn_actions import turn_actions

if TYPE_CHECKING:
    from ...engine import Engine


def play_turn(g: Engine, seat: int) -> Play:
    """One player's whole turn."""
    p = g.state.players[seat]
    yield from turn_actions(g, p)
    if p.status == IN_JAIL:
        yield from jail_turn(g, p)
    elif p.status == IN_POOR_HOUSE:
        yield from poor_house_turn(g, p)
    else:
        if p.status == ON_NATURAL:
            from .single_tax import leave_natural
            yield from leave_natural(g, p)
            if p.status != ON_TRACK:
                return
        yield from move_by_throw(g, p, throw(g, p), p.position)


def throw(g: Engine, p: Player, why: str = "Rule 2", purpose: str = "turn") -> tuple[int, int]:
    """Two dice for ``p``: "turn" for the throws he moves by (Rules 2, 6, 12), a purpose of its own for a
    rule's extra throw, so that it does not shift his later turn throws (dice.py)."""
    d1, d2 = g.rng.throw(p.seat, purpose)
    g.emit("throw", why, f"{p.name} threw {d1} and {d2}" + (" (a double)" if d1 == d2 else ""),
           amount=d1 + d2, player=p.name)
    note_double(g, p, (d1, d2))  # Rule 19: "say, at the next double thrown by any of the players"
    return d1, d2


def next_corner(g: Engine, origin: int) -> int:
    size = g.board.size
    return min(g.board.corners, key=lambda c: (c - origin - 1) % size)


def routes(g: Engine, origin: int, dice: tuple[int, int]) -> list[tuple[str, int]]:
    """The destinations a throw allows: forward; the official pass on a double (Rule 17);
    backward from a space between the Chances (Rule 2)."""
    size = g.board.size
    n = dice[0] + dice[1]
    out = [("forward", (origin + n) % size)]
    if dice[0] == dice[1] and switches(g.options).official_pass:
        c1 = next_corner(g, origin)
        to_corner = (c1 - origin) % size or size
        if n > to_corner:  # "If his count is exhausted upon reaching or before reaching a corner" he cannot
            c2 = next_corner(g, c1)
            jump = 1 if switches(g.options).pass_jump == "one_step" else 0  # rulings R-07
            out.append(("pass", (c2 + n - to_corner - jump) % size))
    if g.board.between_chances(origin):
        out.append(("backward", (origin - n) % size))
    return out


def affordable(g: Engine, p: Player, origin: int, route: tuple[str, int]) -> bool:
    """Can he pay what the destination calls for? Wages earned on the way count (Rule 3; rulings R-10)."""
    label, dest = route
    cash = p.cash
    if label != "backward" and dest <= origin and p.gets_wages:
        cash += g.state.wage_level
    return costs.landing_cost(g, p.seat, dest)[0] <= cash


def move_by_throw(g: Engine, p: Player, dice: tuple[int, int], origin: int, poor_house: bool = False) -> Play:
    """Choose a route, settle Speculation, Luxury and affordability, then move and land.

    Leaving the Poor House (Rule 12) and under the Single Tax (its Rule 8: "A player must make
    the move, if possible, even if it takes him to JAIL") only routes he can afford are offered.
    Under the Single Tax "the Poor House is eliminated": one still there from before the vote who
    cannot afford his move goes to a Natural Opportunity like anyone else (rulings R-29).
    """
    options = routes(g, origin, dice)
    if poor_house or g.state.single_tax:
        fit = [r for r in options if affordable(g, p, origin, r)]
        if not fit:
            if g.state.single_tax:
                from .single_tax import go_to_natural
                yield from go_to_natural(g, p, options[0][1])
            else:
                p.position = g.board.poor_house_beside
                g.emit("stay", "Rule 12", f"{p.name} cannot afford the move and stays in the POOR HOUSE",
                       player=p.name)
            return
        options = fit
        if poor_house:
            p.status = ON_TRACK
    label, dest = options[0]
    if len(options) > 1:
        labels = tuple(r[0] for r in options)
        where = ", ".join(f"{r[0]} to {g.board.spaces[r[1]].name}" for r in options)
        label = yield Decision("direction", p.seat, f"{p.name} may move {where} (Rules 2, 17)", labels,
                               context={"routes": {r[0]: r[1] for r in options}, "dice": list(dice)})
        dest = dict(options)[label]
    n = dice[0] + dice[1]
    space = g.board.spaces[dest]
    if space.kind == "speculation":
        play = yield Decision("speculate", p.seat, f"{p.name}'s throw reaches Speculation: play, or refuse to "
                              f"move and stay put? (Rule 8)", YES_NO, context={"space": dest})
        if not play:
            g.emit("refuse", "Rule 8", f"{p.name} refused to move onto Speculation and stays put", player=p.name)
            return
    bought_luxury = borrowed = False
    if space.kind == "luxury" and switches(g.options).luxury and label != "backward":
        bought_luxury, borrowed = yield from offer_luxury(g, p, dest, n)
        if not bought_luxury:
            label, dest = "backward", (origin - n) % g.board.size
            if g.state.single_tax and not affordable(g, p, origin, (label, dest)):
                from .single_tax import go_to_natural  # Single Tax Rule 8
                yield from go_to_natural(g, p, dest)
                return
    move(g, p, dest, forward=label != "backward", how=label, rule="Rule 17" if label == "pass" else "Rule 2")
    if bought_luxury:
        yield from buy_luxury(g, p, borrowed)
    else:
        yield from land(g, p, dest)


def offer_luxury(g: Engine, p: Player, dest: int, n: int) -> Play:
    """Rule 13: buy the luxury, or move backward the number thrown. Returns (bought, borrowed).

    "If he has less than $75 he cannot afford the luxury (unless he borrows)": a player short of
    the price may borrow what he lacks, on his wages or a mortgage, on Rule 16's terms (rulings
    R-31). When every purple card is held there is none to buy, and he moves backward (R-32).
    """
    price = g.c.luxury_price
    if not unheld_luxuries(g):
        g.emit("decline", "Rule 13", f"No purple card is left (every luxury is held): {p.name} moves backward "
               f"{n} spaces", player=p.name)
        return False, False
    short = max(0, price - p.cash)
    lenders = any(g.state.players[s].cash > 0 for s in g.others(p.seat))
    bought = False
    if not short or lenders:
        credit = f", borrowing the ${short} he lacks (Rule 16)" if short else ""
        bought = yield Decision("luxury", p.seat, f"{p.name} reaches Luxury: buy a luxury for ${price}{credit}, "
                                f"or move backward {n} spaces? (Rule 13)", YES_NO,
                                context={"space": dest, "price": price, "borrow": short})
    if bought and short:
        yield from raise_funds(g, p, price, ways=("borrow", "mortgage"), rule="Rules 13, 16")
        if p.cash < price:
            g.emit("decline", "Rule 13", f"{p.name} could not borrow the ${price - p.cash} he lacks for the luxury "
                   f"and moves backward {n} spaces", player=p.name)
            return False, False
    if not bought:
        g.emit("decline", "Rule 13", f"{p.name} does not buy the luxury and moves backward {n} spaces",
               player=p.name)
    return bought, bool(bought and short)


def move(g: Engine, p: Player, dest: int, forward: bool, how: str = "forward", rule: str = "Rule 2") -> None:
    """Put the checker on ``dest``; a forward move reaching or passing Mother Earth earns wages (Rule 3)."""
    origin = p.position
    p.position = dest
    p.status = ON_TRACK
    verb = {"pass": "used the official pass to", "backward": "moved backward to"}.get(how, "moved to")
    g.emit("move", rule, f"{p.name} {verb} {g.board.spaces[dest].name}", player=p.name, space=dest)
    if forward and dest <= origin:
        pay_wages(g, p)


def jail_turn(g: Engine, p: Player) -> Play:
    """Rule 6: pay the $50 fine or throw for a double; at most three missed turns if he can raise the fine."""
    fine = g.c.jail_fine
    origin = g.board.jail_beside - (1 if switches(g.options).jail_exit == "shelter_is_first_step" else 0)
    worth = p.cash + sum(g.board.spaces[c].price for c in g.cards_of(p.seat) if not g.mortgaged(c))
    if p.jail_missed >= g.c.jail_max_missed and worth >= fine:
        choice = "pay"
        g.emit("must_pay", "Rule 6", f"{p.name} has missed {p.jail_missed} turns and must pay the fine",
               player=p.name)
    elif p.cash >= fine:
        choice = yield Decision("jail", p.seat, f"{p.name} is in JAIL: pay the ${fine} fine, or throw for a "
                                f"double? (Rule 6)", ("pay", "throw"))
    else:
        choice = "throw"
    if choice == "pay":
        paid = yield from charge(g, p, TREASURY_SEAT, fine, "fine", "Rule 6",
                                 f"{p.name} paid the ${fine} fine to leave JAIL")
        if not paid:
            return
        release(g, p, "paid the fine", origin)
        yield from move_by_throw(g, p, throw(g, p), origin)
        return
    dice = throw(g, p, "Rule 6")
    if dice[0] == dice[1]:
        release(g, p, "served the time with a double (Rule 17)", origin)
        yield from move_by_throw(g, p, dice, origin)
    else:
        p.jail_missed += 1
        g.emit("stay", "Rule 6", f"{p.name} stays in JAIL (missed turn {p.jail_missed})", player=p.name)


def release(g: Engine, p: Player, how: str, origin: int) -> None:
    p.status = ON_TRACK
    p.jail_missed = 0
    p.position = origin
    g.emit("release", "Rule 6", f"{p.name} {how} and leaves JAIL, counting from Shelter", player=p.name,
           space=origin)


def poor_house_turn(g: Engine, p: Player) -> Play:
    """Rule 12: 'Then he throws again and moves out if he can afford to make the move.'"""
    yield from move_by_throw(g, p, throw(g, p, "Rule 12"), g.board.poor_house_beside, poor_house=True)
