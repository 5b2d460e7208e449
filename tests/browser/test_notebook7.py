"""GameView in Notebook 7's own interface (the issue asks for JupyterLab 4, Notebook 7 and Voila): every cell
run from the menu, the 40 spaces and the chart drawn, Step moves a token, and nothing leaves the machine.

The session's Jupyter server also serves Notebook 7 (/notebooks/<path>) with the ``notebook`` package of the
test extra; the ``notebook7`` fixture opens a copy of bots_view.ipynb there, on a page and a kernel of its own."""

from __future__ import annotations

import re

from landlord_edu.board.status import NOT_STARTED

PLAYERS = ["Ann", "Ben", "Cal", "Dot"]


def _seat_to_play(status: str) -> int:
    """``"Turn 3: Cal to play"`` -> 2."""
    match = re.fullmatch(r"Turn \d+: (\w+) to play", status)
    assert match, f"unexpected #le-status text {status!r}"
    return PLAYERS.index(match.group(1))


def test_notebook7_draws_the_board_and_chart_and_step_moves_a_token(notebook7):
    nb = notebook7
    assert nb.page.evaluate("window.jupyterapp.name") == "Jupyter Notebook"  # Notebook 7's UI, not JupyterLab's
    assert nb.page.url.split("?")[0].endswith("/notebooks/notebook7/bots_view.ipynb")
    board = nb.scope.locator(".landlord-game-view .board-widget svg.board-svg")
    assert board.locator("g.le-space").count() == 40
    assert board.locator("#le-tokens use.le-token").count() == 4
    chart = nb.scope.locator(".wealth-chart .vega-embed").locator("svg.marks, canvas").first
    chart.wait_for(state="visible")
    assert nb.text("le-status") == NOT_STARTED

    nb.click_and_settle("Step")  # turn 0: the deal; nobody moves
    status, before = nb.text("le-status"), nb.tokens()
    nb.click_and_settle("Step")  # turn 1: the player to move moves
    after = nb.tokens()
    seat = _seat_to_play(status)
    assert after[seat] != before[seat], f"{PLAYERS[seat]} played turn 1 ({status}) but the checker stayed at {before}"
    assert nb.text("le-status") != status
    nb.wait_until(lambda: nb.chart_marks() == 8, 10, "the chart drew turns 0 and 1")
    probe = nb.probe()
    assert probe["turn"] == 1
    assert nb.text("le-status") == probe["status"]

    assert nb.traffic.remote() == [], f"requests left the machine: {nb.traffic.remote()}"
    assert nb.traffic.broken() == [], f"requests failed: {nb.traffic.broken()}"
