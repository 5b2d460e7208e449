"""Checks of what Python code hands a view, so that a wrong argument is a named error at once
rather than an AttributeError deep inside a widget (or a widget that breaks at the first click)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..errors import LandlordError
from ..game import Game


class ViewError(LandlordError, ValueError):
    """A view was given an argument it cannot use. Also a ValueError, as these were before."""


def check_game(game: Any, what: str) -> Game:
    """``game`` if it is a :class:`~landlord_edu.game.Game`."""
    if not isinstance(game, Game):
        raise ViewError(f"{what}: give a landlord_edu Game, not {type(game).__name__} {game!r:.60}")
    return game


def check_whole(value: Any, what: str) -> int:
    """``value`` if it is a whole number (not a bool): a seed, a turn, a count of turns."""
    if type(value) is not int:
        raise ViewError(f"{what} must be a whole number, not {value!r:.60}")
    return value


def check_choice(value: Any, choices: Sequence[str], what: str) -> str:
    """``value`` if it is one of ``choices``."""
    if value not in choices:
        raise ViewError(f"{what} must be one of {', '.join(map(repr, choices))}, not {value!r:.60}")
    return str(value)
