"""Rule 2 (moving; either direction between the Chances), Rule 3 (wages), Rule 17 (the official pass)."""

from __future__ import annotations

import pytest

from landlord_edu import IllegalAction

from ._rules import (
    BEGGARMANS,
    BLUEBLOOD,
    BOOMTOWN,
    CHANCE_1,
    FUEL,
    GEORGE_STREET,
    LUXURY,
    MADISON_SQUARE,
    MARKET_PLACE,
    MISCELLANEOUS,
    MOTHER_EARTH,
    ROYAL_RUSHER,
    SHELTER,
    SLAMBANG,
    THE_PIKE,
    events,
    money_moves,
    play,
    snapshot,
    stage,
)


def two(ben_at, dice, ann_cards=("The Pike", "Beggarman's Court", "Market Place", "George Street",
                                 "Gee Whiz R. R.", "Slambang Trolley", "Boomtown", "Royal Rusher R. R."),
        ann_at="Central Park", rules=None, ben_cash=400):
    """Ann holds the spaces Ben will reach, so each landing costs a known amount and asks nothing."""
    return stage({"name": "Ann", "cash": 400, "cards": list(ann_cards), "position": ann_at},
                 {"name": "Ben", "cash": ben_cash, "position": ben_at}, current="Ben", dice=dice, rules=rules)


# ----- Rule 2 ------------------------------------------------------------------------------------

def test_rule2_between_the_chances_he_may_move_backward():
    # Madison Square (33) with 2+4=6: forward 33+6 = 39 Luxury, backward 33-6 = 27 Slambang Trolley.
    game = two(MADISON_SQUARE, [[2, 4]])
    game.step()
    game.answer("throw")
    d = game.pending
    assert d.kind == "direction" and set(d.options) == {"forward", "backward"}
    assert d.context["routes"] == {"forward": LUXURY, "backward": SLAMBANG}
    game.answer("backward")
    ben = game.player("Ben")
    assert ben.position == SLAMBANG
    # Slambang is Ann's franchise: $5 (Rule 9). A backward move earns no wages.
    assert ben.cash == 400 - 5 and ben.wages_received == 0
    assert not events(game, "wages")
    move = events(game, "move")[-1]
    assert move.rule == "1906 Rule 2" and move.space == SLAMBANG
    assert game.money_is_conserved()


@pytest.mark.parametrize(("where", "backward"), [(23, True), (36, True), (22, False), (37, False), (21, False),
                                                 (38, False)])
def test_rule2_backward_only_strictly_between_the_chances(where, backward):
    # The Chances are 22 and 37; the spaces between them are 23..36 (rulings R-03).
    game = stage({"name": "Ann", "cash": 400, "position": "Central Park"},
                 {"name": "Ben", "cash": 400, "position": where}, current="Ben", dice=[[1, 2]])
    game.step()
    game.answer("throw")
    asked_direction = game.pending is not None and game.pending.kind == "direction"
    assert asked_direction is backward
    if backward:
        assert game.pending.context["routes"]["backward"] == where - 3


def test_rule2_counting_the_moves_the_pike_then_beggarmans_court():
    # Rule 2's example: a 6 from Mother Earth reaches the 6th space, THE PIKE; then an 8 gives 6+8 = 14,
    # BEGGARMAN'S COURT. Ann (between Ben's throws) goes 14 + 4 = 18, her own Market Place: free.
    game = two(MOTHER_EARTH, [[2, 4], [1, 3], [3, 5]], ann_at=BEGGARMANS)
    play(game, "throw")
    assert game.player("Ben").position == THE_PIKE
    play(game, "throw")
    assert game.player("Ann").position == MARKET_PLACE
    play(game, "throw")
    assert game.player("Ben").position == BEGGARMANS
    # Ann's rent: The Pike $4 and Beggarman's Court $8 = 12
    assert game.player("Ben").cash == 400 - 4 - 8
    assert game.player("Ann").cash == 400 + 12
    assert game.money_is_conserved()


def test_rule2_no_extra_throw_after_a_double():
    # Ben throws 3+3 from Mother Earth (no pass: the count 6 ends before Shelter, Rule 17) and reaches
    # The Pike (6), Ann's. Nothing in the rules gives another throw: next it is Ann's turn.
    game = two(MOTHER_EARTH, [[3, 3]])
    play(game, "throw")
    assert game.player("Ben").position == THE_PIKE
    game.step()
    assert game.pending.kind == "turn" and game.pending.player == 0


# ----- Rule 3 ------------------------------------------------------------------------------------

