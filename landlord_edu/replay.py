"""Replaying a :class:`~landlord_edu.record.Record`: the work behind :meth:`Game.replay
<landlord_edu.game.Game.replay>`.

The game is made as the record's game was made, then driven with the recorded answers given in order
(``Game._forced``: a bot's answers too, so no strategy is asked and no choice is drawn) and the votes and
agreements to stop made
where they were made: between turns (after so many answers, in such a turn, once the game is set up) or
during a ``turn`` decision. The drive stops where the record ends: every answer used, at the record's
turn, set up or not, and paused at a decision or not, as the recorded game was. Each drive ends a turn
or stops at the first decision that has no recorded answer, so a replay cannot run on past its record.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Sequence
from typing import TYPE_CHECKING

from .errors import DataError, IllegalAction
from .record import Agreement, Record, Vote
from .state import State

if TYPE_CHECKING:
    from .decisions import Decision
    from .game import Game
    from .strategies import Strategy


def replay(cls: type[Game], record: Record, strategies: Sequence[str | Strategy] | None = None) -> Game:
    """See :meth:`Game.replay <landlord_edu.game.Game.replay>`."""
    game = cls(list(record.players), strategies=strategies if strategies is not None else record.strategies,
               seed=record.seed, edition=record.edition, options=record.options, dice=record.dice,
               answers=record.script, record_events=record.record_events,
               _state=State.from_dict(record.initial_state) if record.initial_state is not None else None)
    game._script = deque()  # the scripted answers used are among the recorded answers
    game._forced = deque(record.answers)
    game._replay_votes_queue = deque(record.votes)
    game._replay_agreements_queue = deque(record.agreements)
    game._replay_stop = True
    try:
        _drive_to_the_end(game, record)
    except IllegalAction as exc:
        raise DataError("record", f"answers[{len(game.answers)}]", f"the rules refuse it: {exc}") from None
    finally:
        game._replay_stop = False
    _check_all_used(game)
    game._script = deque(game.scripted[record.script_used:])
    return game


def _drive_to_the_end(game: Game, record: Record) -> None:
    while True:
        if game.pending is not None or game.over or game.turn > record.turn:
            return
        game._replay_outside(during_turn=False)  # between turns, or where a staged game starts
        # Between turns at the record's turn, the record is used up, unless the game has not been set up
        # and the record waits at a decision of the setting up. Answers left over name the first extra one.
        if (game.started, game.turn) == (record.started, record.turn) and (game.started or not record.paused):
            return
        game._drive()


def _check_all_used(game: Game) -> None:
    if game._forced:
        where = "after the game's end" if game.over else f"past turn {game.turn}, where the save says it stands"
        raise DataError("record", f"answers[{len(game.answers)}]", f"the game never asks for it: the record goes "
                        f"on {where} ({len(game._forced)} answers left over)")
    if game._replay_votes_queue:
        vote = game._replay_votes_queue[0]
        raise DataError("record", f"votes[{len(game.votes)}]", f"the vote is never reached: no point after "
                        f"{vote['answers']} answers in turn {vote['turn']} where it could be made")
    if game._replay_agreements_queue:
        agreement = game._replay_agreements_queue[0]
        raise DataError("record", f"agreements[{len(game.agreements)}]", f"the agreement is never reached: no "
                        f"point after {agreement['answers']} answers in turn {agreement['turn']} where it could "
                        "be made")


def replay_outside(game: Game, during_turn: bool, decision: Decision | None = None) -> None:
    """Make the recorded votes and agreements due at this point of ``game``, in the order they were made:
    between turns (``during_turn`` False) or at a ``turn`` decision (``decision``, refreshed after a vote)."""
    while True:
        if _replay_agreement(game, during_turn):
            continue
        if not _replay_vote(game, during_turn, decision):
            return


def _due(game: Game, action: Vote | Agreement, during_turn: bool) -> bool:
    # outside actions are taken in a running game only: never before the setting up is done;
    # a version 1 vote has no turn (None) and is due at the first point that fits
    return game._begun and action["answers"] == len(game.answers) and action["during_turn"] == during_turn \
        and action["turn"] in (None, game.state.turn)


def _replay_vote(game: Game, during_turn: bool, decision: Decision | None) -> bool:
    q = game._replay_votes_queue
    if not q or not _due(game, q[0], during_turn):
        return False
    vote = q.popleft()
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
    return True


def _replay_agreement(game: Game, during_turn: bool) -> bool:
    q = game._replay_agreements_queue
    if not q or not _due(game, q[0], during_turn) or q[0]["votes"] != len(game.votes):
        return False
    entry = q.popleft()
    agree = game.rules.agree_to_stop
    try:
        if agree is None:
            raise IllegalAction(f"the {game.edition.id} rules have no agreement to stop")
        agree(game.engine, entry["when"], during_turn)
    except IllegalAction as exc:
        raise DataError("record", f"agreements[{len(game.agreements)}]", f"the rules refuse it: {exc}") from None
    game.agreements.append(entry)
    game._after_agreement()
    return True
