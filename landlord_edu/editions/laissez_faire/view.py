"""Laissez-faire's board as the board package draws it (:class:`~landlord_edu.board.view.BoardView`): each
space's price, house price and the bank's price for a night now; in the centre the overheads (POM and the
utilities), the holders of the two off-board companies and the notary's contracts."""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING

from ...board.layout import SIZE, SpaceWords
from ...board.view import BoardView
from ...state import PACK
from .ending import net_worth
from .jail import one_turn_cost
from .overhead import bank_fare, bank_rent, property_overhead
from .state import NOBODY, part

if TYPE_CHECKING:
    from ...edition import Space
    from ...game import Game


def space_lines(game: Game, s: Space) -> list[str]:
    """A property: its price, house price and the bank's price now; a company: its price (and the bank's fare)."""
    g = game.engine
    if s.kind == "lot":
        owner = game.state.owner[s.index]
        now = f"bank ${bank_rent(g, s.index)}" if owner == PACK else f"overhead ${property_overhead(g, s.index)}"
        return [f"${s.price} · house ${g.c.house[s.index]}", now]
    if s.kind == "railroad":
        return [f"${s.price}", f"bank fare ${bank_fare(g, s.index)}" if game.state.owner[s.index] == PACK else ""]
    if s.kind == "franchise":
        return [f"${s.price}"]
    return []


def space_words(game: Game, s: Space, _c: object) -> SpaceWords:
    city = f", {s.section}" if s.section else ""
    return SpaceWords(s.name, [line for line in space_lines(game, s) if line], "", f"{s.index}: {s.name}{city}")


def description(game: Game) -> str:
    return (f'<desc id="le-board-desc">The board of {escape(game.edition.title)}: the Anti-Monopoly board as '
            f'transcribed from public sources, forty spaces starting at Start in the bottom right corner.</desc>')


def centre_texts(game: Game) -> dict[str, str]:
    """The overheads, the two companies' holders and the contracts, by their text node's id."""
    g, lf = game.engine, part(game.state)
    holder = {NOBODY: "the bank"}
    utilities = ", ".join(f"{g.board.spaces[u].name.replace('U.S. ', '')} ${n}"
                          for u, n in zip(g.c.utilities, lf.utility_overhead, strict=True))
    return {"le-lf-pom": f"Property Overhead Multiplier {lf.pom / 10:.1f}",
            "le-lf-utilities": f"Utility overheads: {utilities}",
            "le-lf-companies": f"Home Maintenance Co.: {holder.get(lf.hmc) or g.name(lf.hmc)} · Petroleum "
                               f"Distribution Co.: {holder.get(lf.pdc) or g.name(lf.pdc)}",
            "le-lf-contracts": f"Contracts recorded: {len(lf.contracts)} income share(s), {len(lf.loans)} loan(s), "
                               f"{len(lf.pacts)} pact(s)"}


def inner(game: Game) -> str:
    mid = SIZE / 2
    out = [f'<text class="le-centre-title" x="{mid}" y="300" text-anchor="middle">LAISSEZ-FAIRE</text>',
           f'<text class="le-small" x="{mid}" y="320" text-anchor="middle">rents are agreed; overhead is paid</text>']
    for k, key in enumerate(("le-lf-pom", "le-lf-utilities", "le-lf-companies", "le-lf-contracts")):
        out.append(f'<text id="{key}" class="le-label" x="{mid}" y="{370 + 26 * k}" text-anchor="middle">'
                   f'{escape(centre_texts(game)[key])}</text>')
    return "".join(out)


def space_details(game: Game, index: int, seat: int | None = None) -> dict[str, object]:
    s, g = game.edition.board.spaces[index], game.engine
    details: dict[str, object] = {"index": index, "name": s.name, "kind": s.kind, "city": s.section,
                                  "price": s.price, "confidence": s.confidence, "note": s.note}
    if s.kind == "lot":
        details.update(house=g.c.house[index], overhead=property_overhead(g, index), bank_price=bank_rent(g, index),
                       jail_cost=one_turn_cost(g, index))
    return details


def describe_space(game: Game, index: int) -> str:
    s = game.edition.board.spaces[index]
    lines = "; ".join(space_lines(game, s))
    return f"{s.name} (space {index}{', ' + s.section if s.section else ''}){': ' + lines if lines else ''}."


def describe_board(game: Game) -> str:
    return " ".join(f"{p.name} has ${p.cash:,}, net worth ${net_worth(game.engine, p.seat):,}."
                    for p in game.state.players) + " " + " ".join(centre_texts(game).values())


VIEW = BoardView(space_words, description, inner, centre_texts, space_details, describe_space, describe_board,
                 wealth_word="Net worth")
