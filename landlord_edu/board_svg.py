"""The board as SVG: kept for ``landlord_edu.board_svg.board_svg(game)`` (docs/widgets.md); the code is in
:mod:`landlord_edu.board`."""

from __future__ import annotations

from .board.svg import *  # noqa: F403 - the public names of the board, as before
from .board.svg import __all__ as __all__
