"""The same seed gives the same game on Python 3.11, 3.12 and 3.13 (byte-identical CLI output).

The engine needs only the standard library, so each interpreter runs a copy of the
package under test from a temporary folder.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
from pathlib import Path

import landlord_edu

VERSIONS = ("3.11", "3.12", "3.13")
RUNS = (["play", "--players", "4", "--seed", "7", "--single-tax-at", "40", "--advanced"],
        ["play", "--players", "3", "--seed", "11", "--json"],
        ["play", "--players", "2", "--seed", "3", "--beginner"])


def find_interpreter(version: str) -> str | None:
    """A working python3.X: pyenv's own builds first (its shims may refuse), then PATH."""
    pyenv = Path(os.environ.get("PYENV_ROOT", Path.home() / ".pyenv")) / "versions"
    candidates = [str(c) for c in sorted(pyenv.glob(f"{version}.*/bin/python{version}"))]
    candidates += [c for c in (shutil.which(f"python{version}"),) if c]
    for exe in candidates:
        probe = subprocess.run([exe, "-c", "import sys; print(sys.version_info[:2])"], capture_output=True, text=True)
        if probe.returncode == 0 and probe.stdout.strip() == str(tuple(int(x) for x in version.split("."))):
            return exe
    return None


def test_same_output_on_python_311_to_313(tmp_path: Path) -> None:
    interpreters = {v: find_interpreter(v) for v in VERSIONS}
    missing = [v for v, exe in interpreters.items() if exe is None]
    assert not missing, f"Python {missing} not found: install them to check determinism across versions"
    shutil.copytree(Path(landlord_edu.__file__).parent, tmp_path / "landlord_edu")
    # the reference engine in every version: the copied fast cores are compiled for this interpreter only (the
    # differential tests hold them to the reference, game for game)
    env = {**os.environ, "PYTHONPATH": str(tmp_path), "LANDLORD_EDU_ENGINE": "python"}
    digests: dict[str, list[str]] = {}
    for version, exe in interpreters.items():
        digests[version] = []
        for args in RUNS:
            out = subprocess.run([exe, "-m", "landlord_edu", *args], capture_output=True, env=env, check=True,
                                 cwd=tmp_path).stdout
            assert b"Final standings" in out or b'"seed"' in out
            digests[version].append(hashlib.sha256(out).hexdigest())
    assert digests["3.12"] == digests["3.11"]
    assert digests["3.13"] == digests["3.11"]
