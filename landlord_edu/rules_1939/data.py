"""The 1939 edition as data: board kinds, rule constants, Share, SO WHAT and Idle Land cards.

Read from ``board.toml``, ``rules.toml``, ``so_what.toml`` and ``idle_land.toml``; every problem
is reported as a :class:`~landlord_edu.errors.DataError` naming file, field and problem.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .._validate import non_negative, optional, reject_unknown, require
from ..edition import Board, Edition, Space
from ..errors import DataError

SPACE_KINDS = ("go", "frontier", "lot", "foreign_lot", "no_trespassing", "real_estate_office", "railroad",
               "utility", "so_what", "hotel")
SO_WHAT_EFFECTS = ("deed_holders_collect", "pay_government", "pay_bank", "wage_check", "move_in_section",
                   "buy_house", "buy_idle_land", "pay_deed_holders", "island", "site_value_tax")
_RULES_KEYS = {  # rules.toml: every table and key the 1939 rules read (a misspelt key is refused, not ignored)
    "players": {"min", "max", "starting_cash", "starting_houses"},
    "deal": {"shares", "shares_per_line", "idle_land_dealt"},
    "houses": {"cost", "rent", "total", "doubling_at"}, "jail": {"bail"},
    "frontier": {"closing_houses", "closing_section"}, "idle_land": {"price", "per_visit"},
    "hotel": {"bill", "must_keep"}, "taxes": {"first_round", "later_rounds", "share_tax"},
    "island": {"wages_per_pip", "boat_fare"}, "bank": {"total"}, "end": {"rounds", "max_turns"},
}
_SPACE_KEYS = {"index", "name", "kind", "colour", "section", "rule", "rent", "rent_closed", "wages",
               "fare_per_share", "terminals", "second_move", "confidence", "reconstructed", "note"}


@dataclass(frozen=True)
class Constants1939:
    """Every number of the 1939 rules (``rules.toml``); comments name the rule."""

    min_players: int                    # Players
    max_players: int
    starting_cash: int                  # Banker and Government Official (c)
    starting_houses: int
    idle_land_dealt: dict[int, int]     # Banker and Government Official (b), by player count
    house_cost: int                     # Rule 1(b)
    house_rent: int
    houses_total: int                   # Equipment (R39-08)
    doubling_at: int                    # Rule 1(c)
    bail: int                           # Rule 3
    closing_houses: int                 # Rule 5
    closing_section: str
    idle_price: int                     # Rule 6
    idle_per_visit: int
    hotel_bill: int                     # La Swelle Hotel
    hotel_must_keep: int
    tax_first: int                      # End of a Round (a)
    tax_later: int
    share_tax: int                      # SO WHAT 18
    island_per_pip: int                 # SO WHAT 17
    boat_fare: int
    bank_total: int                     # Winner: the Bank can be broken (R39-34)
    rounds: int                         # Winner
    max_turns: int                      # an agreed stop (R39-33)
    wage_checks: dict[str, int]         # board.toml [[sections]]: one kind of Wage Check per side
    go: int
    frontier: tuple[int, ...]
    wages: int = 0                      # the 1906 rules' wage level: not used here
    beginner_hands: tuple[tuple[int, ...], ...] = ()


@dataclass(frozen=True)
class IdleLandCard:
    number: int
    name: str
    value: int


@dataclass(frozen=True)
class SoWhatCard:
    number: int
    title: str
    text: str
    effect: str
    amount: int = 0
    target: str = ""
    public: bool = False
    confidence: str = "reconstructed"


@dataclass(frozen=True)
class Decks1939:
    shares: tuple[int, ...]             # the space (railroad or utility) of each Share card
    so_what: dict[int, SoWhatCard]
    idle_land: dict[int, IdleLandCard]


def edition_1939(raw: dict[str, Any], where: str) -> Edition:
    """An :class:`~landlord_edu.edition.Edition` played by the 1939 rule set."""
    board_src = f"{where}/board.toml"
    meta = require(raw["board"], "edition", dict, board_src)
    board, wage_checks, go, frontier = _parse_board(raw["board"], board_src)
    constants = _parse_rules(raw["rules"], f"{where}/rules.toml", board, wage_checks, go, frontier)
    shares = tuple(s.index for s in board.spaces if s.kind in ("railroad", "utility")
                   for _ in range(_shares_per_line(raw["rules"], f"{where}/rules.toml")))
    stated = raw["rules"]["deal"].get("shares", len(shares))
    if stated != len(shares):
        raise DataError(f"{where}/rules.toml", "deal.shares", f"{stated!r} Share cards, but the board's "
                        f"{len(set(shares))} railroads and utilities with deal.shares_per_line each make {len(shares)}")
    decks = Decks1939(shares=shares, so_what=_parse_so_what(raw["so_what"], f"{where}/so_what.toml"),
                      idle_land=_parse_idle(raw["idle_land"], f"{where}/idle_land.toml"))
    return Edition(id=require(meta, "id", str, board_src, "edition."),
                   title=require(meta, "title", str, board_src, "edition."), board=board, constants=constants,
                   chance=(), luxuries=(), raw=raw, rule_set="1939", decks=decks)


def _index(value: Any, length: int, src: str, field: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value < length:
        raise DataError(src, field, f"{value!r} is not a space index 0..{length - 1}")
    return value


def _parse_board(data: dict[str, Any], src: str) -> tuple[Board, dict[str, int], int, tuple[int, ...]]:
    meta = require(data, "edition", dict, src)
    reject_unknown(meta, {"id", "rules", "title", "rules_source", "reconstruction", "track_length", "corners",
                          "go", "jail_beside", "frontier"}, src, "edition.")
    length = require(meta, "track_length", int, src, "edition.")
    rows = require(data, "spaces", list, src)
    if len(rows) != length:
        raise DataError(src, "spaces", f"track_length is {length} but {len(rows)} spaces are listed")
    wage_checks: dict[str, int] = {}
    lot_rents: dict[str, int] = {}
    for i, row in enumerate(require(data, "sections", list, src)):
        where = f"sections[{i}]."
        reject_unknown(row, {"id", "wage_check", "lot_rent", "confidence", "note"}, src, where)
        sid = require(row, "id", str, src, where)
        wage_checks[sid] = non_negative(require(row, "wage_check", int, src, where), src, f"{where}wage_check")
        lot_rents[sid] = non_negative(optional(row, "lot_rent", int, 0, src, where), src, f"{where}lot_rent")
    spaces = tuple(_parse_space(row, i, src, length, wage_checks, lot_rents) for i, row in enumerate(rows))
    corners = tuple(_index(v, length, src, "edition.corners") for v in require(meta, "corners", list, src, "edition."))
    go = _index(require(meta, "go", int, src, "edition."), length, src, "edition.go")
    if spaces[go].kind != "go":
        raise DataError(src, "edition.go", f"space {go} is a {spaces[go].kind}, not the GO space")
    jail = _index(require(meta, "jail_beside", int, src, "edition."), length, src, "edition.jail_beside")
    if spaces[jail].kind != "so_what":
        raise DataError(src, "edition.jail_beside", f"the Jail stands beside a SO WHAT space (Rule 3); "
                        f"space {jail} is a {spaces[jail].kind}")
    frontier = tuple(_index(v, length, src, "edition.frontier")
                     for v in require(meta, "frontier", list, src, "edition."))
    if not frontier or any(spaces[i].kind != "frontier" for i in frontier) or \
            len(frontier) != sum(s.kind == "frontier" for s in spaces):
        raise DataError(src, "edition.frontier", "must list every frontier space (Rule 4), and only those")
    sections: dict[str, list[int]] = {}
    names: dict[str, int] = {}
    for s in spaces:
        if s.kind == "lot":
            sections.setdefault(s.section, []).append(s.index)
        names.setdefault(s.name.casefold(), s.index)
    board = Board(spaces=spaces, corners=corners, chances=(-1, -1), jail_beside=jail, poor_house_beside=-1,
                  natural_opportunities=(), by_name=names, sections={k: tuple(v) for k, v in sections.items()})
    return board, wage_checks, go, frontier


def _parse_space(row: dict[str, Any], i: int, src: str, length: int, wage_checks: dict[str, int],
                 lot_rents: dict[str, int]) -> Space:
    where = f"spaces[{i}]."
    reject_unknown(row, _SPACE_KEYS, src, where)
    if require(row, "index", int, src, where) != i:
        raise DataError(src, f"{where}index", f"spaces must be listed in track order; expected {i}, "
                                              f"found {row['index']}")
    kind = require(row, "kind", str, src, where)
    if kind not in SPACE_KINDS:
        raise DataError(src, f"{where}kind", f"unknown kind {kind!r}; use one of {list(SPACE_KINDS)}")
    section = optional(row, "section", str, "", src, where)
    if section and section not in wage_checks:
        raise DataError(src, f"{where}section", f"no section {section!r}; sections are {list(wage_checks)}")
    if kind in ("lot", "foreign_lot", "frontier", "utility", "so_what", "real_estate_office") and not section:
        raise DataError(src, f"{where}section", f"a {kind} needs its section (A-D): its Wage Check, "
                                                "doubling and SO WHAT card depend on it")
    # a lot (and English Village) takes its section's lot_rent unless it gives a rent of its own
    default = lot_rents.get(section, 0) if kind in ("lot", "foreign_lot") else 0
    rent = non_negative(optional(row, "rent", int, default, src, where), src, f"{where}rent")
    if kind in ("lot", "foreign_lot") and rent <= 0:
        raise DataError(src, f"{where}rent", f"a {kind} needs a land rent above 0 (Rule 1(a))")
    fare = non_negative(optional(row, "fare_per_share", int, 0, src, where), src, f"{where}fare_per_share")
    terminals = tuple(optional(row, "terminals", list, [], src, where))
    if kind == "railroad":
        if len(terminals) != 2:
            raise DataError(src, f"{where}terminals", "a railroad needs its two terminals (Rule 7)")
        for t in terminals:
            _index(t, length, src, f"{where}terminals")
        if not (terminals[0] < i < terminals[1] or (i == 0 and terminals[0] > terminals[1])):
            raise DataError(src, f"{where}terminals", f"the depot {i} must lie between its terminals {terminals}")
    wages = non_negative(optional(row, "wages", int, 0, src, where), src, f"{where}wages")
    if kind == "frontier" and wages <= 0:
        raise DataError(src, f"{where}wages", "a Frontier space needs its wages (Rule 4: $300)")
    confidence = optional(row, "confidence", str, "reconstructed", src, where)
    if confidence not in ("text", "reconstructed"):
        raise DataError(src, f"{where}confidence", f"expected 'text' or 'reconstructed', found {confidence!r}")
    return Space(index=i, name=require(row, "name", str, src, where), kind=kind,
                 colour=require(row, "colour", str, src, where), rule=require(row, "rule", str, src, where),
                 rent=rent, section=section, note=optional(row, "note", str, "", src, where), wages=wages,
                 rent_closed=non_negative(optional(row, "rent_closed", int, 0, src, where), src,
                                          f"{where}rent_closed"),
                 fare=fare, terminals=terminals, second_move=optional(row, "second_move", bool, False, src, where),
                 confidence=confidence,
                 reconstructed=tuple(str(f) for f in optional(row, "reconstructed", list, [], src, where)))


def _shares_per_line(data: dict[str, Any], src: str) -> int:
    deal = require(data, "deal", dict, src)
    per = require(deal, "shares_per_line", int, src, "deal.")
    if per < 1:
        raise DataError(src, "deal.shares_per_line", f"must be at least 1, found {per}")
    return int(per)


def _parse_rules(data: dict[str, Any], src: str, board: Board, wage_checks: dict[str, int], go: int,
                 frontier: tuple[int, ...]) -> Constants1939:
    reject_unknown(data, set(_RULES_KEYS), src)
    for table, keys in _RULES_KEYS.items():
        reject_unknown(require(data, table, dict, src), keys, src, f"{table}.")

    def num(table: str, key: str) -> int:
        return non_negative(require(require(data, table, dict, src), key, int, src, f"{table}."), src,
                            f"{table}.{key}")

    dealt: dict[int, int] = {}
    for key, value in require(require(data, "deal", dict, src), "idle_land_dealt", dict, src, "deal.").items():
        if not key.isdigit() or not isinstance(value, int) or isinstance(value, bool) or value < 0:
            raise DataError(src, f"deal.idle_land_dealt.{key}", "expected player count = number of cards")
        dealt[int(key)] = value
    low, high = num("players", "min"), num("players", "max")
    if not 1 <= low <= high:
        raise DataError(src, "players.max", f"players.min {low} must be at least 1 and no more than max {high}")
    missing = [n for n in range(low, high + 1) if n not in dealt]
    if missing:
        raise DataError(src, "deal.idle_land_dealt", f"give the number of Idle Land cards dealt for {missing} players")
    closing_section = require(require(data, "frontier", dict, src), "closing_section", str, src, "frontier.")
    if closing_section not in board.sections:
        raise DataError(src, "frontier.closing_section", f"no lots in section {closing_section!r}")
    return Constants1939(
        min_players=low, max_players=high, starting_cash=num("players", "starting_cash"),
        starting_houses=num("players", "starting_houses"), idle_land_dealt=dealt,
        house_cost=num("houses", "cost"), house_rent=num("houses", "rent"), houses_total=num("houses", "total"),
        doubling_at=max(1, num("houses", "doubling_at")), bail=num("jail", "bail"),
        closing_houses=max(1, num("frontier", "closing_houses")), closing_section=closing_section,
        idle_price=num("idle_land", "price"), idle_per_visit=max(1, num("idle_land", "per_visit")),
        hotel_bill=num("hotel", "bill"), hotel_must_keep=num("hotel", "must_keep"),
        tax_first=num("taxes", "first_round"), tax_later=num("taxes", "later_rounds"),
        share_tax=num("taxes", "share_tax"), island_per_pip=num("island", "wages_per_pip"),
        boat_fare=num("island", "boat_fare"), bank_total=num("bank", "total"), rounds=max(1, num("end", "rounds")),
        max_turns=max(1, num("end", "max_turns")), wage_checks=wage_checks, go=go, frontier=frontier)


def _parse_so_what(data: dict[str, Any], src: str) -> dict[int, SoWhatCard]:
    cards: dict[int, SoWhatCard] = {}
    for i, row in enumerate(require(data, "cards", list, src)):
        where = f"cards[{i}]."
        reject_unknown(row, {"number", "title", "public", "text", "effect", "amount", "target", "confidence",
                             "note"}, src, where)
        number = require(row, "number", int, src, where)
        if number < 1 or number in cards:
            raise DataError(src, f"{where}number", f"card numbers must be unique whole numbers from 1; found {number}")
        effect = require(row, "effect", str, src, where)
        if effect not in SO_WHAT_EFFECTS:
            raise DataError(src, f"{where}effect", f"unknown effect {effect!r}; use one of {list(SO_WHAT_EFFECTS)}")
        target = optional(row, "target", str, "", src, where)
        if effect == "move_in_section" and target not in SPACE_KINDS:
            raise DataError(src, f"{where}target", f"move_in_section needs a space kind, one of {list(SPACE_KINDS)}")
        amount = non_negative(optional(row, "amount", int, 0, src, where), src, f"{where}amount")
        if effect in ("deed_holders_collect", "pay_government", "pay_bank", "buy_house", "buy_idle_land",
                      "pay_deed_holders") and amount <= 0:
            raise DataError(src, f"{where}amount", f"a {effect} card needs an amount above 0")
        confidence = optional(row, "confidence", str, "reconstructed", src, where)
        if confidence not in ("text", "reconstructed"):
            raise DataError(src, f"{where}confidence", f"expected 'text' or 'reconstructed', found {confidence!r}")
        cards[number] = SoWhatCard(number=number, title=require(row, "title", str, src, where),
                                   text=require(row, "text", str, src, where), effect=effect, amount=amount,
                                   target=target, public=optional(row, "public", bool, False, src, where),
                                   confidence=confidence)
    if not cards:
        raise DataError(src, "cards", "the SO WHAT pack needs at least one card")
    for effect in ("island", "site_value_tax"):
        if sum(c.effect == effect for c in cards.values()) > 1:
            raise DataError(src, "cards", f"only one {effect} card may be in the pack (Note X lays it face up)")
    return cards


def _parse_idle(data: dict[str, Any], src: str) -> dict[int, IdleLandCard]:
    cards: dict[int, IdleLandCard] = {}
    for i, row in enumerate(require(data, "cards", list, src)):
        where = f"cards[{i}]."
        reject_unknown(row, {"number", "name", "value"}, src, where)
        number = require(row, "number", int, src, where)
        if number < 1 or number in cards:
            raise DataError(src, f"{where}number", f"card numbers must be unique whole numbers from 1; found {number}")
        cards[number] = IdleLandCard(number, require(row, "name", str, src, where),
                                     non_negative(require(row, "value", int, src, where), src, f"{where}value"))
    return cards
