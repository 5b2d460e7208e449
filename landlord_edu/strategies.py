"""Strategies answer the decisions of :mod:`landlord_edu.decisions`.

Shipped bots, each with a distinct, documented behaviour:

``cautious`` (:class:`CautiousSaver`)
    Keeps $150 in hand. Buys and bids only at the printed price and only out of money
    above that reserve, never speculates, never buys luxuries, builds rarely, takes the
    cheapest route, votes for the Single Tax.
``landlord`` (:class:`AggressiveLandlord`)
    Keeps only $50. Buys everything it can, bids up to half as much again for a card that
    completes a set (railroads, the Municipal Cinch, a section), builds whenever it can,
    speculates, offers $150 for a fourth railroad (the rules' own example), lends only on
    mortgages, and votes against the Single Tax.
``random`` (:class:`RandomPlayer`)
    Chooses uniformly among the allowed answers using the game's own generator
    (it throws at once on seven turns in ten, and never proposes the Single Tax).

No bot proposes the Single Tax: that vote is the class's switch (``game.vote_single_tax``,
``--single-tax-at``, or a human player's turn). Bots do vote when someone proposes it.
``human`` (:class:`Human`)
    Never answers: the game pauses with the decision in ``game.pending``.

Write your own by subclassing :class:`Strategy` and answering ``decide``, or by writing a method
``on_<kind>`` per decision kind; ``on_<kind>_<rule set>`` answers that kind under those rules only.
A rule set may answer for the shipped bots under its own rules (``RuleSet.answers``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import partial
from typing import TYPE_CHECKING, Any, ClassVar

from .decisions import Decision, shown
from .errors import IllegalAction, StrategyError, UnknownStrategy
from .state import PACK

if TYPE_CHECKING:
    from .game import Game

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
            return _first(decision.options, "mortgage:", "borrow", "sell:", "sell_luxury:") or "give_up"
        if decision.kind in ("jail", "direction", "natural_opportunity", "ride", "trolley", "idle_land", "new_home"):
            return decision.options[0]  # the first is the one that does nothing: "stay", "done", "none"
        return False

    def __repr__(self) -> str:
        return f"{type(self).__name__}()"


def _first(options: tuple[Any, ...], *prefixes: str) -> Any:
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


class CautiousSaver(Strategy):
    """Keeps a reserve and avoids risk."""

    name = "cautious"

    def __init__(self, reserve: int = 150) -> None:
        self.reserve = reserve

    def _spare(self, d: Decision, game: Game) -> int:
        return game.state.players[d.player].cash - self.reserve

    def on_buy_dealt(self, d: Decision, game: Game) -> bool:
        return self._spare(d, game) >= d.context["price"]

    def on_buy(self, d: Decision, game: Game) -> bool:
        return self._spare(d, game) >= d.context["price"]

    def on_bid(self, d: Decision, game: Game) -> int:
        if d.context.get("sale") or d.low != d.context.get("price"):
            return 0
        return d.low if self._spare(d, game) >= d.low else 0

    def on_build_here(self, d: Decision, game: Game) -> bool:
        return self._spare(d, game) >= game.edition.constants.house_cost

    def on_jail(self, d: Decision, game: Game) -> str:
        return "pay" if self._spare(d, game) >= game.edition.constants.jail_fine else "throw"

    def on_turn(self, d: Decision, game: Game) -> Any:
        builds = d.context["builds"]
        if builds and self._spare(d, game) >= 2 * game.edition.constants.house_cost:
            return {"build": max(builds, key=game.engine.land_rent)}
        return "throw"

    def on_accept_trade(self, d: Decision, game: Game) -> bool:
        price, card = d.context["price"], d.context["card"]
        printed = game.edition.constants.per_card if isinstance(card, str) else game.edition.board.spaces[card].price
        return price >= printed * 3 // 2 if d.context["side"] == "buy" else False

    def on_lend(self, d: Decision, game: Game) -> int:
        spare = min(d.high, self._spare(d, game))
        return spare if spare >= d.low else 0

    def on_vote(self, d: Decision, game: Game) -> bool:
        return True

    def on_trust(self, d: Decision, game: Game) -> bool:
        return True

    on_direction = staticmethod(cheapest_route)
    on_natural_opportunity = staticmethod(best_natural)

class AggressiveLandlord(Strategy):
    """Buys, builds and monopolises."""

    name = "landlord"

    def __init__(self, reserve: int = 50) -> None:
        self.reserve = reserve

    def _cash(self, d: Decision, game: Game) -> int:
        return game.state.players[d.player].cash

    def value(self, space: int, seat: int, game: Game) -> int:
        """The printed price, or half as much again if the card completes one of his sets."""
        g = game.engine
        s = g.board.spaces[space]
        group = {"railroad": g.railroads, "franchise": g.franchises}.get(s.kind) or \
            (g.board.sections.get(s.section, ()) if s.kind == "lot" else ())
        others = [i for i in group if i != space]
        completes = bool(others) and all(g.state.owner[i] == seat for i in others)
        return s.price * 3 // 2 if completes else s.price

    def on_buy_dealt(self, d: Decision, game: Game) -> bool:
        return self._cash(d, game) - d.context["price"] >= self.reserve

    def on_buy(self, d: Decision, game: Game) -> bool:
        price = d.context["price"]
        worth = self.value(d.context["space"], d.player, game)
        return self._cash(d, game) - price >= self.reserve and price <= 2 * worth

    def on_bid(self, d: Decision, game: Game) -> int:
        if d.context.get("luxury"):  # a luxury counts 100 at the end: worth buying cheap
            ceiling = game.edition.constants.per_card // 2
        elif d.context.get("sale"):
            ceiling = game.edition.board.spaces[d.context["space"]].price
        else:
            ceiling = self.value(d.context["space"], d.player, game)
        return d.low if d.low <= ceiling and self._cash(d, game) - d.low >= self.reserve else 0

    def on_speculate(self, d: Decision, game: Game) -> bool:
        return self._cash(d, game) >= 100

    def on_build_here(self, d: Decision, game: Game) -> bool:
        return self._cash(d, game) - game.edition.constants.house_cost >= self.reserve

    def on_jail(self, d: Decision, game: Game) -> str:
        return "pay" if self._cash(d, game) - game.edition.constants.jail_fine >= self.reserve else "throw"

    def on_turn(self, d: Decision, game: Game) -> Any:
        builds = d.context["builds"]
        c = game.edition.constants
        if builds and self._cash(d, game) - c.house_cost >= self.reserve:
            return {"build": max(builds, key=lambda i: (game.engine.land_rent(i), -game.state.houses[i]))}
        if d.context["can_trade"]:
            offer = self.trade_offer(d.player, game)
            if offer is not None:
                return {"trade": offer}
        return "throw"

    def trade_offer(self, seat: int, game: Game) -> dict[str, Any] | None:
        """Offer $150 for the last railroad, or $100 for the other franchise (the Municipal Cinch)."""
        g = game.engine
        cash = game.state.players[seat].cash
        for group, price in ((g.railroads, 150), (g.franchises, 100)):
            mine = [i for i in group if g.state.owner[i] == seat]
            rest = [i for i in group if g.state.owner[i] not in (seat, PACK)]
            if len(mine) == len(group) - 1 and len(rest) == 1 and cash - price >= self.reserve \
                    and not g.mortgaged(rest[0]):
                return {"card": rest[0], "with": g.state.owner[rest[0]], "price": price, "side": "buy"}
        return None

    def on_accept_trade(self, d: Decision, game: Game) -> bool:
        card, price = d.context["card"], d.context["price"]
        if isinstance(card, str):  # a luxury
            worth = game.edition.constants.per_card
            return price <= worth // 2 if d.context["side"] == "sell" else price >= worth
        if d.context["side"] == "sell":  # he is asked to buy
            return price <= self.value(card, d.player, game) and self._cash(d, game) - price >= self.reserve
        return price >= 2 * game.edition.board.spaces[card].price

    def on_lend(self, d: Decision, game: Game) -> int:
        if d.context["security"] == PACK:
            return 0
        amount = min(d.high, self._cash(d, game) - self.reserve)
        return amount if amount >= d.low else 0

    def on_privilege_bid(self, d: Decision, game: Game) -> int:
        rent = game.edition.board.spaces[d.context["space"]].rent
        return d.low if rent >= 14 and d.low <= 20 and self._cash(d, game) - d.low >= 200 else 0

    def on_trust(self, d: Decision, game: Game) -> bool:
        return True

    def on_vote(self, d: Decision, game: Game) -> bool:
        return False

    def on_direction(self, d: Decision, game: Game) -> str:
        g = game.engine
        routes = d.context["routes"]
        for r in d.options:  # prefer a card he could buy
            s = g.board.spaces[routes[r]]
            if s.is_card and g.state.owner[s.index] == PACK and self._cash(d, game) - s.price >= self.reserve:
                return r
        return cheapest_route(d, game)

    on_natural_opportunity = staticmethod(best_natural)

class RandomPlayer(Strategy):
    """Uniform choices from the game's own draws for its seat (``choices/<seat>``); bids half the time."""

    name = "random"

    def decide(self, decision: Decision, game: Game) -> Any:
        rng, seat = game.engine.rng, decision.player
        if decision.kind in ("bid", "lend", "privilege_bid"):
            if decision.high < decision.low or rng.uniform(seat) < 0.5:
                return 0
            top = min(decision.high, decision.low + 50)
            return decision.low + rng.choice_index(top - decision.low + 1, seat)
        options = decision.options
        if decision.kind == "turn":
            if rng.uniform(seat) < 0.7:
                return "throw"
            options = tuple(o for o in options if o != "single_tax")  # the vote is the class's switch
        return options[rng.choice_index(len(options), seat)]


class Human(Strategy):
    """A person: the game pauses at each of his decisions until ``game.answer(...)``."""

    name = "human"
    human = True

    def decide(self, decision: Decision, game: Game) -> Any:  # pragma: no cover - never called
        raise RuntimeError("a human's decisions are answered with game.answer()")


STRATEGIES: dict[str, type[Strategy]] = {cls.name: cls for cls in (CautiousSaver, AggressiveLandlord,
                                                                     RandomPlayer, Human)}




def make_strategy(spec: str | Strategy) -> Strategy:
    """A strategy object from a name (``"cautious"``, ``"landlord"``, ``"random"``, ``"human"``) or itself.

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
