"""Small checks shared by every loader of data files: each failure names file, field and problem."""

from __future__ import annotations

from typing import Any

from .errors import DataError


def require(table: dict[str, Any], key: str, kind: type | tuple[type, ...], source: str, where: str = "") -> Any:
    """Return ``table[key]`` after checking that it exists and has the right type."""
    field = f"{where}{key}"
    if not isinstance(table, dict):
        raise DataError(source, where.rstrip(".") or "(top)", f"expected a table, found {type(table).__name__}")
    if key not in table:
        raise DataError(source, field, "is missing")
    value = table[key]
    if isinstance(value, bool) and bool not in _as_tuple(kind):
        raise DataError(source, field, f"expected {_names(kind)}, found a boolean")
    if not isinstance(value, kind):
        raise DataError(source, field, f"expected {_names(kind)}, found {type(value).__name__} {value!r}")
    return value


def optional(table: dict[str, Any], key: str, kind: type | tuple[type, ...], default: Any, source: str,
             where: str = "") -> Any:
    """Like :func:`require` but returns ``default`` when the key is absent."""
    if key not in table:
        return default
    return require(table, key, kind, source, where)


def non_negative(value: int, source: str, field: str) -> int:
    if value < 0:
        raise DataError(source, field, f"must be zero or more, found {value}")
    return value


def reject_unknown(table: dict[str, Any], allowed: set[str], source: str, where: str = "") -> None:
    """Refuse keys the engine does not know, so a typo is not silently ignored."""
    unknown = sorted(set(table) - allowed)
    if unknown:
        raise DataError(source, f"{where}{unknown[0]}", f"unknown key; allowed keys are {sorted(allowed)}")


def _as_tuple(kind: type | tuple[type, ...]) -> tuple[type, ...]:
    return kind if isinstance(kind, tuple) else (kind,)


def _names(kind: type | tuple[type, ...]) -> str:
    return " or ".join(k.__name__ for k in _as_tuple(kind))
