"""The JupyterLite site of the lessons (scripts/build_lite.py, docs/lite.md): it builds from the sources alone,
holds the lessons each with its setup cell, the package's pure wheel and the widgets' pure wheels, and
only the lab extensions it needs; and every library the lessons and the package import is one the site's Python
can load without PyPI: in Pyodide's lock (served by Pyodide's CDN, or by the site when Pyodide is self-hosted)
or served by the site itself. The page in a real browser: tests/browser/test_lite.py; the package under
Pyodide: tests/test_lite_pyodide.py. Needs the lite tools (test extra) and, the first time, PyPI and npm.
"""

from __future__ import annotations

import ast
import importlib.util
import json
import re
import subprocess
import sys
import zipfile
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
from packaging.markers import Marker
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name
from packaging.version import Version

import landlord_edu

REPO = Path(__file__).resolve().parents[1]
LESSONS = sorted((REPO / "lessons").glob("[0-9][0-9]-*.ipynb"))
# what the package may import that the site does not have, and why that is fine
NOT_IN_LITE = {"pyarrow": "Parquet export (to_parquet, --format parquet): no lesson writes Parquet",
               "vl_convert": "static SVG export (chart_svg): compiled, no Pyodide build; Lite draws charts live",
               # the class game's server runs on the instructor's computer (the class extra), never in a browser
               **dict.fromkeys(("starlette", "uvicorn", "websockets", "segno"),
                               "the class game's server (landlord_edu.class_game): not run in the browser")}
# the environment a requirement's markers are read in: Pyodide's (the lock's platform)
PYODIDE_MARKERS = {"sys_platform": "emscripten", "platform_system": "Emscripten", "os_name": "posix",
                   "platform_machine": "wasm32", "implementation_name": "cpython",
                   "platform_python_implementation": "CPython", "python_version": "3.14",
                   "python_full_version": "3.14.2", "extra": ""}
MAX_MB = 60


def _build_lite() -> ModuleType:
    spec = importlib.util.spec_from_file_location("build_lite", REPO / "scripts" / "build_lite.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def built_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The site, built once a test session by the README's command (tests/browser/test_lite.py and
    tests/test_lite_pyodide.py use it too), into the session's temporary folder."""
    out = tmp_path_factory.getbasetemp() / "lite-site"
    if not (out / "jupyter-lite.json").is_file():
        done = subprocess.run([sys.executable, str(REPO / "scripts" / "build_lite.py"), "--output", str(out)],
                              cwd=REPO, capture_output=True, text=True, timeout=600)
        assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
        assert f"built {out}" in done.stdout
    return out


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return built_site(tmp_path_factory)


@pytest.fixture(scope="module")
def lock() -> dict[str, Any]:
    """Pyodide's lock at the site's release (npm's pyodide package)."""
    return dict(json.loads((_build_lite().npm_pyodide() / "pyodide-lock.json").read_text(encoding="utf-8")))


def _config(site: Path) -> dict[str, Any]:
    return dict(json.loads((site / "jupyter-lite.json").read_text(encoding="utf-8"))["jupyter-config-data"])


def _site_wheels(site: Path) -> list[Path]:
    """The wheels piplite serves: the site's own pypi/ and the kernel's."""
    return sorted([*site.glob("pypi/*.whl"), *site.glob("extensions/@jupyterlite/pyodide-kernel-extension/static/"
                                                        "pypi/*.whl")])


def _wheel_meta(wheel: Path) -> tuple[str, Version, list[Requirement], set[str]]:
    """A wheel's name, version, requirements and top-level import names."""
    with zipfile.ZipFile(wheel) as z:
        meta = next(n for n in z.namelist() if n.endswith(".dist-info/METADATA"))
        text = z.read(meta).decode()
        tops = {n.split("/")[0].removesuffix(".py") for n in z.namelist()
                if not n.split("/")[0].endswith((".dist-info", ".data"))}
    field = dict(re.findall(r"^(Name|Version): (.+)$", text, re.M))
    requires = [Requirement(r) for r in re.findall(r"^Requires-Dist: (.+)$", text, re.M)]
    return canonicalize_name(field["Name"]), Version(field["Version"]), requires, tops


