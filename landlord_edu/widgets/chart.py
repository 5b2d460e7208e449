"""The live wealth chart: the spec is sent once, then only each turn's new rows."""

from __future__ import annotations

import copy
from functools import lru_cache
from typing import TYPE_CHECKING, Any

import anywidget
import traitlets

from ..chart_data import MEASURES, chart_rows, check_measure, describe_chart, vote_rows, vote_turn
from ..charts.live import live_spec, wealth_spec
from ..charts.style import wealth_titles
from ..game import Game
from ._static import static_path, with_vega
from .arguments import check_choice, check_game
from .door import Door

if TYPE_CHECKING:  # only a chart given by the caller is an Altair object: Altair is not imported here
    import altair as alt


@lru_cache(maxsize=32)
def _own_spec(measure: str, title: str, axis: str, players: tuple[str, ...]) -> dict[str, Any]:
    """The spec of our own chart, built once per measure, titles and players: that of
    ``wealth_chart([], ...)``, built as plain data (importing Altair and checking a chart with it would
    take over a second in a fresh kernel; tests/test_widget_chart.py checks that the two are the same)."""
    spec = wealth_spec(measure, title, axis, players)
    spec.update(width="container", autosize={"type": "fit-x", "contains": "padding"})  # the width of its place
    return spec


class StreamedChart(anywidget.AnyWidget):
    """The browser half shared by the live charts: a spec sent once, then rows streamed into it."""

    _esm = with_vega("wealth-chart.js")
    _css = static_path("wealth-chart.css")

    spec = traitlets.Dict().tag(sync=True)
    rows: traitlets.List[dict[str, Any]] = traitlets.List().tag(sync=True)
    rows_patch: traitlets.List[dict[str, Any]] = traitlets.List().tag(sync=True)
    vote: traitlets.List[dict[str, Any]] = traitlets.List().tag(sync=True)
    measure = traitlets.Unicode("wealth").tag(sync=True)
    description = traitlets.Unicode("").tag(sync=True)
    cursor = traitlets.Int(-1).tag(sync=True)  # a turn looked back at (the views' slider), drawn as a rule; -1: none

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        # alone, it says a refusal under the chart; a view's door takes over inside a view
        Door(say=lambda text: setattr(self, "description", text)).watch(self)


