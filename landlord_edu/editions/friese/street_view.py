"""The street view of Landlord!: one SVG of the buildings, a pure function of the state.

Each player's buildings stand side by side under the owner's name and money; each building is drawn bottom
up (the cellar under the ground line, the floors, the roof dwelling, the roof: normal, renovated, dormer or
flat), and each room shows its tenant and the rent it pays now, the tenant texts applied. Empty rooms,
squatters and rent withheld are marked in words as well as by fill, never by colour alone. The same
picture is the static board (``board_svg``, ``game._repr_svg_()``, handouts) and the live widget's
(redrawn after each step). The words in it are the rooms' own; the street in words is :mod:`.street_words`.
"""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING

from ...board.layout import PLAYER_COLOURS, fit, text_width
from ...board.status import status_line
from .state import Building
from .street import building_rent, card, part, rents, squatted
from .street_words import (
    building_label,
    describe_street,
    owner_head,
    owner_note,
    pile_line,
    roof_word,
    room_label,
    room_words,
)

if TYPE_CHECKING:
    from ...engine import Engine
    from ...game import Game

# A viewBox as wide as the board's (900): drawn at least 800 px wide, the smallest words (FONT units) read
# at least 800 / 900 * 15 = 13.3 px, above the board's own 12.4 px.
WIDTH = 900
MARGIN = 14
FONT = 15            # rooms' second lines, captions: the smallest type in the picture
NAME_FONT = 16       # a tenant's name, bold
HEAD_FONT = 19       # an owner's line
ROOM_W, ROOM_H = 114, 46
GAP = 12             # between two buildings (seven to a row)
ROOF_H = 30
CAPTION_H = 24       # the building's number and rent, under the ground line
PER_ROW = (WIDTH - 2 * MARGIN + GAP) // (ROOM_W + GAP)
FILLS = {"tenant": "#fdfaf2", "empty": "#ffffff", "squatters": "#f3d9cf", "withheld": "#e8e2f3", "cellar": "#e6dccb"}


def street_svg(game: Game) -> str:
    """The whole street as one SVG document (its ``<desc>`` is the street in words)."""
    g = game.engine
    head, y = _header(game)
    body = [head]
    for row in _rows(g, len(game.state.players)):
        x, tall = MARGIN, 0.0
        for seat, cols in row:
            block, height = _owner_block(g, seat, x, y, cols, game.started)
            body.append(block)
            x, tall = x + cols * (ROOM_W + GAP), max(tall, height)
        y += tall
    height = y + MARGIN
    title = escape(f"{game.edition.title}: the street")
    return (f'<svg xmlns="http://www.w3.org/2000/svg" class="board-svg le-street" viewBox="0 0 {WIDTH} {height:.0f}" '
            f'role="group" aria-labelledby="le-board-title" aria-describedby="le-board-desc">'
            f'<title id="le-board-title">{title}</title>'
            f'<desc id="le-board-desc">{escape(describe_street(game))}</desc>{_defs()}{_style()}'
            f'<rect class="le-felt" x="0" y="0" width="{WIDTH}" height="{height:.0f}"/>{"".join(body)}</svg>')


def _rows(g: Engine, players: int) -> list[list[tuple[int, int]]]:
    """The owners side by side, in seat order, as many to a row as their buildings leave room for: (seat,
    columns) by row. An owner takes two columns at least (room for his lines), a whole row at most (then wraps)."""
    rows: list[list[tuple[int, int]]] = [[]]
    used = 0
    for seat in range(players):
        cols = min(PER_ROW, max(2, sum(b.owner == seat for b in part(g).buildings)))
        if used + cols > PER_ROW:
            rows.append([])
            used = 0
        rows[-1].append((seat, cols))
        used += cols
    return rows


