"""Rule 16, Borrowing, as the engine models it (rulings R-11): loans at 10 % repaid from the next wages,
mortgages foreclosed if not repaid; selling a card to raise money (R-13)."""

from __future__ import annotations

from landlord_edu.state import PACK

from ._rules import BROADWAY, MOTHER_EARTH, WALL_STREET, events, money_moves, play, stage


def short_on_broadway(ben_cash=8, ben_cards=(), dice=((1, 2),)):
    """Ben at Johnson Circle (28) throws 1+2 onto Ann's Broadway (31), rent $18."""
    return stage({"name": "Ann", "cash": 400, "position": "Central Park", "cards": ["Broadway", "The Bowery"]},
                 {"name": "Ben", "cash": ben_cash, "position": 28, "cards": list(ben_cards)},
                 current="Ben", dice=[list(t) for t in dice])


def test_rule16_raise_funds_options():
    game = short_on_broadway(ben_cards=["Wall Street"])
    game.step()
    game.answer("throw")
    game.answer("forward")
    d = game.pending
    assert d.kind == "raise_funds" and d.player == 1 and d.context["need"] == 10
    assert set(d.options) == {"borrow", "mortgage:38", "sell:38"}     # no giving up before trying


def test_rule16_loan_on_wages_with_interest_repaid_from_next_wages():
    # Ben has $8 and owes $18: he borrows the $10 he lacks from Ann on his wages.
    # Due: 10 + 10 % = $11. Then Ann 20 + 3+6 = 29 The Bowery (her own); Ben 31 + 4+5 = 40 -> Mother Earth:
    # wages $100, of which $11 go to Ann at once. Ben: 8 + 10 - 18 + 100 - 11 = 89. Ann: 400 - 10 + 18 + 11 = 419.
    game = short_on_broadway(dice=((1, 2), (3, 6), (4, 5)))
    play(game, "throw", "forward", ("raise_funds", "borrow"), ("lend", 10))
    [loan] = game.state.loans
    assert (loan.lender, loan.borrower, loan.principal, loan.due, loan.security) == (0, 1, 10, 11, PACK)
    assert events(game, "loan")[0].rule == "1906 Rule 16"
    assert game.player("Ben").cash == 0
    play(game, "throw")                     # Ann -> The Bowery
    play(game, "throw", "forward")          # Ben -> Mother Earth
    ben = game.player("Ben")
    assert ben.position == MOTHER_EARTH and ben.cash == 89
    assert game.player("Ann").cash == 419
    assert game.state.loans == []
    assert money_moves(game)[-2:] == [("wages", "MISCELLANEOUS", "Ben", 100, "1906 Rule 3"),
                                      ("repay", "Ben", "Ann", 11, "1906 Rule 16")]
    assert game.money_is_conserved()


def test_rule16_lend_is_limited_to_the_need_and_the_lenders_cash():
    game = short_on_broadway()
    game.step()
    for a in ("throw", "forward", "borrow"):
        game.answer(a)
    d = game.pending
    assert (d.kind, d.player, d.low, d.high) == ("lend", 0, 1, 10)


def test_rule16_interest_is_rounded_up_to_the_dollar():
    # "10 % interest (rounded up to the dollar)": a $13 loan is due as 13 + 1.30 -> $15.
    game = short_on_broadway(ben_cash=5)
    play(game, "throw", "forward", "borrow", ("lend", 13))
    assert game.state.loans[0].due == 15


def test_rule16_mortgage_foreclosed_when_not_repaid_from_the_wages():
    # Ben owes Ann $165 on a mortgage of his Broadway (with his house on it). He has $10 at P. D. Q. (35)
    # and throws 2+3 forward to Mother Earth: wages $100, repays all his $110; $55 unpaid, so Ann forecloses:
    # the card and his house pass to her and the debt is closed.
    game = stage({"name": "Ann", "cash": 400, "position": "Central Park"},
                 {"name": "Ben", "cash": 10, "position": 35, "cards": ["Broadway"], "houses": {"Broadway": 1}},
                 current="Ben", dice=[[2, 3]],
                 loans=[{"lender": "Ann", "borrower": "Ben", "principal": 150, "due": 165, "security": "Broadway"}])
    play(game, "throw", "forward")
    assert game.player("Ben").cash == 0 and game.player("Ann").cash == 510
    assert game.state.owner[BROADWAY] == 0 and game.state.house_owner[BROADWAY] == 0
    assert game.state.loans == []
    assert events(game, "foreclose")[0].rule == "1906 Rule 16"
    assert game.wealth("Ann") == 510 + 100 + 100 and game.wealth("Ben") == 0


def test_rule16_unsecured_loan_not_repaid_stays_open_for_the_rest():
    game = stage({"name": "Ann", "cash": 400, "position": "Central Park"},
                 {"name": "Ben", "cash": 10, "position": 35}, current="Ben", dice=[[2, 3]],
                 loans=[{"lender": "Ann", "borrower": "Ben", "principal": 150, "due": 165}])
    play(game, "throw", "forward")
    [loan] = game.state.loans
    assert loan.due == 165 - 110 and game.player("Ben").cash == 0


def test_rule16_selling_a_card_to_pay():
    # Ben sells Wall Street to Ann for $90 (the only bidder), then pays the $18: 8 + 90 - 18 = 80.
    game = short_on_broadway(ben_cards=["Wall Street"])
    play(game, "throw", "forward", ("raise_funds", "sell:38"), ("bid", 90), ("accept_sale", True))
    assert game.state.owner[WALL_STREET] == 0
    assert game.player("Ben").cash == 80 and game.player("Ann").cash == 400 - 90 + 18
    assert [m[0] for m in money_moves(game)] == ["sale", "rent"]


def test_rule16_mortgage_then_the_card_cannot_be_mortgaged_again():
    # Ann lends only $4 on Wall Street; Ben still lacks $6 and is asked again: Wall Street is now
    # mortgaged, so only borrowing on wages remains.
    game = short_on_broadway(ben_cards=["Wall Street"])
    game.step()
    for a in ("throw", "forward", "mortgage:38", 4):
        game.answer(a)
    d = game.pending
    assert d.kind == "raise_funds" and set(d.options) == {"borrow"}
    game.answer("borrow")
    game.answer(0)                                   # Ann lends no more: every way is tried
    # He pays what he has, $12, and goes to the Poor House; the mortgage stands.
    assert game.player("Ben").status == "poor_house" and game.player("Ann").cash == 400 - 4 + 12
    assert game.state.loans[0].security == WALL_STREET
