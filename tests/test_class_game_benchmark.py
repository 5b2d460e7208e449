"""The class game's load benchmark runs in CI as the README writes it: 10 tables x 6 seats of WebSocket clients
and a projector page a table on loopback, every answer reaching every page of its table.

Its figures (answer-to-update latency, the server's memory) are printed, not asserted: speed goals live in
benchmarks, never in timed tests (README, Benchmarks).
"""

from __future__ import annotations

import os
import re
import shlex
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]


def readme_command() -> list[str]:
    """The benchmark's command as README.md writes it, with its comment left off."""
    text = (REPO / "README.md").read_text(encoding="utf-8")
    line = re.search(r"^python (benchmarks/class_game_load\.py[^#\n]*)", text, re.M)
    assert line, "README.md's Benchmarks section names the class game's load benchmark"
    return [sys.executable, *shlex.split(line.group(1))]


def test_the_readme_load_benchmark_plays_every_table_and_updates_every_page() -> None:
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    done = subprocess.run(readme_command(), cwd=REPO, capture_output=True, text=True, timeout=600, env=env)
    assert done.returncode == 0, done.stderr[-3000:]
    print(done.stdout)  # the figures, in the test's output (pytest -s, or the CI log on a failure)
    played = re.search(r"(\d+) tables x (\d+) seats \(\+(\d+) projector pages\).*?: (\d+) answers .*?"
                       r"(\d+) page updates measured", done.stdout)
    assert played, done.stdout
    tables, seats, projectors, answers, updates = map(int, played.groups())
    assert (tables, seats, projectors) == (10, 6, 10) and answers > tables * seats
    assert updates == answers * (seats + 1), "an answer must reach its table's every student page and projector"
    assert re.search(r"median [\d.]+ ms, p99 [\d.]+ ms", done.stdout)
    assert re.search(r"server memory: resident \d+ kB", done.stdout)
