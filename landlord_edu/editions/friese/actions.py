"""Action cards played from the hand, and the answers they allow (Action cards): Eviction, Politics (as
Eviction or out of jail), Court (out of jail), Moving with Broker and the mover's $2, Police against
squatters, Recycle, and the mother with child taken back."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...decisions import Play
from .crime import bomb, murder
from .demolition import demolish, demolition_options
from .moves import arrives, discard_held, place, police, take_out, to_bottom
from .recycle import answer_for, recycle
from .street import card, first_held, part, places, rents, where_is
from .switches import switches

if TYPE_CHECKING:
    from ...engine import Engine


def evictable(g: Engine, seat: int) -> list[Any]:
    """The options of the actions other than Moving."""
    own = part(g)
    found: list[Any] = []
    eviction, politics = first_held(g, seat, "eviction"), first_held(g, seat, "politics")
    for b in own.buildings:
        if any(card(g, t).kind != "squatters" for t in b.tenants()):
            found += [{"eviction": eviction, "building": b.id}] if eviction >= 0 else []
            found += [{"politics": politics, "as": "eviction", "building": b.id}] if politics >= 0 else []
    if own.jailed == seat:
        court = first_held(g, seat, "court")
        found += [{"court": court}] if court >= 0 else []
        found += [{"politics": politics, "as": "jail"}] if politics >= 0 else []
    police = first_held(g, seat, "police")
    if police >= 0:
        found += [{"police": police, "tenant": t} for b in own.buildings if b.owner == seat for t in b.tenants()
                  if card(g, t).kind == "squatters"]
    withheld = first_held(g, seat, "rent_withheld")
    if withheld >= 0:
        held = {t for t, _ in own.withheld}
        found += [{"rent_withheld": withheld, "tenant": t} for b in own.buildings for t in b.tenants() if t not in held]
    found += demolition_options(g, seat)
    recycle = first_held(g, seat, "recycle")
    if recycle >= 0 and own.discard:
        found.append({"recycle": recycle})
    if switches(g.options).ll_tenant_text:
        found += [{"take_back": t} for b in own.buildings if b.owner == seat for t in b.tenants()
                  if card(g, t).text == "mother"]
    return found


def moving_options(g: Engine, seat: int) -> list[Any]:
    """Moving: any tenant, to the bottom of the draw pile or (one room set per building) elsewhere."""
    moving = first_held(g, seat, "moving")
    if moving < 0:
        return []
    found: list[Any] = []
    for b in part(g).buildings:
        for t in b.tenants():
            found.append({"moving": moving, "tenant": t, "to": "bottom"})
            seen: set[int] = set()
            for bid, rooms in places(g, t, b.id):
                if bid not in seen:
                    seen.add(bid)
                    found.append({"moving": moving, "tenant": t, "to": {"building": bid, "rooms": rooms}})
    return found


def evict(g: Engine, seat: int, bid: int, rule: str) -> None:
    """Eviction: the owner takes all tenant cards back into his hand, except the squatters (R-LL34)."""
    own = part(g)
    b = own.building(bid)
    gone = [t for t in b.tenants() if card(g, t).kind != "squatters"]
    for t in gone:
        take_out(g, t)
        own.hands[b.owner].append(t)
    own.evictions += len(gone)
    g.emit("eviction", rule, f"{g.name(seat)} evicts {len(gone)} tenant(s) from {g.name(b.owner)}'s building "
           f"{b.id}: back to {g.name(b.owner)}'s hand", len(gone), player=g.name(seat))


def leave_jail(g: Engine, seat: int, rule: str) -> None:
    part(g).jailed = -1
    g.emit("jail", rule, f"{g.name(seat)} leaves jail", player=g.name(seat))


def _move(g: Engine, seat: int, cid: int, tenant: int, to: Any) -> Play:
    """Moving: the tenant goes to another apartment or the bottom of the draw pile; Broker, the mover's $2."""
    own = part(g)
    discard_held(g, seat, cid)
    b = where_is(g, tenant)
    assert b is not None
    paid = next(r for t, _, r in rents(g, b) if t == tenant)
    take_out(g, tenant)
    own.moves += 1
    if to == "bottom":
        to_bottom(g, tenant, "Moving", g.name(seat))
    else:
        dest = own.building(to["building"])
        place(g, tenant, dest, list(to["rooms"]))
        g.emit("move_tenant", "Moving", f"{g.name(seat)} moves {card(g, tenant).name} to {g.name(dest.owner)}'s "
               f"building {dest.id}", player=g.name(seat))
        yield from arrives(g, tenant, dest, seat)
    if switches(g.options).ll_tenant_text:
        for m in own.buildings:
            for t in m.tenants():
                if card(g, t).text == "mover" and m.owner != seat:  # "from the player who played it" (R-LL32)
                    due = min(2, g.state.players[seat].cash)
                    g.transfer(seat, m.owner, due, "mover", "The mover", f"{g.name(seat)} pays the mover's landlord")
    if b.owner != seat:
        yield from _broker(g, seat, b.owner, tenant, paid)


