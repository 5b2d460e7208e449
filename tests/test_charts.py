"""The Altair chart builders: valid Vega-Lite, a line per player told apart by colour, shape and
dash, the Single Tax vote marked, static SVG, and a text description for screen readers."""

from __future__ import annotations

import json
import re
from typing import Any

import altair as alt
import pytest
import vl_convert as vlc

from landlord_edu import Game, Options, gini
from landlord_edu.charts import (
    OKABE_ITO,
    chart_rows,
    chart_svg,
    comparison_chart,
    describe_chart,
    describe_comparison,
    live_spec,
    wealth_chart,
)
from landlord_edu.history import history_records, turn_records

from . import _support

VOTE_AT = 20


@pytest.fixture(scope="module")
def voted() -> Game:
    """Four players; the Single Tax voted before turn 20."""
    game = Game(players=4, seed=11, options=Options(max_rounds=12))
    _support.play_out(game, single_tax_at=VOTE_AT)
    return game


@pytest.fixture(scope="module")
def plain() -> Game:
    """The same seed without the vote."""
    game = Game(players=4, seed=11, options=Options(max_rounds=12))
    _support.play_out(game)
    return game


def layers(spec: dict[str, Any]) -> list[dict[str, Any]]:
    return spec["layer"]


def layer(spec: dict[str, Any], mark: str) -> dict[str, Any]:
    found = [lay for lay in layers(spec) if lay["mark"]["type"] == mark]
    assert len(found) == 1, [lay["mark"]["type"] for lay in layers(spec)]
    return found[0]


def compiles(spec: dict[str, Any]) -> dict[str, Any]:
    """Vega-Lite -> Vega with the Vega-Lite Altair writes for: proof the spec is valid beyond the schema."""
    return vlc.vegalite_to_vega(spec)


def test_the_wealth_chart_is_valid_vega_lite(voted: Game) -> None:
    chart = wealth_chart(history_records(voted), single_tax_turn=voted.state.single_tax_turn)
    spec = chart.to_dict()  # validates against Altair's schema
    assert spec["$schema"].startswith("https://vega.github.io/schema/vega-lite/")
    vega = compiles(spec)
    assert {d["name"] for d in vega["data"]} >= {"rows", "vote"}
    assert spec["data"]["name"] == "rows"
    assert len(spec["data"]["values"]) == 4 * (voted.turn + 1)
    json.dumps(spec)  # plain JSON, nothing pandas-shaped inside


def test_a_line_per_player_told_apart_by_colour_shape_and_dash(voted: Game) -> None:
    spec = wealth_chart(voted).to_dict()
    names = [p.name for p in voted.state.players]
    lines, points = layer(spec, "line"), layer(spec, "point")
    assert lines["encoding"]["color"]["field"] == "player"  # one line per player
    colour = lines["encoding"]["color"]["scale"]
    assert colour["domain"] == names and colour["range"] == list(OKABE_ITO[:4])
    dashes = lines["encoding"]["strokeDash"]
    assert dashes["field"] == "player" and dashes["scale"]["domain"] == names
    assert len({json.dumps(d) for d in dashes["scale"]["range"]}) == 4
    shapes = points["encoding"]["shape"]
    assert shapes["field"] == "player" and shapes["scale"]["domain"] == names
    assert len(set(shapes["scale"]["range"])) == 4
    assert points["encoding"]["color"]["scale"]["range"] == list(OKABE_ITO[:4])


def test_colours_follow_the_seats_not_the_alphabet() -> None:
    game = Game(players=["Zed", "Amy", "Bob"], seed=2)
    game.run(max_turns=6)
    spec = wealth_chart(game).to_dict()
    assert layer(spec, "line")["encoding"]["color"]["scale"]["domain"] == ["Zed", "Amy", "Bob"]
    shuffled = sorted(history_records(game), key=lambda r: r["player"])
    spec = wealth_chart(shuffled).to_dict()
    assert layer(spec, "line")["encoding"]["color"]["scale"]["domain"] == ["Zed", "Amy", "Bob"]


