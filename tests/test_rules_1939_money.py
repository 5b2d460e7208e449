"""Payments, debts and trades: raising funds by selling cards (M33, ruling R39-16), the Frontier's way out for a
whole payment (M19, R39-14), debts (M34, R39-15) and trades before the throw (M33, Object, R39-37)."""

from __future__ import annotations

import pytest

from landlord_edu import IllegalAction

from ._rules_1939 import (
    BACKWOODS,
    BANK,
    GOVERNMENT,
    POVERTY_PLACE,
    WAYBACK,
    cite,
    events,
    money_moves,
    play,
    snapshot,
    stage39,
)


def poverty_place(ann_cash: int, ann: dict | None = None, cal_cash: int = 2500, houses: int = 4, **position):
    """Ann throws 1+1 from Boomtown (9) onto Ben's Poverty Place (11). With four Houses its rent is $300 land
    (Section B doubled) + $400 House rent = $700."""
    rules = position.pop("rules", None)
    ben = {"name": "Ben", "cash": 0, "deeds": ["Poverty Place"], **({"houses": {"Poverty Place": houses}} if houses
                                                                      else {})}
    return stage39({"name": "Ann", "cash": ann_cash, "position": 9, **(ann or {})}, ben,
                   {"name": "Cal", "cash": cal_cash}, dice=[(1, 1)], rules=rules, **position)


def debts(game, name: str = "Ann") -> list[list[int]]:
    return game.state.phillips.holders[game.player(name).seat].debts


# ----- M34 and R39-15: debts ------------------------------------------------------------------------------
def test_m34_he_pays_all_his_cash_and_owes_the_rest() -> None:
    game = poverty_place(100, houses=0, frontier_owner="Cal")
    assert play(game, "throw", ("raise_funds", "give_up")) == ["turn", "raise_funds"]
    assert money_moves(game) == [("rent", "Ann", "Ben", 100, cite("Rule 1(a)"))]
    assert debts(game) == [[1, 50]]
    debt = events(game, "debt")[0]
    assert (debt.amount, debt.rule, debt.payee) == (50, cite("Rule 1(a)"), "") and "R39-15" in debt.text
    assert game.state.phillips.holders[0].checks == [350], "he still takes his Wage Check"


def test_m34_the_debt_is_paid_first_out_of_the_money_he_next_receives() -> None:
    # At the end of her round Ann's $300 Wage Check is cashed: $200 goes to Ben first, then $300 taxes owed.
    game = stage39({"name": "Ann", "cash": 0, "position": 36, "checks": [300], "debts": [{"to": "Ben", "amount": 200}]},
                   {"name": "Ben", "cash": 0}, dice=[(5, 6)], frontier_owner="Ben")
    play(game, "throw", ("raise_funds", "give_up"))
    assert money_moves(game) == [("wages", BANK, "Ann", 300, cite("End of a Round (a)")),
                                 ("debt", "Ann", "Ben", 200, cite("Rule 4")),
                                 ("tax", "Ann", GOVERNMENT, 100, cite("End of a Round (a)"))]
    assert debts(game) == [[-1, 200]], "the rest of the taxes is owed to the Government"


def test_m34_debts_are_settled_at_the_start_of_his_turn_oldest_first_and_in_part() -> None:
    game = stage39({"name": "Ann", "cash": 250, "debts": [{"to": "Ben", "amount": 200}, {"to": "Bank", "amount": 100}]},
                   {"name": "Ben", "cash": 0}, dice=[(1, 2)])
    game.step()
    assert money_moves(game) == [("debt", "Ann", "Ben", 200, cite("Rule 4")),
                                 ("debt", "Ann", BANK, 50, cite("Rule 4"))]
    assert debts(game) == [[-2, 50]] and "R39-15" in events(game, "debt")[0].text


def test_r39_15_other_reading_what_he_cannot_pay_is_forgiven() -> None:
    game = poverty_place(100, houses=0, frontier_owner="Cal", rules={"unpaid": "forgive"})
    play(game, "throw", "give_up")
    assert money_moves(game) == [("rent", "Ann", "Ben", 100, cite("Rule 1(a)"))]
    assert debts(game) == [] and events(game, "forgiven")[0].amount == 50


