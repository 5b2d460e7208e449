"""The game's one source of randomness: a seeded generator with separate streams.

Dice, card draws and the random strategy each read their own stream, all derived
from the one seed, so a rule that throws an extra die (Speculation) does not shift
the cards, and a regime comparison keeps its dice in step as long as the games do.
Only ``random.Random.random()`` is used: its sequence is stable across Python versions.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable
from typing import Any

from .errors import DataError


class GameRandom:
    """Seeded streams for one game.

    Examples
    --------
    >>> r = GameRandom(7)
    >>> r.throw() == GameRandom(7).throw()
    True
    """

    __slots__ = ("_cards", "_choices", "_dice", "script", "seed", "throws")

    def __init__(self, seed: int, script: Iterable[tuple[int, int]] = ()) -> None:
        self.seed = seed
        self._dice = random.Random(f"landlord-edu/{seed}/dice")
        self._cards = random.Random(f"landlord-edu/{seed}/cards")
        self._choices = random.Random(f"landlord-edu/{seed}/choices")
        self.script: list[tuple[int, int]] = [check_throw(t, f"dice script item {i}") for i, t in enumerate(script)]
        self.script.reverse()  # pop() from the end is O(1)
        self.throws = 0

    def throw(self) -> tuple[int, int]:
        """Two dice: from the script while it lasts, then from the seeded stream."""
        self.throws += 1
        if self.script:
            return self.script.pop()
        rnd = self._dice.random
        return int(rnd() * 6) + 1, int(rnd() * 6) + 1

    def card(self, n: int) -> int:
        """Index of a card drawn from a pack of ``n``."""
        return int(self._cards.random() * n)

    def shuffle(self, items: list[Any]) -> None:
        """Fisher-Yates shuffle on the card stream."""
        fisher_yates(items, self._cards.random)

    def choice_index(self, n: int) -> int:
        """For strategies that choose at random: an index below ``n``."""
        return int(self._choices.random() * n)

    def uniform(self) -> float:
        return self._choices.random()

    def getstate(self) -> dict[str, Any]:
        """The streams' states, the dice script still to come and the count of throws (for a saved game)."""
        return {"dice": self._dice.getstate(), "cards": self._cards.getstate(), "choices": self._choices.getstate(),
                "script": list(self.script), "throws": self.throws}

    def setstate(self, state: dict[str, Any]) -> None:
        """Go back to ``state``, as :meth:`getstate` gave it (lists in place of tuples are accepted);
        a state ``random.Random`` refuses raises ValueError or TypeError and changes nothing."""
        streams = [_tuples(state[name]) for name in ("dice", "cards", "choices")]
        checks = [random.Random() for _ in streams]
        for check, stream in zip(checks, streams, strict=True):
            check.setstate(stream)  # all three accepted before any is changed
        for mine, stream in zip((self._dice, self._cards, self._choices), streams, strict=True):
            mine.setstate(stream)
        self.script = [check_throw(t, f"dice script item {i}") for i, t in enumerate(state["script"])]
        self.throws = int(state["throws"])


def _tuples(value: Any) -> Any:
    return tuple(_tuples(v) for v in value) if isinstance(value, list | tuple) else value


def fisher_yates(items: list[Any], uniform: Callable[[], float]) -> None:
    """Shuffle ``items`` in place with ``uniform`` (floats in [0, 1)). Written out rather than
    ``random.shuffle`` so that the same stream gives the same order on every Python version."""
    for i in range(len(items) - 1, 0, -1):
        j = int(uniform() * (i + 1))
        items[i], items[j] = items[j], items[i]


def check_throw(item: object, where: str) -> tuple[int, int]:
    if (not isinstance(item, (list, tuple)) or len(item) != 2
            or not all(isinstance(d, int) and not isinstance(d, bool) and 1 <= d <= 6 for d in item)):
        raise DataError("dice", where, f"a throw is two dice from 1 to 6, like [3, 4]; found {item!r}")
    return int(item[0]), int(item[1])
