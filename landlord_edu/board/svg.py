"""The board as SVG: a pure function of the edition and the game state.

The picture is made of a *skeleton* (the 40 spaces, their names, prices, rents and rule
numbers, the inner corners and the centre: it changes only with the players), the
*layers* drawn into it (holdings, checkers, the focus on the current player and the last
move: :mod:`landlord_edu.board.layers`) and the centre's words
(:mod:`landlord_edu.board.text`); where things go is :mod:`landlord_edu.board.layout`.
The static view (:func:`board_svg`, also ``Game._repr_svg_``) puts them together; the
live widget sends the skeleton once and only what changed after each turn. The words on the
spaces, the edition's own marks and the centre come from the edition's view
(:class:`~landlord_edu.board.view.BoardView`, supplied by its rule set).

No widget or chart library is imported here: the engine's own ``_repr_svg_`` uses it.
"""

from __future__ import annotations

import re
from html import escape
from typing import TYPE_CHECKING

from .layers import focus, focus_data, holdings, space_holders, token_positions, tokens
from .layout import (
    BAND,
    CORNER,
    FONT,
    LINE,
    MARK,
    PLAYER_COLOURS,
    SHAPES,
    SIZE,
    TOKEN,
    Cell,
    SpaceWords,
    band_rect,
    fit,
    initials,
    layout,
    natural_box,
    text_width,
)
from .text import centre_texts, describe_board, describe_space, short_description, space_details
from .view import board_view

if TYPE_CHECKING:
    from ..edition import Space
    from ..game import Game

__all__ = ["BAND", "CORNER", "FONT", "PLAYER_COLOURS", "SHAPES", "SIZE", "TOKEN", "Cell", "board_svg", "centre_texts",
           "describe_board", "describe_space", "focus", "focus_data", "holdings", "initials", "layers", "layout",
           "natural_box", "short_description", "skeleton", "space_details", "space_holders", "spoken_label",
           "token_positions", "tokens"]

# the rules' colours for the spaces (green lots, blue necessities...): a soft fill and a stronger band
SPACE_FILLS = {"green": ("#e3f1dc", "#5a9e4b"), "blue": ("#dde9f6", "#3f7cbf"), "yellow": ("#fbf4cf", "#c9a400"),
               "pink": ("#fbe1ec", "#cc5c8a"), "red": ("#f9e0d8", "#c0503a"), "purple": ("#ece2f5", "#7e57a8"),
               "brown": ("#eee2d3", "#8b5a2b"),  # utilities, where a rules text calls them "brown spaces"
               "plain": ("#f6f2e8", "#9a8f78")}


# ----- skeleton -------------------------------------------------------------------------
def skeleton(game: Game) -> str:
    """The static part: defs for the players' marks, the 40 spaces, inner corners and centre (or the rule
    set's own picture, whole, for a game without a track)."""
    board = game.edition.board
    view = board_view(game)  # the edition's words, marks and centre
    if view.picture is not None:
        return view.picture(game)
    words = view.space_words
    # a group, not an img: assistive technology treats an image's children as presentational, and each space
    # is a control of its own (a button with its name, holder and houses)
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" class="board-svg" viewBox="0 0 {SIZE} {SIZE}" '
             f'role="group" aria-labelledby="le-board-title" aria-describedby="le-board-desc">',
             f'<title id="le-board-title">{escape(game.edition.title)}</title>',
             view.description(game), _defs(game), _style(), view.defs(),
             f'<rect class="le-felt" x="0" y="0" width="{SIZE}" height="{SIZE}"/>']
    parts += [_space(board.spaces[c.index], c, words(game, board.spaces[c.index], c)) for c in layout(board)]
    parts.append(view.inner(game))
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
        for prefix, r, font in (("le-token", TOKEN, FONT), ("le-mark", MARK, FONT)):
            out.append(f'<g id="{prefix}-{seat}" class="le-seat-{seat}" fill="{colour}" stroke="#222" '
                       f'stroke-width="1.2">{_shape(shape, r)}<text text-anchor="middle" dy="{font * .36:.1f}" '
                       f'font-size="{font}" font-weight="700" fill="{ink}" stroke="none">{escape(letter)}</text></g>')
    house = '<path d="M-6,0 L0,-6 L6,0 L6,7 L-6,7 Z" stroke="#222" stroke-width="1"/>'
    out.append(f'<g id="le-house">{house}</g>')
    # the houses' tab on a colour strip: the house, then room for their number (along and across the strip)
    long, short = BAND * 1.8, BAND - 2
    out.append(f'<g id="le-tab-h"><rect x="{-long / 2}" y="{-short / 2}" width="{long}" height="{short}" rx="3" '
               f'fill="#fff" stroke="#222"/><g transform="translate({-long / 4} -1)">{house}</g></g>')
    out.append(f'<g id="le-tab-v"><rect x="{-short / 2}" y="{-long / 2}" width="{short}" height="{long}" rx="3" '
               f'fill="#fff" stroke="#222"/><g transform="translate(0 {-long / 4 - 1})">{house}</g></g>')
    out.append("</defs>")
    return "".join(out)


