"""A player's turn under the 1939 rules: what he may do before throwing (build, trade, go to the
Frontier), leaving Jail, the throw and the move, which always stops at GO (End of a Round)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ...decisions import Decision
from ...errors import IllegalAction
from ...state import IN_JAIL, MISC_SEAT, ON_ISLAND, ON_TRACK, Player
from ..magie1906.turn_actions import accepted, offer_terms, turn_answer
from .holdings import card_holder, card_name, doubled, pass_card, ph, section_houses
from .money import bank_pays, pay, settle_debts
from .spaces import land
from .switches import switches
from .turn_over import TurnOver

if TYPE_CHECKING:
    from ...decisions import Play
    from ...engine import Engine


def play_turn(g: Engine, seat: int) -> Play:
    p = g.state.players[seat]
    hold = ph(g).holders[seat]
    hold.bought_now.clear()
    try:
        settle_debts(g, p)
        if p.status == IN_JAIL:
            yield from leave_jail(g, p)
            return
        moved = yield from before_throw(g, p)
        if moved:
            return
        d1, d2 = throw(g, p, "To Play")
        origin = p.position
        if p.status == ON_ISLAND:  # Note X: 'begin to count from the "So What" space which you left'
            p.status, origin = ON_TRACK, hold.count_from
            hold.count_from = -1
        yield from move_forward(g, p, origin, d1 + d2, "To Play")
    except TurnOver:
        return


def throw(g: Engine, p: Player, rule: str, purpose: str = "turn") -> tuple[int, int]:
    """Two dice for ``p``: "turn" for the throws he moves by (To Play, Rule 3), a purpose of its own for a
    card's or a space's extra throw, so that it does not shift his later turn throws (dice.py)."""
    d1, d2 = g.rng.throw(p.seat, purpose)
    g.emit("throw", rule, f"{p.name} throws {d1} and {d2}", d1 + d2, player=p.name)
    return d1, d2


def move_forward(g: Engine, p: Player, origin: int, steps: int, rule: str) -> Play:
    """To Play: 'move forward to the left'. A move that reaches GO stops there, 'regardless of what
    your dice registers beyond the corner point', and ends the player's round."""
    go, size = g.c.go, g.board.size
    for k in range(1, steps + 1):
        if (origin + k) % size == go:
            p.position = go
            unused = f" ({steps - k} of his throw unused)" if k < steps else ""
            g.emit("move", "End of a Round (a)", f"{p.name} stops at GO{unused}", player=p.name, space=go)
            from .rounds import end_round
            yield from end_round(g, p)
            return
    dest = (origin + steps) % size
    p.position = dest
    g.emit("move", rule, f"{p.name} moves {steps} to {g.board.spaces[dest].name}", steps, player=p.name, space=dest)
    yield from land(g, p, dest)


def leave_jail(g: Engine, p: Player) -> Play:
    """Rule 3: pay $500 bail to the Banker, throw, and count from the SO WHAT space beside the Jail (R39-12)."""
    g.emit("bail_due", "Rule 3", f"{p.name} must pay ${g.c.bail} bail before leaving Jail", g.c.bail, player=p.name)
    p.status = ON_TRACK
    yield from pay(g, p, MISC_SEAT, g.c.bail, "bail", "Rule 3", f"{p.name} pays ${g.c.bail} bail to the Banker")
    d1, d2 = throw(g, p, "Rule 3")
    origin = g.board.jail_beside - (switches(g.options).jail_exit != "from_shelter")
    yield from move_forward(g, p, origin, d1 + d2, "Rule 3")


# ----- before the throw ------------------------------------------------------------------------
def before_throw(g: Engine, p: Player) -> Play:
    """His choices before throwing, asked one at a time until he throws or moves. Returns True if he
    moved instead of throwing (the Frontier, Rule 4; the Island while face up, R39-26)."""
    traded, built, island_thrown = False, 0, False
    while True:
        d = turn_decision(g, p, traded, island_thrown)
        d.context["built"] = built
        answer = yield d
        if answer == "throw":
            return False
        if answer == "island":
            from .so_what import island
            island_thrown = True  # one throw for the Island a turn: he may not throw again for better wages
            yield from island(g, p, p.position, "Note X")
            if p.status == ON_ISLAND:
                return True
        elif isinstance(answer, str) and answer.startswith("frontier:"):
            go_to_frontier(g, p, int(answer[9:]))
            return True
        elif "build" in answer:
            build(g, p, answer["build"])
            built += 1
        else:
            traded = True
            yield from trade(g, p, answer["trade"])


def turn_options(g: Engine, p: Player, island_thrown: bool = False) -> tuple[Any, ...]:
    options: list[Any] = ["throw"]
    if switches(g.options).build == "own_turn" and can_build(g, p):
        options += [{"build": i} for i in g.lots if g.state.owner[i] == p.seat]
    p39 = ph(g)
    if not p39.frontier_closed and switches(g.options).frontier_move == "any_turn" and p.position not in g.c.frontier:
        options += [f"frontier:{i}" for i in g.c.frontier]
    if switches(g.options).island == "everyone_while_face_up" and not island_thrown and p.status != ON_ISLAND and \
            p.cash >= g.c.boat_fare and \
            g.board.spaces[p.position].kind == "so_what" and any(
                g.edition.decks.so_what[n].effect == "island" and who != p.seat for n, who in p39.face_up):
        options.append("island")
    return tuple(options)


def turn_decision(g: Engine, p: Player, traded: bool, island_thrown: bool = False) -> Decision:
    options = turn_options(g, p, island_thrown)
    d = Decision("turn", p.seat, f"{p.name}'s turn: throw the dice, or first put up a House (Rule 1(b)), "
                 f"trade a card (Object), or move to the Frontier (Rule 4)", options,
                 context={"builds": [o["build"] for o in options if isinstance(o, dict)], "can_trade": not traded,
                          "frontier": [o for o in options if isinstance(o, str) and o.startswith("frontier:")]})
    d.check = lambda answer: check_turn(g, p, answer, d)
    return d


def check_turn(g: Engine, p: Player, answer: Any, d: Decision) -> Any:
    return turn_answer(answer, d, lambda offer: check_trade(g, p, offer),
                       " (ruling R39-37): throw the dice or put up a House",
                       "'deed:<space>' | 'share:<k>' | 'idle:<number>'")


def go_to_frontier(g: Engine, p: Player, dest: int) -> None:
    """Rule 4: 'You may move back to one of these Frontier lots whenever you choose (in your turn)' and
    receive the $300 wages from the Banker (R39-13)."""
    p.position, p.status = dest, ON_TRACK
    ph(g).holders[p.seat].count_from = -1
    g.emit("move", "Rule 4", f"{p.name} moves back to {g.board.spaces[dest].name}, the Frontier [ruling R39-13]",
           player=p.name, space=dest)
    bank_pays(g, p.seat, g.board.spaces[dest].wages, "frontier_wages", "Rule 4",
              f"{p.name} receives the Frontier's ${g.board.spaces[dest].wages} wages from the Banker", dest)


# ----- Houses --------------------------------------------------------------------------------
def can_build(g: Engine, p: Player) -> bool:
    hold = ph(g).holders[p.seat]
    return any(g.state.owner[i] == p.seat for i in g.lots) and \
        (hold.spare_houses > 0 or (ph(g).houses_left > 0 and p.cash >= g.c.house_cost))


def build(g: Engine, p: Player, space: int) -> None:
    """Rule 1(b): 'You may buy from the Banker and put up as many Houses as you wish on a lot if you own
    the lot.' His first House, given at the start, is put up free."""
    hold, name = ph(g).holders[p.seat], g.board.spaces[space].name
    if hold.spare_houses:
        hold.spare_houses -= 1
        put_up(g, p, space, lambda: g.emit("house_placed", "Rule 1(b)", f"{p.name} puts up the House he was given "
                                           f"on {name}", player=p.name, space=space))
    else:
        ph(g).houses_left -= 1
        put_up(g, p, space, lambda: g.transfer(p.seat, MISC_SEAT, g.c.house_cost, "house", "Rule 1(b)",
                                               f"{p.name} buys a House from the Banker for ${g.c.house_cost} and "
                                               f"puts it up on {name}", space))


