"""Builds the JupyterLite site of the lessons: JupyterLab in the browser, Python in the browser (Pyodide), the
eight lessons, and the package's pure wheel with the widgets' libraries served by the site itself.

    python scripts/build_lite.py [--output _site_lite] [--pyodide PYODIDE.tar.bz2]

Steps: (1) a pure wheel of the package (``LANDLORD_EDU_PURE=1``: no compiled core, Pyodide runs the reference
engine) built from a copy of the sources; (2) the pure wheels of lite/bundle.txt downloaded from PyPI (cached
in lite/_cache/); (3) the lessons copied with a first setup cell that installs the package from the site;
(4) ``jupyter lite build`` with lite/'s configuration, the widgets' and Pyodide kernel's lab extensions from
this environment, and no other. Needs the ``lite`` dependency group (jupyterlite-core, its Pyodide kernel,
anywidget, ipywidgets). The site fetches Pyodide from its CDN at run time unless ``--pyodide`` gives a Pyodide
release to serve from the site (docs/lite.md).
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import shutil
import subprocess
import sys
import tempfile
import tomllib
from importlib import metadata
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
LITE = ROOT / "lite"
OUTPUT = ROOT / "_site_lite"
CACHE = LITE / "_cache"
# what a wheel of the package is built from (setup.py copies the lessons into it)
SOURCES = ("landlord_edu", "lessons", "share", "setup.py", "pyproject.toml", "README.md", "LICENSE",
           "THIRD_PARTY_NOTICES.md", "MANIFEST.in")
# the lab extensions the site needs: the Pyodide kernel, ipywidgets' manager, anywidget (nothing else installed
# beside the build tools leaks into the site)
EXTENSIONS = ("@jupyterlite/pyodide-kernel-extension", "@jupyter-widgets/jupyterlab-manager", "anywidget")
# the lessons' neighbours a lesson links to
LESSON_FILES = ("README.md", "glossary.md", "rule-sheet.html")
# what the setup cell installs: the package, and the libraries the lessons import (Pyodide's lock has pandas,
# altair and tqdm; the site serves the rest: lite/bundle.txt)
INSTALL = ("landlord-edu", "anywidget", "ipywidgets", "pandas", "altair", "tqdm")
SETUP_NOTE = ("**In the browser (JupyterLite).** Run the next cell first: it installs landlord_edu and the "
              "libraries this lesson uses into this tab's Python (landlord_edu and the widgets from this site, pandas "
              "and Altair from Pyodide's servers; the first time this can take a minute). Your work stays in this "
              "browser: File > Download keeps a copy of the notebook.")
SETUP_CODE = "%pip install " + " ".join(INSTALL)
SETUP_TAG = "lite-setup"


def bundle_names() -> list[str]:
    """The names in lite/bundle.txt."""
    lines = (LITE / "bundle.txt").read_text(encoding="utf-8").splitlines()
    return [line.split("#")[0].strip() for line in lines if line.split("#")[0].strip()]


def run(args: list[str], **kwargs: object) -> None:
    print("+", " ".join(args), flush=True)
    subprocess.run(args, check=True, **kwargs)  # type: ignore[call-overload]


def pure_wheel(work: Path) -> Path:
    """The package's pure wheel, built from a copy of its sources (an in-tree build would leave build/)."""
    src = work / "src"
    src.mkdir()
    for name in SOURCES:
        path = ROOT / name
        if path.is_dir():
            shutil.copytree(path, src / name, ignore=shutil.ignore_patterns(
                "__pycache__", "*.so", "*.c", "answers", ".ipynb_checkpoints", "lessons_data"))
        else:
            shutil.copy2(path, src / name)
    env = {**os.environ, "LANDLORD_EDU_PURE": "1"}
    run([sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "--no-build-isolation", "-w",
         str(work / "wheel"), str(src)], env=env)
    wheels = sorted((work / "wheel").glob("landlord_edu-*.whl"))
    if len(wheels) != 1 or not wheels[0].name.endswith("-py3-none-any.whl"):
        raise SystemExit(f"error: expected one pure wheel of landlord_edu, got {[w.name for w in wheels]}")
    return wheels[0]


def bundled_wheels(cache: Path) -> list[Path]:
    """The pure wheels of lite/bundle.txt from PyPI, each at the version installed here if it is (the lab
    extensions copied into the site are those of this environment), kept in ``cache``."""
    cache.mkdir(parents=True, exist_ok=True)
    wheels = []
    for name in bundle_names():
        try:
            version = metadata.version(name)
        except metadata.PackageNotFoundError:
            version = ""
        spec = f"{name}=={version}" if version else name
        prefix = f"{name.replace('-', '_').lower()}-{version + '-' if version else ''}"
        found = [w for w in cache.glob("*-none-any.whl") if w.name.lower().startswith(prefix)]
        if not found:
            run([sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--only-binary", ":all:",
                 "--platform", "any", "--python-version", "3.14", "-d", str(cache), spec])
            found = [w for w in cache.glob("*-none-any.whl") if w.name.lower().startswith(prefix)]
        if len(found) != 1:
            raise SystemExit(f"error: expected one pure wheel for {spec} in {cache}, found {found}")
        wheels.append(found[0])
    return wheels


def pyodide_version() -> str:
    """The Pyodide release the site's kernel loads (jupyterlite-pyodide-kernel pins one)."""
    from jupyterlite_pyodide_kernel.constants import PYODIDE_VERSION

    return str(PYODIDE_VERSION)


