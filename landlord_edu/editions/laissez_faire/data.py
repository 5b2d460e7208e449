"""Load Laissez-faire's board and numbers (board.toml, rules.toml), refusing bad data by file, field and problem."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..._validate import optional, reject_unknown, require
from ...edition import Board, Edition, Space, edition_id
from ...errors import DataError

KINDS = ("start", "lot", "card", "tax", "railroad", "franchise", "jail", "foundation", "go_to_jail")
CONFIDENCE = ("H", "M", "derived", "reconstructed")
SPACE_KEYS = {"name", "kind", "city", "price", "mortgage", "house", "rent", "monopolist", "confidence", "note"}
SIZE = 40
CORNERS = {0: "start", 10: "jail", 20: "foundation", 30: "go_to_jail"}


@dataclass(frozen=True)
class ConstantsLF:
    """The numbers of the rules (rules.toml) and the board's tables the rules read by space index."""

    min_players: int
    max_players: int
    starting_cash: int
    wages: int                          # the $200 for passing or landing on Start
    income_tax_percent: int
    income_tax_most: int
    property_tax: int
    hmc_price: int
    hmc_mortgage: int
    pdc_price: int
    pdc_mortgage: int
    pom_start: int
    pom_step: int
    pom_least: int
    house_percent: int
    fuel: dict[int, tuple[int, int]]    # transportation space -> (utility space, multiplier in halves)
    fares: tuple[int, ...]              # the bank's monopolist fare by companies it holds
    utility_one: int
    utility_both: int
    room_and_board_tenths: int
    turns_allowed: int
    go_to_jail_side: int
    most_houses: int
    houses: int
    apartments: int
    target: int
    safety_rounds: int
    city: tuple[str, ...]               # per space: its city ("" for corners and transportation)
    mortgage: tuple[int, ...]
    house: tuple[int, ...]
    monopolist: tuple[int, ...]
    cities: dict[str, tuple[int, ...]] = field(default_factory=dict)   # city -> its properties
    transit: dict[str, tuple[int, str]] = field(default_factory=dict)  # city -> (its company, the other city)
    side_house: tuple[int, ...] = ()    # per side (index // 10): the house price of its properties
    utilities: tuple[int, ...] = ()
    beginner_hands: tuple[tuple[int, ...], ...] = ()


def _whole(table: dict[str, Any], key: str, src: str, where: str, least: int = 0) -> int:
    value = require(table, key, int, src, where)
    if type(value) is not int or value < least:
        raise DataError(src, f"{where}{key}", f"expected a whole number of at least {least}, found {value!r}")
    return value


def _space(i: int, row: Any, src: str) -> tuple[Space, str, int, int, int]:
    where = f"spaces[{i}]."
    if not isinstance(row, dict):
        raise DataError(src, f"spaces[{i}]", "expected a table")
    reject_unknown(row, SPACE_KEYS, src, where)
    name, kind = require(row, "name", str, src, where), require(row, "kind", str, src, where)
    if kind not in KINDS:
        raise DataError(src, f"{where}kind", f"{kind!r} is not one of {list(KINDS)}")
    if CORNERS.get(i, kind) != kind or (i not in CORNERS and kind in CORNERS.values()):
        raise DataError(src, f"{where}kind", f"space {i} is {kind!r}; the corners are {CORNERS}")
    confidence = require(row, "confidence", str, src, where)
    if confidence not in CONFIDENCE:
        raise DataError(src, f"{where}confidence", f"{confidence!r} is not one of {list(CONFIDENCE)}")
    city = optional(row, "city", str, "", src, where)
    if kind in ("lot", "card", "tax", "franchise") and not city:
        raise DataError(src, f"{where}city", f"a {kind} space belongs to a city (LF-07)")
    deed = kind in ("lot", "railroad", "franchise")
    price = _whole(row, "price", src, where, 1) if deed else 0
    mortgage = _whole(row, "mortgage", src, where, 1) if deed else 0
    house = _whole(row, "house", src, where, 1) if kind == "lot" else 0
    rent = _whole(row, "rent", src, where, 1) if kind == "lot" else 0
    mono = _whole(row, "monopolist", src, where, 1) if kind == "lot" else 0
    space = Space(i, name, kind, "plain", "Taking a Turn", price=price, rent=rent, section=city,
                  note=optional(row, "note", str, "", src, where), confidence=confidence,
                  reconstructed=("confidence",) if confidence == "reconstructed" else ())
    return space, city, mortgage, house, mono


