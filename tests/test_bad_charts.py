"""Bad-input corpus, the experiment charts: a bin count, a measure or a lone regime refused by name."""

from __future__ import annotations

from typing import Any

import pytest

from landlord_edu.charts import show
from landlord_edu.errors import DataError

from ._bad_input import Bad, refused_cleanly
from ._big_results import big_result

RESULT = big_result(6)  # tables built directly: no game is played


def chart(name: str, *args: Any, **kwargs: Any):
    def call() -> object:
        from landlord_edu.charts import experiments
        return getattr(experiments, name)(RESULT, *args, **kwargs)
    return call


def _vega_chart(chart: Any, description: Any = None) -> object:
    from landlord_edu.widgets.vega_chart import VegaChart
    return VegaChart(chart, description)


CASES: list[Bad] = [
    *[Bad(f"charts-wealth-bins-{label}", chart("wealth_distribution", bins=bins), DataError, ("bins", repr(bins)))
      for label, bins in (("zero", 0), ("negative", -3), ("text", "30"), ("fraction", 2.5), ("bool", True))],
    *[Bad(f"charts-paired-bins-{label}", chart("paired_differences", "gini", bins=bins), DataError,
          ("bins", repr(bins))) for label, bins in (("zero", 0), ("none", None))],
    Bad("charts-gini-measure-unknown", chart("gini_over_turns", "wealth"), DataError, ("measure", "'wealth'")),
    *[Bad(f"charts-show-{label}", (lambda c=c: show(c)), DataError, ("chart", kind))
      for label, c, kind in (("none", None, "NoneType"), ("text", "a chart", "str"), ("dict", {"a": 1}, "dict"))],
    *[Bad(f"charts-vega-chart-{label}", (lambda c=c: _vega_chart(c)), DataError, ("chart", kind))
      for label, c, kind in (("none", None, "NoneType"), ("list", [1, 2], "list"), ("dict", {"a": 1}, "dict"))],
    Bad("charts-vega-chart-description-number", lambda: _vega_chart({"mark": "bar"}, 42), DataError,
        ("description", "int")),
    Bad("charts-paired-measure-unknown", chart("paired_differences", "happiness"), DataError,
        ("measure", "'happiness'")),
]


@pytest.mark.parametrize("case", CASES, ids=str)
def test_bad_chart_input_is_refused(case: Bad) -> None:
    refused_cleanly(case)
