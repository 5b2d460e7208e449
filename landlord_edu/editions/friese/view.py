"""Landlord!'s board as the board package and the widgets show it (:class:`~landlord_edu.board.view.BoardView`):
a card game has no track, so its view brings a picture of its own, the street (:mod:`.street_view`), and the
street in words (:mod:`.street_words`)."""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING

from ...board.layout import SpaceWords
from ...board.status import status_line
from ...board.view import BoardView
from .street_view import street_svg
from .street_words import describe_street, pile_line

if TYPE_CHECKING:
    from ...edition import Space
    from ...game import Game


def _no_space(_game: Game, s: Space, _c: object) -> SpaceWords:  # never asked: the board has no spaces
    return SpaceWords(s.name, [], "", s.name)


def description(game: Game) -> str:
    return f'<desc id="le-board-desc">{escape(describe_street(game))}</desc>'


def texts(game: Game) -> dict[str, str]:
    """The street's status line and piles, by their text node's id (the widget fills them in place too)."""
    return {"le-status": status_line(game), "le-piles": pile_line(game.engine)}


def _no_details(_game: Game, index: int, _seat: int | None = None) -> dict[str, object]:
    return {"index": index}


VIEW = BoardView(_no_space, description, lambda _game: "", texts, _no_details,
                 lambda game, _index: describe_street(game), describe_street, wealth_word="Money",
                 picture=street_svg)
