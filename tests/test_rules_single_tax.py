"""The Single Tax: the vote, and its Rules 1-4 (no taxes, land rent to the PUBLIC TREASURY, house rent
to the house's owner, building with privilege bids) and the value of Title Deeds at the end."""

from __future__ import annotations

import pytest

from landlord_edu import IllegalAction

from ._rules import (
    BROADWAY,
    MISCELLANEOUS,
    ROYAL_RUSHER,
    TREASURY,
    WALL_STREET,
    events,
    money_moves,
    play,
    snapshot,
    stage,
)

# ----- the vote -------------------------------------------------------------------------------------

def voters_game(treasury=30):
    return stage({"name": "Ann", "cash": 400}, {"name": "Ben", "cash": 400}, {"name": "Cal", "cash": 400},
                 treasury=treasury)


def test_single_tax_vote_of_two_players_empties_the_treasury_into_miscellaneous():
    game = voters_game(treasury=30)
    misc = game.state.misc
    game.vote_single_tax(["Ann", "Ben"])
    st = game.state
    assert st.single_tax and st.treasury == 0 and st.misc == misc + 30
    assert events(game, "single_tax")[0].rule == "1906 Single Tax"
    assert money_moves(game) == [("treasury_emptied", TREASURY, MISCELLANEOUS, 30, "1906 Single Tax Rule 2")]
    assert game.money_is_conserved()


@pytest.mark.parametrize("voters", [["Ann"], ["Ann", "Ann"], [], [1, 1]])
def test_single_tax_needs_two_different_voters(voters):
    game = voters_game()
    before = snapshot(game)
    with pytest.raises(IllegalAction):
        game.vote_single_tax(voters)
    assert snapshot(game) == before and not game.state.single_tax


def test_single_tax_vote_at_a_turn_decision_but_not_in_the_middle_of_a_move():
    game = stage({"name": "Ann", "cash": 400, "position": 28}, {"name": "Ben", "cash": 400}, dice=[[1, 2]])
    game.step()
    assert game.pending.kind == "turn"
    game.answer("throw")                       # now a direction decision is pending
    before = snapshot(game)
    with pytest.raises(IllegalAction):
        game.vote_single_tax(["Ann", "Ben"])
    assert snapshot(game) == before
    game2 = stage({"name": "Ann", "cash": 400}, {"name": "Ben", "cash": 400})
    game2.step()
    game2.vote_single_tax(["Ann", "Ben"])
    assert game2.state.single_tax
    with pytest.raises(IllegalAction):          # already in operation
        game2.vote_single_tax(["Ann", "Ben"])


def test_single_tax_proposed_on_a_turn_and_seconded():
    game = voters_game()
    game.step()
    game.answer("single_tax")
    assert game.pending.kind == "vote" and game.pending.player == 1
    game.answer(False)                          # Ben against
    assert game.pending.kind == "vote" and game.pending.player == 2
    game.answer(True)                           # Cal seconds: Ann + Cal = two votes
    assert game.state.single_tax
    assert game.pending.kind == "turn"


def test_single_tax_proposal_without_a_second_fails():
    game = voters_game()
    game.step()
    game.answer("single_tax")
    game.answer(False)
    game.answer(False)
    assert not game.state.single_tax
    assert events(game, "vote_failed")
    assert "single_tax" not in game.pending.options          # once a turn


# ----- Rules 1-4 ------------------------------------------------------------------------------------

def st_game(*players, dice, current="Ben", **kw):
    return stage(*players, current=current, dice=dice, single_tax=True, **kw)


def test_single_tax_rule1_no_taxes():
    game = st_game({"name": "Ann", "cash": 400}, {"name": "Ben", "cash": 400, "position": 14}, dice=[[1, 2]])
    play(game, "throw")                                       # -> Food
    assert not money_moves(game)
    assert events(game, "no_tax")[0].rule == "1906 Single Tax Rule 1"


def test_single_tax_rule2_land_rent_to_the_treasury_not_the_deed_holder():
    game = st_game({"name": "Ann", "cash": 400, "cards": ["Broadway"], "houses": {"Broadway": 1}},
                   {"name": "Ben", "cash": 400, "position": 28}, dice=[[1, 2]])
    play(game, "throw", "forward")
    # $18 land rent into the PUBLIC TREASURY; Ann's house: $10 house rent to Ann.
    assert money_moves(game) == [("rent", "Ben", TREASURY, 18, "1906 Single Tax Rule 4"),
                                 ("house_rent", "Ben", "Ann", 10, "1906 Single Tax Rule 4")]


def test_single_tax_the_deed_holder_pays_land_rent_on_his_own_lot():
    game = st_game({"name": "Ann", "cash": 400, "cards": ["Broadway"], "houses": {"Broadway": 1}, "position": 28},
                   {"name": "Ben", "cash": 400}, dice=[[1, 2]], current="Ann")
    play(game, "throw", "forward")
    assert money_moves(game) == [("rent", "Ann", TREASURY, 18, "1906 Single Tax Rule 4")]   # no rent to himself


