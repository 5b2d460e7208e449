"""Rule 4 (taxes), Rule 5 (trespass), Rule 10 (Central Park), Rule 15 (two checkers on one space)."""

from __future__ import annotations

import pytest

from ._rules import BROADWAY, CENTRAL_PARK, SHELTER, TREASURY, events, money_moves, play, stage


def ben_moves(ben_at, dice, **kw):
    return stage({"name": "Ann", "cash": 400, "position": "Central Park", "cards": ["Broadway"]},
                 {"name": "Ben", "cash": 400, "position": ben_at}, current="Ben", dice=dice, **kw)


@pytest.mark.parametrize(("origin", "dice", "tax_space"), [
    (14, [1, 2], 17),    # Beggarman's Court + 3 -> Food
    (5, [2, 3], 10),     # Royal Rusher + 5 -> Shelter
    (0, [1, 1], 2),      # Mother Earth + 2 -> Fuel
])
def test_rule4_tax_10_dollars_into_the_public_treasury(origin, dice, tax_space):
    game = ben_moves(origin, [dice])
    play(game, "throw")
    assert game.player("Ben").position == tax_space
    assert game.player("Ben").cash == 400 - 10
    assert game.state.treasury == 10
    assert money_moves(game) == [("tax", "Ben", TREASURY, 10, "1906 Rule 4")]
    assert game.money_is_conserved()


def test_rule4_clothing_between_the_chances():
    # The Bowery (29) + 3 -> Clothing (32)
    game = ben_moves(29, [[1, 2]])
    play(game, "throw", ("direction", "forward"))
    assert game.state.treasury == 10 and game.player("Ben").cash == 390


@pytest.mark.parametrize(("origin", "dice", "space"), [(1, [1, 2], 4), (27, [1, 2], 30)])
def test_rule5_trespass_sends_him_to_jail(origin, dice, space):
    # Hogg's Game Preserves (4) and Lord Blueblood's Estate (30): "he is trespassing and must go to JAIL".
    game = ben_moves(origin, [dice])
    answers = ["throw"] + (["forward"] if 23 <= origin <= 36 else [])
    play(game, *answers)
    ben = game.player("Ben")
    assert ben.status == "jail" and ben.position == SHELTER  # the JAIL space is beside Shelter
    assert ben.cash == 400 and game.state.treasury == 0
    jail = events(game, "jail")
    assert len(jail) == 1 and jail[0].rule == "1906 Rule 5"
    # His turn ends there: it is Ann's turn next.
    game.step()
    assert game.pending.player == 0


def test_rule10_central_park_is_free():
    # Shelter (10) + 4+6 = 20 Central Park: nothing to pay.
    game = ben_moves(SHELTER, [[4, 6]])
    play(game, "throw")
    ben = game.player("Ben")
    assert ben.position == CENTRAL_PARK and ben.cash == 400
    assert not money_moves(game)
    free = events(game, "free")
    assert len(free) == 1 and free[0].rule == "1906 Rule 10"


def test_rule15_two_checkers_on_one_space_each_pay():
    # Ann holds Broadway (rent $18). Ben stands on it already; Cal and then Dot stop there too:
    # "The checkers of two or more players may occupy the same space, each paying whatever the space calls for."
    game = stage({"name": "Ann", "cash": 400, "position": "Central Park", "cards": ["Broadway"]},
                 {"name": "Ben", "cash": 400, "position": "Broadway"},
                 {"name": "Cal", "cash": 400, "position": 28},
                 {"name": "Dot", "cash": 400, "position": 26},
                 current="Cal", dice=[[1, 2], [2, 3]])
    play(game, "throw", ("direction", "forward"))   # Cal 28 + 3 = 31
    play(game, "throw", ("direction", "forward"))   # Dot 26 + 5 = 31
    assert [p.position for p in game.state.players] == [CENTRAL_PARK, BROADWAY, BROADWAY, BROADWAY]
    assert [p.cash for p in game.state.players] == [400 + 18 + 18, 400, 400 - 18, 400 - 18]
    assert [m[1] for m in money_moves(game) if m[0] == "rent"] == ["Cal", "Dot"]
