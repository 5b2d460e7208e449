"""Self-check for lesson exercises: tells a student whether an answer is right.

A lesson's exercise cell sets a name to ``...`` (not answered yet); the cell after it calls
:func:`check` with the student's answer and the true value, usually worked out from the game
itself, so the check can never drift from the engine.

>>> check(..., 100)
Not answered yet: replace ... with your answer and run the cell again.
>>> check(100, 100)
Right!
>>> check(" Rent ", "rent")
Right!
>>> check(0.41, 0.4, tolerance=0.02)
Right!
>>> check(3, 4, hint="count the railroads again")
Not yet (3). Hint: count the railroads again
"""

from __future__ import annotations

from collections.abc import Set
from typing import Any

RIGHT = "Right!"
NOT_ANSWERED = "Not answered yet: replace ... with your answer and run the cell again."


def check(answer: Any, expected: Any, *, tolerance: float = 0, hint: str = "") -> None:
    """Print whether ``answer`` matches ``expected``. Never raises, so a notebook with unanswered
    exercises still runs from top to bottom; returns nothing, so the cell shows only the verdict
    (:func:`is_right` gives the verdict as a value).

    Words match ignoring case and surrounding spaces; numbers match within ``tolerance``;
    a set matches a set, list or tuple with the same members in any order.
    """
    if answer is ...:
        print(NOT_ANSWERED)
        return
    right = is_right(answer, expected, tolerance=tolerance)
    print(RIGHT if right else f"Not yet ({answer!r})." + (f" Hint: {hint}" if hint else ""))


def is_right(answer: Any, expected: Any, *, tolerance: float = 0) -> bool:
    """True if ``answer`` matches ``expected`` as :func:`check` judges it (``...`` never does)."""
    return answer is not ... and _matches(answer, expected, tolerance)


def _matches(answer: Any, expected: Any, tolerance: float) -> bool:
    if isinstance(expected, str):
        return isinstance(answer, str) and answer.strip().lower() == expected.strip().lower()
    if isinstance(expected, bool) or isinstance(answer, bool):
        return answer is expected
    if isinstance(expected, int | float) and isinstance(answer, int | float):
        return abs(answer - expected) <= tolerance
    if isinstance(expected, Set) and isinstance(answer, Set | list | tuple):
        return {_word(a) for a in answer} == {_word(e) for e in expected}
    return bool(answer == expected)


def _word(value: Any) -> Any:
    return value.strip().lower() if isinstance(value, str) else value
