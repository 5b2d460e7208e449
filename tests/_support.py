"""Helpers shared by the test modules (imported as ``from . import _support``).

Nothing here is a fixture: fixtures belong in conftest.py.
"""

from __future__ import annotations

import copy
import os
import subprocess
import sys
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Protocol, TypeVar

import pytest

from landlord_edu import Game, IllegalAction
from landlord_edu.engine import Engine
from landlord_edu.persistence import game_from_json, game_to_json
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


def round_trip(game: Game) -> Game:
    """``game`` saved to JSON and loaded again; the loaded copy must reproduce it (``snapshot``)."""
    loaded = game_from_json(game_to_json(game))
    assert snapshot(loaded) == snapshot(game)
    return loaded


def continue_both(a: Game, b: Game, bot: str = "cautious") -> None:
    """Play both games to the end with ``bot``; they must end alike."""
    play_out(a, bot=bot)
    play_out(b, bot=bot)
    assert snapshot(a) == snapshot(b)


def assert_refused(game: Game, answer: Any) -> None:
    """``answer`` to the pending decision is refused and leaves state, log, answers and decision as they were."""
    state = copy.deepcopy(game.state)
    events, answers, pending = len(game.events), list(game.answers), game.pending
    with pytest.raises(IllegalAction):
        game.answer(answer)
    assert game.state == state, f"refusing {answer!r} changed the state"
    assert len(game.events) == events, f"refusing {answer!r} logged events"
    assert game.answers == answers, f"refusing {answer!r} recorded an answer"
    assert game.pending is pending


class EventChecker(Protocol):
    def start(self, engine: Engine) -> None: ...

    def check(self, engine: Engine, events_before: int) -> None: ...


C = TypeVar("C", bound=EventChecker)


@contextmanager
def every_event_checked(checker: C) -> Iterator[C]:
    """For the duration, every new ``Engine`` calls ``checker.start(engine)`` once built, and
    ``checker.check(engine, events_before)`` after each event it emits (the property tests' invariants)."""
    real_init, real_emit = Engine.__init__, Engine.emit

    def init(self: Engine, *args: Any, **kwargs: Any) -> None:
        real_init(self, *args, **kwargs)
        checker.start(self)

    def emit(self: Engine, *args: Any, **kwargs: Any) -> None:
        before = len(self.events)
        real_emit(self, *args, **kwargs)
        checker.check(self, before)

    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(Engine, "__init__", init)
        mp.setattr(Engine, "emit", emit)
        yield checker
