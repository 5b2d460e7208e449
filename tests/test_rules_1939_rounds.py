"""The end of a round (M7, M31, End of a Round (a) and (b), rulings R39-31, R39-32), the end of the game and
the winner (M32, Winner, R39-33) and the Bank that can be broken (R39-34)."""

from __future__ import annotations

import pytest

from landlord_edu import GameOver

from ._rules_1939 import BANK, GO, GOVERNMENT, cite, events, money_moves, play, stage39


def round_end(ann: dict | None = None, throw=(5, 6), **position):
    """Ann on The Loop (36) throws past GO; by default she holds a $300 and a $450 Wage Check."""
    row = {"name": "Ann", "cash": 1000, "position": 36, "checks": [300, 450], **(ann or {})}
    rules = position.pop("rules", None)
    return stage39(row, {"name": "Ben", "cash": 0}, dice=[throw], rules=rules, **position)


# ----- M7 and M31: stop at GO, cash the Wage Checks, pay the taxes -------------------------------------
def test_m7_a_throw_past_go_stops_on_go() -> None:
    game = round_end()
    play(game, "throw")
    assert game.player("Ann").position == GO
    stop = events(game, "move")[0]
    assert stop.rule == cite("End of a Round (a)") and "7 of his throw unused" in stop.text


def test_m31_the_banker_cashes_his_wage_checks_then_he_pays_300_dollars_after_his_first_round() -> None:
    game = round_end()
    play(game, "throw")
    assert money_moves(game) == [("wages", BANK, "Ann", 300, cite("End of a Round (a)")),
                                 ("wages", BANK, "Ann", 450, cite("End of a Round (a)")),
                                 ("tax", "Ann", GOVERNMENT, 300, cite("End of a Round (a)"))]
    hold = game.state.phillips.holders[0]
    assert hold.checks == [] and hold.rounds == 1 and game.player("Ann").cash == 1450
    assert game.player("Ann").wages_received == 750
    assert events(game, "round_end")[0].amount == 1 and game.state.treasury == 300
    assert game.money_is_conserved()


def test_m7_reaching_go_exactly_ends_the_round_too() -> None:
    game = round_end(throw=(2, 2))
    play(game, "throw")
    assert game.player("Ann").position == GO and "unused" not in events(game, "move")[0].text
    assert game.state.phillips.holders[0].rounds == 1


def test_m31_with_no_wage_checks_he_still_pays_his_taxes() -> None:
    game = round_end(ann={"checks": []})
    play(game, "throw")
    assert money_moves(game) == [("tax", "Ann", GOVERNMENT, 300, cite("End of a Round (a)"))]
    assert events(game, "no_checks")[0].rule == cite("End of a Round (a)")


def later_round(ann_rounds: int, doubled: bool, **rules):
    """Ann has completed ``ann_rounds`` rounds; with ``doubled``, Ben holds one lot in each section with four
    Houses on it, so every side's land rent is doubled (and Section A's fourth House closed the Frontier)."""
    lots = ["Lonely Lane", "Poverty Place", "Progress Park", "Broadway"]
    ben = {"name": "Ben", "cash": 0, "deeds": lots, "houses": dict.fromkeys(lots, 4)} if doubled else \
        {"name": "Ben", "cash": 0}
    owner = {"frontier_owner": "Ben"} if doubled else {}
    return stage39({"name": "Ann", "cash": 1000, "position": 36, "rounds": ann_rounds}, ben, dice=[(5, 6)],
                   rules=rules or None, **owner)


@pytest.mark.parametrize(("rounds", "doubled", "tax"), [(0, True, 300), (1, False, 300), (1, True, 500),
                                                        (4, True, 500), (4, False, 300)])
def test_r39_31_500_dollars_after_later_rounds_only_if_every_side_is_doubled(rounds, doubled, tax) -> None:
    game = later_round(rounds, doubled)
    play(game, "throw")
    assert money_moves(game) == [("tax", "Ann", GOVERNMENT, tax, cite("End of a Round (a)"))]
    if rounds and not doubled:
        assert "R39-31" in events(game, "tax")[0].text


