"""The class round (landlord_edu.classroom.round and .tables): the teams' seats, the vote the teams decide, the
table files, the pooled DataFrame with the experiments' columns, and the simulated games beside it."""

from __future__ import annotations

import doctest
import json
from pathlib import Path
from typing import Any

import pandas as pd
import pytest

from landlord_edu import Game
from landlord_edu.classroom import lesson08, tables
from landlord_edu.classroom import round as class_round
from landlord_edu.classroom.key import Objects
from landlord_edu.classroom.round import (
    KEPT,
    SEED,
    practice_game,
    read_table,
    regime_label,
    round_game,
    round_options,
    save_table,
    table_entry,
    write_table,
)
from landlord_edu.classroom.tables import COLUMNS, beside_simulated, pool, pool_tables, simulate
from landlord_edu.decisions import AMOUNT_KINDS, Decision
from landlord_edu.errors import DataError
from landlord_edu.experiments import Regime, run_experiment
from landlord_edu.experiments.summary import GAME_COLUMNS, summarise


@pytest.mark.parametrize("module", [class_round, tables])
def test_the_docstring_examples_hold(module: Any) -> None:
    result = doctest.testmod(module)
    assert result.attempted > 0 and result.failed == 0


def deal(game: Game, buy: bool = True) -> list[str]:
    """Step to the deal and answer every dealt card; the names of the seats asked, in order."""
    game.step()
    asked = []
    while game.pending is not None and game.pending.kind == "buy_dealt":
        asked.append(game.state.players[game.pending.player].name)
        game.answer(buy)
    return asked


def simply(d: Decision) -> Any:
    """A team's plain answer: throw, pass on an amount, else the first option."""
    return "throw" if d.kind == "turn" else 0 if d.kind in AMOUNT_KINDS else d.options[0]


def to_team_a_turn(game: Game) -> None:
    while not (game.pending is not None and game.pending.kind == "turn"
               and game.state.players[game.pending.player].name == "Team A"):
        if game.pending is None:
            game.step()
        else:
            game.answer(simply(game.pending))


def propose(game: Game, team_b_votes: bool) -> None:
    """Team A proposes the Single Tax on its turn; Team B votes; the bots vote by themselves."""
    to_team_a_turn(game)
    assert "single_tax" in game.pending.options  # type: ignore[union-attr]
    game.answer("single_tax")
    assert game.pending is not None and game.pending.kind == "vote"
    assert game.state.players[game.pending.player].name == "Team B"
    game.answer(team_b_votes)


def test_the_round_seats_two_teams_and_two_bots_and_seed_8_deals_as_the_notes_say() -> None:
    game = round_game(SEED)
    assert [(p.name, p.strategy) for p in game.state.players] == [
        ("Team A", "human"), ("Team B", "human"), ("Landlord", "landlord"), ("Builder", "builder")]
    assert game.options == round_options() and game.options.max_rounds == 8
    assert deal(game) == ["Team A"] * 6 + ["Team B"] * 6   # the notes: six cards each, Team A first
    to_team_a_turn(game)
    assert game.turn == 3                                  # the notes: Team A's first turn is turn 3
    game.answer("throw")
    while not (game.pending is not None and game.pending.kind == "turn"):
        if game.pending is None:
            game.step()
        else:
            game.answer(simply(game.pending))
    assert game.state.players[game.pending.player].name == "Team B" and game.turn == 4   # and Team B's, turn 4


@pytest.mark.parametrize(("team_b", "voted"), [(True, True), (False, False)])
def test_the_teams_decide_the_vote_because_both_bots_vote_against(team_b: bool, voted: bool) -> None:
    game = round_game(SEED)
    deal(game)
    propose(game, team_b)
    assert game.state.single_tax is voted
    assert regime_label(game) == ("single tax voted at turn 3" if voted else "landlord")
    kinds = [e.kind for e in game.events]
    assert ("single_tax" in kinds) is voted and ("vote_failed" in kinds) is not voted


def finished(game: Game) -> Game:
    while not game.over:
        if game.pending is None:
            game.step()
        else:
            game.answer(simply(game.pending))
    return game


def test_a_table_row_is_the_experiments_game_row(tmp_path: Path) -> None:
    game = round_game(SEED)
    deal(game)
    propose(game, True)
    finished(game)
    path = write_table(game, "projector", tmp_path)
    assert path == tmp_path / "table-projector.json"
    saved = read_table(path)
    row = dict(zip(GAME_COLUMNS, summarise(game, "single tax voted at turn 3").game, strict=True))
    assert saved["game"] == {k: row[k] for k in KEPT}
    assert saved["teams"] == ["Team A", "Team B"] and saved["over"] is True
    assert {p["name"] for p in saved["players"]} == {"Team A", "Team B", "Landlord", "Builder"}
    experiment = run_experiment([Regime("landlord", options=round_options())], games=1, workers=1, progress=False)
    assert set(KEPT) <= set(experiment.games.columns)   # the same columns as an experiment's games


def test_a_stopped_game_is_saved_as_it_stands_and_a_second_save_replaces_the_first(tmp_path: Path) -> None:
    game = round_game(SEED)
    deal(game, buy=False)
    write_table(game, "laptop 2", tmp_path)
    assert read_table(tmp_path / "table-laptop-2.json")["over"] is False
    to_team_a_turn(game)
    write_table(game, "laptop 2", tmp_path)
    assert [p.name for p in tmp_path.iterdir()] == ["table-laptop-2.json"]
    assert read_table(tmp_path / "table-laptop-2.json")["game"]["turns"] == game.turn


