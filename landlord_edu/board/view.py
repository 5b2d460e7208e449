"""What an edition's board shows, asked of its rule set: the words on each space, the marks and the centre
of its own, and the board in words. The board package draws whatever view it is given."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from html import escape
from typing import TYPE_CHECKING, Any

from .layout import SpaceWords

if TYPE_CHECKING:
    from ..decisions import Decision
    from ..edition import Space
    from ..forms import Form
    from ..game import Game
    from .layout import Cell

Box = tuple[float, float, float, float]
TradeCards = tuple[list[tuple[str, Any]], Callable[[Any], int], int]  # (label, card) pairs, holder of a card, price


def _nothing(*_args: object) -> str:
    return ""


@dataclass(frozen=True)
class BoardView:
    """An edition's board: every callable takes the game (a pure function of its state)."""

    space_words: Callable[[Game, Space, Cell], SpaceWords]   # what a space says: name, lines, rule mark
    description: Callable[[Game], str]                       # the SVG's <desc> element
    inner: Callable[[Game], str]                             # inside the track: its boxes and the centre's frame
    centre_texts: Callable[[Game], dict[str, str]]           # the centre's words, keyed by their text node's id
    space_details: Callable[[Game, int, int | None], dict[str, object]]  # a selected space's facts
    describe_space: Callable[[Game, int], str]               # a space in words, for screen readers
    describe_board: Callable[[Game], str]                    # the position in words, for screen readers
    defs: Callable[[], str] = _nothing                       # SVG definitions of its own marks
    holdings: Callable[[Game], str] = _nothing               # marks of its own over the holders' marks
    holding_box: Callable[[Game, str], Box | None] | None = None  # where a player held off the track stands
    wealth_word: str = "Wealth"                              # what its scoring calls wealth (a table's heading)
    # words for the decision panel: an answer's label, the build button, the cards a trade may name
    option_label: Callable[[Game, Decision, Any], str] | None = None
    build_label: Callable[[Game, Decision], str] = lambda _game, _d: "Build"
    trade_cards: Callable[[Game], TradeCards] | None = None
    # a picture of its own instead of the track (a game without one, as a card game's street): the whole SVG
    # (root <svg class="board-svg">, its <title> and <desc>), drawn anew after each step
    picture: Callable[[Game], str] | None = None
    # a decision's whole form (landlord_edu.forms), or None for the panel's own buttons for its kind
    form: Callable[[Game, Decision], Form | None] | None = None


def _plain_words(_game: Game, s: Space, _c: Cell) -> SpaceWords:
    return SpaceWords(s.name, [], "", f"{s.index}: {s.name}")


def _plain_details(game: Game, index: int, seat: int | None = None) -> dict[str, object]:
    st = game.state
    s = game.edition.board.spaces[index]
    seat = st.current if seat is None else seat
    cost, why = game.engine.landing_cost(seat, index)
    return {"index": index, "name": s.name, "kind": s.kind, "rule": game.edition.cite(s.rule), "price": s.price,
            "rent": s.rent, "for_player": game.engine.name(seat), "cost": cost, "why": why, "note": s.note}


def _plain_space(game: Game, index: int) -> str:
    d = _plain_details(game, index)
    return f"{d['name']} (space {index}). Stopping here costs {d['for_player']} ${d['cost']} now: {d['why']}."


def _plain_board(game: Game) -> str:
    return " ".join(f"{p.name} has ${p.cash:,}." for p in game.state.players)


def _plain_description(game: Game) -> str:
    return f'<desc id="le-board-desc">The board of {escape(game.edition.title)}.</desc>'


PLAIN = BoardView(_plain_words, _plain_description, _nothing, lambda _game: {}, _plain_details, _plain_space,
                  _plain_board)
"""The view of a rule set that gives none: names on the spaces, costs from its rules."""


def board_view(game: Game) -> BoardView:
    """The board view of ``game``'s rule set (made once per rule set), or :data:`PLAIN`."""
    make = game.rules.view
    return PLAIN if make is None else make()


def decision_form(game: Game, d: Decision) -> Form | None:
    """The rule set's own form for decision ``d`` (drawn by the notebook's panel and the class game's pages
    alike), or None: then each draws its own buttons for the kind."""
    make = board_view(game).form
    return None if make is None else make(game, d)
