"""The engine's public queries (docs/engine.md) answer for the edition being played: ``landing_cost``
says what the rules will charge and cites that edition's rules, ``land_rent`` is the rent its rules
reckon. Before the editions had packages of their own, ``landing_cost`` answered a 1939 Frontier space
with the 1906 wages (Rule 3), cited 1906 Rule 7 for 1939 lots and failed on a 1939 railroad."""

from __future__ import annotations

import pytest

from landlord_edu import Game

from ._rules import BROADWAY, money_moves, stage
from ._rules_1939 import LICKETY_CUT, LONELY_LANE, WAYBACK, stage39


def charged(game, payer: str) -> int:
    """Dollars ``payer`` paid to players and public accounts in the log so far, Wage Checks aside."""
    return sum(amount for kind, who, _to, amount, _rule in money_moves(game) if who == payer and kind != "wage_check")


# ----- 1906 -----------------------------------------------------------------------------------------
def test_1906_landing_cost_is_what_the_lander_is_charged() -> None:
    game = stage({"name": "Ann", "cash": 400, "position": "Central Park", "cards": ["Broadway"]},
                 {"name": "Ben", "cash": 400, "position": 28}, current="Ben", dice=[[1, 2]])
    cost, why = game.engine.landing_cost(game.player("Ben").seat, BROADWAY)
    assert (cost, game.engine.land_rent(BROADWAY)) == (18, 18)
    assert "Rule 7" in why and "Ann" in why
    game.step()
    game.answer("throw")
    game.answer("forward")
    assert charged(game, "Ben") == cost


def test_1906_queries_on_every_space_cite_a_1906_rule() -> None:
    game = Game(players=4, seed=3)
    game.run(max_turns=40)
    for seat in range(4):
        for space in game.edition.board.spaces:
            cost, why = game.engine.landing_cost(seat, space.index)
            assert isinstance(cost, int) and cost >= 0 and "Rule" in why, (space.name, cost, why)
            if space.kind == "lot":
                assert game.engine.land_rent(space.index) >= space.rent


# ----- 1939 -----------------------------------------------------------------------------------------
def test_1939_lot_cost_cites_the_1939_rules_and_is_what_is_charged() -> None:
    # Ben holds Lonely Lane with two Houses: $100 land rent (Rule 1(a)) + 2 x $100 House rent (Rule 1(b)).
    game = stage39({"name": "Ann", "cash": 1000}, {"name": "Ben", "cash": 0, "deeds": ["Lonely Lane"],
                                                   "houses": {"Lonely Lane": 2}}, dice=[(1, 2)])
    cost, why = game.engine.landing_cost(game.player("Ann").seat, LONELY_LANE)
    assert cost == 300 and "Rule 1(a)" in why and "Rule 1(b)" in why and "Rule 7" not in why
    assert game.engine.land_rent(LONELY_LANE) == 100
    game.step()
    game.answer("throw")
    assert charged(game, "Ann") == cost


def test_1939_frontier_is_free_land_not_the_1906_wages() -> None:
    game = stage39({"name": "Ann", "cash": 1000}, {"name": "Ben", "cash": 0})
    cost, why = game.engine.landing_cost(game.player("Ann").seat, WAYBACK)
    assert cost == 0 and "free land (Rule 4)" in why and "Rule 3" not in why


@pytest.mark.parametrize("fare_basis", ["per_share", "per_shareholder"])
def test_1939_railroad_fares_are_what_is_charged(fare_basis: str) -> None:
    # Ann (on 5) throws 2+3 onto the Lickety-Cut R. R. (10): Ben holds 2 Shares, Cal 1.
    game = stage39({"name": "Ann", "cash": 1000, "position": 5},
                   {"name": "Ben", "cash": 0, "shares": {"Lickety-Cut R. R.": 2}},
                   {"name": "Cal", "cash": 0, "shares": {"Lickety-Cut R. R.": 1}}, dice=[(2, 3)],
                   rules={"fare_basis": fare_basis})
    cost, why = game.engine.landing_cost(game.player("Ann").seat, LICKETY_CUT)
    assert cost == (300 if fare_basis == "per_share" else 200) and "Rule 7" in why
    game.step()
    game.answer("throw")
    game.answer("stay")
    assert charged(game, "Ann") == cost


def test_1939_queries_on_every_space_answer_for_every_seat() -> None:
    game = Game(players=4, seed=5, edition="1939")
    game.run(max_turns=40)
    for seat in range(4):
        for space in game.edition.board.spaces:
            cost, why = game.engine.landing_cost(seat, space.index)
            assert isinstance(cost, int) and cost >= 0 and why, (space.name, cost, why)
            assert "Rule 3)" not in why or space.kind == "no_trespassing", (space.name, why)
            if space.kind in ("lot", "foreign_lot"):
                assert game.engine.land_rent(space.index) >= space.rent
