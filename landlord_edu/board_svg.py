"""The board as SVG: a pure function of the edition and the game state.

The picture is made of a *skeleton* (the 40 spaces, their names, prices, rents and rule
numbers, the inner corners and the centre: it changes only with the players) and four
small *layers* drawn into it (holdings, tokens, the centre's amounts, the focus on the
current player and the last move). The static view (:func:`board_svg`, also
``Game._repr_svg_``) puts them together; the live widget sends the skeleton once and
only the layers that changed after each turn.

No widget or chart library is imported here: the engine's own ``_repr_svg_`` uses it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from html import escape
from typing import TYPE_CHECKING

from .state import IN_JAIL, IN_POOR_HOUSE, ON_NATURAL, PACK

if TYPE_CHECKING:
    from .edition import Board, Space
    from .game import Game

SIZE = 900
CORNER = 120
EDGE = (SIZE - 2 * CORNER) / 9
BAND = 16
TOKEN = 11
# Okabe-Ito, colour-blind safe; each seat also has its own shape and letter (never colour alone)
PLAYER_COLOURS = ("#E69F00", "#56B4E9", "#009E73", "#F0E442", "#0072B2", "#D55E00", "#CC79A7", "#000000")
SHAPES = ("circle", "square", "diamond", "triangle", "hexagon", "pentagon", "star", "cross")
SPACE_FILLS = {"green": ("#e3f1dc", "#5a9e4b"), "blue": ("#dde9f6", "#3f7cbf"), "yellow": ("#fbf4cf", "#c9a400"),
               "pink": ("#fbe1ec", "#cc5c8a"), "red": ("#f9e0d8", "#c0503a"), "purple": ("#ece2f5", "#7e57a8"),
               "plain": ("#f6f2e8", "#9a8f78")}


@dataclass(frozen=True)
class Cell:
    """Where a space sits: its rectangle and the side of the board it is on."""

    index: int
    x: float
    y: float
    w: float
    h: float
    side: str  # bottom, left, top, right, or corner

    @property
    def cx(self) -> float:
        return self.x + self.w / 2

    @property
    def cy(self) -> float:
        return self.y + self.h / 2


def layout(board: Board) -> list[Cell]:
    """Cells for a 40-space track: Mother Earth bottom right, play going left along the bottom."""
    return _layout(board.size)


@lru_cache(maxsize=8)
def _layout(n: int) -> list[Cell]:
    per_side = n // 4
    cells = []
    far = SIZE - CORNER
    edge = (SIZE - 2 * CORNER) / (per_side - 1)
    for i in range(n):
        side, k = divmod(i, per_side)
        if k == 0:
            x, y = ((far, far), (0, far), (0, 0), (far, 0))[side]
            cells.append(Cell(i, x, y, CORNER, CORNER, "corner"))
        elif side == 0:
            cells.append(Cell(i, far - k * edge, far, edge, CORNER, "bottom"))
        elif side == 1:
            cells.append(Cell(i, 0, far - k * edge, CORNER, edge, "left"))
        elif side == 2:
            cells.append(Cell(i, CORNER + (k - 1) * edge, 0, edge, CORNER, "top"))
        else:
            cells.append(Cell(i, far, CORNER + (k - 1) * edge, CORNER, edge, "right"))
    return cells


def initials(names: list[str]) -> list[str]:
    """One letter per player, two where first letters clash."""
    firsts = [n[:1].upper() for n in names]
    return [f if firsts.count(f) == 1 else (n[:2].title() if n[:2] else str(k + 1))
            for k, (f, n) in enumerate(zip(firsts, names, strict=True))]


# ----- skeleton -------------------------------------------------------------------------
def skeleton(game: Game) -> str:
    """The static part: defs for the players' marks, the 40 spaces, inner corners and centre."""
    board = game.edition.board
    cells = layout(board)
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" class="board-svg" viewBox="0 0 {SIZE} {SIZE}" '
             f'role="img" aria-labelledby="le-board-title le-board-desc">',
             f'<title id="le-board-title">{escape(game.edition.title)}</title>',
             '<desc id="le-board-desc">The board: forty spaces around the edge, starting at Mother Earth in the '
             'bottom right corner and going left.</desc>', _defs(game), _style()]
    parts.append(f'<rect class="le-felt" x="0" y="0" width="{SIZE}" height="{SIZE}"/>')
    parts += [_space(board.spaces[c.index], c) for c in cells]
    parts.append(_inner_corners(game))
    parts.append(_centre_frame(game))
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


