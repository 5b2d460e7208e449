"""Laissez-faire's experiment columns (RuleSet.columns, LF-85..LF-87): each equals what the game's event log
says, read back night by night (editions/laissez_faire/nightlog.py), for seeded games of several line-ups."""

from __future__ import annotations

import pytest

from landlord_edu import Game, Options
from landlord_edu.editions.laissez_faire.nightlog import nights
from landlord_edu.experiments import Regime, run_experiment
from landlord_edu.metrics import gini

from ._rules_lf import lf_game, play

GAMES = [(seed, bots) for seed in (1, 2, 5) for bots in (None, ("landlord",) * 4, ("cautious",) * 4)]


def _mean(values: list[float]) -> float | None:
    return sum(values) / len(values) if values else None


def _played(seed: int, bots: tuple[str, ...] | None) -> Game:
    game = Game(4, seed=seed, edition="laissez-faire", strategies=bots,
                options=Options(lf_objective="rounds", max_rounds=40))
    game.run()
    return game


@pytest.mark.parametrize(("seed", "bots"), GAMES)
def test_the_columns_are_what_the_event_log_says(seed: int, bots: tuple[str, ...] | None) -> None:
    game = _played(seed, bots)
    own, log = game.result()["laissez_faire"], nights(game)
    kinds = [e.kind for e in game.events]
    assert own["nights_players"] == len(log) > 0
    assert own["rent_players"] == sum(r["rent"] for r in log)
    assert own["mean_rent"] == pytest.approx(_mean([r["rent"] for r in log]))
    assert own["markup"] == pytest.approx(_mean([r["rent"] - r["overhead"] for r in log]))
    one = [r["rent"] - r["overhead"] for r in log if r["one_owner"]]
    shared = [r["rent"] - r["overhead"] for r in log if not r["one_owner"]]
    assert own["nights_one_owner"] == len(one)
    assert own["markup_one_owner"] == pytest.approx(_mean(one)) if one else own["markup_one_owner"] is None
    assert own["markup_shared"] == pytest.approx(_mean(shared))
    assert own["hhi"] == pytest.approx(_mean([r["hhi"] for r in log]))
    bank = [e for e in game.events if e.kind == "rent" and e.payee == "BANK"]
    assert (own["nights_bank"], own["rent_bank"]) == (len(bank), sum(e.amount for e in bank))
    assert (own["bench_nights"], own["jail_nights"], own["rides"]) == (
        kinds.count("bench"), kinds.count("in_jail"), kinds.count("ride"))
    assert own["eliminated"] == len({e.player for e in game.events if e.kind == "eliminated"})
    assert own["objective"] == "rounds"


def test_a_night_in_a_city_one_owner_holds_whole_counts_as_one_owner_with_hhi_one() -> None:
    """Ann throws 6+5 to Rush St.: Ben holds Chicago whole and quotes $20, Ann takes it (overhead $7 to the
    bank: 14 / 2 at POM 1.0); then Chicago shared by Ben, Cal and the bank."""
    game = lf_game(dice=[(6, 5)], owner={11: "Ben", 13: "Ben", 14: "Ben"})
    play(game, ("quote", 20), ("quote", 0), ("quote", 0), ("lodge", 11))
    own = game.result()["laissez_faire"]
    assert (own["nights_one_owner"], own["markup_one_owner"], own["markup_shared"], own["hhi"]) == (1, 13, None, 1)
    held = {11: "Ben", 13: "Cal"}
    game = lf_game(dice=[(6, 5)], owner=held, players=3)
    play(game, ("quote", 20), ("quote", 0), ("lodge", 11))
    own = game.result()["laissez_faire"]
    assert (own["nights_one_owner"], own["markup_shared"]) == (0, 13)
    assert own["hhi"] == nights(game, held)[0]["hhi"] == 0.3333  # Ben, Cal and the bank one property each: 3 × (1/3)²


def test_the_experiment_games_table_takes_the_columns_and_gini_is_the_net_worth_gini() -> None:
    regimes = [Regime("default", edition="laissez-faire", options=Options(lf_objective="rounds", max_rounds=20))]
    result = run_experiment(regimes, games=3, players=4, seed=7, progress=False)
    for row in result.games.itertuples():
        game = Game(4, seed=row.seed, edition="laissez-faire", options=Options(lf_objective="rounds", max_rounds=20))
        game.run()
        own = game.result()["laissez_faire"]
        assert row.gini == pytest.approx(gini(own["net_worth"]))
        assert (row.nights_players, row.jail_nights, row.objective) == (own["nights_players"], own["jail_nights"],
                                                                         "rounds")
    assert str(result.games["nights_one_owner"].dtype) == "Int64"
