"""Editing an edition from Python, copying it to a folder, and the lessons' self-check."""

from __future__ import annotations

import pytest

from landlord_edu import DataError, Game, load_edition
from landlord_edu.checks import NOT_ANSWERED, RIGHT, check, is_right
from landlord_edu.edition_edit import copy_edition, edit_edition, scale_rents


def test_edited_numbers_reach_the_game_and_the_citations() -> None:
    edition = edit_edition(rules={"wages.amount": 150, "taxes.amount": 20, "players.starting_cash.4": 500},
                           spaces={"Broadway": {"rent": 40}})
    game = Game(players=4, seed=2, edition=edition)
    game.step()
    assert [p.cash for p in game.state.players] != [] and edition.constants.wages == 150
    assert edition.board.spaces[edition.board.index_of("Broadway")].rent == 40
    game.run()
    wages = [e for e in game.events if e.kind == "wages"]
    assert wages and all(e.amount == 150 for e in wages)
    assert all(e.rule.startswith("1906-edited ") for e in game.events)
    assert load_edition("1906").constants.wages == 100  # the packaged edition is untouched


@pytest.mark.parametrize(("kwargs", "field"), [
    ({"rules": {"wage.amount": 150}}, "wage.amount"),
    ({"rules": {"wages.amount": "lots"}}, "wages.amount"),
    ({"spaces": {"Brodway": {"rent": 40}}}, "Brodway"),
    ({"spaces": {"Broadway": {"colour_name": "red"}}}, "Broadway.colour_name"),
])
def test_a_bad_edit_names_what_was_wrong(kwargs: dict, field: str) -> None:
    with pytest.raises(DataError) as err:
        edit_edition(**kwargs)
    assert err.value.field == field


def test_a_copied_edition_loads_and_is_not_overwritten(tmp_path) -> None:
    folder = copy_edition("1906", tmp_path / "mine")
    rules = folder / "rules.toml"
    rules.write_text(rules.read_text(encoding="utf-8").replace("amount = 10\n", "amount = 25\n", 1), encoding="utf-8")
    copied = load_edition(folder)
    assert copied.constants.tax == 25 and copied.id == "1906-edited"
    game = Game(players=2, seed=1, edition=copied)
    game.run(max_turns=3)
    assert all(e.rule.startswith("1906-edited ") for e in game.events)
    assert load_edition(copy_edition("1906", tmp_path / "named", edition_id="class 7B")).id == "class 7B"
    with pytest.raises(DataError):
        copy_edition("1906", folder)
    with pytest.raises(DataError):
        copy_edition("1907", tmp_path / "other")


def test_check_tells_right_wrong_and_unanswered(capsys) -> None:
    check(..., 5)
    assert capsys.readouterr().out == NOT_ANSWERED + "\n"
    check(5, 5)
    assert capsys.readouterr().out == RIGHT + "\n"
    check(4, 5, hint="count again")
    assert capsys.readouterr().out == "Not yet (4). Hint: count again\n"
    assert is_right({"Ann", "ben"}, {"ann", "Ben"})
    assert not is_right(["ann", "ben"], {"ann", "ben", "cal"})
    assert not is_right(True, 1)  # a yes/no answer is not a number
    assert not is_right("0.5", 0.5)
    assert not is_right(..., ...)
    assert is_right(0.41, 0.4, tolerance=0.02) and not is_right(0.45, 0.4, tolerance=0.02)


def _doubled_rents(base: str) -> dict[str, dict[str, int]]:
    board = load_edition(base).board
    return {s.name: {"rent": 2 * s.rent} for s in board.spaces if s.kind == "lot"}


@pytest.mark.parametrize(("base", "rules"), [
    ("1906", {"wages.amount": 150}),
    ("1906", {"players.starting_cash.2": 1000, "players.starting_cash.more": 800, "taxes.amount": 20}),
    ("1906", {"houses.cost": 50, "houses.rent": 20, "single_tax.step": 25, "end.max_rounds": 60}),
    ("1939", {"players.starting_cash": 3000, "houses.cost": 300, "idle_land.per_visit": 3}),
])
def test_editions_an_instructor_can_make_load_and_play_to_the_end(base: str, rules: dict) -> None:
    """The checks refuse what breaks a game, not what a class may want: richer starts, dearer houses,
    doubled rents all load, play to the end with bots (and a Single Tax vote under 1906) and keep
    money conserved."""
    from . import _support
    edited = edit_edition(base, rules=rules, spaces=_doubled_rents(base))
    lot = next(s for s in edited.board.spaces if s.kind == "lot" and s.rent)
    assert lot.rent == 2 * load_edition(base).board.spaces[lot.index].rent
    game = Game(players=3, seed=5, edition=edited, strategies=["landlord", "cautious", "random"])
    _support.play_out(game, single_tax_at=40 if base == "1906" else None)
    assert game.over and game.money_is_conserved()


