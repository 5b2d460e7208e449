"""Editing an edition from Python, copying it to a folder, and the lessons' self-check."""

from __future__ import annotations

import pytest

from landlord_edu import DataError, Game, load_edition
from landlord_edu.checks import NOT_ANSWERED, RIGHT, check, is_right
from landlord_edu.edition_edit import copy_edition, edit_edition


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
