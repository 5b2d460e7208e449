"""What the players do outside a turn, together: vote the Single Tax in, or agree to stop.

Each action is checked (the game is running, and nothing but the current player's ``turn`` decision is
waiting; then the rule set's own check), made by the rule set, and recorded where it was made (after so
many answers, in such a turn, between turns or during the ``turn`` decision), so that a replay makes it
again at the same point (``replay.py``). A refusal changes nothing. :class:`~landlord_edu.game.Game`'s
``vote_single_tax``, ``vote_single_tax_before`` and ``agree_to_stop`` call these.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from .errors import GameOver, IllegalAction
from .record import Agreement

if TYPE_CHECKING:
    from .game import Game


def vote_single_tax(game: Game, seats: list[int]) -> None:
    """See :meth:`Game.vote_single_tax <landlord_edu.game.Game.vote_single_tax>`; ``seats`` are players'."""
    vote = game.rules.vote
    if vote is None:
        raise IllegalAction(f"the {game.edition.id} rules have no Single Tax vote")
    if not game.started:
        raise IllegalAction("the Single Tax is voted in a running game: call step() first to set up "
                            "(deal the cards), then vote")
    if game.pending is not None and game.pending.kind != "turn":
        raise IllegalAction(f"the vote must wait: {game.pending.prompt}")
    vote.check(game.engine, seats)
    # where the vote was made, so that a replay makes it at the same point: after this many answers, in
    # this turn, between turns or during the pending ``turn`` decision (the turn too: a turn that asks
    # nothing, as a prisoner's may under some rules, would leave the count of answers naming two points)
    game.votes.append({"answers": len(game.answers), "turn": game.state.turn,
                       "during_turn": game.pending is not None, "voters": seats})
    vote.enact(game.engine, seats)
    if game.pending is not None:
        vote.refresh(game.engine, game.pending)


def vote_single_tax_before(game: Game, turn: int, voters: Sequence[str | int]) -> bool:
    """See :meth:`Game.vote_single_tax_before <landlord_edu.game.Game.vote_single_tax_before>`."""
    if not game.started or game.state.single_tax or game.state.over or game.turn + 1 < turn:
        return False
    game.vote_single_tax(voters)
    return True


def agree_to_stop(game: Game, when: str) -> None:
    """See :meth:`Game.agree_to_stop <landlord_edu.game.Game.agree_to_stop>` (which then settles the last
    turn's row if the game is over)."""
    agree = game.rules.agree_to_stop
    if agree is None:
        refusal = game.rules.refusals.get("agree_to_stop")
        raise IllegalAction(f"the {game.edition.id} rules "
                            f"{refusal.api or refusal.cli if refusal else 'have no agreement to stop'}")
    if game.state.over:
        raise GameOver(f"the game is over ({game.state.end_reason}); there is nothing left to stop")
    if not game.started:
        raise IllegalAction("the players agree to stop a running game: call step() first to set up")
    if game.pending is not None and game.pending.kind != "turn":
        raise IllegalAction(f"the agreement must wait: {game.pending.prompt}")
    during_turn = game.pending is not None
    agree(game.engine, when, during_turn)  # checks ``when`` first: a refusal changes nothing
    # where it was made, as a vote records it, and after how many votes (one point may hold both)
    game.agreements.append(Agreement(answers=len(game.answers), turn=game.state.turn, during_turn=during_turn,
                                     when=when, votes=len(game.votes)))
