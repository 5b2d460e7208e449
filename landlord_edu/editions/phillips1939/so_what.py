"""Rule 9, the SO WHAT spaces: drawing a card and following it within the section (R39-24),
SO WHAT 17 (the Island), SO WHAT 18 (the 100 % Site Value Tax Law) and Note X."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ...decisions import YES_NO, Decision
from ...state import MISC_SEAT, ON_ISLAND, PACK, TREASURY_SEAT, Player
from .holdings import ph, wage_check
from .money import bank_pays, pay, pay_all, take_check
from .switches import switches
from .turn_over import TurnOver

if TYPE_CHECKING:
    from ...decisions import Play
    from ...engine import Engine
    from .data import SoWhatCard


def draw(g: Engine, p: Player, space: int) -> Play:
    """Rule 9(a): draw a card, follow it as far as possible within this section, return it to the pack."""
    p39 = ph(g)
    ended = [n for n, drawer in p39.face_up if drawer != p.seat]
    if ended:  # Note X: in force "until some other player lands on a SO WHAT space"
        p39.face_up = [pair for pair in p39.face_up if pair[0] not in ended]
        p39.so_what_pile.extend(ended)
        g.rng.shuffle(p39.so_what_pile, "so_what")
        g.emit("face_up_ended", "Note X", f"{p.name} stops on a SO WHAT space: SO WHAT "
               f"{', '.join(map(str, ended))} go{'es' * (len(ended) == 1)} back into the pack, which is "
               f"reshuffled [ruling R39-29]", player=p.name, space=space)
    if not p39.so_what_pile:
        g.emit("so_what_empty", "Rule 9(a)", "The SO WHAT pack is empty: every card lies face up", space=space)
        return
    number = p39.so_what_pile.pop(0)
    card = g.edition.decks.so_what[number]
    section = g.board.spaces[space].section
    note = "" if card.confidence == "text" else " (a reconstructed card)"
    face_up = card.effect in ("island", "site_value_tax")
    if face_up:  # the card is laid down (or returned) as it is read: every card is always somewhere
        p39.face_up.append([number, p.seat])
    elif switches(g.options).so_what_return == "shuffle":
        p39.so_what_pile.append(number)
        g.rng.shuffle(p39.so_what_pile, "so_what")
    else:
        p39.so_what_pile.append(number)  # "Return the drawn card to the pack": to the bottom (R39-25)
    g.emit("so_what", "Rule 9(a)", f"{p.name} draws SO WHAT {number}, {card.title}{note}: {card.text}",
           number, player=p.name, space=space)
    if face_up:
        g.emit("face_up", "Note X", f"SO WHAT {number} lies face up on the board, in force", number,
               player=p.name)
    yield from follow(g, p, card, space, section)


def follow(g: Engine, p: Player, card: SoWhatCard, space: int, section: str) -> Play:
    """Do what the card says, within the section of the SO WHAT space (R39-24)."""
    yield from EFFECTS[card.effect](g, p, card, space, section)


def _deed_holders_collect(g: Engine, p: Player, card: SoWhatCard, space: int, section: str) -> Play:
    lots = g.board.sections.get(section, ())
    for holder in range(len(g.state.players)):
        count = sum(1 for i in lots if g.state.owner[i] == holder)
        if count:
            bank_pays(g, holder, card.amount * count, "so_what", f"SO WHAT {card.number}", f"{g.name(holder)} "
                      f"collects ${card.amount} for each of his {count} Deed{'s' * (count > 1)} in Section {section}")
    return
    yield  # pragma: no cover


def _pay_government(g: Engine, p: Player, card: SoWhatCard, space: int, section: str) -> Play:
    yield from pay(g, p, TREASURY_SEAT, card.amount, "so_what_tax", f"SO WHAT {card.number}",
                   f"{p.name} pays ${card.amount} to the Government")


def _pay_bank(g: Engine, p: Player, card: SoWhatCard, space: int, section: str) -> Play:
    yield from pay(g, p, MISC_SEAT, card.amount, "so_what_purchase", "Rule 9(b)", f"{p.name} pays "
                   f"${card.amount}, purchase and tax together, to the Banker ({card.title})")


def _wage_check(g: Engine, p: Player, card: SoWhatCard, space: int, section: str) -> Play:
    take_check(g, p, wage_check(g, space), f"SO WHAT {card.number}", f"for Section {section} ({card.title})", space)
    return
    yield  # pragma: no cover


def _move_in_section(g: Engine, p: Player, card: SoWhatCard, space: int, section: str) -> Play:
    dest = next((i for i in range(g.board.size) if g.board.spaces[i].section == section
                 and g.board.spaces[i].kind == card.target), None)
    if dest is None:
        g.emit("so_what_nothing", "Rule 9(a)", f"Section {section} has no such space: nothing happens "
               f"[ruling R39-24]", player=p.name)
        return
    from .spaces import move_to
    yield from move_to(g, p, dest, f"SO WHAT {card.number}", "moves to")


def _buy_house(g: Engine, p: Player, card: SoWhatCard, space: int, section: str) -> Play:
    yield from new_home(g, p, card.amount, g.board.sections.get(section, ()), f"SO WHAT {card.number}")


def _buy_idle_land(g: Engine, p: Player, card: SoWhatCard, space: int, section: str) -> Play:
    from .idle_land import speculate
    yield from speculate(g, p, card.amount, buy_only=True, rule=f"SO WHAT {card.number}")


def _pay_deed_holders(g: Engine, p: Player, card: SoWhatCard, space: int, section: str) -> Play:
    """One payment due, to several Deed holders (Rule 4's way out covers it all)."""
    dues = [(holder, card.amount, "so_what", f"SO WHAT {card.number}", f"{p.name} pays {g.name(holder)} "
             f"${card.amount} for {g.board.spaces[i].name}") for i in g.board.sections.get(section, ())
            if (holder := g.state.owner[i]) not in (p.seat, PACK)]
    yield from pay_all(g, p, dues)


def _island(g: Engine, p: Player, card: SoWhatCard, space: int, section: str) -> Play:
    yield from island(g, p, space)


def _site_value_tax(g: Engine, p: Player, card: SoWhatCard, space: int, section: str) -> Play:
    g.emit("site_value_tax", "SO WHAT 18", "The 100% Site Value Tax Law is in force: all land rent is paid to the "
           "Government, and at round ends no taxes but those on Shares [rulings R39-27, R39-28]")
    if switches(g.options).share_tax_when == "on_draw":
        from .rounds import share_tax
        n, escaped = len(g.state.players), False
        for k in range(n):
            payer = g.state.players[(p.seat + k) % n]
            try:
                yield from share_tax(g, payer)
            except TurnOver:  # a payer went to the Frontier instead (Rule 4: 'at any time or place')
                if g.state.over:
                    raise
                escaped = escaped or payer is p
        if escaped:  # the drawer's own escape ends his turn, once every player has paid
            raise TurnOver


EFFECTS: dict[str, Callable[[Engine, Player, SoWhatCard, int, str], Play]] = {
    "deed_holders_collect": _deed_holders_collect, "pay_government": _pay_government, "pay_bank": _pay_bank,
    "wage_check": _wage_check, "move_in_section": _move_in_section, "buy_house": _buy_house,
    "buy_idle_land": _buy_idle_land, "pay_deed_holders": _pay_deed_holders, "island": _island,
    "site_value_tax": _site_value_tax}


def new_home(g: Engine, p: Player, price: int, lots: tuple[int, ...], rule: str) -> Play:
    mine = tuple(i for i in lots if g.state.owner[i] == p.seat)
    if not mine or not ph(g).houses_left or p.cash < price:
        g.emit("so_what_nothing", rule, f"{p.name} holds no Deed here, or cannot build: nothing happens "
               f"[ruling R39-24]", player=p.name)
        return
    answer = yield Decision("new_home", p.seat, f"{p.name} may build a House on a lot of his in this section for "
                            f"${price}, House and tax together ({rule})", ("none", *mine), context={"price": price})
    if answer == "none":
        return
    from .turn import put_up
    ph(g).houses_left -= 1
    put_up(g, p, answer, lambda: g.transfer(p.seat, MISC_SEAT, price, "house", "Rule 9(b)", f"{p.name} pays "
                                            f"${price} for a new House on {g.board.spaces[answer].name}, House and "
                                            f"tax together", answer))


def island(g: Engine, p: Player, space: int, rule: str = "SO WHAT 17") -> Play:
    """'throw the dice again, and whatever number you get indicates the Wages you can make on the Island
    if you choose to go there ... you must first pay to the Banker whatever boat fare is marked'."""
    from .turn import throw
    d1, d2 = throw(g, p, rule, "island")
    wages, fare = (d1 + d2) * g.c.island_per_pip, g.c.boat_fare
    if p.cash < fare:
        g.emit("island", rule, f"The Island would pay ${wages}, but {p.name} cannot pay the ${fare} boat fare "
               f"[ruling R39-26]", wages, player=p.name)
        return
    go = yield Decision("island", p.seat, f"Go to the Island? Boat fare ${fare} to the Banker; wages there "
                        f"${wages} ({rule})", YES_NO, context={"fare": fare, "wages": wages})
    if not go:
        return
    g.transfer(p.seat, MISC_SEAT, fare, "boat_fare", rule, f"{p.name} pays the ${fare} boat fare to the Island")
    p.status = ON_ISLAND
    ph(g).holders[p.seat].count_from = space
    bank_pays(g, p.seat, wages, "island_wages", rule, f"{p.name} makes ${wages} wages on the Island, paid by "
              f"the Banker [ruling R39-26]")
