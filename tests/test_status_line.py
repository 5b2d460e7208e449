"""The board's status line names the player to play only once the setting up has found him."""

from __future__ import annotations

import pytest

from landlord_edu import Game
from landlord_edu.board.status import NOT_STARTED
from landlord_edu.board.svg import centre_texts, describe_board


@pytest.mark.parametrize("edition", ["1906", "1939"])
def test_before_the_setting_up_nobody_is_named_then_the_first_player_is(edition: str) -> None:
    for seed in range(12):  # some seeds let another player than Ann throw first
        game = Game(players=4, seed=seed, edition=edition)
        assert centre_texts(game)["le-status"] == NOT_STARTED
        assert describe_board(game).startswith(NOT_STARTED + ". ")
        game.step()
        first = game.state.players[game.state.first].name
        assert centre_texts(game)["le-status"] == f"Turn 1: {first} to play"
        if first != "Ann":
            return
    raise AssertionError("no seed from 0 to 11 let another player than Ann throw first")


def test_while_the_deal_waits_for_a_person_the_line_says_who_answers() -> None:
    game = Game(players=["Ann", "Ben"], strategies=["human", "cautious"], seed=1)
    game.step()
    assert game.pending is not None and not game.started
    assert centre_texts(game)["le-status"] == "Setting up: Ann to answer"


def test_a_finished_game_says_so() -> None:
    game = Game(players=2, seed=3)
    game.run()
    assert centre_texts(game)["le-status"] == "Game over" and describe_board(game).startswith("The game is over. ")
