"""Real-browser tests of the notebook widgets: a JupyterLab server, Debian's chromium driven by
playwright (no browser download, no network), and helpers that click the real buttons.

The server runs from ``sys.executable`` so that its kernel is the test environment's Python; it
serves a temporary copy of tests/browser/notebooks. One chromium page loads JupyterLab once for the
session. Each notebook gets one kernel for the session; each test draws a new ``view`` in it (a new
game and new widgets: the tests do not depend on each other) and reads the engine back only by running
the notebook's probe cell. Every test leaves a screenshot in tests/browser/artifacts/; the measures
go to tests/browser/artifacts/measures.json and the terminal summary.

The other front ends the widgets must work in get a page of their own each: Notebook 7 (``notebook7``: the same
server serves it at /notebooks/<path>) and Voila (``voila_page``: ``python -m voila`` on a copy of bots_view.ipynb,
a server for the module).

Needs the ``test`` extra (jupyterlab, notebook 7, voila, playwright) and /usr/bin/chromium (Debian's ``chromium``;
LANDLORD_EDU_CHROMIUM points elsewhere). A missing piece fails the tests; it never skips them.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import shutil
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from importlib import metadata
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import pytest

from .. import _support

HERE = Path(__file__).resolve().parent
NOTEBOOKS = HERE / "notebooks"
# the Voila template the package installs into <prefix>/share/jupyter/voila/templates/
VOILA_TEMPLATE = HERE.parent.parent / "share" / "jupyter" / "voila" / "templates" / "landlord"
LESSONS = HERE.parents[1] / "lessons"
ARTIFACTS = HERE / "artifacts"
CHROMIUM = Path(os.environ.get("LANDLORD_EDU_CHROMIUM", "/usr/bin/chromium"))  # Debian's package
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--disable-dev-shm-usage"]
SERVER_START_S = 60
TIMEOUT_MS = 30_000

# Lab settings for the session: no news or update checks (they would ask the internet), no toasts.
LAB_SETTINGS = {"@jupyterlab/apputils-extension/notification.jupyterlab-settings":
                {"fetchNews": "false", "checkForUpdates": False, "doNotDisturbMode": True}}


# ----- the server -------------------------------------------------------------------------------
@dataclass
class LabServer:
    base: str
    token: str
    root: Path


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _require(module: str, extra: str) -> None:
    """A missing tool is a failure, not a skip: the browser tests are part of the suite."""
    try:
        __import__(module)
    except ImportError as exc:
        pytest.fail(f"the browser tests need {module!r} ({extra}); install the test extra: pip install '.[test]' "
                    f"({exc})", pytrace=False)


def _jupyter_env(work: Path) -> dict[str, str]:
    """The environment of a Jupyter server (JupyterLab, Notebook 7, Voila) whose Jupyter files all live in
    ``work``; its kernel "python3" is this very interpreter, whatever kernelspecs the machine has elsewhere."""
    spec = work / "jupyter_path" / "kernels" / "python3" / "kernel.json"
    spec.parent.mkdir(parents=True)
    spec.write_text(json.dumps({"argv": [sys.executable, "-m", "ipykernel_launcher", "-f", "{connection_file}"],
                                "display_name": "Python 3 (ipykernel)", "language": "python"}), encoding="utf-8")
    return {**_support.subprocess_env(), "JUPYTER_RUNTIME_DIR": str(work / "runtime"),
            "JUPYTER_CONFIG_DIR": str(work / "config"), "JUPYTER_DATA_DIR": str(work / "data"),
            "JUPYTER_PATH": str(work / "jupyter_path"), "JUPYTER_PLATFORM_DIRS": "1"}


def _start_server(what: str, args: list[str], *, cwd: Path, env: dict[str, str], log: Path,
                  ready: Callable[[], bool]) -> subprocess.Popen[bytes]:
    """``sys.executable *args``, its output to ``log``; returns once ``ready()`` (or fails the test)."""
    with log.open("wb") as out:
        proc = subprocess.Popen([sys.executable, *args], cwd=cwd, env=env, stdout=out, stderr=subprocess.STDOUT)
    deadline = time.monotonic() + SERVER_START_S
    while not ready():
        if proc.poll() is not None or time.monotonic() > deadline:
            _stop_server(proc)
            pytest.fail(f"{what} did not start (exit code {proc.poll()}):\n"
                        + log.read_text(errors="replace")[-3000:], pytrace=False)
        time.sleep(0.2)
    return proc


def _stop_server(proc: subprocess.Popen[bytes]) -> None:
    proc.terminate()
    try:
        proc.wait(timeout=20)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()


def _answers(url: str, *, any_status: bool = False) -> bool:
    """Whether an HTTP server answers ``url`` with 200 (with any status at all if ``any_status``)."""
    try:
        with urllib.request.urlopen(url, timeout=2) as response:
            return bool(response.status == 200)
    except urllib.error.HTTPError:
        return any_status
    except OSError:
        return False


@pytest.fixture(scope="session")
def lab_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LabServer]:
    """JupyterLab on 127.0.0.1 (a free port, a token), serving a temporary copy of the notebooks. With the
    ``notebook`` package (7.x) installed, the same server also serves Notebook 7 at /notebooks/<path>."""
    _require("jupyterlab", "JupyterLab, from the test extra")
    work = tmp_path_factory.mktemp("lab")
    root = work / "notebooks"
    shutil.copytree(NOTEBOOKS, root)
    shutil.copytree(LESSONS, root / "lessons")  # the lessons as students open them (test_lessons_in_lab.py)
    for name, settings in LAB_SETTINGS.items():
        path = work / "settings" / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(settings), encoding="utf-8")
    env = _jupyter_env(work)
    port, token = _free_port(), "landlord-edu-browser-tests"
    base = f"http://127.0.0.1:{port}"
    # Notebook 7 is a LabServerApp of its own: it takes the same settings (no news, no update checks).
    options = ["expose_app_in_browser=True", f"user_settings_dir={work / 'settings'}",
               f"workspaces_dir={work / 'workspaces'}"]
    apps = [f"--{app}.{option}" for app in ("LabApp", "JupyterNotebookApp") for option in options]
    proc = _start_server(
        "JupyterLab",
        ["-m", "jupyterlab", "--no-browser", "--allow-root", "--ip=127.0.0.1", f"--port={port}",
         "--ServerApp.port_retries=0", f"--IdentityProvider.token={token}", f"--ServerApp.root_dir={root}",
         *apps, "--ServerApp.terminals_enabled=False",
         "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate"],
        cwd=root, env=env, log=work / "lab.log", ready=lambda: _answers(f"{base}/api/status?token={token}"))
    try:
        yield LabServer(base, token, root)
    finally:
        _stop_server(proc)


@dataclass
class VoilaServer:
    base: str
    root: Path
    log: Path


@pytest.fixture(scope="module")
def voila_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[VoilaServer]:
    """Voila on 127.0.0.1 (a free port) with the package's template (``--template=landlord``, as docs/widgets.md
    says) serving a temporary copy of bots_view.ipynb at its root URL: each page load starts a kernel and runs
    the notebook. Stopped when the module's tests are done."""
    _require("voila", "Voila, from the test extra")
    work = tmp_path_factory.mktemp("voila")
    with voila_serving(work, NOTEBOOKS / "bots_view.ipynb") as base:
        yield VoilaServer(base, work / "notebooks", work / "voila.log")