def _space(s: Space, c: Cell) -> str:
    fill, band = SPACE_FILLS.get(s.colour, SPACE_FILLS["plain"])
    label = f"{s.index}: {s.name}, Rule {s.rule}"
    out = [f'<g class="le-space le-kind-{s.kind}" id="le-space-{s.index}" data-index="{s.index}" tabindex="0" '
           f'role="button" aria-label="{escape(label)}"><rect class="le-cell" x="{c.x:.1f}" y="{c.y:.1f}" '
           f'width="{c.w:.1f}" height="{c.h:.1f}" fill="{fill}"/>']
    bx, by, bw, bh = _band(c)
    if c.side != "corner":
        out.append(f'<rect x="{bx:.1f}" y="{by:.1f}" width="{bw:.1f}" height="{bh:.1f}" fill="{band}"/>')
    tx, ty, text_w = _text_anchor(c)
    lines = _wrap(s.name.upper(), text_w)
    for k, line in enumerate(lines):
        out.append(f'<text class="le-name" x="{tx:.1f}" y="{ty + k * 10:.1f}" text-anchor="middle">'
                   f'{escape(line)}</text>')
    ty += 10 * len(lines) + 2
    for k, line in enumerate(_space_lines(s)):
        out.append(f'<text class="le-small" x="{tx:.1f}" y="{ty + k * 9:.1f}" text-anchor="middle">'
                   f'{escape(line)}</text>')
    out.append(f'<text class="le-rule" x="{c.x + c.w - 3:.1f}" y="{c.y + c.h - 3:.1f}" text-anchor="end">'
               f'R{s.rule}</text>')
    if s.index:
        out.append(f'<text class="le-num" x="{c.x + 3:.1f}" y="{c.y + c.h - 3:.1f}">{s.index}</text>')
    out.append(f"<title>{escape(label)}</title></g>")
    if c.side == "corner" and c.index in (10, 20):
        out.append(_split_corner(c, "JAIL" if c.index == 10 else "POOR HOUSE",
                                 "Rule 6" if c.index == 10 else "Rule 12"))
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
    if c.index == 10:  # the outer half of the Shelter / JAIL corner
        return c.x + c.w * .33, c.y + c.h * .62, c.w * .62
    return c.cx, c.y + 14, c.w - 10


def _band(c: Cell) -> tuple[float, float, float, float]:
    """The coloured strip along the inner edge of a space."""
    if c.side == "bottom":
        return c.x, c.y, c.w, BAND
    if c.side == "top":
        return c.x, c.y + c.h - BAND, c.w, BAND
    if c.side == "left":
        return c.x + c.w - BAND, c.y, BAND, c.h
    return c.x, c.y, BAND, c.h


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


