"""The green spaces: moving (M6), Wage Checks (M9, M11), rent and House rent (M10), the doubling of a
section (M12, Rule 1(c)), building Houses (M13, Rule 1(b)), English Village (M14, Rule 2)."""

from __future__ import annotations

import pytest

from landlord_edu import IllegalAction

from ._rules_1939 import (
    BANK,
    BLUEBLOOD,
    BOOMTOWN,
    CROSSROADS,
    ENGLISH_VILLAGE,
    GOAT_ALLEY,
    JAYTOWN,
    LONELY_LANE,
    OFFICE_A,
    POVERTY_PLACE,
    RICKETY_ROW,
    cite,
    events,
    money_moves,
    play,
    snapshot,
    stage39,
)


def checks(game, name: str) -> list[int]:
    return game.state.phillips.holders[game.player(name).seat].checks


# ----- M6, M9, M11: moving; a Wage Check on one's own lot, cashed only at the round's end -----------------
def test_m6_and_m9_he_moves_by_his_throw_and_on_his_own_lot_takes_his_sections_wage_check() -> None:
    # Ann on GO throws 1+2 onto Lonely Lane (3), which she holds: a $300 Section A Wage Check, no cash yet.
    game = stage39({"name": "Ann", "cash": 1000, "deeds": ["Lonely Lane"]}, {"name": "Ben", "cash": 1000},
                   dice=[(1, 2)])
    assert play(game, "throw") == ["turn"]
    ann = game.player("Ann")
    assert ann.position == LONELY_LANE and ann.cash == 1000
    assert checks(game, "Ann") == [300]
    assert money_moves(game) == []
    check = events(game, "wage_check")[0]
    assert (check.amount, check.rule, check.player) == (300, cite("Rule 1(a)"), "Ann")
    move = events(game, "move")[0]
    assert (move.rule, move.amount, move.space) == (cite("To Play"), 3, LONELY_LANE)


@pytest.mark.parametrize(("start", "throw", "section_check"), [(10, (1, 1), 350), (20, (2, 2), 400), (30, (3, 3), 450)])
def test_m9_each_side_has_its_own_kind_of_wage_check(start: int, throw: tuple[int, int], section_check: int) -> None:
    lot = start + sum(throw)   # 12 Goat Alley (B), 24 Johnson Road (C), 36 The Loop (D)
    game = stage39({"name": "Ann", "cash": 1000, "position": start, "deeds": [lot]}, {"name": "Ben", "cash": 0},
                   dice=[throw])
    play(game, "throw")
    assert checks(game, "Ann") == [section_check]


def test_m11_no_wages_on_any_but_green_spaces() -> None:
    # Ann throws 3+4 from GO onto the Real Estate Office (7), yellow: nothing to buy (no cash), no Wage Check.
    game = stage39({"name": "Ann", "cash": 100}, {"name": "Ben", "cash": 0}, dice=[(3, 4)])
    play(game, "throw")
    assert game.player("Ann").position == OFFICE_A
    assert not events(game, "wage_check") and checks(game, "Ann") == []


def test_m8_doubles_have_no_effect() -> None:
    # 2+2 is an ordinary throw: Ann moves 4 to Crossroads, takes a Wage Check, and her turn ends.
    game = stage39({"name": "Ann", "cash": 1000, "deeds": ["Crossroads"]}, {"name": "Ben", "cash": 0}, dice=[(2, 2)])
    play(game, "throw")
    assert game.player("Ann").position == CROSSROADS and game.state.current == 1


# ----- M10: rent to the Deed holder first, then the Wage Check ------------------------------------------
def test_m10_rent_to_the_landlord_before_taking_the_wage_check() -> None:
    # Ben holds Lonely Lane with two Houses: $100 land rent (Section A) + 2 x $100 House rent = $300.
    game = stage39({"name": "Ann", "cash": 1000}, {"name": "Ben", "cash": 0, "deeds": ["Lonely Lane"],
                                                   "houses": {"Lonely Lane": 2}}, dice=[(1, 2)])
    play(game, "throw")
    assert money_moves(game) == [("rent", "Ann", "Ben", 100, cite("Rule 1(a)")),
                                 ("house_rent", "Ann", "Ben", 200, cite("Rule 1(b)"))]
    assert game.player("Ann").cash == 700 and game.player("Ben").cash == 300
    kinds = [e.kind for e in game.events]
    assert kinds.index("house_rent") < kinds.index("wage_check"), "rent is paid before the Wage Check is taken"
    assert checks(game, "Ann") == [300]
    assert game.money_is_conserved()


@pytest.mark.parametrize(("start", "throw", "rent"), [(9, (1, 1), 150), (20, (1, 1), 200), (30, (3, 3), 250)])
def test_m10_the_land_rent_of_each_section(start: int, throw: tuple[int, int], rent: int) -> None:
    lot = start + sum(throw)
    game = stage39({"name": "Ann", "cash": 1000, "position": start}, {"name": "Ben", "cash": 0, "deeds": [lot]},
                   dice=[throw])
    play(game, "throw")
    assert money_moves(game) == [("rent", "Ann", "Ben", rent, cite("Rule 1(a)"))]