@contextlib.contextmanager
def voila_serving(work: Path, notebook: Path) -> Iterator[str]:
    """Voila on 127.0.0.1 (a free port) with the package's template, from this tree, serving a copy of
    ``notebook`` (in ``work/notebooks``) at its root URL; yields its address and stops it at the end."""
    root = work / "notebooks"
    root.mkdir()
    shutil.copy2(notebook, root / notebook.name)
    env = _jupyter_env(work)
    # the package's Voila template, from this tree, where an install puts it (<prefix>/share/jupyter/voila/...)
    shutil.copytree(VOILA_TEMPLATE, work / "jupyter_path" / "voila" / "templates" / VOILA_TEMPLATE.name)
    port = _free_port()
    base = f"http://127.0.0.1:{port}"
    # Voila answers no /api/status: any HTTP answer at all means it is listening (GET / would run the notebook).
    proc = _start_server(
        "Voila", ["-m", "voila", "--no-browser", f"--port={port}", "--Voila.ip=127.0.0.1",
                  f"--template={VOILA_TEMPLATE.name}", notebook.name],
        cwd=root, env=env, log=work / "voila.log",
        ready=lambda: _answers(f"{base}/api/status", any_status=True))
    try:
        yield base
    finally:
        _stop_server(proc)


# ----- the browser ------------------------------------------------------------------------------
def launch_chromium() -> Iterator[Any]:
    """Debian's chromium, headless, driven by playwright (never ``playwright install``: it downloads).

    One for the whole run, as the fixture ``lab_browser`` (tests/conftest.py): playwright refuses a second
    synchronous instance while one is running, and tests outside this folder (tests/test_binder.py) drive
    chromium too."""
    if not CHROMIUM.is_file():
        pytest.fail(f"{CHROMIUM} is missing: the browser tests need Debian's chromium. Install it with "
                    "`apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium` "
                    "(.ci/run does this on a fresh machine).", pytrace=False)
    _require("playwright", "playwright's Python package, from the test extra")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=str(CHROMIUM), headless=True, args=CHROMIUM_ARGS)
        try:
            yield browser
        finally:
            browser.close()


