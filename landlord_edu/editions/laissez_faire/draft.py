"""Zero-Sum Laissez-faire's draft (An Alternate Game 2): players take turns choosing title cards until every
property and company is owned. The first player chooses first; then the player whose holdings have the lowest
total value (printed prices, LF-44), ties going to the tied player nearest to the left of the one who chose
last. Picks are free."""

from __future__ import annotations

from typing import Any

from ...decisions import Decision, Play
from ...engine import Engine
from ...state import PACK
from .state import NOBODY, part

RULE = "An Alternate Game"


def held_value(g: Engine, seat: int) -> int:
    lf, c = part(g.state), g.c
    value = sum(g.board.spaces[i].price for i, o in enumerate(g.state.owner) if o == seat)
    return value + (c.hmc_price if lf.hmc == seat else 0) + (c.pdc_price if lf.pdc == seat else 0)


def next_picker(g: Engine, last: int) -> int:
    """The lowest total value; a tie to the tied player nearest the left of the one who chose last."""
    n = len(g.state.players)
    order = [(last + k) % n for k in range(1, n + 1)]
    return min(order, key=lambda s: (held_value(g, s), order.index(s)))


def unowned(g: Engine) -> list[Any]:
    lf = part(g.state)
    cards: list[Any] = [i for i in range(g.board.size) if g.board.spaces[i].kind in ("lot", "railroad", "franchise")
                        and g.state.owner[i] == PACK]
    return cards + [key for key in ("hmc", "pdc") if getattr(lf, key) == NOBODY]


def draft(g: Engine) -> Play:
    picker = g.state.first
    while True:
        left = unowned(g)
        if not left:
            return
        pick = yield Decision("draft", picker, f"Choose a title card ({RULE})", tuple(left),
                              context={"prices": {str(k): price(g, k) for k in left}})
        if isinstance(pick, str):
            setattr(part(g.state), pick, picker)
            name = "Home Maintenance Co." if pick == "hmc" else "Petroleum Distribution Co."
        else:
            g.state.owner[pick] = picker
            name = g.board.spaces[pick].name
        g.emit("draft", RULE, f"{g.name(picker)} chooses {name}", player=g.name(picker),
               space=pick if isinstance(pick, int) else -1)
        picker = next_picker(g, picker)


def price(g: Engine, key: Any) -> int:
    if key == "hmc":
        return int(g.c.hmc_price)
    if key == "pdc":
        return int(g.c.pdc_price)
    return g.board.spaces[key].price
