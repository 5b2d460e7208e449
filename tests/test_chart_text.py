"""Every chart carries a text description (alt text) stating its numbers, and its data as a table beside it."""

from __future__ import annotations

import re
from typing import Any

import pytest

from landlord_edu import Game
from landlord_edu.charts import comparison_chart, show, wealth_chart
from landlord_edu.charts.accessible import MAX_ROWS, accessible_svg, chart_description, chart_table, described_html
from landlord_edu.charts.descriptions import over_turns_text
from landlord_edu.charts.experiments import gini_over_turns, lorenz_curves, paired_differences, wealth_distribution
from landlord_edu.charts.summaries import mean_lorenz
from landlord_edu.experiments import Regime, paired_stats, run_experiment
from landlord_edu.widgets.vega_chart import VegaChart


@pytest.fixture(scope="module")
def result() -> Any:
    return run_experiment([Regime("landlord"), Regime("single tax", single_tax_at=1)], games=30, workers=1,
                          progress=False, time_series=True)


def test_the_paired_chart_states_the_mean_difference_and_its_interval(result: Any) -> None:
    diffs = result.paired("gini")
    s = paired_stats(diffs["baseline_value"].tolist(), diffs["value"].tolist())
    text = chart_description(paired_differences(result, "gini"))
    assert f"mean {s['mean_difference']:+.3f}" in text
    assert f"95% interval {s['ci_low']:+.3f} to {s['ci_high']:+.3f}, 30 games" in text


def test_the_lorenz_chart_states_the_poorer_half_s_share_and_tabulates_its_curves(result: Any) -> None:
    chart = lorenz_curves(result)
    table = chart_table(chart)
    assert len(table) == len(mean_lorenz(result.players))  # the curves, not the line of equality
    for regime in ("landlord", "single tax"):
        half = table[(table.regime == regime) & (table.population == 0.5)].wealth.iloc[0]
        assert f"{half:.0%} under {regime}" in chart_description(chart)


def test_the_distribution_chart_states_each_regime_s_median(result: Any) -> None:
    text = chart_description(wealth_distribution(result))
    for regime in ("landlord", "single tax"):
        median = result.players[result.players.regime == regime].wealth.median()
        assert f"{regime}: median ${median:,.0f}" in text


def test_the_gini_over_turns_chart_names_each_regime_s_end(result: Any) -> None:
    chart = gini_over_turns(result)
    table = chart_table(chart)
    for regime in ("landlord", "single tax"):
        last = table[table.regime == regime].sort_values("turn").iloc[-1]
        assert f"{last['mean']:.3f} at turn {last.turn}." in chart_description(chart)


def test_crossing_lines_are_found_and_lines_that_do_not_cross_are_said_to_stay_apart() -> None:
    lines = (("a", (0.1, 0.3, 0.2, 0.2)), ("b", (0.1, 0.2, 0.25, 0.1)))
    rows = [{"regime": r, "turn": t, "mean": m}
            for r, series in lines for t, m in zip((0, 4, 8, 12), series, strict=True)]
    text = over_turns_text(rows, "Gini", 5)
    assert "cross between turns 4 and 8" in text and "cross between turns 8 and 12" in text
    apart = [dict(r, mean=r["mean"] + (1 if r["regime"] == "b" else 0)) for r in rows]
    assert "The line of a stays below that of b." in over_turns_text(apart, "Gini", 5)


def test_the_game_charts_carry_their_description_and_rows() -> None:
    game = Game(players=3, seed=5)
    game.run(max_turns=12)
    chart = wealth_chart(game)
    assert chart_description(chart).startswith("Line chart of wealth")
    table = chart_table(chart)
    assert set(table.player) == {p.name for p in game.state.players} and table.turn.max() == game.turn
    twin = Game(players=3, seed=5)
    twin.run(max_turns=12)
    assert chart_description(comparison_chart(game, twin)).startswith("Line chart comparing")


def test_the_text_block_escapes_html_keeps_dollars_and_cuts_long_tables() -> None:
    import pandas as pd

    chart = wealth_chart(Game(players=2, seed=1))
    html = described_html(chart, pd.DataFrame({"x": range(MAX_ROWS + 5)}), description="Ann <b> pays $6 & $7")
    assert "Ann &lt;b&gt; pays $6 &amp; $7" in html and "mathjax_ignore" in html and "tex2jax_ignore" in html
    assert f"({MAX_ROWS + 5} rows)" in html and f"The first {MAX_ROWS} of {MAX_ROWS + 5:,} rows" in html
    assert html.count("<tr") == MAX_ROWS + 1  # the header and the rows shown


def test_a_static_chart_is_named_by_its_description() -> None:
    game = Game(players=2, seed=2)
    game.run(max_turns=6)
    svg = accessible_svg(wealth_chart(game))
    text = chart_description(wealth_chart(game)).replace("'", "&#x27;")
    assert re.search(r'<svg role="img" aria-label="[^"]+"', svg)
    assert f"<title>{text}</title>" in svg


def test_show_draws_the_chart_then_its_text(monkeypatch: pytest.MonkeyPatch) -> None:
    import IPython.display

    shown: list[Any] = []
    monkeypatch.setattr(IPython.display, "display", lambda obj: shown.append(obj))
    game = Game(players=2, seed=4)
    game.run(max_turns=4)
    chart = wealth_chart(game)
    show(chart, static=False)
    # drawn offline by the package's Vega (no vl-convert), named by the chart's own description
    assert isinstance(shown[0], VegaChart) and shown[0].description == chart_description(chart)
    assert "What the chart shows:" in shown[1].data
    show(chart, static=True)
    assert shown[2].data.lstrip().startswith("<svg") and "<details>" in shown[3].data


def test_under_the_offline_svg_renderer_show_draws_a_named_picture(monkeypatch: pytest.MonkeyPatch) -> None:
    import altair as alt
    import IPython.display

    shown: list[Any] = []
    monkeypatch.setattr(IPython.display, "display", lambda obj: shown.append(obj))
    before = alt.renderers.active
    chart = wealth_chart(Game(players=2, seed=4))
    try:
        alt.renderers.enable("svg")
        show(chart)
        alt.renderers.enable("default")
        show(chart)
    finally:
        alt.renderers.enable(before)
    assert 'aria-label="Line chart of wealth' in shown[0].data and isinstance(shown[2], VegaChart)


def test_show_draws_through_altair_where_the_widgets_are_not_installed(monkeypatch: pytest.MonkeyPatch) -> None:
    import importlib.util

    import IPython.display

    shown: list[Any] = []
    monkeypatch.setattr(IPython.display, "display", lambda obj: shown.append(obj))
    found = importlib.util.find_spec
    monkeypatch.setattr(importlib.util, "find_spec", lambda name, *a: None if name == "anywidget" else found(name, *a))
    chart = wealth_chart(Game(players=2, seed=4))
    show(chart, static=False)
    assert shown[0] is chart  # the experiments extra alone: Altair's renderer draws it, as a bare chart
