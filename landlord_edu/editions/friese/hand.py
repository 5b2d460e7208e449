"""The hand panel's forms for Landlord! (its board view's ``form``, drawn by the widgets' decision panel).

A ``play`` decision becomes the player's hand in words (each card's name, rent and text), one row for each
kind of card he can play now, its menu holding the plays the rules list for it (``plays.options``: the
decision's own options) with the rule each plays under, a row to offer a price for a roof, and "Done".
Every other decision becomes one button per option. The panel adds no answer of its own: a roof offer's
seller and price range are those ``roof_sale.check_offer`` accepts (R-LL60).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from ...board.view import BoardView
from ...forms import Amount, Choice, Form, Row, Select, Slot
from .hand_words import Said, card_detail, card_name, choice, play_choice, prompt_rule
from .street import card, part

if TYPE_CHECKING:
    from ...decisions import Decision
    from ...engine import Engine
    from ...game import Game



def _card_of(answer: dict[str, Any]) -> int | None:
    """The card of his hand a play uses (the roof of a build); None for a take-back or a roof offer."""
    key = next(iter(answer))
    if key == "build":
        return int(answer["roof"])
    return None if key in ("take_back", "buy_roof") else int(answer[key])


def _menu(name: str, label: str, said: list[Said]) -> Row:
    """One row: a menu of answers, each cited with its rule, and its Play button."""
    return Row("Play", (Select(name, label, tuple((s.cited, s.answer) for s in said)),), Slot(name))


def _roof_offer(g: Engine, seat: int, listed: list[dict[str, Any]]) -> list[Row]:
    """A roof offered for: the sellers the rules list now (once a turn each), any price from $1 to his cash."""
    sellers = tuple((g.name(a["buy_roof"]), a["buy_roof"]) for a in listed if "buy_roof" in a)
    if not sellers:
        return []
    cash = g.state.players[seat].cash
    price = min(cash, max(a["price"] for a in listed if "buy_roof" in a))
    fields = (Select("seller", "Buy a roof from", sellers), Amount("price", "for $", 1, cash, price))
    return [Row("Offer (Build or renovate a building)", fields, {"buy_roof": Slot("seller"), "price": Slot("price")})]


def play_form(g: Engine, d: Decision) -> Form:
    """The hand in words, a row per kind of card that can be played now, a roof offer, and Done."""
    listed = [a for a in d.options if a != "done"]
    hand = part(g).hands[d.player]
    plays: dict[str, list[Said]] = {card(g, c).name: [] for c in hand}
    for a in listed:
        cid = _card_of(a)
        if cid is not None:
            plays[card(g, cid).name].append(play_choice(g, a))
    first = {name: next(c for c in hand if card(g, c).name == name) for name in plays}
    count = {name: sum(card(g, c).name == name for c in hand) for name in plays}
    label = {name: card_name(g, first[name]) + (f" ×{count[name]}" if count[name] > 1 else "") for name in plays}
    rows = [_menu(f"card{first[n]}", label[n], plays[n]) for n in plays if plays[n]]
    taken = [play_choice(g, a) for a in listed if "take_back" in a]
    rows += [_menu("take_back", "Your tenant", taken)] if taken else []
    rows += _roof_offer(g, d.player, listed)
    held = "; ".join(f"{label[n]}: {card_detail(g, first[n]).split(': ', 1)[1]}" for n in plays)
    note = f"Your hand: {held}" if held else "Your hand is empty"
    return Form("Play cards", note, (Choice(choice(g, d, "done").cited, "done"),), tuple(rows))


def form(game: Game, d: Decision) -> Form:
    """The form of any decision of the edition: the hand for ``play``, buttons for the rest."""
    g = game.engine
    if d.kind == "play":
        return play_form(g, d)
    said = [choice(g, d, o) for o in d.options]
    return Form(prompt_rule(d), d.prompt, tuple(Choice(s.cited, s.answer, i == 0) for i, s in enumerate(said)))


def view() -> BoardView:
    """The edition's board view: the street, with the hand panel's forms and the answers' words."""
    from .view import VIEW
    return replace(VIEW, form=form, option_label=lambda game, d, o: choice(game.engine, d, o).label)