def _available(site: Path, lock: dict[str, Any]) -> tuple[dict[str, Version], dict[str, str]]:
    """What the site's Python can install (name: version) and import (module: where it comes from)."""
    versions: dict[str, Version] = {}
    modules: dict[str, str] = {}
    for name, package in lock["packages"].items():
        versions[canonicalize_name(name)] = Version(package["version"])
        modules.update(dict.fromkeys(package["imports"], f"Pyodide's lock ({name})"))
    for wheel in _site_wheels(site):
        name, version, _, tops = _wheel_meta(wheel)
        versions[name] = version
        modules.update(dict.fromkeys(tops, f"the site ({wheel.name})"))
    return versions, modules


def _imports(source: str) -> set[str]:
    """Top-level modules a source imports (``need("x", ...)`` included: the package's lazy imports)."""
    names = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            names |= {a.name.split(".")[0] for a in node.names}
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module.split(".")[0])
        elif (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "need"
              and node.args and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str)):
            names.add(node.args[0].value.split(".")[0])
    return {n for n in names if n not in sys.stdlib_module_names and n != "landlord_edu"}


def _lesson_code(notebook: dict[str, Any]) -> str:
    cells = ["".join(c["source"]) for c in notebook["cells"] if c["cell_type"] == "code"]
    return "\n".join(line for cell in cells for line in cell.splitlines() if not line.lstrip().startswith(("%", "!")))


def test_the_site_holds_the_nine_lessons_each_with_its_setup_cell(site: Path) -> None:
    build = _build_lite()
    names = sorted(p.name for p in (site / "files").glob("*.ipynb"))
    assert names == [p.name for p in LESSONS] and len(names) == 10
    listed = {item["name"] for item in json.loads((site / "api" / "contents" / "all.json").read_text())["content"]}
    assert set(names) | {"README.md", "glossary.md", "rule-sheet.html"} <= listed
    for lesson in LESSONS:
        source = json.loads(lesson.read_text(encoding="utf-8"))
        built = json.loads((site / "files" / lesson.name).read_text(encoding="utf-8"))
        setup = [c for c in built["cells"] if build.SETUP_TAG in c["metadata"].get("tags", [])]
        assert [c["cell_type"] for c in setup] == ["markdown", "code"]
        assert setup[1]["source"] == "%pip install landlord-edu anywidget ipywidgets pandas altair tqdm"
        assert built["cells"].index(setup[0]) <= 1  # first, or just after the title
        assert [c for c in built["cells"] if c not in setup] == source["cells"], lesson.name


def test_every_relative_link_in_the_sites_lessons_leads_to_a_file_of_the_site(site: Path) -> None:
    files = site / "files"
    texts = {p.name: p.read_text(encoding="utf-8") for p in files.glob("*.md")}
    texts |= {p.name: "\n".join("".join(c["source"]) for c in json.loads(p.read_text(encoding="utf-8"))["cells"]
                                 if c["cell_type"] == "markdown") for p in files.glob("*.ipynb")}
    links = [(name, target) for name, text in texts.items()
             for target in re.findall(r"\]\(([^)\s#]+)", text) if not re.match(r"^[a-z][a-z0-9+.-]*:", target)]
    assert len(links) > 20 and not [f"{n} -> {t}" for n, t in links if not (files / t).is_file()]
    assert not (files / "instructor").exists()  # the notes hold the answers: linked in the repository instead
    assert "/blob/main/lessons/instructor/01-meet-the-board.md" in texts["README.md"]


def test_a_missing_pyodide_release_is_refused_before_anything_is_built(tmp_path: Path) -> None:
    done = subprocess.run([sys.executable, str(REPO / "scripts" / "build_lite.py"), "--output", str(tmp_path / "out"),
                           "--pyodide", str(tmp_path / "pyodide-314.0.6.tar.bz2")],
                          cwd=REPO, capture_output=True, text=True, timeout=120)
    assert done.returncode != 0 and "--pyodide" in done.stderr and "no such file" in done.stderr
    assert not (tmp_path / "out").exists()


def test_the_site_serves_the_package_and_the_widgets_wheels(site: Path) -> None:
    served = {p.name for p in (site / "pypi").glob("*.whl")}
    assert f"landlord_edu-{landlord_edu.__version__}-py3-none-any.whl" in served
    for name in _build_lite().bundle_names():
        assert [w for w in served if w.lower().startswith(name.lower() + "-")], f"{name} is not in the site's pypi/"
    assert all(w.endswith("-none-any.whl") for w in served)
    index = json.loads((site / "pypi" / "all.json").read_text())
    assert {canonicalize_name(n) for n in index} >= {"landlord-edu", "anywidget", "ipywidgets"}
    with zipfile.ZipFile(site / "pypi" / f"landlord_edu-{landlord_edu.__version__}-py3-none-any.whl") as z:
        assert not [n for n in z.namelist() if n.endswith((".so", ".pyd", ".pyx", ".c"))], "the wheel is not pure"


