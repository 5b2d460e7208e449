"""A game at any earlier turn: :class:`Timeline` keeps each turn's position from one replay of the record.

One replay of the game's record (:func:`~landlord_edu.replay.replay_to_end`) keeps, at each point between
turns, a copy of the state, where the random streams stood (the count of draws per stream) and how long the
log, the answers, the votes and the turn rows were. :meth:`Timeline.at` then gives the game as it stood after
turn N (with the votes and agreements made before turn N + 1, which the log counts as turn N's), in about a
millisecond, whatever N: a :class:`~landlord_edu.game.Game` equal to a fresh game played
(or re-played) to turn N, which may be drawn, asked, saved, or played on from there (a branch of the game;
the game it was taken from does not change). :func:`take_back` is the undo of the views: the game again with
its last human answer taken back, by replaying its record without it.

Examples
--------
>>> from landlord_edu import Game
>>> game = Game(players=3, seed=5)
>>> _ = game.run(max_turns=40)
>>> timeline = Timeline(game)
>>> (timeline.first, timeline.last)
(0, 40)
>>> again = Game(players=3, seed=5)
>>> _ = again.run(max_turns=10)
>>> timeline.at(10).state == again.state
True
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, replace
from typing import Any

from .dice import GameRandom
from .errors import DataError, IllegalAction
from .game import Game
from .record import Record
from .replay import made, replay_to_end
from .script import Script
from .state import State


@dataclass(frozen=True)
class Position:
    """The game between two turns: its state (a copy), the random streams' draws, and how many events,
    answers, votes, agreements and turn rows it had."""

    state: State
    rng: dict[str, Any]
    events: int
    seq: int
    answers: int
    votes: int
    agreements: int
    rows: int
    flows: dict[str, list[int]]
    unsettled: list[tuple[int, int, int, int]] | None


def _position(game: Game) -> Position:
    engine = game.engine
    return Position(copy.deepcopy(game.state), engine.rng.getstate(), len(engine.events), engine._seq,
                    len(game.answers), len(game.votes), len(game.agreements), len(game._rows),
                    {kind: list(sums) for kind, sums in engine.flows.items()},
                    list(engine.unsettled) if engine.unsettled is not None else None)


class Timeline:
    """Every turn's position of ``game`` as it stands now (a game played live, or loaded from a save).

    Parameters
    ----------
    game : the game; its record is replayed once (a 300-turn game in about 0.1 s), the game is not changed.

    Attributes
    ----------
    first, last : the first turn kept (0, after the setting up; a scenario's staged turn) and the last (the
        game's last finished turn: a turn under way, waiting for an answer, is the game's own).
    seats : the seat each recorded answer was given for.
    """

    def __init__(self, game: Game) -> None:
        self.record: Record = game.record()
        self._strategies = list(game.strategies)
        self._positions: dict[int, Position] = {}
        self._end = made(Game, self.record, self._strategies)
        self.seats = replay_to_end(self._end, self.record, self._keep)
        turns = sorted(self._positions)
        self.first, self.last = (turns[0], turns[-1]) if turns else (0, -1)

    def _keep(self, game: Game) -> None:
        # the last call at a turn is the latest position there (after the votes made between turns)
        self._positions[game.state.turn] = _position(game)

    def fits(self, game: Game) -> bool:
        """Is this the timeline of ``game`` as it stands now (nothing played, answered or voted since)?"""
        return self.record == game.record()

    def __len__(self) -> int:
        return len(self._positions)

    def at(self, turn: int) -> Game:
        """The game as it stood after ``turn`` turns (``first`` to ``last``): a new :class:`Game` that may be
        drawn, saved or played on. Raises :class:`~landlord_edu.errors.IllegalAction` for another turn."""
        if type(turn) is not int or turn not in self._positions:
            span = f"{self.first} to {self.last}" if self._positions else "none yet: the game is not set up"
            raise IllegalAction(f"turn {turn!r} is not in this game's timeline: its turns are {span}")
        return self._game_at(self._positions[turn])

    def _game_at(self, pos: Position) -> Game:
        """A copy of the replayed game, taken back to ``pos``: the same edition, rules and strategies, its own
        state, log, record, rows and random streams, and a fresh driver that plays on from there (as
        :meth:`Game.run_fast` leaves one)."""
        end = self._end
        game = copy.copy(end)
        engine = game.engine = copy.copy(end.engine)
        engine.state = copy.deepcopy(pos.state)  # the caller may play it: ours stays as it was
        engine.events = end.events[:pos.events]
        engine._seq = pos.seq
        engine.flows = {kind: list(sums) for kind, sums in pos.flows.items()}
        engine.unsettled = list(pos.unsettled) if pos.unsettled is not None else None
        engine.rng = GameRandom(self.record.seed, self.record.dice, self.record.options.random_streams)
        engine.rng.setstate(pos.rng)
        game.answers = end.answers[:pos.answers]
        game.votes = end.votes[:pos.votes]
        game.agreements = end.agreements[:pos.agreements]
        game._rows = end._rows.upto(pos.rows)
        game._script = Script(end.scripted, self.record.script_used)
        game.pending, game._send, game._replaying = None, None, None
        game._proc = game._play(setup_needed=False)
        return game

    def turn_of_answer(self, index: int) -> tuple[bool, int]:
        """(set up?, turn) where answer ``index`` was given: in the first turn whose end counts more answers."""
        for turn in sorted(self._positions):
            if self._positions[turn].answers > index:  # the setting up (turn 0 of an unstaged game) or a turn
                return (turn, self.record.initial_state) != (0, None), turn
        if not self._positions:
            return False, 0
        return self.record.started, self.record.turn  # in the turn under way


def take_back(game: Game) -> Game:
    """``game`` again, with its last human answer (and whatever was done after it) taken back: its record
    replayed up to that decision, which waits again. ``game`` itself does not change.

    Raises :class:`~landlord_edu.errors.IllegalAction` when no human plays, or none has answered yet.

    Examples
    --------
    >>> game = Game(players=["Ann", "Ben"], strategies=["human", "cautious"], seed=1)
    >>> game.step(); game.answer(False)
    >>> take_back(game).pending.kind
    'buy_dealt'
    """
    humans = [k for k, s in enumerate(game.strategies) if s.human]
    if not humans:
        raise IllegalAction("no human plays this game: there is no answer of yours to take back")
    timeline = Timeline(game)
    given = [k for k, seat in enumerate(timeline.seats) if seat in humans]
    if not given:
        raise IllegalAction("nothing to take back: no human has answered yet")
    last = given[-1]
    record = timeline.record
    started, turn = timeline.turn_of_answer(last)
    # a vote or agreement counted after ``last`` answers was made before that answer (at its decision, or
    # between turns before it): it stays; those made later are taken back with it
    cut = replace(record, answers=record.answers[:last], votes=tuple(v for v in record.votes if v["answers"] <= last),
                  agreements=tuple(a for a in record.agreements if a["answers"] <= last), started=started,
                  turn=turn, paused=True)
    try:
        return Game.replay(cut, game.strategies)
    except DataError as exc:
        raise IllegalAction(f"the last answer cannot be taken back: {exc}") from None
