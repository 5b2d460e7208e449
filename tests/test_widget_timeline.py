"""The views' turn slider, Save, Load and Undo, driven as the browser drives them (tests/_widget_wire.py): the
board at a turn looked back at is the board of a fresh game played to that turn, the chart's cursor and the
story follow, Step waits for Live, a save loads back to the same game, a refused file or slider value is said
and changes nothing, and Undo takes back the last human answer."""

from __future__ import annotations

import datetime
from pathlib import Path
from typing import Any

import pytest

from landlord_edu import Game
from landlord_edu.persistence import game_to_json
from landlord_edu.strategies import ask, make_strategy
from landlord_edu.widgets import BoardWidget, CompareView, GameView

from . import _widget_wire

BOARD = ("skeleton", "holdings", "texts", "tokens", "focus", "description")


def board_of(widget: BoardWidget) -> dict[str, Any]:
    return {name: getattr(widget, name) for name in BOARD}


def fresh_to(turn: int, **kwargs: Any) -> Game:
    game = Game(**kwargs)
    while not game.over and (not game.started or game.turn < turn):
        game.step()
    return game


def test_the_slider_shows_the_board_chart_cursor_and_story_of_a_fresh_game_at_that_turn(
        monkeypatch: pytest.MonkeyPatch) -> None:
    with _widget_wire.connected(monkeypatch) as browser:
        view = GameView(players=4, seed=9)
        for _ in range(31):
            browser.click(view.step_button)
        slider = view.scrubber.slider
        assert (slider.min, slider.max, slider.value) == (0, 30, 30) and browser.model(slider)["max"] == 30
        browser.set(slider, value=10)
        fresh = fresh_to(10, players=4, seed=9)
        assert board_of(view.board) == board_of(BoardWidget(fresh))
        assert view.chart.cursor == 10 and browser.model(view.chart)["cursor"] == 10
        story = view.narrative.value
        assert "After turn 10 (looking back): Turn 11" in story and fresh.events[-1].text[:40] in story
        assert view.step_button.disabled and view.play.disabled and not view.scrubber.live_button.disabled
        browser.click(view.step_button)    # a click sent before the button was disabled
        assert view.game.turn == 30 and "press Live" in view.status.value
        browser.click(view.scrubber.live_button)
        assert view.board.game is view.game and view.chart.cursor == -1 and slider.value == 30
        assert board_of(view.board) == board_of(BoardWidget(fresh_to(30, players=4, seed=9)))
        browser.click(view.step_button)
        assert view.game.turn == 31 and slider.max == 31 and browser.model(slider)["value"] == 31
        assert browser.escaped == [] and browser.out_of_step(slider) == []


def test_a_slider_value_out_of_range_from_the_browser_is_refused_and_sent_back(monkeypatch: pytest.MonkeyPatch) -> None:
    with _widget_wire.connected(monkeypatch) as browser:
        view = GameView(players=3, seed=2)
        for _ in range(6):
            view.step()
        before = game_to_json(view.game)
        for bad in (99, -4):
            browser.set(view.scrubber.slider, value=bad)
            assert "0 to 5" in view.status.value and view.scrubber.turn is None
            assert browser.model(view.scrubber.slider)["value"] == 5
        assert game_to_json(view.game) == before and browser.escaped == []


def test_save_then_load_shows_the_same_game_and_its_turns(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)     # Save writes beside the notebook: the kernel's folder
    view = GameView(players=3, seed=4)
    for _ in range(21):
        view.step()
    view.files.save_button.click()
    saved = list(tmp_path.glob("*.json"))
    assert [p.name for p in saved] == ["landlord-1906-seed4-turn20.json"] and saved[0].name in view.status.value
    assert "download=" in view.files.link.value
    other = GameView(players=4, seed=1)
    other.files.upload.value = ({"name": saved[0].name, "type": "application/json", "size": saved[0].stat().st_size,
                                 "content": memoryview(saved[0].read_bytes()),
                                 "last_modified": datetime.datetime.now(datetime.UTC)},)
    assert other.game.state == view.game.state and other.game.events == view.game.events
    assert "Loaded" in other.status.value and other.files.upload.value == ()
    other.scrub(10)
    assert board_of(other.board) == board_of(BoardWidget(fresh_to(10, players=3, seed=4)))
    view.files.save_button.click()   # never over another save
    assert sorted(p.name for p in tmp_path.glob("*.json"))[-1] == "landlord-1906-seed4-turn20.json"
    assert len(list(tmp_path.glob("*.json"))) == 2


