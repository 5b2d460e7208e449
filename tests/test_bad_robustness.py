"""Bad-input corpus, the robustness factorial: arguments ``robustness(...)`` and its chart refuse by name."""

from __future__ import annotations

import pytest

from landlord_edu.errors import DataError, PlayerCountError
from landlord_edu.experiments import Regime
from landlord_edu.experiments.factorial import robustness

from ._bad_input import Bad, refused_cleanly

TWO = {"landlord": Regime("landlord"), "single tax": Regime("st", single_tax_at=1)}


def run(**kwargs: object):
    args = {"regimes": TWO, "lengths": (3,), "games": 2, "workers": 1, "progress": False, **kwargs}
    return lambda: robustness(**args)  # type: ignore[arg-type]


def chart(table: object, measure: str = "gini"):
    def call() -> object:
        from landlord_edu.charts.robustness import robustness_chart
        return robustness_chart(table, measure)
    return call


CASES: list[Bad] = [
    Bad("robustness-one-regime", run(regimes={"landlord": Regime("landlord")}), DataError, ("regimes",)),
    Bad("robustness-regimes-a-string", run(regimes="landlord"), DataError, ("regimes",)),
    Bad("robustness-regime-not-a-regime", run(regimes={"a": Regime("a"), "b": "single tax"}), DataError,
        ("regimes",)),
    Bad("robustness-regimes-same-name", run(regimes=[Regime("a"), Regime("a", single_tax_at=1)]), DataError,
        ("regimes",)),
    Bad("robustness-baseline-unknown", run(baseline="nope"), DataError, ("baseline", "'nope'")),
    Bad("robustness-lineup-short", run(lineups={"few": ("landlord",)}), DataError, ("lineups", "'few'", "4")),
    Bad("robustness-lineup-a-string", run(lineups={"s": "landlord"}), DataError, ("lineups", "'s'")),
    Bad("robustness-lineups-a-list", run(lineups=[("landlord",) * 4]), DataError, ("lineups",)),
    Bad("robustness-lineup-unknown-bot", run(lineups={"x": ("landlord", "shark", "random", "cautious")}),
        DataError, ("strategies", "shark")),
    Bad("robustness-lengths-empty", run(lengths=()), DataError, ("lengths",)),
    Bad("robustness-length-zero", run(lengths=(0,)), DataError, ("wages_to_end",)),
    Bad("robustness-length-word", run(lengths=("five",)), DataError, ("wages_to_end", "five")),
    Bad("robustness-switch-unknown", run(switches={"fast": [True]}), DataError, ("switches", "'fast'")),
    Bad("robustness-switch-length", run(switches={"wages_to_end": [5]}), DataError, ("lengths=",)),
    Bad("robustness-switch-bad-value", run(switches={"luxury": ["no"]}), DataError, ("luxury",)),
    Bad("robustness-switch-no-values", run(switches={"luxury": []}), DataError, ("luxury",)),
    Bad("robustness-measure-unknown", run(measures=("happiness",)), DataError, ("happiness",)),
    Bad("robustness-measures-a-string", run(measures="gini"), DataError, ("measures",)),
    Bad("robustness-regime-sets-the-length", run(regimes={"a": Regime("a"), "b": Regime(
        "b", options={"wages_to_end": 4})}), DataError, ("'b'", "wages_to_end")),
    Bad("robustness-regime-sets-a-varied-switch", run(regimes={"a": Regime("a", options={"luxury": False}),
                                                              "b": Regime("b")}, switches={"luxury": [True]}),
        DataError, ("'a'", "luxury")),
    Bad("robustness-regime-and-lineup-both", run(regimes={"a": Regime("a", strategies=("cautious",) * 4),
                                                          "b": Regime("b")}, lineups={"l": ("landlord",) * 4}),
        DataError, ("'a'", "strategies")),
    Bad("robustness-games-zero", run(games=0), DataError, ("games",)),
    Bad("robustness-players-one", run(players=1), PlayerCountError, ("2 to 8",)),
    Bad("robustness-chart-not-a-table", chart([1, 2]), DataError, ("table",)),
]


@pytest.mark.parametrize("case", CASES, ids=str)
def test_refused(case: Bad) -> None:
    refused_cleanly(case)


def test_a_good_factorial_still_runs() -> None:
    table = run()()
    assert len(table) == len(table["measure"].unique()) and set(table["regime"]) == {"single tax"}
    refused_cleanly(Bad("robustness-chart-measure-missing", chart(table, "happiness"), DataError, ("happiness",)))