def test_the_vote_is_a_labelled_rule_when_voted(voted: Game, plain: Game) -> None:
    turn = voted.state.single_tax_turn
    assert turn >= VOTE_AT - 1
    for chart in (wealth_chart(history_records(voted), single_tax_turn=turn), wealth_chart(voted),
                  wealth_chart(voted, "gini"), wealth_chart(voted, "cash"), wealth_chart(voted, "gini_no_deeds"),
                  comparison_chart(plain, voted)):
        spec = chart.to_dict()
        rule = layer(spec, "rule")
        halo, text = [lay for lay in layers(spec) if lay["mark"]["type"] == "text"]  # the label on its halo
        assert rule["data"] == {"name": "vote", "values": [{"turn": turn, "label": "Single Tax voted"}]}
        assert rule["encoding"]["x"]["field"] == "turn"
        assert text["encoding"]["text"]["field"] == "label" and halo["encoding"] == text["encoding"]
        assert halo["mark"]["stroke"] == "#ffffff" and "stroke" not in text["mark"]
        # inside the plot, on the side of the rule with room (a vote near the right edge: to its left)
        assert text["mark"]["align"] == {"expr": "scale('x', datum.turn) > width / 2 ? 'right' : 'left'"}
        legends = [lay["encoding"]["color"]["legend"] for lay in layers(spec) if "color" in lay.get("encoding", {})]
        assert all(legend["orient"] == "bottom" for legend in legends)  # under the plot, not beside it
        compiles(spec)
    # no vote: the layers stay (a live chart fills them in later) but draw nothing
    for spec in (wealth_chart(plain).to_dict(), wealth_chart(history_records(voted)).to_dict()):
        assert layer(spec, "rule")["data"]["values"] == []


@pytest.mark.parametrize("measure", ["wealth", "cash"])
def test_wealth_and_cash_plot_that_column(voted: Game, measure: str) -> None:
    spec = wealth_chart(voted, measure).to_dict()
    assert layer(spec, "line")["encoding"]["y"]["field"] == measure
    compiles(spec)


def test_gini_is_one_line_by_turn(voted: Game) -> None:
    spec = wealth_chart(voted, "gini").to_dict()
    compiles(spec)
    line = layer(spec, "line")
    assert line["encoding"]["y"]["field"] == "gini" and "color" not in line["encoding"]
    rows = spec["data"]["values"]
    assert [r["turn"] for r in rows] == list(range(voted.turn + 1))
    for r, t in zip(rows, turn_records(voted), strict=True):
        assert r["gini"] == pytest.approx(t["gini"], abs=1e-4)
    # from player records, the Gini coefficient is worked out per turn
    derived = chart_rows(history_records(voted), "gini")
    assert [r["turn"] for r in derived] == [r["turn"] for r in rows]
    for r, t in zip(derived, turn_records(voted), strict=True):
        assert r["gini"] == pytest.approx(t["gini"], abs=1e-4)
    final = [p["wealth"] for p in voted.standings()]
    assert rows[-1]["gini"] == pytest.approx(gini(final), abs=1e-4)


def test_a_dataframe_draws_like_records(voted: Game) -> None:
    from_frame = wealth_chart(voted.history(), single_tax_turn=voted.state.single_tax_turn).to_dict()
    from_records = wealth_chart(history_records(voted), single_tax_turn=voted.state.single_tax_turn).to_dict()
    assert from_frame == from_records


def test_an_unknown_measure_is_refused(voted: Game) -> None:
    with pytest.raises(ValueError, match="measure must be one of"):
        wealth_chart(voted, "rent")


