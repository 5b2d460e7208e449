"""Landlord!: the rule sheet's Variants as switches, off by default (R-LL66..R-LL69): a set end (rounds or
money), buying or trading any card, and dollars x100 (a display switch: play is the same)."""

from __future__ import annotations

import io

import pytest

from landlord_edu import Game, IllegalAction, Options
from landlord_edu.editions.friese.plays import play_cards

from ._rules_ll import ED, drive, hand, part, said, table
from ._support import continue_both, round_trip

LINEUP = ["landlord", "cautious", "landlord"]


def _game(seed: int = 1, **switches: object) -> Game:
    game = Game(3, strategies=LINEUP, seed=seed, edition=ED, options=Options(**switches))
    game.run()
    return game


def _cards_in_play(game: Game) -> int:
    own = game.state.extra
    assert own is not None
    built = sum(len(b.cards()) for b in own.buildings)  # type: ignore[attr-defined]
    return len(own.draw) + len(own.discard) + sum(map(len, own.hands)) + built + 1  # type: ignore[attr-defined]


def test_a_set_number_of_rounds_ends_the_game_and_the_piles_are_reshuffled_until_then() -> None:
    """60 rounds outlast the deck: the discard pile becomes the draw pile each time the draw pile runs out."""
    game = _game(ll_end_rounds=60)
    assert game.state.over and game.state.end_reason == "rounds" and game.state.round == 60
    assert game.state.turn == 60 * 3  # every player had as many turns
    own = game.state.extra
    assert own.reshuffles >= 1 and own.turns_left == -1  # type: ignore[attr-defined]
    assert said(game.engine, "Variants")[0].startswith("this game plays the variant: Change the end game")
    assert said(game.engine, "Variants")[-1].startswith("60 rounds are played")
    assert _cards_in_play(game) == len(game.edition.constants.deck) and game.money_is_conserved()


def test_a_set_number_of_rounds_shorter_than_the_deck_ends_before_it() -> None:
    plain, short = _game(), _game(ll_end_rounds=4)
    assert plain.state.round > 4 and short.state.round == 4 and short.state.end_reason == "rounds"


def test_an_amount_of_money_ends_the_game_at_the_end_of_the_round_it_is_reached() -> None:
    game = Game(3, strategies=LINEUP, seed=2, edition=ED, options=Options(ll_end_money=30))
    reached = None
    while not game.over:
        game.step()
        if reached is None and max(p.cash for p in game.state.players) >= 30:
            reached = game.state.turn
    assert reached is not None and game.state.end_reason == "money"
    assert game.state.turn == -(-reached // 3) * 3  # the end of that round
    assert "at least $30, at the end of the round" in said(game.engine, "Variants")[-1]


def test_by_default_the_deck_ends_the_game() -> None:
    game = _game()
    assert game.state.end_reason == "deck" and not said(game.engine, "Variants")


def test_buying_any_card_by_name_for_dollars() -> None:
    g = table(ll_trade_any=True)
    police, = hand(g, 1, "Police")
    hand(g, 1, "Police")  # a spare: the bots would sell
    g.state.players[0].cash = 5
    asked = drive(play_cards(g, 0), {"buy_card": 1, "name": "Police", "price": 3}, police, "done")
    assert asked[1].kind == "sell_card" and asked[1].options == ("no", police)
    assert police in part(g).hands[0] and [p.cash for p in g.state.players][:2] == [2, 3]
    assert said(g, "Variants")[-1].endswith("(Allow players to buy or trade any card on their turn) (Variants)")


def test_trading_a_card_for_a_card_and_one_offer_per_player_a_turn() -> None:
    g = table(ll_trade_any=True)
    alibi, = hand(g, 0, "Alibi")
    court, = hand(g, 1, "Court")
    drive(play_cards(g, 0), {"buy_card": 1, "name": "Court", "give": alibi}, court, "done")
    assert part(g).hands[0] == [court] and part(g).hands[1] == [alibi]
    with pytest.raises(IllegalAction, match="offer this turn already"):
        drive(play_cards(g, 0), {"buy_card": 1, "name": "Alibi", "give": court})


def test_an_offer_for_a_card_not_held_is_refused_without_a_question() -> None:
    g = table(ll_trade_any=True)
    g.state.players[0].cash = 5
    asked = drive(play_cards(g, 0), {"buy_card": 2, "name": "Bomb", "price": 2}, "done")
    assert [d.kind for d in asked] == ["play", "play"] and g.state.players[0].cash == 5
    assert "does not sell Bomb" in said(g, "Variants")[-1]


def test_dollars_x100_changes_the_final_table_only() -> None:
    plain, shown = _game(seed=3), _game(seed=3, ll_dollars_x100=True)
    strip = [(e.kind, e.text, e.amount) for e in plain.events]
    assert strip == [(e.kind, e.text, e.amount) for e in shown.events if e.rule != f"{ED} Variants"]
    assert plain.outcome() == shown.outcome()
    out = io.StringIO()
    shown.rules.standings(shown, out)
    money = max(p.cash for p in shown.state.players)
    assert f"money ${money * 100:>4}" in out.getvalue() and "multiply all dollar amounts by 100" in out.getvalue()


def test_all_players_respond_whole_games_play_and_the_bots_answer_for_others_against_the_leader() -> None:
    answered = 0
    for seed in range(12):
        game = _game(seed, ll_all_respond=True)
        assert game.state.over and game.money_is_conserved()
        answered += sum("answers for" in t for t in said(game.engine, "Variants"))
    assert answered > 0


def test_a_game_under_the_variants_round_trips_through_a_save_mid_game() -> None:
    game = Game(4, strategies=[*LINEUP, "cautious"], seed=6, edition=ED,
                options=Options(ll_end_rounds=40, ll_all_respond=True, ll_trade_any=True))
    game.run(max_turns=30)
    loaded = round_trip(game)
    assert loaded.options == game.options
    continue_both(game, loaded)
    assert game.state.end_reason == "rounds"
