"""The floors in pyproject.toml are honest: the oldest versions the user extras allow (``widgets``,
``experiments``, ``history``, ``svg``, ``class``) install together and run the library's tables, charts, static
SVGs, Parquet export, widgets' Python half and the class game's server.

Slow (it downloads and installs about 150 MB into a fresh virtual environment):
``python -m pytest -m slow tests/test_min_versions.py``. Every ``name>=X`` of those extras becomes
``name==X``; what they pull in themselves resolves as pip resolves it (numpy 2, say, under pandas 2.2.2).
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
EXTRAS = ("history", "widgets", "experiments", "svg", "class")
# Representative tests, run from the repository (the package from the tree, the extras at their floors).
# test_widget_chart's "byte for byte" checks compare the live chart's plain spec with the spec the Altair the
# Vega bundle was built for writes (scripts/bundle_vega.py): an older Altair writes an older Vega-Lite schema,
# which the bundle draws as well, so they are left out here; so is the interrupt test, a matter of timing (a
# signal one second in) that no dependency's version touches and a loaded machine upsets.
TESTS = ("tests/test_experiments.py", "tests/test_experiment_tables.py", "tests/test_charts.py",
         "tests/test_experiment_charts.py", "tests/test_robustness.py", "tests/test_extras.py",
         "tests/test_chart_text.py", "tests/test_widget_chart.py", "tests/test_vega_chart.py",
         # the class game: its room, its server (Starlette, uvicorn, websockets) and a notebook's view of a table
         "tests/test_class_game_room.py", "tests/test_class_game_server.py", "tests/test_class_game_limits.py",
         "tests/test_class_game_view.py")
NOT_HERE = "not byte_for_byte and not altair_built and not names_altairs and not interrupt"


def floors() -> list[str]:
    """``name==X`` for every ``name>=X`` of the user extras (markers and extras of a requirement kept)."""
    meta = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    pins = {}
    for extra in EXTRAS:
        for requirement in meta["optional-dependencies"][extra]:
            match = re.fullmatch(r"([A-Za-z0-9_.\-]+(?:\[[^\]]*\])?)>=([^,;\s]+)", requirement)
            assert match, f"{requirement!r}: give every requirement of a user extra a floor (>=X) and nothing else"
            pins[match.group(1)] = f"{match.group(1)}=={match.group(2)}"
    return sorted(pins.values())


def test_the_floors_are_read_from_pyproject() -> None:
    pins = floors()
    assert "pandas==2.2.2" in pins and "vl-convert-python==1.7" in pins and "pyarrow==16" in pins
    assert "uvicorn==0.35" in pins and "starlette==0.40" in pins


@pytest.mark.slow
def test_the_oldest_allowed_versions_run_the_library(tmp_path: Path) -> None:
    venv = tmp_path / "floors"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True, timeout=120)
    python = venv / "bin" / "python"
    install = subprocess.run([sys.executable, "-m", "pip", "--python", str(python), "install", "-q", *floors(),
                              "pytest>=8", "hypothesis>=6.100", "httpx>=0.27"],  # (httpx: the class game's tests)
                             capture_output=True, text=True, timeout=1800)
    assert install.returncode == 0, install.stderr[-3000:]
    # the pytest options of pyproject.toml without nbval's (the lessons need JupyterLab: not a floor checked here)
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV")}
    done = subprocess.run([str(python), "-m", "pytest", "-q", "-p", "no:cacheprovider", "-o", "addopts=",
                           "--import-mode=importlib", "--strict-markers", "-m", "not slow", "-k", NOT_HERE, *TESTS],
                          cwd=REPO, capture_output=True, text=True, timeout=1800, env=env)
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-2000:]
    assert " passed" in done.stdout and " failed" not in done.stdout
