"""Laissez-faire's own part of the game's state (``State.extra``), saved under the key ``"laissez_faire"``."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any, ClassVar

ELIMINATED = "eliminated"   # out of the game (Being Eliminated)
OFF_BOARD = "off_board"     # token taken off on the last lap (Ending the Game, objective 1)
NOBODY = -1                 # a company the bank holds; no lodging


@dataclass
class StateLF:
    """The overheads, the two off-board companies, lodgings, jail and the house stock."""

    KEY: ClassVar[str] = "laissez_faire"

    pom: int                                        # Property Overhead Multiplier in tenths (LF-18)
    utility_overhead: list[int]                     # per utility (the edition's order): the product of two dice
    hmc: int = NOBODY                               # Home Maintenance Co.'s owner
    pdc: int = NOBODY                               # Petroleum Distribution Co.'s owner
    lodged: list[int] = field(default_factory=list)      # per player: the property he lodges on, or -1
    lease: list[int] = field(default_factory=list)       # per player: the rent he last paid there (-1: none)
    jail_side: list[int] = field(default_factory=list)   # per player: the house price of the side he went from
    jail_turns: list[int] = field(default_factory=list)  # per player: his turns begun in jail
    jail_board: list[int] = field(default_factory=list)  # per player: room and board run up in this sentence
    jail_lessee: int = NOBODY                       # optional rule Buying Jail: who holds the lease
    jail_flat: int = -1                             # the lessee's room and board: a flat sum a turn, or
    jail_percent: int = -1                          # a percentage of the booking fee (-1: not set)
    centre: int = 0                                 # the zero-sum game's centre of the board
    houses_left: int = 0
    apartments_left: int = 0
    contracts: list[list[int]] = field(default_factory=list)  # income shares: [property, holder, percent]
    loans: list[list[int]] = field(default_factory=list)  # [lender, borrower, principal, repay, due round, security]
    pacts: list[list[int]] = field(default_factory=list)  # pacts: [party, party, city's number, last round]
    lease_power: list[int] = field(default_factory=list)  # per lodger: lease terms granted (1 raise, 2 refuse)
    declared_by: int = -1                           # objective 1: who declared $2,000 (the last lap follows)
    still_rounds: int = 0                           # objective 3: rounds in a row with nobody moving or paying
    moved: bool = False                             # did anyone move or pay this round (for still_rounds)
    nights: int = 0                                 # measures: nights lodged by a rent paid to a player
    rent_paid: int = 0                              # rent paid to players
    overhead_paid: int = 0                          # their overhead on those nights
    bank_nights: int = 0
    bank_rent: int = 0
    bench: int = 0
    rides: int = 0
    stays: int = 0
    deals: int = 0                                  # contracts made (every kind)
    defaults: int = 0                               # loans not repaid when due
    nights_one: int = 0                             # nights paid to an owner holding the whole city (LF-86)
    margin_one: int = 0                             # their rent less overhead
    hhi_sum: int = 0                                # the city's Herfindahl index (ten-thousandths), summed by night
    jail_nights: int = 0                            # turns begun in jail, all players (LF-87)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> StateLF:
        return cls(**data)


def part(state: Any) -> StateLF:
    """The Laissez-faire part of a game's state."""
    extra = state.extra
    assert isinstance(extra, StateLF), "not a Laissez-faire game"
    return extra