def _style() -> str:
    # classes shared with the board (le-name, le-small, le-label) take the projector mode's black ink
    return (f"<style>.le-felt{{fill:var(--le-felt,#efe6d2)}}.le-name{{font:700 {NAME_FONT}px Georgia,serif;"
            f"fill:#231f1a}}.le-small{{font:{FONT}px Georgia,serif;fill:#231f1a}}.le-label{{font:700 {FONT}px "
            f"Georgia,serif;fill:#231f1a}}.le-owner{{font:700 {HEAD_FONT}px Georgia,serif;fill:#231f1a}}"
            f".le-status{{font:700 {HEAD_FONT}px Georgia,serif;fill:#231f1a}}.le-warn{{font:700 {FONT}px "
            "Georgia,serif;fill:#fff}.le-room{stroke:#4a4133;stroke-width:1.2}.le-empty-room{stroke-dasharray:5 4}"
            ".le-building:focus{outline:none}.le-building:focus .le-outline{stroke:#000;stroke-width:4}</style>")


def _defs() -> str:
    """Hatching for squatted rooms (a pattern as well as the word: not colour alone)."""
    return ('<defs><pattern id="le-hatch" width="10" height="10" patternUnits="userSpaceOnUse" '
            'patternTransform="rotate(45)"><rect width="10" height="10" fill="#f3d9cf"/>'
            '<line x1="0" y1="0" x2="0" y2="10" stroke="#c0503a" stroke-width="3"/></pattern></defs>')


def _text(x: float, y: float, words: str, cls: str, width: float, size: float, bold: bool = False,
          anchor: str = "middle", node: str = "") -> str:
    ident = f' id="{node}"' if node else ""
    return (f'<text{ident} class="{cls}" x="{x:.1f}" y="{y:.1f}" text-anchor="{anchor}"'
            f'{fit(words, width, size, bold)}>{escape(words)}</text>')


def _header(game: Game) -> tuple[str, float]:
    """The status line, the piles and the jail, across the top."""
    g = game.engine
    own = part(g)
    out = [_text(MARGIN, 30, status_line(game), "le-status", WIDTH / 2 - MARGIN, HEAD_FONT, True, "start",
                 "le-status"),
           _text(WIDTH - MARGIN, 30, pile_line(g), "le-label", WIDTH / 2 - MARGIN, FONT, True, "end", "le-piles")]
    who = g.name(own.jailed) if own.jailed >= 0 else "nobody"
    why = f" (collects $1 a building without squatters; ${g.c.jail_fee} to leave)" if own.jailed >= 0 else ""
    jail = f"JAIL: {who}{why}"
    x, y, w, h = MARGIN, 44, WIDTH - 2 * MARGIN, 32
    bars = "".join(f'<line x1="{x + 8 + 7 * k}" y1="{y + 4}" x2="{x + 8 + 7 * k}" y2="{y + h - 4}" stroke="#231f1a" '
                   'stroke-width="2.5"/>' for k in range(4))  # a barred window: the jail by its shape too
    out.append(f'<g id="le-jail" role="img" aria-label="{escape(jail)}"><title>{escape(jail)}</title>'
               f'<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="4" fill="#fff" stroke="#231f1a" '
               'stroke-width="1.5"/>'
               f'{bars}{_text(x + 40, y + 22, jail, "le-label", w - 50, FONT, True, "start")}</g>')
    return "".join(out), 44 + 32 + 10


