"""Text descriptions (alt text) of the experiment charts, worked out from the rows each chart draws.

A chart's description is what a screen reader announces and what a student who cannot see the chart
reads instead; it states the numbers the chart shows, not just its kind. The builders in
:mod:`.experiments` and :mod:`.robustness` pass these into the chart's ``description``.

>>> rows = [{"regime": "a", "turn": t, "mean": m} for t, m in ((0, 0.1), (4, 0.3), (8, 0.2))]
>>> rows += [{"regime": "b", "turn": t, "mean": m} for t, m in ((0, 0.1), (4, 0.2), (8, 0.25))]
>>> print(over_turns_text(rows, "Gini coefficient of wealth", 10))  # doctest: +NORMALIZE_WHITESPACE
Line chart of the mean Gini coefficient of wealth by turn, one line per regime with its 95% band, 10 games a
regime. a: 0.100 at turn 0, highest 0.300 at turn 4, 0.200 at turn 8. b: 0.100 at turn 0, highest 0.250 at
turn 8, 0.250 at turn 8. The lines of a and b cross between turns 4 and 8.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import pairwise
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import pandas as pd


def over_turns_text(rows: Sequence[dict[str, Any]], title: str, games: int, band: bool = True) -> str:
    """The Gini (or richest share) by turn: each regime's start, peak and end, and where the lines cross.

    ``title`` names the measure as it reads after "the mean", e.g. "Gini coefficient of wealth";
    ``band``: the chart draws each line's 95% band.
    """
    series = _by_regime(rows)
    parts = [f"Line chart of the mean {title} by turn, one line per regime"
             f"{' with its 95% band' if band else ''}, {games} games a regime."]
    for regime, points in series.items():
        first, last = points[0], points[-1]
        peak = max(points, key=lambda r: r["mean"])
        parts.append(f"{regime}: {first['mean']:.3f} at turn {first['turn']}, highest {peak['mean']:.3f} at turn "
                     f"{peak['turn']}, {last['mean']:.3f} at turn {last['turn']}.")
    names = list(series)
    for other in names[1:]:
        parts.extend(_crossings(names[0], other, series[names[0]], series[other]))
    return " ".join(parts)


def _by_regime(rows: Sequence[dict[str, Any]]) -> dict[str, list[dict[str, Any]]]:
    series: dict[str, list[dict[str, Any]]] = {}
    for row in rows:
        series.setdefault(str(row["regime"]), []).append(row)
    return {k: sorted(v, key=lambda r: r["turn"]) for k, v in series.items()}


def _crossings(a: str, b: str, rows_a: list[dict[str, Any]], rows_b: list[dict[str, Any]]) -> list[str]:
    """Where b's line goes from below a's to above it, or back (ties are no crossing)."""
    other = {r["turn"]: float(r["mean"]) for r in rows_b}
    signs = [(r["turn"], int(float(r["mean"]) > other[r["turn"]]) - int(float(r["mean"]) < other[r["turn"]]))
             for r in rows_a if r["turn"] in other]
    signs = [(t, s) for t, s in signs if s]
    found = [f"The lines of {a} and {b} cross between turns {t0} and {t1}."
             for (t0, s0), (t1, s1) in pairwise(signs) if s0 != s1]
    if len(found) > 3:
        return [f"The lines of {a} and {b} cross {len(found)} times, first between turns "
                f"{found[0].split('turns ')[1][:-1]}."]
    return found or ([f"The line of {a} stays {'above' if signs[-1][1] > 0 else 'below'} that of {b}."]
                     if signs else [])


def lorenz_text(rows: Sequence[dict[str, Any]]) -> str:
    """The Lorenz curves: what share of all wealth the poorer half of the players holds, per regime.

    >>> rows = [{"regime": "a", "population": p, "wealth": w} for p, w in ((0, 0), (0.5, 0.2), (1, 1))]
    >>> lorenz_text(rows)  # doctest: +ELLIPSIS
    'Lorenz curves of final wealth, one per regime, ... this share of all wealth: 20% under a.'
    """
    series: dict[str, list[tuple[float, float]]] = {}
    for row in rows:
        series.setdefault(str(row["regime"]), []).append((float(row["population"]), float(row["wealth"])))
    held = [f"{_at_half(sorted(points)):.0%} under {regime}" for regime, points in series.items()]
    return ("Lorenz curves of final wealth, one per regime, averaged over the games, with the dotted line of "
            "equality: the further a curve sags below it, the more unequal. The poorer half of the players holds "
            "this share of all wealth: " + ", ".join(held) + ".")


def _at_half(points: list[tuple[float, float]]) -> float:
    """The curve's height at half the players, between the two points either side."""
    for (x0, y0), (x1, y1) in pairwise(points):
        if x0 <= 0.5 <= x1:
            return y0 if x1 == x0 else y0 + (y1 - y0) * (0.5 - x0) / (x1 - x0)
    return points[-1][1]


def distribution_text(players: pd.DataFrame, order: Sequence[str]) -> str:
    """The histograms of final wealth: each regime's median and middle half, in dollars."""
    parts = []
    for regime in order:
        wealth = players.loc[players["regime"] == regime, "wealth"]
        if wealth.empty:
            continue
        q1, median, q3 = (float(wealth.quantile(q)) for q in (0.25, 0.5, 0.75))
        parts.append(f"{regime}: median ${median:,.0f}, middle half ${q1:,.0f} to ${q3:,.0f}, "
                     f"{len(wealth)} players")
    return "Histograms of every player's final wealth, one panel per regime. " + "; ".join(parts) + "."


def paired_text(diffs: pd.DataFrame, measure: str, baseline: str) -> str:
    """The paired differences: each regime's mean difference with its 95% interval, and the shares of games."""
    from ..experiments.factorial import paired_stats

    parts = []
    for regime, part in diffs.groupby("regime", sort=False, observed=True):
        s = paired_stats(part["baseline_value"].tolist(), part["value"].tolist())
        parts.append(f"{regime} minus {baseline}: mean {s['mean_difference']:+.3f} (95% interval "
                     f"{s['ci_low']:+.3f} to {s['ci_high']:+.3f}, {s['n']} games; lower in "
                     f"{s['share_negative']:.0%} of them, higher in {s['share_positive']:.0%})")
    return (f"Histogram of the game-by-game difference in {measure} on the same seed, with each regime's mean "
            f"difference dashed and zero marked. " + "; ".join(parts) + ".")


def robustness_text(values: Sequence[dict[str, Any]], name: str, baseline: str) -> str:
    """The robustness chart: per regime, in how many cells the interval lies below zero, above it, or across."""
    parts = []
    for regime in dict.fromkeys(v["regime"] for v in values):
        cells = [v for v in values if v["regime"] == regime and v["low"] is not None and v["high"] is not None]
        below = sum(v["high"] < 0 for v in cells)
        above = sum(v["low"] > 0 for v in cells)
        means = [v["mean"] for v in cells]
        span = f", mean differences {min(means):+.3f} to {max(means):+.3f}" if means else ""
        parts.append(f"{regime}: below zero in {below} of {len(cells)} cells, above in {above}, "
                     f"across zero in {len(cells) - below - above}{span}")
    return (f"Paired differences in {name}, each regime minus {baseline}, with 95% intervals, a panel per cell. "
            + "; ".join(parts) + ".")
