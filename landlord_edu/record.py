"""A game's record: how it began and every action taken from outside since, enough to replay it.

Dice and cards need no record: they come from the game's seeded streams, and the replay throws
them again. What the players did does: every answer to a decision (a bot's as well as a
human's, in the order given) and every Single Tax vote and agreement to stop made between turns or
during a ``turn`` decision, with the point where it was made. :meth:`Game.record <landlord_edu.game.Game.record>`
takes one (:func:`record`, bound in Game's class body: ``self`` is the game); :meth:`Game.replay
<landlord_edu.game.Game.replay>` plays it back (``replay.py``).

Examples
--------
>>> from landlord_edu import Game
>>> game = Game(players=3, seed=5)
>>> _ = game.run(max_turns=12)
>>> copy = Game.replay(game.record())
>>> copy.state == game.state and copy.events == game.events
True
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, TypedDict

from .edition import Edition
from .options import Options

if TYPE_CHECKING:
    from .game import Game


class Vote(TypedDict):
    """A Single Tax vote made from outside the rules: ``voters`` (seats) voted it in when ``answers``
    answers had been given, in ``turn``, between turns or while a ``turn`` decision waited
    (``during_turn``). ``turn`` is None in a version 1 save, which did not record it."""

    answers: int
    turn: int | None
    during_turn: bool
    voters: list[int]


class Agreement(TypedDict):
    """An agreement to stop (a rule set's ``agree_to_stop``) made from outside the rules, at a point recorded as a
    :class:`Vote`'s is, after ``votes`` votes (a vote and an agreement may be made at one point);
    ``when`` is ``"now"`` or ``"next_double"``."""

    answers: int
    turn: int | None
    during_turn: bool
    when: str
    votes: int


@dataclass(frozen=True)
class Record:
    """Everything a replay needs, and where the recorded game stood when the record was taken.

    Attributes
    ----------
    players, strategies : the names of the seats and of the strategies playing them.
    seed, edition, options, dice : as given to :class:`~landlord_edu.game.Game`.
    script, script_used : the scripted answers given, and how many of them had been used.
    record_events : whether the game kept its event log.
    initial_state : the staged position (``State.to_dict()``) of a scenario game, else None.
    answers : every answer given, in order.
    votes : every Single Tax vote made from outside a turn, in order.
    agreements : every agreement to stop made from outside a turn, in order.
    started, turn, paused : where the game stood: set up (or staged) or not, the turns played,
        and whether a decision was waiting for an answer.
    """

    players: tuple[str, ...]
    strategies: tuple[str, ...]
    seed: int
    edition: Edition
    options: Options
    dice: tuple[tuple[int, int], ...]
    script: tuple[dict[str, Any], ...]
    script_used: int
    record_events: bool
    initial_state: dict[str, Any] | None
    answers: tuple[Any, ...]
    votes: tuple[Vote, ...]
    agreements: tuple[Agreement, ...]
    started: bool
    turn: int
    paused: bool


def record(self: Game) -> Record:
    """The game's :class:`~landlord_edu.record.Record`: how it began and every answer and vote since."""
    return Record(players=tuple(p.name for p in self.state.players),
                  strategies=tuple(s.name for s in self.strategies), seed=self.seed, edition=self.edition,
                  options=self.options, dice=tuple(self.dice_script),
                  script=tuple(dict(a) for a in self.scripted), script_used=self._script.used,
                  record_events=self.engine.record_events, initial_state=self._initial,
                  answers=tuple(self.answers), votes=tuple(Vote(**v) for v in self.votes),
                  agreements=tuple(Agreement(**a) for a in self.agreements), started=self.started,
                  turn=self.state.turn, paused=self.pending is not None)