@dataclass
class Traffic:
    """Everything the page asked for, and every websocket frame it received (time, url, bytes)."""
    requests: list[str] = field(default_factory=list)
    websockets: list[str] = field(default_factory=list)
    failed: list[str] = field(default_factory=list)
    frames: list[tuple[float, str, bytes]] = field(default_factory=list)

    def remote(self) -> list[str]:
        """Every URL the page asked for (requests and websockets) that is not on this machine, once each."""
        return sorted({url for url in self.requests + self.websockets if not _is_local(url)})

    def broken(self) -> list[str]:
        """The requests that failed, except those the page aborted itself (ERR_ABORTED)."""
        return [failure for failure in self.failed if "ERR_ABORTED" not in failure]


LOCAL_HOSTS = {"127.0.0.1", "localhost", "[::1]", "::1"}
LOCAL_SCHEMES = {"data", "blob", "about"}


def _is_local(url: str) -> bool:
    parts = urlsplit(url)
    return parts.scheme in LOCAL_SCHEMES or parts.hostname in LOCAL_HOSTS


@dataclass
class Lab:
    page: Any
    server: LabServer
    traffic: Traffic
    measures: dict[str, Any]


def new_page(context: Any) -> tuple[Any, Traffic]:
    """A new page in a browser context, and the record of all its traffic from the start."""
    page = context.new_page()
    page.set_default_timeout(TIMEOUT_MS)
    traffic = Traffic()
    page.on("request", lambda request: traffic.requests.append(request.url))
    page.on("requestfailed", lambda request: traffic.failed.append(f"{request.url} ({request.failure})"))

    def on_websocket(ws: Any) -> None:
        traffic.websockets.append(ws.url)
        ws.on("framereceived", lambda payload: traffic.frames.append(
            (time.monotonic(), ws.url, payload.encode() if isinstance(payload, str) else payload)))

    page.on("websocket", on_websocket)
    return page, traffic


MEASURES: dict[str, Any] = {"first_board_cold_s": [], "first_board_warm_s": []}


@pytest.fixture(scope="session")
def measures() -> Iterator[dict[str, Any]]:
    """The numbers the tests measure; written to tests/browser/artifacts/measures.json at the end
    and printed in the terminal summary."""
    yield MEASURES
    ARTIFACTS.mkdir(exist_ok=True)
    (ARTIFACTS / "measures.json").write_text(json.dumps(MEASURES, indent=2) + "\n", encoding="utf-8")


