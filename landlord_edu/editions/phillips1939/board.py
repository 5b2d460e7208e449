"""The 1939 board drawn (Elizabeth Magie Phillips' rules, docs/edition-1939.md): what differs from 1906.

The same track and checkers as the 1906 board (:mod:`landlord_edu.board.svg`), but its own words
on the spaces (rent, Wage Check, fare per Share), a small "r" on every space whose name or amounts
were reconstructed for ``landlord_edu``, the Jail beside the Section B SO WHAT space, the Island,
the sections' Wage Checks, and a centre with the GOVERNMENT, the BANK and LORD BLUEBLOOD's pile
instead of the PUBLIC TREASURY and MISCELLANEOUS. Everything is read from the edition's data.

No widget or chart library is imported here.
"""

from __future__ import annotations

import re
from html import escape
from typing import TYPE_CHECKING

from ...board.layers import band_label
from ...board.layout import BAND, CORNER, FONT, LANE, MARK, SIZE, Cell, SpaceWords, centre_slots, fit, initials, layout
from ...state import PACK
from .holdings import doubled, part_or_none, shares_of

if TYPE_CHECKING:
    from ...edition import Space
    from ...game import Game

def jail_box(game: Game) -> tuple[float, float, float, float]:
    """The Jail, inside the track beside the space it stands beside (Rule 3), past the checkers' lane."""
    c = layout(game.edition.board)[game.edition.board.jail_beside]
    gap = LANE + 4
    if c.side == "left":
        return c.x + c.w + gap, c.y + 3, 80, 90
    if c.side == "right":
        return c.x - gap - 80, c.y + 3, 80, 90
    if c.side == "top":
        return c.x + 3, c.y + c.h + gap, c.w - 6, 90
    return c.x + 3, c.y - gap - 90, c.w - 6, 90


ISLAND_BOX = (SIZE / 2 + 20, 660.0, 170.0, 62.0)  # the Island of SO WHAT 17


RECONSTRUCTED_NOTE = ("r = reconstructed for landlord_edu: the 1939 rules text gives no board, so the marked "
                      "names, rents, wages and fares are ours (docs/edition-1939.md)")
COLOUR_KEY = ("green lots (Deeds) · blue SO WHAT · yellow Real Estate Offices · red railroads · "
              "brown utilities · pink La Swelle Hotel")


def description(game: Game) -> str:
    """The board's ``<desc>``: where the track starts, and that it is reconstructed."""
    board = game.edition.board
    return (f'<desc id="le-board-desc">The board: {board.size} spaces around the edge, starting at '
            f'{escape(board.spaces[0].name)} in the bottom right corner and going left. '
            f'{escape(RECONSTRUCTED_NOTE)}.</desc>')


def display_name(s: Space) -> str:
    """The name as printed on the space: 'SO WHAT?', not 'SO WHAT? (Section A)' (the side says which)."""
    return re.sub(r"\s*\(Section [A-Z]\)$", "", s.name)


def short_rule(rule: int | str) -> str:
    """The rule's mark in a space's corner: "Rule 1(a)" -> "R1(a)"; a long heading is left to the label."""
    label = str(rule)
    if label.startswith("Rule "):
        return "R" + label[5:]
    return label if len(label) <= 8 else ""


def space_lines(game: Game, s: Space) -> list[str]:
    """The amounts printed on a space, from the edition's data."""
    c = game.edition.constants
    wage = c.wage_checks.get(s.section, 0)
    lines = {
        "go": ["Round ends here", "Cash Wage Checks", "Pay taxes"],
        "frontier": ["Frontier", "Rent free", f"Wages ${s.wages}"],
        "lot": [f"Rent ${s.rent}", f"Wages ${wage}"],
        "foreign_lot": ["Foreign-owned", f"Rent ${s.rent}", f"Wages ${wage}"],
        "no_trespassing": ["No Trespassing", "Go to Jail"],
        "real_estate_office": ["Idle Land", f"${c.idle_price} a card"],
        "railroad": [f"${s.fare} a Share", f"Ride {s.terminals[0]}–{s.terminals[1]}" if s.terminals else ""],
        "utility": [f"${s.fare} a Share", *(["Then ride in " + s.section] if s.second_move else [])],
        "so_what": ["Draw a card"],
        "hotel": [f"Bill ${c.hotel_bill}", f"if ${c.hotel_must_keep:,} left"],
    }
    return [line for line in lines.get(s.kind, []) if line]


def space_words(game: Game, s: Space, c: Cell) -> SpaceWords:
    """The 1939 board's words on a space: its amounts, "R" and its rule's paragraph, and an "r" where
    it is reconstructed."""
    label = f"{s.index}: {display_name(s)}" + (f", Section {s.section}" if s.section else "") + f", {s.rule}"
    marks = ""
    if s.confidence == "reconstructed":
        label += ", reconstructed"
        # after the space's number, on its outer edge's line (where the board draws the number)
        x = (c.x + BAND + 3 if c.side == "right" else c.x + 3) + (8 * len(str(s.index)) + 2 if s.index else 0)
        y = c.y + 14 if c.side == "top" else c.y + c.h - 4
        marks = f'<text class="le-recon" x="{x:.1f}" y="{y:.1f}">r</text>'
    return SpaceWords(display_name(s), space_lines(game, s), short_rule(s.rule), label, _decor(s, c), marks)


