"""The 1906 board's own words and drawing: prices, rents and fares on the spaces, "R" and the rule's
number, JAIL beside Shelter and the POOR HOUSE beside Central Park, the Natural Opportunities in the
inner corners (Single Tax Rule 8), and the PUBLIC TREASURY and MISCELLANEOUS in the centre."""

from __future__ import annotations

from dataclasses import replace
from html import escape
from typing import TYPE_CHECKING

from ...board.layout import FONT, SIZE, Cell, SpaceWords, centre_slots, fit, natural_box

if TYPE_CHECKING:
    from ...edition import Space
    from ...game import Game

DESCRIPTION = ('<desc id="le-board-desc">The board: forty spaces around the edge, starting at Mother Earth in the '
               'bottom right corner and going left.</desc>')


def space_lines(s: Space, wages: int = 100) -> list[str]:
    """A space's lines under its name; Mother Earth's says the wages paid now (``wages``: the edition's, raised
    by the Single Tax; the centre's words keep it up to date as ``le-wages``)."""
    if s.kind == "lot":
        return [f"Buy ${s.price}", f"Rent ${s.rent}"]  # short: a space is 65 px wide on screen
    if s.kind in ("railroad", "franchise"):
        return [f"Buy ${s.price}", "Fare $5" if s.kind == "railroad" else "Rate $5"]
    if s.kind == "speculation":
        return [f"Buy ${s.price}", "Ante $10"]
    if s.kind == "tax":
        return ["Tax $10"]
    if s.kind == "luxury":
        return ["$75"]
    if s.kind == "no_trespassing":
        return ["No Trespassing"]
    if s.kind == "mother_earth":
        return [f"Wages ${wages}"]
    return []


def space_words(game: Game, s: Space, c: Cell) -> SpaceWords:
    """The 1906 board's words: price, rent or fare, and "R" and the rule's number; two corners are
    split, Shelter with the JAIL and Central Park with the POOR HOUSE."""
    changing = ("le-wages",) if s.kind == "mother_earth" else ()  # the centre's words keep Mother Earth's wages
    words = SpaceWords(s.name, space_lines(s, game.state.wage_level), f"R{s.rule}",
                       f"{s.index}: {s.name}, Rule {s.rule}", line_ids=changing)
    if c.side != "corner" or c.index not in (10, 20):
        return words
    # the corner's own words in its outer half, the JAIL or the POOR HOUSE in its upper-right half, and
    # checkers standing on the space at its foot
    words = replace(words, at=(c.x + c.w * .28, c.y + c.h * .56, c.w * .5))
    if c.index == 10:
        return replace(words, beside=split_corner(c, "JAIL", "Rule 6"))
    return replace(words, beside=split_corner(c, "POOR HOUSE", "Rule 12"))


def split_corner(c: Cell, label: str, rule: str) -> str:
    """JAIL beside Shelter and the POOR HOUSE beside Central Park: the corner's upper-right half."""
    foot = c.y + c.h - 18  # the diagonal stops above the corner's foot, where its number and rule are
    pts = f"{c.x},{c.y} {c.x + c.w},{c.y} {c.x + c.w},{foot} {c.x + c.w - 18},{foot}"
    tx, ty = c.x + c.w * .64, c.y + c.h * .17
    return (f'<g class="le-holding"><polygon points="{pts}" fill="#d9d2c3" stroke="#6d6250"/>'
            f'<text class="le-name" x="{tx:.1f}" y="{ty:.1f}" text-anchor="middle"{fit(label, c.w * .66, FONT, True)}>'
            f'{label}</text><text class="le-rule" x="{c.x + c.w * .7:.1f}" y="{ty + 14.5:.1f}" '
            f'text-anchor="middle">{rule}</text></g>')


def inner_corners(game: Game) -> str:
    out = []
    for k, n in enumerate(game.edition.board.natural_opportunities):
        x, y, w, h = natural_box(game, k)
        out.append(f'<g class="le-natural" id="le-natural-{k}"><rect x="{x}" y="{y}" width="{w}" height="{h}" '
                   f'rx="6" fill="#f3ecd9" stroke="#8a7f6a" stroke-dasharray="4 2"/>'
                   f'<text class="le-name" x="{x + w / 2}" y="{y + 16}" text-anchor="middle">'
                   f'{escape(n.name.upper())}</text><text class="le-small" x="{x + w / 2}" y="{y + 31}" '
                   f'text-anchor="middle">Wages ${n.wages} · Rent ${n.rent}</text>'
                   f'<text class="le-rule" x="{x + w / 2}" y="{y + 46}" text-anchor="middle">Natural Opportunity'
                   f'</text><text class="le-rule" x="{x + w / 2}" y="{y + 61}" text-anchor="middle">'
                   f'Single Tax Rule 8</text></g>')
    return "".join(out)


def centre_frame(game: Game) -> str:
    """The PUBLIC TREASURY and MISCELLANEOUS, and the places of the words :func:`centre_texts` fills."""
    mid = SIZE / 2
    slots = [("le-treasury", "le-amount", mid - 125, mid - 46), ("le-misc", "le-amount", mid + 125, mid - 46),
             ("le-misc-note", "le-small", mid + 125, mid - 24), ("le-single-tax", "le-label", mid - 125, mid - 24),
             ("le-status", "le-label", mid, mid + 30)]
    return (f'<text class="le-centre-title" x="{mid}" y="{mid - 150}" text-anchor="middle">THE LANDLORD\u2019S GAME'
            f'</text><text class="le-small" x="{mid}" y="{mid - 128}" text-anchor="middle">'
            f'{escape(game.edition.title)}</text>'
            f'<rect x="{mid - 230}" y="{mid - 105}" width="210" height="90" rx="8" fill="#dde9f6" stroke="#3f7cbf"/>'
            f'<text class="le-label" x="{mid - 125}" y="{mid - 82}" text-anchor="middle">PUBLIC TREASURY</text>'
            f'<rect x="{mid + 20}" y="{mid - 105}" width="210" height="90" rx="8" fill="#f6f2e8" stroke="#9a8f78"/>'
            f'<text class="le-label" x="{mid + 125}" y="{mid - 82}" text-anchor="middle">MISCELLANEOUS</text>'
            + centre_slots(slots, len(game.state.players), mid - 150, mid + 55))


def description(_game: Game) -> str:
    return DESCRIPTION


def inner(game: Game) -> str:
    """Inside the track: the inner corners, then the centre's frame."""
    return inner_corners(game) + centre_frame(game)
