"""Inequality measures on plain lists of numbers (no numpy or pandas needed)."""

from __future__ import annotations

from collections.abc import Sequence


def gini(values: Sequence[float]) -> float:
    """The Gini coefficient: 0 when all are equal, approaching 1 when one holds everything.

    Negative values are treated as 0 (a player cannot hold less than nothing here).

    Examples
    --------
    >>> gini([100, 100, 100])
    0.0
    >>> gini([0, 0, 0, 400])
    0.75
    """
    xs = sorted(max(0.0, float(v)) for v in values)
    n = len(xs)
    total = sum(xs)
    if n == 0 or total == 0:
        return 0.0
    weighted = sum((i + 1) * x for i, x in enumerate(xs))
    return (2 * weighted) / (n * total) - (n + 1) / n


def lorenz(values: Sequence[float]) -> tuple[list[float], list[float]]:
    """Points of the Lorenz curve: cumulative population share and cumulative wealth share.

    >>> lorenz([1, 1])
    ([0.0, 0.5, 1.0], [0.0, 0.5, 1.0])
    """
    xs = sorted(max(0.0, float(v)) for v in values)
    n = len(xs)
    total = sum(xs) or 1.0
    pop, share, run = [0.0], [0.0], 0.0
    for i, x in enumerate(xs):
        run += x
        pop.append((i + 1) / n)
        share.append(run / total)
    return pop, share