def pytest_terminal_summary(terminalreporter: Any) -> None:
    if not any(MEASURES.values()):
        return
    write = terminalreporter.write_line
    terminalreporter.section("landlord_edu widgets in a real browser: measures")
    cold, warm = MEASURES["first_board_cold_s"], MEASURES["first_board_warm_s"]
    if cold:
        write(f"(c) cell run -> board drawn: {', '.join(f'{s:.2f}' for s in cold)} s with a fresh kernel "
              "(imports included)" + (f"; {min(warm):.2f}-{max(warm):.2f} s re-running the cell" if warm else ""))
    if "bytes_per_turn" in MEASURES:
        b = MEASURES["bytes_per_turn"]
        top = ", ".join(f"{k} {v}" for k, v in list(b["by_widget_trait"].items())[:6])
        write(f"(a) kernel -> browser per turn (Step x{b['turns']}): {b['all_frames']} B in {b['messages']} frames, "
              f"{b['widget_state_payload']} B widget state, {b['board_and_chart_payload']} B board + chart "
              f"(target {b['target_board_and_chart']} B: {'met' if b['within_target'] else 'NOT met'})")
        write(f"    largest: {top}; a Step click's round trip: {b['step_round_trip_ms_median']} ms (median)")
    if "autoplay" in MEASURES:
        a = MEASURES["autoplay"]
        write(f"(b) auto-play at {a['requested_turns_per_s']} turns/s for {a['seconds']} s: the board showed "
              f"{a['turns_shown']} turns ({a['turns_per_s_shown']} turns/s); {a['turns_played_by_pause']} "
              f"played once the queued ticks were done")
    if "other_front_ends" in MEASURES:
        o = MEASURES["other_front_ends"]
        shown = {"notebook7_run_all_s": "Notebook 7, Run All Cells -> board drawn (fresh kernel)",
                 "voila_page_s": "Voila, page opened -> board drawn (kernel start and notebook run included)"}
        write("(d) " + "; ".join(f"{label}: {o[key]:.2f} s" for key, label in shown.items() if key in o))
    write(f"    written to {ARTIFACTS / 'measures.json'}")


@pytest.fixture(scope="session")
def lab(lab_browser: Any, lab_server: LabServer, measures: dict[str, Any]) -> Iterator[Lab]:
    """One page with JupyterLab loaded (about 3 s), shared by the tests; all its traffic is recorded."""
    context = lab_browser.new_context(viewport={"width": 1500, "height": 1500})
    page, traffic = new_page(context)
    page.goto(f"{lab_server.base}/lab?token={lab_server.token}&reset")
    page.wait_for_function("window.jupyterapp?.shell && document.querySelector('#jp-main-dock-panel')")
    page.wait_for_function("window.jupyterapp.serviceManager.isReady")
    page.evaluate("""async () => {
        const app = window.jupyterapp;
        await app.restored;
        if (!app.shell.leftCollapsed) app.shell.collapseLeft();
        if (!app.shell.rightCollapsed) app.shell.collapseRight();
    }""")
    try:
        yield Lab(page, lab_server, traffic, measures)
    finally:
        context.close()


# ----- one notebook ---------------------------------------------------------------------------
def _message(frame: bytes) -> dict[str, Any] | None:
    """A kernel websocket frame as a message: the v1 binary protocol (JupyterLab 4) or plain JSON."""
    if frame[:1] == b"{":
        return dict(json.loads(frame))
    try:
        count = int.from_bytes(frame[:8], "little")
        offsets = [int.from_bytes(frame[8 * (k + 1):8 * (k + 2)], "little") for k in range(count)]
        parts = [frame[offsets[k]:offsets[k + 1]] for k in range(count - 1)]
        channel, header, parent, _meta, content = parts[0].decode(), *(json.loads(p) for p in parts[1:5])
    except (ValueError, IndexError):
        return None
    return {"channel": channel, "header": header, "parent_header": parent, "content": content}


