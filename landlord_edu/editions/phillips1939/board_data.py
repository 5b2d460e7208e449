"""The 1939 rule set's board file (``board.toml``): the sides, every space, GO, the Jail and the Frontier, checked.

Beyond each field's type and range, the board must be one the 1939 rules can play: GO a corner of a
square track, the Jail beside a SO WHAT space (Rule 3), every Frontier space listed (Rule 4), each
railroad's depot between its two terminals (Rule 7), a name of its own for every space that can be
held, and on each space only the fields its kind reads. Every failure is a
:class:`~landlord_edu.errors.DataError` naming the file, the field and the problem.
"""

from __future__ import annotations

from typing import Any

from ..._validate import reject_unknown, require
from ...edition import Board, Space
from ...edition_checks import (
    distinct,
    in_range,
    rows,
    space_ref,
    square_corners,
    text,
    track_length,
    unique_names,
    whole,
)
from ...errors import DataError

SPACE_KINDS = ("go", "frontier", "lot", "foreign_lot", "no_trespassing", "real_estate_office", "railroad",
               "utility", "so_what", "hotel")
EDITION_KEYS = {"id", "rules", "title", "rules_source", "reconstruction", "track_length", "corners", "go",
                "jail_beside", "frontier"}
COMMON_KEYS = {"index", "name", "kind", "colour", "section", "rule", "confidence", "reconstructed", "note"}
KIND_KEYS = {  # the fields each kind of space reads besides the common ones (a stray one is refused)
    "frontier": {"rent", "rent_closed", "wages"}, "lot": {"rent"}, "foreign_lot": {"rent"},
    "railroad": {"fare_per_share", "terminals"}, "utility": {"fare_per_share", "second_move"},
}
IN_A_SECTION = ("lot", "foreign_lot", "frontier", "utility", "so_what", "real_estate_office")


def parse_board(data: dict[str, Any], src: str) -> tuple[Board, dict[str, int], int, tuple[int, ...]]:
    """The board, each section's Wage Check, the GO space and the Frontier spaces of a 1939 ``board.toml``."""
    reject_unknown(data, {"edition", "sections", "spaces"}, src)
    meta = require(data, "edition", dict, src)
    reject_unknown(meta, EDITION_KEYS, src, "edition.")
    length = track_length(meta, src)
    listed = rows(data, "spaces", src)
    if len(listed) != length:
        raise DataError(src, "spaces", f"track_length is {length} but {len(listed)} spaces are listed")
    wage_checks, lot_rents = _sections(data, src)
    spaces = tuple(_parse_space(row, i, src, length, wage_checks, lot_rents) for i, row in enumerate(listed))
    unique_names(spaces, src)
    corners = square_corners(require(meta, "corners", list, src, "edition."), length, src, "edition.corners")
    sections: dict[str, list[int]] = {}
    for s in spaces:
        if s.kind == "lot":
            sections.setdefault(s.section, []).append(s.index)
    board = Board(spaces=spaces, corners=corners, chances=(-1, -1), jail_beside=-1, poor_house_beside=-1,
                  natural_opportunities=(), by_name={s.name.casefold(): s.index for s in reversed(spaces)},
                  sections={k: tuple(v) for k, v in sections.items()})
    go = space_ref(require(meta, "go", int, src, "edition."), board, src, "edition.go", ("go",), "the GO space")
    if go not in corners or sum(s.kind == "go" for s in spaces) != 1:
        raise DataError(src, "edition.go", f"the board needs one GO space, in a corner {list(corners)}")
    jail = space_ref(require(meta, "jail_beside", int, src, "edition."), board, src, "edition.jail_beside",
                     ("so_what",), "a SO WHAT space (Rule 3: the Jail stands beside one)")
    frontier = tuple(space_ref(v, board, src, f"edition.frontier[{k}]", ("frontier",), "a frontier space")
                     for k, v in enumerate(require(meta, "frontier", list, src, "edition.")))
    distinct(frontier, src, "edition.frontier", "space")
    if not frontier or len(frontier) != sum(s.kind == "frontier" for s in spaces):
        raise DataError(src, "edition.frontier", "must list every frontier space (Rule 4), and only those")
    if not sections:
        raise DataError(src, "spaces", "the 1939 rules need lots (Rule 1): the board has none")
    return Board(spaces=spaces, corners=corners, chances=(-1, -1), jail_beside=jail, poor_house_beside=-1,
                 natural_opportunities=(), by_name=board.by_name, sections=board.sections), wage_checks, go, frontier


