"""Strategies answer the decisions of :mod:`landlord_edu.decisions`.

The shipped bots (their code is in :mod:`landlord_edu.bots`; docs/bots.md compares them):

``landlord`` (:class:`Landlord`)
    Values a card at what the scoring counts it at plus the rent it should bring in, and bids, buys and
    sells around that value (less a margin, out of the cash above a $75 reserve). Builds whenever he
    can, offers for the last railroad or franchise, lends only on mortgages, votes against the Single Tax.
``builder`` (:class:`Builder`)
    A landlord who, under the rules for advanced players, buys into sections he can complete, trades
    for their last lot and builds them up evenly (the section doubling: the rules' "decisive point").
``cautious`` (:class:`CautiousSaver`)
    Keeps $150 in hand. Buys only at the printed price and only out of money above that reserve, takes
    a forced sale only at half what the card counts or less, lends only on mortgages, never speculates,
    never buys luxuries, builds rarely, takes the cheapest route, votes for the Single Tax.
``careless`` (:class:`CarelessPlayer`; alias ``random``, :class:`RandomPlayer`)
    A player who makes careless choices: uniform among the allowed answers, from the game's own
    generator (it throws at once on seven turns in ten, and never proposes the Single Tax).
``bargain_hunter`` (:class:`BargainHunter`) and ``cautious_0.1`` (:class:`OldCautiousSaver`)
    The 0.1 ``landlord`` (buys whatever it can, bids the minimum) and ``cautious``, kept so that old
    experiments can be rerun: with them in the seats of 0.1's line-up, games play as they did.
``human`` (:class:`Human`)
    Never answers: the game pauses with the decision in ``game.pending``.

No bot proposes the Single Tax: that vote is the class's switch (``game.vote_single_tax``,
``--single-tax-at``, or a human player's turn). Bots do vote when someone proposes it.

Write your own by subclassing :class:`Strategy` and answering ``decide``, or by writing a method
``on_<kind>`` per decision kind; ``on_<kind>_<rule set>`` answers that kind under those rules only.
A rule set may answer for the shipped bots under its own rules (``RuleSet.answers``, by strategy name;
a subclass that answers to no name of its own gets its parent's answers).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .bots import (
    AggressiveLandlord,
    Answer,
    BargainHunter,
    Builder,
    CarelessPlayer,
    CautiousSaver,
    Human,
    Landlord,
    OldCautiousSaver,
    RandomPlayer,
    Strategy,
    best_natural,
    cheapest_route,
)
from .decisions import Decision, shown
from .errors import IllegalAction, StrategyError, UnknownStrategy

if TYPE_CHECKING:
    from .game import Game

__all__ = ["STRATEGIES", "AggressiveLandlord", "Answer", "BargainHunter", "Builder", "CarelessPlayer",
           "CautiousSaver", "Human", "Landlord", "OldCautiousSaver", "RandomPlayer", "Strategy", "StrategyError",
           "UnknownStrategy", "ask", "best_natural", "cheapest_route", "make_strategy"]

STRATEGIES: dict[str, type[Strategy]] = {cls.name: cls for cls in (
    Landlord, Builder, CautiousSaver, CarelessPlayer, Human, BargainHunter, OldCautiousSaver, RandomPlayer)}
"""Every shipped strategy by name, aliases too (``random`` is the careless player under its old name)."""

ALIASES = {"random": "careless"}
"""Old names still accepted, and the name each now stands for."""


def make_strategy(spec: str | Strategy) -> Strategy:
    """A strategy object from a name (``"landlord"``, ``"builder"``, ``"cautious"``, ``"careless"``, ``"human"``,
    or one of the old names kept for old games: ``"random"``, ``"bargain_hunter"``, ``"cautious_0.1"``) or itself.

    Raises :class:`UnknownStrategy` (a :class:`~landlord_edu.errors.DataError`) for anything else.
    """
    if isinstance(spec, Strategy):
        if not isinstance(spec.name, str) or not spec.name.strip() or not isinstance(spec.human, bool):
            raise UnknownStrategy("strategies", type(spec).__name__, "a Strategy needs a name (a non-empty word) "
                                                                     "and human = True or False")
        return spec
    if isinstance(spec, type) and issubclass(spec, Strategy):
        raise UnknownStrategy("strategies", spec.__name__, f"pass a strategy object, {spec.__name__}(), "
                                                           f"not the class")
    if isinstance(spec, str) and spec in STRATEGIES:
        return STRATEGIES[spec]()
    raise UnknownStrategy("strategies", shown(spec).strip("'"), f"unknown strategy; use one of "
                                                                f"{sorted(STRATEGIES)} or a Strategy object")


def ask(strategy: Strategy, decision: Decision, game: Game) -> Any:
    """``strategy``'s answer to ``decision``, checked. Whatever goes wrong in it (an exception, an answer
    the decision does not allow) is a :class:`StrategyError` naming the strategy, the player and the
    decision; the game is untouched, since the answer is checked before the rules see it."""
    who = game.state.players[decision.player].name
    try:
        answer = strategy.decide(decision, game)
    except Exception as exc:  # a user's strategy may raise anything; the game must survive it
        raise StrategyError(f"strategy {strategy.name!r} ({who}) failed on the {decision.kind!r} decision: "
                            f"{type(exc).__name__}: {shown(str(exc))[1:-1]}{_WAITING}") from exc
    try:
        return decision.validate(answer)
    except IllegalAction as exc:
        raise StrategyError(f"strategy {strategy.name!r} ({who}) answered the {decision.kind!r} decision "
                            f"with {shown(answer)}, which is not allowed ({exc}){_WAITING}") from None


_WAITING = "; the decision is still pending: answer it with game.answer(...), or fix the strategy and call step()"
