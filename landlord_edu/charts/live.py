"""The live charts' Vega-Lite specs as plain data, built without Altair.

:func:`wealth_spec` is what ``live_spec(wealth_chart([], measure, ...))`` gives, key for key and in the
same order, without importing Altair and its schema checks (over a second in a fresh kernel): the notebook
view draws its first chart at once. :func:`comparison_spec` is likewise ``comparison_chart([], [], ...)``'s.
``tests/test_widget_chart.py`` and ``tests/test_widget_compare.py`` compare them with Altair's, so a change
to :func:`~landlord_edu.charts.wealth_chart` or ``comparison_chart`` must be made here too.
:func:`live_spec` strips the values of a chart's ``rows`` and ``vote`` datasets (an Altair chart or a dict).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from ..chart_data import GINIS, check_measure, describe_chart, describe_comparison
from .style import (
    AXES,
    DASHES,
    HEIGHT,
    LEGEND_ORIENT,
    OKABE_ITO,
    REGIME_COLOURS,
    ROWS,
    SHAPES,
    THINNED,
    TITLES,
    TOOLTIPS,
    TURN_AXIS,
    VOTE,
    WIDTH,
    comparison_titles,
)

if TYPE_CHECKING:
    import altair as alt

# the Vega-Lite version of the installed Altair (alt.SCHEMA_URL) and of the bundled Vega (a test checks both)
SCHEMA_URL = "https://vega.github.io/schema/vega-lite/v6.4.1.json"
VIEW_CONFIG = {"view": {"continuousWidth": 300, "continuousHeight": 300}}  # Altair's default config
# The vote's label sits inside the plot at the top of its rule, on the side with more room: right of the
# rule in the plot's left half, left of it in the right half (never clipped at an edge, never on the legend).
_RIGHT_HALF = "scale('x', datum.turn) > width / 2"
VOTE_ALIGN = f"{_RIGHT_HALF} ? 'right' : 'left'"
VOTE_DX = f"{_RIGHT_HALF} ? -5 : 5"
VOTE_HALO = "#ffffff"


def wealth_spec(measure: str, title: str | None = None, axis_title: str | None = None,
                players: Sequence[str] = ()) -> dict[str, Any]:
    """The spec of :func:`~landlord_edu.charts.wealth_chart` with no rows yet, its datasets stripped.

    Parameters
    ----------
    measure : one of :data:`~landlord_edu.chart_data.MEASURES`.
    title, axis_title : the chart's and its y axis's titles (defaults per measure; the Gini chart keeps
        its own axis title, as ``wealth_chart`` does).
    players : names in seat order.
    """
    check_measure(measure)
    names = list(players)
    layers = _gini_layers(measure) if measure in GINIS else _player_layers(measure, names, axis_title or AXES[measure])
    return {"config": _copy(VIEW_CONFIG), "layer": [*layers, *_vote_layers()], "data": {"name": ROWS},
            "description": describe_chart([], measure, None, players=names), "height": HEIGHT,
            "title": title or TITLES[measure], "width": WIDTH, "$schema": SCHEMA_URL}


def _x() -> dict[str, Any]:
    return {"axis": dict(TURN_AXIS), "field": "turn", "type": "quantitative"}


def _thin() -> list[dict[str, Any]]:
    return [{"joinaggregate": [{"op": "max", "field": "turn", "as": "last_turn"}]}, {"filter": THINNED}]


def _nominal(field: str, legend: str, domain: Sequence[str], palette: Sequence[Any]) -> dict[str, Any]:
    """A colour, dash or shape channel by ``field``: the palette's first values, in the domain's order."""
    return {"field": field, "legend": {"orient": LEGEND_ORIENT, "symbolSize": 90, "symbolStrokeWidth": 2,
                                       "title": legend},
            "scale": {"domain": list(domain), "range": [_copy(palette[i % len(palette)]) for i in range(len(domain))]},
            "type": "nominal"}


def _by_player(players: list[str], palette: Sequence[Any]) -> dict[str, Any]:
    return _nominal("player", "Player", players, palette)


def _player_layers(measure: str, players: list[str], axis_title: str) -> list[dict[str, Any]]:
    def y() -> dict[str, Any]:
        return {"field": measure, "title": axis_title, "type": "quantitative"}

    tooltip = [{"field": field, "title": title, "type": "quantitative"} for field, title in (
        ("turn", "Turn"), ("round", "Round"), *TOOLTIPS[measure == "wealth_no_deeds"])]
    tooltip.insert(0, {"field": "player", "title": "Player", "type": "nominal"})
    lines = {"mark": {"type": "line", "strokeWidth": 2},
             "encoding": {"color": _by_player(players, OKABE_ITO), "strokeDash": _by_player(players, DASHES),
                          "x": _x(), "y": y()}}
    points = {"mark": {"type": "point", "filled": True, "opacity": 1, "size": 55, "stroke": "white",
                       "strokeWidth": 0.8},
              "encoding": {"color": _by_player(players, OKABE_ITO), "shape": _by_player(players, SHAPES),
                           "tooltip": tooltip, "x": _x(), "y": y()},
              "transform": _thin()}
    return [lines, points]


def _gini_layers(measure: str = "gini") -> list[dict[str, Any]]:
    def y() -> dict[str, Any]:
        return {"field": measure, "scale": {"domain": [0, 1]}, "title": AXES[measure], "type": "quantitative"}

    line = {"mark": {"type": "line", "color": OKABE_ITO[4], "strokeWidth": 2}, "encoding": {"x": _x(), "y": y()}}
    points = {"mark": {"type": "point", "color": OKABE_ITO[4], "filled": True, "opacity": 1, "size": 40},
              "encoding": {"tooltip": [{"field": "turn", "title": "Turn", "type": "quantitative"},
                                       {"field": measure, "format": ".3f", "title": "Gini", "type": "quantitative"}],
                           "x": _x(), "y": y()},
              "transform": _thin()}
    return [line, points]


def comparison_spec(labels: tuple[str, str], measure: str = "gini") -> dict[str, Any]:
    """The spec of :func:`~landlord_edu.charts.comparison_chart` with no rows yet, its datasets stripped:
    one line per regime of a per-turn column (``"gini"``, ``"public_treasury"``, ``"miscellaneous"``)."""
    title, axis_title = comparison_titles(measure, labels)
    y = {"field": measure, "scale": {"domain": [0, 1]} if measure in GINIS else {"zero": True}, "title": axis_title,
         "type": "quantitative"}
    colour = _nominal("regime", "Rules", labels, REGIME_COLOURS)
    lines = {"mark": {"type": "line", "strokeWidth": 2},
             "encoding": {"color": colour, "strokeDash": _nominal("regime", "Rules", labels, DASHES[:2]), "x": _x(),
                          "y": y}}
    tooltip = [{"field": "regime", "title": "Rules", "type": "nominal"},
               {"field": "turn", "title": "Turn", "type": "quantitative"},
               {"field": measure, "format": ".3f" if measure in GINIS else ",d", "type": "quantitative"}]
    points = {"mark": {"type": "point", "filled": True, "opacity": 1, "size": 55},
              "encoding": {"color": _copy(colour), "shape": _nominal("regime", "Rules", labels, SHAPES[:2]),
                           "tooltip": tooltip, "x": _x(), "y": _copy(y)},
              "transform": _thin()}
    return {"config": _copy(VIEW_CONFIG), "layer": [lines, points, *_vote_layers()], "data": {"name": ROWS},
            "description": describe_comparison([], [], labels, measure), "height": HEIGHT, "title": title,
            "width": WIDTH, "$schema": SCHEMA_URL}


def _vote_layers() -> list[dict[str, Any]]:
    x = {"field": "turn", "type": "quantitative"}
    rule = {"data": {"name": VOTE}, "mark": {"type": "rule", "color": "#444444", "strokeWidth": 1.5},
            "encoding": {"x": dict(x)}}
    def text(**halo: Any) -> dict[str, Any]:
        return {"data": {"name": VOTE},
                "mark": {"type": "text", "align": {"expr": VOTE_ALIGN}, "baseline": "top", "color": "#222222",
                         "dx": {"expr": VOTE_DX}, "fontSize": 12, "fontWeight": "bold", **halo, "y": 4},
                "encoding": {"text": {"field": "label", "type": "nominal"}, "x": dict(x)}}

    # a white halo under the label: it stays readable where a player's line crosses it
    return [rule, text(stroke=VOTE_HALO, strokeOpacity=0.85, strokeWidth=4), text()]


def _copy(value: Any) -> Any:
    """Fresh lists and dicts (a dash pattern is a tuple in the palette, a list in the spec)."""
    if isinstance(value, Mapping):
        return {k: _copy(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_copy(v) for v in value]
    return value


def live_spec(chart: alt.TopLevelMixin | Mapping[str, Any]) -> dict[str, Any]:
    """The chart's Vega-Lite spec without the values of its ``rows`` and ``vote`` datasets: what the
    live widget sends once (the rows follow separately). Raises ValueError if the chart does not
    draw the named dataset ``rows`` (build it with :func:`wealth_chart` and restyle that)."""
    spec = dict(chart) if isinstance(chart, Mapping) else chart.to_dict()  # an Altair chart: checked by Altair
    found: set[str] = set()
    stripped = _strip(spec, found)
    if ROWS not in found:
        raise ValueError("the chart does not draw the named dataset 'rows'; start from wealth_chart(...) and "
                         "restyle it with Altair")
    return stripped


def _strip(node: Any, found: set[str]) -> Any:
    if isinstance(node, dict):
        if node.get("name") in (ROWS, VOTE) and "values" in node:
            found.add(node["name"])
            return {k: v for k, v in node.items() if k != "values"}
        return {k: _strip(v, found) for k, v in node.items()}
    if isinstance(node, list):
        return [_strip(v, found) for v in node]
    return node
