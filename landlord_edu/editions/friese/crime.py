"""Murder and Bomb, the Lunatic who turns them back, the police investigation (Alibi, Court), the family's
reports and Jail (Action cards; The family; The single)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...decisions import Play
from .moves import discard_held, take_out, to_bottom
from .recycle import answer_for, ask, recycle_option
from .state import Building
from .street import card, first_held, part, where_is
from .switches import switches

if TYPE_CHECKING:
    from ...engine import Engine


def crime_options(g: Engine, seat: int) -> list[Any]:
    """Murder on any tenant; Bomb on any building."""
    found: list[Any] = []
    if not switches(g.options).ll_crime_cards:  # the project's classroom option: no crime cards
        return found
    murder, bomb = first_held(g, seat, "murder"), first_held(g, seat, "bomb")
    for b in part(g).buildings:
        found += [{"bomb": bomb, "building": b.id}] if bomb >= 0 else []
        found += [{"murder": murder, "tenant": t} for t in b.tenants()] if murder >= 0 else []
    return found


def _targets(g: Engine, seat: int, kind: str) -> list[int]:
    """Where a Lunatic may turn a murder (the player's tenants) or a bomb (his buildings) (R-LL37)."""
    mine = [b for b in part(g).buildings if b.owner == seat]
    return [t for b in mine for t in b.tenants()] if kind == "murder" else [b.id for b in mine]


def _defence(g: Engine, victim: int, criminal: int, kind: str, target: int) -> Play:
    """The victim's one answer (R-LL20): Lunatic (turned back, the one who plays it choosing where), Police, or
    none; (who answered, the answer). Others may answer too under ``ll_all_respond`` (R-LL67)."""
    def options(seat: int) -> list[Any]:
        found: list[Any] = ["none"]
        lunatic, police = first_held(g, seat, "lunatic"), first_held(g, seat, "police")
        key = "tenant" if kind == "murder" else "building"
        if lunatic >= 0:
            found += [{"lunatic": lunatic, key: x} for x in _targets(g, criminal, kind)]
        if police >= 0:
            found.append({"police": police})
        return found
    if victim == criminal:
        return victim, "none"
    answered = yield from answer_for(g, victim, criminal, f"Answer the {kind}: Lunatic, Police or none? "
                                     f"({kind.title()})", options, {"kind": kind, "target": target})
    return answered


def _families_report(g: Engine, criminal: int, b: Building | None, victim_card: int) -> bool:
    """The family reports its landlord's murder or bomb, and one on the building it lives in (R-LL24, R-LL25)."""
    if not switches(g.options).ll_tenant_text:
        return False
    own = any(card(g, t).text == "family" for x in part(g).buildings if x.owner == criminal for t in x.tenants())
    there = b is not None and any(card(g, t).text == "family" and t != victim_card for t in b.tenants())
    return own or there


def investigate(g: Engine, criminal: int) -> Play:
    """Police: from the player who played the card, clockwise, until one shows neither Alibi nor Court; a
    prisoner has an automatic alibi (R-LL21-23). The one found goes to jail."""
    own, n = part(g), len(part(g).hands)
    own.police_calls += 1
    seat = criminal
    for _ in range(n * (len(g.c.deck) + 1)):  # each lap costs an alibi or a court: it ends
        if own.jailed != seat:
            shown = yield from _questioned(g, seat)
            if not shown:
                if own.jailed >= 0:  # a small jail: the old prisoner goes free (R-LL26)
                    g.emit("jail", "Jail", f"{g.name(own.jailed)} leaves jail", player=g.name(own.jailed))
                own.jailed = seat
                g.emit("jail", "Police", f"the police find {g.name(seat)} guilty: to jail", player=g.name(seat))
                return
        seat = (seat + 1) % n


def _questioned(g: Engine, seat: int) -> Play:
    def options() -> list[Any]:
        return ["none"] + [{k: c} for k in ("alibi", "court") for c in [first_held(g, seat, k)] if c >= 0]
    if len(options()) + len(recycle_option(g, seat)) == 1:
        return False
    answer = yield from ask(g, "alibi", seat, "The police question you: show an Alibi or Court? (Police)", options)
    if answer == "none":
        return False
    discard_held(g, seat, next(iter(answer.values())))
    g.emit("alibi", "Alibi" if "alibi" in answer else "Court", f"{g.name(seat)} avoids jail", player=g.name(seat))
    return True


def murder(g: Engine, seat: int, cid: int, tenant: int) -> Play:
    """Murder: the tenant and the card are discarded; a single cannot be murdered (no vacancy, no police)."""
    discard_held(g, seat, cid)
    b = where_is(g, tenant)
    assert b is not None
    who, answer = yield from _defence(g, b.owner, seat, "murder", tenant)
    turned = isinstance(answer, dict) and "lunatic" in answer
    if turned:
        discard_held(g, who, answer["lunatic"])
        tenant = answer["tenant"]
        b = where_is(g, tenant)
        assert b is not None
        g.emit("lunatic", "Lunatic", f"the lunatic turns the murder back on {g.name(seat)}")
    if switches(g.options).ll_tenant_text and card(g, tenant).text == "single":
        g.emit("murder", "The single", "the murder of a single fails: another shows up (no vacancy, no police)")
        return
    take_out(g, tenant)
    part(g).discard.append(tenant)
    g.emit("murder", "Murder", f"{card(g, tenant).name} in {g.name(b.owner)}'s building {b.id} is murdered",
           player=g.name(seat))
    if not turned:
        yield from _after(g, seat, who, answer, _families_report(g, seat, b, tenant))


def _after(g: Engine, seat: int, victim: int, answer: Any, reports: bool) -> Play:
    """Police called by the victim (or whoever answered for him), or a family's report: one investigation (none
    after a Lunatic, R-LL54)."""
    if isinstance(answer, dict) and "police" in answer:
        discard_held(g, victim, answer["police"])
        g.emit("police", "Police", f"{g.name(victim)} calls the police", player=g.name(victim))
        yield from investigate(g, seat)
    elif reports:
        g.emit("police", "The family", "a family reports it to the police")
        yield from investigate(g, seat)


def bomb(g: Engine, seat: int, cid: int, bid: int) -> Play:
    """Bomb: the building is destroyed; all its cards, tenants too, go under the draw pile (R-LL36)."""
    discard_held(g, seat, cid)
    own = part(g)
    b = own.building(bid)
    who, answer = yield from _defence(g, b.owner, seat, "bomb", bid)
    turned = isinstance(answer, dict) and "lunatic" in answer
    if turned:
        discard_held(g, who, answer["lunatic"])
        b = own.building(answer["building"])
        g.emit("lunatic", "Lunatic", f"the lunatic carries the bomb to {g.name(seat)}'s building {b.id}")
    reports = _families_report(g, seat, b, -1)
    cards = b.cards()
    own.buildings.remove(b)
    g.rng.shuffle(cards, "deck")
    for c in cards:
        to_bottom(g, c, "Bomb", g.name(seat))
    g.emit("bomb", "Bomb", f"{g.name(b.owner)}'s building {b.id} is destroyed", len(cards), player=g.name(seat))
    if not turned:
        yield from _after(g, seat, who, answer, reports)
