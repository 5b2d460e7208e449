"""The readings of what the 1906 text leaves open about debts and sales (rulings R-11, R-34) and a game begun
under the Single Tax (R-35): each switch's values, the bots' answers to the seller's decision, and the new
start played, saved, replayed and run as an experiment."""

from __future__ import annotations

import io
import json

import pytest

from landlord_edu import Game, Options
from landlord_edu.cli import main
from landlord_edu.decisions import YES_NO, Decision
from landlord_edu.experiments import STARTED_UNDER_SINGLE_TAX, parse_regime, run_experiment
from landlord_edu.persistence import load_game, save_game
from landlord_edu.strategies import make_strategy

from ._rules import WALL_STREET, events, play, stage

# ----- the loans still open at the end ------------------------------------------------------------------


def ended_with_a_mortgage(settlement: str) -> Game:
    """Ben owes Ann $30 on a mortgage of Wall Street and has $10 when the players agree to stop."""
    game = stage({"name": "Ann", "cash": 400, "position": "Central Park"},
                 {"name": "Ben", "cash": 10, "position": 28, "cards": ["Wall Street"]},
                 loans=[{"lender": "Ann", "borrower": "Ben", "principal": 27, "due": 30, "security": "Wall Street"}],
                 rules={"settlement": settlement})
    game.agree_to_stop("now")
    assert game.over and game.money_is_conserved()
    return game


def test_settlement_foreclose_takes_the_card_for_what_is_left():
    game = ended_with_a_mortgage("foreclose")
    assert game.state.owner[WALL_STREET] == 0 and game.state.loans == []
    assert game.wealths() == [410 + 100, 0]
    assert [e.rule for e in events(game, "foreclose")] == ["1906 Rule 16"]


def test_settlement_face_value_counts_the_rest_against_the_borrower_and_for_the_lender():
    game = ended_with_a_mortgage("face_value")
    assert game.state.owner[WALL_STREET] == 1                    # no card changes hands
    assert [loan.due for loan in game.state.loans] == [20]       # $10 repaid in cash, $20 still owed
    assert game.wealths() == [410 + 20, 100 - 20]
    [counted] = events(game, "debt_counted")
    assert counted.rule == "1906 Rule 16" and "$20" in counted.text and not events(game, "foreclose")
    assert game.result()["debts"] == [{"borrower": "Ben", "lender": "Ann", "due": 20}]
    assert [row[1] for row in game.scores()] == [0, 1]                # Ben still holds his card


def test_settlement_write_off_keeps_the_card_and_forgives_the_rest():
    game = ended_with_a_mortgage("write_off")
    assert game.state.owner[WALL_STREET] == 1 and game.state.loans == []
    assert game.wealths() == [410, 100]
    assert [e.rule for e in events(game, "forgive")] == ["1906 Rule 18"]
    assert "debts" not in game.result()


def test_face_value_debts_are_shown_in_the_final_table():
    game = ended_with_a_mortgage("face_value")
    out = io.StringIO()
    game.rules.standings(game, out)
    assert "- $20 he owes" in out.getvalue() and "+ $20 owed to him" in out.getvalue()


# ----- a sale to raise money --------------------------------------------------------------------------


def short_with_a_card(sale: str, card: str = "Wall Street", houses: int = 0) -> Game:
    """Ben at Johnson Circle (28) throws 1+2 onto Ann's Broadway (31): rent $18, and he has $8."""
    return stage({"name": "Ann", "cash": 400, "position": "Central Park", "cards": ["Broadway", "The Bowery"]},
                 {"name": "Ben", "cash": 8, "position": 28, "cards": [card],
                  "houses": {card: houses} if houses else {}},
                 current="Ben", dice=[[1, 2]], rules={"forced_sale": sale})


def reach(game: Game, *answers: object) -> None:
    """Play the turn from its start with ``answers``, stopping at the next decision."""
    game.step()
    for answer in answers:
        game.answer(answer)


def test_seller_may_refuse_the_highest_bid_and_keep_the_card():
    game = short_with_a_card("seller_accepts")
    play(game, "throw", "forward", ("raise_funds", "sell:38"), ("bid", 5), ("accept_sale", False),
         ("raise_funds", "borrow"), ("lend", 0), ("raise_funds", "mortgage:38"), ("lend", 0))
    assert game.state.owner[WALL_STREET] == 1 and game.player("Ben").status == "poor_house"
    [refused] = events(game, "sale_refused")
    assert refused.rule == "1906 Rule 1" and "$5" in refused.text
    assert game.money_is_conserved()


def test_seller_who_accepts_sells_at_the_highest_bid():
    game = short_with_a_card("seller_accepts")
    play(game, "throw", "forward", ("raise_funds", "sell:38"), ("bid", 90), ("accept_sale", True))
    assert game.state.owner[WALL_STREET] == 0 and game.player("Ben").cash == 8 + 90 - 18


def test_the_seller_is_asked_in_plain_words():
    game = short_with_a_card("seller_accepts", houses=2)
    reach(game, "throw", "forward", "sell:38", 40)
    d = game.pending
    assert d.kind == "accept_sale" and d.player == 1 and d.options == (True, False)
    assert "Ann bids $40 for Wall Street with his 2 houses" in d.prompt and "(Rule 1)" in d.prompt
    assert d.context == {"space": WALL_STREET, "luxury": None, "buyer": 0, "price": 40, "houses": 2}


