"""Plain words for a decision's answers: the engine's answers are codes (``"mortgage:33"``,
``"sell:idle:1"``, ``"frontier:1"``); a button shows "Mortgage Lonely Lane", "Sell Swamp Lots ($400)",
"Move to the Frontier (Wayback)"."""

from __future__ import annotations

from typing import Any

from ..board.layout import phillips
from ..decisions import Decision
from ..editions.phillips1939.holdings import card_name
from ..game import Game

YES_NO_LABELS = {
    "buy_dealt": ("Buy it", "Return it to the pack"), "buy": ("Buy", "Don't buy"),
    "speculate": ("Play", "Refuse to move"), "luxury": ("Buy the luxury", "Move backward"),
    "vote": ("Vote for it", "Vote against"), "accept_trade": ("Accept", "Refuse"),
    "trust": ("Form the Trust", "Decline"), "build_here": ("Build a house", "Don't build"),
    # 1939 edition
    "island": ("Go to the Island", "Stay here"), "buy_card": ("Buy the card", "Refuse"),
}
AMOUNT_LABELS = {"bid": "Bid", "lend": "Lend", "privilege_bid": "Bid for the privilege"}


def option_label(game: Game, d: Decision, option: Any) -> str:
    """Plain words for an option of a decision of either rule set."""
    if phillips(game):
        return option_label_1939(game, d, option)
    spaces = game.edition.board.spaces
    if d.kind == "natural_opportunity":
        return str(game.edition.board.natural_opportunities[option].name)
    if d.kind == "direction":
        dest = d.context["routes"][option]
        how = {"pass": "Use the official pass", "backward": "Move backward", "forward": "Move forward"}[option]
        return f"{how} to {spaces[dest].name}"
    if d.kind == "raise_funds" and isinstance(option, str) and ":" in option:
        action, _, item = option.partition(":")
        what = item if action == "sell_luxury" else spaces[int(item)].name
        return {"mortgage": "Mortgage", "sell": "Sell", "sell_luxury": "Sell"}[action] + f" {what}"
    return {"borrow": "Borrow on wages", "give_up": "Give up", "pay": "Pay the fine",
            "throw": "Throw for a double", "single_tax": "Propose the Single Tax"}.get(str(option), str(option))


def option_label_1939(game: Game, d: Decision, option: Any) -> str:
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
