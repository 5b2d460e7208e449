"""A robustness factorial: does a regime's effect hold in every cell of bot line-ups x game lengths x switches?

Every cell (a line-up, a game length, a value of each named switch) plays the baseline regime and
every other regime on common dice: game ``i`` of every regime in every cell uses the seed
``seed + i``. The answer is one tidy table of paired differences, regime minus baseline, per cell
and measure (docs/experiments.md, "Robustness").

>>> from landlord_edu.experiments import Regime
>>> from landlord_edu.experiments.factorial import robustness
>>> table = robustness({"landlord": Regime("landlord"), "single tax": Regime("st", single_tax_at=1)},
...                    lineups={"all landlord": ("landlord",) * 4}, lengths=(3,), games=4,
...                    measures=("gini",), workers=1, progress=False)
>>> table[["regime", "baseline", "lineup", "wages_to_end", "measure", "n"]].values.tolist()
[['single tax', 'landlord', 'all landlord', 3, 'gini', 4]]
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from concurrent.futures import Executor
from dataclasses import dataclass, replace
from itertools import product
from typing import TYPE_CHECKING, Any

from .. import __version__
from ..decisions import shown
from ..errors import DataError
from ..options import Options
from ..strategies import Strategy
from .regimes import Regime
from .runner import run_experiment
from .tables import regime_dtype

if TYPE_CHECKING:
    import pandas as pd

Lineup = tuple[str | Strategy, ...] | None
MEASURES = ("gini", "gini_no_deeds", "gini_cash", "poorest_cash", "players_broke", "gini_before_settlement")
INTERVAL = "t"  # the 95% interval of the mean paired difference: Student's t on the n differences
TABLE_COLUMNS = ("regime", "baseline", "lineup", "wages_to_end", "measure", "n", "baseline_mean", "regime_mean",
                 "mean_difference", "ci_low", "ci_high", "share_negative", "share_positive", "correlation",
                 "unpaired_ci_width")
# what each measure is called on a chart's axis or in a sentence, and which way is the better one
WORDS = {
    "gini": ("Gini of final wealth", "lower = more equal"),
    "gini_no_deeds": ("Gini of final wealth, Title Deeds not counted", "lower = more equal"),
    "gini_cash": ("Gini of final cash", "lower = more equal"),
    "gini_before_settlement": ("Gini of wealth before the settlement", "lower = more equal"),
    "richest_share": ("richest player's share of wealth", "lower = more equal"),
    "poorest_cash": ("poorest player's cash ($)", "higher = the poorest better off"),
    "players_broke": ("players broke at the end", "lower = fewer broke"),
    "poor_house_visits": ("Poor House visits", "lower = fewer visits"),
    "houses_built": ("houses built", "higher = more building"),
}
# Student's t, two-sided 95%, for 1..30 degrees of freedom; beyond, the Cornish-Fisher series is exact
# to 1e-5 (no SciPy needed)
_T975 = (12.7062, 4.3027, 3.1824, 2.7764, 2.5706, 2.4469, 2.3646, 2.3060, 2.2622, 2.2281, 2.2010, 2.1788,
         2.1604, 2.1448, 2.1314, 2.1199, 2.1098, 2.1009, 2.0930, 2.0860, 2.0796, 2.0739, 2.0687, 2.0639,
         2.0595, 2.0555, 2.0518, 2.0484, 2.0452, 2.0423)


def t975(df: int) -> float:
    """The 97.5% quantile of Student's t with ``df`` degrees of freedom.

    >>> round(t975(10), 4), round(t975(120), 3)
    (2.2281, 1.98)
    """
    if df <= len(_T975):
        return _T975[df - 1]
    z = 1.959963984540054
    return (z + (z ** 3 + z) / (4 * df) + (5 * z ** 5 + 16 * z ** 3 + 3 * z) / (96 * df ** 2)
            + (3 * z ** 7 + 19 * z ** 5 + 17 * z ** 3 - 15 * z) / (384 * df ** 3))


@dataclass(frozen=True)
class Cell:
    """One cell of the factorial: a line-up, a game length and a value of each varied switch."""

    lineup: str
    strategies: Lineup
    wages_to_end: int | None
    switches: tuple[tuple[str, Any], ...]


def robustness(regimes: Mapping[str, Regime] | Sequence[Regime], lineups: Mapping[str, Lineup] | None = None,
               lengths: Sequence[int | None] = (5, 20), switches: Mapping[str, Sequence[Any]] | None = None,
               measures: Sequence[str] = MEASURES, *, baseline: str | None = None, games: int = 100,
               players: int = 4, seed: int = 0, workers: int | None = None, executor: Executor | None = None,
               progress: bool = True) -> pd.DataFrame:
    """Play the factorial and return its tidy table (a pandas DataFrame), one row per cell, regime and measure.

    Parameters
    ----------
    regimes : name -> :class:`Regime` (or regimes, named by their own names); the first (or
        ``baseline``) is the baseline, played in every cell. A regime is data: any field of
        :class:`Regime` carries through, except the line-up, length and switches the cells set.
    lineups : name -> one strategy per player (None: the game's default mix). Default: that mix.
    lengths : values of the ``wages_to_end`` switch (Rule 19; None: the edition's own end).
    switches : rule switch (a field of :class:`Options`) -> the values to vary.
    measures : columns of ``ExperimentResult.games`` to compare.
    games, players, seed, workers, executor, progress : as for :func:`run_experiment`; game ``i`` of
        every regime in every cell uses the seed ``seed + i``.

    Returns
    -------
    pandas.DataFrame
        Columns ``regime, baseline`` (ordered categoricals in the regimes' order), ``lineup, wages_to_end``,
        one per varied switch, then ``measure, n, baseline_mean, regime_mean, mean_difference, ci_low,
        ci_high`` (a 95% interval, Student's t),
        ``share_negative, share_positive`` (of pairs; the rest are ties) and ``correlation`` (Pearson's,
        of the pair's two values; NaN when either is constant). ``table.attrs`` records the design.
    """
    named = _named_regimes(regimes)
    base = _baseline(named, baseline)
    cells = _cells(lineups, lengths, switches, players)
    measures = _measures(measures, named.values())
    arms, where = _arms(named, cells)
    result = run_experiment(arms, games=games, players=players, seed=seed, workers=workers, executor=executor,
                            progress=progress)
    table = _table(result.games, named, base, cells, where, measures, list(switches or {}))
    table.attrs.update(interval=INTERVAL, games=result.games_finished, seeds=[seed, seed + games - 1],
                       players=players, complete=result.complete, baseline=base,
                       fast_core_share=result.fast_core_share, landlord_edu=__version__)
    return table


def _named_regimes(regimes: Mapping[str, Regime] | Sequence[Regime]) -> dict[str, Regime]:
    if isinstance(regimes, Mapping):
        named: dict[Any, Any] = dict(regimes)
    elif isinstance(regimes, Sequence) and not isinstance(regimes, str | bytes):
        named = {getattr(r, "name", k): r for k, r in enumerate(regimes)}
    else:
        raise DataError("robustness", "regimes", f"a dict of name -> Regime, not {shown(regimes)}")
    bad = [k for k, r in named.items() if not isinstance(r, Regime) or not isinstance(k, str) or not k.strip()]
    if bad or len(named) < 2 or len(named) != len(regimes):
        raise DataError("robustness", "regimes", f"at least two regimes, each a name -> Regime(...) "
                                                 f"(found {shown(regimes)})")
    return named


def _baseline(named: dict[str, Regime], baseline: str | None) -> str:
    base = next(iter(named)) if baseline is None else baseline
    if base not in named:
        raise DataError("robustness", "baseline", f"{shown(base)} is not one of the regimes {list(named)}")
    return base


def _cells(lineups: Mapping[str, Lineup] | None, lengths: Sequence[int | None],
           switches: Mapping[str, Sequence[Any]] | None, players: int) -> list[Cell]:
    lineups = {"default mix": None} if lineups is None else lineups
    if not isinstance(lineups, Mapping) or not lineups:
        raise DataError("robustness", "lineups", f"a dict of name -> strategies (one per player), not "
                                                 f"{shown(lineups)}")
    for name, lineup in lineups.items():
        if lineup is not None and (isinstance(lineup, str | bytes) or not isinstance(lineup, Sequence)
                                   or len(lineup) != players):
            raise DataError("robustness", "lineups", f"line-up {shown(name)} needs one strategy for each of the "
                                                     f"{players} players, not {shown(lineup)}")
    if isinstance(lengths, str | bytes) or not isinstance(lengths, Sequence) or not lengths:
        raise DataError("robustness", "lengths", f"a list of wages_to_end values (None: the edition's own), "
                                                 f"not {shown(lengths)}")
    varied = _switches(switches)
    combos = list(product(*[[(k, v) for v in values] for k, values in varied.items()]))
    return [Cell(name, None if lineup is None else tuple(lineup), length, combo)
            for name, lineup in lineups.items() for length in lengths for combo in combos]


def _switches(switches: Mapping[str, Sequence[Any]] | None) -> dict[str, list[Any]]:
    if switches is None:
        return {}
    if not isinstance(switches, Mapping):
        raise DataError("robustness", "switches", f"a dict of switch -> values, not {shown(switches)}")
    out = {}
    for key, values in switches.items():
        if key not in Options.switch_fields() or key == "wages_to_end":
            raise DataError("robustness", "switches", f"{shown(key)} is not a rule switch to vary (lengths= sets "
                                                      f"wages_to_end); switches are {sorted(Options.switch_fields())}")
        if isinstance(values, str | bytes) or not isinstance(values, Sequence) or not values:
            raise DataError("robustness", "switches", f"{key}: a list of values to vary, not {shown(values)}")
        for value in values:
            Options(**{key: value})  # each value is checked now, naming the switch
        out[key] = list(values)
    return out


def _measures(measures: Sequence[str], regimes: Iterable[Regime]) -> tuple[str, ...]:
    from ..rulesets import rule_set
    from .summary import GAME_COLUMNS
    if isinstance(measures, str) or not isinstance(measures, Sequence) or not measures:
        raise DataError("robustness", "measures", f"a list of columns, not {shown(measures)}")
    known = set(GAME_COLUMNS).union(*(rule_set(r.played_edition()).column_names for r in regimes))
    unknown = [m for m in measures if m not in known]
    if unknown:
        raise DataError("robustness", "measures", f"{unknown} are not columns of the games table; "
                                                  f"e.g. {list(MEASURES)}")
    return tuple(measures)


def _arms(named: dict[str, Regime], cells: list[Cell]) -> tuple[list[Regime], dict[tuple[int, str], str]]:
    """Every regime in every cell, as one experiment's arms (named ``c<cell>:<regime>``)."""
    arms: list[Regime] = []
    where: dict[tuple[int, str], str] = {}
    for k, cell in enumerate(cells):
        for name, regime in named.items():
            arm = replace(_in_cell(name, regime, cell), name=f"c{k}:{len(where)}")
            where[(k, name)] = arm.name
            arms.append(arm)
    return arms, where


def _in_cell(name: str, regime: Regime, cell: Cell) -> Regime:
    """The regime with the cell's line-up, length and switches (a regime that sets one of them itself is refused)."""
    given = {k for k, v in regime.options.to_dict().items() if v != getattr(_DEFAULTS, k)}
    clash = given & ({"wages_to_end"} | {k for k, _ in cell.switches})
    if clash:
        raise DataError(f"regime {name!r}", sorted(clash)[0], "is set by the factorial's cells; leave it out "
                                                              "of the regime")
    if cell.strategies is not None and regime.strategies is not None:
        raise DataError(f"regime {name!r}", "strategies", "the factorial's line-ups set the strategies; leave "
                                                          "them out of the regime")
    options = Options.from_dict({**regime.options.to_dict(), "wages_to_end": cell.wages_to_end, **dict(cell.switches)})
    strategies = cell.strategies if cell.strategies is not None else regime.strategies
    return replace(regime, options=options, strategies=strategies)


_DEFAULTS = Options()


def _table(games: pd.DataFrame, named: dict[str, Regime], base: str, cells: list[Cell],
           where: dict[tuple[int, str], str], measures: tuple[str, ...], varied: list[str]) -> pd.DataFrame:
    import pandas as pd
    rows = []
    for measure in measures:
        wide = games.pivot(index="game", columns="regime", values=measure).astype(float)
        for k, cell in enumerate(cells):
            for name in named:
                if name == base:
                    continue
                stats = paired_stats(wide[where[(k, base)]].tolist(), wide[where[(k, name)]].tolist())
                rows.append({"regime": name, "baseline": base, "lineup": cell.lineup,
                             "wages_to_end": cell.wages_to_end, **dict(cell.switches), "measure": measure, **stats})
    columns = [*TABLE_COLUMNS[:4], *varied, *TABLE_COLUMNS[4:]]
    table = pd.DataFrame(rows, columns=columns)
    table["wages_to_end"] = table["wages_to_end"].astype("Int64")
    order = regime_dtype(list(named))  # as in an experiment's tables: the regimes' order
    table["regime"] = table["regime"].astype(order)
    table["baseline"] = table["baseline"].astype(order)
    return table


def paired_stats(baseline: Sequence[float], values: Sequence[float]) -> dict[str, Any]:
    """Mean paired difference (``values - baseline``), its 95% t interval, the shares of pairs below
    and above zero, the pair's correlation, n, and the width of the interval the same games would give
    unpaired (as if independent: what the pairing saves); pairs with a missing value are left out.

    >>> s = paired_stats([1.0, 2.0, 3.0], [0.5, 2.5, 2.0])
    >>> round(s["mean_difference"], 3), s["n"], round(s["share_negative"], 3)
    (-0.333, 3, 0.667)
    """
    pairs = [(b, v) for b, v in zip(baseline, values, strict=True) if not (math.isnan(b) or math.isnan(v))]
    n = len(pairs)
    diffs = [v - b for b, v in pairs]
    mean = sum(diffs) / n if n else math.nan
    half = unpaired = math.nan
    if n > 1:
        sd = math.sqrt(sum((d - mean) ** 2 for d in diffs) / (n - 1))
        half = t975(n - 1) * sd / math.sqrt(n)
        spread = _variance([b for b, _ in pairs]) + _variance([v for _, v in pairs])
        unpaired = 2 * t975(n - 1) * math.sqrt(spread / n)
    return {"n": n, "baseline_mean": sum(b for b, _ in pairs) / n if n else math.nan,
            "regime_mean": sum(v for _, v in pairs) / n if n else math.nan, "mean_difference": mean,
            "ci_low": mean - half, "ci_high": mean + half,
            "share_negative": sum(d < 0 for d in diffs) / n if n else math.nan,
            "share_positive": sum(d > 0 for d in diffs) / n if n else math.nan,
            "correlation": _correlation(pairs), "unpaired_ci_width": unpaired}


def _variance(xs: list[float]) -> float:
    m = sum(xs) / len(xs)
    return sum((x - m) ** 2 for x in xs) / (len(xs) - 1)


def _correlation(pairs: list[tuple[float, float]]) -> float:
    n = len(pairs)
    if n < 2:
        return math.nan
    mb, mv = sum(b for b, _ in pairs) / n, sum(v for _, v in pairs) / n
    sbb = sum((b - mb) ** 2 for b, _ in pairs)
    svv = sum((v - mv) ** 2 for _, v in pairs)
    if sbb == 0 or svv == 0:
        return math.nan
    return sum((b - mb) * (v - mv) for b, v in pairs) / math.sqrt(sbb * svv)


def measure_words(measure: str) -> tuple[str, str]:
    """(what ``measure`` is called, which way is better: e.g. ``"lower = more equal"``; "" if neither)."""
    return WORDS.get(measure, (measure.replace("_", " "), ""))


def cell_label(row: Mapping[str, Any], varied: Sequence[str]) -> str:
    """A cell's length and switches in words: ``"5 wages to end, luxury=False"``."""
    try:
        words = f"{int(row['wages_to_end'])} wages to end"
    except (TypeError, ValueError):  # None, or pandas' missing value: the edition's own end
        words = "the edition's end"
    return ", ".join([words, *(f"{k}={row[k]}" for k in varied)])


def varied_switches(table: Any) -> list[str]:
    """The switch columns of a robustness table (those between ``wages_to_end`` and ``measure``)."""
    columns = list(table.columns)
    return columns[columns.index("wages_to_end") + 1:columns.index("measure")]


__all__ = ["MEASURES", "WORDS", "Cell", "cell_label", "measure_words", "paired_stats", "robustness", "t975",
           "varied_switches"]
