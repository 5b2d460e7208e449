"""Binder: what mybinder.org builds from binder/ runs every lesson and draws the widgets.

repo2docker (from the test extra) says what it builds: its Dockerfile (``repo2docker --no-build``, no Docker
daemon needed) installs binder/requirements.txt into its pinned base environment. tests/_binder_env.py rebuilds
that environment here, from PyPI alone: repo2docker's own pins for JupyterLab, Notebook, ipywidgets and the
rest, then ``pip install -r binder/requirements.txt``. In it every lesson runs from top to bottom, and
JupyterLab (the pinned one, with the extensions the environment ships) draws lesson 1's board.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from . import _binder_env
from ._binder_env import BASE_PACKAGES, BinderEnv
from .browser import conftest as browser_tests  # the browser tests' chromium, Lab settings and traffic record

REPO = Path(__file__).resolve().parents[1]
LESSONS = sorted((REPO / "lessons").glob("[0-9][0-9]-*.ipynb"))
BOARD_LESSON = LESSONS[0]  # lesson 1 shows a GameView


def test_binder_names_its_python_and_installs_this_package() -> None:
    assert (REPO / "binder" / "runtime.txt").read_text().strip() == "python-3.11"
    lines = [ln.strip() for ln in (REPO / "binder" / "requirements.txt").read_text().splitlines()
             if ln.strip() and not ln.startswith("#")]
    assert any(ln == "." or ln.startswith(".[") for ln in lines), "binder/ must install the package itself"


def test_the_readme_badge_opens_lesson_1_in_jupyterlab() -> None:
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    badge = re.search(r"\(https://mybinder\.org/v2/gh/[^)\s]+/binder\?urlpath=lab/tree/([^)\s]+)\)", readme)
    assert badge, "README.md needs a Binder badge on the binder branch with ?urlpath=lab/tree/..."
    assert badge.group(1) == f"lessons/{LESSONS[0].name}"


# every Binder link, and the branch, tag or commit it opens
BINDER_LINK = re.compile(r"mybinder\.org/v2/gh/landlord-edu/landlord_edu/(?P<ref>[^?/\s)\"']+)")


def test_every_binder_link_opens_the_binder_branch_not_main() -> None:
    """mybinder.org builds an image per commit: a link to main rebuilds it at every push (CONTRIBUTING.md)."""
    pages = [REPO / "README.md", REPO / "mkdocs.yml", REPO / "CONTRIBUTING.md", *sorted((REPO / "docs").rglob("*.md")),
             *sorted((REPO / "lessons").rglob("*.md"))]
    links = [(page.relative_to(REPO).as_posix(), m.group("ref")) for page in pages
             for m in BINDER_LINK.finditer(page.read_text(encoding="utf-8"))]
    assert {page for page, _ in links} >= {"README.md", "mkdocs.yml", "docs/index.md"}
    assert [(page, ref) for page, ref in links if ref != "binder"] == []
    assert "git push origin main:binder" in (REPO / "CONTRIBUTING.md").read_text(encoding="utf-8")


# ----- what repo2docker builds (its Dockerfile, printed without Docker) ----------------------------------------
def _unescape(name: str) -> str:
    """repo2docker names the build files it copies by their path, every character but [A-Za-z0-9] as -<hex>."""
    return re.sub(r"-([0-9a-f]{2})", lambda m: chr(int(m.group(1), 16)), name)


def test_repo2docker_installs_binder_requirements_into_its_pinned_base_environment() -> None:
    done = subprocess.run([sys.executable, "-m", "repo2docker", "--no-build", "--debug", "--no-run", "."],
                          cwd=REPO, env=_binder_env.pypi_only_env(), capture_output=True, text=True, timeout=120,
                          check=False)
    assert done.returncode == 0, done.stderr[-3000:]
    text = done.stdout + done.stderr
    python = _binder_env.runtime_python()
    assert f"Building conda environment for python={python}" in text
    # the base environment is the lock file the pins are read from
    lock = re.search(r"^COPY \S+ build_script_files/(\S+) /tmp/env/environment\.lock$", text, re.M)
    assert lock, "repo2docker's Dockerfile copies no conda lock file"
    assert _unescape(lock.group(1).rsplit("-", 1)[0]) == str(_binder_env.lock_file(python))
    # then the repository, then pip install -r binder/requirements.txt from its root, into that environment
    copy_repo = text.index("COPY --chown=0:0 src/ ${REPO_DIR}/")
    install = text.index('RUN ${KERNEL_PYTHON_PREFIX}/bin/pip install --no-cache-dir -r "binder/requirements.txt"')
    assert copy_repo < install
    assert "ENV KERNEL_PYTHON_PREFIX=${NB_PYTHON_PREFIX}" in text  # the kernel's and JupyterLab's environment


def test_the_base_pins_come_from_repo2dockers_lock_file() -> None:
    pins = _binder_env.base_pins(_binder_env.runtime_python())
    assert set(pins) == set(BASE_PACKAGES)
    assert pins["jupyterlab"].startswith("4.") and pins["ipywidgets"].startswith("8.")
    lock = _binder_env.lock_file(_binder_env.runtime_python()).read_text(encoding="utf-8")
    for name, version in pins.items():  # each pin is a line of the lock file, not a number copied by hand
        assert re.search(rf"/{name}-{re.escape(version)}-[^-/]+\.conda", lock), name


# ----- the environment rebuilt: every lesson, and the board in its JupyterLab --------------------------------
@pytest.fixture(scope="module")
def binder(tmp_path_factory: pytest.TempPathFactory) -> BinderEnv:
    """repo2docker's base pins, then binder/requirements.txt, in a fresh environment from PyPI alone (a minute
    or two: the downloads, and the fast cores compiled)."""
    return _binder_env.build(REPO, tmp_path_factory.mktemp("binder"))


def test_binder_requirements_keep_repo2dockers_jupyter_and_add_no_pyarrow(binder: BinderEnv) -> None:
    """The layer must not replace the base's JupyterLab or widgets (their lab extensions are the base's), and
    carries no pyarrow (half the layer's download, for one mention in lesson 5)."""
    added = {item.name.lower().replace("_", "-") for item in binder.layer}
    assert "landlord-edu" in added
    assert added.isdisjoint(name.replace("_", "-") for name in BASE_PACKAGES), added
    assert "pyarrow" not in added
    versions = binder.run(["-c", "from importlib.metadata import version\n"
                                 f"for n in {list(binder.pins)!r}: print(n, version(n))"], cwd=REPO)
    assert dict(line.split() for line in versions.stdout.splitlines()) == binder.pins


def test_every_lesson_runs_in_the_binder_environment(binder: BinderEnv, tmp_path: Path) -> None:
    env = _binder_env.jupyter_env(tmp_path)
    where = binder.run(["-c", "import landlord_edu; print(landlord_edu.__file__)"], cwd=LESSONS[0].parent, env=env)
    assert Path(where.stdout.strip()).is_relative_to(binder.site_packages), where  # the installed package
    out = tmp_path / "executed"
    for lesson in LESSONS:
        run = binder.run(["-m", "jupyter", "nbconvert", "--to", "notebook", "--execute",
                          "--ExecutePreprocessor.timeout=300", "--output-dir", str(out), str(lesson)],
                         cwd=lesson.parent, env=env)
        assert run.returncode == 0, f"{lesson.name} failed in the Binder environment:\n{run.stderr[-3000:]}"
        assert (out / lesson.name).is_file()


@pytest.fixture
def binder_lab(binder: BinderEnv, tmp_path: Path) -> Iterator[tuple[str, str]]:
    """The Binder environment's own JupyterLab on 127.0.0.1, serving a copy of the lessons; yields its address
    and token."""
    root = tmp_path / "lessons"
    shutil.copytree(REPO / "lessons", root)
    for name, settings in browser_tests.LAB_SETTINGS.items():  # no news, no update checks: they would ask the internet
        path = tmp_path / "settings" / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(settings), encoding="utf-8")
    port, token = browser_tests._free_port(), "landlord-edu-binder"
    base = f"http://127.0.0.1:{port}"
    log = tmp_path / "lab.log"
    with log.open("wb") as out:
        proc = subprocess.Popen(
            [str(binder.python), "-m", "jupyterlab", "--no-browser", "--allow-root", "--ip=127.0.0.1", f"--port={port}",
             "--ServerApp.port_retries=0", f"--IdentityProvider.token={token}", f"--ServerApp.root_dir={root}",
             "--LabApp.expose_app_in_browser=True", f"--LabApp.user_settings_dir={tmp_path / 'settings'}",
             f"--LabApp.workspaces_dir={tmp_path / 'workspaces'}", "--ServerApp.terminals_enabled=False"],
            cwd=root, env=_binder_env.jupyter_env(tmp_path), stdout=out, stderr=subprocess.STDOUT)
    try:
        for _ in range(browser_tests.SERVER_START_S * 5):
            if browser_tests._answers(f"{base}/api/status?token={token}") or proc.poll() is not None:
                break
            time.sleep(0.2)
        assert browser_tests._answers(f"{base}/api/status?token={token}"), log.read_text(errors="replace")[-3000:]
        yield base, token
    finally:
        browser_tests._stop_server(proc)


