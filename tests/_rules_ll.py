"""Helpers for the Landlord! rule tests: a table of human players whose hands and street a test lays out
card by card, and a driver that answers a rule's decisions in turn."""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

from landlord_edu import Game, Options
from landlord_edu.decisions import Decision
from landlord_edu.editions.friese.state import Building, StateLL
from landlord_edu.engine import Engine

ED = "landlord-card-game"
_MISSING = object()


def table(players: int = 3, **switches: Any) -> Engine:
    """A game not yet set up: empty hands, the whole deck (Jail included) in the draw pile, $0 each."""
    game = Game(players, strategies=["human"] * players, seed=1, edition=ED, options=Options(**switches))
    return game.engine


def part(g: Engine) -> StateLL:
    own = g.state.extra
    assert isinstance(own, StateLL)
    return own


def cid(g: Engine, name: str, n: int = 0) -> int:
    """The id of the ``n``-th card called ``name`` in the deck; taken out of the draw pile."""
    ids = [i for i, c in enumerate(g.c.deck) if c.name == name]
    found = ids[n]
    if found in part(g).draw:
        part(g).draw.remove(found)
    return found


def hand(g: Engine, seat: int, *names: str) -> list[int]:
    """Give ``seat`` one card of each name (the next unused copy); their ids."""
    ids = []
    for name in names:
        n = 0
        while cid(g, name, n) in part(g).hands[seat] or any(cid(g, name, n) in b.cards() for b in part(g).buildings):
            n += 1
        ids.append(cid(g, name, n))
        part(g).hands[seat].append(ids[-1])
    return ids


def street(g: Engine, owner: int, floors: int, roof: str = "Roof", *, cellar: bool = False,
           habitable_roof: bool = False) -> Building:
    """A completed building of ``floors`` apartment cards (Alibi backs) laid for ``owner``."""
    own = part(g)
    used = {c for b in own.buildings for c in b.cards()} | {c for h in own.hands for c in h}
    spare = [i for i in own.draw if g.c.deck[i].kind in ("alibi", "court", "police", "moving") and i not in used]
    fl = spare[:floors]
    rest = [i for i in own.draw if g.c.deck[i].name == roof and i not in used and i not in fl]
    cel = [i for i in own.draw if g.c.deck[i].kind == "cellar" and i not in used][:1] if cellar else []
    for i in (*fl, rest[0], *cel):
        own.draw.remove(i)
    kind = g.c.deck[rest[0]].kind
    b = Building(own.next_building, owner, fl, rest[0], kind, [], habitable_roof or kind == "dormer",
                 cel[0] if cel else -1, [-1] * (floors + 2))
    own.next_building += 1
    own.buildings.append(b)
    return b


def live(g: Engine, b: Building, name: str, *rooms: int) -> int:
    """A tenant card called ``name`` living in ``rooms`` of ``b``."""
    n = 0
    while any(cid(g, name, n) in x.rooms for x in part(g).buildings) or any(
            cid(g, name, n) in h for h in part(g).hands):
        n += 1
    t = cid(g, name, n)
    for r in rooms:
        b.rooms[r] = t
    return t


def drive(gen: Generator[Decision, Any, Any], *answers: Any) -> list[Decision]:
    """Run a rule to its end, answering its decisions with ``answers`` in turn (each checked as the game
    checks it); the decisions asked."""
    asked: list[Decision] = []
    pending = iter(answers)
    try:
        d = next(gen)
        while True:
            asked.append(d)
            answer = next(pending, _MISSING)
            assert answer is not _MISSING, f"a decision the test did not expect: {d.prompt} {d.options}"
            d = gen.send(d.validate(answer))
    except StopIteration:
        return asked


def said(g: Engine, rule: str) -> list[str]:
    return [e.text for e in g.events if e.rule == f"{ED} {rule}"]
