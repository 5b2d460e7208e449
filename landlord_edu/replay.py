"""The replay of a :class:`~landlord_edu.record.Record`: :func:`replay` (:meth:`Game.replay
<landlord_edu.game.Game.replay>`, bound in Game's class body) makes the game as the record's game was made,
then :func:`replay_to_end` drives it to the record's end.

The game is made as the record's game was made, then driven with the recorded answers given in order
(a bot's answers too, so no strategy is asked and no choice is drawn) and the votes and agreements to
stop made where they were made: between turns (after so many answers, in such a turn, once the game is
set up) or during a ``turn`` decision. The drive stops where the record ends: every answer used, at the
record's turn, set up or not, and paused at a decision or not, as the recorded game was. Each drive ends
a turn or stops at the first decision that has no recorded answer, so a replay cannot run on past its
record. Here are that drive, the queues of what is left to make and the checks that each fits. They use the
game through its public lists (``answers``, ``votes``, ``agreements``), its rule set and three internal hooks
of its driver, never setting its private fields: ``_replaying_from`` (the record's answers go first, no
scripted answer is used), ``_drive`` (play to the end of a turn or a pause) and ``_after_agreement``.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .errors import DataError, IllegalAction
from .record import Agreement, Record, Vote
from .state import State

if TYPE_CHECKING:
    from .decisions import Decision
    from .game import Game
    from .strategies import Strategy


@dataclass
class Replaying:
    """The recorded answers, votes and agreements not yet made, in order; ``seats``, the seat each answer
    given so far answered for (what the record does not keep: whose answer was a human's)."""

    answers: deque[Any]
    votes: deque[Vote]
    agreements: deque[Agreement]
    seats: list[int] = field(default_factory=list)

    @classmethod
    def of(cls, record: Record) -> Replaying:
        return cls(deque(record.answers), deque(record.votes), deque(record.agreements))

    @property
    def outside(self) -> bool:
        """Are votes or agreements still to be made (checked at each ``turn`` decision)?"""
        return bool(self.votes or self.agreements)

    def answer(self, game: Game, d: Decision, pause: Any) -> Any:
        """The recorded answer to ``d``, after the votes and agreements due at a ``turn`` decision; ``pause``
        where the record's answers end (so the replay cannot run on past its record)."""
        if d.kind == "turn" and self.outside:
            self.make_outside(game, during_turn=True, decision=d)
        if not self.answers:
            return pause
        self.seats.append(d.player)
        return d.validate(self.answers.popleft())

    def make_outside(self, game: Game, during_turn: bool, decision: Decision | None = None) -> None:
        """Make the recorded votes and agreements due at this point, in the order they were made:
        between turns (``during_turn`` False) or at a ``turn`` decision (``decision``, refreshed after a vote)."""
        while True:
            agreement = self.due_agreement(game, during_turn)
            if agreement is not None:
                make_agreement(game, agreement, during_turn)
                game._after_agreement()
                continue
            vote = self.due_vote(game, during_turn)
            if vote is None:
                return
            make_vote(game, vote, decision)

    def due_agreement(self, game: Game, during_turn: bool) -> Agreement | None:
        """The next agreement, taken from the queue, if it was made at this point (after as many votes)."""
        q = self.agreements
        if not q or not _due(game, q[0], during_turn) or q[0]["votes"] != len(game.votes):
            return None
        return q.popleft()

    def due_vote(self, game: Game, during_turn: bool) -> Vote | None:
        """The next vote, taken from the queue, if it was made at this point."""
        q = self.votes
        return q.popleft() if q and _due(game, q[0], during_turn) else None

    def check_all_used(self, game: Game) -> None:
        """Refuse a record with answers, votes or agreements its game never reached."""
        if self.answers:
            where = "after the game's end" if game.over else f"past turn {game.turn}, where the save says it stands"
            raise DataError("record", f"answers[{len(game.answers)}]", f"the game never asks for it: the record "
                            f"goes on {where} ({len(self.answers)} answers left over)")
        if self.votes:
            vote = self.votes[0]
            raise DataError("record", f"votes[{len(game.votes)}]", f"the vote is never reached: no point after "
                            f"{vote['answers']} answers in turn {vote['turn']} where it could be made")
        if self.agreements:
            agreement = self.agreements[0]
            raise DataError("record", f"agreements[{len(game.agreements)}]", f"the agreement is never reached: "
                            f"no point after {agreement['answers']} answers in turn {agreement['turn']} where it "
                            "could be made")


def replay(cls: type[Game], record: Record, strategies: Sequence[str | Strategy] | None = None) -> Game:
    """The game ``record`` records, played again to where the record ends (a pending decision,
    if one was waiting). ``strategies`` may replace the recorded ones for the play that follows.

    Raises :class:`~landlord_edu.errors.DataError` naming the first answer or vote that does not
    fit (refused by the rules, or never asked for), with field ``answers[k]`` or ``votes[k]``.

    Examples
    --------
    >>> from landlord_edu import Game
    >>> game = Game(players=["Ann", "Ben"], strategies=["human", "cautious"], seed=1)
    >>> game.step()
    >>> Game.replay(game.record()).pending.kind
    'buy_dealt'
    """
    game = made(cls, record, strategies)
    replay_to_end(game, record)
    return game


def made(cls: type[Game], record: Record, strategies: Sequence[str | Strategy] | None = None) -> Game:
    """The game ``record`` records as it was made, before anything was played."""
    return cls(list(record.players), strategies=strategies if strategies is not None else record.strategies,
               seed=record.seed, edition=record.edition, options=record.options, dice=record.dice,
               answers=record.script, record_events=record.record_events,
               _state=State.from_dict(record.initial_state) if record.initial_state is not None else None)


def replay_to_end(game: Game, record: Record, between: Callable[[Game], None] | None = None) -> list[int]:
    """Play the record's answers, votes and agreements again in ``game``, made as the record's game was,
    stopping where the record ends; refuse (``DataError``) the first that does not fit. ``between`` is called
    at each point between turns once the game is set up (after the votes and agreements made there), and at
    the end if no decision waits (:mod:`landlord_edu.timeline` keeps each turn's position). Returns the seat
    each recorded answer was given for."""
    with game._replaying_from(record) as replaying:
        try:
            while game.pending is None and not game.over and game.turn <= record.turn:
                replaying.make_outside(game, during_turn=False)  # between turns, or where a staged game starts
                if between is not None and game.started:
                    between(game)
                # Between turns at the record's turn, the record is used up, unless the game has not been set
                # up and the record waits at a decision of the setting up. Answers left over name the first.
                if (game.started, game.turn) == (record.started, record.turn) and (game.started or not record.paused):
                    break
                game._drive()
        except IllegalAction as exc:
            raise DataError("record", f"answers[{len(game.answers)}]", f"the rules refuse it: {exc}") from None
    replaying.check_all_used(game)
    if between is not None and game.started and game.pending is None:
        between(game)
    return replaying.seats


def _due(game: Game, action: Vote | Agreement, during_turn: bool) -> bool:
    # outside actions are taken in a running game only: never before the setting up is done;
    # a version 1 vote has no turn (None) and is due at the first point that fits
    return game.started and action["answers"] == len(game.answers) and action["during_turn"] == during_turn \
        and action["turn"] in (None, game.state.turn)


def make_vote(game: Game, vote: Vote, decision: Decision | None) -> None:
    """Make a recorded vote again, as recorded; ``decision``, a pending ``turn`` decision, is refreshed."""
    rules = game.rules.vote
    try:
        if rules is None:
            raise IllegalAction(f"the {game.edition.id} rules have no Single Tax vote")
        rules.enact(game.engine, vote["voters"])
    except IllegalAction as exc:
        raise DataError("record", f"votes[{len(game.votes)}]", f"the rules refuse it: {exc}") from None
    # a version 1 vote (turn None) learns its turn here
    game.votes.append(Vote(answers=vote["answers"], turn=game.state.turn, during_turn=vote["during_turn"],
                           voters=vote["voters"]))
    if decision is not None:
        rules.refresh(game.engine, decision)


def make_agreement(game: Game, entry: Agreement, during_turn: bool) -> None:
    """Make a recorded agreement to stop again, as recorded."""
    agree = game.rules.agree_to_stop
    try:
        if agree is None:
            raise IllegalAction(f"the {game.edition.id} rules have no agreement to stop")
        agree(game.engine, entry["when"], during_turn)
    except IllegalAction as exc:
        raise DataError("record", f"agreements[{len(game.agreements)}]", f"the rules refuse it: {exc}") from None
    game.agreements.append(entry)
