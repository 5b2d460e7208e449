"""Contracts: the income share (the other kinds: test_rules_lf_deals.py). The text's example (25% of Locust St.
is worth -$23 to its owner and +$23 to the holder in net worth), the share paid out of each rent, bad offers
refused with the game unchanged, and the contract lapsing when its owner is eliminated."""

from __future__ import annotations

import pytest

from landlord_edu.editions.laissez_faire.ending import net_worth
from landlord_edu.editions.laissez_faire.jail import eliminate
from landlord_edu.errors import IllegalAction

from ._rules_lf import BANK, cite, events, lf_game, money_moves, part, snapshot

LOCUST = 16
SHARE = {"income_share": {"space": LOCUST, "to": 1, "percent": 25, "price": 30}}


def offered(accept: bool = True):
    """Ann (Locust St.) offers Ben 25% of its income for $30 before her throw (1+3, to the Income Tax)."""
    game = lf_game(dice=[(1, 3)], owner={LOCUST: "Ann"})
    game.step()
    game.answer(SHARE)
    assert game.pending.kind == "accept_contract" and game.pending.player == 1
    assert game.pending.context["value"] == 23
    game.answer(accept)
    return game


def test_an_accepted_share_is_paid_for_recorded_and_valued_as_the_text_says() -> None:
    game = offered()
    assert part(game).contracts == [[LOCUST, 1, 25]]
    assert ("contract", "Ben", "Ann", 30, cite("Contracts")) in money_moves(game)
    ann, ben = game.state.players
    assert net_worth(game.engine, 0) == ann.cash + 90 - 23 and net_worth(game.engine, 1) == ben.cash + 23
    assert game.pending.kind == "turn"  # back to his turn: throw, or offer again


def test_a_declined_offer_changes_nothing_but_the_log() -> None:
    game = offered(accept=False)
    assert part(game).contracts == [] and game.state.players[0].cash == 1500
    assert events(game, "contract_declined")


def test_each_rent_pays_the_holder_his_share_before_the_owner_pays_overhead() -> None:
    game = lf_game(dice=[(1, 3)], owner={LOCUST: "Ann"})
    part(game).contracts.append([LOCUST, 1, 25])
    game.state.current = 1
    game.state.players[1].position = 12
    game.engine.rng.script = [(1, 3)]  # Ben to Locust St.
    game.step()  # Ben owns nothing: no decision before his throw
    assert game.pending.kind == "quote" and game.pending.player == 0
    game.answer(40)
    game.answer(LOCUST)
    moves = money_moves(game)
    assert ("income_share", "Ann", "Ben", 10, cite("Contracts")) in moves
    assert moves.index(("income_share", "Ann", "Ben", 10, cite("Contracts"))) < \
        moves.index(("overhead", "Ann", BANK, 9, cite("Overhead")))


@pytest.mark.parametrize("bad", [
    {"income_share": {"space": 19, "to": 1, "percent": 25, "price": 30}},   # not his
    {"income_share": {"space": LOCUST, "to": 0, "percent": 25, "price": 30}},  # himself
    {"income_share": {"space": LOCUST, "to": 1, "percent": 101, "price": 30}},
    {"income_share": {"space": LOCUST, "to": 1, "percent": 25, "price": 10**6}},  # more than Ben has
    {"income_share": {"space": LOCUST, "to": 1, "percent": 25}},
    {"income_share": {"space": "16", "to": 1, "percent": 25, "price": 30}},
    {"loan": 100}, "mortgage",
])
def test_bad_offers_are_refused_with_the_game_unchanged(bad: object) -> None:
    game = lf_game(dice=[(1, 3)], owner={LOCUST: "Ann"})
    game.step()
    before = snapshot(game)
    with pytest.raises(IllegalAction):
        game.answer(bad)
    assert snapshot(game) == before


def test_shares_on_a_property_cannot_pass_100_percent_and_lapse_when_its_owner_is_eliminated() -> None:
    game = lf_game(players=3, dice=[(1, 3)], owner={LOCUST: "Ann"})
    part(game).contracts.append([LOCUST, 2, 80])
    game.step()
    with pytest.raises(IllegalAction, match="from 1 to 20"):
        game.answer({"income_share": {"space": LOCUST, "to": 1, "percent": 25, "price": 0}})
    eliminate(game.engine, 0)
    assert part(game).contracts == []
