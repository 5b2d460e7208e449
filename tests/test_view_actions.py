"""Random UI actions on GameView and CompareView, sent the way the browser sends them.

Every button, every trait the front end sets (with invalid values too), malformed comm messages,
auto-play ticks (also a tick already on its way when Stop is pressed) and Reset with odd settings.
After every action: no exception escaped to the kernel, every synced trait in the browser equals
the kernel's, and what the views show equals a fresh computation from the game.
"""

from __future__ import annotations

import logging
import random
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

import ipywidgets as w
import pytest

from landlord_edu import Game, board_svg
from landlord_edu.chart_data import chart_rows, vote_rows, vote_turn
from landlord_edu.history import turn_records
from landlord_edu.options import Options
from landlord_edu.scenario import packaged_scenario
from landlord_edu.widgets import CompareView, GameView
from landlord_edu.widgets.board import BoardWidget
from landlord_edu.widgets.view import player_range

from . import _widget_wire
from ._widget_wire import Browser, descendants

DEFAULT_ACTIONS = 1200
SLOW_ACTIONS = 3000

# what a confused or hostile front end could send: (comm data) -> any widget
MALFORMED: list[Any] = [
    {}, {"method": "nonsense"}, {"method": "update"}, {"method": "update", "state": None},
    {"method": "update", "state": {"no_such_trait": 1}}, {"method": "update", "state": [1, 2]},
    {"method": "custom"}, {"method": "custom", "content": {"event": "double_click"}},
    {"method": "custom", "content": "click"}, {"method": "custom", "content": {"event": "click", "x": 1}},
    {"method": "request_state"}, "update", None, [1],
]
ODD_VALUES: list[Any] = [None, "x", 1.5, [], {}, True, -1, 10**20]


@dataclass
class Run:
    """One seeded run of random actions against one view."""

    browser: Browser
    rng: random.Random
    actions: int = 0
    out_of_step: list[str] = field(default_factory=list)
    records: list[logging.LogRecord] = field(default_factory=list)   # what the views' door logged

    def refusals(self) -> int:
        return sum(r.levelno == logging.DEBUG and r.getMessage().startswith("refused") for r in self.records)

    def bugs(self) -> list[str]:
        """Failures that were no refusal (said on the message line and logged, never raised)."""
        return [r.getMessage() + "\n" + (r.exc_text or "") for r in self.records if r.levelno >= logging.ERROR]

    def pick(self, options: list[Any]) -> Any:
        return options[self.rng.randrange(len(options))]


# ----- expected views, computed afresh from the game ---------------------------------------------------
def board_payload(board: BoardWidget) -> dict[str, Any]:
    game = board.game
    return {"holdings": board_svg.holdings(game), "texts": board_svg.centre_texts(game),
            "tokens": [[round(x), round(y)] for x, y in board_svg.token_positions(game)],
            "focus": board_svg.focus_data(game), "description": board_svg.short_description(game)}


def board_faults(board: BoardWidget) -> list[str]:
    faults = [f"board.{k}" for k, v in board_payload(board).items() if getattr(board, k) != v]
    size = board.game.edition.board.size
    if not (board.selected in (-1, -2) or 0 <= board.selected < size):
        faults.append(f"board.selected={board.selected}")
    return faults


def game_view_faults(view: GameView) -> list[str]:
    game = view.game
    shown = view.scrubber.shown([game])[0]   # the game at the turn the slider looks back at, or the live one
    faults = board_faults(view.board)
    if view.board.game is not shown:
        faults.append("board shows another game than the slider's")
    if view.scrubber.turn is not None and (shown.turn, view.chart.cursor) != (view.scrubber.turn,) * 2:
        faults.append(f"turn {view.scrubber.turn} looked back at, board at {shown.turn}, cursor {view.chart.cursor}")
    if view.scrubber.turn is None and (view.chart.cursor != -1 or view.scrubber.slider.value != game.turn):
        faults.append("live, but the slider or the cursor is elsewhere")
    if view.chart.rows != chart_rows(game, view.chart.shown):
        faults.append("chart.rows")
    if view.chart.vote != vote_rows(vote_turn(game)):
        faults.append("chart.vote")
    if view.chart.measure != view.measure.value:
        faults.append(f"chart.measure {view.chart.measure} != toggle {view.measure.value}")
    # the panel offers answers exactly while a decision waits in the game shown (with a human seat it keeps its
    # place meanwhile)
    answers = any(isinstance(x, w.Button) for x in descendants(view.decision))
    if answers != (shown.pending is not None) or (view.decision.layout.display == "none") != (
            shown.pending is None and not any(s.human for s in game.strategies)):
        faults.append("decision panel")
    if view.play.playing and (game.over or game.pending is not None):
        faults.append("play.playing while the game waits")
    if len(view.strategy_boxes.children) != view.players.value:
        faults.append("strategy dropdowns")
    if view._new_game is None and not player_range(game)[0] <= view.players.value <= player_range(game)[1]:
        faults.append(f"players {view.players.value} out of {player_range(game)}")
    if shown.events and view.narrative.value.count("<li>") != min(12, len(shown.events)):
        faults.append("narrative")
    return faults


