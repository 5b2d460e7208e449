"""docs/ll_results.py, Landlord!'s experiments 1-4: its paired lines say what the games table says, and the site
charge it tunes is the one whose revenue is nearest the floor tax's."""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path
from types import ModuleType

import pytest

from landlord_edu import Options

SCRIPT = Path(__file__).resolve().parents[1] / "docs" / "ll_results.py"
LINEUP = ("landlord", "cautious", "random", "landlord")


@pytest.fixture(scope="module")
def script() -> ModuleType:
    spec = importlib.util.spec_from_file_location("ll_results", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_a_paired_line_gives_the_baseline_mean_and_the_mean_difference(script: ModuleType) -> None:
    table = script.run({"texts on": (Options(), LINEUP), "texts off": (Options(ll_tenant_text=False), LINEUP)}, 6)
    [line] = script.compare(table, ("rent_text", "turns"))
    on = table[table.regime == "texts on"]
    found = re.search(r"rent_text ([\d.]+) -> ([+-][\d.]+) \[", line)
    assert found and line.startswith("  * texts off vs texts on: ")
    # without the texts no rent comes from them: the difference is minus the baseline's mean
    assert float(found.group(1)) == pytest.approx(on.rent_text.mean(), abs=0.05)
    assert float(found.group(2)) == pytest.approx(-on.rent_text.mean(), abs=0.05)
    assert set(table.landlord_won) <= {0.0, 1.0} and (table.mean_cash * table.players == table.total_wealth).all()


def test_the_tuned_site_charge_is_the_nearest_in_revenue(script: ModuleType) -> None:
    site, got, target = script.tuned_site_charge(LINEUP, 3)
    table = script.run({f"site ${d}": (Options(ll_site_charge=d), LINEUP) for d in range(1, 7)}, 3, seed=100_000)
    revenue = {0: 0.0, **{d: table[table.regime == f"site ${d}"].charges.mean() for d in range(1, 7)}}
    assert revenue[site] == pytest.approx(got) and target > 0
    assert all(abs(got - target) <= abs(r - target) for r in revenue.values())
