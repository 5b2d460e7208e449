"""The street in words: what each room, building and owner's line of the street view says, and the whole
street as a text alternative (the picture's ``<desc>``, the widget's "describe the board")."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .state import Building
from .street import building_rent, card, part, squatted

if TYPE_CHECKING:
    from ...engine import Engine
    from ...game import Game

ROOF_WORDS = {"roof": "Roof", "converted": "Renovated", "dormer": "Dormer", "flat_roof": "Flat roof"}
SHORT = {"Mother with child": "Mother & child"}  # a room is about fifteen letters wide


def roof_word(b: Building) -> str:
    return ROOF_WORDS.get(b.roof_kind, b.roof_kind.replace("_", " ").capitalize())


def short_name(g: Engine, tenant: int) -> str:
    name = card(g, tenant).name
    return SHORT.get(name, name)


def room_name(b: Building, r: int) -> str:
    """Room ``r`` of ``b`` as a player says it: the cellar, the ground floor, floor 2..., the roof dwelling."""
    if r == 0:
        return "cellar"
    if r == 1:
        return "ground floor"
    return "roof dwelling" if r == b.height + 1 else f"floor {r}"


def room_words(g: Engine, b: Building, tenant: int, rent: tuple[int, int], held: bool) -> tuple[str, str]:
    """(name, rent) on a room: the tenant's short name and the rent it pays now, the text's effect shown
    against the card's printed rent ("$4 (card $2)"); "empty" and its $1; squatters and rent withheld in words."""
    if tenant < 0:
        return "empty", "$0: squatters" if squatted(g, b) else f"pays ${g.c.empty_rent}"
    if card(g, tenant).kind == "squatters":
        return "SQUATTERS", "pay nothing"
    if squatted(g, b):
        return short_name(g, tenant), "$0: squatters"
    printed, paid = rent
    if held:
        return short_name(g, tenant), "$0: WITHHELD"
    return short_name(g, tenant), f"${paid}" if paid == printed else f"${paid} (card ${printed})"


def room_label(g: Engine, b: Building, span: list[int], name: str, rent: str) -> str:
    """A room's spoken label: "Floor 2: Student, $3"; a picture-format tenant names both its rooms."""
    where = " and ".join(room_name(b, r) for r in span)
    return f"{where[:1].upper()}{where[1:]}: {name.lower() if name.isupper() else name}, {rent}"


def building_label(g: Engine, b: Building) -> str:
    """A building's spoken label: owner, number, floors, cellar and roof, rent now, squatters."""
    printed, text, empty = building_rent(g, b)
    parts = [f"{b.height} floor{'s' * (b.height != 1)}"] + (["a cellar"] if b.cellar >= 0 else [])
    roof = "renovated roof" if b.roof_kind == "converted" else roof_word(b).lower()
    parts.append(roof + (" (lived in)" if b.roof_habitable else ""))
    said = f"{g.name(b.owner)}'s building {b.id}: {', '.join(parts)}; rent now ${printed + text + empty}"
    return said + ("; squatters: the building pays no rent" if squatted(g, b) else "")


def owner_line(g: Engine, seat: int, playing: bool) -> str:
    """"Ann · $23 · 4 cards in hand", then "IN JAIL" and, once the game is set up (``playing``), "to play"."""
    return f"{owner_head(g, seat)} · {owner_note(g, seat, playing)}"


def owner_head(g: Engine, seat: int) -> str:
    return f"{g.name(seat)} · ${g.state.players[seat].cash:,}"


def owner_note(g: Engine, seat: int, playing: bool) -> str:
    own, st = part(g), g.state
    cards = len(own.hands[seat])
    line = f"{cards} card{'s' * (cards != 1)} in hand"
    if own.jailed == seat:
        line += " · IN JAIL"
    if playing and st.current == seat and not st.over:
        line += " · to play"
    return line


def pile_line(g: Engine) -> str:
    own = part(g)
    line = f"Draw pile {len(own.draw)} · discard {len(own.discard)}"
    return line + (f" · last turns {own.turns_left}" if own.turns_left >= 0 else "")


def _rooms_said(g: Engine, b: Building) -> str:
    from .street import rents
    pays = {t: (printed, paid) for t, printed, paid in rents(g, b)}
    held = {t for t, _ in part(g).withheld}
    said: list[str] = []
    seen: set[int] = set()
    for r in b.habitable():
        tenant = b.rooms[r]
        if tenant >= 0 and tenant in seen:
            continue
        seen.add(tenant)
        span = [q for q in b.habitable() if b.rooms[q] == tenant] if tenant >= 0 else [r]
        said.append(room_label(g, b, span, *room_words(g, b, tenant, pays.get(tenant, (0, 0)), tenant in held)))
    return "; ".join(said)


def describe_street(game: Game) -> str:
    """The street in words, owner by owner and building by building, room by room, then the jail and piles."""
    g = game.engine
    out = []
    for seat in range(len(game.state.players)):
        buildings = [b for b in part(g).buildings if b.owner == seat]
        line = owner_line(g, seat, game.started).replace(" · ", ", ")
        out.append(line + (": no buildings." if not buildings else "."))
        out += [f"{building_label(g, b)}. {_rooms_said(g, b)}." for b in buildings]
    jailed = part(g).jailed
    out.append(f"{g.name(jailed)} is in jail." if jailed >= 0 else "Nobody is in jail.")
    out.append(pile_line(g).replace(" · ", ", ") + ".")
    return " ".join(out)