def _owner_block(g: Engine, seat: int, x: float, top: float, cols: int, playing: bool) -> tuple[str, float]:
    """One owner's two lines (mark, name and money; cards in hand, jail, turn) over his buildings, ``cols`` to a
    row; the height it takes."""
    colour = PLAYER_COLOURS[seat % len(PLAYER_COLOURS)]
    wide = cols * (ROOM_W + GAP) - GAP
    out = [f'<g class="le-owner-block" id="le-owner-{seat}">',
           f'<rect x="{x}" y="{top + 4}" width="{wide}" height="46" rx="4" fill="{colour}" fill-opacity=".28" '
           'stroke="#4a4133"/>',
           f'<rect x="{x}" y="{top + 4}" width="10" height="46" fill="{colour}" stroke="#4a4133"/>',
           _text(x + 16, top + 23, owner_head(g, seat), "le-owner", wide - 22, HEAD_FONT, True, "start"),
           _text(x + 16, top + 43, owner_note(g, seat, playing), "le-label", wide - 22, FONT, True, "start")]
    y = top + 58
    buildings = [b for b in part(g).buildings if b.owner == seat]
    if not buildings:
        out.append(_text(x + 16, y + 16, "no buildings yet", "le-small", wide - 22, FONT, False, "start"))
        out.append("</g>")
        return "".join(out), 58 + 34
    for start in range(0, len(buildings), cols):
        row = buildings[start:start + cols]
        tall = max(_stack_height(b) for b in row)
        for k, b in enumerate(row):
            out.append(_building(g, b, x + k * (ROOM_W + GAP), y + tall))
        y += tall + max(_foot(g, b) for b in row) + 10
    out.append("</g>")
    return "".join(out), y - top + 6


def _stack_height(b: Building) -> float:
    """From the roof's top to the ground line (the cellar hangs below it, over the caption's gap)."""
    return ROOF_H + ROOM_H * (b.height + b.roof_habitable)


def _foot(g: Engine, b: Building) -> float:
    """Under the ground line: the cellar, the caption and, in a squatted building, its warning."""
    return ROOM_H * (b.cellar >= 0) + CAPTION_H * (1 + squatted(g, b))


def _building(g: Engine, b: Building, x: float, ground: float) -> str:
    """A building standing on the ground line at ``ground``: cellar, floors, roof dwelling, roof, caption."""
    label = building_label(g, b)
    out = [f'<g class="le-building" id="le-building-{b.id}" data-building="{b.id}" tabindex="0" role="group" '
           f'aria-label="{escape(label)}"><title>{escape(label)}</title>']
    top = ground - _stack_height(b)
    out.append(f'<rect class="le-outline" x="{x}" y="{top + ROOF_H}" width="{ROOM_W}" '
               f'height="{ground - top - ROOF_H + (ROOM_H if b.cellar >= 0 else 0)}" fill="none" stroke="#231f1a" '
               'stroke-width="2"/>')
    out.append(_roof(b, x, top))
    if b.cellar >= 0:  # the cellar in the ground's colour, under the ground line
        out.append(f'<rect x="{x - 6}" y="{ground}" width="{ROOM_W + 12}" height="{ROOM_H}" fill="#b9a585"/>')
    out += _rooms(g, b, x, ground)
    out.append(f'<line x1="{x - 6}" y1="{ground}" x2="{x + ROOM_W + 6}" y2="{ground}" stroke="#3b342b" '
               'stroke-width="3"/>')  # the ground line: the cellar is under it
    under = ground + (ROOM_H if b.cellar >= 0 else 0)
    printed, text, empty = building_rent(g, b)
    caption = f"No. {b.id} · rent ${printed + text + empty}"
    out.append(_text(x + ROOM_W / 2, under + 18, caption, "le-label", ROOM_W, FONT, True))
    if squatted(g, b):  # a dark plate with the words: the whole building pays nothing
        out.append(f'<rect x="{x}" y="{under + CAPTION_H + 1}" width="{ROOM_W}" height="{CAPTION_H - 2}" rx="3" '
                   f'fill="#7a2618"/>' + _text(x + ROOM_W / 2, under + CAPTION_H + 18, "SQUATTERS: no rent",
                                               "le-warn", ROOM_W - 6, FONT, True))
    out.append("</g>")
    return "".join(out)


