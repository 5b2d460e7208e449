"""Rule 7 (land rent; the sale of an unowned lot) and Rule 14 (houses and house rent)."""

from __future__ import annotations

import pytest

from landlord_edu import IllegalAction
from landlord_edu.state import PACK

from ._rules import BROADWAY, MISCELLANEOUS, TREASURY, events, money_moves, play, snapshot, stage


def land_on_broadway(ann=None, ben=None, cal=None, rules=None):
    """Ben at Johnson Circle (28) throws 1+2 and goes forward to Broadway (31), rent $18."""
    players = [{"name": "Ann", "cash": 400, "position": "Central Park", **(ann or {})},
               {"name": "Ben", "cash": 400, "position": 28, **(ben or {})}]
    if cal is not None:
        players.append({"name": "Cal", "cash": 400, "position": "Central Park", **cal})
    game = stage(*players, current="Ben", dice=[[1, 2]], rules=rules)
    game.step()
    game.answer("throw")
    game.answer("forward")
    return game


# ----- rent ----------------------------------------------------------------------------------------

def test_rule7_rent_to_the_owner():
    game = land_on_broadway(ann={"cards": ["Broadway"]})
    assert game.pending is None
    assert money_moves(game) == [("rent", "Ben", "Ann", 18, "1906 Rule 7")]
    assert game.player("Ben").cash == 382 and game.player("Ann").cash == 418
    assert game.money_is_conserved()


def test_rule7_his_own_lot_is_free():
    game = land_on_broadway(ben={"cards": ["Broadway"]})
    assert game.pending is None
    assert not money_moves(game)
    assert game.player("Ben").cash == 400


# ----- the sale of an unowned lot -------------------------------------------------------------------

def test_rule7_nobody_bids_the_lander_buys_at_the_printed_price():
    game = land_on_broadway()
    d = game.pending
    assert (d.kind, d.player, d.low, d.high) == ("bid", 0, 100, 400)   # Ann may bid from $100 to her $400
    game.answer(0)
    d = game.pending
    assert (d.kind, d.player, d.context["price"]) == ("buy", 1, 100)
    game.answer(True)
    assert game.pending is None
    assert game.state.owner[BROADWAY] == 1
    # $100 into the PUBLIC TREASURY; no rent on his own new lot.
    assert money_moves(game) == [("buy", "Ben", TREASURY, 100, "1906 Rule 7")]
    assert game.state.treasury == 100 and game.player("Ben").cash == 300


def test_rule7_bids_go_round_from_the_landers_left_and_he_has_the_first_option():
    # Ben lands; Cal (on his left) bids $120, then Ann must bid more than that: $150.
    # Ben has the first option at $150 and takes it.
    game = land_on_broadway(cal={})
    d = game.pending
    assert (d.kind, d.player, d.low) == ("bid", 2, 100)
    game.answer(120)
    d = game.pending
    assert (d.kind, d.player, d.low) == ("bid", 0, 121)
    game.answer(150)
    d = game.pending
    assert (d.kind, d.player, d.context["price"]) == ("buy", 1, 150)
    game.answer(True)
    assert game.state.owner[BROADWAY] == 1
    assert game.player("Ben").cash == 250 and game.state.treasury == 150
    assert game.player("Ann").cash == 400 and game.player("Cal").cash == 400
    assert [e.amount for e in events(game, "bid")] == [120, 150]
    assert all(e.rule == "1906 Rule 7" for e in events(game, "bid"))


def test_rule7_lander_declines_highest_bidder_must_buy_and_lander_pays_him_rent():
    game = land_on_broadway(cal={})
    game.answer(120)       # Cal
    game.answer(150)       # Ann
    game.answer(False)     # Ben declines the first option
    assert game.pending is None
    assert game.state.owner[BROADWAY] == 0
    # Ann pays her $150 into the PUBLIC TREASURY; Ben pays Ann the $18 land rent.
    assert money_moves(game) == [("buy", "Ann", TREASURY, 150, "1906 Rule 7"),
                                 ("rent", "Ben", "Ann", 18, "1906 Rule 7")]
    assert game.player("Ann").cash == 400 - 150 + 18
    assert game.player("Ben").cash == 400 - 18
    assert game.player("Cal").cash == 400
    assert game.money_is_conserved()


def test_rule7_lander_who_cannot_pay_the_highest_bid_gets_no_option():
    # Ben has $120; Ann bids $130: Ben cannot take the first option, Ann must buy.
    game = land_on_broadway(ben={"cash": 120})
    game.answer(130)
    assert game.pending is None
    assert game.state.owner[BROADWAY] == 0
    assert game.player("Ann").cash == 400 - 130 + 18 and game.player("Ben").cash == 120 - 18