@pytest.mark.parametrize(("rounds", "tax"), [(0, 300), (1, 500)])
def test_r39_31_other_reading_500_dollars_after_every_later_round(rounds: int, tax: int) -> None:
    game = later_round(rounds, False, later_round_tax="always")
    play(game, "throw")
    assert money_moves(game) == [("tax", "Ann", GOVERNMENT, tax, cite("End of a Round (a)"))]


# ----- End of a Round (b): under SO WHAT 18, no taxes but $60 a Share ---------------------------------------
SHARES = {"Lickety-Cut R. R.": 2, "Soakum Lighting System": 1}


def test_end_of_a_round_b_under_18_he_pays_60_dollars_on_each_share_card() -> None:
    game = round_end(ann={"shares": SHARES}, face_up=[{"card": 18, "drawer": "Ben"}])
    play(game, "throw")
    assert money_moves(game)[2:] == [("share_tax", "Ann", GOVERNMENT, 180, cite("SO WHAT 18"))]
    assert events(game, "no_taxes")[0].rule == cite("End of a Round (b)")


def test_r39_28_other_reading_only_the_utility_shares_are_taxed() -> None:
    game = round_end(ann={"shares": SHARES}, face_up=[{"card": 18, "drawer": "Ben"}],
                     rules={"share_tax_cards": "utilities_only"})
    play(game, "throw")
    assert money_moves(game)[2:] == [("share_tax", "Ann", GOVERNMENT, 60, cite("SO WHAT 18"))]


def test_r39_28_other_reading_paid_on_drawing_so_nothing_at_the_round_end() -> None:
    game = round_end(ann={"shares": SHARES}, face_up=[{"card": 18, "drawer": "Ben"}],
                     rules={"share_tax_when": "on_draw"})
    play(game, "throw")
    assert [m[0] for m in money_moves(game)] == ["wages", "wages"]


def test_end_of_a_round_b_no_shares_no_tax_at_all() -> None:
    game = round_end(face_up=[{"card": 18, "drawer": "Ben"}])
    play(game, "throw")
    assert [m[0] for m in money_moves(game)] == ["wages", "wages"]


# ----- M32: the end of the game and the winner ---------------------------------------------------------------
def last_players_round(**rules):
    """Ann began (first), so Cal is the last player to begin. Cal completes his second round on this throw."""
    return stage39({"name": "Cal", "cash": 900, "position": 36, "rounds": 1},
                   {"name": "Ann", "cash": 1000, "rounds": 2, "checks": [400]}, {"name": "Ben", "cash": 1200},
                   first="Ann", current="Cal", dice=[(5, 6)], rules=rules or None)


def test_m32_the_game_ends_when_the_last_player_to_begin_completes_his_second_round() -> None:
    game = last_players_round()
    play(game, "throw")
    assert game.over and game.state.end_reason == "rounds"
    end = events(game, "end")[0]
    assert end.rule == cite("Winner") and "Cal, the last player to begin" in end.text
    # Cal paid $300 tax (his second round, nothing doubled): 900 - 300 = 600
    outcome = game.outcome()
    assert outcome.winners == ("Ben",) and game.player("Cal").cash == 600
    assert game.wealths() == [600, 1000, 1200], "cash alone: uncashed Wage Checks count nothing (R39-33)"
    with pytest.raises(GameOver):
        game.step()


def test_r39_33_other_reading_uncashed_wage_checks_count() -> None:
    game = last_players_round(count_uncashed_checks=True)
    play(game, "throw")
    assert game.wealths() == [600, 1400, 1200] and game.outcome().winners == ("Ann",)