# ----- M12: four Houses on a section double the land rent of every lot in it ----------------------------
def section_b(houses_on_poverty: int, lander_to: int, **rules):
    """Ben holds Poverty Place (11) with Houses, Cal holds Goat Alley (12) bare; Ann throws from 9."""
    rows = [{"name": "Ann", "cash": 3000, "position": BOOMTOWN},
            {"name": "Ben", "cash": 0, "deeds": ["Poverty Place"], "houses": {"Poverty Place": houses_on_poverty}},
            {"name": "Cal", "cash": 0, "deeds": ["Goat Alley"]}]
    throw = {POVERTY_PLACE: (1, 1), GOAT_ALLEY: (1, 2)}[lander_to]
    return stage39(*rows, dice=[throw], rules=rules or None)


def test_m12_four_houses_double_the_land_rent_not_the_house_rent() -> None:
    # Poverty Place: $150 doubled to $300 land rent + 4 x $100 House rent (not doubled: ruling R39-09).
    game = section_b(4, POVERTY_PLACE)
    play(game, "throw")
    assert money_moves(game) == [("rent", "Ann", "Ben", 300, cite("Rule 1(a)")),
                                 ("house_rent", "Ann", "Ben", 400, cite("Rule 1(b)"))]
    assert "doubled" in events(game, "rent")[0].text


def test_m12_every_lot_of_the_section_regardless_of_who_owns_it() -> None:
    game = section_b(4, GOAT_ALLEY)
    play(game, "throw")
    assert money_moves(game) == [("rent", "Ann", "Cal", 300, cite("Rule 1(a)"))]


def test_m12_three_houses_do_not_double() -> None:
    game = section_b(3, GOAT_ALLEY)
    play(game, "throw")
    assert money_moves(game) == [("rent", "Ann", "Cal", 150, cite("Rule 1(a)"))]


def test_m12_the_rent_doubles_once_only() -> None:
    game = section_b(8, POVERTY_PLACE)
    play(game, "throw")
    assert money_moves(game) == [("rent", "Ann", "Ben", 300, cite("Rule 1(a)")),
                                 ("house_rent", "Ann", "Ben", 800, cite("Rule 1(b)"))]


def test_m12_houses_in_another_section_do_not_count() -> None:
    game = stage39({"name": "Ann", "cash": 3000, "position": BOOMTOWN},
                   {"name": "Ben", "cash": 0, "deeds": ["Goat Alley", "Progress Park"], "houses": {"Progress Park": 6}},
                   dice=[(1, 2)])
    play(game, "throw")
    assert money_moves(game) == [("rent", "Ann", "Ben", 150, cite("Rule 1(a)"))]


def test_rule_1c_the_fourth_house_announces_the_doubling() -> None:
    # Ben's turn: he puts up a fourth House in Section B on Poverty Place ($200 to the Banker).
    game = stage39({"name": "Ben", "cash": 1000, "deeds": ["Poverty Place"], "houses": {"Poverty Place": 3}},
                   {"name": "Ann", "cash": 0}, dice=[(1, 2)])
    play(game, {"build": POVERTY_PLACE}, "throw")
    doubled = events(game, "doubled")
    assert len(doubled) == 1 and doubled[0].rule == cite("Rule 1(c)") and "Section B" in doubled[0].text


# ----- M13: Houses -----------------------------------------------------------------------------------
def test_m13_his_first_house_is_put_up_free_then_each_costs_200_dollars() -> None:
    game = stage39({"name": "Ann", "cash": 1000, "deeds": ["Poverty Place", "Broadway"], "spare_houses": 1},
                   {"name": "Ben", "cash": 0}, dice=[(1, 2)])
    game.step()
    d = game.pending
    assert d.kind == "turn" and d.options[0] == "throw"
    assert {o["build"] for o in d.options if isinstance(o, dict)} == {POVERTY_PLACE, 31}
    play(game, {"build": POVERTY_PLACE}, {"build": POVERTY_PLACE}, {"build": 31}, "throw")
    st, p39 = game.state, game.state.phillips
    assert st.houses[POVERTY_PLACE] == 2 and st.houses[31] == 1
    assert st.house_owner[POVERTY_PLACE] == 0
    assert p39.holders[0].spare_houses == 0 and p39.houses_left == 40 - 1 - 2
    assert money_moves(game) == [("house", "Ann", BANK, 200, cite("Rule 1(b)"))] * 2
    assert events(game, "house_placed")[0].rule == cite("Rule 1(b)")
    assert game.player("Ann").cash == 600


