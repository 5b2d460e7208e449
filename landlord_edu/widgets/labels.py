"""Plain words for a decision's answers: the engine's answers are codes (``"mortgage:33"``,
``"sell:idle:1"``, ``"frontier:1"``); a button shows "Mortgage Lonely Lane", "Sell Swamp Lots ($400)",
"Move to the Frontier (Wayback)"."""

from __future__ import annotations

from typing import Any

from ..board.view import board_view
from ..decisions import Decision
from ..game import Game

YES_NO_LABELS = {
    "buy_dealt": ("Buy it", "Return it to the pack"), "buy": ("Buy", "Don't buy"),
    "speculate": ("Play", "Refuse to move"), "luxury": ("Buy the luxury", "Move backward"),
    "vote": ("Vote for it", "Vote against"), "accept_trade": ("Accept", "Refuse"),
    "trust": ("Form the Trust", "Decline"), "build_here": ("Build a house", "Don't build"),
    "accept_sale": ("Sell at this price", "Keep it"),
    # kinds of another edition's rules
    "island": ("Go to the Island", "Stay here"), "buy_card": ("Buy the card", "Refuse"),
}
AMOUNT_LABELS = {"bid": "Bid", "lend": "Lend", "privilege_bid": "Bid for the privilege"}


def option_label(game: Game, d: Decision, option: Any) -> str:
    """Plain words for an option of a decision, in the words of the game's edition."""
    words = board_view(game).option_label
    return str(option) if words is None else words(game, d, option)
