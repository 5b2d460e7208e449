"""The 1939 set-up: Players (M1), the Banker and the Government Official (M2), the deal (M3), cash,
Houses and the SO WHAT pile (M4), and the first player by dice (M5, ruling R39-03)."""

from __future__ import annotations

import pytest

from landlord_edu import DataError, Game, Options, PlayerCountError
from landlord_edu.state import PACK

from ._rules_1939 import BANK, cite, events, money_moves, stage39


def dealt(players: int, seed: int = 3, **options) -> Game:
    game = Game(players=players, seed=seed, edition="1939", options=Options(**options))
    game.step()  # turn 0: the first player, the cash, the Houses and the deal
    return game


# ----- M1: three to five players ----------------------------------------------------------------------
@pytest.mark.parametrize("n", [1, 2, 6, 8])
def test_m1_the_game_is_for_three_to_five_players(n: int) -> None:
    with pytest.raises(PlayerCountError, match=f"{n} players: the 1939 rules allow 3 to 5"):
        Game(players=n, edition="1939")


@pytest.mark.parametrize("n", [2, 6])
def test_m1_a_scenario_with_the_wrong_number_of_players_is_refused(n: int) -> None:
    rows = [{"name": f"P{k}", "cash": 100} for k in range(n)]
    with pytest.raises(DataError) as err:
        stage39(*rows, fill=False)
    assert err.value.field == "players" and "3 to 5" in err.value.problem


@pytest.mark.parametrize("n", [3, 4, 5])
def test_m1_three_four_and_five_players_play_a_whole_game(n: int) -> None:
    game = Game(players=n, seed=n, edition="1939")
    outcome = game.run()
    assert outcome is not None and game.money_is_conserved()


# ----- M2, M4: the Banker pays the starting cash; one House each; the SO WHAT pile ---------------------
@pytest.mark.parametrize("n", [3, 4, 5])
def test_m4_each_player_receives_2500_dollars_and_one_house_from_the_banker(n: int) -> None:
    game = dealt(n)
    p39 = game.state.phillips
    assert all(p.cash == 2500 for p in game.state.players)
    assert game.state.misc == 30000 - 2500 * n, "the Bank's package less what it paid out (ruling R39-34)"
    assert game.state.treasury == 0 and p39.blueblood == 0
    assert [h.spare_houses for h in p39.holders] == [1] * n
    assert p39.houses_left == 40 - n and sum(game.state.houses) == 0
    cash = [m for m in money_moves(game) if m[0] == "starting_cash"]
    assert len(cash) == n
    assert all(m[1] == BANK and m[3] == 2500 and m[4] == cite("Banker and Government Official (c)") for m in cash)
    given = events(game, "house_given")
    assert len(given) == n and {e.rule for e in given} == {cite("Banker and Government Official (c)")}
    assert game.money_is_conserved()


def test_m4_the_so_what_pack_is_shuffled_face_down() -> None:
    piles = {tuple(dealt(4, seed).state.phillips.so_what_pile) for seed in range(6)}
    assert all(sorted(p) == list(range(1, 19)) for p in piles)
    assert len(piles) > 1, "the pack is shuffled by the seed"
    assert all(not dealt(4, seed).state.phillips.face_up for seed in range(2))


def test_rule_9a_an_instructor_may_stack_17_and_18_on_top() -> None:
    game = dealt(4, so_what_stack=(17, 18))
    pile = game.state.phillips.so_what_pile
    assert pile[:2] == [17, 18] and sorted(pile) == list(range(1, 19))
    assert events(game, "stack")[0].rule == cite("Rule 9-a")


def test_rule_9a_a_stack_naming_a_card_the_pack_lacks_is_refused() -> None:
    with pytest.raises(DataError) as err:
        Game(players=4, edition="1939", options=Options(so_what_stack=(19,)))
    assert err.value.field == "so_what_stack" and "19" in err.value.problem