# ----- M19 and R39-14: the way out covers the whole payment due -------------------------------------------------
def test_r39_14_the_frontier_covers_the_whole_rent_land_and_houses() -> None:
    """Pins a fixed bug: a lot's land rent and House rent were two payments, so a player who could pay the
    $300 land rent but not the $700 in all paid $300 before escaping from the $400 House rent (fixed in
    rules_1939/money.py: payments falling due together are raised for, and escaped, as one)."""
    game = poverty_place(350)
    game.step()
    game.answer("throw")
    assert game.pending.kind == "raise_funds" and game.pending.context["amount"] == 700
    game.answer("frontier:1")
    assert money_moves(game) == [("frontier_wages", BANK, "Ann", 300, cite("Rule 4"))]
    assert events(game, "lapsed")[0].amount == 700 and game.player("Ann").cash == 650


def test_r39_14_other_reading_the_frontier_wages_go_to_the_rent_and_the_rest_stands_as_a_debt() -> None:
    """Pins a fixed bug: under frontier_escape="debt_stands" the House rent after an escape was dropped
    instead of standing as a debt."""
    game = poverty_place(100, rules={"frontier_escape": "debt_stands"})
    play(game, "throw", ("raise_funds", "frontier:2"))
    assert game.player("Ann").position == BACKWOODS
    assert money_moves(game) == [("frontier_wages", BANK, "Ann", 300, cite("Rule 4")),
                                 ("rent", "Ann", "Ben", 300, cite("Rule 1(a)")),
                                 ("house_rent", "Ann", "Ben", 100, cite("Rule 1(b)"))]
    assert debts(game) == [[1, 300]] and game.player("Ann").cash == 0


def test_m19_the_way_out_covers_every_shareholders_fare() -> None:
    game = stage39({"name": "Ann", "cash": 150, "position": 5},
                   {"name": "Ben", "cash": 0, "shares": {"Lickety-Cut R. R.": 2}},
                   {"name": "Cal", "cash": 0, "shares": {"Lickety-Cut R. R.": 1}}, dice=[(2, 3)])
    play(game, "throw", ("raise_funds", "frontier:1"))
    assert game.player("Ann").position == WAYBACK and game.player("Ann").cash == 450
    assert events(game, "lapsed")[0].amount == 300


# ----- R39-16: a satisfactory deal -------------------------------------------------------------------------
def test_r39_16_short_of_cash_he_offers_a_card_to_each_other_player_in_turn() -> None:
    # Ann ($100) owes $150; she offers Idle Land 16 for the $50 she is short. Ben has no cash; Cal buys.
    game = poverty_place(100, ann={"idle_land": [16]}, houses=0)
    game.step()
    game.answer("throw")
    assert "sell:idle:16" in game.pending.options
    game.answer("sell:idle:16")
    d = game.pending
    assert d.kind == "buy_card" and d.player == 2 and d.context == {"card": "idle:16", "price": 50, "seller": 0}
    game.answer(True)
    assert game.pending is None
    assert money_moves(game) == [("sale", "Cal", "Ann", 50, cite("Rule 4")),
                                 ("rent", "Ann", "Ben", 150, cite("Rule 1(a)"))]
    assert game.state.phillips.holders[2].idle_land == [16] and "R39-16" in events(game, "sale")[0].text


def test_r39_16_a_card_nobody_buys_is_not_offered_again() -> None:
    game = poverty_place(100, ann={"deeds": ["Broadway"]}, houses=0, frontier_owner="Cal")
    game.step()
    game.answer("throw")
    game.answer("sell:deed:31")
    game.answer(False)        # Cal declines
    assert events(game, "no_sale")[0].rule == cite("Rule 4")
    assert game.pending.kind == "raise_funds" and game.pending.options == ("give_up",)


def test_r39_16_houses_go_with_a_lot_sold_to_raise_funds() -> None:
    game = poverty_place(100, ann={"deeds": ["Broadway"], "houses": {"Broadway": 2}}, houses=0)
    play(game, "throw", "sell:deed:31", ("buy_card", True))
    st = game.state
    assert st.owner[31] == 2 and st.house_owner[31] == 2 and st.houses[31] == 2


# ----- M33 and R39-37: trades, one offer before the throw ------------------------------------------------------
def test_m33_he_may_buy_a_card_at_an_agreed_price_and_the_houses_go_with_the_lot() -> None:
    game = stage39({"name": "Ann", "cash": 1000}, {"name": "Ben", "cash": 0, "deeds": ["Poverty Place"],
                                                   "houses": {"Poverty Place": 2}}, dice=[(1, 2)])
    offer = {"card": f"deed:{POVERTY_PLACE}", "with": 1, "price": 600, "side": "buy"}
    game.step()
    game.answer({"trade": offer})
    d = game.pending
    assert d.kind == "accept_trade" and d.player == 1 and d.context == {**offer, "proposer": 0}
    game.answer(True)
    assert game.pending.kind == "turn" and not game.pending.context["can_trade"]
    st = game.state
    assert st.owner[POVERTY_PLACE] == 0 and st.house_owner[POVERTY_PLACE] == 0
    assert money_moves(game) == [("trade", "Ann", "Ben", 600, cite("Object"))]
    assert "R39-37" in events(game, "trade")[0].text


