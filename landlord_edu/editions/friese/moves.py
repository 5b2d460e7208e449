"""Taking tenants out and putting them in: placement, relocation to a suitable empty apartment, the discard
pile for the "homeless", and the bottom of the draw pile."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...decisions import Decision, Play
from .recycle import answer_for
from .state import Building
from .street import card, part, places, where_is
from .switches import switches

if TYPE_CHECKING:
    from ...engine import Engine


def place(g: Engine, cid: int, b: Building, rooms: list[int]) -> None:
    for r in rooms:
        b.rooms[r] = cid


def discard_held(g: Engine, seat: int, cid: int) -> None:
    """A card of the player's hand goes to the discard pile."""
    part(g).hands[seat].remove(cid)
    part(g).discard.append(cid)


def take_out(g: Engine, cid: int) -> Building:
    """Empty the rooms of a tenant card; the building it left."""
    b = where_is(g, cid)
    assert b is not None
    b.rooms = [-1 if t == cid else t for t in b.rooms]
    own = part(g)
    for pair in [p for p in own.withheld if p[0] == cid]:  # "If the tenant is moved ... also discarded"
        own.withheld.remove(pair)
        own.discard.append(pair[1])
        g.emit("card", "Rent withheld", f"{card(g, cid).name} moves: the Rent withheld card is discarded")
    return b


def to_bottom(g: Engine, cid: int, rule: str, who: str) -> None:
    """Under the draw pile, or to the discard pile when the draw pile is empty (Ending the Game)."""
    own = part(g)
    if own.draw:
        own.draw.append(cid)
        g.emit("card", rule, f"{who} puts {card(g, cid).name} at the bottom of the draw pile")
    else:
        own.discard.append(cid)
        g.emit("card", "Ending the Game", f"the draw pile is empty: {card(g, cid).name} is discarded instead")


def destinations(g: Engine, cid: int, chooser: int, skip: int) -> list[Any]:
    """The relocate decision's options: every suitable empty apartment (R-LL08), or "discard" if none."""
    found = places(g, cid, skip)
    if switches(g.options).ll_relocate_own_first:
        own = [(b, r) for b, r in found if part(g).building(b).owner == chooser]
        found = own or found
    return [{"building": b, "rooms": r} for b, r in found] or ["discard"]


def relocate(g: Engine, cid: int, chooser: int, rule: str) -> Play:
    """Move a tenant already out of its rooms to a suitable empty apartment chosen by ``chooser``; with none,
    to the discard pile (Examine the buildings)."""
    b_from = where_is(g, cid)
    skip = b_from.id if b_from is not None else -1
    if b_from is not None:
        take_out(g, cid)
    options = tuple(destinations(g, cid, chooser, skip))
    name = card(g, cid).name
    if options == ("discard",):
        part(g).discard.append(cid)
        part(g).homeless += 1
        g.emit("homeless", rule, f"no suitable empty apartment: {name} goes to the discard pile")
        return
    answer = yield Decision("relocate", chooser, f"Where does {name} move? ({rule})", options,
                            context={"tenant": cid, "rule": rule})
    b = part(g).building(answer["building"])
    place(g, cid, b, list(answer["rooms"]))
    g.emit("move_tenant", rule, f"{name} moves to {g.name(b.owner)}'s building {b.id}", player=g.name(chooser))
    yield from arrives(g, cid, b, chooser)


def arrives(g: Engine, cid: int, b: Building, by: int) -> Play:
    """A tenant moved into ``b`` by ``by``: the musician's text; squatters put on another player's building
    may be answered with Police."""
    yield from musician_arrives(g, cid, b, by)
    if card(g, cid).kind == "squatters" and b.owner != by and cid in b.rooms:
        yield from police_answer(g, b.owner, cid, by)


def police_answer(g: Engine, victim: int, squatters: int, by: int) -> Play:
    """Police, played "anytime by a player affected by squatters": they are discarded (Recycle offered beside,
    R-LL65; the other players too under ``ll_all_respond``)."""
    def polices(s: int) -> list[Any]:
        police_card = next((c for c in part(g).hands[s] if card(g, c).kind == "police"), -1)
        return ["none", *([{"police": police_card}] if police_card >= 0 else [])]
    who, answer = yield from answer_for(g, victim, by, "Play Police against the squatters? (Police)", polices,
                                        {"tenant": squatters})
    if answer != "none":
        police(g, who, answer["police"], squatters)


def police(g: Engine, seat: int, card_id: int, squatters: int) -> None:
    """Police against squatters: the card and the squatters are discarded."""
    part(g).hands[seat].remove(card_id)
    part(g).discard.append(card_id)
    take_out(g, squatters)
    part(g).discard.append(squatters)
    part(g).police_calls += 1
    g.emit("police", "Police", f"{g.name(seat)} calls the police: the squatters are discarded", player=g.name(seat))



def musician_arrives(g: Engine, cid: int, b: Building, chooser: int) -> Play:
    """The musician: moving into a building where no other musician lives, all other tenants move out, where
    the player who placed him decides; those with no suitable empty apartment stay (R-LL28)."""
    if not switches(g.options).ll_tenant_text or card(g, cid).text != "musician":
        return
    if any(card(g, t).text == "musician" for t in b.tenants() if t != cid):
        return
    for t in [t for t in b.tenants() if t != cid]:
        if places(g, t, b.id):
            yield from relocate(g, t, chooser, "The musician")
        else:
            g.emit("musician", "The musician", f"{card(g, t).name} finds no apartment and stays")
