"""The live wealth chart: the spec is sent once, then only each turn's new rows."""

from __future__ import annotations

import copy
from functools import lru_cache
from typing import TYPE_CHECKING, Any

import anywidget
import traitlets

from ..chart_data import GINIS, NO_DEEDS, WORDS, chart_rows, describe_chart, vote_rows, vote_turn
from ..charts.live import live_spec, wealth_spec
from ..charts.style import SCORING_NOTE, wealth_titles
from ..game import Game
from ._static import static_path, with_vega
from .arguments import ViewError, check_choice, check_game
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


def rows_to_wire(rows: list[dict[str, Any]], _widget: Any = None) -> Any:
    """A turn's rows as they cross to the browser: the column names once, then each row's values
    (``{"columns": [...], "rows": [[...], ...]}``), about half the bytes of repeating every name in every
    row; rows of unlike columns travel as they are. The browser's ``expand`` undoes it.

    >>> rows_to_wire([{"turn": 3, "player": "Ann", "cash": 5}, {"turn": 3, "player": "Ben", "cash": 7}])
    {'columns': ['turn', 'player', 'cash'], 'rows': [[3, 'Ann', 5], [3, 'Ben', 7]]}
    """
    if not rows:
        return []
    columns = list(rows[0])
    if any(list(row) != columns for row in rows):
        return rows
    return {"columns": columns, "rows": [[row[c] for c in columns] for row in rows]}


def rows_from_wire(value: Any, _widget: Any = None) -> list[dict[str, Any]]:
    """The rows a compact patch stands for (:func:`rows_to_wire` undone)."""
    if isinstance(value, dict):
        return [dict(zip(value.get("columns", []), row, strict=False)) for row in value.get("rows", [])]
    return list(value or [])


class StreamedChart(anywidget.AnyWidget):
    """The browser half shared by the live charts: a spec sent once, then rows streamed into it."""

    _esm = with_vega("wealth-chart.js")
    _css = static_path("wealth-chart.css")

    spec = traitlets.Dict().tag(sync=True)
    rows: traitlets.List[dict[str, Any]] = traitlets.List().tag(sync=True)
    # each turn's new rows, sent compact (the column names once): most of a turn's traffic
    rows_patch: traitlets.List[dict[str, Any]] = traitlets.List().tag(sync=True, to_json=rows_to_wire,
                                                                        from_json=rows_from_wire)
    vote: traitlets.List[dict[str, Any]] = traitlets.List().tag(sync=True)
    measure = traitlets.Unicode("wealth").tag(sync=True)
    description = traitlets.Unicode("").tag(sync=True)
    # the game's scoring (Title Deeds counted) or not; the browser's switch sets it, shown if deeds_switch
    count_deeds = traitlets.Bool(False).tag(sync=True)
    deeds_switch = traitlets.Bool(False).tag(sync=True)
    note = traitlets.Unicode("").tag(sync=True)  # under the chart: why the scoring's line jumps at the vote
    empty_text = traitlets.Unicode("Press Step or Play: the chart fills turn by turn.").tag(sync=True)
    # the data table's columns, [field, heading] (the browser builds the table from the rows it has)
    table_columns: traitlets.List[list[str]] = traitlets.List().tag(sync=True)
    # the page's data table is open: the description shown with it is then re-sent every turn, not only
    # with news (a few hundred bytes a turn, while someone reads the table)
    table_open = traitlets.Bool(False).tag(sync=True)
    cursor = traitlets.Int(-1).tag(sync=True)  # a turn looked back at (the views' slider), drawn as a rule; -1: none

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        # alone, it says a refusal under the chart; a view's door takes over inside a view
        Door(say=lambda text: setattr(self, "description", text)).watch(self)


CHART_MEASURES = ("wealth", "cash", "gini")  # the view's choices; wealth and the Gini have a twin without deeds


def shown_measure(measure: str, count_deeds: bool, game: Game) -> str:
    """The column a chart of ``measure`` draws: wealth and the Gini coefficient without Title Deeds unless
    ``count_deeds`` (the game's scoring), where the rules have a Single Tax vote (elsewhere they are the same)."""
    if count_deeds or not game.rules.single_tax_vote:
        return measure
    return NO_DEEDS.get(measure, measure)


