"""The board as SVG: a pure function of the edition and the game state.

The picture is made of a *skeleton* (the 40 spaces, their names, prices, rents and rule
numbers, the inner corners and the centre: it changes only with the players), the
*layers* drawn into it (holdings, checkers, the focus on the current player and the last
move: :mod:`landlord_edu.board.layers`) and the centre's words
(:mod:`landlord_edu.board.text`); where things go is :mod:`landlord_edu.board.layout`.
The static view (:func:`board_svg`, also ``Game._repr_svg_``) puts them together; the
live widget sends the skeleton once and only what changed after each turn. A game of the
1939 rules gets its own wording, marks and centre (:mod:`landlord_edu.editions.phillips1939.board`,
:mod:`landlord_edu.editions.phillips1939.board_text`) on the same track; the 1906 board is drawn as before.

No widget or chart library is imported here: the engine's own ``_repr_svg_`` uses it.
"""

from __future__ import annotations

import re
from dataclasses import replace
from html import escape
from typing import TYPE_CHECKING

from ..editions.phillips1939 import board as board_1939
from .layers import focus, focus_data, holdings, token_positions, tokens
from .layout import (
    BAND,
    CORNER,
    PLAYER_COLOURS,
    SHAPES,
    SIZE,
    TOKEN,
    Cell,
    SpaceWords,
    band_rect,
    centre_slots,
    initials,
    layout,
    natural_box,
    phillips,
)
from .text import centre_texts, describe_board, describe_space, short_description, space_details

if TYPE_CHECKING:
    from ..edition import Space
    from ..game import Game

__all__ = ["BAND", "CORNER", "PLAYER_COLOURS", "SHAPES", "SIZE", "TOKEN", "Cell", "board_svg", "centre_texts",
           "describe_board", "describe_space", "focus", "focus_data", "holdings", "initials", "layers", "layout",
           "natural_box", "short_description", "skeleton", "space_details", "token_positions", "tokens"]

# the rules' colours for the spaces (green lots, blue necessities...): a soft fill and a stronger band
SPACE_FILLS = {"green": ("#e3f1dc", "#5a9e4b"), "blue": ("#dde9f6", "#3f7cbf"), "yellow": ("#fbf4cf", "#c9a400"),
               "pink": ("#fbe1ec", "#cc5c8a"), "red": ("#f9e0d8", "#c0503a"), "purple": ("#ece2f5", "#7e57a8"),
               "brown": ("#eee2d3", "#8b5a2b"),  # 1939: the rules' utilities (Rule 8: "brown spaces")
               "plain": ("#f6f2e8", "#9a8f78")}
DESCRIPTION = ('<desc id="le-board-desc">The board: forty spaces around the edge, starting at Mother Earth in the '
               'bottom right corner and going left.</desc>')


# ----- skeleton -------------------------------------------------------------------------
def skeleton(game: Game) -> str:
    """The static part: defs for the players' marks, the 40 spaces, inner corners and centre."""
    board = game.edition.board
    # Elizabeth Magie Phillips' rules (1939): the spaces' own words, the Jail, the Island, the centre
    later = phillips(game)
    words = board_1939.space_words if later else _words_1906
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" class="board-svg" viewBox="0 0 {SIZE} {SIZE}" '
             f'role="img" aria-labelledby="le-board-title le-board-desc">',
             f'<title id="le-board-title">{escape(game.edition.title)}</title>',
             board_1939.description(game) if later else DESCRIPTION, _defs(game), _style(),
             board_1939.defs() if later else "",
             f'<rect class="le-felt" x="0" y="0" width="{SIZE}" height="{SIZE}"/>']
    parts += [_space(board.spaces[c.index], c, words(game, board.spaces[c.index], c)) for c in layout(board)]
    parts.append(board_1939.inner(game) if later else _inner_corners(game) + _centre_frame(game))
    parts.append('<g id="le-holdings"></g><g id="le-focus"></g><g id="le-tokens"></g>')
    parts.append("</svg>")
    return "".join(parts)


