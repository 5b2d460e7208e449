"""The 1939 decisions' answers in plain words (the decision panel's buttons): rides, Idle Land, the Frontier,
raising funds, a new House."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any

from .holdings import card_holder, card_name, cards_held, ph

if TYPE_CHECKING:
    from ...decisions import Decision
    from ...game import Game


def option_label(game: Game, d: Decision, option: Any) -> str:
    """The 1939 decisions: rides, Idle Land, the Frontier, raising funds, a new House."""
    spaces = game.edition.board.spaces
    if d.kind in ("ride", "trolley", "new_home") and type(option) is int:
        return (f"Build a House on {spaces[option].name} (${d.context['price']})" if d.kind == "new_home"
                else f"Ride to {spaces[option].name}")
    if isinstance(option, dict) and "build" in option:
        return f"Put up a House on {spaces[option['build']].name}"
    if not isinstance(option, str):
        return str(option)
    action, _, item = option.partition(":")
    if action == "frontier":
        return f"Move to the Frontier ({spaces[int(item)].name})"
    if action == "sell" and d.kind == "idle_land":
        card = game.edition.decks.idle_land[int(item)]
        return f"Sell {card.name} (${card.value:,})"
    if action == "sell":
        return "Sell " + card_name(game.engine, item)
    words = {"stay": f"Stay on {spaces[d.context['space']].name}" if "space" in d.context else "Stay",
             "done": "Done", "buy": f"Buy an Idle Land card (${d.context.get('price', 0)})",
             "none": "No new House", "throw": "Throw the dice", "island": "Go to the Island",
             "give_up": "Pay what he has and owe the rest"}
    return words.get(option, option)


def build_label(game: Game, d: Decision) -> str:
    if ph(game.engine).holders[d.player].spare_houses:
        return "Put up the House you were given"
    return f"Buy and put up a House (${game.edition.constants.house_cost})"


def trade_cards(game: Game) -> tuple[list[tuple[str, Any]], Callable[[Any], int], int]:
    """Cards a trade may name: any Deed, Share or Idle Land card a player holds, by its card key; $200 to begin."""
    g = game.engine
    cards = [(f"{card_name(g, key)} ({g.name(seat)})", key) for seat in range(len(g.state.players))
             for key in cards_held(g, seat)]
    return cards, partial(card_holder, g), 200
