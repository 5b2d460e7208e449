"""The mutable state of a game: players, holdings, the two public piles and rule state.

The state holds only plain data (ints, strings, lists), so it round-trips through JSON.
Holdings are kept per space: ``owner[i]`` is the seat of the card holder (``PACK`` when
the card is in the pack), ``houses[i]`` the number of houses and ``house_owner[i]``
whose they are (under the Single Tax a house may stand on another player's lot).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any, ClassVar

PACK = -1            # card in the pack / nobody
TREASURY_SEAT = -1   # money to or from the PUBLIC TREASURY (1939 edition: the Government)
MISC_SEAT = -2       # money to or from MISCELLANEOUS (1939 edition: the Bank)
BLUEBLOOD_SEAT = -3  # 1939 edition: Lord Blueblood's pile, out of play (Rule 2)

ON_TRACK = "track"
IN_JAIL = "jail"
IN_POOR_HOUSE = "poor_house"
ON_NATURAL = "natural_opportunity"
ON_ISLAND = "island"          # 1939 edition, SO WHAT 17


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

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> State1939:
        data = dict(data)
        data["holders"] = [Holder1939(**h) for h in data["holders"]]
        return cls(**data)


@dataclass
class Loan:
    """Rule 16 as the engine models it (rulings R-11): a loan secured on a card or on wages.

    ``due`` is the amount (principal plus interest) the borrower repays out of his next wages.
    """

    id: int
    lender: int
    borrower: int
    principal: int
    due: int
    security: int = PACK      # board index of a mortgaged card, or PACK for a loan on wages


@dataclass
class Player:
    """One player's position and possessions (cards and houses are kept in :class:`State`)."""

    name: str
    seat: int
    strategy: str
    cash: int = 0
    position: int = 0
    status: str = ON_TRACK
    natural: int = -1             # index of the Natural Opportunity he stands on
    jail_missed: int = 0
    wages_received: int = 0
    gets_wages: bool = True       # False for the Monarch of the World's landlord
    luxuries: list[str] = field(default_factory=list)
    education: int = 0
    professors: int = 0
    poor_house_visits: int = 0


@dataclass
class State:
    """Everything that changes during a game."""

    players: list[Player]
    owner: list[int]
    houses: list[int]
    house_owner: list[int]
    treasury: int = 0
    misc: int = 0                 # MISCELLANEOUS net balance; negative = money issued (rulings R-12)
    turn: int = 0                 # turns played (one player's turn each)
    round: int = 0                # full rounds completed
    current: int = 0              # seat of the player whose turn is next
    first: int = 0                # seat of the first player (Rule: first player by dice)
    single_tax: bool = False
    single_tax_turn: int = -1
    wage_level: int = 100
    public: list[int] = field(default_factory=list)      # spaces bought out by the public (Single Tax 6)
    colleges: list[int] = field(default_factory=list)    # Free College sites built (Single Tax 6(c))
    improvements: int = 0         # Single Tax Rule 6 steps taken
    trust: list[int] = field(default_factory=list)       # the two seats of a railroad Trust, if formed
    loans: list[Loan] = field(default_factory=list)
    next_loan_id: int = 0
    over: bool = False
    end_reason: str = ""
    agreed_stop: str = ""         # Rule 19 agreement: "next_double", or "this_turn" (ends at this turn's end)
    phillips: State1939 | None = None   # the 1939 edition's own state (None under the 1906 rules)

    # left out of to_dict() while empty, so that a 1906 game's state reads as it did before the 1939
    # edition and before Rule 19's agreement (saves and recorded games stay byte for byte the same)
    OMITTED_WHEN_EMPTY: ClassVar[tuple[str, ...]] = ("phillips", "agreed_stop")

    def to_dict(self) -> dict[str, Any]:
        data = asdict(self)
        for name in self.OMITTED_WHEN_EMPTY:
            if not data[name]:
                del data[name]
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> State:
        data = dict(data)
        data["players"] = [Player(**p) for p in data["players"]]
        data["loans"] = [Loan(**loan) for loan in data["loans"]]
        if data.get("phillips") is not None:
            data["phillips"] = State1939.from_dict(data["phillips"])
        return cls(**data)

    def seat_of(self, name: str) -> int:
        for p in self.players:
            if p.name == name:
                return p.seat
        raise KeyError(f"no player called {name!r}; players are {[p.name for p in self.players]}")
