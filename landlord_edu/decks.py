"""The card decks of an edition: Chance (the red pack, Rule 11) and Luxury (the purple cards, Rule 13)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ._validate import non_negative, optional, reject_unknown, require
from .errors import DataError

if TYPE_CHECKING:
    from .edition import Board

CHANCE_EFFECTS = ("collect", "pay_treasury", "pay_miscellaneous", "collect_from_each", "pay_each",
                  "move_to", "move_by", "go_to_jail")


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


def parse_chance(data: dict[str, Any], src: str, board: Board) -> tuple[ChanceCard, ...]:
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


def parse_luxury(data: dict[str, Any], src: str) -> tuple[str, ...]:
    names = []
    for i, row in enumerate(require(data, "cards", list, src)):
        names.append(require(row, "name", str, src, f"cards[{i}]."))
    if not names:
        raise DataError(src, "cards", "the Luxury pack needs at least one card")
    return tuple(names)
