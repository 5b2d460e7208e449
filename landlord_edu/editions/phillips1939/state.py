"""The 1939 rules' own part of the game's state (``State.extra``), saved under the key ``"phillips"``."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any, ClassVar

from ...state import OWN_SEAT

BLUEBLOOD_SEAT = OWN_SEAT  # Lord Blueblood's pile, out of play (Rule 2): the rule set's own account


@dataclass
class Holder1939:
    """What a player holds and owes under the 1939 rules, beyond cash, Deeds and Houses."""

    rounds: int = 0                                        # rounds completed (End of a Round)
    checks: list[int] = field(default_factory=list)        # uncashed Wage Checks, in dollars (Rule 1(a))
    idle_land: list[int] = field(default_factory=list)     # Idle Land card numbers held (Rule 6)
    bought_now: list[int] = field(default_factory=list)    # bought this turn: not to be sold back yet
    spare_houses: int = 0                                  # Houses held but not yet put up (his first House)
    debts: list[list[int]] = field(default_factory=list)   # [creditor seat or account, dollars] (R39-15)
    count_from: int = -1                                   # SO WHAT space to count from after the Island


@dataclass
class State1939:
    """The 1939 edition's own state: Shares, decks, the Frontier, Lord Blueblood's pile."""

    KEY: ClassVar[str] = "phillips"  # the key it is saved under (saves before the split used it too)

    holders: list[Holder1939]
    share_owner: list[int]                                 # seat holding each Share card (edition decks order)
    idle_pile: list[int]                                   # face-down Idle Land card numbers, top first
    so_what_pile: list[int]                                # SO WHAT card numbers, top first
    face_up: list[list[int]] = field(default_factory=list)  # [card number, drawer seat] lying face up (Note X)
    frontier_closed: bool = False
    frontier_owner: int = -1
    blueblood: int = 0                                     # Lord Blueblood's pile (Rule 2)
    houses_left: int = 0                                   # Houses still with the Banker (R39-08)
    bank_broken: bool = False

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> State1939:
        data = dict(data)
        data["holders"] = [Holder1939(**h) for h in data["holders"]]
        return cls(**data)
