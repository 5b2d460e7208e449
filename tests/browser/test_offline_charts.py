"""Lesson 5's charts drawn offline in JupyterLab by the package's own Vega (landlord_edu.charts.show ->
VegaChart): each is an <svg> with marks, one picture to a screen reader named by the chart's description,
the Vega bundle comes from the kernel at most once for the page (not with every chart), and no request
leaves the machine; the same for a small notebook (``show(chart)`` and a bare chart under Altair's renderer
"landlord") in Notebook 7 and in Voila. Screenshots: tests/browser/artifacts/offline-chart*-<width>.png."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from typing import Any

import pytest

from .conftest import ARTIFACTS, NOTEBOOKS, _front_end_page, _message, voila_serving
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


# ----- Notebook 7 and Voila: tests/browser/notebooks/offline_charts.ipynb (show(chart), and a bare chart) ----
SMALL = "offline_charts.ipynb"
SMALL_CHARTS = 2  # show(wealth_chart(game)), then a bare comparison_chart under the renderer "landlord"


def _check_small(page: Any, traffic: Any, scope: str) -> None:
    """The small notebook's two charts are drawn, each named by its description, and nothing left the machine."""
    page.wait_for_function(f"() => [...document.querySelectorAll('{scope} .vega-chart svg.marks')].length >= "
                           f"{SMALL_CHARTS}", timeout=90_000)
    charts = page.evaluate(CHARTS.replace("window.__leLesson.node", "document").replace(
        "'.vega-chart'", f"'{scope} .vega-chart'"))
    assert len(charts) == SMALL_CHARTS, charts
    assert charts[0]["name"].startswith("Line chart of wealth by turn for 4 players"), charts
    assert charts[1]["name"].startswith("Line chart comparing"), charts
    for chart in charts:
        assert chart["role"] == "img" and chart["marks"] > 0 and chart["error"] == "", chart
    assert traffic.remote() == [], f"requests left the machine: {traffic.remote()}"


@pytest.fixture
def small_in_notebook7(lab_browser: Any, lab_server: Any) -> Iterator[tuple[Any, Any]]:
    """offline_charts.ipynb in Notebook 7's own interface, every cell run; its kernel shut down afterwards."""
    name = f"notebook7-charts/{SMALL}"
    (lab_server.root / "notebook7-charts").mkdir(exist_ok=True)
    shutil.copy2(NOTEBOOKS / SMALL, lab_server.root / name)
    context, page, traffic = _front_end_page(lab_browser)
    try:
        page.goto(f"{lab_server.base}/notebooks/{name}?token={lab_server.token}")
        page.wait_for_function("window.jupyterapp?.shell")
        page.evaluate("""async () => {
            const app = window.jupyterapp;
            await app.restored;
            const panel = app.shell.currentWidget;
            await panel.context.ready;
            await panel.sessionContext.ready;
            window.__leSmall = panel;
            await app.commands.execute('notebook:run-all-cells');
        }""")
        yield page, traffic
    finally:
        try:
            shoot(page, "offline-charts-notebook7")
            page.evaluate("async () => { try { await window.__leSmall?.sessionContext.shutdown(); } catch (e) {} }")
        finally:
            context.close()


def test_notebook7_draws_charts_offline(small_in_notebook7: tuple[Any, Any]) -> None:
    page, traffic = small_in_notebook7
    assert page.evaluate("window.jupyterapp.name") == "Jupyter Notebook"
    _check_small(page, traffic, ".jp-Notebook")


@pytest.fixture(scope="module")
def small_voila(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """Voila with the package's template serving offline_charts.ipynb at its root URL (as conftest.py's
    voila_server serves bots_view.ipynb)."""
    with voila_serving(tmp_path_factory.mktemp("voila-charts"), NOTEBOOKS / SMALL) as base:
        yield base


def test_voila_draws_charts_offline(lab_browser: Any, small_voila: str) -> None:
    context, page, traffic = _front_end_page(lab_browser)
    try:
        page.goto(f"{small_voila}/")
        _check_small(page, traffic, "body")
    finally:
        try:
            shoot(page, "offline-charts-voila")
        finally:
            context.close()


def shoot(page: Any, name: str) -> None:
    """Screenshots at a classroom laptop's 1280x720 and a projector's 1920x1080."""
    for width, height in ((1280, 720), (1920, 1080)):
        page.set_viewport_size({"width": width, "height": height})
        page.wait_for_timeout(300)
        page.screenshot(path=str(ARTIFACTS / f"{name}-{width}.png"))
