"""Rule 19 (the end of the game) and the scoring of 'The Object of the Game'."""

from __future__ import annotations

import pytest

from landlord_edu import GameOver

from ._rules import events, play, stage


def near_the_end(wages_received=4, rules=None):
    """Ben has had his wages ``wages_received`` times; from the Chance at 37 a 1+2 reaches Mother Earth."""
    return stage({"name": "Ann", "cash": 400, "position": "Central Park"},
                 {"name": "Ben", "cash": 400, "position": 37, "wages_received": wages_received},
                 current="Ben", dice=[[1, 2], [1, 2]], rules=rules)


def test_rule19_game_ends_when_a_player_has_received_wages_five_times():
    game = near_the_end()
    play(game, "throw")
    assert game.player("Ben").wages_received == 5
    assert game.over and game.state.end_reason == "wages"
    end = events(game, "end")
    assert len(end) == 1 and end[0].rule == "1906 Rule 19"
    out = game.outcome()
    assert out.reason == "wages" and out.winners == ("Ben",)        # Ben 500 v Ann 400
    with pytest.raises(GameOver):
        game.step()


def test_rule19_four_wages_do_not_end_it():
    game = near_the_end(wages_received=3)
    play(game, "throw")
    assert game.player("Ben").wages_received == 4 and not game.over


def test_rule19_wages_to_end_switch():
    game = near_the_end(wages_received=1, rules={"wages_to_end": 2})
    play(game, "throw")
    assert game.over and game.state.end_reason == "wages"


def test_rule19_agreed_number_of_rounds():
    # max_rounds=1: one round is Ben's turn then Ann's (Ben plays first in this position).
    game = stage({"name": "Ann", "cash": 400, "position": "Central Park"},
                 {"name": "Ben", "cash": 400, "position": "Central Park"},
                 current="Ben", dice=[[4, 6], [4, 6]], rules={"max_rounds": 1})
    play(game, "throw")                                # Ben -> Blueblood, Jail
    assert not game.over
    play(game, "throw")                                # Ann -> Blueblood, Jail
    assert game.over and game.state.end_reason == "rounds" and game.state.round == 1
    assert game.outcome().reason == "rounds" and game.outcome().winners == ("Ann", "Ben")   # equal wealth shares


def test_scoring_cash_plus_100_per_card_and_house():
    # "Every card and every house counts the holder or owner 100 at the end of the game."
    # Ann: $100 + 3 green cards + 2 houses + 1 luxury = 100 + 300 + 200 + 100 = 700.
    # Ben: $450 + 1 green card (Speculation, the Broker's License) = 550.
    game = stage({"name": "Ann", "cash": 100, "cards": ["Broadway", "Madison Square", "Royal Rusher R. R."],
                  "houses": {"Broadway": 2}, "luxuries": ["A Steam Yacht"]},
                 {"name": "Ben", "cash": 450, "cards": ["Speculation"]})
    assert game.wealth("Ann") == 700 and game.wealth("Ben") == 550
    table = game.standings()
    assert [(r["name"], r["cash"], r["cards"], r["houses"], r["wealth"]) for r in table] == [
        ("Ann", 100, 4, 2, 700), ("Ben", 450, 1, 0, 550)]


def test_end_settles_debts_as_far_as_cash_allows():
    # R-11 (settlement="foreclose"): at the end an unsecured debt is paid from the borrower's cash; the rest is
    # written off (Rule 18). (The face_value and write_off readings: tests/test_rules_readings.py.)
    # Ben owes Ann $600 on his wages; he ends the game by reaching Mother Earth a fifth time:
    # wages $100 -> he repays 500 at once (all his cash), the remaining $100 is written off at the end.
    game = stage({"name": "Ann", "cash": 400, "position": "Central Park"},
                 {"name": "Ben", "cash": 400, "position": 37, "wages_received": 4},
                 current="Ben", dice=[[1, 2]],
                 loans=[{"lender": "Ann", "borrower": "Ben", "principal": 600, "due": 600}],
                 rules={"settlement": "foreclose"})
    play(game, "throw")
    assert game.over
    assert game.player("Ben").cash == 0 and game.player("Ann").cash == 900
    assert game.state.loans == []
    forgive = events(game, "forgive")
    assert len(forgive) == 1 and forgive[0].rule == "1906 Rule 18"
    assert game.money_is_conserved()
