"""What the players do outside a turn, together: vote the Single Tax in, or agree to stop.

Each action is checked (the game is running, and nothing but the current player's ``turn`` decision is
waiting; then the rule set's own check), made by the rule set, and recorded where it was made (after so
many answers, in such a turn, between turns or during the ``turn`` decision), so that a replay makes it
again at the same point (``replay.py``). A refusal changes nothing.

These are :class:`~landlord_edu.game.Game`'s methods ``vote_single_tax``, ``vote_single_tax_before`` and
``agree_to_stop``, defined here and bound in its class body (``vote_single_tax = actions.vote_single_tax``):
``self`` is the game.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from .arguments import check_voters
from .errors import GameOver, IllegalAction
from .record import Agreement

if TYPE_CHECKING:
    from .game import Game


def vote_single_tax(self: Game, voters: Sequence[str | int]) -> None:
    """Put the Single Tax into operation by the votes of at least two players (names or seats),
    between turns or while the current player is deciding what to do before his throw."""
    seats = [self._seat(v) for v in check_voters(voters)]
    vote = self.rules.vote
    if vote is None:
        raise IllegalAction(f"the {self.edition.id} rules have no Single Tax vote")
    if not self.started:
        raise IllegalAction("the Single Tax is voted in a running game: call step() first to set up "
                            "(deal the cards), then vote")
    if self.pending is not None and self.pending.kind != "turn":
        raise IllegalAction(f"the vote must wait: {self.pending.prompt}")
    vote.check(self.engine, seats)
    # where the vote was made, so that a replay makes it at the same point: after this many answers, in
    # this turn, between turns or during the pending ``turn`` decision (the turn too: a turn that asks
    # nothing, as a prisoner's may under some rules, would leave the count of answers naming two points)
    self.votes.append({"answers": len(self.answers), "turn": self.state.turn,
                       "during_turn": self.pending is not None, "voters": seats})
    vote.enact(self.engine, seats)
    if self.pending is not None:
        vote.refresh(self.engine, self.pending)


def vote_single_tax_before(self: Game, turn: int, voters: Sequence[str | int] = (0, 1)) -> bool:
    """Vote the Single Tax in if the next turn is ``turn`` or later (and the game has begun and
    is not under it already): what ``--single-tax-at`` and the side-by-side view do before each
    step. Returns True if it voted now."""
    if not self.started or self.state.single_tax or self.state.over or self.turn + 1 < turn:
        return False
    self.vote_single_tax(voters)
    return True


def agree_to_stop(self: Game, when: str = "now") -> None:
    """The players agree to stop, where the edition's rules allow it (its rule set's
    ``agree_to_stop``; e.g. "they may agree to stop, say, at the next double thrown by any of the players").

    Parameters
    ----------
    when : ``"now"`` ends the game at once between turns, or at the end of the turn under way
        when agreed at a ``turn`` decision; ``"next_double"`` ends it at the end of the turn in
        which any player next throws a double. The end's reason is ``EndReason.AGREEMENT``.

    Like :meth:`vote_single_tax`, this is done between turns or while the current player decides
    what to do before his throw, once the game has begun; a refusal changes nothing.

    Examples
    --------
    >>> from landlord_edu import Game
    >>> game = Game(players=3, seed=2)
    >>> _ = game.run(max_turns=10)
    >>> game.agree_to_stop("now")
    >>> game.outcome().reason
    <EndReason.AGREEMENT: 'agreement'>
    """
    agree = self.rules.agree_to_stop
    if agree is None:
        refusal = self.rules.refusals.get("agree_to_stop")
        raise IllegalAction(f"the {self.edition.id} rules "
                            f"{refusal.api or refusal.cli if refusal else 'have no agreement to stop'}")
    if self.state.over:
        raise GameOver(f"the game is over ({self.state.end_reason}); there is nothing left to stop")
    if not self.started:
        raise IllegalAction("the players agree to stop a running game: call step() first to set up")
    if self.pending is not None and self.pending.kind != "turn":
        raise IllegalAction(f"the agreement must wait: {self.pending.prompt}")
    during_turn = self.pending is not None
    agree(self.engine, when, during_turn)  # checks ``when`` first: a refusal changes nothing
    # where it was made, as a vote records it, and after how many votes (one point may hold both)
    self.agreements.append(Agreement(answers=len(self.answers), turn=self.state.turn, during_turn=during_turn,
                                     when=when, votes=len(self.votes)))
    self._after_agreement()  # an agreement that ended the game: the last turn's row shows the settled end
