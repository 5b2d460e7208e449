"""Rule 13, Luxury: $75 into MISCELLANEOUS for a purple card counting 100, or move backward by the throw."""

from __future__ import annotations

from ._rules import LUXURY, MADISON_SQUARE, MISCELLANEOUS, PDQ, SLAMBANG, events, money_moves, play, stage


def at_madison_square(ben_cash=400, rules=None, dice=(2, 4)):
    """Rule 13's own example: Ben on Madison Square (33) throws a 6. Ann holds Slambang Trolley (27)."""
    return stage({"name": "Ann", "cash": 400, "position": "Central Park",
                  "cards": ["Slambang Trolley", "P. D. Q. R. R."]},
                 {"name": "Ben", "cash": ben_cash, "position": MADISON_SQUARE},
                 current="Ben", dice=[list(dice)], rules=rules)


def test_rule13_buying_a_luxury():
    game = at_madison_square()
    game.step()
    game.answer("throw")
    game.answer("forward")
    d = game.pending
    assert d.kind == "luxury" and d.context["price"] == 75
    game.answer(True)
    ben = game.player("Ben")
    assert ben.position == LUXURY and ben.cash == 325 and len(ben.luxuries) == 1
    assert ben.luxuries[0] in game.edition.luxuries
    assert money_moves(game) == [("luxury", "Ben", MISCELLANEOUS, 75, "1906 Rule 13")]
    # "it counts him 100 at the end of the game": 325 + 100.
    assert game.wealth("Ben") == 425
    assert game.money_is_conserved()


def test_rule13_declining_moves_backward_from_the_space_last_occupied():
    # "he moves backward 6 spaces from MADISON SQUARE, which would take him to SLAMBANG TROLLEY.
    # But whether his move be forward or backward he must pay whatever is called for": $5 to Ann.
    game = at_madison_square()
    play(game, "throw", "forward", ("luxury", False))
    ben = game.player("Ben")
    assert ben.position == SLAMBANG and ben.cash == 395 and ben.luxuries == []
    assert ben.wages_received == 0                      # a backward move earns no wages
    assert events(game, "decline")[0].rule == "1906 Rule 13"
    assert money_moves(game) == [("fare", "Ben", "Ann", 5, "1906 Rule 9")]


def test_rule13_less_than_75_dollars_he_moves_backward():
    # "If he has less than $75 he cannot afford the luxury (unless he borrows) and therefore he moves
    # backward 6 spaces": offered the luxury on $5 of credit, he declines, and goes back to Slambang ($5 fare).
    game = at_madison_square(ben_cash=70)
    game.step()
    game.answer("throw")
    game.answer("forward")
    d = game.pending
    assert d.kind == "luxury" and d.context["borrow"] == 5 and "borrowing the $5 he lacks" in d.prompt
    game.answer(False)
    assert game.player("Ben").position == SLAMBANG and game.player("Ben").cash == 65
    assert game.state.loans == []


def test_rule13_decline_from_outside_the_chances_still_goes_back():
    # From the Chance at 37 a 2 (1+1: no pass, the corner is 3 away) reaches Luxury; declining goes back
    # 2 from 37 to P. D. Q. (35), Ann's railroad: she holds one, $5.
    game = stage({"name": "Ann", "cash": 400, "position": "Central Park", "cards": ["P. D. Q. R. R."]},
                 {"name": "Ben", "cash": 400, "position": 37}, current="Ben", dice=[[1, 1]])
    play(game, "throw", ("luxury", False))
    assert game.player("Ben").position == PDQ and game.player("Ben").cash == 395


def test_rule13_switch_off_luxury_is_a_plain_space():
    game = at_madison_square(rules={"luxury": False})
    play(game, "throw", "forward")
    assert game.player("Ben").position == LUXURY and game.player("Ben").cash == 400
    assert not money_moves(game)