def test_single_tax_rule4_house_rent_goes_to_the_houses_owner():
    # Ann holds the deed to Broadway, Cal owns the house on it: land rent to the treasury, house rent to Cal.
    game = st_game({"name": "Ann", "cash": 400, "cards": ["Broadway"]},
                   {"name": "Ben", "cash": 400, "position": 28},
                   {"name": "Cal", "cash": 400, "houses": {"Broadway": 2}}, dice=[[1, 2]])
    play(game, "throw", "forward")
    assert money_moves(game) == [("rent", "Ben", TREASURY, 18, "1906 Single Tax Rule 4"),
                                 ("house_rent", "Ben", "Cal", 20, "1906 Single Tax Rule 4")]
    assert game.player("Ann").cash == 400


def test_single_tax_rule4_unowned_lot_is_not_sold_and_he_may_build_after_the_rent():
    game = st_game({"name": "Ann", "cash": 400}, {"name": "Ben", "cash": 400, "position": 28}, dice=[[1, 2]])
    play(game, "throw", "forward", ("build_here", True))
    assert money_moves(game) == [("rent", "Ben", TREASURY, 18, "1906 Single Tax Rule 4"),
                                 ("build", "Ben", MISCELLANEOUS, 100, "1906 Single Tax Rule 4")]
    assert game.state.houses[BROADWAY] == 1 and game.state.house_owner[BROADWAY] == 1
    assert game.state.owner[BROADWAY] == -1      # no deed changes hands
    assert not events(game, "bid")


def test_single_tax_rule4_build_on_his_turn_nobody_bids():
    # Ben builds on Wall Street (Ann's deed, unimproved) before throwing; Ann does not bid: $100 only.
    game = st_game({"name": "Ann", "cash": 400, "cards": ["Wall Street"]},
                   {"name": "Ben", "cash": 400, "position": "Central Park"}, dice=[[4, 6]])
    game.step()
    assert {"build": WALL_STREET} in game.pending.options
    game.answer({"build": WALL_STREET})
    d = game.pending
    assert (d.kind, d.player, d.low, d.high) == ("privilege_bid", 0, 1, 300)   # she must keep $100 to build
    game.answer(0)
    assert game.pending.kind == "turn"
    assert game.state.house_owner[WALL_STREET] == 1 and game.state.houses[WALL_STREET] == 1
    assert money_moves(game) == [("build", "Ben", MISCELLANEOUS, 100, "1906 Single Tax Rule 4")]


@pytest.mark.parametrize("ben_matches", [True, False])
def test_single_tax_rule4_privilege_bid_paid_into_the_treasury(ben_matches):
    # Ann bids $20 for the privilege. If Ben matches he pays $20 to the treasury and builds;
    # otherwise Ann pays the $20 and builds.
    game = st_game({"name": "Ann", "cash": 400}, {"name": "Ben", "cash": 400, "position": "Central Park"},
                   dice=[[4, 6]])
    game.step()
    game.answer({"build": WALL_STREET})
    game.answer(20)
    assert game.pending.kind == "buy" and game.pending.context["price"] == 20
    game.answer(ben_matches)
    who = "Ben" if ben_matches else "Ann"
    assert money_moves(game) == [("privilege", who, TREASURY, 20, "1906 Single Tax Rule 4"),
                                 ("build", who, MISCELLANEOUS, 100, "1906 Single Tax Rule 4")]
    assert game.state.house_owner[WALL_STREET] == game.state.seat_of(who)
    assert game.state.treasury == 20


def test_single_tax_rule3_fares_still_go_to_the_owners():
    game = st_game({"name": "Ann", "cash": 400, "cards": ["Royal Rusher R. R."]},
                   {"name": "Ben", "cash": 400, "position": 2}, dice=[[1, 2]])
    play(game, "throw")
    assert game.player("Ben").position == ROYAL_RUSHER
    assert money_moves(game) == [("fare", "Ben", "Ann", 5, "1906 Rule 9")]


def test_single_tax_title_deeds_count_nothing_at_the_end():
    # Ann: $100, Broadway (a Title Deed) and Royal Rusher (a charter), one house.
    # Before: 100 + 2 x 100 + 100 = 400. After: the deed counts 0 -> 300.
    game = stage({"name": "Ann", "cash": 100, "cards": ["Broadway", "Royal Rusher R. R."], "houses": {"Broadway": 1}},
                 {"name": "Ben", "cash": 100})
    assert game.wealth("Ann") == 400
    game.vote_single_tax(["Ann", "Ben"])
    assert game.wealth("Ann") == 300


def test_single_tax_voted_during_a_turn_decision_then_the_turn_goes_on():
    # Ann's "turn" decision is pending (it offered "single_tax"); the class votes the Single Tax in.
    # Proposing it now is not allowed (it is in operation): an IllegalAction that changes nothing,
    # and the game must go on: Ann throws 1+2 and pays Lonely Lane's $2 into the treasury.
    game = stage({"name": "Ann", "cash": 400}, {"name": "Ben", "cash": 400}, dice=[[1, 2]])
    game.step()
    assert "single_tax" in game.pending.options
    game.vote_single_tax(["Ann", "Ben"])
    before = game.state.to_dict()
    with pytest.raises(IllegalAction):
        game.answer("single_tax")
    assert game.state.to_dict() == before
    play(game, "throw", ("build_here", False))
    assert game.player("Ann").position == 3 and game.state.treasury == 2
    assert game.turn == 1
    game.step()
    assert game.pending is not None and game.pending.player == 1       # Ben's turn comes
