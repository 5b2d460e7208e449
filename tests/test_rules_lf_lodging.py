"""Lodging (Taking a Turn, LF-22, LF-23): quotes or refusals, the bank's fixed price, the lodger's own property,
the ride to the other city, the park bench, capacity by houses, and the overhead a player owner pays."""

from __future__ import annotations

import pytest

from landlord_edu.errors import IllegalAction

from ._rules_lf import BANK, cite, events, lf_game, money_moves, part, play, snapshot

RUSH, STATE, MICHIGAN, BUS, LOCUST = 11, 13, 14, 15, 16


def chicago(**kw):
    """Ann on Start throws 6+5 to Rush St. (Ben's); Chicago's other properties as ``owner`` says."""
    owner = {RUSH: "Ben", **kw.pop("owner", {})}
    return lf_game(dice=[(6, 5)], owner=owner, **kw)


def test_an_owner_quotes_and_the_lodger_pays_him_and_the_owner_pays_overhead_to_the_bank() -> None:
    game = chicago(owner={STATE: "Ben", MICHIGAN: "Ben"})
    asked = play(game, ("quote", 20), ("quote", 0), ("quote", 0), ("lodge", RUSH))
    assert asked == ["quote", "quote", "quote", "lodge"]  # Ben's three properties (the bank's Bus has a fare)
    ann = game.state.players[0]
    assert ann.position == RUSH and part(game).lodged[0] == RUSH and part(game).lease[0] == 20
    assert ("rent", "Ann", "Ben", 20, cite("Taking a Turn")) in money_moves(game)
    assert ("overhead", "Ben", BANK, 7, cite("Overhead")) in money_moves(game)  # 14 / 2, POM 1.0
    assert len(events(game, "refuse")) == 2


def test_the_bank_charges_its_price_and_the_lodger_may_stay_on_his_own_property_free() -> None:
    game = lf_game(dice=[(6, 5)], owner={STATE: "Ann"})
    lodge = play(game, ("turn", "throw"), ("buy", False), ("lodge", STATE))
    assert lodge == ["turn", "buy", "lodge"]
    assert game.state.players[0].cash == 1500 and part(game).lodged[0] == STATE
    game = lf_game(dice=[(6, 5)], owner={STATE: "Ann"})
    play(game, ("turn", "throw"), ("buy", False), ("lodge", RUSH))
    assert ("rent", "Ann", BANK, 14, cite("Taking a Turn")) in money_moves(game)  # monopolist 14, not the city


def test_a_quote_above_the_lodgers_cash_or_below_what_covers_the_overhead_is_refused() -> None:
    game = chicago(cash=100, owner={STATE: "Ben", MICHIGAN: "Ben"})
    game.state.players[1].cash = 0
    game.step()
    decision = game.pending
    assert decision.kind == "quote" and (decision.low, decision.high) == (7, 100)
    before = snapshot(game)
    for bad in (101, 6, "twenty"):
        with pytest.raises(IllegalAction):
            game.answer(bad)
    assert snapshot(game) == before


def test_a_ride_to_the_other_city_of_the_side_then_lodging_there_without_a_second_ride() -> None:
    game = chicago(owner={STATE: "Ben", MICHIGAN: "Ben", BUS: "Ben"})
    asked = play(game, ("quote", 0), ("quote", 0), ("quote", 0), ("quote", 30), ("lodge", "transit"),
                 ("lodge", LOCUST))
    assert asked[-2:] == ["lodge", "lodge"]
    assert ("fare", "Ann", "Ben", 30, cite("Taking a Turn")) in money_moves(game)
    assert ("overhead", "Ben", BANK, 18, cite("Overhead")) in money_moves(game)  # bus fuel: 1.5 x 12 to the PDC
    assert game.state.players[0].position == LOCUST
    assert part(game).rides == 1


