"""Experiments: paired regimes on the same dice, the summary columns, executors, interrupts, export."""

from __future__ import annotations

import json
import os
import signal
import threading
from concurrent.futures import ThreadPoolExecutor

import pandas as pd
import pytest

from landlord_edu import DataError, Game, Options, PlayerCountError, __version__, gini
from landlord_edu.edition_edit import edit_edition
from landlord_edu.experiments import Regime, parse_regime, run_experiment
from landlord_edu.experiments.summary import play_game

LANDLORD = Regime("landlord")
LATE = Regime("late", single_tax_at=25)


@pytest.fixture(scope="module")
def paired() -> object:
    return run_experiment([LANDLORD, LATE], games=12, seed=100, workers=1, progress=False, keep_events=True,
                          time_series=True)


def test_game_i_of_every_regime_uses_the_same_seed_and_the_same_dice_until_the_vote(paired) -> None:
    games = paired.games
    assert games["seed"].tolist() == [100 + i for i in range(12) for _ in range(2)]
    events = paired.events
    for i in range(12):
        before = [events[(events.game == i) & (events.regime == r) & (events.turn < 25)]["text"].tolist()
                  for r in ("landlord", "late")]
        # the vote comes at the end of turn 24: until then, event for event, the same game
        assert before[1][:len(before[0])] == before[0] and len(before[0]) > 50
        assert "Single Tax is voted in" in before[1][len(before[0])]
        after = [events[(events.game == i) & (events.regime == r)]["text"].tolist() for r in ("landlord", "late")]
        assert after[0] != after[1]  # the vote changed the game from turn 25 on


def test_each_row_agrees_with_the_game_played_directly(paired) -> None:
    for i in (0, 7):
        game = Game(players=4, seed=100 + i)
        outcome = game.run()
        row = paired.games.query("regime == 'landlord' and game == @i").iloc[0]
        assert row["turns"] == outcome.turns and row["end_reason"] == outcome.reason
        assert row["winner"] == " & ".join(outcome.winners)
        wealths = game.wealths()
        mine = paired.players.query("regime == 'landlord' and game == @i").sort_values("seat")
        assert mine["player"].tolist() == [p.name for p in game.state.players]
        assert mine["wealth"].tolist() == wealths
        assert row["gini"] == pytest.approx(gini(wealths))
        assert row["richest_share"] == pytest.approx(max(wealths) / sum(wealths))
        assert row["poor_house_visits"] == sum(p.poor_house_visits for p in game.state.players)


def test_rent_and_wages_columns_match_the_event_log(paired) -> None:
    """The ledger behind the columns is checked against the log, an independent record."""
    events, games = paired.events, paired.games
    players = {"Ann", "Ben", "Cal", "Dot"}
    for (regime, i), log in events.groupby(["regime", "game"], observed=True):
        row = games[(games.regime == regime) & (games.game == i)].iloc[0]

        def total(kinds: tuple[str, ...], private: bool, log=log) -> int:
            chosen = log[log.kind.isin(kinds)]
            return int(chosen[chosen.payee.isin(players) == private]["amount"].sum())

        assert row["land_rent_private"] == total(("rent",), True)
        assert row["land_rent_public"] == total(("rent", "natural_rent"), False)
        assert row["house_rent"] == total(("house_rent",), True)
        assert row["fares_private"] == total(("fare",), True)
        assert row["fares_public"] == total(("fare",), False)
        assert row["wages_paid"] == total(("wages", "natural_wages"), True)
        assert row["rent_private"] == row["land_rent_private"] + row["house_rent"] + row["fares_private"]
    late = games[games.regime == "late"]
    assert (late["single_tax_turn"] == 24).all() and late["single_tax"].all()
    assert late["rent_public"].sum() > games[games.regime == "landlord"]["rent_public"].sum()


def test_time_series_rows_follow_each_game_to_its_end(paired) -> None:
    turns, games, by_turn = paired.turns, paired.games, paired.turn_wealth
    final = paired.players.set_index(["regime", "game", "player"])["wealth"]
    for (regime, i), rows in turns.groupby(["regime", "game"], observed=True):
        row = games[(games.regime == regime) & (games.game == i)].iloc[0]
        assert rows["turn"].tolist() == list(range(row["turns"] + 1))
        assert rows["gini"].iloc[-1] == pytest.approx(row["gini"])
        last = by_turn[(by_turn.regime == regime) & (by_turn.game == i) & (by_turn.turn == row["turns"])]
        assert last["wealth"].tolist() == [final[(regime, i, name)] for name in last["player"]]
        assert gini(last["wealth"].tolist()) == pytest.approx(row["gini"])