def test_the_comparison_is_one_line_per_regime(voted: Game, plain: Game) -> None:
    chart = comparison_chart(plain, voted)
    spec = chart.to_dict()
    compiles(spec)
    lines = layer(spec, "line")
    assert lines["encoding"]["color"]["field"] == "regime"
    assert lines["encoding"]["color"]["scale"]["domain"] == ["Landlord's Game", "Single Tax"]
    assert len({json.dumps(d) for d in lines["encoding"]["strokeDash"]["scale"]["range"]}) == 2
    assert len(set(layer(spec, "point")["encoding"]["shape"]["scale"]["range"])) == 2
    rows = spec["data"]["values"]
    assert spec["data"]["name"] == "rows"
    assert sum(r["regime"] == "Single Tax" for r in rows) == voted.turn + 1
    assert sum(r["regime"] == "Landlord's Game" for r in rows) == plain.turn + 1
    other = comparison_chart(history_records(plain), turn_records(voted), labels=("A", "B"),
                             measure="gini").to_dict()
    assert layer(other, "line")["encoding"]["color"]["scale"]["domain"] == ["A", "B"]
    treasury = comparison_chart(plain, voted, measure="public_treasury").to_dict()
    assert layer(treasury, "line")["encoding"]["y"]["field"] == "public_treasury"
    with pytest.raises(ValueError, match="one line per regime"):
        comparison_chart(plain, voted, measure="wealth")


def test_chart_svg_draws_without_a_browser(voted: Game) -> None:
    svg = chart_svg(wealth_chart(voted, title="Seed 11"))
    assert svg.lstrip().startswith("<svg") and svg.rstrip().endswith("</svg>")
    for text in ("Seed 11", "Single Tax voted", *(p.name for p in voted.state.players)):
        assert text in svg
    assert "http" not in svg.replace("http://www.w3.org", "")  # nothing fetched, nothing linked
    assert "<svg" in chart_svg(comparison_chart(voted, voted).to_dict())


def test_the_description_names_the_leader_the_range_and_the_vote(voted: Game) -> None:
    table = voted.standings()
    text = describe_chart(voted)
    assert text.startswith("Line chart of wealth by turn for 4 players")
    assert f"At turn {voted.turn} {table[0]['name']} lead" in text
    assert f"{table[-1]['name']} is last with {table[-1]['wealth']:,}" in text or " are last with " in text
    values = [r["wealth"] for r in history_records(voted)]
    assert f"ranged from {min(values):,} to {max(values):,}" in text
    assert text.endswith(f"The Single Tax was voted at turn {voted.state.single_tax_turn}.")
    assert "Gini coefficient" in describe_chart(voted, "gini")
    assert "cash ranged" in describe_chart(voted, "cash")
    assert describe_chart([], players=["Ann", "Ben"]).endswith("no turns played yet.")
    assert "Single Tax" not in describe_chart(history_records(voted))
    assert wealth_chart(voted).to_dict()["description"] == text
    comparison = describe_comparison(voted, voted, labels=("A", "B"))
    assert comparison.startswith("Line chart comparing the Gini coefficient") and "A:" in comparison


def test_a_restyled_chart_keeps_its_named_rows(voted: Game) -> None:
    chart = wealth_chart(voted).properties(width=777, title="Mine").configure_axis(labelFontSize=14)
    spec = live_spec(chart)
    assert spec["width"] == 777 and spec["title"] == "Mine"
    assert spec["data"] == {"name": "rows"}  # the values are left to the widget
    assert all("values" not in lay.get("data", {}) for lay in spec["layer"])
    compiles(spec)
    other = alt.Chart(alt.Data(values=[{"turn": 0, "wealth": 1}])).mark_line().encode(x="turn:Q", y="wealth:Q")
    with pytest.raises(ValueError, match="named dataset 'rows'"):
        live_spec(other)


def test_the_turn_axis_labels_only_whole_turns() -> None:
    """Early in a game Vega ticks half turns; "d" would print 0, 1, 1 - the label expression blanks them."""
    from landlord_edu import Game
    from landlord_edu.charts import chart_svg, wealth_chart

    game = Game(players=3, seed=1)
    game.step()
    game.step()
    svg = chart_svg(wealth_chart(game))
    axis = svg.split('aria-label="X-axis', 1)[1]
    label_group = axis.split('role-axis-label"', 1)[1].split("</g>", 1)[0]
    labels = re.findall(r">(\d+)</text>", label_group)
    assert labels == ["0", "1"], labels                     # no second "1" at the half turn
