"""The turn slider, Save, Load and Undo in a real JupyterLab and chromium: Undo takes back a human answer clicked
on the page, Save then Load gives the same game, and a loaded saved game dragged back to turn 10 draws the
board of a fresh game played to turn 10 (its checkers, its marks, its centre), with the chart's cursor at turn
10; a loaded 1939 saved game the same against a fresh 1939 game, and its Save then Load gives it back;
CompareView's slider does the same for both boards. Screenshots at 1280x720 and 1920x1080.

The games to compare with are made here, with the package the kernel imports; the kernel's game is read only
through the notebook's probe cell."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from landlord_edu import Game
from landlord_edu.board import svg as board_svg
from landlord_edu.persistence import save_game

from .conftest import ARTIFACTS

WINDOWS = ((1280, 720), (1920, 1080))
LAB_WINDOW = {"width": 1500, "height": 1500}
SAME = ("turn", "pending", "answers", "state", "seed")


def slide_to(nb: Any, value: int, nth: int = 0) -> None:
    """Type ``value`` into the readout of the ``nth`` slider labelled exactly "Turn" (as a student can)."""
    label = nb.page.locator("label", has_text=re.compile(r"^\s*Turn\s*$"))
    slider = nb.scope.locator(".widget-hslider").filter(has=label).nth(nth)
    mark = nb.frame_mark()
    readout = slider.locator(".widget-readout")
    readout.click()
    readout.press("Control+A")
    readout.press_sequentially(str(value))
    readout.press("Enter")
    nb.wait_until(lambda: nb.idle_count(mark) >= 1, 20, f"the kernel took turn {value}")
    nb.page.wait_for_timeout(100)


def upload(nb: Any, path: str | Path) -> None:
    """Choose ``path`` in the Load button's file dialogue; wait until the kernel has taken it."""
    mark = nb.frame_mark()
    with nb.page.expect_file_chooser() as chooser:
        nb.scope.locator(".widget-upload").first.click()
    chooser.value.set_files(str(path))
    nb.wait_until(lambda: nb.idle_count(mark) >= 1, 20, f"the kernel loaded {Path(path).name}")
    nb.page.wait_for_timeout(100)


def board_drawn(board: Any) -> dict[str, Any]:
    """What a board on the page draws: its checkers, the marks of its holdings, its centre's status."""
    checkers = board.locator("#le-tokens use.le-token").all()
    return {"tokens": [(u.get_attribute("x"), u.get_attribute("y")) for u in checkers],
            "marks": board.locator("#le-holdings use").count(),
            "status": board.locator("#le-status").text_content()}


def board_of(game: Game) -> dict[str, Any]:
    """The same, as the package draws it for ``game``."""
    return {"tokens": [(str(round(x)), str(round(y))) for x, y in board_svg.token_positions(game)],
            "marks": board_svg.holdings(game).count("<use"),
            "status": board_svg.centre_texts(game)["le-status"]}


def screenshots(nb: Any, name: str, targets: dict[str, Any]) -> None:
    """A screenshot of the window at each size with each target (by its part's name) at the window's top."""
    ARTIFACTS.mkdir(exist_ok=True)
    try:
        for width, height in WINDOWS:
            nb.page.set_viewport_size({"width": width, "height": height})
            nb.page.wait_for_timeout(400)
            for part, target in targets.items():
                target.evaluate("(el) => el.scrollIntoView({block: 'start'})")
                nb.page.wait_for_timeout(300)
                nb.page.screenshot(path=str(ARTIFACTS / f"{name}-{part}-{width}x{height}.png"))
    finally:
        nb.page.set_viewport_size(LAB_WINDOW)


def test_undo_save_load_and_a_loaded_saved_game_scrubbed_to_turn_10(open_notebook, tmp_path: Path) -> None:
    nb = open_notebook("timeline_view")
    nb.click_and_settle("Step")   # the deal: Ann (human) is asked about a dealt card
    asked = nb.probe()
    assert asked["pending"] == {"kind": "buy_dealt", "player": 0}
    nb.click_and_settle("Buy it")
    bought = nb.probe()
    assert bought["answers"] == asked["answers"] + 1 and bought["state"] != asked["state"]

    nb.click_and_settle("Undo")    # Ann's answer taken back: the card is offered again
    undone = nb.probe()
    assert {k: undone[k] for k in SAME} == {k: asked[k] for k in SAME}
    assert "Took back Ann" in undone["message"]
    nb.scope.locator(".landlord-decision").wait_for(state="visible")

    nb.click_and_settle("Save")    # a file beside the notebook, named on the message line
    saved = nb.probe()
    assert len(saved["saved"]) == 1 and Path(saved["saved"][0]).name in nb.scope.inner_text()
    assert nb.scope.locator("a[download]").count() == 1
    nb.click_and_settle("Buy it")  # the game moves on...
    assert nb.probe()["state"] != saved["state"]
    upload(nb, saved["saved"][0])  # ...and the save brings it back
    loaded = nb.probe()
    assert {k: loaded[k] for k in SAME} == {k: saved[k] for k in SAME}

    thirty = Game(players=4, seed=11)
    thirty.run(max_turns=30)
    save_game(thirty, tmp_path / "thirty-turns.json")
    upload(nb, tmp_path / "thirty-turns.json")
    assert nb.probe()["turn"] == 30
    slide_to(nb, 10)
    probe = nb.probe()
    assert (probe["looking"], probe["shown"], probe["turn"]) == (10, 10, 30)
    fresh = Game(players=4, seed=11)
    fresh.run(max_turns=10)
    board = nb.scope.locator(".board-widget svg.board-svg").first
    nb.wait_until(lambda: board_drawn(board) == board_of(fresh), 10, "the board shows turn 10")
    cursor = nb.scope.locator(".wealth-chart-cursor")
    nb.wait_until(lambda: cursor.is_visible(), 10, "the chart's cursor is drawn")
    assert cursor.inner_text().strip() == "Turn 10"
    # at turn 10 of the chart's x axis: over the axis label "10" (within a pixel or two)
    cursor.evaluate("(c) => c.scrollIntoView({block: 'center'})")
    gap = cursor.evaluate("""(c) => {
        const chart = c.closest('.wealth-chart');
        const label = [...chart.querySelectorAll('g.role-axis-label text')].find((t) => t.textContent === '10');
        const mid = (r) => r.left + r.width / 2;
        return label ? Math.abs(mid(c.getBoundingClientRect()) - mid(label.getBoundingClientRect())) : null; }""")
    assert gap is not None and gap <= 2.5, f"the cursor stands {gap} px from the axis's turn 10"
    assert nb.button("Step").is_disabled() and "After turn 10 (looking back): Turn 11" in nb.scope.inner_text()
    screenshots(nb, "timeline-turn-10", {"controls": nb.scope.locator(".landlord-game-view").first,
                                         "chart": nb.scope.locator(".wealth-chart").first})

    nb.click_and_settle("Live")
    assert nb.probe()["looking"] is None
    nb.wait_until(lambda: board_drawn(board) == board_of(thirty), 10, "the board shows the live turn 30")
    assert cursor.is_hidden() and not nb.button("Step").is_disabled()


