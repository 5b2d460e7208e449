"""Rule 9, Franchises: the $5 fee, the Municipal Cinch, railroad Monopoly fares, the Trust, unowned franchises."""

from __future__ import annotations

import pytest

from ._rules import PDQ, ROYAL_RUSHER, SHOOTING_STAR, SLAMBANG, SOAKUM, TREASURY, events, money_moves, play, stage

RAILROADS = ["Royal Rusher R. R.", "Shooting Star R. R.", "Gee Whiz R. R.", "P. D. Q. R. R."]


def ben_lands(origin, dice, ann_cards=(), ben_cards=(), direction=None):
    game = stage({"name": "Ann", "cash": 400, "position": "Central Park", "cards": list(ann_cards)},
                 {"name": "Ben", "cash": 400, "position": origin, "cards": list(ben_cards)},
                 current="Ben", dice=[dice])
    game.step()
    game.answer("throw")
    if direction:
        game.answer(direction)
    return game


def test_rule9_franchise_fee_5_dollars_to_the_owner():
    # Shelter (10) + 1+2 -> Soakum Lighting System (13), Ann's.
    game = ben_lands(10, [1, 2], ann_cards=["Soakum Lighting System"])
    assert game.pending is None
    assert money_moves(game) == [("fare", "Ben", "Ann", 5, "1906 Rule 9")]


@pytest.mark.parametrize(("origin", "dice", "direction"), [(10, [1, 2], None), (24, [1, 2], "forward")])
def test_rule9_municipal_cinch_25_dollars(origin, dice, direction):
    # Ann holds both Soakum (13) and Slambang (27): $25 instead of $5 on either.
    game = ben_lands(origin, dice, ann_cards=["Soakum Lighting System", "Slambang Trolley"], direction=direction)
    assert game.player("Ben").position in (SOAKUM, SLAMBANG)
    assert money_moves(game) == [("fare", "Ben", "Ann", 25, "1906 Rule 9")]


def test_rule9_his_own_franchise_is_free():
    game = ben_lands(10, [1, 2], ben_cards=["Soakum Lighting System", "Slambang Trolley"])
    assert not money_moves(game)


@pytest.mark.parametrize(("held", "fare"), [(1, 5), (2, 10), (3, 20), (4, 50)])
def test_rule9_railroad_fares_by_number_held(held, fare):
    # Goat Alley (12) + 1+2 -> Shooting Star (15). Ann holds Shooting Star and held-1 other railroads.
    cards = ["Shooting Star R. R.", "Royal Rusher R. R.", "Gee Whiz R. R.", "P. D. Q. R. R."][:held]
    game = ben_lands(12, [1, 2], ann_cards=cards)
    assert money_moves(game) == [("fare", "Ben", "Ann", fare, "1906 Rule 9")]


def test_rule9_railroads_held_by_others_do_not_add_to_the_fare():
    # Ann holds Shooting Star; Ben two others (Royal Rusher stays in the pack): Ann's fare stays $5.
    game = ben_lands(12, [1, 2], ann_cards=["Shooting Star R. R."],
                     ben_cards=["Gee Whiz R. R.", "P. D. Q. R. R."])
    assert money_moves(game) == [("fare", "Ben", "Ann", 5, "1906 Rule 9")]


def trust_game(agree=(True, True), rules=None):
    """Ann holds Royal Rusher and Shooting Star, Ben Gee Whiz and P. D. Q.: between them all the railroads.
    Ann's turn first: she and Ben are asked whether to pool them (R-22)."""
    game = stage({"name": "Ann", "cash": 400, "position": "Central Park",
                  "cards": ["Royal Rusher R. R.", "Shooting Star R. R.", "George Street"]},
                 {"name": "Ben", "cash": 400, "position": "Central Park",
                  "cards": ["Gee Whiz R. R.", "P. D. Q. R. R."]},
                 {"name": "Cal", "cash": 400, "position": "Goat Alley"},
                 current="Ann", dice=[[1, 2], [2, 3], [1, 2]], rules=rules)
    return game


def test_rule9_trust_charges_others_40_dollars_divided_between_the_members():
    game = trust_game()
    game.step()
    assert game.pending.kind == "trust" and game.pending.player == 0
    game.answer(True)
    assert game.pending.kind == "trust" and game.pending.player == 1
    game.answer(True)
    assert game.state.trust == [0, 1]
    assert events(game, "trust")[0].rule == "1906 Rule 9"
    play(game, "throw")                              # Ann 20 + 3 -> 23 George Street, her own
    play(game, "throw")                              # Ben 20 + 5 -> 25 Gee Whiz, his own: free
    play(game, "throw")                              # Cal 12 + 3 -> 15 Shooting Star: $40, $20 each
    assert game.player("Cal").position == SHOOTING_STAR
    assert money_moves(game) == [("fare", "Cal", "Ann", 20, "1906 Rule 9"),
                                 ("fare", "Cal", "Ben", 20, "1906 Rule 9")]
    assert [p.cash for p in game.state.players] == [420, 420, 360]


