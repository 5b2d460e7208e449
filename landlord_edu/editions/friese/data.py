"""The edition's files: ``rules.toml`` (the rules sheet's numbers) and ``cards.toml`` (the deck), checked.

The deck is reconstructed (docs/edition-landlord-card-game.md, "The deck"): an instructor with the box may
correct any row, and the loader refuses a deck the rules text cannot be played with, naming the file,
the field and the problem.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..._validate import require
from ...edition import Board, Edition
from ...errors import DataError

RULE_NUMBERS = ("min_players", "max_players", "starting_cash", "hand", "max_floors", "cheap_cards", "cheap_price",
                "dear_price", "jail_fee", "empty_rent", "minimum_rent", "reshuffle_from")
ROOFS = ("roof", "dormer", "flat_roof")
ACTIONS = ("moving", "police", "alibi", "court", "bomb", "murder", "lunatic", "demolition", "eviction", "politics",
           "recycle", "broker", "rent_withheld")
KINDS = ("jail", *ROOFS, "roof_renovation", "cellar", *ACTIONS, "squatters", "tenant")
TEXTS = ("", "student", "family", "pensioners", "single", "freaks", "musician", "mother", "celebrities", "mover",
         "squatters")
CONFIDENCE = ("text", "reconstructed")


@dataclass(frozen=True)
class Card:
    """One kind of card front: its kind, name, and for a tenant its printed rent, height limit and format."""

    kind: str
    name: str
    rent: int = 0
    height: int = 0
    portrait: bool = False
    text: str = ""

    @property
    def is_tenant(self) -> bool:
        return self.kind in ("tenant", "squatters")


@dataclass(frozen=True)
class ConstantsLL:
    """The rules sheet's numbers, plus the deck as one Card per card (index = card id)."""

    min_players: int
    max_players: int
    starting_cash: int
    hand: int
    max_floors: int
    cheap_cards: int
    cheap_price: int
    dear_price: int
    jail_fee: int
    empty_rent: int
    minimum_rent: int
    reshuffle_from: int
    deck: tuple[Card, ...] = ()
    beginner_hands: tuple[tuple[int, ...], ...] = ()
    wages: int = 0  # there are no wages: all income is rent


def _number(table: dict[str, Any], key: str, src: str, where: str, low: int = 0) -> int:
    value: int = require(table, key, int, src, where)
    if value < low:
        raise DataError(src, f"{where}{key}", f"must be at least {low}, found {value}")
    return value


def _card(row: Any, i: int, src: str) -> tuple[Card, int]:
    where = f"cards[{i}]."
    if not isinstance(row, dict):
        raise DataError(src, f"cards[{i}]", "expected a table")
    kind = require(row, "kind", str, src, where)
    if kind not in KINDS:
        raise DataError(src, f"{where}kind", f"{kind!r} is not one of {list(KINDS)}")
    if require(row, "confidence", str, src, where) not in CONFIDENCE:
        raise DataError(src, f"{where}confidence", f"must be one of {list(CONFIDENCE)}")
    require(row, "why", str, src, where)
    name, count = require(row, "name", str, src, where), _number(row, "count", src, where, 1)
    if kind not in ("tenant", "squatters"):
        return Card(kind, name), count
    fmt = require(row, "format", str, src, where)
    if fmt not in ("L", "P"):
        raise DataError(src, f"{where}format", f"must be L (landscape, one floor) or P (picture, two floors), "
                                               f"found {fmt!r}")
    text = require(row, "text", str, src, where)
    if text not in TEXTS:
        raise DataError(src, f"{where}text", f"{text!r} is not one of {list(TEXTS)}")
    card = Card(kind, name, _number(row, "rent", src, where), _number(row, "height", src, where, 1), fmt == "P", text)
    return card, count


def _check_deck(deck: list[Card], total: int, c: dict[str, int], src: str) -> None:
    """The text's fixed points (the research note's section 4.2)."""
    if len(deck) != total:
        raise DataError(src, "deck.total", f"says {total} cards but the rows count {len(deck)}")
    if sum(card.kind == "jail" for card in deck) != 1:
        raise DataError(src, "cards", "the deck holds exactly one Jail card (Before you start)")
    roofs = sum(card.kind == "roof" for card in deck)
    if roofs < c["max_players"]:
        raise DataError(src, "cards", f"each player is dealt a normal roof: at least {c['max_players']} roofs "
                                      f"are needed, found {roofs}")
    for card in deck:
        if card.is_tenant and card.height > c["max_floors"]:
            raise DataError(src, card.name, f"height {card.height} is above the tallest building "
                                            f"({c['max_floors']} floors)")


def edition_ll(raw: dict[str, Any], where: str) -> Edition:
    """The Edition of Landlord!: no track (``Board(spaces=())``), the rules' numbers and the deck."""
    rules_src, cards_src = f"{where}/rules.toml", f"{where}/cards.toml"
    meta = require(raw["board"], "edition", dict, f"{where}/board.toml")
    table = require(raw["rules"], "rules", dict, rules_src)
    numbers = {key: _number(table, key, rules_src, "rules.", 1 if key != "jail_fee" else 0) for key in RULE_NUMBERS}
    if not 2 <= numbers["min_players"] <= numbers["max_players"] <= 6:
        raise DataError(rules_src, "rules.max_players", "players are from 2 to 6 (the text: 'For 2-6 players')")
    total = _number(require(raw["cards"], "deck", dict, cards_src), "total", cards_src, "deck.", 1)
    rows = require(raw["cards"], "cards", list, cards_src)
    deck: list[Card] = []
    for i, row in enumerate(rows):
        card, count = _card(row, i, cards_src)
        deck.extend([card] * count)
    _check_deck(deck, total, numbers, cards_src)
    board = Board((), (), (0, 0), 0, 0, (), {}, {})
    constants = ConstantsLL(**numbers, deck=tuple(deck))  # type: ignore[arg-type]  # every number is an int
    return Edition(id=require(meta, "id", str, f"{where}/board.toml", "edition."),
                   title=require(meta, "title", str, f"{where}/board.toml", "edition."), board=board,
                   constants=constants, chance=(), luxuries=(), raw=raw, rule_set="landlord-card-game")
