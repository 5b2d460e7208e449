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
from .decks import ChanceCard, parse_chance, parse_luxury
from .errors import DataError, UnknownEdition
from .rules_data import parse_rules

SPACE_KINDS = ("mother_earth", "lot", "tax", "no_trespassing", "railroad", "franchise", "speculation",
               "chance", "central_park", "luxury")
CARD_KINDS = ("lot", "railroad", "franchise", "speculation")


@dataclass(frozen=True, slots=True)
class Space:
    """One space of the track."""

    index: int
    name: str
    kind: str
    colour: str
    rule: int | str               # 1906: a rule number; 1939: a label such as "Rule 1(a)"
    price: int = 0
    rent: int = 0
    section: str = ""
    note: str = ""
    # 1939 edition (landlord_edu.rules_1939): zero / empty on the 1906 board
    wages: int = 0                # Frontier wages (Rule 4)
    rent_closed: int = 0          # Frontier rent once closed (Rule 5)
    fare: int = 0                 # railroad or utility fare per Share (Rules 7, 8)
    terminals: tuple[int, ...] = ()   # a railroad's two terminals (Rule 7)
    second_move: bool = False     # the Slambang Trolley's move within its section (Rule 8(b))
    confidence: str = ""          # "text" or "reconstructed"
    reconstructed: tuple[str, ...] = ()   # the fields that are ours, not the rules text's

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
class Edition:
    """A playable edition: board, constants, decks, and the raw data they were read from."""

    id: str
    title: str
    board: Board
    constants: Any          # rules_data.Constants (1906 rules) or rules_1939.data.Constants1939
    chance: tuple[ChanceCard, ...]
    luxuries: tuple[str, ...]
    raw: dict[str, Any] = field(repr=False, compare=False)
    rule_set: str = "1906"  # which rule set plays it (landlord_edu.rulesets): board.toml's edition.rules
    decks: Any = None       # a rule set's own decks (1939: the SO WHAT and Idle Land cards)

    def cite(self, rule: int | str) -> str:
        """The citation of a rule: a number is "Rule n"; a label is cited as written ("1939 Rule 1(a)")."""
        return f"{self.id} Rule {rule}" if isinstance(rule, int) else f"{self.id} {rule}"


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
                             f"or the path of a folder holding board.toml, rules.toml and the decks "
                             f"(1906 rules: chance.toml and luxury.toml; 1939 rules: so_what.toml and idle_land.toml)")
    return edition_from_data(_read_folder(folder), str(folder))


def _read_folder(folder: Any) -> dict[str, Any]:
    """board.toml, then the files its rule set reads (an unknown rule set is refused by
    :func:`edition_from_data`, naming it)."""
    from .rulesets import RULE_SETS, rule_set_named  # here: the rule sets import the engine, which imports this
    board = _read_toml(folder / "board.toml")
    meta = board.get("edition")
    rules = meta.get("rules", "1906") if isinstance(meta, dict) else "1906"
    stems = rule_set_named(rules).files if rules in RULE_SETS else ()
    return {"board": board, **{stem: _read_toml(folder / f"{stem}.toml") for stem in stems}}


@cache
def _packaged(name: str) -> Edition:
    return edition_from_data(_read_folder(_EDITIONS / name), f"landlord_edu/data/editions/{name}")


def edition_from_data(raw: dict[str, Any], where: str = "<data>") -> Edition:
    """Build an :class:`Edition` from already-parsed data (used by saved games, which embed it)."""
    board_src = f"{where}/board.toml"
    meta = require(raw["board"], "edition", dict, board_src)
    from .rulesets import rule_set_named  # here, not at the top: the rule sets import the engine, which imports this
    rules = rule_set_named(optional(meta, "rules", str, "1906", board_src, "edition."), board_src)
    needed = ("board", *rules.files)
    for stem in needed:
        if stem not in raw:
            raise DataError(f"{where}/{stem}.toml", "(file)", f"is missing; the {rules.name} rules need "
                            f"{', '.join(f'{s}.toml' for s in needed)}")
    return rules.load(raw, where)


def edition_1906(raw: dict[str, Any], where: str) -> Edition:
    """An :class:`Edition` played by the 1906 rule set (board, rules, chance and luxury data)."""
    board_src, rules_src = f"{where}/board.toml", f"{where}/rules.toml"
    meta = require(raw["board"], "edition", dict, board_src)
    board = _parse_board(raw["board"], board_src)
    constants = parse_rules(raw["rules"], rules_src, board)
    chance = parse_chance(raw["chance"], f"{where}/chance.toml", board)
    luxuries = parse_luxury(raw["luxury"], f"{where}/luxury.toml")
    return Edition(id=require(meta, "id", str, board_src, "edition."),
                   title=require(meta, "title", str, board_src, "edition."),
                   board=board, constants=constants, chance=chance, luxuries=luxuries, raw=raw, rule_set="1906")


def _read_toml(path: Any) -> dict[str, Any]:
    try:
        with path.open("rb") as fh:
            return tomllib.load(fh)
    except FileNotFoundError:
        raise DataError(str(path), "(file)", "is missing; an edition folder needs board.toml, rules.toml "
                                             "and its decks (1906 rules: chance.toml and luxury.toml; "
                                             "1939 rules: so_what.toml and idle_land.toml)") from None
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


