"""Random actions on GameView and CompareView, sent as the browser sends them: the counts issue 12 asks for.

Run:  python benchmarks/view_actions.py [ACTIONS] [SEED ...]

Drives the same random actions as tests/test_view_actions.py (every button, every trait the page can
set, valid or not, custom messages and malformed ones, auto-play ticks, resets) on both editions'
GameViews and a CompareView, and prints the actions taken, the exceptions that escaped into the kernel
(must be 0), the synced traits found out of step with a fresh computation from the game (must be 0),
the refusals shown on a view's message line and the unexpected errors logged (must be 0).
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # the tests package holds the drivers

from tests import test_view_actions as views


def main(argv: list[str]) -> int:
    actions = int(argv[0]) if argv else views.SLOW_ACTIONS
    seeds = [int(s) for s in argv[1:]] or [1, 2, 3]
    totals = dict(actions=0, escaped=0, out_of_step=0, refusals=0, unexpected=0)
    start = time.perf_counter()
    for seed in seeds:
        for run_view, count in ((views.game_view_run, actions), (views.compare_view_run, actions // 2)):
            with pytest.MonkeyPatch.context() as patch:
                run = run_view(patch, seed, count)
            totals["actions"] += run.actions
            totals["escaped"] += len(run.browser.escaped)
            totals["out_of_step"] += len(run.out_of_step)
            totals["refusals"] += run.refusals()
            totals["unexpected"] += len(run.bugs())
    print(f"{totals['actions']} view actions (seeds {seeds}): {totals['escaped']} kernel-callback exceptions, "
          f"{totals['out_of_step']} traits out of step, {totals['unexpected']} unexpected errors, "
          f"{totals['refusals']} refusals shown ({time.perf_counter() - start:.0f} s)")
    return 1 if totals["escaped"] or totals["out_of_step"] or totals["unexpected"] else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
