"""Bad input to the views' Python API (the browser's side is tests/test_view_actions.py): each is
refused with a named error, before any widget is made, and leaves a game it was given as it was."""

from __future__ import annotations

from typing import Any

import pytest

from landlord_edu import Game
from landlord_edu.errors import DataError, LandlordError, PlayerCountError, UnknownEdition
from landlord_edu.options import Options
from landlord_edu.persistence import game_to_json
from landlord_edu.widgets import BoardWidget, CompareView, ComparisonChart, GameView, ViewError, WealthChart, handout

from ._bad_input import Bad, refused_cleanly

GAME = Game(players=3, seed=4)
GAME.run(max_turns=5)


def same_game() -> str:
    return game_to_json(GAME)


def views_of(kind: str) -> list[tuple[str, Any]]:
    """(case id, value) pairs of things that are not what the views take."""
    return [(f"{kind}-{name}", value) for name, value in
            [("none", None), ("str", "7"), ("float", 1.5), ("bool", True), ("list", [1]), ("dict", {})]]


CASES: list[Bad] = [
    # --- GameView: the game it is given or makes --------------------------------------------------------
    Bad("views-gameview-1-player", lambda: GameView(players=1), PlayerCountError, ("1 players", "2 to 8")),
    Bad("views-gameview-9-players", lambda: GameView(players=9), PlayerCountError, ("9 players",)),
    Bad("views-gameview-1939-2-players", lambda: GameView(players=2, edition="1939"), PlayerCountError,
        ("2 players", "1939")),
    Bad("views-gameview-1939-6-players", lambda: GameView(players=6, edition="1939"), PlayerCountError,
        ("6 players",)),
    Bad("views-gameview-beginners-5", lambda: GameView(players=5, options=Options(beginner=True)),
        PlayerCountError, ("beginners",)),
    Bad("views-gameview-same-names", lambda: GameView(players=["Ann", "Ann"]), PlayerCountError, ("Ann",)),
    Bad("views-gameview-players-word", lambda: GameView(players="four"), PlayerCountError, ("four",)),
    Bad("views-gameview-too-few-strategies", lambda: GameView(players=3, strategies=["landlord"]),
        PlayerCountError, ("3 strategies",)),
    Bad("views-gameview-edition", lambda: GameView(edition="1850"), UnknownEdition, ("1850",)),
    Bad("views-gameview-scenario-missing", lambda: GameView.from_scenario("/no/such/scenario.toml"), DataError,
        ("scenario.toml",)),
    *[Bad(f"views-gameview-game-{name}", lambda v=value: GameView(v), ViewError, ("GameView", "Game"))
      for name, value in [("str", "game"), ("int", 3), ("list", [GAME]), ("dict", {"seed": 1})]],
    *[Bad(f"{case}", lambda v=value: GameView(players=3, seed=v), ViewError, ("seed",))
      for case, value in views_of("views-gameview-seed") if value is not None],
    # --- CompareView ----------------------------------------------------------------------------------------
    Bad("views-compare-human", lambda: CompareView(players=3, strategies=["human", "landlord", "cautious"]),
        ViewError, ("bots only",)),
    Bad("views-compare-1939", lambda: CompareView(edition="1939"), ViewError, ("no vote", "so_what_stack")),
    Bad("views-compare-9-players", lambda: CompareView(players=9), PlayerCountError, ("9 players",)),
    Bad("views-compare-edition", lambda: CompareView(edition="1850"), UnknownEdition, ("1850",)),
    *[Bad(case, lambda v=value: CompareView(players=3, seed=v), ViewError, ("seed",))
      for case, value in views_of("views-compare-seed")],
    *[Bad(case, lambda v=value: CompareView(players=3, single_tax_at=v), ViewError, ("single_tax_at",))
      for case, value in views_of("views-compare-vote-turn")],
    *[Bad(case, lambda v=value: CompareView(players=3).run(v), ViewError, ("turns",))
      for case, value in views_of("views-compare-run")],
    # --- the parts alone --------------------------------------------------------------------------------------
    *[Bad(f"views-board-{name}", lambda v=value: BoardWidget(v), ViewError, ("BoardWidget",))
      for name, value in [("none", None), ("str", "game"), ("state", GAME.state), ("edition", GAME.edition)]],
    *[Bad(f"views-chart-game-{name}", lambda v=value: WealthChart(v), ViewError, ("WealthChart",))
      for name, value in [("none", None), ("str", "game"), ("rows", GAME.rows())]],
    *[Bad(f"views-chart-measure-{m}", lambda m=m: WealthChart(GAME, measure=m), ViewError, (repr(m),),
          watch=same_game) for m in ["rent", "Wealth", "public_treasury", ""]],
    *[Bad(f"views-chart-count-deeds-{name}", lambda v=value: WealthChart(GAME, count_deeds=v), ViewError,
          ("count_deeds", "True or False"), watch=same_game) for name, value in [("word", "yes"), ("int", 1)]],
    *[Bad(f"views-comparison-measure-{m}", lambda m=m: ComparisonChart([GAME, GAME], ("a", "b"), measure=m),
          ViewError, (repr(m),), watch=same_game) for m in ["wealth", "cash", "treasury", "wealth_no_deeds"]],
    *[Bad(f"views-handout-measure-{m}", lambda m=m: handout(GAME, measure=m), ViewError, (repr(m),),
          watch=same_game) for m in ["rent", "GINI"]],
    *[Bad(f"views-handout-game-{name}", lambda v=value: handout(v), ViewError, ("handout",))
      for name, value in [("none", None), ("str", "game")]],
]


@pytest.mark.parametrize("case", CASES, ids=str)
def test_refused(case: Bad) -> None:
    refused_cleanly(case)


def test_the_view_errors_are_still_value_errors() -> None:
    """Code that caught the ValueError these raised before still catches them."""
    assert issubclass(ViewError, ValueError) and issubclass(ViewError, LandlordError)
    with pytest.raises(ValueError, match="bots only"):
        CompareView(players=2, strategies=["human", "cautious"])
