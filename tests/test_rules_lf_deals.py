"""Contracts beyond the income share (Contracts, LF-64..LF-70): sales of deeds, of the companies and of the
jail's lease, loans and mortgages (repaid, defaulted, foreclosed), service pacts and the text's -$100 example,
lease terms at a stay, houses bought to be moved, in each window the text allows (before the throw, between
landing and lodging under the liquidity rule, in jail under the sale restriction), and the bots' answers."""

from __future__ import annotations

import pytest

from landlord_edu.editions.laissez_faire.deals import contract_value
from landlord_edu.editions.laissez_faire.ending import net_worth
from landlord_edu.editions.laissez_faire.jail import eliminate, go_to_jail
from landlord_edu.errors import IllegalAction
from landlord_edu.state import IN_JAIL, ON_TRACK

from ._rules_lf import cite, events, lf_game, money_moves, part, play, snapshot

LOCUST, WALNUT, RUSH, STATE, TRUCKING = 16, 19, 11, 13, 35
WHARF, UNION, NOB, FIFTH, WALL = 31, 32, 34, 37, 39


def rich(game, seat: int) -> None:
    """Give a player $1,500 from the bank (money stays conserved)."""
    game.state.players[seat].cash += 1500
    game.state.misc -= 1500


def turn_offer(answer: object, **kw: object):
    """Ann (Locust St.) makes an offer before her throw (1+3, to the Income Tax); the other party is pending."""
    game = lf_game(dice=[(1, 3)], owner={LOCUST: "Ann", **kw.pop("owner", {})}, **kw)  # type: ignore[arg-type]
    game.step()
    assert game.pending.kind == "turn"
    game.answer(answer)
    return game


def test_a_deed_sold_before_the_throw_passes_with_its_buildings_and_its_income_shares() -> None:
    game = turn_offer({"sale": {"deed": LOCUST, "to": 1, "price": 120}}, houses={LOCUST: 1})
    part(game).contracts.append([LOCUST, 2 - 1, 25])  # Ben himself holds a share: it now nets to nothing
    assert game.pending.kind == "accept_contract" and game.pending.context["kind"] == "sale"
    assert game.pending.context["value"] == 90 + 100 // 2  # mortgage value and half the house
    game.answer(True)
    assert game.state.owner[LOCUST] == 1 and game.state.house_owner[LOCUST] == 1 and game.state.houses[LOCUST] == 1
    assert ("sale", "Ben", "Ann", 120, cite("Contracts")) in money_moves(game)
    assert contract_value(game.engine, 1) == 0 and contract_value(game.engine, 0) == 0


def test_a_seller_sleeping_on_the_deed_he_sells_no_longer_lodges_there() -> None:
    game = lf_game(dice=[(1, 3)], owner={LOCUST: "Ann"}, houses={LOCUST: 1})
    part(game).lodged[0] = LOCUST
    game.state.players[0].position = LOCUST
    game.step()
    game.answer({"sale": {"deed": LOCUST, "to": 1, "price": 100}})
    game.answer(True)
    assert part(game).lodged[0] == -1
    assert game.pending.kind != "stay"  # holding nothing now, she throws at once: no stay on Ben's property
    assert game.state.players[0].position == 20  # she threw 1+3 from Locust St. to the Foundation


def test_the_companies_and_the_jails_lease_are_assignable() -> None:
    game = lf_game(dice=[(1, 3)], owner={LOCUST: "Ann"}, lf_buying_jail=True)
    part(game).jail_lessee, part(game).hmc = 0, 0
    game.step()
    for deed in ("jail", "hmc"):
        game.answer({"sale": {"deed": deed, "to": 1, "price": 50}})
        game.answer(True)
    assert part(game).jail_lessee == 1 and part(game).hmc == 1
    with pytest.raises(IllegalAction, match="not a deed of his"):
        game.answer({"sale": {"deed": "pdc", "to": 1, "price": 0}})


def test_a_loan_secured_on_a_deed_is_valued_at_its_principal_and_repaid_when_due() -> None:
    game = turn_offer({"loan": {"from": 1, "principal": 200, "repay": 240, "rounds": 1, "security": LOCUST}})
    assert game.pending.kind == "accept_contract" and game.pending.context["security_value"] == 90
    assert game.pending.context["from"] == 0 and game.pending.player == 1  # Ann asks, Ben lends
    worth = [net_worth(game.engine, s) for s in (0, 1)]
    game.answer(True)
    assert part(game).loans == [[1, 0, 200, 240, game.state.round + 1, LOCUST]]
    assert [net_worth(game.engine, s) for s in (0, 1)] == worth  # cash against the principal owed
    from landlord_edu.editions.laissez_faire.view import centre_texts
    assert centre_texts(game)["le-lf-contracts"] == "Contracts recorded: 0 income share(s), 1 loan(s), 0 pact(s)"
    with pytest.raises(IllegalAction, match="secures a loan"):
        game.answer({"sale": {"deed": LOCUST, "to": 1, "price": 10}})
    game.state.round += 1
    from landlord_edu.editions.laissez_faire.loans import settle_loans
    settle_loans(game.engine, 0)
    assert ("repayment", "Ann", "Ben", 240, cite("Contracts")) in money_moves(game)
    assert part(game).loans == []


