"""Saving cannot lose a game: random games of both editions, saved and loaded at random moments, play on
exactly as the same games never saved (their final saves are byte-identical).

The games and the check are benchmarks/save_round_trips.py's (``python benchmarks/save_round_trips.py 5000``
runs the full count and prints it): random switches, 2..max players, scenario starts (the packaged
Monarch of the World, staged 1906 and 1939 positions with dice and scripted answers), human seats answered
as a bot would, Single Tax votes at turn 0, between turns and during a ``turn`` decision. A bounded sample
runs by default; the full 5,000 round trips are marked slow (``pytest -m slow``).
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from typing import Any

import pytest

from landlord_edu import Game
from landlord_edu.dice import GameRandom

SAMPLE = 150            # games (about 1,500 round trips)
FULL = 5000             # round trips in the slow run


def _volume() -> Any:
    path = Path(__file__).resolve().parents[1] / "benchmarks" / "save_round_trips.py"
    spec = importlib.util.spec_from_file_location("save_round_trips", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclass looks its module up while being made
    spec.loader.exec_module(module)
    return module


VOLUME = _volume()


def _report(outcomes: list[Any]) -> str:
    return "\n".join(f"game {o.seed}: {o.failed or o.differed}" for o in outcomes if not o.ok)


def test_a_sample_of_random_games_loads_anywhere_and_plays_on_identically() -> None:
    outcomes = [VOLUME.check(seed) for seed in range(SAMPLE)]
    assert all(o.ok for o in outcomes), _report(outcomes)
    assert sum(o.round_trips for o in outcomes) >= 1000
    assert sum(o.skipped for o in outcomes) <= SAMPLE // 20, "most games must be compared, not skipped"
    moments = set().union(*(o.kinds for o in outcomes))
    needed = {"1906: turn 0, set up", "1939: turn 0, set up", "1906: turn 0, setting up, pending buy_dealt",
              "1906: pending natural_opportunity", "1906: pending bid", "1906: pending turn", "1939: pending turn",
              "1906: scenario start", "1939: scenario start", "1906: scenario", "1939: scenario",
              "1906: the end", "1939: the end", "after a vote", "after a vote during a turn",
              "after an agreement to stop"}
    assert needed <= moments, f"the sample never saved at {sorted(needed - moments)}"
    for edition, least in (("1906", 8), ("1939", 5)):
        kinds = {m for m in moments if m.startswith(f"{edition}: pending")}
        assert len(kinds) >= least, f"{edition}: saved at only {sorted(kinds)}"


@pytest.mark.slow
def test_five_thousand_round_trips() -> None:
    outcomes, trips, seed = [], 0, 100_000
    while trips < FULL:
        outcomes.append(VOLUME.check(seed))
        trips += outcomes[-1].round_trips
        seed += 1
    assert all(o.ok for o in outcomes), _report(outcomes)


# ----- the check can fail --------------------------------------------------------------------------------
def _first(kind: str) -> int:
    return next(s for s in range(SAMPLE) if kind in VOLUME.check(s).kinds)


def test_a_save_that_forgets_the_votes_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    seed = _first("after a vote")
    real = Game.record
    monkeypatch.setattr(Game, "record", lambda game: real(game).__class__(**{**vars(real(game)), "votes": ()}))
    outcome = VOLUME.check(seed)
    assert outcome.failed and "field" in outcome.failed


def test_a_load_that_loses_the_strategies_random_stream_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    """The random bot draws on the game's own draws; a load that did not restore them would play on differently."""
    seeds = range(15)
    real = GameRandom.setstate

    def forgetful(rng: GameRandom, state: dict[str, Any]) -> None:
        if "draws" in state:  # per_seat: the choices' counts forgotten
            real(rng, {**state, "draws": {k: n for k, n in state["draws"].items() if not k.startswith("choices/")}})
        else:
            real(rng, {**state, "choices": GameRandom(rng.seed + 1, streams="one_stream").getstate()["choices"]})

    monkeypatch.setattr(GameRandom, "setstate", forgetful)
    assert any(VOLUME.check(s).differed for s in seeds)
