"""Differential testing of the rule sets' fast cores (landlord_edu.fast) against the reference engine.

A *case* is a game's recipe (edition, players, bots, seed, switches, log, turn rows, a Single Tax vote);
:func:`difference` plays it twice, once by the reference engine and once with the fast core free to play, and
names the first thing that differs: the seed and the first differing event, else the first differing part of
the state, flows, settlement scores, draws, answers or turn rows. Used by tests/test_fast_core.py (a bounded
sample) and benchmarks/fast_differential.py (100,000 games).
"""

from __future__ import annotations

import contextlib
import dataclasses
import os
import random
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from landlord_edu import Game, Options
from landlord_edu.editions.magie1906.switches import CHOICES_1906
from landlord_edu.editions.phillips1939.switches import CHOICES_1939
from landlord_edu.experiments.regimes import Regime
from landlord_edu.experiments.summary import play_game
from landlord_edu.fast import ENGINE_VARIABLE

PLAYERS = {"1906": (2, 3, 4, 4, 4, 5, 6), "1939": (3, 4, 4, 4, 5)}  # what each edition's rules allow
BOTS = ("landlord", "builder", "cautious", "careless", "bargain_hunter", "cautious_0.1")
# each edition's switches a case may turn: a tuple of values (the first is the default) per switch
SWITCHES: dict[str, dict[str, tuple[Any, ...]]] = {
    "1906": {**{name: (getattr(Options(), name), *(v for v in values if v != getattr(Options(), name)))
                for name, values in CHOICES_1906.items()},
             "advanced": (False, True), "luxury": (True, False), "official_pass": (True, False),
             "trust": (True, False), "beginner": (False, True), "wages_to_end": (None, 2, 8),
             "max_rounds": (None, 12, 40), "random_streams": ("per_seat", "one_stream")},
    "1939": {**{name: (getattr(Options(), name), *(v for v in values if v != getattr(Options(), name)))
                for name, values in CHOICES_1939.items()},
             "double_house_rent": (False, True), "site_tax_owner_pays": (False, True),
             "count_uncashed_checks": (False, True), "max_rounds": (None, 12, 40),
             "random_streams": ("per_seat", "one_stream")},
}


@dataclass(frozen=True)
class Case:
    """One game to play both ways."""

    edition: str
    seed: int
    strategies: tuple[str, ...]
    switches: dict[str, Any] = field(default_factory=dict)
    record_events: bool = True
    record_turns: bool = False
    vote_at: int | None = None       # vote the Single Tax in before this turn (as an experiment's regime does)

    def options(self) -> Options:
        return Options(**self.switches)

    def game(self) -> Game:
        return Game(players=len(self.strategies), strategies=list(self.strategies), seed=self.seed,
                    edition=self.edition, options=self.options(), record_events=self.record_events,
                    record_turns=self.record_turns)

    def __str__(self) -> str:
        return (f"edition={self.edition!r} seed={self.seed} strategies={list(self.strategies)} "
                f"switches={self.switches} record_events={self.record_events} record_turns={self.record_turns} "
                f"vote_at={self.vote_at}")


def random_case(rng: random.Random, edition: str | None = None, default_switches: bool = False) -> Case:
    """A case drawn at random: edition, 2-6 players of the shipped bots, switches, log and vote."""
    edition = edition or rng.choice(("1906", "1939"))
    players = rng.choice(PLAYERS[edition])
    strategies = tuple(rng.choice(BOTS) for _ in range(players))
    switches: dict[str, Any] = {}
    if not default_switches:
        for name, values in SWITCHES[edition].items():
            if rng.random() < 0.3:
                switches[name] = rng.choice(values)
        if switches.get("beginner") and (switches.get("start") == "single_tax" or players > 4):
            del switches["beginner"]  # the beginners' four hands are bought Title Deeds
    votes = edition == "1906" and switches.get("start") != "single_tax"  # the 1939 rules have no vote
    vote_at = rng.choice((None, None, 1, 30, 80)) if votes else None
    return Case(edition, rng.randrange(1_000_000), strategies, switches, record_events=rng.random() < 0.5,
                record_turns=rng.random() < 0.3, vote_at=vote_at)


