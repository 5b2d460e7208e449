"""Experiment charts of 100,000 games stay small, and counting in pandas draws what Vega drew.

The big tables are synthetic (tests/_big_results.py: the real columns, no game played). The
faithfulness tests render, with vl-convert, the chart as it was built before (Vega binning one
row per player or game) and as it is built now (one row per bin), and compare the marks drawn.
"""

from __future__ import annotations

import math
from typing import Any

import altair as alt
import pandas as pd
import pytest
import vl_convert as vlc

from landlord_edu import DataError
from landlord_edu.charts.binning import binned_counts, vega_bins
from landlord_edu.charts.experiments import (
    HEIGHT,
    WIDTH,
    _regime_scales,
    gini_over_turns,
    lorenz_curves,
    paired_differences,
    wealth_distribution,
)
from landlord_edu.charts.robustness import robustness_chart
from landlord_edu.experiments import Regime, run_experiment
from landlord_edu.metrics import lorenz

from ._big_results import big_result

GAMES = 100_000
SMALL = 5_000  # rows a chart may carry inline (Altair's own limit)


@pytest.fixture(scope="module")
def big() -> Any:
    return big_result(GAMES)


def inline_rows(spec: dict[str, Any]) -> int:
    """Every row the spec carries, in its datasets and in inline ``values`` anywhere in it."""
    def count(node: Any) -> int:
        if isinstance(node, dict):
            own = len(node["values"]) if isinstance(node.get("values"), list) else 0
            return own + sum(count(v) for k, v in node.items() if k not in ("values", "datasets"))
        return sum(count(v) for v in node) if isinstance(node, list) else 0
    return count(spec) + sum(len(rows) for rows in spec.get("datasets", {}).values())


@pytest.mark.parametrize("build", [
    lambda r: gini_over_turns(r), lambda r: gini_over_turns(r, "richest_share", every=1),
    lambda r: lorenz_curves(r), lambda r: wealth_distribution(r), lambda r: wealth_distribution(r, bins=200),
    lambda r: paired_differences(r, "gini"), lambda r: paired_differences(r, "total_wealth", bins=100),
], ids=["gini", "richest_share", "lorenz", "wealth", "wealth-200-bins", "paired", "paired-100-bins"])
def test_a_chart_of_100000_games_stays_small(big, build) -> None:
    assert len(big.players) == GAMES * 2 * 4
    spec = build(big).to_dict()
    assert spec["$schema"].startswith("https://vega.github.io/schema/vega-lite/")
    assert 0 < inline_rows(spec) < SMALL


def test_a_robustness_chart_of_100000_pairs_a_cell_stays_small() -> None:
    cells = [{"regime": r, "baseline": "landlord", "lineup": lineup, "wages_to_end": length, "measure": "gini",
              "n": GAMES, "baseline_mean": 0.4, "regime_mean": 0.3, "mean_difference": -0.1, "ci_low": -0.11,
              "ci_high": -0.09, "share_negative": 0.8, "share_positive": 0.2, "correlation": 0.5,
              "unpaired_ci_width": 0.05}
             for r in ("single tax", "late") for lineup in ("mixed", "cautious") for length in (5, 20)]
    spec = robustness_chart(pd.DataFrame(cells), "gini").to_dict()
    assert 0 < inline_rows(spec) < SMALL and "100000 pairs a cell" in spec["title"]["subtitle"]


# ----- faithfulness: the marks drawn are those Vega drew from the raw rows -------------------------
def raw_wealth_distribution(result: Any, bins: int = 30) -> alt.Chart:
    """The chart as it was built before: every player's row, binned and counted by Vega."""
    colours, _, _ = _regime_scales(result)
    return alt.Chart(result.players[["regime", "wealth"]]).mark_bar().encode(
        x=alt.X("wealth:Q", bin=alt.Bin(maxbins=bins), title="x"), y=alt.Y("count():Q", title="Players"),
        color=alt.Color("regime:N", scale=colours, legend=None),
        row=alt.Row("regime:N", title=None, sort=[r.name for r in result.regimes]),
    ).properties(width=WIDTH, height=120)


def raw_paired_differences(result: Any, measure: str, bins: int = 30) -> alt.LayerChart:
    """Likewise: every game's difference, binned and counted by Vega, with the mean and zero rules."""
    diffs = result.paired(measure)
    colours, _, _ = _regime_scales(result, skip=diffs["baseline"].iloc[0])
    bars = alt.Chart(diffs).mark_bar(opacity=0.45).encode(
        x=alt.X("difference:Q", bin=alt.Bin(maxbins=bins), title="x"),
        y=alt.Y("count():Q", title="Games", stack=None), color=alt.Color("regime:N", scale=colours))
    means = diffs.groupby("regime", sort=False, observed=True)["difference"].mean().reset_index()
    rule = alt.Chart(means).mark_rule(strokeWidth=2, strokeDash=[6, 3]).encode(
        x="difference:Q", color=alt.Color("regime:N", scale=colours))
    zero = alt.Chart(alt.Data(values=[{"x": 0}])).mark_rule(color="#444444").encode(x="x:Q")
    return (bars + rule + zero).properties(width=WIDTH, height=HEIGHT)