def test_rule9_trust_members_ride_free_on_the_pooled_lines():
    # the members ride their pooled lines free. Ben lands on Ann's Royal Rusher.
    game = stage({"name": "Ann", "cash": 400, "position": "Central Park",
                  "cards": ["Royal Rusher R. R.", "Shooting Star R. R."]},
                 {"name": "Ben", "cash": 400, "position": 2, "cards": ["Gee Whiz R. R.", "P. D. Q. R. R."]},
                 current="Ben", dice=[[1, 2]])
    game.step()
    game.answer(True)
    game.answer(True)
    play(game, "throw")
    assert game.player("Ben").position == ROYAL_RUSHER
    assert not money_moves(game)


def test_rule9_without_a_trust_each_owner_charges_his_monopoly_fare():
    # Ben refuses: no Trust. Cal pays Ann the two-railroad fare, $10.
    game = trust_game()
    game.step()
    game.answer(True)
    game.answer(False)
    assert game.state.trust == []
    play(game, "throw")                              # Ann -> 23
    play(game, ("trust", False), "throw")            # Ben is asked again at the start of his turn
    play(game, "throw")                              # Cal -> Shooting Star
    assert money_moves(game) == [("fare", "Cal", "Ann", 10, "1906 Rule 9")]


def test_rule9_trust_switch_off():
    game = trust_game(rules={"trust": False})
    game.step()
    assert game.pending.kind == "turn"


def test_rule9_unowned_franchise_nobody_buys_fee_to_treasury():
    game = ben_lands(10, [1, 2])
    d = game.pending
    assert (d.kind, d.player, d.low) == ("bid", 0, 50)         # "the original sale price, $50"
    game.answer(0)
    assert game.pending.kind == "buy" and game.pending.context["price"] == 50
    game.answer(False)
    assert money_moves(game) == [("fare", "Ben", TREASURY, 5, "1906 Rule 9")]
    assert game.state.treasury == 5


def test_rule9_unowned_franchise_bought_by_the_lander():
    game = ben_lands(10, [1, 2])
    game.answer(0)
    game.answer(True)
    assert game.state.owner[SOAKUM] == 1
    assert money_moves(game) == [("buy", "Ben", TREASURY, 50, "1906 Rule 9")]


def test_rule9_unowned_railroad_bought_by_another_lander_pays_what_the_space_calls_for():
    # Ben lands on P. D. Q. (35) from Clothing (32) with 1+2. Ann, who holds Gee Whiz, bids $70;
    # Ben declines; Ann must buy; now she holds 2 railroads, so Ben pays her $10 (Monopoly).
    game = ben_lands(32, [1, 2], ann_cards=["Gee Whiz R. R."], direction="forward")
    game.answer(70)
    game.answer(False)
    assert game.state.owner[PDQ] == 0
    assert money_moves(game) == [("buy", "Ann", TREASURY, 70, "1906 Rule 9"),
                                 ("fare", "Ben", "Ann", 10, "1906 Rule 9")]
    assert game.money_is_conserved()


def test_rule9_trust_ends_when_a_member_sells_a_railroad_outside_it():
    # the Trust is "two players [who] own all of the RAILROADS between them". Ann (Royal Rusher,
    # Shooting Star) and Ben (Gee Whiz, P. D. Q.) pool them. Before: Cal, Fuel (2) + 1+2 -> Royal Rusher (5),
    # pays the Trust fare $40, $20 to each. Then Ann sells Royal Rusher to Cal for $60: the Trust ends at
    # once, in her turn, before she throws. After: Ann, Central Park (20) + 2+3 -> Gee Whiz (25), is no
    # longer a member riding free: she pays Ben his two-railroad fare, $10; Ben, Market Place (18) + 4+6 ->
    # Lord Blueblood's Estate (30), goes to Jail; Cal, 5 + 4+6 -> Shooting Star (15), Ann's only railroad: $5.
    game = stage({"name": "Ann", "cash": 400, "position": 18, "cards": ["Royal Rusher R. R.", "Shooting Star R. R."]},
                 {"name": "Ben", "cash": 400, "position": 18, "cards": ["Gee Whiz R. R.", "P. D. Q. R. R."]},
                 {"name": "Cal", "cash": 400, "position": 2},
                 current="Ann", dice=[[1, 1], [1, 1], [1, 2], [2, 3], [4, 6], [4, 6]])
    play(game, ("trust", True), ("trust", True), "throw")        # Ann -> Central Park
    play(game, "throw")                                            # Ben -> Central Park
    start = len(game.events)
    play(game, "throw")                                            # Cal -> Royal Rusher: the Trust fare
    assert money_moves(game, start) == [("fare", "Cal", "Ann", 20, "1906 Rule 9"),
                                        ("fare", "Cal", "Ben", 20, "1906 Rule 9")]
    game.step()
    game.answer({"trade": {"card": ROYAL_RUSHER, "with": 2, "price": 60, "side": "sell"}})
    game.answer(True)                                              # Cal accepts
    assert game.pending.kind == "turn" and game.state.trust == []  # ended at the sale, not at the next turn
    [ended] = events(game, "trust_ended")
    assert ended.rule == "1906 Rule 9" and "no longer hold every railroad" in ended.text
    start = len(game.events)
    play(game, "throw")                                            # Ann -> Gee Whiz
    play(game, "throw")                                            # Ben -> Jail
    play(game, "throw")                                            # Cal -> Shooting Star
    assert money_moves(game, start) == [("fare", "Ann", "Ben", 10, "1906 Rule 9"),
                                        ("fare", "Cal", "Ann", 5, "1906 Rule 9")]
    assert [p.cash for p in game.state.players] == [400 + 20 + 60 - 10 + 5, 400 + 20 + 10, 400 - 40 - 60 - 5]
    assert game.money_is_conserved()


