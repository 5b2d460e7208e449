"""GameView in a real JupyterLab and chromium: the board is drawn, the buttons play, a human's
answer reaches the engine, a click on a space explains it, the chart grows.

Every check reads the page; the kernel's engine is read only through the notebook's probe cell. What a
human is asked comes from the notebook's game made again here (tests/browser/twin.py)."""

from __future__ import annotations

import re

from landlord_edu.board.status import NOT_STARTED

from .twin import twin

PLAYERS = ["Ann", "Ben", "Cal", "Dot"]


def _seat_to_play(status: str) -> int:
    """``"Turn 3: Cal to play"`` -> 2."""
    match = re.fullmatch(r"Turn \d+: (\w+) to play", status)
    assert match, f"unexpected #le-status text {status!r}"
    return PLAYERS.index(match.group(1))


def test_the_board_draws_40_spaces_and_the_tokens(open_notebook):
    nb = open_notebook("game_view")
    board = nb.scope.locator(".board-widget svg.board-svg")
    spaces = board.locator("g.le-space")
    assert spaces.count() == 40
    assert sorted(int(i) for i in spaces.evaluate_all("gs => gs.map((g) => g.dataset.index)")) == list(range(40))
    tokens = board.locator("#le-tokens use.le-token")
    assert tokens.count() == 4
    hrefs = tokens.evaluate_all("us => us.map((u) => u.getAttribute('href'))")
    assert hrefs == [f"#le-token-{seat}" for seat in range(4)]
    for href in hrefs:  # each checker points at a drawn shape
        assert board.locator(href).count() == 1, href
    assert all(x != "0" or y != "0" for x, y in nb.tokens())
    probe = nb.probe()
    assert nb.text("le-status") == probe["status"] == NOT_STARTED  # no player named before the deal
    assert nb.text("le-treasury") == f"${probe['treasury']:,}"
    assert board.locator("#le-player-0").text_content().startswith("Ann · cash $")


def test_a_token_moves_after_step(open_notebook):
    nb = open_notebook("bots_view")
    nb.click_and_settle("Step")  # turn 0: the setting up (the deal); nobody moves
    status = nb.text("le-status")
    seat = _seat_to_play(status)
    before = nb.tokens()
    nb.click_and_settle("Step")
    after = nb.tokens()
    assert len(after) == 4
    assert after[seat] != before[seat], f"{PLAYERS[seat]} played turn 1 ({status}) but the checker stayed at {before}"
    assert nb.text("le-status") != status
    assert nb.scope.locator("#le-focus rect.le-last-move").count() == 1
    ring = nb.scope.locator("#le-focus circle.le-current")
    assert (ring.get_attribute("cx"), ring.get_attribute("cy")) == after[_seat_to_play(nb.text("le-status"))]
    assert nb.text("le-status") == nb.probe()["status"]


def test_the_chart_gains_points_after_steps(open_notebook):
    nb = open_notebook("bots_view")
    assert nb.chart_marks() == 0  # no turn played yet: an empty chart
    counts = []
    lengths = []
    for turn in range(4):
        nb.click_and_settle("Step")
        nb.wait_until(lambda n=4 * (turn + 1): nb.chart_marks() == n, 10, "the chart drew the new points")
        counts.append(nb.chart_marks())
        lengths.append(nb.scope.locator(".wealth-chart g.mark-line.role-mark path").evaluate_all(
            "ps => ps.map((p) => (p.getAttribute('d').match(/[ML]/g) || []).length)"))
    assert counts == [4, 8, 12, 16]  # a point per player per turn (turns 0..3)
    assert lengths[-1] == [4, 4, 4, 4], lengths  # four lines of four vertices each
    assert nb.probe()["turn"] == 3
    assert nb.scope.locator(".wealth-chart .vega-embed").count() == 1  # grown in place, never embedded twice


RECTS = """(chart) => {
    const rect = (el) => { const r = el.getBoundingClientRect(); return {left: r.left, right: r.right}; };
    const svg = chart.querySelector('svg.marks');
    return {box: {...rect(chart), client: chart.clientWidth, scroll: chart.scrollWidth}, svg: rect(svg),
            titles: [...svg.querySelectorAll('g.role-axis-title')].map(rect),
            legend: [...svg.querySelectorAll('g.role-legend')].map(rect)};
}"""


