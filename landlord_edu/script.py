"""Scripted answers: the decisions given to a :class:`~landlord_edu.game.Game` in advance (its
``answers``), each used when the next decision asked is of its kind and its player's, in order.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from .errors import IllegalAction

if TYPE_CHECKING:
    from .decisions import Decision


class Script:
    """The scripted answers not yet used, from the ``start``-th of ``items`` (the game's whole script)."""

    def __init__(self, items: Sequence[dict[str, Any]], start: int = 0) -> None:
        self._total = len(items)
        self._left = deque(items[start:])

    def __len__(self) -> int:
        return len(self._left)

    @property
    def used(self) -> int:
        """How many of the whole script's answers have been used (a replay starts after them)."""
        return self._total - len(self._left)

    def fits(self, d: Decision, player: str) -> bool:
        """Is the next scripted answer for ``d``, of its kind and its player's (by name)?"""
        return bool(self._left) and self._left[0]["kind"] == d.kind and self._left[0]["player"] == player

    def take(self, d: Decision) -> Any:
        """The next scripted answer, spent on ``d`` even if refused (so it cannot answer a later decision)."""
        index = self.used
        item = self._left.popleft()
        try:
            return d.validate(item["answer"])
        except IllegalAction as exc:
            raise IllegalAction(f"scripted answer {index} ({item['player']}, {d.kind}) is refused: {exc}; the "
                                f"decision is pending: answer it with game.answer(...)") from None
