"""Lord Blueblood's Estate and the Jail (M15, M16, Rule 3, rulings R39-11, R39-12, R39-15) and the
La Swelle Hotel, the one pink space (M30, ruling R39-30)."""

from __future__ import annotations

from ._rules_1939 import (
    BANK,
    BLUEBLOOD_ESTATE,
    GEORGE_STREET,
    JAIL_BESIDE,
    LA_SWELLE,
    PROGRESS_PARK,
    SO_WHAT_D,
    WAYBACK,
    cite,
    events,
    money_moves,
    play,
    stage39,
)


# ----- M15: trespassing ------------------------------------------------------------------------------------
def test_m15_lord_bluebloods_estate_sends_him_to_jail_without_rent_or_wages() -> None:
    game = stage39({"name": "Ann", "cash": 1000, "position": 29}, {"name": "Ben", "cash": 0}, dice=[(1, 2)])
    play(game, "throw")
    ann = game.player("Ann")
    assert ann.status == "jail" and ann.position == JAIL_BESIDE
    assert money_moves(game) == [] and not events(game, "wage_check")
    jail = events(game, "jail")[0]
    assert jail.rule == cite("Rule 3") and "R39-11" in jail.text and "Lord Blueblood" in jail.text


# ----- M16: leaving Jail -----------------------------------------------------------------------------------
def jailed(cash: int = 1000, dice=((3, 4),), **rules):
    return stage39({"name": "Ann", "cash": cash, "status": "jail"}, {"name": "Ben", "cash": 0},
                   dice=list(dice), rules=rules or None)


def test_m16_he_pays_500_bail_throws_and_counts_from_the_so_what_space() -> None:
    # 15 + 3 + 4 = 22 George Street (nobody's Deed in this position): a $400 Section C Wage Check.
    game = jailed()
    assert play(game) == [], "a prisoner is asked nothing before his throw"
    ann = game.player("Ann")
    assert ann.status == "track" and ann.position == GEORGE_STREET
    assert money_moves(game) == [("bail", "Ann", BANK, 500, cite("Rule 3"))]
    assert ann.cash == 500
    assert [e.rule for e in events(game, "throw")] == [cite("Rule 3")]
    assert game.state.phillips.holders[0].checks == [400]


def test_r39_12_the_other_reading_counts_the_so_what_space_as_the_first_step() -> None:
    game = jailed(jail_exit="shelter_is_first_step")
    play(game)
    assert game.player("Ann").position == PROGRESS_PARK  # 14 + 7 = 21


def test_r39_15_a_prisoner_who_cannot_pay_the_bail_leaves_jail_owing_it() -> None:
    game = stage39({"name": "Ann", "cash": 200, "status": "jail"}, {"name": "Ben", "cash": 0}, dice=[(3, 4)],
                   frontier_owner="Ben")  # the Frontier is closed: no way out but a debt
    assert play(game, ("raise_funds", "give_up")) == ["raise_funds"]
    ann = game.player("Ann")
    assert ann.status == "track" and ann.position == GEORGE_STREET and ann.cash == 0
    assert money_moves(game) == [("bail", "Ann", BANK, 200, cite("Rule 3"))]
    assert game.state.phillips.holders[0].debts == [[-2, 300]]
    debt = events(game, "debt")[0]
    assert debt.rule == cite("Rule 3") and debt.amount == 300 and "R39-15" in debt.text


def test_m19_a_prisoner_short_of_the_bail_may_go_to_the_open_frontier_instead() -> None:
    game = jailed(cash=200)
    play(game, ("raise_funds", "frontier:1"))
    ann = game.player("Ann")
    assert ann.status == "track" and ann.position == WAYBACK and ann.cash == 500
    assert money_moves(game) == [("frontier_wages", BANK, "Ann", 300, cite("Rule 4"))]
    assert not events(game, "throw"), "his turn ends on the Frontier"


# ----- M30: La Swelle Hotel ----------------------------------------------------------------------------------
def hotel(cash: int, dice=((1, 2),)):
    """Ann on the Ting-a-ling (34) throws 1+2 onto La Swelle Hotel (37); a SO WHAT draw gives SO WHAT 12."""
    return stage39({"name": "Ann", "cash": cash, "position": 34}, {"name": "Ben", "cash": 0}, dice=list(dice),
                   so_what_pile=[12])


def test_m30_with_2200_dollars_he_pays_his_200_dollar_hotel_bill() -> None:
    game = hotel(2200)
    play(game, "throw")
    assert game.player("Ann").position == LA_SWELLE
    assert money_moves(game) == [("hotel", "Ann", BANK, 200, cite("La Swelle Hotel"))]
    assert game.player("Ann").cash == 2000


def test_m30_with_less_he_pays_nothing_throws_again_and_moves_backward() -> None:
    # 37 - (1 + 1) = 35, the SO WHAT space of Section D: he draws there (Rule 9(a)).
    game = stage39({"name": "Ann", "cash": 2199, "position": 34}, {"name": "Ben", "cash": 0},
                   dice=[(1, 2), (1, 1)], so_what_pile=[12])
    play(game, "throw")
    ann = game.player("Ann")
    assert ann.position == SO_WHAT_D and ann.cash == 2199
    moves = events(game, "move")
    assert moves[-1].rule == cite("La Swelle Hotel") and "R39-30" in moves[-1].text
    assert [e.rule for e in events(game, "throw")] == [cite("To Play"), cite("La Swelle Hotel")]
    assert game.state.phillips.holders[0].checks == [450], "SO WHAT 12: this section's Wage Check"


def test_m30_the_backward_move_can_reach_lord_bluebloods_estate() -> None:
    game = hotel(100, dice=[(1, 2), (2, 3)])
    play(game, "throw")
    ann = game.player("Ann")
    assert ann.status == "jail" and events(game, "jail")[0].space == JAIL_BESIDE
    assert BLUEBLOOD_ESTATE in [e.space for e in events(game, "move")]


def test_m30_the_backward_move_never_reaches_go() -> None:
    game = hotel(100, dice=[(1, 2), (6, 6)])
    play(game, "throw")
    assert game.player("Ann").position == 25 and not events(game, "round_end")  # 37 - 12 = 25, SO WHAT (C)
