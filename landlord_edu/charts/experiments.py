"""Altair charts of an experiment's results: ordinary charts an instructor can restyle.

The data are aggregated in pandas first (means, intervals, Lorenz ordinates, histogram counts in
Vega-Lite's own bins), so a chart of 100,000 games carries a few hundred rows, not millions.
Regimes are told apart by colour (Okabe–Ito) and by dash or shape, never by colour alone.

Examples
--------
>>> from landlord_edu.experiments import run_experiment
>>> from landlord_edu.charts.experiments import gini_over_turns, lorenz_curves
>>> result = run_experiment(games=6, time_series=True, workers=1, progress=False)
>>> chart = gini_over_turns(result)        # restyle with Altair: chart.properties(width=800)
>>> [layer["mark"]["type"] for layer in chart.to_dict()["layer"]]
['area', 'line']
"""

from __future__ import annotations

import math

from ..errors import DataError
from ..extras import need

try:
    import altair as alt
except ImportError:
    need("altair", "experiments", "landlord_edu.charts.experiments")  # raises MissingExtra, naming the extra
    raise
from ..experiments.results import ExperimentResult
from ..rulesets import rule_set
from . import DASHES, OKABE_ITO, REGIME_COLOURS, SHAPES
from .binning import binned_counts
from .descriptions import distribution_text, lorenz_text, over_turns_text, paired_text
from .summaries import mean_lorenz

# Regimes in the side-by-side view's two colours first, then the rest of the Okabe–Ito palette.
COLOURS = REGIME_COLOURS + tuple(c for c in OKABE_ITO if c not in REGIME_COLOURS)
WIDTH, HEIGHT = 520, 300
Z95 = 1.96


def _regime_scales(result: ExperimentResult, skip: str | None = None) -> tuple[alt.Scale, alt.Scale, alt.Scale]:
    """Colour, dash and shape scales in the regimes' order (each regime keeps its colour in every chart)."""
    picked = [(k, r.name) for k, r in enumerate(result.regimes) if r.name != skip]
    names = [name for _, name in picked]
    colours = alt.Scale(domain=names, range=[COLOURS[k % len(COLOURS)] for k, _ in picked])
    dashes = alt.Scale(domain=names, range=[list(DASHES[k % len(DASHES)]) for k, _ in picked])
    shapes = alt.Scale(domain=names, range=[SHAPES[k % len(SHAPES)] for k, _ in picked])
    return colours, dashes, shapes


def _wealth_note(result: ExperimentResult) -> str:
    """What "wealth" means in these results where a rule set counts it otherwise (RuleSet.wealth_note)."""
    rules = list(dict.fromkeys(rule_set(r.played_edition()) for r in result.regimes))
    noted = [r for r in rules if r.wealth_note]
    if len(noted) == 1:
        whose = "rules" if len(rules) == 1 else "regimes"
        return f" ({noted[0].name} {whose}: {noted[0].wealth_note})"
    return "".join(f" ({r.name} regimes: {r.wealth_note})" for r in noted)


def gini_over_turns(result: ExperimentResult, measure: str = "gini", every: int = 4) -> alt.LayerChart:
    """The mean Gini coefficient (or ``"richest_share"``) by turn for each regime, with a 95% band.

    A game that has ended keeps its final value on later turns, so every turn averages over all
    games. ``every`` thins the turns plotted (every 4th turn: one round of four players).
    """
    if measure not in ("gini", "richest_share"):
        raise DataError("chart", "measure", f"'gini' or 'richest_share', not {measure!r}")
    frame = result.turns
    if frame.empty:
        raise DataError("chart", "result", "no games finished: nothing to draw")
    # a games-by-turns table (about as big as the turns table when games run to similar lengths): pandas
    # fills and averages it in about a second for 100,000 games
    wide = frame.pivot_table(index=["regime", "game"], columns="turn", values=measure, observed=True).ffill(axis=1)
    stats = wide.groupby(level="regime", sort=False, observed=True).agg(["mean", "std", "count"])
    rows = []
    for regime in stats.index:
        for turn in [t for t in wide.columns if t % every == 0]:
            mean, sd, n = (stats.loc[regime, (turn, k)] for k in ("mean", "std", "count"))
            half = Z95 * sd / math.sqrt(n) if n > 1 and not math.isnan(sd) else 0.0
            rows.append({"regime": regime, "turn": int(turn), "mean": mean, "low": mean - half,
                         "high": mean + half, "games": int(n)})
    colours, dashes, _ = _regime_scales(result)
    title = "Gini coefficient of wealth" if measure == "gini" else "Richest player's share of wealth"
    base = alt.Chart(alt.Data(values=rows)).encode(
        x=alt.X("turn:Q", title="Turn", axis=alt.Axis(format="d")),
        color=alt.Color("regime:N", scale=colours, title="Regime"))
    band = base.mark_area(opacity=0.2).encode(y=alt.Y("low:Q", title=f"{title} (mean, 95% band)"), y2="high:Q")
    line = base.mark_line().encode(y="mean:Q", strokeDash=alt.StrokeDash("regime:N", scale=dashes, title="Regime"),
                                   tooltip=["regime:N", "turn:Q", alt.Tooltip("mean:Q", format=".3f"), "games:Q"])
    phrase = "Gini coefficient of wealth" if measure == "gini" else "richest player's share of wealth"
    return (band + line).properties(width=WIDTH, height=HEIGHT,
                                    title=f"{title} by turn, {result.games_finished} games a regime",
                                    description=over_turns_text(rows, phrase, result.games_finished))