def compare_rows(view: CompareView) -> list[dict[str, Any]]:
    measure = view.chart.shown  # the Gini coefficient without Title Deeds unless the page asked for the scoring's
    rows = []
    for game, label in zip(view.games, view.labels, strict=True):
        records = chart_rows(game, measure) if measure in ("gini", "gini_no_deeds") else turn_records(game)
        rows.extend({"regime": label, "turn": r["turn"], measure: r[measure]} for r in records)
    return rows


def compare_view_faults(view: CompareView) -> list[str]:
    faults = [f for board in view.boards for f in board_faults(board)]
    if sorted(map(repr, view.chart.rows)) != sorted(map(repr, compare_rows(view))):
        faults.append("chart.rows")
    if any(b.game is not g for b, g in zip(view.boards, view.games, strict=True)):
        faults.append("boards follow other games")
    return faults


# ----- actions shared by both views --------------------------------------------------------------------
def play_actions(run: Run, play: w.Play, turns: Callable[[], Any]) -> list[Callable[[], None]]:
    """Play, the timer's ticks, a tick that crosses a Stop on the wire, Pause and Stop."""
    b = run.browser

    def tick() -> None:
        for _ in range(run.rng.randint(1, 6)):
            model = b.model(play)
            if not model["playing"]:
                return
            b.set(play, value=model["value"] + model["step"])

    def stale_tick() -> None:  # sent by the timer just before the kernel (or the user) stopped it
        b.set(play, value=b.model(play)["value"] + 1)

    def stopped(action: Callable[[], None]) -> Callable[[], None]:
        def run_it() -> None:
            before = turns()
            action()
            assert turns() == before, f"{action.__name__} played on: {before} -> {turns()}"
        run_it.__name__ = action.__name__
        return run_it

    def pause() -> None:
        b.set(play, playing=False)

    def stop() -> None:  # ipywidgets' Play: pause() then value = min, two messages
        b.set(play, playing=False)
        b.set(play, value=b.model(play)["min"])

    return [lambda: b.set(play, playing=True), tick, tick, tick, stale_tick, stopped(pause), stopped(stop)]


def board_actions(run: Run, board: BoardWidget) -> list[Callable[[], None]]:
    def select() -> None:
        run.browser.set(board, selected=run.pick([-3, -2, -1, 0, 7, 39, 40, 41, 99, *ODD_VALUES]))
    return [select]


def malformed(run: Run, root: w.Widget) -> Callable[[], None]:
    def send() -> None:
        run.browser.send(run.pick(descendants(root)), run.pick(MALFORMED))
    return send


def check(run: Run, root: w.Widget, faults: list[str], what: str) -> None:
    run.actions += 1
    assert not run.bugs(), f"after {what}: {run.bugs()[0]}; sent {run.browser.last}"
    assert not run.browser.escaped, \
        f"after {what}: an exception reached the kernel:\n{run.browser.escaped[0]}; sent {run.browser.last}"
    stale = [f for widget in descendants(root) for f in run.browser.out_of_step(widget)]
    run.out_of_step += stale
    assert not stale, f"after {what}: out of step in the browser: {stale}; sent {run.browser.last}"
    assert not faults, f"after {what}: the views differ from the game: {faults}; sent {run.browser.last}"


