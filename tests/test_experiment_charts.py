"""Experiment charts show the numbers the tables hold, and the command line writes the tables."""

from __future__ import annotations

import subprocess
import sys

import pandas as pd
import pytest

from landlord_edu import DataError
from landlord_edu.charts import chart_svg
from landlord_edu.charts.experiments import (
    describe_result,
    gini_over_turns,
    lorenz_curves,
    paired_differences,
    wealth_distribution,
)
from landlord_edu.experiments import Regime, run_experiment


@pytest.fixture(scope="module")
def result() -> object:
    return run_experiment([Regime("landlord"), Regime("single tax", single_tax_at=1)], games=10, seed=1,
                          time_series=True, workers=1, progress=False)


def layer_values(chart: object, k: int) -> list[dict]:
    spec = chart.to_dict()
    data = spec["layer"][k].get("data") or spec["data"]  # Altair hoists data shared by all layers
    return data["values"] if "values" in data else spec["datasets"][data["name"]]


def test_gini_band_is_the_mean_over_games_with_finished_games_held_at_their_end(result) -> None:
    chart = gini_over_turns(result, every=1)
    rows = pd.DataFrame(layer_values(chart, 1))
    turns = result.turns
    at_0 = turns[turns.turn == 0].groupby("regime", observed=True)["gini"].mean()
    got = rows[rows.turn == 0].set_index("regime")["mean"]
    assert got["landlord"] == pytest.approx(at_0["landlord"])
    last = int(turns.turn.max())
    final = result.games.groupby("regime", observed=True)["gini"].mean()
    at_last = rows[rows.turn == last].set_index("regime")["mean"]
    assert at_last["single tax"] == pytest.approx(final["single tax"])  # every game has ended by then
    assert (rows["low"] <= rows["mean"] + 1e-12).all() and (rows["mean"] <= rows["high"] + 1e-12).all()
    assert "<svg" in chart_svg(chart)


def test_lorenz_curves_run_from_nothing_to_everything(result) -> None:
    rows = pd.DataFrame(layer_values(lorenz_curves(result), 1))
    for _, curve in rows.groupby("regime", observed=True):
        assert curve["wealth"].iloc[0] == 0 and curve["wealth"].iloc[-1] == pytest.approx(1)
        assert curve["wealth"].is_monotonic_increasing
        assert (curve["wealth"] <= curve["population"] + 1e-9).all()  # never above equality


def test_paired_chart_marks_the_mean_difference(result) -> None:
    chart = paired_differences(result, "gini")
    means = pd.DataFrame(layer_values(chart, 1))
    assert means["difference"].iloc[0] == pytest.approx(result.paired("gini")["difference"].mean())
    with pytest.raises(DataError, match="two regimes"):
        paired_differences(run_experiment([Regime("only")], games=1, workers=1, progress=False))


def test_wealth_distribution_counts_every_player(result) -> None:
    spec = wealth_distribution(result).to_dict()
    bins = pd.DataFrame(spec["datasets"][spec["data"]["name"]])  # counted per bin and regime
    assert bins.groupby("regime", observed=True)["count"].sum().to_dict() == {"landlord": 10 * 4, "single tax": 10 * 4}
    assert "single tax: mean gini" in describe_result(result)


def test_command_line_experiment_writes_tables(tmp_path) -> None:
    out = subprocess.run([sys.executable, "-m", "landlord_edu", "experiment", "--games", "6", "--regime", "landlord",
                          "--regime", "late=single-tax-at:30", "--out", str(tmp_path), "--no-progress",
                          "--workers", "1"], capture_output=True, text=True, check=True).stdout
    assert "6 games per regime" in out and "late" in out
    games = pd.read_csv(tmp_path / "games.csv")
    assert games["regime"].tolist() == ["landlord", "late"] * 6
    bad = subprocess.run([sys.executable, "-m", "landlord_edu", "experiment", "--regime", "x=sometimes"],
                         capture_output=True, text=True)
    assert bad.returncode == 2 and "cannot read 'sometimes'" in bad.stderr
