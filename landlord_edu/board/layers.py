"""The parts of the drawn board that change during play: holdings, checkers and the focus."""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING

from ..state import IN_JAIL, IN_POOR_HOUSE, ON_ISLAND, ON_NATURAL, PACK
from .layout import BAND, FONT, PLAYER_COLOURS, SIZE, TOKEN, Cell, band_rect, fit, layout, natural_box
from .view import board_view

if TYPE_CHECKING:
    from ..game import Game


def holdings(game: Game) -> str:
    """Who holds each card (owner's mark), houses, public ownership and Free Colleges, then the marks
    of the edition's own (its :class:`~landlord_edu.board.view.BoardView`'s ``holdings``). All of them sit
    in the space's colour strip, its lane of its own: nothing covers the space's name or amounts."""
    st = game.state
    board = game.edition.board
    cells = layout(board)
    out = []
    for i, s in enumerate(board.spaces):
        c = cells[i]
        if c.side == "corner":
            continue  # corners are never cards
        if i in st.public:
            out.append(band_label(c, "PUBLIC", "#3b342b"))
        elif s.is_card and st.owner[i] != PACK:
            x, y = in_band(c, .24)
            out.append(f'<use href="#le-mark-{st.owner[i]}" x="{x:.1f}" y="{y:.1f}"/>')
        if i in st.colleges:
            out.append(band_label(c, "COLLEGE", "#0072B2"))
        elif st.houses[i]:
            out.append(_houses(c, st.houses[i], st.house_owner[i]))
    out.append(board_view(game).holdings(game))  # the edition's own marks
    return "".join(out)


def space_holders(game: Game) -> dict[str, str]:
    """What a screen reader adds to a space's name while the game goes on, by space index (as a string, the
    widget's JSON keys), for the spaces that have any: who holds it and its houses ("Ann's, 2 houses")."""
    st = game.state
    names = [p.name for p in st.players]
    out = {}
    for i, s in enumerate(game.edition.board.spaces):
        said = []
        if i in st.public:
            said.append("owned by the public")
        elif s.is_card and st.owner[i] != PACK:
            said.append(f"{names[st.owner[i]]}'s" if 0 <= st.owner[i] < len(names) else "held")
        if i in st.colleges:
            said.append("a Free College")
        elif st.houses[i]:
            said.append(f"{st.houses[i]} house{'s' if st.houses[i] > 1 else ''}")
        if said:
            out[str(i)] = ", ".join(said)
    return out


def in_band(c: Cell, along: float) -> tuple[float, float]:
    """A point on the middle line of a space's colour strip, ``along`` of the way from its start."""
    bx, by, bw, bh = band_rect(c)
    if c.side in ("bottom", "top"):
        return bx + bw * along, by + bh / 2
    return bx + bw / 2, by + bh * along


def band_label(c: Cell, text: str, fill: str, skip: float = 0.0, cls: str = "le-public") -> str:
    """A word on a space's colour strip, from ``skip`` of the way along it to its end (turned along the
    strip on the left and right sides), squeezed if it is long: the lane of the space's holders."""
    bx, by, bw, bh = band_rect(c)
    across = c.side in ("bottom", "top")
    if across:
        bx, bw = bx + bw * skip, bw * (1 - skip)
    else:
        by, bh = by + bh * skip, bh * (1 - skip)
    x, y, room = bx + bw / 2, by + bh / 2, (bw if across else bh) - 4
    turn = "" if across else f' transform="rotate(-90 {x:.1f} {y:.1f})"'
    return (f'<g><rect x="{bx:.1f}" y="{by:.1f}" width="{bw:.1f}" height="{bh:.1f}" fill="{fill}"/>'
            f'<text class="{cls}" x="{x:.1f}" y="{y + 5:.1f}" text-anchor="middle"{turn}'
            f'{fit(text, room, FONT, True)}>{escape(text)}</text></g>')