class WidgetPage:
    """GameView's widgets on a browser page, wherever they are shown (JupyterLab, Notebook 7, Voila): the
    widgets' buttons, the board's texts and tokens, and the kernel's websocket frames the page received.
    ``scope`` is the part of the page to look in; ``kernel_id`` names the kernel whose frames count."""

    def __init__(self, page: Any, traffic: Traffic, scope: Any, kernel_id: str = "") -> None:
        self.page = page
        self.traffic = traffic
        self.scope = scope
        self.kernel_id = kernel_id

    def pause(self) -> None:
        """Pause the Play widget if it is playing (its model would go on ticking without a view)."""
        button = self.play_button()
        if button.count() and button.locator("i.fa-pause").count():
            button.click()

    # --- the page
    def button(self, label: str) -> Any:
        """The widget button showing exactly ``label`` (an icon's glyph aside)."""
        return self.scope.locator("button").filter(has_text=re.compile(rf"^\s*{re.escape(label)}\s*$"))

    def text(self, node_id: str) -> str:
        return str(self.scope.locator(f".board-widget svg.board-svg #{node_id}").text_content() or "")

    def tokens(self) -> list[tuple[str, str]]:
        return [(str(u.get_attribute("x")), str(u.get_attribute("y")))
                for u in self.scope.locator(".board-widget #le-tokens use.le-token").all()]

    def spaces_under(self, selector: str) -> list[int]:
        """The index of the board space under each element matching ``selector`` inside the board's SVG
        (by its x/y attributes: where the holdings layer anchors a mark or a label), or the space nearest
        it within a checker's lane (a checker stands on the felt beside its space), else -1."""
        return list(self.scope.locator(".board-widget svg.board-svg").evaluate("""(svg, selector) => {
            const cells = [...svg.querySelectorAll('g.le-space')].map((g) => {
                const r = g.querySelector('rect.le-cell');
                const [x, y, w, h] = ['x', 'y', 'width', 'height'].map((a) => Number(r.getAttribute(a)));
                return {index: Number(g.dataset.index), x, y, w, h};
            });
            const LANE = 52;  // landlord_edu.board.layout.LANE
            return [...svg.querySelectorAll(selector)].map((el) => {
                const px = Number(el.getAttribute('x')), py = Number(el.getAttribute('y'));
                const away = (c) => Math.hypot(Math.max(c.x - px, 0, px - c.x - c.w),
                                               Math.max(c.y - py, 0, py - c.y - c.h));
                const near = cells.map((c) => [away(c), c.index]).sort((a, b) => a[0] - b[0])[0];
                return near && near[0] <= LANE ? near[1] : -1;
            });
        }""", selector))

    def set_slider(self, label: str, value: int) -> None:
        """Type ``value`` into the readout of the slider labelled ``label`` (as a student can)."""
        slider = self.scope.locator(".widget-hslider").filter(has=self.page.locator("label", has_text=label))
        readout = slider.locator(".widget-readout")
        readout.click()
        readout.press("Control+A")
        readout.press_sequentially(str(value))
        readout.press("Enter")
        handle = slider.locator(".noUi-handle")
        self.wait_until(lambda: float(handle.get_attribute("aria-valuenow") or 0) == value, 10,
                        f"the {label} slider shows {value}")

    def play_button(self) -> Any:
        """The Play widget's play/pause button (its icon says which)."""
        return self.scope.locator(".widget-play button").first

    def chart_marks(self) -> int:
        """The wealth chart's point marks (one per player per turn while the game is short)."""
        return self.scope.locator(".wealth-chart svg.marks g.mark-symbol.role-mark path").count()

    def wait_for_chart(self) -> None:
        # .first: a notebook may show more than one chart (compare_view.ipynb: the CompareView's too)
        self.scope.locator(".wealth-chart .vega-embed svg.marks").first.wait_for(state="visible")

    def frame_mark(self) -> int:
        """A bookmark in the recorded websocket frames: pass it as ``since`` to see only what came after."""
        return len(self.traffic.frames)

    def kernel_messages(self, since: int = 0) -> list[tuple[int, dict[str, Any]]]:
        """(size in bytes, message) of every frame the kernel sent after the bookmark ``since``."""
        out = []
        for _at, url, frame in self.traffic.frames[since:]:
            if f"/api/kernels/{self.kernel_id}/" in url:
                message = _message(frame)
                if message is not None:
                    out.append((len(frame), message))
        return out

    def idle_count(self, since: int = 0) -> int:
        return sum(1 for _size, m in self.kernel_messages(since)
                   if m["header"].get("msg_type") == "status" and m["content"].get("execution_state") == "idle")

    def click_and_settle(self, label: str, clicks: int = 1, timeout_s: float = 20) -> None:
        """Click a button and wait until the kernel has handled each click (one idle per click)."""
        mark = self.frame_mark()
        button = self.button(label)
        for _ in range(clicks):
            button.click()
        self.wait_until(lambda: self.idle_count(mark) >= clicks, timeout_s, f"{label!r} was handled")
        self.page.wait_for_timeout(50)  # let the widget views apply the last update

    def wait_until(self, condition: Callable[[], bool], timeout_s: float, what: str) -> None:
        deadline = time.monotonic() + timeout_s
        while not condition():
            if time.monotonic() > deadline:
                raise AssertionError(f"timed out after {timeout_s} s waiting until {what}")
            self.page.wait_for_timeout(25)

    def screenshot(self, name: str) -> None:
        ARTIFACTS.mkdir(exist_ok=True)
        self.page.screenshot(path=str(ARTIFACTS / f"{name}.png"))