def put_up(g: Engine, p: Player, space: int, record: Callable[[], None]) -> None:
    """A House stands on the lot (``record`` logs how it came there, once it stands): it may double the
    section's rent (Rule 1(c)) or close the Frontier (Rule 5)."""
    st, p39 = g.state, ph(g)
    section = g.board.spaces[space].section
    was_doubled = doubled(g, section)
    st.houses[space] += 1
    st.house_owner[space] = p.seat
    closes = not p39.frontier_closed and section == g.c.closing_section and \
        section_houses(g, section) >= g.c.closing_houses
    if closes:
        p39.frontier_closed, p39.frontier_owner = True, p.seat
    record()
    if not was_doubled and doubled(g, section):
        g.emit("doubled", "Rule 1(c)", f"{g.c.doubling_at} Houses stand in Section {section}: the land rent of "
               f"every lot there is doubled", player=p.name)
    if closes:
        g.emit("frontier_closed", "Rule 5", f"{p.name} puts up the fourth House in Section {section}: the Frontier "
               f"is closed, and he takes over both Frontier lots (each now rents for $"
               f"{g.board.spaces[g.c.frontier[0]].rent_closed}) [ruling R39-17]", player=p.name)


# ----- trades --------------------------------------------------------------------------------
def check_trade(g: Engine, p: Player, offer: Any) -> dict[str, Any]:
    card, other, price, side, seller, buyer = offer_terms(g, p, offer,
                                                          "'deed:<space>', 'share:<k>' or 'idle:<number>'")
    if not isinstance(card, str) or card_holder(g, card) != seller:
        raise IllegalAction(f"trade: {g.name(seller)} does not hold the card {card!r}")
    if g.state.players[buyer].cash < price:
        raise IllegalAction(f"trade: {g.name(buyer)} has ${g.state.players[buyer].cash}, less than ${price}")
    return {"card": card, "with": other, "price": price, "side": side}


def trade(g: Engine, p: Player, offer: dict[str, Any]) -> Play:
    """The Object: 'to buy, sell, build, trade ... within the rules'; one offer a turn (R39-37)."""
    card, other, price = offer["card"], offer["with"], offer["price"]
    seller, buyer = (other, p.seat) if offer["side"] == "buy" else (p.seat, other)
    name = card_name(g, card)
    if not (yield from accepted(g, p, offer, name, "Object")):
        return
    pass_card(g, card, seller, buyer)
    g.transfer(buyer, seller, price, "trade", "Object", f"{g.name(buyer)} bought {name} from {g.name(seller)} "
               f"for ${price}, as they agreed [ruling R39-37]")
