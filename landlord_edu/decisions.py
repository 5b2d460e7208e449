"""Decisions: every choice a player faces is a :class:`Decision` asked of his strategy.

A bot answers at once; for a human player the game pauses with the decision in
``game.pending`` until ``game.answer(...)`` is called. Answers are plain JSON values
(booleans, whole numbers, strings, small dicts), so a game's answers can be saved
and replayed; anything else (or anything nested deeper than ``MAX_DEPTH``) is refused
by :meth:`Decision.validate` before any rule looks at it.

Kinds and their answers
-----------------------
Each rule set names the kinds its rules ask and what an answer to each can be
(:class:`~landlord_edu.rulesets.RuleSet`'s ``kinds``, ``answer_types`` and ``amount_kinds``; its
module's docstring says what each kind means). Made, a rule set declares them here
(:func:`declare_kinds`): an amount kind is answered with a whole number of dollars from ``low`` to
``high``, or 0 to pass; any other kind with one of the decision's ``options``.
"""

from __future__ import annotations

import reprlib
from collections.abc import Callable, Generator, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from .errors import IllegalAction

YES_NO = (True, False)
_NO_MATCH = object()
# What an answer to each kind can be, as far as is known before the decision is asked (scripted answers are
# checked against the game's rule set's own table when the game is made); the decision's own options say what
# it is when asked. Filled by the rule sets as they are made (:func:`declare_kinds`): the kinds of them all.
ANSWER_TYPES: dict[str, tuple[type, ...]] = {}
AMOUNT_KINDS: set[str] = set()  # kinds answered with a sum (every rule set's), checked by Decision.validate


def declare_kinds(answer_types: Mapping[str, tuple[type, ...]], amount_kinds: Iterable[str]) -> None:
    """A rule set's decision kinds: what their answers can be, and which are sums of money.

    A kind two rule sets share takes the answers of either (each game checks its scripted answers
    against its own rule set's table).
    """
    for kind, types in answer_types.items():
        known = ANSWER_TYPES.get(kind, ())
        ANSWER_TYPES[kind] = known + tuple(t for t in types if t not in known)
    AMOUNT_KINDS.update(amount_kinds)


# Answers are small plain JSON values; anything larger or deeper is refused before it is looked at,
# so that no check (nor the message refusing it) can recurse, convert a huge number or run long.
MAX_DEPTH = 4
MAX_ITEMS = 64
MAX_TEXT = 200
MAX_WHOLE = 2**53 - 1  # the largest whole number every JSON reader keeps exactly
_SHOW = reprlib.Repr()
_SHOW.maxlevel, _SHOW.maxstring, _SHOW.maxother, _SHOW.maxlist, _SHOW.maxdict = 3, 60, 60, 6, 6


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


def shown(value: Any) -> str:
    """A short repr for messages: safe for huge numbers, deep nesting and objects whose repr fails."""
    if type(value) is int and value.bit_length() > 200:
        return f"a whole number of {value.bit_length()} bits"
    try:
        return _SHOW.repr(value)
    except Exception:  # any object may be handed to us; its repr must not break the refusal
        return f"a {type(value).__name__} object"


def plain_problem(answer: Any) -> str | None:
    """Why ``answer`` is not a small plain JSON value (None if it is). Checked without recursion."""
    stack: list[tuple[Any, int]] = [(answer, 1)]
    seen = 0
    while stack:
        value, depth = stack.pop()
        seen += 1
        if seen > MAX_ITEMS or depth > MAX_DEPTH:
            return f"answers are small plain values; {shown(answer)} is too large or nested too deeply"
        if isinstance(value, dict):
            if not all(type(k) is str for k in value):
                return f"the keys of an answer's table are words, not {shown(list(value))}"
            stack.extend((v, depth + 1) for v in value.values())
        elif isinstance(value, list | tuple):
            stack.extend((v, depth + 1) for v in value)
        elif type(value) is int and abs(value) > MAX_WHOLE:
            return f"{shown(value)} is too large a number for any answer"
        elif type(value) is str and len(value) > MAX_TEXT:
            return f"an answer is a short word, not text of {len(value)} characters"
        elif type(value) not in (bool, int, str):
            return f"answers are plain values (true/false, whole numbers, words, lists, tables), not {shown(value)}"
    return None


def shape_problem(kind: str, answer: Any, answer_types: Mapping[str, tuple[type, ...]] | None = None) -> str | None:
    """Why ``answer`` can never answer a decision of ``kind`` (None if it might), before it is asked:
    by ``answer_types`` (a rule set's: a kind it gives no types for takes any plain answer until asked),
    or by every declared kind's."""
    problem = plain_problem(answer)
    if problem is not None:
        return problem
    types = (ANSWER_TYPES if answer_types is None else answer_types).get(kind)
    if types is None and answer_types is not None:
        return None
    if types is None:
        return f"no decision is of kind {kind!r}; kinds are {sorted(ANSWER_TYPES)}"
    if type(answer) not in types:
        return f"a {kind} answer is {' or '.join(_TYPE_WORDS[t] for t in types)}, not {shown(answer)}"
    if type(answer) is int and answer < 0:
        return f"a {kind} answer is never negative: {answer}"
    return None


_TYPE_WORDS = {bool: "true or false", int: "a whole number", str: "a word", dict: "a table"}
ANSWER_VALUE_TYPES = tuple(_TYPE_WORDS)  # what a rule set's answer_types may name


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
        """Return the answer if it is allowed, else raise :class:`IllegalAction` naming the decision's
        kind and saying what is allowed. Nothing is changed either way."""
        problem = plain_problem(answer)
        if problem is not None:
            raise IllegalAction(f"{self.kind}: {problem}")
        if self.check is not None:
            try:
                return self.check(answer)
            except IllegalAction as exc:  # the edition's check words the problem; the decision is named here
                if str(exc).startswith(f"{self.kind}:"):
                    raise
                raise IllegalAction(f"{self.kind}: {exc}") from None
        if self.kind in AMOUNT_KINDS:
            if type(answer) is not int:
                raise IllegalAction(f"{self.kind}: answer with a whole number of dollars, not {shown(answer)}")
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
        raise IllegalAction(f"{self.kind}: {shown(answer)} is not allowed now; choose one of {list(self.options)}")

    def to_dict(self) -> dict[str, Any]:
        return {"kind": self.kind, "player": self.player, "prompt": self.prompt, "options": list(self.options),
                "low": self.low, "high": self.high, "context": dict(self.context)}


Play = Generator[Decision, Any, Any]
"""A rule procedure: yields decisions, receives answers, may return a value."""
