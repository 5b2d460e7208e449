"""The views' one way in from the browser (landlord_edu.widgets.door), message by message.

Each test sends what the page sends, through the comm (tests/_widget_wire.py): an exception that
would reach the kernel is recorded in ``browser.escaped``, and ``browser.model(widget)`` is the
page's copy of a widget's traits.
"""

from __future__ import annotations

import logging
from html import unescape
from typing import Any

import ipywidgets as w
import pytest

from landlord_edu import Game
from landlord_edu.chart_data import chart_rows
from landlord_edu.decisions import Decision
from landlord_edu.errors import IllegalAction
from landlord_edu.options import Options
from landlord_edu.widgets import BoardWidget, CompareView, GameView, WealthChart
from landlord_edu.widgets.decision_panel import DecisionPanel

from . import _widget_wire
from ._widget_wire import Browser


@pytest.fixture
def browser(monkeypatch: pytest.MonkeyPatch) -> Any:
    with _widget_wire.connected(monkeypatch) as page:
        yield page


def test_stop_ends_the_compare_views_play_at_once(browser: Browser) -> None:
    view = CompareView(players=3, seed=4, single_tax_at=5)
    browser.set(view.play, playing=True)
    for tick in (1, 2, 3):
        browser.set(view.play, value=tick)
    turns = [g.turn for g in view.games]
    assert turns == [2, 2]                        # the deal, then a turn a tick
    browser.set(view.play, playing=False)         # Stop is pause ...
    browser.set(view.play, value=0)               # ... then a rewind: not a tick
    browser.set(view.play, value=1)               # a tick sent just before Stop, arriving after it
    assert [g.turn for g in view.games] == turns and browser.escaped == []


def test_the_compare_views_play_stops_itself_when_both_games_are_over(browser: Browser) -> None:
    view = CompareView(players=2, seed=3, single_tax_at=5)
    view.run(10_000)
    assert view.over
    browser.set(view.play, playing=True)
    browser.set(view.play, value=1)
    assert not view.play.playing and browser.model(view.play)["playing"] is False


def test_a_measure_the_chart_does_not_know_is_said_and_taken_back(browser: Browser) -> None:
    view = GameView(players=3, seed=2)
    browser.set(view.chart, measure="rent")
    assert "measure='rent'" in unescape(view.status.value) and "role='alert'" in view.status.value
    assert view.chart.measure == "wealth" and browser.model(view.chart)["measure"] == "wealth"
    browser.set(view.chart, measure="gini")       # a known one: the toggle follows
    assert view.measure.value == "gini" and browser.model(view.measure)["index"] == 2
    assert view.chart.rows == chart_rows(view.game, "gini") and browser.escaped == []


def test_the_comparison_chart_refuses_a_players_measure_and_keeps_stepping(browser: Browser) -> None:
    view = CompareView(players=3, seed=2)
    browser.set(view.chart, measure="wealth")
    assert "wealth" in view.status.value and browser.model(view.chart)["measure"] == "gini"
    browser.click(view.step_button)
    browser.click(view.step_button)
    assert [g.turn for g in view.games] == [1, 1] and view.status.value == "" and browser.escaped == []


def test_the_players_box_allows_what_the_rules_allow(browser: Browser) -> None:
    view = GameView(players=4, seed=1, options=Options(beginner=True))
    assert (view.players.min, view.players.max) == (2, 4)          # the beginners' rules deal four hands
    browser.set(view.players, value=6)
    assert view.players.value == 4 and browser.model(view.players)["value"] == 4
    browser.set(view.players, value=3)
    browser.click(view.reset_button)
    assert len(view.game.state.players) == 3 and view.status.value == "" and browser.escaped == []


