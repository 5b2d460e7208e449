"""The yellow spaces: Real Estate Offices and Idle Land (M21, Rule 6, rulings R39-18 and R39-19)."""

from __future__ import annotations

import pytest

from landlord_edu import IllegalAction

from ._rules_1939 import BANK, OFFICE_A, OFFICE_B, cite, events, money_moves, play, snapshot, stage39


def at_office(cash: int = 2000, idle_land=(), pile=(14, 3, 8, 1, 2, 4), **rules):
    """Ann on the SO WHAT space of Section A (5) throws 1+1 onto the Real Estate Office (7)."""
    return stage39({"name": "Ann", "cash": cash, "position": 5, "idle_land": list(idle_land)},
                   {"name": "Ben", "cash": 0}, dice=[(1, 1)], idle_land_pile=list(pile), rules=rules or None)


def idle(game, name: str = "Ann") -> list[int]:
    return game.state.phillips.holders[game.player(name).seat].idle_land


def test_m21_he_buys_the_top_cards_of_the_pile_unseen_at_200_dollars_each() -> None:
    game = at_office()
    game.step()
    game.answer("throw")
    d = game.pending
    assert d.kind == "idle_land" and d.options == ("done", "buy") and d.context["price"] == 200
    game.answer("buy")
    assert game.pending.options == ("done", "buy"), "nothing bought this turn may be sold back"
    game.answer("buy")
    game.answer("done")
    assert game.pending is None
    assert idle(game) == [14, 3] and game.state.phillips.idle_pile[:4] == [8, 1, 2, 4]
    assert len(game.state.phillips.idle_pile) == 14
    assert money_moves(game) == [("idle_land", "Ann", BANK, 200, cite("Rule 6"))] * 2
    assert game.player("Ann").cash == 1600 and "R39-19" in events(game, "idle_land")[0].text


def test_m21_he_sells_at_the_printed_value_and_the_card_goes_back_into_the_pile() -> None:
    # Idle Land 16 (Downtown Corner) sells for $3,000; 5 (Lots beyond the Car Line) for $600.
    game = at_office(cash=0, idle_land=[16, 5])
    game.step()
    game.answer("throw")
    assert game.pending.options == ("done", "sell:16", "sell:5"), "no cash: he cannot buy"
    assert game.pending.context["values"] == {"16": 3000, "5": 600}
    game.answer("sell:16")
    assert game.pending.options == ("done", "sell:5"), "having sold, he cannot buy in the same turn"
    game.answer("sell:5")
    assert game.pending is None, "nothing more to do"
    assert money_moves(game) == [("idle_land_sale", BANK, "Ann", 3000, cite("Rule 6")),
                                 ("idle_land_sale", BANK, "Ann", 600, cite("Rule 6"))]
    pile = game.state.phillips.idle_pile
    assert idle(game) == [] and sorted(pile) == list(range(1, 17))
    assert game.money_is_conserved()


def test_m21_at_most_five_cards_a_visit() -> None:
    game = at_office(cash=5000)
    game.step()
    game.answer("throw")
    for _ in range(5):
        game.answer("buy")
    assert game.pending is None, "after five cards the visit is over"
    assert len(idle(game)) == 5 and game.player("Ann").cash == 4000


def test_m21_at_most_five_cards_sold_a_visit() -> None:
    game = at_office(cash=0, idle_land=[9, 10, 11, 12, 13, 15], pile=(1,))
    game.step()
    game.answer("throw")
    for n in (9, 10, 11, 12, 13):
        game.answer(f"sell:{n}")
    assert game.pending is None and idle(game) == [15]
    assert game.player("Ann").cash == 900 + 1000 + 1200 + 1400 + 1600


def test_r39_18_the_other_reading_limits_the_cards_held_to_five() -> None:
    game = at_office(idle_land=[9, 10, 11, 12], idle_land_limit="holding")
    play(game, "throw", ("idle_land", "buy"))
    assert len(idle(game)) == 5


def test_r39_18_holding_reading_sells_any_number() -> None:
    game = at_office(cash=0, idle_land=[9, 10, 11, 12, 13, 15], idle_land_limit="holding")
    game.step()
    game.answer("throw")
    for n in (9, 10, 11, 12, 13, 15):
        game.answer(f"sell:{n}")
    assert game.pending is None and idle(game) == []


def test_m21_an_empty_pile_sells_nothing() -> None:
    everyone = list(range(1, 17))
    game = stage39({"name": "Ann", "cash": 2000, "position": 5}, {"name": "Ben", "cash": 0, "idle_land": everyone},
                   dice=[(1, 1)])
    play(game, "throw")  # no decision at the office: no card to buy, none to sell
    assert game.player("Ann").position == OFFICE_A and money_moves(game) == []


def test_r39_19_a_card_bought_may_be_sold_on_a_later_turn_at_any_office() -> None:
    # Turn 1: Ann buys Idle Land 14 (Factory Site, $2,000) at the office in Section A. Her next turn: 7 + 10
    # = 17, the office of Section B, where she sells it.
    game = stage39({"name": "Ann", "cash": 1000, "position": 5}, {"name": "Ben", "cash": 0}, {"name": "Cal", "cash": 0},
                   dice=[(1, 1), (1, 1), (1, 1), (4, 6)], idle_land_pile=[14, 1])
    play(game, "throw", "buy", "done")
    play(game, "throw")
    play(game, "throw")
    assert play(game, "throw", ("idle_land", "sell:14")) == ["turn", "idle_land"]
    assert game.player("Ann").position == OFFICE_B and game.player("Ann").cash == 1000 - 200 + 2000


def test_m21_illegal_answers_at_the_office_leave_the_state_alone() -> None:
    game = at_office(idle_land=[16])
    game.step()
    game.answer("throw")
    before = snapshot(game)
    for bad in ("sell:3", "sell:16 ", "BUY", 16, True, {"buy": 1}, "sell"):
        with pytest.raises(IllegalAction):
            game.answer(bad)
        assert snapshot(game) == before
