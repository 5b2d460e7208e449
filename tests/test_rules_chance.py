"""Rule 11, Chance: a card is drawn from the red pack, followed, and returned to the pack.

The 1906 texts are lost (R-26); each effect kind is tested exactly with a one-card deck in a copy
of the 1906 edition (the ``chance_edition`` fixture), and the shipped deck only for its bookkeeping.
"""

from __future__ import annotations

import pytest

from landlord_edu import load_edition

from ._rules import (
    CENTRAL_PARK,
    CHANCE_1,
    COTTAGE_TERRACE,
    MISCELLANEOUS,
    MOTHER_EARTH,
    SHELTER,
    TREASURY,
    events,
    money_moves,
    play,
    stage,
)


def draw(edition, players=2, ben_at=19, dice=(1, 2)):
    """Ben throws 1+2 from Cottage Terrace (19) onto the Chance at 22 and follows the one card."""
    rows = [{"name": "Ann", "cash": 400, "position": "Central Park", "cards": ["Cottage Terrace"]},
            {"name": "Ben", "cash": 400, "position": ben_at},
            {"name": "Cal", "cash": 400, "position": "Central Park"}][:players]
    game = stage(*rows, current="Ben", dice=[list(dice)], edition=edition)
    play(game, "throw")
    return game


def test_rule11_collect(chance_edition):
    game = draw(chance_edition('effect = "collect"\namount = 50\n'))
    [card] = events(game, "chance")[:1]
    assert card.rule == "1906 Rule 11" and "The Only Card" in card.text and card.space == CHANCE_1
    assert money_moves(game) == [("chance", MISCELLANEOUS, "Ben", 50, "1906 Rule 11")]
    assert game.player("Ben").cash == 450
    assert game.money_is_conserved()


def test_rule11_pay_into_the_public_treasury(chance_edition):
    game = draw(chance_edition('effect = "pay_treasury"\namount = 25\n'))
    assert money_moves(game) == [("chance", "Ben", TREASURY, 25, "1906 Rule 11")]
    assert game.state.treasury == 25


def test_rule11_pay_into_miscellaneous(chance_edition):
    game = draw(chance_edition('effect = "pay_miscellaneous"\namount = 20\n'))
    assert money_moves(game) == [("chance", "Ben", MISCELLANEOUS, 20, "1906 Rule 11")]
    assert game.player("Ben").cash == 380


def test_rule11_collect_from_each_other_player(chance_edition):
    # Three players: Cal and Ann each pay Ben $10 (in turn from his left).
    game = draw(chance_edition('effect = "collect_from_each"\namount = 10\n'), players=3)
    assert money_moves(game) == [("chance", "Cal", "Ben", 10, "1906 Rule 11"),
                                 ("chance", "Ann", "Ben", 10, "1906 Rule 11")]
    assert [p.cash for p in game.state.players] == [390, 420, 390]


def test_rule11_pay_each_other_player(chance_edition):
    game = draw(chance_edition('effect = "pay_each"\namount = 10\n'), players=3)
    assert [p.cash for p in game.state.players] == [410, 380, 410]
    assert game.money_is_conserved()


def test_rule11_move_to_mother_earth_collects_wages(chance_edition):
    game = draw(chance_edition('effect = "move_to"\nspace = 0\n'))
    ben = game.player("Ben")
    assert ben.position == MOTHER_EARTH and ben.cash == 500 and ben.wages_received == 1
    assert [e.rule for e in events(game, "move")] == ["1906 Rule 2", "1906 Rule 11"]


def test_rule11_move_forward_to_central_park_passes_mother_earth(chance_edition):
    # From the Chance at 22 "forward" to Central Park (20) goes all the way round: wages $100, the park is free.
    game = draw(chance_edition('effect = "move_to"\nspace = 20\n'))
    ben = game.player("Ben")
    assert ben.position == CENTRAL_PARK and ben.cash == 500
    assert events(game, "free")[0].rule == "1906 Rule 10"


