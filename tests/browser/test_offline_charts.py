"""Lesson 5's charts drawn offline in JupyterLab by the package's own Vega (landlord_edu.charts.show ->
VegaChart): each is an <svg> with marks, one picture to a screen reader named by the chart's description,
the Vega bundle comes from the kernel at most once for the page (not with every chart), and no request
leaves the machine. Screenshots: tests/browser/artifacts/offline-chart-<width>.png."""

from __future__ import annotations

from typing import Any

from .conftest import _message
from .test_lessons_in_lab import close_lesson, run_lesson, screenshot_cell

LESSON = "lessons/05-many-games.ipynb"
CHARTS = """() => [...window.__leLesson.node.querySelectorAll('.vega-chart')].map((chart) => {
    const view = chart.querySelector('.vega-chart-view');
    return {role: view?.getAttribute('role'), name: view?.getAttribute('aria-label') ?? '',
            marks: chart.querySelectorAll('svg.marks g.role-mark path, svg.marks g.role-mark line').length,
            error: chart.querySelector('.vega-chart-error')?.textContent ?? ''};
})"""


def bundles_sent(frames: list[Any], since: int) -> int:
    """The kernel's answers carrying the Vega bundle, among the websocket frames after ``since``."""
    count = 0
    for _at, _url, frame in frames[since:]:
        message = _message(frame)
        data = (message or {}).get("content", {}).get("data", {})
        if isinstance(data, dict) and data.get("method") == "custom" and \
                data.get("content", {}).get("type") == "vega-bundle":
            count += 1
    return count


def test_lesson_5_draws_its_charts_offline_named_by_their_descriptions(lab) -> None:
    mark = len(lab.traffic.frames)
    had = lab.page.evaluate("() => Boolean(globalThis.__landlordEduVegaBundle)")  # an earlier test's charts
    report = run_lesson(lab.page, LESSON)
    try:
        lab.page.wait_for_function(f"() => ({CHARTS})().every((c) => c.marks > 0 || c.error)", timeout=60_000)
        charts = lab.page.evaluate(CHARTS)
        screenshot_cell(lab.page, "show(lorenz_curves(result))", "offline-chart")
    finally:
        close_lesson(lab.page)
    assert report["errors"] == [], report["errors"]
    assert len(charts) == report["described"] == 5, (charts, report)  # every show() drew the widget
    for chart in charts:
        assert chart["error"] == "" and chart["marks"] > 0, chart
        assert chart["role"] == "img" and len(chart["name"]) > 60, chart  # named by the chart's description
    assert any(c["name"].startswith("Lorenz curves of final wealth") for c in charts), charts
    assert report["pictures"] == 0  # no static SVG: vl-convert is not needed
    assert bundles_sent(lab.traffic.frames, mark) == (0 if had else 1)  # once per page, not once per chart
    remote = lab.traffic.remote()
    assert remote == [], f"requests left the machine: {remote}"
