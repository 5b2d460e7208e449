"""The live board: the SVG skeleton is sent once, then only the layers that changed."""

from __future__ import annotations

from typing import Any

import anywidget
import traitlets

from ..board import svg as board_svg
from ..board.view import board_view
from ..game import Game
from ._static import static_path
from .arguments import check_game
from .door import Door


class BoardWidget(anywidget.AnyWidget):
    """The board of a running game (of any edition), for a notebook.

    Examples
    --------
    >>> from landlord_edu import Game
    >>> from landlord_edu.widgets import BoardWidget
    >>> game = Game(players=3, seed=7)
    >>> board = BoardWidget(game)
    >>> game.step(); board.update()
    """

    _esm = static_path("board-widget.js")
    _css = static_path("board-widget.css")

    skeleton = traitlets.Unicode("").tag(sync=True)       # sent once per game
    holdings = traitlets.Unicode("").tag(sync=True)       # SVG; changes only when cards or houses do
    texts = traitlets.Dict().tag(sync=True)               # the centre's words, by text-node id
    tokens: traitlets.List[list[int]] = traitlets.List().tag(sync=True)  # [x, y] of each player's checker
    focus = traitlets.List([-1, -1]).tag(sync=True)       # [space last moved to, seat to play]
    description = traitlets.Unicode("").tag(sync=True)    # a few words for screen readers each turn
    holders = traitlets.Dict().tag(sync=True)             # what each held space's spoken name adds: "Ann's, 2 houses"
    selected = traitlets.Int(-1).tag(sync=True)           # set by a click or a key; -2 asks for the whole board
    details = traitlets.Unicode("").tag(sync=True)        # the words about the selection

    def __init__(self, game: Game, **kwargs: Any) -> None:
        self.game = check_game(game, "BoardWidget")
        super().__init__(**kwargs)
        self.reset(game)
        # alone, it says a refusal in its own words panel; a view's door takes over inside a view
        Door(say=lambda text: setattr(self, "details", text)).watch(self)

    def reset(self, game: Game) -> None:
        """Show another game (a new skeleton: its players may differ)."""
        self.game = game
        with self.hold_sync():
            self.selected = -1
            self.details = ""
            self.skeleton = board_svg.skeleton(game)
            self.update()

    def update(self) -> None:
        """Send what changed since the last update (a trait set to an equal value sends nothing)."""
        game = self.game
        with self.hold_sync():
            if board_view(game).picture is not None:  # a rule set's own picture is drawn anew each step
                self.skeleton = board_svg.skeleton(game)
            self.holdings = board_svg.holdings(game)
            self.texts = board_svg.centre_texts(game)
            self.tokens = [[round(x), round(y)] for x, y in board_svg.token_positions(game)]
            self.focus = board_svg.focus_data(game)
            self.description = board_svg.short_description(game)
            self.holders = board_svg.space_holders(game)
            if self.selected != -1:
                self.details = self._details(self.selected)

    def _details(self, index: int) -> str:
        if index == -2:
            return board_svg.describe_board(self.game)
        return board_svg.describe_space(self.game, index) if 0 <= index < self.game.edition.board.size else ""

    @traitlets.validate("selected")
    def _check_selected(self, proposal: dict[str, Any]) -> int:
        index = proposal["value"]
        size = self.game.edition.board.size
        if index not in (-1, -2) and not 0 <= index < size:
            raise traitlets.TraitError(f"space {index} is not on the board: select 0 to {size - 1}, "
                                       "-1 for none or -2 for the whole board")
        return int(index)

    @traitlets.observe("selected")
    def _on_select(self, change: dict[str, Any]) -> None:
        self.details = self._details(change["new"])

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        """Add the board as SVG, so a page without the widget's JavaScript still shows it."""
        bundle = super()._repr_mimebundle_(**kwargs)
        data = bundle[0] if isinstance(bundle, tuple) else bundle
        if isinstance(data, dict):
            data["image/svg+xml"] = board_svg.board_svg(self.game)
        return bundle
