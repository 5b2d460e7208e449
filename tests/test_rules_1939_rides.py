"""The red and brown spaces: railroad fares and rides (M22, Rule 7, rulings R39-20 to R39-22), utility fares
(M23, Rule 8(a), R39-23) and the Slambang Trolley's second move (M24, Rule 8(b))."""

from __future__ import annotations

import pytest

from landlord_edu import IllegalAction

from ._rules_1939 import (
    BANK,
    GEE_WHIZ,
    LICKETY_CUT,
    OFFICE_B,
    PDQ,
    RICKETY_ROW,
    SLAMBANG,
    SOAKUM,
    TING_A_LING,
    cite,
    events,
    money_moves,
    play,
    snapshot,
    stage39,
)

LICKETY = "Lickety-Cut R. R."


def at_depot(ann_shares: int = 0, ben_shares: int = 2, cal_shares: int = 1, **rules):
    """Ann on the SO WHAT space of Section A (5) throws 2+3 onto the Lickety-Cut depot (10)."""
    def row(name, cash, n, **more):
        return {"name": name, "cash": cash, **({"shares": {LICKETY: n}} if n else {}), **more}

    return stage39(row("Ann", 1000, ann_shares, position=5), row("Ben", 0, ben_shares, deeds=["Rickety Row"]),
                   row("Cal", 0, cal_shares), dice=[(2, 3)], rules=rules or None)


# ----- M22: railroads ------------------------------------------------------------------------------------
def test_m22_he_pays_every_other_shareholder_100_dollars_a_share_then_may_ride() -> None:
    game = at_depot()
    game.step()
    game.answer("throw")
    assert money_moves(game) == [("fare", "Ann", "Ben", 200, cite("Rule 7")),
                                 ("fare", "Ann", "Cal", 100, cite("Rule 7"))]
    d = game.pending
    assert d.kind == "ride" and d.options == ("stay", 6, 7, 8, 9, 11, 12, 13, 14), \
        "either direction, terminals included, the depot excepted (ruling R39-22)"
    game.answer("stay")
    assert game.pending is None and game.player("Ann").position == LICKETY_CUT
    assert game.player("Ann").cash == 700 and not events(game, "wage_check"), "a depot is not green"


def test_m22_the_ride_applies_the_rule_of_the_space_he_rides_to() -> None:
    # After the fares, Ann rides to Rickety Row (14), Ben's: $150 rent and a $350 Wage Check.
    game = at_depot()
    play(game, "throw", ("ride", RICKETY_ROW))
    assert money_moves(game)[-1] == ("rent", "Ann", "Ben", 150, cite("Rule 1(a)"))
    assert events(game, "move")[-1].rule == cite("Rule 7")
    assert game.state.phillips.holders[0].checks == [350]


def test_m22_he_pays_nothing_for_his_own_shares() -> None:
    game = at_depot(ann_shares=1, ben_shares=2, cal_shares=0)
    play(game, "throw", "stay")
    assert money_moves(game) == [("fare", "Ann", "Ben", 200, cite("Rule 7"))]


def test_m22_holding_every_share_he_pays_nothing() -> None:
    game = at_depot(ann_shares=3, ben_shares=0, cal_shares=0)
    play(game, "throw", "stay")
    assert money_moves(game) == []
    assert events(game, "fare")[0].rule == cite("Rule 7") and "no fare" in events(game, "fare")[0].text


@pytest.mark.parametrize(("depot", "start", "throw", "span"), [
    (GEE_WHIZ, 15, (2, 3), (16, 17, 18, 19, 21, 22, 23, 24)),
    (PDQ, 25, (2, 3), (26, 27, 28, 29, 31, 32, 33, 34)),
])
def test_r39_22_each_line_runs_four_spaces_either_side_of_its_depot(depot, start, throw, span) -> None:
    game = stage39({"name": "Ann", "cash": 1000, "position": start}, {"name": "Ben", "cash": 0}, dice=[throw])
    game.step()
    game.answer("throw")
    assert game.player("Ann").position == depot
    assert game.pending.options == ("stay", *span)


