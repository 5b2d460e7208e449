"""Nothing leaves the machine: every request the page makes (JupyterLab, the widgets' JavaScript,
the Vega bundle, fonts) goes to the local server. Classrooms may be offline."""

from __future__ import annotations

from urllib.parse import urlsplit

LOCAL_HOSTS = {"127.0.0.1", "localhost", "[::1]", "::1"}
LOCAL_SCHEMES = {"data", "blob", "about"}


def _is_local(url: str) -> bool:
    parts = urlsplit(url)
    return parts.scheme in LOCAL_SCHEMES or parts.hostname in LOCAL_HOSTS


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
    remote = sorted({url for url in traffic.requests + traffic.websockets if not _is_local(url)})
    assert remote == [], f"requests left the machine: {remote}"
    broken = [failure for failure in traffic.failed if "ERR_ABORTED" not in failure]  # aborted: by the page itself
    assert broken == [], f"requests failed: {broken}"
