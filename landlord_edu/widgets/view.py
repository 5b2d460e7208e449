"""``GameView``: the board, the live wealth chart, the controls and the narrative, for one game.

Everything a click does goes through the engine's public API (``step``, ``answer``,
``vote_single_tax``); the views are then brought up to date from the engine, so they can
never drift from it, whatever the order of clicks. Everything the browser sends comes in by
one door (:mod:`.door`): what the view cannot take is said on its message line, never raised
in the kernel.
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape
from pathlib import Path
from typing import Any

import ipywidgets as w

from ..arguments import player_range as allowed_players
from ..board.view import board_view
from ..edition import Edition
from ..game import Game
from ..options import Options
from ..rulesets import DEFAULT_EDITION
from ..strategies import STRATEGIES
from .arguments import check_game, check_whole
from .board import BoardWidget
from .chart import WealthChart
from .decision_panel import DecisionPanel
from .door import Door
from .files import FileBar
from .labels import AMOUNT_LABELS
from .narrative import NARRATIVE_EVENTS, narrative_html
from .projector import projector_button
from .timeline import Scrubber

MIN_TICK_MS = 100


def player_range(game: Game) -> tuple[int, int]:
    """The fewest and most players a new game of this edition and these switches may have: the
    count Game() checks, so that Reset is not refused (the beginners' rules deal four hands only)."""
    return allowed_players(game.edition, game.options)


class GameView(w.VBox):
    """One game in a notebook: board, wealth chart, controls, human decisions and narrative.

    Parameters
    ----------
    game : a game to show (else one is made from the other arguments).
    players, strategies, seed, options : as for :class:`~landlord_edu.game.Game`.
    edition : a packaged edition's name (by default :data:`~landlord_edu.rulesets.DEFAULT_EDITION`; the
        others are :func:`~landlord_edu.edition.available_editions`) or an :class:`~landlord_edu.edition.Edition`;
        its rule set's view draws its own board and centre.
    new_game : a recipe ``seed -> Game`` used by Reset instead (a scenario).

    Examples
    --------
    >>> from landlord_edu.widgets import GameView
    >>> view = GameView(players=["Ann", "Ben", "Cal"], strategies=["human", "landlord", "cautious"], seed=7)
    >>> view.step()       # the same as pressing Step
    >>> from landlord_edu import available_editions
    >>> later = GameView(players=4, seed=1, edition=available_editions()[1])  # another edition
    """

    def __init__(self, game: Game | None = None, *, players: int | list[str] = 4,
                 strategies: list[str] | None = None, seed: int = 0, options: Options | None = None,
                 edition: str | Edition = DEFAULT_EDITION, new_game: Callable[[int], Game] | None = None) -> None:
        check_whole(seed, "the seed")
        if game is not None:
            check_game(game, "GameView")
        self.game = game or (new_game(seed) if new_game else
                             Game(players=players, strategies=strategies, seed=seed, edition=edition,
                                  options=options))
        self.options = self.game.options
        self.edition = self.game.edition
        self._new_game = new_game
        self.status = w.HTML()   # the message line: refusals, in the engine's words
        self.door = Door(say=self._say, refresh=self.refresh)
        self.scrubber = Scrubber(lambda: [self.game], self.door)   # the turn slider: look back, then Live
        self.board = BoardWidget(self.game)
        self.chart = WealthChart(self.game)
        self.decision = DecisionPanel(self.game, self.answer, self.door)
        self.narrative = w.HTML(layout=w.Layout(max_height="260px", overflow="auto"))
        self._build_controls()
        self.files = FileBar(lambda: self.game, self._show_game, self._say, self.door, self.scrubber)
        self.controls.children += (self.scrubber.box, self.files.box)
        if new_game is not None:  # the scenario names its players and strategies
            self.players.disabled = True
            for dropdown in self.strategy_boxes.children:
                dropdown.disabled = True
        # the board is the main thing: the notebook's whole width (its CSS keeps it on the screen), and
        # under it the chart and the narrative, side by side where there is room
        board_box = w.Box([self.board], layout=w.Layout(width="100%"))
        chart_box = w.VBox([self.chart], layout=w.Layout(flex="2 1 480px", min_width="320px"))  # a column: it
        story_box = w.VBox([self.narrative], layout=w.Layout(flex="1 1 300px", min_width="260px"))  # fills it
        under = w.HBox([chart_box, story_box], layout=w.Layout(flex_flow="row wrap"))
        under.add_class("landlord-under")   # in projector mode, one under the other
        super().__init__([self.controls, self.status, self.decision, board_box, under])
        self.add_class("landlord-game-view")
        self.refresh()

    # ----- controls -----------------------------------------------------------
    def _build_controls(self) -> None:
        n = len(self.game.state.players)
        low, high = player_range(self.game)
        self.step_button = w.Button(description="Step", tooltip="Play one turn", icon="step-forward")
        self.play = w.Play(value=0, min=0, max=10**9, step=1, interval=200, description="Play",
                           show_repeat=False)
        self.speed = w.IntSlider(value=5, min=1, max=30, description="Turns/s")
        self.reset_button = w.Button(description="Reset", icon="undo")
        self.new_seed = w.Checkbox(value=False, description="new seed", indent=False)
        self.seed = w.IntText(value=self.game.seed, description="Seed", layout=w.Layout(width="170px"))
        self.players = w.BoundedIntText(value=n, min=min(n, low), max=max(n, high),
                                        description="Players", layout=w.Layout(width="150px"))
        self.strategy_boxes = w.HBox()
        self._strategy_dropdowns(n, [s.name for s in self.game.strategies])
        self.vote_button = w.Button(description="Vote the Single Tax", button_style="info")
        self.projector = projector_button(self, self.door)   # large type, high contrast: one click
        money = board_view(self.game).wealth_word  # what the edition's scoring calls wealth
        self.measure = w.ToggleButtons(options=[(money, "wealth"), ("Cash", "cash"), ("Gini", "gini")],
                                       value="wealth", description="Chart")
        guard = self.door.guard
        self.step_button.on_click(guard(lambda _b: self.step()))
        self.reset_button.on_click(guard(lambda _b: self.reset()))
        self.vote_button.on_click(guard(lambda _b: self.vote()))
        self.play.observe(guard(self._on_tick), names="value")
        self.speed.observe(guard(lambda _ch: self._set_pace()), names="value")
        self._set_pace()
        self.players.observe(guard(lambda ch: self._strategy_dropdowns(ch["new"], None)), names="value")
        # the toggle and the chart's own measure (which its page may set too) follow each other
        self.measure.observe(guard(lambda ch: setattr(self.chart, "measure", ch["new"])), names="value")
        self.chart.observe(guard(lambda ch: setattr(self.measure, "value", ch["new"])), names="measure")
        self.controls = w.VBox([
            w.HBox([self.step_button, self.play, self.speed, self.vote_button, self.projector],
                   layout=w.Layout(flex_flow="row wrap")),
            w.HBox([self.reset_button, self.seed, self.new_seed, self.players], layout=w.Layout(flex_flow="row wrap")),
            self.strategy_boxes, self.measure])

    def _strategy_dropdowns(self, n: int, chosen: list[str] | None) -> None:
        old = [d.value for d in self.strategy_boxes.children]
        names = chosen or [old[k] if k < len(old) else ("landlord", "cautious", "random")[k % 3] for k in range(n)]
        self.strategy_boxes.children = tuple(
            w.Dropdown(options=sorted(STRATEGIES), value=names[k], description=f"Player {k + 1}",
                       layout=w.Layout(width="200px")) for k in range(n))

    # ----- actions --------------------------------------------------------------
    def _say(self, text: str) -> None:
        self.status.value = f"<span role='alert'>{escape(text)}</span>" if text else ""

    def _act(self, action: Callable[[], Any]) -> None:
        """Do one thing through the engine; show its refusal, if any; bring every view up to date."""
        with self.door.entry():
            action()
            self._say("")

    def _live(self, what: str, action: Callable[[], Any]) -> None:
        """Do ``action`` to the live game; refused while the view looks back at an earlier turn."""
        def live_action() -> None:
            self.scrubber.check_live(what)
            action()
        self._act(live_action)

    def step(self) -> None:
        """Play one turn (or up to the next human decision)."""
        d = self.game.pending
        if d is not None and self.scrubber.turn is None:
            # the engine's refusal says "use game.answer(...)": in a view, the panel below answers
            self._say(f"waiting for {self.game.state.players[d.player].name} to answer: {d.prompt}; choose below")
            return
        self._live("play on", self.game.step)

    def answer(self, value: Any) -> None:
        """Answer the pending human decision. A Pass leaves no event in the log (bots' passes are not logged
        either), so the message line says it: the class sees that the click counted."""
        d = self.game.pending
        self._live("answer", lambda: self.game.answer(value))
        if d is not None and d.kind in AMOUNT_LABELS and value == 0 and self.game.pending is not d:
            self._say(f"{self.game.state.players[d.player].name} passed: no {AMOUNT_LABELS[d.kind].lower()}")

    def vote(self, voters: list[int] | None = None) -> None:
        """The class votes the Single Tax in (as the first two players, unless voters are given)."""
        self._live("vote", lambda: self.game.vote_single_tax(voters or [0, 1]))

    def scrub(self, turn: int | None) -> None:
        """Show the board, the chart's cursor and the story at ``turn`` (None: the live turn), as the slider does."""
        self._act(lambda: self.scrubber.live() if turn is None else self.scrubber.scrub(turn))

    def save(self, path: str | Path | None = None) -> None:
        """Save the game as JSON (by default beside the notebook), as Save does."""
        with self.door.entry():   # its own sentence stays on the message line
            self.files.save(path)

    def load(self, source: str | Path | bytes) -> None:
        """Show a saved game (a path, or a file's bytes), as Load does; a refused file leaves the view as it was."""
        with self.door.entry():
            self.files.load(source)

    def undo(self) -> None:
        """Take back the last human answer, as Undo does."""
        with self.door.entry():
            self.files.undo()

    def _show_game(self, game: Game) -> None:
        """Show another game (loaded, or with an answer taken back): its edition, switches, seed and players."""
        self.play.playing = False   # auto-play does not run on into a game just loaded
        self.game, self.options, self.edition, self.seed.value = game, game.options, game.edition, game.seed
        names = [s.name for s in game.strategies]
        low, high = player_range(game)
        self.players.min, self.players.max = min(low, len(names)), max(high, len(names))
        self.players.value = len(names)
        if all(name in STRATEGIES for name in names):
            self._strategy_dropdowns(len(names), names)
        money = board_view(game).wealth_word   # a game of another edition: its scoring's own word
        if self.measure.options[0][0] != money:
            chosen = self.measure.value   # new options select the first: the chosen measure is set again
            self.measure.options = [(money, "wealth"), *self.measure.options[1:]]
            self.measure.value = chosen
        self._follow()

    def _follow(self) -> None:
        """After ``self.game`` became another game: the board, chart and decision panel follow it, the slider
        back to live."""
        self.scrubber.forget()
        self.board.reset(self.game)
        self.chart.reset(self.game)
        self.decision.show(self.game)

    @classmethod
    def from_scenario(cls, path: str | Path, seed: int | None = None) -> GameView:
        """A view of a scenario game (see docs/scenarios.md) whose Reset stages the scenario again."""
        from ..scenario import load_scenario
        first = load_scenario(path, seed=seed)
        return cls(first, new_game=lambda s: load_scenario(path, seed=s))

    def reset(self, seed: int | None = None) -> None:
        """A new game: the same seed, or a new one. It keeps the edition and rule switches, and
        the chosen players and strategies; a view made with ``new_game`` (a scenario) makes its
        game that way instead. A refused setting (too many players, say) is shown, and the game
        on screen stays."""
        self.play.playing = False
        self._act(lambda: self._start(seed))

    def _start(self, seed: int | None) -> None:
        if seed is None:
            seed = self.seed.value + 1 if self.new_seed.value else self.seed.value
        check_whole(seed, "the seed")
        if self._new_game is not None:
            game = self._new_game(seed)
        else:
            strategies = [d.value for d in self.strategy_boxes.children]
            current = [p.name for p in self.game.state.players]
            players: int | list[str] = current if len(current) == len(strategies) else len(strategies)
            game = Game(players=players, strategies=strategies, seed=seed, edition=self.edition,
                        options=self.options)
        self.game, self.seed.value = game, seed   # only once the new game exists
        self._follow()

    def _set_pace(self) -> None:
        """Ticks of at least 100 ms (a kernel round trip must fit in one), several turns a tick when fast."""
        speed = self.speed.value
        self.play.interval = max(MIN_TICK_MS, int(1000 / speed))
        self._turns_per_tick = max(1, round(speed * self.play.interval / 1000))

    def _on_tick(self, change: dict[str, Any]) -> None:
        if change["new"] <= change["old"] or not self.play.playing:
            return  # Stop rewinds the Play widget's value: that is not a tick
        if self.scrubber.scrubbed:  # a tick sent before the slider moved back: play waits for Live
            self.play.playing = False
            return
        self._act(self._play_tick)

    def _play_tick(self) -> None:
        """Several turns a tick when fast; auto-play stops at a human's decision or the end."""
        for _ in range(self._turns_per_tick):
            if self.game.over or self.game.pending is not None:
                self.play.playing = False
                return
            self.game.step()

    # ----- views ----------------------------------------------------------------
    def refresh(self) -> None:
        """Bring the board, chart, narrative and decision panel up to date with the engine."""
        game = self.game
        self.scrubber.sync()
        looking = self.scrubber.turn is not None
        shown = self.scrubber.shown([game])[0]   # the live game, or the game as it stood at the slider's turn
        self.board.game = shown
        self.board.update()
        self.chart.update()
        self.chart.cursor = -1 if self.scrubber.turn is None else self.scrubber.turn
        self.decision.show(shown)
        if game.pending is not None or game.over or looking:
            self.play.playing = False
        voting = game.rules.single_tax_vote  # rules without a vote: no button
        self.vote_button.layout.display = None if voting else "none"
        self.vote_button.disabled = game.state.single_tax or game.over or not voting or looking
        self.step_button.disabled = self.play.disabled = looking
        self.files.undo_button.disabled = looking or not any(s.human for s in game.strategies)
        self.narrative.value = narrative_html(shown, NARRATIVE_EVENTS, looking_back=looking)
        self.door.watch_all(self)   # the new decision's buttons, the new strategy menus