def test_the_compare_views_slider_shows_both_boards_at_an_earlier_turn(open_notebook) -> None:
    nb = open_notebook("compare_view")
    # the deal and eight turns; the notebook's CompareView lives on between tests, so it may be further on
    nb.click_and_settle("Step both", clicks=9)
    boards = nb.scope.locator(".landlord-compare-view .board-widget svg.board-svg")
    live = int(str(board_drawn(boards.nth(0))["status"]).split(":")[0].removeprefix("Turn ")) - 1
    slide_to(nb, 3)
    fresh = Game(players=["Ann", "Ben", "Cal", "Dot"], seed=6)
    fresh.run(max_turns=3)
    nb.wait_until(lambda: board_drawn(boards.nth(0)) == board_of(fresh), 10, "the first board shows turn 3")
    assert board_drawn(boards.nth(1)) == board_of(fresh)  # the vote comes before turn 5: the same game so far
    view = nb.scope.locator(".landlord-compare-view").first
    screenshots(nb, "timeline-compare-turn-3", {"controls": view, "chart": view.locator(".wealth-chart").first})
    mark = nb.frame_mark()
    nb.button("Live").first.click()   # the CompareView's (the GameView below has its own)
    nb.wait_until(lambda: nb.idle_count(mark) >= 1, 20, "Live was handled")
    fresh.run(max_turns=live - 3)
    nb.wait_until(lambda: board_drawn(boards.nth(0)) == board_of(fresh), 10, f"the first board shows turn {live} again")


def test_the_1939_views_slider_save_and_load(open_notebook, tmp_path: Path) -> None:
    """A loaded 1939 saved game: its board at turn 10 is a fresh 1939 game's at turn 10 (its checkers, its
    marks, its centre), the chart's cursor says turn 10; Live returns to turn 30; Save, a turn more, then Load
    gives the saved game again."""
    nb = open_notebook("timeline_view")
    thirty = Game(players=4, seed=5, edition="1939")
    thirty.run(max_turns=30)
    save_game(thirty, tmp_path / "phillips-thirty-turns.json")
    upload(nb, tmp_path / "phillips-thirty-turns.json")
    loaded = nb.probe()
    assert (loaded["edition"], loaded["turn"]) == ("1939", 30)

    slide_to(nb, 10)
    probe = nb.probe()
    assert (probe["looking"], probe["shown"], probe["turn"]) == (10, 10, 30)
    fresh = Game(players=4, seed=5, edition="1939")
    fresh.run(max_turns=10)
    board = nb.scope.locator(".board-widget svg.board-svg").first
    nb.wait_until(lambda: board_drawn(board) == board_of(fresh), 10, "the 1939 board shows turn 10")
    cursor = nb.scope.locator(".wealth-chart-cursor")
    nb.wait_until(lambda: cursor.is_visible(), 10, "the chart's cursor is drawn")
    assert cursor.inner_text().strip() == "Turn 10"
    assert nb.button("Step").is_disabled()
    screenshots(nb, "timeline-1939-turn-10", {"board": board, "chart": nb.scope.locator(".wealth-chart").first})
    nb.click_and_settle("Live")
    nb.wait_until(lambda: board_drawn(board) == board_of(thirty), 10, "the 1939 board shows the live turn 30")

    before = set(nb.probe()["saved"])
    nb.click_and_settle("Save")
    saved = nb.probe()
    new = sorted(set(saved["saved"]) - before)
    assert len(new) == 1 and "1939" in Path(new[0]).name and Path(new[0]).name in nb.scope.inner_text()
    nb.click_and_settle("Step")   # the game moves on...
    assert nb.probe()["state"] != saved["state"]
    upload(nb, new[0])            # ...and the save brings it back
    again = nb.probe()
    assert {k: again[k] for k in (*SAME, "edition")} == {k: saved[k] for k in (*SAME, "edition")}
    nb.wait_until(lambda: board_drawn(board) == board_of(thirty), 10, "the board shows the saved turn 30")