class Notebook(WidgetPage):
    """A notebook opened in the shared JupyterLab page, with its own kernel. (Also a notebook in Notebook 7's
    page: its application is JupyterLab's kind, with the same commands.)"""

    def __init__(self, lab: Lab, name: str) -> None:
        super().__init__(lab.page, lab.traffic, lab.page.locator(f'[data-le-test="{name}"]'))
        self.lab = lab
        self.name = name

    # --- life cycle
    def open(self) -> None:
        self.kernel_id = self.page.evaluate("""async (name) => {
            const app = window.jupyterapp;
            const panel = await app.commands.execute('docmanager:open', {path: name, factory: 'Notebook'});
            panel.node.dataset.leTest = name;
            (window.__lePanels ??= {})[name] = panel;
            await panel.context.ready;
            await panel.sessionContext.ready;
            app.shell.activateById(panel.id);
            return panel.sessionContext.session.kernel.id;
        }""", self.name)
        self._wait_for_kernel()

    def adopt(self) -> None:
        """Take the notebook the page opened from its URL (Notebook 7 shows one notebook per page)
        instead of opening it; wait for its kernel."""
        self.kernel_id = self.page.evaluate("""async (name) => {
            const app = window.jupyterapp;
            await app.restored;
            const panel = app.shell.currentWidget;
            if (panel?.context?.path !== name) throw new Error(`the page shows ${panel?.context?.path}, not ${name}`);
            panel.node.dataset.leTest = name;
            (window.__lePanels ??= {})[name] = panel;
            await panel.context.ready;
            await panel.sessionContext.ready;
            return panel.sessionContext.session.kernel.id;
        }""", self.name)
        self._wait_for_kernel()

    def _wait_for_kernel(self) -> None:
        self.page.wait_for_function("""(name) => {
            const kernel = window.__lePanels[name].sessionContext.session?.kernel;
            return kernel && kernel.status === 'idle' && kernel.connectionStatus === 'connected';
        }""", arg=self.name)

    def run_all(self) -> float:
        """Run every cell (the kernel imports everything); the seconds from the command to the drawn board."""
        self._activate()
        start = time.monotonic()
        self.page.evaluate("() => { window.jupyterapp.commands.execute('notebook:run-all-cells'); }")
        return self._drawn(start)

    def run_all_from_menu(self) -> float:
        """Run every cell as a student does: Run > Run All Cells in the menu bar (JupyterLab's and Notebook 7's);
        the seconds from the click to the drawn board."""
        self._activate()
        self.page.locator(".lm-MenuBar-item", has_text=re.compile(r"^Run$")).click()
        item = self.page.locator(".lm-Menu-item", has_text=re.compile(r"^Run All Cells"))
        start = time.monotonic()
        item.click()
        return self._drawn(start)

    def rerun_view(self) -> float:
        """Run the cell that makes and shows ``view`` again: a new game and new widgets in the same kernel.
        The seconds from the command to the drawn board."""
        self.page.evaluate("""(name) => {
            for (const old of window.__lePanels[name].node.querySelectorAll('.landlord-game-view')) {
                old.dataset.leStale = 'yes';
            }
        }""", self.name)
        self._activate()
        start = time.monotonic()
        self.page.evaluate("""(name) => {
            const panel = window.__lePanels[name];
            panel.content.activeCellIndex = panel.content.widgets.findIndex(
                (cell) => cell.model.type === 'code' && cell.model.sharedModel.getSource().includes('GameView('));
            window.jupyterapp.commands.execute('notebook:run-cell');
        }""", self.name)
        return self._drawn(start)

    def _drawn(self, start: float) -> float:
        view = self.scope.locator(".landlord-game-view:not([data-le-stale])")
        view.locator(".board-widget svg.board-svg").wait_for(state="visible")
        seconds = time.monotonic() - start
        self.scope.locator(".landlord-game-view[data-le-stale]").first.wait_for(state="detached")
        if view.locator(".board-widget svg.le-street").count() == 0:  # a picture of its own has no spaces
            view.locator(".board-widget g.le-space").nth(39).wait_for(state="attached")
        self.wait_for_chart()
        self.probe()  # the last cell: the notebook has run, and the probe works
        return seconds

    def close(self) -> None:
        self.page.evaluate("""async (name) => {
            const panel = window.__lePanels?.[name];
            if (!panel) return;
            try { await panel.sessionContext.shutdown(); } catch (e) { /* already gone */ }
            panel.context.model.dirty = false;
            panel.dispose();
            delete window.__lePanels[name];
        }""", self.name)

    def _activate(self) -> None:
        self.page.evaluate("(name) => window.jupyterapp.shell.activateById(window.__lePanels[name].id)", self.name)

    # --- reading the engine through the notebook's last cell
    def probe(self) -> dict[str, Any]:
        """Run the notebook's last cell (it prints one ``PROBE {json}`` line about ``view.game``) and read it.
        The kernel handles messages in order, so the answer reflects every click made before."""
        self._activate()
        text = self.page.evaluate("""async (name) => {
            const app = window.jupyterapp;
            const panel = window.__lePanels[name];
            const index = panel.content.widgets.length - 1;
            const cell = panel.content.widgets[index];
            const before = cell.model.executionCount;
            panel.content.activeCellIndex = index;
            await app.commands.execute('notebook:run-cell');
            const read = () => cell.model.outputs.toJSON()
                .map((o) => [].concat(o.text ?? o.ename ?? '', o.evalue ?? '').join('')).join('');
            for (let k = 0; k < 400; k++) {
                if (cell.model.executionCount !== before && read().includes('PROBE ')) return read();
                if (cell.model.executionCount !== before && read().includes('Error')) return read();
                await new Promise((r) => setTimeout(r, 25));
            }
            return read();
        }""", self.name)
        line = next((part for part in text.splitlines() if part.startswith("PROBE ")), None)
        assert line is not None, f"the probe cell printed no PROBE line: {text!r}"
        return dict(json.loads(line[len("PROBE "):]))

    def probe_settled(self, timeout_s: float = 20) -> dict[str, Any]:
        """Probe until two probes in a row agree and the board's ``#le-status`` shows the same.
        Needed after Play: ipywidgets holds back a model's newest update until the kernel has
        handled the previous one, so a last tick may reach the kernel after a probe sent later."""
        deadline = time.monotonic() + timeout_s
        last = None
        while True:
            probe = self.probe()
            if probe == last and self.text("le-status") == probe["status"]:
                return probe
            if time.monotonic() > deadline:
                raise AssertionError(f"the engine and the board did not settle: the board shows "
                                     f"{self.text('le-status')!r}, the engine {probe['status']!r}")
            last = probe
            self.page.wait_for_timeout(100)