def _decor(s: Space, c: Cell) -> str:
    """The Frontier hatched (free land, Rule 4); Lord Blueblood's Estate in a dotted border (the 1932
    board drew it with a star border); English Village with a pennant (a foreign landlord, Rule 2)."""
    if s.kind == "frontier":
        return f'<rect x="{c.x:.1f}" y="{c.y:.1f}" width="{c.w:.1f}" height="{c.h:.1f}" fill="url(#le-hatch)"/>'
    if s.kind == "no_trespassing":
        return (f'<rect x="{c.x + 4:.1f}" y="{c.y + 4:.1f}" width="{c.w - 8:.1f}" height="{c.h - 8:.1f}" '
                f'fill="none" stroke="#7a1f1f" stroke-width="1.6" stroke-dasharray="1 3"/>')
    if s.kind == "foreign_lot":
        x, y = c.x + c.w - 14, c.y + c.h - 26
        return f'<path class="le-pennant" d="M{x:.1f},{y:.1f} v12 M{x:.1f},{y:.1f} l9,3 l-9,3 z"/>'
    return ""


def defs() -> str:
    """The Frontier's hatching and the styles of the 1939 board's own marks."""
    return ('<defs><pattern id="le-hatch" width="8" height="8" patternUnits="userSpaceOnUse" '
            'patternTransform="rotate(45)"><line x1="0" y1="0" x2="0" y2="8" stroke="#5a9e4b" '
            'stroke-width="1.4" stroke-opacity=".45"/></pattern></defs>'
            "<style>.le-recon{font:italic 700 14px Georgia,serif;fill:#8a3b12}.le-shares{font:700 14px Georgia,serif;"
            "fill:#3b342b}.le-double{font:700 14px Georgia,serif;fill:#7a1f1f}.le-note{font:italic 14px Georgia,serif;"
            "fill:#5c5240}.le-pennant{fill:#7a1f1f;stroke:#7a1f1f;stroke-width:1}</style>")


# ----- inside the track ----------------------------------------------------------------------------------
def inner(game: Game) -> str:
    """The Jail, the Island, the sections' Wage Checks and the centre."""
    return _jail(game) + _island() + _sections(game) + _centre(game)


def _jail(game: Game) -> str:
    x, y, w, h = jail_box(game)
    c = game.edition.constants
    return (f'<g class="le-holding"><rect x="{x:.1f}" y="{y:.1f}" width="{w:.1f}" height="{h:.1f}" rx="4" '
            f'fill="#d9d2c3" stroke="#6d6250"/><text class="le-name" x="{x + w / 2:.1f}" y="{y + 15:.1f}" '
            f'text-anchor="middle">JAIL</text><text class="le-rule" x="{x + w / 2:.1f}" y="{y + 30:.1f}" '
            f'text-anchor="middle">Rule 3</text><text class="le-rule" x="{x + w / 2:.1f}" y="{y + 45:.1f}" '
            f'text-anchor="middle">bail ${c.bail}</text></g>')


def _island() -> str:
    x, y, w, h = ISLAND_BOX
    return (f'<g class="le-holding"><rect x="{x}" y="{y}" width="{w}" height="{h}" rx="20" fill="#dde9f6" '
            f'stroke="#3f7cbf" stroke-dasharray="5 3"/><text class="le-name" x="{x + w / 2}" y="{y + 16}" '
            f'text-anchor="middle">THE ISLAND</text><text class="le-rule" x="{x + w / 2}" y="{y + 31}" '
            f'text-anchor="middle">SO WHAT 17</text></g>')


_IN = CORNER + LANE + 6  # inside the checkers' lane
# under the players' lines, left and right, and along the top over the title
SECTION_PLACES = {"bottom": (_IN + 12, 680, "start"), "top": (SIZE / 2, _IN + 8, "middle"),
                  "left": (_IN + 12, 622, "start"), "right": (SIZE - _IN - 12, 622, "end")}


def _section_place(game: Game, section: str) -> tuple[float, float, str]:
    """Where a section's label goes: inside the track, along the side its lots are on."""
    lots = game.edition.board.sections[section]
    return SECTION_PLACES.get(layout(game.edition.board)[lots[0]].side, SECTION_PLACES["bottom"])


def _sections(game: Game) -> str:
    """Each side's letter, Wage Check and land rent, inside the track along that side."""
    board, c = game.edition.board, game.edition.constants
    out = []
    for section, wage in c.wage_checks.items():
        lots = board.sections.get(section, ())
        if not lots:
            continue
        rents = sorted({board.spaces[i].rent for i in lots})
        rent = f"${rents[0]}" if len(rents) == 1 else f"${rents[0]}–${rents[-1]}"
        x, y, anchor = _section_place(game, section)
        out.append(f'<text class="le-label" x="{x}" y="{y}" text-anchor="{anchor}">SECTION {escape(section)}</text>'
                   f'<text class="le-note" x="{x}" y="{y + 15}" text-anchor="{anchor}">Wage Check ${wage} · land '
                   f'rent {rent} · r</text>')
    return "".join(out)


