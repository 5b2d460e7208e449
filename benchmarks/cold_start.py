"""Cold start of the notebook view: what a teacher waits for in a fresh kernel before the board shows.

Run:  python benchmarks/cold_start.py [--repeats N] [--edition 1906|1939]

Each figure is the median of N fresh interpreters (the same Python as this one; with ``-I``, as
scripts/benchmark.sh runs it, they time the installed package, else the source tree in the current
folder): the time of ``import landlord_edu``, of ``import landlord_edu.widgets``, and of a first
``GameView(Game(...))`` from a fresh process, imports included, made and rendered to the widget state
the page is sent when it is shown (``Widget.get_manager_state()``, JSON-encoded; no browser). The
interpreters keep their bytecode in a temporary folder (``-X pycache_prefix``), and an untimed one runs
first: every timed one starts with compiled modules, as a kernel does with an installed package. Target:
the widgets' import and the first view well under 1 s. Figures are printed, never asserted: speed goals
live here, not in unit tests; tests/test_widget_cold_start.py checks that Altair is not imported.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import NamedTuple

TARGET = 1.0  # seconds
ROOT = Path(__file__).resolve().parents[1]

CASES = {
    "import landlord_edu": "import landlord_edu",
    "import landlord_edu.widgets": "import landlord_edu.widgets",
    "a first GameView, shown": """
import json
import ipywidgets
from landlord_edu import Game
from landlord_edu.widgets import GameView
view = GameView(Game(players=4, seed=7, edition={edition!r}))
sent = len(json.dumps(ipywidgets.Widget.get_manager_state()))
""",
}

PROBE = """
import time
start = time.perf_counter()
{code}
took = time.perf_counter() - start
import json, sys, landlord_edu
print(json.dumps({{"seconds": took, "bytes": globals().get("sent", 0), "from": landlord_edu.__file__,
                   "heavy": sorted(m for m in ("altair", "jsonschema") if m in sys.modules)}}))
"""


class Run(NamedTuple):
    """One fresh interpreter's figures."""

    seconds: float      # what ``code`` took, imports included
    bytes: int          # the widget state's size as JSON (0 when nothing is shown)
    source: str         # landlord_edu's __init__.py: the tree or the installed package
    heavy: list[str]    # altair and jsonschema, if ``code`` imported them


def once(code: str, cache: str) -> Run:
    """One fresh interpreter: the seconds ``code`` took, the bytes it sent, where landlord_edu came from."""
    flags = ["-I"] if sys.flags.isolated else []  # -I: the installed package, as the user has it
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}  # compile once, not each run
    done = subprocess.run([sys.executable, *flags, "-X", f"pycache_prefix={cache}", "-c", PROBE.format(code=code)],
                          capture_output=True, text=True, cwd=ROOT, env=env, timeout=300, check=False)
    if done.returncode != 0:
        raise SystemExit(f"the cold-start probe failed:\n{done.stderr[-2000:]}")
    found = json.loads(done.stdout.strip().splitlines()[-1])
    return Run(float(found["seconds"]), int(found["bytes"]), str(found["from"]), list(found["heavy"]))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=7, help="fresh interpreters per figure (median)")
    parser.add_argument("--edition", default="1906", help="the first GameView's edition")
    args = parser.parse_args(argv)
    if args.repeats < 1:
        parser.error("--repeats must be at least 1")
    print(f"Cold start, median of {args.repeats} fresh interpreters ({sys.executable}); target {TARGET:.1f} s")
    source = ""
    with tempfile.TemporaryDirectory(prefix="landlord-cold-") as cache:
        for name, code in CASES.items():
            source = report(name, code.format(edition=args.edition), args.repeats, cache)
    print(f"  (landlord_edu from {Path(source).parent})")
    return 0


def report(name: str, code: str, repeats: int, cache: str) -> str:
    """Print the median of ``repeats`` timed runs of ``code`` after an untimed one; where landlord_edu was."""
    once(code, cache)  # compiles what it imports into the cache
    runs = [once(code, cache) for _ in range(repeats)]
    seconds = statistics.median(r.seconds for r in runs)
    extra = f", {runs[0].bytes / 1e6:.2f} MB of widget state" if runs[0].bytes else ""
    heavy = f"; imported {', '.join(runs[0].heavy)}" if runs[0].heavy else ""
    print(f"  {name:<30} {seconds:6.3f} s  ({seconds / TARGET:.2f} of the target; "
          f"fastest {min(r.seconds for r in runs):.3f} s{extra}{heavy})")
    return runs[0].source


if __name__ == "__main__":
    sys.exit(main())
