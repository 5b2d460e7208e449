"""Editions as data: the board, the rule constants and the card decks, loaded and validated.

An edition is a folder holding ``board.toml``, ``rules.toml``, ``chance.toml`` and
``luxury.toml``. The packaged ones live in ``landlord_edu/data/editions``; an
instructor can copy one, edit it, and pass the folder's path to :func:`load_edition`.

Examples
--------
>>> from landlord_edu import load_edition
>>> ed = load_edition("1906")
>>> ed.board.spaces[6].name
'The Pike'
>>> ed.constants.wages
100
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass, field
from functools import cache, lru_cache
from importlib import resources
from pathlib import Path
from typing import Any

from ._validate import non_negative, optional, reject_unknown, require
from .errors import DataError, UnknownEdition

SPACE_KINDS = ("mother_earth", "lot", "tax", "no_trespassing", "railroad", "franchise", "speculation",
               "chance", "central_park", "luxury")
CARD_KINDS = ("lot", "railroad", "franchise", "speculation")
CHANCE_EFFECTS = ("collect", "pay_treasury", "pay_miscellaneous", "collect_from_each", "pay_each",
                  "move_to", "move_by", "go_to_jail")


@dataclass(frozen=True, slots=True)
class Space:
    """One space of the track."""

    index: int
    name: str
    kind: str
    colour: str
    rule: int
    price: int = 0
    rent: int = 0
    section: str = ""
    note: str = ""

    @property
    def is_card(self) -> bool:
        """True for spaces with a green card (title deed, charter or broker's license)."""
        return self.kind in CARD_KINDS


@dataclass(frozen=True, slots=True)
class NaturalOpportunity:
    """An inner corner used under Single Tax Rule 8."""

    name: str
    corner: int
    wages: int
    rent: int


@dataclass(frozen=True)
class Board:
    """The track, its sections and the inner corners."""

    spaces: tuple[Space, ...]
    corners: tuple[int, ...]
    chances: tuple[int, int]
    jail_beside: int
    poor_house_beside: int
    natural_opportunities: tuple[NaturalOpportunity, ...]
    by_name: dict[str, int] = field(repr=False)
    sections: dict[str, tuple[int, ...]] = field(repr=False)

    @property
    def size(self) -> int:
        return len(self.spaces)

    def index_of(self, name: str) -> int:
        """Index of the space called ``name`` (case-insensitive)."""
        try:
            return self.by_name[name.casefold()]
        except KeyError:
            raise KeyError(f"no space called {name!r}; spaces are {[s.name for s in self.spaces]}") from None

    def between_chances(self, index: int) -> bool:
        """Rule 2: the spaces strictly between the two Chances, where either direction is allowed."""
        low, high = self.chances
        return low < index < high


@dataclass(frozen=True)
class ChanceCard:
    """One card of the red pack (Rule 11). The 1906 texts are lost: see docs/chance-deck.md."""

    id: str
    title: str
    text: str
    effect: str
    amount: int = 0
    space: int = 0
    steps: int = 0
    quote: str = ""
    quote_author: str = ""
    quote_source: str = ""


@dataclass(frozen=True)
class Constants:
    """Every number of an edition's rules. Field comments name the rule."""

    min_players: int
    starting_cash: dict[int, int]          # opening text; key 0 = "more"
    cards_dealt: int                       # Rule 1
    beginner_cash: int                     # To Beginners
    beginner_hands: tuple[tuple[int, ...], ...]
    wages: int                             # Rule 3
    tax: int                               # Rule 4
    jail_fine: int                         # Rule 6
    jail_max_missed: int                   # Rule 6
    house_cost: int                        # Rule 14
    house_rent: int                        # Rule 14
    franchise_fee: int                     # Rule 9
    cinch_fee: int                         # Rule 9, Municipal Cinch
    railroad_fares: tuple[int, ...]        # Rule 9, Monopoly
    trust_fare: int                        # Rule 9, Trust
    spec_ante: int                         # Rule 8
    spec_double: int
    spec_payouts: dict[int, int]
    spec_skin: tuple[int, ...]
    spec_broker_percent: int
    luxury_price: int                      # Rule 13
    loan_interest_percent: int             # Rule 16 (engine's model)
    end_wages_times: int                   # Rule 19
    max_rounds: int
    per_card: int                          # Object of the game
    per_house: int
    adv_tax_levels: tuple[tuple[int, int], ...]
    adv_max_houses: int
    adv_section_doubling: bool
    st_step: int                           # Single Tax Rule 6
    st_buyout_order: tuple[int, ...]
    st_college_sites: tuple[int, ...]
    st_wage_rise: int
    st_education_for_professor: int        # Single Tax Rule 7

    def starting_cash_for(self, players: int) -> int:
        """Opening text: $600 / $500 / $400; the 'more' entry (key 0) beyond the listed counts."""
        return self.starting_cash.get(players) or self.starting_cash[0]


@dataclass(frozen=True)
class Edition:
    """A playable edition: board, constants, decks, and the raw data they were read from."""

    id: str
    title: str
    board: Board
    constants: Constants
    chance: tuple[ChanceCard, ...]
    luxuries: tuple[str, ...]
    raw: dict[str, Any] = field(repr=False, compare=False)

    def cite(self, rule: int | str) -> str:
        return f"{self.id} Rule {rule}"


_EDITIONS = resources.files("landlord_edu") / "data" / "editions"


@lru_cache(maxsize=1)
def _available() -> tuple[str, ...]:
    return tuple(sorted(p.name for p in _EDITIONS.iterdir() if p.is_dir() and (p / "board.toml").is_file()))


def available_editions() -> list[str]:
    """Names of the editions shipped with the package."""
    return list(_available())


def load_edition(name_or_path: str | Path = "1906") -> Edition:
    """Load an edition by name (``"1906"``) or from a folder an instructor made.

    Packaged editions are read once and cached (an :class:`Edition` is immutable);
    an instructor's folder is read afresh each time, so edits take effect.

    Raises :class:`UnknownEdition` for a name that is neither, and
    :class:`~landlord_edu.errors.DataError` naming file, field and problem for bad data.
    """
    name = str(name_or_path)
    if isinstance(name_or_path, str) and name in available_editions():
        return _packaged(name)
    folder = Path(name_or_path)
    if not name or not folder.is_dir():
        raise UnknownEdition(f"unknown edition {name!r}: use one of {available_editions()} "
                             f"or the path of a folder holding board.toml, rules.toml, chance.toml and luxury.toml")
    raw = {stem: _read_toml(folder / f"{stem}.toml") for stem in ("board", "rules", "chance", "luxury")}
    return edition_from_data(raw, str(folder))


@cache
def _packaged(name: str) -> Edition:
    folder = _EDITIONS / name
    raw = {stem: _read_toml(folder / f"{stem}.toml") for stem in ("board", "rules", "chance", "luxury")}
    return edition_from_data(raw, f"landlord_edu/data/editions/{name}")


def edition_from_data(raw: dict[str, Any], where: str = "<data>") -> Edition:
    """Build an :class:`Edition` from already-parsed data (used by saved games, which embed it)."""
    board_src, rules_src = f"{where}/board.toml", f"{where}/rules.toml"
    meta = require(raw["board"], "edition", dict, board_src)
    board = _parse_board(raw["board"], board_src)
    constants = _parse_rules(raw["rules"], rules_src, board)
    chance = _parse_chance(raw["chance"], f"{where}/chance.toml", board)
    luxuries = _parse_luxury(raw["luxury"], f"{where}/luxury.toml")
    return Edition(id=require(meta, "id", str, board_src, "edition."),
                   title=require(meta, "title", str, board_src, "edition."),
                   board=board, constants=constants, chance=chance, luxuries=luxuries, raw=raw)


def _read_toml(path: Any) -> dict[str, Any]:
    try:
        with path.open("rb") as fh:
            return tomllib.load(fh)
    except FileNotFoundError:
        raise DataError(str(path), "(file)", "is missing; an edition folder needs board.toml, rules.toml, "
                                             "chance.toml and luxury.toml") from None
    except tomllib.TOMLDecodeError as exc:
        raise DataError(str(path), "(syntax)", f"not valid TOML: {exc}") from None


def _parse_board(data: dict[str, Any], src: str) -> Board:
    meta = require(data, "edition", dict, src)
    length = require(meta, "track_length", int, src, "edition.")
    rows = require(data, "spaces", list, src)
    if len(rows) != length:
        raise DataError(src, "spaces", f"track_length is {length} but {len(rows)} spaces are listed")
    spaces = tuple(_parse_space(row, i, src) for i, row in enumerate(rows))
    corners = tuple(require(meta, "corners", list, src, "edition."))
    chances = tuple(require(meta, "chances", list, src, "edition."))
    for key, values in (("corners", corners), ("chances", chances)):
        for v in values:
            if not isinstance(v, int) or not 0 <= v < length:
                raise DataError(src, f"edition.{key}", f"{v!r} is not a space index 0..{length - 1}")
    if len(chances) != 2:
        raise DataError(src, "edition.chances", f"expected the indexes of two Chance spaces, found {chances}")
    sections: dict[str, list[int]] = {}
    for s in spaces:
        if s.kind == "lot":
            sections.setdefault(s.section, []).append(s.index)
    naturals = tuple(_parse_natural(row, i, src, length)
                     for i, row in enumerate(optional(data, "natural_opportunities", list, [], src)))
    names: dict[str, int] = {}
    for s in spaces:
        names.setdefault(s.name.casefold(), s.index)
    return Board(spaces=spaces, corners=corners, chances=(chances[0], chances[1]),
                 jail_beside=require(meta, "jail_beside", int, src, "edition."),
                 poor_house_beside=require(meta, "poor_house_beside", int, src, "edition."),
                 natural_opportunities=naturals, by_name=names,
                 sections={k: tuple(v) for k, v in sections.items()})


def _parse_space(row: dict[str, Any], i: int, src: str) -> Space:
    where = f"spaces[{i}]."
    reject_unknown(row, {"index", "name", "kind", "colour", "rule", "price", "rent", "section", "note"}, src, where)
    index = require(row, "index", int, src, where)
    if index != i:
        raise DataError(src, f"{where}index", f"spaces must be listed in track order; expected {i}, found {index}")
    kind = require(row, "kind", str, src, where)
    if kind not in SPACE_KINDS:
        raise DataError(src, f"{where}kind", f"unknown kind {kind!r}; use one of {list(SPACE_KINDS)}")
    price = non_negative(optional(row, "price", int, 0, src, where), src, f"{where}price")
    if kind in CARD_KINDS and price <= 0:
        raise DataError(src, f"{where}price", f"a {kind} needs a sale price above 0")
    section = optional(row, "section", str, "", src, where)
    if kind == "lot" and not section:
        raise DataError(src, f"{where}section", "a lot needs a section (the advanced rules double rent by section)")
    return Space(index=index, name=require(row, "name", str, src, where), kind=kind,
                 colour=require(row, "colour", str, src, where), rule=require(row, "rule", int, src, where),
                 price=price, rent=non_negative(optional(row, "rent", int, 0, src, where), src, f"{where}rent"),
                 section=section, note=optional(row, "note", str, "", src, where))


def _parse_natural(row: dict[str, Any], i: int, src: str, length: int) -> NaturalOpportunity:
    where = f"natural_opportunities[{i}]."
    reject_unknown(row, {"name", "corner", "wages", "rent"}, src, where)
    corner = require(row, "corner", int, src, where)
    if not 0 <= corner < length:
        raise DataError(src, f"{where}corner", f"{corner} is not a space index")
    return NaturalOpportunity(name=require(row, "name", str, src, where), corner=corner,
                              wages=non_negative(require(row, "wages", int, src, where), src, f"{where}wages"),
                              rent=non_negative(require(row, "rent", int, src, where), src, f"{where}rent"))


def _int_keys(table: dict[str, Any], src: str, field_name: str) -> dict[int, int]:
    out: dict[int, int] = {}
    for key, value in table.items():
        if not isinstance(value, int) or isinstance(value, bool) or value < 0:
            raise DataError(src, f"{field_name}.{key}", f"expected a whole number of dollars, found {value!r}")
        if key == "more":
            out[0] = value
        elif key.isdigit():
            out[int(key)] = value
        else:
            raise DataError(src, f"{field_name}.{key}", "keys must be whole numbers (or 'more')")
    return out


def _parse_rules(data: dict[str, Any], src: str, board: Board) -> Constants:
    def sect(name: str) -> dict[str, Any]:
        return require(data, name, dict, src)

    def num(table: str, key: str) -> int:
        return non_negative(require(sect(table), key, int, src, f"{table}."), src, f"{table}.{key}")

    players = sect("players")
    cash = _int_keys(require(players, "starting_cash", dict, src, "players."), src, "players.starting_cash")
    if 0 not in cash:
        raise DataError(src, "players.starting_cash", "needs a 'more' entry for larger player counts")
    hands = []
    for i, hand in enumerate(require(sect("beginner"), "hands", list, src, "beginner.")):
        try:
            hands.append(tuple(board.index_of(name) for name in hand))
        except (KeyError, AttributeError) as exc:
            raise DataError(src, f"beginner.hands[{i}]", str(exc)) from None
    fr = sect("franchises")
    spec = sect("speculation")
    adv = sect("advanced")
    st = sect("single_tax")
    levels = tuple((int(a), int(b)) for a, b in require(adv, "tax_levels", list, src, "advanced."))
    order = tuple(require(st, "buyout_order", list, src, "single_tax."))
    for idx in order:
        if not isinstance(idx, int) or not 0 <= idx < board.size or \
                board.spaces[idx].kind not in ("railroad", "franchise"):
            raise DataError(src, "single_tax.buyout_order", f"{idx!r} is not the index of a railroad or franchise")
    sites = tuple(require(st, "college_sites", list, src, "single_tax."))
    for idx in sites:
        if not isinstance(idx, int) or not 0 <= idx < board.size or board.spaces[idx].kind != "no_trespassing":
            raise DataError(src, "single_tax.college_sites", f"{idx!r} is not the index of a no-trespassing space")
    fares = tuple(require(fr, "railroad_fares", list, src, "franchises."))
    railroads = sum(1 for s in board.spaces if s.kind == "railroad")
    if len(fares) < railroads or not all(isinstance(f, int) and f >= 0 for f in fares):
        raise DataError(src, "franchises.railroad_fares",
                        f"needs one whole-dollar fare for each of 1..{railroads} railroads held, found {fares}")
    return Constants(
        min_players=num("players", "min"), starting_cash=cash, cards_dealt=num("deal", "cards_dealt"),
        beginner_cash=num("beginner", "cash"), beginner_hands=tuple(hands),
        wages=num("wages", "amount"), tax=num("taxes", "amount"),
        jail_fine=num("jail", "fine"), jail_max_missed=num("jail", "max_missed_turns"),
        house_cost=num("houses", "cost"), house_rent=num("houses", "rent"),
        franchise_fee=num("franchises", "fee"), cinch_fee=num("franchises", "cinch_fee"),
        railroad_fares=fares, trust_fare=num("franchises", "trust_fare"),
        spec_ante=num("speculation", "ante"), spec_double=num("speculation", "double_pays"),
        spec_payouts=_int_keys(require(spec, "payouts", dict, src, "speculation."), src, "speculation.payouts"),
        spec_skin=tuple(require(spec, "skin_game", list, src, "speculation.")),
        spec_broker_percent=num("speculation", "broker_share_percent"),
        luxury_price=num("luxury", "price"), loan_interest_percent=num("loans", "interest_percent"),
        end_wages_times=num("end", "wages_times"), max_rounds=num("end", "max_rounds"),
        per_card=num("scoring", "per_card"), per_house=num("scoring", "per_house"),
        adv_tax_levels=levels, adv_max_houses=num("advanced", "max_houses_per_lot"),
        adv_section_doubling=require(adv, "section_doubling", bool, src, "advanced."),
        st_step=num("single_tax", "step"), st_buyout_order=order, st_college_sites=sites,
        st_wage_rise=num("single_tax", "wage_rise"),
        st_education_for_professor=num("single_tax", "education_for_professor"),
    )


def _parse_chance(data: dict[str, Any], src: str, board: Board) -> tuple[ChanceCard, ...]:
    cards = []
    seen: set[str] = set()
    for i, row in enumerate(require(data, "cards", list, src)):
        where = f"cards[{i}]."
        reject_unknown(row, {"id", "title", "text", "effect", "amount", "space", "steps", "quote",
                             "quote_author", "quote_source"}, src, where)
        cid = require(row, "id", str, src, where)
        if cid in seen:
            raise DataError(src, f"{where}id", f"duplicate card id {cid!r}")
        seen.add(cid)
        effect = require(row, "effect", str, src, where)
        if effect not in CHANCE_EFFECTS:
            raise DataError(src, f"{where}effect", f"unknown effect {effect!r}; use one of {list(CHANCE_EFFECTS)}")
        amount = non_negative(optional(row, "amount", int, 0, src, where), src, f"{where}amount")
        space = optional(row, "space", int, 0, src, where)
        steps = optional(row, "steps", int, 0, src, where)
        if effect == "move_to" and not 0 <= space < board.size:
            raise DataError(src, f"{where}space", f"{space} is not a space index 0..{board.size - 1}")
        if effect == "move_by" and steps == 0:
            raise DataError(src, f"{where}steps", "a move_by card needs non-zero steps")
        if effect in ("collect", "pay_treasury", "pay_miscellaneous", "collect_from_each", "pay_each") \
                and "amount" not in row:
            raise DataError(src, f"{where}amount", f"a {effect} card needs an amount")
        quote = optional(row, "quote", str, "", src, where)
        author = optional(row, "quote_author", str, "", src, where)
        if quote and not author:
            raise DataError(src, f"{where}quote_author", "a quotation needs its author")
        cards.append(ChanceCard(id=cid, title=require(row, "title", str, src, where),
                                text=require(row, "text", str, src, where), effect=effect, amount=amount,
                                space=space, steps=steps, quote=quote, quote_author=author,
                                quote_source=optional(row, "quote_source", str, "", src, where)))
    if not cards:
        raise DataError(src, "cards", "the Chance pack needs at least one card")
    return tuple(cards)


def _parse_luxury(data: dict[str, Any], src: str) -> tuple[str, ...]:
    names = []
    for i, row in enumerate(require(data, "cards", list, src)):
        names.append(require(row, "name", str, src, f"cards[{i}]."))
    if not names:
        raise DataError(src, "cards", "the Luxury pack needs at least one card")
    return tuple(names)