@pytest.fixture(scope="session")
def notebooks(lab: Lab) -> Iterator[dict[str, Notebook]]:
    """The notebooks opened so far, by stem: one kernel each for the whole session."""
    opened: dict[str, Notebook] = {}
    yield opened
    for notebook in opened.values():
        notebook.close()


@pytest.fixture
def open_notebook(lab: Lab, notebooks: dict[str, Notebook],
                  request: pytest.FixtureRequest) -> Iterator[Callable[[str], Notebook]]:
    """``open_notebook("bots_view")``: tests/browser/notebooks/bots_view.ipynb in JupyterLab, with a new
    ``view`` (a new game, new widgets) drawn for this test. The first test to ask opens the notebook,
    starts its kernel and runs every cell; later tests run the view's cell again in the same kernel
    (the imports take seconds; the game and widgets are new each time). A screenshot of the page is
    saved as tests/browser/artifacts/<test name>.png afterwards, whatever the outcome."""
    used: list[Notebook] = []
    test = re.sub(r"[^\w.-]+", "-", request.node.name)

    def open_(stem: str) -> Notebook:
        notebook = notebooks.get(stem)
        if notebook is None:
            notebook = notebooks[stem] = Notebook(lab, f"{stem}.ipynb")
            notebook.open()
            lab.measures["first_board_cold_s"].append(round(notebook.run_all(), 2))
        else:
            lab.measures["first_board_warm_s"].append(round(notebook.rerun_view(), 2))
        used.append(notebook)
        return notebook

    yield open_
    if used:
        try:
            used[-1].screenshot(test)
        finally:
            for notebook in used:
                notebook.pause()