# ----- M3: the deal ---------------------------------------------------------------------------------
@pytest.mark.parametrize(("n", "each", "idle_dealt", "pile"), [(3, 15, 6, 10), (4, 12, 9, 7), (5, 9, 6, 10)])
def test_m3_all_48_or_45_cards_are_dealt_the_other_idle_land_cards_lie_face_down(
        n: int, each: int, idle_dealt: int, pile: int) -> None:
    """'For four players shuffle all 18 Share cards and all 21 Deed cards together with 9 Idle Land cards.
    Distribute the entire 48 cards ... For three or five players take only six Idle Land cards.'"""
    game = dealt(n)
    st, p39 = game.state, game.state.phillips
    lots = game.engine.lots
    assert len(lots) == 21 and len(p39.share_owner) == 18
    assert all(st.owner[i] != PACK for i in lots), "every Deed is dealt"
    assert PACK not in p39.share_owner, "every Share is dealt"
    held = [n for h in p39.holders for n in h.idle_land]
    assert len(held) == idle_dealt and len(p39.idle_pile) == pile
    assert sorted(held + p39.idle_pile) == list(range(1, 17)), "every Idle Land card in exactly one place"
    for p in st.players:
        cards = sum(st.owner[i] == p.seat for i in lots) + p39.share_owner.count(p.seat) + \
            len(p39.holders[p.seat].idle_land)
        assert cards == each, f"{p.name} holds {cards} cards"
    deal = events(game, "deal")
    assert len(deal) == n and all(e.amount == each and e.rule == cite("Banker and Government Official (b)")
                                  for e in deal)
    assert events(game, "idle_pile")[0].amount == pile


def test_m3_no_deed_goes_to_english_village_or_the_frontier() -> None:
    game = dealt(4)
    for i, s in enumerate(game.edition.board.spaces):
        if s.kind != "lot":
            assert game.state.owner[i] == PACK, f"{s.name} has no Deed card"


def test_m3_the_same_seed_deals_the_same_hands_and_another_seed_usually_not() -> None:
    def hands(seed: int):
        st = dealt(4, seed).state
        return tuple(st.owner), tuple(st.phillips.share_owner), tuple(tuple(h.idle_land) for h in st.phillips.holders)

    assert hands(11) == hands(11)
    assert len({hands(s) for s in range(5)}) == 5


# ----- M5: the first player by dice -------------------------------------------------------------------
def test_m5_the_highest_throw_begins_ties_throw_again_and_the_deal_starts_with_him() -> None:
    # Ann 1+1, Ben 6+6, Cal 6+6, Dot 2+2: Ben and Cal tie and throw again, Ben 3+3 beats Cal 1+2.
    game = Game(players=4, edition="1939", seed=1, dice=[(1, 1), (6, 6), (6, 6), (2, 2), (3, 3), (1, 2)])
    game.step()
    st = game.state
    assert st.first == st.current == 1
    throws = events(game, "throw")
    assert [e.amount for e in throws] == [2, 12, 12, 4, 6, 3]
    assert all(e.rule == cite("To Play") and "R39-03" in e.text for e in throws)
    assert events(game, "first")[0].player == "Ben"
    cash = [e.payee for e in events(game, "starting_cash")]
    assert cash == ["Ben", "Cal", "Dot", "Ann"], "turns and the deal go to the left from the first player"


def test_m5_the_first_turn_is_the_first_players() -> None:
    game = Game(players=3, edition="1939", strategies=["human"] * 3, seed=1, dice=[(1, 2), (2, 2), (1, 1)])
    game.step()
    game.step()
    assert game.pending is not None and game.pending.kind == "turn" and game.pending.player == 1


def test_m2_the_accounts_are_the_bank_the_government_and_lord_blueblood() -> None:
    game = dealt(3)
    assert [game.engine.name(seat) for seat in (-1, -2, -3)] == ["GOVERNMENT", "BANK", "LORD BLUEBLOOD"]
    assert game.engine.money_total() == 30000


def test_a_staged_1939_position_starts_with_turn_one() -> None:
    game = stage39({"name": "Ann", "cash": 100}, {"name": "Ben", "cash": 200})
    assert game.started and game.turn == 0
    assert game.state.misc == 30000 - 100 - 200 - 2500, "the Bank holds its package less the money in play"
    assert game.money_is_conserved()