@pytest.mark.parametrize("reading", ["forfeit", "jail"])
def test_a_loan_not_repaid_forecloses_the_mortgage_or_writes_off_the_rest(reading: str) -> None:
    from landlord_edu.editions.laissez_faire.loans import settle_loans
    game = lf_game(owner={LOCUST: "Ann"}, lf_loan_default=reading)
    part(game).loans += [[1, 0, 200, 240, 0, LOCUST], [1, 0, 100, 100, 0, -1]]
    ann = game.state.players[0]
    game.state.misc += ann.cash - 30
    ann.cash = 30
    settle_loans(game.engine, 0)
    assert game.state.owner[LOCUST] == 1 and events(game, "foreclosure")
    assert ("repayment", "Ann", "Ben", 30, cite("Contracts")) in money_moves(game)
    assert part(game).loans == [] and ann.cash == 0 and part(game).defaults == 2
    assert ann.status == (IN_JAIL if reading == "jail" else ON_TRACK)


def test_a_mortgage_is_enforced_before_an_eliminated_borrowers_deeds_revert_and_his_contracts_lapse() -> None:
    game = lf_game(players=3, owner={LOCUST: "Ann", WALNUT: "Ann"})
    part(game).loans += [[1, 0, 200, 240, 99, LOCUST]]
    part(game).pacts += [[0, 2, 7, 99]]
    eliminate(game.engine, 0)
    assert game.state.owner[LOCUST] == 1 and game.state.owner[WALNUT] == -1
    assert part(game).loans == [] and part(game).pacts == []


def new_york_pact():
    """The text's example: Ann holds all San Francisco, Ben all New York, Cal U.S. Trucking."""
    owner = {WHARF: "Ann", UNION: "Ann", NOB: "Ann", FIFTH: "Ben", WALL: "Ben", TRUCKING: "Cal"}
    game = lf_game(players=4, dice=[(1, 3)], owner=owner)
    game.step()
    game.answer({"pact": {"with": 1, "city": "New York", "rounds": 10}})
    assert game.pending.kind == "accept_contract" and game.pending.context["value"] == 0
    game.answer(True)
    return game


def test_the_texts_pact_is_worth_nothing_to_its_parties_and_minus_100_to_the_trucking_companys_owner() -> None:
    game = new_york_pact()
    assert [contract_value(game.engine, s) for s in range(4)] == [0, 0, -100, 0]
    assert net_worth(game.engine, 2) == 1500 + 100 - 100  # the company's mortgage value, made worthless


def test_pact_parties_refuse_lodgers_who_landed_in_the_city_without_being_asked_even_after_a_ride() -> None:
    game = new_york_pact()
    game.answer("throw")
    while game.pending is not None and game.pending.kind != "turn":  # Ann's turn to the Income Tax
        game.answer(game.pending.options[0])
    game.state.current = 3
    game.state.players[3].position = 33
    game.engine.rng.script = [(2, 2)]  # Dot to Fifth Ave. (New York)
    since = len(game.events)
    game.step()
    assert game.pending.kind == "quote" and game.pending.player == 2  # only Cal's ride is asked
    game.answer(40)
    assert game.pending.kind == "lodge"
    game.answer("transit")
    refusals = [e for e in game.events[since:] if e.kind == "refuse"]
    assert len(refusals) == 2 + 3 and all("service pact" in e.text for e in refusals)
    assert game.state.players[3].status == IN_JAIL  # no lodging in San Francisco either: the bench


