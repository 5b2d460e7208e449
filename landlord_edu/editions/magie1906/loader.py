"""The 1906 rule set's edition loader: board, rule constants, Chance and Luxury decks, checked together."""

from __future__ import annotations

from typing import Any

from ..._validate import require
from ...edition import Edition, edition_id
from ...edition_checks import text
from .board_data import check_payments, parse_board
from .data import largest_payment, parse_rules
from .decks import parse_chance, parse_luxury


def edition_1906(raw: dict[str, Any], where: str) -> Edition:
    """An :class:`Edition` played by the 1906 rule set (board, rules, chance and luxury data)."""
    board_src = f"{where}/board.toml"
    meta = require(raw["board"], "edition", dict, board_src)
    board = parse_board(raw["board"], board_src)
    constants = parse_rules(raw["rules"], f"{where}/rules.toml", board)
    check_payments(board, largest_payment(constants), board_src)
    chance = parse_chance(raw["chance"], f"{where}/chance.toml", board, largest_payment(constants))
    luxuries = parse_luxury(raw["luxury"], f"{where}/luxury.toml")
    return Edition(id=edition_id(meta, board_src), title=text(meta, "title", board_src, "edition."),
                   board=board, constants=constants, chance=chance, luxuries=luxuries, raw=raw, rule_set="1906")