def test_the_chart_axis_titles_stay_inside_as_rows_stream_in(open_notebook):
    """The chart is embedded once, empty, and rows are inserted later: the layout must follow (wider
    y-axis labels push the axis title left, out of the SVG, unless Vega lays the view out again)."""
    nb = open_notebook("bots_view")
    for _ in range(3):
        nb.click_and_settle("Step")
    nb.wait_until(lambda: nb.chart_marks() == 12, 10, "the chart drew three turns")
    chart = nb.scope.locator(".wealth-chart")

    def inside() -> bool:
        rects = chart.evaluate(RECTS)
        svg = rects["svg"]
        return len(rects["titles"]) == 2 and all(svg["left"] <= t["left"] and t["right"] <= svg["right"]
                                                 for t in rects["titles"])

    nb.wait_until(inside, 5, "both axis titles lie inside the chart's SVG")


def test_the_chart_fits_its_panel(open_notebook):
    """The legend (the key to the players' lines) is in sight: the chart does not scroll in GameView's side panel."""
    nb = open_notebook("bots_view")
    nb.click_and_settle("Step")
    rects = nb.scope.locator(".wealth-chart").evaluate(RECTS)
    assert rects["legend"], "the chart has a legend"
    assert rects["box"]["scroll"] <= rects["box"]["client"], rects["box"]
    assert all(legend["right"] <= rects["box"]["right"] for legend in rects["legend"]), rects


def test_a_human_answer_given_by_click_reaches_the_engine(open_notebook):
    nb = open_notebook("game_view")
    game = twin("game_view")  # the same game here: what Ann is dealt comes from the engine
    panel = nb.scope.locator(".landlord-decision")
    assert panel.locator("button").count() == 0 and "No decision waiting" in panel.inner_text()  # its place kept
    nb.click_and_settle("Step")  # the deal: Ann (human) is asked about each card she is dealt
    game.step()
    first = game.pending
    assert first is not None and first.kind == "buy_dealt" and first.player == 0, \
        f"game_view.ipynb's seed should ask Ann about a dealt card at the deal, not {first}: choose another seed"
    space = first.context["space"]
    panel.wait_for(state="visible")
    assert re.search(r"Ann decides:.*" + re.escape(first.prompt), panel.inner_text(), re.S)
    card = re.match(r"Ann was dealt (.+): buy it for \$\d+\?", first.prompt)
    assert card, first.prompt
    probe = nb.probe()
    assert probe["pending"] == {"kind": "buy_dealt", "player": 0}
    assert probe["owner"][space] == -1
    assert nb.scope.locator('#le-holdings use[href="#le-mark-0"]').count() == 0

    nb.click_and_settle("Buy it")
    game.answer(True)
    assert nb.spaces_under('#le-holdings use[href="#le-mark-0"]') == [space]  # Ann's mark, on the card she bought
    probe = nb.probe()
    assert probe["owner"][space] == 0
    assert probe["owner"] == list(game.state.owner)
    assert probe["answers"] >= 1
    second = game.pending
    assert second is not None and second.kind == "buy_dealt" and second.player == 0, \
        f"game_view.ipynb's seed should deal Ann a second card to ask about, not {second}: choose another seed"
    assert probe["pending"] == {"kind": "buy_dealt", "player": 0}  # the next card she was dealt
    assert second.prompt in panel.inner_text()
    assert card.group(1) not in panel.inner_text()

    nb.click_and_settle("Return it to the pack")
    game.answer(False)
    after = nb.probe()
    assert after["owner"].count(0) == 1, "the refused card was not bought"
    assert after["owner"] == list(game.state.owner)
    assert nb.spaces_under('#le-holdings use[href="#le-mark-0"]') == [space]


def test_clicking_a_space_shows_its_details(open_notebook):
    nb = open_notebook("game_view")
    details = nb.scope.locator(".board-widget-details")
    assert details.is_hidden()
    nb.scope.locator('.board-widget g.le-space[data-index="3"]').click()
    details.wait_for(state="visible")
    text = details.inner_text()
    assert "Lonely Lane" in text and "Rule" in text, text
    assert text.startswith("Lonely Lane (space 3, governed by 1906 Rule")
    assert nb.scope.locator(".board-widget g.le-space.le-selected").get_attribute("data-index") == "3"

    # the keyboard: the arrow walks round the board, Enter selects
    nb.scope.locator('.board-widget g.le-space[data-index="3"]').focus()
    nb.page.keyboard.press("ArrowRight")
    nb.page.keyboard.press("Enter")
    nb.wait_until(lambda: "(space 4, governed by 1906 Rule" in details.inner_text(), 10, "space 4 was described")
    assert nb.scope.locator(".board-widget g.le-space.le-selected").get_attribute("data-index") == "4"
