"""Where things go on the drawn board: the spaces' rectangles, the inner corners, the players' marks,
and what a space shows (:class:`SpaceWords`, each rule set's own).

Shared by the SVG skeleton (:mod:`landlord_edu.board.svg`), its changing layers
(:mod:`landlord_edu.board.layers`) and the editions' own parts of their boards.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..edition import Board
    from ..game import Game

SIZE = 900
CORNER = 120
EDGE = (SIZE - 2 * CORNER) / 9
BAND = 20    # the colour strip on a space's inner edge: its lane holds the owner's mark and the houses
TOKEN = 12   # a checker's radius
MARK = 9     # an owner's mark's radius
LANE = 4 * TOKEN + 4  # the felt inside the track where checkers stand (two rows), clear of the spaces' words
# The smallest type on the board, in viewBox units. A board drawn 800 px wide (the least the views give it)
# shows it at 800 / 900 * 14 = 12.4 px: readable from the back of a classroom.
FONT = 14
LINE = 14.5  # the distance between two lines of FONT-sized words
# Okabe-Ito, colour-blind safe; each seat also has its own shape and letter (never colour alone)
PLAYER_COLOURS = ("#E69F00", "#56B4E9", "#009E73", "#F0E442", "#0072B2", "#D55E00", "#CC79A7", "#000000")
SHAPES = ("circle", "square", "diamond", "triangle", "hexagon", "pentagon", "star", "cross")


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


@dataclass(frozen=True)
class SpaceWords:
    """What a space shows besides its colours, in its rule set's words: the name, a few lines, the
    rule's mark, the label read out by screen readers, extra drawing behind (``decor``) and in front
    of (``marks``) the words and after the space (``beside``), where the words start (``at``:
    x, first baseline y, width) when not in the usual place, and the ids of lines that change during
    play (``line_ids``, by line; "" for a line that never does: the centre's words fill them by id)."""

    name: str
    lines: list[str]
    mark: str
    label: str
    decor: str = ""
    marks: str = ""
    beside: str = ""
    at: tuple[float, float, float] | None = None
    line_ids: tuple[str, ...] = ()


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


def natural_box(game: Game, k: int) -> tuple[float, float, float, float]:
    """The rectangle of the k-th Natural Opportunity, in the inner corner beside its outer corner."""
    corner = game.edition.board.natural_opportunities[k].corner
    w, h = 160, 70
    near, far = CORNER + LANE + 4, SIZE - CORNER - LANE - 4  # clear of the checkers' lane
    positions = {0: (far - w, far - h), 10: (near, far - h), 20: (near, near), 30: (far - w, near)}
    x, y = positions.get(corner, (near, near))
    return x, y, w, h


def band_rect(c: Cell) -> tuple[float, float, float, float]:
    """The coloured strip along the inner edge of a space."""
    if c.side == "bottom":
        return c.x, c.y, c.w, BAND
    if c.side == "top":
        return c.x, c.y + c.h - BAND, c.w, BAND
    if c.side == "left":
        return c.x + c.w - BAND, c.y, BAND, c.h
    return c.x, c.y, BAND, c.h


def centre_slots(slots: Sequence[tuple[str, str, float, float]], players: int, x: float, y: float) -> str:
    """Empty text nodes that the centre's words fill by id (``slots``: id, class, x, y), then each
    player's mark and line (``le-player-<seat>``), one under another from (``x``, ``y``)."""
    out = [f'<text id="{i}" class="{c}" x="{sx}" y="{sy}" text-anchor="middle"></text>' for i, c, sx, sy in slots]
    for k in range(players):
        row = y + k * (FONT + 6)
        out.append(f'<use href="#le-mark-{k}" x="{x}" y="{row - 5}"/>'
                   f'<text id="le-player-{k}" class="le-small" x="{x + MARK + 8}" y="{row}"></text>')
    return "".join(out)


# Rough advance widths of Georgia, in em (bold capitals run widest): enough to fit a line in a space.
_NARROW = frozenset(" .,'’:;!|()-–·")


def text_width(text: str, size: float = FONT, bold: bool = False) -> float:
    """About how wide ``text`` is drawn in Georgia at ``size`` (viewBox units)."""
    caps, lower = (.74, .56) if bold else (.68, .5)
    return size * sum(.3 if ch in _NARROW else caps if ch.isupper() else .6 if ch.isdigit() or ch == "$" else lower
                      for ch in text)


def fit(text: str, width: float, size: float = FONT, bold: bool = False) -> str:
    """SVG attributes that squeeze ``text`` into ``width`` if it would run wider (the type keeps its height)."""
    if text_width(text, size, bold) <= width:
        return ""
    return f' textLength="{width:.1f}" lengthAdjust="spacingAndGlyphs"'


def initials(names: list[str]) -> list[str]:
    """One letter per player, two where first letters clash."""
    firsts = [n[:1].upper() for n in names]
    return [f if firsts.count(f) == 1 else (n[:2].title() if n[:2] else str(k + 1))
            for k, (f, n) in enumerate(zip(firsts, names, strict=True))]
