"""The source stays lint-clean (ruff) and type-clean (mypy), as the house style asks."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", *args], cwd=REPO, capture_output=True, text=True)


def test_ruff_finds_nothing() -> None:
    out = run("ruff", "check", "landlord_edu", "tests", "benchmarks")
    assert out.returncode == 0, out.stdout + out.stderr


def test_mypy_finds_nothing() -> None:
    out = run("mypy", "landlord_edu", "--ignore-missing-imports", "--no-incremental")
    assert out.returncode == 0, out.stdout + out.stderr