def test_rule3_wages_on_reaching_mother_earth():
    # From the Chance at 37 a 3 reaches Mother Earth (37+3 = 40 = 0): $100 from MISCELLANEOUS.
    game = two(37, [[1, 2]])
    misc = game.state.misc
    play(game, "throw")
    ben = game.player("Ben")
    assert ben.position == MOTHER_EARTH and ben.cash == 500 and ben.wages_received == 1
    wages = events(game, "wages")
    assert len(wages) == 1
    assert (wages[0].payer, wages[0].payee, wages[0].amount, wages[0].rule) == (MISCELLANEOUS, "Ben", 100,
                                                                                  "1906 Rule 3")
    assert game.state.misc == misc - 100
    assert game.money_is_conserved()


def test_rule3_wages_on_passing_mother_earth_then_the_space_is_paid():
    # Grand Boulevard (36) forward 2+4=6: 36+6 = 42 -> Fuel (2). Wages $100, then the $10 tax (Rule 4).
    game = two(36, [[2, 4]])
    play(game, "throw", ("direction", "forward"))
    ben = game.player("Ben")
    assert ben.position == FUEL
    assert ben.cash == 400 + 100 - 10
    assert [m[0] for m in money_moves(game)] == ["wages", "tax"]
    assert game.state.treasury == 10


def test_rule3_no_wages_on_a_backward_move():
    # Grand Boulevard (36) backward 6 -> Lord Blueblood's Estate (30): trespass, Jail; no wages.
    game = two(36, [[2, 4]])
    play(game, "throw", ("direction", "backward"))
    ben = game.player("Ben")
    assert ben.wages_received == 0 and ben.cash == 400
    assert ben.status == "jail"
    assert not events(game, "wages")


def test_rule3_no_wages_without_reaching_mother_earth():
    game = two(MOTHER_EARTH, [[1, 5]])
    play(game, "throw")
    assert game.player("Ben").wages_received == 0 and not events(game, "wages")


# ----- Rule 17: the official pass ----------------------------------------------------------------

def test_rule17_official_pass_from_speculation_with_3_3():
    # From 8 with 3+3: to the corner Shelter (10) takes 2; the jump to Central Park (20) counts 1;
    # 3 more -> 23 George Street. The straight move would reach 14 Beggarman's Court.
    game = two(8, [[3, 3]])
    game.step()
    game.answer("throw")
    d = game.pending
    assert d.kind == "direction" and set(d.options) == {"forward", "pass"}
    assert d.context["routes"] == {"forward": BEGGARMANS, "pass": GEORGE_STREET}
    game.answer("pass")
    assert game.pending is None
    ben = game.player("Ben")
    assert ben.position == GEORGE_STREET and ben.cash == 400 - 14  # George Street's rent to Ann
    assert events(game, "move")[-1].rule == "1906 Rule 17"
    assert game.money_is_conserved()


def test_rule17_he_need_not_use_the_pass():
    game = two(8, [[3, 3]])
    play(game, "throw", ("direction", "forward"))
    ben = game.player("Ben")
    assert ben.position == BEGGARMANS and ben.cash == 400 - 8
    assert events(game, "move")[-1].rule == "1906 Rule 2"


def test_rule17_pass_example_of_the_rulings_from_the_farm():
    # from The Farm (7) with 3+3: 3 steps to Shelter, the jump to Central Park is the 4th,
    # 2 more -> the Chance at 22. With pass_jump="no_step" the same throw reaches George Street (23).
    game = two(7, [[3, 3]])
    game.step()
    game.answer("throw")
    assert game.pending.context["routes"]["pass"] == CHANCE_1
    game = two(7, [[3, 3]], rules={"pass_jump": "no_step"})
    game.step()
    game.answer("throw")
    assert game.pending.context["routes"]["pass"] == GEORGE_STREET


@pytest.mark.parametrize(("origin", "dice", "lands"), [
    (6, [2, 2], SHELTER),        # 6+4 = 10: the count is exhausted on reaching the corner
    (7, [1, 1], 9),              # 7+2 = 9: exhausted before reaching the corner
    (0, [5, 5], SHELTER),        # from Mother Earth 10 steps exactly reach Shelter
])
def test_rule17_no_pass_when_the_count_ends_at_or_before_the_corner(origin, dice, lands):
    game = two(origin, [dice], ann_cards=("Rubeville",))
    play(game, "throw")  # no direction decision: the straight move is the only one
    assert game.player("Ben").position == lands


def test_rule17_pass_over_mother_earth_pays_wages():
    # Wall Street (38) with 2+2: 2 steps reach Mother Earth (0), the jump to Shelter (10) is the 3rd,
    # 1 more -> Boomtown (11), Ann's ($6). He passed Mother Earth: $100 wages.
    game = two(38, [[2, 2]])
    play(game, "throw", ("direction", "pass"))
    ben = game.player("Ben")
    assert ben.position == BOOMTOWN
    assert ben.cash == 400 + 100 - 6 and ben.wages_received == 1


