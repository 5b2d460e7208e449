"""Nothing leaves the machine: every request the page makes (JupyterLab, the widgets' JavaScript,
the Vega bundle, fonts) goes to the local server. Classrooms may be offline."""

from __future__ import annotations


def test_no_request_leaves_the_machine(open_notebook, lab):
    nb = open_notebook("game_view")
    nb.click_and_settle("Step")
    nb.click_and_settle("Buy it")
    nb.scope.locator('.board-widget g.le-space[data-index="5"]').click()
    nb.scope.locator(".board-widget-details").wait_for(state="visible")
    for measure in ("Gini", "Cash", "Wealth"):  # each measure embeds the chart again
        nb.scope.locator(".widget-toggle-button", has_text=measure).click()
        nb.page.wait_for_timeout(300)
    nb.wait_for_chart()
    nb.probe()

    traffic = lab.traffic  # the whole session's: JupyterLab's start and every test so far
    assert len(traffic.requests) > 20
    assert any("/api/kernels/" in url for url in traffic.websockets)
    remote = traffic.remote()
    assert remote == [], f"requests left the machine: {remote}"
    broken = traffic.broken()  # ERR_ABORTED aside: the page cancels some requests itself
    assert broken == [], f"requests failed: {broken}"
