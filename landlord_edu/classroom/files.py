"""The classroom's JSON files (students' answer files, the class round's tables): written whole, read
back checked, and gathered from a folder leaving out, with a warning, any file that cannot be read."""

from __future__ import annotations

import json
import warnings
from collections.abc import Callable, Iterator, Mapping
from pathlib import Path
from typing import Any

from ..errors import DataError


def write_whole(path: Path, content: Mapping[str, Any]) -> None:
    """Write ``content`` as JSON through a temporary file, renamed into place: a crash never leaves half a file."""
    path.parent.mkdir(parents=True, exist_ok=True)
    temporary = path.with_suffix(".json.tmp")
    temporary.write_text(json.dumps(content, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    temporary.replace(path)


def read_checked(path: Path, what: str, file_format: str, fields: Mapping[str, type], why: str = "") -> dict[str, Any]:
    """The file's object, with its ``format`` and the type of each of ``fields`` checked; a DataError names the
    file and what is wrong (``what``: "answer file", "table file"; ``why``: added to a wrong format's message)."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise DataError(str(path), "(file)", f"not a readable {what}: {exc}") from None
    if not isinstance(data, dict) or data.get("format") != file_format:
        raise DataError(str(path), "format", f"expected {file_format!r}" + (f": {why}" if why else ""))
    for name, kind in fields.items():
        if not isinstance(data.get(name), kind):
            raise DataError(str(path), name, f"expected a {kind.__name__}, found {data.get(name)!r}")
    return data


Contents = dict[str, Any]


def readable(folder: Path, pattern: str, read: Callable[[Path], Contents]) -> Iterator[tuple[Path, Contents]]:
    """Each file of ``folder`` matching ``pattern``, in name order, read by ``read``; a file it refuses is left
    out with a warning naming it (one bad file must not hide a class's others)."""
    for path in sorted(folder.glob(pattern)):
        try:
            data = read(path)
        except DataError as exc:
            warnings.warn(f"left out: {exc}", stacklevel=3)
            continue
        yield path, data