def table_columns(game: Game, shown: str) -> list[list[str]]:
    """The data table's columns for the column ``shown``: [field, heading] in the order read."""
    scoring = wealth_titles(game, "wealth")[1]
    if shown in GINIS:
        gini = ("Gini coefficient without Title Deeds" if shown == "gini_no_deeds"
                else "Gini coefficient, the game's scoring")
        return [["turn", "Turn"], ["round", "Round"], [shown, gini], ["public_treasury", "Public Treasury"],
                ["miscellaneous", "Miscellaneous"]]
    if shown == "wealth_no_deeds":
        return [["turn", "Turn"], ["round", "Round"], ["player", "Player"], ["cash", "Cash"],
                ["cards", "Cards other than Title Deeds"], ["houses", "Houses"],
                ["wealth_no_deeds", "Wealth without Title Deeds"]]
    return [["turn", "Turn"], ["round", "Round"], ["player", "Player"], ["cash", "Cash"], ["cards", "Cards"],
            ["houses", "Houses"], ["wealth", f"{scoring}, the game's scoring"]]


class WealthChart(StreamedChart):
    """Wealth, cash or the Gini coefficient of a running game, by turn, drawn as the game goes.

    Parameters
    ----------
    game : the :class:`~landlord_edu.game.Game` to follow.
    measure : ``"wealth"``, ``"cash"`` or ``"gini"``; assign :attr:`measure` later to switch
        (``"wealth_no_deeds"`` and ``"gini_no_deeds"`` are also taken: wealth or the Gini, deeds not counted).
    count_deeds : False (the default): wealth and the Gini coefficient count no Title Deeds, before and
        after the vote alike, so they do not jump when the Single Tax is voted (Title Deeds count nothing
        under it, rulings R-17). True: the game's scoring, with a note under the chart on its jump at the
        vote. The switch under the chart sets it (shown where the rules have a vote).
    chart : an Altair chart to use for ``measure`` instead of the default, e.g.
        ``wealth_chart(game, "wealth_no_deeds").properties(width=800)``: start from
        :func:`~landlord_edu.charts.wealth_chart` so that its data is the named dataset ``rows``. Its own
        values are not sent: the game's are.

    Call :meth:`update` after each ``game.step()``: it sends only the rows of the turns played since
    (``rows_patch``, under 0.5 KB a turn for four players), which the browser inserts into the chart
    it already shows. ``rows`` holds every row sent, for views displayed later; it grows in place on
    both sides and is never sent again whole, except by :meth:`reset` or a switch of measure.
    ``description`` (the chart in words, for screen readers) is re-sent when there is news: a new
    round, a new leader or last player, the vote. The browser shows the rows as a table on demand.

    Examples
    --------
    >>> from landlord_edu import Game
    >>> from landlord_edu.widgets import WealthChart
    >>> game = Game(players=4, seed=7)
    >>> chart = WealthChart(game)
    >>> game.step(); chart.update()
    >>> len(chart.rows), chart.shown
    (4, 'wealth_no_deeds')
    >>> chart.measure = "gini"
    >>> chart.count_deeds = True; chart.shown
    'gini'
    """

    def __init__(self, game: Game, measure: str = "wealth", chart: alt.TopLevelMixin | None = None,
                 count_deeds: bool = False, **kwargs: Any) -> None:
        self.game = check_game(game, "WealthChart")
        check_choice(measure, (*CHART_MEASURES, *NO_DEEDS.values()), "the chart's measure")
        if not isinstance(count_deeds, bool):
            raise ViewError(f"count_deeds must be True or False, not {count_deeds!r:.60}")
        family = next((k for k, v in NO_DEEDS.items() if v == measure), measure)
        count_deeds = count_deeds and family == measure  # a measure without deeds asked for by name
        shown = shown_measure(family, count_deeds, game)
        self._charts: dict[str, alt.TopLevelMixin] = {} if chart is None else {shown: chart}
        self._built = (family, count_deeds)
        self._sent = 0
        self._told: tuple[Any, ...] = ()
        super().__init__(measure=family, count_deeds=count_deeds, deeds_switch=bool(game.rules.single_tax_vote),
                         **self._fresh(game, shown), **kwargs)
        self._told = self._news()

    @property
    def shown(self) -> str:
        """The column drawn now: ``measure``, or its twin without Title Deeds (see ``count_deeds``)."""
        return shown_measure(self.measure, self.count_deeds, self.game)

    # ----- public -------------------------------------------------------------------------------
    def update(self) -> None:
        """Send the rows of the turns played since the last call (nothing if there are none)."""
        shown = self.shown
        new = chart_rows(self.game, shown, start=self._sent)
        vote = vote_rows(vote_turn(self.game))
        if not new and vote == self.vote:
            return
        self._sent += self._turns_in(new, shown, self.game)
        self.rows.extend(new)  # in place: traitlets sees no change, so the whole list is not sent again
        with self.hold_sync():
            if new:
                self.rows_patch = new
            self.vote = vote
            news = self._news()
            if news != self._told or self.table_open:  # a new round, leader or vote: worth saying again
                self._told = news
                self.description = self._describe()

    def reset(self, game: Game) -> None:
        """Follow another game (or the same one from scratch): all its rows are sent once."""
        self.game = game
        state = self._fresh(game, self.shown)
        with self.hold_sync():
            self.rows_patch = []
            self.deeds_switch = bool(game.rules.single_tax_vote)
            for name, value in state.items():
                setattr(self, name, value)
        self._told = self._news()

    # ----- internals ----------------------------------------------------------------------------
    def _fresh(self, game: Game, shown: str) -> dict[str, Any]:
        """Spec, rows, vote, note and description for the column ``shown``; counts the turns as sent."""
        rows = chart_rows(game, shown)
        self._sent = self._turns_in(rows, shown, game)
        if shown in self._charts:
            spec = live_spec(self._charts[shown])
        else:
            title, axis = wealth_titles(game, shown)
            spec = copy.deepcopy(_own_spec(shown, title, axis, tuple(p.name for p in game.state.players)))
        spec["description"] = f"Live line chart of {WORDS[shown]} by turn; a text description follows it."
        jumps = shown in NO_DEEDS and bool(game.rules.single_tax_vote)  # the scoring's wealth or Gini
        return {"spec": spec, "rows": rows, "vote": vote_rows(vote_turn(game)), "note": SCORING_NOTE if jumps else "",
                "table_columns": table_columns(game, shown),
                "description": describe_chart(rows, shown, vote_turn(game),
                                              players=[p.name for p in game.state.players])}

    @staticmethod
    def _turns_in(rows: list[dict[str, Any]], shown: str, game: Game) -> int:
        """Turn snapshots in ``rows``: one row each for the Gini coefficient, one per player otherwise."""
        return len(rows) if shown in GINIS else len(rows) // len(game.state.players)

    def _news(self) -> tuple[Any, ...]:
        """What the description is re-sent for: the round, who leads (or is last), the vote. Not every
        turn: a screen reader would hear the chart after every turn, and each sentence costs bytes."""
        if not self.rows:
            return ()
        last, shown = self.rows[-1], self.shown
        if shown in GINIS:
            return (last.get("round"), round(last[shown], 2), tuple(self.vote and [self.vote[0]["turn"]]))
        turn_rows = [r for r in self.rows[-len(self.game.state.players):] if r["turn"] == last["turn"]]
        values = [r[shown] for r in turn_rows]
        leaders = tuple(r["player"] for r in turn_rows if r[shown] == max(values))
        trailers = tuple(r["player"] for r in turn_rows if r[shown] == min(values))
        return (last.get("round"), leaders, trailers, tuple(self.vote and [self.vote[0]["turn"]]))

    def _describe(self) -> str:
        return describe_chart(self.rows, self.shown, vote_turn(self.game),
                              players=[p.name for p in self.game.state.players])

    @traitlets.validate("measure")
    def _check_measure(self, proposal: Any) -> str:
        if proposal["value"] not in CHART_MEASURES:
            raise traitlets.TraitError(f"measure must be one of {', '.join(map(repr, CHART_MEASURES))}, not "
                                       f"{proposal['value']!r} (count_deeds chooses the twin without Title Deeds)")
        return str(proposal["value"])

    @traitlets.observe("measure", "count_deeds")
    def _switch_measure(self, change: Any) -> None:
        if not hasattr(self, "game") or (self.measure, self.count_deeds) == self._built:
            return
        self._built = (self.measure, self.count_deeds)
        self.reset(self.game)

    def __repr__(self) -> str:  # stable (no memory address): notebook outputs compare equal between runs
        return (f"WealthChart(measure={self.measure!r}, count_deeds={self.count_deeds}, turns={self._sent}, "
                f"players={len(self.game.state.players)})")