def _shape(kind: str, r: float) -> str:
    if kind == "circle":
        return f'<circle r="{r}"/>'
    if kind == "square":
        return f'<rect x="{-r * .9}" y="{-r * .9}" width="{r * 1.8}" height="{r * 1.8}"/>'
    points = {
        "diamond": [(0, -1.15), (1.15, 0), (0, 1.15), (-1.15, 0)],
        "triangle": [(0, -1.2), (1.1, .85), (-1.1, .85)],
        "hexagon": [(1, 0), (.5, .87), (-.5, .87), (-1, 0), (-.5, -.87), (.5, -.87)],
        "pentagon": [(0, -1.05), (1, -.3), (.62, .9), (-.62, .9), (-1, -.3)],
        "star": [(0, -1.2), (.35, -.4), (1.15, -.35), (.55, .2), (.75, 1.05), (0, .6), (-.75, 1.05),
                 (-.55, .2), (-1.15, -.35), (-.35, -.4)],
        "cross": [(-.4, -1.1), (.4, -1.1), (.4, -.4), (1.1, -.4), (1.1, .4), (.4, .4), (.4, 1.1), (-.4, 1.1),
                  (-.4, .4), (-1.1, .4), (-1.1, -.4), (-.4, -.4)],
    }[kind]
    return '<polygon points="' + " ".join(f"{x * r:.1f},{y * r:.1f}" for x, y in points) + '"/>'


def _defs(game: Game) -> str:
    names = [p.name for p in game.state.players]
    out = ["<defs>"]
    for seat, letter in enumerate(initials(names)):
        colour = PLAYER_COLOURS[seat % len(PLAYER_COLOURS)]
        ink = "#ffffff" if seat % len(PLAYER_COLOURS) in (4, 7) else "#000000"
        shape = SHAPES[seat % len(SHAPES)]
        for prefix, r, font in (("le-token", TOKEN, 11), ("le-mark", 7, 8)):
            out.append(f'<g id="{prefix}-{seat}" class="le-seat-{seat}" fill="{colour}" stroke="#222" '
                       f'stroke-width="1.2">{_shape(shape, r)}<text text-anchor="middle" dy="{font * .36:.1f}" '
                       f'font-size="{font}" font-weight="700" fill="{ink}" stroke="none">{escape(letter)}</text></g>')
    out.append('<g id="le-house"><path d="M-5,1 L0,-5 L5,1 L5,6 L-5,6 Z" stroke="#222" stroke-width="1"/></g>')
    out.append("</defs>")
    return "".join(out)


def _style() -> str:
    return ("<style>.le-felt{fill:var(--le-felt,#efe6d2)}.le-space rect.le-cell{stroke:#6d6250;stroke-width:1}"
            ".le-name{font:700 9px Georgia,serif;fill:#231f1a}.le-small{font:8px Georgia,serif;fill:#3b342b}"
            ".le-rule{font:italic 8px Georgia,serif;fill:#6d6250}.le-num{font:7px Georgia,serif;fill:#8a7f6a}"
            ".le-space:focus{outline:none}.le-space:focus rect.le-cell,.le-space.le-selected rect.le-cell"
            "{stroke:#000;stroke-width:3}.le-centre-title{font:700 26px Georgia,serif;fill:#3b2f1e}"
            ".le-amount{font:700 18px Georgia,serif;fill:#231f1a}.le-label{font:700 10px Georgia,serif;"
            "fill:#3b342b;letter-spacing:.5px}.le-public{font:700 8px Georgia,serif;fill:#fff}</style>")


def _wrap(name: str, width: float, size: float = 9) -> list[str]:
    """Break a name into lines that fit ``width`` pixels (about 0.55 em a character)."""
    per_line = max(4, int(width / (size * .72)))  # bold capitals run about 0.7 em wide
    lines: list[str] = []
    for word in name.split():
        if lines and len(lines[-1]) + 1 + len(word) <= per_line:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return lines[:4]


def _space_lines(s: Space) -> list[str]:
    if s.kind == "lot":
        return [f"For Sale ${s.price}", f"Rent ${s.rent}"]
    if s.kind in ("railroad", "franchise"):
        return [f"For Sale ${s.price}", "Fare $5" if s.kind == "railroad" else "Rate $5"]
    if s.kind == "speculation":
        return [f"For Sale ${s.price}", "Ante $10"]
    if s.kind == "tax":
        return ["Tax $10"]
    if s.kind == "luxury":
        return ["$75"]
    if s.kind == "no_trespassing":
        return ["No Trespassing"]
    if s.kind == "mother_earth":
        return ["Wages $100"]
    return []