def test_rule7_nobody_buys_rent_to_the_public_treasury():
    game = land_on_broadway()
    game.answer(0)
    game.answer(False)
    assert game.pending is None
    assert game.state.owner[BROADWAY] == PACK
    assert money_moves(game) == [("rent", "Ben", TREASURY, 18, "1906 Rule 7")]
    assert game.state.treasury == 18


def test_rule7_a_player_who_cannot_pay_the_price_is_not_asked_to_bid():
    # Cal has $50, less than Broadway's $100: only Ann is asked.
    game = land_on_broadway(cal={"cash": 50})
    assert game.pending.kind == "bid" and game.pending.player == 0


@pytest.mark.parametrize("bad", [99, 1, -5, 401, 1000, "150", 150.0, True, None])
def test_rule7_illegal_bids_are_refused_and_change_nothing(bad):
    # Ann's bid must be 0 (pass) or a whole number from the printed price $100 up to her cash $400.
    game = land_on_broadway()
    before = snapshot(game)
    with pytest.raises(IllegalAction):
        game.answer(bad)
    assert snapshot(game) == before
    # The game goes on normally afterwards.
    game.answer(100)
    game.answer(False)
    assert game.state.owner[BROADWAY] == 0


def test_rule7_a_bid_must_beat_the_bid_before():
    game = land_on_broadway(cal={})
    game.answer(120)                     # Cal
    before = snapshot(game)
    for bad in (120, 110, 100):          # Ann must bid at least $121
        with pytest.raises(IllegalAction):
            game.answer(bad)
        assert snapshot(game) == before
    game.answer(121)
    assert game.pending.kind == "buy" and game.pending.context["price"] == 121


def test_rule7_bids_above_the_bidders_cash_are_refused():
    game = land_on_broadway(ann={"cash": 150})
    before = snapshot(game)
    with pytest.raises(IllegalAction):
        game.answer(151)
    assert snapshot(game) == before
    game.answer(150)
    assert game.pending.kind == "buy"


# ----- Rule 14: houses ------------------------------------------------------------------------------

def test_rule14_build_a_house_for_100_into_miscellaneous():
    game = stage({"name": "Ann", "cash": 400, "position": "Central Park", "cards": ["Broadway"]},
                 {"name": "Ben", "cash": 400}, dice=[[4, 6]])
    game.step()
    d = game.pending
    assert d.kind == "turn" and {"build": BROADWAY} in d.options
    misc = game.state.misc
    game.answer({"build": BROADWAY})
    assert game.pending.kind == "turn"          # he may build again, or throw
    assert game.state.houses[BROADWAY] == 1 and game.state.house_owner[BROADWAY] == 0
    assert game.player("Ann").cash == 300 and game.state.misc == misc + 100
    build = events(game, "build")
    assert len(build) == 1 and (build[0].payee, build[0].amount, build[0].rule) == (MISCELLANEOUS, 100,
                                                                                    "1906 Rule 14")
    play(game, "throw")                         # 20 + 10 = 30: Blueblood, Jail; fine for this test
    assert game.money_is_conserved()


def test_rule14_house_rent_is_10_dollars_a_house_besides_land_rent():
    # Broadway with two houses: $18 land rent (Rule 7) + 2 x $10 house rent (Rule 14) = $38.
    game = land_on_broadway(ann={"cards": ["Broadway"], "houses": {"Broadway": 2}})
    assert money_moves(game) == [("rent", "Ben", "Ann", 18, "1906 Rule 7"),
                                 ("house_rent", "Ben", "Ann", 20, "1906 Rule 14")]
    assert game.player("Ben").cash == 400 - 38


def test_rule14_no_limit_on_houses_in_the_ordinary_game():
    # "One or more houses may be erected upon the same lot": a fourth house is allowed.
    game = stage({"name": "Ann", "cash": 400, "cards": ["Broadway"], "houses": {"Broadway": 3}},
                 {"name": "Ben", "cash": 400})
    game.step()
    game.answer({"build": BROADWAY})
    assert game.state.houses[BROADWAY] == 4


def test_rule14_he_builds_only_on_his_own_lots_and_only_with_100_dollars():
    game = stage({"name": "Ann", "cash": 400, "cards": ["Broadway"]},
                 {"name": "Ben", "cash": 400, "cards": ["Wall Street"]})
    game.step()
    assert game.pending.context["builds"] == [BROADWAY]
    before = snapshot(game)
    with pytest.raises(IllegalAction):
        game.answer({"build": 38})             # Ben's Wall Street
    with pytest.raises(IllegalAction):
        game.answer({"build": 33})             # Madison Square, in the pack
    assert snapshot(game) == before
    poor = stage({"name": "Ann", "cash": 99, "cards": ["Broadway"]}, {"name": "Ben", "cash": 400})
    poor.step()
    assert poor.pending.context["builds"] == []
    with pytest.raises(IllegalAction):
        poor.answer({"build": BROADWAY})