def test_m13_houses_only_on_lots_he_holds_the_deed_for() -> None:
    game = stage39({"name": "Ann", "cash": 1000, "deeds": ["Poverty Place"]},
                   {"name": "Ben", "cash": 1000, "deeds": ["Goat Alley"]})
    game.step()
    before = snapshot(game)
    for bad in ({"build": GOAT_ALLEY}, {"build": ENGLISH_VILLAGE}, {"build": 1}, {"build": "Poverty Place"},
                {"build": float(POVERTY_PLACE)}):
        with pytest.raises(IllegalAction):
            game.answer(bad)
        assert snapshot(game) == before


def test_m13_no_houses_without_200_dollars_or_a_spare_house() -> None:
    game = stage39({"name": "Ann", "cash": 199, "deeds": ["Poverty Place"]}, {"name": "Ben", "cash": 0})
    game.step()
    assert not [o for o in game.pending.options if isinstance(o, dict)]


def test_m13_no_more_than_the_40_houses_in_the_game() -> None:
    # 39 Houses stand and one more is spare: Ann may put up her spare House, but buy none.
    lots = ["Poverty Place", "Goat Alley", "Rickety Row", "Hell's Half Acre", "Beggarman's Court", "The Bowery"]
    houses = dict(zip(lots, [7, 7, 7, 6, 6, 6], strict=True))
    game = stage39({"name": "Ann", "cash": 5000, "deeds": lots, "houses": houses, "spare_houses": 1},
                   {"name": "Ben", "cash": 0}, dice=[(1, 1)])
    assert game.state.phillips.houses_left == 0
    game.step()
    assert [o for o in game.pending.options if isinstance(o, dict)]
    game.answer({"build": POVERTY_PLACE})
    assert game.pending.kind == "turn" and not [o for o in game.pending.options if isinstance(o, dict)]
    assert sum(game.state.houses) == 40
    game.answer("throw")
    assert game.player("Ann").cash == 5000


def test_m13_a_scenario_with_more_than_40_houses_is_refused() -> None:
    from landlord_edu import DataError
    with pytest.raises(DataError) as err:
        stage39({"name": "Ann", "cash": 0, "deeds": ["Poverty Place"], "houses": {"Poverty Place": 40},
                 "spare_houses": 1}, {"name": "Ben", "cash": 0})
    assert "41 Houses" in err.value.problem and "40" in err.value.problem


# ----- M14: English Village ------------------------------------------------------------------------
def test_m14_english_village_rent_goes_to_lord_blueblood_then_a_section_c_wage_check() -> None:
    game = stage39({"name": "Ann", "cash": 1000, "position": 26}, {"name": "Ben", "cash": 0}, dice=[(1, 1)])
    play(game, "throw")
    assert game.player("Ann").position == ENGLISH_VILLAGE
    assert money_moves(game) == [("foreign_rent", "Ann", BLUEBLOOD, 200, cite("Rule 2"))]
    assert game.state.phillips.blueblood == 200
    assert game.state.misc == 30000 - 1000 - 2500, "the Bank only lays it aside"
    check = events(game, "wage_check")[0]
    assert (check.amount, check.rule) == (400, cite("Rule 2")) and "R39-10" in check.text
    assert game.money_is_conserved()


def test_m14_english_village_doubles_with_section_c() -> None:
    game = stage39({"name": "Ann", "cash": 1000, "position": 26},
                   {"name": "Ben", "cash": 0, "deeds": ["Progress Park"], "houses": {"Progress Park": 4}},
                   dice=[(1, 1)])
    play(game, "throw")
    assert money_moves(game) == [("foreign_rent", "Ann", BLUEBLOOD, 400, cite("Rule 2"))]


def test_m14_lord_bluebloods_pile_is_out_of_play() -> None:
    game = stage39({"name": "Ann", "cash": 1000, "position": 26}, {"name": "Ben", "cash": 0}, blueblood=600,
                   dice=[(1, 1)])
    assert game.state.misc == 30000 - 1000 - 2500 - 600
    play(game, "throw")
    assert game.state.phillips.blueblood == 800 and game.money_is_conserved()


def test_rides_and_throws_land_on_lots_alike() -> None:
    """A lot reached by a ride (Rule 7) gives the same rent and Wage Check as one reached by a throw."""
    game = stage39({"name": "Ann", "cash": 1000, "position": 5}, {"name": "Ben", "cash": 0, "deeds": ["Rickety Row"]},
                   dice=[(2, 3)])
    play(game, "throw", ("ride", RICKETY_ROW))
    assert ("rent", "Ann", "Ben", 150, cite("Rule 1(a)")) in money_moves(game)
    assert checks(game, "Ann") == [350]


def test_jaytown_is_an_ordinary_lot() -> None:
    game = stage39({"name": "Ann", "cash": 1000, "position": 3}, {"name": "Ben", "cash": 0, "deeds": ["Jaytown"]},
                   dice=[(1, 2)])
    play(game, "throw")
    assert game.player("Ann").position == JAYTOWN
    assert money_moves(game) == [("rent", "Ann", "Ben", 100, cite("Rule 1(a)"))]
