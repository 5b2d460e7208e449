"""Rule 11, Chance: draw a card from the red pack, follow it, return it to the pack.

The 1906 texts are lost; the deck is a labelled reconstruction (docs/chance-deck.md).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...decisions import Play
from ...state import MISC_SEAT, TREASURY_SEAT, Player
from .landing import go_to_jail, land
from .money import charge

if TYPE_CHECKING:
    from ...engine import Engine


def draw(g: Engine, p: Player) -> Play:
    deck = g.edition.chance
    card = deck[g.rng.card(len(deck), "chance")]
    g.emit("chance", "Rule 11", f'{p.name} drew a Chance card, "{card.title}": {card.text}',
           player=p.name, space=p.position)
    effect, amount = card.effect, card.amount
    if effect == "collect":
        g.transfer(MISC_SEAT, p.seat, amount, "chance", "Rule 11",
                   f"{p.name} collected ${amount} from MISCELLANEOUS")
    elif effect in ("pay_treasury", "pay_miscellaneous"):
        payee = TREASURY_SEAT if effect == "pay_treasury" else MISC_SEAT
        yield from charge(g, p, payee, amount, "chance", "Rule 11", f"{p.name} paid ${amount} to {g.name(payee)}")
    elif effect == "collect_from_each":
        for seat in g.others(p.seat):
            q = g.state.players[seat]
            yield from charge(g, q, p.seat, amount, "chance", "Rule 11", f"{q.name} paid ${amount} to {p.name}")
    elif effect == "pay_each":
        for seat in g.others(p.seat):
            paid = yield from charge(g, p, seat, amount, "chance", "Rule 11",
                                     f"{p.name} paid ${amount} to {g.name(seat)}")
            if not paid:
                return
    elif effect == "go_to_jail":
        go_to_jail(g, p, "Rule 11", f"{p.name} goes to JAIL, as the card says")
    else:
        from .movement import move
        size = g.board.size
        if effect == "move_to":
            dest, forward = card.space, True
        else:
            dest, forward = (p.position + card.steps) % size, card.steps > 0
        move(g, p, dest, forward=forward, how="forward" if forward else "backward", rule="Rule 11")
        yield from land(g, p, dest)
