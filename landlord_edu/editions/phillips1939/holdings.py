"""Rent, Houses and cards under the 1939 rules: Rule 1(a)-(c), Rule 5 and the Share cards."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...state import PACK
from .state import State1939
from .switches import switches

if TYPE_CHECKING:
    from ...engine import Engine
    from ...state import State


def ph(g: Engine) -> State1939:
    return part(g.state)


def part(state: State) -> State1939:
    """The 1939 rules' own part of ``state`` (``State.extra``)."""
    extra = part_or_none(state)
    assert extra is not None, "a 1939 game always has its State1939"
    return extra


def part_or_none(state: State) -> State1939 | None:
    """The 1939 rules' own part of ``state``, or None before it is made (or in another rule set's game)."""
    extra = state.extra
    return extra if isinstance(extra, State1939) else None


def section_houses(g: Engine, section: str) -> int:
    """Houses standing on the Deed lots of ``section`` (Rule 1(c), ruling R39-09)."""
    houses = g.state.houses
    return sum(houses[i] for i in g.board.sections.get(section, ()))


def doubled(g: Engine, section: str) -> bool:
    """Rule 1(c): four or more Houses on a section double the land rent of every lot in it."""
    return bool(section) and section_houses(g, section) >= g.c.doubling_at


def all_doubled(g: Engine) -> bool:
    """End of a Round (a): 'IF THE LAND RENT ON EVERY SIDE OF THE BOARD HAS BEEN DOUBLED'."""
    return all(doubled(g, sec) for sec in g.c.wage_checks)


def site_tax_in_force(g: Engine) -> bool:
    """SO WHAT 18 lies face up (Note X)."""
    cards = g.edition.decks.so_what
    return any(cards[n].effect == "site_value_tax" for n, _ in ph(g).face_up)


def land_rent(g: Engine, space: int) -> int:
    """The land rent of a lot, English Village or the Frontier now (Rules 1(c), 2, 4, 5)."""
    s = g.board.spaces[space]
    if s.kind == "frontier":  # apart from the rest of Section A: never doubled (R39-17)
        return s.rent_closed if ph(g).frontier_closed else 0
    return s.rent * 2 if doubled(g, s.section) else s.rent


def house_rent(g: Engine, space: int) -> int:
    """Rule 1(b): $100 a House, 'interest on the investment' (doubled only under R39-09's other reading)."""
    rent = g.state.houses[space] * g.c.house_rent
    if switches(g.options).double_house_rent and doubled(g, g.board.spaces[space].section):
        rent *= 2
    return rent


def wage_check(g: Engine, space: int) -> int:
    """The Wage Check a green space gives: its section's kind, or the Frontier's $300 (Rules 1(a), 4)."""
    s = g.board.spaces[space]
    return s.wages if s.kind == "frontier" else g.c.wage_checks[s.section]


# ----- cards: "deed:<space>", "share:<k>" and "idle:<number>" -------------------------------------
def cards_held(g: Engine, seat: int) -> list[str]:
    """Every card ``seat`` holds, as card keys: Deeds, Shares, then Idle Land."""
    st, p = g.state, ph(g)
    deeds = [f"deed:{i}" for i in g.lots if st.owner[i] == seat]
    shares = [f"share:{k}" for k, who in enumerate(p.share_owner) if who == seat]
    return deeds + shares + [f"idle:{n}" for n in p.holders[seat].idle_land]


def card_holder(g: Engine, key: str) -> int:
    """The seat holding card ``key``, or PACK (also for a key that names no card)."""
    kind, _, ref = key.partition(":")
    if not ref.lstrip("-").isdigit():
        return PACK
    n = int(ref)
    if kind == "deed":
        return g.state.owner[n] if n in g.lots else PACK
    if kind == "share":
        shares = ph(g).share_owner
        return shares[n] if 0 <= n < len(shares) else PACK
    if kind == "idle":
        return next((h for h, hold in enumerate(ph(g).holders) if n in hold.idle_land), PACK)
    return PACK


def card_name(g: Engine, key: str) -> str:
    kind, _, ref = key.partition(":")
    n = int(ref)
    if kind == "deed":
        return f"the Deed to {g.board.spaces[n].name}"
    if kind == "share":
        return f"a Share in the {g.board.spaces[g.edition.decks.shares[n]].name}"
    card = g.edition.decks.idle_land[n]
    return f"the Idle Land card {card.name} (${card.value})"


def pass_card(g: Engine, key: str, seller: int, buyer: int) -> None:
    """Hand a card over; Houses go with the lot (R39-37)."""
    kind, _, ref = key.partition(":")
    n = int(ref)
    if kind == "deed":
        g.state.owner[n] = buyer
        if g.state.houses[n]:
            g.state.house_owner[n] = buyer
    elif kind == "share":
        ph(g).share_owner[n] = buyer
    else:
        sold = ph(g).holders[seller]
        sold.idle_land.remove(n)
        if n in sold.bought_now:  # he bought it from the Banker this turn; it is no longer his to sell back
            sold.bought_now.remove(n)
        ph(g).holders[buyer].idle_land.append(n)


def shares_of(g: Engine, seat: int, space: int) -> int:
    """How many Shares in the railroad or utility at ``space`` the player holds."""
    shares = g.edition.decks.shares
    return sum(1 for k, who in enumerate(ph(g).share_owner) if who == seat and shares[k] == space)
