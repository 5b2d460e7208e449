"""Decisions: every choice a player faces is a :class:`Decision` asked of his strategy.

A bot answers at once; for a human player the game pauses with the decision in
``game.pending`` until ``game.answer(...)`` is called. Answers are plain JSON values
(booleans, whole numbers, strings, small dicts), so a game's answers can be saved
and replayed.

Kinds and their answers
-----------------------
``buy_dealt`` (Rule 1), ``buy`` (Rule 7 first option), ``speculate`` (Rule 8),
``luxury`` (Rule 13), ``vote`` (Single Tax), ``accept_trade``, ``trust`` (Rule 9),
``build_here`` (Single Tax Rule 4): ``True`` or ``False``.
``bid`` (Rules 7-9 auctions), ``lend`` (Rule 16), ``privilege_bid`` (Single Tax Rule 4):
a whole number of dollars from ``low`` to ``high``, or 0 to pass.
``direction`` (Rules 2, 17): ``"forward"``, ``"backward"`` or ``"pass"``.
``jail`` (Rule 6): ``"pay"`` or ``"throw"``.
``raise_funds`` (Rules 12, 16): ``"borrow"``, ``"mortgage:<space>"`` or ``"sell:<space>"``, each way
once until he has the money (no giving up before, rulings R-30); for a luxury bought on credit (Rule 13,
R-31) only borrowing and mortgages. ``luxury``'s context gives ``borrow``, the dollars he would borrow.
``natural_opportunity`` (Single Tax Rule 8): the index of an inner corner in ``options``.
``turn``: ``"throw"``, ``{"build": space}``, ``"single_tax"``, or
``{"trade": {"card": space, "with": seat, "price": dollars, "side": "buy" | "sell"}}``
(``card`` may also name a luxury the seller holds: Rule 13 lets him sell it at any time).
``raise_funds`` may also offer ``"sell_luxury:<name>"``.

The 1939 rules add ``idle_land``, ``ride``, ``trolley``, ``island``, ``new_home``, ``buy_card``
and their own ``turn`` and ``raise_funds`` options: see docs/edition-1939.md, section 9.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from .errors import IllegalAction

YES_NO = (True, False)
_NO_MATCH = object()


def same_value(a: Any, b: Any) -> bool:
    """Equal and of the same types all the way down (so 1.0 is not the space 1, nor True the seat 1)."""
    if type(a) is not type(b):
        return False
    if isinstance(a, dict):
        return a.keys() == b.keys() and all(same_value(a[k], b[k]) for k in a)
    if isinstance(a, list | tuple):
        return len(a) == len(b) and all(same_value(x, y) for x, y in zip(a, b, strict=True))
    return bool(a == b)


def match_option(answer: Any, options: tuple[Any, ...]) -> Any:
    """The option equal to ``answer`` (types included), or a private marker if none."""
    for option in options:  # bots usually hand back the option object itself: the cheap test first
        if option is answer:
            return option
    for option in options:
        if same_value(answer, option):
            return option
    return _NO_MATCH
AMOUNT_KINDS = frozenset({"bid", "lend", "privilege_bid"})


@dataclass(slots=True)
class Decision:
    """A question put to one player.

    Attributes
    ----------
    kind : see the module docstring.
    player : seat of the player who must answer.
    prompt : a plain sentence naming the rule.
    options : the allowed answers for discrete kinds.
    low, high : the allowed range for amount kinds (0 always means "pass").
    context : facts a strategy or a widget may use (space, price, highest bid...).
    """

    kind: str
    player: int
    prompt: str
    options: tuple[Any, ...] = ()
    low: int = 0
    high: int = 0
    context: dict[str, Any] = field(default_factory=dict)
    check: Callable[[Any], Any] | None = field(default=None, repr=False, compare=False)

    def validate(self, answer: Any) -> Any:
        """Return the answer if it is allowed, else raise :class:`IllegalAction` saying what is."""
        if self.check is not None:
            return self.check(answer)
        if self.kind in AMOUNT_KINDS:
            if type(answer) is not int:
                raise IllegalAction(f"{self.kind}: answer with a whole number of dollars, not {answer!r}")
            if answer != 0 and not self.low <= answer <= self.high:
                if self.high < self.low:
                    raise IllegalAction(f"{self.kind}: {answer} is not allowed; the only answer now is 0 (pass), "
                                        f"since at least ${self.low} is needed and ${self.high} is available")
                raise IllegalAction(f"{self.kind}: {answer} is not allowed; answer 0 to pass or a sum from "
                                    f"${self.low} to ${self.high}")
            return answer
        option = match_option(answer, self.options)
        if option is not _NO_MATCH:
            return option
        raise IllegalAction(f"{self.kind}: {answer!r} is not allowed now; choose one of {list(self.options)}")

    def to_dict(self) -> dict[str, Any]:
        return {"kind": self.kind, "player": self.player, "prompt": self.prompt, "options": list(self.options),
                "low": self.low, "high": self.high, "context": dict(self.context)}