def test_rule9_trust_ends_when_one_member_comes_to_hold_every_railroad():
    # A sale inside the Trust that leaves both members holding railroads keeps it: Ann sells Royal Rusher to
    # Ben, and Cal (Fuel + 1+2 -> Royal Rusher, now Ben's) still pays $40, $20 to Ben (the space's holder)
    # and $20 to Ann. When Ann sells Ben her last railroad, Shooting Star, Ben holds all four alone: that is a
    # Monopoly (Rule 9: "4, $50"), not a Trust of two, so Cal (5 + 4+6 -> Shooting Star) pays Ben $50.
    game = stage({"name": "Ann", "cash": 400, "position": 18, "cards": ["Royal Rusher R. R.", "Shooting Star R. R."]},
                 {"name": "Ben", "cash": 400, "position": 18, "cards": ["Gee Whiz R. R.", "P. D. Q. R. R."]},
                 {"name": "Cal", "cash": 400, "position": 2},
                 current="Ann", dice=[[1, 1], [1, 1], [1, 2], [4, 6], [4, 6], [4, 6]])
    game.step()
    game.answer(True)
    game.answer(True)
    game.answer({"trade": {"card": ROYAL_RUSHER, "with": 1, "price": 60, "side": "sell"}})
    game.answer(True)
    assert game.state.trust == [0, 1] and not events(game, "trust_ended")
    game.answer("throw")                                           # Ann -> Central Park
    play(game, "throw")                                            # Ben -> Central Park
    start = len(game.events)
    play(game, "throw")                                            # Cal -> Royal Rusher
    assert money_moves(game, start) == [("fare", "Cal", "Ben", 20, "1906 Rule 9"),
                                        ("fare", "Cal", "Ann", 20, "1906 Rule 9")]
    game.step()
    game.answer({"trade": {"card": SHOOTING_STAR, "with": 1, "price": 60, "side": "sell"}})
    game.answer(True)
    assert game.state.trust == []
    [ended] = events(game, "trust_ended")
    assert ended.rule == "1906 Rule 9" and "Ben holds every railroad alone" in ended.text
    game.answer("throw")                                           # Ann -> Lord Blueblood's Estate: Jail
    play(game, "throw")                                            # Ben -> Jail too
    start = len(game.events)
    play(game, "throw")                                            # Cal -> Shooting Star
    assert money_moves(game, start) == [("fare", "Cal", "Ben", 50, "1906 Rule 9")]
    assert game.money_is_conserved()


def test_rule9_trust_ends_when_a_railroad_is_sold_to_pay_a_debt():
    # The Trust ends whatever way a railroad leaves it: here Ann, owing Cal $18 rent on Broadway with $8,
    # sells Shooting Star to Cal for $50 to pay (Rule 16). Dot then (Goat Alley + 1+2 -> Shooting Star)
    # pays Cal the single-railroad fare, $5, not the Trust's $40.
    game = stage({"name": "Ann", "cash": 8, "position": 28, "cards": ["Royal Rusher R. R.", "Shooting Star R. R."]},
                 {"name": "Ben", "cash": 400, "position": 18, "cards": ["Gee Whiz R. R.", "P. D. Q. R. R."]},
                 {"name": "Cal", "cash": 400, "position": 18, "cards": ["Broadway"]},
                 {"name": "Dot", "cash": 400, "position": 12},
                 current="Ann", dice=[[1, 2], [1, 1], [1, 1], [1, 2]])
    play(game, ("trust", True), ("trust", True), "throw", "forward", ("raise_funds", "sell:15"),
         ("bid", 0), ("bid", 50), ("bid", 0), ("accept_sale", True))
    assert game.state.owner[SHOOTING_STAR] == 2 and game.state.trust == []
    assert game.player("Ann").cash == 8 + 50 - 18
    play(game, "throw")                                            # Ben -> Central Park
    play(game, "throw")                                            # Cal -> Central Park
    start = len(game.events)
    play(game, "throw")                                            # Dot -> Shooting Star
    assert money_moves(game, start) == [("fare", "Dot", "Cal", 5, "1906 Rule 9")]
