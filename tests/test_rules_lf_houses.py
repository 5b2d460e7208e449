"""Houses and Apartments: no monopoly needed, two houses then an apartment for the third price, the stock, and
staying put (the nearest utility forward, the default lease: the same rent or less, not refused)."""

from __future__ import annotations

import pytest

from landlord_edu.errors import IllegalAction

from ._rules_lf import BANK, cite, lf_game, money_moves, part, play, snapshot

LOCUST, WALNUT, ELECTRIC, GAS = 16, 19, 12, 28


def test_a_house_needs_no_monopoly_and_the_third_price_buys_an_apartment() -> None:
    game = lf_game(dice=[(1, 3)], owner={LOCUST: "Ann"})
    left = part(game).houses_left
    since = len(game.events)
    game.step()
    assert "build:16" in game.pending.options
    for _ in range(3):
        game.answer("build:16")
    assert game.pending.options == ("throw", "demolish:16")  # nothing more to build
    game.answer("throw")
    assert game.pending.kind == "lodge"  # he threw to the Income Tax, New Orleans
    assert game.state.houses[LOCUST] == 3
    assert part(game).houses_left == left and part(game).apartments_left == 14  # two houses back for the apartment
    moves = money_moves(game, since)
    assert moves[:3] == [("house", "Ann", BANK, 100, cite("Houses and Apartments"))] * 3


def test_no_house_without_the_price_in_hand_or_on_anothers_property() -> None:
    game = lf_game(dice=[(2, 2)], owner={LOCUST: "Ann", WALNUT: "Ben"}, cash=99)
    game.step()
    assert game.pending.options == ("throw",)  # he may still offer an income share
    game = lf_game(dice=[(2, 2)], owner={LOCUST: "Ann", WALNUT: "Ben"})
    game.step()
    assert game.pending.options == ("throw", "build:16")
    before = snapshot(game)
    with pytest.raises(IllegalAction):
        game.answer("build:19")
    assert snapshot(game) == before


def staying(landlord: str = "Ben", rent: int = 30, **kw):
    """Ann lodges at Locust St. (one house, ``landlord``'s) having paid ``rent``; she throws 2+3."""
    game = lf_game(dice=[(2, 3)], owner={LOCUST: landlord, **kw.pop("owner", {})}, houses={LOCUST: 1}, **kw)
    game.state.players[0].position = LOCUST
    part(game).lodged[0], part(game).lease[0] = LOCUST, rent
    return game


def test_staying_put_pays_the_nearest_utility_forward_and_the_rent_again_or_less() -> None:
    game = staying()
    game.step()
    assert game.pending.kind == "stay" and game.pending.context["utility"] == 12  # Gas (28): 3 x $4, bank owns both
    game.answer("stay")
    assert game.pending.kind == "stay_rent" and (game.pending.low, game.pending.high) == (1, 30)
    with pytest.raises(IllegalAction):
        game.answer(31)  # not more than the last rent
    game.answer(25)
    assert game.pending is None
    moves = money_moves(game)
    assert ("utility", "Ann", BANK, 12, cite("Houses and Apartments")) in moves
    assert ("rent", "Ann", "Ben", 25, cite("Houses and Apartments")) in moves
    assert ("overhead", "Ben", BANK, 19, cite("Overhead")) in moves  # 9 + 10% of $100
    assert game.state.players[0].position == LOCUST and game.state.players[0].cash == 1500 - 37


def test_the_bank_charges_twice_the_overhead_for_one_utility_and_a_player_owner_quotes() -> None:
    game = staying(owner={GAS: "Ann"})  # Ann owns the Gas Co.: no charge to herself
    game.step()
    game.answer("throw")  # holding a deed, she may first offer a contract (LF-64)
    assert game.pending.context["utility"] == 0
    game = staying(owner={GAS: "Ben"})
    game.step()
    assert game.pending.kind == "quote" and game.pending.player == 1


def test_moving_instead_of_staying_leaves_the_lodging() -> None:
    game = staying()
    play(game, ("stay", "move"), ("buy", False), ("lodge", 21))  # 16 + 5 = 21 Brattle St., the bank's
    assert part(game).lodged[0] == 21


def test_the_utility_nearest_forward() -> None:
    from landlord_edu.editions.laissez_faire.buildings import nearest_utility
    game = lf_game()
    assert [nearest_utility(game.engine, s) for s in (1, 13, 29, 39)] == [ELECTRIC, GAS, ELECTRIC, ELECTRIC]


def test_demolition_takes_one_level_for_a_fifth_of_the_house_price_paid_or_received() -> None:
    for reading, cash in (("owner_pays", 1480), ("owner_receives", 1520)):
        game = lf_game(dice=[(1, 3)], owner={LOCUST: "Ann"}, houses={LOCUST: 3}, lf_demolition=reading)
        part(game).apartments_left -= 1
        houses, apartments = part(game).houses_left, part(game).apartments_left
        game.step()
        assert "demolish:16" in game.pending.options
        game.answer("demolish:16")
        assert game.state.houses[LOCUST] == 2 and game.state.players[0].cash == cash, reading
        assert (part(game).houses_left, part(game).apartments_left) == (houses - 2, apartments + 1)
        game.answer("demolish:16")
        assert game.state.houses[LOCUST] == 1 and part(game).houses_left == houses - 1


def test_no_demolition_below_the_room_its_lodgers_need() -> None:
    game = lf_game(players=3, dice=[(1, 3)], owner={LOCUST: "Ann"}, houses={LOCUST: 2})
    part(game).lodged[1] = part(game).lodged[2] = LOCUST
    game.step()
    assert "demolish:16" not in game.pending.options


def test_optional_moving_houses_for_half_the_targets_house_price() -> None:
    game = lf_game(dice=[(1, 3)], owner={LOCUST: "Ann", 37: "Ann"}, houses={LOCUST: 2})
    game.step()
    assert not [o for o in game.pending.options if o.startswith("move:")]  # off by default
    game = lf_game(dice=[(1, 3)], owner={LOCUST: "Ann", 37: "Ann"}, houses={LOCUST: 2}, lf_moving_houses=True)
    game.step()
    assert "move:16:37" in game.pending.options
    game.answer("move:16:37")
    assert (game.state.houses[LOCUST], game.state.houses[37]) == (1, 1) and game.state.house_owner[37] == 0
    assert money_moves(game)[-1] == ("house_moved", "Ann", BANK, 100, cite("Optional Rules"))  # half of $200
