"""Jail and Being Eliminated: the booking fee by side, room and board per turn (the seed's $165), no paying out
on the turn he goes in, no release by doubles, and elimination at the end of the third turn."""

from __future__ import annotations

import pytest

from landlord_edu.editions.laissez_faire.jail import jail_fee
from landlord_edu.errors import IllegalAction

from ._rules_lf import BANK, cite, events, lf_game, money_moves, part, play, snapshot

GO_TO_JAIL = 30


def jailed_from_go_to_jail(**kw):
    """Ann on 27 throws 1+2 to Go to Jail (the $150 side)."""
    game = lf_game(dice=[(1, 2)], **kw)
    game.state.players[0].position = 27
    play(game)
    return game


def test_go_to_jail_counts_as_the_150_side_and_he_cannot_pay_out_that_turn() -> None:
    game = jailed_from_go_to_jail()
    ann = game.state.players[0]
    assert ann.status == "jail" and ann.position == 10 and part(game).jail_side[0] == 150
    assert events(game, "jail")[0].rule == cite("Jail")
    assert game.pending is None  # nothing asked: no paying out on the turn he went in


def test_paying_at_the_first_chance_costs_165_then_he_rolls_and_moves_from_the_jail_corner() -> None:
    game = jailed_from_go_to_jail()
    game.engine.rng.script = [(1, 3), (1, 2)]  # popped from the end: Ben throws 1+2, then Ann 1+3
    play(game, ("buy", False), ("lodge", 3))  # Ben to French Quarter
    since = len(game.events)
    asked = play(game, ("jail", "pay"), ("buy", False), ("lodge", 14))
    assert asked == ["jail", "buy", "lodge"]
    assert money_moves(game, since)[0] == ("jail_fee", "Ann", BANK, 165, cite("Jail"))
    assert game.state.players[0].status == "track" and game.state.players[0].position == 14  # 10 + 4


@pytest.mark.parametrize(("side", "turns", "fee"), [(150, 1, 165), (150, 2, 180), (150, 3, 195), (50, 1, 55),
                                                     (100, 2, 120), (200, 3, 260)])
def test_booking_fee_plus_a_tenth_of_the_house_price_per_turn(side: int, turns: int, fee: int) -> None:
    game = lf_game()
    part(game).jail_side[0], part(game).jail_turns[0] = side, turns
    assert jail_fee(game.engine, 0) == fee


def test_a_prisoner_who_has_not_paid_by_the_end_of_his_third_turn_is_eliminated_and_his_holdings_revert() -> None:
    game = lf_game(owner={16: "Ann"}, houses={16: 2})
    st = game.state
    st.players[0].status, st.players[0].position = "jail", 10
    part(game).jail_side[0] = 150
    houses_left = part(game).houses_left
    for ben_lodges in (3, 6):  # Ben throws 1+2 twice: French Quarter, then Sunset Blvd.
        play(game, ("jail", "wait"))
        assert st.players[0].status == "jail"
        game.engine.rng.script = [(1, 2)]
        play(game, ("buy", False), ("lodge", ben_lodges))
    play(game, ("jail", "wait"))
    assert st.players[0].status == "eliminated" and st.players[0].cash == 0
    assert st.owner[16] == -1 and st.houses[16] == 0 and part(game).houses_left == houses_left + 2
    assert ("eliminated", "Ann", BANK, 1500, cite("Being Eliminated")) in money_moves(game)


def test_doubles_do_not_free_him_and_he_may_wait() -> None:
    game = lf_game(dice=[(3, 3)])
    game.state.players[0].status, game.state.players[0].position = "jail", 10
    part(game).jail_side[0] = 150
    play(game, ("jail", "wait"))
    assert game.state.players[0].status == "jail" and game.state.players[0].position == 10


def test_optional_buying_jail_the_lessee_sets_room_and_board_and_collects_half_the_booking_fee() -> None:
    game = lf_game(dice=[(4, 6)])  # Ann from Start to the jail space: she lands on it
    play(game)
    assert part(game).jail_lessee == -1  # the optional rule is off by default: nothing offered
    game = lf_game(dice=[(4, 6), (1, 2), (1, 2), (1, 2)], lf_buying_jail=True)
    play(game, ("buy", True))
    assert part(game).jail_lessee == 0 and game.state.players[0].cash == 750
    game.state.players[1].position = 27
    play(game)  # Ben throws 1+2 to Go to Jail
    assert game.state.players[1].status == "jail"
    game.step()  # Ann's turn: as the lessee she may set room and board before her throw
    before = snapshot(game)
    with pytest.raises(IllegalAction):
        game.answer({"jail_rate": {"flat": -5}})
    assert snapshot(game) == before
    play(game, ("turn", {"jail_rate": {"flat": 40}}), ("turn", "throw"), ("buy", False), ("lodge", 11))
    since = len(game.events)
    game.step()
    assert game.pending.kind == "jail" and game.pending.context["fee"] == 190  # $150 + $40
    game.answer("pay")
    moves = money_moves(game, since)
    assert ("jail_fee", "Ben", BANK, 75, cite("Jail")) in moves
    assert ("jail_fee", "Ben", "Ann", 115, cite("Optional Rules")) in moves  # half the booking fee and the $40
