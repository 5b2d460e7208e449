"""Binder: a fresh virtual environment built from binder/ alone (as repo2docker builds it, from the
repository root) installs the package and runs every lesson from top to bottom."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
LESSONS = sorted((REPO / "lessons").glob("[0-9][0-9]-*.ipynb"))


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


def test_a_fresh_environment_from_binder_alone_runs_every_lesson(tmp_path: Path) -> None:
    venv = tmp_path / "binder-env"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    py = venv / "bin" / "python"
    # what repo2docker does: pip install -r binder/requirements.txt from the repository root
    install = subprocess.run([str(py), "-m", "pip", "install", "--quiet", "-r", "binder/requirements.txt"],
                             cwd=REPO, capture_output=True, text=True)
    assert install.returncode == 0, install.stderr[-3000:]
    out = tmp_path / "executed"
    for lesson in LESSONS:
        run = subprocess.run([str(venv / "bin" / "jupyter"), "nbconvert", "--to", "notebook", "--execute",
                              "--ExecutePreprocessor.timeout=300", "--output-dir", str(out), str(lesson)],
                             cwd=lesson.parent, capture_output=True, text=True)
        assert run.returncode == 0, f"{lesson.name} failed in the Binder environment:\n{run.stderr[-3000:]}"
        assert (out / lesson.name).is_file()