def test_lease_terms_let_the_owner_refuse_a_stay_or_raise_the_rent() -> None:
    game = lf_game(dice=[(6, 5)], owner={RUSH: "Ben"}, houses={RUSH: 1})
    play(game, ("quote", 20), ("lodge", {"lease": {"space": RUSH, "may_raise": True, "may_refuse": True}}))
    assert part(game).lease_power[0] == 3 and events(game, "lease_terms")
    game.state.current = 0
    game.engine.rng.script = [(1, 2)]
    game.step()  # Ann throws; the Electric Co. is the bank's: she may stay if Ben allows
    assert game.pending.kind == "allow_stay" and game.pending.player == 1
    game.answer(True)
    game.answer("stay")
    assert game.pending.kind == "stay_rent" and game.pending.high == game.state.players[0].cash > 20
    game.answer(60)
    assert part(game).lease[0] == 60
    game = lf_game(dice=[(6, 5)], owner={RUSH: "Ben"}, houses={RUSH: 1})
    play(game, ("quote", 20), ("lodge", {"lease": {"space": RUSH, "may_raise": False, "may_refuse": True}}))
    game.state.current = 0
    game.engine.rng.script = [(1, 2), (3, 4)]
    game.step()
    game.answer(False)  # refused: she moves
    assert events(game, "refuse")[-1].rule == cite("Houses and Apartments")
    assert part(game).lodged[0] != RUSH


def test_the_liquidity_rule_refuses_a_trade_before_lodging_that_leaves_him_short_of_a_turn_in_jail() -> None:
    game = lf_game(dice=[(6, 5)], cash=20, owner={RUSH: "Ben", LOCUST: "Ann"})
    rich(game, 1)
    game.step()
    game.answer("throw")
    while game.pending.kind != "lodge":
        game.answer(0)
    assert game.pending.context["jail_cost"] == 110  # the $100 side: booking fee and one room and board
    before = snapshot(game)
    with pytest.raises(IllegalAction, match="liquidity rule"):
        game.answer({"sale": {"deed": LOCUST, "to": 1, "price": 10}})
    assert snapshot(game) == before
    game.answer({"sale": {"deed": LOCUST, "to": 1, "price": 100}})
    game.answer(True)
    assert game.pending.kind == "lodge" and 14 in game.pending.options  # the bank's Michigan now affordable


def test_the_jails_sale_restriction_and_a_loan_that_pays_the_fee() -> None:
    game = lf_game(cash=50, owner={LOCUST: "Ann"})
    rich(game, 1)
    go_to_jail(game.engine, 0, 30, "a test")
    game.step()
    assert game.pending.kind == "jail" and game.pending.options == ("wait",)
    assert game.pending.context["fee"] == 165
    with pytest.raises(IllegalAction, match="sale restriction"):
        game.answer({"sale": {"deed": LOCUST, "to": 1, "price": 100}})
    game.answer({"sale": {"deed": LOCUST, "to": 1, "price": 115}})  # below $160 but it pays the fee: allowed
    game.answer(False)
    game.answer({"loan": {"from": 1, "principal": 115, "repay": 130, "rounds": 3, "security": LOCUST}})
    game.answer(True)
    assert game.pending.options == ("pay", "wait")
    game.answer("pay")
    assert game.state.players[0].status == ON_TRACK


def test_a_house_bought_from_another_player_is_moved_for_half_the_targets_house_price() -> None:
    game = turn_offer({"house_sale": {"space": LOCUST, "to": 1, "onto": RUSH, "price": 40}},
                      owner={RUSH: "Ben"}, houses={LOCUST: 2}, lf_moving_houses=True)
    game.answer(True)
    assert game.state.houses[LOCUST] == 1 and game.state.houses[RUSH] == 1 and game.state.house_owner[RUSH] == 1
    moves = money_moves(game)
    assert ("house_sale", "Ben", "Ann", 40, cite("Optional Rules")) in moves
    assert ("house_moved", "Ben", "BANK", 50, cite("Optional Rules")) in moves  # half Rush St.'s $100 house


@pytest.mark.parametrize(("bot", "accepts"), [("landlord", True), ("cautious", False)])
def test_a_lender_bot_lends_on_a_good_mortgage_and_the_cautious_bot_refuses(bot: str, accepts: bool) -> None:
    game = lf_game(dice=[(1, 3)], owner={LOCUST: "Ann"}, strategies=["human", bot])
    game.step()
    game.answer({"loan": {"from": 1, "principal": 100, "repay": 110, "rounds": 2, "security": LOCUST}})
    assert part(game).loans == []  # $100 on a $90 mortgage: refused by both
    game.answer({"loan": {"from": 1, "principal": 80, "repay": 85, "rounds": 2, "security": LOCUST}})
    assert part(game).loans == []  # less than 10%: refused by both
    game.answer({"loan": {"from": 1, "principal": 80, "repay": 90, "rounds": 2, "security": LOCUST}})
    assert bool(part(game).loans) == accepts


def test_a_bot_in_jail_short_of_its_fee_borrows_on_its_best_deed_and_pays_out() -> None:
    game = lf_game(owner={LOCUST: "Ann", WALNUT: "Ann"}, cash=100, strategies=["landlord", "landlord"])
    rich(game, 1)
    go_to_jail(game.engine, 0, 30, "a test")
    game.step()
    assert part(game).loans and part(game).loans[0][5] == WALNUT  # $100 mortgage value, the best
    assert events(game, "contract") and game.state.players[0].status != IN_JAIL