def natural_box(game: Game, k: int) -> tuple[float, float, float, float]:
    """The rectangle of the k-th Natural Opportunity, in the inner corner beside its outer corner."""
    corner = game.edition.board.natural_opportunities[k].corner
    w, h = 110, 62
    near, far = CORNER + 4, SIZE - CORNER - 4
    positions = {0: (far - w, far - h), 10: (near, far - h), 20: (near, near), 30: (far - w, near)}
    x, y = positions.get(corner, (near, near))
    return x, y, w, h


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
    mid = SIZE / 2
    return (f'<text class="le-centre-title" x="{mid}" y="{mid - 150}" text-anchor="middle">THE LANDLORD\u2019S GAME'
            f'</text><text class="le-small" x="{mid}" y="{mid - 132}" text-anchor="middle">'
            f'{escape(game.edition.title)}</text>'
            f'<rect x="{mid - 230}" y="{mid - 105}" width="210" height="90" rx="8" fill="#dde9f6" stroke="#3f7cbf"/>'
            f'<text class="le-label" x="{mid - 125}" y="{mid - 85}" text-anchor="middle">PUBLIC TREASURY</text>'
            f'<rect x="{mid + 20}" y="{mid - 105}" width="210" height="90" rx="8" fill="#f6f2e8" stroke="#9a8f78"/>'
            f'<text class="le-label" x="{mid + 125}" y="{mid - 85}" text-anchor="middle">MISCELLANEOUS</text>'
            + _centre_slots(game))


CENTRE_IDS = ("le-treasury", "le-misc", "le-misc-note", "le-single-tax", "le-status")


def _centre_slots(game: Game) -> str:
    """Empty text nodes that :func:`centre_texts` fills (by id), and each player's mark and line."""
    mid = SIZE / 2
    slots = [("le-treasury", "le-amount", mid - 125, mid - 48), ("le-misc", "le-amount", mid + 125, mid - 48),
             ("le-misc-note", "le-small", mid + 125, mid - 28), ("le-single-tax", "le-label", mid - 125, mid - 28),
             ("le-status", "le-label", mid, mid + 30)]
    out = [f'<text id="{i}" class="{c}" x="{x}" y="{y}" text-anchor="middle"></text>' for i, c, x, y in slots]
    for k in range(len(game.state.players)):
        y = mid + 55 + k * 18
        out.append(f'<use href="#le-mark-{k}" x="{mid - 150}" y="{y - 4}"/>'
                   f'<text id="le-player-{k}" class="le-small" x="{mid - 135}" y="{y}"></text>')
    return "".join(out)


# ----- layers ---------------------------------------------------------------------------
def layers(game: Game) -> dict[str, str]:
    """The drawn layers of the static picture, keyed by the id of their group."""
    return {"le-holdings": holdings(game), "le-tokens": tokens(game), "le-focus": focus(game)}


def holdings(game: Game) -> str:
    """Who holds each card (owner's mark), houses, public ownership and Free Colleges."""
    st = game.state
    board = game.edition.board
    cells = layout(board)
    out = []
    for i, s in enumerate(board.spaces):
        c = cells[i]
        ox, oy = _outer(c, 10)
        if i in st.public:
            out.append(f'<g><rect x="{c.x + 2:.1f}" y="{oy - 7:.1f}" width="{c.w - 4:.1f}" height="13" rx="3" '
                       f'fill="#3b342b"/><text class="le-public" x="{c.cx:.1f}" y="{oy + 3:.1f}" '
                       f'text-anchor="middle">PUBLIC · FREE</text></g>')
        elif s.is_card and st.owner[i] != PACK:
            out.append(f'<use href="#le-mark-{st.owner[i]}" x="{ox:.1f}" y="{oy:.1f}"/>')
        if i in st.colleges:
            out.append(f'<g><rect x="{c.x + 8:.1f}" y="{c.cy - 9:.1f}" width="{c.w - 16:.1f}" height="18" rx="3" '
                       f'fill="#0072B2"/><text class="le-public" x="{c.cx:.1f}" y="{c.cy + 3:.1f}" '
                       f'text-anchor="middle">FREE COLLEGE</text></g>')
        if st.houses[i]:
            out.append(_houses(c, st.houses[i], st.house_owner[i]))
    return "".join(out)


def _outer(c: Cell, inset: float) -> tuple[float, float]:
    """A point near the outer edge of a space (where the owner's mark goes)."""
    if c.side == "bottom":
        return c.cx, c.y + c.h - inset - 8
    if c.side == "top":
        return c.cx, c.y + inset + 40
    if c.side == "left":
        return c.x + inset + 4, c.cy + 14
    return c.x + c.w - inset - 4, c.cy + 14


