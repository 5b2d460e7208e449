"""Rule 6, Jail: the $50 fine, a double serves the time, counting out from Shelter, three missed turns."""

from __future__ import annotations

import pytest

from ._rules import CENTRAL_PARK, COTTAGE_TERRACE, RICKETY_ROW, SHELTER, TREASURY, events, money_moves, play, stage

ANN_LOTS = ["Rickety Row", "George Street", "Fairhope Avenue", "The Bowery", "Cottage Terrace"]


def jailed(ben_cash=400, dice=(), rules=None, ben_cards=()):
    """Ben is in JAIL and it is his turn; Ann holds a few lots and stands in Central Park."""
    return stage({"name": "Ann", "cash": 400, "position": "Central Park", "cards": ANN_LOTS},
                 {"name": "Ben", "cash": ben_cash, "status": "jail", "cards": list(ben_cards)},
                 current="Ben", dice=[list(t) for t in dice], rules=rules)


def test_staged_prisoner_sits_beside_shelter():
    game = jailed()
    assert game.player("Ben").position == SHELTER and game.player("Ben").status == "jail"


def test_rule6_pay_the_fine_then_count_from_shelter():
    # Fine $50 into the PUBLIC TREASURY; then 4+6 = 10 counted from Shelter (10) -> 20 Central Park.
    game = jailed(dice=[(4, 6)])
    asked = play(game, "throw", ("jail", "pay"))
    assert asked == ["turn", "jail"]
    ben = game.player("Ben")
    assert ben.status == "track" and ben.position == CENTRAL_PARK
    assert ben.cash == 400 - 50 and game.state.treasury == 50
    assert money_moves(game) == [("fine", "Ben", TREASURY, 50, "1906 Rule 6")]
    assert events(game, "release")[0].rule == "1906 Rule 6"
    assert game.money_is_conserved()


def test_rule6_switch_shelter_is_first_step():
    # R-04's other reading: Shelter is step one, so 4+6 = 10 lands on 9 + 10 = 19 Cottage Terrace (Ann's, $12).
    game = jailed(dice=[(4, 6)], rules={"jail_exit": "shelter_is_first_step"})
    play(game, "throw", "pay")
    ben = game.player("Ben")
    assert ben.position == COTTAGE_TERRACE
    assert ben.cash == 400 - 50 - 12


def test_rule6_a_double_serves_his_time_and_he_moves_by_it():
    # 3+3: out without the fine, and moves 10 + 6 = 16 Rickety Row (Ann's, rent $10).
    game = jailed(dice=[(3, 3)])
    play(game, "throw", ("jail", "throw"))
    ben = game.player("Ben")
    assert ben.status == "track" and ben.position == RICKETY_ROW
    assert ben.cash == 400 - 10 and game.state.treasury == 0
    assert not events(game, "fine")
    assert [e.rule for e in events(game, "throw")] == ["1906 Rule 6"]


def test_rule6_no_double_he_waits_for_his_next_turn():
    game = jailed(dice=[(1, 2)])
    play(game, "throw", ("jail", "throw"))
    ben = game.player("Ben")
    assert ben.status == "jail" and ben.position == SHELTER
    assert ben.cash == 400 and ben.jail_missed == 1
    assert events(game, "stay")[0].rule == "1906 Rule 6"


def test_rule6_without_50_dollars_he_can_only_throw():
    game = jailed(ben_cash=40, dice=[(1, 2)])
    asked = play(game, "throw")          # no "jail" decision: he cannot pay the fine
    assert asked == ["turn"]
    assert game.player("Ben").status == "jail" and game.player("Ben").cash == 40


def test_rule6_after_three_missed_turns_he_must_pay():
    # Ben misses three turns (1+2, 1+3, 2+3); Ann moves between them onto her own lots:
    # 20+3 = 23 George Street, 23+3 = 26 Fairhope Avenue, 26+3 = 29 The Bowery (all free to her).
    # On his fourth turn he must pay the $50 and throws 4+6 -> 10+10 = 20 Central Park.
    game = jailed(dice=[(1, 2), (1, 2), (1, 3), (1, 2), (2, 3), (1, 2), (4, 6)])
    play(game, "throw", "throw")                    # Ben: miss 1
    play(game, "throw")                             # Ann -> 23
    play(game, "throw", "throw")                    # Ben: miss 2
    play(game, "throw", "forward")                  # Ann -> 26
    play(game, "throw", "throw")                    # Ben: miss 3
    assert game.player("Ben").jail_missed == 3
    play(game, "throw", "forward")                  # Ann -> 29
    asked = play(game, "throw")                     # Ben: no choice is offered now
    assert asked == ["turn"]
    ben = game.player("Ben")
    assert ben.status == "track" and ben.position == CENTRAL_PARK and ben.cash == 350
    assert game.state.treasury == 50
    assert events(game, "must_pay")[0].rule == "1906 Rule 6"
    assert game.money_is_conserved()


def test_rule6_forced_payment_raised_by_a_mortgage():
    # Ben has $20 and Broadway (printed $100): $120 of property, enough to realise the $50 fine.
    # After three missed turns he must raise the $30 he lacks (Rule 16): Ann lends it on Broadway.
    game = jailed(ben_cash=20, ben_cards=["Broadway"], dice=[(4, 6)])
    game.player("Ben").jail_missed = 3               # staged: three turns already missed
    game.step()
    game.answer("throw")
    d = game.pending
    assert d.kind == "raise_funds" and d.player == 1
    assert set(d.options) == {"borrow", "mortgage:31", "sell:31"}    # no giving up before trying
    game.answer("mortgage:31")
    assert game.pending.kind == "lend" and game.pending.player == 0 and game.pending.high == 30
    game.answer(30)
    assert game.pending is None
    ben = game.player("Ben")
    assert ben.status == "track" and ben.position == CENTRAL_PARK
    assert ben.cash == 20 + 30 - 50 == 0
    assert game.state.treasury == 50
    [loan] = game.state.loans
    assert (loan.lender, loan.borrower, loan.principal, loan.due, loan.security) == (0, 1, 30, 33, 31)


def test_rule6_not_forced_if_he_cannot_realise_the_fine():
    # Three turns missed but only $20 and no cards: he keeps throwing for a double.
    game = jailed(ben_cash=20, dice=[(1, 2)])
    game.player("Ben").jail_missed = 3
    play(game, "throw")
    ben = game.player("Ben")
    assert ben.status == "jail" and ben.cash == 20 and ben.jail_missed == 4
    assert not events(game, "must_pay")


@pytest.mark.parametrize(("dice", "cost"), [((1, 1), 8), ((5, 5), 0)])
def test_rule6_double_releases_with_any_pair(dice, cost):
    # 1+1 -> 12 Goat Alley (Ann's, $8); 5+5 -> 20 Central Park (free; the count ends on the corner, no pass).
    game = jailed(dice=[dice])
    game.state.owner[12] = 0  # Ann holds Goat Alley too
    play(game, "throw", "throw")
    ben = game.player("Ben")
    assert ben.status == "track" and ben.position == SHELTER + sum(dice)
    assert ben.cash == 400 - cost
