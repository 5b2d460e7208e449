"""Every lesson opened in JupyterLab as a student does (Run All Cells): every cell runs without an
error, the boards and charts are drawn, and nothing is fetched from the internet."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import ARTIFACTS, LESSONS

LESSON_FILES = sorted(p.name for p in LESSONS.glob("[0-9][0-9]-*.ipynb"))
RUN_ALL_S = 240


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
            drawn: panel.node.querySelectorAll('.board-widget svg.board-svg, .vega-embed svg.marks').length,
            checks: texts(cells).split('Right!').length - 1,
            unanswered: texts(cells).split('Not answered yet').length - 1,
        };
        window.__leLesson = panel;
        return result;
    }""", [path, RUN_ALL_S * 1000])


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
    finally:
        close_lesson(lab.page)
    assert report["cells"] > 5 and report["unrun"] == 0, report
    assert report["errors"] == [], f"{name}: {report['errors']}"
    assert report["unanswered"] >= 3 and report["checks"] == 0, report  # exercises start unanswered
    assert report["widgets"] + report["pictures"] >= 1, f"{name} shows no board and no chart: {report}"
    source = (LESSONS / name).read_text(encoding="utf-8")
    if any(view in source for view in ("GameView(", "WealthChart(", "CompareView(", "BoardWidget(")):
        assert report["drawn"] >= 1, f"{name}: its board or chart widgets were not drawn: {report}"
    remote = lab.traffic.remote()
    assert remote == [], f"{name}: requests left the machine: {remote}"