def test_refused_everywhere_he_sleeps_on_a_park_bench_and_goes_to_jail_from_that_side() -> None:
    game = chicago(owner={STATE: "Ben", MICHIGAN: "Ben", BUS: "Ben"})
    play(game, ("quote", 0), ("quote", 0), ("quote", 0), ("quote", 0))
    ann = game.state.players[0]
    assert ann.status == "jail" and ann.position == 10 and part(game).jail_side[0] == 100
    assert part(game).bench == 1 and events(game, "bench")[0].rule == cite("Taking a Turn")


def test_capacity_one_lodger_without_houses_two_with_two_houses_any_number_with_an_apartment() -> None:
    from landlord_edu.editions.laissez_faire.lodging import capacity, has_room
    assert [capacity(h) for h in (0, 1, 2)] == [1, 1, 2] and capacity(3) > 100
    game = lf_game(players=3)
    part(game).lodged[1] = RUSH
    assert not has_room(game.engine, RUSH, 0)
    game.state.houses[RUSH] = 2
    assert has_room(game.engine, RUSH, 0)
    part(game).lodged[2] = RUSH
    assert not has_room(game.engine, RUSH, 0)


def test_a_transit_space_may_be_stayed_on_free_or_left_for_either_city() -> None:
    game = lf_game(dice=[(2, 3)])
    play(game, ("buy", False), ("transit_city", "stay"))
    assert game.state.players[0].position == 5 and game.state.players[0].cash == 1500
    game = lf_game(dice=[(2, 3)], lf_transit_landing="must_move")
    game.step()
    game.answer(False)
    assert game.pending.options == ("New Orleans", "Los Angeles")
    game.answer("Los Angeles")
    assert game.pending.kind == "lodge"


def test_landing_on_a_tax_space_he_pays_then_lodges_in_its_city() -> None:
    game = lf_game(dice=[(1, 3)])
    since = len(game.events)
    play(game, ("lodge", 1))
    assert money_moves(game, since)[:2] == [("tax", "Ann", BANK, 150, cite("Taking a Turn")),
                                     ("rent", "Ann", BANK, 12, cite("Taking a Turn"))]


def test_one_counter_offer_the_owner_accepts_and_the_lodger_pays_it() -> None:
    game = chicago(cash=60)
    game.step()
    game.answer(50)  # Ben quotes $50 for Rush St.; Ann has $60
    assert game.pending.kind == "lodge" and game.pending.context["counter"] == {"11": [1, 49]}
    game.answer({"counter": {"space": RUSH, "price": 20}})
    assert game.pending.kind == "accept_counter" and game.pending.player == 1
    game.answer(True)
    assert ("rent", "Ann", "Ben", 20, cite("Taking a Turn")) in money_moves(game)
    assert part(game).lodged[0] == RUSH and part(game).lease[0] == 20


def test_a_refused_counter_offer_leaves_the_quotes_and_no_second_counter() -> None:
    game = chicago(cash=60)
    game.step()
    game.answer(50)
    game.answer({"counter": {"space": RUSH, "price": 20}})
    game.answer(False)
    assert game.pending.kind == "lodge" and game.pending.context["counter"] == {}
    before = snapshot(game)
    with pytest.raises(IllegalAction):
        game.answer({"counter": {"space": RUSH, "price": 30}})
    assert snapshot(game) == before
    game.answer(RUSH)
    assert ("rent", "Ann", "Ben", 50, cite("Taking a Turn")) in money_moves(game)


@pytest.mark.parametrize("bad", [{"counter": {"space": RUSH, "price": 6}},    # leaves Ben's overhead unpaid
                                 {"counter": {"space": RUSH, "price": 50}},   # not below the quote
                                 {"counter": {"space": 13, "price": 10}},     # the bank's: no bargaining
                                 {"counter": {"space": RUSH}}, {"counter": RUSH}])
def test_bad_counter_offers_are_refused_with_the_game_unchanged(bad: object) -> None:
    game = chicago(cash=60)
    game.state.misc += game.state.players[1].cash
    game.state.players[1].cash = 0  # Ben has nothing: the least he may take covers his $7 overhead
    game.step()
    game.answer(50)
    before = snapshot(game)
    with pytest.raises(IllegalAction):
        game.answer(bad)
    assert snapshot(game) == before
