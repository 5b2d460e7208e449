"""The 1939 switches of landlord_edu.Options (docs/edition-1939.md section 4): each takes both readings and
refuses others; the readings not shown in the topic files are shown here (build, House rent, max_rounds)."""

from __future__ import annotations

import re
from dataclasses import fields
from pathlib import Path

import pytest

from landlord_edu import DataError, Game, IllegalAction, Options
from landlord_edu.editions.phillips1939.switches import CHOICES_1939

from ._rules_1939 import BANK, POVERTY_PLACE, cite, events, money_moves, play, snapshot, stage39

HERE = Path(__file__).parent
BOOL_SWITCHES_1939 = ("double_house_rent", "site_tax_owner_pays", "count_uncashed_checks")
SHARED = {"jail_exit": "shelter_is_first_step", "max_rounds": 3}   # 1906 switches the 1939 rules read too
OTHER = {"so_what_stack": (17, 18), "max_turns": 5}


@pytest.mark.parametrize(("name", "readings"), sorted(CHOICES_1939.items()))
def test_each_switch_takes_both_readings_and_refuses_another(name: str, readings: tuple[str, ...]) -> None:
    assert getattr(Options(), name) == readings[0], "the recommended reading is the default"
    for reading in readings:
        assert getattr(Options(**{name: reading}), name) == reading
        assert getattr(Options.from_dict({name: reading}), name) == reading
    with pytest.raises(DataError) as err:
        Options(**{name: "sideways"})
    assert err.value.field == name and "'sideways' is not one of" in err.value.problem


@pytest.mark.parametrize("name", BOOL_SWITCHES_1939)
def test_each_true_or_false_switch_refuses_other_values(name: str) -> None:
    assert getattr(Options(), name) is False
    with pytest.raises(DataError) as err:
        Options.from_dict({name: "yes"}, "class.toml: rules")
    assert err.value.field == name and "class.toml" in str(err.value)


@pytest.mark.parametrize("stack", [(0,), (17, 17), ("17",), 17, (1.0,)])
def test_so_what_stack_refuses_what_is_not_a_list_of_card_numbers(stack) -> None:
    with pytest.raises(DataError) as err:
        Options(so_what_stack=stack)
    assert err.value.field == "so_what_stack"


def test_every_1939_switch_is_played_in_its_other_reading_by_some_test() -> None:
    """A guard on this suite: each switch's non-default reading appears in a 1939 rule test (a reading's
    name is unique among the switches; a true-or-false switch must be set to True somewhere)."""
    sources = "\n".join(p.read_text(encoding="utf-8") for p in HERE.glob("test_rules_1939_*.py"))
    missing = [name for name, readings in CHOICES_1939.items() if f'"{readings[1]}"' not in sources]
    missing += [name for name in BOOL_SWITCHES_1939 if not re.search(rf"{name}[\"']?\s*[:=]\s*True", sources)]
    missing += [name for name in (*SHARED, *OTHER) if not re.search(rf"{name}[\"']?\s*[:=]\s*[(\[\d\"]", sources)]
    assert not missing
    assert {f.name for f in fields(Options)} >= {*CHOICES_1939, *BOOL_SWITCHES_1939, *SHARED, *OTHER}


# ----- R39-07: where Houses are put up ------------------------------------------------------------------
def test_r39_07_other_reading_houses_only_on_the_lot_just_stopped_on() -> None:
    game = stage39({"name": "Ann", "cash": 1000, "position": 9, "deeds": ["Poverty Place", "Broadway"],
                    "spare_houses": 1}, {"name": "Ben", "cash": 0}, dice=[(1, 1)], rules={"build": "where_stopped"})
    game.step()
    assert game.pending.options == ("throw", "frontier:1", "frontier:2"), "no building before the throw"
    before = snapshot(game)
    with pytest.raises(IllegalAction):
        game.answer({"build": POVERTY_PLACE})
    assert snapshot(game) == before
    game.answer("throw")
    d = game.pending
    assert d.kind == "build_here" and d.context == {"space": POVERTY_PLACE, "price": 200}
    game.answer(True)            # his free House
    game.answer(True)            # one bought for $200
    game.answer(False)
    assert game.pending is None and game.state.houses[POVERTY_PLACE] == 2 and game.state.houses[31] == 0
    assert money_moves(game) == [("house", "Ann", BANK, 200, cite("Rule 1(b)"))]
    assert "R39-07" in d.prompt


