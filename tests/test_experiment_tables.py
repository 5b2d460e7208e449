"""An experiment's tables are tidy: one per observational unit, long, ``regime`` an ordered categorical in the
regimes' order, ``player`` a categorical; the wide view (a column per player) is one call away."""

from __future__ import annotations

import json
from typing import Any

import pandas as pd
import pytest

from landlord_edu import Options
from landlord_edu.experiments import Regime, run_experiment
from landlord_edu.experiments.results import ExperimentResult
from landlord_edu.experiments.summary import GAME_COLUMNS, TURN_COLUMNS
from landlord_edu.experiments.tables import wide

# the regimes in an order that is not alphabetical, so that a sort by label would show
ARMS = [Regime("zeta"), Regime("monarch", scenario="monarch_of_the_world"), Regime("alpha", single_tax_at=9)]


@pytest.fixture(scope="module")
def mixed() -> ExperimentResult:
    """Three regimes, one of which seats three players (Ann, Ben, Cal) and the others four."""
    return run_experiment(ARMS, games=3, seed=3, workers=1, progress=False, time_series=True, keep_events=True)


def old_wide(result: ExperimentResult, columns: tuple[str, ...], rows_of: Any) -> pd.DataFrame:
    """The tables as they were built before they were tidy: each row followed by a wealth column per player
    (first sat first), empty where that player did not sit; the rows' last values are the seats' wealth."""
    names = list(dict.fromkeys(p[4] for r in result._records for p in r.players))
    out = []
    for r in result._records:
        at = {p[4]: k for k, p in enumerate(r.players)}
        for row in rows_of(r):
            head, seats = row[:len(row) - len(r.players)], row[len(row) - len(r.players):]
            out.append(head + tuple(seats[at[n]] if n in at else None for n in names))
    return pd.DataFrame(out, columns=[*columns, *(f"wealth_{n}" for n in names)])


def test_the_long_tables_have_a_row_per_unit_and_no_column_per_player(mixed) -> None:
    seats = {"zeta": 4, "monarch": 3, "alpha": 4}
    games, players, turns, by_turn = mixed.games, mixed.players, mixed.turns, mixed.turn_wealth
    assert len(games) == 3 * 3 and len(players) == 3 * sum(seats.values())
    assert list(games.columns) == list(GAME_COLUMNS) and list(turns.columns) == list(TURN_COLUMNS)
    assert list(by_turn.columns) == ["regime", "game", "turn", "player", "wealth"]
    assert len(by_turn) == sum(seats[r] for r in turns["regime"])   # a row per turn and seated player
    for frame in (games, players, turns, by_turn):
        assert not [c for c in frame.columns if str(c).startswith("wealth_")]
    for frame in (players, by_turn):   # a regime seating fewer players leaves no empty cell
        assert not frame.isna().any().any()
    assert set(by_turn.query("regime == 'monarch'")["player"]) == {"Ann", "Ben", "Cal"}


def test_regime_is_an_ordered_categorical_in_the_regimes_order_in_every_table(mixed) -> None:
    order = ["zeta", "monarch", "alpha"]
    tables = {"games": mixed.games, "players": mixed.players, "turns": mixed.turns, "turn_wealth": mixed.turn_wealth,
              "events": mixed.events, "summary": mixed.summary(("gini",)), "paired": mixed.paired("gini"),
              "wide": mixed.wide("turns")}
    for name, frame in tables.items():
        dtype = frame["regime"].dtype
        assert isinstance(dtype, pd.CategoricalDtype) and dtype.ordered, name
        assert list(dtype.categories) == order, name
    assert mixed.summary(("gini",))["regime"].tolist() == order   # the summary in the regimes' order
    assert mixed.games.sort_values(["regime", "game"])["regime"].drop_duplicates().tolist() == order
    paired = mixed.paired("gini")
    assert paired["regime"].drop_duplicates().tolist() == ["monarch", "alpha"]
    assert (paired["baseline"] == "zeta").all()
    assert (mixed.games["regime"] < "alpha").sum() == 6   # compared in the regimes' order, not the alphabet's
    assert list(mixed.players["player"].cat.categories) == ["Ann", "Ben", "Cal", "Dot"]


