"""Static views: the board and the chart as SVG, without widgets, JavaScript or a kernel
(for exported HTML, nbviewer and printed handouts)."""

from __future__ import annotations

from html import escape

from ..board.svg import board_svg, describe_board
from ..chart_data import MEASURES
from ..charts import chart_svg, wealth_chart
from ..game import Game
from .arguments import check_choice, check_game


def handout(game: Game, measure: str = "wealth") -> str:
    """A self-contained HTML page: the board, the chart and their descriptions, all as inline SVG.

    The chart is drawn by vl-convert (:func:`~landlord_edu.charts.chart_svg`): the ``svg`` extra.

    Examples
    --------
    >>> from landlord_edu import Game
    >>> from landlord_edu.widgets.static import handout
    >>> game = Game(players=3, seed=2)
    >>> _ = game.run(max_turns=30)
    >>> page = handout(game)   # write it to a file and print it
    """
    check_game(game, "handout")
    chart = wealth_chart(game, check_choice(measure, MEASURES, "the chart's measure"))
    title = escape(f"{game.edition.title}: seed {game.seed}, turn {game.turn}")
    return (f"<!doctype html><html lang='en'><head><meta charset='utf-8'><title>{title}</title>"
            "<style>body{font-family:Georgia,serif;max-width:960px;margin:auto}svg{max-width:100%;height:auto}"
            "</style></head><body>"
            f"<h1>{title}</h1>{board_svg(game)}<p>{escape(describe_board(game))}</p>"
            f"{chart_svg(chart, feature='handout()')}</body></html>")