@contextlib.contextmanager
def engine(name: str) -> Iterator[None]:
    """Play with ``LANDLORD_EDU_ENGINE=name`` ("python" or "fast") for the duration."""
    old = os.environ.get(ENGINE_VARIABLE)
    os.environ[ENGINE_VARIABLE] = name
    try:
        yield
    finally:
        if old is None:
            del os.environ[ENGINE_VARIABLE]
        else:
            os.environ[ENGINE_VARIABLE] = old


def play(case: Case, name: str) -> Game:
    """The case's game played to the end by the engine ``name``, voting as the case says."""
    with engine(name):
        game = case.game()
        if case.vote_at is None:
            game.run()
            return game
        game.step()  # the setting up: turn 0
        if case.vote_at > 1 and not game.over:
            game.run(max_turns=case.vote_at - 1)
        game.vote_single_tax_before(case.vote_at)
        if not game.over:
            game.run()
        return game


def observed(game: Game) -> dict[str, Any]:
    """Everything the two engines must agree on, but the events (compared one by one)."""
    engine_ = game.engine
    return {"state": game.state.to_dict(), "flows": engine_.flows, "unsettled": engine_.unsettled,
            "draws": engine_.rng.getstate(), "answers": game.answers, "votes": game.votes,
            "rows": game.rows() if game._rows.keep else None, "outcome": game.outcome(),
            "events counted": engine_._seq, "events kept": len(game.events)}


def difference(case: Case) -> str | None:
    """None if the fast core plays ``case`` as the reference does; else what differs first, named with the case."""
    reference = play(case, "python")
    fast = play(case, "fast")
    if fast.fast_turns == 0:
        return f"{case}: the fast core played no turn"
    return compare(case, reference, fast)


def compare(case: Case, reference: Game, fast: Game) -> str | None:
    """None if two plays of ``case`` agree; else the first differing event, or the first differing part."""
    for k, (a, b) in enumerate(zip(reference.events, fast.events, strict=False)):
        if a != b:
            return f"{case}: event {k} differs:\n  reference {a.to_dict()}\n  fast      {b.to_dict()}"
    seen, got = observed(reference), observed(fast)
    for key, value in seen.items():
        if got[key] != value:
            return f"{case}: {key} differs:\n  reference {_first_diff(value, got[key])}"
    return None


def summary_difference(case: Case) -> str | None:
    """None if an experiment's rows of the case's game are the same whoever plays it."""
    regime = Regime("case", edition=case.edition, options=case.options(), strategies=case.strategies,
                    single_tax_at=case.vote_at)
    rows = []
    for name in ("python", "fast"):
        with engine(name):
            record = play_game(regime, len(case.strategies), 0, case.seed, time_series=case.record_turns,
                               keep_events=case.record_events)
        rows.append(dataclasses.replace(record, fast_turns=0))
    if record.fast_turns == 0:
        return f"{case}: the fast core played no turn of the experiment's game"
    if rows[0] != rows[1]:
        return f"{case}: the experiment's rows differ:\n  reference {rows[0].game}\n  fast      {rows[1].game}"
    return None


def _first_diff(a: Any, b: Any, path: str = "") -> str:
    """Where two nested values first differ, as a path and the two values."""
    if isinstance(a, dict) and isinstance(b, dict):
        for key in list(a) + [k for k in b if k not in a]:
            if a.get(key) != b.get(key):
                return _first_diff(a.get(key), b.get(key), f"{path}[{key!r}]")
    if isinstance(a, list | tuple) and isinstance(b, list | tuple):
        for k, (x, y) in enumerate(zip(a, b, strict=False)):
            if x != y:
                return _first_diff(x, y, f"{path}[{k}]")
        if len(a) != len(b):
            return f"{path}: lengths {len(a)} and {len(b)}"
    return f"{path}: {a!r}\n  fast      {path}: {b!r}"
