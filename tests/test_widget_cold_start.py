"""The notebook views start without Altair: importing the widgets and making, showing, stepping,
resetting and switching a GameView (and a CompareView) import neither ``altair`` nor ``jsonschema``
(over a second in a fresh kernel, most of it a grammar built by jsonschema's format checks). Each case
runs in a fresh interpreter and reads ``sys.modules``; the time itself is measured by
benchmarks/cold_start.py."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
HEAVY = ("altair", "jsonschema")

PROBE = """
import json, sys
HEAVY = {heavy!r}
seen = {{}}
def look(stage):
    seen[stage] = sorted(m for m in HEAVY if m in sys.modules)
import landlord_edu.widgets
look("import landlord_edu.widgets")
from landlord_edu import Game
from landlord_edu.widgets import GameView
view = GameView(Game(players=4, seed=7, edition={edition!r}))
view.get_manager_state()  # what the page is sent when the view is shown
look("a first GameView, shown")
view.step(); view.chart.measure = "gini"; view.measure.value = "cash"; view.reset(seed=8)
look("Step, a switch of measure, Reset")
{compare}
from landlord_edu.charts import wealth_chart
look("import landlord_edu.charts")
wealth_chart(view.game).to_dict()
look("an Altair chart built")
print(json.dumps(seen))
"""


COMPARE = """
from landlord_edu.widgets import CompareView
both = CompareView(players=3, seed=3, single_tax_at=2)
both.run(3); both.chart.measure = "public_treasury"; both.reset(4)
both.get_manager_state()
look("a CompareView, shown and played")
"""


def stages(edition: str, compare: bool) -> dict[str, list[str]]:
    code = PROBE.format(heavy=HEAVY, edition=edition, compare=COMPARE if compare else "")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert done.returncode == 0, done.stderr[-1500:]
    return dict(json.loads(done.stdout.strip().splitlines()[-1]))


@pytest.mark.parametrize(("edition", "compare"), [("1906", True), ("1939", False)])  # 1939: no vote to compare
def test_the_views_start_without_altair_or_jsonschema(edition: str, compare: bool) -> None:
    seen = stages(edition, compare)
    views = ("a first GameView, shown", "Step, a switch of measure, Reset") + \
        (("a CompareView, shown and played",) if compare else ())
    for stage in ("import landlord_edu.widgets", *views, "import landlord_edu.charts"):
        assert seen[stage] == [], f"{stage} imported {seen[stage]}: import Altair only where a chart is built with it"
    assert seen["an Altair chart built"] == list(HEAVY)  # the probe sees an import when there is one