def _houses(c: Cell, count: int, owner: int) -> str:
    colour = PLAYER_COLOURS[owner % len(PLAYER_COLOURS)] if owner >= 0 else "#999"
    bx, by, bw, bh = _band(c)
    cx, cy = bx + bw / 2, by + bh / 2
    shown = min(count, 3)
    out = [f'<g class="le-houses" fill="{colour}">']
    for k in range(shown):
        offset = (k - (shown - 1) / 2) * 13
        x, y = (cx + offset, cy) if c.side in ("bottom", "top") else (cx, cy + offset)
        out.append(f'<use href="#le-house" x="{x:.1f}" y="{y:.1f}"/>')
    if count > 3:
        out.append(f'<text class="le-small" x="{cx + 24:.1f}" y="{cy + 3:.1f}">x{count}</text>')
    out.append("</g>")
    return "".join(out)


def token_positions(game: Game) -> list[tuple[float, float]]:
    """Where each player's checker is drawn; players sharing a space stand side by side."""
    st = game.state
    cells = layout(game.edition.board)
    groups: dict[str, list[int]] = {}
    for p in st.players:
        key = p.status if p.status in (IN_JAIL, IN_POOR_HOUSE) else \
            (f"nat{p.natural}" if p.status == ON_NATURAL else f"s{p.position}")
        groups.setdefault(key, []).append(p.seat)
    out: list[tuple[float, float]] = [(0.0, 0.0)] * len(st.players)
    for key, seats in groups.items():
        if key == IN_JAIL:
            c = cells[game.edition.board.jail_beside]
            x0, y0 = c.x + c.w * .68, c.y + c.h * .55
        elif key == IN_POOR_HOUSE:
            c = cells[game.edition.board.poor_house_beside]
            x0, y0 = c.x + c.w * .68, c.y + c.h * .5
        elif key.startswith("nat"):
            x, y, w, h = natural_box(game, int(key[3:]))
            x0, y0 = x + w / 2, y + h - 14
        else:
            c = cells[int(key[1:])]
            x0, y0 = c.cx, c.cy + (14 if c.side == "bottom" else 4)
        for k, seat in enumerate(seats):
            col, row = k % 2, k // 2
            dx = (col - (min(len(seats), 2) - 1) / 2) * (2 * TOKEN + 2)
            out[seat] = (x0 + dx, y0 + row * (2 * TOKEN + 2) - (len(seats) > 2) * TOKEN)
    return out


def tokens(game: Game) -> str:
    out = []
    for p, (x, y) in zip(game.state.players, token_positions(game), strict=True):
        out.append(f'<use class="le-token" href="#le-token-{p.seat}" x="{x:.0f}" y="{y:.0f}"/>')
    return "".join(out)


def centre_texts(game: Game) -> dict[str, str]:
    """The words in the centre, keyed by the id of their text node: the piles, whose turn, each player."""
    st = game.state
    ahead = st.players[st.current]
    texts = {"le-treasury": f"${st.treasury:,}", "le-misc": _signed(st.misc),
             "le-misc-note": "issued by the bank" if st.misc < 0 else "held by the bank",
             "le-single-tax": f"SINGLE TAX · wages ${st.wage_level}" if st.single_tax else "",
             "le-status": "Game over" if st.over else f"Turn {st.turn + 1}: {ahead.name} to play"}
    for p in st.players:
        texts[f"le-player-{p.seat}"] = f"{p.name} · cash ${p.cash:,} · wealth ${game.wealth(p.seat):,}"
    return texts


def _signed(amount: int) -> str:
    return f"-${-amount:,}" if amount < 0 else f"${amount:,}"


def focus_data(game: Game) -> list[int]:
    """[space last moved to or -1, seat of the player to play or -1]: what the focus layer shows."""
    st = game.state
    last = next((e.space for e in reversed(game.events) if e.kind == "move"), -1) if game.events else -1
    return [last, -1 if st.over else st.current]


