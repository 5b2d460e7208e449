"""The 1906 board as the board package draws it (:class:`~landlord_edu.board.view.BoardView`)."""

from __future__ import annotations

from ...board.view import BoardView
from . import board, board_text, labels

VIEW = BoardView(board.space_words, board.description, board.inner, board_text.centre_texts,
                 board_text.space_details, board_text.describe_space, board_text.describe_board,
                 option_label=labels.option_label, build_label=labels.build_label, trade_cards=labels.trade_cards)
