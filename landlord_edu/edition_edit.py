"""Changing an edition's rule data from a notebook, or copying it to a folder to edit by hand.

>>> from landlord_edu.edition_edit import edit_edition
>>> rich = edit_edition(rules={"wages.amount": 150}, spaces={"Broadway": {"rent": 40}})  # the default edition
>>> rich.constants.wages, rich.board.spaces[rich.board.index_of("Broadway")].rent, rich.id.endswith("-edited")
(150, 40, True)

Every change is checked: a key the base edition does not have is refused (a typo would
otherwise change nothing silently), and the edited data goes through the same validation
as the files, so a bad value raises :class:`~landlord_edu.errors.DataError` naming it.
"""

from __future__ import annotations

import copy
import json
import re
import shutil
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from .edition import _EDITIONS, Edition, available_editions, edition_from_data, load_edition
from .edition import edition_id as edition_checks_id
from .errors import DataError
from .rulesets import DEFAULT_EDITION, rule_set


def edit_edition(base: str | Edition = DEFAULT_EDITION, *, rules: Mapping[str, Any] | None = None,
                 spaces: Mapping[str, Mapping[str, Any]] | None = None, edition_id: str | None = None,
                 title: str | None = None) -> Edition:
    """A new :class:`Edition`: ``base`` with some numbers changed.

    ``rules`` maps dotted keys of ``rules.toml`` to new values (``{"wages.amount": 150,
    "taxes.amount": 20, "players.starting_cash.4": 500}``); ``spaces`` maps space names to
    fields of ``board.toml`` (``{"Broadway": {"rent": 40, "price": 150}}``). The new edition's
    id (cited in every event, e.g. "<id>-edited Rule 3") defaults to the base's id + "-edited".
    """
    start = base if isinstance(base, Edition) else load_edition(base)
    raw = copy.deepcopy(start.raw)
    src = f"edit_edition({start.id!r})"
    for key, value in _mapping(rules, f"{src} rules").items():
        _set_dotted(raw["rules"], key, value, f"{src} rules")
    for name, fields in _mapping(spaces, f"{src} spaces").items():
        row = next((s for s in raw["board"]["spaces"] if s.get("name") == name), None)
        if row is None:
            raise DataError(f"{src} spaces", name, f"is not a space of the {start.id} board; spaces are named "
                                                    f"as on the board, e.g. {raw['board']['spaces'][1]['name']!r}")
        for field, value in _mapping(fields, f"{src} spaces", name).items():
            if field not in row and field not in ("price", "rent"):
                raise DataError(f"{src} spaces", f"{name}.{field}", f"is not a field of this space; it has "
                                                                    f"{sorted(row)}")
            row[field] = value
    meta = raw["board"]["edition"]
    meta["id"] = edition_id if edition_id is not None else f"{start.id}-edited"
    meta["title"] = title if title is not None else f"{meta['title']}, edited"
    return edition_from_data(raw, src)


def _mapping(value: Any, src: str, field: str = "(argument)") -> Mapping[Any, Any]:
    if value is None:
        return {}
    if not isinstance(value, Mapping):
        raise DataError(src, field, f"expected a dict, found {type(value).__name__} {value!r}")
    return value


def _set_dotted(table: dict[str, Any], key: Any, value: Any, src: str) -> None:
    if not isinstance(key, str):
        raise DataError(src, repr(key), "keys are dotted names of rules.toml, such as 'wages.amount'")
    parts = key.split(".")
    here: Any = table
    for i, part in enumerate(parts):
        if not isinstance(here, dict) or part not in here:
            known = sorted(here) if isinstance(here, dict) else []
            raise DataError(src, key, f"{'.'.join(parts[:i + 1])!r} is not in the rule data; "
                                      f"keys here are {known}")
        if i == len(parts) - 1:
            here[part] = value
        else:
            here = here[part]


def copy_edition(base: str, folder: str | Path, edition_id: str | None = None) -> Path:
    """Copy a packaged edition's TOML files (board, rules and its decks) into ``folder`` (made if needed) for editing by
    hand; then ``load_edition(folder)`` reads them. Refuses to overwrite existing files.

    The copy's id (cited in every event) becomes ``edition_id``, by default the base's id +
    "-edited", so a game under edited rules never cites them as the original edition's."""
    if base not in available_editions():
        raise DataError(f"copy_edition({base!r})", "base", f"is not a packaged edition; use one of "
                                                             f"{available_editions()}")
    target = Path(folder)
    new_id = edition_id if edition_id is not None else f"{base}-edited"
    edition_checks_id({"id": new_id}, f"copy_edition({base!r})")
    stems = ("board", *rule_set(load_edition(base)).files)
    clash = [f"{stem}.toml" for stem in stems if (target / f"{stem}.toml").exists()]
    if clash:
        raise DataError(str(target), "(folder)", f"already holds {clash}; choose an empty folder")
    if target.exists() and not target.is_dir():
        raise DataError(str(target), "(folder)", "is a file, not a folder")
    target.mkdir(parents=True, exist_ok=True)
    for stem in stems:
        with (_EDITIONS / base / f"{stem}.toml").open("rb") as src, (target / f"{stem}.toml").open("wb") as dst:
            shutil.copyfileobj(src, dst)
    board = target / "board.toml"
    text = board.read_text(encoding="utf-8")
    renamed = re.sub(r'(?m)^id = "[^"]*"', lambda _m: f"id = {json.dumps(new_id)}", text, count=1)
    if renamed == text:  # pragma: no cover - the packaged board always names its id
        raise DataError(str(board), "edition.id", "not found; cannot rename the copy")
    board.write_text(renamed, encoding="utf-8")
    return target