def test_m33_he_may_sell_a_share_or_an_idle_land_card() -> None:
    game = stage39({"name": "Ann", "cash": 0, "shares": {"Gee Whiz R. R.": 1}, "idle_land": [9]},
                   {"name": "Ben", "cash": 1000}, dice=[(1, 2)])
    share = game.state.phillips.share_owner.index(0)
    play(game, {"trade": {"card": f"share:{share}", "with": 1, "price": 250, "side": "sell"}}, True, "throw")
    assert game.state.phillips.share_owner[share] == 1
    assert money_moves(game) == [("trade", "Ben", "Ann", 250, cite("Object"))]
    game2 = stage39({"name": "Ann", "cash": 0, "idle_land": [9]}, {"name": "Ben", "cash": 1000}, dice=[(1, 2)])
    play(game2, {"trade": {"card": "idle:9", "with": 1, "price": 500, "side": "sell"}}, ("accept_trade", False),
         "throw")
    assert game2.state.phillips.holders[0].idle_land == [9] and money_moves(game2) == []
    assert events(game2, "trade_refused")[0].rule == cite("Object")


def test_r39_37_one_trade_offer_a_turn() -> None:
    game = stage39({"name": "Ann", "cash": 1000, "idle_land": [9]}, {"name": "Ben", "cash": 1000, "idle_land": [10]})
    game.step()
    game.answer({"trade": {"card": "idle:10", "with": 1, "price": 10, "side": "buy"}})
    game.answer(False)
    before = snapshot(game)
    with pytest.raises(IllegalAction, match="one trade offer a turn"):
        game.answer({"trade": {"card": "idle:9", "with": 1, "price": 10, "side": "sell"}})
    assert snapshot(game) == before


@pytest.mark.parametrize("offer", [
    {"card": "deed:12", "with": 1, "price": 10, "side": "buy"},        # Ben does not hold Goat Alley
    {"card": "deed:11", "with": 1, "price": 10**6, "side": "buy"},     # more than Ann has
    {"card": "deed:11", "with": 0, "price": 10, "side": "buy"},        # with himself
    {"card": "deed:11", "with": 7, "price": 10, "side": "buy"},        # no such seat
    {"card": "deed:11", "with": 1.0, "price": 10, "side": "buy"},
    {"card": "deed:11", "with": 1, "price": -5, "side": "buy"},
    {"card": "deed:11", "with": 1, "price": 10.0, "side": "buy"},
    {"card": "deed:11", "with": 1, "price": 10, "side": "steal"},
    {"card": "deed:1", "with": 1, "price": 10, "side": "buy"},         # the Frontier has no card
    {"card": "share:99", "with": 1, "price": 10, "side": "buy"},
    {"card": "idle:99", "with": 1, "price": 10, "side": "buy"},
    {"card": "idle:x", "with": 1, "price": 10, "side": "buy"},
    {"card": 11, "with": 1, "price": 10, "side": "buy"},
    {"card": "deed:11", "with": 1, "price": 10},
    "everything",
])
def test_m33_illegal_trade_offers_are_refused_and_change_nothing(offer) -> None:
    game = stage39({"name": "Ann", "cash": 1000}, {"name": "Ben", "cash": 0, "deeds": ["Poverty Place"]})
    game.step()
    before = snapshot(game)
    with pytest.raises(IllegalAction):
        game.answer({"trade": offer})
    assert snapshot(game) == before


def test_illegal_answers_to_money_decisions_change_nothing() -> None:
    game = poverty_place(100, ann={"idle_land": [16]}, houses=0)
    game.step()
    game.answer("throw")
    before = snapshot(game)
    for bad in ("sell:idle:15", "sell:deed:11", "frontier:3", "borrow", True, None):
        with pytest.raises(IllegalAction):
            game.answer(bad)
        assert snapshot(game) == before
    game.answer("sell:idle:16")
    before = snapshot(game)
    for bad in ("yes", 1, None):
        with pytest.raises(IllegalAction):
            game.answer(bad)
        assert snapshot(game) == before