def test_r39_07_where_stopped_nothing_is_asked_on_another_players_lot() -> None:
    game = stage39({"name": "Ann", "cash": 1000, "position": 9}, {"name": "Ben", "cash": 0, "deeds": ["Poverty Place"]},
                   dice=[(1, 1)], rules={"build": "where_stopped"})
    assert play(game, "throw") == ["turn"]


def test_r39_07_where_stopped_without_money_nor_a_spare_house_nothing_is_asked() -> None:
    game = stage39({"name": "Ann", "cash": 199, "position": 9, "deeds": ["Poverty Place"]}, {"name": "Ben", "cash": 0},
                   dice=[(1, 1)], rules={"build": "where_stopped"})
    assert play(game, "throw") == ["turn"]


# ----- R39-09: House rent doubled too --------------------------------------------------------------------
@pytest.mark.parametrize(("double_house_rent", "house_rent"), [(False, 400), (True, 800)])
def test_r39_09_double_house_rent_doubles_the_house_rent_of_a_doubled_section(double_house_rent, house_rent) -> None:
    game = stage39({"name": "Ann", "cash": 3000, "position": 9},
                   {"name": "Ben", "cash": 0, "deeds": ["Poverty Place"], "houses": {"Poverty Place": 4}},
                   dice=[(1, 1)], rules={"double_house_rent": double_house_rent})
    play(game, "throw")
    assert money_moves(game) == [("rent", "Ann", "Ben", 300, cite("Rule 1(a)")),
                                 ("house_rent", "Ann", "Ben", house_rent, cite("Rule 1(b)"))]


def test_r39_09_double_house_rent_leaves_an_undoubled_section_alone() -> None:
    game = stage39({"name": "Ann", "cash": 3000, "position": 9},
                   {"name": "Ben", "cash": 0, "deeds": ["Poverty Place"], "houses": {"Poverty Place": 3}},
                   dice=[(1, 1)], rules={"double_house_rent": True})
    play(game, "throw")
    assert money_moves(game)[1] == ("house_rent", "Ann", "Ben", 300, cite("Rule 1(b)"))


# ----- Winner: the number of rounds ---------------------------------------------------------------------
@pytest.mark.parametrize("rounds", [1, 3])
def test_max_rounds_sets_the_rounds_the_last_player_completes(rounds: int) -> None:
    game = Game(players=3, seed=4, edition="1939", options=Options(max_rounds=rounds, max_turns=2000))
    game.run()
    last = (game.state.first - 1) % 3
    assert game.state.end_reason == "rounds"
    assert game.state.phillips.holders[last].rounds == rounds
    assert f"has completed round {rounds}" in events(game, "end")[0].text


def test_the_switches_apply_from_a_scenario_files_rules_table() -> None:
    game = stage39({"name": "Ann", "cash": 100}, {"name": "Ben", "cash": 0},
                   rules={"frontier_move": "emergency_only", "so_what_stack": [17, 18], "max_turns": 9})
    assert game.options.frontier_move == "emergency_only" and game.options.so_what_stack == (17, 18)
    assert game.state.phillips.so_what_pile[:2] == [17, 18], "a staged pile left to chance takes the stack on top"
    with pytest.raises(DataError) as err:
        stage39({"name": "Ann", "cash": 100}, {"name": "Ben", "cash": 0}, rules={"island": "nobody"})
    assert err.value.field == "island" and "<1939 scenario>" in str(err.value)
