"""GameView in Voila (the issue asks for JupyterLab 4, Notebook 7 and Voila): ``python -m voila
--template=landlord`` (the package's template, as docs/widgets.md says) serves a copy of bots_view.ipynb; its
page draws the 40 spaces and the chart, Step moves a token, the buttons' icon font loads from this machine, and
no request leaves the machine."""

from __future__ import annotations

import re

from landlord_edu.board.status import NOT_STARTED

PLAYERS = ["Ann", "Ben", "Cal", "Dot"]


def _seat_to_play(status: str) -> int:
    """``"Turn 3: Cal to play"`` -> 2."""
    match = re.fullmatch(r"Turn \d+: (\w+) to play", status)
    assert match, f"unexpected #le-status text {status!r}"
    return PLAYERS.index(match.group(1))


def test_voila_draws_the_board_and_chart_and_step_moves_a_token(voila_page):
    page = voila_page
    board = page.scope.locator(".landlord-game-view .board-widget svg.board-svg")
    assert board.locator("g.le-space").count() == 40
    assert board.locator("#le-tokens use.le-token").count() == 4
    chart = page.scope.locator(".wealth-chart .vega-embed").locator("svg.marks, canvas").first
    chart.wait_for(state="visible")
    assert page.text("le-status") == NOT_STARTED
    # Voila ran the whole notebook: the probe cell's output is on the page, and agrees with the board
    probe = page.scope.locator(".jp-OutputArea-output", has_text="PROBE ").inner_text()
    assert f'"status": "{NOT_STARTED}"' in probe, probe

    page.click_and_settle("Step")  # turn 0: the deal; nobody moves
    status, before = page.text("le-status"), page.tokens()
    page.click_and_settle("Step")  # turn 1: the player to move moves
    after = page.tokens()
    seat = _seat_to_play(status)
    assert after[seat] != before[seat], f"{PLAYERS[seat]} played turn 1 ({status}) but the checker stayed at {before}"
    assert page.text("le-status") != status
    page.wait_until(lambda: page.chart_marks() == 8, 10, "the chart drew turns 0 and 1")
    icon = page.button("Step").locator("i.fa").evaluate("""(i) => {
        const family = getComputedStyle(i).fontFamily;
        return {family, loaded: [...document.fonts].some((f) => family.includes(f.family) && f.status === 'loaded')};
    }""")
    assert icon["loaded"], f"the Step button's icon font {icon['family']} did not load (offline, from Voila)"

    traffic = page.traffic
    assert any(f"/api/kernels/{page.kernel_id}/" in url for url in traffic.websockets)
    assert traffic.remote() == [], f"requests left the machine: {traffic.remote()}"
    assert traffic.broken() == [], f"requests failed: {traffic.broken()}"

    # the page itself links nothing remote (Voila's own "lab" template links Font Awesome's CSS from jsDelivr)
    linked = page.page.evaluate("""() => [...document.querySelectorAll('link[href], script[src]')]
        .map((e) => new URL(e.href || e.src)).filter((u) => !['data:', 'blob:'].includes(u.protocol)
            && !['127.0.0.1', 'localhost', '[::1]'].includes(u.hostname)).map((u) => u.href)""")
    assert linked == [], f"the page links files off the machine: {linked}"
