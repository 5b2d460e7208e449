"""Experiments under the 1939 rules: regimes, the summary columns checked against the event log, the
1939 switches on the command line's regime syntax, and the experiment charts."""

from __future__ import annotations

import pandas as pd
import pytest

from landlord_edu import DataError, Game, Options
from landlord_edu.charts import chart_svg
from landlord_edu.charts.experiments import (
    describe_result,
    gini_over_turns,
    lorenz_curves,
    paired_differences,
    wealth_distribution,
)
from landlord_edu.experiments import Regime, parse_regime, run_experiment

AS_DEALT = Regime("as dealt", edition="1939")
SITE_TAX = Regime("SO WHAT 18 on top", edition="1939", options=Options(so_what_stack=(18,)))


@pytest.fixture(scope="module")
def result() -> object:
    return run_experiment([AS_DEALT, SITE_TAX], games=10, seed=20, workers=1, progress=False, keep_events=True,
                          time_series=True)


def test_each_row_agrees_with_the_1939_game_played_directly(result) -> None:
    for i in (0, 5):
        game = Game(players=4, seed=20 + i, edition="1939")
        outcome = game.run()
        row = result.games.query("regime == 'as dealt' and game == @i").iloc[0]
        assert row["edition"] == "1939" and row["turns"] == outcome.turns and row["end_reason"] == outcome.reason
        mine = result.players.query("regime == 'as dealt' and game == @i").sort_values("seat")
        assert mine["wealth"].tolist() == game.wealths()
        assert row["public_treasury"] == game.state.treasury and row["miscellaneous"] == game.state.misc
        assert row["lord_blueblood"] == game.state.phillips.blueblood
        assert row["bank_broken"] == game.state.phillips.bank_broken == (outcome.reason == "bank")
        assert row["frontier_closed"] == game.state.phillips.frontier_closed
    assert set(result.games["end_reason"]) <= {"rounds", "bank", "turns"}


def test_rent_columns_match_the_1939_event_log(result) -> None:
    """Private rent goes to players (and to Lord Blueblood, a landlord outside the game); public rent to
    the GOVERNMENT: SO WHAT 18's ground rent."""
    events, games = result.events, result.games
    players = {"Ann", "Ben", "Cal", "Dot"}
    for (regime, i), log in events.groupby(["regime", "game"], observed=True):
        row = games[(games.regime == regime) & (games.game == i)].iloc[0]

        def total(kinds: tuple[str, ...], payees: set[str], log=log) -> int:
            return int(log[log.kind.isin(kinds) & log.payee.isin(payees)]["amount"].sum())

        assert row["land_rent_private"] == total(("rent",), players)
        assert row["land_rent_public"] == total(("rent",), {"GOVERNMENT"})
        assert row["house_rent"] == total(("house_rent",), players)
        assert row["fares_private"] == total(("fare",), players) and row["fares_public"] == 0
        assert row["rent_foreign"] == total(("foreign_rent",), {"LORD BLUEBLOOD"}) == row["lord_blueblood"]
        assert row["rent_private"] == row["land_rent_private"] + row["house_rent"] + row["fares_private"] + \
            row["rent_foreign"]
        assert row["rent_public"] == row["land_rent_public"]
        assert row["wages_paid"] == total(("wages", "frontier_wages", "island_wages"), players)
    dealt = games[games.regime == "as dealt"]
    stacked = games[games.regime == "SO WHAT 18 on top"]
    assert stacked["rent_public"].sum() > dealt["rent_public"].sum()


def test_the_stacked_card_changes_nothing_but_the_so_what_pack(result) -> None:
    """Common random numbers: the same seed throws the same dice and deals the same cards."""
    events = result.events
    for i in range(3):
        deals = [events[(events.game == i) & (events.regime == r) & (events.kind == "deal")]["text"].tolist()
                 for r in ("as dealt", "SO WHAT 18 on top")]
        assert deals[0] == deals[1]
        stack = events[(events.game == i) & (events.regime == "SO WHAT 18 on top") & (events.kind == "stack")]
        assert [text.startswith("The dealer lays SO WHAT 18 on top of the pack") for text in stack["text"]] == [True]


