"""The robustness factorial: every cell on common dice, its statistics checked against a direct
experiment, its chart and its command."""

from __future__ import annotations

import math
import re

import numpy as np
import pytest

from landlord_edu import Options, __version__
from landlord_edu.cli import main
from landlord_edu.experiments import Regime, run_experiment
from landlord_edu.experiments.factorial import paired_stats, robustness, t975

REGIMES = {"landlord": Regime("landlord"), "single tax": Regime("st", single_tax_at=1),
           "at 30": Regime("late", single_tax_at=30)}
LINEUPS = {"mix": None, "cautious": ("cautious",) * 4}
MEASURES = ("gini", "poorest_cash", "players_broke")


@pytest.fixture(scope="module")
def table() -> object:
    return robustness(REGIMES, LINEUPS, lengths=(3, 6), switches={"luxury": [True, False]}, measures=MEASURES,
                      games=8, seed=20, workers=1, progress=False)


def test_every_cell_regime_and_measure_has_a_row(table) -> None:
    assert len(table) == 2 * 2 * 2 * 2 * len(MEASURES)  # line-ups x lengths x luxury x regimes x measures
    assert list(table.columns[:6]) == ["regime", "baseline", "lineup", "wages_to_end", "luxury", "measure"]
    assert set(table["baseline"]) == {"landlord"} and set(table["regime"]) == {"single tax", "at 30"}
    assert (table["n"] == 8).all() and table.attrs["interval"] == "t" and table.attrs["seeds"] == [20, 27]
    assert table.attrs["landlord_edu"] == __version__


def test_a_cell_agrees_with_the_same_games_played_as_a_plain_experiment(table) -> None:
    """The cautious line-up, 6 wages, no luxury: the same seeds give the same pairs and statistics."""
    options = Options(wages_to_end=6, luxury=False)
    direct = run_experiment([Regime("landlord", options=options, strategies=("cautious",) * 4),
                             Regime("at 30", options=options, strategies=("cautious",) * 4, single_tax_at=30)],
                            games=8, seed=20, workers=1, progress=False)
    for measure in MEASURES:
        pairs = direct.paired(measure, "landlord")
        d = pairs["difference"].to_numpy(float)
        row = table.query("regime == 'at 30' and lineup == 'cautious' and wages_to_end == 6 and "
                          "luxury == False and measure == @measure").iloc[0]
        assert row["mean_difference"] == pytest.approx(d.mean())
        half = 2.3646 * d.std(ddof=1) / math.sqrt(8)  # Student's t, 7 degrees of freedom
        if half == 0:
            assert row["ci_low"] == row["ci_high"] == pytest.approx(d.mean())
        else:
            assert (row["ci_low"], row["ci_high"]) == pytest.approx((d.mean() - half, d.mean() + half), rel=1e-4)
        assert row["share_negative"] == pytest.approx((d < 0).mean())
        assert row["share_positive"] == pytest.approx((d > 0).mean())
        base, value = pairs["baseline_value"].to_numpy(float), pairs["value"].to_numpy(float)
        if base.std() and value.std():
            assert row["correlation"] == pytest.approx(np.corrcoef(base, value)[0, 1])
        else:
            assert math.isnan(row["correlation"])


def test_the_cells_differ_where_their_rules_do(table) -> None:
    gini = table[(table.measure == "gini") & (table.regime == "single tax")]
    assert gini["baseline_mean"].nunique() > 4  # line-up, length and luxury each change the baseline's games


def test_paired_statistics_leave_out_missing_pairs_and_know_students_t() -> None:
    stats = paired_stats([1.0, float("nan"), 3.0, 2.0], [2.0, 5.0, 2.0, 2.0])
    assert stats["n"] == 3 and stats["mean_difference"] == pytest.approx(0.0)
    assert stats["share_negative"] == pytest.approx(1 / 3) and stats["share_positive"] == pytest.approx(1 / 3)
    assert math.isnan(paired_stats([1.0], [2.0])["ci_low"])
    assert [round(t975(df), 3) for df in (1, 5, 30, 31, 60, 1000)] == [12.706, 2.571, 2.042, 2.04, 2.0, 1.962]


def test_a_regime_is_data_its_own_switches_carry_through() -> None:
    table = robustness({"plain": Regime("plain"), "advanced": Regime("adv", options=Options(advanced=True))},
                       lengths=(None,), measures=("turns",), games=3, workers=1, progress=False)
    assert table["wages_to_end"].isna().all() and len(table) == 1 and table["n"].iloc[0] == 3


def test_the_chart_shows_intervals_a_zero_line_and_which_way_is_better(table) -> None:
    from landlord_edu.charts.robustness import robustness_chart
    spec = robustness_chart(table, "gini").to_dict()
    layers = spec["spec"]["layer"]
    marks = [layer["mark"]["type"] if isinstance(layer["mark"], dict) else layer["mark"] for layer in layers]
    assert marks == ["rule", "rule", "tick", "tick", "point"]
    assert layers[0]["encoding"]["x"] == {"datum": 0}
    assert layers[1]["encoding"]["x"]["field"] == "low" and layers[1]["encoding"]["x2"]["field"] == "high"
    title = ["Gini of final wealth, regime minus landlord", "(lower = more equal)"]
    assert layers[1]["encoding"]["x"]["title"] == title
    values = spec["data"]["values"]
    assert len(values) == len(table[table.measure == "gini"])
    assert {v["cell"] for v in values} == {"3 wages to end, luxury=True", "3 wages to end, luxury=False",
                                           "6 wages to end, luxury=True", "6 wages to end, luxury=False"}
    assert "95% t interval" in spec["title"]["subtitle"]


def test_the_command_writes_the_table_and_an_offline_chart(tmp_path, capsys) -> None:
    code = main(["robustness", "--games", "3", "--regime", "landlord", "--regime", "late=single-tax-at:20",
                 "--lineup", "all landlord=landlord,landlord,landlord,landlord", "--length", "3",
                 "--switch", "luxury=false", "--switch", "luxury=true", "--measure", "gini", "--workers", "1",
                 "--no-progress", "--out", str(tmp_path / "out")])
    assert code == 0 and "3 pairs a cell" in capsys.readouterr().out
    import pandas as pd
    csv = pd.read_csv(tmp_path / "out" / "robustness.csv")
    assert csv["luxury"].tolist() == [False, True] and set(csv["regime"]) == {"late"}
    html = (tmp_path / "out" / "robustness.html").read_text(encoding="utf-8")
    assert not re.search(r"<script[^>]+src=", html) and "vegaEmbed" in html  # Vega inline: opens offline
    assert "Gini of final wealth" in html