def test_a_refused_reset_is_said_and_the_game_on_screen_stays(browser: Browser) -> None:
    first = Game(players=3, seed=5)
    view = GameView(first, new_game=lambda seed: Game(players=9, seed=seed))
    browser.click(view.step_button)
    browser.set(view.seed, value=6)
    browser.click(view.reset_button)
    assert "9 players" in view.status.value and view.game is first and first.turn == 0
    assert view.board.game is first and view.chart.game is first and browser.escaped == []


@pytest.mark.parametrize("data", [
    {}, {"method": "nonsense"}, {"method": "update", "state": {"no_such_trait": 1}}, {"method": "update"},
    {"method": "custom", "content": {"event": "double_click"}}, "update", None,
], ids=str)
def test_a_malformed_message_is_said_in_words(browser: Browser, data: Any) -> None:
    view = GameView(players=3, seed=1)
    for widget in (view.step_button, view.board, view.players):
        view.status.value = ""
        browser.send(widget, data)
        assert "The page sent" in view.status.value and browser.escaped == []
    assert view.game.turn == 0 and not view.game.started


def test_a_menu_is_never_left_without_a_choice(browser: Browser) -> None:
    view = GameView(players=3, seed=1)
    menu = view.strategy_boxes.children[0]
    chosen = menu.index
    browser.set(menu, index=None)
    assert "without a choice" in view.status.value and browser.model(menu)["index"] == menu.index == chosen
    browser.set(view.measure, index=7)
    assert browser.model(view.measure)["index"] == 0 and view.chart.measure == "wealth"


def test_a_bug_is_said_and_logged_but_never_raised_into_the_kernel(browser: Browser,
                                                                   monkeypatch: pytest.MonkeyPatch,
                                                                   caplog: pytest.LogCaptureFixture) -> None:
    view = GameView(players=3, seed=1)

    def broken() -> None:
        raise RuntimeError("a bug")

    monkeypatch.setattr(view.game, "step", broken)
    with caplog.at_level(logging.ERROR, logger="landlord_edu.widgets.door"):
        browser.click(view.step_button)
    assert "Something went wrong (RuntimeError: a bug)" in view.status.value and browser.escaped == []
    assert [r.exc_info[0] for r in caplog.records if r.exc_info] == [RuntimeError]
    with pytest.raises(RuntimeError, match="a bug"):     # called from a cell, a bug is raised too
        view.step()


def test_the_board_alone_refuses_a_space_off_the_board_in_its_own_words(browser: Browser) -> None:
    game = Game(players=3, seed=1)
    board = BoardWidget(game)
    browser.set(board, selected=40)
    assert "space 40 is not on the board" in board.details and board.selected == -1
    assert browser.model(board)["selected"] == -1 and browser.model(board)["details"] == board.details
    browser.set(board, selected=7)
    assert board.details == browser.model(board)["details"] != "" and "not on the board" not in board.details


def test_the_chart_alone_says_a_refusal_under_itself(browser: Browser) -> None:
    chart = WealthChart(Game(players=3, seed=1))
    browser.set(chart, measure="rent")
    assert "rent" in chart.description and browser.model(chart)["measure"] == "wealth" and browser.escaped == []


def test_the_decision_panel_alone_says_a_refused_answer_and_a_wrong_amount(browser: Browser) -> None:
    game = Game(players=["Ann", "Ben"], strategies=["human", "cautious"], seed=1)
    game.pending = Decision("bid", 0, "Bid for the lot?", low=10, high=200)

    def refuse(answer: Any) -> None:
        raise IllegalAction(f"not now: {answer!r}")

    panel = DecisionPanel(game, refuse)
    panel.show(game)
    amount = next(x for x in _widget_wire.descendants(panel) if isinstance(x, w.BoundedIntText))
    browser.set(amount, value="lots")
    assert "value='lots'" in panel.message.value and browser.model(amount)["value"] == amount.value == 10
    bid = next(x for x in _widget_wire.descendants(panel) if isinstance(x, w.Button) and x.description == "Bid")
    browser.click(bid)
    assert panel.message.value == "not now: 10" and browser.escaped == []
