"""The Frontier: a landing by a throw (M17, ruling R39-06), the move by choice (M18, R39-13), the way out of a
payment (M19, R39-14) and its closing (M20, Rule 5, R39-17)."""

from __future__ import annotations

import pytest

from landlord_edu import IllegalAction

from ._rules_1939 import (
    BACKWOODS,
    BANK,
    GOVERNMENT,
    LONELY_LANE,
    WAYBACK,
    cite,
    events,
    money_moves,
    play,
    snapshot,
    stage39,
)

FIVE_A_LOTS = ["Lonely Lane", "Crossroads", "Jaytown", "Rubeville", "Boomtown"]


def frontier_options(game) -> list[str]:
    return [o for o in game.pending.options if isinstance(o, str) and o.startswith("frontier:")]


# ----- M17: landing on the open Frontier by a throw --------------------------------------------------------
def test_m17_the_open_frontier_is_rent_free_and_gives_a_300_dollar_wage_check() -> None:
    game = stage39({"name": "Ann", "cash": 1000}, {"name": "Ben", "cash": 0}, dice=[(1, 1)])
    play(game, "throw")
    assert game.player("Ann").position == BACKWOODS
    assert money_moves(game) == []
    check = events(game, "wage_check")[0]
    assert (check.amount, check.rule) == (300, cite("Rule 4")) and "R39-06" in check.text
    assert game.state.phillips.holders[0].checks == [300] and game.player("Ann").cash == 1000


# ----- M18: the move to the Frontier, in place of the throw -----------------------------------------------
def test_m18_he_may_move_to_the_frontier_instead_of_throwing_and_takes_300_dollars_cash() -> None:
    game = stage39({"name": "Ann", "cash": 50, "position": 36}, {"name": "Ben", "cash": 0})
    game.step()
    assert frontier_options(game) == ["frontier:1", "frontier:2"]
    throws = game.engine.rng.throws
    play(game, "frontier:1")
    ann = game.player("Ann")
    assert ann.position == WAYBACK and ann.cash == 350
    assert money_moves(game) == [("frontier_wages", BANK, "Ann", 300, cite("Rule 4"))]
    assert game.engine.rng.throws == throws, "he does not throw"
    assert events(game, "move")[0].rule == cite("Rule 4") and "R39-13" in events(game, "move")[0].text
    assert not events(game, "round_end"), "moving back does not pass GO nor end his round"
    assert game.state.phillips.holders[0].checks == [], "cash, not a Wage Check"


def test_m18_on_his_next_turn_he_moves_forward_from_the_frontier_as_usual() -> None:
    # Ann moves to Wayback (1); on her next turn she throws 1+2 and lands on Crossroads (4), Ben's.
    game = stage39({"name": "Ann", "cash": 50, "position": 36}, {"name": "Ben", "cash": 0, "deeds": ["Crossroads"]},
                   {"name": "Cal", "cash": 0}, dice=[(1, 1), (1, 1), (1, 2)])
    play(game, "frontier:1")
    play(game, "throw")                       # Ben: GO -> 2 Backwoods
    play(game, "throw")                       # Cal: GO -> 2
    game.step()
    assert frontier_options(game) == [], "not from a Frontier lot"
    play(game, "throw")
    assert game.player("Ann").position == 4
    assert money_moves(game)[-1] == ("rent", "Ann", "Ben", 100, cite("Rule 1(a)"))


def test_m18_not_offered_when_the_frontier_is_closed() -> None:
    game = stage39({"name": "Ann", "cash": 50, "position": 36}, {"name": "Ben", "cash": 0}, frontier_owner="Ben")
    game.step()
    assert frontier_options(game) == []
    with pytest.raises(IllegalAction):
        game.answer("frontier:1")


# ----- M19: the way out of a payment he cannot make ------------------------------------------------------
def short_of_rent(**rules):
    """Ann has $100 and lands on Ben's Poverty Place ($150 rent)."""
    return stage39({"name": "Ann", "cash": 100, "position": 9}, {"name": "Ben", "cash": 0, "deeds": ["Poverty Place"]},
                   dice=[(1, 1)], rules=rules or None)


def test_m19_short_of_cash_he_may_go_to_the_frontier_and_the_payment_lapses() -> None:
    game = short_of_rent()
    game.step()
    game.answer("throw")
    d = game.pending
    assert d.kind == "raise_funds" and d.context == {"amount": 150, "cash": 100, "frontier_open": True}
    assert {"frontier:1", "frontier:2", "give_up"} <= set(d.options)
    game.answer("frontier:2")
    assert game.pending is None
    ann, ben = game.player("Ann"), game.player("Ben")
    assert ann.position == BACKWOODS and ann.cash == 400 and ben.cash == 0
    assert money_moves(game) == [("frontier_wages", BANK, "Ann", 300, cite("Rule 4"))]
    lapsed = events(game, "lapsed")[0]
    assert lapsed.rule == cite("Rule 4") and lapsed.amount == 150 and "R39-14" in lapsed.text
    assert not events(game, "wage_check"), "he left the lot: no Wage Check there"
    assert game.state.current == 1, "his turn is over"
    assert game.money_is_conserved()


def test_m19_the_frontier_way_out_is_open_in_any_turn_reading_too() -> None:
    game = short_of_rent(frontier_move="emergency_only")
    game.step()
    assert frontier_options(game) == [], "emergency_only: no move by choice before the throw"
    game.answer("throw")
    assert "frontier:1" in game.pending.options, "but the way out of a payment stays"