def test_rule11_move_to_shelter_pays_its_tax(chance_edition):
    # 22 -> round the board to Shelter (10): wages $100, then the $10 tax (Rule 4).
    game = draw(chance_edition('effect = "move_to"\nspace = 10\n'))
    assert game.player("Ben").position == SHELTER
    assert [m[0] for m in money_moves(game)] == ["wages", "tax"]
    assert game.player("Ben").cash == 490


def test_rule11_move_back_three_follows_the_space_no_wages(chance_edition):
    # 22 - 3 = 19 Cottage Terrace, Ann's ($12 rent); a backward move earns no wages.
    game = draw(chance_edition('effect = "move_by"\nsteps = -3\n'))
    ben = game.player("Ben")
    assert ben.position == COTTAGE_TERRACE and ben.cash == 400 - 12 and ben.wages_received == 0
    assert money_moves(game) == [("rent", "Ben", "Ann", 12, "1906 Rule 7")]


def test_rule11_move_forward_past_mother_earth(chance_edition):
    # From the Chance at 37 (Ben at 34 throws 1+2, forward): +5 -> 42 = Fuel (2): wages, then $10 tax.
    game = stage({"name": "Ann", "cash": 400, "position": "Central Park"},
                 {"name": "Ben", "cash": 400, "position": 34}, current="Ben", dice=[[1, 2]],
                 edition=chance_edition('effect = "move_by"\nsteps = 5\n'))
    play(game, "throw", "forward")
    assert game.player("Ben").position == 2 and game.player("Ben").cash == 490


def test_rule11_go_to_jail(chance_edition):
    game = draw(chance_edition('effect = "go_to_jail"\n'))
    ben = game.player("Ben")
    assert ben.status == "jail" and ben.position == SHELTER and ben.cash == 400
    assert events(game, "jail")[0].rule == "1906 Rule 11"


def test_rule11_the_card_is_returned_to_the_pack(chance_edition):
    # A one-card pack can be drawn from twice: Ben, then Ann (Central Park + 1+1 = 22).
    edition = chance_edition('effect = "collect"\namount = 30\n')
    game = stage({"name": "Ann", "cash": 400, "position": "Central Park"},
                 {"name": "Ben", "cash": 400, "position": 19}, current="Ben", dice=[[1, 2], [1, 1]],
                 edition=edition)
    play(game, "throw")
    play(game, "throw")
    assert [e.player for e in events(game, "chance") if not e.payee] == ["Ben", "Ann"]
    assert game.player("Ann").cash == 430 and game.player("Ben").cash == 430


@pytest.mark.parametrize("seed", range(12))
def test_rule11_shipped_deck_draws_and_conserves_money(seed):
    # The reconstructed 1906 deck: one card is drawn (event "chance", Rule 11); money is conserved.
    game = stage({"name": "Ann", "cash": 400, "position": "Central Park", "strategy": "cautious"},
                 {"name": "Ben", "cash": 400, "position": 19, "strategy": "cautious"},
                 current="Ben", dice=[[1, 2]], seed=seed)
    game.step()
    draws = [e for e in game.events if e.kind == "chance" and not e.payee]
    assert len(draws) == 1 and draws[0].rule == "1906 Rule 11"
    titles = {c.title for c in load_edition("1906").chance}
    assert any(t in draws[0].text for t in titles)
    assert game.money_is_conserved()


def test_rule11_an_edited_deck_takes_effect_when_loaded_again(chance_edition):
    # R-26 tells instructors to edit chance.toml; edition.py promises "an instructor's folder is read
    # afresh each time, so edits take effect". Load, edit the folder, load again.
    folder = chance_edition('effect = "collect"\namount = 50\n')
    assert load_edition(str(folder)).chance[0].amount == 50
    text = (folder / "chance.toml").read_text(encoding="utf-8").replace("amount = 50", "amount = 75")
    (folder / "chance.toml").write_text(text, encoding="utf-8")
    assert load_edition(str(folder)).chance[0].amount == 75