class WealthChart(StreamedChart):
    """Wealth, cash or the Gini coefficient of a running game, by turn, drawn as the game goes.

    Parameters
    ----------
    game : the :class:`~landlord_edu.game.Game` to follow.
    measure : ``"wealth"``, ``"cash"`` or ``"gini"``; assign :attr:`measure` later to switch.
    chart : an Altair chart to use for ``measure`` instead of the default, e.g.
        ``wealth_chart(game).properties(width=800)``: start from :func:`~landlord_edu.charts.wealth_chart`
        so that its data is the named dataset ``rows``. Its own values are not sent: the game's are.

    Call :meth:`update` after each ``game.step()``: it sends only the rows of the turns played since
    (``rows_patch``, under 0.4 KB a turn for four players), which the browser inserts into the chart
    it already shows. ``rows`` holds every row sent, for views displayed later; it grows in place on
    both sides and is never sent again whole, except by :meth:`reset` or a switch of measure.
    ``description`` (the chart in words, for screen readers) is re-sent when there is news: a new
    round, a new leader or last player, the vote.

    Examples
    --------
    >>> from landlord_edu import Game
    >>> from landlord_edu.widgets import WealthChart
    >>> game = Game(players=4, seed=7)
    >>> chart = WealthChart(game)
    >>> game.step(); chart.update()
    >>> len(chart.rows)
    4
    >>> chart.measure = "gini"
    """

    def __init__(self, game: Game, measure: str = "wealth", chart: alt.TopLevelMixin | None = None,
                 **kwargs: Any) -> None:
        self.game = check_game(game, "WealthChart")
        check_choice(measure, MEASURES, "the chart's measure")
        self._charts: dict[str, alt.TopLevelMixin] = {} if chart is None else {measure: chart}
        self._built = measure
        self._sent = 0
        self._told: tuple[Any, ...] = ()
        super().__init__(measure=measure, **self._fresh(game, measure), **kwargs)
        self._told = self._news()

    # ----- public -------------------------------------------------------------------------------
    def update(self) -> None:
        """Send the rows of the turns played since the last call (nothing if there are none)."""
        new = chart_rows(self.game, self.measure, start=self._sent)
        vote = vote_rows(vote_turn(self.game))
        if not new and vote == self.vote:
            return
        self._sent += self._turns_in(new, self.measure, self.game)
        self.rows.extend(new)  # in place: traitlets sees no change, so the whole list is not sent again
        with self.hold_sync():
            if new:
                self.rows_patch = new
            self.vote = vote
            news = self._news()
            if news != self._told:  # a new round, leader or vote: worth saying (and announcing) again
                self._told = news
                self.description = self._describe()

    def reset(self, game: Game) -> None:
        """Follow another game (or the same one from scratch): all its rows are sent once."""
        self.game = game
        state = self._fresh(game, self.measure)
        with self.hold_sync():
            self.rows_patch = []
            for name, value in state.items():
                setattr(self, name, value)
        self._told = self._news()

    # ----- internals ----------------------------------------------------------------------------
    def _fresh(self, game: Game, measure: str) -> dict[str, Any]:
        """Spec, rows, vote and description for ``measure``; counts the turns as sent."""
        rows = chart_rows(game, measure)
        self._sent = self._turns_in(rows, measure, game)
        if measure in self._charts:
            spec = live_spec(self._charts[measure])
        else:
            title, axis = wealth_titles(game, measure)
            spec = copy.deepcopy(_own_spec(measure, title, axis, tuple(p.name for p in game.state.players)))
        spec["description"] = (f"Live line chart of {'the Gini coefficient' if measure == 'gini' else measure} "
                               "by turn; a text description follows it.")
        return {"spec": spec, "rows": rows, "vote": vote_rows(vote_turn(game)),
                "description": describe_chart(rows, measure, vote_turn(game),
                                              players=[p.name for p in game.state.players])}

    @staticmethod
    def _turns_in(rows: list[dict[str, Any]], measure: str, game: Game) -> int:
        """Turn snapshots in ``rows``: one row each for the Gini coefficient, one per player otherwise."""
        return len(rows) if measure == "gini" else len(rows) // len(game.state.players)

    def _news(self) -> tuple[Any, ...]:
        """What the description is re-sent for: the round, who leads (or is last), the vote. Not every
        turn: a screen reader would hear the chart after every turn, and each sentence costs bytes."""
        if not self.rows:
            return ()
        last = self.rows[-1]
        if self.measure == "gini":
            return (last.get("round"), round(last["gini"], 2), tuple(self.vote and [self.vote[0]["turn"]]))
        turn_rows = [r for r in self.rows[-len(self.game.state.players):] if r["turn"] == last["turn"]]
        values = [r[self.measure] for r in turn_rows]
        leaders = tuple(r["player"] for r in turn_rows if r[self.measure] == max(values))
        trailers = tuple(r["player"] for r in turn_rows if r[self.measure] == min(values))
        return (last.get("round"), leaders, trailers, tuple(self.vote and [self.vote[0]["turn"]]))

    def _describe(self) -> str:
        return describe_chart(self.rows, self.measure, vote_turn(self.game),
                              players=[p.name for p in self.game.state.players])

    @traitlets.validate("measure")
    def _check_measure(self, proposal: Any) -> str:
        try:
            return check_measure(proposal["value"])
        except ValueError as error:
            raise traitlets.TraitError(str(error)) from None

    @traitlets.observe("measure")
    def _switch_measure(self, change: Any) -> None:
        if change["new"] == self._built:
            return
        self._built = change["new"]
        self.reset(self.game)

    def __repr__(self) -> str:  # stable (no memory address): notebook outputs compare equal between runs
        return f"WealthChart(measure={self.measure!r}, turns={self._sent}, players={len(self.game.state.players)})"
