"""Setting up: starting cash (opening text), first player by dice, Rule 1's deal or the beginners' hands,
and a game begun under the Single Tax (Single Tax Rule 2, rulings R-35)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...decisions import YES_NO, Decision, Play
from ...state import MISC_SEAT, PACK, TREASURY_SEAT
from .switches import switches

if TYPE_CHECKING:
    from ...engine import Engine


def setup(g: Engine) -> Play:
    st = g.state
    n = len(st.players)
    cash = g.c.beginner_cash if g.options.beginner else g.c.starting_cash_for(n)
    for p in st.players:
        g.transfer(MISC_SEAT, p.seat, cash, "starting_cash", "Opening rules",
                   f"{p.name} takes ${cash} from MISCELLANEOUS to begin")
    first_player(g)
    if g.options.beginner:
        deal_beginner_hands(g)
    else:
        yield from deal(g)
    if switches(g.options).start == "single_tax":
        from .single_tax import begin_under_single_tax
        begin_under_single_tax(g)


def first_player(g: Engine, rule: str = "Opening rules", note: str = "") -> None:
    """'Determine first player by throwing dice': the highest throw begins; ties throw again.
    (The 1939 rules do not say: they use the same procedure, citing ``rule`` with ``note``.)"""
    st = g.state
    contenders = [p.seat for p in st.players]
    while len(contenders) > 1:
        totals = {}
        for seat in contenders:
            d1, d2 = g.rng.throw(seat, "first")  # keyed apart: they do not shift the turn throws
            totals[seat] = d1 + d2
            g.emit("throw", rule, f"{g.name(seat)} threw {d1 + d2} for first turn{note}",
                   amount=d1 + d2, player=g.name(seat))
        best = max(totals.values())
        contenders = [s for s in contenders if totals[s] == best]
    st.first = st.current = contenders[0]
    g.emit("first", rule, f"{g.name(st.first)} plays first{note}", player=g.name(st.first))


def deal(g: Engine) -> Play:
    """Rule 1: deal 24 green cards one around to the left; each player may buy his at the printed price.

    In a game begun under the Single Tax the Title Deeds "are of no value" and are not offered: the deal is the
    same (the same cards to the same players), and only the charters and the Broker's License are for sale.
    """
    st = g.state
    no_deeds = switches(g.options).start == "single_tax"
    pack = list(g.cards)
    g.rng.shuffle(pack, "deal")
    n = len(st.players)
    dealt: dict[int, list[int]] = {p.seat: [] for p in st.players}
    for k, card in enumerate(pack[:g.c.cards_dealt]):
        dealt[(st.first + k) % n].append(card)
    for k in range(n):
        seat = (st.first + k) % n
        p = st.players[seat]
        for card in dealt[seat]:
            s = g.board.spaces[card]
            if p.cash < s.price or (no_deeds and s.kind == "lot"):
                continue
            yes = yield Decision("buy_dealt", seat, f"{p.name} was dealt {s.name}: buy it for ${s.price}? "
                                 f"(Rule 1)", YES_NO, context={"space": card, "price": s.price,
                                                              "dealt": list(dealt[seat])})
            if yes:
                st.owner[card] = seat
                g.transfer(seat, TREASURY_SEAT, s.price, "buy", "Rule 1",
                           f"{p.name} bought {s.name} for ${s.price}, paid into the PUBLIC TREASURY", card)
    g.emit("deal_done", "Rule 1", "The cards not bought are returned to the pack")


def deal_beginner_hands(g: Engine) -> None:
    """To Beginners: each player takes one of the four average hands (and $75, paid above)."""
    st = g.state
    for k, p in enumerate(st.players):
        for card in g.c.beginner_hands[k]:
            st.owner[card] = p.seat
            g.emit("hand", "To Beginners", f"{p.name} takes {g.board.spaces[card].name} from average hand "
                   f"{k + 1}", player=p.name, space=card)


__all__ = ["PACK", "setup"]
