"""Editions as data: the board, the rule constants and the card decks, loaded and validated.

An edition is a folder holding ``board.toml``, ``rules.toml``, ``chance.toml`` and
``luxury.toml``. The packaged ones live in ``landlord_edu/data/editions``; an
instructor can copy one, edit it, and pass the folder's path to :func:`load_edition`.

Examples
--------
>>> from landlord_edu import load_edition
>>> ed = load_edition()   # the default edition; load_edition(name) for another of available_editions()
>>> ed.board.spaces[6].name
'The Pike'
>>> ed.constants.wages
100
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache, lru_cache
from importlib import resources
from pathlib import Path
from typing import Any

from ._validate import optional, require
from .edition_checks import text
from .errors import DataError, UnknownEdition
from .reading import parse_toml, read_text
from .rulesets import DEFAULT_EDITION

CARD_KINDS = ("lot", "railroad", "franchise", "speculation")
MAX_EDITION_BYTES = 4 * 1024 * 1024  # the largest shipped edition file is ~20 kB


@dataclass(frozen=True, slots=True)
class Space:
    """One space of the track."""

    index: int
    name: str
    kind: str
    colour: str
    rule: int | str               # a rule number, or a label such as "Rule 1(a)"
    price: int = 0
    rent: int = 0
    section: str = ""
    note: str = ""
    # spaces only some rule sets have (zero or empty on a board without them)
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
    constants: Any          # the rule set's constants (at least min_players, max_players, beginner_hands, wages)
    chance: tuple[Any, ...]  # the rule set's Chance cards, if it has any
    luxuries: tuple[str, ...]
    raw: dict[str, Any] = field(repr=False, compare=False)
    rule_set: str = DEFAULT_EDITION  # which rule set plays it (landlord_edu.rulesets): board.toml's edition.rules
    decks: Any = None       # a rule set's own decks, if it has others

    def cite(self, rule: int | str) -> str:
        """The citation of a rule: a number is "Rule n"; a label is cited as written ("<id> Rule 1(a)")."""
        return f"{self.id} Rule {rule}" if isinstance(rule, int) else f"{self.id} {rule}"


_EDITIONS = resources.files("landlord_edu") / "data" / "editions"


@lru_cache(maxsize=1)
def _available() -> tuple[str, ...]:
    return tuple(sorted(p.name for p in _EDITIONS.iterdir() if p.is_dir() and (p / "board.toml").is_file()))


def available_editions() -> list[str]:
    """Names of the editions shipped with the package."""
    return list(_available())


def load_edition(name_or_path: str | Path = DEFAULT_EDITION) -> Edition:
    """Load an edition by name (one of :func:`available_editions`) or from a folder an instructor made.

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
                             f"or the path of a folder holding board.toml, rules.toml and the decks ({_decks_named()})")
    return edition_from_data(_read_folder(folder), str(folder))


def _read_folder(folder: Any) -> dict[str, Any]:
    """board.toml, then the files its rule set reads (an unknown rule set is refused by
    :func:`edition_from_data`, naming it)."""
    from .rulesets import rule_set_named, rule_set_names  # here: the rule sets import the engine, which imports this
    board = _read_toml(folder / "board.toml")
    meta = board.get("edition")
    rules = meta.get("rules", DEFAULT_EDITION) if isinstance(meta, dict) else DEFAULT_EDITION
    stems = rule_set_named(rules).files if rules in rule_set_names() else ()
    return {"board": board, **{stem: _read_toml(folder / f"{stem}.toml") for stem in stems}}


@cache
def _packaged(name: str) -> Edition:
    return edition_from_data(_read_folder(_EDITIONS / name), f"landlord_edu/data/editions/{name}")


def edition_from_data(raw: Any, where: str = "<data>") -> Edition:
    """Build an :class:`Edition` from already-parsed data (used by saved games, which embed it).

    The data is checked as completely as the files are: anything accepted can be played.
    """
    board_src = f"{where}/board.toml"
    if not isinstance(raw, dict) or not isinstance(raw.get("board"), dict):
        raise DataError(board_src, "(file)", "is missing or is not a table of sections")
    meta = require(raw["board"], "edition", dict, board_src)
    from .rulesets import rule_set_named  # here, not at the top: the rule sets import the engine, which imports this
    rules = rule_set_named(optional(meta, "rules", str, DEFAULT_EDITION, board_src, "edition."), board_src)
    needed = ("board", *rules.files)
    for stem in needed:
        if not isinstance(raw.get(stem), dict):
            raise DataError(f"{where}/{stem}.toml", "(file)", f"is missing; the {rules.name} rules need "
                            f"{', '.join(f'{s}.toml' for s in needed)}")
    unknown = sorted(set(raw) - set(needed), key=str)
    if unknown:
        raise DataError(f"{where}/{unknown[0]}.toml", "(file)", f"is not read by the {rules.name} rules, which read "
                        f"{', '.join(f'{s}.toml' for s in needed)}")
    return rules.load(raw, where)


def edition_id(meta: dict[str, Any], src: str) -> str:
    """``edition.id``: cited in every event ("<id> Rule 3"), so a short single line."""
    value = text(meta, "id", src, "edition.")
    if len(value) > 60 or not value.isprintable() or value != value.strip():
        raise DataError(src, "edition.id", f"must be a short printable name without surrounding spaces (at most 60 "
                                           f"characters), found {value[:80]!r}")
    return value


def _read_toml(path: Any) -> dict[str, Any]:
    """A TOML file of an edition folder, read within :mod:`landlord_edu.reading`'s limits."""
    if not path.is_file():
        raise DataError(str(path), "(file)", "is missing; an edition folder needs board.toml, rules.toml "
                                             f"and its decks ({_decks_named()})")
    data: dict[str, Any] = parse_toml(read_text(path, max_bytes=MAX_EDITION_BYTES), str(path),
                                      max_bytes=MAX_EDITION_BYTES)
    return data


def _decks_named() -> str:
    """What each rule set reads besides board.toml and rules.toml, for a message: "R rules: a.toml and b.toml"."""
    from .rulesets import rule_set_named, rule_set_names  # here: the rule sets import the engine, which imports this
    files = {name: [f"{stem}.toml" for stem in rule_set_named(name).files if stem != "rules"]
             for name in rule_set_names()}
    return "; ".join(f"{name} rules: {' and '.join(stems)}" for name, stems in files.items() if stems)