def test_the_wide_view_gives_back_the_old_columns_exactly(mixed) -> None:
    games = mixed.wide("games")
    expected = old_wide(mixed, GAME_COLUMNS, lambda r: [r.game + tuple(p[9] for p in r.players)])
    for frame in (games, expected):
        frame["regime"] = frame["regime"].astype(str)
    for column in ("all_land_turn", "single_tax_turn"):
        expected[column] = expected[column].astype("Int64")
    pd.testing.assert_frame_equal(games, expected)
    assert games["wealth_Dot"].isna().sum() == 3 and games["wealth_Ann"].dtype == "int64"
    turns = mixed.wide("turns")
    expected = old_wide(mixed, TURN_COLUMNS, lambda r: r.turns)
    for frame in (turns, expected):
        frame["regime"] = frame["regime"].astype(str)
    pd.testing.assert_frame_equal(turns, expected)


def test_the_wide_function_pivots_any_long_column(mixed) -> None:
    cash = wide(mixed.players, "cash")
    assert list(cash.columns) == ["regime", "game", "cash_Ann", "cash_Ben", "cash_Cal", "cash_Dot"]
    players = mixed.players.set_index(["regime", "game", "player"])["cash"]
    row = cash.iloc[0]
    assert row["cash_Ben"] == players[(row["regime"], row["game"], "Ben")]
    four = wide(mixed.players.query("regime != 'monarch'"), "rank", prefix="")
    assert list(four.columns)[2:] == ["Ann", "Ben", "Cal", "Dot"] and four["Dot"].dtype == "int64"
    assert mixed.wide("games", "rank").filter(like="rank_").shape == (9, 4)


def test_dtypes_survive_parquet_and_csv_keeps_the_labels(mixed, tmp_path) -> None:
    pytest.importorskip("pyarrow", reason="pyarrow is in the test extra")
    mixed.to_parquet(tmp_path / "pq")
    for name in ("games", "players", "turns", "turn_wealth", "events"):
        back = pd.read_parquet(tmp_path / "pq" / f"{name}.parquet")
        pd.testing.assert_frame_equal(back, getattr(mixed, name), check_like=False)
        assert back["regime"].dtype == getattr(mixed, name)["regime"].dtype
    mixed.to_csv(tmp_path / "csv")
    meta = json.loads((tmp_path / "csv" / "experiment.json").read_text(encoding="utf-8"))
    assert meta["tables"]["turn_wealth"]["columns"] == ["regime", "game", "turn", "player", "wealth"]
    assert set(meta["tables"]) == {"games", "players", "turns", "turn_wealth", "events"}
    names = [r["name"] for r in meta["regimes"]]
    back = pd.read_csv(tmp_path / "csv" / "players.csv", dtype={"regime": pd.CategoricalDtype(names, ordered=True)})
    assert back["regime"].tolist() == mixed.players["regime"].tolist()
    assert back["regime"].dtype == mixed.players["regime"].dtype   # as the documentation says to read it back


def test_the_turn_wealth_table_is_smaller_than_the_wide_turns_it_replaces(mixed) -> None:
    """Categoricals keep the long table's memory near the wide one's (docs/experiments.md gives figures)."""
    long = mixed.turn_wealth.memory_usage(deep=True).sum() + mixed.turns.memory_usage(deep=True).sum()
    old = mixed.wide("turns")
    old["regime"] = old["regime"].astype(str)
    assert long < 1.6 * old.memory_usage(deep=True).sum()


def test_many_regimes_keep_their_labels_in_the_long_per_turn_table() -> None:
    """More regimes than a byte counts: each row of turn_wealth still names its own regime."""
    arms = [Regime(f"arm {k}", options=Options(max_rounds=2)) for k in range(130)]
    result = run_experiment(arms, games=1, seed=1, workers=1, progress=False, time_series=True)
    by_turn = result.turn_wealth
    assert by_turn["regime"].drop_duplicates().tolist() == [f"arm {k}" for k in range(130)]
    assert (by_turn.groupby("regime", observed=True).size() == len(by_turn) // 130).all()