# ----- the other front ends: Notebook 7 and Voila ----------------------------------------------
def _front_end_page(lab_browser: Any) -> tuple[Any, Any, Traffic]:
    context = lab_browser.new_context(viewport={"width": 1500, "height": 1500})
    page, traffic = new_page(context)
    return context, page, traffic


@pytest.fixture
def notebook7(lab_browser: Any, lab_server: LabServer, measures: dict[str, Any],
              request: pytest.FixtureRequest) -> Iterator[Notebook]:
    """bots_view.ipynb in Notebook 7's own interface (/notebooks/<path> on the session's server), on a page
    of its own, every cell run from the menu (Run > Run All Cells) and the board drawn. The notebook is a copy
    in a folder of its own: its kernel is its own, not the one JupyterLab's page shares between tests. A
    screenshot is saved as tests/browser/artifacts/<test name>.png afterwards; the kernel is shut down."""
    _require("notebook", "Notebook 7, from the test extra")
    version = metadata.version("notebook")
    if int(version.split(".")[0]) < 7:
        pytest.fail(f"the browser tests need Notebook 7 (notebook>=7, from the test extra), not notebook {version}",
                    pytrace=False)
    name = "notebook7/bots_view.ipynb"
    (lab_server.root / "notebook7").mkdir(exist_ok=True)
    shutil.copy2(NOTEBOOKS / "bots_view.ipynb", lab_server.root / name)
    context, page, traffic = _front_end_page(lab_browser)
    nb = Notebook(Lab(page, lab_server, traffic, measures), name)
    try:
        response = page.goto(f"{lab_server.base}/notebooks/{name}?token={lab_server.token}")
        if response is None or response.status != 200:
            pytest.fail(f"the Jupyter server serves no Notebook 7 at /notebooks/{name} (HTTP "
                        f"{response and response.status}): is the notebook package's server extension enabled? "
                        "(`jupyter server extension list`)", pytrace=False)
        page.wait_for_function("window.jupyterapp?.shell")  # --JupyterNotebookApp.expose_app_in_browser
        nb.adopt()
        measures.setdefault("other_front_ends", {})["notebook7_run_all_s"] = round(nb.run_all_from_menu(), 2)
        yield nb
    finally:
        try:
            nb.screenshot(re.sub(r"[^\w.-]+", "-", request.node.name))
            nb.pause()
            nb.close()
        finally:
            context.close()


@pytest.fixture
def voila_page(lab_browser: Any, voila_server: VoilaServer, measures: dict[str, Any],
               request: pytest.FixtureRequest) -> Iterator[WidgetPage]:
    """Voila's page of bots_view.ipynb (Voila starts a kernel and runs the notebook for it), loaded in a
    page of its own until the board is drawn. A screenshot is saved as tests/browser/artifacts/<test name>.png
    afterwards."""
    context, page, traffic = _front_end_page(lab_browser)
    view = WidgetPage(page, traffic, page.locator("body"))
    try:
        start = time.monotonic()
        page.goto(f"{voila_server.base}/")
        try:
            view.scope.locator(".landlord-game-view .board-widget g.le-space").nth(39).wait_for(state="attached")
        except Exception as exc:  # playwright's timeout: say what Voila said
            pytest.fail(f"Voila's page drew no board ({exc}); Voila's log ends:\n"
                        + voila_server.log.read_text(errors="replace")[-3000:], pytrace=False)
        measures.setdefault("other_front_ends", {})["voila_page_s"] = round(time.monotonic() - start, 2)
        kernels = {match.group(1) for url in traffic.websockets
                   if (match := re.search(r"/api/kernels/([^/?]+)/channels", url))}
        assert len(kernels) == 1, f"Voila's page should talk to one kernel, not {traffic.websockets}"
        view.kernel_id = kernels.pop()
        yield view
    finally:
        try:
            view.screenshot(re.sub(r"[^\w.-]+", "-", request.node.name))
            view.pause()
        finally:
            context.close()