def test_m22_a_ride_never_reaches_go_or_another_depot() -> None:
    game = at_depot()
    game.step()
    game.answer("throw")
    before = snapshot(game)
    for bad in (0, 5, 10, 15, 20, "14", 14.0):
        with pytest.raises(IllegalAction):
            game.answer(bad)
        assert snapshot(game) == before


def test_r39_20_other_reading_the_fare_is_due_only_if_he_rides() -> None:
    stays = at_depot(railroad_fare="if_riding")
    play(stays, "throw", "stay")
    assert money_moves(stays) == []
    rides = at_depot(railroad_fare="if_riding")
    play(rides, "throw", ("ride", 12))
    assert money_moves(rides) == [("fare", "Ann", "Ben", 200, cite("Rule 7")),
                                  ("fare", "Ann", "Cal", 100, cite("Rule 7"))]


def test_r39_21_other_reading_the_fare_once_to_each_shareholder() -> None:
    game = at_depot(fare_basis="per_shareholder")
    play(game, "throw", "stay")
    assert money_moves(game) == [("fare", "Ann", "Ben", 100, cite("Rule 7")),
                                 ("fare", "Ann", "Cal", 100, cite("Rule 7"))]
    assert "R39-21" in events(game, "fare")[0].text


# ----- M23: utilities ------------------------------------------------------------------------------------
def test_m23_a_utility_charges_50_dollars_for_each_share_other_players_hold() -> None:
    # Ann from Progress Park (21) throws 1+1 onto the Soakum Lighting System (23): Ben 3 Shares, $150.
    game = stage39({"name": "Ann", "cash": 1000, "position": 21},
                   {"name": "Ben", "cash": 0, "shares": {"Soakum Lighting System": 3}}, dice=[(1, 1)])
    play(game, "throw")
    assert game.player("Ann").position == SOAKUM
    assert money_moves(game) == [("fare", "Ann", "Ben", 150, cite("Rule 8(a)"))]
    assert not events(game, "wage_check")


def test_m23_the_ting_a_ling_has_no_second_move() -> None:
    game = stage39({"name": "Ann", "cash": 1000, "position": 31},
                   {"name": "Ben", "cash": 0, "shares": ["Ting-a-ling Telephone Co."]},
                   {"name": "Cal", "cash": 0, "shares": ["Ting-a-ling Telephone Co.", "Ting-a-ling Telephone Co."]},
                   dice=[(1, 2)])
    play(game, "throw")
    assert game.player("Ann").position == TING_A_LING
    assert money_moves(game) == [("fare", "Ann", "Ben", 50, cite("Rule 8(a)")),
                                 ("fare", "Ann", "Cal", 100, cite("Rule 8(a)"))]


# ----- M24: the Slambang Trolley ----------------------------------------------------------------------------
def test_m24_after_the_fare_the_slambang_trolley_may_take_him_anywhere_in_section_b() -> None:
    game = stage39({"name": "Ann", "cash": 1000, "position": 11},
                   {"name": "Ben", "cash": 0, "shares": {"Slambang Trolley": 1}}, dice=[(1, 1)], idle_land_pile=[7])
    game.step()
    game.answer("throw")
    assert game.player("Ann").position == SLAMBANG
    assert money_moves(game) == [("fare", "Ann", "Ben", 50, cite("Rule 8(a)"))]
    d = game.pending
    assert d.kind == "trolley" and d.options == ("stay", 11, 12, 14, 15, 16, 17, 18, 19), \
        "any other space in Section B, not the corner railroads"
    game.answer(OFFICE_B)
    assert events(game, "move")[-1].rule == cite("Rule 8(b)")
    assert game.pending.kind == "idle_land", "the rule of the new space applies"
    game.answer("buy")
    game.answer("done")
    assert money_moves(game)[-1] == ("idle_land", "Ann", BANK, 200, cite("Rule 6"))


def test_m24_he_may_stay_on_the_trolley() -> None:
    game = stage39({"name": "Ann", "cash": 1000, "position": 11}, {"name": "Ben", "cash": 0}, dice=[(1, 1)])
    play(game, "throw", ("trolley", "stay"))
    assert game.player("Ann").position == SLAMBANG and money_moves(game) == []
