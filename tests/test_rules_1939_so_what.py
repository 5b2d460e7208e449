"""The blue spaces: drawing a SO WHAT card and returning it (M25, Rule 9(a), ruling R39-25) and the reconstructed
cards 1-16, each within its section (M26, Rule 9(b), R39-24). Cards 17, 18 and Note X: test_rules_1939_note_x.py."""

from __future__ import annotations

import pytest

from ._rules_1939 import (
    BANK,
    GOVERNMENT,
    LONELY_LANE,
    OFFICE_A,
    SLAMBANG,
    SO_WHAT_A,
    cite,
    draw,
    drawn,
    events,
    money_moves,
    play,
    stage39,
)


# ----- M25: the draw, and the card's return to the pack ------------------------------------------------
def test_m25_he_draws_the_top_card_and_returns_it_to_the_bottom() -> None:
    game = stage39({"name": "Ann", "cash": 1000}, {"name": "Ben", "cash": 0}, dice=[(2, 3)],
                   so_what_pile=[8, 2, 3])
    play(game, "throw")
    assert drawn(game) == [(8, cite("Rule 9(a)"))]
    pile = game.state.phillips.so_what_pile
    assert pile[:2] == [2, 3] and pile[-1] == 8 and sorted(pile) == list(range(1, 19))
    assert "(a reconstructed card)" in events(game, "so_what")[0].text


def test_r39_25_other_reading_the_card_is_shuffled_back_in() -> None:
    game = stage39({"name": "Ann", "cash": 1000}, {"name": "Ben", "cash": 0}, dice=[(2, 3)],
                   so_what_pile=[8, 2, 3], rules={"so_what_return": "shuffle"}, seed=5)
    play(game, "throw")
    pile = game.state.phillips.so_what_pile
    assert sorted(pile) == list(range(1, 19))
    assert pile[-1] != 8 or pile[:2] != [2, 3], "not simply laid at the bottom"


# ----- the reconstructed cards 1-16, each within its section (R39-24) ----------------------------------
def test_so_what_1_each_deed_holder_in_the_section_collects_50_dollars_a_deed() -> None:
    game = draw(1, ann={"deeds": ["Lonely Lane", "Crossroads", "Poverty Place"]}, ben={"deeds": ["Jaytown"]})
    play(game, "throw")
    assert money_moves(game) == [("so_what", BANK, "Ann", 100, cite("SO WHAT 1")),
                                 ("so_what", BANK, "Ben", 50, cite("SO WHAT 1"))]


def test_so_what_3_and_16_pay_100_and_50_a_deed_in_section_b() -> None:
    game = draw(3, "B", ann={"deeds": ["Lonely Lane", "Poverty Place"]}, cal={"deeds": ["Goat Alley", "The Bowery"]})
    play(game, "throw")
    assert money_moves(game) == [("so_what", BANK, "Ann", 100, cite("SO WHAT 3")),
                                 ("so_what", BANK, "Cal", 200, cite("SO WHAT 3"))]
    game = draw(16, "D", ben={"deeds": ["Broadway"]})
    play(game, "throw")
    assert money_moves(game) == [("so_what", BANK, "Ben", 50, cite("SO WHAT 16"))]


@pytest.mark.parametrize(("card", "amount"), [(2, 50), (5, 100)])
def test_so_what_2_and_5_taxes_to_the_government(card: int, amount: int) -> None:
    game = draw(card)
    play(game, "throw")
    assert money_moves(game) == [("so_what_tax", "Ann", GOVERNMENT, amount, cite(f"SO WHAT {card}"))]
    assert game.state.treasury == amount


@pytest.mark.parametrize(("card", "total"), [(8, 60), (9, 440), (10, 220), (15, 100)])
def test_m26_rule_9b_purchase_and_tax_are_paid_to_the_banker_as_one_sum(card: int, total: int) -> None:
    game = draw(card, "C")
    play(game, "throw")
    assert money_moves(game) == [("so_what_purchase", "Ann", BANK, total, cite("Rule 9(b)"))]
    assert game.player("Ann").cash == 1000 - total


@pytest.mark.parametrize(("card", "section", "check"), [(4, "A", 300), (12, "B", 350), (4, "C", 400), (12, "D", 450)])
def test_so_what_4_and_12_give_the_sections_wage_check(card: int, section: str, check: int) -> None:
    game = draw(card, section)
    play(game, "throw")
    wage = events(game, "wage_check")[0]
    assert (wage.amount, wage.rule) == (check, cite(f"SO WHAT {card}"))
    assert game.state.phillips.holders[0].checks == [check] and money_moves(game) == []


