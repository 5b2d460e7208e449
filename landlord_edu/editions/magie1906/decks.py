"""The card decks of an edition: Chance (the red pack, Rule 11) and Luxury (the purple cards, Rule 13)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..._validate import optional, reject_unknown, require
from ...edition_checks import MAX_DOLLARS, distinct, rows, text, whole
from ...errors import DataError

if TYPE_CHECKING:
    from ...edition import Board

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


MONEY_EFFECTS = ("collect", "pay_treasury", "pay_miscellaneous", "collect_from_each", "pay_each")
CARD_KEYS = {"id", "title", "text", "effect", "amount", "space", "steps", "quote", "quote_author", "quote_source"}
MAX_CARDS = 1_000


def parse_chance(data: dict[str, Any], src: str, board: Board, ceiling: int = MAX_DOLLARS) -> tuple[ChanceCard, ...]:
    """The red pack: each card one effect with only the fields that effect reads; a card that pays a
    player pays at most ``ceiling`` (rules_data.largest_payment)."""
    reject_unknown(data, {"deck", "cards"}, src)
    _deck(data, src)
    listed = rows(data, "cards", src)
    if not 1 <= len(listed) <= MAX_CARDS:
        raise DataError(src, "cards", f"the Chance pack needs 1 to {MAX_CARDS} cards, found {len(listed)}")
    cards = [_chance_card(row, f"cards[{i}].", src, board, ceiling) for i, row in enumerate(listed)]
    distinct([c.id for c in cards], src, "cards", "card id", ".id")
    return tuple(cards)


def _chance_card(row: dict[str, Any], where: str, src: str, board: Board, ceiling: int) -> ChanceCard:
    reject_unknown(row, CARD_KEYS, src, where)
    effect = require(row, "effect", str, src, where)
    if effect not in CHANCE_EFFECTS:
        raise DataError(src, f"{where}effect", f"unknown effect {effect!r}; use one of {list(CHANCE_EFFECTS)}")
    reads = {"amount"} if effect in MONEY_EFFECTS else {"space"} if effect == "move_to" else \
        {"steps"} if effect == "move_by" else set()
    for key in sorted({"amount", "space", "steps"} - reads):
        if key in row:
            reads_what = f"it reads only its {', '.join(sorted(reads))}" if reads else "it reads no number"
            raise DataError(src, f"{where}{key}", f"a {effect} card has no {key}: {reads_what}")
    for key in reads:
        if key not in row:
            raise DataError(src, f"{where}{key}", f"a {effect} card needs {'an' if key == 'amount' else 'a'} {key}")
    high = ceiling if effect in ("collect", "collect_from_each") else MAX_DOLLARS
    steps = whole(row, "steps", src, where, -(board.size - 1), board.size - 1, default=0)
    if effect == "move_by" and steps == 0:
        raise DataError(src, f"{where}steps", "a move_by card needs non-zero steps")
    quote = text(row, "quote", src, where, default="")
    author = text(row, "quote_author", src, where, default="")
    if quote and not author.strip():
        raise DataError(src, f"{where}quote_author", "a quotation needs its author")
    return ChanceCard(id=text(row, "id", src, where), title=text(row, "title", src, where),
                      text=text(row, "text", src, where), effect=effect,
                      amount=whole(row, "amount", src, where, 0, high, default=0),
                      space=whole(row, "space", src, where, 0, board.size - 1, default=0), steps=steps,
                      quote=quote, quote_author=author, quote_source=text(row, "quote_source", src, where, default=""))


def _deck(data: dict[str, Any], src: str) -> None:
    """The optional [deck] table: the pack's name, whether it is a reconstruction, and a note."""
    deck = optional(data, "deck", dict, {}, src)
    reject_unknown(deck, {"name", "reconstruction", "note"}, src, "deck.")
    text(deck, "name", src, "deck.", default="")
    text(deck, "note", src, "deck.", default="")
    optional(deck, "reconstruction", bool, False, src, "deck.")


def parse_luxury(data: dict[str, Any], src: str) -> tuple[str, ...]:
    """The purple cards (Rule 13): each a name of its own (a player keeps and sells them by name)."""
    reject_unknown(data, {"deck", "cards"}, src)
    _deck(data, src)
    listed = rows(data, "cards", src)
    if not 1 <= len(listed) <= MAX_CARDS:
        raise DataError(src, "cards", f"the Luxury pack needs 1 to {MAX_CARDS} cards, found {len(listed)}")
    ids, names = [], []
    for i, row in enumerate(listed):
        where = f"cards[{i}]."
        reject_unknown(row, {"id", "name"}, src, where)
        ids.append(text(row, "id", src, where, default=f"#{i}"))
        names.append(text(row, "name", src, where))
    distinct(ids, src, "cards", "card id", ".id")
    distinct(names, src, "cards", "luxury name", ".name")
    return tuple(names)