def test_the_shipped_boards_keep_their_shared_names() -> None:
    """Two spaces may share a name when neither can be held (the 1906 board's two Chance spaces)."""
    board = load_edition("1906").board
    assert [s.index for s in board.spaces if s.name == "Chance"] == [22, 37]
    assert board.index_of("chance") == 22


def test_a_staged_single_tax_house_may_stand_on_anothers_lot() -> None:
    """Single Tax Rule 4: houses are the builder's, on any lot (ruling R-15); the check allows it there only."""
    from landlord_edu.scenario import scenario_game
    data = {"position": {"single_tax": True},
            "players": [{"name": "Ann", "cash": 300, "cards": ["Broadway"]},
                        {"name": "Ben", "cash": 300, "houses": {"Broadway": 2}}]}
    game = scenario_game(data, "class.toml")
    assert game.state.houses[31] == 2 and game.state.house_owner[31] == 1 and game.state.owner[31] == 0
    with pytest.raises(DataError, match="does not hold Broadway"):
        scenario_game({**data, "position": {}}, "class.toml")


def test_scale_rents_multiplies_the_printed_land_rents_and_rounds_halves_up() -> None:
    from landlord_edu.edition_edit import scale_rents

    base = load_edition("1906")
    lots = [s for s in base.board.spaces if s.kind == "lot"]
    for factor, label in ((0, "0"), (0.5, "0.5"), (2, "2")):
        edition = scale_rents(factor)
        assert edition.id == f"1906-rent-x{label}" and edition.rule_set == base.rule_set
        scaled = {s.name: s.rent for s in edition.board.spaces if s.kind == "lot"}
        assert scaled == {s.name: int(s.rent * factor + 0.5) for s in lots}
    half = scale_rents(1.5)
    assert half.board.spaces[half.board.index_of("Lonely Lane")].rent == 3  # $2 x 1.5
    assert scale_rents(0.25).board.spaces[half.board.index_of("Lonely Lane")].rent == 1  # $0.50 rounds up
    assert scale_rents(1).board.spaces == base.board.spaces
    # only the kinds named change, and house rent (set in the rules) stays
    assert scale_rents(0).constants.house_rent == base.constants.house_rent
    assert scale_rents(3, edition_id="triple").id == "triple"
    numpy = pytest.importorskip("numpy")
    assert scale_rents(numpy.int64(2)).id == scale_rents(numpy.float64(2.0)).id == "1906-rent-x2"


def test_a_game_under_scaled_rents_charges_them_and_cites_the_edited_rules() -> None:
    from landlord_edu.edition_edit import scale_rents

    edition = scale_rents(2)
    game = Game(players=4, seed=5, edition=edition)
    game.run()
    rents = [e for e in game.events if e.kind == "rent" and e.rule == "1906-rent-x2 Rule 7"]
    assert rents and all(e.amount % 2 == 0 for e in rents)
    free = Game(players=4, seed=5, edition=scale_rents(0))
    free.run()
    assert sum(e.amount for e in free.events if e.kind == "rent" and "Rule 7" in e.rule) == 0


def test_the_fast_core_plays_scaled_rents_as_the_reference_does(monkeypatch) -> None:
    from landlord_edu.edition_edit import scale_rents
    from landlord_edu.experiments import Regime, run_experiment

    regimes = [Regime("x0", edition=scale_rents(0)), Regime("x2", edition=scale_rents(2))]
    fast = run_experiment(regimes, games=6, seed=3, workers=1, progress=False)
    assert fast.fast_core_share == 1.0
    monkeypatch.setenv("LANDLORD_EDU_ENGINE", "python")
    slow = run_experiment(regimes, games=6, seed=3, workers=1, progress=False)
    assert slow.fast_core_share == 0.0
    columns = ["regime", "game", "gini", "turns", "total_wealth"]
    assert fast.games[columns].equals(slow.games[columns])


def test_a_scenario_plays_under_edited_rule_data_given_in_memory() -> None:
    from landlord_edu.scenario import packaged_scenario, read_scenario_file, scenario_game

    data = read_scenario_file(packaged_scenario("monarch_of_the_world"))
    printed = scenario_game(data, seed=3)
    doubled = scenario_game(data, seed=3, edition=scale_rents(2))
    broadway = printed.edition.board.index_of("Broadway")
    assert doubled.edition.board.spaces[broadway].rent == 2 * printed.edition.board.spaces[broadway].rent
    assert doubled.state == printed.state and doubled.edition.id.endswith("-rent-x2")
    assert scenario_game(data, seed=3, edition="1906").edition.id == printed.edition.id
