"""Changing an edition's rule data from a notebook, or copying it to a folder to edit by hand.

>>> from landlord_edu.edition_edit import edit_edition
>>> rich = edit_edition(rules={"wages.amount": 150}, spaces={"Broadway": {"rent": 40}})  # the default edition
>>> rich.constants.wages, rich.board.spaces[rich.board.index_of("Broadway")].rent, rich.id.endswith("-edited")
(150, 40, True)

Every change is checked: a key the base edition does not have is refused (a typo would
otherwise change nothing silently), and the edited data goes through the same validation
as the files, so a bad value raises :class:`~landlord_edu.errors.DataError` naming it.

:func:`scale_rents` multiplies the printed land rents, for a dose-response experiment (no rent, the
printed rent, twice it).
"""

from __future__ import annotations

import copy
import json
import math
import numbers
import re
import shutil
from collections.abc import Mapping, Sequence
from fractions import Fraction
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


def scale_rents(factor: float, base: str | Edition = DEFAULT_EDITION, kinds: Sequence[str] = ("lot",),
                edition_id: str | None = None) -> Edition:
    """A new :class:`Edition`: ``base`` with the rent printed on every space of ``kinds`` multiplied by ``factor``.

    Each new rent is ``rent x factor`` rounded to the nearest dollar, a half dollar up (exact: the factor
    is read as a fraction, so 1.5 x $3 is $5). Only rents printed on the board change: house rent (a
    return to the builder's capital, not to land), fares and charges set in the rules do not. ``factor=0``
    is land that earns nothing (the inequality left is the luck of the dice, wages, cards and houses);
    ``factor=1`` is the base. The new id (cited in every event) defaults to the base's id + ``"-rent-x"``
    + the factor, e.g. ``"<id>-rent-x2"``.

    >>> double = scale_rents(2)
    >>> board = double.board
    >>> double.id.endswith("-rent-x2"), board.spaces[board.index_of("Broadway")].rent
    (True, 36)

    Raises :class:`DataError` for a factor that is not a finite number >= 0, a kind the board does not
    have, or kinds whose spaces print no rent (a board whose lots take their rents from a table in the rules).
    """
    start = base if isinstance(base, Edition) else load_edition(base)
    src = f"scale_rents({start.id!r})"
    exact = _factor(factor, src)
    chosen = _kinds(kinds, start, src)
    rows = [s for s in start.raw["board"]["spaces"] if s.get("kind") in chosen and "rent" in s]
    if not rows:
        raise DataError(src, "kinds", f"no space of kinds {list(chosen)} prints a rent on the {start.id} board; "
                                      f"scale_rents changes printed rents only")
    new = {str(s["name"]): {"rent": math.floor(Fraction(int(s["rent"])) * exact + Fraction(1, 2))} for s in rows}
    label = edition_id if edition_id is not None else f"{start.id}-rent-x{_shown(exact)}"
    return edit_edition(start, spaces=new, edition_id=label,
                        title=f"{start.raw['board']['edition']['title']}, land rents x{_shown(exact)}")


def _factor(value: Any, src: str) -> Fraction:
    """The factor as an exact fraction; a bool, a string, a NaN, an infinity or a negative number is refused."""
    if isinstance(value, bool) or not isinstance(value, numbers.Real) or not math.isfinite(value) or value < 0:
        raise DataError(src, "factor", f"must be a finite number >= 0 (0 = no land rent, 1 = as printed), "
                                       f"found {value!r}")
    if isinstance(value, Fraction):
        return value
    # plain Python numbers, so that NumPy's integers and floats give the same rents and label as ints and floats
    return Fraction(int(value)) if isinstance(value, numbers.Integral) else Fraction(float(value))


def _kinds(value: Any, start: Edition, src: str) -> tuple[str, ...]:
    """The kinds of space to scale: a non-empty sequence of kinds the board has."""
    have = sorted({str(s.get("kind")) for s in start.raw["board"]["spaces"]})
    if isinstance(value, str) or not isinstance(value, Sequence) or not value:
        raise DataError(src, "kinds", f"expected a non-empty list of kinds of space such as ('lot',), found "
                                      f"{value!r}")
    unknown = [k for k in value if k not in have]
    if unknown:
        raise DataError(src, "kinds", f"{unknown} not kinds of space on the {start.id} board; its kinds are {have}")
    return tuple(value)


def _shown(factor: Fraction) -> str:
    """A factor as a short label: 2, 0.5, 0.333333."""
    return str(factor.numerator) if factor.denominator == 1 else f"{float(factor):g}"


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
