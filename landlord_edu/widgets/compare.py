"""The same seed under two rule regimes, side by side: two boards moving in step on the same
dice, and one chart comparing them (by default the Gini coefficient of wealth, turn by turn)."""

from __future__ import annotations

from html import escape
from typing import Any

import ipywidgets as w
import traitlets

from ..chart_data import describe_comparison, per_turn_rows, vote_rows, vote_turn
from ..charts.live import comparison_spec
from ..charts.style import SCORING_NOTE, comparison_titles
from ..edition import Edition, load_edition
from ..game import Game
from ..metrics import gini
from ..options import Options
from ..rulesets import DEFAULT_EDITION, rule_set
from .arguments import ViewError, check_choice, check_whole
from .board import BoardWidget
from .chart import StreamedChart
from .door import Door
from .projector import projector_button
from .timeline import Scrubber

COMPARE_MEASURES = ("gini", "public_treasury", "miscellaneous")


class ComparisonChart(StreamedChart):
    """One line per regime, streamed turn by turn like :class:`WealthChart` (same browser module), with the
    second game's vote marked. The Gini coefficient counts no Title Deeds unless ``count_deeds`` (the game's
    scoring, whose Title Deeds count nothing under the Single Tax only: it jumps at the vote; rulings R-17)."""

    def __init__(self, games: list[Game], labels: tuple[str, str], measure: str = "gini", **kwargs: Any) -> None:
        check_choice(measure, COMPARE_MEASURES, "the comparison's measure")
        self.games, self.labels = games, labels
        self._sent = [0, 0]
        kwargs.setdefault("empty_text", "Press Step both or Play: the chart fills turn by turn.")
        super().__init__(measure=measure, deeds_switch=measure == "gini", **kwargs)
        self.reset(games)

    @property
    def shown(self) -> str:
        """The column drawn: the Gini coefficient without Title Deeds unless ``count_deeds``."""
        return "gini_no_deeds" if self.measure == "gini" and not self.count_deeds else self.measure

    def _new_rows(self) -> list[dict[str, Any]]:
        out: list[dict[str, Any]] = []
        shown = self.shown
        for k, (game, label) in enumerate(zip(self.games, self.labels, strict=True)):
            records = per_turn_rows(game, shown, self._sent[k])
            self._sent[k] += len(records)
            out.extend({"regime": label, "turn": r["turn"], shown: r[shown]} for r in records)
        return out

    def reset(self, games: list[Game]) -> None:
        self.games = games
        self._sent = [0, 0]
        rows = self._new_rows()
        with self.hold_sync():
            self.spec = comparison_spec(self.labels, self.shown)  # plain data: no Altair to import
            self.rows_patch = []
            self.rows = rows
            self.vote = vote_rows(vote_turn(games[1]))
            self.deeds_switch = self.measure == "gini"
            self.note = SCORING_NOTE if self.shown == "gini" else ""
            self.table_columns = [["regime", "Rules"], ["turn", "Turn"], [self.shown, comparison_titles(self.shown,
                                                                                                  self.labels)[1]]]
            self.description = self._describe()

    def update(self) -> None:
        """Send the rows of the turns both games played since the last call, and the vote when it comes."""
        new = self._new_rows()
        vote = vote_rows(vote_turn(self.games[1]))
        if new or vote != self.vote:
            self.rows.extend(new)  # in place: only the patch travels
            with self.hold_sync():
                if new:
                    self.rows_patch = new
                self.vote = vote
                self.description = self._describe()

    def _describe(self) -> str:
        text = describe_comparison(self.games[0], self.games[1], self.labels, self.shown)
        turn = vote_turn(self.games[1])
        return text if turn is None else f"{text} The Single Tax was voted at turn {turn} under the second rules."

    @traitlets.validate("measure")
    def _check_measure(self, proposal: dict[str, Any]) -> str:
        if proposal["value"] not in COMPARE_MEASURES:
            raise traitlets.TraitError(f"measure must be one of {', '.join(COMPARE_MEASURES)}, "
                                       f"not {proposal['value']!r}")
        return str(proposal["value"])

    @traitlets.observe("measure", "count_deeds")
    def _switch(self, change: dict[str, Any]) -> None:
        if change["old"] != change["new"] and hasattr(self, "games"):
            self.reset(self.games)

    def __repr__(self) -> str:
        return f"ComparisonChart(measure={self.measure!r}, count_deeds={self.count_deeds}, labels={self.labels!r})"


