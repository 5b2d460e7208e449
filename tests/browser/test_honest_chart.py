"""The live chart tells the truth at the Single Tax vote, in GameView, CompareView and the 1939 view, in a
1280x720 and a 1920x1080 window: the vote's label lies inside the plot and clear of the legend (with the vote
near the right edge, where the label turns to the rule's left, and later, once the vote is further left); a
chart with no turn yet says what to do; wealth without Title Deeds is drawn by default, the game's scoring is
one click away with its note; the chart's rows are a table one click away.

Screenshots of each chart go to tests/browser/artifacts/chart-<view>-<moment>-<width>x<height>.png.
"""

from __future__ import annotations

from typing import Any

from .conftest import ARTIFACTS

WINDOWS = ((1280, 720), (1920, 1080))
LAB_WINDOW = {"width": 1500, "height": 1500}  # the shared page's size (conftest.py), put back afterwards

# The plot area (the view's background), the vote's label (the only text mark with its halo: axis and legend
# words are role-axis-label and role-legend-label) and the legend, in screen pixels.
BOXES = """(chart) => {
    const box = (el) => { const r = el.getBoundingClientRect();
                          return {left: r.left, top: r.top, right: r.right, bottom: r.bottom}; };
    const svg = chart.querySelector('svg.marks');
    const plot = svg.querySelector('g.mark-group.role-frame.root > g > path.background');
    return {plot: plot && box(plot),
            // the label, not its white halo drawn under it
            labels: [...svg.querySelectorAll('g.mark-text.role-mark text')]
                     .filter((t) => t.textContent && t.getAttribute('stroke') === null)
                     .map((t) => ({text: t.textContent, ...box(t)})),
            rules: svg.querySelectorAll('g.mark-rule.role-mark line').length,
            legends: [...svg.querySelectorAll('g.role-legend')].map(box)};
}"""


def _overlaps(a: dict[str, Any], b: dict[str, Any]) -> bool:
    return a["left"] < b["right"] and b["left"] < a["right"] and a["top"] < b["bottom"] and b["top"] < a["bottom"]


def _inside(a: dict[str, Any], b: dict[str, Any], slack: float = 0.5) -> bool:
    return (b["left"] - slack <= a["left"] and a["right"] <= b["right"] + slack
            and b["top"] - slack <= a["top"] and a["bottom"] <= b["bottom"] + slack)


def _check(nb, chart: Any, view: str, moment: str, votes: int) -> list[str]:
    """The chart at each window size: what is wrong with its vote label and legend (empty if nothing)."""
    problems = []
    try:
        for width, height in WINDOWS:
            nb.page.set_viewport_size({"width": width, "height": height})
            nb.page.wait_for_timeout(500)  # the notebook lays itself out again, the chart fits its width
            chart.scroll_into_view_if_needed()
            nb.page.wait_for_timeout(200)
            ARTIFACTS.mkdir(exist_ok=True)
            chart.screenshot(path=str(ARTIFACTS / f"chart-{view}-{moment}-{width}x{height}.png"))
            found = chart.evaluate(BOXES)
            where = f"{view} ({moment}) at {width}x{height}"
            if found["plot"] is None or not found["legends"]:
                problems.append(f"{where}: no plot area or no legend found")
                continue
            if len(found["labels"]) != votes or found["rules"] != votes:
                problems.append(f"{where}: {found['rules']} rules and labels {found['labels']}, not {votes}")
            for label in found["labels"]:
                if not _inside(label, found["plot"]):
                    problems.append(f"{where}: the label {label} leaves the plot {found['plot']}")
                problems += [f"{where}: the label {label} meets the legend {legend}"
                             for legend in found["legends"] if _overlaps(label, legend)]
            problems += [f"{where}: the legend {legend} lies on the plot {found['plot']}"
                         for legend in found["legends"] if _overlaps(legend, found["plot"])]
    finally:
        nb.page.set_viewport_size(LAB_WINDOW)
    return problems


def _assert_none(problems: list[str]) -> None:
    assert not problems, f"{len(problems)} problems:\n" + "\n".join(problems[:12])


def _empty_state(chart: Any) -> str:
    empty = chart.locator(".wealth-chart-empty")
    return str(empty.text_content() or "") if empty.count() and empty.is_visible() else ""


