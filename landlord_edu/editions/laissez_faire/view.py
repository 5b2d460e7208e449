"""Laissez-faire's board as the board package draws it (:class:`~landlord_edu.board.view.BoardView`): each
space's price, house price and the bank's price for a night now; in the centre the overheads (POM and the
utilities), the holders of the two off-board companies and the notary's contracts."""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING

from ...board.layout import CORNER, LANE, SIZE, SpaceWords, layout, text_width
from ...board.view import BoardView
from ...state import PACK
from .ending import net_worth
from .forms import form
from .jail import one_turn_cost
from .overhead import bank_fare, bank_rent, property_overhead
from .state import NOBODY, part

if TYPE_CHECKING:
    from ...edition import Space
    from ...game import Game


def now_line(game: Game, s: Space) -> str:
    """What a night or a ride costs now, which changes during play: the bank's price, or the owner's overhead."""
    g, owner = game.engine, game.state.owner[s.index]
    if s.kind == "lot":
        return f"bank ${bank_rent(g, s.index)}" if owner == PACK else f"overhead ${property_overhead(g, s.index)}"
    return f"bank fare ${bank_fare(g, s.index)}" if owner == PACK else ""


def space_lines(game: Game, s: Space) -> list[str]:
    """A property: its price, house price and the bank's price now; a company: its price (and the bank's fare)."""
    if s.kind == "lot":
        return [f"${s.price}", f"house ${game.engine.c.house[s.index]}", now_line(game, s)]  # one each: a line
    if s.kind == "railroad":                                                                 # of three is squeezed
        return [f"${s.price}", now_line(game, s)]
    if s.kind == "franchise":
        return [f"${s.price}"]
    return []


def space_words(game: Game, s: Space, _c: object) -> SpaceWords:
    """Its name and lines; the last line of a property or a transportation company changes during play, so the
    board draws it once and fills it by its id (``now_texts``) after each turn."""
    city = f", {s.section}" if s.section else ""
    lines = space_lines(game, s)
    ids = ("",) * (len(lines) - 1) + (f"le-lf-now-{s.index}",) if s.kind in ("lot", "railroad") else ()
    return SpaceWords(s.name, lines, "", f"{s.index}: {s.name}{city}", line_ids=ids)


def now_texts(game: Game) -> dict[str, str]:
    spaces = game.edition.board.spaces
    return {f"le-lf-now-{s.index}": now_line(game, s) for s in spaces if s.kind in ("lot", "railroad")}


def description(game: Game) -> str:
    return (f'<desc id="le-board-desc">The board of {escape(game.edition.title)}: the Anti-Monopoly board as '
            f'transcribed from public sources, forty spaces starting at Start in the bottom right corner.</desc>')


def centre_texts(game: Game) -> dict[str, str]:
    """The overheads, the two companies' holders and the contracts, and each space's price now, by their text
    node's id."""
    g, lf = game.engine, part(game.state)
    holder = {NOBODY: "the bank"}
    utilities = ", ".join(f"{g.board.spaces[u].name.replace('U.S. ', '')} ${n}"
                          for u, n in zip(g.c.utilities, lf.utility_overhead, strict=True))
    return {**now_texts(game), "le-lf-pom": f"Property Overhead Multiplier {lf.pom / 10:.1f}",
            "le-lf-utilities": f"Utility overheads: {utilities}",
            "le-lf-companies": f"Home Maintenance Co.: {holder.get(lf.hmc) or g.name(lf.hmc)} · Petroleum "
                               f"Distribution Co.: {holder.get(lf.pdc) or g.name(lf.pdc)}",
            "le-lf-contracts": f"Contracts recorded: {len(lf.contracts)} income share(s), {len(lf.loans)} loan(s), "
                               f"{len(lf.pacts)} pact(s)"}


CITY_FONT = 20  # the class le-amount's size


def city_names(game: Game) -> str:
    """Each city's name inside the track beside its spaces, beyond the checkers' lane (the city is where a lodger
    must find lodging, LF-07); on the left and right sides along the side, clear of the centre's words."""
    cells, out = layout(game.edition.board), []
    near, far = CORNER + LANE + 4, SIZE - CORNER - LANE - 4
    for city, spaces in game.engine.c.cities.items():
        side = cells[spaces[0]].side
        # clear of the corners, where the next side's name stands
        half, lo, hi = text_width(city.upper(), CITY_FONT, True) / 2, near + 30, far - 30
        x = (min(cells[i].x for i in spaces) + max(cells[i].x + cells[i].w for i in spaces)) / 2
        y = (min(cells[i].y for i in spaces) + max(cells[i].y + cells[i].h for i in spaces)) / 2
        x, y = min(max(x, lo + half), hi - half), min(max(y, lo + half), hi - half)
        place = {"bottom": f'x="{x:.1f}" y="{far - 6:.1f}"', "top": f'x="{x:.1f}" y="{near + 20:.1f}"',
                 "left": f'x="{near + 18:.1f}" y="{y:.1f}" transform="rotate(-90 {near + 18:.1f} {y:.1f})"',
                 "right": f'x="{far - 18:.1f}" y="{y:.1f}" transform="rotate(90 {far - 18:.1f} {y:.1f})"'}[side]
        out.append(f'<text class="le-amount le-lf-city" {place} text-anchor="middle">{escape(city.upper())}</text>')
    return "".join(out)


def inner(game: Game) -> str:
    mid = SIZE / 2
    out = [city_names(game),
           f'<text class="le-centre-title" x="{mid}" y="300" text-anchor="middle">LAISSEZ-FAIRE</text>',
           f'<text class="le-small" x="{mid}" y="320" text-anchor="middle">rents are agreed; overhead is paid</text>']
    # the POM in large type: every overhead of the night's rents is multiplied by it
    texts = centre_texts(game)
    for k, key in enumerate(("le-lf-pom", "le-lf-utilities", "le-lf-companies", "le-lf-contracts")):
        out.append(f'<text id="{key}" class="{"le-amount" if k == 0 else "le-label"}" x="{mid}" '
                   f'y="{366 + 26 * k + (6 if k else 0)}" text-anchor="middle">{escape(texts[key])}</text>')
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
                    for p in game.state.players) + " " + " ".join(v for k, v in centre_texts(game).items()
                                                                  if not k.startswith("le-lf-now-"))


VIEW = BoardView(space_words, description, inner, centre_texts, space_details, describe_space, describe_board,
                 wealth_word="Net worth", form=form)
