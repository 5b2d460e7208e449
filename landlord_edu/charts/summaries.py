"""Small tables the experiment charts draw, worked out from the big ones in pandas, vectorised.

:func:`mean_lorenz` takes ``result.players`` and returns a row per regime and Lorenz point: its
size does not grow with the games, and no Python loop runs over the games (100,000 games' curves
in a fraction of a second; a loop over games took about 10 s).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import pandas as pd


def mean_lorenz(players: pd.DataFrame) -> list[dict[str, Any]]:
    """Per regime, the Lorenz curve of final wealth averaged over its games (as
    :func:`landlord_edu.metrics.lorenz` draws each game's: negative wealth counted as none)."""
    frame = players[["regime", "game"]].assign(wealth=players["wealth"].astype(float).clip(lower=0))
    frame = frame.sort_values(["regime", "game", "wealth"], kind="stable")
    by = frame.groupby(["regime", "game"], sort=False, observed=True)["wealth"]
    total = by.transform("sum")
    frame["rank"] = by.cumcount() + 1
    frame["population"] = frame["rank"] / by.transform("size")
    frame["share"] = by.cumsum() / total.where(total != 0, 1.0)
    points = frame.groupby(["regime", "rank"], sort=False, observed=True).agg(population=("population", "first"),
                                                                              wealth=("share", "mean"))
    rows = []
    for regime in players["regime"].unique():  # the regimes in the table's order
        rows.append({"regime": regime, "population": 0.0, "wealth": 0.0})
        rows.extend({"regime": regime, "population": float(p), "wealth": float(w)}
                    for p, w in points.loc[regime].sort_index().itertuples(index=False))
    return rows
