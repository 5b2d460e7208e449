"""The 1906 decisions' answers in plain words (the decision panel's buttons)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ...decisions import Decision
    from ...game import Game


def option_label(game: Game, d: Decision, option: Any) -> str:
    """Plain words for an option of a 1906 decision."""
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


def build_label(_game: Game, _d: Decision) -> str:
    return "Build a house ($100)"


def trade_cards(game: Game) -> tuple[list[tuple[str, Any]], Callable[[Any], int], int]:
    """Cards a trade may name: every card a player holds, by its space; $50 offered to begin with."""
    g = game.engine
    cards = [(f"{g.board.spaces[i].name} ({g.name(g.state.owner[i])})", i) for i in g.cards if g.state.owner[i] >= 0]
    return cards, lambda i: g.state.owner[i], 50
