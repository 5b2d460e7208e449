"""The 1939 edition as data: board kinds, rule constants, Share, SO WHAT and Idle Land cards.

Read from ``board.toml``, ``rules.toml``, ``so_what.toml`` and ``idle_land.toml``; every problem
is reported as a :class:`~landlord_edu.errors.DataError` naming file, field and problem.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..._validate import optional, reject_unknown, require
from ...edition import Board, Edition, edition_id
from ...edition_checks import MAX_COUNT, MAX_DOLLARS, distinct, in_range, rows, text, whole
from ...errors import DataError
from .board_data import SPACE_KINDS, parse_board

SO_WHAT_EFFECTS = ("deed_holders_collect", "pay_government", "pay_bank", "wage_check", "move_in_section",
                   "buy_house", "buy_idle_land", "pay_deed_holders", "island", "site_value_tax")
AMOUNT_EFFECTS = ("deed_holders_collect", "pay_government", "pay_bank", "buy_house", "buy_idle_land",
                  "pay_deed_holders")
MAX_PLAYERS = 8       # the engine's limit (eight tokens' colours)
MAX_TURNS = 100_000   # an agreed stop beyond this is no stop: a game must end
_RULES_KEYS = {  # rules.toml: every table and key the 1939 rules read (a misspelt key is refused, not ignored)
    "players": {"min", "max", "starting_cash", "starting_houses"},
    "deal": {"shares", "shares_per_line", "idle_land_dealt"},
    "houses": {"cost", "rent", "total", "doubling_at"}, "jail": {"bail"},
    "frontier": {"closing_houses", "closing_section"}, "idle_land": {"price", "per_visit"},
    "hotel": {"bill", "must_keep"}, "taxes": {"first_round", "later_rounds", "share_tax"},
    "island": {"wages_per_pip", "boat_fare"}, "bank": {"total"}, "end": {"rounds", "max_turns"},
}


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
    board_src, rules_src = f"{where}/board.toml", f"{where}/rules.toml"
    meta = require(raw["board"], "edition", dict, board_src)
    board, wage_checks, go, frontier = parse_board(raw["board"], board_src)
    idle_land = _parse_idle(raw["idle_land"], f"{where}/idle_land.toml")
    so_what = _parse_so_what(raw["so_what"], f"{where}/so_what.toml")
    constants = _parse_rules(raw["rules"], rules_src, board, wage_checks, go, frontier)
    shares = tuple(s.index for s in board.spaces if s.kind in ("railroad", "utility")
                   for _ in range(whole(raw["rules"]["deal"], "shares_per_line", rules_src, "deal.", 1, 100)))
    stated = whole(raw["rules"]["deal"], "shares", rules_src, "deal.", 0, MAX_COUNT, default=len(shares))
    if stated != len(shares):
        raise DataError(rules_src, "deal.shares", f"{stated!r} Share cards, but the board's "
                        f"{len(set(shares))} railroads and utilities with deal.shares_per_line each make {len(shares)}")
    most = max(constants.idle_land_dealt.items(), key=lambda kv: kv[1])
    if most[1] > len(idle_land):
        raise DataError(rules_src, f"deal.idle_land_dealt.{most[0]}", f"{most[1]} Idle Land cards dealt, but "
                                                                      f"idle_land.toml holds {len(idle_land)}")
    return Edition(id=edition_id(meta, board_src),
                   title=text(meta, "title", board_src, "edition."), board=board, constants=constants,
                   chance=(), luxuries=(), raw=raw, rule_set="1939",
                   decks=Decks1939(shares=shares, so_what=so_what, idle_land=idle_land))


def _parse_rules(data: dict[str, Any], src: str, board: Board, wage_checks: dict[str, int], go: int,
                 frontier: tuple[int, ...]) -> Constants1939:
    reject_unknown(data, set(_RULES_KEYS), src)
    for table, keys in _RULES_KEYS.items():
        reject_unknown(require(data, table, dict, src), keys, src, f"{table}.")

    def num(table: str, key: str, low: int = 0, high: int = MAX_DOLLARS) -> int:
        return whole(data[table], key, src, f"{table}.", low, high)

    low, high = num("players", "min", 2, MAX_PLAYERS), num("players", "max", 2, MAX_PLAYERS)
    if low > high:
        raise DataError(src, "players.max", f"players.min {low} must be no more than max {high}")
    closing_section = text(data["frontier"], "closing_section", src, "frontier.")
    if closing_section not in board.sections:
        raise DataError(src, "frontier.closing_section", f"no lots in section {closing_section!r}; sections with "
                                                         f"lots are {sorted(board.sections)}")
    total = num("houses", "total", 1, MAX_COUNT)
    c = Constants1939(
        min_players=low, max_players=high, starting_cash=num("players", "starting_cash"),
        starting_houses=num("players", "starting_houses", 0, total // high),
        idle_land_dealt=_dealt(data, src, low, high),
        house_cost=num("houses", "cost", 1), house_rent=num("houses", "rent"), houses_total=total,
        doubling_at=num("houses", "doubling_at", 1, total), bail=num("jail", "bail"),
        closing_houses=num("frontier", "closing_houses", 1, total), closing_section=closing_section,
        idle_price=num("idle_land", "price"), idle_per_visit=num("idle_land", "per_visit", 1, MAX_COUNT),
        hotel_bill=num("hotel", "bill"), hotel_must_keep=num("hotel", "must_keep"),
        tax_first=num("taxes", "first_round"), tax_later=num("taxes", "later_rounds"),
        share_tax=num("taxes", "share_tax"), island_per_pip=num("island", "wages_per_pip"),
        boat_fare=num("island", "boat_fare"), bank_total=num("bank", "total", 1, MAX_DOLLARS * 100),
        rounds=num("end", "rounds", 1, MAX_COUNT), max_turns=num("end", "max_turns", 1, MAX_TURNS),
        wage_checks=wage_checks, go=go, frontier=frontier)
    return c  # a finite Bank too small for the players is refused when the game is made (R39-34): unlimited, it plays


def _dealt(data: dict[str, Any], src: str, low: int, high: int) -> dict[int, int]:
    """Idle Land cards dealt, by player count: one entry for each count from players.min to players.max."""
    dealt: dict[int, int] = {}
    for key, value in require(data["deal"], "idle_land_dealt", dict, src, "deal.").items():
        field = f"deal.idle_land_dealt.{key}"
        if not (key.isdecimal() and key.isascii() and low <= int(key) <= high):
            raise DataError(src, field, f"keys are player counts from players.min {low} to players.max {high}")
        dealt[int(key)] = in_range(value, src, field, 0, MAX_COUNT)
    missing = [n for n in range(low, high + 1) if n not in dealt]
    if missing:
        raise DataError(src, "deal.idle_land_dealt", f"give the number of Idle Land cards dealt for {missing} players")
    return dealt


def _parse_so_what(data: dict[str, Any], src: str) -> dict[int, SoWhatCard]:
    reject_unknown(data, {"deck", "cards"}, src)
    cards: dict[int, SoWhatCard] = {}
    for i, row in enumerate(rows(data, "cards", src)):
        card = _so_what_card(row, f"cards[{i}].", src)
        if card.number in cards:
            raise DataError(src, f"cards[{i}].number", f"SO WHAT {card.number} is listed twice")
        cards[card.number] = card
    if not 1 <= len(cards) <= MAX_COUNT:
        raise DataError(src, "cards", f"the SO WHAT pack needs 1 to {MAX_COUNT} cards, found {len(cards)}")
    for effect in ("island", "site_value_tax"):
        if sum(c.effect == effect for c in cards.values()) > 1:
            raise DataError(src, "cards", f"only one {effect} card may be in the pack (Note X lays it face up)")
    return cards


def _so_what_card(row: dict[str, Any], where: str, src: str) -> SoWhatCard:
    effect = require(row, "effect", str, src, where)
    if effect not in SO_WHAT_EFFECTS:
        raise DataError(src, f"{where}effect", f"unknown effect {effect!r}; use one of {list(SO_WHAT_EFFECTS)}")
    reads = {"target"} if effect == "move_in_section" else {"amount"} if effect in AMOUNT_EFFECTS else set()
    reject_unknown(row, {"number", "title", "public", "text", "effect", "confidence", "note"} | reads, src, where)
    target = text(row, "target", src, where, default="")
    if effect == "move_in_section" and target not in SPACE_KINDS:
        raise DataError(src, f"{where}target", f"move_in_section needs a space kind, one of {list(SPACE_KINDS)}")
    # buy_idle_land's amount is a number of cards; the others' are dollars
    amount = whole(row, "amount", src, where, 0, MAX_COUNT if effect == "buy_idle_land" else MAX_DOLLARS,
                   default=0)
    if effect in AMOUNT_EFFECTS and amount <= 0:
        raise DataError(src, f"{where}amount", f"a {effect} card needs an amount above 0")
    confidence = text(row, "confidence", src, where, default="reconstructed")
    if confidence not in ("text", "reconstructed"):
        raise DataError(src, f"{where}confidence", f"expected 'text' or 'reconstructed', found {confidence!r}")
    text(row, "note", src, where, default="")
    return SoWhatCard(number=whole(row, "number", src, where, 1, MAX_COUNT), title=text(row, "title", src, where),
                      text=text(row, "text", src, where), effect=effect, amount=amount, target=target,
                      public=optional(row, "public", bool, False, src, where), confidence=confidence)


def _parse_idle(data: dict[str, Any], src: str) -> dict[int, IdleLandCard]:
    reject_unknown(data, {"deck", "cards"}, src)
    cards: dict[int, IdleLandCard] = {}
    for i, row in enumerate(rows(data, "cards", src)):
        where = f"cards[{i}]."
        reject_unknown(row, {"number", "name", "value"}, src, where)
        number = whole(row, "number", src, where, 1, MAX_COUNT)
        if number in cards:
            raise DataError(src, f"{where}number", f"Idle Land card {number} is listed twice")
        cards[number] = IdleLandCard(number, text(row, "name", src, where), whole(row, "value", src, where))
    distinct([c.name.casefold() for c in cards.values()], src, "cards", "name", ".name")
    return cards