def lorenz_curves(result: ExperimentResult) -> alt.LayerChart:
    """Lorenz curves of final wealth for each regime (each game's curve, averaged), with the line
    of equality: the further below it, the more unequal."""
    rows = mean_lorenz(result.players)
    colours, dashes, shapes = _regime_scales(result)
    equality = alt.Chart(alt.Data(values=[{"x": 0, "y": 0}, {"x": 1, "y": 1}])).mark_line(
        color="#999999", strokeDash=[2, 2]).encode(x="x:Q", y="y:Q")
    curves = alt.Chart(alt.Data(values=rows)).mark_line(point=True).encode(
        x=alt.X("population:Q", title="Share of players, poorest first"),
        y=alt.Y("wealth:Q", title="Share of all wealth" + _wealth_note(result)),
        color=alt.Color("regime:N", scale=colours, title="Regime"),
        strokeDash=alt.StrokeDash("regime:N", scale=dashes, title="Regime"),
        shape=alt.Shape("regime:N", scale=shapes, title="Regime"),
        tooltip=["regime:N", alt.Tooltip("population:Q", format=".2f"), alt.Tooltip("wealth:Q", format=".3f")])
    return (equality + curves).properties(width=HEIGHT + 60, height=HEIGHT + 60,
                                          title="Lorenz curves of final wealth", description=lorenz_text(rows))


def _histogram_x(bins: tuple[float, float, float] | None, title: str, also: tuple[float, ...] = ()) -> alt.X:
    """The x of bars counted in pandas, drawn as Vega-Lite draws the bins it counts itself: the scale
    spans the bins (and ``also``: a rule at zero), the axis asks for a tick every 10 pixels (its
    default for binned data; a tick can only fall on a bin's edge)."""
    if bins is None:
        return alt.X("bin_start:Q", bin=alt.Bin(binned=True), title=title)
    start, stop, step = bins
    # the scale's domain is the bins', not the data's: a last bin's end a rounding error above
    # the stop would otherwise widen the axis by a "nice" step
    scale = alt.Scale(domain=[min((start, *also)), max((stop, *also))], bins=alt.ScaleBinParams(start=start, stop=stop,
                                                                                            step=step))
    return alt.X("bin_start:Q", bin=alt.Bin(binned=True, step=step), title=title, scale=scale,
                 axis=alt.Axis(tickCount=math.ceil(WIDTH / 10)))


def wealth_distribution(result: ExperimentResult, bins: int = 30) -> alt.Chart:
    """How final wealth is spread: a histogram of every player's final wealth, one panel per regime.

    The players are counted per bin here (the bins Vega-Lite's ``maxbins=bins`` would pick, over
    every regime's players), so the chart carries a row per bin and regime, not one per player.
    """
    frame = result.players
    counts, bins_used = binned_counts(frame["wealth"], bins, frame["regime"], by="regime")
    colours, _, _ = _regime_scales(result)
    return alt.Chart(counts).mark_bar().encode(
        x=_histogram_x(bins_used, "Final wealth of a player ($)" + _wealth_note(result)), x2="bin_end:Q",
        y=alt.Y("count:Q", title="Players"),
        color=alt.Color("regime:N", scale=colours, legend=None),
        row=alt.Row("regime:N", title=None, sort=[r.name for r in result.regimes]),
    ).properties(width=WIDTH, height=120, title="Distribution of final wealth",
                 description=distribution_text(frame, [r.name for r in result.regimes]))


def paired_differences(result: ExperimentResult, measure: str = "gini", baseline: str | None = None,
                       bins: int = 30) -> alt.LayerChart:
    """Game by game on the same dice: the regime's ``measure`` minus the baseline's, with the mean
    difference marked (a rule at zero would mean no effect). The games are counted per bin here,
    as Vega-Lite's ``maxbins=bins`` would bin them, so the chart's size does not grow with the games."""
    diffs = result.paired(measure, baseline)
    if diffs.empty:
        raise DataError("chart", "regimes", "paired differences need at least two regimes")
    base_name = diffs["baseline"].iloc[0]
    colours, _, _ = _regime_scales(result, skip=base_name)
    counts, bins_used = binned_counts(diffs["difference"], bins, diffs["regime"], by="regime")
    bars = alt.Chart(counts).mark_bar(opacity=0.45).encode(
        x=_histogram_x(bins_used, f"{measure}: regime minus {base_name}, same seed", also=(0,)), x2="bin_end:Q",
        y=alt.Y("count:Q", title="Games", stack=None),
        color=alt.Color("regime:N", scale=colours, title="Regime"))
    means = diffs.groupby("regime", sort=False, observed=True)["difference"].mean().reset_index()
    rule = alt.Chart(means).mark_rule(strokeWidth=2, strokeDash=[6, 3]).encode(
        x="difference:Q", color=alt.Color("regime:N", scale=colours),
        tooltip=["regime:N", alt.Tooltip("difference:Q", title="mean difference", format=".3f")])
    zero = alt.Chart(alt.Data(values=[{"x": 0}])).mark_rule(color="#444444").encode(x="x:Q")
    pairs = diffs["game"].nunique()
    return (bars + rule + zero).properties(width=WIDTH, height=HEIGHT,
                                           title=f"Paired differences in {measure} ({pairs} games, same seed)",
                                           description=paired_text(diffs, measure, base_name))


def describe_result(result: ExperimentResult, measure: str = "gini") -> str:
    """A sentence per regime for screen readers and handouts: the mean and 95% interval of ``measure``."""
    table = result.summary((measure,))
    parts = [f"{row.regime}: mean {measure} {row.mean:.3f} (95% interval {row.ci_low:.3f} to {row.ci_high:.3f}, "
             f"{row.games} games)" for row in table.itertuples()]
    return "; ".join(parts) + "."


__all__ = ["describe_result", "gini_over_turns", "lorenz_curves", "paired_differences", "wealth_distribution"]
