"""Helpers shared by the test modules (imported as ``from . import _support``).

Nothing here is a fixture: fixtures belong in conftest.py.
"""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from landlord_edu import Game
from landlord_edu.strategies import make_strategy

REPO = Path(__file__).resolve().parents[1]
EXPECT_INSTALLED = bool(os.environ.get("LANDLORD_EDU_EXPECT_INSTALLED"))


def subprocess_env() -> dict[str, str]:
    """The environment for a child Python: the repository on its path unless the suite is
    testing the installed package (LANDLORD_EDU_EXPECT_INSTALLED)."""
    env = {**os.environ, "PYTHONIOENCODING": "utf-8"}
    if not EXPECT_INSTALLED:
        env["PYTHONPATH"] = os.pathsep.join(p for p in (str(REPO), os.environ.get("PYTHONPATH", "")) if p)
    return env


def run_python(args: Sequence[str], cwd: Path, timeout: float = 60) -> subprocess.CompletedProcess[bytes]:
    """``sys.executable *args`` in ``cwd``; output kept as bytes."""
    return subprocess.run([sys.executable, *args], cwd=cwd, env=subprocess_env(), capture_output=True,
                          timeout=timeout, check=False)


def bot_answer(game: Game, strategy: str = "cautious") -> Any:
    """What a shipped bot would answer to ``game.pending`` (used to play a human's seat).
    ``"random"`` draws on ``game.engine.rng``: two games answered alike must not use it."""
    assert game.pending is not None
    return make_strategy(strategy).decide(game.pending, game)


def play_out(game: Game, *, single_tax_at: int | None = None, bot: str = "cautious",
             max_answers: int | None = None) -> int:
    """Play to the end the way the CLI does (``--single-tax-at`` included); pending human
    decisions are answered by ``bot``. Stops early after ``max_answers`` human answers.
    Returns the number of human answers given."""
    answered = 0
    while not game.over:
        progress = (game.started, game.turn, len(game.answers), game.pending is None)
        if game.pending is not None:
            if max_answers is not None and answered >= max_answers:
                return answered
            game.answer(bot_answer(game, bot))
            answered += 1
            continue
        if single_tax_at is not None:
            game.vote_single_tax_before(single_tax_at)
        game.step()
        if (game.started, game.turn, len(game.answers), game.pending is None) == progress and not game.over:
            raise AssertionError(f"the game stalled at turn {game.turn}: step() played nothing")
    return answered


def snapshot(game: Game) -> dict[str, Any]:
    """Everything a saved-and-loaded game must reproduce."""
    from landlord_edu.history import history_records
    return {
        "state": game.state.to_dict(),
        "events": [e.to_dict() for e in game.events],
        "answers": list(game.answers),
        "votes": [dict(v) for v in game.votes],
        "pending": game.pending.to_dict() if game.pending else None,
        "result": game.result(),
        "history": history_records(game),
    }