def test_game_view_marks_the_vote_inside_the_plot_clear_of_the_legend(open_notebook):
    nb = open_notebook("bots_view")
    chart = nb.scope.locator(".landlord-game-view .wealth-chart")
    nb.wait_for_chart()
    assert _empty_state(chart).startswith("Press Step or Play"), "turn 0: the chart says what to do"
    ARTIFACTS.mkdir(exist_ok=True)
    chart.screenshot(path=str(ARTIFACTS / "chart-game_view-turn-0.png"))
    nb.click_and_settle("Step", clicks=8)
    nb.wait_until(lambda: nb.chart_marks() > 0, 10, "the chart drew the first turns")
    assert _empty_state(chart) == ""
    nb.click_and_settle("Vote the Single Tax")
    nb.click_and_settle("Step")  # the vote at the latest turn: its rule at the right edge, its label to its left
    problems = _check(nb, chart, "game_view", "at-the-vote", votes=1)
    nb.click_and_settle("Step", clicks=30)  # the vote further left: its label to its right
    problems += _check(nb, chart, "game_view", "later", votes=1)
    _assert_none(problems)


def test_game_view_draws_wealth_without_deeds_and_the_scoring_one_click_away(open_notebook):
    nb = open_notebook("bots_view")
    chart = nb.scope.locator(".landlord-game-view .wealth-chart")
    nb.click_and_settle("Step", clicks=3)
    axis = chart.locator("g.role-axis-title text")
    nb.wait_until(lambda: any("Title Deeds" in t for t in axis.all_text_contents()), 10,
                  "the default chart draws wealth without Title Deeds")
    switch = chart.get_by_role("checkbox", name="Count Title Deeds")
    note = chart.locator(".wealth-chart-note")
    assert switch.is_visible() and not switch.is_checked() and note.is_hidden()
    switch.check()
    nb.wait_until(lambda: note.is_visible() and "R-17" in (note.text_content() or ""), 10, "the scoring's note")
    nb.wait_until(lambda: not any("Title Deeds" in t for t in axis.all_text_contents()), 10, "the scoring drawn")
    ARTIFACTS.mkdir(exist_ok=True)
    chart.screenshot(path=str(ARTIFACTS / "chart-game_view-scoring.png"))
    switch.uncheck()
    nb.wait_until(note.is_hidden, 10, "the note goes with the scoring")

    table = chart.locator("details.wealth-chart-table")
    table.locator("summary").click()
    rows = table.locator("tbody tr")
    nb.wait_until(lambda: rows.count() == 4 * 3, 10, "the table lists a row per player per turn")
    heads = table.locator("th").all_text_contents()
    assert heads[:3] == ["Turn", "Round", "Player"] and "Wealth without Title Deeds" in heads
    assert "What the chart shows:" in (table.text_content() or "")
    nb.click_and_settle("Step")
    nb.wait_until(lambda: rows.count() == 4 * 4, 10, "the open table follows the game")
    chart.screenshot(path=str(ARTIFACTS / "chart-game_view-table.png"))


def test_compare_view_marks_the_vote_inside_the_plot_clear_of_the_legend(open_notebook):
    nb = open_notebook("compare_view")  # the Single Tax voted before turn 5 in the second game
    compare = nb.scope.locator(".landlord-compare-view")
    chart = compare.locator(".wealth-chart")
    chart.locator(".vega-embed svg.marks").wait_for(state="visible")
    # the notebook's CompareView lives on between tests (another may have played it): start it again
    compare.get_by_role("button", name="Reset", exact=True).click()
    nb.wait_until(lambda: _empty_state(chart).startswith("Press Step both or Play"), 20, "turn 0: what to do")
    step = compare.get_by_role("button", name="Step both")
    for _ in range(6):
        step.click()
    rule = chart.locator("g.mark-rule.role-mark line")
    nb.wait_until(lambda: rule.count() == 1, 20, "the comparison marked the vote")
    problems = _check(nb, chart, "compare_view", "at-the-vote", votes=1)
    for _ in range(30):
        step.click()
    statuses = compare.locator("#le-status")
    nb.wait_until(lambda: all(t.startswith("Turn 36:") for t in statuses.all_text_contents()), 30,
                  "both boards showed the steps")
    problems += _check(nb, chart, "compare_view", "later", votes=1)
    _assert_none(problems)
    title = chart.locator("g.role-title text").first.text_content() or ""
    assert "Title Deeds" in title, title


def test_1939_view_has_no_vote_and_its_legend_clear_of_the_plot(open_notebook):
    nb = open_notebook("phillips_view")
    chart = nb.scope.locator(".landlord-game-view .wealth-chart")
    nb.wait_for_chart()
    assert _empty_state(chart).startswith("Press Step or Play")
    nb.click_and_settle("Step")  # the deal
    nb.wait_until(lambda: nb.chart_marks() > 0, 10, "the chart drew the deal")
    # no vote in these rules: no rule, no label, and no switch of wealth (the scoring counts money)
    _assert_none(_check(nb, chart, "game_view_1939", "after-the-deal", votes=0))
    assert chart.get_by_role("checkbox", name="Count Title Deeds").is_hidden()
