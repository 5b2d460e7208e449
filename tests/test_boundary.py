"""The boundary of the engine: importing it loads no pandas, numpy or widget code; pandas is
imported only when a DataFrame is asked for; and the suite tests the package users install."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

import landlord_edu
from landlord_edu import Game, Options, gini

from . import _support

HEAVY = ("pandas", "numpy", "ipywidgets", "anywidget", "altair", "traitlets")

CHILD = f"""
import sys
heavy = {set(HEAVY)!r}
def loaded():
    return sorted(m for m in sys.modules if m.split('.')[0] in heavy)
import landlord_edu
assert not loaded(), loaded()
from landlord_edu import Game, Options
from landlord_edu.persistence import game_from_json, game_to_json
from landlord_edu.scenario import load_scenario, packaged_scenario
import landlord_edu.cli, landlord_edu.history, landlord_edu.metrics
game = Game(players=4, seed=7, options=Options(max_rounds=10))
game.run()
game_from_json(game_to_json(game))
load_scenario(packaged_scenario("monarch_of_the_world")).run(max_turns=5)
game.result(); game.standings()
assert not loaded(), loaded()
print("clean")
"""


def test_importing_and_playing_loads_no_heavy_module(tmp_path: Path) -> None:
    proc = _support.run_python(["-c", CHILD], cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr.decode()
    assert proc.stdout.decode().strip() == "clean"


def test_the_cli_loads_no_heavy_module(tmp_path: Path) -> None:
    code = ("import runpy, sys; sys.argv = ['landlord-edu', 'play', '--seed', '3', '--json'];\n"
            "try:\n    runpy.run_module('landlord_edu', run_name='__main__')\nexcept SystemExit as e:\n"
            "    assert e.code == 0, e.code\n"
            f"bad = sorted(m for m in sys.modules if m.split('.')[0] in {set(HEAVY)!r})\n"
            "assert not bad, bad\n")
    proc = _support.run_python(["-c", code], cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr.decode()


@pytest.fixture(scope="module")
def finished() -> Game:
    game = Game(players=3, seed=11, options=Options(max_rounds=15))
    _support.play_out(game, single_tax_at=20)
    return game


def test_history_is_one_row_per_player_per_turn(finished: Game) -> None:
    pytest.importorskip("pandas")
    df = finished.history()
    assert type(df).__module__.startswith("pandas")
    assert {"turn", "player", "cash", "cards", "houses", "wealth"} <= set(df.columns)
    turns = finished.turn + 1  # turn 0 is the position after setting up
    assert len(df) == 3 * turns
    assert sorted(set(df["turn"])) == list(range(turns))
    assert (df.groupby("turn")["player"].nunique() == 3).all()
    assert set(df["player"]) == {"Ann", "Ben", "Cal"}
    assert (df["wealth"] == df["cash"] + 100 * (df["cards"] + df["houses"])).all()
    last = df[df["turn"] == finished.turn].set_index("player")
    for row in finished.standings():
        for column in ("cash", "cards", "houses", "wealth"):
            assert last.loc[row["name"], column] == row[column], (row["name"], column)


def test_turn_summary_is_one_row_per_turn(finished: Game) -> None:
    pytest.importorskip("pandas")
    summary = finished.turn_summary()
    history = finished.history()
    assert {"public_treasury", "miscellaneous", "gini"} <= set(summary.columns)
    assert list(summary["turn"]) == list(range(finished.turn + 1))
    final = summary.iloc[-1]
    assert final["public_treasury"] == finished.state.treasury
    assert final["miscellaneous"] == finished.state.misc
    assert final["gini"] == pytest.approx(gini([r["wealth"] for r in finished.standings()]))
    cash = history.groupby("turn")["cash"].sum()
    money = cash.to_numpy() + summary["public_treasury"].to_numpy() + summary["miscellaneous"].to_numpy()
    assert (money == 0).all(), "players + PUBLIC TREASURY + MISCELLANEOUS is the same after every turn"
    assert ((summary["gini"] >= 0) & (summary["gini"] < 1)).all()
    assert summary["single_tax"].iloc[0] == False and summary["single_tax"].iloc[-1] == True  # noqa: E712


def test_the_suite_tests_the_installed_package() -> None:
    if not os.environ.get("LANDLORD_EDU_EXPECT_INSTALLED"):
        pytest.skip("set LANDLORD_EDU_EXPECT_INSTALLED (scripts/test.sh does) to require the installed package")
    location = Path(landlord_edu.__file__).resolve()
    assert "site-packages" in location.parts, f"landlord_edu was imported from {location}, not an installed copy"
    assert location.parent != (_support.REPO / "landlord_edu").resolve()  # not the source tree (.venv may sit in it)


def test_the_package_imported_here_is_the_one_the_children_use(tmp_path: Path) -> None:
    proc = _support.run_python(["-c", "import landlord_edu; print(landlord_edu.__file__)"], cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr.decode()
    assert Path(proc.stdout.decode().strip()).resolve() == Path(landlord_edu.__file__).resolve()