@pytest.mark.parametrize(("content", "names"), [(b"{not json", ("not valid JSON",)), (b"[1, 2]", ("format",)),
                                                 (b"", ("JSON",))])
def test_a_corrupt_upload_is_refused_in_the_loaders_words_and_the_view_keeps_its_game(
        content: bytes, names: tuple[str, ...]) -> None:
    view = GameView(players=3, seed=4)
    view.step()
    game, before = view.game, game_to_json(view.game)
    view.files.upload.value = ({"name": "class.json", "type": "application/json", "size": len(content),
                                "content": memoryview(content),
                                "last_modified": datetime.datetime.now(datetime.UTC)},)
    assert view.game is game and game_to_json(game) == before and view.board.game is game
    assert "class.json" in view.status.value and all(n in view.status.value for n in names)


def human_view() -> GameView:
    view = GameView(players=["Ann", "Ben", "Cal"], strategies=["human", "landlord", "cautious"], seed=1)
    bot = make_strategy("landlord")
    while view.game.turn < 12:
        if view.game.pending is not None:
            view.answer(ask(bot, view.game.pending, view.game))
        else:
            view.step()
    return view


def test_undo_takes_back_the_last_human_answer_and_the_decision_waits_again() -> None:
    view = human_view()
    while view.game.pending is None:
        view.step()
    waiting, before = view.game.pending, game_to_json(view.game)
    view.answer(ask(make_strategy("cautious"), waiting, view.game))
    view.step()
    view.files.undo_button.click()
    assert view.game.pending == waiting and game_to_json(view.game) == before
    assert "Took back Ann&#x27;s last answer" in view.status.value


def test_undo_is_refused_with_nothing_to_undo_or_while_looking_back() -> None:
    bots = GameView(players=3, seed=1)
    bots.step()
    bots.undo()
    assert "no human plays" in bots.status.value
    view = human_view()
    turn = view.game.turn
    view.scrub(3)
    view.undo()
    assert "press Live" in view.status.value and view.game.turn == turn
    first = GameView(players=["Ann", "Ben"], strategies=["human", "cautious"], seed=1)
    first.step()
    first.undo()
    assert "no human has answered" in first.status.value


def test_the_compare_views_slider_shows_both_games_at_that_turn() -> None:
    view = CompareView(players=4, seed=7, single_tax_at=10)
    view.run(31)
    view.scrubber.slider.value = 12
    plain = fresh_to(12, players=4, seed=7)
    assert board_of(view.boards[0]) == board_of(BoardWidget(plain))
    assert view.boards[1].game.state.single_tax and view.chart.cursor == 12
    view.step()
    assert [g.turn for g in view.games] == [30, 30] and "press Live" in view.status.value
    view.scrub(None)
    assert view.chart.cursor == -1 and [b.game for b in view.boards] == view.games


def test_a_game_of_another_edition_loaded_keeps_the_chosen_measure_under_its_own_word() -> None:
    view = GameView(players=4, seed=2)
    view.measure.value = "gini"
    other = Game(players=4, seed=3, edition="1939")
    other.run(max_turns=8)
    view.load(game_to_json(other).encode())
    assert view.measure.options[0] == ("Money", "wealth") and view.measure.value == view.chart.measure == "gini"
    assert view.game.edition.id == "1939" and view.board.game is view.game
    view.reset()   # Reset plays the loaded game's edition again
    assert view.game.edition.id == "1939" and view.game.turn == 0