def _sections(data: dict[str, Any], src: str) -> tuple[dict[str, int], dict[str, int]]:
    wage_checks: dict[str, int] = {}
    lot_rents: dict[str, int] = {}
    for i, row in enumerate(rows(data, "sections", src)):
        where = f"sections[{i}]."
        reject_unknown(row, {"id", "wage_check", "lot_rent", "confidence", "note"}, src, where)
        sid = text(row, "id", src, where)
        if sid in wage_checks:
            raise DataError(src, f"{where}id", f"section {sid!r} is listed twice")
        wage_checks[sid] = whole(row, "wage_check", src, where)
        lot_rents[sid] = whole(row, "lot_rent", src, where, default=0)
        _confidence(row, src, where)
        text(row, "note", src, where, default="")
    if not wage_checks:
        raise DataError(src, "sections", "list the board's sides, each with its Wage Check")
    return wage_checks, lot_rents


def _parse_space(row: dict[str, Any], i: int, src: str, length: int, wage_checks: dict[str, int],
                 lot_rents: dict[str, int]) -> Space:
    where = f"spaces[{i}]."
    if require(row, "index", int, src, where) != i:
        raise DataError(src, f"{where}index", f"spaces must be listed in track order; expected {i}, "
                                              f"found {row['index']}")
    kind = require(row, "kind", str, src, where)
    if kind not in SPACE_KINDS:
        raise DataError(src, f"{where}kind", f"unknown kind {kind!r}; use one of {list(SPACE_KINDS)}")
    reject_unknown(row, COMMON_KEYS | KIND_KEYS.get(kind, set()), src, where)
    section = text(row, "section", src, where, default="")
    if section and section not in wage_checks:
        raise DataError(src, f"{where}section", f"no section {section!r}; sections are {list(wage_checks)}")
    if kind in IN_A_SECTION and not section:
        raise DataError(src, f"{where}section", f"a {kind} needs its section (A-D): its Wage Check, "
                                                "doubling and SO WHAT card depend on it")
    # a lot (and English Village) takes its section's lot_rent unless it gives a rent of its own
    rent = whole(row, "rent", src, where, default=lot_rents.get(section, 0) if kind in ("lot", "foreign_lot") else 0)
    if kind in ("lot", "foreign_lot") and rent <= 0:
        raise DataError(src, f"{where}rent", f"a {kind} needs a land rent above 0 (Rule 1(a))")
    wages = whole(row, "wages", src, where, default=0)
    if kind == "frontier" and wages <= 0:
        raise DataError(src, f"{where}wages", "a Frontier space needs its wages (Rule 4: $300)")
    return Space(index=i, name=text(row, "name", src, where), kind=kind, colour=text(row, "colour", src, where),
                 rule=text(row, "rule", src, where), rent=rent, section=section,
                 note=text(row, "note", src, where, default=""), wages=wages,
                 rent_closed=whole(row, "rent_closed", src, where, default=0),
                 fare=whole(row, "fare_per_share", src, where, default=0),
                 terminals=_terminals(row, i, src, length) if kind == "railroad" else (),
                 second_move=require(row, "second_move", bool, src, where) if "second_move" in row else False,
                 confidence=_confidence(row, src, where), reconstructed=_reconstructed(row, src, where))


def _terminals(row: dict[str, Any], i: int, src: str, length: int) -> tuple[int, ...]:
    field = f"spaces[{i}].terminals"
    terminals = tuple(in_range(t, src, f"{field}[{k}]", 0, length - 1)
                      for k, t in enumerate(require(row, "terminals", list, src, f"spaces[{i}].")))
    if len(terminals) != 2:
        raise DataError(src, field, "a railroad needs its two terminals (Rule 7)")
    if not (terminals[0] < i < terminals[1] or (i == 0 and terminals[0] > terminals[1])):
        raise DataError(src, field, f"the depot {i} must lie between its terminals {list(terminals)}")
    return terminals


def _confidence(row: dict[str, Any], src: str, where: str) -> str:
    confidence = text(row, "confidence", src, where, default="reconstructed")
    if confidence not in ("text", "reconstructed"):
        raise DataError(src, f"{where}confidence", f"expected 'text' or 'reconstructed', found {confidence!r}")
    return confidence


def _reconstructed(row: dict[str, Any], src: str, where: str) -> tuple[str, ...]:
    """The fields that are ours, not the rules text's: names of this space's fields."""
    names = require(row, "reconstructed", list, src, where) if "reconstructed" in row else []
    known = sorted(COMMON_KEYS | set().union(*KIND_KEYS.values()))
    for k, name in enumerate(names):
        if name not in known:
            raise DataError(src, f"{where}reconstructed[{k}]", f"{name!r} is not a field of a space; fields are "
                                                               f"{known}")
    distinct(names, src, f"{where}reconstructed", "field")
    return tuple(names)
