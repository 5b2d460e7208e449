"""The 1906 rule set's board file (``board.toml``): every space, the corners and the inner corners, checked.

Beyond each field's type and range, the board must be one the 1906 rules can play: Mother Earth
at space 0 (wages are paid on passing it), the four corners of a square track, JAIL beside a
corner (Rule 6), the POOR HOUSE beside Central Park (Rule 12), two Chance spaces (Rule 2), the
Natural Opportunities in the inner corners (Single Tax Rule 8), and a name of its own for every
space that can be held. Every failure is a :class:`~landlord_edu.errors.DataError`.
"""

from __future__ import annotations

from typing import Any

from ..._validate import reject_unknown, require
from ...edition import CARD_KINDS, Board, NaturalOpportunity, Space
from ...edition_checks import (
    MAX_COUNT,
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

SPACE_KINDS = ("mother_earth", "lot", "tax", "no_trespassing", "railroad", "franchise", "speculation",
               "chance", "central_park", "luxury")
EDITION_KEYS = {"id", "rules", "title", "rules_source", "reconstruction", "track_length", "jail_beside",
                "poor_house_beside", "corners", "chances"}
SPACE_KEYS = {"index", "name", "kind", "colour", "rule", "price", "rent", "section", "note"}


def parse_board(data: dict[str, Any], src: str) -> Board:
    """The :class:`~landlord_edu.edition.Board` of a 1906-rules ``board.toml``."""
    reject_unknown(data, {"edition", "spaces", "natural_opportunities"}, src)
    meta = require(data, "edition", dict, src)
    reject_unknown(meta, EDITION_KEYS, src, "edition.")
    length = track_length(meta, src)
    listed = rows(data, "spaces", src)
    if len(listed) != length:
        raise DataError(src, "spaces", f"track_length is {length} but {len(listed)} spaces are listed")
    spaces = tuple(_parse_space(row, i, src) for i, row in enumerate(listed))
    _check_kinds(spaces, src)
    unique_names(spaces, src)
    corners = square_corners(require(meta, "corners", list, src, "edition."), length, src, "edition.corners")
    sections: dict[str, list[int]] = {}
    for s in spaces:
        if s.kind == "lot":
            sections.setdefault(s.section, []).append(s.index)
    board = Board(spaces=spaces, corners=corners, chances=(-1, -1), jail_beside=-1, poor_house_beside=-1,
                  natural_opportunities=(), by_name={s.name.casefold(): s.index for s in reversed(spaces)},
                  sections={k: tuple(v) for k, v in sections.items()})
    chances = _chances(meta, board, src)
    jail = in_range(require(meta, "jail_beside", int, src, "edition."), src, "edition.jail_beside", 0, length - 1)
    if jail not in corners[1:]:
        raise DataError(src, "edition.jail_beside", f"JAIL sits beside a corner other than Mother Earth (Rule 6: "
                                                    f"the SHELTER corner); space {jail} is not one of {corners[1:]}")
    poor = space_ref(require(meta, "poor_house_beside", int, src, "edition."), board, src,
                     "edition.poor_house_beside", ("central_park",), "Central Park (Rule 12)")
    naturals = _naturals(data, corners, src)
    return Board(spaces=spaces, corners=corners, chances=chances, jail_beside=jail, poor_house_beside=poor,
                 natural_opportunities=naturals, by_name=board.by_name, sections=board.sections)


def _parse_space(row: dict[str, Any], i: int, src: str) -> Space:
    where = f"spaces[{i}]."
    reject_unknown(row, SPACE_KEYS, src, where)
    index = require(row, "index", int, src, where)
    if index != i:
        raise DataError(src, f"{where}index", f"spaces must be listed in track order; expected {i}, found {index}")
    kind = require(row, "kind", str, src, where)
    if kind not in SPACE_KINDS:
        raise DataError(src, f"{where}kind", f"unknown kind {kind!r}; use one of {list(SPACE_KINDS)}")
    price = whole(row, "price", src, where, default=0)
    if kind in CARD_KINDS and price <= 0:
        raise DataError(src, f"{where}price", f"a {kind} needs a sale price above 0")
    if kind not in CARD_KINDS and price:
        raise DataError(src, f"{where}price", f"a {kind} space is not sold; only {list(CARD_KINDS)} have a price")
    rent = whole(row, "rent", src, where, default=0)
    if kind != "lot" and rent:
        raise DataError(src, f"{where}rent", f"only lots have a land rent (Rule 7), not a {kind}")
    section = text(row, "section", src, where, default="")
    if kind == "lot" and not section.strip():
        raise DataError(src, f"{where}section", "a lot needs a section (the advanced rules double rent by section)")
    if kind != "lot" and section:
        raise DataError(src, f"{where}section", f"only lots belong to a section of the advanced rules, not a {kind}")
    return Space(index=index, name=text(row, "name", src, where), kind=kind, colour=text(row, "colour", src, where),
                 rule=whole(row, "rule", src, where, 1, MAX_COUNT), price=price, rent=rent, section=section,
                 note=text(row, "note", src, where, default=""))


def _check_kinds(spaces: tuple[Space, ...], src: str) -> None:
    """The spaces the 1906 rules cannot do without, each as many times as they can be."""
    if spaces[0].kind != "mother_earth":
        raise DataError(src, "spaces[0].kind", "space 0 must be Mother Earth (kind mother_earth): wages are paid "
                                               "on passing it (Rule 3)")
    for kind, low, high in (("mother_earth", 1, 1), ("central_park", 1, 1), ("lot", 1, len(spaces)),
                            ("chance", 2, len(spaces))):
        found = [s.index for s in spaces if s.kind == kind]
        if len(found) > high:
            raise DataError(src, f"spaces[{found[high]}].kind", f"the 1906 rules have one {kind} space; "
                                                                f"space {found[0]} is already one")
        if len(found) < low:
            raise DataError(src, "spaces", f"the 1906 rules need at least {low} {kind} space(s); the board has "
                                           f"{len(found)}")


def _chances(meta: dict[str, Any], board: Board, src: str) -> tuple[int, int]:
    listed = require(meta, "chances", list, src, "edition.")
    if len(listed) != 2:
        raise DataError(src, "edition.chances", f"expected the indexes of two Chance spaces, found {listed!r}")
    low, high = (space_ref(v, board, src, f"edition.chances[{k}]", ("chance",), "a Chance space (Rule 2)")
                 for k, v in enumerate(listed))
    if not low < high:
        raise DataError(src, "edition.chances", f"list the two Chance spaces in track order, found {listed!r}")
    return low, high


def _naturals(data: dict[str, Any], corners: tuple[int, ...], src: str) -> tuple[NaturalOpportunity, ...]:
    out = []
    for i, row in enumerate(rows(data, "natural_opportunities", src)):
        where = f"natural_opportunities[{i}]."
        reject_unknown(row, {"name", "corner", "wages", "rent"}, src, where)
        corner = in_range(require(row, "corner", int, src, where), src, f"{where}corner", 0, corners[-1])
        if corner not in corners:
            raise DataError(src, f"{where}corner", f"{corner} is not a corner of the board {list(corners)} "
                                                   f"(Single Tax Rule 8: the inner corners)")
        out.append(NaturalOpportunity(name=text(row, "name", src, where), corner=corner,
                                      wages=whole(row, "wages", src, where), rent=whole(row, "rent", src, where)))
    if not out:
        raise DataError(src, "natural_opportunities", "list at least one (Single Tax Rule 8 sends a player who "
                                                      "cannot afford his move to one)")
    distinct([n.corner for n in out], src, "natural_opportunities", "inner corner", ".corner")
    distinct([n.name.casefold() for n in out], src, "natural_opportunities", "name", ".name")
    return tuple(out)


def check_payments(board: Board, ceiling: int, src: str) -> None:
    """A Natural Opportunity's wages are paid every turn a player works there: no more than ``ceiling``
    (rules_data.largest_payment, set by the cost of a house)."""
    for i, n in enumerate(board.natural_opportunities):
        if n.wages > ceiling:
            raise DataError(src, f"natural_opportunities[{i}].wages", f"${n.wages:,} is more than 100 times the cost "
                                                                      f"of a house (${ceiling:,}) in rules.toml")
