"""Rule 8, Speculation: refusing to move, the Broker's License, the ante, the payouts, the skin game."""

from __future__ import annotations

import pytest

from landlord_edu.state import PACK

from ._rules import MISCELLANEOUS, ROYAL_RUSHER, SHELTER, SPECULATION, TREASURY, events, money_moves, play, stage


def speculate(second_throw, broker=True, rules=None):
    """Ben at Royal Rusher (5) throws 1+2 -> Speculation (8), plays, then throws ``second_throw``.
    With ``broker`` Ann holds the Broker's License; otherwise it is in the pack and nobody buys it."""
    game = stage({"name": "Ann", "cash": 400, "position": "Central Park",
                  "cards": ["Speculation"] if broker else []},
                 {"name": "Ben", "cash": 400, "position": ROYAL_RUSHER},
                 current="Ben", dice=[[1, 2], list(second_throw)], rules=rules)
    if broker:
        play(game, "throw", ("speculate", True))
    else:
        play(game, "throw", ("speculate", True), ("bid", 0), ("buy", False))
    return game


def test_rule8_he_may_refuse_to_move():
    game = stage({"name": "Ann", "cash": 400, "position": "Central Park"},
                 {"name": "Ben", "cash": 400, "position": ROYAL_RUSHER}, current="Ben", dice=[[1, 2]])
    play(game, "throw", ("speculate", False))
    ben = game.player("Ben")
    assert ben.position == ROYAL_RUSHER and ben.cash == 400
    assert not money_moves(game)
    assert events(game, "refuse")[0].rule == "1906 Rule 8"
    game.step()
    assert game.pending.player == 0     # "and the next player proceeds"


def test_rule8_no_broker_ante_and_share_go_to_miscellaneous():
    # 5+6 = 11 wins $90. Ben: 400 - 10 ante + 90 - 9 (10 %) = 471. MISCELLANEOUS: +10 - 90 + 9 = -71.
    # (A staged position's MISCELLANEOUS starts at minus the money in play: -(400 + 400) = -800.)
    game = speculate((5, 6), broker=False)
    ben = game.player("Ben")
    assert ben.cash == 471 and ben.position == SPECULATION
    assert game.state.misc == -800 - 71
    assert money_moves(game) == [("ante", "Ben", MISCELLANEOUS, 10, "1906 Rule 8"),
                                              ("winnings", MISCELLANEOUS, "Ben", 90, "1906 Rule 8"),
                                              ("broker_share", "Ben", MISCELLANEOUS, 9, "1906 Rule 8")]
    assert game.state.owner[SPECULATION] == PACK
    assert game.money_is_conserved()


def test_rule8_broker_takes_the_ante_and_ten_percent():
    # 6+6, a double, wins $100. Ben: 400 - 10 + 100 - 10 = 480. Ann (Broker): 400 + 10 + 10 = 420.
    game = speculate((6, 6))
    assert game.player("Ben").cash == 480 and game.player("Ann").cash == 420
    assert money_moves(game) == [("ante", "Ben", "Ann", 10, "1906 Rule 8"),
                                 ("winnings", MISCELLANEOUS, "Ben", 100, "1906 Rule 8"),
                                 ("broker_share", "Ben", "Ann", 10, "1906 Rule 8")]
    # The second throw is for the winnings only; he stays on Speculation.
    assert game.player("Ben").position == SPECULATION


@pytest.mark.parametrize(("dice", "win"), [
    ((5, 6), 90), ((4, 6), 80), ((4, 5), 70), ((3, 5), 60), ((3, 4), 50), ((2, 4), 40), ((1, 4), 30),
    ((2, 3), 30), ((1, 5), 40), ((2, 6), 60),
    # any double wins $100 (Rule 8 "if he throws a double", Rule 17, rulings R-06)
    ((1, 1), 100), ((2, 2), 100), ((3, 3), 100), ((4, 4), 100), ((5, 5), 100), ((6, 6), 100),
])
def test_rule8_payout_table(dice, win):
    game = speculate(dice)
    share = win // 10
    assert game.player("Ben").cash == 400 - 10 + win - share
    assert game.player("Ann").cash == 400 + 10 + share
    assert game.money_is_conserved()


