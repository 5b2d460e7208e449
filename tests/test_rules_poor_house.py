"""Rule 12, the Poor House: a player who cannot pay hands over what cash he has and goes there;
next turn he moves out only if he can afford the move (rulings R-10)."""

from __future__ import annotations

from ._rules import CENTRAL_PARK, GEORGE_STREET, events, money_moves, play, stage


def broke_on_broadway(ben_cash=5, rules=None, dice=((1, 2),)):
    """Ben (no cards) at Johnson Circle (28) throws 1+2 onto Ann's Broadway (31), rent $18."""
    return stage({"name": "Ann", "cash": 400, "position": "Central Park",
                  "cards": ["Broadway", "George Street", "Wayback", "Easy Street"]},
                 {"name": "Ben", "cash": ben_cash, "position": 28},
                 current="Ben", dice=[list(t) for t in dice], rules=rules)


def test_rule12_cannot_pay_hands_over_his_cash_and_goes_to_the_poor_house():
    game = broke_on_broadway()
    game.step()
    game.answer("throw")
    game.answer("forward")
    d = game.pending
    assert d.kind == "raise_funds" and d.options == ("borrow",)   # no cards to mortgage or sell; no giving up
    game.answer("borrow")
    assert game.pending.kind == "lend" and game.pending.player == 0
    game.answer(0)                                                 # Ann will not lend: he cannot borrow any
    assert game.pending is None
    ben = game.player("Ben")
    assert ben.status == "poor_house" and ben.position == CENTRAL_PARK   # the POOR HOUSE is beside Central Park
    assert ben.cash == 0 and game.player("Ann").cash == 405
    assert money_moves(game) == [("part_payment", "Ben", "Ann", 5, "1906 Rule 12")]
    assert events(game, "poor_house")[0].rule == "1906 Rule 12"
    assert game.money_is_conserved()
    game.step()
    assert game.pending.player == 0       # "where he remains until his next turn"


def test_rule12_he_tries_to_borrow_first():
    # Nobody lends: then the Poor House.
    game = broke_on_broadway()
    play(game, "throw", "forward", ("raise_funds", "borrow"), ("lend", 0))
    assert game.player("Ben").status == "poor_house"


def test_rule12_switch_pays_nothing():
    game = broke_on_broadway(rules={"poor_house_payment": "nothing"})
    play(game, "throw", "forward", "borrow", ("lend", 0))
    assert game.player("Ben").status == "poor_house" and game.player("Ben").cash == 5
    assert game.player("Ann").cash == 400
    assert not money_moves(game)


def test_rule12_next_turn_he_stays_if_he_cannot_afford_the_move():
    # Ben, penniless in the Poor House, throws 1+2: Central Park + 3 = George Street, Ann's, $14. He stays.
    # (Between, Ann throws 3+4 -> 27 Slambang, in the pack; Ben has no $50 to bid; she declines and pays $5.)
    game = broke_on_broadway(dice=((1, 2), (3, 4), (1, 2)))
    play(game, "throw", "forward", "borrow", ("lend", 0))
    play(game, "throw", ("buy", False))                 # Ann -> 27, nobody to bid against her; fee $5
    asked = play(game, "throw")
    assert asked == ["turn"]
    ben = game.player("Ben")
    assert ben.status == "poor_house" and ben.position == CENTRAL_PARK and ben.cash == 0
    stay = events(game, "stay")
    assert len(stay) == 1 and stay[0].rule == "1906 Rule 12"
    assert [e.rule for e in events(game, "throw")][-1] == "1906 Rule 12"


def test_rule12_he_moves_out_when_he_can_afford_the_move():
    # In the Poor House with $50: 1+2 -> George Street ($14 to Ann). 50 - 14 = 36.
    game = stage({"name": "Ann", "cash": 400, "position": "Central Park", "cards": ["George Street"]},
                 {"name": "Ben", "cash": 50, "status": "poor_house"}, current="Ben", dice=[[1, 2]])
    assert game.player("Ben").position == CENTRAL_PARK
    play(game, "throw")
    ben = game.player("Ben")
    assert ben.status == "track" and ben.position == GEORGE_STREET and ben.cash == 36


def test_rule12_only_the_affordable_route_is_offered():
    # $5 in the Poor House, 6+6: straight on 20 + 12 = 32 Clothing costs the $10 tax (too much);
    # the official pass (10 to Blueblood, jump to Mother Earth, 1 more) reaches Wayback (1), Ann's, rent $0.
    # So no choice is asked; he takes the pass, collecting wages as he passes Mother Earth.
    game = stage({"name": "Ann", "cash": 400, "position": "Central Park", "cards": ["Wayback"]},
                 {"name": "Ben", "cash": 5, "status": "poor_house"}, current="Ben", dice=[[6, 6]])
    assert play(game, "throw") == ["turn"]
    ben = game.player("Ben")
    assert ben.status == "track" and ben.position == 1
    assert ben.cash == 105 and ben.wages_received == 1
