"""Net Worth, Ending the Game and Stalemate Conditions: the text's contract values (±$23, -$100), net worth's
four items, objective 1's declaration (concede, or the last lap), objective 2's rounds, objective 3's end."""

from __future__ import annotations

import pytest

from landlord_edu import Game
from landlord_edu.editions.laissez_faire.ending import income_share_value, net_worth, pact_value_to_third_party
from landlord_edu.errors import DataError
from landlord_edu.options import Options

from ._rules_lf import cite, events, lf_game, part, play

LOCUST, TRUCKING = 16, 35


def test_the_texts_income_share_25_percent_of_locust_street_is_worth_23_dollars() -> None:
    game = lf_game()
    mortgage = game.edition.constants.mortgage[LOCUST]
    assert mortgage == 90
    assert income_share_value(25, mortgage) == 23  # -$23 to A, +$23 to B


def test_the_texts_new_york_pact_is_worth_minus_100_to_the_trucking_companys_owner() -> None:
    game = lf_game()
    assert pact_value_to_third_party([game.edition.constants.mortgage[TRUCKING]]) == -100


def test_net_worth_is_cash_mortgage_values_and_half_the_buildings() -> None:
    game = lf_game(owner={LOCUST: "Ann", TRUCKING: "Ann"}, houses={LOCUST: 3})
    part(game).hmc = 0
    assert net_worth(game.engine, 0) == 1500 + 90 + 100 + 150 + 250  # apartment: half of 3 x $100
    assert game.engine.rules.scoreboard(game.engine, [1500, 1500], game.state.owner, game.state.houses,
                                        game.state.house_owner, [250, 0], False)[0][3] == 2090


def test_objective_1_a_declaration_all_others_concede_and_he_wins() -> None:
    game = lf_game(cash=1950, owner={LOCUST: "Ann"})
    game.step()
    assert "declare" in game.pending.options
    game.answer("declare")
    assert game.pending.kind == "concede" and game.pending.player == 1
    game.answer(True)
    assert game.state.over and game.state.end_reason == "conceded"
    assert events(game, "declare")[0].rule == cite("Ending the Game")


def test_objective_1_without_concession_the_last_lap_takes_tokens_off_at_start_without_200() -> None:
    game = lf_game(cash=1950, owner={LOCUST: "Ann"}, dice=[(1, 2), (3, 4)])
    game.state.players[0].position, game.state.players[1].position = 38, 37
    play(game, ("turn", "declare"), ("concede", False), ("turn", "throw"))
    ann, ben = game.state.players
    assert ann.status == "off_board" and ann.cash == 1950 and not game.state.over
    play(game)  # Ben passes Start on his throw too (37 + 7): no $200 either
    assert ben.status == "off_board" and ben.cash == 1950
    assert game.state.over and game.state.end_reason == "last_lap"


def test_objective_2_ends_after_the_agreed_rounds_and_needs_them() -> None:
    with pytest.raises(DataError, match="max_rounds"):
        Game(2, edition="laissez-faire", options=Options(lf_objective="rounds"))
    game = Game(3, seed=4, edition="laissez-faire", options=Options(lf_objective="rounds", max_rounds=5))
    game.run()
    assert game.state.end_reason == "rounds" and game.state.round == 5


def test_objective_3_ends_at_the_last_player_or_a_stalemate() -> None:
    for seed in range(3):
        game = Game(3, seed=seed, edition="laissez-faire", options=Options(lf_objective="elimination"))
        game.run()
        assert game.state.end_reason in ("elimination", "stalemate", "rounds")
        if game.state.end_reason == "elimination":
            assert sum(p.status != "eliminated" for p in game.state.players) <= 1


def test_a_stalemate_after_rounds_with_nobody_moving_or_paying() -> None:
    # The text's stalemate: each owns a property with a house and the utility forward of it, and stays free.
    game = lf_game(owner={16: "Ann", 28: "Ann", 29: "Ben", 12: "Ben"}, houses={16: 1, 29: 1},
                   lf_objective="elimination", lf_stalemate_rounds=2, dice=[(1, 2)] * 8)
    for seat, space in ((0, 16), (1, 29)):
        game.state.players[seat].position = space
        part(game).lodged[seat] = space
    for rounds in (1, 2):
        assert not game.state.over
        play(game, ("turn", "throw"), ("stay", "stay"))
        play(game, ("turn", "throw"), ("stay", "stay"))
        assert part(game).still_rounds == rounds
    assert game.state.over and game.state.end_reason == "stalemate"


def test_every_game_says_what_this_edition_does_not_play_yet() -> None:
    game = lf_game()
    said = events(game, "not_yet")
    assert len(said) == 1 and said[0].rule == cite("Contracts")
    assert all(word in said[0].text for word in ("new rules", "contract among all the players", "free-form"))
    assert game.result()["laissez_faire"]["not_yet"]
