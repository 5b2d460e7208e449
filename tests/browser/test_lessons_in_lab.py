"""Every lesson opened in JupyterLab as a student does (Run All Cells): every cell runs without an
error, the boards and charts are drawn, nothing is fetched from the internet, and the text reads as
written: no dollar amounts typeset as math (JupyterLab's MathJax pairs ``$`` signs; see
tests/test_lesson_dollars.py) and no table wider than the notebook."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from .conftest import ARTIFACTS, LESSONS

LESSON_FILES = sorted(p.name for p in LESSONS.glob("[0-9][0-9]-*.ipynb"))
RUN_ALL_S = 240
VIEWPORT = {"width": 1500, "height": 1500}  # the ``lab`` fixture's page
SHOT_VIEWPORTS = ({"width": 1280, "height": 720}, {"width": 1920, "height": 1080})  # a laptop; a projector
# Cells worth a picture of their own, found by a piece of their source: the ones dollar signs once broke.
SHOTS = {"01-meet-the-board.ipynb": ("| MOTHER EARTH (0)", "lesson-01-table"),
         "04-the-single-tax-switch.ipynb": ("Pay no taxes on Absolute Necessities", "lesson-04-rules"),
         "05-many-games.ipynb": ("show(lorenz_curves(result))", "lesson-05-chart-text"),
         "09-who-sets-the-rent.ipynb": ('nights_table[["turn"', "lesson-09-table")}
SHOWN = re.compile(r"^show\(", re.M)  # a chart shown with its words and data (landlord_edu.charts.show)


def run_lesson(page, path: str) -> dict:
    """Open ``path``, run all cells, wait for the last to finish; report errors and what was drawn."""
    return page.evaluate("""async ([path, limitMs]) => {
        const app = window.jupyterapp;
        const panel = await app.commands.execute('docmanager:open', {path, factory: 'Notebook'});
        await panel.context.ready;
        await panel.sessionContext.ready;
        app.shell.activateById(panel.id);
        const kernelIdle = () => panel.sessionContext.session?.kernel?.status === 'idle';
        for (let k = 0; k < 400 && !kernelIdle(); k++) await new Promise((r) => setTimeout(r, 50));
        const code = () => panel.content.widgets.filter((c) => c.model.type === 'code');
        await app.commands.execute('notebook:run-all-cells');
        const start = Date.now();
        while (Date.now() - start < limitMs) {
            const cells = code();
            const done = cells.every((c) => c.model.executionCount !== null && c.promptNode?.textContent !== '[*]:');
            if (done && kernelIdle()) break;
            await new Promise((r) => setTimeout(r, 200));
        }
        await new Promise((r) => setTimeout(r, 1500));   // let the widgets draw
        // JupyterLab lays out only the cells in view: bring each widget's cell into view and give it time
        // to draw (a loaded machine needs more than the pause above for a full-width board)
        const isView = (o) => 'application/vnd.jupyter.widget-view+json' in (o.data ?? {});
        const viewCells = code().filter((c) => c.model.outputs.toJSON().some(isView));
        const drawnIn = (w) => w.node.querySelectorAll('.board-widget svg.board-svg, .vega-embed svg.marks').length;
        let seen = 0;  // widget cells seen drawn while in view (out of view they may be laid away again)
        for (const c of viewCells) {
            c.node.scrollIntoView({block: 'start'});
            // up to 60 s: the first lesson's widgets load the widget modules (the Vega bundle is 0.9 MB) on a
            // machine that may be running the rest of the suite
            for (let k = 0; k < 300 && drawnIn(c) === 0; k++) await new Promise((r) => setTimeout(r, 200));
            seen += drawnIn(c) > 0 ? 1 : 0;
        }
        const cells = code();
        const outputs = (cs) => cs.flatMap((c) => c.model.outputs.toJSON());
        const texts = (cs) => outputs(cs).map((o) => [].concat(o.text ?? '').join('')).join(' ');
        const errors = cells.flatMap((c) => c.model.outputs.toJSON()
            .filter((o) => o.output_type === 'error').map((o) => `${o.ename}: ${o.evalue}`));
        const result = {
            cells: cells.length,
            unrun: cells.filter((c) => c.model.executionCount === null).length,
            errors,
            // counted in the outputs' model too: JupyterLab draws only the cells in view
            widgets: outputs(cells).filter((o) => 'application/vnd.jupyter.widget-view+json' in (o.data ?? {})).length,
            pictures: outputs(cells).filter((o) => 'image/svg+xml' in (o.data ?? {})).length,
            drawn: Math.max(seen, drawnIn(panel)),
            checks: texts(cells).split('Right!').length - 1,
            described: outputs(cells).filter((o) => [].concat(o.data?.['text/html'] ?? '').join('')
                .includes('What the chart shows:')).length,
            unanswered: texts(cells).split('Not answered yet').length - 1,
        };
        window.__leLesson = panel;
        return result;
    }""", [path, RUN_ALL_S * 1000])


def rendered_text(page) -> dict:
    """Visit every cell of the open lesson (JupyterLab lays out and typesets cells as they come into
    view), then report the cells holding typeset math and the tables wider than the notebook."""
    return page.evaluate("""async () => {
        const panel = window.__leLesson;
        const cells = panel.content.widgets;
        const frame = () => new Promise((r) => requestAnimationFrame(() => r()));
        for (const cell of cells) { cell.node.scrollIntoView(); await frame(); }
        await new Promise((r) => setTimeout(r, 1500));   // MathJax typesets asynchronously
        for (const cell of cells) { cell.node.scrollIntoView(); await frame(); }
        const where = (el) => {
            const i = cells.findIndex((c) => c.node.contains(el));
            return `cell ${i} (${cells[i]?.model.type}): ${cells[i]?.model.sharedModel.getSource().slice(0, 60)}`;
        };
        const width = panel.content.node.clientWidth;
        return {
            width,
            math: [...new Set([...panel.node.querySelectorAll('mjx-container')].map(where))],
            wide: [...panel.node.querySelectorAll('table')].filter((t) => t.scrollWidth > width)
                .map((t) => `${where(t)}: ${t.scrollWidth} px`),
        };
    }""")


def screenshot_cell(page, piece: str, name: str) -> None:
    """Screenshots of the open lesson scrolled to the cell whose source holds ``piece``, at a classroom
    laptop's 1280x720 and a projector's 1920x1080."""
    try:
        for viewport in SHOT_VIEWPORTS:
            page.set_viewport_size(viewport)
            found = page.evaluate("""async (piece) => {
                const cell = window.__leLesson.content.widgets.find(
                    (c) => c.model.sharedModel.getSource().includes(piece));
                if (!cell) return false;
                cell.node.scrollIntoView({block: 'start'});
                await new Promise((r) => setTimeout(r, 500));
                return true;
            }""", piece)
            assert found, f"no cell holds {piece!r}"
            page.screenshot(path=str(Path(ARTIFACTS) / f"{name}-{viewport['width']}.png"))
    finally:
        page.set_viewport_size(VIEWPORT)


def close_lesson(page) -> None:
    page.evaluate("""async () => {
        const panel = window.__leLesson;
        try { await panel.sessionContext.shutdown(); } catch (e) { /* gone already */ }
        panel.context.model.dirty = false;
        panel.dispose();
    }""")


@pytest.mark.parametrize("name", LESSON_FILES)
def test_a_lesson_runs_in_jupyterlab_and_draws(lab, name: str) -> None:
    report = run_lesson(lab.page, f"lessons/{name}")
    try:
        lab.page.screenshot(path=str(Path(ARTIFACTS) / f"lesson-{name[:2]}.png"))
        text = rendered_text(lab.page)
        if name in SHOTS:
            screenshot_cell(lab.page, *SHOTS[name])
    finally:
        close_lesson(lab.page)
    assert report["cells"] > 5 and report["unrun"] == 0, report
    assert report["errors"] == [], f"{name}: {report['errors']}"
    assert report["unanswered"] >= 3 and report["checks"] == 0, report  # exercises start unanswered
    assert report["widgets"] + report["pictures"] >= 1, f"{name} shows no board and no chart: {report}"
    source = (LESSONS / name).read_text(encoding="utf-8")
    shown = sum(len(SHOWN.findall("".join(c["source"]))) for c in json.loads(source)["cells"]
                if c["cell_type"] == "code")
    assert report["described"] == shown, f"{name}: {shown} charts shown, {report['described']} described: {report}"
    if shown or any(view in source for view in ("GameView(", "WealthChart(", "CompareView(", "BoardWidget(")):
        # show(chart) draws with the offline chart widget (landlord_edu.widgets.VegaChart), Vega's svg.marks too
        assert report["drawn"] >= 1, f"{name}: its board or chart widgets were not drawn: {report}"
    assert text["math"] == [], f"{name}: text typeset as math (a $ pair?) in {text['math']}"
    assert text["wide"] == [], f"{name}: tables wider than the notebook ({text['width']} px): {text['wide']}"
    remote = lab.traffic.remote()
    assert remote == [], f"{name}: requests left the machine: {remote}"
