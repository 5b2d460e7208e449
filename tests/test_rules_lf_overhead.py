"""Overhead: the seed's worked example ($34 at POM 1.2, $26 at POM 0.9), the POM's rolls, the utilities'
overheads from two dice, the transport companies' fuel and the bank's prices floored at twice the overhead."""

from __future__ import annotations

from landlord_edu.editions.laissez_faire import overhead

from ._rules_lf import BANK, cite, events, lf_game, money_moves, part, play

PENNSYLVANIA, LOCUST, ELECTRIC, GAS = 29, 16, 12, 28


def test_the_seeds_example_34_dollars_at_pom_1_2_and_26_at_pom_0_9() -> None:
    game = lf_game(houses={PENNSYLVANIA: 1}, owner={PENNSYLVANIA: "Ben"})
    part(game).pom = 12
    assert overhead.property_overhead(game.engine, PENNSYLVANIA) == 34  # (28/2 + 15) * 1.2 = 34.8
    part(game).pom = 9
    assert overhead.property_overhead(game.engine, PENNSYLVANIA) == 26  # (14 + 15) * .9 = 26.1


def test_overhead_without_houses_is_half_the_competitor_rent_and_a_monopoly_does_not_change_it() -> None:
    game = lf_game(owner={26: "Ben", 27: "Ben", PENNSYLVANIA: "Ben"})
    assert overhead.property_overhead(game.engine, PENNSYLVANIA) == 14
    assert overhead.property_overhead(game.engine, LOCUST) == 9


def test_setting_up_the_first_player_rolls_each_utilitys_overhead_as_a_product_of_two_dice() -> None:
    game = lf_game()
    assert part(game).utility_overhead == [12, 4]
    rolls = events(game, "utility_overhead")
    assert [e.player for e in rolls] == ["Ann", "Ann"] and all(e.rule == cite("Overhead") for e in rolls)


def test_transport_fuel_is_1_1_5_2_and_3_times_its_utilitys_overhead() -> None:
    game = lf_game()
    part(game).utility_overhead = [7, 5]
    assert [overhead.transport_overhead(game.engine, c) for c in (5, 15, 25, 35)] == [7, 10, 10, 15]


def test_passing_start_the_first_player_rolls_the_pom_and_the_bank_utilities() -> None:
    # Ann on 38 throws 1+3 (passes Start to 2), then rolls 4 for the POM (even: +0.1) and 5x6, 1x2 for the
    # utilities; 2 is a card space of New Orleans: lodging (the bank's Basin St. and French Quarter).
    game = lf_game(dice=[(1, 3), (4, 1), (5, 6), (1, 2)])
    game.state.players[0].position = 38
    play(game, ("lodge", 1))
    assert part(game).pom == 11 and part(game).utility_overhead == [30, 2]
    assert ("wages", BANK, "Ann", 200, cite("Taking a Turn")) in money_moves(game)


def test_the_pom_never_falls_below_0_1() -> None:
    game = lf_game(dice=[(1, 3), (5, 1), (1, 1), (1, 1)])
    game.state.players[0].position = 38
    part(game).pom = 1
    play(game, ("lodge", 1))
    assert part(game).pom == 1


def test_the_owner_of_the_home_maintenance_co_rolls_the_pom_not_the_first_player() -> None:
    game = lf_game(dice=[(1, 3)])
    part(game).hmc = 1
    game.state.players[0].position = 38
    play(game, ("lodge", 1))  # Ann passes Start: no POM roll (Ben owns HMC), only utilities
    assert part(game).pom == 10


def test_landing_on_start_counts_for_the_rolls_by_default_and_not_under_passing_only() -> None:
    for trigger, pom in (("passing_or_landing", 11), ("passing_only", 10)):
        game = lf_game(dice=[(1, 2), (4, 4), (1, 1), (1, 1)], lf_pom_trigger=trigger)
        game.state.players[0].position = 37
        play(game, ("buy", False))  # on Start the Petroleum Distribution Co. is offered
        assert part(game).pom == pom, trigger
        assert game.state.players[0].cash == 1700


def test_the_banks_price_is_the_monopolist_rent_doubled_for_a_whole_city_or_twice_the_overhead() -> None:
    game = lf_game()
    g = game.engine
    assert overhead.bank_rent(g, PENNSYLVANIA) == 56  # the bank holds all Washington: 2 x 28 > 2 x 14
    game.state.owner[26] = 1
    assert overhead.bank_rent(g, PENNSYLVANIA) == 28
    part(game).pom = 30
    assert overhead.bank_rent(g, PENNSYLVANIA) == 84  # twice the overhead: 2 x 14 x 3.0


def test_the_banks_fare_and_utility_price() -> None:
    game = lf_game()
    g = game.engine
    assert overhead.bank_fare(g, 5) == 320  # the bank holds the four companies
    game.state.owner[15] = 1
    assert overhead.bank_fare(g, 5) == 160
    assert overhead.bank_utility_price(g, ELECTRIC) == 36  # 3 x 12: the bank owns both
    game.state.owner[GAS] = 1
    assert overhead.bank_utility_price(g, ELECTRIC) == 24
