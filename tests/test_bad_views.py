"""Bad input to the views' Python API (the browser's side is tests/test_view_actions.py): each is
refused with a named error, before any widget is made, and leaves a game it was given as it was."""

from __future__ import annotations

from typing import Any

import pytest

from landlord_edu import Game
from landlord_edu.errors import DataError, IllegalAction, LandlordError, PlayerCountError, SaveError, UnknownEdition
from landlord_edu.options import Options
from landlord_edu.persistence import game_to_json
from landlord_edu.timeline import Timeline, take_back
from landlord_edu.widgets import BoardWidget, CompareView, ComparisonChart, GameView, ViewError, WealthChart, handout

from ._bad_input import Bad, refused_cleanly

GAME = Game(players=3, seed=4)
GAME.run(max_turns=5)


def same_game() -> str:
    return game_to_json(GAME)


VIEW = GameView(players=["Ann", "Ben", "Cal"], strategies=["human", "landlord", "cautious"], seed=2)
VIEW.step()   # Ann's first decision waits: no human answer yet
LOOKING = GameView(players=3, seed=3)
for _ in range(8):
    LOOKING.step()
LOOKING.scrub(2)


def same_view() -> tuple[str, str]:
    return game_to_json(VIEW.game), game_to_json(LOOKING.game)


SAVED = game_to_json(GAME)


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
    # --- the turn slider, Save, Load and Undo (landlord_edu.timeline, widgets/timeline.py, widgets/files.py) -------
    *[Bad(f"views-timeline-turn-{name}", lambda v=value: Timeline(GAME).at(v), IllegalAction, ("0 to 5",),
          watch=same_game) for name, value in [("past-end", 6), ("negative", -1), ("str", "3"), ("float", 2.0),
                                               ("bool", True), ("none", None)]],
    Bad("views-timeline-not-set-up", lambda: Timeline(Game(players=3, seed=4)).at(0), IllegalAction,
        ("not set up",)),
    *[Bad(f"views-slider-{name}", lambda v=value: LOOKING.scrubber.scrub(v), IllegalAction, ("0 to 7",),
          watch=same_view) for name, value in [("past-live", 8), ("negative", -1), ("str", "2"), ("float", 1.5)]],
    Bad("views-undo-no-human", lambda: take_back(GAME), IllegalAction, ("no human plays",), watch=same_game),
    Bad("views-undo-nothing-yet", lambda: VIEW.files.undo(), IllegalAction, ("no human has answered",),
        watch=same_view),
    Bad("views-undo-looking-back", lambda: LOOKING.files.undo(), IllegalAction, ("turn 2", "press Live"),
        watch=same_view),
    Bad("views-load-looking-back", lambda: LOOKING.files.load(SAVED.encode()), IllegalAction, ("press Live",),
        watch=same_view),
    *[Bad(f"views-load-{name}", lambda v=value: VIEW.files.load(v, name="class.json"), SaveError,
          ("class.json", *words), watch=same_view)
      for name, value, words in [("not-json", b"{not json", ("not valid JSON",)), ("empty", b"", ("JSON",)),
                                 ("not-a-save", b"[1, 2]", ("format",)),
                                 ("cut-short", SAVED[: len(SAVED) // 2].encode(), ("JSON",)),
                                 ("answers-changed", SAVED.replace('"answers":[', '"answers":[99,').encode(),
                                  ("answers",)),
                                 ("too-large", b" " * 20_000_001, ("too large",))]],
    Bad("views-load-missing-file", lambda: VIEW.files.load("/no/such/save.json"), SaveError, ("save.json",),
        watch=same_view),
    Bad("views-save-no-folder", lambda: VIEW.files.save("/no/such/folder/save.json"), SaveError,
        ("/no/such/folder/save.json", "could not be saved"), watch=same_view),
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
