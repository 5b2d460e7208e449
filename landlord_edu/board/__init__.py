"""The board, drawn for any edition: where the spaces go (:mod:`.layout`), the static SVG (:mod:`.svg`),
the layers that change as the game goes on (:mod:`.layers`) and the board in words (:mod:`.text`).

Nothing here names an edition: a space's words, the centre and the board's own marks come from the
edition's :class:`~landlord_edu.board.view.BoardView`, which its rule set supplies.
"""

from __future__ import annotations

from .svg import board_svg

__all__ = ["board_svg"]