def _roof(b: Building, x: float, top: float) -> str:
    """The roof by its shape and its word: a gable (normal), a gable with a window (renovated), a gable with a
    dormer's box, or a flat slab; a roof dwelling stands inside the roof's walls, under the gable."""
    word = roof_word(b)
    base = top + ROOF_H
    if b.roof_kind == "flat_roof":
        shape = f'<rect x="{x - 4}" y="{base - 12}" width="{ROOM_W + 8}" height="12" fill="#8b7d66"/>'
        return shape + _text(x + ROOM_W / 2, base - 16, word, "le-label", ROOM_W, FONT, True)
    eaves = base + (ROOM_H if b.roof_habitable else 0)
    left, right = x - 6, x + ROOM_W + 6
    shape = (f'<polygon points="{left},{eaves} {left},{base} {x + 14},{top + 2} {x + ROOM_W - 14},{top + 2} '
             f'{right},{base} {right},{eaves}" fill="#c9b48f" stroke="#4a4133" stroke-width="1.5"/>')
    if b.roof_kind == "dormer":
        shape += f'<rect x="{x + ROOM_W - 30}" y="{top - 6}" width="20" height="14" fill="#c9b48f" stroke="#4a4133"/>'
    elif b.roof_kind == "converted":  # a roof window
        shape += f'<rect x="{x + 13}" y="{top + 10}" width="10" height="10" fill="#fff" stroke="#4a4133"/>'
    return shape + _text(x + ROOM_W / 2 + 4, base - 9, word, "le-label", ROOM_W - 44, FONT, True)


def _rooms(g: Engine, b: Building, x: float, ground: float) -> list[str]:
    """Each habitable room (a picture-format tenant's two rooms as one box), bottom up."""
    pays = {t: (printed, paid) for t, printed, paid in rents(g, b)}
    held = {t for t, _ in part(g).withheld}
    out: list[str] = []
    done: set[int] = set()
    for r in b.habitable():
        tenant = b.rooms[r]
        if tenant >= 0 and tenant in done:
            continue
        span = [q for q in b.habitable() if b.rooms[q] == tenant] if tenant >= 0 else [r]
        done.add(tenant)
        y = ground - ROOM_H * max(span)  # room 0 (the cellar) lies under the ground line
        kind = _room_kind(g, b, tenant, held)
        name, rent = room_words(g, b, tenant, pays.get(tenant, (0, 0)), tenant in held)
        label = room_label(g, b, span, name, rent)
        fill = "url(#le-hatch)" if kind == "squatters" else FILLS["cellar" if r == 0 and tenant < 0 else kind]
        dashed = " le-empty-room" if kind == "empty" else ""
        h = ROOM_H * len(span)
        out.append(f'<g class="le-room-{kind}" role="img" aria-label="{escape(label)}"><title>{escape(label)}</title>'
                   f'<rect class="le-room{dashed}" x="{x + 3}" y="{y + 2}" width="{ROOM_W - 6}" height="{h - 4}" '
                   f'fill="{fill}"/>{_room_text(x, y, h, name, rent, kind)}</g>')
    return out


def _room_kind(g: Engine, b: Building, tenant: int, held: set[int]) -> str:
    if tenant < 0:
        return "empty"
    if card(g, tenant).kind == "squatters":
        return "squatters"
    return "withheld" if tenant in held and not squatted(g, b) else "tenant"


def _room_text(x: float, y: float, h: float, name: str, rent: str, kind: str) -> str:
    """The tenant's name (bold) over its rent, in the middle of its room; on a white plate where hatched."""
    mid, room = y + h / 2, ROOM_W - 12
    plate = ""
    if kind == "squatters":
        wide = min(room, max(text_width(name, NAME_FONT, True), text_width(rent, FONT)) + 8)
        plate = (f'<rect x="{x + ROOM_W / 2 - wide / 2:.1f}" y="{mid - 19:.1f}" width="{wide:.1f}" height="38" '
                 'fill="#fff" opacity=".92"/>')
    return (plate + _text(x + ROOM_W / 2, mid - 3, name, "le-name", room, NAME_FONT, True)
            + _text(x + ROOM_W / 2, mid + 15, rent, "le-small", room, FONT))