def test_the_auction_reading_sells_to_the_highest_bid_without_asking():
    game = short_with_a_card("auction")
    asked = play(game, "throw", "forward", ("raise_funds", "sell:38"), ("bid", 10))
    assert "accept_sale" not in asked and game.state.owner[WALL_STREET] == 0


@pytest.mark.parametrize(("bot", "houses", "price", "sells"), [
    ("landlord", 0, 99, False), ("landlord", 0, 100, True), ("landlord", 2, 299, False), ("landlord", 2, 300, True),
    ("cautious", 0, 99, False), ("cautious", 0, 100, True), ("cautious", 1, 199, False), ("cautious", 1, 200, True),
])
def test_bots_sell_only_at_a_price_they_can_defend(bot, houses, price, sells):
    # Wall Street is printed at $100 and counts 100 at the end; each house cost $100 and counts 100.
    game = short_with_a_card("seller_accepts", houses=houses)
    reach(game, "throw", "forward", "sell:38", price)
    assert make_strategy(bot).decide(game.pending, game) is sells


def test_cautious_sells_a_deed_of_no_value_under_the_single_tax_for_anything():
    game = stage({"name": "Ann", "cash": 400}, {"name": "Ben", "cash": 0, "cards": ["Wall Street"]}, single_tax=True)
    d = Decision("accept_sale", 1, "Ann bids $1 for Wall Street", YES_NO,
                 context={"space": WALL_STREET, "luxury": None, "buyer": 0, "price": 1, "houses": 0})
    assert make_strategy("cautious").decide(d, game) is True and make_strategy("landlord").decide(d, game) is True
    luxury = Decision("accept_sale", 1, "Ann bids $74 for a luxury", YES_NO,
                      context={"space": -1, "luxury": "Yacht", "buyer": 0, "price": 74, "houses": 0})
    assert make_strategy("cautious").decide(luxury, game) is False           # it cost $75 (Rule 13)
    assert make_strategy("landlord").decide(luxury, game) is False           # it counts 100


def test_every_bot_plays_the_new_readings_to_the_end():
    options = Options(forced_sale="seller_accepts", settlement="face_value")
    asked = 0
    for seed in range(12):
        game = Game(4, seed=seed, strategies=["random", "landlord", "cautious", "random"], options=options)
        game.run()
        asked += len(events(game, "sale_refused")) + len(events(game, "sale"))
        assert game.over and game.money_is_conserved()
    assert asked > 0


# ----- a game begun under the Single Tax ----------------------------------------------------------------


def dealt(start: str, seed: int) -> list[int]:
    """The cards offered at the deal to four human players who buy nothing."""
    game = Game(4, seed=seed, strategies=["human"] * 4, options=Options(start=start))
    game.step()
    offered = []
    while game.pending is not None:
        offered.append(game.pending.context["space"])
        game.answer(False)
    return offered


def test_begun_under_the_single_tax_no_deed_is_offered_and_the_same_charters_are():
    for seed in range(3):
        lots = {s.index for s in Game(2).edition.board.spaces if s.kind == "lot"}
        assert dealt("single_tax", seed) == [i for i in dealt("deal", seed) if i not in lots]


def test_begun_under_the_single_tax_with_an_empty_treasury():
    game = Game(4, seed=3, options=Options(start="single_tax"))
    game.step()
    st = game.state
    assert st.single_tax and st.treasury == 0 and st.turn == 0
    assert not any(st.owner[s.index] >= 0 for s in game.edition.board.spaces if s.kind == "lot")
    bought = sum(e.amount for e in events(game, "buy"))
    [emptied] = events(game, "treasury_emptied")
    assert emptied.rule == "1906 Single Tax Rule 2" and emptied.amount == bought > 0
    assert events(game, "single_tax")[0].rule == "1906 Single Tax"
    game.run()
    assert game.over and game.money_is_conserved() and game.result()["single_tax_turn"] == 0


def test_a_game_begun_under_the_single_tax_is_saved_loaded_and_replayed(tmp_path):
    game = Game(4, seed=5, options=Options(start="single_tax"))
    game.run(max_turns=30)
    path = tmp_path / "st.json"
    save_game(game, path)
    loaded = load_game(path)
    assert loaded.options.start == "single_tax" and loaded.state.to_dict() == game.state.to_dict()
    replayed = Game.replay(game.record())
    assert replayed.state.to_dict() == game.state.to_dict()


def test_a_save_without_the_new_switches_reads_as_it_was_played(tmp_path):
    # a save written before the switches existed was played under the old readings
    game = Game(4, seed=2, options=Options(settlement="foreclose", forced_sale="auction"))
    game.run()
    path = tmp_path / "old.json"
    save_game(game, path)
    data = json.loads(path.read_text(encoding="utf-8"))
    for switch in ("settlement", "forced_sale", "start"):
        del data["options"][switch]
    path.write_text(json.dumps(data), encoding="utf-8")
    loaded = load_game(path)
    assert (loaded.options.settlement, loaded.options.forced_sale, loaded.options.start) == \
        ("foreclose", "auction", "deal")


def test_the_experiment_regime_and_its_command_line_words():
    assert parse_regime("begun=start:single_tax").options.start == "single_tax"
    result = run_experiment([STARTED_UNDER_SINGLE_TAX], games=2, workers=1, progress=False)
    assert result.games["single_tax"].all() and (result.games["single_tax_turn"] == 0).all()


def test_the_command_line_plays_a_game_begun_under_the_single_tax(capsys):
    assert main(["play", "--start", "single_tax", "--json", "--seed", "4"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["single_tax"] and result["single_tax_turn"] == 0 and result["options"]["start"] == "single_tax"