def test_so_what_6_moves_him_to_the_real_estate_office_of_the_section() -> None:
    game = draw(6, idle_land_pile=[16])
    play(game, "throw", ("idle_land", "buy"), ("idle_land", "done"))
    assert game.player("Ann").position == OFFICE_A
    assert events(game, "move")[-1].rule == cite("SO WHAT 6")
    assert game.state.phillips.holders[0].idle_land == [16]


def test_r39_24_so_what_6_in_section_d_does_nothing_there_is_no_office() -> None:
    game = draw(6, "D")
    play(game, "throw")
    nothing = events(game, "so_what_nothing")[0]
    assert nothing.rule == cite("Rule 9(a)") and "R39-24" in nothing.text
    assert game.player("Ann").position == 35


def test_so_what_7_moves_him_to_the_sections_utility_and_he_pays_its_fare() -> None:
    game = draw(7, "B", ben={"shares": {"Slambang Trolley": 2}})
    play(game, "throw", ("trolley", "stay"))
    assert game.player("Ann").position == SLAMBANG
    assert money_moves(game) == [("fare", "Ann", "Ben", 100, cite("Rule 8(a)"))]


def test_r39_24_so_what_7_in_section_a_does_nothing_there_is_no_utility() -> None:
    game = draw(7)
    play(game, "throw")
    assert game.player("Ann").position == SO_WHAT_A and events(game, "so_what_nothing")


def test_so_what_11_a_new_home_on_his_lot_in_the_section_for_220_dollars() -> None:
    game = draw(11, ann={"deeds": ["Lonely Lane", "Poverty Place"]})
    game.step()
    game.answer("throw")
    assert game.pending.kind == "new_home" and game.pending.options == ("none", LONELY_LANE)
    game.answer(LONELY_LANE)
    assert money_moves(game) == [("house", "Ann", BANK, 220, cite("Rule 9(b)"))]
    assert game.state.houses[LONELY_LANE] == 1 and game.state.phillips.houses_left == 39


def test_so_what_11_without_a_deed_in_the_section_nothing_happens() -> None:
    game = draw(11, ann={"deeds": ["Poverty Place"]})
    play(game, "throw")
    assert money_moves(game) == [] and events(game, "so_what_nothing")[0].rule == cite("SO WHAT 11")


def test_so_what_13_he_may_buy_up_to_two_idle_land_cards() -> None:
    game = draw(13, idle_land_pile=[16, 15, 14])
    play(game, "throw", ("idle_land", "buy"), ("idle_land", "buy"))
    assert game.state.phillips.holders[0].idle_land == [16, 15]
    assert money_moves(game) == [("idle_land", "Ann", BANK, 200, cite("SO WHAT 13"))] * 2


def test_so_what_13_under_the_holding_reading_still_allows_two() -> None:
    """Pins a fixed bug: under idle_land_limit="holding" the card's own limit of two was taken for the
    number of cards held, so a player holding three could buy none (fixed in rules_1939/idle_land.py)."""
    game = draw(13, ann={"idle_land": [1, 2, 3]}, idle_land_pile=[16, 15, 14], rules={"idle_land_limit": "holding"})
    play(game, "throw", "buy", "buy")
    assert game.state.phillips.holders[0].idle_land == [1, 2, 3, 16, 15]
    game = draw(13, ann={"idle_land": [1, 2, 3, 4]}, idle_land_pile=[16], rules={"idle_land_limit": "holding"})
    play(game, "throw", "buy")
    assert len(game.state.phillips.holders[0].idle_land) == 5


def test_so_what_14_he_pays_25_dollars_for_every_other_players_deed_in_the_section() -> None:
    game = draw(14, ann={"deeds": ["Lonely Lane"]}, ben={"deeds": ["Crossroads", "Jaytown"]},
                cal={"deeds": ["Boomtown", "Poverty Place"]})
    play(game, "throw")
    assert money_moves(game) == [("so_what", "Ann", "Ben", 25, cite("SO WHAT 14")),
                                 ("so_what", "Ann", "Ben", 25, cite("SO WHAT 14")),
                                 ("so_what", "Ann", "Cal", 25, cite("SO WHAT 14"))]
