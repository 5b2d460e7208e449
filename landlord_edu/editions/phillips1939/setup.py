"""Setting up the 1939 game (Banker and Government Official (b), (c)): cash, Houses, the deal."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...errors import DataError
from ...state import PACK, State
from ..magie1906.setup import first_player
from .holdings import ph
from .money import BANK, bank_pays
from .state import Holder1939, State1939
from .switches import switches

if TYPE_CHECKING:
    from ...decisions import Play
    from ...edition import Edition
    from ...engine import Engine
    from ...options import Options


def new_state(state: State, edition: Edition, options: Options) -> None:
    """The 1939 state of a game not yet set up: the Bank's whole package, no cards dealt."""
    c, decks = edition.constants, edition.decks
    unknown = [n for n in switches(options).so_what_stack if n not in decks.so_what]
    if unknown:
        raise DataError("options", "so_what_stack", f"no SO WHAT card numbered {unknown[0]}; the pack holds "
                        f"{sorted(decks.so_what)}")
    if switches(options).bank == "finite" and c.bank_total < c.starting_cash * len(state.players):
        raise DataError(f"{edition.id}/rules.toml", "bank.total", f"the Bank's ${c.bank_total} cannot give "
                        f"{len(state.players)} players ${c.starting_cash} each (Banker and Government Official (c)); "
                        f"raise it, or play with bank=\"unlimited\" (ruling R39-34)")
    state.misc = c.bank_total
    state.wage_level = 0
    state.extra = State1939(holders=[Holder1939() for _ in state.players], share_owner=[PACK] * len(decks.shares),
                            idle_pile=sorted(decks.idle_land), so_what_pile=sorted(decks.so_what),
                            houses_left=c.houses_total)
    for p in state.players:
        p.position = c.go


def setup(g: Engine) -> Play:
    st, c = g.state, g.c
    first_player(g, "To Play", " [ruling R39-03]")  # not stated in the text: R39-03
    for k in range(len(st.players)):
        p = st.players[(st.first + k) % len(st.players)]
        bank_pays(g, p.seat, c.starting_cash, "starting_cash", "Banker and Government Official (c)",
                  f"{p.name} receives ${c.starting_cash} from the Banker")
        given = min(c.starting_houses, ph(g).houses_left)
        ph(g).holders[p.seat].spare_houses += given
        ph(g).houses_left -= given
        if given:
            g.emit("house_given", "Banker and Government Official (c)", f"{p.name} receives {given} House "
                   f"to put up on a lot of his", given, player=p.name)
    deal(g)
    shuffle_so_what(g)
    return
    yield  # pragma: no cover - setting up asks nothing under these rules


def deal(g: Engine) -> None:
    """'Shuffle all 18 Share cards and all 21 Deed cards together with 9 Idle Land cards. Distribute the
    entire 48 cards among the players ... Place the remaining Idle Land cards face down in the center.'"""
    st, p39 = g.state, ph(g)
    n = len(st.players)
    idle = list(p39.idle_pile)
    g.rng.shuffle(idle, "idle_land")
    dealt_idle = g.c.idle_land_dealt[n]
    pack = [f"deed:{i}" for i in g.lots] + [f"share:{k}" for k in range(len(p39.share_owner))] + \
        [f"idle:{num}" for num in idle[:dealt_idle]]
    p39.idle_pile = idle[dealt_idle:]
    g.rng.shuffle(pack, "deal")  # card keys shuffled by position: the same seed gives the same deal
    for k, key in enumerate(pack):
        seat = (st.first + k) % n
        kind, _, ref = key.partition(":")
        if kind == "deed":
            st.owner[int(ref)] = seat
        elif kind == "share":
            p39.share_owner[int(ref)] = seat
        else:
            p39.holders[seat].idle_land.append(int(ref))
    for p in st.players:
        held = sum(1 for i in g.lots if st.owner[i] == p.seat), p39.share_owner.count(p.seat), \
            len(p39.holders[p.seat].idle_land)
        g.emit("deal", "Banker and Government Official (b)", f"{p.name} is dealt {sum(held)} cards: {held[0]} "
               f"Deeds, {held[1]} Shares, {held[2]} Idle Land", sum(held), player=p.name)
    g.emit("idle_pile", "Banker and Government Official (b)", f"{len(p39.idle_pile)} Idle Land cards lie face "
           f"down in the centre of the board", len(p39.idle_pile))


def shuffle_so_what(g: Engine) -> None:
    """Banker and Government Official (c): 'Shuffle the 18 SO WHAT cards, and place them face down';
    an instructor may lay chosen cards on top (Rule 9-a, ``so_what_stack``)."""
    pile = ph(g).so_what_pile
    g.rng.shuffle(pile, "so_what")
    stack = [n for n in switches(g.options).so_what_stack if n in pile]
    if stack:
        ph(g).so_what_pile = stack + [n for n in pile if n not in stack]
        g.emit("stack", "Rule 9-a", f"The dealer lays SO WHAT {', '.join(map(str, stack))} on top of the pack")


__all__ = ["BANK", "new_state", "setup"]
