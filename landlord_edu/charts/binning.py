"""Histogram bins worked out in pandas exactly as Vega-Lite's ``bin=alt.Bin(maxbins=...)`` would.

A histogram whose rows go to Vega to be binned carries one row per player or game, which Altair
refuses beyond 5,000 rows. Counting here instead hands Vega one row per bin and group (a few
dozen rows for any number of games), and the bins are Vega's own (its ``bin`` transform, with
its nice steps and its edge rules), so the chart looks as it did.

>>> counts, bins = binned_counts([0, 1, 2, 3, 10], maxbins=5)
>>> bins, counts["bin_start"].tolist(), counts["count"].tolist()
((0.0, 10.0, 2.0), [0.0, 2.0, 8.0], [2, 2, 1])
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

import numpy as np
import pandas as pd

from ..errors import DataError

EPSILON = 1e-14  # Vega's: a value a rounding error below a bin edge still falls in the upper bin
COLUMNS = ["bin_start", "bin_end", "count"]


def vega_bins(low: float, high: float, maxbins: int) -> tuple[float, float, float]:
    """``(start, stop, step)`` of the bins Vega picks for values from ``low`` to ``high``.

    A transcription of vega-statistics' ``bin`` (base 10, steps divided by 5 then 2, ``nice``).
    """
    log_base = math.log(10)
    span = (high - low) or abs(low) or 1
    level = math.ceil(math.log(maxbins) / log_base)
    step = 10.0 ** math.floor(math.log(span) / log_base - level + 0.5)  # JavaScript's Math.round: halves up
    while math.ceil(span / step) > maxbins:
        step *= 10
    for divide in (5, 2):
        if span / (step / divide) <= maxbins:
            step /= divide
    v = math.log(step)
    precision = 0 if v >= 0 else int(-v / log_base) + 1
    v = math.floor(low / step + 10.0 ** (-precision - 1)) * step
    start = v - step if low < v else v
    stop = math.ceil(high / step) * step
    stop = start + step if stop == start else stop
    return start, stop, step


def binned_counts(values: Sequence[float] | Any, maxbins: int, groups: Sequence[Any] | Any = None,
                  by: str = "group") -> tuple[pd.DataFrame, tuple[float, float, float] | None]:
    """Counts per bin (and per group): a DataFrame of ``bin_start``, ``bin_end``, ``count`` (and
    ``by``), the non-empty bins only, as Vega draws them; and the bins' ``(start, stop, step)``
    (None if there are no values), which the chart's x scale needs to draw Vega-Lite's axis.

    The bins span every group's values together, as Vega-Lite's bins do in a faceted or coloured
    histogram. Missing values are left out (Vega-Lite filters them out of the marks too).
    """
    if isinstance(maxbins, bool) or not isinstance(maxbins, int) or maxbins < 1:
        raise DataError("chart", "bins", f"a whole number of at least 1, not {maxbins!r}")
    frame = pd.DataFrame({"value": pd.to_numeric(pd.Series(values), errors="coerce").astype(float).to_numpy()})
    columns = ([by] if groups is not None else []) + COLUMNS
    if groups is not None:
        frame[by] = list(groups)
    frame = frame[np.isfinite(frame["value"])]
    if frame.empty:
        return pd.DataFrame(columns=columns), None
    start, stop, step = vega_bins(float(frame["value"].min()), float(frame["value"].max()), maxbins)
    last = start + math.ceil((stop - start) / step) * step - step  # the bin transform's: the top value falls in it
    clipped = np.clip(frame["value"].to_numpy(), start, last)
    frame["bin_start"] = start + step * np.floor(EPSILON + (clipped - start) / step)
    keys = ([by] if groups is not None else []) + ["bin_start"]
    counts = frame.groupby(keys).size().rename("count").reset_index()
    counts["bin_end"] = start + step * (1 + (counts["bin_start"] - start) / step)  # as Vega computes bin1
    return counts[columns], (start, stop, step)
