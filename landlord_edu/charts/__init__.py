"""Altair charts of a game's history: wealth or cash by player, or the Gini coefficient, by turn.

Charts are data (house style): every builder returns an ordinary Altair chart made from tidy
records (:func:`landlord_edu.history.history_records`, :func:`~landlord_edu.history.turn_records`,
a pandas DataFrame of them, or a :class:`~landlord_edu.game.Game`), so an instructor can
restyle it with Altair. The rows live in a Vega dataset *named* ``rows`` and the Single Tax vote
in one named ``vote``: the live :class:`~landlord_edu.widgets.WealthChart` streams new rows into
them instead of redrawing.

Players are told apart by colour (Okabe–Ito, in seat order) *and* by point shape *and* by line
dash, never by colour alone. The engine never imports this module. Altair is imported when a chart is
built (not with the module: the notebook view draws its live chart from a plain spec, :mod:`.live`).

Examples
--------
>>> from landlord_edu import Game
>>> from landlord_edu.charts import describe_chart, wealth_chart
>>> game = Game(players=4, seed=7)
>>> _ = game.run(max_turns=40)
>>> chart = wealth_chart(game)                        # or wealth_chart(game.history(), ...)
>>> chart = chart.properties(width=800, title="Seed 7")   # restyle with Altair
>>> describe_chart(game).startswith("Line chart of wealth")
True
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from ..chart_data import (
    GINIS,
    MEASURES,
    Records,
    chart_rows,
    check_measure,
    describe_chart,
    describe_comparison,
    per_turn_rows,
    players_of,
    vote_rows,
    vote_turn,
)
from ..extras import need
from ..game import Game
from .accessible import show
from .live import VOTE_ALIGN, VOTE_DX, VOTE_HALO, live_spec
from .style import (
    AXES,
    DASHES,
    HEIGHT,
    LEGEND_ORIENT,
    OKABE_ITO,
    REGIME_COLOURS,
    ROWS,
    SHAPES,
    THINNED,
    TITLES,
    TOOLTIPS,
    TURN_AXIS,
    VOTE,
    WIDTH,
    comparison_titles,
    wealth_titles,
)
from .svg import chart_svg

if TYPE_CHECKING:  # Altair is imported when a chart is built (importing it takes about a second)
    import altair as alt

__all__ = [
    "MEASURES",
    "OKABE_ITO",
    "chart_rows",
    "chart_svg",
    "comparison_chart",
    "describe_chart",
    "describe_comparison",
    "live_spec",
    "players_of",
    "show",
    "vote_rows",
    "vote_turn",
    "wealth_chart",
    "wealth_titles",
]


def _altair() -> Any:
    """Altair, or a one-line :class:`~landlord_edu.errors.MissingExtra` naming the extra that installs it."""
    return need("altair", "widgets", "a chart (landlord_edu.charts)")


def _turn_axis() -> alt.Axis:
    alt = _altair()

    return alt.Axis(**TURN_AXIS)


# ----- builders ------------------------------------------------------------------------------------
def wealth_chart(records: Game | Records | Any, measure: str = "wealth", single_tax_turn: int | None = None,
                 title: str | None = None, *, players: Sequence[str] | None = None,
                 axis_title: str | None = None) -> alt.LayerChart:
    """A line per player of ``measure`` by turn, or (``"gini"``, ``"gini_no_deeds"``) one line of the Gini
    coefficient.

    Parameters
    ----------
    records : player records (``history_records(game)``, ``game.history()``), turn records for
        ``"gini"``, or a :class:`~landlord_edu.game.Game` (its vote turn is then used by default; the
        measures without Title Deeds are drawn from a Game, or records that have their column).
    measure : ``"wealth"``, ``"cash"`` or ``"gini"`` (the game's scoring), or ``"wealth_no_deeds"`` and
        ``"gini_no_deeds"``: wealth without Title Deeds, which count nothing under the Single Tax (rulings
        R-17), so these do not jump at the vote (docs/widgets.md, "Which wealth the chart shows").
    single_tax_turn : draw a rule labelled "Single Tax voted" at this turn (None or -1: no rule).
    title : the chart's title (a default per measure; from a Game, :func:`wealth_titles`).
    players : names in seat order, when the records do not have them all yet (a live chart).
    axis_title : the y axis's title (likewise: a rule set may count wealth otherwise, e.g. as money,
        cash less debts: ``RuleSet.wealth_titles``).

    Returns
    -------
    altair.LayerChart
        Layers: lines, points (shape per player, every few turns), the vote rule, its label.
        Its rows are the named dataset ``"rows"``; restyle it with Altair as usual.
    """
    alt = _altair()

    check_measure(measure)
    if isinstance(records, Game):
        single_tax_turn = vote_turn(records) if single_tax_turn is None else single_tax_turn
        players = players or [p.name for p in records.state.players]
        default_title, default_axis = wealth_titles(records, measure)
        title, axis_title = title or default_title, axis_title or default_axis
    rows = chart_rows(records, measure)
    layers = _gini_layers(measure) if measure in GINIS else \
        _player_layers(measure, list(players or players_of(rows)), axis_title or AXES[measure])
    description = describe_chart(rows, measure, single_tax_turn, players=players)
    return alt.LayerChart(layer=[*layers, *_vote_layers(single_tax_turn)], data=alt.InlineData(values=rows, name=ROWS),
                          width=WIDTH, height=HEIGHT, title=title or TITLES[measure], description=description)


def _thinned(chart: alt.Chart) -> alt.Chart:
    """Keep a point every few turns (and the latest): shapes that stay legible on long games."""
    return chart.transform_joinaggregate(last_turn="max(turn)").transform_filter(THINNED)


def _player_layers(measure: str, players: list[str], axis_title: str) -> list[alt.Chart]:
    alt = _altair()

    n = len(players)
    legend = alt.Legend(title="Player", orient=LEGEND_ORIENT, symbolSize=90, symbolStrokeWidth=2)
    colour = alt.Color("player:N", scale=alt.Scale(domain=players, range=[OKABE_ITO[i % 8] for i in range(n)]),
                       legend=legend)
    dash = alt.StrokeDash("player:N", scale=alt.Scale(domain=players, range=[list(DASHES[i % 8]) for i in range(n)]),
                          legend=legend)
    shape = alt.Shape("player:N", scale=alt.Scale(domain=players, range=[SHAPES[i % 8] for i in range(n)]),
                      legend=legend)
    base = alt.Chart().encode(x=alt.X("turn:Q", axis=_turn_axis()),
                              y=alt.Y(f"{measure}:Q", title=axis_title), color=colour)
    lines = base.mark_line(strokeWidth=2).encode(strokeDash=dash)
    tooltip = [alt.Tooltip("player:N", title="Player"), alt.Tooltip("turn:Q", title="Turn"),
               alt.Tooltip("round:Q", title="Round"),
               *[alt.Tooltip(f"{field}:Q", title=name) for field, name in TOOLTIPS[measure == "wealth_no_deeds"]]]
    points = _thinned(base.mark_point(filled=True, size=55, opacity=1, stroke="white", strokeWidth=0.8)
                      .encode(shape=shape, tooltip=tooltip))
    return [lines, points]


def _gini_layers(measure: str = "gini") -> list[alt.Chart]:
    alt = _altair()

    base = alt.Chart().encode(x=alt.X("turn:Q", axis=_turn_axis()),
                              y=alt.Y(f"{measure}:Q", title=AXES[measure], scale=alt.Scale(domain=[0, 1])))
    line = base.mark_line(color=OKABE_ITO[4], strokeWidth=2)
    points = _thinned(base.mark_point(filled=True, size=40, color=OKABE_ITO[4], opacity=1).encode(
        tooltip=[alt.Tooltip("turn:Q", title="Turn"), alt.Tooltip(f"{measure}:Q", title="Gini", format=".3f")]))
    return [line, points]


def _vote_layers(single_tax_turn: int | None) -> list[alt.Chart]:
    """Always present (so a live chart can fill it in later); empty when there was no vote."""
    alt = _altair()

    vote = alt.InlineData(values=vote_rows(single_tax_turn), name=VOTE)
    rule = alt.Chart(vote).mark_rule(color="#444444", strokeWidth=1.5).encode(x="turn:Q")

    def text(**halo: Any) -> Any:  # an alt.Chart
        return alt.Chart(vote).mark_text(align=alt.ExprRef(VOTE_ALIGN), baseline="top", dx=alt.ExprRef(VOTE_DX), y=4,
                                         color="#222222", fontSize=12, fontWeight="bold", **halo).encode(
            x="turn:Q", text="label:N")

    # a white halo under the label: it stays readable where a player's line crosses it
    return [rule, text(stroke=VOTE_HALO, strokeOpacity=0.85, strokeWidth=4), text()]


def comparison_chart(records_a: Game | Records | Any, records_b: Game | Records | Any,
                     labels: tuple[str, str] = ("Landlord's Game", "Single Tax"),
                     measure: str = "gini", single_tax_turn: int | None = None) -> alt.LayerChart:
    """One line per regime: ``measure`` by turn in two games (e.g. the same seed without and with the
    Single Tax). ``measure`` is a per-turn column: ``"gini"`` (worked out from player records if
    need be), ``"gini_no_deeds"`` (from Games), ``"public_treasury"`` or ``"miscellaneous"``. Rows carry
    a ``regime`` column. ``single_tax_turn`` marks the vote (by default the second Game's vote, if any)."""
    alt = _altair()

    if single_tax_turn is None and isinstance(records_b, Game):
        single_tax_turn = vote_turn(records_b)
    if measure in ("wealth", "cash", "wealth_no_deeds"):
        raise ValueError(f"comparison_chart draws one line per regime; {measure!r} has one line per player "
                         "(use wealth_chart for each game, side by side)")
    rows = [{"regime": label, "turn": r["turn"], measure: r[measure]}
            for label, data in zip(labels, (records_a, records_b), strict=True)
            for r in per_turn_rows(data, measure)]
    title, axis_title = comparison_titles(measure, labels)
    legend = alt.Legend(title="Rules", orient=LEGEND_ORIENT, symbolSize=90, symbolStrokeWidth=2)
    domain = list(labels)
    colour = alt.Color("regime:N", scale=alt.Scale(domain=domain, range=list(REGIME_COLOURS)), legend=legend)
    scale = alt.Scale(domain=[0, 1]) if measure in GINIS else alt.Scale(zero=True)
    base = alt.Chart().encode(x=alt.X("turn:Q", axis=_turn_axis()),
                              y=alt.Y(f"{measure}:Q", title=axis_title, scale=scale), color=colour)
    lines = base.mark_line(strokeWidth=2).encode(
        strokeDash=alt.StrokeDash("regime:N", scale=alt.Scale(domain=domain, range=[[1, 0], [8, 4]]), legend=legend))
    points = _thinned(base.mark_point(filled=True, size=55, opacity=1).encode(
        shape=alt.Shape("regime:N", scale=alt.Scale(domain=domain, range=["circle", "square"]), legend=legend),
        tooltip=[alt.Tooltip("regime:N", title="Rules"), alt.Tooltip("turn:Q", title="Turn"),
                 alt.Tooltip(f"{measure}:Q", format=".3f" if measure in GINIS else ",d")]))
    description = describe_comparison(records_a, records_b, labels, measure)
    return alt.LayerChart(layer=[lines, points, *_vote_layers(single_tax_turn)],
                          data=alt.InlineData(values=rows, name=ROWS), width=WIDTH,
                          height=HEIGHT, title=title, description=description)