def test_players_table_ranks_every_player(paired) -> None:
    players = paired.players
    assert len(players) == 12 * 2 * 4
    for _, group in players.groupby(["regime", "game"], observed=True):
        assert sorted(group["rank"]) == [1, 2, 3, 4]
        best = group[group["rank"] == 1].iloc[0]
        assert best["wealth"] == group["wealth"].max()


def test_results_are_the_same_whatever_the_executor_and_workers() -> None:
    arms = [LANDLORD, Regime("st", single_tax_at=1), Regime("adv", options=Options(advanced=True))]
    one = run_experiment(arms, games=9, seed=5, workers=1, progress=False)
    two = run_experiment(arms, games=9, seed=5, workers=2, chunk_size=2, progress=False)
    with ThreadPoolExecutor(3) as pool:
        threads = run_experiment(arms, games=9, seed=5, executor=pool, chunk_size=1, progress=False)
    for other in (two, threads):
        pd.testing.assert_frame_equal(one.games, other.games)
        pd.testing.assert_frame_equal(one.players, other.players)


def test_a_dask_cluster_executor_works_unchanged() -> None:
    distributed = pytest.importorskip("distributed", reason="the dask extra is part of the test extra")
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None) \
            as cluster, distributed.Client(cluster) as client:
        result = run_experiment([LANDLORD, LATE], games=6, seed=3, executor=client.get_executor(), chunk_size=1,
                                progress=False)
    local = run_experiment([LANDLORD, LATE], games=6, seed=3, workers=1, progress=False)
    pd.testing.assert_frame_equal(result.games, local.games)


def test_an_interrupt_keeps_the_finished_pairs() -> None:
    timer = threading.Timer(1.0, lambda: os.kill(os.getpid(), signal.SIGINT))
    timer.start()
    try:
        with pytest.warns(RuntimeWarning, match="interrupted"):
            result = run_experiment([LANDLORD, LATE], games=20000, workers=2, chunk_size=5, progress=False)
    finally:
        timer.cancel()
    assert not result.complete
    assert 0 < result.games_finished < 20000
    counts = result.games.groupby("game")["regime"].count()
    assert (counts == 2).all()  # pairs stay whole
    assert "interrupted" in repr(result)


def test_an_interrupt_stops_a_run_in_this_process_too_and_the_handler_is_put_back() -> None:
    before = signal.getsignal(signal.SIGINT)
    timer = threading.Timer(0.5, lambda: os.kill(os.getpid(), signal.SIGINT))
    timer.start()
    try:
        with pytest.warns(RuntimeWarning, match="interrupted"):
            result = run_experiment([LANDLORD, LATE], games=20000, workers=1, chunk_size=5, progress=False)
    finally:
        timer.cancel()
    assert not result.complete and 0 < result.games_finished < 20000
    assert signal.getsignal(signal.SIGINT) is before  # Ctrl-C means KeyboardInterrupt again once the run is over


def test_instructor_rule_data_and_strategy_mixes_are_regimes() -> None:
    rich = edit_edition(rules={"wages.amount": 200})
    arms = [LANDLORD, Regime("rich wages", edition=rich), Regime("all cautious", strategies=("cautious",) * 4)]
    result = run_experiment(arms, games=4, workers=1, progress=False)
    games = result.games
    assert games[games.regime == "rich wages"]["wages_paid"].sum() > games[games.regime == "landlord"][
        "wages_paid"].sum()
    assert set(result.players.query("regime == 'all cautious'")["strategy"]) == {"cautious"}


def test_a_scenario_regime_reports_when_one_player_held_all_the_land() -> None:
    record = play_game(Regime("monarch", scenario="monarch_of_the_world"), 4, 0, 1)
    assert record.game[-1] == 0           # all_land_turn: held from the start
    assert record.game[-2] == 1.0         # top_land_share
    ordinary = play_game(LANDLORD, 4, 0, 1)
    assert ordinary.game[-1] is None


