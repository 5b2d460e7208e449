"""The board in words: the centre's amounts, a selected space's details, descriptions for screen readers."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .status import status_line
from .view import board_view

if TYPE_CHECKING:
    from ..game import Game


def centre_texts(game: Game) -> dict[str, str]:
    """The words in the centre, keyed by the id of their text node (the edition's own)."""
    return board_view(game).centre_texts(game)


def space_details(game: Game, index: int, seat: int | None = None) -> dict[str, object]:
    """What a student sees on selecting a space: owner, houses, and what stopping there costs now."""
    return board_view(game).space_details(game, index, seat)


def describe_space(game: Game, index: int) -> str:
    """A space in words, for screen readers."""
    return board_view(game).describe_space(game, index)


def describe_board(game: Game) -> str:
    """A text description of the position, for screen readers."""
    return board_view(game).describe_board(game)


def short_description(game: Game) -> str:
    """What just happened and what comes next, in the words of the board's centre (one turn number, one
    meaning: "Turn 3: Cal to play" is the turn about to be played): the live region's few words each turn."""
    st = game.state
    last = next((e.text for e in reversed(game.events) if e.turn == st.turn and e.kind != "card"), "") \
        if game.events else ""
    return f"{last} {status_line(game)}.".strip()