def focus(game: Game) -> str:
    """A ring round the current player's checker and a dashed outline on the space last moved to."""
    last, seat = focus_data(game)
    out = []
    if last >= 0:
        c = layout(game.edition.board)[last]
        out.append(f'<rect class="le-last-move" x="{c.x + 2:.1f}" y="{c.y + 2:.1f}" width="{c.w - 4:.1f}" '
                   f'height="{c.h - 4:.1f}" fill="none" stroke="#000" stroke-width="2.5" stroke-dasharray="6 3"/>')
    if seat >= 0:
        x, y = token_positions(game)[seat]
        out.append(f'<circle class="le-current" cx="{x:.0f}" cy="{y:.0f}" r="{TOKEN + 5}" fill="none" '
                   f'stroke="#000" stroke-width="2.5"/>')
    return "".join(out)


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


def short_description(game: Game) -> str:
    """What just happened and whose turn it is: the live region's few words each turn."""
    st = game.state
    last = next((e.text for e in reversed(game.events) if e.turn == st.turn and e.kind != "card"), "") \
        if game.events else ""
    ahead = "The game is over." if st.over else f"{st.players[st.current].name} to play."
    return f"Turn {st.turn}. {last} {ahead}".strip()


# ----- words ----------------------------------------------------------------------------
def space_details(game: Game, index: int, seat: int | None = None) -> dict[str, object]:
    """What a student sees on selecting a space: owner, houses, and what stopping there costs now."""
    g = game.engine
    st = game.state
    s = game.edition.board.spaces[index]
    seat = st.current if seat is None else seat
    cost, why = g.landing_cost(seat, index)
    owner = g.name(st.owner[index]) if s.is_card and st.owner[index] != PACK else None
    if index in st.public:
        owner = "the public"
    return {"index": index, "name": s.name, "kind": s.kind, "rule": f"{game.edition.id} Rule {s.rule}",
            "price": s.price, "rent": s.rent, "owner": owner, "houses": st.houses[index],
            "house_owner": g.name(st.house_owner[index]) if st.houses[index] and st.house_owner[index] >= 0
            else None, "for_player": g.name(seat), "cost": cost, "why": why, "note": s.note}


def describe_space(game: Game, index: int) -> str:
    d = space_details(game, index)
    parts = [f"{d['name']} (space {index}, governed by {d['rule']})."]
    if d["owner"]:
        parts.append(f"Held by {d['owner']}.")
    elif game.edition.board.spaces[index].is_card:
        parts.append(f"For sale at ${d['price']}.")
    if d["houses"]:
        parts.append(f"{d['houses']} house(s) of {d['house_owner']}.")
    parts.append(f"Stopping here costs {d['for_player']} ${d['cost']} now: {d['why']}.")
    return " ".join(parts)


def describe_board(game: Game) -> str:
    """A text description of the position, for screen readers."""
    st = game.state
    spaces = game.edition.board.spaces
    lines = [("The game is over. " if st.over else f"Turn {st.turn + 1}: {st.players[st.current].name} to play. ")
             + f"PUBLIC TREASURY ${st.treasury:,}; MISCELLANEOUS {_signed(st.misc)}."]
    if st.single_tax:
        public = ", ".join(spaces[i].name for i in st.public) or "nothing yet"
        lines.append(f"The Single Tax is in operation; wages are ${st.wage_level}; owned by the public: {public}.")
    for p in st.players:
        where = {IN_JAIL: "in JAIL", IN_POOR_HOUSE: "in the POOR HOUSE"}.get(p.status)
        if p.status == ON_NATURAL:
            where = f"on {game.edition.board.natural_opportunities[p.natural].name}"
        held = [spaces[i].name for i in game.engine.cards_of(p.seat)]
        lines.append(f"{p.name} is {where or 'on ' + spaces[p.position].name}, has ${p.cash:,} and holds "
                     f"{len(held)} card(s){': ' + ', '.join(held) if held else ''}; wealth ${game.wealth(p.seat):,}.")
    return " ".join(lines)
