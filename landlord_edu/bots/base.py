"""The base class of every strategy, the person who answers for himself, and the small helpers the bots share."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import partial
from typing import TYPE_CHECKING, Any, ClassVar

if TYPE_CHECKING:
    from ..decisions import Decision
    from ..game import Game

Answer = Callable[..., Any]  # a rule set's answer for a strategy: called as (strategy, decision, game)


class Strategy:
    """Base class. ``decide`` returns an answer allowed by the decision (see its ``options``
    or ``low``/``high``); the default answers are the safe ones: pass, refuse, throw."""

    name: ClassVar[str] = "base"
    human: ClassVar[bool] = False

    def decide(self, decision: Decision, game: Game) -> Any:
        """Answer with ``on_<kind>_<rule set>`` if the strategy, or its rule set's answers for it, has one
        for the game's rules, else ``on_<kind>`` (the strategy's own, then its rule set's), else :meth:`default`."""
        key = (game.edition.rule_set, decision.kind)
        handler = self._handlers.get(key)
        if handler is None:
            own, edition = f"on_{decision.kind}_{key[0]}", f"on_{decision.kind}"
            answers = game.rules.answers
            handler = getattr(self, own, None) or self._answer(answers, own) or getattr(self, edition, None) or \
                self._answer(answers, edition) or (lambda d, _g: self.default(d))
            self._handlers[key] = handler
        return handler(decision, game)

    def _answer(self, answers: Mapping[str, Mapping[str, Answer]], method: str) -> Callable[..., Any] | None:
        """The rule set's answer ``method`` for the nearest of this strategy's classes it answers for."""
        for cls in type(self).__mro__:
            found = answers.get(cls.__dict__.get("name", ""), {}).get(method)
            if found is not None:
                return partial(found, self)
        return None

    @property
    def _handlers(self) -> dict[tuple[str, str], Any]:
        # one dict per strategy object, made on first use (subclasses need not call __init__)
        try:
            return self.__dict__["_handler_cache"]
        except KeyError:
            return self.__dict__.setdefault("_handler_cache", {})

    @staticmethod
    def default(decision: Decision) -> Any:
        if decision.kind in ("bid", "lend", "privilege_bid"):
            return 0
        if decision.kind == "turn":
            return "throw"
        if decision.kind == "raise_funds":
            return first(decision.options, "mortgage:", "borrow", "sell:", "sell_luxury:") or "give_up"
        if decision.kind in ("jail", "direction", "natural_opportunity", "ride", "trolley", "idle_land", "new_home"):
            return decision.options[0]  # the first is the one that does nothing: "stay", "done", "none"
        return False

    def __repr__(self) -> str:
        return f"{type(self).__name__}()"


class Human(Strategy):
    """A person: the game pauses at each of his decisions until ``game.answer(...)``."""

    name = "human"
    human = True

    def decide(self, decision: Decision, game: Game) -> Any:  # pragma: no cover - never called
        raise RuntimeError("a human's decisions are answered with game.answer()")


def first(options: tuple[Any, ...], *prefixes: str) -> Any:
    """The first option starting with the first prefix any option starts with, or None."""
    for prefix in prefixes:
        for option in options:
            if isinstance(option, str) and option.startswith(prefix):
                return option
    return None


def cheapest_route(decision: Decision, game: Game) -> str:
    routes = decision.context["routes"]
    return min(decision.options, key=lambda r: game.engine.landing_cost(decision.player, routes[r])[0])


def best_natural(decision: Decision, game: Game) -> int:
    naturals = game.edition.board.natural_opportunities
    return max(decision.options, key=lambda k: naturals[k].wages - naturals[k].rent)
