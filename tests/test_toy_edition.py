"""The toy edition (tests/_toy_edition.py), registered from outside the package, plays end to end: as a
Game, on the command line, in the notebook view (headless) and in an experiment. No core module knows it."""

from __future__ import annotations

import io
from contextlib import redirect_stdout

from landlord_edu import Game, load_edition
from landlord_edu.board_svg import board_svg, describe_board
from landlord_edu.cli import main
from landlord_edu.experiments import Regime, run_experiment

from ._toy_edition import FOLDER, SIZE


def test_a_toy_game_plays_to_its_end_and_keeps_the_money() -> None:
    game = Game(players=3, seed=4, edition=str(FOLDER))
    outcome = game.run()
    assert outcome is not None and outcome.reason == "rounds" and game.state.round == 6
    assert game.money_is_conserved()
    tolls = [e for e in game.events if e.kind == "rent"]
    assert tolls and all(e.payee == "ROAD FUND" and e.rule == "toy Toll" for e in tolls)
    assert game.state.treasury == sum(e.amount for e in tolls)
    assert game.engine.landing_cost(0, 3) == (20, "the toll of $20 to the ROAD FUND (Toll)")


def test_the_toy_edition_is_loaded_from_its_folder() -> None:
    edition = load_edition(FOLDER)
    assert (edition.rule_set, edition.board.size, edition.board.spaces[5].name) == ("toy", SIZE, "Toll 5")


def test_the_command_line_plays_the_toy_edition() -> None:
    out = io.StringIO()
    with redirect_stdout(out):
        status = main(["play", "--edition", str(FOLDER), "--players", "3", "--seed", "2"])
    text = out.getvalue()
    assert status == 0 and "pays the toll" in text and "Final standings" in text and "Winner:" in text


def test_the_board_and_the_notebook_view_draw_the_toy_edition() -> None:
    from landlord_edu.widgets import GameView
    view = GameView(players=3, seed=1, edition=str(FOLDER))
    for _ in range(5):
        view.step()
    svg = board_svg(view.game)
    assert "Toll Road" in svg and "TOLL 15" in svg and "Toll $20" in svg
    assert describe_board(view.game).count("$") == 3
    assert view.game.state.turn == 4  # the setting up, then four turns


def test_an_experiment_compares_toy_regimes() -> None:
    result = run_experiment([Regime("toy", edition=str(FOLDER)), Regime("toy, 2 players", edition=str(FOLDER),
                                                                          players=2)],
                            games=4, players=3, workers=1, progress=False)
    table = result.summary(("gini", "rent_public"))
    assert len(table) == 4 and (table["mean"] >= 0).all()
    assert set(result.games["edition"]) == {"toy"}