def _words_1906(_game: Game, s: Space, c: Cell) -> SpaceWords:
    """The 1906 board's words: price, rent or fare, and "R" and the rule's number; two corners are
    split, Shelter with the JAIL and Central Park with the POOR HOUSE."""
    words = SpaceWords(s.name, _space_lines(s), f"R{s.rule}", f"{s.index}: {s.name}, Rule {s.rule}")
    if c.side != "corner" or c.index not in (10, 20):
        return words
    if c.index == 10:  # Shelter's words in the outer half of the corner
        return replace(words, at=(c.x + c.w * .33, c.y + c.h * .62, c.w * .62),
                       beside=_split_corner(c, "JAIL", "Rule 6"))
    return replace(words, beside=_split_corner(c, "POOR HOUSE", "Rule 12"))


def _space(s: Space, c: Cell, words: SpaceWords) -> str:
    """One space: its colours, number and ``words`` (its rule set's own)."""
    fill, band = SPACE_FILLS.get(s.colour, SPACE_FILLS["plain"])
    out = [f'<g class="le-space le-kind-{s.kind}" id="le-space-{s.index}" data-index="{s.index}" tabindex="0" '
           f'role="button" aria-label="{escape(words.label)}"><rect class="le-cell" x="{c.x:.1f}" y="{c.y:.1f}" '
           f'width="{c.w:.1f}" height="{c.h:.1f}" fill="{fill}"/>']
    bx, by, bw, bh = band_rect(c)
    if c.side != "corner":
        out.append(f'<rect x="{bx:.1f}" y="{by:.1f}" width="{bw:.1f}" height="{bh:.1f}" fill="{band}"/>')
    out.append(words.decor)
    tx, ty, text_w = words.at or _text_anchor(c)
    lines = _wrap(words.name.upper(), text_w)
    for k, line in enumerate(lines):
        out.append(f'<text class="le-name" x="{tx:.1f}" y="{ty + k * 10:.1f}" text-anchor="middle">'
                   f'{escape(line)}</text>')
    ty += 10 * len(lines) + 2
    for k, line in enumerate(words.lines):
        out.append(f'<text class="le-small" x="{tx:.1f}" y="{ty + k * 9:.1f}" text-anchor="middle">'
                   f'{escape(line)}</text>')
    if words.mark:
        out.append(f'<text class="le-rule" x="{c.x + c.w - 3:.1f}" y="{c.y + c.h - 3:.1f}" text-anchor="end">'
                   f'{escape(words.mark)}</text>')
    if s.index:
        out.append(f'<text class="le-num" x="{c.x + 3:.1f}" y="{c.y + c.h - 3:.1f}">{s.index}</text>')
    out.append(words.marks)
    out.append(f"<title>{escape(words.label)}</title></g>")
    out.append(words.beside)
    return "".join(out)


def _text_anchor(c: Cell) -> tuple[float, float, float]:
    """Centre x, first baseline y and usable width for a space's words (clear of the colour band)."""
    if c.side == "bottom":
        return c.cx, c.y + BAND + 12, c.w - 6
    if c.side == "left":
        return c.x + (c.w - BAND) / 2, c.y + 12, c.w - BAND - 6
    if c.side == "right":
        return c.x + BAND + (c.w - BAND) / 2, c.y + 12, c.w - BAND - 6
    if c.side == "top":
        return c.cx, c.y + 12, c.w - 6
    return c.cx, c.y + 14, c.w - 10


