"""The package under Pyodide, the Python of the JupyterLite site (scripts/build_lite.py), run in node: npm's
``pyodide`` package at the site's release, the package's pure wheel unpacked into it, offline.

Seeded games of both editions print and log the same bytes as under CPython; and the lessons' code runs there
statement by statement (lite/check/lesson_cells.py) with the same output as under CPython, except what needs
pandas, Altair or the widgets: npm's pyodide has none of Pyodide's package wheels (the site's kernel fetches
them from Pyodide's CDN), so those statements are counted, not run (docs/lite.md). Needs node and npm, and the
npm registry the first time (the package is kept in lite/_cache/); a missing tool fails the tests.
"""

from __future__ import annotations

import difflib
import json
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from . import _support
from .test_lite import _build_lite, built_site

REPO = Path(__file__).resolve().parents[1]
CHECK = REPO / "lite" / "check"
LESSONS = sorted((REPO / "lessons").glob("[0-9][0-9]-*.ipynb"))
# lessons 3 and 6 play hundreds of games (about 13 s each under CPython, twice that under Pyodide): slow run only
HEAVY = ("03-", "06-")


@pytest.fixture(scope="module")
def pyodide(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, list[Path]]:
    """npm's pyodide (installed once into lite/_cache/) and the package's pure wheel, from the lite site."""
    if shutil.which("node") is None:
        pytest.fail("node is missing: the Pyodide checks need node and npm (Debian's nodejs and npm)", pytrace=False)
    wheels = sorted((built_site(tmp_path_factory) / "pypi").glob("landlord_edu-*-py3-none-any.whl"))
    assert len(wheels) == 1, wheels
    return _build_lite().npm_pyodide(), wheels


def _in_pyodide(pyodide: tuple[Path, list[Path]], script: Path, *args: str, cwd: Path) -> str:
    package, wheels = pyodide
    out = subprocess.run(["node", str(CHECK / "run_in_pyodide.mjs"), str(package),
                          *[f"--wheel={w}" for w in wheels], str(script), *args],
                         cwd=cwd, capture_output=True, timeout=600)
    assert out.returncode == 0, out.stderr.decode(errors="replace")[-3000:]
    return out.stdout.decode()


def _in_cpython(script: Path, *args: str, cwd: Path) -> str:
    out = subprocess.run([sys.executable, str(script), *args], cwd=cwd, capture_output=True, timeout=600,
                         env={**_support.subprocess_env(), "LANDLORD_EDU_ENGINE": "python"})
    assert out.returncode == 0, out.stderr.decode(errors="replace")[-3000:]
    return out.stdout.decode()


def test_pyodide_is_the_sites_release(pyodide: tuple[Path, list[Path]]) -> None:
    package, _ = pyodide
    lock = json.loads((package / "pyodide-lock.json").read_text(encoding="utf-8"))
    assert json.loads((package / "package.json").read_text())["version"] == _build_lite().pyodide_version()
    assert lock["info"]["platform"].startswith("emscripten") and "pandas" in lock["packages"]


def test_seeded_games_are_the_same_bytes_under_pyodide(pyodide: tuple[Path, list[Path]], tmp_path: Path) -> None:
    (tmp_path / "pyodide").mkdir()
    (tmp_path / "cpython").mkdir()
    under_pyodide = _in_pyodide(pyodide, CHECK / "games.py", cwd=tmp_path / "pyodide")
    under_cpython = _in_cpython(CHECK / "games.py", cwd=tmp_path / "cpython")
    games = json.loads(under_cpython)
    assert len(games) == 5 and {"1939"} < {a for g in games for a in g["args"]}
    assert all(g["status"] == 0 and len(g["log"].splitlines()) > 100 for g in games)
    assert under_pyodide == under_cpython


def _lessons_compared(pyodide: tuple[Path, list[Path]], lessons: list[Path], tmp_path: Path) -> dict[str, Any]:
    (tmp_path / "pyodide").mkdir()
    (tmp_path / "cpython").mkdir()
    paths = [str(p) for p in lessons]
    under_pyodide = json.loads(_in_pyodide(pyodide, CHECK / "lesson_cells.py", *paths, cwd=tmp_path / "pyodide"))
    under_cpython = json.loads(_in_cpython(CHECK / "lesson_cells.py", *paths, cwd=tmp_path / "cpython"))
    assert sorted(under_pyodide) == [p.name for p in lessons]
    for name, run in under_pyodide.items():
        assert run["errors"] == [], f"{name} under Pyodide: {run['errors']}"
        assert run["ran"] > 10, f"{name}: only {run['ran']} statements ran under Pyodide"
        # pandas, Altair and the widgets are all a lesson may be missing here
        assert set(run["needs"]) <= {"pandas", "altair", "ipywidgets", "anywidget", "tqdm"}, run["needs"]
        diff = "\n".join(difflib.unified_diff(under_cpython[name]["output"].splitlines(),
                                              run["output"].splitlines(), "CPython", "Pyodide", lineterm=""))
        assert run == under_cpython[name], f"{name}: Pyodide's run differs from CPython's:\n{diff[:3000]}"
    return dict(under_pyodide)


def test_the_lessons_engine_code_runs_under_pyodide(pyodide: tuple[Path, list[Path]], tmp_path: Path) -> None:
    runs = _lessons_compared(pyodide, [p for p in LESSONS if not p.name.startswith(HEAVY)], tmp_path)
    assert len(runs) == len(LESSONS) - len(HEAVY)


@pytest.mark.slow
def test_every_lessons_engine_code_runs_under_pyodide(pyodide: tuple[Path, list[Path]], tmp_path: Path) -> None:
    runs = _lessons_compared(pyodide, LESSONS, tmp_path)
    assert len(runs) == 10