def test_the_experiment_charts_draw_1939_results(result) -> None:
    for chart in (gini_over_turns(result), lorenz_curves(result), wealth_distribution(result),
                  paired_differences(result, "rent_public")):
        assert chart_svg(chart).startswith("<svg")
    spec = wealth_distribution(result).to_dict()
    assert spec["encoding"]["x"]["title"].endswith("(1939 rules: money, cash less debts)")
    assert describe_result(result).startswith("as dealt: mean gini ")
    assert result.summary(("rent_foreign", "bank_broken"))["games"].tolist() == [10] * 4


def test_a_mixed_experiment_keeps_1906_and_1939_apart() -> None:
    mixed = run_experiment([Regime("1906"), AS_DEALT], games=2, workers=1, progress=False)
    games = mixed.games.set_index("regime")
    assert games.loc["1906", "edition"].tolist() == ["1906", "1906"]
    assert games.loc["1906", "frontier_closed"].isna().all() and games.loc["1906", "rent_foreign"].eq(0).all()
    assert games.loc["as dealt", "frontier_closed"].notna().all()
    assert games.loc["as dealt", "edition"].tolist() == ["1939", "1939"]
    assert pd.api.types.is_bool_dtype(mixed.games["bank_broken"])
    assert wealth_distribution(mixed).to_dict()["encoding"]["x"]["title"].endswith(
        "(1939 regimes: money, cash less debts)")


def test_1939_regimes_refuse_what_their_rules_do_not_have() -> None:
    with pytest.raises(DataError, match="1939 rules have no Single Tax vote"):
        Regime("x", edition="1939", single_tax_at=1)
    with pytest.raises(DataError, match="1906 rules have no SO WHAT cards"):
        Regime("x", options=Options(so_what_stack=(18,)))
    with pytest.raises(DataError, match="no SO WHAT card numbered 19"):
        run_experiment([Regime("x", edition="1939", options=Options(so_what_stack=(19,)))], games=1,
                       progress=False)
    from landlord_edu import PlayerCountError
    with pytest.raises(PlayerCountError, match="3 to 5"):
        run_experiment([AS_DEALT], games=1, players=6, progress=False)


def test_a_regime_staged_from_a_1939_scenario_is_checked_against_the_1939_rules(tmp_path) -> None:
    path = tmp_path / "three.toml"
    path.write_text('[scenario]\nedition = "1939"\n' + "".join(
        f'[[players]]\nname = "{n}"\ncash = 100\n' for n in ("Ann", "Ben", "Cal")), encoding="utf-8")
    staged = Regime("staged", scenario=str(path), options=Options(so_what_stack=(18,)))
    assert staged.played_edition().id == "1939"
    with pytest.raises(DataError, match="1939 rules have no Single Tax vote"):
        Regime("x", scenario=str(path), single_tax_at=1)
    with pytest.raises(DataError, match="1906 rules have no SO WHAT cards"):
        Regime("x", scenario="monarch_of_the_world", options=Options(so_what_stack=(18,)))


def test_1939_switches_in_the_regime_syntax() -> None:
    r = parse_regime("site tax=edition:1939+so-what-stack:17,18+frontier-move:emergency_only+bank:unlimited"
                     "+double-house-rent+max-turns:120+players:5")
    assert (r.name, r.edition, r.players) == ("site tax", "1939", 5)
    o = r.options
    assert (o.so_what_stack, o.frontier_move, o.bank, o.double_house_rent, o.max_turns) == \
        ((17, 18), "emergency_only", "unlimited", True, 120)
    assert parse_regime("x=edition:1939+count-uncashed-checks:false").options.count_uncashed_checks is False
    for bad, match in (("unpaid:never", "unpaid"), ("so-what-stack:top", "cannot read"),
                       ("max-turns:soon", "cannot read"), ("single-tax", "no Single Tax")):
        with pytest.raises(DataError, match=match):
            parse_regime(f"x=edition:1939+{bad}")