def _style() -> str:
    # every size here is at least FONT: the board is drawn at least 800 px wide, so 14 units read as 12 px
    return ("<style>.le-felt{fill:var(--le-felt,#efe6d2)}.le-space rect.le-cell{stroke:#6d6250;stroke-width:1}"
            ".le-name{font:700 14px Georgia,serif;fill:#231f1a}.le-small{font:14px Georgia,serif;fill:#3b342b}"
            ".le-rule{font:italic 14px Georgia,serif;fill:#5c5240}.le-num{font:14px Georgia,serif;fill:#5c5240}"
            ".le-space:focus{outline:none}.le-space:focus rect.le-cell,.le-space.le-selected rect.le-cell"
            "{stroke:#000;stroke-width:3}.le-centre-title{font:700 30px Georgia,serif;fill:#3b2f1e}"
            ".le-amount{font:700 20px Georgia,serif;fill:#231f1a}.le-label{font:700 14px Georgia,serif;"
            "fill:#3b342b;letter-spacing:.5px}.le-public{font:700 14px Georgia,serif;fill:#fff}"
            ".le-count{font:700 14px Georgia,serif;fill:#231f1a}</style>")


def _wrap(name: str, width: float, rows: int) -> list[str]:
    """Break a name into at most ``rows`` lines of about ``width`` (a line may be squeezed a little to fit)."""
    lines: list[str] = []
    for word in name.split():
        if lines and text_width(f"{lines[-1]} {word}", FONT, True) * .85 <= width:
            lines[-1] += " " + word
        else:
            lines.append(word)
    if len(lines) > rows:  # the rest on the last line, squeezed (the whole name is in the title)
        lines[rows - 1:] = [" ".join(lines[rows - 1:])]
    return lines


def _space(s: Space, c: Cell, words: SpaceWords) -> str:
    """One space: its colours, number and ``words`` (its rule set's own), each in its own lane: the colour
    strip (owner's mark and houses), the words, and the outer edge (the space's number and rule)."""
    fill, band = SPACE_FILLS.get(s.colour, SPACE_FILLS["plain"])
    out = [f'<g class="le-space le-kind-{s.kind}" id="le-space-{s.index}" data-index="{s.index}" tabindex="0" '
           f'role="button" aria-label="{escape(spoken_label(s, words))}"><rect class="le-cell" x="{c.x:.1f}" '
           f'y="{c.y:.1f}" width="{c.w:.1f}" height="{c.h:.1f}" fill="{fill}"/>']
    bx, by, bw, bh = band_rect(c)
    if c.side != "corner":
        out.append(f'<rect x="{bx:.1f}" y="{by:.1f}" width="{bw:.1f}" height="{bh:.1f}" fill="{band}"/>')
    out.append(words.decor)
    out.append(_words(c, words))
    edge = c.y + 14 if c.side == "top" else c.y + c.h - 4  # the outer edge's line (a corner's foot)
    left, right = (c.x + BAND + 3, c.x + c.w - 3) if c.side == "right" else \
        (c.x + 3, c.x + c.w - (BAND + 3 if c.side == "left" else 3))
    if words.mark:
        out.append(f'<text class="le-rule" x="{right:.1f}" y="{edge:.1f}" text-anchor="end">'
                   f'{escape(words.mark)}</text>')
    if s.index:
        out.append(f'<text class="le-num" x="{left:.1f}" y="{edge:.1f}">{s.index}</text>')
    out.append(words.marks)
    out.append(f"<title>{escape(words.label)}</title></g>")
    out.append(words.beside)
    return "".join(out)


