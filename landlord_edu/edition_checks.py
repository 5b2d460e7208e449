"""Checks shared by the edition loaders: ranges, references to spaces, names, rows of tables.

Every edition file is checked completely when it is read (types, ranges, names, references and the
invariants the engine relies on), so that an edition that loads can be played, saved and loaded.
Each failure is a :class:`~landlord_edu.errors.DataError` naming the file, the field and the problem.

The ranges are wide enough for any edition an instructor can reasonably make (wages of $150,
doubled rents, a richer start) and narrow enough that no number can stall the engine: a step or a
cost of $0 makes a loop that never ends, and sums beyond :data:`MAX_DOLLARS` are no teaching aid
(they also stay well inside the integers a browser's JavaScript holds exactly).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Any

from ._validate import require
from .errors import DataError

if TYPE_CHECKING:
    from .edition import Board, Space

MAX_DOLLARS = 1_000_000   # any one sum of money in an edition's data
MAX_COUNT = 1_000         # counts of turns missed, cards, wage payments...
MAX_TEXT = 10_000         # characters of any one text (a card's text, a note)
MAX_TRACK = 200           # spaces on a track (the drawn board puts a quarter of them on each side)


def whole(table: dict[str, Any], key: str, src: str, where: str = "", low: int = 0, high: int = MAX_DOLLARS,
          default: int | None = None) -> int:
    """``table[key]``, a whole number from ``low`` to ``high`` (``default`` when absent, if given)."""
    if default is not None and isinstance(table, dict) and key not in table:
        return default
    return in_range(require(table, key, int, src, where), src, f"{where}{key}", low, high)


def in_range(value: Any, src: str, field: str, low: int = 0, high: int = MAX_DOLLARS) -> int:
    """``value`` if it is a whole number (not a boolean) from ``low`` to ``high``."""
    if type(value) is not int:
        raise DataError(src, field, f"expected a whole number, found {type(value).__name__} {value!r}")
    if not low <= value <= high:
        raise DataError(src, field, f"must be from {low:,} to {high:,}, found {_short(value)}")
    return value


def text(table: dict[str, Any], key: str, src: str, where: str = "", default: str | None = None) -> str:
    """``table[key]``, a string that is not blank and not absurdly long (``default`` when absent, if given)."""
    if default is not None and isinstance(table, dict) and key not in table:
        return default
    value = require(table, key, str, src, where)
    if default is None and not value.strip():
        raise DataError(src, f"{where}{key}", "must not be blank")
    if len(value) > MAX_TEXT:
        raise DataError(src, f"{where}{key}", f"is {len(value):,} characters long; at most {MAX_TEXT:,} are allowed")
    return value


def rows(table: dict[str, Any], key: str, src: str, where: str = "", optional: bool = False) -> list[dict[str, Any]]:
    """``table[key]``, a list of tables (``[[key]]`` in TOML); each entry is checked to be a table."""
    if optional and isinstance(table, dict) and key not in table:
        return []
    value = require(table, key, list, src, where)
    for i, row in enumerate(value):
        if not isinstance(row, dict):
            raise DataError(src, f"{where}{key}[{i}]", f"expected a table, found {type(row).__name__} {_short(row)}")
    return value


def int_list(table: dict[str, Any], key: str, src: str, where: str = "", low: int = 0,
             high: int = MAX_DOLLARS) -> list[int]:
    """``table[key]``, a list of whole numbers each from ``low`` to ``high``."""
    values = require(table, key, list, src, where)
    return [in_range(v, src, f"{where}{key}[{i}]", low, high) for i, v in enumerate(values)]


def distinct(values: Sequence[Any], src: str, field: str, what: str, suffix: str = "") -> None:
    """Refuse a value listed twice (``field[k]suffix`` names the second)."""
    seen: set[Any] = set()
    for k, v in enumerate(values):
        if v in seen:
            raise DataError(src, f"{field}[{k}]{suffix}", f"{what} {v!r} is listed twice")
        seen.add(v)


def space_ref(value: Any, board: Board, src: str, field: str, kinds: Iterable[str], what: str) -> int:
    """``value``, the index of a space on ``board`` whose kind is one of ``kinds``."""
    wanted = tuple(kinds)
    index = in_range(value, src, field, 0, board.size - 1)
    if board.spaces[index].kind not in wanted:
        raise DataError(src, field, f"space {index} ({board.spaces[index].name}) is a {board.spaces[index].kind}, "
                                    f"not {what}")
    return index


def unique_names(spaces: Sequence[Space], src: str) -> None:
    """Two spaces may share a name only when neither is held and both are of one kind (a board's two
    Chance spaces): scenario files and hands name spaces, and a name that meant two
    holdable spaces would silently pick the first."""
    first: dict[str, Space] = {}
    for s in spaces:
        key = s.name.casefold()
        other = first.setdefault(key, s)
        if other is not s and (other.kind != s.kind or s.is_card or s.kind in ("lot", "foreign_lot", "utility")):
            raise DataError(src, f"spaces[{s.index}].name", f"{s.name!r} is also the name of space {other.index}; "
                                                            "spaces that can be held need names of their own")


def square_corners(corners: Sequence[Any], length: int, src: str, field: str) -> tuple[int, ...]:
    """The four corners of a square board: 0 and each quarter of the track (the drawn board and the
    corner rules, such as an official pass, both count on them)."""
    expected = tuple(k * length // 4 for k in range(4))
    if tuple(corners) != expected:
        raise DataError(src, field, f"a {length}-space track has its corners at {list(expected)}, found "
                                    f"{_short(list(corners))}")
    return expected


def track_length(meta: dict[str, Any], src: str) -> int:
    """``edition.track_length``: a multiple of 4 (four equal sides) from 12 (a throw cannot lap the board)."""
    length = whole(meta, "track_length", src, "edition.", 12, MAX_TRACK)
    if length % 4:
        raise DataError(src, "edition.track_length", f"must be a multiple of 4 (four equal sides), found {length}")
    return length


def _short(value: Any) -> str:
    """A value for a message, cut short (a crafted file's number may have thousands of digits)."""
    if isinstance(value, int) and abs(value) >= 10 ** 30:
        return f"a number of about {int(value.bit_length() * 0.30103)} digits"
    try:
        out = repr(value)
    except ValueError:  # a list holding an integer too long to print
        out = f"a {type(value).__name__} holding a number too long to print"
    return out if len(out) <= 80 else out[:77] + "..."
