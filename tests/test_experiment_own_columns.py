"""A rule set's own measures are columns of an experiment's games table, after the common ones: filled for its
games, empty for the other rule sets' games, typed by what they hold; a rule set that fills other names than it
declares is refused."""

from __future__ import annotations

import dataclasses

import pytest

from landlord_edu import DataError, Game
from landlord_edu.experiments import Regime, run_experiment
from landlord_edu.experiments.summary import GAME_COLUMNS, summarise
from landlord_edu.rulesets import rule_set

ARMS = [Regime("1906"), Regime("card game", edition="landlord-card-game"), Regime("1939", edition="1939")]


@pytest.fixture(scope="module")
def result():
    return run_experiment(ARMS, games=3, players=4, seed=5, workers=1, progress=False)


def test_each_rule_sets_own_columns_follow_the_common_ones_in_the_regimes_order(result) -> None:
    own = list(result.games.columns[len(GAME_COLUMNS):])
    card_game = rule_set(ARMS[1].played_edition()).column_names
    assert own == [*card_game, *rule_set(ARMS[2].played_edition()).column_names]
    assert list(result.games.columns[:len(GAME_COLUMNS)]) == list(GAME_COLUMNS)
    assert {"rent_text", "homeless", "occupancy", "lord_blueblood", "bank_broken"} <= set(own)


def test_a_games_own_measures_are_its_rule_sets_and_empty_for_the_others(result) -> None:
    games = result.games.set_index(["regime", "game"])
    for name in ("rent_text", "homeless"):
        assert games.loc["1906", name].isna().all() and games.loc["1939", name].isna().all()
        assert games.loc["card game", name].notna().all()
    assert games.loc["card game", "bank_broken"].isna().all() and games.loc["1939", "bank_broken"].notna().all()
    # the values are the rule set's own, game by game (same seed, same game)
    for k in range(3):
        game = Game(4, seed=5 + k, edition="landlord-card-game", record_events=False, record_turns=False)
        game.run()
        row = games.loc[("card game", k)]
        for name, value in summarise(game, "card game").own.items():
            assert row[name] == pytest.approx(value), name


def test_own_columns_are_typed_by_what_they_hold(result) -> None:
    games = result.games
    assert str(games["rent_text"].dtype) == "Int64" and str(games["lord_blueblood"].dtype) == "Int64"
    assert str(games["bank_broken"].dtype) == "boolean"
    assert games["text_share"].dtype == "float64" and games["occupancy"].dtype == "float64"
    paired = result.paired("rent_text", baseline="card game")
    assert paired.loc[paired["regime"] == "1939", "difference"].isna().all()


def test_the_summary_and_the_exported_description_name_the_own_columns(result, tmp_path) -> None:
    table = result.summary(("gini", "text_share"))
    share = table[(table["measure"] == "text_share") & (table["regime"] == "card game")]
    assert share["mean"].between(0, 1).all()
    assert "text_share" in result.describe()["tables"]["games"]["columns"]


def test_a_rule_set_filling_other_columns_than_it_declares_is_refused() -> None:
    game = Game(4, seed=1, edition="landlord-card-game", record_events=False, record_turns=False)
    game.run()
    game.rules = dataclasses.replace(game.rules, column_names=("rent_text",))
    with pytest.raises(DataError, match="column_names declares"):
        summarise(game, "any")