@pytest.mark.parametrize("dice", [(1, 2), (1, 3)])
def test_rule8_skin_game_broker_to_jail_card_to_the_pack(dice):
    # A 3 or a 4: the speculator wins nothing; the Broker goes to JAIL and the card returns to the pack.
    game = speculate(dice)
    ann, ben = game.player("Ann"), game.player("Ben")
    assert ben.cash == 390 and ann.cash == 410          # only the ante changed hands
    assert ann.status == "jail" and ann.position == SHELTER
    assert game.state.owner[SPECULATION] == PACK
    jail = events(game, "jail")
    assert len(jail) == 1 and jail[0].player == "Ann" and jail[0].rule == "1906 Rule 8"
    assert not events(game, "winnings")


def test_rule8_skin_game_without_a_broker():
    game = speculate((1, 2), broker=False)
    assert game.player("Ben").cash == 390 and game.player("Ben").status == "track"
    assert events(game, "skin_game")[0].rule == "1906 Rule 8"


@pytest.mark.parametrize(("dice", "win"), [((2, 2), None), ((3, 3), 40), ((4, 4), 60), ((5, 5), 80),
                                           ((1, 1), 100), ((6, 6), 100), ((1, 3), None)])
def test_rule8_switch_total_first(dice, win):
    # R-06's other reading: the table by totals first: 2+2 = 4 is a skin game, 3+3 wins $40, 4+4 $60,
    # 5+5 $80; only 1+1 and 6+6 win $100.
    game = speculate(dice, rules={"speculation_doubles": "total_first"})
    ann, ben = game.player("Ann"), game.player("Ben")
    if win is None:
        assert ann.status == "jail" and game.state.owner[SPECULATION] == PACK and ben.cash == 390
    else:
        assert ben.cash == 400 - 10 + win - win // 10 and ann.status == "track"


def test_rule8_lander_buys_the_brokers_license_and_pays_himself():
    # Nobody bids; Ben buys the license for $50 (PUBLIC TREASURY), then speculates as his own Broker
    # 3+4 = 7 wins $50; ante and share go to himself. Ben: 400 - 50 + 50 = 400.
    game = stage({"name": "Ann", "cash": 400, "position": "Central Park"},
                 {"name": "Ben", "cash": 400, "position": ROYAL_RUSHER}, current="Ben", dice=[[1, 2], [3, 4]])
    play(game, "throw", ("speculate", True), ("bid", 0), ("buy", True))
    assert game.state.owner[SPECULATION] == 1
    assert game.player("Ben").cash == 400 and game.state.treasury == 50
    assert money_moves(game) == [("buy", "Ben", TREASURY, 50, "1906 Rule 8"),
                                 ("winnings", MISCELLANEOUS, "Ben", 50, "1906 Rule 8")]


def test_rule8_license_sold_to_the_highest_bidder_then_ante_to_him():
    # Ann bids $60 and Ben declines: Ann must buy; Ben's ante goes to Ann; 4+5 = 9 wins $70, $7 to Ann.
    game = stage({"name": "Ann", "cash": 400, "position": "Central Park"},
                 {"name": "Ben", "cash": 400, "position": ROYAL_RUSHER}, current="Ben", dice=[[1, 2], [4, 5]])
    play(game, "throw", ("speculate", True), ("bid", 60), ("buy", False))
    assert game.state.owner[SPECULATION] == 0
    assert game.player("Ann").cash == 400 - 60 + 10 + 7
    assert game.player("Ben").cash == 400 - 10 + 70 - 7
    assert game.state.treasury == 60


def test_rule8_skin_game_license_returns_to_the_pack_free_of_its_mortgage():
    # Ben, the Broker, has mortgaged his license to Cal. Ann's skin game (1+2) sends Ben to JAIL and the card
    # "is returned to the pack". A card in the pack is nobody's security: the debt stays, as a loan on Ben's
    # wages, just as the engine does when the public buys out a mortgaged charter (Single Tax Rule 6).
    # Otherwise whoever next buys the license from the pack finds it "mortgaged" for Ben's debt.
    game = stage({"name": "Ann", "cash": 400, "position": ROYAL_RUSHER},
                 {"name": "Ben", "cash": 400, "position": "Central Park", "cards": ["Speculation"]},
                 {"name": "Cal", "cash": 400, "position": "Central Park"},
                 current="Ann", dice=[[1, 2], [1, 2]],
                 loans=[{"lender": "Cal", "borrower": "Ben", "principal": 40, "due": 44, "security": "Speculation"}])
    play(game, "throw", ("speculate", True))
    assert game.player("Ben").status == "jail" and game.state.owner[SPECULATION] == PACK
    [loan] = game.state.loans
    assert (loan.lender, loan.borrower, loan.due) == (2, 1, 44)       # the debt itself stands
    assert loan.security == PACK
    assert not game.engine.mortgaged(SPECULATION)