def drawn(chart: alt.TopLevelMixin) -> list[Any]:
    """What Vega drew: each bar mark's rectangles (position and size) and each axis's labels."""
    found: list[Any] = []

    def walk(node: Any) -> None:
        if isinstance(node, dict):
            if node.get("role") == "mark" and node.get("marktype") == "rect":
                found.append(sorted((round(i["x"], 6), round(i["width"], 6), round(i["y"], 6),
                                     round(i["height"], 6)) for i in node["items"]))
            if node.get("role") == "axis-label":
                found.append([i.get("text") for i in node["items"]])
            for value in node.values():
                walk(value)
        elif isinstance(node, list):
            for value in node:
                walk(value)
    walk(vlc.vegalite_to_scenegraph(chart.to_dict()))
    return found


@pytest.mark.parametrize("seed,bins", [(1, 30), (2, 7), (3, 50)])
def test_the_counted_wealth_histogram_draws_what_vega_drew(seed, bins) -> None:
    small = big_result(300 + seed, seed=seed)
    raw = drawn(raw_wealth_distribution(small, bins))
    assert sum(len(rects) for rects in raw if rects and isinstance(rects[0], tuple)) >= 10  # bars were drawn
    assert drawn(wealth_distribution(small, bins)) == raw


@pytest.mark.parametrize("seed,measure,bins", [(1, "gini", 30), (2, "gini", 7), (3, "total_wealth", 30),
                                               (4, "houses_built", 50), (5, "turns", 30)])
def test_the_counted_paired_histogram_draws_what_vega_drew(seed, measure, bins) -> None:
    small = big_result(200 + 7 * seed, seed=seed)
    if measure == "turns":  # every difference positive: the axis must still reach the rule at zero
        small.games.loc[small.games["regime"] == "single tax", "turns"] += 1000
    assert drawn(paired_differences(small, measure, bins=bins)) == drawn(raw_paired_differences(small, measure, bins))


def test_played_games_draw_the_same_histograms_too() -> None:
    result = run_experiment([Regime("landlord"), Regime("single tax", single_tax_at=1)], games=12, seed=4,
                            workers=1, progress=False)
    assert drawn(wealth_distribution(result)) == drawn(raw_wealth_distribution(result))
    assert drawn(paired_differences(result, "gini")) == drawn(raw_paired_differences(result, "gini"))


def test_vega_bins_have_nice_steps_and_hold_every_value() -> None:
    assert vega_bins(0, 10, 5) == (0, 10, 2)
    assert vega_bins(-0.63, 0.27, 7) == pytest.approx((-0.8, 0.4, 0.2))
    assert vega_bins(3, 3, 30)[0] <= 3 < vega_bins(3, 3, 30)[1]  # one value: one bin around it
    counts, bins = binned_counts([1.0, 2.5, float("nan"), 9.99, 10.0], 5)
    assert bins == (0, 10, 2) and counts["count"].tolist() == [1, 1, 2]  # NaN left out; the top value in the last bin
    assert counts["bin_end"].tolist() == [2, 4, 10]
    empty, none = binned_counts([], 5)
    assert empty.empty and none is None
    with pytest.raises(DataError, match="bins"):
        binned_counts([1.0], 0)


# ----- faithfulness: the per-turn means and the Lorenz curves are those of every game --------------
def test_lorenz_points_are_the_mean_of_every_games_curve() -> None:
    small = big_result(40, seed=6)
    spec = lorenz_curves(small).to_dict()
    rows = pd.DataFrame(spec["layer"][1]["data"]["values"])
    for regime, group in small.players.groupby("regime", observed=True):
        curves = [lorenz(g["wealth"].tolist())[1] for _, g in group.groupby("game")]
        expected = [sum(c[k] for c in curves) / len(curves) for k in range(5)]
        assert rows[rows["regime"] == regime]["wealth"].tolist() == pytest.approx(expected)


def test_gini_band_matches_every_games_turns_held_at_their_end() -> None:
    small = big_result(60, seed=7, max_turns=12)
    rows = pd.DataFrame(gini_over_turns(small, every=1).to_dict()["data"]["values"])
    wide = small.turns.pivot_table(index=["regime", "game"], columns="turn", values="gini", observed=True).ffill(axis=1)
    for (regime, turn), got in rows.set_index(["regime", "turn"]).iterrows():
        column = wide.loc[regime][turn]
        half = 1.96 * column.std() / math.sqrt(len(column))
        assert got["mean"] == pytest.approx(column.mean()) and got["games"] == len(column)
        assert got["high"] - got["low"] == pytest.approx(2 * half, abs=1e-12)