def _houses(c: Cell, count: int, owner: int) -> str:
    """A house in its builder's colour and how many there are, on a white tab in the colour strip (drawn
    once in the skeleton's defs, along or across the strip): countable at a glance, however many."""
    colour = PLAYER_COLOURS[owner % len(PLAYER_COLOURS)] if owner >= 0 else "#999"
    x, y = in_band(c, .7)
    across = c.side in ("bottom", "top")
    nx, ny = (x + BAND * .45, y + 5) if across else (x, y + BAND * .45 + 5)
    return (f'<g class="le-houses"><use href="#le-tab-{"h" if across else "v"}" x="{x:.1f}" y="{y:.1f}" '
            f'fill="{colour}"/><text class="le-count" x="{nx:.1f}" y="{ny:.1f}" text-anchor="middle">{count}'
            f'</text></g>')


def _lane(c: Cell) -> tuple[float, float, float, float]:
    """Where the checkers on a space stand: the first one's place, then the step along a row and the step
    to the next row. Beside a side of the track, in the felt just inside it; on a corner, at its foot."""
    step = 2 * TOKEN + 2
    if c.side == "bottom":
        return c.cx, c.y - TOKEN - 2, step, -step
    if c.side == "top":
        return c.cx, c.y + c.h + TOKEN + 2, step, step
    if c.side == "left":
        return c.x + c.w + TOKEN + 2, c.cy, step, step
    if c.side == "right":
        return c.x - TOKEN - 2, c.cy, step, -step
    return c.cx, c.y + c.h - 8 - TOKEN, step, -step


def token_positions(game: Game) -> list[tuple[float, float]]:
    """Where each player's checker is drawn: in the lane beside its space, never on the space's words;
    players sharing a space stand side by side (three to a row, four at a corner's foot)."""
    st = game.state
    cells = layout(game.edition.board)
    groups: dict[str, list[int]] = {}
    for p in st.players:
        key = p.status if p.status in (IN_JAIL, IN_POOR_HOUSE, ON_ISLAND) else \
            (f"nat{p.natural}" if p.status == ON_NATURAL else f"s{p.position}")
        groups.setdefault(key, []).append(p.seat)
    out: list[tuple[float, float]] = [(0.0, 0.0)] * len(st.players)
    placed = board_view(game).holding_box  # places of the edition's own off the track (a Jail, an Island)
    for key, seats in groups.items():
        box = placed(game, key) if placed is not None and key in (IN_JAIL, IN_POOR_HOUSE, ON_ISLAND) else None
        if key.startswith("s") and not cells:  # a game without a track (a card game's street): no checkers
            continue
        if key.startswith("s"):
            c = cells[int(key[1:])]
            x0, y0, along, across = _lane(c)
            # a corner's foot holds four, each in a place of its own (a second row would cover the corner's
            # words, and a checker does not shift when another leaves); beside a side, three to a row, centred
            per_row = 4 if c.side == "corner" else 3
            slots = per_row if c.side == "corner" else min(len(seats), per_row)
            for k, seat in enumerate(seats):
                col, row = k % per_row, k // per_row
                shift = (col - (slots - 1) / 2) * along
                out[seat] = (x0 + shift, y0 + row * across) if c.side in ("bottom", "top", "corner") else \
                    (x0 + row * across, y0 + shift)
            continue
        if box is not None:
            x, y, w, h = box
            x0, y0 = x + w / 2, y + h - TOKEN - 3
        elif key in (IN_JAIL, IN_POOR_HOUSE):  # in the corner's upper-right half, under its label
            c = cells[game.edition.board.jail_beside if key == IN_JAIL else game.edition.board.poor_house_beside]
            x0, y0 = c.x + c.w * .8, c.y + c.h * .5
        else:
            x, y, w, h = natural_box(game, int(key[3:]))  # beside the box, on the side of the board's centre
            x0, y0 = x + w / 2, (y + h + TOKEN + 2 if y < SIZE / 2 else y - TOKEN - 2)
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
        out.append(f'<circle class="le-current" cx="{x:.0f}" cy="{y:.0f}" r="{TOKEN + 4}" fill="none" '
                   f'stroke="#000" stroke-width="2.5"/>')
    return "".join(out)
