"""The extension lf_site_tax (NOT IN THE SOURCE, off by default): at Start a player pays the bank a percentage of
his properties' mortgage values; one he cannot pay sends him to jail, as a tax does."""

from __future__ import annotations

from ._rules_lf import BANK, events, lf_game, money_moves, part, play

LOCUST, WALNUT, RAILROAD = 16, 19, 5


def passing_start(cash: int = 1500, **switches):
    """Ann on 37 (holding Locust St., Walnut St. and the U.S. Railroad) throws 1+3 to Basin St."""
    game = lf_game(dice=[(1, 3)], owner={LOCUST: "Ann", WALNUT: "Ann", RAILROAD: "Ann"}, cash=cash, **switches)
    game.state.players[0].position = 37
    return game


def test_off_by_default() -> None:
    game = passing_start()
    play(game, ("turn", "throw"), ("buy", False), ("lodge", 1))
    assert not events(game, "site_tax")


def test_five_percent_of_the_properties_mortgage_values_at_start() -> None:
    game = passing_start(lf_site_tax=5)
    since = len(game.events)
    play(game, ("turn", "throw"), ("buy", False), ("lodge", 1))
    tax = [m for m in money_moves(game, since) if m[0] == "site_tax"]
    assert tax == [("site_tax", "Ann", BANK, 9, "laissez-faire extension: site tax (not in the source)")]  # 5% of 190


def test_a_site_tax_he_cannot_pay_sends_him_to_jail() -> None:
    game = passing_start(cash=0, lf_site_tax=100)  # $200 at Start, $190 due: he pays
    game.step()
    game.answer("throw")
    assert game.state.players[0].status == "track" and game.state.players[0].cash == 10
    game = passing_start(cash=0, lf_site_tax=100)
    game.state.owner[39] = 0  # and Wall St. ($200): $390 due
    play(game, ("turn", "throw"))
    assert game.state.players[0].status == "jail" and part(game).jail_side[0] == 50
