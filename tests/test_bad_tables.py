"""Bad-input corpus, an experiment's wide view: ``result.wide(table, values)`` and ``tables.wide(frame, ...)``
refuse a table, a column or a frame they cannot pivot, by name, and leave the tables as they were."""

from __future__ import annotations

from typing import Any

import pandas as pd
import pytest

from landlord_edu.errors import DataError
from landlord_edu.experiments import Regime, run_experiment
from landlord_edu.experiments.tables import wide

from ._bad_input import Bad, refused_cleanly
from ._big_results import big_result

RESULT = big_result(6)  # tables built directly: no game is played
PLAYERS = RESULT.players


def same_tables() -> Any:
    return [int(pd.util.hash_pandas_object(getattr(RESULT, t)).sum()) for t in ("games", "players", "turn_wealth")]


def method(id: str, names: tuple[str, ...], *args: Any) -> Bad:
    return Bad(f"tables-wide-{id}", lambda: RESULT.wide(*args), DataError, names, watch=same_tables)


def function(id: str, names: tuple[str, ...], frame: Any, *args: Any, **kwargs: Any) -> Bad:
    return Bad(f"tables-wide-function-{id}", lambda: wide(frame, *args, **kwargs), DataError, names,
               watch=same_tables)


def without_time_series() -> Any:
    return run_experiment([Regime("a")], games=1, workers=1, progress=False).wide("turns")


CASES: list[Bad] = [
    *[method(f"table-{label}", ("table", repr(table)), table)
      for label, table in (("events", "events"), ("players", "players"), ("number", 5), ("none", None))],
    method("values-unknown", ("values", "'happiness'"), "games", "happiness"),
    method("values-key", ("values", "'regime'"), "games", "regime"),
    method("values-player", ("values", "'player'"), "games", "player"),
    method("values-not-by-turn", ("values", "'cash'"), "turns", "cash"),
    method("values-number", ("values", "3"), "games", 3),
    Bad("tables-wide-no-time-series", without_time_series, DataError, ("turns", "time_series=True")),
    function("not-a-frame", ("table", "str"), "players"),
    function("list", ("table", "list"), [{"player": "Ann", "wealth": 1}]),
    function("games-no-player", ("player", "columns are"), RESULT.games),
    function("values-none", ("values", "None"), PLAYERS, None),
    function("values-unknown", ("values", "'happiness'"), PLAYERS, "happiness"),
    function("no-keys", ("key", "regime"), PLAYERS.drop(columns=["regime", "game"])),
    function("twice", ("twice", "'regime', 'game'"), pd.concat([PLAYERS, PLAYERS])),
]


@pytest.mark.parametrize("case", CASES, ids=str)
def test_bad_wide_input_is_refused(case: Bad) -> None:
    refused_cleanly(case)