@pytest.mark.parametrize("bad", [
    {"sale": {"deed": LOCUST, "to": 1}}, {"sale": {"deed": 19, "to": 1, "price": 5}},
    {"sale": {"deed": LOCUST, "to": 1, "price": -5}}, {"loan": {"from": 0, "principal": 5, "repay": 5, "rounds": 1,
                                                                  "security": -1}},
    {"loan": {"from": 1, "principal": 100, "repay": 50, "rounds": 1, "security": -1}},
    {"loan": {"from": 1, "principal": 100, "repay": 150, "rounds": 0, "security": -1}},
    {"loan": {"from": 1, "principal": 100, "repay": 150, "rounds": 2, "security": "hmc"}},
    {"pact": {"with": 1, "city": "Atlantis", "rounds": 2}}, {"pact": {"with": 1, "city": "New York", "rounds": "2"}},
    {"house_sale": {"space": LOCUST, "to": 1, "onto": RUSH, "price": 1}},  # Moving Houses is off
    {"sale": [LOCUST, 1, 5]},
])
def test_malformed_or_illegal_contracts_are_refused_with_the_game_unchanged(bad: object) -> None:
    game = lf_game(dice=[(1, 3)], owner={LOCUST: "Ann", RUSH: "Ben"})
    game.step()
    before = snapshot(game)
    with pytest.raises(IllegalAction):
        game.answer(bad)
    assert snapshot(game) == before


def test_only_three_offers_a_window_and_only_income_shares_under_the_first_parts_reading() -> None:
    game = lf_game(dice=[(1, 3)], owner={LOCUST: "Ann"})
    game.step()
    for _ in range(3):
        game.answer({"pact": {"with": 1, "city": "Boston", "rounds": 1}})
        game.answer(False)
    assert game.pending.kind == "turn"
    with pytest.raises(IllegalAction, match="at most 3"):
        game.answer({"pact": {"with": 1, "city": "Boston", "rounds": 1}})
    game = lf_game(dice=[(1, 3)], owner={LOCUST: "Ann"}, lf_contracts="income_share")
    game.step()
    with pytest.raises(IllegalAction, match="only income shares"):
        game.answer({"pact": {"with": 1, "city": "Boston", "rounds": 1}})


OFFERS = {
    "income_share": {"income_share": {"space": LOCUST, "to": 1, "percent": 10, "price": 5}},
    "sale": {"sale": {"deed": WALNUT, "to": 1, "price": 150}},
    "loan": {"loan": {"from": 1, "principal": 50, "repay": 60, "rounds": 2, "security": LOCUST}},
    "pact": {"pact": {"with": 1, "city": "Boston", "rounds": 2}},
    "house_sale": {"house_sale": {"space": LOCUST, "to": 1, "onto": RUSH, "price": 20}},
}


def at_window(window: str):
    """Ann holds Locust St. (two houses) and Walnut St.; Ben Rush St.: before her throw, lodging in Chicago after
    Ben refuses her at Rush St., or her turn in jail."""
    game = lf_game(dice=[(6, 5)], owner={LOCUST: "Ann", WALNUT: "Ann", RUSH: "Ben"}, houses={LOCUST: 2},
                   lf_moving_houses=True)
    if window == "jail":
        go_to_jail(game.engine, 0, 30, "a test")
    game.step()
    if window == "lodge":
        game.answer("throw")
        game.answer(0)
    assert game.pending.kind == window
    return game


@pytest.mark.parametrize("kind", sorted(OFFERS))
@pytest.mark.parametrize("window", ["turn", "lodge", "jail"])
def test_every_kind_is_offered_and_made_in_every_window(window: str, kind: str) -> None:
    game = at_window(window)
    game.answer(OFFERS[kind])
    assert game.pending.kind == "accept_contract" and game.pending.player == 1
    assert game.pending.context.get("kind", "income_share") == kind
    game.answer(True)
    assert game.pending.kind == window and game.pending.context["offered"] == [OFFERS[kind]]
    lf, st = part(game), game.state
    made = {"income_share": lf.contracts == [[LOCUST, 1, 10]], "sale": st.owner[WALNUT] == 1,
            "loan": lf.loans == [[1, 0, 50, 60, st.round + 2, LOCUST]], "pact": lf.pacts == [[0, 1, 4, st.round + 2]],
            "house_sale": (st.houses[LOCUST], st.houses[RUSH]) == (1, 1)}
    assert made[kind] and events(game, "contract")
    assert game.result()["laissez_faire"]["contracts"] == 1
