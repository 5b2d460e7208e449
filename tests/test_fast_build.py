"""The fast cores are built where a C compiler is found and left out, not broken, where none is: a pure wheel
(``LANDLORD_EDU_PURE=1``, as for Pyodide or a machine with no compiler) holds no compiled module and plays
every game with the reference engine; the suite's installed package (scripts/test.sh) has every core built."""

from __future__ import annotations

import dataclasses
import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from landlord_edu import Game, rulesets
from landlord_edu.fast import why_not
from landlord_edu.rulesets import rule_set_named, rule_set_names

REPO = Path(__file__).resolve().parents[1]
SHIPPED = ("1906", "1939")


def source_copy(tmp_path: Path) -> Path:
    """The project's source alone, as a fresh clone has it: no build folder, compiled core or generated C left
    by an earlier build (setuptools would ship what an up-to-date build folder holds)."""
    leftovers = shutil.ignore_patterns(".git", ".venv", "build", "dist", "*.egg-info", "__pycache__", "*.so", "*.c",
                                       ".ipynb_checkpoints", "artifacts", ".mypy_cache", ".ruff_cache")
    return Path(shutil.copytree(REPO, tmp_path / "source", ignore=leftovers))


def test_a_pure_wheel_holds_no_compiled_module_and_no_cython_source(tmp_path: Path) -> None:
    env = {**os.environ, "LANDLORD_EDU_PURE": "1"}
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(tmp_path),
                    str(source_copy(tmp_path))], check=True, capture_output=True, timeout=600, env=env)
    (wheel,) = tmp_path.glob("landlord_edu-*.whl")
    assert wheel.name.endswith("-py3-none-any.whl"), wheel.name
    with zipfile.ZipFile(wheel) as z:
        names = z.namelist()
    assert not [n for n in names if n.endswith((".so", ".pyd", ".pyx", ".c"))]
    assert {f"landlord_edu/editions/{p}/fast.py" for p in ("magie1906", "phillips1939")} <= set(names)


def test_a_machine_with_no_c_compiler_still_builds_the_package(tmp_path: Path) -> None:
    """The build goes on without the fast cores when compiling fails (here: a compiler that always fails)."""
    env = {**os.environ, "CC": "/bin/false"}
    done = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-w", str(tmp_path / "out"),
                           str(source_copy(tmp_path))], capture_output=True, timeout=900, env=env, text=True)
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    (wheel,) = (tmp_path / "out").glob("landlord_edu-*.whl")
    with zipfile.ZipFile(wheel) as z:
        names = z.namelist()
    assert not [n for n in names if n.endswith((".so", ".pyd"))]
    assert "landlord_edu/fast.py" in names and "landlord_edu/editions/magie1906/rule_set.py" in names


@pytest.mark.parametrize("name", SHIPPED)
def test_with_no_compiled_core_the_reference_plays_and_says_why(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("LANDLORD_EDU_ENGINE", raising=False)
    monkeypatch.setitem(rulesets._MADE, name, dataclasses.replace(rule_set_named(name), fast=lambda: None))
    game = Game(players=3, seed=4, edition=name, record_events=False)
    assert why_not(game) == f"the {name} rules' fast core is not built (no C compiler when installed)"
    assert game.run() is not None and game.fast_turns == 0


@pytest.mark.skipif(not os.environ.get("LANDLORD_EDU_EXPECT_INSTALLED"),
                    reason="only the installed package (scripts/test.sh) is sure to be compiled")
@pytest.mark.parametrize("name", SHIPPED)
def test_the_installed_package_has_every_shipped_fast_core_built(name: str) -> None:
    assert name in rule_set_names()
    loader = rule_set_named(name).fast
    assert loader is not None, f"the {name} rules declare no fast core"
    assert loader() is not None, (f"the {name} rules' fast core is not built: install a C compiler and Python's "
                                  f"headers (Debian: gcc python3-dev) and reinstall the package")
