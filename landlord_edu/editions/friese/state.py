"""Landlord!'s own part of the game's state (``State.extra``), saved under the key ``"landlord_card"``.

Every card (by id, an index into the edition's deck) is in exactly one place: the draw pile, the discard
pile, a hand, a building (a floor, its roof, a renovation, or a tenant in a room), or the Jail card's place
on the table (``jail_card``).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any, ClassVar


@dataclass
class Building:
    """A building: floor cards bottom first, a roof, renovations, and who lives in which room.

    Rooms are numbered 0 (the cellar), 1..height (the floors) and height + 1 (the roof dwelling);
    ``rooms[i]`` is the tenant card living there, or -1. A picture-format tenant fills two rooms.
    """

    id: int
    owner: int
    floors: list[int]
    roof: int
    roof_kind: str                        # "roof", "dormer" or "flat_roof" (the card that completed or changed it)
    roof_cards: list[int] = field(default_factory=list)  # renovation cards laid on the roof (conversion, dormer...)
    roof_habitable: bool = False
    cellar: int = -1                      # the Cellar renovation card, if any
    rooms: list[int] = field(default_factory=list)

    @property
    def height(self) -> int:
        return len(self.floors)

    def habitable(self) -> list[int]:
        """The rooms one may live in: the floors, the cellar if built, the roof if habitable."""
        return ([0] if self.cellar >= 0 else []) + list(range(1, self.height + 1)) + (
            [self.height + 1] if self.roof_habitable else [])

    def tenants(self) -> list[int]:
        """The tenant cards living here, each once, bottom first."""
        seen: list[int] = []
        for card in self.rooms:
            if card >= 0 and card not in seen:
                seen.append(card)
        return seen

    def cards(self) -> list[int]:
        """Every card this building is made of or holds."""
        made = [*self.floors, self.roof, *self.roof_cards] + ([self.cellar] if self.cellar >= 0 else [])
        return made + self.tenants()


@dataclass
class StateLL:
    """The table: piles, hands, the street of buildings, the Jail card, and the end's count of turns."""

    KEY: ClassVar[str] = "landlord_card"

    draw: list[int]                       # top first
    discard: list[int]                    # top last
    hands: list[list[int]]
    buildings: list[Building] = field(default_factory=list)
    jail_card: int = -1                   # the Jail card's id (set aside on the table)
    jailed: int = -1                      # the seat holding the Jail card, or -1
    next_building: int = 0
    roof_offers: list[int] = field(default_factory=list)  # players asked for a roof this turn
    withheld: list[list[int]] = field(default_factory=list)  # [tenant, Rent withheld card] laid on tenants
    bank: int = 0                         # the BANK's balance: starting money out, card purchases in (may be < 0)
    reshuffles: int = 0                   # times the discard pile became the draw pile (5-6 players)
    turns_left: int = -1                  # turns still to play once the last card is drawn; -1 before
    rent_now: int = 0                     # rent collected this turn: the budget for buying cards
    homeless: int = 0                     # tenants discarded for want of a suitable apartment
    rent_printed: int = 0                 # rent collected at printed rents (tenants only)
    rent_text: int = 0                    # rent due to tenant texts (effective less printed)
    rent_empty: int = 0                   # rent from empty apartments ($1 each)
    squatter_turns: int = 0               # buildings with squatters at their owner's rent, summed
    charges: int = 0                      # paid under the project's site charge or floor tax (not the rules')
    police_calls: int = 0
    evictions: int = 0
    moves: int = 0

    def building(self, bid: int) -> Building:
        for b in self.buildings:
            if b.id == bid:
                return b
        raise KeyError(bid)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> StateLL:
        data = dict(data)
        data["buildings"] = [Building(**b) for b in data["buildings"]]
        return cls(**data)
