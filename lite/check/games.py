"""Plays seeded games of both editions through the command line (``landlord-edu play``) and prints, for each,
what the command printed and the full event log it wrote, as JSON: the same bytes under Pyodide and CPython.

    python games.py > games.json

tests/test_lite_pyodide.py runs it both ways (the reference engine both times: Pyodide has no compiled core).
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import sys
import tempfile
from pathlib import Path

os.environ["LANDLORD_EDU_ENGINE"] = "python"

from landlord_edu.cli import main as cli  # after the engine is chosen

GAMES = (
    ["--seed", "1"],
    ["--seed", "2", "--players", "6", "--advanced"],
    ["--seed", "3", "--single-tax-at", "40"],
    ["--seed", "4", "--edition", "1939", "--players", "3"],
    ["--seed", "5", "--edition", "1939", "--so-what-stack", "18"],
)


def play(args: list[str]) -> dict[str, object]:
    with tempfile.TemporaryDirectory() as tmp:
        log = Path(tmp) / "log.jsonl"
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            status = cli(["play", *args, "--log", str(log)])
        return {"args": args, "status": status, "stdout": out.getvalue(), "log": log.read_text(encoding="utf-8")}


if __name__ == "__main__":
    sys.stdout.write(json.dumps([play(a) for a in GAMES], indent=1) + "\n")