def _tables(rows: list[tuple[Space, str, int, int, int]], src: str) -> dict[str, Any]:
    """The cities, the transit between them and each side's house price, checked."""
    cities: dict[str, list[int]] = {}
    for s, city, *_ in rows:
        if s.kind == "lot":
            cities.setdefault(city, []).append(s.index)
    transit: dict[str, tuple[int, str]] = {}
    side_house = []
    for side in range(4):
        spaces = rows[side * 10 + 1: side * 10 + 10]
        companies = [s.index for s, *_ in spaces if s.kind == "railroad"]
        if len(companies) != 1:
            raise DataError(src, "spaces", f"side {side + 1} needs one transportation company between its two cities")
        before = {c for s, c, *_ in spaces if s.index < companies[0] and c}
        after = {c for s, c, *_ in spaces if s.index > companies[0] and c}
        if len(before) != 1 or len(after) != 1 or before == after:
            raise DataError(src, "spaces", f"side {side + 1} must hold one city before its transportation company "
                                           f"and another after it (LF-07), found {sorted(before)} and {sorted(after)}")
        (a,), (b,) = before, after
        transit[a], transit[b] = (companies[0], b), (companies[0], a)
        prices = {h for s, _c, _m, h, _mo in spaces if s.kind == "lot"}
        if len(prices) != 1:
            raise DataError(src, "spaces", f"side {side + 1}'s properties must share one house price, found "
                                           f"{sorted(prices)} (the jail's booking fee is the side's house price)")
        side_house.append(prices.pop())
    return {"cities": {c: tuple(v) for c, v in cities.items()}, "transit": transit, "side_house": tuple(side_house)}


def _fuel(table: Any, by_name: dict[str, int], src: str) -> dict[int, tuple[int, int]]:
    if not isinstance(table, dict):
        raise DataError(src, "overhead.fuel", "expected a table of transportation company = [utility, halves]")
    fuel = {}
    for company, pair in table.items():
        if company.casefold() not in by_name or not isinstance(pair, list) or len(pair) != 2 \
                or str(pair[0]).casefold() not in by_name or type(pair[1]) is not int or pair[1] < 1:
            raise DataError(src, f"overhead.fuel.{company}", "expected a company of the board = [a utility of the "
                                                            "board, a multiplier in halves of at least 1]")
        fuel[by_name[company.casefold()]] = (by_name[pair[0].casefold()], pair[1])
    return fuel


def load_lf(raw: dict[str, Any], where: str) -> Edition:
    """The Laissez-faire edition from the parsed ``board.toml`` and ``rules.toml``."""
    src, rsrc = f"{where}/board.toml", f"{where}/rules.toml"
    meta = require(raw["board"], "edition", dict, src)
    rows_raw = require(raw["board"], "spaces", list, src)
    if len(rows_raw) != SIZE:
        raise DataError(src, "spaces", f"the Anti-Monopoly board has {SIZE} spaces, found {len(rows_raw)}")
    rows = [_space(i, row, src) for i, row in enumerate(rows_raw)]
    tables = _tables(rows, src)
    spaces = tuple(r[0] for r in rows)
    by_name = {s.name.casefold(): s.index for s in spaces}
    board = Board(spaces, corners=tuple(CORNERS), chances=(0, 0), jail_beside=10, poor_house_beside=10,
                  natural_opportunities=(), by_name=by_name, sections={c: v for c, v in tables["cities"].items()})
    r = raw["rules"]
    nums: dict[str, Any] = {key: _whole(require(r, section, dict, rsrc), key, rsrc, f"{section}.", least)
            for section, keys in _RULE_KEYS.items() for key, least in keys}
    fares = require(require(r, "bank", dict, rsrc), "fares", list, rsrc, "bank.")
    if len(fares) != 4 or any(type(f) is not int or f < 1 for f in fares):
        raise DataError(rsrc, "bank.fares", f"expected four whole numbers of at least 1, found {fares!r}")
    if nums["min"] > nums["max"]:
        raise DataError(rsrc, "players.min", f"{nums['min']} is more than players.max {nums['max']}")
    constants = ConstantsLF(
        min_players=nums.pop("min"), max_players=nums.pop("max"), wages=nums.pop("salary"),
        fuel=_fuel(require(r, "overhead", dict, rsrc).get("fuel"), by_name, rsrc), fares=tuple(fares),
        city=tuple(r[1] for r in rows), mortgage=tuple(r[2] for r in rows), house=tuple(r[3] for r in rows),
        monopolist=tuple(r[4] for r in rows), utilities=tuple(s.index for s in spaces if s.kind == "franchise"),
        **tables, **nums)
    return Edition(id=edition_id(meta, src), title=require(meta, "title", str, src, "edition."), board=board,
                   constants=constants, chance=(), luxuries=(), raw=raw, rule_set="laissez-faire")


_RULE_KEYS: dict[str, tuple[tuple[str, int], ...]] = {
    "players": (("min", 2), ("max", 2), ("starting_cash", 0)),
    "start": (("salary", 0),),
    "taxes": (("income_tax_percent", 0), ("income_tax_most", 0), ("property_tax", 0)),
    "companies": (("hmc_price", 1), ("hmc_mortgage", 0), ("pdc_price", 1), ("pdc_mortgage", 0)),
    "overhead": (("pom_start", 1), ("pom_step", 0), ("pom_least", 1), ("house_percent", 0)),
    "bank": (("utility_one", 0), ("utility_both", 0)),
    "jail": (("room_and_board_tenths", 0), ("turns_allowed", 1), ("go_to_jail_side", 0)),
    "houses": (("most_houses", 1), ("houses", 0), ("apartments", 0)),
    "ending": (("target", 1), ("safety_rounds", 1)),
}