OPEN_AND_RUN_TO_THE_BOARD = """async (name) => {
    const app = window.jupyterapp;
    await app.restored;
    const panel = await app.commands.execute('docmanager:open', {path: name, factory: 'Notebook'});
    app.shell.activateById(panel.id);
    await panel.context.ready;
    await panel.sessionContext.ready;
    const cells = panel.content.widgets;
    const board = cells.findIndex(
        (c) => c.model.type === 'code' && c.model.sharedModel.getSource().includes('GameView('));
    panel.content.activeCellIndex = board;
    await app.commands.execute('notebook:run-all-above');
    await app.commands.execute('notebook:run-cell');
    cells[board].node.scrollIntoView({block: 'start'});
    window.__leLesson = panel;
    return board;
}"""

KERNEL_SAYS = """async (code) => {
    const future = window.__leLesson.sessionContext.session.kernel.requestExecute({code});
    let out = '';
    future.onIOPub = (msg) => { if (msg.header.msg_type === 'stream') out += msg.content.text; };
    await future.done;
    return out;
}"""


def test_the_binder_jupyterlab_draws_lesson_1s_board(binder: BinderEnv, binder_lab: tuple[str, str],
                                                     lab_browser: Any) -> None:
    """repo2docker's JupyterLab with the extensions the environment ships (anywidget's and ipywidgets' prebuilt
    lab extensions; no build step, no postBuild) draws the board of lesson 1, and fetches nothing from the
    internet. The same server serves Notebook 7 (docs/frontends.md: ``?urlpath=notebooks/...`` on Binder)."""
    base, token = binder_lab
    assert browser_tests._answers(f"{base}/notebooks/{BOARD_LESSON.name}?token={token}")
    context = lab_browser.new_context(viewport={"width": 1280, "height": 720})  # the run's one chromium
    try:
        page, traffic = browser_tests.new_page(context)
        page.goto(f"{base}/lab?token={token}&reset")
        page.wait_for_function("window.jupyterapp?.shell")
        assert page.evaluate("window.jupyterapp.version") == binder.pins["jupyterlab"]
        page.evaluate(OPEN_AND_RUN_TO_THE_BOARD, BOARD_LESSON.name)
        board = page.locator(".landlord-game-view .board-widget svg.board-svg")
        board.wait_for(state="visible", timeout=120_000)
        assert board.locator("g.le-space").count() == 40
        where = page.evaluate(KERNEL_SAYS, "import landlord_edu; print(landlord_edu.__file__)")
        assert Path(where.strip()).is_relative_to(binder.site_packages), where
        board.scroll_into_view_if_needed()
        browser_tests.ARTIFACTS.mkdir(exist_ok=True)
        page.screenshot(path=str(browser_tests.ARTIFACTS / "binder-lesson-01-board.png"))
    finally:
        context.close()
    assert traffic.remote() == [], f"requests left the machine: {traffic.remote()}"
    assert traffic.broken() == [], f"requests failed: {traffic.broken()}"