def test_m19_no_way_out_once_the_frontier_is_closed() -> None:
    game = stage39({"name": "Ann", "cash": 100, "position": 9}, {"name": "Ben", "cash": 0, "deeds": ["Poverty Place"]},
                   dice=[(1, 1)], frontier_owner="Ben")
    game.step()
    game.answer("throw")
    assert game.pending.options == ("give_up",) and game.pending.context["frontier_open"] is False


# ----- M20: closing the Frontier -------------------------------------------------------------------------
def test_m20_the_fourth_house_in_section_a_closes_the_frontier_and_its_builder_owns_it() -> None:
    game = stage39({"name": "Ann", "cash": 1000, "deeds": FIVE_A_LOTS[:2], "houses": {"Lonely Lane": 3}},
                   {"name": "Ben", "cash": 1000, "deeds": ["Jaytown"]}, dice=[(1, 2)])
    play(game, {"build": 4}, "throw")
    p39 = game.state.phillips
    assert p39.frontier_closed and p39.frontier_owner == 0
    closed = events(game, "frontier_closed")[0]
    assert closed.rule == cite("Rule 5") and "R39-17" in closed.text and "$100" in closed.text
    assert events(game, "doubled")[0].rule == cite("Rule 1(c)"), "the same fourth House doubles Section A"


def test_m20_whoever_brings_the_count_to_four_closes_it_even_with_his_free_house() -> None:
    game = stage39({"name": "Ann", "cash": 0, "deeds": ["Lonely Lane"], "houses": {"Lonely Lane": 1},
                    "spare_houses": 1},
                   {"name": "Ben", "cash": 0, "deeds": ["Jaytown"], "houses": {"Jaytown": 2}}, dice=[(1, 1)])
    play(game, {"build": LONELY_LANE}, "throw")
    assert game.state.phillips.frontier_owner == 0


def test_m20_the_closing_is_permanent_and_happens_once() -> None:
    game = stage39({"name": "Ann", "cash": 1000, "deeds": ["Lonely Lane"], "houses": {"Lonely Lane": 4}},
                   {"name": "Ben", "cash": 1000, "deeds": ["Jaytown"]}, frontier_owner="Ann", current="Ben",
                   dice=[(1, 2)])
    play(game, {"build": 6}, "throw")
    assert game.state.phillips.frontier_owner == 0 and not events(game, "frontier_closed")


def test_m20_a_closed_frontier_lot_rents_for_100_dollars_to_its_owner_and_wages_stay_300() -> None:
    # Section A is doubled (four Houses), but the Frontier is "apart from the rest": $100 flat.
    game = stage39({"name": "Ben", "cash": 1000}, {"name": "Ann", "cash": 0, "deeds": ["Lonely Lane"],
                                                   "houses": {"Lonely Lane": 4}},
                   frontier_owner="Ann", dice=[(1, 1)])
    play(game, "throw")
    assert money_moves(game) == [("rent", "Ben", "Ann", 100, cite("Rule 5"))]
    assert game.state.phillips.holders[0].checks == [300]


def test_m20_the_frontier_owner_pays_himself_nothing() -> None:
    game = stage39({"name": "Ann", "cash": 1000}, {"name": "Ben", "cash": 0}, frontier_owner="Ann", dice=[(1, 1)])
    play(game, "throw")
    assert money_moves(game) == [] and game.state.phillips.holders[0].checks == [300]


def test_m20_under_so_what_18_the_closed_frontiers_rent_goes_to_the_government() -> None:
    game = stage39({"name": "Ben", "cash": 1000}, {"name": "Ann", "cash": 0}, frontier_owner="Ann",
                   face_up=[{"card": 18, "drawer": "Cal"}], dice=[(1, 1)])
    play(game, "throw")
    assert money_moves(game) == [("rent", "Ben", GOVERNMENT, 100, cite("SO WHAT 18"))]


def test_m20_the_frontier_holds_no_houses_and_cannot_be_traded() -> None:
    game = stage39({"name": "Ann", "cash": 1000, "deeds": ["Lonely Lane"]}, {"name": "Ben", "cash": 1000},
                   frontier_owner="Ann", current="Ben")
    game.step()
    before = snapshot(game)
    for bad in ({"build": WAYBACK}, {"trade": {"card": "deed:1", "with": 0, "price": 10, "side": "buy"}}):
        with pytest.raises(IllegalAction):
            game.answer(bad)
        assert snapshot(game) == before


def test_r39_27_other_reading_the_frontier_owner_pays_its_ground_rent_too() -> None:
    """Pins a fixed bug: under site_tax_owner_pays a Deed holder paid the Government the land rent of his own
    lot, but the Frontier's owner paid nothing on his own Frontier lot (fixed in rules_1939/spaces.py)."""
    def own_frontier(**rules):
        return stage39({"name": "Ann", "cash": 1000}, {"name": "Ben", "cash": 0}, frontier_owner="Ann",
                       face_up=[{"card": 18, "drawer": "Ben"}], dice=[(1, 1)], rules=rules or None)

    game = own_frontier()
    play(game, "throw")
    assert money_moves(game) == []
    game = own_frontier(site_tax_owner_pays=True)
    play(game, "throw")
    assert money_moves(game) == [("rent", "Ann", GOVERNMENT, 100, cite("SO WHAT 18"))]
