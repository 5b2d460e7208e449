"""The fast path: a rule set's compiled player for games that only the shipped bots play.

The Python rules are the reference: they play every game that has a human seat, a strategy of one's own, a
scripted answer or throw, a widget watching or no compiled core. A rule set may also bring a *fast core*
(``RuleSet.fast``: a loader returning a :class:`FastCore`, or None when its compiled module was not built),
which plays the same rules, readings, switches, seeded draws and bots to the same end, without decision
objects, generators or text it is not asked for. :meth:`Game.run <landlord_edu.game.Game.run>` and the
experiments use it on their own where it applies; :func:`why_not` says why it does not.

What "the same" means is checked by the differential tests (tests/test_fast_*.py, one file an edition,
and benchmarks/fast_differential.py): the same state, flows, answers, turn rows and, when the log is kept, the
same events, game for game. ``LANDLORD_EDU_ENGINE=python`` in the environment turns the fast path off everywhere.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

from .strategies import STRATEGIES

if TYPE_CHECKING:
    from .events import Event
    from .game import Game

ENGINE_VARIABLE = "LANDLORD_EDU_ENGINE"  # "python": the reference plays everything; "fast": the fast core or fail
PYTHON, FAST = "python", "fast"


@dataclass
class FastRun:
    """What a fast core played, for the game to take in (the core writes the state, flows and draws itself)."""

    turns: int                                          # turns it played
    answers: list[Any] = field(default_factory=list)    # every decision's answer, in order (Game.answers)
    events: list[Event] = field(default_factory=list)   # the log of those turns (empty when the log is off)
    seq: int = 0                                        # the engine's event count after them (log on or off)
    rows: list[tuple[Any, ...]] = field(default_factory=list)  # each turn's end, as TurnRows keeps it (if kept)
    all_land_turn: int | None = None                    # the first turn at whose end one seat held every lot


class FastCore(Protocol):
    """A rule set's compiled player. One whose ``plays_setup`` is True (an optional attribute) is also given
    games not yet set up: it plays the setting up (turn 0, with its turn row) before the turns."""

    def refuses(self, game: Game) -> str | None:
        """Why it cannot play ``game`` on from here (a switch or bot it does not play), or None."""

    def play(self, game: Game, until_turn: int | None) -> FastRun:
        """Play turns until the game is over or ``until_turn`` turns are played, from a position between turns
        (or before the setting up, see ``plays_setup``) with no decision pending; write the state,
        ``engine.flows``, ``engine.unsettled`` and the draws (``engine.rng``) as the reference would leave them,
        and return the rest."""


FastLoader = Callable[[], FastCore | None]


def setting() -> str:
    """The engine the environment asks for: "" (the fast core where it applies), "python" or "fast"."""
    value = os.environ.get(ENGINE_VARIABLE, "").strip().lower()
    return value if value in (PYTHON, FAST) else ""


def why_not(game: Game) -> str | None:
    """Why the fast core will not play ``game`` on from here, or None if it will.

    Examples
    --------
    >>> from landlord_edu import Game
    >>> why_not(Game(players=["Ann", "Ben"], strategies=["human", "cautious"]))
    "Ann's seat is played by a person"
    """
    if setting() == PYTHON:
        return f"{ENGINE_VARIABLE}=python"
    for player, strategy in zip(game.state.players, game.strategies, strict=True):
        if strategy.human:
            return f"{player.name}'s seat is played by a person"
        if STRATEGIES.get(strategy.name) is not type(strategy):
            return f"{player.name}'s strategy {strategy.name!r} is not a shipped bot"
    return _why_not_here(game) or _why_not_rules(game)


def _why_not_here(game: Game) -> str | None:
    """What in the game's position or its record asks for the reference engine."""
    if game.pending is not None:
        return "a decision is waiting for an answer"
    if game.state.over:
        return "the game is over"
    if len(game._script):
        return "scripted answers remain"
    if game.engine.rng.script:
        return "scripted throws remain"
    if game._replaying is not None:
        return "the game is replaying a record"
    return None


def _why_not_rules(game: Game) -> str | None:
    loader = game.rules.fast
    if loader is None:
        return f"the {game.rules.name} rules have no fast core"
    core = loader()
    if core is None:
        return f"the {game.rules.name} rules' fast core is not built (no C compiler when installed)"
    return core.refuses(game)


def core_for(game: Game) -> FastCore | None:
    """The fast core that will play ``game`` on from here, or None (then :func:`why_not` says why).

    Raises RuntimeError when the environment demands the fast core (``LANDLORD_EDU_ENGINE=fast``, for the
    differential tests) and it cannot play.
    """
    reason = why_not(game)
    if reason is None:
        loader = game.rules.fast
        assert loader is not None
        return loader()
    if setting() == FAST:
        raise RuntimeError(f"{ENGINE_VARIABLE}=fast, but the fast core cannot play this game: {reason}")
    return None


def play_out(game: Game, single_tax_at: int | None = None) -> Iterator[FastRun | None]:
    """Play ``game`` (set up) to its end, voting the Single Tax in before turn ``single_tax_at`` if given: by the
    fast core where it applies, else by the reference turn by turn. Yields after each stretch what the fast core
    played, or None after a reference turn (a caller may look at the position in between)."""
    fast = why_not(game) is None  # all shipped bots: asked once (the answer holds to the end)
    while not game.over:
        if single_tax_at is not None:
            game.vote_single_tax_before(single_tax_at)
        before = game.turn
        until = None if single_tax_at is None or game.state.single_tax else single_tax_at - 1
        played = game.run_fast(until) if fast else None
        if played is None or (game.turn == before and not game.over):  # nothing played: the reference's turn
            game.step()
        yield played