def test_m32_players_who_completed_two_rounds_keep_on_playing() -> None:
    game = stage39({"name": "Ann", "cash": 1000, "position": 36, "rounds": 1}, {"name": "Ben", "cash": 1000},
                   {"name": "Cal", "cash": 1000}, dice=[(5, 6)])
    play(game, "throw")
    assert game.state.phillips.holders[0].rounds == 2 and not game.over
    assert game.state.current == 1


def test_m32_equal_cash_shares_the_win() -> None:
    game = stage39({"name": "Cal", "cash": 1300, "position": 36, "rounds": 1}, {"name": "Ann", "cash": 1000},
                   {"name": "Ben", "cash": 1000}, first="Ann", current="Cal", dice=[(5, 6)])
    play(game, "throw")
    assert set(game.outcome().winners) == {"Ann", "Ben", "Cal"}


def test_m34_a_debt_is_deducted_from_his_cash_at_the_end() -> None:
    game = stage39({"name": "Cal", "cash": 900, "position": 36, "rounds": 1},
                   {"name": "Ann", "cash": 1500, "debts": [{"to": "Ben", "amount": 600}]},
                   {"name": "Ben", "cash": 1000}, first="Ann", current="Cal", dice=[(5, 6)])
    play(game, "throw")
    assert game.wealths() == [600, 900, 1000] and game.outcome().winners == ("Ben",)
    assert "Ann owes $600" in events(game, "end")[0].text


def test_r39_33_the_agreed_stop_after_max_turns() -> None:
    game = stage39({"name": "Ann", "cash": 1000}, {"name": "Ben", "cash": 900}, dice=[(1, 2)],
                   rules={"max_turns": 1})
    play(game, "throw")
    assert game.over and game.state.end_reason == "turns" and "R39-33" in events(game, "end")[0].text


# ----- R39-34: breaking the Bank ---------------------------------------------------------------------------
def test_r39_34_a_bank_that_cannot_pay_in_full_pays_what_it_has_and_the_game_ends_at_once() -> None:
    game = round_end(bank=400)
    play(game, "throw")
    assert money_moves(game) == [("wages", BANK, "Ann", 300, cite("End of a Round (a)")),
                                 ("wages", BANK, "Ann", 100, cite("End of a Round (a)"))]
    assert "the Bank has only $100" in events(game, "wages")[1].text
    assert game.over and game.state.end_reason == "bank" and game.state.phillips.bank_broken
    assert game.state.misc == 0 and not events(game, "tax"), "the game ends before any further taxes"
    assert events(game, "end")[0].rule == cite("Winner") and "breaks the Bank" in events(game, "end")[0].text
    assert game.money_is_conserved()


def test_r39_34_other_reading_the_bank_never_runs_out() -> None:
    game = round_end(bank=0, rules={"bank": "unlimited"})
    play(game, "throw")
    assert not game.over and game.state.misc == -750 and game.state.treasury == 300
    assert game.money_is_conserved()


def test_r39_34_an_exact_payment_does_not_break_the_bank() -> None:
    game = round_end(bank=750)
    play(game, "throw")
    assert not game.over and game.state.misc == 0 and game.state.treasury == 300


def test_r39_34_a_finite_bank_that_cannot_pay_the_starting_cash_is_refused(tmp_path) -> None:
    import shutil
    from importlib import resources

    from landlord_edu import DataError, Game, load_edition
    folder = tmp_path / "small_bank"
    shutil.copytree(str(resources.files("landlord_edu") / "data" / "editions" / "1939"), folder)
    rules = folder / "rules.toml"
    rules.write_text(rules.read_text(encoding="utf-8").replace("total = 30000", "total = 7000"), encoding="utf-8")
    edition = load_edition(folder)
    with pytest.raises(DataError) as err:
        Game(players=3, edition=edition)
    assert err.value.field == "bank.total" and "7000" in err.value.problem
    from landlord_edu import Options
    game = Game(players=3, edition=edition, options=Options(bank="unlimited"), seed=2)
    assert game.run() is not None and game.money_is_conserved()