def test_the_site_fetches_nothing_but_pyodide(site: Path) -> None:
    config = _config(site)
    extensions = sorted(e["name"] for e in config["federated_extensions"])
    assert extensions == sorted(_build_lite().EXTENSIONS)
    kernel = config["litePluginSettings"]["@jupyterlite/pyodide-kernel-extension:kernel"]
    assert kernel["disablePyPIFallback"] is True  # %pip install finds everything on the site, or fails
    # the anywidget front end the site ships is the version of the Python half it serves
    front = json.loads((site / "extensions" / "anywidget" / "package.json").read_text())["version"]
    assert any(p.name.startswith(f"anywidget-{front}-") for p in (site / "pypi").glob("*.whl"))
    overrides = json.loads((site / "overrides.json").read_text())
    assert overrides["@jupyterlab/apputils-extension:notification"]["checkForUpdates"] is False


def test_every_library_the_lessons_need_is_in_pyodides_lock_or_on_the_site(site: Path, lock: dict[str, Any]) -> None:
    versions, modules = _available(site, lock)
    for lesson in LESSONS:
        missing = _imports(_lesson_code(json.loads(lesson.read_text(encoding="utf-8")))) - set(modules)
        assert not missing, f"{lesson.name} imports {missing}, which the site's Python cannot load"
    package = set().union(*(_imports(p.read_text(encoding="utf-8")) for p in (REPO / "landlord_edu").rglob("*.py")))
    assert {"pandas", "altair", "anywidget", "ipywidgets"} <= package
    assert not package - set(modules) - set(NOT_IN_LITE), f"the package imports {package - set(modules)}"
    for spec in _build_lite().INSTALL:  # the setup cell's names, with everything they require
        assert canonicalize_name(spec) in versions, f"the setup cell installs {spec}, which the site lacks"


def test_every_wheel_the_site_serves_has_its_requirements_there(site: Path, lock: dict[str, Any]) -> None:
    versions, _ = _available(site, lock)
    for wheel in site.glob("pypi/*.whl"):
        _, _, requires, _ = _wheel_meta(wheel)
        for req in requires:
            if req.marker is not None and not req.marker.evaluate(PYODIDE_MARKERS):
                continue  # another platform's, or an extra's
            have = versions.get(canonicalize_name(req.name))
            assert have is not None, f"{wheel.name} requires {req}, which neither Pyodide's lock nor the site has"
            assert req.specifier.contains(have, prereleases=True), f"{wheel.name} requires {req}; the site has {have}"
    assert Marker('sys_platform != "emscripten"').evaluate(PYODIDE_MARKERS) is False


def test_the_sites_size(site: Path) -> None:
    """Reported (pytest -rA shows it); a site past MAX_MB has picked up something it should not."""
    size = sum(p.stat().st_size for p in site.rglob("*") if p.is_file())
    wheels = sum(p.stat().st_size for p in site.glob("pypi/*.whl"))
    print(f"the lite site: {size / 1e6:.1f} MB, of which {wheels / 1e6:.1f} MB of wheels in pypi/; "
          f"Pyodide from its CDN at run time")
    assert 5e6 < size < MAX_MB * 1e6


@pytest.mark.slow
def test_a_pyodide_release_given_to_the_build_is_served_by_the_site(tmp_path: Path) -> None:
    """``--pyodide`` (docs/lite.md, self-hosting): the site serves that Pyodide and the kernel loads it from there.
    npm's core stands in for the full release here: the build treats both alike."""
    import tarfile

    core = _build_lite().npm_pyodide()
    release = tmp_path / "pyodide-core.tar.bz2"
    with tarfile.open(release, "w:bz2") as tar:
        for name in ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json"):
            tar.add(core / name, arcname=f"pyodide/{name}")
    out = tmp_path / "site"
    done = subprocess.run([sys.executable, str(REPO / "scripts" / "build_lite.py"), "--output", str(out),
                           "--pyodide", str(release)], cwd=REPO, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    kernel = _config(out)["litePluginSettings"]["@jupyterlite/pyodide-kernel-extension:kernel"]
    assert kernel["pyodideUrl"] == "./static/pyodide/pyodide.mjs"
    assert (out / "static" / "pyodide" / "pyodide.asm.wasm").stat().st_size > 1e6
