"""The parts of the drawn board that change during play: holdings, checkers and the focus."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..state import IN_JAIL, IN_POOR_HOUSE, ON_ISLAND, ON_NATURAL, PACK
from .layout import PLAYER_COLOURS, TOKEN, Cell, band_rect, layout, natural_box
from .view import board_view

if TYPE_CHECKING:
    from ..game import Game


def holdings(game: Game) -> str:
    """Who holds each card (owner's mark), houses, public ownership and Free Colleges, then the marks
    of the edition's own (its :class:`~landlord_edu.board.view.BoardView`'s ``holdings``)."""
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
    out.append(board_view(game).holdings(game))  # the edition's own marks
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
    bx, by, bw, bh = band_rect(c)
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
        key = p.status if p.status in (IN_JAIL, IN_POOR_HOUSE, ON_ISLAND) else \
            (f"nat{p.natural}" if p.status == ON_NATURAL else f"s{p.position}")
        groups.setdefault(key, []).append(p.seat)
    out: list[tuple[float, float]] = [(0.0, 0.0)] * len(st.players)
    placed = board_view(game).holding_box  # places of the edition's own off the track (a Jail, an Island)
    for key, seats in groups.items():
        box = placed(game, key) if placed is not None and key in (IN_JAIL, IN_POOR_HOUSE, ON_ISLAND) else None
        if box is not None:
            x, y, w, h = box
            x0, y0 = x + w / 2, y + h - TOKEN - 3
        elif key == IN_JAIL:
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
