"""Bad input to the 1906 rules' own actions: Rule 19's agreement to stop (``Game.agree_to_stop``) and
answers to the decisions the rules' readings R-30 and R-31 ask (no giving up before every way to raise
money is tried; a luxury bought on borrowed money). Each is refused with a named error and changes nothing."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from landlord_edu import Game, GameOver, IllegalAction

from ._bad_input import Bad, refused_cleanly
from ._rules import MADISON_SQUARE, snapshot, stage


def watching(game: Game) -> Callable[[], Any]:
    return lambda: (snapshot(game), [dict(a) for a in game.agreements], list(game.answers))


def park(**kw: Any) -> Game:
    return stage({"name": "Ann", "cash": 400, "position": 17}, {"name": "Ben", "cash": 400, "position": 18},
                 current="Ann", dice=[[1, 2], [1, 1]], **kw)


def not_begun() -> Game:
    return Game(players=3, seed=1)


def over() -> Game:
    game = Game(players=3, seed=1)
    game.run()
    return game


def at_a_bid() -> Game:
    # Ben (Goat Alley + 1+2) reaches Soakum Lighting System, in the pack: Ann is asked to bid.
    game = stage({"name": "Ann", "cash": 400}, {"name": "Ben", "cash": 400, "position": 10},
                 current="Ben", dice=[[1, 2]])
    game.step()
    game.answer("throw")
    assert game.pending.kind == "bid"
    return game


def agreed_next_double() -> Game:
    game = park()
    game.agree_to_stop("next_double")
    return game


def game_1939() -> Game:
    game = Game(players=3, seed=1, edition="1939")
    game.step()
    return game


def short_of_rent() -> Game:
    """Ben ($5, holding Wall Street) owes Ann $18 on Broadway: a raise_funds decision, with no give_up."""
    game = stage({"name": "Ann", "cash": 400, "position": "Central Park", "cards": ["Broadway"]},
                 {"name": "Ben", "cash": 5, "position": 28, "cards": ["Wall Street"]}, current="Ben", dice=[[1, 2]])
    game.step()
    game.answer("throw")
    game.answer("forward")
    assert game.pending.kind == "raise_funds"
    return game


def short_of_a_luxury(accept: bool) -> Game:
    """Ben ($40, holding Wall Street) reaches Luxury: offered it on credit; if he accepts, how to borrow."""
    game = stage({"name": "Ann", "cash": 400, "position": "Central Park"},
                 {"name": "Ben", "cash": 40, "position": MADISON_SQUARE, "cards": ["Wall Street"]},
                 current="Ben", dice=[[2, 4]])
    game.step()
    game.answer("throw")
    game.answer("forward")
    assert game.pending.kind == "luxury"
    if accept:
        game.answer(True)
        assert game.pending.kind == "raise_funds"
    return game


def agree(make: Callable[[], Game], when: Any) -> tuple[Callable[[], Any], Callable[[], Any]]:
    game = make()
    return (lambda: game.agree_to_stop(when)), watching(game)


def answer(make: Callable[[], Game], value: Any) -> tuple[Callable[[], Any], Callable[[], Any]]:
    game = make()
    return (lambda: game.answer(value)), watching(game)


def case(ident: str, made: tuple[Callable[[], Any], Callable[[], Any]], error: type, *names: str) -> Bad:
    call, watch = made
    return Bad(ident, call, error, names, watch)


BAD_WHEN = [("later", "'later'"), ("NOW", "'NOW'"), ("", "''"), (None, "None"), (1, "1"), (True, "True"),
            (["now"], "['now']"), ({"when": "now"}, "{'when': 'now'}"), ("next double", "'next double'")]

CASES: list[Bad] = [
    *(case(f"rules-agree-when-{i}", agree(park, when), IllegalAction, "when must be one of", shown)
      for i, (when, shown) in enumerate(BAD_WHEN)),
    case("rules-agree-before-the-deal", agree(not_begun, "now"), IllegalAction, "step()"),
    case("rules-agree-game-over", agree(over, "now"), GameOver, "the game is over"),
    case("rules-agree-game-over-next-double", agree(over, "next_double"), GameOver, "the game is over"),
    case("rules-agree-during-a-bid", agree(at_a_bid, "now"), IllegalAction, "must wait", "Soakum"),
    case("rules-agree-next-double-twice", agree(agreed_next_double, "next_double"), IllegalAction,
         "already agreed", "next double"),
    case("rules-agree-1939", agree(game_1939, "now"), IllegalAction, "1939", "Rule 19"),
    case("rules-raise-funds-give-up", answer(short_of_rent, "give_up"), IllegalAction, "'give_up'", "mortgage:38"),
    case("rules-raise-funds-sell-unheld", answer(short_of_rent, "sell:31"), IllegalAction, "'sell:31'"),
    case("rules-luxury-credit-yes-string", answer(lambda: short_of_a_luxury(False), "yes"), IllegalAction, "'yes'"),
    case("rules-luxury-credit-one", answer(lambda: short_of_a_luxury(False), 1), IllegalAction, "luxury", "1"),
    case("rules-luxury-credit-sell", answer(lambda: short_of_a_luxury(True), "sell:38"), IllegalAction,
         "'sell:38'", "mortgage:38"),
    case("rules-luxury-credit-give-up", answer(lambda: short_of_a_luxury(True), "give_up"), IllegalAction,
         "'give_up'"),
]


@pytest.mark.parametrize("case", CASES, ids=str)
def test_refused(case: Bad) -> None:
    refused_cleanly(case)
