"""The documentation site (mkdocs.yml) builds with no warning (``--strict``), offline, and holds its
pages: the getting-started pages, every lesson, the rulings and the API reference.

It needs the ``docs`` extra (scripts/test.sh installs it); without it the build is skipped, except when
the suite tests the installed package, where a missing tool fails.
"""

from __future__ import annotations

import importlib.util
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from . import _support

# a tag that makes the reader's browser fetch a script, a style sheet, a font or a picture
FETCHING = re.compile(r"<(?:script|link|img|iframe|source|embed)\b[^>]*?\b(?:src|href)=[\"']?(https?:)?//", re.I)
CSS_FETCH = re.compile(r"(?:@import|url\()\s*[\"']?(?:https?:)?//", re.I)
LESSONS = sorted(p.stem for p in (_support.REPO / "lessons").glob("*.ipynb"))


def mkdocs() -> list[str]:
    if importlib.util.find_spec("mkdocs") is not None:
        return [sys.executable, "-m", "mkdocs"]
    found = shutil.which("mkdocs")
    if found is None:
        assert not _support.EXPECT_INSTALLED, "scripts/test.sh installs the docs extra: mkdocs is missing"
        pytest.skip('the docs site needs the docs extra: pip install ".[docs]"')
    return [found]


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("site")
    # any attempt to reach the internet during the build goes to a closed port and fails it
    dead = "http://127.0.0.1:9"
    env = {**os.environ, "NO_MKDOCS_2_WARNING": "1", "HTTP_PROXY": dead, "HTTPS_PROXY": dead, "http_proxy": dead,
           "https_proxy": dead, "NO_PROXY": "", "no_proxy": ""}
    proc = subprocess.run([*mkdocs(), "build", "--strict", "--config-file", str(_support.REPO / "mkdocs.yml"),
                           "--site-dir", str(out)], cwd=out, env=env, capture_output=True, text=True,
                          timeout=600, check=False)
    warnings = [line for line in proc.stderr.splitlines() if line.startswith(("WARNING", "ERROR"))]
    assert proc.returncode == 0 and not warnings, "mkdocs build --strict fails:\n" + proc.stderr[-4000:]
    return out


def test_the_site_has_its_pages(site: Path) -> None:
    for page in ["index.html", "getting-started/teachers/index.html", "getting-started/students/index.html",
                 "getting-started/researchers/index.html", "rulings/index.html", "lessons/index.html",
                 *(f"lessons/{name}/index.html" for name in LESSONS)]:
        assert (site / page).is_file(), f"the site has no {page}"
    assert len(LESSONS) == 10


def test_the_api_reference_documents_the_game_from_its_docstrings(site: Path) -> None:
    html = (site / "api" / "game" / "index.html").read_text(encoding="utf-8")
    assert 'id="landlord_edu.game.Game"' in html
    assert 'id="landlord_edu.actions.vote_single_tax"' in html
    assert "Single Tax" in html  # the docstrings' text, not just the headings


def test_a_lesson_is_rendered_with_its_code(site: Path) -> None:
    html = (site / "lessons" / "05-many-games" / "index.html").read_text(encoding="utf-8")
    assert "run_experiment" in html and "jp-Notebook" in html
    assert "mybinder.org/v2/gh/landlord-edu/landlord_edu/binder?urlpath=lab/tree/lessons/05-many-games.ipynb" in html


def test_the_lessons_index_links_the_notes_in_the_repository(site: Path) -> None:
    html = (site / "lessons" / "index.html").read_text(encoding="utf-8")
    assert "/blob/main/lessons/instructor/01-meet-the-board.md" in html
    assert 'href="01-meet-the-board/"' in html  # a lesson's page on the site, not the .ipynb


def test_no_page_makes_the_browser_fetch_from_the_internet(site: Path) -> None:
    fetching = [f"{path.relative_to(site)}: {match.group(0)[:120]}"
                for path in site.rglob("*.html")
                for match in FETCHING.finditer(path.read_text(encoding="utf-8"))]
    fetching += [f"{path.relative_to(site)}: {match.group(0)}"
                 for path in site.rglob("*.css") for match in CSS_FETCH.finditer(path.read_text(encoding="utf-8"))]
    assert not fetching, "\n".join(fetching[:20])
    assert len(list(site.rglob("*.html"))) >= 30


def test_every_relative_link_of_every_page_leads_to_a_page_of_the_site(site: Path) -> None:
    # mkdocs checks the Markdown pages' links; the lessons' links are in the notebooks' HTML
    broken = []
    for path in site.rglob("*.html"):
        for target in re.findall(r'<a\s[^>]*?href="([^"#]+)', path.read_text(encoding="utf-8")):
            if re.match(r"^[a-z][a-z0-9+.-]*:", target):
                continue
            lands = (site / target.lstrip("/") if target.startswith("/") else path.parent / target).resolve()
            if not (lands.is_file() or (lands / "index.html").is_file()):
                broken.append(f"{path.relative_to(site)} -> {target}")
    assert not broken, "\n".join(broken[:20])