def test_rule17_double_between_the_chances_offers_three_routes():
    # Johnson Circle (28) with 4+4: forward 36; pass: 2 steps to Blueblood (30), jump to Mother Earth
    # is the 3rd, 5 more -> Royal Rusher (5); backward 28-8 = 20 Central Park.
    game = two(28, [[4, 4]])
    game.step()
    game.answer("throw")
    assert game.pending.context["routes"] == {"forward": 36, "pass": ROYAL_RUSHER, "backward": 20}
    game.answer("pass")
    ben = game.player("Ben")
    # Royal Rusher is Ann's; she holds two railroads (with Gee Whiz), so the fare is $10 (Rule 9);
    # passing Mother Earth paid $100.
    assert ben.position == ROYAL_RUSHER and ben.cash == 400 + 100 - 10


def test_rule17_switch_off_removes_the_pass():
    game = two(8, [[3, 3]], rules={"official_pass": False})
    play(game, "throw")
    assert game.player("Ben").position == BEGGARMANS


def test_rule17_pass_may_end_on_a_no_trespassing_corner():
    # "Sometimes his pass may take him to JAIL": from Rubeville (9) with 6+6:
    # 1 step to Shelter, jump to Central Park is the 2nd, 10 more -> Blueblood (30): Jail.
    game = two(9, [[6, 6]])
    game.step()
    game.answer("throw")
    assert game.pending.context["routes"]["pass"] == BLUEBLOOD
    game.answer("pass")
    assert game.player("Ben").status == "jail"
    assert events(game, "jail")[-1].rule == "1906 Rule 5"


@pytest.mark.parametrize(("origin", "dice", "forward", "passed"), [
    (SHELTER, [6, 6], 22, 31),    # from a corner: 10 steps to Central Park, jump to Blueblood (11th), 1 more
    (MOTHER_EARTH, [6, 6], 12, 21),
    (18, [6, 6], 30, 39),         # 2 to Central Park, jump to Blueblood (3rd), 9 more -> Luxury
])
def test_rule17_pass_routes(origin, dice, forward, passed):
    game = two(origin, [dice])
    game.step()
    game.answer("throw")
    assert game.pending.kind == "direction"
    assert game.pending.context["routes"] == {"forward": forward, "pass": passed}


def test_rule17_pass_onto_luxury_declined_goes_back_from_the_space_last_occupied():
    # Market Place (18) with 6+6, the pass reaches Luxury (39); declining moves him back 12 from 18 -> 6,
    # The Pike (Ann's, $4). Rule 13: "he moves backward from the space last occupied by him".
    game = two(18, [[6, 6]])
    play(game, "throw", ("direction", "pass"), ("luxury", False))
    ben = game.player("Ben")
    assert ben.position == THE_PIKE and ben.cash == 396 and ben.wages_received == 0


def test_monarch_of_the_world_the_landlord_gets_no_wages():
    # "let the game proceed under the rules with the exception that the landlord gets no wages".
    game = stage({"name": "Ann", "cash": 100, "position": 37, "wages": False},
                 {"name": "Ben", "cash": 100}, dice=[[1, 2]])
    play(game, "throw")
    ann = game.player("Ann")
    assert ann.position == MOTHER_EARTH and ann.cash == 100 and ann.wages_received == 0
    assert events(game, "no_wages")[0].rule == "1906 Monarch of the World"
    assert not events(game, "wages")


def test_monarch_of_the_world_scenario_ships():
    from landlord_edu.scenario import load_scenario, packaged_scenario
    game = load_scenario(packaged_scenario("monarch_of_the_world"))
    st = game.state
    assert [p.cash for p in st.players] == [100, 100, 100]          # "Provide each player with $100"
    lots = game.engine.lots
    assert all(st.owner[i] == 0 for i in lots)                        # Ann holds all of the land
    assert not game.player("Ann").gets_wages and game.player("Ben").gets_wages


@pytest.mark.parametrize("bad", ["pass", "Forward", "left", 1, None, True])
def test_rule2_a_route_not_offered_is_refused_and_changes_nothing(bad):
    # From Fairhope Avenue (26) a 1+2 offers forward (29) and backward (23); no pass (not a double).
    game = two(26, [[1, 2]])
    game.step()
    game.answer("throw")
    assert set(game.pending.options) == {"forward", "backward"}
    before = snapshot(game)
    with pytest.raises(IllegalAction):
        game.answer(bad)
    assert snapshot(game) == before
    game.answer("forward")
    assert game.player("Ben").position == 29