def npm_pyodide(cache: Path = CACHE) -> Path:
    """npm's ``pyodide`` package at the site's Pyodide release, installed once into ``cache``: Pyodide's core
    (no package wheels) and its pyodide-lock.json, for the checks that run under node (tests/test_lite_pyodide.py).
    """
    version = pyodide_version()
    prefix = cache / f"npm-pyodide-{version}"
    package = prefix / "node_modules" / "pyodide"
    if not (package / "pyodide.mjs").is_file():
        npm = shutil.which("npm")
        if npm is None:
            raise SystemExit("error: npm is missing: the Pyodide checks need node and npm (Debian's nodejs, npm)")
        run([npm, "install", "--no-audit", "--no-fund", "--prefix", str(prefix), f"pyodide@{version}"])
    return package


def with_setup_cell(notebook: dict[str, object]) -> dict[str, object]:
    """The lesson with a note and the setup cell first (after its title, when the first cell is one)."""
    cells = list(notebook["cells"])  # type: ignore[call-overload]
    setup = [{"cell_type": "markdown", "id": f"{SETUP_TAG}-note", "metadata": {"tags": [SETUP_TAG]},
              "source": SETUP_NOTE},
             {"cell_type": "code", "id": SETUP_TAG, "execution_count": None,
              "metadata": {"tags": [SETUP_TAG]}, "outputs": [], "source": SETUP_CODE}]
    at = 1 if cells and cells[0].get("cell_type") == "markdown" else 0
    return {**notebook, "cells": cells[:at] + setup + cells[at:]}


def contents(work: Path) -> Path:
    """The site's files: the lessons (each with its setup cell) and their neighbours."""
    out = work / "contents"
    out.mkdir()
    lessons = sorted((ROOT / "lessons").glob("[0-9][0-9]-*.ipynb"))
    if not lessons:
        raise SystemExit(f"error: no lessons in {ROOT / 'lessons'}")
    for path in lessons:
        notebook = with_setup_cell(json.loads(path.read_text(encoding="utf-8")))
        (out / path.name).write_text(json.dumps(notebook, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    for name in LESSON_FILES:
        shutil.copy2(ROOT / "lessons" / name, out / name)
    # the instructor notes hold the answers: not in the students' site; the index links them in the repository
    source = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["urls"]["Source"]
    index = out / "README.md"
    index.write_text(index.read_text(encoding="utf-8").replace("](instructor/", f"]({source}/blob/main/lessons/"
                                                                                 "instructor/"), encoding="utf-8")
    return out


def extension_dirs() -> list[Path]:
    """This environment's copies of the site's lab extensions."""
    root = Path(sys.prefix) / "share" / "jupyter" / "labextensions"
    dirs = [root / name for name in EXTENSIONS]
    missing = [str(d) for d in dirs if not (d / "package.json").is_file()]
    if missing:
        raise SystemExit(f"error: lab extensions missing: {missing}; install the lite dependency group "
                         "(pip install --group lite)")
    return dirs


def size(path: Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file())


def check_tools(pyodide: str) -> None:
    """Say what is missing before building anything."""
    for module in ("jupyterlite_core", "jupyterlite_pyodide_kernel"):
        if importlib.util.find_spec(module) is None:
            raise SystemExit(f"error: {module} is missing: install the lite dependency group (pip install --group "
                             "lite) or the test extra")
    if pyodide and "://" not in pyodide and not Path(pyodide).is_file():
        raise SystemExit(f"error: --pyodide {pyodide}: no such file (a Pyodide release, pyodide-*.tar.bz2)")


def build(output: Path, *, cache: Path = CACHE, pyodide: str = "") -> Path:
    """Build the site into ``output`` (replaced); returns it."""
    check_tools(pyodide)
    with tempfile.TemporaryDirectory(prefix="landlord-lite-") as tmp:
        work = Path(tmp)
        lite_dir = work / "lite"  # a copy: the build writes its state beside its configuration
        lite_dir.mkdir()
        for config in LITE.glob("*.json"):  # only the configuration: lite/check/ and lite/_cache/ stay out
            shutil.copy2(config, lite_dir / config.name)
        wheels = [pure_wheel(work), *bundled_wheels(cache)]
        args = [sys.executable, "-m", "jupyter", "lite", "build", "--lite-dir", str(lite_dir),
                "--contents", str(contents(work)), "--output-dir", str(work / "site")]
        args += [f"--LiteBuildConfig.federated_extensions={d}" for d in extension_dirs()]
        args += [f"--piplite-wheels={w}" for w in wheels]
        if pyodide:
            args += [f"--pyodide={pyodide}"]
        run(args, cwd=lite_dir)
        if output.exists():
            shutil.rmtree(output)
        shutil.move(str(work / "site"), output)
    return output


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--output", type=Path, default=OUTPUT, help="the site's folder (default: _site_lite/)")
    parser.add_argument("--cache", type=Path, default=CACHE, help="where downloaded wheels are kept")
    parser.add_argument("--pyodide", default="", help="a Pyodide release (.tar.bz2, path or URL) to serve from "
                                                      "the site instead of Pyodide's CDN")
    options = parser.parse_args(argv)
    site = build(options.output.resolve(), cache=options.cache.resolve(), pyodide=options.pyodide)
    print(f"built {site}: {size(site) / 1e6:.1f} MB; serve it with `python -m http.server -d {site}`")
    return 0


if __name__ == "__main__":
    sys.exit(main())
