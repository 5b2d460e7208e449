"""Play cards (optional): build, renovate, place a tenant, take an action; each a ``play`` answer.

A ``play`` decision lists, as its options, "done" and one answer for each play possible now (a build with
the floors the bots would give up first, one room set per building for a Moving); its check accepts any
legal play (any floor cards, any suitable rooms). The answers (docs/edition-landlord-card-game.md):
``{"build": [floor ids], "roof": id}``, ``{"tenant": id, "building": b, "rooms": [r...]}``,
``{"renovate": id, "building": b}``, ``{"eviction": id, "building": b}``,
``{"politics": id, "as": "eviction", "building": b}`` or ``{"politics": id, "as": "jail"}``, ``{"court": id}``,
``{"moving": id, "tenant": t, "to": "bottom" | {"building": b, "rooms": [r...]}}``,
``{"police": id, "tenant": squatters id}``, ``{"recycle": id}``, ``{"take_back": mother id}``.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any

from ...decisions import Decision, Play, same_value
from ...errors import IllegalAction
from .actions import apply_action, evictable, moving_options
from .building import build, build_options, renovate, renovate_options
from .crime import crime_options
from .moves import arrives, place
from .roof_sale import buy_roof, check_offer, offer_options
from .state import Building
from .street import card, part, room_sets, suits, where_is
from .switches import switches
from .trade import check_trade, trade

if TYPE_CHECKING:
    from ...engine import Engine

NOT_YET: dict[str, str] = {}
RESPONSE_ONLY = {"alibi": "played only when the police investigate", "broker": "played only in answer to a Moving",
                 "lunatic": "played only by the victim of a murder or a bomb", "jail": "never in a hand"}


def tenant_options(g: Engine, seat: int) -> list[Any]:
    done: set[str] = set()
    found: list[Any] = []
    for cid in part(g).hands[seat]:
        c = card(g, cid)
        if not c.is_tenant or c.name in done:
            continue
        done.add(c.name)
        found += [{"tenant": cid, "building": b.id, "rooms": rooms} for b in part(g).buildings
                  for rooms in room_sets(g, cid, b)]
    return found


def options(g: Engine, seat: int) -> list[Any]:
    """"done" and the plays open to ``seat`` now (one of each kind of card)."""
    return ["done", *build_options(g, seat), *tenant_options(g, seat), *renovate_options(g, seat),
            *evictable(g, seat), *moving_options(g, seat), *crime_options(g, seat),
            *offer_options(g, seat)]


def _first_key(answer: Any) -> str:
    if not isinstance(answer, dict) or not answer:
        raise IllegalAction(f"answer \"done\" or a table naming a play, not {answer!r}")
    return next(iter(answer))


def _held(g: Engine, seat: int, cid: Any) -> int:
    if type(cid) is not int or cid not in part(g).hands[seat]:
        raise IllegalAction(f"card {cid!r} is not in {g.name(seat)}'s hand")
    kind = card(g, cid).kind
    if kind in NOT_YET:
        raise IllegalAction(f"{NOT_YET[kind]} is not yet implemented in this edition (see docs/"
                            f"edition-landlord-card-game.md, 'Not yet implemented'); its card may still be "
                            f"built as an apartment")
    if kind in ("murder", "bomb", "lunatic") and not switches(g.options).ll_crime_cards:
        raise IllegalAction(f"{card(g, cid).name} is not played in this game: the classroom option "
                            f"ll_crime_cards=False (the project's, not the rules') leaves the crime cards out")
    if kind in RESPONSE_ONLY:
        raise IllegalAction(f"{card(g, cid).name} is {RESPONSE_ONLY[kind]}")
    return cid


def _building(g: Engine, bid: Any) -> Building:
    try:
        return part(g).building(bid) if type(bid) is int else part(g).building(-1)
    except KeyError:
        raise IllegalAction(f"there is no building {bid!r}") from None


def _check_build(g: Engine, seat: int, answer: dict[str, Any]) -> None:
    floors, roof = answer.get("build"), _held(g, seat, answer.get("roof"))
    if card(g, roof).kind not in ("roof", "dormer", "flat_roof"):
        raise IllegalAction(f"{card(g, roof).name} is not a roof: a building is completed by a Roof, a Roof "
                            f"dormer or a Flat roof (Build or renovate a building)")
    if not isinstance(floors, list) or not 1 <= len(floors) <= g.c.max_floors or len(set(floors)) != len(floors):
        raise IllegalAction(f"a building has 1 to {g.c.max_floors} different floor cards (Build)")
    if roof in floors or any(type(f) is not int or f not in part(g).hands[seat] for f in floors):
        raise IllegalAction("the floors are cards of his hand, other than the roof (Build)")


def _check_tenant(g: Engine, seat: int, answer: dict[str, Any]) -> None:
    cid = _held(g, seat, answer.get("tenant"))
    rooms = answer.get("rooms")
    if not card(g, cid).is_tenant:
        raise IllegalAction(f"{card(g, cid).name} is not a tenant")
    b = _building(g, answer.get("building"))
    if not isinstance(rooms, list) or not all(type(r) is int and 0 <= r < len(b.rooms) for r in rooms) or not suits(
            g, cid, b, rooms):
        raise IllegalAction(f"rooms {rooms!r} of building {b.id} are not a suitable empty apartment for "
                            f"{card(g, cid).name} (Place a tenant in an apartment)")


def _check_moving(g: Engine, seat: int, answer: dict[str, Any]) -> None:
    """Moving: any tenant, to the bottom of the draw pile or a suitable empty apartment (R-LL40)."""
    _held(g, seat, answer.get("moving"))
    tenant, to = answer.get("tenant"), answer.get("to")
    if type(tenant) is not int or where_is(g, tenant) is None:
        raise IllegalAction(f"{tenant!r} is no tenant living in a building (Moving)")
    if to == "bottom":
        return
    if not isinstance(to, dict):
        raise IllegalAction("a Moving sends the tenant to \"bottom\" or to {\"building\": b, \"rooms\": [...]}")
    b, rooms = _building(g, to.get("building")), to.get("rooms")
    if not isinstance(rooms, list) or not all(type(r) is int and 0 <= r < len(b.rooms) for r in rooms) or not suits(
            g, tenant, b, rooms):
        raise IllegalAction(f"rooms {rooms!r} of building {b.id} are not a suitable empty apartment for "
                            f"{card(g, tenant).name} (Moving)")


def check(g: Engine, seat: int, answer: Any, *, listed: tuple[Any, ...]) -> Any:
    """The answer if it is a legal play now; else IllegalAction saying why (nothing is changed)."""
    if any(same_value(answer, option) for option in listed):
        return answer
    key = _first_key(answer)
    if key == "build":
        _check_build(g, seat, answer)
    elif key == "tenant":
        _check_tenant(g, seat, answer)
    elif key == "moving":
        _check_moving(g, seat, answer)
    elif key == "buy_roof":
        check_offer(g, seat, answer)
    elif key == "buy_card":
        check_trade(g, seat, answer)
    else:
        _held(g, seat, answer.get(key))
        raise IllegalAction(f"{answer!r} is not a legal play now; the plays open are the decision's options")
    return answer


def play_cards(g: Engine, seat: int) -> Play:
    """Play cards (optional): as many as he chooses, each applied before the next is asked."""
    while True:
        listed = tuple(options(g, seat))
        answer = yield Decision("play", seat, "Play a card, or \"done\" (Play cards)", listed,
                                check=partial(check, g, seat, listed=listed))
        if answer == "done":
            return
        yield from _apply(g, seat, answer)


def _apply(g: Engine, seat: int, answer: dict[str, Any]) -> Play:
    key = next(iter(answer))
    if key == "build":
        build(g, seat, list(answer["build"]), answer["roof"])
    elif key == "tenant":
        yield from _place_tenant(g, seat, answer)
    elif key == "renovate":
        renovate(g, seat, answer["renovate"], part(g).building(answer["building"]))
    elif key == "buy_roof":
        yield from buy_roof(g, seat, answer["buy_roof"], answer["price"])
    elif key == "buy_card":
        yield from trade(g, seat, answer)
    else:
        yield from apply_action(g, seat, answer)


def _place_tenant(g: Engine, seat: int, answer: dict[str, Any]) -> Play:
    cid, b = answer["tenant"], part(g).building(answer["building"])
    part(g).hands[seat].remove(cid)
    place(g, cid, b, list(answer["rooms"]))
    c = card(g, cid)
    g.emit("tenant", c.name if c.kind == "squatters" else "Place a tenant in an apartment",
           f"{g.name(seat)} places {c.name} in {g.name(b.owner)}'s building {b.id}", player=g.name(seat))
    yield from arrives(g, cid, b, seat)
