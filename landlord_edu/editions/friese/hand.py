"""The hand panel's forms for Landlord! (the board view's ``form``, drawn by the widgets' decision panel).

A ``play`` decision becomes the player's hand, card by card (name, rent, text), each with the plays the
rules list for it now (``plays.options``: the decision's own options) and the rule each plays under,
and "Done"; every other decision becomes one button per option. The only answers added to the listed
ones are the prices of a roof offer: the rules accept any price from $1 to the buyer's cash (R-LL60).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from ...board.form import Choice, Form, Item
from ...board.view import PLAIN, BoardView
from .hand_words import card_detail, card_name, choice, play_choice, tenant_where
from .roof_sale import check_offer
from .street import card, part

if TYPE_CHECKING:
    from ...decisions import Decision
    from ...engine import Engine
    from ...game import Game

PRICES_SHOWN = 6  # a roof offer's prices listed, from $1 (any price to his cash is accepted from Python)
STREET = "Your tenants on the street"
ROOF_OFFER = "Buy a roof from a player"


def _card_of(answer: dict[str, Any]) -> int | None:
    """The card of his hand a play uses (the roof of a build); None for a take-back or a roof offer."""
    key = next(iter(answer))
    if key == "build":
        return int(answer["roof"])
    return None if key in ("take_back", "buy_roof") else int(answer[key])


def _offers(g: Engine, seat: int, listed: list[dict[str, Any]]) -> list[Choice]:
    """Each listed roof offer at each price from $1 the rules accept (check_offer)."""
    found = []
    for a in listed:
        for dollars in range(1, min(g.state.players[seat].cash, PRICES_SHOWN) + 1):
            offer = {"buy_roof": a["buy_roof"], "price": dollars}
            check_offer(g, seat, offer)
            found.append(play_choice(g, offer))
    return found


def play_form(g: Engine, d: Decision) -> Form:
    """The hand: one item per kind of card held, with the plays the decision lists for it; "Done"."""
    listed = [a for a in d.options if a != "done"]
    hand = part(g).hands[d.player]
    by_name: dict[str, list[Choice]] = {card(g, c).name: [] for c in hand}
    for a in listed:
        cid = _card_of(a)
        if cid is not None:
            by_name[card(g, cid).name].append(play_choice(g, a))
    count = {name: sum(card(g, c).name == name for c in hand) for name in by_name}
    first = {name: next(c for c in hand if card(g, c).name == name) for name in by_name}
    items = [Item(card_name(g, first[n]) + (f" ×{count[n]}" if count[n] > 1 else ""), card_detail(g, first[n]),
                  tuple(by_name[n])) for n in by_name]
    taken = [play_choice(g, a) for a in listed if "take_back" in a]
    if taken:
        items.append(Item(STREET, "; ".join(tenant_where(g, c.answer["take_back"]) for c in taken), tuple(taken)))
    offers = _offers(g, d.player, [a for a in listed if "buy_roof" in a])
    if offers:
        items.append(Item(ROOF_OFFER, "offer a price to one player, once a turn; he sells a roof or says no",
                          tuple(offers)))
    return Form((choice(g, d, "done"),), tuple(items), heading="Your hand: pick a card, then where it goes")


def form(game: Game, d: Decision) -> Form:
    """The form of any decision of the edition: the hand for ``play``, buttons for the rest."""
    g = game.engine
    if d.kind == "play":
        return play_form(g, d)
    return Form(tuple(choice(g, d, o) for o in d.options))


def view() -> BoardView:
    """The edition's board view: the plain board, with the hand panel's forms and the answers' words."""
    return replace(PLAIN, form=form, option_label=lambda game, d, o: choice(game.engine, d, o).label)
