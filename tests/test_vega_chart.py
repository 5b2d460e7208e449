"""Any chart drawn offline by the package's own Vega bundle (landlord_edu.widgets.vega_chart): the spec it
sends, its accessible name, and Altair's renderer "landlord" that draws bare charts with it."""

from __future__ import annotations

import json
import tomllib
from importlib import import_module
from pathlib import Path
from typing import Any

import altair as alt
import pytest

from landlord_edu import Game
from landlord_edu.charts import comparison_chart, wealth_chart
from landlord_edu.charts.accessible import chart_description
from landlord_edu.widgets._static import static_text
from landlord_edu.widgets.chart import rows_from_wire
from landlord_edu.widgets.vega_chart import VegaChart, register_renderer, render, spec_to_wire

ROOT = Path(__file__).resolve().parents[1]


def expanded(node: Any) -> Any:
    """What the browser makes of the wire (vega-chart.js's withRows, in Python)."""
    if isinstance(node, list):
        return [expanded(item) for item in node]
    if not isinstance(node, dict):
        return node
    out = {}
    for key, value in node.items():
        if key == "datasets":
            out[key] = {name: rows_from_wire(rows) for name, rows in value.items()}
        elif key == "data" and isinstance(value, dict) and isinstance(value.get("values"), dict):
            out[key] = {**value, "values": rows_from_wire(value["values"])}
        else:
            out[key] = expanded(value)
    return out


@pytest.fixture(scope="module")
def played() -> Game:
    game = Game(players=4, seed=7)
    game.run(max_turns=120)
    return game


def test_the_wire_carries_the_same_spec_in_fewer_bytes(played: Game) -> None:
    for chart in (wealth_chart(played), comparison_chart(played, played),
                  alt.hconcat(wealth_chart(played, "cash"), wealth_chart(played, "gini"))):
        spec = chart.to_dict()
        wire = json.loads(json.dumps(VegaChart(chart).trait_metadata("spec", "to_json")(spec, None)))
        assert expanded(wire) == spec
        assert len(json.dumps(wire)) < 0.7 * len(json.dumps(spec))  # the rows a third to 60 % smaller


def test_rows_of_unlike_columns_and_other_values_travel_as_they_are() -> None:
    spec = {"mark": "point", "datasets": {"a": [{"x": 1}, {"y": 2}], "b": []},
            "data": {"values": {"type": "FeatureCollection"}}, "encoding": {"x": {"scale": {"range": [1, 2]}}}}
    assert spec_to_wire(spec) == spec


def test_the_widget_is_named_by_the_description(played: Game) -> None:
    chart = wealth_chart(played)
    assert VegaChart(chart).description == chart_description(chart) != ""
    assert VegaChart(chart.to_dict(), description="Ann leads.").description == "Ann leads."
    assert VegaChart({"mark": "bar", "title": "Rents"}).description == "A chart: Rents."
    assert repr(VegaChart(chart)).startswith("VegaChart('Line chart of wealth")


def test_the_browser_half_draws_with_the_bundle_and_names_the_picture() -> None:
    code = static_text("vega-chart.js")
    assert 'import { vegaEmbed } from "./vendor/vega-bundle.js";' in code and "http" not in code
    assert 'setAttribute("role", "img")' in code and '"aria-label"' in code
    assert "__landlordEduVega" in VegaChart._esm  # the bundle inlined: nothing is fetched


def test_the_landlord_renderer_draws_a_bare_chart_as_the_widget(played: Game) -> None:
    before = alt.renderers.active
    chart = wealth_chart(played)
    try:
        register_renderer()
        alt.renderers.enable("landlord")
        shown = chart._repr_mimebundle_()
    finally:
        alt.renderers.enable(before)
    bundle, _metadata = shown if isinstance(shown, tuple) else (shown, {})
    assert bundle["text/plain"] == chart_description(chart)
    assert bundle["application/vnd.jupyter.widget-view+json"]["model_id"]


def test_the_renderer_is_declared_for_altairs_own_group() -> None:
    points = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["entry-points"]
    group = import_module(f"altair.vegalite.v{alt.SCHEMA_VERSION.lstrip('v').split('.')[0]}.display")
    assert points[group.ENTRY_POINT_GROUP]["landlord"] == "landlord_edu.widgets.vega_chart:render"
    for declared in points.values():
        module, name = declared["landlord"].split(":")
        assert getattr(import_module(module), name) is render
