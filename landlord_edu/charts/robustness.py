"""The robustness factorial as a chart: each regime's mean paired difference with its 95% interval,
a panel per cell (line-up by row; game length and switches by column), and the line of no effect.

>>> from landlord_edu.experiments import Regime
>>> from landlord_edu.experiments.factorial import robustness
>>> from landlord_edu.charts.robustness import robustness_chart
>>> table = robustness([Regime("landlord"), Regime("single tax", single_tax_at=1)], lengths=(3,), games=4,
...                    measures=("gini",), workers=1, progress=False)
>>> chart = robustness_chart(table, "gini")
>>> sorted(chart.to_dict()["facet"]), len(chart.to_dict()["spec"]["layer"])
(['column', 'row'], 5)
"""

from __future__ import annotations

import json
from html import escape
from typing import TYPE_CHECKING, Any

from ..errors import DataError
from ..extras import need

try:
    import altair as alt
except ImportError:
    need("altair", "experiments", "landlord_edu.charts.robustness")  # raises MissingExtra, naming the extra
    raise
from ..experiments.factorial import cell_label, measure_words, varied_switches
from . import OKABE_ITO
from .bundle import VEGA_GLOBAL, vega_script
from .descriptions import robustness_text

if TYPE_CHECKING:
    import pandas as pd

POINT, INTERVAL = OKABE_ITO[4], OKABE_ITO[5]
WIDTH = 380  # wide enough for the axis title under each panel


def robustness_chart(table: pd.DataFrame, measure: str = "gini") -> alt.FacetChart:
    """Dot (mean paired difference) and bar (95% interval) per regime, in a panel per cell, with a rule at zero.

    ``table`` is what :func:`~landlord_edu.experiments.factorial.robustness` returned. The x axis
    names the measure, the baseline and which way is better (e.g. "lower = more equal").
    """
    if not hasattr(table, "columns") or "measure" not in table.columns:
        raise DataError("chart", "table", "expected the table robustness(...) returned")
    rows = table[table["measure"] == measure]
    if rows.empty:
        raise DataError("chart", "measure", f"{measure!r} is not in the table; it has "
                                            f"{sorted(set(table['measure']))}")
    varied = varied_switches(table)
    values = [{"regime": r["regime"], "lineup": r["lineup"], "cell": cell_label(r, varied), "n": int(r["n"]),
               "mean": _number(r["mean_difference"]), "low": _number(r["ci_low"]), "high": _number(r["ci_high"]),
               "negative": _number(r["share_negative"]), "correlation": _number(r["correlation"])}
              for r in rows.to_dict("records")]
    name, better = measure_words(measure)
    baseline = str(rows["baseline"].iloc[0])
    x_title = [f"{name}, regime minus {baseline}", *([f"({better})"] if better else [])]  # two lines: fits a panel
    x = alt.X("mean:Q", title=x_title)
    y = alt.Y("regime:N", title=None, sort=list(dict.fromkeys(rows["regime"])))
    tooltip = ["regime:N", "lineup:N", "cell:N", alt.Tooltip("mean:Q", format=".3f", title="mean difference"),
               alt.Tooltip("low:Q", format=".3f", title="95% low"), alt.Tooltip("high:Q", format=".3f",
                                                                                title="95% high"),
               alt.Tooltip("negative:Q", format=".0%", title="pairs below zero"),
               alt.Tooltip("correlation:Q", format=".2f"), "n:Q"]
    zero = alt.Chart().mark_rule(color="#444444", strokeDash=[4, 3]).encode(x=alt.datum(0))
    bars = alt.Chart().mark_rule(color=INTERVAL, strokeWidth=2.5).encode(x=alt.X("low:Q", title=x_title),
                                                                         x2="high:Q", y=y)
    low_end, high_end = (alt.Chart().mark_tick(color=INTERVAL, thickness=2, size=12).encode(x=f"{end}:Q", y=y)
                         for end in ("low", "high"))
    dots = alt.Chart().mark_point(filled=True, size=70, color=POINT, shape="diamond", opacity=1).encode(
        x=x, y=y, tooltip=tooltip)
    pairs = int(rows["n"].max())
    layers = alt.layer(zero, bars, low_end, high_end, dots, data=alt.Data(values=values)).properties(width=WIDTH)
    return layers.facet(
        row=alt.Row("lineup:N", title="line-up", sort=list(dict.fromkeys(rows["lineup"]))),
        column=alt.Column("cell:N", title=None, sort=list(dict.fromkeys(v["cell"] for v in values))),
    ).properties(description=robustness_text(values, name, baseline), title=alt.Title(
        f"Paired differences in {name}", subtitle=(
        f"Each regime minus {baseline} on the same seed, {pairs} pairs a cell: mean (diamond) and 95% t interval "
        f"(bar); the dashed line is no effect" + (f"; {better}" if better else ""))))


def _number(value: Any) -> float | None:
    """A float for the chart's JSON (NaN, which JSON lacks, as null: no mark is drawn)."""
    value = float(value)
    return None if value != value else value


def chart_html(chart: alt.TopLevelMixin, title: str = "landlord_edu chart") -> str:
    """A self-contained HTML page drawing ``chart``: Vega, Vega-Lite and vega-embed inline (the package's own
    bundle, the one its widgets draw with; no vl-convert), so it opens offline, from a file, with no CDN."""
    spec = json.dumps(chart.to_dict()).replace("</", "<\\/")  # no "</script>" ends the script early
    return ("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n  <meta charset=\"utf-8\">\n"
            f"  <title>{escape(title)}</title>\n</head>\n<body>\n<div id=\"vis\"></div>\n<script type=\"module\">\n"
            f"{vega_script()}\n{VEGA_GLOBAL}.vegaEmbed(\"#vis\", {spec}, {{actions: false}}).catch(console.error);\n"
            "</script>\n</body>\n</html>\n")


def robustness_page(table: pd.DataFrame, title: str) -> str:
    """One offline HTML page with the chart of every measure in ``table``, in the table's order."""
    charts = [robustness_chart(table, m) for m in dict.fromkeys(table["measure"])]
    return chart_html(alt.vconcat(*charts), title)


__all__ = ["chart_html", "robustness_chart", "robustness_page"]