class CompareView(w.VBox):
    """Two games on the same seed and the same dice: landlord rules throughout, and the Single
    Tax voted at a set turn. Bots only (a person cannot play two games at once).

    The comparison is of a rule set's vote (``RuleSet.vote``). An edition whose rules have none is
    refused, saying what its rule set offers instead (its refusal of ``single_tax_at``): compare its
    readings with an experiment, two :class:`~landlord_edu.experiments.Regime` of that edition
    (docs/experiments.md).

    Examples
    --------
    >>> from landlord_edu.widgets.compare import CompareView
    >>> view = CompareView(players=4, seed=7, single_tax_at=30)
    >>> view.run(40)        # or press Play
    """

    def __init__(self, *, players: int | list[str] = 4, strategies: list[str] | None = None, seed: int = 0,
                 single_tax_at: int = 30, options: Options | None = None,
                 edition: str | Edition = DEFAULT_EDITION) -> None:
        if strategies and "human" in strategies:
            raise ViewError("the side-by-side view plays bots only; use GameView for human players")
        check_whole(seed, "the seed")
        check_whole(single_tax_at, "single_tax_at (the turn of the vote)")
        self.edition = edition if isinstance(edition, Edition) else load_edition(edition)
        rules = rule_set(self.edition)
        if not rules.single_tax_vote:
            refusal = rules.refusals.get("single_tax_at")
            instead = f": the {self.edition.id} rules {refusal.api or refusal.cli}" if refusal else ""
            raise ViewError(
                f"the side-by-side view compares a game with and without its rules' vote; the "
                f"{self.edition.id} rules have no vote. Play them in GameView(edition={self.edition.id!r}), or "
                f"compare their readings in an experiment, two Regime(..., edition={self.edition.id!r}) "
                f"(docs/experiments.md){instead}")
        self.players, self.strategies, self.options = players, strategies, options
        self.single_tax_at = single_tax_at
        self.labels = ("Landlord's Game", f"Single Tax from turn {single_tax_at}")
        self.games = self._new_games(seed)
        self.boards = [BoardWidget(g) for g in self.games]
        self.chart = ComparisonChart(self.games, self.labels)
        self.status = w.HTML()   # the message line
        self.door = Door(say=self._say, refresh=self.refresh)
        self.seed = w.IntText(value=seed, description="Seed", layout=w.Layout(width="170px"))
        self.step_button = w.Button(description="Step both", icon="step-forward")
        self.play = w.Play(value=0, min=0, max=10**9, interval=200, show_repeat=False, description="Play")
        self.reset_button = w.Button(description="Reset", icon="undo")
        self.step_button.on_click(self.door.guard(lambda _b: self.step()))
        self.reset_button.on_click(self.door.guard(lambda _b: self.reset(self.seed.value)))
        self.play.observe(self.door.guard(self._on_tick), names="value")
        self.scrubber = Scrubber(lambda: self.games, self.door)   # both games at an earlier turn, then Live
        titles = [w.HTML(f"<b>{label}</b>") for label in self.labels]
        # side by side only where each board gets 800 px (its words stay 12 px); else one under the other
        boards = w.HBox([w.VBox([t, b], layout=w.Layout(flex="1 1 800px", min_width="min(800px, 100%)"))
                         for t, b in zip(titles, self.boards, strict=True)], layout=w.Layout(flex_flow="row wrap"))
        boards.add_class("landlord-boards")   # in projector mode, one under the other whatever the width
        self.projector = projector_button(self, self.door)   # large type, high contrast: one click
        super().__init__([w.HBox([self.step_button, self.play, self.reset_button, self.seed, self.projector],
                                 layout=w.Layout(flex_flow="row wrap")), self.scrubber.box,
                          self.status, boards, self.chart])
        self.add_class("landlord-compare-view")
        self.door.watch_all(self)
        self.scrubber.sync()

    def _new_games(self, seed: int) -> list[Game]:
        return [Game(players=self.players, strategies=self.strategies, seed=seed, edition=self.edition,
                     options=self.options) for _ in range(2)]

    @property
    def over(self) -> bool:
        return all(g.over for g in self.games)

    def _say(self, text: str) -> None:
        self.status.value = f"<span role='alert'>{escape(text)}</span>" if text else ""

    def step(self) -> None:
        """One turn in each game (the second votes the Single Tax in when its turn comes)."""
        with self.door.entry():
            self.scrubber.check_live("play on")
            self._step()
            self._say("")

    def scrub(self, turn: int | None) -> None:
        """Show both boards and the chart's cursor at ``turn`` (None: the live turn), as the slider does."""
        with self.door.entry():
            self.scrubber.live() if turn is None else self.scrubber.scrub(turn)
            self._say("")

    def _step(self) -> None:
        for k, game in enumerate(self.games):
            if game.over:
                continue
            if k == 1:
                game.vote_single_tax_before(self.single_tax_at)
            game.step()

    def _on_tick(self, change: dict[str, Any]) -> None:
        """A tick of Play. Stop rewinds the Play widget's value, and a tick sent before a Stop (or
        before the games ended) may arrive after it: neither plays a turn."""
        if change["new"] <= change["old"] or not self.play.playing:
            return
        if self.over or self.scrubber.scrubbed:
            self.play.playing = False
            return
        self._step()

    def run(self, turns: int) -> None:
        """Step both games ``turns`` times, or until both are over."""
        for _ in range(check_whole(turns, "turns")):
            if self.over:
                break
            self.step()

    def reset(self, seed: int) -> None:
        """Both games again from the start on ``seed`` (a refused seed is said; the games stay)."""
        self.play.playing = False
        with self.door.entry():
            games = self._new_games(check_whole(seed, "the seed"))
            self.games = games
            self.scrubber.forget()
            for board, game in zip(self.boards, games, strict=True):
                board.reset(game)
            self.chart.reset(games)
            self.seed.value = seed
            self._say("")

    def refresh(self) -> None:
        """Bring both boards and the chart up to date with the games."""
        self.scrubber.sync()
        for board, shown in zip(self.boards, self.scrubber.shown(self.games), strict=True):
            board.game = shown   # the live game, or the game as it stood at the slider's turn
            board.update()
        self.chart.update()
        looking = self.scrubber.turn is not None
        self.chart.cursor = -1 if self.scrubber.turn is None else self.scrubber.turn
        self.step_button.disabled = self.play.disabled = looking
        if self.over or looking:
            self.play.playing = False

    def gini(self) -> list[float]:
        """The Gini coefficient of wealth in each game now."""
        return [gini([wealth for *_, wealth in g.rows()[-1][5]]) for g in self.games]