def _broker(g: Engine, seat: int, landlord: int, tenant: int, paid: int) -> Play:
    """Broker, played by the player affected by the Moving (or, under ``ll_all_respond``, another): the player
    who moved the tenant pays its landlord the rent it paid there as a commission (R-LL33)."""
    def brokers(s: int) -> list[Any]:
        broker = first_held(g, s, "broker")
        return ["none", *([{"broker": broker}] if broker >= 0 else [])]
    who, answer = yield from answer_for(g, landlord, seat, "Play Broker? (Broker)", brokers, {"tenant": tenant})
    if answer != "none":
        discard_held(g, who, answer["broker"])
        due = min(paid, g.state.players[seat].cash)  # the effective rent it paid there (R-LL33); what he has
        g.transfer(seat, landlord, due, "broker", "Broker", f"{g.name(seat)} pays the commission")


def apply_action(g: Engine, seat: int, answer: dict[str, Any]) -> Play:
    key = next(iter(answer))
    cid = answer[key]
    if key == "moving":
        yield from _move(g, seat, cid, answer["tenant"], answer["to"])
        return
    if key == "rent_withheld":
        part(g).hands[seat].remove(cid)
        part(g).withheld.append([answer["tenant"], cid])
        name = card(g, answer["tenant"]).name
        g.emit("rent_withheld", "Rent withheld", f"{g.name(seat)} lays Rent withheld on {name}", player=g.name(seat))
        return
    if key == "demolition" or (key == "politics" and answer.get("as") == "demolition"):
        discard_held(g, seat, cid)
        yield from demolish(g, seat, answer["building"], "Demolition" if key == "demolition" else "Politics")
        return
    if key == "murder":
        yield from murder(g, seat, cid, answer["tenant"])
        return
    if key == "bomb":
        yield from bomb(g, seat, cid, answer["building"])
        return
    if key == "take_back":
        take_out(g, cid)
        part(g).hands[seat].append(cid)
        g.emit("take_back", "The mother with child", f"{g.name(seat)} takes the mother with child back into "
               f"his hand", player=g.name(seat))
        return
    discard_held(g, seat, cid)
    if key == "eviction" or (key == "politics" and answer["as"] == "eviction"):
        evict(g, seat, answer["building"], "Eviction" if key == "eviction" else "Politics")
    elif key in ("court", "politics"):
        leave_jail(g, seat, "Court" if key == "court" else "Politics")
    elif key == "police":
        part(g).discard.remove(cid)
        part(g).hands[seat].append(cid)
        police(g, seat, cid, answer["tenant"])
    elif key == "recycle":
        part(g).discard.remove(cid)
        part(g).hands[seat].append(cid)
        recycle(g, seat, cid)
