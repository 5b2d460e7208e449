"""The 1939 board as the board package draws it (:class:`~landlord_edu.board.view.BoardView`): the spaces'
own words, the Jail beside its SO WHAT space and the Island, three public accounts in the centre."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...board.view import BoardView, Box
from ...state import IN_JAIL, ON_ISLAND
from . import board, board_text, labels

if TYPE_CHECKING:
    from ...game import Game


def holding_box(game: Game, where: str) -> Box | None:
    """Where a player in the Jail (beside its SO WHAT space, Rule 3) or on the Island (SO WHAT 17) stands."""
    if where == IN_JAIL:
        return board.jail_box(game)
    return board.ISLAND_BOX if where == ON_ISLAND else None


VIEW = BoardView(board.space_words, board.description, board.inner, board_text.centre_texts,
                 board_text.space_details, board_text.describe_space, board_text.describe_board, defs=board.defs,
                 holdings=board.holdings, holding_box=holding_box, wealth_word="Money",  # "the most money" wins
                 option_label=labels.option_label, build_label=labels.build_label, trade_cards=labels.trade_cards)
