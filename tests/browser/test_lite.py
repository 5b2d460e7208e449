"""The JupyterLite site of the lessons (scripts/build_lite.py) in Debian's chromium: served by a plain static
server on 127.0.0.1, its JupyterLab opens and lists the lessons, and a lesson opens with its setup cell first.
Every request the pages make is recorded: the only ones that leave the machine are for Pyodide, from its CDN
(docs/lite.md: the site needs the network once for it). They are aborted here, so the kernel never starts:
running the lessons' code under Pyodide is tests/test_lite_pyodide.py's job. The page's service worker is
blocked, so that every request, the kernel's worker's included, passes the recorder (JupyterLite's service
worker relays the kernel's access to the site's files, which this test does not use).
Screenshots at 1280x720 and 1920x1080 go to tests/browser/artifacts/lite-*.png, the requests to
tests/browser/artifacts/lite-requests.json.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import pytest

from ..test_lite import built_site
from .conftest import ARTIFACTS, TIMEOUT_MS, _answers, _free_port, _is_local, _start_server, _stop_server

REPO = Path(__file__).resolve().parents[2]
LESSONS = sorted(p.name for p in (REPO / "lessons").glob("[0-9][0-9]-*.ipynb"))
PYODIDE_CDN = "cdn.jsdelivr.net"
SIZES = {"720p": {"width": 1280, "height": 720}, "1080p": {"width": 1920, "height": 1080}}


@pytest.fixture(scope="module")
def lite_site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """The site, built into a temporary folder and served by ``python -m http.server`` on 127.0.0.1."""
    site = built_site(tmp_path_factory)
    work = tmp_path_factory.mktemp("lite-server")
    port = _free_port()
    base = f"http://127.0.0.1:{port}"
    proc = _start_server("the lite site's static server",
                         ["-m", "http.server", "--bind", "127.0.0.1", "--directory", str(site), str(port)],
                         cwd=work, env=None, log=work / "http.log",  # type: ignore[arg-type]
                         ready=lambda: _answers(f"{base}/index.html"))
    try:
        yield base
    finally:
        _stop_server(proc)


class Recorder:
    """Every request of a browser context (pages and their workers); those leaving the machine are aborted."""

    def __init__(self) -> None:
        self.requests: list[str] = []
        self.aborted: list[str] = []

    def route(self, route: Any) -> None:
        url = route.request.url
        self.requests.append(url)
        if _is_local(url):
            route.continue_()
        else:
            self.aborted.append(url)
            route.abort()


@pytest.fixture
def lite_page(lab_browser: Any, request: pytest.FixtureRequest) -> Iterator[tuple[Any, Recorder]]:
    context = lab_browser.new_context(viewport=SIZES["1080p"], service_workers="block")
    recorder = Recorder()
    context.route("**/*", recorder.route)
    page = context.new_page()
    page.set_default_timeout(TIMEOUT_MS)
    try:
        yield page, recorder
    finally:
        context.close()


def _shoot(page: Any, name: str, show: Any = None) -> None:
    """Screenshots at each size, ``show`` (a locator) scrolled into view."""
    ARTIFACTS.mkdir(exist_ok=True)
    for size, viewport in SIZES.items():
        page.set_viewport_size(viewport)
        page.wait_for_timeout(300)
        if show is not None:
            show.scroll_into_view_if_needed()
            page.wait_for_timeout(200)
        page.screenshot(path=str(ARTIFACTS / f"lite-{name}-{size}.png"))


def test_the_lite_site_lists_the_lessons(lite_site: str, lite_page: tuple[Any, Recorder]) -> None:
    page, recorder = lite_page
    page.goto(f"{lite_site}/lab/index.html")
    listing = page.locator(".jp-DirListing-content")
    for name in LESSONS:
        listing.locator(".jp-DirListing-item", has_text=name).wait_for(state="visible")
    _shoot(page, "lessons")
    assert len([u for u in recorder.requests if u.startswith(lite_site)]) > 20
    assert recorder.aborted == [], f"the site asked the internet for {recorder.aborted}"


def test_a_lesson_opens_and_only_pyodide_comes_from_outside(lite_site: str,
                                                            lite_page: tuple[Any, Recorder]) -> None:
    page, recorder = lite_page
    page.goto(f"{lite_site}/lab/index.html?path={LESSONS[0]}")
    notebook = page.locator(".jp-NotebookPanel .jp-Notebook")
    notebook.locator(".jp-MarkdownCell", has_text="In the browser (JupyterLite)").wait_for(state="visible")
    setup = notebook.locator(".jp-CodeCell", has_text="%pip install landlord-edu").first
    setup.wait_for(state="visible")
    cells = json.loads((REPO / "lessons" / LESSONS[0]).read_text(encoding="utf-8"))["cells"]
    title = cells[0]["source"][0].lstrip("# ").strip()
    notebook.locator("h1", has_text=title).wait_for(state="visible")  # rendered Markdown
    # the notebook draws its cells as they scroll into view; the status bar counts them all: the lesson's and 2
    page.locator("#jp-main-statusbar").get_by_text(re.compile(rf"^Cell \d+/{len(cells) + 2}$")).wait_for()
    # the kernel starts: it asks Pyodide's CDN for Pyodide (aborted here: nothing is fetched)
    for _ in range(4 * 40):  # 40 s at most
        if recorder.aborted:
            break
        page.wait_for_timeout(250)
    _shoot(page, "lesson-01", show=setup)
    remote = sorted(set(recorder.aborted))
    (ARTIFACTS / "lite-requests.json").write_text(json.dumps(
        {"requests": len(recorder.requests), "local": len([u for u in recorder.requests if _is_local(u)]),
         "left_the_machine_aborted": remote}, indent=1) + "\n", encoding="utf-8")
    assert remote, "the kernel never asked for Pyodide (is the kernel starting?)"
    outside = [u for u in remote if urlsplit(u).hostname != PYODIDE_CDN or "/pyodide/v" not in u]
    assert outside == [], f"requests left the machine for something other than Pyodide: {outside}"