def test_pool_has_a_row_per_table_with_its_regime_and_leaves_out_a_damaged_file(tmp_path: Path) -> None:
    game = round_game(SEED)
    deal(game)
    propose(game, True)
    write_table(game, "projector", tmp_path)
    write_table(practice_game(SEED + 1), "practice (bots)", tmp_path)
    (tmp_path / "table-broken.json").write_text("{not json", encoding="utf-8")
    with pytest.warns(UserWarning, match="table-broken.json"):
        pooled = pool(tmp_path)
    assert list(pooled.columns) == list(COLUMNS)
    assert pooled[["table", "teams", "regime"]].to_dict("records") == [
        {"table": "practice (bots)", "teams": "Team A (bot) & Team B (bot)", "regime": "landlord"},
        {"table": "projector", "teams": "Team A & Team B", "regime": "single tax voted at turn 3"}]


def test_the_students_verbs_say_what_is_wrong_and_never_raise(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LANDLORD_ANSWERS", str(tmp_path))
    pooled = pool_tables()
    assert pooled.empty and list(pooled.columns) == list(COLUMNS)
    assert "No tables to pool" in capsys.readouterr().out
    save_table(round_game(SEED), "projector")
    assert "Not saved" in capsys.readouterr().out and not list(tmp_path.iterdir())
    save_table(Game(4, seed=1), "projector")
    assert "not a game of the class round" in capsys.readouterr().out
    view_like = type("View", (), {"game": practice_game(SEED + 1, single_tax_at=11)})()
    save_table(view_like, "practice")   # a GameView is taken for its game
    assert "single tax voted at turn 10; the game is over" in capsys.readouterr().out
    (tmp_path / "table-zz.json").write_text("[]", encoding="utf-8")
    pooled = pool_tables()
    out = capsys.readouterr().out
    assert len(pooled) == 1 and "A table file was left out" in out and "table-zz.json" in out


def test_the_practice_table_votes_when_asked_and_its_teams_are_named_bots() -> None:
    game = practice_game(SEED + 1, single_tax_at=11)
    assert game.over and regime_label(game) == "single tax voted at turn 10"
    assert table_entry(game, "p")["teams"] == ["Team A (bot)", "Team B (bot)"]


def test_a_simulated_regime_votes_at_the_turn_its_label_says() -> None:
    games = simulate(["landlord", "single tax voted at turn 3"], games=4).games
    turns = games.groupby("regime", observed=True)["single_tax_turn"].apply(lambda s: sorted(set(s.dropna())))
    assert turns["single tax voted at turn 3"] == [3] and turns["landlord"] == []


def test_beside_simulated_sets_each_regime_of_the_tables_beside_paired_games(tmp_path: Path) -> None:
    write_table(practice_game(SEED + 1, single_tax_at=6), "a", tmp_path)
    write_table(practice_game(SEED + 2), "b", tmp_path)
    pooled = pool(tmp_path)
    beside = beside_simulated(pooled, games=30).set_index("regime")
    assert list(beside.index) == ["landlord", "single tax voted at turn 5"]
    assert list(beside["tables"]) == [1, 1]
    result = simulate(list(beside.index), games=30)
    paired = result.paired("gini", baseline="landlord")["difference"].mean()
    assert beside.loc["single tax voted at turn 5", "effect vs landlord"] == round(paired, 3)
    gini = pooled.set_index("regime")["gini"].reindex(beside.index)
    inside = gini.between(beside["simulated 5%"], beside["simulated 95%"])
    assert list(beside["tables inside 5-95%"]) == [int(inside[r]) for r in beside.index]
    assert list(beside_simulated(pooled.iloc[0:0], games=5)["regime"]) == ["landlord", "single tax voted at turn 10"]


def test_the_stand_ins_are_a_switch_of_the_simulation() -> None:
    pooled = pd.DataFrame(columns=list(COLUMNS))
    default = beside_simulated(pooled, games=20)
    savers = beside_simulated(pooled, games=20, stand_ins=("cautious", "cautious"))
    assert list(default["regime"]) == list(savers["regime"])
    assert list(default["simulated mean"]) != list(savers["simulated mean"])
    assert [p.strategy for p in practice_game(stand_ins=("cautious", "careless")).state.players] == [
        "human", "human", "landlord", "builder"]   # the seats stay the teams'; the stand-ins only answer


def test_lesson_8s_key_follows_the_simulated_effect_and_the_pooled_tables() -> None:
    key = lesson08.KEY.exercises
    def beside(effect: float) -> pd.DataFrame:
        return pd.DataFrame({"regime": ["landlord", "single tax voted at turn 3"],
                             "effect vs landlord": [None, effect]})
    assert [key["8.1"].truth(Objects(8, {"beside": beside(e)})) for e in (0.1, -0.1, 0.0)] == [  # type: ignore[union-attr]
        "less equal", "more equal", "the same"]
    pooled = pd.DataFrame({"single_tax": [True, False, True]})
    assert key["8.2"].truth(Objects(8, {"pooled": pooled})) == 2  # type: ignore[union-attr]
    assert key["8.2"].truth(Objects(8, {"pooled": pooled.iloc[0:0]})) == 0  # type: ignore[union-attr]


def test_a_table_file_is_plain_json(tmp_path: Path) -> None:
    path = write_table(practice_game(SEED + 1), "x", tmp_path)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["format"] == "landlord_edu class round 1" and data["table"] == "x"
    with pytest.raises(DataError, match="regime"):
        data["game"]["regime"] = "monarchy"
        path.write_text(json.dumps(data), encoding="utf-8")
        read_table(path)
