"""The toy edition (tests/_toy_edition.py), registered from outside the package, plays end to end: as a
Game, on the command line, in the notebook view (headless) and in an experiment. No core module knows it."""

from __future__ import annotations

import io
import json
from contextlib import redirect_stdout

import pytest

from landlord_edu import DataError, Game, Options, SaveError, load_edition
from landlord_edu.board_svg import board_svg, describe_board
from landlord_edu.cli import main
from landlord_edu.experiments import Regime, run_experiment
from landlord_edu.persistence import game_from_dict, game_from_json, game_to_json
from landlord_edu.state import State

from ._toy_edition import FOLDER, SIZE, ToyLedger, ToySwitches


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


def test_the_toy_edition_adds_a_switch_of_its_own() -> None:
    """Its switch class, registered with it, is taken by Options by name, checked by its own rules, read by
    them as a typed object, and saved only when set (so a 1906 game's save is what it was)."""
    options = Options(toll_percent=200, max_rounds=2)
    assert options.toll_percent == 200 and options.of(ToySwitches) == ToySwitches(toll_percent=200)
    assert "toll_percent" in Options.switch_fields() and "toll_percent" not in Options().to_dict()
    assert Options.from_dict(options.to_dict()) == options and options.to_dict()["toll_percent"] == 200
    with pytest.raises(DataError) as err:
        Options(toll_percent=-5)
    assert err.value.field == "toll_percent" and "0 to 1000" in err.value.problem
    with pytest.raises(DataError, match=r"class\.toml: rules.*toll_percent"):
        Options.from_dict({"toll_percent": "double"}, "class.toml: rules")
    game = Game(players=3, seed=4, edition=str(FOLDER), options=options)
    assert game.engine.landing_cost(0, 3) == (40, "the toll of $40 to the ROAD FUND (Toll)")
    outcome = game.run()
    assert outcome is not None and game.state.round == 2, "the common max_rounds stops the toy too"
    tolls = [e.amount for e in game.events if e.kind == "rent"]
    assert tolls and all(amount % 40 == 0 or amount < 40 for amount in tolls)
    loaded = game_from_json(game_to_json(game))
    assert loaded.options == options and loaded.state == game.state


def test_the_toy_editions_part_of_the_state_is_saved_under_its_own_key() -> None:
    """Its own part of the state (State.extra, registered with it) is saved under the key it names, last,
    checked and read back on loading; ``state.<key>`` reads it (None in another edition's game)."""
    game = Game(players=3, seed=4, edition=str(FOLDER))
    game.run()
    ledger = game.state.extra
    assert isinstance(ledger, ToyLedger) and game.state.toy_ledger is ledger
    assert sum(ledger.paid) == game.state.treasury > 0
    data = json.loads(game_to_json(game))
    assert list(data["state"])[-1] == "toy_ledger" and data["state"]["toy_ledger"] == {"paid": ledger.paid}
    assert State.from_dict(data["state"]) == game.state
    assert game_from_dict(data).state == game.state
    data["state"]["toy_ledger"]["paid"] = "none"
    with pytest.raises(SaveError, match=r"state\.toy_ledger\.paid"):
        game_from_dict(data)
    assert Game(players=2, seed=1).state.toy_ledger is None
