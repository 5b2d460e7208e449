"""What a player may do on his turn before he throws: build (Rule 14), trade cards (Rule 1:
prices 'regulated by the demand'), propose the Single Tax, form a railroad Trust (Rule 9).

The engine asks one ``turn`` decision at a time until the player answers ``"throw"``.
A player may make one trade offer and one Single Tax proposal a turn (rulings R-16),
so that a refused offer cannot stall the game.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ...decisions import _NO_MATCH, YES_NO, Decision, Play, match_option
from ...errors import IllegalAction
from ...state import PACK, Player
from .building import build_on_turn, buildable
from .money import transfer_card, transfer_luxury
from .single_tax import propose
from .switches import switches
from .trust import end_broken_trust

if TYPE_CHECKING:
    from ...engine import Engine


def turn_actions(g: Engine, p: Player) -> Play:
    if switches(g.options).trust:
        yield from offer_trust(g, p)
    done = {"trade": False, "single_tax": False}
    while True:
        decision = turn_decision(g, p, done)
        answer = yield decision
        if answer == "throw":
            return
        if answer == "single_tax":
            done["single_tax"] = True
            yield from propose(g, p)
        elif "build" in answer:
            yield from build_on_turn(g, p, answer["build"])
        else:
            done["trade"] = True
            yield from trade(g, p, answer["trade"])


def turn_options(g: Engine, p: Player, done: dict[str, bool]) -> tuple[Any, ...]:
    """What he may do now; worked out again if the Single Tax is voted in while he decides."""
    options: list[Any] = ["throw", *({"build": i} for i in buildable(g, p.seat))]
    if not g.state.single_tax and not done["single_tax"]:
        options.append("single_tax")
    return tuple(options)


def turn_decision(g: Engine, p: Player, done: dict[str, bool]) -> Decision:
    options = turn_options(g, p, done)
    d = Decision("turn", p.seat, f"{p.name}'s turn: throw the dice, or first build, trade or propose the "
                 f"Single Tax", options,
                 context={"builds": [o["build"] for o in options if isinstance(o, dict)],
                          "can_trade": not done["trade"], "done": done})
    d.check = lambda answer: check_turn(g, p, answer, d)
    return d


def refresh_turn_decision(g: Engine, d: Decision) -> None:
    """Bring a pending ``turn`` decision up to date after a change made from outside (a vote)."""
    p = g.state.players[d.player]
    d.options = turn_options(g, p, d.context["done"])
    d.context["builds"] = [o["build"] for o in d.options if isinstance(o, dict)]


def check_turn(g: Engine, p: Player, answer: Any, d: Decision) -> Any:
    return turn_answer(answer, d, lambda offer: check_trade(g, p, offer),
                       ": throw the dice, build, or propose the Single Tax", "space")


def turn_answer(answer: Any, d: Decision, check_offer: Callable[[Any], dict[str, Any]], instead: str,
                card_help: str) -> Any:
    """A ``turn`` answer: one of the options, or a trade offer (one a turn) checked by ``check_offer``.
    Both editions; ``instead`` and ``card_help`` word the refusals for the edition."""
    option = match_option(answer, d.options)
    if option is not _NO_MATCH:
        return option
    if isinstance(answer, dict) and set(answer) == {"trade"}:
        if not d.context["can_trade"]:
            raise IllegalAction(f"one trade offer a turn{instead}")
        return {"trade": check_offer(answer["trade"])}
    raise IllegalAction(f"turn: {answer!r} is not allowed now; choose one of {list(d.options)} or "
                        f"{{'trade': {{'card': {card_help}, 'with': seat, 'price': dollars, 'side': 'buy' or "
                        f"'sell'}}}}")


def offer_terms(g: Engine, p: Player, offer: Any, card_help: str) -> tuple[Any, int, int, str, int, int]:
    """Check a trade offer's form, seat, side and price (both editions); returns
    (card, with, price, side, seller, buyer). ``card_help`` says how the edition names cards."""
    if not isinstance(offer, dict) or set(offer) != {"card", "with", "price", "side"}:
        raise IllegalAction(f"a trade offer needs exactly: card ({card_help}), with (seat), price (dollars), "
                            f"side ('buy' or 'sell'); found {offer!r}")
    card, other, price, side = offer["card"], offer["with"], offer["price"], offer["side"]
    n = len(g.state.players)
    if type(other) is not int or not 0 <= other < n or other == p.seat:
        raise IllegalAction(f"trade: 'with' must be another player's seat 0..{n - 1}, not {other!r}")
    if side not in ("buy", "sell"):
        raise IllegalAction(f"trade: side must be 'buy' or 'sell', not {side!r}")
    if type(price) is not int or price < 0:
        raise IllegalAction(f"trade: price must be a whole number of dollars, not {price!r}")
    seller, buyer = (other, p.seat) if side == "buy" else (p.seat, other)
    return card, other, price, side, seller, buyer


def check_trade(g: Engine, p: Player, offer: Any) -> dict[str, Any]:
    card, other, price, side, seller, buyer = offer_terms(g, p, offer, "space index")
    if isinstance(card, str):  # a luxury: Rule 13, "He may, however, sell the card at any time"
        if card not in g.state.players[seller].luxuries:
            raise IllegalAction(f"trade: {g.name(seller)} holds no luxury called {card!r}; "
                                f"luxuries held: {g.state.players[seller].luxuries}")
    elif type(card) is not int or card not in g.cards or g.state.owner[card] != seller:
        raise IllegalAction(f"trade: {g.name(seller)} does not hold the card for space {card!r}")
    elif g.mortgaged(card):
        raise IllegalAction(f"trade: {g.board.spaces[card].name} is mortgaged and cannot be sold until repaid")
    if g.state.players[buyer].cash < price:
        raise IllegalAction(f"trade: {g.name(buyer)} has ${g.state.players[buyer].cash}, less than ${price}")
    return {"card": card, "with": other, "price": price, "side": side}


def trade(g: Engine, p: Player, offer: dict[str, Any]) -> Play:
    card, other, price = offer["card"], offer["with"], offer["price"]
    seller, buyer = (other, p.seat) if offer["side"] == "buy" else (p.seat, other)
    luxury = isinstance(card, str)
    name = card if luxury else g.board.spaces[card].name
    if not (yield from accepted(g, p, offer, name, "Rule 1")):
        return
    if luxury:
        transfer_luxury(g, card, seller, buyer)
    else:
        transfer_card(g, card, seller, buyer)
    g.transfer(buyer, seller, price, "trade", "Rule 13" if luxury else "Rule 1",
               f"{g.name(buyer)} bought {name} from {g.name(seller)} for ${price}, as they agreed",
               -1 if luxury else card)


def accepted(g: Engine, p: Player, offer: dict[str, Any], name: str, rule: str) -> Play:
    """Ask the other party to a trade offer (both editions); True if he accepts."""
    other = offer["with"]
    yes = yield Decision("accept_trade", other, f"{p.name} offers to {offer['side']} {name} for ${offer['price']}: "
                         f"does {g.name(other)} accept?", YES_NO, context=dict(offer, proposer=p.seat))
    if not yes:
        g.emit("trade_refused", rule, f"{g.name(other)} refused {p.name}'s offer for {name}", player=p.name)
    return bool(yes)


def offer_trust(g: Engine, p: Player) -> Play:
    """Rule 9: 'If two players own all of the RAILROADS between them, they may at any time pool
    their railroad interests and form a Trust.' Asked at the start of a member's turn."""
    st = g.state
    end_broken_trust(g, "Rule 9")  # every change of hands ends a broken Trust at once; this is a safety net
    if st.trust:
        return
    holders = {st.owner[r] for r in g.railroads}
    if len(holders) != 2 or PACK in holders or p.seat not in holders or \
            any(r in g.state.public for r in g.railroads):
        return
    other = (holders - {p.seat}).pop()
    for seat in (p.seat, other):
        yes = yield Decision("trust", seat, f"{p.name} and {g.name(other)} hold all the railroads: will "
                             f"{g.name(seat)} pool them in a Trust charging ${g.c.trust_fare} a space? (Rule 9)",
                             YES_NO, context={"partner": other if seat == p.seat else p.seat})
        if not yes:
            return
    g.state.trust = sorted((p.seat, other))
    g.emit("trust", "Rule 9", f"{p.name} and {g.name(other)} form a railroad Trust", player=p.name)