# ----- GameView --------------------------------------------------------------------------------------
def game_view_actions(run: Run, view: GameView) -> list[Callable[[], None]]:
    b = run.browser

    def panel(kind: type[w.Widget]) -> list[Any]:
        return [x for x in descendants(view.decision) if isinstance(x, kind)]

    def click_answer() -> None:
        if buttons := panel(w.Button):
            b.click(run.pick(buttons))

    def type_amount() -> None:
        if boxes := panel(w.BoundedIntText):
            box = run.pick(boxes)
            b.set(box, value=run.pick([box.min, box.max, (box.min + box.max) // 2, box.max + 50, *ODD_VALUES]))

    def choose_in_panel() -> None:
        if menus := panel(w.Dropdown):
            menu = run.pick(menus)
            b.set(menu, index=run.pick([0, len(menu.options) - 1, len(menu.options), -1, None, "x"]))

    def strategy() -> None:
        menu = run.pick(list(view.strategy_boxes.children))
        b.set(menu, index=run.pick([*range(len(menu.options)), -1, len(menu.options), None, "x"]))

    def odd_reset() -> None:
        rules = view.game.edition.constants
        b.set(view.players, value=run.rng.randint(rules.min_players, rules.max_players))
        for menu in view.strategy_boxes.children:
            b.set(menu, index=run.rng.randrange(len(menu.options)))
        b.set(view.new_seed, value=run.pick([True, False]))
        b.click(view.reset_button)

    steps = [lambda: b.click(view.step_button)] * 6
    return [*steps, *[click_answer] * 6, type_amount, choose_in_panel,
            lambda: b.click(view.reset_button), lambda: b.click(view.vote_button),
            *play_actions(run, view.play, lambda: (view.game.turn, len(view.game.answers))),
            lambda: b.set(view.speed, value=run.pick([1, 5, 30, 0, 99, *ODD_VALUES])),
            lambda: b.set(view.new_seed, value=run.pick([True, False, *ODD_VALUES])),
            lambda: b.set(view.seed, value=run.pick([0, 7, 2**31, -5, *ODD_VALUES])),
            lambda: b.set(view.players, value=run.pick([*range(-1, 11), *ODD_VALUES])),
            strategy, odd_reset,
            lambda: b.set(view.measure, index=run.pick([0, 1, 2, 3, -1, None, "x"])),
            lambda: b.set(view.chart, measure=run.pick(["wealth", "cash", "gini", "public_treasury", "x", 3])),
            lambda: b.set(view.chart, count_deeds=run.pick([True, False, *ODD_VALUES])),
            *board_actions(run, view.board), malformed(run, view),
            # the turn slider (a turn in range, past either end, not a turn), Live and Undo
            lambda: b.set(view.scrubber.slider, value=run.pick([0, 1, view.game.turn // 2, view.game.turn,
                                                                view.game.turn + 1, -1, *ODD_VALUES])),
            lambda: b.click(view.scrubber.live_button), lambda: b.click(view.files.undo_button)]


def drive_game_view(run: Run, view: GameView, count: int) -> None:
    actions = game_view_actions(run, view)
    for _ in range(count):
        action = run.pick(actions)
        action()
        check(run, view, game_view_faults(view), getattr(action, "__name__", "an action"))


VIEWS: list[tuple[str, dict[str, Any]]] = [
    ("1906 people and bots", {"players": ["Ann", "Ben", "Cal", "Dot"],
                              "strategies": ["human", "landlord", "human", "random"]}),
    ("1906 bots", {"players": 3}),
    ("1939 people and bots", {"players": ["Ann", "Ben", "Cal"], "strategies": ["human", "cautious", "human"],
                              "edition": "1939"}),
    ("1939 bots", {"players": 5, "edition": "1939"}),
    ("1906 beginners", {"players": 4, "strategies": ["human", "cautious", "landlord", "random"],
                        "options": Options(beginner=True)}),
    ("Landlord! people and bots: the hand panel's forms", {"players": ["Ann", "Ben", "Cal"], "strategies": [
        "human", "landlord", "human"], "edition": "landlord-card-game"}),
]


def near_its_end(seed: int, edition: str) -> Game:
    """A bots' game a few turns before it ends (the same seed plays the same game), so that the
    end (Play stopping, Step refused) is reached within a few random actions."""
    n = 2 if edition == "1906" else 3
    whole = Game(players=n, seed=seed, edition=edition)
    whole.run()
    game = Game(players=n, seed=seed, edition=edition)
    game.run(max_turns=max(0, whole.turn - 3))
    return game


def game_views(seed: int) -> list[GameView]:
    """Both editions, people and bots, the beginners' four hands, a staged scenario, games near their end."""
    views = [GameView(seed=seed + k, **kwargs) for k, (_name, kwargs) in enumerate(VIEWS)]
    late = [GameView(near_its_end(seed, edition), new_game=lambda s, e=edition: near_its_end(s, e))
            for edition in ("1906", "1939")]   # Reset stages another game near its end
    return [*views, GameView.from_scenario(packaged_scenario("monarch_of_the_world"), seed=seed), *late]


def game_view_run(monkeypatch: pytest.MonkeyPatch, seed: int, count: int) -> Run:
    with _widget_wire.connected(monkeypatch) as browser, _door_log() as records:
        run = Run(browser, random.Random(seed), records=records)
        views = game_views(seed)
        for k, view in enumerate(views):   # the count shared out, the first views taking the remainder
            drive_game_view(run, view, count // len(views) + (k < count % len(views)))
        return run


# ----- CompareView ---------------------------------------------------------------------------------------
def drive_compare_view(run: Run, view: CompareView, count: int, resets: bool = True) -> None:
    b = run.browser
    actions = [*[lambda: b.click(view.step_button)] * 4, *[lambda: b.click(view.reset_button)] * resets,
               *play_actions(run, view.play, lambda: [g.turn for g in view.games]),
               lambda: b.set(view.seed, value=run.pick([1, 8, -3, *ODD_VALUES])),
               lambda: b.set(view.chart, measure=run.pick(["gini", "public_treasury", "miscellaneous",
                                                           "wealth", "x", None])),
               lambda: b.set(view.chart, count_deeds=run.pick([True, False, *ODD_VALUES])),
               *board_actions(run, view.boards[0]), *board_actions(run, view.boards[1]), malformed(run, view)]
    for _ in range(count):
        action = run.pick(actions)
        action()
        check(run, view, compare_view_faults(view), getattr(action, "__name__", "an action"))


def compare_view_run(monkeypatch: pytest.MonkeyPatch, seed: int, count: int) -> Run:
    with _widget_wire.connected(monkeypatch) as browser, _door_log() as records:
        run = Run(browser, random.Random(seed), records=records)
        drive_compare_view(run, CompareView(players=3, seed=seed, single_tax_at=6), count // 2)
        late = CompareView(players=2, seed=seed, single_tax_at=6)
        late.run(45)                    # two players' games end within about 50-100 turns: without Reset,
        drive_compare_view(run, late, count - count // 2, resets=False)   # the ends are reached
        return run


@contextmanager
def _door_log() -> Iterator[list[logging.LogRecord]]:
    records: list[logging.LogRecord] = []
    handler = logging.Handler(logging.DEBUG)
    handler.emit = records.append  # type: ignore[method-assign]
    logger = logging.getLogger("landlord_edu.widgets.door")
    old = logger.level
    logger.addHandler(handler)
    logger.setLevel(logging.DEBUG)
    try:
        yield records
    finally:
        logger.removeHandler(handler)
        logger.setLevel(old)


# ----- the tests -----------------------------------------------------------------------------------------
def test_random_actions_on_game_views(monkeypatch: pytest.MonkeyPatch) -> None:
    run = game_view_run(monkeypatch, seed=12, count=DEFAULT_ACTIONS)
    assert run.actions == DEFAULT_ACTIONS and run.browser.sent >= DEFAULT_ACTIONS * 0.9
    assert run.browser.escaped == [] and run.out_of_step == [] and run.bugs() == []
    assert run.refusals() >= 50          # the odd values were sent, and refused in words


def test_random_actions_on_the_compare_view(monkeypatch: pytest.MonkeyPatch) -> None:
    run = compare_view_run(monkeypatch, seed=5, count=DEFAULT_ACTIONS // 2)
    assert run.actions == DEFAULT_ACTIONS // 2 and run.browser.escaped == [] and run.out_of_step == []
    assert run.bugs() == [] and run.refusals() >= 25


@pytest.mark.slow
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_many_more_random_actions(monkeypatch: pytest.MonkeyPatch, seed: int) -> None:
    assert game_view_run(monkeypatch, seed, SLOW_ACTIONS).browser.escaped == []
    assert compare_view_run(monkeypatch, seed, SLOW_ACTIONS // 2).browser.escaped == []