def _split_corner(c: Cell, label: str, rule: str) -> str:
    """JAIL beside Shelter and the POOR HOUSE beside Central Park: the corner's inner half."""
    if c.index == 10:  # bottom-left: the holding box in the upper-right triangle
        pts = f"{c.x},{c.y} {c.x + c.w},{c.y} {c.x + c.w},{c.y + c.h}"
        tx, ty = c.x + c.w * .66, c.y + c.h * .3
    else:  # top-left: lower-right triangle
        pts = f"{c.x + c.w},{c.y} {c.x + c.w},{c.y + c.h} {c.x},{c.y + c.h}"
        tx, ty = c.x + c.w * .66, c.y + c.h * .75
    return (f'<g class="le-holding"><polygon points="{pts}" fill="#d9d2c3" stroke="#6d6250"/>'
            f'<text class="le-name" x="{tx:.1f}" y="{ty:.1f}" text-anchor="middle">{label}</text>'
            f'<text class="le-rule" x="{tx:.1f}" y="{ty + 10:.1f}" text-anchor="middle">{rule}</text></g>')


def _inner_corners(game: Game) -> str:
    out = []
    for k, n in enumerate(game.edition.board.natural_opportunities):
        x, y, w, h = natural_box(game, k)
        out.append(f'<g class="le-natural" id="le-natural-{k}"><rect x="{x}" y="{y}" width="{w}" height="{h}" '
                   f'rx="6" fill="#f3ecd9" stroke="#8a7f6a" stroke-dasharray="4 2"/>'
                   f'<text class="le-name" x="{x + w / 2}" y="{y + 13}" text-anchor="middle">'
                   f'{escape(n.name.upper())}</text><text class="le-small" x="{x + w / 2}" y="{y + 24}" '
                   f'text-anchor="middle">Wages ${n.wages} · Rent ${n.rent}</text>'
                   f'<text class="le-rule" x="{x + w / 2}" y="{y + 35}" text-anchor="middle">Natural Opportunity'
                   f'</text><text class="le-rule" x="{x + w / 2}" y="{y + 45}" text-anchor="middle">'
                   f'Single Tax Rule 8</text></g>')
    return "".join(out)


def _centre_frame(game: Game) -> str:
    """The PUBLIC TREASURY and MISCELLANEOUS, and the places of the words :func:`centre_texts` fills."""
    mid = SIZE / 2
    slots = [("le-treasury", "le-amount", mid - 125, mid - 48), ("le-misc", "le-amount", mid + 125, mid - 48),
             ("le-misc-note", "le-small", mid + 125, mid - 28), ("le-single-tax", "le-label", mid - 125, mid - 28),
             ("le-status", "le-label", mid, mid + 30)]
    return (f'<text class="le-centre-title" x="{mid}" y="{mid - 150}" text-anchor="middle">THE LANDLORD\u2019S GAME'
            f'</text><text class="le-small" x="{mid}" y="{mid - 132}" text-anchor="middle">'
            f'{escape(game.edition.title)}</text>'
            f'<rect x="{mid - 230}" y="{mid - 105}" width="210" height="90" rx="8" fill="#dde9f6" stroke="#3f7cbf"/>'
            f'<text class="le-label" x="{mid - 125}" y="{mid - 85}" text-anchor="middle">PUBLIC TREASURY</text>'
            f'<rect x="{mid + 20}" y="{mid - 105}" width="210" height="90" rx="8" fill="#f6f2e8" stroke="#9a8f78"/>'
            f'<text class="le-label" x="{mid + 125}" y="{mid - 85}" text-anchor="middle">MISCELLANEOUS</text>'
            + centre_slots(slots, len(game.state.players), mid - 150, mid + 55))


# ----- layers ---------------------------------------------------------------------------
def layers(game: Game) -> dict[str, str]:
    """The drawn layers of the static picture, keyed by the id of their group."""
    return {"le-holdings": holdings(game), "le-tokens": tokens(game), "le-focus": focus(game)}


def board_svg(game: Game) -> str:
    """The whole board as one SVG document (for exports, nbviewer and printed handouts)."""
    svg = skeleton(game)
    for group, content in layers(game).items():
        svg = svg.replace(f'<g id="{group}"></g>', f'<g id="{group}">{content}</g>', 1)
    for node, text in centre_texts(game).items():
        svg = re.sub(f'(<text id="{node}"[^>]*>)(</text>)', rf"\g<1>{_sub_safe(escape(text))}\g<2>", svg, count=1)
    return svg


def _sub_safe(text: str) -> str:
    """Text for a re.sub replacement: backslashes doubled."""
    return text.replace("\\", "\\\\")