def test_bad_input_is_refused_before_any_game_is_played() -> None:
    with pytest.raises(DataError, match="games"):
        run_experiment([LANDLORD], games=0, progress=False)
    with pytest.raises(DataError, match="names must differ"):
        run_experiment([LANDLORD, Regime("landlord", single_tax_at=3)], games=1, progress=False)
    with pytest.raises(DataError, match="strategies"):
        Regime("x", strategies=("greedy",))
    with pytest.raises(DataError, match="single_tax_at"):
        Regime("x", single_tax_at=0)
    with pytest.raises(PlayerCountError):
        run_experiment([LANDLORD], games=2, players=9, progress=False)
    with pytest.raises(DataError, match="workers"):
        run_experiment([LANDLORD], games=2, workers=0, progress=False)
    with pytest.raises(DataError, match="cannot read"):
        parse_regime("late=single-tax-at:soon")


def test_regime_specs_from_the_command_line() -> None:
    r = parse_regime("mine=single-tax-at:40+advanced+strategies:landlord,cautious,random,random+max-rounds:30")
    assert (r.name, r.single_tax_at, r.options.advanced, r.options.max_rounds) == ("mine", 40, True, 30)
    assert r.strategies == ("landlord", "cautious", "random", "random")
    assert parse_regime("single-tax").name == "single-tax" and parse_regime("single-tax").single_tax_at == 1


def test_paired_differences_and_summary(paired) -> None:
    diffs = paired.paired("gini", baseline="landlord")
    games = paired.games.set_index(["regime", "game"])
    for row in diffs.itertuples():
        assert row.difference == pytest.approx(games.loc[("late", row.game), "gini"] -
                                               games.loc[("landlord", row.game), "gini"])
    summary = paired.summary(("gini",)).set_index("regime")
    assert summary.loc["late", "mean"] == pytest.approx(games.loc["late"]["gini"].mean())
    assert summary.loc["late", "ci_low"] < summary.loc["late", "mean"] < summary.loc["late", "ci_high"]
    with pytest.raises(DataError, match="not a column"):
        paired.paired("happiness")


def test_export_round_trips_through_csv_and_parquet(paired, tmp_path) -> None:
    written = paired.to_csv(tmp_path / "csv")
    assert {p.name for p in written} == {"games.csv", "players.csv", "turns.csv", "turn_wealth.csv", "events.csv",
                                         "experiment.json"}
    meta = json.loads((tmp_path / "csv" / "experiment.json").read_text(encoding="utf-8"))
    assert meta["landlord_edu"] == __version__ == paired.games.attrs["landlord_edu"]  # who played the games
    back = pd.read_csv(tmp_path / "csv" / "games.csv")
    assert back["gini"].tolist() == pytest.approx(paired.games["gini"].tolist())
    paired.to_parquet(tmp_path / "pq")
    pd.testing.assert_frame_equal(pd.read_parquet(tmp_path / "pq" / "players.parquet"), paired.players)


def test_tables_that_were_not_kept_say_how_to_get_them() -> None:
    result = run_experiment([LANDLORD], games=1, workers=1, progress=False)
    with pytest.raises(DataError, match="time_series=True"):
        _ = result.turns
    with pytest.raises(DataError, match="keep_events=True"):
        _ = result.events


def test_regimes_seating_different_players_keep_each_players_wealth_in_its_own_column_of_the_wide_view() -> None:
    arms = [Regime("four"), Regime("monarch", scenario="monarch_of_the_world")]  # Ann, Ben, Cal only
    result = run_experiment(arms, games=2, seed=3, workers=1, progress=False, time_series=True)
    games = result.wide("games")
    assert [c for c in games.columns if c.startswith("wealth_")] == ["wealth_Ann", "wealth_Ben", "wealth_Cal",
                                                                     "wealth_Dot"]
    monarch = games[games.regime == "monarch"]
    assert monarch["wealth_Dot"].isna().all() and monarch["wealth_Ann"].notna().all()
    players = result.players.set_index(["regime", "game", "player"])["wealth"]
    for row in games.itertuples():
        for name in ("Ann", "Ben", "Cal"):
            assert getattr(row, f"wealth_{name}") == players[(row.regime, row.game, name)]
    turns = result.wide("turns")
    last = turns.groupby(["regime", "game"], observed=True).tail(1).set_index(["regime", "game"])
    assert last.loc[("monarch", 0), "wealth_Cal"] == players[("monarch", 0, "Cal")]


def test_a_game_without_turn_snapshots_says_so_when_asked_for_its_history() -> None:
    from landlord_edu import IllegalAction
    game = Game(players=3, seed=1, record_turns=False)
    game.run()
    with pytest.raises(IllegalAction, match="record_turns=True"):
        game.history()
    assert Game(players=3, seed=1).run() == game.outcome()  # the game itself is the same
