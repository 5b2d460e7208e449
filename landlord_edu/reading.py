"""Reading JSON and TOML files that a user hands us, with limits a crafted file cannot get past.

Every loader of outside data (saved games, scenario files, edition folders) reads through
here, so that a file too large, nested too deeply, holding a number too long to convert, or
not text at all gets a :class:`~landlord_edu.errors.DataError` naming the file, never a
``RecursionError``, a ``ValueError`` from the parser or a hang.

Examples
--------
>>> from landlord_edu.reading import parse_json
>>> parse_json('{"a": [1, 2]}', "example.json")
{'a': [1, 2]}
>>> parse_json("[" * 5000 + "]" * 5000, "deep.json")
Traceback (most recent call last):
...
landlord_edu.errors.DataError: deep.json: field '(top)': is nested more than 64 levels deep
"""

from __future__ import annotations

import json
import tomllib
from pathlib import Path
from typing import Any

from .errors import DataError

MAX_BYTES = 32 * 1024 * 1024  # a long saved game is ~1 MB; nothing we read should be near this
MAX_DEPTH = 64                 # our deepest format nests about 6 levels


def read_text(path: str | Path, source: str | None = None, max_bytes: int = MAX_BYTES) -> str:
    """The UTF-8 text of ``path``; a missing, unreadable, oversized or non-UTF-8 file is a DataError."""
    where = source or str(path)
    try:
        size = Path(path).stat().st_size
        if size > max_bytes:
            raise DataError(where, "(file)", f"is {size:,} bytes; files larger than {max_bytes:,} bytes are refused")
        return Path(path).read_bytes().decode("utf-8")
    except UnicodeDecodeError as exc:
        raise DataError(where, "(file)", f"is not UTF-8 text ({exc.reason} at byte {exc.start})") from None
    except OSError as exc:
        raise DataError(where, "(file)", f"cannot be read: {exc.strerror or exc}") from None


def parse_json(text: str | bytes, source: str, max_bytes: int = MAX_BYTES, max_depth: int = MAX_DEPTH) -> Any:
    """Parse JSON text within the limits; any failure is a DataError naming ``source``."""
    _check_size(text, source, max_bytes)
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise DataError(source, "(file)", f"is not valid JSON: {exc.msg} at line {exc.lineno} "
                                          f"column {exc.colno}") from None
    except RecursionError:
        raise DataError(source, "(top)", f"is nested more than {max_depth} levels deep") from None
    except (ValueError, UnicodeDecodeError) as exc:  # e.g. an integer longer than Python converts
        raise DataError(source, "(file)", f"cannot be read as JSON: {exc}") from None
    check_depth(data, source, max_depth)
    return data


def parse_toml(text: str | bytes, source: str, max_bytes: int = MAX_BYTES, max_depth: int = MAX_DEPTH) -> Any:
    """Parse TOML text within the limits; any failure is a DataError naming ``source``."""
    _check_size(text, source, max_bytes)
    try:
        data = tomllib.loads(text.decode("utf-8") if isinstance(text, bytes) else text)
    except tomllib.TOMLDecodeError as exc:
        raise DataError(source, "(file)", f"is not valid TOML: {exc}") from None
    except RecursionError:
        raise DataError(source, "(top)", f"is nested more than {max_depth} levels deep") from None
    except (ValueError, UnicodeDecodeError) as exc:
        raise DataError(source, "(file)", f"cannot be read as TOML: {exc}") from None
    check_depth(data, source, max_depth)
    return data


def check_depth(data: Any, source: str, max_depth: int = MAX_DEPTH) -> None:
    """Refuse data nested more than ``max_depth`` levels (checked without recursion)."""
    stack: list[tuple[Any, int]] = [(data, 1)]
    while stack:
        value, depth = stack.pop()
        if isinstance(value, dict | list):
            if depth > max_depth:
                raise DataError(source, "(top)", f"is nested more than {max_depth} levels deep")
            children = value.values() if isinstance(value, dict) else value
            stack.extend((child, depth + 1) for child in children if isinstance(child, dict | list))


def _check_size(text: str | bytes, source: str, max_bytes: int) -> None:
    if len(text) > max_bytes:
        raise DataError(source, "(file)", f"is {len(text):,} bytes; files larger than {max_bytes:,} bytes "
                                          "are refused")
