"""What each user extra pulls from PyPI: no vl-convert (a 33 MB native wheel with no Pyodide build) and no
pyarrow for the widgets and the lessons, and, for the widgets, no compiled wheel beyond numpy and pandas
except those that come with anywidget, Altair and IPython themselves (which every Jupyter already has).

pip resolves each extra's requirements, as pyproject.toml declares them, against PyPI alone (no local
wheel folder, no configuration of this machine), without installing anything (``--dry-run --report``).
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import tomllib
from pathlib import Path
from typing import Any

import pytest

REPO = Path(__file__).resolve().parents[1]
EXTRAS = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["project"]["optional-dependencies"]

# compiled wheels the widgets extra may pull, each with the package that requires it: none is ours to drop
BROUGHT_BY: dict[str, set[str | None]] = {"numpy": {"pandas"}, "pandas": {None},  # None: the extra names it itself
              "psygnal": {"anywidget"}, "markupsafe": {"jinja2"}, "rpds-py": {"jsonschema", "referencing"},
              "psutil": {"ipython"}, "wcwidth": {"prompt-toolkit"}}


def canonical(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def resolve(extra: str, tmp_path: Path) -> list[dict[str, Any]]:
    """pip's report of what ``pip install landlord-edu[extra]`` would install into an empty environment."""
    report = tmp_path / f"{extra}.json"
    env = {k: v for k, v in os.environ.items() if not k.startswith("PIP_")} | {"PIP_CONFIG_FILE": os.devnull}
    done = subprocess.run([sys.executable, "-m", "pip", "install", "--isolated", "--dry-run", "--ignore-installed",
                           "--quiet", "--index-url", "https://pypi.org/simple", "--only-binary", ":all:",
                           "--report", str(report), *EXTRAS[extra]],
                          capture_output=True, text=True, timeout=600, env=env)
    assert done.returncode == 0, done.stderr[-3000:]
    return list(json.loads(report.read_text(encoding="utf-8"))["install"])


def compiled(installs: list[dict[str, Any]]) -> set[str]:
    """The names of the wheels in ``installs`` that are built for a platform (not ``*-none-any.whl``)."""
    return {canonical(i["metadata"]["name"]) for i in installs
            if not i["download_info"]["url"].endswith("-none-any.whl")}


def requirers(installs: list[dict[str, Any]], name: str) -> set[str | None]:
    """Who asks for ``name``: the packages of ``installs`` whose requirements name it (None: the extra)."""
    found: set[str | None] = {None} if any(i.get("requested") and canonical(i["metadata"]["name"]) == name
                                           for i in installs) else set()
    for i in installs:
        for requirement in i["metadata"].get("requires_dist") or []:
            head = re.match(r"[A-Za-z0-9._-]+", requirement)
            if head and canonical(head.group(0)) == name and "extra ==" not in requirement:
                found.add(canonical(i["metadata"]["name"]))
    return found


@pytest.mark.parametrize("extra", ["widgets", "lessons", "experiments"])
def test_no_user_extra_pulls_vl_convert(extra: str, tmp_path: Path) -> None:
    names = {canonical(i["metadata"]["name"]) for i in resolve(extra, tmp_path)}
    assert "vl-convert-python" not in names
    assert ("pyarrow" in names) == (extra == "experiments"), "pyarrow only for the experiments' Parquet export"


def test_static_pictures_are_their_own_extra(tmp_path: Path) -> None:
    assert "vl-convert-python" in {canonical(i["metadata"]["name"]) for i in resolve("svg", tmp_path)}


def test_the_widgets_compiled_wheels_are_numpy_pandas_and_those_of_jupyter_itself(tmp_path: Path) -> None:
    installs = resolve("widgets", tmp_path)
    native = compiled(installs)
    assert {"numpy", "pandas"} <= native
    assert native <= set(BROUGHT_BY), f"a compiled wheel nobody expected: {sorted(native - set(BROUGHT_BY))}"
    for name in native:
        assert requirers(installs, name) & BROUGHT_BY[name], (name, requirers(installs, name))