def _centre(game: Game) -> str:
    mid = SIZE / 2
    note_head, note_tail = RECONSTRUCTED_NOTE.split(": ", 1)
    key_head, key_tail = COLOUR_KEY.split(" · yellow", 1)
    out = [f'<text class="le-centre-title" x="{mid}" y="245" text-anchor="middle">THE LANDLORD\u2019S GAME</text>',
           f'<text class="le-small" x="{mid}" y="263" text-anchor="middle">{escape(game.edition.title)}</text>']
    for k, line in enumerate((note_head + ":", note_tail, key_head + " ·", "yellow" + key_tail)):
        out.append(f'<text class="le-note" x="{mid}" y="{279 + k * 14.5}" text-anchor="middle"'
                   f'{fit(line, 540)}>{escape(line)}</text>')
    accounts = game.engine.accounts
    notes = ("taxes; it never pays out", "", "English Village rent")
    fills = (("#dde9f6", "#3f7cbf"), ("#f6f2e8", "#9a8f78"), ("#f3e0e0", "#7a1f1f"))
    for k, (name, note, (fill, line)) in enumerate(zip(accounts, notes, fills, strict=True)):
        x = mid - 268 + k * 182
        out.append(f'<rect x="{x}" y="334" width="172" height="80" rx="8" fill="{fill}" stroke="{line}"/>'
                   f'<text class="le-label" x="{x + 86}" y="352" text-anchor="middle"{fit(name, 164, FONT, True)}>'
                   f'{escape(name)}</text>')
        if note:
            out.append(f'<text class="le-small" x="{x + 86}" y="404" text-anchor="middle"{fit(note, 164)}>'
                       f'{escape(note)}</text>')
    slots = [("le-treasury", "le-amount", mid - 182, 380), ("le-misc", "le-amount", mid, 380),
             ("le-misc-note", "le-small", mid, 404), ("le-blueblood", "le-amount", mid + 182, 380),
             ("le-frontier", "le-small", mid + 30, 434), ("le-face-up", "le-small", mid + 30, 452),
             ("le-supplies", "le-small", mid + 30, 470), ("le-status", "le-label", mid + 30, 494)]
    out.append(centre_slots(slots, len(game.state.players), mid - 258, 522))
    return "".join(out)


# ----- the holdings layer: Shares, the closed Frontier, doubled sections -----------------------------------
def holdings(game: Game) -> str:
    """Share holders on the railroads and utilities, the closed Frontier, and the sections whose rent
    is doubled (a badge under the section's label: it is resent whenever a House goes up, so it is
    one badge a section rather than a mark on every lot)."""
    st = game.state
    p39 = part_or_none(st)
    if p39 is None:
        return ""
    board = game.edition.board
    cells = layout(board)
    letters = initials([p.name for p in st.players])
    out = []
    for s in board.spaces:
        c = cells[s.index]
        if s.kind in ("railroad", "utility"):
            held = [shares_of(game.engine, seat, s.index) for seat in range(len(st.players))]
            text = " ".join(f"{letters[seat]}·{n}" for seat, n in enumerate(held) if n)
            if text:
                out.append(_shares(c, text))
        elif s.kind == "frontier" and p39.frontier_closed:
            out.append(_closed_frontier(c, p39.frontier_owner, s.rent_closed))
    for section in board.sections:
        if doubled(game.engine, section):
            x, y, anchor = _section_place(game, section)
            out.append(f'<text class="le-double" x="{x}" y="{y + 30}" text-anchor="{anchor}">LAND RENT ×2 '
                       f'(Rule 1(c))</text>')
    return "".join(out)


def _shares(c: Cell, text: str) -> str:
    """Who holds Shares of a railroad or utility, in the holders' lane: the colour strip, or a corner's foot
    between its number and its rule."""
    if c.side != "corner":
        return band_label(c, text, "#fff", cls="le-shares")
    return (f'<text class="le-shares" x="{c.cx:.1f}" y="{c.y + c.h - 4:.1f}" text-anchor="middle"'
            f'{fit(text, c.w - 56, FONT, True)}>{escape(text)}</text>')


def _closed_frontier(c: Cell, owner: int, rent: int) -> str:
    """The closed Frontier's rent on its colour strip; its holder's mark on its outer edge's line, between
    the space's number and its rule."""
    out = [band_label(c, f"CLOSED · ${rent}", "#3b342b")]
    if owner != PACK:
        y = c.y + MARK + 2 if c.side == "top" else c.y + c.h - MARK - 2
        out.append(f'<use href="#le-mark-{owner}" x="{c.cx:.1f}" y="{y:.1f}"/>')
    return "".join(out)


__all__ = ["defs", "description", "display_name", "holdings", "inner", "space_words"]
