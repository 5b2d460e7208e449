"""The game a test notebook shows, made again in the test's own process: its twin.

The browser tests click a notebook's ``GameView``; what they expect to see (the card Ann is dealt, the
railroad she stops on, the line under her name) comes from the twin given the same Steps and answers,
not from texts typed into the tests, so that a change of the engine's defaults (its random streams,
its bots, its readings of the rules) changes both alike. The twin is made from the very arguments of
the notebook's ``GameView(...)`` call (read from the notebook's source, not run): the two cannot
drift apart. The kernel imports the same package as this process (``sys.executable``, see conftest.py).
"""

from __future__ import annotations

import ast
import json
from pathlib import Path
from typing import Any

from landlord_edu.game import Game

NOTEBOOKS = Path(__file__).resolve().parent / "notebooks"
GAME_ARGUMENTS = {"players", "strategies", "seed", "edition"}  # those GameView passes on to Game unchanged


def view_arguments(stem: str) -> dict[str, Any]:
    """The keyword arguments of the ``GameView(...)`` call in tests/browser/notebooks/<stem>.ipynb."""
    notebook = json.loads((NOTEBOOKS / f"{stem}.ipynb").read_text(encoding="utf-8"))
    sources = ["".join(cell["source"]) for cell in notebook["cells"] if cell["cell_type"] == "code"]
    calls = [node for source in sources for node in ast.walk(ast.parse(source))
             if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "GameView"]
    assert len(calls) == 1, f"{stem}.ipynb should make one GameView, not {len(calls)}"
    call = calls[0]
    assert not call.args, f"{stem}.ipynb: give GameView keyword arguments only (the twin reads them)"
    arguments = {str(k.arg): ast.literal_eval(k.value) for k in call.keywords}
    unknown = set(arguments) - GAME_ARGUMENTS
    assert not unknown, f"{stem}.ipynb: the twin cannot make GameView's {sorted(unknown)} (literal game arguments only)"
    return arguments


def twin(stem: str) -> Game:
    """A new game with the same arguments as the notebook's ``view``: before its first Step, as after Reset."""
    return Game(**view_arguments(stem))


def new_event_texts(game: Game, since: int) -> list[str]:
    """The texts of the events the game logged after its first ``since`` events."""
    return [event.text for event in game.events[since:]]