def spoken_label(s: Space, words: SpaceWords) -> str:
    """What a screen reader announces for a space before its holders (:func:`~.layers.space_holders`): its
    label, kind and the lines it shows that never change ("12: Broadway, Rule 4, lot, Buy $100, Rent $18")."""
    ids = dict(enumerate(words.line_ids))
    lines = [line for k, line in enumerate(words.lines) if not ids.get(k)]
    return ", ".join([words.label, s.kind.replace("_", " "), *lines])


def _words(c: Cell, words: SpaceWords) -> str:
    """The name (bold capitals) and the lines under it, in the rows the space has room for; a line too
    long is squeezed, lines with no room left are dropped (the title and the details have them all)."""
    tx, ty, text_w = words.at or _text_anchor(c)
    rows = _rows(c, words.at is not None)
    names = _wrap(words.name.upper(), text_w, max(1, rows - len(words.lines)))
    out = []
    for k, line in enumerate(names):
        out.append(f'<text class="le-name" x="{tx:.1f}" y="{ty + k * LINE:.1f}" text-anchor="middle"'
                   f'{fit(line, text_w, FONT, True)}>{escape(line)}</text>')
    ids = dict(enumerate(words.line_ids))
    for k, line in enumerate(words.lines[:max(0, rows - len(names))]):
        node = f' id="{ids[k]}"' if ids.get(k) else ""
        out.append(f'<text{node} class="le-small" x="{tx:.1f}" y="{ty + (k + len(names)) * LINE:.1f}" '
                   f'text-anchor="middle"{fit(line, text_w)}>{escape(line)}</text>')
    return "".join(out)


def _rows(c: Cell, placed: bool) -> int:
    """How many lines of words a space has room for, between its colour strip and its outer edge's line
    (a corner: above the checkers standing on it)."""
    if placed:
        return 2
    return {"bottom": 5, "top": 5, "left": 4, "right": 4}.get(c.side, 3)


def _text_anchor(c: Cell) -> tuple[float, float, float]:
    """Centre x, first baseline y and usable width for a space's words (clear of the colour band)."""
    if c.side == "bottom":
        return c.cx, c.y + BAND + 13, c.w - 6
    if c.side == "left":
        return c.x + (c.w - BAND) / 2, c.y + 13.5, c.w - BAND - 6
    if c.side == "right":
        return c.x + BAND + (c.w - BAND) / 2, c.y + 13.5, c.w - BAND - 6
    if c.side == "top":
        return c.cx, c.y + 14 + LINE, c.w - 6
    return c.cx, c.y + 16, c.w - 10


# ----- layers ---------------------------------------------------------------------------
def layers(game: Game) -> dict[str, str]:
    """The drawn layers of the static picture, keyed by the id of their group."""
    return {"le-holdings": holdings(game), "le-tokens": tokens(game), "le-focus": focus(game)}


def board_svg(game: Game) -> str:
    """The whole board as one SVG document (for exports, nbviewer and printed handouts)."""
    picture = board_view(game).picture
    if picture is not None:  # a rule set's own drawing: nothing to fill in
        return picture(game)
    svg = skeleton(game)
    for group, content in layers(game).items():
        svg = svg.replace(f'<g id="{group}"></g>', f'<g id="{group}">{content}</g>', 1)
    for node, text in centre_texts(game).items():
        svg = re.sub(f'(<text id="{node}"[^>]*>)[^<]*(</text>)', rf"\g<1>{_sub_safe(escape(text))}\g<2>", svg, count=1)
    return svg


def _sub_safe(text: str) -> str:
    """Text for a re.sub replacement: backslashes doubled."""
    return text.replace("\\", "\\\\")
